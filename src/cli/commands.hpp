// Headless subcommands of `flipside`, each registered on the CLI11 app.
// A command's callback stores its exit code in the context; main returns it.
#pragma once

#include <cstdint>
#include <ctime>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/stats_leaderboard.hpp"
#include "store/store.hpp"

namespace CLI {
class App;
}

namespace flipside::cli {

struct Context {
  std::string db_path;  // --db (or empty: FLIPSIDE_DB / the default location)
  // stderr is a terminal (main.cpp): an older file's upgrade is shown there
  // as it goes (cli/upgrade_line.hpp); never into a pipe or a file.
  bool progress_on_terminal = false;
  int exit_code = 0;
};

void register_replay(CLI::App& app, Context& context);
void register_games(CLI::App& app, Context& context);
void register_players(CLI::App& app, Context& context);
void register_export(CLI::App& app, Context& context);
void register_import(CLI::App& app, Context& context);
void register_backup(CLI::App& app, Context& context);
void register_stats(CLI::App& app, Context& context);
void register_demo_data(CLI::App& app, Context& context);
void register_bin(CLI::App& app, Context& context);  // restore, empty-bin
void register_serve(CLI::App& app, Context& context);  // the page on phones (src/lan/)
void register_league(CLI::App& app, Context& context);  // the league folder (store/league.hpp)
void register_bgstats(CLI::App& app, Context& context);  // a finished game's BG Stats link (core/bgstats.hpp)
// The commands that run until stopped (serve, league --watch): after
// stop_on_interrupt(), interrupted() is true once Ctrl+C or SIGTERM came.
void stop_on_interrupt();
bool interrupted();
int run_league(const Context& context, const std::string& folder, bool watch, int every_seconds,
               const std::string& device_name, std::ostream& out, std::ostream& err);

// `flipside replay`: 0 accepted, 1 a line rejected, 2 unreadable/bad header
// (../shared/contract/game-script.md). "-" reads standard input.
int run_replay(const std::string& path, std::ostream& out, std::ostream& err);

// The store's commands. Exit 0 done; 1 a game or file refused (the rest
// done); 2 the database (or an output file) cannot be used.
// Opens the database named by --db / FLIPSIDE_DB / the default location.
// Problems are printed on err; a read-only database (newer FlipSide) is
// refused for writing and only warned about for reading.
enum class Access { kRead, kWrite };
std::unique_ptr<store::Store> open_store(const Context& context, Access access, std::ostream& err);

// Prints one message as a line in English, with control characters escaped
// (terminal_text.hpp): names come from scripts and databases, and a name
// must never drive the terminal.
void say(std::ostream& to, const Message& message);
// Whether a store call succeeded; if not, why is said on `err` and the
// caller stops with its exit code: `if (!ok_or_say(store->x(), err)) return 2;`.
template <typename T>
bool ok_or_say(const store::Result<T>& result, std::ostream& err) {
  if (!result.ok()) say(err, result.error());
  return result.ok();
}

// Whether `path` is the database file at `db_path` or one of its -wal/-shm
// companions (by stat: no descriptor is opened). Reading or writing one of
// those through a stream would close a descriptor of the open database and
// drop SQLite's locks on it (see store/open_store.cpp).
bool is_database_file(const std::string& path, const std::string& db_path);

// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
// break, inner quotes doubled (export --csv, stats --format csv).
std::string csv_field(const std::string& text);

// A list in aligned columns under a heading ("ID\tGAME\t...").
void print_columns(std::string_view tab_separated_heading, const std::vector<std::vector<std::string>>& rows,
                   std::ostream& out);

// `flipside games`: the history; with `deleted`, the bin (its own columns).
int run_games(const Context& context, bool deleted, std::ostream& out, std::ostream& err);
// `flipside restore ID` (0 restored, 1 not in the bin) and `flipside
// empty-bin [--yes]` (without yes: 1, nothing deleted).
int run_restore(const Context& context, const std::string& game, std::ostream& out, std::ostream& err);
int run_empty_bin(const Context& context, bool yes, std::ostream& out, std::ostream& err);

// `flipside players`: list them; or rename one; or merge one into another.
struct PlayersRequest {
  std::vector<std::string> rename;  // {ID, NAME}
  std::vector<std::int64_t> merge;  // {FROM, INTO}
};
int run_players(const Context& context, const PlayersRequest& request, std::ostream& out, std::ostream& err);

struct ExportRequest {
  std::string game;    // GAME_ID, or empty with all
  bool all = false;
  std::string output;  // -o FILE (one game, --csv) or DIR (--all); empty: stdout
  bool csv = false;    // every game's rounds as CSV (spreadsheets) instead of scripts
};
int run_export(const Context& context, const ExportRequest& request, std::ostream& out, std::ostream& err);
int run_import(const Context& context, const std::vector<std::string>& files, std::ostream& out, std::ostream& err);
int run_backup(const Context& context, const std::string& destination, std::ostream& out, std::ostream& err);

// `flipside stats`: core/stats.hpp's figures as a table, JSON or CSV.
struct StatsRequest {
  stats::Filter filter;
  std::string format = "table";  // "table" | "json" | "csv"
  // History's date presets (core/date_range.hpp: "all", "last-30-days",
  // "this-year", "last-year"), instead of --since/--until; empty: none.
  std::string dates;
  std::string today;  // "YYYY-MM-DD" the presets end on; empty: today (tests fix it)
  // The table's view, as the app's: "players" (default), "leaderboard",
  // "records" or "months" (plays per month and time played).
  std::string show = "players";
  int min_games = stats::kDefaultMinGames;  // the leaderboard's minimum for a ranked win rate
  std::string sort = "rate";                // the leaderboard's column: player|games|wins|rate|average|best
};
int run_stats(const Context& context, const StatsRequest& request, std::ostream& out, std::ostream& err);

// `flipside bgstats GAME_ID [--json]`: 0 printed; 1 no such game or not
// finished; 2 a bad number or an unreadable database.
int run_bgstats(const Context& context, const std::string& game, bool json, std::ostream& out, std::ostream& err);

// `flipside demo-data FILE`: a new database of seeded random games.
struct DemoDataRequest {
  int games = 400;
  unsigned seed = 1;
  std::time_t today = 0;  // 0: now (tests fix it)
};
int run_demo_data(const std::string& path, const DemoDataRequest& request, std::ostream& out, std::ostream& err);

}  // namespace flipside::cli
