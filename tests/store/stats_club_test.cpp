// Issue 21 item 3 on a small fixed database (tests/support/stats_club.hpp):
// dates as History's presets, the leaderboard and its sorts, records with
// the game each came from, plays per month and time played, the monthly
// win rate and head to head per game, and `flipside stats` offering the
// same. Every expected figure below was worked out by hand from the games
// listed in stats_club.hpp (the working is written beside each).
#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "cli/commands.hpp"
#include "core/date_range.hpp"
#include "core/i18n/lang.hpp"
#include "core/stats_activity.hpp"
#include "core/stats_leaderboard.hpp"
#include "core/stats_records.hpp"
#include "demo_file.hpp"
#include "support/stats_club.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using flipside::store_test::TempDir;

namespace {

struct Club {
  TempDir dir;
  std::string path = dir.file("club.db");
  std::unique_ptr<store::Store> db;
  Club() {
    REQUIRE(test_support::write_stats_club(path) == "");
    auto opened = store::Store::open(path);
    REQUIRE(opened.ok());
    db = std::move(opened->store);
  }
  stats::Input input(stats::Filter filter) const {
    auto in = db->stats_input(filter);
    INFO((in.ok() ? std::string() : render(in.error())));
    REQUIRE(in.ok());
    return *in;
  }
};

stats::Filter dated(DatePreset preset, int first = 0, int last = 0) {
  stats::Filter f;
  f.counters = stats::Counters::kNone;
  std::tie(f.since, f.until) = date_bounds(preset, first, last, test_support::kClubToday);
  return f;
}

const stats::PlayerStats& player(const stats::Report& r, const std::string& name) {
  for (const auto& p : r.players)
    if (p.name == name) return p;
  FAIL("no " << name);
  return r.players.front();
}

std::vector<std::string> names(const std::vector<stats::LeaderRow>& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.name);
  return out;
}

std::vector<int> ranks(const std::vector<stats::LeaderRow>& rows) {
  std::vector<int> out;
  for (const auto& r : rows) out.push_back(r.rank);
  return out;
}

}  // namespace

TEST_CASE("Dates: History's presets and month ranges as days (core/date_range.hpp)", "[stats][dates]") {
  CHECK(date_bounds(DatePreset::kAll, 0, 0, "2026-06-15") == std::pair<std::string, std::string>{"", ""});
  CHECK(date_bounds(DatePreset::kThisYear, 0, 0, "2026-06-15") ==
        std::pair<std::string, std::string>{"2026-01-01", "2026-12-31"});
  CHECK(date_bounds(DatePreset::kLastYear, 0, 0, "2026-06-15") ==
        std::pair<std::string, std::string>{"2025-01-01", "2025-12-31"});
  // Today and the 29 days before: 15 June back to 17 May.
  CHECK(date_bounds(DatePreset::kLast30Days, 0, 0, "2026-06-15") ==
        std::pair<std::string, std::string>{"2026-05-17", "2026-06-15"});
  // Whole months: February of a leap year ends on the 29th.
  CHECK(date_bounds(DatePreset::kMonths, month_index("2024-01"), month_index("2024-02"), "2026-06-15") ==
        std::pair<std::string, std::string>{"2024-01-01", "2024-02-29"});
  // Months… first offers the twelve months up to this one, or from the
  // oldest game when that is newer (no game at all: this month).
  CHECK(first_month_range("2026-06-15", month_index("2024-01")) ==
        std::pair<int, int>{month_index("2025-07"), month_index("2026-06")});
  CHECK(first_month_range("2026-06-15", std::nullopt) == std::pair<int, int>{month_index("2026-06"), month_index("2026-06")});
  CHECK(first_month_range("2026-06-15", month_index("2026-02")) ==
        std::pair<int, int>{month_index("2026-02"), month_index("2026-06")});
  CHECK(preset_named("this-year") == DatePreset::kThisYear);
  CHECK_FALSE(preset_named("this year"));
}

