// Issue 21 in the store: the bin (deleted games wait until it is emptied;
// any comes back at any time; emptying deletes the rows for good and leaves
// the statistics as they were), History's order by start, an imported game
// without an end, names matched ignoring case and accents, a merge refusal
// naming the game as a player knows it, and demo data without a game left
// unfinished.
#include <algorithm>
#include <map>
#include <sstream>
#include <tuple>

#include "cli/commands.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

std::vector<std::int64_t> ids(const store::Rows<store::GameSummary>& games) {
  std::vector<std::int64_t> out;
  for (const auto& g : *games) out.push_back(g.id);
  return out;
}

// Every player's counters, summed as statistics read them.
std::map<std::tuple<std::int64_t, std::string, std::string>, std::int64_t> counters(const store::Store& db) {
  stats::Filter filter;
  filter.counters = stats::Counters::kAll;
  auto input = db.stats_input(filter);
  REQUIRE(input.ok());
  std::map<std::tuple<std::int64_t, std::string, std::string>, std::int64_t> out;
  for (const auto& c : input->counters) out[{c.player_id, c.game, c.counter}] += c.value;
  return out;
}

// Rows of counter_totals (db/006) that a sum over the shown games' own
// counters does not give, either way: 0 when the triggers kept it right.
std::int64_t totals_off(const std::string& path) {
  const char* recount =
      "SELECT s.player_id, g.kind, substr(g.started_at, 1, 7), c.counter, SUM(c.value), COUNT(*) FROM seat_counters c "
      "JOIN games g ON g.id = c.game_id JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
      "WHERE g.deleted_at IS NULL GROUP BY 1, 2, 3, 4";
  const std::string kept = "SELECT player_id, kind, month, counter, value, games FROM counter_totals";
  const std::string sql = "SELECT (SELECT COUNT(*) FROM (" + kept + " EXCEPT " + recount + ")) + (SELECT COUNT(*) FROM (" +
                          recount + " EXCEPT " + kept + "))";
  return scalar(path, sql.c_str());
}

std::int64_t play_game(store::Store& db, unsigned seed) {
  const auto header = flip7_header({"Ana", "Ben", "Cleo"}, 60);
  auto game = create_or_fail(db, header);
  enter(*game, play_to_end(header, seed));
  REQUIRE(game->game().finished());
  return game->id();
}

}  // namespace

TEST_CASE("the bin keeps deleted games until it is emptied: any comes back at any time, also after a restart",
          "[store][bin]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    for (unsigned seed : {1u, 2u, 3u}) play_game(*db, seed);
    CHECK(db->deleted_games()->empty());
    REQUIRE(db->delete_game(1).ok());
    REQUIRE(db->delete_game(3).ok());
    auto bin = db->deleted_games();
    REQUIRE(bin.ok());
    // The last deleted first; each as History shows it, with when it went.
    CHECK(ids(bin) == std::vector<std::int64_t>{3, 1});
    CHECK((*bin)[0].players == std::vector<std::string>{"Ana", "Ben", "Cleo"});
    CHECK((*bin)[0].status == "finished");
    CHECK_FALSE((*bin)[0].deleted_at.empty());
    CHECK(ids(db->games()) == std::vector<std::int64_t>{2});
    CHECK(db->games().value()[0].deleted_at.empty());
  }
  auto db = open_or_fail(path);  // a restart later: the bin still holds them
  CHECK(ids(db->deleted_games()) == std::vector<std::int64_t>{3, 1});
  CHECK(db->restore_game(1).ok());
  CHECK(ids(db->deleted_games()) == std::vector<std::int64_t>{3});
  CHECK(ids(db->games()) == std::vector<std::int64_t>{2, 1});
}

TEST_CASE("emptying the bin deletes its games' rows for good and leaves the statistics as they were",
          "[store][bin][stats]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  for (unsigned seed : {4u, 5u, 6u}) play_game(*db, seed);
  const auto all_three = counters(*db);
  REQUIRE(db->delete_game(2).ok());
  const auto shown_two = counters(*db);
  REQUIRE(shown_two != all_three);  // the deleted game's counters are out
  CHECK(totals_off(path) == 0);

  auto removed = db->empty_bin({2});
  REQUIRE(removed.ok());
  CHECK(*removed == 1);
  CHECK(counters(*db) == shown_two);
  CHECK(totals_off(path) == 0);
  CHECK(db->deleted_games()->empty());
  CHECK(ids(db->games()) == std::vector<std::int64_t>{3, 1});
  for (const char* table : {"events", "seats", "round_points", "results", "seat_counters", "edits"}) {
    INFO(table);
    const std::string sql = std::string("SELECT COUNT(*) FROM ") + table + " WHERE game_id = 2";
    CHECK(scalar(path, sql.c_str()) == 0);
  }
  CHECK(scalar(path, "SELECT COUNT(*) FROM games WHERE id = 2") == 0);
  // Gone: nothing to restore; the players stay, with their other games.
  REQUIRE_FALSE(db->restore_game(2).ok());
  CHECK(error_of(db->restore_game(2)).key == "store.no_such_game");
  CHECK(db->players()->size() == 3);
  // A game not in the bin is never emptied.
  removed = db->empty_bin({1, 3});
  REQUIRE(removed.ok());
  CHECK(*removed == 0);
  CHECK(ids(db->games()) == std::vector<std::int64_t>{3, 1});
}

