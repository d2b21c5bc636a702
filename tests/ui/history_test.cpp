// History (issue 13) through the controller: filters by game, player,
// dates and a name search over a fixed set of games with known dates; a
// game deleted after its confirmation, cancelled, undone (button and
// Ctrl+Z); the open game deleted; and the filter's speed on 10,000 games.
//
// The games (today is 2026-11-22), by id; the list shows them the last
// started first (6, 5, 4, 1, 3, 2):
//   6  UNO Flip  Ben, Eva                 2026-11-21  unfinished, no round yet
//   5  Flip 7    Ana, Cleo                2026-11-20  finished
//   4  Flip 7    María José, Ben          2026-01-10  unfinished
//   3  Flip 7    Ana, Ben, Cleo, Dani     2025-06-01  finished
//   2  Flip 7    Ben, Dani                2024-12-31  finished
//   1  Flip 7    ÁLVARO, Cleo             2025-12-31  finished
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/fixtures.hpp"
#include "support/history_games.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

std::shared_ptr<FakeStoreState> six_games() {
  auto state = std::make_shared<FakeStoreState>();
  auto finished = [&](std::int64_t id, std::vector<std::string> players, const char* started) {
    const ScriptHeader h = flip7_header(players, 40);
    state->games.push_back(make_record(id, h, lines_until(h, Moment::kFinished, static_cast<unsigned>(id))));
    state->started_at[id] = started;
  };
  finished(1, {"\xC3\x81LVARO", "Cleo"}, "2025-12-31T12:00:00Z");
  finished(2, {"Ben", "Dani"}, "2024-12-31T12:00:00Z");
  finished(3, {"Ana", "Ben", "Cleo", "Dani"}, "2025-06-01T12:00:00Z");
  const ScriptHeader mj = flip7_header({"Mar\xC3\xAD" "a Jos\xC3\xA9", "Ben"}, 200);
  state->games.push_back(make_record(4, mj, lines_until(mj, Moment::kMidRound, 4)));
  state->started_at[4] = "2026-01-10T12:00:00Z";
  finished(5, {"Ana", "Cleo"}, "2026-11-20T12:00:00Z");
  ScriptHeader uno;
  uno.game = "unoflip";
  uno.players = {"Ben", "Eva"};
  uno.dealer = "Ben";
  state->games.push_back(make_record(6, uno, {}));
  state->started_at[6] = "2026-11-21T12:00:00Z";
  return state;
}

std::unique_ptr<Controller> history_of(std::shared_ptr<FakeStoreState> state) {
  auto c = controller_over(std::move(state));
  c->set_today("2026-11-22");
  c->apply(intent::OpenHistory{});
  REQUIRE(c->screen() == Screen::kHistory);
  return c;
}

std::vector<std::int64_t> shown(const Controller& c) {
  std::vector<std::int64_t> out;
  for (std::size_t i : c.history_list().shown()) out.push_back(c.history()[i].id);
  return out;
}

using Ids = std::vector<std::int64_t>;

}  // namespace

