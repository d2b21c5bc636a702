// Players are people: one record however many games they play, renamable,
// and mergeable when two records turn out to be the same person.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"
#include "core/replay.hpp"
#include "flip7_play.hpp"
#include "store_test_util.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

std::int64_t id_of(store::Store& db, const std::string& name) {
  for (const auto& p : db.players().value())
    if (p.name == name) return p.id;
  return -1;
}

int games_of(store::Store& db, const std::string& name) {
  for (const auto& p : db.players().value())
    if (p.name == name) return p.games;
  return -1;
}

}  // namespace

TEST_CASE("Two records of one person merge: their games join, the old name seats the kept player", "[store][players]") {
  TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  auto first_header = flip7_header({"Ana", "Ben"}, 50);
  auto first = create_or_fail(*db, first_header);
  enter(*first, play_to_end(first_header, 5));
  auto second = create_or_fail(*db, flip7_header({"Ana M.", "Cleo"}));
  REQUIRE(db->players()->size() == 4);

  REQUIRE(db->merge_players(id_of(*db, "Ana M."), id_of(*db, "Ana")).ok());
  CHECK(db->players()->size() == 3);
  CHECK(id_of(*db, "Ana M.") == -1);
  CHECK(games_of(*db, "Ana") == 2);
  CHECK(db->games().value().front().players == std::vector<std::string>{"Ana", "Cleo"});
  // The game's script keeps the name it was played under, and still replays.
  auto script = db->export_script(second->id());
  REQUIRE(script.ok());
  CHECK(script->find("\"Ana M.\"") != std::string::npos);
  std::istringstream in(*script);
  CHECK(replay_script(in).status == ReplayResult::Status::kAccepted);

  // Typing the old name in a new game seats the kept player.
  REQUIRE(db->create_game(flip7_header({"Ana M.", "Ben"})).ok());
  CHECK(games_of(*db, "Ana") == 3);
  CHECK(db->players()->size() == 3);

  // A second merge into Ben's record carries the earlier one along.
  REQUIRE(db->create_game(flip7_header({"Benito", "Cleo"})).ok());
  REQUIRE(db->merge_players(id_of(*db, "Benito"), id_of(*db, "Ben")).ok());
  CHECK(games_of(*db, "Ben") == 3);
}

TEST_CASE("A merge that cannot be right is refused and changes nothing", "[store][players]") {
  TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  REQUIRE(db->create_game(flip7_header({"Ana", "Ben"})).ok());
  REQUIRE(db->create_game(flip7_header({"Cleo", "Dani"})).ok());
  const auto before = db->players();

  auto same_game = db->merge_players(id_of(*db, "Ana"), id_of(*db, "Ben"));
  REQUIRE_FALSE(same_game.ok());
  // The game named as a player knows it: its date and who played, not its number.
  const std::string said = render(same_game.error());
  CHECK(said.rfind("Ana and Ben both played the game of ", 0) == 0);
  CHECK(said.find(" (Ana, Ben): they cannot be the same person") != std::string::npos);
  CHECK(db->merge_players(id_of(*db, "Ana"), id_of(*db, "Ana")).error().key == "store.merge_same_player");
  CHECK(db->merge_players(id_of(*db, "Ana"), 9999).error().key == "store.no_such_player");
  REQUIRE(db->merge_players(id_of(*db, "Cleo"), id_of(*db, "Ana")).ok());
  // Cleo's record is merged now: it cannot be merged or be merged into again.
  CHECK(db->merge_players(before.value()[2].id, id_of(*db, "Ben")).error().key == "store.no_such_player");
  CHECK(db->players()->size() == 3);
}

TEST_CASE("`flipside players` lists, renames and merges", "[store][players][cli]") {
  TempDir dir;
  cli::Context context;
  context.db_path = dir.file("flipside.db");
  {
    auto db = open_or_fail(context.db_path);
    REQUIRE(db->create_game(flip7_header({"Ana", "Ben"})).ok());
    REQUIRE(db->create_game(flip7_header({"Anita", "Cleo"})).ok());
  }
  std::ostringstream out, err;
  REQUIRE(cli::run_players(context, {}, out, err) == 0);
  CHECK(out.str().rfind("ID  PLAYER  GAMES\n", 0) == 0);
  CHECK(out.str().find("Anita") != std::string::npos);

  std::int64_t anita = 0, ana = 0;
  {
    auto db = open_or_fail(context.db_path);
    anita = id_of(*db, "Anita");
    ana = id_of(*db, "Ana");
  }
  out.str("");
  CHECK(cli::run_players(context, {{}, {anita, ana}}, out, err) == 0);
  CHECK(out.str() == "Anita merged into Ana\n");
  out.str("");
  CHECK(cli::run_players(context, {{std::to_string(ana), "Ana Belén"}, {}}, out, err) == 0);
  CHECK(out.str() == "Player " + std::to_string(ana) + " is now called Ana Belén\n");
  err.str("");
  CHECK(cli::run_players(context, {{std::to_string(ana), "Ben"}, {}}, out, err) == 1);
  CHECK(err.str() == "The name \"Ben\" already belongs to another player\n");
  out.str("");
  REQUIRE(cli::run_players(context, {}, out, err) == 0);
  CHECK(out.str().find("Anita") == std::string::npos);
  CHECK(out.str().find("Ana Belén  2") != std::string::npos);
}
