// The Statistics screens (issue 21 items 3 and 10) drawn by Dear ImGui with
// no backend over the club of tests/support/stats_club.hpp (its figures
// worked out by hand), its players renamed to long names, in every look:
// English and Spanish, 1280x800 and 800x1280, 100 % and 125 % text. Each
// view is checked whole (layout_checks.hpp) and the numbers it draws are
// the hand-worked ones; headings sort by a tap, a record opens its game and
// the way back returns to the records.
#include <catch2/catch.hpp>

#include "support/controls_still.hpp"
#include "support/headless.hpp"
#include "support/taps.hpp"
#include "support/layout_checks.hpp"
#include "support/stats_club.hpp"
#include "store/temp_dir.hpp"  // tests/store/temp_dir.hpp: a folder removed afterwards
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
namespace store_test = flipside::store_test;

namespace {

const std::string kLongAna = "Bartholomew-Christopher Ahrens";  // Ana's games, 30 characters
const std::string kLongCleo = "Mar\xC3\xAD" "a Jos\xC3\xA9 de la Concepci\xC3\xB3n";

// The club with Ana and Cleo renamed (a rename changes no figure).
void write_club(const std::string& path) {
  REQUIRE(test_support::write_stats_club(path) == "");
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  for (const auto& p : opened->store->players().value()) {
    if (p.name == "Ana") REQUIRE(opened->store->rename_player(p.id, kLongAna).ok());
    if (p.name == "Cleo") REQUIRE(opened->store->rename_player(p.id, kLongCleo).ok());
  }
}

std::unique_ptr<Controller> controller_on(const std::string& path, const Settings& settings) {
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  auto c = std::make_unique<Controller>(std::move(opened), StoreAccess{}, settings);
  c->set_today(test_support::kClubToday);
  c->start();
  return c;
}

// Two frames first, so the widget is where the last change put it.
void settle_and_tap(Headless& h, Controller& c, const std::string& id) {
  h.frames(c, 2);
  tap_and_apply(h, c, id);
}

// The app on the club in `look`'s language, Statistics opened from Home.
std::unique_ptr<Controller> statistics_in(const Look& look, Headless& h, const std::string& path) {
  Settings settings;
  settings.lang = look.lang;
  auto c = controller_on(path, settings);
  h.frames(*c, 2);
  settle_and_tap(h, *c, "home.stats");
  REQUIRE(c->screen() == Screen::kStats);
  return c;
}

void show(Headless& h, Controller& c, const std::string& where) {
  h.frames(c, 3);
  check_clean(h, where);
  check_touch_targets(h, "stats.", where);
}

std::string decimal(const std::string& figure, Lang lang) { return decimal_text(figure, lang); }

}  // namespace

