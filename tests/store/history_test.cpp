// The History list from the store (issue 13): each game's totals and
// places, running totals of an unfinished one, and the soft delete (db/005):
// a deleted game leaves the list, the latest unfinished game, statistics and
// `flipside games`, stays so after a restart, and restore brings it back
// exactly. Five games, hand-checked:
//
//   G1 2026-01-05  Ana 60, Ben 10, Cleo 20   finished: Ana 1st, Cleo 2nd, Ben 3rd
//   G2 2026-02-10  Ana 10, Ben 55            finished: Ben 1st
//   G3 2026-03-15  Ana 70, Ben 65, Cleo 0    finished: Ana 1st
//   G4 2026-04-20  Ana 51, Cleo 5            finished: Ana 1st
//   G5 2026-05-01  Ana 10, Ben 12            unfinished after one round
#include <map>
#include <sstream>

#include "cli/commands.hpp"
#include "store/migrations.hpp"
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
      score_mode_script({"Ana", "Ben"}, "2026-05-01", {{10, 12}}),
  };
  for (const std::string& script : scripts) import_or_fail(db, script);
}

int stats_games(const store::Store& db) {
  auto input = db.stats_input({});
  REQUIRE(input.ok());
  return static_cast<int>(input->games.size());
}

std::vector<std::int64_t> ids(const store::Rows<store::GameSummary>& games) {
  std::vector<std::int64_t> out;
  for (const auto& g : *games) out.push_back(g.id);
  return out;
}

bool same(const store::GameSummary& a, const store::GameSummary& b) {
  return a.id == b.id && a.game == b.game && a.players == b.players && a.started_at == b.started_at &&
         a.ended_at == b.ended_at && a.status == b.status && a.winner == b.winner && a.rounds == b.rounds &&
         a.events == b.events && a.totals == b.totals && a.places == b.places;
}

std::string games_command(const std::string& path) {
  cli::Context context;
  context.db_path = path;
  std::ostringstream out, err;
  REQUIRE(cli::run_games(context, false, out, err) == 0);
  return out.str();
}

}  // namespace

TEST_CASE("History rows: final totals and places of finished games, running totals of an unfinished one",
          "[store][history]") {
  auto db = store::Store::open_in_memory();
  fill(*db);
  auto games = db->games();
  REQUIRE(games.ok());
  REQUIRE(ids(games) == std::vector<std::int64_t>{5, 4, 3, 2, 1});  // newest first
  const auto& g1 = (*games)[4];
  CHECK(g1.players == std::vector<std::string>{"Ana", "Ben", "Cleo"});
  CHECK(g1.totals == std::vector<int>{60, 10, 20});
  CHECK(g1.places == std::vector<int>{1, 3, 2});
  CHECK(g1.winner == "Ana");
  CHECK(g1.rounds == 1);
  CHECK(g1.started_at == "2026-01-05T20:00:00+01:00");
  CHECK((*games)[3].totals == std::vector<int>{10, 55});
  CHECK((*games)[3].places == std::vector<int>{2, 1});
  CHECK((*games)[3].winner == "Ben");
  const auto& g5 = (*games)[0];
  CHECK(g5.status == "in_progress");
  CHECK(g5.totals == std::vector<int>{10, 12});  // the round played so far
  CHECK(g5.places.empty());
  CHECK_FALSE(g5.winner);
  // A fresh unfinished game with no round ended yet has no totals to show.
  auto fresh = db->create_game(flip7_header({"Dani", "Eva"}, 50));
  REQUIRE(fresh.ok());
  CHECK(db->games()->front().totals.empty());
}