TEST_CASE("Statistics by date: the presets select the club's games by their start day", "[store][stats][dates]") {
  Club club;
  // All: G1-G7 (G8 is in the bin). This year: G3, G4, G5, G7, G6. Last
  // year: G1, G2. Last 30 days (17 May-15 June): G6. March-April 2026: G4, G5, G7.
  CHECK(stats::compute(club.input(dated(DatePreset::kAll)), dated(DatePreset::kAll)).games == 7);
  const auto this_year = stats::compute(club.input(dated(DatePreset::kThisYear)), dated(DatePreset::kThisYear));
  CHECK(this_year.games == 5);
  // Ana this year: G4 W, G5 W, G7 3rd, G6 2nd: 4 games, 2 wins.
  CHECK(player(this_year, "Ana").games == 4);
  CHECK(player(this_year, "Ana").wins == 2);
  const auto last_year = stats::compute(club.input(dated(DatePreset::kLastYear)), dated(DatePreset::kLastYear));
  CHECK(last_year.games == 2);
  CHECK(player(last_year, "Ana").wins == 2);
  CHECK(last_year.players.size() == 3);  // Ana, Ben (G1, G2), Cleo (G2)
  const auto days30 = stats::compute(club.input(dated(DatePreset::kLast30Days)), dated(DatePreset::kLast30Days));
  CHECK(days30.games == 1);
  CHECK(player(days30, "Cleo").wins == 1);
  const auto spring = dated(DatePreset::kMonths, month_index("2026-03"), month_index("2026-04"));
  CHECK(stats::compute(club.input(spring), spring).games == 3);
  // The oldest finished game's start, whatever the dates (Months… begins there).
  CHECK(club.input(dated(DatePreset::kLast30Days)).first_started == "2025-11-10T20:00:00+01:00");
}

TEST_CASE("Leaderboard: win rate from a minimum of games, every column sortable both ways", "[store][stats][leaderboard]") {
  Club club;
  const stats::Filter all = dated(DatePreset::kAll);
  const stats::Report report = stats::compute(club.input(all), all);
  // Every game: Ana 6 games 4 wins (G1 G2 G4 G5), Ben 7 games 1 win (G3),
  // Cleo 4 games 2 wins (G6 G7). From 5 games Cleo is not ranked and comes last.
  auto rows = stats::leaderboard(report, "", 5, {});
  REQUIRE(names(rows) == std::vector<std::string>{"Ana", "Ben", "Cleo"});
  CHECK(ranks(rows) == std::vector<int>{1, 2, 0});
  CHECK(rows[0].games == 6);
  CHECK(rows[0].wins == 4);
  CHECK(rows[0].win_rate == Approx(4.0 / 6.0));
  CHECK(rows[1].win_rate == Approx(1.0 / 7.0));
  CHECK_FALSE(rows[0].average);  // totals of different games do not mix
  // From 4 games Cleo's 50 % ranks second.
  rows = stats::leaderboard(report, "", 4, {});
  CHECK(names(rows) == std::vector<std::string>{"Ana", "Cleo", "Ben"});
  CHECK(ranks(rows) == std::vector<int>{1, 2, 3});
  // By games: Ben 7, Ana 6, Cleo 4; the other way round: Cleo, Ana, Ben.
  CHECK(names(stats::leaderboard(report, "", 5, {stats::Column::kGames, false})) ==
        std::vector<std::string>{"Ben", "Ana", "Cleo"});
  CHECK(names(stats::leaderboard(report, "", 5, {stats::Column::kGames, true})) ==
        std::vector<std::string>{"Cleo", "Ana", "Ben"});
  CHECK(names(stats::leaderboard(report, "", 5, {stats::Column::kWins, false})) ==
        std::vector<std::string>{"Ana", "Cleo", "Ben"});
  CHECK(names(stats::leaderboard(report, "", 5, {stats::Column::kPlayer, true})) ==
        std::vector<std::string>{"Cleo", "Ben", "Ana"});

  // Flip 7 alone: Ana 5 games 4 wins, totals 55+55+49+91+15 = 265: average
  // 53.0, best 91; Ben 6 games 1 win, 15+45+55+21+32+0 = 168: 28.0, best 55;
  // Cleo 3 games 1 win, 25+30+55 = 110: 36.7, best 55.
  stats::Filter flip7 = all;
  flip7.game = "flip7";
  const stats::Report f7 = stats::compute(club.input(flip7), flip7);
  rows = stats::leaderboard(f7, "flip7", 3, {});
  REQUIRE(names(rows) == std::vector<std::string>{"Ana", "Cleo", "Ben"});
  CHECK(ranks(rows) == std::vector<int>{1, 2, 3});
  CHECK(rows[0].games == 5);
  CHECK(*rows[0].average == Approx(53.0));
  CHECK(*rows[0].best == 91);
  CHECK(*rows[1].average == Approx(110.0 / 3.0));
  CHECK(*rows[2].average == Approx(28.0));
  CHECK(*rows[2].best == 55);
  // Best: Ana 91, then Ben and Cleo at 55, Cleo first on her better win rate.
  CHECK(names(stats::leaderboard(f7, "flip7", 3, {stats::Column::kBest, false})) ==
        std::vector<std::string>{"Ana", "Cleo", "Ben"});
  CHECK(names(stats::leaderboard(f7, "flip7", 3, {stats::Column::kAverage, true})) ==
        std::vector<std::string>{"Ben", "Cleo", "Ana"});

  // UNO Flip: one game each; from 1 game Cleo (won) is first, Ana and Ben
  // (0 %) share second place, by name.
  stats::Filter uno = all;
  uno.game = "unoflip";
  rows = stats::leaderboard(stats::compute(club.input(uno), uno), "unoflip", 1, {});
  CHECK(names(rows) == std::vector<std::string>{"Cleo", "Ana", "Ben"});
  CHECK(ranks(rows) == std::vector<int>{1, 2, 2});
  CHECK(*rows[0].best == 110);
  CHECK(*rows[2].average == Approx(70.0));
}

