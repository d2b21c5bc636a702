// The game store: the only code that touches SQLite (schema and migrations in
// db/). A game is its header plus its accepted lines; each accepted line is
// committed (WAL, synchronous=FULL) before apply() returns, so a crash loses
// at most the entry in flight and the game reopens exactly where it was.
//
// Errors are data, in one shape: every call that can fail returns a Result
// (store/result.hpp), what it gives or the Message (core/message.hpp) that
// says why not, which the CLI prints and the UI shows in a popup. Nothing
// already entered is lost by a failed write (the transaction rolls back, the
// session is unchanged). The one other answer is OpenGame::apply's Verdict:
// a line the engine refuses is the game's answer, not the store's failure,
// and a storage failure there is a rejection whose key starts "store.".
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"
#include "core/session.hpp"
#include "core/stats.hpp"
#include "store/result.hpp"

namespace flipside::store {

// --db PATH, else $FLIPSIDE_DB, else $XDG_DATA_HOME/flipside/flipside.db,
// else ~/.local/share/flipside/flipside.db.
std::string resolve_db_path(const std::string& cli_path);

// The first free "NAME-2.db", "NAME-3.db"... beside `path`: where a fresh
// database goes when the file at `path` is corrupt or not a database.
std::string fresh_path_beside(const std::string& path);

// A stored date-time (ISO 8601 with offset) as "YYYY-MM-DD HH:MM" in the
// machine's local time zone, for lists; unreadable text is shown as it is.
std::string local_minutes(const std::string& iso);

// "NAME-backup-YYYYMMDD-HHMMSS.db" beside `path` (a free name), for the
// backup `flipside import` takes before touching a database with games.
std::string backup_path_beside(const std::string& path);
// Import's backups beside `path` kept (issue 32 item 16): each is a whole
// copy of the database, so a file imported into again and again would
// otherwise fill the disk. Older ones are removed after an import stored
// something; copies made by `flipside backup FILE` are never touched.
inline constexpr std::size_t kKeptImportBackups = 3;
// Removes import's backups beside `path` (backup_path_beside's names) but
// the `keep` newest (by when each was written); returns the files removed.
std::vector<std::string> remove_old_backups_beside(const std::string& path, std::size_t keep);

// How long a write waits for another process holding the database before
// giving up with "store.busy".
inline constexpr int kDefaultBusyTimeoutMs = 5000;
// An existing file up to this size passes PRAGMA quick_check before open()
// returns; a larger one is checked in the background (quick_check reads the
// whole file). Writes made before its verdict go to the write-ahead log only
// (connection.hpp): the database file itself is never written before the
// check has passed, and the first entry after a launch is taken at once.
inline constexpr std::uintmax_t kCheckBeforeOpenMaxBytes = 16u << 20;

// How far the upgrade of a file an older FlipSide wrote has got (db/: every
// pending migration in one transaction), as Store::open reports it while it
// works: the app draws it, the commands print it on a terminal. Replaying
// 10,000 games takes seconds, and a window left blank that long looks hung.
struct UpgradeProgress {
  enum class Stage {
    kChecking,  // PRAGMA quick_check, before anything is written
    kUpdating,  // the finished games counted again by today's engines: done of total
    kSaving,    // the commit: the upgraded file written
    kDone,      // committed: the file is at this version (too late to stop)
  };
  Stage stage = Stage::kChecking;
  std::int64_t done = 0;
  std::int64_t total = 0;
};
// Called on the thread that opens the store, often (each game): keep it
// cheap. Returning false stops the upgrade: it is rolled back, the file stays
// exactly as it was, and open() fails with "store.upgrade_stopped".
using UpgradeWatcher = std::function<bool(const UpgradeProgress&)>;

struct StoreOptions {
  int busy_timeout_ms = kDefaultBusyTimeoutMs;
  std::uintmax_t check_before_open_max_bytes = kCheckBeforeOpenMaxBytes;
  // For commands that only read (games, players, export, backup): the file
  // is opened read-only, so they work on a read-only file or folder and never
  // change it. A file that still needs a migration is migrated when it can be.
  bool read_only = false;
  // The app: the background check of a large file waits for
  // Store::start_background_check() (once the first frame is on screen: the
  // check reads the whole file and would slow the launch) or the first
  // write, whichever comes first.
  bool defer_background_check = false;
  // A second connection of a process whose first one checks the file (the
  // app's league thread, ui/platform/league_watch.hpp): no check of its own.
  bool checked_elsewhere = false;
  // Tests only: run on the background check's thread just before it reads
  // the file, so a test can hold the check there and write meanwhile.
  std::function<void()> before_background_check = {};
  // Told how an upgrade of an older file goes (nothing for a current or a new file).
  UpgradeWatcher on_upgrade = {};
};

// Stamped into every database FlipSide creates (SQLite's application_id in
// the file header), so FlipSide never mistakes another program's SQLite file
// for its own. Older FlipSide files, made before the stamp, are recognised
// by their tables and stamped on their first read-write open.
inline constexpr std::int32_t kApplicationId = 0x464C5053;  // "FLPS"

// Rows read from the store, or why they could not be read: a damaged or
// hand-edited file must never read as "no games stored yet".
template <typename T>
using Rows = Result<std::vector<T>>;

class Store;

// A game being played, backed by the store. Every method that changes the
// game commits before returning; on a storage failure the game is unchanged
// and the verdict is a rejection whose message starts with "store.".
class OpenGame {
 public:
  virtual ~OpenGame() = default;
  virtual std::int64_t id() const = 0;
  virtual const Session& session() const = 0;
  const Game& game() const { return session().game(); }

