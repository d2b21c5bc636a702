// What the simulated tables share that follow a game with an engine of their
// own (games/<game>/random_table.hpp: lines for the benchmark, for
// `flipside demo-data` and for the random-play tests): a random header's
// seats, the seeded dice, the engine built from the header, and next(),
// which applies each line the table's move() makes to that engine, so the
// table always knows whose turn it is and what answer is awaited.
//
// `Self` is the table (final): it makes a line with `Json move()`, names its
// game's line reader in `static parse(line, header, error)` and its options'
// in `static options(header)`, and may count what its engine said of an
// accepted line in `accepted(outcome)`. A line its own engine refuses should
// never happen; it stops the table, and stuck() and refusal() say which line
// and why (the random-play tests print them).
#pragma once

#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/message.hpp"
#include "core/script_header.hpp"

namespace flipside::sim {

// A header with 2 to 6 seats named "P<first_number>", "P<first_number + 1>"…
// and one of them dealing, drawn from `rng` (options left to the game).
inline ScriptHeader random_seats(std::string_view game, std::mt19937& rng, int first_number) {
  auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
  ScriptHeader h;
  h.game = std::string(game);
  const int n = 2 + pick(5);
  for (int p = 0; p < n; ++p) {
    std::string name = "P";
    name += std::to_string(p + first_number);
    h.players.push_back(std::move(name));
  }
  h.dealer = h.players[pick(n)];
  return h;
}

template <typename Self, typename EngineT>
class EngineTable {
 public:
  using Json = nlohmann::json;

  bool finished() const { return engine_.finished(); }
  bool stuck() const { return stuck_; }
  const std::pair<Json, Message>& refusal() const { return refused_; }

  // The next line, already applied to the table's engine; nullopt when the
  // game is over or the table is stuck.
  std::optional<Json> next() {
    if (engine_.finished() || stuck_) return std::nullopt;
    Json line = self().move();
    if (stuck_) return std::nullopt;  // move() found nothing to say
    Message error;
    auto event = Self::parse(line, header_, &error);
    if (!event) return refuse(std::move(line), std::move(error));
    auto out = engine_.apply(*event);
    if (!out.accepted) return refuse(std::move(line), why(out.rejection));
    self().accepted(out);
    return line;
  }

 protected:
  EngineTable(const ScriptHeader& header, unsigned seed)
      : header_(header), rng_(seed), engine_(header.players, header.seat_of(header.dealer), Self::options(header)) {}

  // What an accepted line's outcome adds to the table's own counts (none here).
  template <typename Outcome>
  void accepted(const Outcome&) {}

  int pick(int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  const std::string& name(int p) const { return header_.players[p]; }

  ScriptHeader header_;
  std::mt19937 rng_;
  EngineT engine_;
  bool stuck_ = false;

 private:
  Self& self() { return static_cast<Self&>(*this); }
  // An engine's refusal, whether its outcome holds it as a Message or as an optional one.
  static Message why(const Message& rejection) { return rejection; }
  static Message why(const std::optional<Message>& rejection) { return rejection.value_or(Message{}); }
  std::nullopt_t refuse(Json line, Message why) {
    refused_ = {std::move(line), std::move(why)};
    stuck_ = true;
    return std::nullopt;
  }

  std::pair<Json, Message> refused_;
};

// A whole game from a table of this kind (GameInfo::random_game, for
// `flipside demo-data`): its lines until it is over or stuck.
template <typename Table, typename... Args>
std::vector<nlohmann::json> whole_game(Args&&... table_args) {
  Table table(std::forward<Args>(table_args)...);
  std::vector<nlohmann::json> lines;
  while (auto line = table.next()) lines.push_back(std::move(*line));
  return lines;
}

}  // namespace flipside::sim
