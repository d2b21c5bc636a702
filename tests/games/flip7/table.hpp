// A Flip 7 table for scenario tests: cards are entered in the order they are
// flipped, as at a real table, and every rejection is checked to leave the
// game exactly as it was.
#pragma once

#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "games/flip7/game.hpp"
#include "games/flip7/script_codec.hpp"

namespace flipside::flip7::test {

inline ScriptHeader header_for(std::vector<std::string> players, std::string dealer,
                               nlohmann::json options = nlohmann::json::object()) {
  ScriptHeader h;
  h.game = "flip7";
  h.players = std::move(players);
  h.dealer = std::move(dealer);
  h.options = std::move(options);
  return h;
}

class Table {
 public:
  Table(std::vector<std::string> players, std::string dealer, nlohmann::json options = nlohmann::json::object())
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
  std::vector<std::string> card(const std::string& c) { return ok({{"card", c}}); }
  void cards(std::initializer_list<const char*> cs) {
    for (const char* c : cs) card(c);
  }
  std::vector<std::string> card_to(const std::string& c, const std::string& target) {
    return ok({{"card", c}, {"target", target}});
  }
  std::vector<std::string> target(const std::string& who) { return ok({{"target", who}}); }
  std::vector<std::string> stay(const std::string& who) { return ok({{"stay", who}}); }

  // Applies a line that must be rejected; checks the state did not change and
  // returns the English sentence.
  std::string rejected(const nlohmann::json& line) {
    const nlohmann::json before = game_.state();
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " was accepted");
    REQUIRE_FALSE(v.accepted);
    REQUIRE(game_.state() == before);
    last_rejection_ = v.rejection;
    return render(v.rejection);
  }
  const std::string& last_rejection_key() const { return last_rejection_.key; }
  const Message& last_rejection() const { return last_rejection_; }

  const Engine& engine() const { return game_.engine(); }
  const Flip7Game& game() const { return game_; }
  const Verdict& last() const { return last_; }
  int seat(const std::string& name) const { return game_.header().seat_of(name); }
  const PlayerState& player(const std::string& name) const { return engine().player(seat(name)); }
  Status status(const std::string& name) const { return player(name).status; }
  int total(const std::string& name) const { return player(name).total; }
  int round_score(const std::string& name) const { return engine().round_score(seat(name)); }
  std::string recipient() const {
    int r = engine().next_recipient();
    return r < 0 ? std::string("-") : engine().name(r);
  }
  std::string on_turn() const { return engine().turn() < 0 ? std::string("-") : engine().name(engine().turn()); }
  std::vector<int> numbers(const std::string& name) const {
    std::vector<int> out;
    for (int v = 0; v < kNumberKinds; ++v)
      if (player(name).holds(v)) out.push_back(v);
    return out;
  }
  nlohmann::json state() const { return game_.state(); }

 private:
  static Flip7Game make(const ScriptHeader& h) {
    Message error;
    auto options = flip7::parse_options(h.options, &error);
    REQUIRE(options);
    return Flip7Game(h, *options);
  }

  Flip7Game game_;
  Verdict last_;
  Message last_rejection_;
};

inline bool has(const std::vector<std::string>& keys, const std::string& key) {
  for (const auto& k : keys)
    if (k == key) return true;
  return false;
}

}  // namespace flipside::flip7::test
