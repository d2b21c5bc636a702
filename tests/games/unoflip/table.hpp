// An UNO Flip table for scenario tests: lines are entered as at a real
// table, and every rejection is checked to leave the game exactly as it was.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "games/unoflip/game.hpp"
#include "games/unoflip/script_codec.hpp"

namespace flipside::unoflip::test {

using Json = nlohmann::json;

inline ScriptHeader header_for(std::vector<std::string> players, std::string dealer, Json options = Json::object()) {
  ScriptHeader h;
  h.game = "unoflip";
  h.players = std::move(players);
  h.dealer = std::move(dealer);
  h.options = std::move(options);
  return h;
}

class Table {
 public:
  Table(std::vector<std::string> players, std::string dealer, Json options = Json::object())
      : game_(make(header_for(std::move(players), std::move(dealer), std::move(options)))) {}

  // Applies a line that must be accepted; returns the notices in English.
  std::vector<std::string> ok(const Json& line) {
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " rejected: " << render(v.rejection));
    REQUIRE(v.accepted);
    std::vector<std::string> out;
    for (const auto& n : v.notices) out.push_back(render(n));
    last_ = std::move(v);
    return out;
  }
  // Applies a line that must be rejected; checks nothing changed; returns the
  // English sentence.
  std::string rejected(const Json& line) {
    const Json before = game_.state();
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " was accepted");
    REQUIRE_FALSE(v.accepted);
    REQUIRE(game_.state() == before);
    last_rejection_ = v.rejection;
    return render(v.rejection);
  }
  const Message& last_rejection() const { return last_rejection_; }
  const Verdict& last() const { return last_; }

  std::vector<std::string> start(const std::string& card, const std::string& color = "") {
    Json l = {{"start", card}};
    if (!color.empty()) l["color"] = color;
    return ok(l);
  }
  std::vector<std::string> play(const std::string& who, const std::string& card, const std::string& color = "") {
    Json l = {{"play", card}, {"by", who}};
    if (!color.empty()) l["color"] = color;
    return ok(l);
  }
  std::vector<std::string> draw(const std::string& who, int count = 1) { return ok({{"draw", who}, {"count", count}}); }
  std::vector<std::string> pass(const std::string& who) { return ok({{"pass", who}}); }
  std::vector<std::string> flip_top(const std::string& card, const std::string& color = "") {
    Json l = {{"flip_top", card}};
    if (!color.empty()) l["color"] = color;
    return ok(l);
  }

  const UnoFlipGame& game() const { return game_; }
  const Engine& engine() const { return game_.engine(); }
  Json state() const { return game_.state(); }
  int seat(const std::string& name) const { return game_.header().seat_of(name); }
  int cards(const std::string& name) const { return engine().hand_size(seat(name)); }
  int total(const std::string& name) const { return engine().total(seat(name)); }
  std::string turn() const { return state()["turn"].is_null() ? "-" : state()["turn"].get<std::string>(); }
  std::string color() const { return state()["color"].is_null() ? "-" : state()["color"].get<std::string>(); }

 private:
  static UnoFlipGame make(const ScriptHeader& h) {
    Message error;
    auto options = parse_options(h.options, &error);
    INFO(render(error));
    REQUIRE(options);
    return UnoFlipGame(h, *options);
  }

  UnoFlipGame game_;
  Verdict last_;
  Message last_rejection_;
};

inline bool has(const std::vector<std::string>& notices, const std::string& text) {
  for (const auto& n : notices)
    if (n == text) return true;
  return false;
}

}  // namespace flipside::unoflip::test

namespace flipside::unoflip::test {

// Two players, Ana deals, Ben starts on "red 5" and plays Reverses (with two
// players each one gives him the turn again, rule 4) until he holds `cards`.
inline void ben_down_to(Table& t, int cards) {
  static const char* const kReverses[] = {"red reverse",    "red reverse",   "yellow reverse", "yellow reverse",
                                          "green reverse",  "green reverse", "blue reverse",   "blue reverse"};
  t.start("red 5");
  for (int i = 0; t.cards("Ben") > cards; ++i) t.play("Ben", kReverses[i]);
  REQUIRE(t.turn() == "Ben");
}

inline int counter(const Table& t, const std::string& name, const std::string& who) {
  for (const auto& c : t.game().seat_counters())
    if (c.name == name) return c.per_seat[t.seat(who)];
  return -1;
}

}  // namespace flipside::unoflip::test
