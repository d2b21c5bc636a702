// Statistics on a small fixed database whose figures were worked out by hand
// (issue "Past games and statistics"): four finished Flip 7 games in score
// mode to 50, one unfinished, between Ana, Ben and Cleo.
//
//   G1 2026-01-05  Ana 60, Ben 10, Cleo 20   Ana wins; Cleo 2nd, Ben 3rd
//   G2 2026-02-10  Ana 10, Ben 55            Ben wins
//   G3 2026-03-15  Ana 70, Ben 65, Cleo 0    Ana wins; Ben 2nd, Cleo 3rd
//   G4 2026-04-20  Ana 51, Cleo 5            Ana wins
//   G5 2026-05-01  Ana 10, Ben 10            unfinished: not counted
//
// Ana: 4 games, 3 wins (75 %), results W L W W: streak 2, longest 2, always
// seat 1; against Ben 3 games (ahead in G1 and G3, behind in G2), against
// Cleo 3 games (ahead in all); rival Ben (3 games, before Cleo by name),
// nemesis Ben; Flip 7 average (60+10+70+51)/4 = 47.75, best 70.
// Ben: 3 games, 1 win, L W L: streak 0, longest 1, seat 2; against Cleo
// ahead once (G3), behind once (G1); nemesis Ana (behind twice).
// Cleo: 3 games, no win, seats 3, 3, 2: favourite 3; nemesis Ana.
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "cli/commands.hpp"
#include "core/game_info.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

void fill(store::Store& db) {
  const std::string scripts[] = {
      score_mode_script({"Ana", "Ben", "Cleo"}, "2026-01-05", {{60, 10, 20}}),
      score_mode_script({"Ana", "Ben"}, "2026-02-10", {{10, 55}}),
      score_mode_script({"Ana", "Ben", "Cleo"}, "2026-03-15", {{70, 65, 0}}),
      score_mode_script({"Ana", "Cleo"}, "2026-04-20", {{51, 5}}),
      score_mode_script({"Ana", "Ben"}, "2026-05-01", {{10, 10}}),
  };
  for (const std::string& script : scripts) import_or_fail(db, script);
}

const stats::PlayerStats& player(const stats::Report& r, const std::string& name) {
  for (const auto& p : r.players)
    if (p.name == name) return p;
  FAIL("no " << name);
  return r.players.front();
}

stats::Report report(store::Store& db, const stats::Filter& filter = {}) {
  auto input = db.stats_input(filter);
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  return stats::compute(*input, filter);
}

}  // namespace

TEST_CASE("Statistics: wins, win rates, streaks, seats, head to head, as worked out by hand", "[store][stats]") {
  auto db = store::Store::open_in_memory();
  fill(*db);
  const stats::Report all = report(*db);
  CHECK(all.games == 4);
  REQUIRE(all.players.size() == 3);
  CHECK(all.players[0].name == "Ana");  // most games first

  const auto& ana = player(all, "Ana");
  CHECK(ana.games == 4);
  CHECK(ana.wins == 3);
  CHECK(ana.win_rate == Approx(0.75));
  CHECK(ana.current_streak == 2);
  CHECK(ana.longest_streak == 2);
  CHECK(ana.favourite_seat == 1);
  REQUIRE(ana.versus.size() == 2);
  CHECK(ana.versus[0].opponent == "Ben");
  CHECK(ana.versus[0].games == 3);
  CHECK(ana.versus[0].ahead == 2);
  CHECK(ana.versus[0].behind == 1);
  CHECK(ana.versus[1].opponent == "Cleo");
  CHECK(ana.versus[1].ahead == 3);
  CHECK(ana.versus[1].behind == 0);
  CHECK(ana.rival == std::optional<std::string>("Ben"));
  CHECK(ana.nemesis == std::optional<std::string>("Ben"));
  REQUIRE(ana.by_game.size() == 1);
  CHECK(ana.by_game[0].average == Approx(47.75));
  CHECK(ana.by_game[0].best == 70);
  // The win rate month by month (issue 21 item 3): one game a month, W L W W.
  REQUIRE(ana.monthly.size() == 4);
  CHECK(ana.monthly[0].month == "2026-01");
  CHECK(ana.monthly[0].wins == 1);
  CHECK(ana.monthly[1].month == "2026-02");
  CHECK(ana.monthly[1].games == 1);
  CHECK(ana.monthly[1].wins == 0);
  CHECK(ana.monthly[3].month == "2026-04");
  CHECK(ana.monthly[3].wins == 1);

  const auto& ben = player(all, "Ben");
  CHECK(ben.games == 3);
  CHECK(ben.wins == 1);
  CHECK(ben.current_streak == 0);
  CHECK(ben.longest_streak == 1);
  CHECK(ben.favourite_seat == 2);
  CHECK(ben.nemesis == std::optional<std::string>("Ana"));
  REQUIRE(ben.versus.size() == 2);
  CHECK(ben.versus[1].opponent == "Cleo");
  CHECK(ben.versus[1].ahead == 1);
  CHECK(ben.versus[1].behind == 1);
  CHECK(ben.by_game[0].best == 65);

  const auto& cleo = player(all, "Cleo");
  CHECK(cleo.wins == 0);
  CHECK(cleo.win_rate == 0.0);
  CHECK(cleo.favourite_seat == 3);
  CHECK(cleo.nemesis == std::optional<std::string>("Ana"));
}