TEST_CASE("Statistics: leaderboard, dates, records, plays and time, a player's page, in every look",
          "[render][stats]") {
  store_test::TempDir dir;
  const std::string path = dir.file("club.db");
  write_club(path);
  for_each_look([&](const Look& look) {
    const std::string name = look.name() + " statistics";
    INFO(name);
    Headless h(look.size, look.scale);
    auto c = statistics_in(look, h, path);
    show(h, *c, name + " leaderboard");
    // Every game, from 5 games: Ana 4 of 6 (67 %), Ben 1 of 7 (14 %), ranked
    // 1 and 2; Cleo 2 of 4 (50 %) has too few games: no rank ("–"), last.
    CHECK(c->stats().games == 7);
    REQUIRE(c->leaderboard().size() == 3);
    CHECK(c->leaderboard()[0].name == kLongAna);
    CHECK(c->leaderboard()[2].name == kLongCleo);
    for (const char* shown : {"67 %", "14 %", "50 %", "6", "7", "4", "1", "2", "\xE2\x80\x93"}) {
      INFO(shown);
      CHECK(drew(h, shown));
    }
    // A tap on Games sorts by games: Ben (7) first; again: the other way.
    settle_and_tap(h, *c, "stats.sort.games");
    CHECK(c->leaderboard()[0].name == "Ben");
    show(h, *c, name + " sorted by games");
    settle_and_tap(h, *c, "stats.sort.games");
    CHECK(c->leaderboard()[0].name == kLongCleo);
    settle_and_tap(h, *c, "stats.sort.rate");
    // The minimum of games: from 4, Cleo's 50 % ranks second.
    settle_and_tap(h, *c, "stats.min_games.minus");
    CHECK(c->stats_view().min_games == 4);
    CHECK(c->leaderboard()[1].name == kLongCleo);
    CHECK(c->leaderboard()[1].rank == 2);

    // Flip 7 alone: averages 53.0, 36.7, 28.0 and bests 91, 55, 55.
    settle_and_tap(h, *c, "stats.game.flip7");
    show(h, *c, name + " Flip 7 leaderboard");
    for (const char* figure : {"53.0", "36.7", "28.0"}) CHECK(drew(h, decimal(figure, look.lang)));
    CHECK(drew(h, "91"));
    CHECK(drew(h, "55"));
    settle_and_tap(h, *c, "stats.sort.best");
    CHECK(c->leaderboard()[0].best == std::optional<int>(91));

    // Dates as History's: this year's Flip 7 games are G3-G6.
    settle_and_tap(h, *c, "stats.dates.this_year");
    CHECK(c->stats().games == 4);
    show(h, *c, name + " this year");
    settle_and_tap(h, *c, "stats.dates.months");  // Nov 2025 (the oldest game) to Jun 2026: all six
    REQUIRE(c->stats_view().dates == DatePreset::kMonths);
    CHECK(c->stats().games == 6);
    show(h, *c, name + " months");
    settle_and_tap(h, *c, "stats.months.first.plus");  // from Dec 2025: G1 out
    CHECK(c->stats().games == 5);
    settle_and_tap(h, *c, "stats.dates.all");

    // Records: Flip 7's five; the first (91, G5) opens its game, and back.
    settle_and_tap(h, *c, "stats.tab.records");
    show(h, *c, name + " records");
    REQUIRE(c->records().size() == 5);
    CHECK(c->records()[0].value == 91);
    settle_and_tap(h, *c, "stats.record.0");
    REQUIRE(c->screen() == Screen::kWinner);
    REQUIRE(c->game());
    CHECK(c->game()->id() == 5);
    CHECK(c->back_to_stats());
    show(h, *c, name + " a record's game");
    settle_and_tap(h, *c, "winner.home");
    CHECK(c->screen() == Screen::kStats);
    CHECK(c->stats_view().tab == StatsTab::kRecords);
    CHECK(c->records().size() == 5);

    // Plays and time: Flip 7's six games, 40 + 25 + 70 + 30 = 165 min timed.
    settle_and_tap(h, *c, "stats.tab.activity");
    show(h, *c, name + " plays and time");
    CHECK(h.shown.find("2 h 45 min") != std::string::npos);
    CHECK(h.diag.areas.count("stats.activity.chart") == 1);
    CHECK(drew(h, "2"));  // March's bar

    // A player's page: the monthly win rate with labelled axes.
    settle_and_tap(h, *c, "stats.game.all");
    settle_and_tap(h, *c, "stats.tab.leaderboard");
    settle_and_tap(h, *c, "stats.player.0");
    REQUIRE(c->screen() == Screen::kPlayerStats);
    CHECK(c->stats_player()->name == kLongAna);
    show(h, *c, name + " player page");
    CHECK(h.diag.areas.count("player.trend") == 1);
    // Down to the chart at the page's end, as a finger would scroll.
    h.scroll_at(*c, ImVec2(look.size.x / 2, look.size.y * 0.6f), -40);
    show(h, *c, name + " player page, the chart");
    CHECK(drew(h, "100 %"));
    // Ana's months, Nov 2025 to Jun 2026, named on the x axis.
    CHECK(drew(h, look.lang == Lang::kSpanish ? "mes, nov 2025 \xE2\x80\x93 jun 2026" : "month, Nov 2025 \xE2\x80\x93 Jun 2026"));
  });
}

