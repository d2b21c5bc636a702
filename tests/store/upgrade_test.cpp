// Upgrading a file an older FlipSide wrote (issue 22, "Upgrades never show a
// blank window"): every migration it still needs in one transaction, how far
// it has got told as it goes (the app draws it, the commands print it on a
// terminal), and an upgrade stopped half way leaving the file exactly as it
// was, for the next open to do whole.
#include <sstream>
#include <vector>

#include "cli/commands.hpp"
#include "store/migrations.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;
using Stage = store::UpgradeProgress::Stage;

namespace {

// A file of `games` finished Flip 7 games, closed again.
void finished_games_file(const std::string& path, unsigned games) {
  auto db = open_or_fail(path);
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 80);
  for (unsigned seed = 1; seed <= games; ++seed) {
    auto game = create_or_fail(*db, header);
    enter(*game, play_to_end(header, seed));
    REQUIRE(game->game().finished());
  }
}

// The same taken back to schema 6 as that FlipSide left it: no drafts
// table, none of the counters 7 and 9 brought.
void schema6_file(const std::string& path, unsigned games) {
  finished_games_file(path, games);
  {
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("DELETE FROM seat_counters WHERE counter IN ('hits', 'risky_hits', 'second_chances_unused') "
             "OR counter LIKE 'card_%'");
  }
  as_schema(path, 6);
}

std::string stage_name(Stage stage) {
  switch (stage) {
    case Stage::kChecking: return "checking";
    case Stage::kUpdating: return "updating";
    case Stage::kSaving: return "saving";
    case Stage::kDone: return "done";
  }
  return "?";
}

// Every report, as "updating 2/5".
struct Heard {
  std::vector<std::string> reports;
  store::UpgradeWatcher watcher(std::function<bool(const store::UpgradeProgress&)> go_on = {}) {
    return [this, go_on](const store::UpgradeProgress& p) {
      std::ostringstream report;
      report << stage_name(p.stage);
      if (p.stage == Stage::kUpdating) report << ' ' << p.done << '/' << p.total;
      reports.push_back(report.str());
      return go_on ? go_on(p) : true;
    };
  }
};

store::OpenResult open_watched(const std::string& path, store::UpgradeWatcher watcher, bool read_only = false) {
  store::StoreOptions options;
  options.on_upgrade = std::move(watcher);
  options.read_only = read_only;
  return store::Store::open(path, options);
}

}  // namespace

TEST_CASE("An upgrade says how far it has got: the file checked, each game counted again, then saved",
          "[store][migrations][upgrade]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  schema6_file(path, 4);
  Heard heard;
  {
    auto opened = open_watched(path, heard.watcher());
    REQUIRE(opened.ok());
  }
  CHECK(heard.reports == std::vector<std::string>{"checking", "updating 0/4", "updating 1/4", "updating 2/4",
                                                  "updating 3/4", "updating 4/4", "saving", "done"});
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits'") == 12);

  // A file already up to date, or a new one, has nothing to wait for.
  Heard again;
  CHECK(open_watched(path, again.watcher()).ok());
  CHECK(open_watched(dir.file("new.db"), again.watcher()).ok());
  CHECK(again.reports.empty());
}

TEST_CASE("A command that only reads tells of the upgrade it does first", "[store][migrations][upgrade]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  schema6_file(path, 2);
  Heard heard;
  REQUIRE(open_watched(path, heard.watcher(), true).ok());
  CHECK(heard.reports.size() == 6);  // checking, 0/2, 1/2, 2/2, saving, done
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
}

TEST_CASE("An upgrade stopped half way leaves the file exactly as it was, and the next open does it whole",
          "[store][migrations][upgrade]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  schema6_file(path, 5);
  const std::string before = file_bytes(path);
  {
    Heard heard;
    auto opened = open_watched(path, heard.watcher([](const store::UpgradeProgress& p) { return p.done < 3; }));
    CHECK_FALSE(opened.ok());
    CHECK(error_of(opened).key == "store.upgrade_stopped");
    CHECK(heard.reports.back() == "updating 3/5");
  }
  CHECK(file_bytes(path) == before);
  CHECK(scalar(path, "PRAGMA user_version") == 6);
  CHECK(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits'") == 0);

  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits'") == 15);
  CHECK(db->games()->size() == 5);
}

TEST_CASE("Every migration a file still needs is one transaction: stopped before its commit, a schema-2 file "
          "stays schema 2",
          "[store][migrations][upgrade]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  finished_games_file(path, 2);
  as_schema(path, 2);  // no results tables, no edits, no bin, no counter totals
  const std::string before = file_bytes(path);
  Heard heard;
  auto opened = open_watched(path, heard.watcher([](const store::UpgradeProgress& p) {
    return p.stage != Stage::kSaving;  // every migration's SQL and the replay done: stopped just before the commit
  }));
  CHECK_FALSE(opened.ok());
  CHECK(heard.reports.back() == "saving");
  CHECK(file_bytes(path) == before);
  CHECK(scalar(path, "PRAGMA user_version") == 2);
  CHECK(scalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('results', 'edits', 'counter_totals')") == 0);

  open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(scalar(path, "SELECT COUNT(DISTINCT game_id) FROM results") == 2);
}

TEST_CASE("A command shows an upgrade as it goes on a terminal, and nothing on a pipe",
          "[store][migrations][upgrade][cli]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const std::string copy = dir.file("copy.db");
  schema6_file(path, 3);
  write_file(copy, file_bytes(path));

  cli::Context terminal{path};
  terminal.progress_on_terminal = true;
  std::ostringstream out, err;
  CHECK(cli::run_games(terminal, false, out, err) == 0);
  INFO(err.str());
  CHECK(err.str().find("Checking the file before updating it for this version of FlipSide") != std::string::npos);
  CHECK(err.str().find("Updating the games for this version of FlipSide: 3 of 3") != std::string::npos);
  // The last line stays: what was done, ended by a line break.
  CHECK(err.str().ends_with("\r\x1b[KThe file is updated for this version of FlipSide\n"));
  CHECK(out.str().find("Ana, Ben, Cleo") != std::string::npos);

  cli::Context piped{copy};
  std::ostringstream piped_out, piped_err;
  CHECK(cli::run_games(piped, false, piped_out, piped_err) == 0);
  CHECK(piped_err.str().empty());
  CHECK(piped_out.str() == out.str());
  CHECK(scalar(copy, "PRAGMA user_version") == store::current_schema_version());
}