TEST_CASE("A deleted game leaves the history, statistics, the latest unfinished game and `flipside games`, "
          "also after a restart; restored, it is back exactly",
          "[store][history]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  store::Rows<store::GameSummary> before = std::vector<store::GameSummary>();
  {
    auto db = open_or_fail(path);
    fill(*db);
    before = db->games();
    REQUIRE(before->size() == 5);
    REQUIRE(*db->latest_unfinished() == 5);
    REQUIRE(stats_games(*db) == 4);
    CHECK(db->delete_game(1).ok());  // finished: Ana's first win
    CHECK(db->delete_game(5).ok());  // the unfinished one
    CHECK(ids(db->games()) == std::vector<std::int64_t>{4, 3, 2});
    CHECK_FALSE(*db->latest_unfinished());
    CHECK(stats_games(*db) == 3);
    // `flipside players` and the player lists count the games still shown.
    std::map<std::string, int> games_of;
    for (const auto& p : *db->players()) games_of[p.name] = p.games;
    CHECK(games_of == std::map<std::string, int>{{"Ana", 3}, {"Ben", 2}, {"Cleo", 2}});
  }
  CHECK(scalar(path, "SELECT COUNT(*) FROM games WHERE deleted_at IS NOT NULL") == 2);
  CHECK(scalar(path, "SELECT COUNT(*) FROM events WHERE game_id = 1") == 1);  // nothing is erased
  {
    auto db = open_or_fail(path);  // after a restart: still hidden
    CHECK(ids(db->games()) == std::vector<std::int64_t>{4, 3, 2});
    CHECK_FALSE(*db->latest_unfinished());
    stats::Filter filter;
    auto input = db->stats_input(filter);
    REQUIRE(input.ok());
    const stats::Report report = stats::compute(*input, filter);
    for (const auto& p : report.players)
      if (p.name == "Ana") CHECK(p.wins == 2);  // G3 and G4; G1 is gone
  }
  const std::string listed = games_command(path);
  CHECK(listed.find("2026-01-05") == std::string::npos);
  CHECK(listed.find("2026-05-01") == std::string::npos);
  CHECK(listed.find("2026-03-15") != std::string::npos);
  {
    auto db = open_or_fail(path);
    CHECK(db->restore_game(1).ok());
    CHECK(db->restore_game(5).ok());
    auto after = db->games();
    REQUIRE(after->size() == before->size());
    for (std::size_t i = 0; i < after->size(); ++i) CHECK(same((*after)[i], (*before)[i]));
    CHECK(*db->latest_unfinished() == 5);
    CHECK(stats_games(*db) == 4);
    auto game = open_game_or_fail(*db, 5);  // and it goes on
    CHECK(game->apply({{"round", {{"points", {{"Ana", 45}, {"Ben", 0}}}}}}).accepted);
    CHECK(game->game().finished());
  }
  CHECK(games_command(path).find("2026-01-05") != std::string::npos);
}

TEST_CASE("Deleting or restoring what cannot be: no such game, a read-only file", "[store][history]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    fill(*db);
    auto missing = db->delete_game(99);
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().key == "store.no_such_game");
    REQUIRE_FALSE(db->restore_game(99).ok());
    CHECK(db->delete_game(2).ok());
    CHECK(db->delete_game(2).ok());  // twice: still deleted, no error
    CHECK(db->games()->size() == 4);
  }
  store::StoreOptions options;
  options.read_only = true;
  auto opened = store::Store::open(path, options);
  REQUIRE(opened.ok());
  REQUIRE(opened->store);
  auto refused = opened->store->restore_game(2);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().key.rfind("store.", 0) == 0);
  CHECK(opened->store->games()->size() == 4);  // nothing changed
}

TEST_CASE("A schema-4 file is migrated with every game kept and shown", "[store][history][migrations]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    fill(*db);
  }
  {
    as_schema(path, 4);  // the file as schema 4 left it: no deleted_at column
  }
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'deleted_at'") == 0);
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(ids(db->games()) == std::vector<std::int64_t>{5, 4, 3, 2, 1});
  CHECK(*db->latest_unfinished() == 5);
  CHECK(stats_games(*db) == 4);
  CHECK(db->delete_game(3).ok());
  CHECK(db->games()->size() == 4);
}

// Issue 21, item 1: History's rows of a finished Phase 10 Flip game give the
// phases each player completed beside their points (the seat counter the
// game names for History). Worked out from the script: one phase to play;
// Ana goes out having made it, Ben misses it (50 points): Ana 1, Ben 0.
TEST_CASE("History: a finished Phase 10 Flip game lists the phases each player completed", "[store][history]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db,
                 "{\"game\":\"phase10flip\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ben\",\"options\":{\"phases\":1}}\n"
                 "{\"out\":\"Ana\",\"points\":{\"Ben\":50},\"completed\":[\"Ana\"]}\n");
  import_or_fail(*db,
                 "{\"game\":\"flip7\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ben\",\"options\":{\"mode\":\"score\","
                 "\"target\":50}}\n{\"round\":{\"points\":{\"Ana\":60,\"Ben\":10}}}\n");
  auto games = db->games();
  REQUIRE(games.ok());
  REQUIRE(games->size() == 2);
  for (const auto& g : *games) {
    INFO(g.game);
    REQUIRE(g.status == "finished");
    if (g.game == "phase10flip") {
      CHECK(g.counter == std::vector<int>{1, 0});
      CHECK(g.totals == std::vector<int>{0, 50});
    } else {
      CHECK(g.counter.empty());  // Flip 7 names no History counter
    }
  }
}
