// Internal to src/store: the SQLite-backed Store and OpenGame, and helpers
// shared by their files. Nothing outside src/store (and its tests) includes it.
#pragma once

#include <functional>

#include <memory>
#include <string>

#include "store/connection.hpp"
#include "store/sqlite_handle.hpp"
#include "store/store.hpp"

namespace flipside::store {

// Thrown inside a write when the game changed since it was loaded (another
// process or window wrote to it): the transaction rolls back.
struct StaleGame {};

std::string now_utc();    // ISO 8601, seconds, "Z"
std::string now_local();  // ISO 8601, seconds, the local UTC offset ("+01:00"): when a game starts

// A storage failure in words: "database is in use", "disk full", ... The
// words name what was lost: the last entry, or the script being imported.
enum class Writing { kEntry, kImport };
Message storage_error(const SqliteError& error, const std::string& path, Writing writing = Writing::kEntry);

// Compact JSON text of a script line, as stored and exported.
std::string compact(const nlohmann::json& line);

// The stored player whose name is `name` as names compare
// (core/name_fold.hpp: case and accents aside), the exact spelling first,
// leaving out the player `except`: its row, and the player its games seat
// (itself, or the one it was merged into). nullopt: none.
struct FoundPlayer {
  std::int64_t row = 0;
  std::int64_t seated = 0;
};
std::optional<FoundPlayer> find_player(Database& db, const std::string& name, std::int64_t except = 0);

// The names of game `id`'s seated players, seat by seat (OpenGame::shown_names).
std::vector<std::string> seated_names(Database& db, std::int64_t id);

// This file's device id in a league (db/011); empty before it joined one.
std::string this_device_id(Database& db);

// A player's names (player_names.cpp). `from`'s games and names become
// `into`'s; refused (nothing changed) when both sat at one game. Their
// names, as shown before the merge, in *from_name and *into_name if given.
Result<> merge_player_rows(Database& db, std::int64_t from, std::int64_t into,
                           std::string* from_name = nullptr, std::string* into_name = nullptr);
// `name` becomes the name `player` is shown under, the one it had kept as
// another name of theirs; `at` and `by` say when and on which device
// (its id; empty before the file joined a league) it was named.
void show_player_as(Database& db, std::int64_t player, const std::string& name, const std::string& at,
                    const std::string& by);
// A rename (`name` to `target`) or a merge (`name` into `target`) made on
// another device of the league, made here: see player_names.cpp for how
// every device ends the same. A refusal (a merge of two players who sat at
// one game here) changes nothing.
struct PlayerChange {
  std::string at;
  bool rename = true;
  std::string name, target;
};
Result<> apply_player_change(Database& db, const PlayerChange& change, const std::string& device);

// A rename or merge made on this device, kept in order (db/012) for the
// league folder's players.json: the other devices make it too (league.cpp).
void log_player_change(Database& db, const std::string& at, const char* kind, const std::string& name,
                       const std::string& target);

// A new game's identity: a random version-4 UUID, lower-case (game_uuid.cpp).
std::string new_game_uuid();

// Writes a new game row and its seats (players found or created by name),
// with the header's id (a new one when it has none).
// The header a game was started with, rebuilt from its rows (nullopt: no
// game `id`); its status and revision too when asked.
std::optional<ScriptHeader> load_header(Database& db, std::int64_t id, std::string* status, std::int64_t* revision);
std::int64_t insert_game(Database& db, const ScriptHeader& header, const std::string& now);

// A checked script's rows (the game, its seats, events, round points and
// status), applying its lines to the fresh `session` as it goes; inside the
// caller's transaction (import, the league). The game's id.
std::int64_t insert_script_rows(Database& db, Session& session, const std::vector<nlohmann::json>& lines);
// The stored game whose identity is `uuid` (its owner device in *origin:
// empty for this device's own), or nullopt.
std::optional<std::int64_t> game_with_uuid(Database& db, const std::string& uuid, std::string* origin);
// A game and every row of it gone for good, its counters out of the
// players' sums first (delete_game.cpp).
void remove_game_rows(Database& db, std::int64_t id);

// The rows one accepted line adds (used by play and by import alike): the
// event, the points of the rounds it closed, and the game's derived status.
void insert_event(Database& db, std::int64_t game_id, std::int64_t seq, const nlohmann::json& line,
                  const std::string& now);
void insert_round_points(Database& db, std::int64_t game_id, const ScriptHeader& header, const Verdict& verdict,
                         std::int64_t seq);
void write_game_status(Database& db, std::int64_t game_id, const Game& game, std::int64_t event_count,
                       const std::string& now);
// Each seat's final total, place and counters (db/003) once the game is
// finished; write_game_status calls it. delete_results takes them away (the
// undo of the line that finished the game).
void write_results(Database& db, std::int64_t game_id, const Game& game);
// After a change to a past entry: every round's points and the game's status
// written anew from the log `lines` (replayed here), whose state is `game`.
void rewrite_derived(Database& db, std::int64_t game_id, const ScriptHeader& header,
                     const std::vector<nlohmann::json>& lines, const Game& game, const std::string& now);
// Hides (deleted) or shows again (restored) one game: the one place that
// does it (db/005), so whatever must follow a deletion (totals kept per
// player) goes here too. False when there is no game `id`; a game already
// in the state asked for is left as it is (true).
bool set_deleted(Database& db, std::int64_t id, bool deleted);
// The changes to past entries kept for undo (db/004), oldest first.
std::vector<Edit> load_edits(Database& db, std::int64_t game_id);
void delete_results(Database& db, std::int64_t game_id);
// The table's work in progress kept for a game (db/008) as it stands at
// `lines` active entries (none for another count, or an older file opened
// read-only), and dropping it (drafts.cpp).
std::optional<nlohmann::json> load_draft(Database& db, std::int64_t game_id, std::size_t lines);
void drop_draft(Database& db, std::int64_t game_id);
// Migrations 3's, 7's and 9's second half (migrations.hpp: AfterMigration):
// results and counters for the games finished before them, by replaying
// them, each game told to `watch` as it is done.
void backfill_results(Database& db, int from, int to, const UpgradeWatcher& watch);

class SqliteStore final : public Store {
 public:
  explicit SqliteStore(std::shared_ptr<Connection> connection) : conn_(std::move(connection)) {}

