// Playing games through the store: what is entered is there after a restart,
// undo/redo persist, finished games carry their result, players are stable.
#include <algorithm>
#include <sstream>

#include "core/replay.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

TEST_CASE("A game reopens exactly where it was after closing FlipSide", "[store][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header();
  auto lines = play_to_end(header, 7);
  REQUIRE(lines.size() > 40);

  std::int64_t id = 0;
  nlohmann::json state;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 40);
    state = game->game().state();
  }
  auto db = open_or_fail(path);
  REQUIRE(*db->latest_unfinished() == id);
  auto game = open_game_or_fail(*db, id);
  CHECK(game->game().state() == state);
  CHECK(game->session().lines() == std::vector<nlohmann::json>(lines.begin(), lines.begin() + 40));
  // The file itself holds the 40 entries, committed.
  CHECK(scalar(path, "SELECT COUNT(*) FROM events WHERE undone = 0") == 40);
}

TEST_CASE("Undo and redo survive a restart, and a new entry after undo drops the redo history", "[store][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header();
  auto lines = play_to_end(header, 11);
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 20);
    REQUIRE(game->undo().ok());
    REQUIRE(game->undo().ok());
    REQUIRE(game->undo().ok());
  }
  {
    auto db = open_or_fail(path);
    auto game = open_game_or_fail(*db, id);
    CHECK(game->session().lines().size() == 17);
    REQUIRE(game->can_redo());
    CHECK(game->session().redo_lines().size() == 3);
    CHECK(game->session().redo_lines().back() == lines[17]);  // the next redo brings back entry 18
    REQUIRE(game->redo().ok());
    CHECK(game->session().lines().back() == lines[17]);
  }
  {
    auto db = open_or_fail(path);
    auto game = open_game_or_fail(*db, id);
    CHECK(game->session().lines().size() == 18);
    CHECK(game->session().redo_lines().size() == 2);
    // Entering something else after undo: the two undone entries are gone.
    REQUIRE(game->undo().ok());
    Verdict v = game->apply(lines[17]);
    REQUIRE(v.accepted);
    CHECK_FALSE(game->can_redo());
  }
  auto db = open_or_fail(path);
  auto game = open_game_or_fail(*db, id);
  CHECK(game->session().lines() == std::vector<nlohmann::json>(lines.begin(), lines.begin() + 18));
  CHECK_FALSE(game->can_redo());
  CHECK(error_of(game->redo()).key == "store.nothing_to_redo");
  CHECK(scalar(path, "SELECT COUNT(*) FROM events") == 18);
}

TEST_CASE("A finished game shows its winner, end time and rounds, and undoing the last entry reopens it", "[store]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 100);
  auto lines = play_to_end(header, 3);
  auto game = create_or_fail(*db, header);
  enter(*game, lines);
  REQUIRE(game->game().finished());

  auto summary = db->games()->front();
  CHECK(summary.status == "finished");
  CHECK(summary.winner == game->game().winner());
  CHECK_FALSE(summary.ended_at.empty());
  CHECK(summary.events == static_cast<int>(lines.size()));
  const nlohmann::json state = game->game().state();
  const nlohmann::json& rounds_json = state["rounds"];
  CHECK(summary.rounds == static_cast<int>(rounds_json.size()));
  CHECK_FALSE(*db->latest_unfinished());

  // Round points match the engine's record, round by round.
  auto rounds = db->round_points(game->id());
  REQUIRE(rounds->size() == rounds_json.size());
  for (std::size_t r = 0; r < rounds->size(); ++r) {
    CHECK((*rounds)[r].round == static_cast<int>(r) + 1);
    for (const auto& [name, points] : (*rounds)[r].points) CHECK(rounds_json[r]["points"][name] == points);
  }

  REQUIRE(game->undo().ok());
  summary = db->games()->front();
  CHECK(summary.status == "in_progress");
  CHECK_FALSE(summary.winner);
  CHECK(summary.ended_at.empty());
  CHECK(db->round_points(game->id())->size() == rounds_json.size() - 1);  // the last round is not closed any more
  CHECK(*db->latest_unfinished() == game->id());

  REQUIRE(game->redo().ok());
  CHECK(db->games()->front().status == "finished");
  CHECK(db->round_points(game->id())->size() == rounds_json.size());
}

TEST_CASE("A rejected entry is not stored", "[store]") {
  auto db = store::Store::open_in_memory();
  auto game = create_or_fail(*db, flip7_header());
  Verdict v = game->apply({{"card", "99"}});
  CHECK_FALSE(v.accepted);
  CHECK(v.rejection.key == "flip7.unknown_card");
  CHECK(db->games()->front().events == 0);
  CHECK(game->session().lines().empty());
}

