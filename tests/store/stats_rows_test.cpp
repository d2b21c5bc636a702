// Statistics read one row per counted game (db/013, issue 33 "Speed on a
// tablet"). These tests check that the row is always what the games say,
// whichever way a game changes. The oracle is the games as a player sees
// them, hand-worked below, and the view stats_game_rows, which joins games,
// results and seats directly (what statistics read before db/013).
//
// Flip 7 in score mode, to 50, round points by seat:
//   G1 Ana, Ben        [10, 40] [45, 5]          Ana 55 wins; after round 1
//                                                 she was 30 behind Ben
//   G2 Ana, Ben, Cleo  [20, 0, 10] [40, 5, 10]   Ana 60 wins (played here)
//   G3 Ana, Dan        [60, 0]                   Ana wins
#include <catch2/catch.hpp>

#include "core/game_info.hpp"
#include "core/stats_records.hpp"
#include "store/migrations.hpp"
#include "demo_file.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

ScriptHeader score_header(const std::vector<std::string>& players, const std::string& day) {
  ScriptHeader h;
  h.game = "flip7";
  h.players = players;
  h.dealer = players.front();
  h.options = {{"mode", "score"}, {"target", 50}};
  h.started = day + "T20:00:00+01:00";
  return h;
}

nlohmann::json round_line(const std::vector<std::string>& players, const std::vector<int>& points) {
  nlohmann::json by_name = nlohmann::json::object();
  for (std::size_t i = 0; i < players.size(); ++i) by_name[players[i]] = points[i];
  return {{"round", {{"points", by_name}}}};
}

// The rows statistics keep differ in nothing from the games they come from.
void require_rows_follow(const std::string& path) {
  CHECK(scalar(path, "SELECT COUNT(*) FROM (SELECT * FROM stats_games EXCEPT SELECT * FROM stats_game_rows)") == 0);
  CHECK(scalar(path, "SELECT COUNT(*) FROM (SELECT * FROM stats_game_rows EXCEPT SELECT * FROM stats_games)") == 0);
}

stats::Report report(const store::Store& db) {
  auto input = db.stats_input({});
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  return stats::compute(*input, {});
}

const stats::PlayerStats* find(const stats::Report& r, const std::string& name) {
  for (const auto& p : r.players)
    if (p.name == name) return &p;
  return nullptr;
}

std::optional<stats::Record> comeback(const store::Store& db) {
  auto input = db.stats_input({});
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  for (const stats::Record& r : stats::records(*input, {}))
    if (r.kind == stats::RecordKind::kComeback) return r;
  return std::nullopt;
}

std::int64_t player_id(const store::Store& db, const std::string& name) {
  for (const auto& p : db.players().value())
    if (p.name == name) return p.id;
  FAIL("no player " << name);
  return 0;
}

}  // namespace