TEST_CASE("Statistics: filters by date, game and player", "[store][stats]") {
  auto db = store::Store::open_in_memory();
  fill(*db);
  const auto since = report(*db, {"", "", "2026-02-01", ""});
  CHECK(since.games == 3);
  CHECK(player(since, "Ana").wins == 2);
  CHECK(player(since, "Ana").games == 3);
  const auto january = report(*db, {"", "", "", "2026-01-31"});
  CHECK(january.games == 1);
  CHECK(player(january, "Cleo").games == 1);
  const auto ben = report(*db, {"", "ben", "", ""});  // names match whatever the case
  CHECK(ben.games == 3);
  REQUIRE(ben.players.size() == 1);
  CHECK(ben.players[0].name == "Ben");
  CHECK(report(*db, {"unoflip", "", "", ""}).games == 0);
  // Counters are read as far as asked: none for a list, one player's for a page.
  auto none = db->stats_input({"", "", "", "", stats::Counters::kNone});
  INFO(render(error_of(none)));
  REQUIRE(none.ok());
  CHECK(none->counters.empty());
  CHECK(none->games.size() == 4);
  auto all = db->stats_input({});
  auto cleo = db->stats_input({"", "cleo", "", "", stats::Counters::kPlayer});
  REQUIRE(all.ok());
  INFO(render(error_of(cleo)));
  REQUIRE(cleo.ok());
  CHECK_FALSE(cleo->counters.empty());
  CHECK(cleo->counters.size() * 3 == all->counters.size());  // three players, the same counters each
  for (const auto& c : cleo->counters) CHECK(c.player_id == player(report(*db), "Cleo").id);
}

