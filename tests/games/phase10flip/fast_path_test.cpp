// The replay's fast path (issue 19 item 8): a line in the common form is
// read in place and applied without building its JSON (Game::apply_in_place,
// core/line_view.hpp). It must change nothing a player or a script sees, so
// every script is replayed both ways — the fast path, and the JSON path that
// replay_script takes when someone wants each accepted line — and must give
// the same status, the same number of lines, the same refusal in the same
// words and the same final state. The scripts are whole seeded games, each
// also with one line spoilt at a random place (a typo, a wrong card, a
// field too many, a line outside the common form that only the JSON path
// reads), so the refusals are compared too.
#include <catch2/catch.hpp>

#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/replay.hpp"
#include "core/script_header.hpp"
#include "support/random_phase10flip.hpp"

using namespace flipside;
using Json = nlohmann::json;

namespace {

struct Outcome {
  ReplayResult::Status status;
  int events;
  std::string refusal;
  Json state;
};

Outcome replay(const std::string& script, bool fast) {
  std::istringstream in(script);
  // Asking for each accepted line turns the fast path off (replay.cpp).
  ReplayResult r = fast ? replay_script(in) : replay_script(in, [](const Json&) {});
  return {r.status, r.events, render(r.error), r.game ? r.game->state() : Json()};
}

// One line spoilt; some spoilt lines are still accepted (a card that happens
// to fit), which the comparison covers as well.
std::string spoil(const Json& line, std::mt19937& rng) {
  Json bad = line;
  switch (rng() % 7) {
    case 0: bad["typo"] = 1; break;
    case 1:
      if (bad.contains("cards") && !bad["cards"].empty()) bad["cards"][0] = "red 13";
      else bad["card"] = "blue 0";
      break;
    case 2:
      if (bad.contains("group")) bad["group"] = 7;
      else bad["flip"] = false;
      break;
    case 3:
      if (bad.contains("cards")) bad["cards"].push_back("wild star");
      else bad = Json{{"flip", true}};
      break;
    case 4: {
      // The same line with an escape: outside the common form, read by the
      // JSON path alone (must mean the same as the plain line).
      std::string text = line.dump();
      auto at = text.find("\":\"");
      if (at != std::string::npos) text.replace(at + 3, 1, "\\u00" + [&] {
        char hex[3];
        std::snprintf(hex, sizeof hex, "%02x", static_cast<unsigned char>(text[at + 3]));
        return std::string(hex);
      }());
      return text;
    }
    case 5:
      if (bad.contains("onto")) bad["onto"] = "Nobody";
      else if (bad.contains("phase")) bad["phase"] = "Nobody";
      else bad = Json{{"out", "Nobody"}};
      break;
    default:
      if (bad.contains("points")) bad["points"] = Json::object();
      else bad = Json{{"hit", line.begin().value()}, {"card", "red 1"}, {"onto", line.begin().value()}, {"group", 1}};
      break;
  }
  return bad.dump();
}

}  // namespace

TEST_CASE("Replay: lines read in place give the same verdicts, refusals and states as their JSON",
          "[phase10flip][replay][fast_path]") {
  int refused = 0, compared = 0;
  for (unsigned seed = 1; seed <= 120; ++seed) {
    std::mt19937 rng(seed);
    const int players = 2 + static_cast<int>(seed % 5);
    ScriptHeader header;
    header.game = "phase10flip";
    for (int i = 0; i < players; ++i) header.players.push_back("P" + std::to_string(i + 1));
    header.dealer = header.players[seed % players];
    header.options = Json::object();
    if (seed % 3 == 0) header.options["variant"] = "ten_hands";
    if (seed % 4 == 0) header.options["phases"] = 1 + static_cast<int>(seed % 4);
    const std::vector<Json> lines = sim::phase10flip::random_game(header, seed);
    REQUIRE_FALSE(lines.empty());
    INFO("seed " << seed);

    std::string whole = header.to_json().dump() + "\n";
    for (const Json& line : lines) whole += line.dump() + "\n";
    const Outcome fast = replay(whole, true), slow = replay(whole, false);
    CHECK(fast.status == ReplayResult::Status::kAccepted);
    CHECK(fast.events == static_cast<int>(lines.size()));
    CHECK(fast.state == slow.state);

    const std::size_t at = rng() % lines.size();
    std::string spoilt = header.to_json().dump() + "\n";
    for (std::size_t i = 0; i < lines.size(); ++i) spoilt += (i == at ? spoil(lines[i], rng) : lines[i].dump()) + "\n";
    const Outcome f = replay(spoilt, true), s = replay(spoilt, false);
    CHECK(f.status == s.status);
    CHECK(f.events == s.events);
    CHECK(f.refusal == s.refusal);
    CHECK(f.state == s.state);
    refused += f.status == ReplayResult::Status::kRejected;
    ++compared;
  }
  CHECK(refused > compared / 3);  // the spoilt lines did get refused, so refusals were compared
}