  virtual Verdict apply(const nlohmann::json& line) = 0;
  virtual bool can_undo() const = 0;
  virtual bool can_redo() const = 0;
  // Undo takes back the last change: the last entry, or a change made to a
  // past entry (edit), which comes back exactly as it was.
  virtual Result<> undo() = 0;
  virtual Result<> redo() = 0;
  // Changes the entry at `index` (0-based) to `line`: the later entries are
  // replayed on it and kept up to the first that no longer fits; that one and
  // the rest are removed (Session::plan_edit says which before anything
  // changes). Committed before it returns; undo takes it back.
  virtual Result<> edit(std::size_t index, const nlohmann::json& line) = 0;
  // Ends an unfinished game without a winner (players left the table).
  virtual Result<> abandon() = 0;
  // Whether its entries may be changed here at all: not a game from another
  // device of the league (changed only there), an abandoned one, or one in
  // a read-only file, whose every change would be refused. The app offers
  // no way to change such a game's entries (issue 32 item 14).
  virtual bool changeable() const { return true; }
  // Each seat's player as this device spells them: the name of the player
  // the seat was joined to (names match case and accents aside, and merges
  // and renames join more), as History and statistics show them, so one
  // person has one spelling on every screen of a device (issue 32 item 14:
  // "ana" in a game's script, "Ana" everywhere else). The script keeps its
  // own spelling: its lines name players as it does.
  virtual std::vector<std::string> shown_names() const { return session().header().players; }

  // Work in progress on the table (issue 20, item 5: a cards-left list or
  // points being typed, half filled in), kept with the game so that a crash
  // and a relaunch bring it back (db/008). Opaque to the store: the table's
  // own JSON, for the game as it stands. Any change of the game (an entry,
  // an undo or redo, an edit, abandoning it) drops it in that change's own
  // transaction; keep_draft(null) drops it too. keep_draft commits before
  // it returns. A game that keeps nothing (a replay) has none.
  virtual std::optional<nlohmann::json> draft() const { return std::nullopt; }
  virtual Result<> keep_draft(const nlohmann::json& /*draft*/) { return {}; }
};

struct PlayerRecord {
  std::int64_t id = 0;
  std::string name;
  int games = 0;
};

struct GameSummary {
  std::int64_t id = 0;
  std::string game;                  // the header's game id
  std::vector<std::string> players;  // seating order
  std::string started_at;            // ISO 8601 with its UTC offset (older games: UTC, "Z")
  std::string ended_at;              // empty while unfinished
  std::string status;                // "in_progress" | "finished" | "abandoned"
  std::optional<std::string> winner;
  int rounds = 0;
  int events = 0;
  // Each seat's total, in seating order beside `players`: the final total of
  // a finished game (its results), else the running total of the rounds
  // played so far (empty when no round has ended yet).
  std::vector<int> totals;
  // Each seat's place (1 = best, ties share one) once finished; else empty.
  std::vector<int> places;
  // Once finished, each seat's value of the game's History counter
  // (GameInfo::history_counter: phases completed, say); else empty.
  std::vector<int> counter;
  std::string deleted_at;  // in the bin (deleted_games): when it was deleted; else empty
  // A game taken in from the league folder (store/league.hpp): the device
  // that owns it (its id) and that device's name; both empty for a game
  // played on this device. Such a game is read-only here.
  std::string origin;
  std::string origin_name;
};

// History's order: whether `a` comes before `b`, the game started later
// first (the instant, whatever the UTC offset it was written with; the
// higher id between games started at the same second).
bool listed_before(const GameSummary& a, const GameSummary& b);

// A store opened, and what the person should know of it.
struct Opened {
  std::unique_ptr<Store> store;
  // Made by a newer FlipSide: opened read-only, and this says so.
  std::optional<Message> warning;
};
// The file opened, or why it cannot be used.
using OpenResult = Result<Opened>;
// Where a fresh database goes when open() failed because the file is corrupt
// or not FlipSide's (a free name beside it, fresh_path_beside), as the
// failure offers it; empty for any other failure.
std::string fresh_path_offered(const Message& open_failure);

// What import_script did with a script it could read and store.
struct Imported {
  std::int64_t id = 0;          // the game stored, or the one already stored
  bool already_stored = false;  // its "id" was stored already: nothing written
  // > 0: its engine refused this line (1-based), and nothing was written;
  // `refusal` says why. A script refused is the script's answer, as a line
  // refused is in play: only the store's own failures are the Result's error.
  int refused_line = 0;
  Message refusal;
};

class Store {
 public:
  // Creates directories as needed and migrates to the current schema. A
  // corrupt or non-SQLite file is never written to.
  static OpenResult open(const std::string& path);
  static OpenResult open(const std::string& path, const StoreOptions& options);
  static std::unique_ptr<Store> open_in_memory();
  virtual ~Store() = default;

