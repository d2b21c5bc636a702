// The database file is the table's memory: these tests cover what must never
// happen to it. Another FlipSide opening the same file never costs the open
// game its write-ahead log; another program's SQLite file is never written;
// commands that only read work where nothing can be written; a read that
// fails says so instead of reading as "no games"; export refuses what would
// not replay; a refused import leaves no backup behind.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "child_process.hpp"
#include "cli/commands.hpp"
#include "store/migrations.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;
namespace fs = std::filesystem;

namespace {

// Another program's file, made with SQLite directly.
void make_foreign(const std::string& path, bool wal, std::int64_t application_id = 0) {
  store::Database db(path, store::Database::Mode::kReadWrite);
  if (wal) db.exec("PRAGMA journal_mode = WAL");
  db.exec("CREATE TABLE recipes (name TEXT, minutes INTEGER); INSERT INTO recipes VALUES ('tortilla', 40)");
  db.exec("PRAGMA user_version = 7");
  if (application_id) db.exec(("PRAGMA application_id = " + std::to_string(application_id)).c_str());
}

std::string companions(const std::string& path) {
  std::string found;
  for (const char* suffix : {"-wal", "-shm", "-journal"})
    if (fs::exists(path + suffix)) found += suffix;
  return found;
}

std::vector<std::string> fd_targets() {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator("/proc/self/fd")) {
    std::error_code ec;
    auto target = fs::read_symlink(entry.path(), ec);
    if (!ec) out.push_back(target.string());
  }
  return out;
}

}  // namespace

TEST_CASE("Opening the file again while a game is open never costs the game its write-ahead log",
          "[store][open][locks]") {
  // The data-loss bug: opening an existing file looked at its first bytes
  // through a stream of its own, and closing that stream dropped every
  // POSIX lock this process's connections held on the file. The next
  // process to close its connection (any `flipside games`) then took itself
  // for the last one and deleted the write-ahead log under the open game.
  TempDir dir;
  const std::string path = dir.file("race.db");
  const std::int64_t id = make_database(path, 6);
  auto lines = play_to_end(flip7_header(), 9);

  auto table = open_or_fail(path);  // the app at the table
  auto game = open_game_or_fail(*table, id);
  enter(*game, lines, 6, 8);
  for (bool read_only : {true, false}) {  // the same process looks again (History, an import...)
    store::StoreOptions options;
    options.read_only = read_only;
    auto again = store::Store::open(path, options);
    REQUIRE(again.ok());
    REQUIRE(again->store);
    CHECK(again->store->games()->size() == 1);
  }
  // Another process opens and closes the file, as `flipside games` does.
  ChildProcess other({STORE_CRASH_WRITER, path, "0", "1"});
  std::vector<std::string> ignored;
  other.read_lines(ignored, std::chrono::steady_clock::now() + std::chrono::seconds(60));
  REQUIRE(other.wait() == 0);

  for (const auto& target : fd_targets()) CHECK(target.find("(deleted)") == std::string::npos);
  enter(*game, lines, 8, 12);  // shown as saved at the table...
  game.reset();
  table.reset();
  // ...so they are in the file, for any other process too.
  CHECK(scalar(path, "SELECT COUNT(*) FROM events WHERE undone = 0") == 12);
}

TEST_CASE("Another program's SQLite file is never written, by any command", "[store][open][foreign]") {
  TempDir dir;
  const std::string path = dir.file("recipes.db");
  SECTION("rollback journal") { make_foreign(path, false); }
  SECTION("write-ahead log") { make_foreign(path, true); }
  SECTION("another application id on an empty schema") {
    store::Database db(path, store::Database::Mode::kReadWrite);
    db.exec("PRAGMA application_id = 1234");
  }
  const std::string before = file_bytes(path);
  const std::string companions_before = companions(path);
  for (bool read_only : {false, true}) {
    store::StoreOptions options;
    options.read_only = read_only;
    auto opened = store::Store::open(path, options);
    CHECK_FALSE(opened.ok());
    CHECK(error_of(opened).key == "store.not_flipside");
    CHECK(render(error_of(opened)).find("another program") != std::string::npos);
    CHECK(store::fresh_path_offered(error_of(opened)) == dir.file("recipes-2.db"));
  }
  for (bool deleted : {false, true}) {
    cli::Context context{path};
    std::ostringstream out, err;
    CHECK(cli::run_games(context, deleted, out, err) == 2);
    CHECK(err.str().find("not a FlipSide database") != std::string::npos);
  }
  cli::Context context{path};
  std::ostringstream out, err;
  CHECK(cli::run_players(context, {}, out, err) == 2);
  CHECK(cli::run_export(context, {"1", false, ""}, out, err) == 2);
  CHECK(cli::run_backup(context, dir.file("copy.db"), out, err) == 2);
  CHECK(cli::run_import(context, {FLIPSIDE_TEST_SCRIPTS "/short_game.jsonl"}, out, err) == 2);
  CHECK(file_bytes(path) == before);  // byte for byte
  CHECK(companions(path) == companions_before);
  CHECK_FALSE(fs::exists(dir.file("copy.db")));
}

