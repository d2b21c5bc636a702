// A Flinch table for scenario tests: lines are entered as at a real table,
// every rejection is checked to leave the game exactly as it was, and the
// helpers name what a test sets up (reveals, plays, reserves, calls).
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "games/flinch/game.hpp"
#include "games/flinch/script_codec.hpp"

namespace flipside::flinch::test {

inline ScriptHeader header_for(std::vector<std::string> players, std::string dealer,
                               nlohmann::json options = nlohmann::json::object()) {
  ScriptHeader h;
  h.game = "flinch";
  h.players = std::move(players);
  h.dealer = std::move(dealer);
  h.options = std::move(options);
  return h;
}

class Table {
 public:
  explicit Table(std::vector<std::string> players = {"Ana", "Ben", "Cy"}, std::string dealer = "Cy",
                 nlohmann::json options = nlohmann::json::object())
      : game_(make(header_for(std::move(players), std::move(dealer), std::move(options)))) {}

  // Applies a line that must be accepted; returns the notice keys.
  std::vector<std::string> ok(const nlohmann::json& line) {
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " rejected: " << render(v.rejection));
    REQUIRE(v.accepted);
    last_ = std::move(v);
    std::vector<std::string> keys;
    for (const auto& n : last_.notices) keys.push_back(n.key);
    return keys;
  }
  std::vector<std::string> reveal(const std::string& who, int card) { return ok({{"reveal", who}, {"card", card}}); }
  // Reveals in seating order.
  void reveal_all(const std::vector<int>& cards) {
    for (std::size_t p = 0; p < cards.size(); ++p) reveal(game_.header().players[p], cards[p]);
  }
  std::vector<std::string> play(const std::string& who, int card, const std::string& from, const std::string& to) {
    return ok({{"play", who}, {"card", card}, {"from", from}, {"to", to}});
  }
  std::vector<std::string> reserve(const std::string& who, int card, int pile) {
    return ok({{"reserve", who}, {"card", card}, {"pile", pile}});
  }
  std::vector<std::string> call(const std::string& who, const std::string& on) { return ok({{"call", who}, {"on", on}}); }

  // Applies a line that must be rejected; checks nothing changed and returns
  // the English sentence.
  std::string rejected(const nlohmann::json& line) {
    const nlohmann::json before = game_.state();
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " was accepted");
    REQUIRE_FALSE(v.accepted);
    REQUIRE(game_.state() == before);
    last_rejection_ = v.rejection;
    return render(v.rejection);
  }
  std::string rejected_play(const std::string& who, int card, const std::string& from, const std::string& to) {
    return rejected({{"play", who}, {"card", card}, {"from", from}, {"to", to}});
  }
  std::string rejected_reserve(const std::string& who, int card, int pile) {
    return rejected({{"reserve", who}, {"card", card}, {"pile", pile}});
  }
  std::string rejected_call(const std::string& who, const std::string& on) {
    return rejected({{"call", who}, {"on", on}});
  }
  const Message& last_rejection() const { return last_rejection_; }

  const Engine& engine() const { return game_.engine(); }
  const FlinchGame& game() const { return game_; }
  const Verdict& last() const { return last_; }
  int seat(const std::string& name) const { return game_.header().seat_of(name); }
  const PlayerState& player(const std::string& name) const { return engine().player(seat(name)); }
  int flinch_left(const std::string& name) const { return player(name).flinch_left; }
  int hand(const std::string& name) const { return player(name).hand; }
  int reserve_top(const std::string& name, int slot) const { return player(name).reserve_top(slot - 1); }
  std::string on_turn() const { return engine().turn() < 0 ? std::string("-") : engine().name(engine().turn()); }
  nlohmann::json state() const { return game_.state(); }
  nlohmann::json flinchable() const { return game_.state()["flinchable"]; }
  // The piles' "next" lists, as the state prints them.
  nlohmann::json piles() const { return game_.state()["piles"]; }

 private:
  static FlinchGame make(const ScriptHeader& h) {
    Message error;
    auto options = flinch::parse_options(h.options, &error);
    REQUIRE(options);
    return FlinchGame(h, *options);
  }

  FlinchGame game_;
  Verdict last_;
  Message last_rejection_;
};

inline bool has(const std::vector<std::string>& keys, const std::string& key) {
  for (const auto& k : keys)
    if (k == key) return true;
  return false;
}

}  // namespace flipside::flinch::test