TEST_CASE("Statistics count a game as it ends, is undone, edited, deleted, restored and its players merged",
          "[store][stats][issue33]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  const std::vector<std::string> two = {"Ana", "Ben"}, three = {"Ana", "Ben", "Cleo"};
  std::int64_t g1 = 0;
  {
    auto game = create_or_fail(*db, score_header(two, "2026-01-05"));
    g1 = game->id();
    enter(*game, {round_line(two, {10, 40}), round_line(two, {45, 5})});
  }
  require_rows_follow(path);
  CHECK(report(*db).games == 1);
  // Ana was 30 behind Ben after the first round and won.
  auto back = comeback(*db);
  REQUIRE(back);
  CHECK(back->player == "Ana");
  CHECK(back->value == 30);
  CHECK(back->game_id == g1);

  auto g2 = create_or_fail(*db, score_header(three, "2026-02-10"));
  enter(*g2, {round_line(three, {20, 0, 10}), round_line(three, {40, 5, 10})});
  require_rows_follow(path);
  CHECK(report(*db).games == 2);
  CHECK(find(report(*db), "Ana")->wins == 2);

  SECTION("an undone ending is no longer counted; entered again, it is") {
    REQUIRE(g2->undo().ok());
    require_rows_follow(path);
    CHECK(report(*db).games == 1);
    CHECK(find(report(*db), "Cleo") == nullptr);
    REQUIRE(g2->redo().ok());
    require_rows_follow(path);
    CHECK(report(*db).games == 2);
    CHECK(find(report(*db), "Cleo")->games == 1);
  }
  SECTION("an edit that leaves the game unfinished takes it out; the round that ends it brings a new comeback") {
    // Round 1 becomes Ana 0, Ben 35, Cleo 10: after round 2 Ana 40, Ben 40,
    // Cleo 20, nobody at 50. Round 3, Ana +20: Ana 60 wins, having been 35
    // behind after round 1, more than G1's 30.
    REQUIRE(g2->edit(0, round_line(three, {0, 35, 10})).ok());
    require_rows_follow(path);
    CHECK(report(*db).games == 1);
    enter(*g2, {round_line(three, {20, 0, 0})});
    require_rows_follow(path);
    CHECK(report(*db).games == 2);
    back = comeback(*db);
    REQUIRE(back);
    CHECK(back->player == "Ana");
    CHECK(back->value == 35);
    CHECK(back->game_id == g2->id());
  }
  SECTION("a deleted game leaves the figures and comes back restored") {
    REQUIRE(db->delete_game(g1).ok());
    require_rows_follow(path);
    CHECK(report(*db).games == 1);
    CHECK_FALSE(comeback(*db));  // G1 held the only one
    REQUIRE(db->restore_game(g1).ok());
    require_rows_follow(path);
    CHECK(report(*db).games == 2);
    CHECK(comeback(*db));
  }
  SECTION("merged players are one player in every game") {
    const std::vector<std::string> pair = {"Ana", "Dan"};
    auto g3 = create_or_fail(*db, score_header(pair, "2026-03-15"));
    enter(*g3, {round_line(pair, {60, 0})});
    REQUIRE(find(report(*db), "Ben")->games == 2);
    REQUIRE(db->merge_players(player_id(*db, "Dan"), player_id(*db, "Ben")).ok());
    require_rows_follow(path);
    CHECK(find(report(*db), "Dan") == nullptr);
    CHECK(find(report(*db), "Ben")->games == 3);
    CHECK(find(report(*db), "Ana")->wins == 3);
  }
  SECTION("a game's end set later gives it its length") {
    REQUIRE(db->set_end(g1, "2026-01-05T19:45:00Z").ok());
    require_rows_follow(path);
    auto input = db->stats_input({});
    INFO(render(error_of(input)));
    REQUIRE(input.ok());
    REQUIRE(input->games.front().id == g1);
    CHECK(stats::game_length(input->games.front()) == 45 * 60);  // started 20:00 at +01:00
  }
}

TEST_CASE("A file from before the statistics rows gets them, comebacks and record counts included, when it opens",
          "[store][stats][issue33][migration]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::vector<std::string> two = {"Ana", "Ben"};
  // Seeded games of every kind (Flinch's calls are a record counter), and
  // one hand-worked comeback.
  write_demo_file(path, 16);
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, score_header(two, "2025-01-05"));
    enter(*game, {round_line(two, {10, 40}), round_line(two, {45, 5})});
  }
  // Flinch's calls are a record counter (a Flip 7 is too rare in random play).
  const std::int64_t calls = scalar(path, "SELECT COALESCE(SUM(value), 0) FROM seat_counters WHERE counter = 'calls_made'");
  REQUIRE(calls > 0);
  std::vector<stats::Record> written;  // as each game's end wrote them
  {
    auto db = open_or_fail(path);
    auto input = db->stats_input({});
    INFO(render(error_of(input)));
    REQUIRE(input.ok());
    written = stats::records(*input, {});
  }
  as_schema(path, 12);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'stats_games'") == 0);
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  require_rows_follow(path);
  CHECK(report(*db).games == scalar(path, "SELECT COUNT(*) FROM games WHERE status = 'finished'"));
  auto input = db->stats_input({});
  INFO(render(error_of(input)));
  REQUIRE(input.ok());
  // The hand-worked game, the oldest: Ana was 30 behind after round 1.
  REQUIRE(input->games.front().started_at.rfind("2025-01-05", 0) == 0);
  CHECK(input->games.front().seats.at(0).behind == 30);
  CHECK(input->games.front().seats.at(1).behind == 0);
  // The records worked out again from the stored rounds are those written as the games ended.
  const auto migrated = stats::records(*input, {});
  REQUIRE(migrated.size() == written.size());
  for (std::size_t i = 0; i < written.size(); ++i) {
    INFO("record " << i << ": " << written[i].game << " " << written[i].counter);
    CHECK(migrated[i].kind == written[i].kind);
    CHECK(migrated[i].player == written[i].player);
    CHECK(migrated[i].value == written[i].value);
    CHECK(migrated[i].game_id == written[i].game_id);
  }
  CHECK(std::any_of(written.begin(), written.end(), [](const stats::Record& r) { return r.kind == stats::RecordKind::kComeback; }));
  // Every Flinch call made is in the rows records read.
  long long counted = 0;
  for (const auto& g : input->games)
    for (const auto& c : g.record_counts)
      if (c.counter == "calls_made") counted += c.value;
  CHECK(counted == calls);
}

