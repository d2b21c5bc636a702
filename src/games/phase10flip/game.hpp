// Phase 10 Flip behind the common Game interface: script lines in, the
// contract's state JSON out (../shared/contract/game-script.md, "Phase 10
// Flip"). The header's optional "started" is not the engine's business.
//
// round(): the hand in progress (1-based), tie-break hands included; the
// last hand once the game is over.
// expecting(): the hand, the side in play and which lines may come (a Flip,
// a phase, and — once someone laid down — a hit or the end of the hand).
// A tie-break hand (rule 6) is a hand like any other in which only the tied
// players take part: the others have "in_hand": false and "phase": null,
// and "tie_break" lists the tied. Once the game is over (RULINGS Phase 10
// Flip 8) the last hand stays as it was played ("side", "laid_down",
// "groups", "in_hand"; the player out holds 0 "cards") and every "phase" is a
// number: the phase next, phases + 1 for a player with every phase completed.
// State "groups": each laid-down group as {"kind":"set"|"run","cards":[...]}
// plus, for a run, "color" (its colour, null while only wild-side cards give
// it none) and, for a set, "number" (null while only stars). Cards are in
// display order (a run's stars in its gaps), each written on the side it was
// read on.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/engine_game.hpp"
#include "core/game.hpp"
#include "games/phase10flip/engine.hpp"

namespace flipside::phase10flip {

class Phase10FlipGame final : public EngineGame<Phase10FlipGame, Engine> {
 public:
  Phase10FlipGame(ScriptHeader header, Options options);

  Verdict apply(const nlohmann::json& line) override;
  bool apply_in_place(const LineView& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  std::optional<std::string> winner() const override;
  int round() const override { return engine_.round(); }
  // The winner first; then (standard) by phases completed, most first, and
  // points, fewest first; (ten_hands) by points. Equal places share a place.
  std::vector<Standing> standings() const override;
  std::vector<RoundSummary> rounds() const override;
  // Statistics: "phases_completed" (hands in which the player laid down
  // their phase, the tie-break hand included: it is a hand played, though
  // it moves no one on), "hands_without_phase" (hands played without it),
  // "hits_on_others" (cards hit on another player's groups; hits on one's
  // own groups are not counted), and "failed_phase_N" for each phase N
  // someone ended a hand without.
  std::vector<SeatCounter> seat_counters() const override;

  Verdict apply_event(const Event& event);

 private:
  RoundSummary round_summary(std::size_t index) const;

};

// A player's phases completed in words, as the winner screen, History and the
// finished table show them (RULINGS Phase 10 Flip 8): "7 of 10 phases
// completed", "all 10 phases completed".
Message phases_completed(const Engine& engine, int p);

std::unique_ptr<Game> make_phase10flip(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters as the
// figures a table asks about: phases completed per hand, the phase they
// failed most, hits.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

}  // namespace flipside::phase10flip