TEST_CASE("Players keep one identity across games and can be renamed", "[store]") {
  TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  auto header = flip7_header({"Ana", "Ben"}, 50);
  auto first = create_or_fail(*db, header);
  auto lines = play_to_end(header, 5);
  enter(*first, lines);
  auto second = create_or_fail(*db, flip7_header({"ana", "Cleo"}));  // same Ana, other case

  auto players = db->players();
  REQUIRE(players->size() == 3);
  auto ana = std::find_if(players->begin(), players->end(), [](const auto& p) { return p.name == "Ana"; });
  REQUIRE(ana != players->end());
  CHECK(ana->games == 2);

  REQUIRE(db->rename_player(ana->id, "  Ana María ").ok());
  auto renamed = db->players();
  CHECK(std::any_of(renamed->begin(), renamed->end(), [](const auto& p) { return p.name == "Ana María"; }));
  CHECK(db->games()->back().players == std::vector<std::string>{"Ana María", "Ben"});
  // The game's own script keeps the name it was played under, so it still replays.
  auto script = db->export_script(first->id());
  REQUIRE(script.ok());
  CHECK(script->rfind("{\"dealer\":\"Ana\",", 0) == 0);
  std::istringstream in(*script);
  CHECK(replay_script(in).status == ReplayResult::Status::kAccepted);

  CHECK(error_of(db->rename_player(ana->id, "ben")).key == "store.name_taken");
  CHECK(error_of(db->rename_player(ana->id, "   ")).key == "header.name_empty");
  CHECK(error_of(db->rename_player(9999, "Zoe")).key == "store.no_such_player");
}

TEST_CASE("A player whose name looks like SQL (Bobby Tables) is just a name", "[store][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::string bobby = "Robert'); DROP TABLE games;--";
  auto header = flip7_header({bobby, "O'Brien \"Bo\""}, 60);
  auto lines = play_to_end(header, 21);
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines);
    REQUIRE(db->rename_player(db->players()->front().id, "x'); DELETE FROM events;--").ok());
  }
  auto db = open_or_fail(path);
  CHECK(scalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'games'") == 1);
  CHECK(scalar(path, "SELECT COUNT(*) FROM events") == static_cast<std::int64_t>(lines.size()));
  auto game = open_game_or_fail(*db, id);
  CHECK(game->session().header().players.front() == bobby);
  CHECK(game->game().finished());
  auto names = db->players();
  CHECK(std::any_of(names->begin(), names->end(), [](const auto& p) { return p.name == "x'); DELETE FROM events;--"; }));
}

TEST_CASE("An abandoned game is closed for changes, also after a restart", "[store][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header();
  auto lines = play_to_end(header, 2);
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 10);
    REQUIRE(game->abandon().ok());
    CHECK(game->apply(lines[10]).rejection.key == "store.game_abandoned");
    CHECK_FALSE(game->can_undo());
  }
  auto db = open_or_fail(path);
  CHECK_FALSE(*db->latest_unfinished());
  auto summary = db->games()->front();
  CHECK(summary.status == "abandoned");
  CHECK_FALSE(summary.ended_at.empty());
  auto game = open_game_or_fail(*db, id);
  CHECK(game->session().lines().size() == 10);
  CHECK(error_of(game->undo()).key == "store.game_abandoned");

  auto finished = create_or_fail(*db, flip7_header({"Ana", "Ben"}, 40));
  enter(*finished, play_to_end(flip7_header({"Ana", "Ben"}, 40), 4));
  CHECK(error_of(finished->abandon()).key == "store.game_already_finished");
}

TEST_CASE("A game with a bad header is not stored", "[store]") {
  auto db = store::Store::open_in_memory();
  auto duplicate = db->create_game(flip7_header({"Ana", "ANA"}));
  CHECK_FALSE(duplicate.ok());
  CHECK(error_of(duplicate).key == "header.player_duplicate");
  auto header = flip7_header();
  header.options = {{"decks", 0}};
  auto no_decks = db->create_game(header);
  CHECK_FALSE(no_decks.ok());
  CHECK(error_of(no_decks).key == "header.option_int");
  CHECK(db->games()->empty());
  CHECK(db->players()->empty());
}

TEST_CASE("Open games report a missing game clearly", "[store]") {
  auto db = store::Store::open_in_memory();
  auto opened = db->open_game(42);
  CHECK_FALSE(opened.ok());
  CHECK(error_of(opened).key == "store.no_such_game");
  auto exported = db->export_script(42);
  CHECK_FALSE(exported.ok());
  CHECK(error_of(exported).key == "store.no_such_game");
}