  bool read_only() const override { return conn_->read_only(); }
  std::string path() const override { return conn_->path(); }
  Connection& connection() const { return *conn_; }  // for the league (league.cpp)
  void start_background_check() override { conn_->start_background_check(); }
  bool background_check_running() const override { return conn_->background_check_running(); }
  Rows<PlayerRecord> players() const override;
  Result<> rename_player(std::int64_t id, const std::string& new_name) override;
  Result<> merge_players(std::int64_t from, std::int64_t into) override;
  Rows<GameSummary> games() const override;
  Result<std::optional<std::int64_t>> latest_unfinished() const override;
  Result<> delete_game(std::int64_t id) override;
  Result<> restore_game(std::int64_t id) override;
  Result<> set_end(std::int64_t id, const std::string& ended_at) override;
  Rows<GameSummary> deleted_games() const override;
  Result<int> empty_bin(const std::vector<std::int64_t>& ids) override;
  Rows<PlayerRecord> merge_targets(std::int64_t from) const override;
  Result<std::unique_ptr<OpenGame>> create_game(const ScriptHeader& header) override;
  Result<std::unique_ptr<OpenGame>> open_game(std::int64_t id) override;
  Rows<RoundSummary> round_points(std::int64_t game_id) const override;
  Result<stats::Input> stats_input(const stats::Filter& filter) const override;
  Result<std::string> export_script(std::int64_t game_id) const override;
  Result<Imported> import_script(std::istream& in) override;
  Result<> backup(const std::string& destination) const override;
  std::optional<std::int64_t> data_version() const override;

 private:
  // Runs a read; a SQLite failure becomes the rows' error.
  template <typename T, typename Body>
  Rows<T> read_rows(Body body) const {
    std::vector<T> rows;
    try {
      body(rows);
    } catch (const SqliteError& e) {
      return read_error(e);
    }
    return rows;
  }
  Message read_error(const SqliteError& e) const;
  // games() (in_bin false) and deleted_games() (true).
  Rows<GameSummary> read_games(bool in_bin) const;
  // Stores one checked script in one transaction, applying its lines to the
  // fresh `session` as it goes; throws SqliteError (rolled back).
  // A game already stored with the header's id is left as it is: its
  // number comes back, marked already_stored.
  Imported write_imported(Session& session, const std::vector<nlohmann::json>& lines);
  // delete_game and restore_game: one transaction around set_deleted.
  Result<> change_deleted(std::int64_t id, bool deleted);

  std::shared_ptr<Connection> conn_;
};

class SqliteOpenGame final : public OpenGame {
 public:
  SqliteOpenGame(std::shared_ptr<Connection> connection, std::int64_t id, std::unique_ptr<Session> session,
                 std::int64_t revision, std::string status, std::optional<nlohmann::json> draft = std::nullopt)
      : conn_(std::move(connection)), id_(id), session_(std::move(session)), revision_(revision),
        status_(std::move(status)), draft_(std::move(draft)) {}

  std::int64_t id() const override { return id_; }
  const Session& session() const override { return *session_; }
  Verdict apply(const nlohmann::json& line) override;
  bool can_undo() const override { return writable() && session_->can_undo(); }
  bool can_redo() const override { return writable() && session_->can_redo(); }
  bool changeable() const override { return writable(); }
  Result<> undo() override;
  Result<> redo() override;
  Result<> abandon() override;
  Result<> edit(std::size_t index, const nlohmann::json& line) override;
  std::optional<nlohmann::json> draft() const override { return draft_; }
  Result<> keep_draft(const nlohmann::json& draft) override;  // drafts.cpp
  std::vector<std::string> shown_names() const override;

 private:
  Result<> undo_edit();
  Result<> redo_edit();
  Result<> write_edit(std::size_t index, const nlohmann::json& line, bool redone);
  bool writable() const { return !conn_->read_only() && status_ != "abandoned" && origin_.empty(); }
  // Done when this game may be changed; else why not.
  Result<> refuse_change();
  void bump_revision();
  // One change = one write transaction that bumps the revision; done when
  // committed, else why (and nothing was written).
  Result<> commit_change(const std::function<void()>& body);
  Message failure(const SqliteError& error) const { return storage_error(error, conn_->path()); }

  std::shared_ptr<Connection> conn_;
  std::int64_t id_;
  std::unique_ptr<Session> session_;
  std::int64_t revision_;
  std::string status_;
  std::optional<nlohmann::json> draft_;  // as on disk

 public:
  // The device that owns the game (db/011), empty for this device's own: a
  // game from another device of the league is read-only here.
  std::string origin_;
  std::vector<std::string> shown_;  // shown_names(), read when the game is opened
};

}  // namespace flipside::store