TEST_CASE("Each game's seats are read as stored, and a row not as db/013 writes it is skipped, the others kept",
          "[store][stats][issue33]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  write_demo_file(path, 40);
  std::size_t games = 0;
  std::int64_t broken_id = 0;
  {
    auto db = open_or_fail(path);
    auto input = db->stats_input({});
    INFO(render(error_of(input)));
    REQUIRE(input.ok());
    games = input->games.size();
    REQUIRE(games == static_cast<std::size_t>(
                         scalar(path, "SELECT COUNT(*) FROM games WHERE status = 'finished' AND deleted_at IS NULL")));
    // Every seat as the results and seats tables hold it, straight from SQL.
    long long record_sum = 0;
    for (const stats::FinishedGame& g : input->games) {
      INFO("game " << g.id);
      REQUIRE(g.seats.size() ==
              static_cast<std::size_t>(scalar(path, ("SELECT COUNT(*) FROM seats WHERE game_id = " + std::to_string(g.id)).c_str())));
      for (std::size_t i = 0; i < g.seats.size(); ++i) {
        const stats::SeatResult& s = g.seats[i];
        const std::string where = " WHERE game_id = " + std::to_string(g.id) + " AND seat = " + std::to_string(i);
        CHECK(s.seat == static_cast<int>(i));
        CHECK(s.player_id == scalar(path, ("SELECT player_id FROM seats" + where).c_str()));
        CHECK(s.total == scalar(path, ("SELECT total FROM results" + where).c_str()));
        CHECK(s.place == scalar(path, ("SELECT place FROM results" + where).c_str()));
        CHECK(s.behind == scalar(path, ("SELECT behind FROM results" + where).c_str()));
      }
      for (const stats::SeatCount& c : g.record_counts) record_sum += c.value;
    }
    // The record counters read are every one the games counted.
    std::int64_t counted = 0;
    for (const GameInfo& info : all_games())
      for (std::string_view counter : info.record_counters)
        counted += scalar(path, ("SELECT COALESCE(SUM(c.value), 0) FROM seat_counters c JOIN games g ON g.id = c.game_id "
                                 "WHERE g.status = 'finished' AND g.deleted_at IS NULL AND g.kind = '" +
                                 std::string(info.id) + "' AND c.counter = '" + std::string(counter) + "'")
                                    .c_str());
    CHECK(record_sum == counted);
    broken_id = input->games.front().id;
  }
  // A row damaged by hand (a tool, a bad copy) is left out; the rest read.
  for (const char* damaged : {"0,1,2", "0,1,20,1,0,calls_made=x", "0,1,20,1,0;junk", "0,1,20,1,0,=3", "0,1,20,1,0x"}) {
    INFO(damaged);
    {
      store::Database raw(path, store::Database::Mode::kReadWrite);
      auto q = raw.query("UPDATE stats_games SET seats = ?1 WHERE game_id = ?2");
      q->bind(1, std::string_view(damaged)).bind(2, broken_id);
      q->step();
    }
    auto db = open_or_fail(path);
    auto input = db->stats_input({});
    INFO(render(error_of(input)));
    REQUIRE(input.ok());
    CHECK(input->games.size() == games - 1);
    CHECK(std::none_of(input->games.begin(), input->games.end(),
                       [&](const stats::FinishedGame& g) { return g.id == broken_id; }));
  }
}
