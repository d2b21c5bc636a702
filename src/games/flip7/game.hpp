// Flip 7 behind the common Game interface: script lines in, the contract's
// state JSON out (../shared/contract/game-script.md, "Flip 7").
#pragma once

#include <map>

#include <memory>

#include "core/game.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::flip7 {

class Flip7Game final : public Game {
 public:
  Flip7Game(ScriptHeader header, Options options);

  const ScriptHeader& header() const override { return header_; }
  Verdict apply(const nlohmann::json& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  bool finished() const override { return engine_.finished(); }
  std::optional<std::string> winner() const override;
  int round() const override { return engine_.round(); }
  std::unique_ptr<Game> clone() const override { return std::make_unique<Flip7Game>(*this); }
  std::vector<Standing> standings() const override;  // highest total first
  std::vector<RoundSummary> rounds() const override;
  int dealer_seat() const override { return engine_.dealer(); }
  // "busts", "flip7s", "second_chances_used": counted from the engine's
  // notices as lines are applied, so a replay counts the same.
  std::vector<SeatCounter> seat_counters() const override;
  std::optional<int> score_target() const override { return engine_.options().target; }

  // Typed access for the UI and tests.
  const Engine& engine() const { return engine_; }
  Verdict apply_event(const Event& event);
  Verdict apply_round(const Engine::RoundEntry& points);  // score mode (rule 12)

 private:
  RoundSummary round_summary(std::size_t index) const;  // round_points()[index]
  Verdict verdict(Outcome out, std::size_t rounds_before);  // notices in words, counters, finished rounds

  ScriptHeader header_;
  Engine engine_;
  // How each seat left the round in progress (from the notices), and how
  // they left each finished round: the scoresheet's "why".
  std::vector<Status> in_round_;
  std::vector<std::vector<Status>> round_status_;
  std::vector<int> busts_, flip7s_, second_chances_used_;  // per seat
};

// Notices in words (for the CLI, the UI and the store's log).
Message notice_message(const Notice& notice, const Engine& engine);
std::string_view notice_key(NoticeKind kind);

std::unique_ptr<Game> make_flip7(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters as the
// figures a table asks about: how often they bust, what a round not busted
// is worth, their Flip 7s and Second Chances.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

}  // namespace flipside::flip7
