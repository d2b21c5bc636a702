// UNO Flip behind the common Game interface: script lines in, the contract's
// state JSON out (../shared/contract/game-script.md, "UNO Flip").
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "games/unoflip/engine.hpp"

namespace flipside::unoflip {

class UnoFlipGame final : public Game {
 public:
  UnoFlipGame(ScriptHeader header, Options options);

  const ScriptHeader& header() const override { return header_; }
  Verdict apply(const nlohmann::json& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  bool finished() const override { return engine_.finished(); }
  std::optional<std::string> winner() const override;
  int round() const override;
  std::unique_ptr<Game> clone() const override { return std::make_unique<UnoFlipGame>(*this); }
  std::vector<Standing> standings() const override;  // highest total first
  std::vector<RoundSummary> rounds() const override;  // one per finished hand
  int dealer_seat() const override { return engine_.dealer(); }
  // The charts' target line and the summary's "x / 500" (issue 21 item 10).
  std::optional<int> score_target() const override { return engine_.options().target; }
  // "hands_played", "hands_won", "points_left" (points of the cards held
  // when another went out), "uno_caught" (times caught without UNO),
  // "challenges_won" (Wild Draw challenges won, by either side),
  // "duels_won" (Transformers).
  std::vector<SeatCounter> seat_counters() const override;

  const Engine& engine() const { return engine_; }
  Verdict apply_event(const Event& event);

 private:
  RoundSummary round_summary(std::size_t index) const;

  ScriptHeader header_;
  Engine engine_;
};

std::unique_ptr<Game> make_unoflip(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters as the
// figures a table asks about: hands won, the points still held when another
// went out, UNO catches, challenges and duels won.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

}  // namespace flipside::unoflip