  virtual bool read_only() const = 0;
  virtual std::string path() const = 0;
  // Starts a check deferred by StoreOptions::defer_background_check.
  virtual void start_background_check() = 0;
  // The background check has started and has no verdict yet (writes go to
  // the write-ahead log meanwhile, connection.hpp).
  virtual bool background_check_running() const { return false; }

  // Players: stable identities that can be renamed.
  virtual Rows<PlayerRecord> players() const = 0;
  virtual Result<> rename_player(std::int64_t id, const std::string& new_name) = 0;
  // Two records found to be one person: `from`'s games move to `into`, and
  // `from`'s name, typed in a new game, seats `into`. Refused when both sat
  // at the same game.
  virtual Result<> merge_players(std::int64_t from, std::int64_t into) = 0;
  // The players `from` can be merged into: every other player who never sat
  // at a game with `from` (games in the bin count: their seats move too).
  virtual Rows<PlayerRecord> merge_targets(std::int64_t from) const = 0;

  // Games. Summaries name players by their current name; a game's session,
  // round points and export keep the names it was played under, so its
  // script always replays.
  // The games shown, the last started first (listed_before): an imported
  // game sits where its script's start puts it.
  virtual Rows<GameSummary> games() const = 0;
  // The unfinished game played last, nullopt when there is none.
  virtual Result<std::optional<std::int64_t>> latest_unfinished() const = 0;
  // Soft delete (db/005): the game and every row of it stay in the file but
  // leave every list and statistic until restore_game brings it back exactly
  // as it was. Refused for no such game, a read-only file, a busy one.
  virtual Result<> delete_game(std::int64_t id) = 0;
  virtual Result<> restore_game(std::int64_t id) = 0;
  // A finished game's end ("...Z") as another copy of it knew it: the
  // simulated table of `flipside demo-data`, a backup's game taken in
  // (store/backup_games.hpp). An import keeps no end: a script holds none.
  virtual Result<> set_end(std::int64_t id, const std::string& ended_at) = 0;
  // The bin: every deleted game (restore_game brings any back), the last
  // deleted first.
  virtual Rows<GameSummary> deleted_games() const = 0;
  // Empties the bin of the games `ids` that are still in it (a game restored
  // meanwhile stays): their rows are deleted for good, in one transaction.
  // Statistics do not change (a deleted game was already out of them).
  // Gives how many went.
  virtual Result<int> empty_bin(const std::vector<std::int64_t>& ids) = 0;
  // A game never null on success.
  virtual Result<std::unique_ptr<OpenGame>> create_game(const ScriptHeader& header) = 0;
  virtual Result<std::unique_ptr<OpenGame>> open_game(std::int64_t id) = 0;

  // Statistics support: points per finished round, per player.
  virtual Rows<RoundSummary> round_points(std::int64_t game_id) const = 0;
  // What statistics count (core/stats.hpp), read from what each game wrote
  // when it ended (results, seat counters): the finished games the filter's
  // game and dates select, oldest first, and the counters summed per player.
  virtual Result<stats::Input> stats_input(const stats::Filter& filter) const = 0;

  // Scripts (../shared/contract/game-script.md) and backups. A stored game
  // whose rows do not make a script that replays (a hand-edited file) is
  // refused with the reason rather than written out broken.
  virtual Result<std::string> export_script(std::int64_t game_id) const = 0;
  // Checks the script with its engine and stores it, all or nothing
  // (Imported says which). A script whose header "id" is already stored (in
  // the bin too) is that same game, never a second copy: nothing is written
  // and the stored game's number comes back.
  virtual Result<Imported> import_script(std::istream& in) = 0;
  virtual Result<> backup(const std::string& destination) const = 0;  // SQLite online backup
  // A number that changes when another connection (the app, a command, in
  // this process or another) commits to the file (PRAGMA data_version), so
  // a reader can follow the file cheaply; nullopt when it cannot be read.
  virtual std::optional<std::int64_t> data_version() const { return std::nullopt; }
};

}  // namespace flipside::store