TEST_CASE("Records: each with the game it came from, a deleted game sets none", "[store][stats][records]") {
  Club club;
  const stats::Filter all = dated(DatePreset::kAll);
  const auto records = stats::records(club.input(all), all);
  using K = stats::RecordKind;
  struct Expected {
    K kind;
    std::string game, player;
    long long value;
    std::int64_t game_id;
  };
  // Flip 7: highest 91 (Ana, G5; G8's 150 is in the bin); streak: Ana won
  // G1, G2, G4, G5 = 4 (G5 made it 4); comeback: in G2 Ana was 40 behind
  // Ben after round 1 (0 to 40) and won; most Flip 7s: Ana's 2 in G5;
  // fastest: G2, 25 minutes. UNO Flip (G7): Cleo 110; a 1-win streak;
  // after hand 1 Cleo was 70 behind Ben; 50 minutes.
  const std::vector<Expected> expected = {
      {K::kBestScore, "flip7", "Ana", 91, 5},     {K::kLongestStreak, "flip7", "Ana", 4, 5},
      {K::kComeback, "flip7", "Ana", 40, 2},      {K::kMostCounter, "flip7", "Ana", 2, 5},
      {K::kFastestWin, "flip7", "Ana", 1500, 2},  {K::kBestScore, "unoflip", "Cleo", 110, 7},
      {K::kLongestStreak, "unoflip", "Cleo", 1, 7}, {K::kComeback, "unoflip", "Cleo", 70, 7},
      {K::kFastestWin, "unoflip", "Cleo", 3000, 7},
  };
  REQUIRE(records.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("record " << i);
    CHECK(records[i].kind == expected[i].kind);
    CHECK(records[i].game == expected[i].game);
    CHECK(records[i].player == expected[i].player);
    CHECK(records[i].value == expected[i].value);
    CHECK(records[i].game_id == expected[i].game_id);
  }
  CHECK(records[3].counter == "flip7s");
  CHECK_FALSE(records[0].lowest);
  CHECK(records[1].started_at == "2026-03-20T20:00:00+01:00");

  // This year (G3-G7): Ana's streak is G4, G5 = 2; the comeback is Ben's
  // in G3 (10 behind Cleo's 20 after round 1); the fastest Flip 7 win is
  // G6 (30 min, Cleo; G4 took 70, G5 has no length).
  const stats::Filter year = dated(DatePreset::kThisYear);
  const auto this_year = stats::records(club.input(year), year);
  REQUIRE(this_year.size() == 9);
  CHECK(this_year[1].value == 2);
  CHECK(this_year[1].game_id == 5);
  CHECK(this_year[2].player == "Ben");
  CHECK(this_year[2].value == 10);
  CHECK(this_year[2].game_id == 3);
  CHECK(this_year[4].player == "Cleo");
  CHECK(this_year[4].value == 1800);
  CHECK(this_year[4].game_id == 6);
}