TEST_CASE("flipside stats: the JSON that other tools read, the table and CSV", "[store][stats][cli]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    fill(*db);
  }
  cli::Context context;
  context.db_path = path;
  cli::StatsRequest request;
  request.format = "json";
  std::ostringstream out, err;
  REQUIRE(cli::run_stats(context, request, out, err) == 0);
  const auto json = nlohmann::json::parse(out.str());
  CHECK(json["games"] == 4);
  REQUIRE(json["players"].size() == 3);
  CHECK(json["players"][0]["name"] == "Ana");
  CHECK(json["players"][0]["games"] == 4);
  CHECK(json["players"][0]["wins"] == 3);
  CHECK(json["players"][1]["wins"].is_number());

  request.format = "csv";
  std::ostringstream csv;
  REQUIRE(cli::run_stats(context, request, csv, err) == 0);
  CHECK(csv.str().find("Ana,4,3,0.75,2,2,1,Ben,Ben\n") != std::string::npos);

  request.format = "table";
  request.filter.player = "Ana";
  std::ostringstream table;
  REQUIRE(cli::run_stats(context, request, table, err) == 0);
  CHECK(table.str().find("AGAINST") != std::string::npos);
  CHECK(table.str().find("47.8") != std::string::npos);

  request.filter.since = "January";
  std::ostringstream bad_out, bad_err;
  CHECK(cli::run_stats(context, request, bad_out, bad_err) == 2);
  CHECK(bad_err.str().find("YYYY-MM-DD") != std::string::npos);
  // A day that the calendar does not have is no day either (issue 21, item 8),
  // and is said to be so, not to be written as it is written (issue 32 item 15).
  const std::pair<const char*, const char*> not_on_calendar[] = {
      {"2026-13-01", "2026-13-01: there is no month 13 (months go from 01 to 12)\n"},
      {"2026-00-10", "2026-00-10: there is no month 0 (months go from 01 to 12)\n"},
      {"2026-02-30", "2026-02-30: that day does not exist (2026-02 has 28 days)\n"},
      {"2025-02-29", "2025-02-29: that day does not exist (2025-02 has 28 days)\n"},
      {"2026-04-31", "2026-04-31: that day does not exist (2026-04 has 30 days)\n"},
  };
  for (const auto& [day, said] : not_on_calendar) {
    INFO(day);
    request.filter.since = day;
    std::ostringstream o, e;
    CHECK(cli::run_stats(context, request, o, e) == 2);
    CHECK(e.str() == said);
    CHECK(o.str().empty());
  }
  request.filter.since.clear();
  request.filter.until = "2026-02-30";  // --until too
  std::ostringstream until_out, until_err;
  CHECK(cli::run_stats(context, request, until_out, until_err) == 2);
  CHECK(until_err.str() == "2026-02-30: that day does not exist (2026-02 has 28 days)\n");
  request.filter.until.clear();
  request.filter.since = "2024-02-29";  // a leap day is a day
  std::ostringstream leap_out, leap_err;
  CHECK(cli::run_stats(context, request, leap_out, leap_err) == 0);
  // An unknown player is said, not printed as an empty table; any case finds a known one.
  request.filter.since.clear();
  request.filter.player = "Zoe";
  std::ostringstream nobody_out, nobody_err;
  CHECK(cli::run_stats(context, request, nobody_out, nobody_err) == 2);
  CHECK(nobody_err.str() == "There is no player named \"Zoe\" (flipside players lists them)\n");
  CHECK(nobody_out.str().empty());
  request.filter.player = "aNA";
  std::ostringstream any_case_out, any_case_err;
  CHECK(cli::run_stats(context, request, any_case_out, any_case_err) == 0);
  CHECK(any_case_out.str().find("AGAINST") != std::string::npos);
}

TEST_CASE("flipside export --csv: a row per player and round, running totals", "[store][stats][cli]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    fill(*db);
  }
  cli::Context context;
  context.db_path = path;
  cli::ExportRequest request;
  request.csv = true;
  std::ostringstream out, err;
  REQUIRE(cli::run_export(context, request, out, err) == 0);
  const std::string csv = out.str();
  CHECK(csv.rfind("game_id,game,started,status,winner,player,seat,round,points,running_total,total,total_counts\n", 0) ==
        0);
  CHECK(csv.find(",Ana,1,1,60,60,60,points\n") != std::string::npos);
  CHECK(csv.find(",finished,Ben,Ben,2,1,55,55,55,points\n") != std::string::npos);
  CHECK(csv.find(",in_progress,,Ana,1,1,10,10,10,points\n") != std::string::npos);
  std::size_t rows = 0;
  for (char c : csv) rows += c == '\n';
  CHECK(rows == 1 + 3 + 2 + 3 + 2 + 2);  // heading, then a row per player and round
}