TEST_CASE("The UNO Flip chart draws its target line, chart labels are body text", "[render][stats][chart]") {
  store_test::TempDir dir;
  const std::string path = dir.file("club.db");
  write_club(path);
  for_each_look([&](const Look& look) {
    const std::string name = look.name() + " UNO Flip chart";
    INFO(name);
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_on(path, settings);
    c->apply(intent::OpenGame{7});  // G7, UNO Flip to 100
    REQUIRE(c->screen() == Screen::kWinner);
    show(h, *c, name);
    CHECK(h.diag.areas.count("chart.target") == 1);
    CHECK(drew(h, "100"));  // the axis reaches the target
  });
}

// Issue 32, item 15: a month is one tap away, from a list (a tap on the
// month a stepper shows) or on its bar in the monthly chart; not a tap on
// ◀ per month. Picking moves no control: the steppers keep their width
// whatever month they show, and the list floats over the screen.
TEST_CASE("Statistics: a month is picked from a list or by tapping its bar, and nothing moves", "[render][stats]") {
  store_test::TempDir dir;
  const std::string path = dir.file("club.db");
  write_club(path);
  const int march = month_index("2026-03"), april = month_index("2026-04"), june = month_index("2026-06");
  for_each_look([&](const Look& look) {
    const std::string name = look.name() + " month picked";
    INFO(name);
    Headless h(look.size, look.scale);
    auto c = statistics_in(look, h, path);
    settle_and_tap(h, *c, "stats.dates.months");  // Nov 2025 to Jun 2026
    h.frames(*c, 3);
    const ControlRects before = h.diag.rects;

    // From: the list, then March 2026 in one tap.
    settle_and_tap(h, *c, "stats.months.first.value");
    show(h, *c, name + ", the list open");
    const std::string march_item = "stats.months.first.list." + std::to_string(march);
    REQUIRE(h.diag.rects.count(march_item) == 1);
    for (const auto& m : moved_controls(before, h.diag.rects)) FAIL_CHECK("the list moved " << m);
    tap_and_apply(h, *c, march_item);
    CHECK(c->stats_view().dates == DatePreset::kMonths);
    CHECK(c->stats_view().first_month == march);
    CHECK(c->stats_view().last_month == june);
    h.frames(*c, 3);
    CHECK(h.diag.rects.count(march_item) == 0);  // the list closed
    for (const auto& m : moved_controls(before, h.diag.rects)) FAIL_CHECK("picking a month moved " << m);

    // To: April 2026 from its own list.
    settle_and_tap(h, *c, "stats.months.last.value");
    tap_and_apply(h, *c, "stats.months.last.list." + std::to_string(april));
    CHECK(c->stats_view().first_month == march);
    CHECK(c->stats_view().last_month == april);
    h.frames(*c, 3);
    for (const auto& m : moved_controls(before, h.diag.rects)) FAIL_CHECK("picking a month moved " << m);

    // The chart: every month of all time, March's bar (its fifth, from
    // Nov 2025) tapped shows March alone: its 2 games.
    settle_and_tap(h, *c, "stats.dates.all");
    settle_and_tap(h, *c, "stats.tab.activity");
    h.frames(*c, 2);
    const auto bar = h.diag.areas.find("stats.activity.chart.4");
    REQUIRE(bar != h.diag.areas.end());
    const ImVec2 centre((bar->second.first.x + bar->second.second.x) / 2, (bar->second.first.y + bar->second.second.y) / 2);
    for (const Intent& i : h.tap_at(*c, centre)) c->apply(i);
    CHECK(c->stats_view().dates == DatePreset::kMonths);
    CHECK(c->stats_view().first_month == march);
    CHECK(c->stats_view().last_month == march);
    CHECK(c->stats().games == 2);
    show(h, *c, name + ", March from its bar");
  });
}
