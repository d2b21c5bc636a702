// Opening the database: where it lives, folders, unwritable places, damaged
// or foreign files (never written to), newer schemas, migrations.
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <future>
#include <map>
#include <optional>
#include <sstream>
#include <thread>

#include "store/migrations.hpp"
#include "store/store_internal.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;
namespace fs = std::filesystem;

namespace {

// Sets (or clears) an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_) setenv(name_, old_->c_str(), 1);
    else unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("The database location: --db, then FLIPSIDE_DB, then XDG_DATA_HOME, then ~/.local/share", "[store][open]") {
  ScopedEnv home("HOME", "/home/ana");
  ScopedEnv xdg("XDG_DATA_HOME", nullptr);
  ScopedEnv env("FLIPSIDE_DB", nullptr);
  CHECK(store::resolve_db_path("") == "/home/ana/.local/share/flipside/flipside.db");
  {
    ScopedEnv relative("XDG_DATA_HOME", "relative/data");  // invalid per the XDG spec: ignored
    CHECK(store::resolve_db_path("") == "/home/ana/.local/share/flipside/flipside.db");
  }
  ScopedEnv xdg_set("XDG_DATA_HOME", "/data");
  CHECK(store::resolve_db_path("") == "/data/flipside/flipside.db");
  ScopedEnv env_set("FLIPSIDE_DB", "/tmp/from-env.db");
  CHECK(store::resolve_db_path("") == "/tmp/from-env.db");
  CHECK(store::resolve_db_path("cli.db") == "cli.db");
}

TEST_CASE("Missing folders are created", "[store][open]") {
  TempDir dir;
  const std::string path = dir.file("a/b/c/flipside.db");
  auto db = open_or_fail(path);
  CHECK(fs::exists(path));
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(store::Database(path, store::Database::Mode::kReadOnly).pragma_text("PRAGMA journal_mode") == "wal");
}

TEST_CASE("An unusable location is a clear error", "[store][open]") {
  TempDir dir;
  write_file(dir.file("plain-file"), "x");
  auto opened = store::Store::open(dir.file("plain-file/flipside.db"));
  CHECK_FALSE(opened.ok());
  CHECK(error_of(opened).key == "store.cannot_create_dir");
  CHECK(render(error_of(opened)).find("plain-file") != std::string::npos);

  opened = store::Store::open(dir.path().string());
  CHECK_FALSE(opened.ok());
  CHECK(error_of(opened).key == "store.is_directory");
}

TEST_CASE("A file that is not a database is never written to", "[store][open]") {
  TempDir dir;
  const std::string path = dir.file("notes.db");
  const std::string text = "shopping list: milk, eggs, a new deck of Flip 7\n";
  write_file(path, text);
  write_file(dir.file("notes-2.db"), "taken");

  auto opened = store::Store::open(path);
  CHECK_FALSE(opened.ok());
  CHECK(error_of(opened).key == "store.not_sqlite");
  const std::string fresh_path = store::fresh_path_offered(error_of(opened));
  CHECK(fresh_path == dir.file("notes-3.db"));  // beside it, and free
  CHECK(render(error_of(opened)).find(fresh_path) != std::string::npos);
  CHECK(file_bytes(path) == text);
  CHECK_FALSE(fs::exists(path + "-wal"));
  CHECK_FALSE(fs::exists(path + "-journal"));

  auto fresh = open_or_fail(fresh_path);
  CHECK(fresh->games()->empty());
}

TEST_CASE("A damaged database is reported and left untouched", "[store][open]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  make_database(path, 60);
  {
    // Fill the events table so it spans several pages, then close cleanly.
    auto db = open_or_fail(path);
    auto header = flip7_header({"Ana", "Ben"}, 1000);
    for (unsigned seed = 0; seed < 5; ++seed) enter(*create_or_fail(*db, header), play_to_end(header, seed), 0, 80);
  }
  std::string bytes = file_bytes(path);
  const std::size_t page = static_cast<std::size_t>(scalar(path, "PRAGMA page_size"));
  REQUIRE(bytes.size() >= 4 * page);

  SECTION("garbage over a page") {
    for (std::size_t i = 2 * page; i < 3 * page; ++i) bytes[i] = static_cast<char>(i * 7 + 3);
  }
  SECTION("cut short") { bytes.resize(bytes.size() / 2 + 100); }

  write_file(path, bytes);
  auto opened = store::Store::open(path);
  CHECK_FALSE(opened.ok());
  CHECK(error_of(opened).key == "store.corrupt");
  CHECK(store::fresh_path_offered(error_of(opened)) == dir.file("flipside-2.db"));
  CHECK(file_bytes(path) == bytes);
  CHECK_FALSE(fs::exists(path + "-wal"));
}

TEST_CASE("A database from a newer FlipSide opens read-only and stays as it was", "[store][open]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 12);
  const int newer = store::current_schema_version() + 1;
  {
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec(("PRAGMA user_version = " + std::to_string(newer)).c_str());
  }
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  REQUIRE(opened->store);
  CHECK(opened->warning.has_value());
  CHECK(opened->store->read_only());
  const Message warning = opened->warning.value_or(Message{});
  CHECK(warning.key == "store.newer_version");
  CHECK(render(warning).find("read-only") != std::string::npos);

  // Viewing and exporting work; changing anything is refused with a reason.
  CHECK(opened->store->games()->size() == 1);
  CHECK(opened->store->export_script(id).ok());
  auto game = open_game_or_fail(*opened->store, id);
  CHECK(game->session().lines().size() == 12);
  std::mt19937 rng(1);
  Verdict v = game->apply(*next_line(game->game(), rng));
  CHECK(v.rejection.key == "store.read_only");
  CHECK(error_of(game->undo()).key == "store.read_only");
  auto created = opened->store->create_game(flip7_header());
  CHECK_FALSE(created.ok());
  CHECK(error_of(created).key == "store.read_only");
  std::istringstream script(*opened->store->export_script(id));
  auto imported = opened->store->import_script(script);
  CHECK_FALSE(imported.ok());
  CHECK(error_of(imported).key == "store.read_only");
  opened->store.reset();
  game.reset();

  CHECK(scalar(path, "PRAGMA user_version") == newer);
  CHECK(scalar(path, "SELECT COUNT(*) FROM events") == 12);
}

TEST_CASE("A database of the first schema is migrated with its games intact", "[store][open][migrations]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 80);
  auto lines = play_to_end(header, 13);
  {
    // Written exactly as FlipSide with schema 1 wrote it.
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("PRAGMA journal_mode = WAL");
    store::migrate(raw, 1);
    REQUIRE(raw.pragma_int("PRAGMA user_version") == 1);
    store::Transaction tx(raw);
    // Plain SQL of schema 1, not today's insert code (which may use later columns).
    {
      auto q = raw.query("INSERT INTO games (kind, options, dealer_seat, started_at) VALUES ('flip7', ?1, 0, ?2)");
      q->bind(1, header.options.dump()).bind(2, "2024-01-01T20:00:00Z");
      q->run();
    }
    const std::int64_t id = raw.last_insert_rowid();
    for (std::size_t seat = 0; seat < header.players.size(); ++seat) {
      auto p = raw.query("INSERT INTO players (name, created_at) VALUES (?1, 'then')");
      p->bind(1, header.players[seat]);
      p->run();
      auto q = raw.query("INSERT INTO seats (game_id, seat, player_id, name) VALUES (?1, ?2, ?3, ?4)");
      q->bind(1, id).bind(2, static_cast<std::int64_t>(seat)).bind(3, raw.last_insert_rowid()).bind(4, header.players[seat]);
      q->run();
    }
    for (std::size_t i = 0; i < 25; ++i) {
      auto q = raw.query("INSERT INTO events (game_id, seq, line, entered_at) VALUES (?1, ?2, ?3, 'then')");
      q->bind(1, id).bind(2, static_cast<std::int64_t>(i + 1)).bind(3, lines[i].dump());
      q->run();
    }
    raw.exec("UPDATE games SET event_count = 25, revision = 25");
    tx.commit();
  }
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  REQUIRE(*db->latest_unfinished());
  auto game = open_game_or_fail(*db, **db->latest_unfinished());
  CHECK(game->session().lines().size() == 25);
  CHECK(db->players()->size() == 3);  // needs schema 2's merged_into
  enter(*game, lines, 25);            // and the game goes on to its end
  CHECK(db->games()->front().status == "finished");
  CHECK(db->games()->front().started_at == "2024-01-01T20:00:00Z");
}

TEST_CASE("Every migration step leads to the same schema as a fresh database", "[store][open][migrations]") {
  TempDir dir;
  auto schema = [](store::Database& db) {
    std::string all;
    auto q = db.query("SELECT type, name, sql FROM sqlite_master ORDER BY name");
    while (q->step()) all += q->text(0) + " " + q->text(1) + ": " + q->text(2) + "\n";
    return all;
  };
  store::Database fresh(dir.file("fresh.db"), store::Database::Mode::kReadWrite);
  store::migrate(fresh);
  const auto all = store::migrations();
  REQUIRE(all.size() >= 2);
  for (std::size_t i = 0; i < all.size(); ++i) {
    CHECK(all[i].version == static_cast<int>(i) + 1);
    store::Database stepped(dir.file("step" + std::to_string(i) + ".db"), store::Database::Mode::kReadWrite);
    for (std::size_t v = 1; v <= i + 1; ++v) store::migrate(stepped, static_cast<int>(v));
    CHECK(stepped.pragma_int("PRAGMA user_version") == all[i].version);
    store::migrate(stepped);  // then up to the current one from there
    CHECK(schema(stepped) == schema(fresh));
  }
}

// Until the background check (started) has its verdict; the next write
// settles it.
void wait_for_verdict(store::Store& store) {
  store.start_background_check();
  for (int i = 0; i < 2000 && store.background_check_running(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  REQUIRE_FALSE(store.background_check_running());
}

// A gate the background check waits at (StoreOptions::before_background_
// check) until the test opens it: writes can then be made before the
// verdict, deterministically. Opened at the latest when it goes, which must
// be before the store it holds (the store's close waits for its check).
class CheckGate {
 public:
  std::function<void()> hook() {
    auto opened = opened_;
    return [opened] { opened.wait(); };
  }
  void open() {
    if (!is_open_) promise_.set_value();
    is_open_ = true;
  }
  ~CheckGate() { open(); }

 private:
  std::promise<void> promise_;
  std::shared_future<void> opened_ = promise_.get_future().share();
  bool is_open_ = false;
};

// Issue 20 item 11: the first entry after a launch is taken at once, while
// the database file itself is never written before the check has passed.
TEST_CASE("A large database is checked in the background, writes before the verdict go to the log only",
          "[store][open]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::int64_t id = make_database(path, 40);
  {
    auto db = open_or_fail(path);
    auto header = flip7_header({"Ana", "Ben"}, 1000);
    for (unsigned seed = 0; seed < 5; ++seed) enter(*create_or_fail(*db, header), play_to_end(header, seed), 0, 80);
  }
  store::StoreOptions large;  // as if the file were over the size checked up front
  large.check_before_open_max_bytes = 0;
  // The app defers the check until its first frame is shown; a write
  // starts it, whether it was started or not.
  enum class When { kAtOpen, kDeferredThenStarted, kDeferredNeverStarted };
  const When when = GENERATE(When::kAtOpen, When::kDeferredThenStarted, When::kDeferredNeverStarted);
  CAPTURE(static_cast<int>(when));
  large.defer_background_check = when != When::kAtOpen;
  auto open_large = [&] {
    auto opened = store::Store::open(path, large);
    if (opened.ok() && opened->store && when == When::kDeferredThenStarted) opened->store->start_background_check();
    return opened;
  };

  SECTION("healthy: the game resumes at once and goes on") {
    auto opened = open_large();
    REQUIRE(opened.ok());
    REQUIRE(opened->store);
    CHECK_FALSE(opened->warning.has_value());
    auto game = open_game_or_fail(*opened->store, id);
    std::mt19937 rng(3);
    Verdict v = game->apply(*next_line(game->game(), rng));
    INFO(render(v.rejection));
    CHECK(v.accepted);
    CHECK(scalar(path, "SELECT event_count FROM games WHERE id = 1") == 41);
  }
  SECTION("healthy, before the verdict: entries are committed in the log, the file is written once it passes") {
    CheckGate gate;
    large.before_background_check = gate.hook();
    const std::string before = file_bytes(path);
    {
      auto opened = open_large();
      REQUIRE(opened.ok());
      REQUIRE(opened->store);
      auto game = open_game_or_fail(*opened->store, id);
      std::mt19937 rng(3);
      for (int i = 0; i < 3; ++i) {
        Verdict v = game->apply(*next_line(game->game(), rng));
        INFO(render(v.rejection));
        REQUIRE(v.accepted);
      }
      // Committed: another connection (another process would do the same)
      // reads them, from the log; the file is byte for byte as it was.
      CHECK(scalar(path, "SELECT event_count FROM games WHERE id = 1") == 43);
      CHECK(file_bytes(path) == before);
      gate.open();
      wait_for_verdict(*opened->store);
      Verdict v = game->apply(*next_line(game->game(), rng));  // after the verdict: checkpoints resume
      REQUIRE(v.accepted);
    }
    CHECK(file_bytes(path) != before);  // the last close copied the log in
    CHECK(scalar(path, "SELECT event_count FROM games WHERE id = 1") == 44);
  }
  SECTION("closed while its check runs: the check is interrupted and the file stays as it was") {
    const std::string before = file_bytes(path);
    for (int i = 0; i < 20; ++i) {  // at every point of the check's start: before, during, after its open
      auto opened = open_large();
      REQUIRE(opened.ok());
      REQUIRE(opened->store);
      opened->store->start_background_check();
      if (i % 2) std::this_thread::sleep_for(std::chrono::milliseconds(i));
    }
    CHECK(file_bytes(path) == before);
    auto again = open_large();
    REQUIRE(again.ok());
    REQUIRE(again->store);
    CHECK(again->store->open_game(id).ok());
  }
  SECTION("damaged: writes are refused from the verdict on and the file is never written") {
    std::string bytes = file_bytes(path);
    const std::size_t page = static_cast<std::size_t>(scalar(path, "PRAGMA page_size"));
    const std::size_t pages = bytes.size() / page;
    REQUIRE(pages > 6);
    for (std::size_t i = (pages - 2) * page; i < (pages - 1) * page; ++i) bytes[i] = static_cast<char>(i * 13 + 1);
    write_file(path, bytes);

    const bool before_verdict = GENERATE(false, true);
    CAPTURE(before_verdict);
    CheckGate gate;
    if (before_verdict) large.before_background_check = gate.hook();
    {
      auto opened = open_large();
      REQUIRE(opened.ok());
      REQUIRE(opened->store);
      if (before_verdict) {
        // Before the verdict a write goes to the log (or SQLite itself finds
        // the damage on its way): the file is not written either way, so
        // either answer will do here.
        (void)opened->store->create_game(flip7_header());
        CHECK(file_bytes(path) == bytes);
        gate.open();
      }
      wait_for_verdict(*opened->store);
      auto refused = opened->store->create_game(flip7_header({"Cy", "Dee"}));
      CHECK_FALSE(refused.ok());
      CHECK(error_of(refused).key == "store.corrupt");
      CHECK(render(error_of(refused)).find(dir.file("flipside-2.db")) != std::string::npos);
      CHECK(error_of(opened->store->rename_player(1, "Zed")).key == "store.corrupt");  // and stays refused
    }
    CHECK(file_bytes(path) == bytes);  // not even the last close writes it
  }
}

TEST_CASE("A schema-2 database gains the results of its finished games when migrated", "[store][open][migrations]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 80);
  std::vector<std::int64_t> finished;
  std::map<std::int64_t, std::vector<Standing>> expected;
  {
    auto db = open_or_fail(path);
    for (unsigned seed = 1; seed <= 4; ++seed) {
      auto lines = play_to_end(header, seed);
      auto game = create_or_fail(*db, header);
      enter(*game, lines, 0, seed == 4 ? 10 : lines.size());  // the fourth is left unfinished
      if (game->game().finished()) {
        finished.push_back(game->id());
        expected[game->id()] = game->game().standings();
      }
    }
  }
  REQUIRE(finished.size() == 3);
  CHECK(scalar(path, "SELECT COUNT(*) FROM results") == 9);  // written as each game ended
  {
    as_schema(path, 2);  // the same file as schema 2 left it: no results tables
  }
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(scalar(path, "SELECT COUNT(*) FROM results") == 9);
  CHECK(scalar(path, "SELECT COUNT(DISTINCT game_id) FROM seat_counters") == 3);
  // ...and the players' counter totals (db/005), built from them.
  CHECK(scalar(path, "SELECT SUM(value) FROM counter_totals") == scalar(path, "SELECT SUM(value) FROM seat_counters"));
  CHECK(scalar(path, "SELECT SUM(games) FROM counter_totals") == scalar(path, "SELECT COUNT(*) FROM seat_counters"));
  store::Database raw(path, store::Database::Mode::kReadOnly);
  for (std::int64_t id : finished) {
    for (const Standing& s : expected[id]) {
      auto q = raw.query("SELECT total, place FROM results WHERE game_id = ?1 AND seat = ?2");
      q->bind(1, id).bind(2, s.seat);
      REQUIRE(q->step());
      CHECK(q->int64(0) == s.total);
      CHECK(q->int64(1) == s.place);
    }
  }
}

TEST_CASE("A schema-6 database gains the counters its finished games never wrote", "[store][open][migrations]") {
  // Games finished before the statistics' new counters (cards dealt, risky
  // hits, unused Second Chances...) have none of them: migration 7 replays
  // every finished game and writes what today's engine counts, and the
  // players' totals follow; a deleted game stays out of them.
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 80);
  std::int64_t deleted = 0;
  {
    auto db = open_or_fail(path);
    for (unsigned seed = 1; seed <= 4; ++seed) {
      auto game = create_or_fail(*db, header);
      enter(*game, play_to_end(header, seed), 0);
      REQUIRE(game->game().finished());
      if (seed == 2) deleted = game->id();
    }
    REQUIRE(db->delete_game(deleted).ok());
  }
  auto rows = [&](const char* sql) {
    store::Database raw(path, store::Database::Mode::kReadOnly);
    std::vector<std::string> out;
    auto q = raw.query(sql);
    while (q->step()) out.push_back(q->text(0));
    return out;
  };
  const char* kCounters =
      "SELECT game_id || ' ' || seat || ' ' || counter || ' ' || value FROM seat_counters ORDER BY 1";
  const char* kTotals =
      "SELECT player_id || ' ' || kind || ' ' || month || ' ' || counter || ' ' || value || ' ' || games "
      "FROM counter_totals ORDER BY 1";
  const auto counters = rows(kCounters);
  const auto totals = rows(kTotals);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits'") == 12);
  {
    // The same file as an older FlipSide left it: no such counters.
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("DELETE FROM seat_counters WHERE counter IN ('hits', 'risky_hits', 'second_chances_unused') "
             "OR counter LIKE 'card_%'");
  }
  as_schema(path, 6);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits'") == 0);
  REQUIRE(rows(kTotals) != totals);

  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(rows(kCounters) == counters);
  CHECK(rows(kTotals) == totals);
  // Restoring the deleted game brings its recounted counters into the sums.
  REQUIRE(db->restore_game(deleted).ok());
  CHECK(scalar(path, "SELECT SUM(value) FROM counter_totals") == scalar(path, "SELECT SUM(value) FROM seat_counters"));
  CHECK(scalar(path, "SELECT SUM(games) FROM counter_totals") == scalar(path, "SELECT COUNT(*) FROM seat_counters"));
}

TEST_CASE("Results come with the line that ends a game and go with its undo", "[store][games]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben"}, 60);
  auto lines = play_to_end(header, 3);
  auto game = create_or_fail(*db, header);
  enter(*game, lines, 0, lines.size() - 1);
  REQUIRE_FALSE(game->game().finished());
  enter(*game, lines, lines.size() - 1);
  REQUIRE(game->game().finished());
  auto standings = game->game().standings();
  REQUIRE(game->undo().ok());
  REQUIRE(game->redo().ok());
  // Read back through a backup (the in-memory store is this connection's alone).
  TempDir dir;
  REQUIRE(db->backup(dir.file("copy.db")).ok());
  CHECK(scalar(dir.file("copy.db"), "SELECT COUNT(*) FROM results") == 2);
  const std::string best = "SELECT place FROM results WHERE seat = " + std::to_string(standings.front().seat);
  CHECK(scalar(dir.file("copy.db"), best.c_str()) == 1);
  REQUIRE(game->undo().ok());
  REQUIRE(db->backup(dir.file("undone.db")).ok());
  CHECK(scalar(dir.file("undone.db"), "SELECT COUNT(*) FROM results") == 0);
  CHECK(scalar(dir.file("undone.db"), "SELECT COUNT(*) FROM seat_counters") == 0);
}