TEST_CASE("An empty SQLite file becomes a FlipSide database, FlipSide's files carry its stamp",
          "[store][open][foreign]") {
  TempDir dir;
  const std::string path = dir.file("empty.db");
  { store::Database(path, store::Database::Mode::kReadWrite).exec("VACUUM"); }
  REQUIRE(fs::file_size(path) > 0);
  {
    auto db = open_or_fail(path);
    CHECK(db->games().ok());
  }
  CHECK(scalar(path, "PRAGMA application_id") == store::kApplicationId);
  CHECK(scalar(dir.file("empty.db"), "PRAGMA user_version") == store::current_schema_version());
}

TEST_CASE("A FlipSide file made before the stamp is recognised by its tables and stamped",
          "[store][open][foreign]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 10);
  { store::Database(path, store::Database::Mode::kReadWrite).exec("PRAGMA application_id = 0"); }
  REQUIRE(scalar(path, "PRAGMA application_id") == 0);
  {
    auto db = open_or_fail(path);
    auto game = open_game_or_fail(*db, id);
    CHECK(game->session().lines().size() == 10);
  }
  CHECK(scalar(path, "PRAGMA application_id") == store::kApplicationId);

  // Not every SQLite file with a table called "games" is FlipSide's.
  const std::string other = dir.file("other.db");
  {
    store::Database db(other, store::Database::Mode::kReadWrite);
    db.exec("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT); PRAGMA user_version = 2");
  }
  CHECK(error_of(store::Store::open(other)).key == "store.not_flipside");
}

TEST_CASE("Commands that only read open the file read-only", "[store][open][read_only]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 10);
  store::StoreOptions options;
  options.read_only = true;

  SECTION("they read, and refuse every change") {
    auto opened = store::Store::open(path, options);
    REQUIRE(opened.ok());
    REQUIRE(opened->store);
    CHECK_FALSE(opened->warning);  // asked for: not a warning
    auto& db = *opened->store;
    CHECK(db.read_only());
    CHECK(db.games()->size() == 1);
    CHECK(db.export_script(id).ok());
    auto game = open_game_or_fail(db, id);
    CHECK(game->apply(play_to_end(flip7_header(), 9)[10]).rejection.key == "store.read_only");
    CHECK_FALSE(db.create_game(flip7_header()).ok());
    CHECK(db.rename_player(1, "Zoe").error().key == "store.read_only");
  }
  SECTION("a file that does not exist is not created, and has no games") {
    const std::string missing = dir.file("sub/none.db");
    auto opened = store::Store::open(missing, options);
    REQUIRE(opened.ok());
    REQUIRE(opened->store);
    CHECK(opened->store->games()->empty());
    CHECK(opened->store->games().ok());
    CHECK_FALSE(fs::exists(dir.file("sub")));
  }
}

TEST_CASE("A read that fails is an error, never an empty list", "[store][read_errors]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 10);
  {
    // Hand-edited: the seats are gone.
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("PRAGMA foreign_keys = OFF; DROP TABLE seats");
  }
  auto db = open_or_fail(path);
  auto games = db->games();
  CHECK_FALSE(games.ok());  // no rows to show: a failed Result holds none
  REQUIRE_FALSE(games.ok());
  CHECK(games.error().key == "store.read_failed");
  CHECK(render(games.error()).find("seats") != std::string::npos);
  CHECK_FALSE(db->players().ok());
  CHECK_FALSE(db->round_points(id).ok());

  cli::Context context{path};
  std::ostringstream out, err;
  CHECK(cli::run_games(context, false, out, err) == 2);
  CHECK(out.str().find("No games") == std::string::npos);
  CHECK(err.str().find("could not be read") != std::string::npos);
  CHECK(cli::run_players(context, {}, out, err) == 2);
  // import cannot tell whether a safety copy is needed: it imports nothing.
  CHECK(cli::run_import(context, {FLIPSIDE_TEST_SCRIPTS "/short_game.jsonl"}, out, err) == 2);
  CHECK(scalar(path, "SELECT COUNT(*) FROM games") == 1);
}