TEST_CASE("Plays per month and time played, with the games that kept no end said", "[store][stats][activity]") {
  Club club;
  const stats::Filter all = dated(DatePreset::kAll);
  const stats::Activity a = stats::activity(club.input(all), all);
  // Nov 2025 to Jun 2026, months without a game included.
  const std::vector<std::string> months = {"2025-11", "2025-12", "2026-01", "2026-02",
                                           "2026-03", "2026-04", "2026-05", "2026-06"};
  const std::vector<int> games = {1, 1, 1, 0, 2, 1, 0, 1};
  // G1 40 min, G2 25, G3 none, G4 70 (G5: 25 h, not a length), G7 50, G6 30.
  const std::vector<long long> seconds = {2400, 1500, 0, 0, 4200, 3000, 0, 1800};
  const std::vector<int> timed = {1, 1, 0, 0, 1, 1, 0, 1};
  REQUIRE(a.months.size() == months.size());
  for (std::size_t i = 0; i < months.size(); ++i) {
    INFO(months[i]);
    CHECK(a.months[i].month == months[i]);
    CHECK(a.months[i].games == games[i]);
    CHECK(a.months[i].seconds == seconds[i]);
    CHECK(a.months[i].timed == timed[i]);
  }
  CHECK(a.games == 7);
  CHECK(a.seconds == 12900);  // 215 minutes: 3 h 35 min
  CHECK(a.timed == 5);
  CHECK(stats::hours_minutes(a.seconds).hours == 3);
  CHECK(stats::hours_minutes(a.seconds).minutes == 35);
  const stats::Filter last_year = dated(DatePreset::kLastYear);
  const stats::Activity old = stats::activity(club.input(last_year), last_year);
  CHECK(old.months.size() == 2);
  CHECK(old.seconds == 3900);  // 40 + 25 minutes
}

TEST_CASE("A player's win rate month by month and head to head per game", "[store][stats][player]") {
  Club club;
  const stats::Filter all = dated(DatePreset::kAll);
  const stats::Report report = stats::compute(club.input(all), all);
  const auto& ana = player(report, "Ana");
  // Ana: Nov W, Dec W, Mar W W, Apr (UNO) 3rd, Jun 2nd.
  REQUIRE(ana.monthly.size() == 5);
  const std::vector<std::tuple<std::string, int, int>> monthly = {
      {"2025-11", 1, 1}, {"2025-12", 1, 1}, {"2026-03", 2, 2}, {"2026-04", 1, 0}, {"2026-06", 1, 0}};
  for (std::size_t i = 0; i < monthly.size(); ++i) {
    INFO(i);
    CHECK(ana.monthly[i].month == std::get<0>(monthly[i]));
    CHECK(ana.monthly[i].games == std::get<1>(monthly[i]));
    CHECK(ana.monthly[i].wins == std::get<2>(monthly[i]));
  }
  CHECK(ana.longest_streak == 4);
  CHECK(ana.current_streak == 0);
  // Ana against Ben: 6 games; Flip 7 5 (ahead in all five), UNO Flip 1 (behind).
  const stats::Versus& ben = ana.versus[0];
  REQUIRE(ben.opponent == "Ben");
  CHECK(ben.games == 6);
  CHECK(ben.ahead == 5);
  CHECK(ben.behind == 1);
  REQUIRE(ben.by_game.size() == 2);
  CHECK(ben.by_game[0].game == "flip7");
  CHECK(ben.by_game[0].games == 5);
  CHECK(ben.by_game[0].ahead == 5);
  CHECK(ben.by_game[0].behind == 0);
  CHECK(ben.by_game[1].game == "unoflip");
  CHECK(ben.by_game[1].behind == 1);
  // Against Cleo: G2 ahead, G6 behind (Flip 7), G7 behind (UNO Flip).
  const stats::Versus& cleo = ana.versus[1];
  REQUIRE(cleo.opponent == "Cleo");
  CHECK(cleo.ahead == 1);
  CHECK(cleo.behind == 2);
  REQUIRE(cleo.by_game.size() == 2);
  CHECK(cleo.by_game[0].game == "flip7");
  CHECK(cleo.by_game[0].games == 2);
  CHECK(cleo.by_game[0].ahead == 1);
  CHECK(cleo.by_game[0].behind == 1);
  // Cleo: G2 L, G3 L, G7 W, G6 W: two in a row, still going.
  CHECK(player(report, "Cleo").current_streak == 2);
  CHECK(player(report, "Cleo").longest_streak == 2);
}

