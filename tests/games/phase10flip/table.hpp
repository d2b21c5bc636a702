// A Phase 10 Flip table for scenario tests: lines are entered as at a real
// table, and every rejection is checked to leave the game exactly as it was.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/script_codec.hpp"

namespace flipside::phase10flip::test {

using Json = nlohmann::json;

inline ScriptHeader header_for(std::vector<std::string> players, std::string dealer, Json options = Json::object()) {
  ScriptHeader h;
  h.game = "phase10flip";
  h.players = std::move(players);
  h.dealer = std::move(dealer);
  h.options = std::move(options);
  return h;
}

class Table {
 public:
  Table(std::vector<std::string> players, Json options = Json::object())
      : game_(make(header_for(players, players.back(), std::move(options)))) {}

  // Applies a line that must be accepted; returns the notices in English.
  std::vector<std::string> ok(const Json& line) {
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " rejected: " << render(v.rejection));
    REQUIRE(v.accepted);
    last_ = v;
    std::vector<std::string> out;
    for (const auto& n : v.notices) out.push_back(render(n));
    return out;
  }
  // Applies a line that must be rejected; checks nothing changed; returns the sentence.
  std::string rejected(const Json& line) {
    const Json before = game_.state();
    Verdict v = game_.apply(line);
    INFO("line " << line.dump() << " was accepted");
    REQUIRE_FALSE(v.accepted);
    REQUIRE(game_.state() == before);
    rejection_ = v.rejection;
    return render(v.rejection);
  }
  std::string rejected_es(const Json& line) {
    rejected(line);
    return render(rejection_, Lang::kSpanish);
  }

  std::vector<std::string> flip() { return ok({{"flip", true}}); }
  std::vector<std::string> phase(const std::string& who, std::vector<std::string> cards) {
    return ok({{"phase", who}, {"cards", cards}});
  }
  std::vector<std::string> groups(const std::string& who, std::vector<std::vector<std::string>> groups) {
    return ok({{"phase", who}, {"groups", groups}});
  }
  std::vector<std::string> hit(const std::string& who, const std::string& card, const std::string& onto, int k) {
    return ok({{"hit", who}, {"card", card}, {"onto", onto}, {"group", k}});
  }
  std::vector<std::string> out(const std::string& who, Json remaining) {
    return ok({{"out", who}, {"remaining", std::move(remaining)}});
  }
  std::vector<std::string> out_points(const std::string& who, Json points, std::vector<std::string> completed) {
    return ok({{"out", who}, {"points", std::move(points)}, {"completed", completed}});
  }

  // Ends hand 1 with everyone having completed phase 1 (points only), so
  // that phase 2 (a run and a set) is next for all.
  void to_phase_2(const std::string& out) {
    Json points = Json::object();
    std::vector<std::string> all;
    for (const auto& p : game_.header().players) {
      all.push_back(p);
      if (p != out) points[p] = 50;
    }
    out_points(out, points, all);
  }

  Json state() const { return game_.state(); }
  Json player(const std::string& name) const {
    const Json s = state();
    for (const auto& p : s["players"])
      if (p["name"] == name) return p;
    FAIL("no player " << name);
    return {};
  }
  Json group(const std::string& name, int k) const { return player(name)["groups"][k - 1]; }
  const Phase10FlipGame& game() const { return game_; }
  const Verdict& last() const { return last_; }

 private:
  static Phase10FlipGame make(const ScriptHeader& h) {
    Message error;
    auto options = parse_options(h.options, &error);
    REQUIRE(options);
    return Phase10FlipGame(h, *options);
  }

  Phase10FlipGame game_;
  Verdict last_;
  Message rejection_;
};

// n cards of filler for "remaining" (wild side numbers read on the colour
// side would be refused, so colour-side 1s: 5 points each).
inline std::vector<std::string> fives(int n, const std::string& card = "red 1") {
  return std::vector<std::string>(n, card);
}

// A "groups" value: nlohmann would read {{"a","b"},{"c","d"}} as an object.
inline Json G(std::vector<std::vector<std::string>> groups) { return Json(groups); }

inline bool contains(const std::vector<std::string>& lines, const std::string& text) {
  for (const auto& l : lines)
    if (l == text) return true;
  return false;
}

}  // namespace flipside::phase10flip::test