TEST_CASE("Export refuses a stored game that would not replay", "[store][scripts][read_errors]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 10);
  SECTION("a dealer seat out of range") {
    store::Database(path, store::Database::Mode::kReadWrite).exec("UPDATE games SET dealer_seat = 9");
  }
  SECTION("an entry edited into one the engine refuses") {
    store::Database(path, store::Database::Mode::kReadWrite)
        .exec("UPDATE events SET line = '{\"stay\":\"Nobody\"}' WHERE seq = 4");
  }
  SECTION("options that are not JSON") {
    store::Database(path, store::Database::Mode::kReadWrite).exec("UPDATE games SET options = '{target:'");
  }
  auto db = open_or_fail(path);
  auto exported = db->export_script(id);
  CHECK_FALSE(exported.ok());
  CHECK(error_of(exported).key == "store.export_invalid");

  cli::Context context{path};
  std::ostringstream out, err;
  CHECK(cli::run_export(context, {std::to_string(id), false, dir.file("game.jsonl")}, out, err) == 2);
  CHECK(err.str().find("cannot be exported") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.file("game.jsonl")));
}

TEST_CASE("A refused import leaves no backup behind, one that stores a game keeps it", "[store][scripts]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  make_database(path, 10);
  write_file(dir.file("bad.jsonl"), "{\"game\":\"flip7\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ana\"}\n"
                                    "{\"stay\":\"Nobody\"}\n");
  auto backups = [&] {
    int n = 0;
    for (const auto& entry : fs::directory_iterator(dir.path()))
      if (entry.path().filename().string().find("-backup-") != std::string::npos) ++n;
    return n;
  };
  cli::Context context{path};
  std::ostringstream out, err;
  CHECK(cli::run_import(context, {dir.file("bad.jsonl")}, out, err) == 1);
  CHECK(backups() == 0);
  CHECK(out.str().find("Backup") == std::string::npos);
  CHECK(cli::run_import(context, {FLIPSIDE_TEST_SCRIPTS "/short_game.jsonl", dir.file("bad.jsonl")}, out, err) == 1);
  CHECK(backups() == 1);
  CHECK(out.str().find("Backup taken") != std::string::npos);
}

// Issue 32 item 16: every import that stores a game writes a whole copy of
// the database beside it; twenty imports left twenty-one copies. The newest
// kKeptImportBackups stay (the one just taken among them), older ones go,
// and a copy made by `flipside backup FILE` or any other file is not touched.
TEST_CASE("Import keeps its newest backups only, and never touches another copy", "[store][scripts][issue32]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  make_database(path, 10);
  cli::Context context{path};
  std::ostringstream out, err;
  REQUIRE(cli::run_backup(context, dir.file("flipside-mine.db"), out, err) == 0);
  write_file(dir.file("flipside-backup-notes.txt"), "mine\n");
  auto import_backups = [&] {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
      const std::string name = entry.path().filename().string();
      if (name.starts_with("flipside-backup-2") && name.ends_with(".db")) names.push_back(entry.path().string());
    }
    return names;
  };
  std::string newest;
  for (int i = 0; i < 6; ++i) {
    const std::string script = dir.file("game" + std::to_string(i) + ".jsonl");
    write_file(script, score_mode_script({"Ana", "Ben"}, "2026-03-1" + std::to_string(i), {{60, 10}}));
    out.str("");
    REQUIRE(cli::run_import(context, {script}, out, err) == 0);
    const std::string said = out.str();
    INFO(said);
    const std::string taken = "Backup taken before importing: ";
    const auto at = said.find(taken);
    REQUIRE(at != std::string::npos);
    newest = said.substr(at + taken.size(), said.find('\n', at) - at - taken.size());
    CHECK(import_backups().size() == std::min<std::size_t>(i + 1, store::kKeptImportBackups));
    if (i >= static_cast<int>(store::kKeptImportBackups)) CHECK(said.find("Older import backups removed: 1") != std::string::npos);
  }
  const auto kept = import_backups();
  INFO(newest);
  CHECK(kept.size() == 3);
  CHECK(std::find(kept.begin(), kept.end(), newest) != kept.end());  // the one just taken stays
  // The newest backup holds every game but the last one imported.
  CHECK(scalar(newest, "SELECT COUNT(*) FROM games") == scalar(path, "SELECT COUNT(*) FROM games") - 1);
  CHECK(fs::exists(dir.file("flipside-mine.db")));
  CHECK(fs::exists(dir.file("flipside-backup-notes.txt")));
}

TEST_CASE("The database itself is never taken as a script or an export's output", "[store][scripts][locks]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 10);
  cli::Context context{path};
  std::ostringstream out, err;
  CHECK(cli::run_import(context, {path}, out, err) == 1);
  CHECK(err.str().find("is the database itself") != std::string::npos);
  CHECK(cli::run_export(context, {std::to_string(id), false, path}, out, err) == 2);
  CHECK(cli::run_export(context, {std::to_string(id), false, path + "-wal"}, out, err) == 2);
  auto db = open_or_fail(path);
  CHECK(db->games()->size() == 1);
  CHECK(open_game_or_fail(*db, id)->session().lines().size() == 10);
}