TEST_CASE("flipside demo-data: every game, several groups, a year of dates, statistics full", "[store][stats][cli]") {
  TempDir dir;
  const std::string path = dir.file("demo.db");
  cli::DemoDataRequest request;
  request.games = 48;
  request.today = 1795000000;  // 2026-11-18, fixed so the dates are known
  std::ostringstream out, err;
  REQUIRE(cli::run_demo_data(path, request, out, err) == 0);
  INFO(err.str());
  CHECK(out.str().find("48 games") != std::string::npos);
  CHECK(cli::run_demo_data(path, request, out, err) == 2);  // never over an existing file

  auto db = open_or_fail(path);
  auto games = db->games();
  REQUIRE(games->size() == 48);
  std::map<std::string, int> per_game;
  std::string first = games->back().started_at, last = games->front().started_at;
  for (const auto& g : *games) ++per_game[g.game];
  for (const GameInfo& g : all_games())
    if (g.make) CHECK(per_game[std::string(g.id)] == 12);  // an equal share each
  CHECK(first.substr(0, 10) == "2025-11-18");  // a year back...
  CHECK(last.substr(0, 10) >= "2026-11-10");   // ...to the last days
  auto input = db->stats_input({});
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  const auto report = stats::compute(*input, {});
  CHECK(report.games >= 40);  // a simulated table seldom gets stuck
  CHECK(report.players.size() >= 10);
  // Every game kind wrote its counters when it ended.
  std::set<std::string> with_counters;
  for (const auto& c : input->counters) with_counters.insert(c.game);
  CHECK(with_counters.size() == per_game.size());

  // The same seed writes the same games (each with an identity of its own:
  // two files are never one file's games).
  const std::string again = dir.file("again.db");
  REQUIRE(cli::run_demo_data(again, request, out, err) == 0);
  auto other = open_or_fail(again);
  const auto mine = db->export_script(games->front().id);
  const auto theirs = other->export_script(games->front().id);
  REQUIRE(mine.ok());
  REQUIRE(theirs.ok());
  auto without_id = [](const std::string& script) {
    const std::size_t end = script.find('\n');
    nlohmann::json header = nlohmann::json::parse(script.substr(0, end));
    CHECK(is_game_id(header.value("id", std::string())));
    header.erase("id");
    return header.dump() + script.substr(end);
  };
  CHECK(without_id(*mine) == without_id(*theirs));
  CHECK(*mine != *theirs);
}

namespace {

// The oracle: every player's counters summed straight from each game's own
// rows (seat_counters), the way statistics read them before db/006.
using Sums = std::map<std::tuple<std::int64_t, std::string, std::string>, long long>;

Sums summed_from_games(const std::string& path, const std::string& since, const std::string& until) {
  store::Database raw(path, store::Database::Mode::kReadOnly);
  auto q = raw.query(
      "SELECT s.player_id, g.kind, c.counter, SUM(c.value) FROM seat_counters c JOIN games g ON g.id = c.game_id "
      "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
      "WHERE g.status = 'finished' AND g.deleted_at IS NULL AND (?1 = '' OR substr(g.started_at, 1, 10) >= ?1) "
      "AND (?2 = '' OR substr(g.started_at, 1, 10) <= ?2) "
      "GROUP BY s.player_id, g.kind, c.counter");
  q->bind(1, since).bind(2, until);
  Sums sums;
  while (q->step()) sums[{q->int64(0), q->text(1), q->text(2)}] = q->int64(3);
  return sums;
}

Sums summed_by_store(const store::Store& db, const std::string& since, const std::string& until = "",
                    const std::string& player = "") {
  stats::Filter filter;
  filter.since = since;
  filter.until = until;
  filter.player = player;
  filter.counters = player.empty() ? stats::Counters::kAll : stats::Counters::kPlayer;
  auto input = db.stats_input(filter);
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  Sums sums;
  for (const auto& c : input->counters) sums[{c.player_id, c.game, c.counter}] = c.value;
  return sums;
}

// Whole months come from the totals, the days at a range's ends from each
// game's rows (stats_query.cpp): ranges on and off month boundaries, within
// one month, across a year's end, and one player's page.
void check_totals(const store::Store& db, const std::string& path) {
  const std::pair<const char*, const char*> ranges[] = {
      {"", ""},           {"2026-06-01", ""},           {"2026-06-15", ""},           {"", "2026-08-20"},
      {"", "2026-04-30"}, {"2026-03-10", "2026-03-20"}, {"2026-02-01", "2026-09-30"}, {"2025-12-14", "2026-01-09"}};
  for (const auto& [since, until] : ranges) {
    INFO("since " << since << " until " << until);
    const Sums expected = summed_from_games(path, since, until);
    CHECK(summed_by_store(db, since, until) == expected);
  }
  // One player's counters, as their page reads them.
  const auto players = db.players();
  REQUIRE_FALSE(players->empty());
  const std::int64_t id = players->front().id;
  Sums theirs;
  for (const auto& [key, value] : summed_from_games(path, "2026-02-11", ""))
    if (std::get<0>(key) == id) theirs[key] = value;
  CHECK(summed_by_store(db, "2026-02-11", "", players->front().name) == theirs);
}

}  // namespace

