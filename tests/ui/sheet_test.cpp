// Issue 21, item 1: each game's sheet reads like its paper one. Phase 10
// Flip: beside each hand's points, the phase each player attempted and
// whether they made it, never cut, at both orientations and 125 % text, in
// both languages, with six players of long names (the columns narrow, the
// words wrap under the points).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "core/script_header.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Json = nlohmann::json;

namespace {

// What ImGui drew, with the line breaks of wrapped text taken out, so a
// sentence wrapped under the points reads as one.
std::string read_flat(const Headless& h) {
  std::string flat;
  for (char ch : h.shown) {
    const char c = ch == '\n' ? ' ' : ch;
    if (c == ' ' && !flat.empty() && flat.back() == ' ') continue;
    flat.push_back(c);
  }
  return flat;
}

// The scoresheet of the game (header + lines), opened from History when
// finished, drawn in `look`: what it shows, flat (read_flat).
std::string sheet_shown(const ScriptHeader& h, const std::vector<Json>& lines, const Look& look) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, h, lines));
  Settings settings;
  settings.lang = look.lang;
  auto c = controller_over(state, settings);
  if (!c->game()) c->apply(intent::OpenGame{1});  // finished: opened from History
  REQUIRE(c->game());
  Headless hl(look.size, look.scale);
  c->apply(intent::OpenScoresheet{});
  REQUIRE(c->screen() == Screen::kScoresheet);
  hl.frames(*c, 3);
  CHECK(hl.diag.overflows.empty());
  CHECK(hl.stack_errors.empty());
  return read_flat(hl);
}

}  // namespace

TEST_CASE("Phase 10 Flip's sheet says each hand's phase, made or missed, in full", "[render][sheet]") {
  ScriptHeader h;
  h.game = "phase10flip";
  h.players = {"Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9", "Ben", "Cleo", "Dani", "Eva"};
  h.dealer = "Eva";
  // Two points-only hands (the contract's typed points): in the first,
  // Bartholomew-Christopher goes out, María José and Ben make phase 1, the
  // others miss it (all ten cards: 50 or more); in the second Ben goes out
  // and only María José makes phase 2 beside him.
  const std::vector<Json> lines = {
      {{"out", "Bartholomew-Christopher"},
       {"points", {{"Mar\xC3\xAD" "a Jos\xC3\xA9", 10}, {"Ben", 15}, {"Cleo", 50}, {"Dani", 60}, {"Eva", 70}}},
       {"completed", {"Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9", "Ben"}}},
      {{"out", "Ben"},
       {"points", {{"Bartholomew-Christopher", 55}, {"Mar\xC3\xAD" "a Jos\xC3\xA9", 5}, {"Cleo", 50}, {"Dani", 50},
                   {"Eva", 50}}},
       {"completed", {"Ben", "Mar\xC3\xAD" "a Jos\xC3\xA9"}}},
  };
  for_each_look([&](const Look& look) {
    INFO(look.name());
    const std::string flat = sheet_shown(h, lines, look);
    INFO("shown: " << flat);
    const bool es = look.lang == Lang::kSpanish;
    // Hand 1 (worked out from the lines above): out, made, made, missed x3.
    CHECK(flat.find(es ? "cerr\xC3\xB3 con la Fase 1" : "out, made Phase 1") != std::string::npos);
    CHECK(flat.find(es ? "hizo la Fase 1" : "made Phase 1") != std::string::npos);
    CHECK(flat.find(es ? "no hizo la Fase 1" : "missed Phase 1") != std::string::npos);
    // Hand 2: Bartholomew-Christopher, María José and Ben attempt phase 2
    // (Ben goes out with it); Cleo, Dani and Eva still attempt phase 1.
    CHECK(flat.find(es ? "no hizo la Fase 2" : "missed Phase 2") != std::string::npos);
    CHECK(flat.find(es ? "cerr\xC3\xB3 con la Fase 2" : "out, made Phase 2") != std::string::npos);
  });
}

// Flinch has no rounds: its sheet lists each player with their Flinch cards
// left, in words, best first (not "no round has finished yet" over an empty
// table). tests/scripts/flinch/straight_run_win: Ana plays her whole pile of
// 10, Ben never plays: Ana 0 left and the winner, Ben 10.
TEST_CASE("Flinch's sheet lists the Flinch cards left in words", "[render][sheet]") {
  ScriptHeader h;
  h.game = "flinch";
  h.players = {"Ana", "Ben"};
  h.dealer = "Ben";
  std::vector<Json> lines = {{{"reveal", "Ana"}, {"card", 1}}, {{"reveal", "Ben"}, {"card", 12}},
                             {{"play", "Ana"}, {"card", 1}, {"from", "flinch"}, {"to", "new"}}};
  for (int card = 2; card <= 10; ++card) {
    lines.push_back({{"reveal", "Ana"}, {"card", card}});
    lines.push_back({{"play", "Ana"}, {"card", card}, {"from", "flinch"}, {"to", "pile:1"}});
  }
  for_each_look([&](const Look& look) {
    INFO(look.name());
    const std::string flat = sheet_shown(h, lines, look);
    INFO("shown: " << flat);
    const bool es = look.lang == Lang::kSpanish;
    // (ImGui's log separates a table's cells with " | ".)
    CHECK(flat.find(es ? "\xE2\x98\x85 Ana | 0 cartas por jugar" : "\xE2\x98\x85 Ana | 0 cards left") != std::string::npos);
    CHECK(flat.find(es ? "2. Ben | 10 cartas por jugar" : "2. Ben | 10 cards left") != std::string::npos);
    CHECK(flat.find(es ? "ninguna ronda" : "No round") == std::string::npos);
  });
}