TEST_CASE("History filters by game, player, dates and name, and says how many of how many", "[ui][history]") {
  auto c = history_of(six_games());
  CHECK(shown(*c) == Ids{6, 5, 4, 1, 3, 2});  // by start, not by id (issue 21 item 6)

  SECTION("by game") {
    c->apply(intent::SetHistoryGame{"unoflip"});
    CHECK(shown(*c) == Ids{6});
    c->apply(intent::SetHistoryGame{"flip7"});
    CHECK(shown(*c) == Ids{5, 4, 1, 3, 2});
    c->apply(intent::SetHistoryGame{""});
    CHECK(shown(*c).size() == 6);
  }
  SECTION("by player: every game they sat at") {
    c->apply(intent::SetHistoryPlayer{"Ben"});
    CHECK(shown(*c) == Ids{6, 4, 3, 2});
    c->apply(intent::SetHistoryPlayer{"Cleo"});
    CHECK(shown(*c) == Ids{5, 1, 3});
    // The chooser lists those with most games first: Ben (4), Cleo (3).
    REQUIRE(c->history_list().players().size() >= 2);
    CHECK(c->history_list().players()[0] == "Ben");
    CHECK(c->history_list().players()[1] == "Cleo");
  }
  SECTION("by dates: the presets end today") {
    c->apply(intent::SetHistoryDates{HistoryDates::kLast30Days});
    CHECK(shown(*c) == Ids{6, 5});
    c->apply(intent::SetHistoryDates{HistoryDates::kThisYear});
    CHECK(shown(*c) == Ids{6, 5, 4});
    c->apply(intent::SetHistoryDates{HistoryDates::kLastYear});
    CHECK(shown(*c) == Ids{1, 3});  // 2025-12-31 and 2025-06-01, not 2024-12-31
    c->apply(intent::SetHistoryDates{HistoryDates::kAll});
    CHECK(shown(*c).size() == 6);
  }
  SECTION("by months: the twelve up to this one at first, then a month a step, the two ends never crossing") {
    const int nov_2026 = 2026 * 12 + 10;
    c->apply(intent::SetHistoryDates{HistoryDates::kMonths});
    CHECK(c->history_filter().first_month == nov_2026 - 11);  // Dec 2025
    CHECK(c->history_filter().last_month == nov_2026);
    CHECK(shown(*c) == Ids{6, 5, 4, 1});  // from 2025-12-01: 2025-12-31 is in, 2025-06-01 is not
    c->apply(intent::SetHistoryMonths{2025 * 12 + 5, 2025 * 12 + 11});  // Jun-Dec 2025, whole months
    CHECK(shown(*c) == Ids{1, 3});
    c->apply(intent::SetHistoryMonths{2024 * 12 + 11, 2024 * 12 + 11});  // Dec 2024: its last day is in
    CHECK(shown(*c) == Ids{2});
    c->apply(intent::SetHistoryMonths{2026 * 12, 2025 * 12 + 5});  // given crossed: taken as Jun 2025-Jan 2026
    CHECK(c->history_filter().first_month == 2025 * 12 + 5);
    CHECK(c->history_filter().last_month == 2026 * 12);
    CHECK(shown(*c) == Ids{4, 1, 3});
    c->apply(intent::SetHistoryDates{HistoryDates::kAll});
    CHECK(shown(*c).size() == 6);
    c->apply(intent::SetHistoryDates{HistoryDates::kMonths});  // back: the range chosen before
    CHECK(shown(*c) == Ids{4, 1, 3});
  }
  SECTION("by name: part of any player's name, any case, any accents (core/name_fold.hpp)") {
    c->apply(intent::SetHistorySearch{"an"});
    CHECK(shown(*c) == Ids{5, 3, 2});  // Ana, and Dani
    c->apply(intent::SetHistorySearch{"MAR\xC3\x8D"});  // MARÍ
    CHECK(shown(*c) == Ids{4});
    c->apply(intent::SetHistorySearch{"\xC3\xA1lv"});  // álv finds ÁLVARO
    CHECK(shown(*c) == Ids{1});
    c->apply(intent::SetHistorySearch{"maria"});  // without its accent: María too
    CHECK(shown(*c) == Ids{4});
    c->apply(intent::SetHistorySearch{"alvaro"});
    CHECK(shown(*c) == Ids{1});
    c->apply(intent::SetHistorySearch{"  "});
    CHECK(shown(*c).size() == 6);
  }
  SECTION("filters combine") {
    c->apply(intent::SetHistoryPlayer{"Ben"});
    c->apply(intent::SetHistoryDates{HistoryDates::kThisYear});
    c->apply(intent::SetHistoryGame{"flip7"});
    CHECK(shown(*c) == Ids{4});
    c->apply(intent::SetHistorySearch{"zz"});
    CHECK(shown(*c).empty());
    CHECK(c->history().size() == 6);  // filtered, never reloaded or lost
  }
}

