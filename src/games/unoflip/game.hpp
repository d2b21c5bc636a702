// UNO Flip behind the common Game interface: script lines in, the contract's
// state JSON out (../shared/contract/game-script.md, "UNO Flip").
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/engine_game.hpp"
#include "core/game.hpp"
#include "games/unoflip/engine.hpp"

namespace flipside::unoflip {

class UnoFlipGame final : public EngineGame<UnoFlipGame, Engine> {
 public:
  UnoFlipGame(ScriptHeader header, Options options);

  Verdict apply(const nlohmann::json& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  std::optional<std::string> winner() const override;
  int round() const override;
  std::vector<Standing> standings() const override;  // highest total first
  std::vector<RoundSummary> rounds() const override;  // one per finished hand
  // The charts' target line and the summary's "x / 500" (issue 21 item 10).
  std::optional<int> score_target() const override { return engine_.options().target; }
  // "hands_played", "hands_won", "points_left" (points of the cards held
  // when another went out), "uno_caught" (times caught without UNO),
  // "challenges_won" (Wild Draw challenges won, by either side),
  // "duels_won" (Transformers).
  std::vector<SeatCounter> seat_counters() const override;

  Verdict apply_event(const Event& event);

 private:
  RoundSummary round_summary(std::size_t index) const;

};

std::unique_ptr<Game> make_unoflip(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters as the
// figures a table asks about: hands won, the points still held when another
// went out, UNO catches, challenges and duels won.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

}  // namespace flipside::unoflip
