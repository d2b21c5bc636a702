// A write that fails half-way leaves nothing behind: not on disk, not on the
// screen. Failures are forced with triggers planted in the file.
#include <sstream>

#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

void plant(const std::string& path, const char* sql) {
  store::Database raw(path, store::Database::Mode::kReadWrite);
  raw.set_busy_timeout(1000);
  raw.exec(sql);
}

struct Snapshot {
  std::int64_t active, undone, rounds, games, players, revision;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const std::string& path) {
  return {scalar(path, "SELECT COUNT(*) FROM events WHERE undone = 0"),
          scalar(path, "SELECT COUNT(*) FROM events WHERE undone = 1"),
          scalar(path, "SELECT COUNT(*) FROM round_points"), scalar(path, "SELECT COUNT(*) FROM games"),
          scalar(path, "SELECT COUNT(*) FROM players"), scalar(path, "SELECT COALESCE(SUM(revision), 0) FROM games")};
}

}  // namespace

TEST_CASE("An entry whose round points cannot be written is not stored at all", "[store][rollback]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  auto header = flip7_header();
  auto lines = play_to_end(header, 17);
  const std::size_t closing = first_round_end(header, lines);
  REQUIRE(closing < lines.size());
  auto game = create_or_fail(*db, header);
  enter(*game, lines, 0, closing);
  const auto state = game->game().state();
  const auto before = snapshot(path);

  // The event row goes in first; the round points after it fail.
  plant(path, "CREATE TRIGGER no_rounds BEFORE INSERT ON round_points BEGIN SELECT RAISE(ABORT, 'disk trouble'); END");
  Verdict v = game->apply(lines[closing]);
  CHECK_FALSE(v.accepted);
  CHECK(v.rejection.key.rfind("store.", 0) == 0);
  CHECK(render(v.rejection).find("disk trouble") != std::string::npos);
  CHECK(game->game().state() == state);
  CHECK(game->session().lines().size() == closing);
  CHECK(snapshot(path) == before);

  // Once the trouble is gone, the same entry goes through.
  plant(path, "DROP TRIGGER no_rounds");
  REQUIRE(game->apply(lines[closing]).accepted);
  CHECK(db->round_points(game->id())->size() == 1);
}

TEST_CASE("A failed undo or redo changes nothing", "[store][rollback]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  auto header = flip7_header();
  auto lines = play_to_end(header, 19);
  auto game = create_or_fail(*db, header);
  enter(*game, lines, 0, 30);
  REQUIRE(game->undo().ok());
  const auto state = game->game().state();
  const auto before = snapshot(path);

  plant(path, "CREATE TRIGGER frozen BEFORE UPDATE ON events BEGIN SELECT RAISE(ABORT, 'disk trouble'); END");
  SECTION("undo") {
    auto problem = game->undo();
    REQUIRE_FALSE(problem.ok());
    CHECK(problem.error().key == "store.failed");
    CHECK(game->session().redo_lines().size() == 1);
  }
  SECTION("redo") {
    REQUIRE_FALSE(game->redo().ok());
    CHECK(game->session().redo_lines().size() == 1);
  }
  CHECK(game->game().state() == state);
  CHECK(game->session().lines().size() == 29);
  CHECK(snapshot(path) == before);

  plant(path, "DROP TRIGGER frozen");
  CHECK(game->redo().ok());
  CHECK(game->session().lines().size() == 30);
}

TEST_CASE("An import that fails half-way leaves no game, player or entry behind", "[store][rollback]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  auto header = flip7_header({"Zoe", "Yuri"}, 100);
  auto lines = play_to_end(header, 23);
  std::string script = header.to_json().dump() + "\n";
  for (const auto& line : lines) script += line.dump() + "\n";
  const auto before = snapshot(path);

  plant(path,
        "CREATE TRIGGER full_disk BEFORE INSERT ON events WHEN NEW.seq = 20 "
        "BEGIN SELECT RAISE(ABORT, 'no space'); END");
  std::istringstream in(script);
  auto imported = db->import_script(in);
  CHECK_FALSE(imported.ok());
  CHECK(error_of(imported).key == "store.failed");
  CHECK((imported.ok() ? imported->refused_line : 0) == 0);  // not the script's fault
  CHECK(snapshot(path) == before);
  CHECK(db->players()->empty());
}