TEST_CASE("flipside stats: History's dates, the leaderboard, records and months", "[store][stats][cli]") {
  Club club;
  club.db.reset();
  cli::Context context;
  context.db_path = club.path;
  auto run = [&](cli::StatsRequest request, std::string* err_text = nullptr) {
    request.today = test_support::kClubToday;
    std::ostringstream out, err;
    const int code = cli::run_stats(context, request, out, err);
    if (err_text) *err_text = err.str();
    return std::make_pair(code, out.str());
  };
  cli::StatsRequest json;
  json.format = "json";
  json.dates = "last-year";
  auto [code, text] = run(json);
  REQUIRE(code == 0);
  auto parsed = nlohmann::json::parse(text);
  CHECK(parsed["games"] == 2);
  CHECK(parsed["filter"]["since"] == "2025-01-01");
  CHECK(parsed["filter"]["dates"] == "last-year");
  json.dates.clear();
  std::tie(code, text) = run(json);
  parsed = nlohmann::json::parse(text);
  CHECK(parsed["games"] == 7);
  CHECK(parsed["time_played"]["seconds"] == 12900);
  CHECK(parsed["time_played"]["timed_games"] == 5);
  CHECK(parsed["months"].size() == 8);
  CHECK(parsed["months"][4]["games"] == 2);
  REQUIRE(parsed["records"].size() == 9);
  CHECK(parsed["records"][0]["kind"] == "best_score");
  CHECK(parsed["records"][0]["value"] == 91);
  CHECK(parsed["records"][0]["game_id"] == 5);
  CHECK(parsed["records"][3]["record"] == "Most Flip 7s in one game");
  CHECK(parsed["players"][1]["name"] == "Ana");
  CHECK(parsed["players"][1]["versus"][0]["by_game"].size() == 2);
  CHECK(parsed["players"][1]["monthly"][2]["wins"] == 2);

  cli::StatsRequest board;
  board.show = "leaderboard";
  board.filter.game = "flip7";
  board.min_games = 3;
  board.sort = "best";
  std::tie(code, text) = run(board);
  REQUIRE(code == 0);
  // Best first: Ana 91, Cleo 55, Ben 55 (ranks by win rate: 1, 2, 3).
  CHECK(std::regex_search(text, std::regex("1 +Ana +5 +4 +80% +53\\.0 +91\\n2 +Cleo +3 +1 +33% +36\\.7 +55\\n3 +Ben +6 +1 +17% +28\\.0 +55")));
  cli::StatsRequest records;
  records.show = "records";
  records.dates = "this-year";
  std::tie(code, text) = run(records);
  REQUIRE(code == 0);
  CHECK(std::regex_search(text, std::regex("flip7 +Biggest comeback +10 +Ben +2026-01-15 +3\\n")));
  CHECK(std::regex_search(text, std::regex("flip7 +Fastest win +30 min +Cleo +2026-06-01 +6\\n")));
  cli::StatsRequest months;
  months.show = "months";
  std::tie(code, text) = run(months);
  CHECK(std::regex_search(text, std::regex("2026-03 +2 +1 h 10 min +1\\n")));
  CHECK(std::regex_search(text, std::regex("all +7 +3 h 35 min +5\\n")));

  std::string err;
  cli::StatsRequest both;
  both.dates = "this-year";
  both.filter.since = "2026-01-01";
  CHECK(run(both, &err).first == 2);
  CHECK(err.find("not both") != std::string::npos);
  cli::StatsRequest wrong;
  wrong.dates = "this year";
  CHECK(run(wrong, &err).first == 2);
  CHECK(err.find("last-30-days") != std::string::npos);
}

// Issue 32, item 15: demo games are games played at a table, so each has
// the length it would have had: History and the time played count every
// one, and each game kind's records hold a fastest win, named after its
// winners. Lengths grow with the entries and stay believable.
TEST_CASE("Demo games have lengths, and each game kind's records include the fastest win", "[stats][demo]") {
  TempDir dir;
  const std::string path = dir.file("demo.db");
  store_test::write_demo_file(path, 24);
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  stats::Filter filter;
  const auto input = opened->store->stats_input(filter);
  REQUIRE(input.ok());
  REQUIRE(input->games.size() >= 20);
  std::set<std::string> kinds;
  for (const stats::FinishedGame& g : input->games) {
    INFO(g.id << " " << g.game << " " << g.started_at << " to '" << g.ended_at << "'");
    kinds.insert(g.game);
    const auto length = stats::game_length(g);
    REQUIRE(length);
    CHECK(*length >= 5 * 60);
    CHECK(*length <= 4 * 3600);
  }
  const stats::Activity activity = stats::activity(*input, filter);
  CHECK(activity.timed == activity.games);
  std::set<std::string> fastest;
  for (const stats::Record& r : stats::records(*input, filter))
    if (r.kind == stats::RecordKind::kFastestWin) {
      fastest.insert(r.game);
      CHECK_FALSE(r.player.empty());
      CHECK(r.value > 0);
    }
  CHECK(fastest == kinds);
  // The same command writes the same games, lengths included.
  const std::string again = dir.file("again.db");
  store_test::write_demo_file(again, 24);
  auto second = store::Store::open(again);
  const auto input2 = second->store->stats_input(filter);
  REQUIRE(input2.ok());
  REQUIRE(input2->games.size() == input->games.size());
  for (std::size_t i = 0; i < input->games.size(); ++i) CHECK(input2->games[i].ended_at == input->games[i].ended_at);
}
