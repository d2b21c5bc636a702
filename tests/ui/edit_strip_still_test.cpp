// Issue 32 item 4, on every table that used the shell's strip above it: the
// "Changing entry N…" strip pushed the rows, the pad and the forms down
// (UNO Flip in score mode, Flip 7 in both modes, Flinch, Phase 10 Flip). It
// now covers the table's words-only place: every tappable control the table
// still draws while the entry is changed is where it was, at its size, and
// the strip's Cancel came in over no control, in both orientations, at 100 %
// and 125 %, in English and Spanish.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "core/script_header.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

using Json = nlohmann::json;

// A game in the middle, as a script, and the entry (0-based) changed: one
// whose moment draws the same controls as the game's last.
struct EditCase {
  const char* name;
  const char* script;
  std::size_t entry;
};

const EditCase kEditCases[] = {
    {"UNO Flip score mode",
     R"({"game":"unoflip","players":["Ana","Bartholomew-Christopher Montgom","Cy"],"dealer":"Ana","options":{"mode":"score","target":500}}
{"hand":{"winner":"Cy","points":{"Ana":12,"Bartholomew-Christopher Montgom":30}}}
{"hand":{"winner":"Ana","side":"dark","remaining":{"Bartholomew-Christopher Montgom":["teal skip_everyone","wild"],"Cy":["pink 3"]}}})",
     1},
    {"Flip 7 score mode",
     R"({"game":"flip7","players":["Ana","Ben","Cleo","Dani"],"dealer":"Ana","options":{"mode":"score","target":200}}
{"round":{"points":{"Ana":23,"Ben":0,"Cleo":41,"Dani":17}}}
{"round":{"points":{"Ana":31,"Ben":52,"Cleo":0,"Dani":26}}})",
     1},
    {"Flip 7",
     R"({"game":"flip7","players":["Ana","Ben","Cleo","Dani"],"dealer":"Ana"}
{"card":"5"}
{"card":"7"}
{"card":"3"})",
     1},
    {"Flinch",
     R"({"game":"flinch","players":["Ana","Ben"],"dealer":"Ben"}
{"reveal":"Ana","card":1}
{"reveal":"Ben","card":12}
{"play":"Ana","card":1,"from":"flinch","to":"new"}
{"reveal":"Ana","card":2})",
     3},
    {"Phase 10 Flip",
     R"({"game":"phase10flip","players":["Ana","Ben","Cy"],"dealer":"Cy","options":{"phases":2}}
{"phase":"Ana","cards":["red 1","red 2","blue 5","blue 6"]}
{"phase":"Ben","cards":["green 3","green 4","yellow 8","yellow star"]})",
     1},
};

FakeGameRecord record_of(const char* script) {
  std::istringstream in(script);
  std::string text;
  std::optional<ScriptHeader> header;
  std::vector<Json> lines;
  while (std::getline(in, text)) {
    Message error;
    if (!header) header = parse_header(Json::parse(text), &error);
    else lines.push_back(Json::parse(text));
  }
  REQUIRE(header);
  return make_record(1, *header, lines);
}

}  // namespace

TEST_CASE("changing a past entry moves no control of any table that had the strip above it (issue 32 item 4)",
          "[render][still][edit][issue32]") {
  for (const EditCase& edit_case : kEditCases) {
    for_each_look([&](const Look& look) {
      const std::string where = look.name() + " " + edit_case.name;
      INFO(where);
      Headless h(look.size, look.scale);
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(record_of(edit_case.script));
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state, settings);
      REQUIRE(c->screen() == Screen::kTable);
      h.frames(*c, 3);
      const ControlRects before = h.diag.rects;
      c->apply(intent::OpenLog{0});
      h.frames(*c, 2);
      c->apply(intent::EditEntry{edit_case.entry});
      REQUIRE(c->editing());
      REQUIRE(c->screen() == Screen::kTable);
      h.frames(*c, 3);
      const ControlRects during = h.diag.rects;
      // A control of the later moment that the changed one does not draw
      // may go; one drawn in both stays put.
      for (const std::string& moved : moved_controls(before, during, {""})) FAIL_CHECK(moved);
      for (const std::string& landed : landed_on(before, during)) FAIL_CHECK(landed);
      check_clean(h, where);
      check_touch_targets(h, "edit.cancel", where);
      REQUIRE(h.diag.areas.count("edit.strip"));
      REQUIRE(during.count("edit.cancel"));
      const auto [strip_from, strip_to] = h.diag.areas.at("edit.strip");
      const auto [cancel_from, cancel_to] = during.at("edit.cancel");
      CHECK(cancel_from.y >= strip_from.y - 0.5f);  // Cancel inside the strip
      CHECK(cancel_to.y <= strip_to.y + 0.5f);
      bool said = false;
      for (const auto& t : h.diag.texts)
        said = said || t.what.find(look.lang == Lang::kSpanish ? "Cambiando" : "Changing") != std::string::npos;
      CHECK(said);
      for (const Intent& i : h.tap(*c, "edit.cancel")) c->apply(i);
      CHECK_FALSE(c->editing());
    });
  }
}