TEST_CASE("Statistics: the counters kept per player and month equal each game's own, through end, undo, delete and merge",
          "[store][stats]") {
  TempDir dir;
  const std::string path = dir.file("demo.db");
  cli::DemoDataRequest request;
  request.games = 40;
  request.today = 1795000000;
  std::ostringstream out, err;
  REQUIRE(cli::run_demo_data(path, request, out, err) == 0);
  {
    // A file from before the totals (schema 5), one game deleted: opening
    // it builds them, without the deleted game.
    as_schema(path, 5);
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("UPDATE games SET deleted_at = '2026-11-20T10:00:00Z' WHERE id = (SELECT MIN(game_id) FROM seat_counters)");
  }
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") >= 6);
  check_totals(*db, path);
  REQUIRE_FALSE(summed_by_store(*db, "").empty());
  REQUIRE_FALSE(summed_by_store(*db, "2026-06-15").empty());  // a range off a month boundary holds games

  // The newest finished game: its last line undone (no longer finished), then redone.
  std::int64_t finished = 0;
  for (const auto& g : db->games().value())
    if (g.status == "finished") { finished = g.id; break; }
  REQUIRE(finished != 0);
  {
    auto game = open_game_or_fail(*db, finished);
    REQUIRE(game->undo().ok());
    check_totals(*db, path);
    REQUIRE(game->redo().ok());
    check_totals(*db, path);
  }
  // A game deleted, then restored.
  REQUIRE(db->delete_game(finished).ok());
  check_totals(*db, path);
  REQUIRE(db->restore_game(finished).ok());
  check_totals(*db, path);
  REQUIRE(db->delete_game(finished).ok());  // and left deleted for the merge below
  // Two players who never sat at one game become one.
  auto players = db->players();
  std::optional<std::pair<std::int64_t, std::int64_t>> apart;
  for (std::size_t a = 0; a < players->size() && !apart; ++a)
    for (std::size_t b = a + 1; b < players->size() && !apart; ++b)
      if (db->merge_players((*players)[a].id, (*players)[b].id).ok()) apart = std::pair{(*players)[a].id, (*players)[b].id};
  REQUIRE(apart);
  check_totals(*db, path);
  // Nothing of the merged player is left in the totals.
  for (const auto& [key, value] : summed_by_store(*db, "")) CHECK(std::get<0>(key) != apart->first);
}

// Issue 21, item 1: Flinch has no rounds; its CSV rows carry each player's
// Flinch cards left (empty before). tests/scripts/flinch/straight_run_win:
// two players, piles of 10; Ana plays her whole pile (1 to 10), Ben never
// plays: Ana 0 left, Ben 10.
TEST_CASE("flipside export --csv: a Flinch game's rows give the cards left", "[store][stats][cli]") {
  TempDir dir;
  cli::Context context;
  context.db_path = dir.file("flipside.db");
  std::ostringstream out, err;
  REQUIRE(cli::run_import(context, {FLIPSIDE_TEST_SCRIPTS "/flinch/straight_run_win.jsonl"}, out, err) == 0);
  cli::ExportRequest request;
  request.csv = true;
  std::ostringstream csv_out;
  REQUIRE(cli::run_export(context, request, csv_out, err) == 0);
  const std::string csv = csv_out.str();
  INFO(csv);
  CHECK(csv.find(",finished,Ana,Ana,1,,,,0,cards_left\n") != std::string::npos);
  CHECK(csv.find(",finished,Ana,Ben,2,,,,10,cards_left\n") != std::string::npos);
}
