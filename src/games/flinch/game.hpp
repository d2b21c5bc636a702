// Flinch behind the common Game interface: script lines in, the contract's
// state JSON out (../shared/contract/game-script.md, "Flinch").
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/engine_game.hpp"
#include "core/game.hpp"
#include "games/flinch/engine.hpp"

namespace flipside::flinch {

class FlinchGame final : public EngineGame<FlinchGame, Engine> {
 public:
  FlinchGame(ScriptHeader header, Options options);

  Verdict apply(const nlohmann::json& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  std::optional<std::string> winner() const override;
  // Flinch is one long hand: always round 1.
  int round() const override { return 1; }
  // Fewest Flinch cards left first (the winner has none).
  std::vector<Standing> standings() const override;
  // No hands to score: empty.
  std::vector<RoundSummary> rounds() const override { return {}; }
  // "calls_made" (valid calls), "times_flinched", "breaches" (offences of
  // rule 3, caught or not) and "passed_over_flinch" (those of them that
  // left a playable Flinch card unplayed: every breach but a 1 put on a
  // reserve while no Flinch top could be played): counted as lines are
  // applied, so a replay counts the same.
  std::vector<SeatCounter> seat_counters() const override;

  Verdict apply_event(const Event& event);

 private:
  std::vector<int> calls_made_, times_flinched_, breaches_, passed_over_;
};

// Why a Flinch call is valid ("Ana played 7 from hand while their Flinch top 4
// could go on pile 2").
Message breach_message(const Breach& breach, const Engine& engine);
// Whether a breach left a playable Flinch card (one's own top, or with
// partners the partner's) unplayed: the "passed over" figure.
bool passes_over_flinch_card(const Breach& breach);
Message notice_message(const Notice& notice, const Engine& engine);

std::unique_ptr<Game> make_flinch(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters in
// words: the Flinch calls they made (rule: a player who could play the
// Flinch top and did not is called), the calls against them, and the
// plays they owed and did not make.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

}  // namespace flipside::flinch