TEST_CASE("a game restored after the bin was listed is not emptied with it", "[store][bin]") {
  auto db = store::Store::open_in_memory();
  for (unsigned seed : {7u, 8u, 9u}) play_game(*db, seed);
  REQUIRE(db->delete_game(1).ok());
  REQUIRE(db->delete_game(3).ok());
  const auto listed = ids(db->deleted_games());
  REQUIRE(db->restore_game(3).ok());  // meanwhile, another window restores it
  auto removed = db->empty_bin(listed);
  REQUIRE(removed.ok());
  CHECK(*removed == 1);
  CHECK(ids(db->games()) == std::vector<std::int64_t>{3, 2});
}

TEST_CASE("History and the CSV follow when each game started, not the order they were stored, an imported game has "
          "no end",
          "[store][history][order]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, score_mode_script({"Ana", "Ben"}, "2026-03-01", {{60, 10}}));
  import_or_fail(*db, score_mode_script({"Ana", "Ben"}, "2026-01-01", {{10, 60}}));
  import_or_fail(*db, score_mode_script({"Ana", "Cleo"}, "2026-02-01", {{55, 5}}));
  auto games = db->games();
  REQUIRE(games.ok());
  CHECK(ids(games) == std::vector<std::int64_t>{1, 3, 2});
  for (const auto& g : *games) {
    CHECK(g.status == "finished");
    CHECK(g.ended_at.empty());  // a script says when a game started, never when it ended
  }
  // A game played at the table keeps its end.
  const std::int64_t played = play_game(*db, 10);
  for (const auto& g : *db->games())
    if (g.id == played) CHECK_FALSE(g.ended_at.empty());
}

TEST_CASE("names match ignoring case and accents: a script's MARIA is the stored María, a rename to maría is taken",
          "[store][names]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, score_mode_script({"Ana Belén", "María"}, "2026-01-01", {{60, 10}}));
  import_or_fail(*db, score_mode_script({"ANA BELEN", "maria"}, "2026-01-02", {{10, 60}}));
  import_or_fail(*db, score_mode_script({"Ñoño", "Nono"}, "2026-01-03", {{60, 10}}));
  std::map<std::string, int> games_of;
  for (const auto& p : *db->players()) games_of[p.name] = p.games;
  CHECK(games_of == std::map<std::string, int>{{"Ana Belén", 2}, {"María", 2}, {"Nono", 1}, {"Ñoño", 1}});
  // History keeps each game's name as played; the summaries name the player.
  CHECK(db->games().value()[1].players == std::vector<std::string>{"Ana Belén", "María"});

  std::int64_t nono = 0;
  for (const auto& p : *db->players())
    if (p.name == "Nono") nono = p.id;
  auto taken = db->rename_player(nono, "MARÍA");
  REQUIRE_FALSE(taken.ok());
  CHECK(taken.error().key == "store.name_taken");
  CHECK(db->rename_player(nono, "Ñono").ok());  // ñ is its own letter: not Ñoño's name

  // Statistics for "ANA BELÉN" are Ana Belén's, counters included.
  stats::Filter filter;
  filter.player = "ana belen";
  filter.counters = stats::Counters::kPlayer;
  auto input = db->stats_input(filter);
  REQUIRE(input.ok());
  REQUIRE_FALSE(input->counters.empty());
  const stats::Report report = stats::compute(*input, filter);
  REQUIRE(report.players.size() == 1);
  CHECK(report.players[0].name == "Ana Belén");
  CHECK(report.players[0].games == 2);
}

TEST_CASE("a refused merge names the game by its date and players, never its number", "[store][names]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, score_mode_script({"Ana", "Ben", "Cleo"}, "2026-01-05", {{60, 10, 20}}));
  std::int64_t ana = 0, ben = 0;
  for (const auto& p : *db->players()) {
    if (p.name == "Ana") ana = p.id;
    if (p.name == "Ben") ben = p.id;
  }
  auto refused = db->merge_players(ben, ana);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().key == "store.merge_same_game");
  const std::string said = render(refused.error(), Lang::kEnglish);
  CHECK(said.find(store::local_minutes("2026-01-05T20:00:00+01:00")) != std::string::npos);
  CHECK(said.find("Ana, Ben, Cleo") != std::string::npos);
  CHECK(said.find("game 1") == std::string::npos);
  // The merge list offers none of those who sat with Ben.
  CHECK(db->merge_targets(ben)->empty());
  import_or_fail(*db, score_mode_script({"Benito", "Dani"}, "2026-01-06", {{60, 10}}));
  std::vector<std::string> offered;
  for (const auto& p : *db->merge_targets(ben)) offered.push_back(p.name);
  CHECK(offered == std::vector<std::string>{"Benito", "Dani"});
}

TEST_CASE("demo data leaves no game unfinished: the app opens on Home, never on a game that cannot move",
          "[store][demo]") {
  TempDir dir;
  const std::string path = dir.file("demo.db");
  cli::DemoDataRequest request;
  request.games = 48;
  request.seed = 3;
  request.today = 1790000000;
  std::ostringstream out, err;
  REQUIRE(cli::run_demo_data(path, request, out, err) == 0);
  auto db = open_or_fail(path);
  const auto games = db->games();
  REQUIRE(games.ok());
  CHECK(games->size() == 48);
  const auto unfinished = std::count_if(games->begin(), games->end(), [](const auto& g) { return g.status != "finished"; });
  CHECK(unfinished <= 1);
  CHECK_FALSE(*db->latest_unfinished());
  CHECK(db->deleted_games()->empty());
}