TEST_CASE("Deleting a game from History asks first, is undone by Undo or Ctrl+Z, and Cancel changes nothing",
          "[ui][history]") {
  auto state = six_games();
  auto c = history_of(state);

  SECTION("cancel") {
    c->apply(intent::DeleteGame{3});
    REQUIRE(c->popup());
    CHECK(c->popup()->kind == PopupKind::kConfirmDelete);
    REQUIRE(c->pending_delete());
    CHECK(c->pending_delete()->id == 3);
    c->apply(intent::DismissPopup{});
    CHECK_FALSE(c->popup());
    CHECK(state->deletes == 0);
    CHECK(shown(*c).size() == 6);
    c->apply(intent::ConfirmDelete{});  // a stray confirm without the popup does nothing
    CHECK(state->deletes == 0);
  }
  SECTION("confirm, then undo") {
    c->apply(intent::SetHistoryPlayer{"Ben"});
    c->apply(intent::DeleteGame{3});
    // The popup names the game: which, when, who.
    REQUIRE(c->popup());
    CHECK(c->popup()->message.key == "ui.history.delete.question");
    CHECK(render(c->popup()->message).find("Ana, Ben, Cleo, Dani") != std::string::npos);
    c->apply(intent::ConfirmDelete{});
    CHECK_FALSE(c->popup());
    CHECK(state->deleted.count(3));
    CHECK(shown(*c) == Ids{6, 4, 2});  // gone, the filter kept
    REQUIRE(c->deleted_game());
    CHECK(c->deleted_game()->id == 3);
    c->apply(intent::UndoDelete{});
    CHECK_FALSE(state->deleted.count(3));
    CHECK(shown(*c) == Ids{6, 4, 3, 2});  // back in its place
    CHECK_FALSE(c->deleted_game());
  }
  SECTION("two deletes, two Ctrl+Z") {
    c->apply(intent::DeleteGame{5});
    c->apply(intent::ConfirmDelete{});
    c->apply(intent::DeleteGame{1});
    c->apply(intent::ConfirmDelete{});
    CHECK(shown(*c) == Ids{6, 4, 3, 2});
    KeyContext ctx;
    ctx.screen = Screen::kHistory;
    auto key = intent_for_key(KeyChord{'z', true, false, false}, ctx);
    REQUIRE(key);
    c->apply(*key);
    CHECK(shown(*c) == Ids{6, 4, 1, 3, 2});  // back in its place: by start
    c->apply(*key);
    CHECK(shown(*c) == Ids{6, 5, 4, 1, 3, 2});
    CHECK(state->deleted.empty());
    c->apply(*key);  // nothing more to undo
    CHECK(shown(*c).size() == 6);
  }
  SECTION("a store that refuses: an error, the game stays") {
    state->fail_writes = true;
    c->apply(intent::DeleteGame{5});
    c->apply(intent::ConfirmDelete{});
    REQUIRE(c->popup());
    CHECK(c->popup()->kind == PopupKind::kError);
    CHECK(shown(*c).size() == 6);
  }
  SECTION("deleting the game open in the app closes it; Home no longer offers it") {
    c->apply(intent::GoHome{});
    REQUIRE(c->game_in_progress());  // game 6, the latest unfinished
    const std::int64_t open = c->game()->id();
    c->apply(intent::OpenHistory{});
    c->apply(intent::DeleteGame{open});
    c->apply(intent::ConfirmDelete{});
    CHECK_FALSE(c->game());
    c->apply(intent::GoHome{});
    REQUIRE(c->game());
    CHECK(c->game()->id() == 4);  // the next unfinished one
  }
  SECTION("leaving History and coming back: Undo is gone, the game stays deleted") {
    c->apply(intent::DeleteGame{2});
    c->apply(intent::ConfirmDelete{});
    c->apply(intent::Back{});
    c->apply(intent::OpenHistory{});
    CHECK_FALSE(c->deleted_game());
    CHECK(shown(*c) == Ids{6, 5, 4, 1, 3});
    // The bin still has it: restored from there, it is back.
    REQUIRE(c->bin().size() == 1);
    c->apply(intent::OpenBin{});
    REQUIRE(c->screen() == Screen::kBin);
    c->apply(intent::RestoreGame{2});
    CHECK(c->bin().empty());
    c->apply(intent::Back{});
    REQUIRE(c->screen() == Screen::kHistory);
    CHECK(shown(*c) == Ids{6, 5, 4, 1, 3, 2});
  }
}

TEST_CASE("History opens a game: an unfinished one on its table, a finished one on its result", "[ui][history]") {
  auto c = history_of(six_games());
  c->apply(intent::OpenGame{4});
  CHECK(c->screen() == Screen::kTable);
  c->apply(intent::OpenHistory{});
  c->apply(intent::OpenGame{5});
  CHECK(c->screen() == Screen::kWinner);
  c->apply(intent::OpenScoresheet{});  // the winner screen's Scoresheet button
  CHECK(c->screen() == Screen::kScoresheet);
  c->apply(intent::Back{});
  CHECK(c->screen() == Screen::kWinner);
}

TEST_CASE("History's filter over 10,000 games keeps exactly the games asked for", "[ui][history]") {
  // (Its speed is a figure of `flipside_bench "ui: history"`, not asserted.)
  const std::vector<store::GameSummary> games = testkit::history_games(10000);
  HistoryList list;
  list.load(games);
  HistoryFilter f;
  f.search = "mar\xC3\xAD";  // "marí" finds María
  f.dates = HistoryDates::kThisYear;
  f.game = "flip7";
  list.apply(f, "2026-11-22");
  // The oracle: the same rule written out on the generated fields.
  std::vector<std::int64_t> expected;
  for (const store::GameSummary& g : games) {
    const std::string day = g.started_at.substr(0, 10);
    const bool maria = std::find(g.players.begin(), g.players.end(), "Mar\xC3\xAD" "a") != g.players.end();
    if (g.game == "flip7" && maria && day >= "2026-01-01" && day <= "2026-12-31") expected.push_back(g.id);
  }
  std::vector<std::int64_t> shown;
  for (std::size_t i : list.shown()) shown.push_back(list.all()[i].id);
  REQUIRE_FALSE(expected.empty());
  CHECK(shown == expected);
}
