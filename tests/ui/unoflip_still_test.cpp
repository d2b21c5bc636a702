// Issue 32 item 4, on the UNO Flip table: the "Changing entry 45…" strip
// pushed the rows down 84 px and the pad 59 px and shrank each card; the
// table bar's "Phones 0/3" at a hand's end pushed Undo, Redo and Scores 36 px
// left. Neither may move a control: every tappable control's rectangle is
// compared, in both orientations, at 100 % and 125 %, in English and Spanish.
#include <catch2/catch.hpp>

#include "support/controls_still.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "support/unoflip_table.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

const std::string kLong = "Bartholomew-Christopher Montgom";  // 31 characters

// Only the controls whose name starts with `prefix`.
ControlRects only(const ControlRects& rects, const std::string& prefix) {
  ControlRects out;
  for (const auto& [id, r] : rects)
    if (id.rfind(prefix, 0) == 0) out.emplace(id, r);
  return out;
}

// The game's table in the look's language.
std::unique_ptr<Controller> table_in(const Look& look, const ScriptHeader& header, const std::vector<Json>& lines) {
  Settings settings;
  settings.lang = look.lang;
  return controller_over(state_of(header, lines), settings);
}

}  // namespace

TEST_CASE("changing a past entry moves no control of the UNO Flip table (issue 32 item 4)",
          "[unoflip][render][still][edit]") {
  // Six entries: the long name, Cleo and Ana each play a red card, twice round; the
  // entry changed is the fourth (the same moment: someone's turn).
  std::vector<Json> lines = {{{"start", "red 9"}}};
  const std::string seats[] = {kLong, "Cleo", "Ana"};
  for (int k = 0; k < 6; ++k) lines.push_back({{"play", "red " + std::to_string(k + 1)}, {"by", seats[k % 3]}});
  for_each_look([&](const Look& look) {
    const std::string where = look.name() + " changing entry 4";
    INFO(where);
    Headless h(look.size, look.scale);
    auto c = table_in(look, uno_header({"Ana", kLong, "Cleo"}), lines);
    const ControlRects before = controls_now(h, *c);
    c->apply(intent::OpenLog{0});
    h.frames(*c, 2);
    c->apply(intent::EditEntry{3});
    REQUIRE(c->editing());
    REQUIRE(c->screen() == Screen::kTable);
    const ControlRects during = controls_now(h, *c);
    for (const std::string& moved : moved_controls(before, during)) FAIL_CHECK(moved);
    check_clean(h, where);
    check_touch_targets(h, "edit.cancel", where);
    // The strip is there, whole, with its Cancel.
    REQUIRE(h.diag.areas.count("edit.strip"));
    REQUIRE(during.count("edit.cancel"));
    bool said = false;
    for (const auto& t : h.diag.texts) said = said || t.what.find(look.lang == Lang::kSpanish ? "Cambiando" : "Changing") != std::string::npos;
    CHECK(said);
    // Cancel goes back; nothing moved there either.
    tap_apply(h, *c, "edit.cancel");
    CHECK_FALSE(c->editing());
  });
}

TEST_CASE("the phones' count at a hand's end moves no button of the table bar (issue 32 item 4)",
          "[unoflip][render][still][page]") {
  // Ana and Ben play red 1…6; Ben's last card, red 7, ends the hand.
  std::vector<Json> lines = catch_lines();
  lines.push_back({{"play", "red 6"}, {"by", "Ana"}});
  for_each_look([&](const Look& look) {
    const std::string where = look.name() + " phones at a hand's end";
    INFO(where);
    Headless h(look.size, look.scale);
    auto c = table_in(look, uno_header({"Ana", "Ben"}), lines);
    c->page_share().set_bind("127.0.0.1:0");
    c->apply(intent::SetSharing{true});
    REQUIRE(c->page_share().on());
    c->serve_phones(h.view);
    const ControlRects before = only(controls_now(h, *c), "table.");
    tap_apply(h, *c, "pad.red 7");
    REQUIRE(uno(*c).engine().phase() == unoflip::Phase::kRemaining);
    h.frames(*c, 2);
    c->serve_phones(h.view);  // the page asks the phones for their cards: "Phones 0/1"
    REQUIRE(c->phone_hand());
    const ControlRects after = only(controls_now(h, *c), "table.");
    for (const std::string& moved : moved_controls(before, after)) FAIL_CHECK(moved);
    check_clean(h, where);
    c->apply(intent::SetSharing{false});
  });
}
