// Two FlipSides on one database file: nothing is lost or damaged; the one
// that cannot go on is told why.
#include <thread>

#include "acks.hpp"
#include "child_process.hpp"

using namespace flipside;
using namespace flipside::store_test;

TEST_CASE("While another program holds the database, an entry is refused with 'in use' and nothing changes",
          "[store][concurrency]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  store::StoreOptions quick_to_give_up;
  quick_to_give_up.busy_timeout_ms = 150;
  auto opened = store::Store::open(path, quick_to_give_up);
  REQUIRE(opened.ok());
  REQUIRE(opened->store);
  auto header = flip7_header();
  auto lines = play_to_end(header, 31);
  auto game = create_or_fail(*opened->store, header);
  enter(*game, lines, 0, 5);

  store::Database other(path, store::Database::Mode::kReadWrite);
  other.exec("BEGIN IMMEDIATE");
  auto start = std::chrono::steady_clock::now();
  Verdict v = game->apply(lines[5]);
  CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(100));  // it waited first
  CHECK(v.rejection.key == "store.busy");
  CHECK(render(v.rejection).find("in use") != std::string::npos);
  CHECK(game->session().lines().size() == 5);
  CHECK(game->undo().error().key == "store.busy");
  CHECK(game->session().lines().size() == 5);
  other.exec("ROLLBACK");

  // A short hold is waited out instead of refused.
  other.exec("BEGIN IMMEDIATE");
  std::thread release([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(40));
    other.exec("ROLLBACK");
  });
  CHECK(game->apply(lines[5]).accepted);
  release.join();
  CHECK(scalar(path, "SELECT COUNT(*) FROM events") == 6);
}

TEST_CASE("Two windows on one game: the stale one is told to reopen and loses nothing", "[store][concurrency]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto first = open_or_fail(path);
  auto second = open_or_fail(path);
  auto header = flip7_header();
  auto lines = play_to_end(header, 37);
  auto a = create_or_fail(*first, header);
  enter(*a, lines, 0, 10);
  auto b = open_game_or_fail(*second, a->id());

  REQUIRE(a->apply(lines[10]).accepted);
  CHECK(b->apply(lines[10]).rejection.key == "store.game_changed");  // would have been entry 11 twice
  CHECK(b->undo().error().key == "store.game_changed");                   // would have undone A's entry unseen
  b = open_game_or_fail(*second, a->id());
  CHECK(b->session().lines().size() == 11);
  REQUIRE(b->apply(lines[11]).accepted);
  CHECK(a->apply(lines[11]).rejection.key == "store.game_changed");
  CHECK(scalar(path, "SELECT COUNT(*) FROM events") == 12);
}

TEST_CASE("Two processes writing to one file at once lose nothing", "[store][concurrency][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    create_or_fail(*db, flip7_header());  // the game both will resume
  }
  // "resume": both continue the same game, and clash on purpose;
  // "new": each plays its own games.
  for (const char* mode : {"resume", "new"}) {
    INFO(mode);
    Acks acks;
    std::vector<std::string> out1, out2;
    {
      ChildProcess one({STORE_CRASH_WRITER, path, "150", "1", mode});
      ChildProcess two({STORE_CRASH_WRITER, path, "150", "2", mode});
      one.drain(out1);
      two.drain(out2);
      CHECK(one.wait() == 0);
      CHECK(two.wait() == 0);
    }
    CHECK(out1.size() == 150);
    CHECK(out2.size() == 150);
    collect_acks(out1, acks);
    collect_acks(out2, acks);
    CHECK(acks.size() == 300);  // no (game, entry) acknowledged to both
    CHECK(integrity(path) == "ok");
    require_acks_present(path, acks);
    auto db = open_or_fail(path);
    require_all_games_replay(*db);
  }
}
