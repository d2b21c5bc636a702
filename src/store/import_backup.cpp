// Importing a game script (all or nothing: checked by its engine first, then
// written in one transaction) and SQLite online backups.
#include <chrono>
#include <filesystem>
#include <thread>

#include <sqlite3.h>

#include "core/replay.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace fs = std::filesystem;

Result<Imported> SqliteStore::import_script(std::istream& in) {
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  std::vector<nlohmann::json> lines;
  ReplayResult checked = replay_script(in, [&](const nlohmann::json& line) { lines.push_back(line); });
  if (checked.status != ReplayResult::Status::kAccepted) {
    // A line its engine refused is the script's answer; a script that
    // cannot be read as far as a line (line 0) is the failure.
    if (checked.line <= 0) return checked.error;
    Imported refused;
    refused.refused_line = checked.line;
    refused.refusal = checked.error;
    return refused;
  }
  // A session replays the lines once more to learn which line closed which
  // round: the round points go in with the events, as in play.
  Message not_started;
  auto session = Session::start(checked.game->header(), &not_started);
  if (!session) return not_started;
  try {
    return write_imported(*session, lines);
  } catch (const SqliteError& e) {
    Message error = storage_error(e, conn_->path(), Writing::kImport);
    // The rolled-back transaction may have grown the write-ahead log on a
    // disk that was already short of space: give that space back, so a
    // refused import leaves the disk as it found it.
    // (Not while checkpoints are held: the file waits for its check.)
    try {
      if (!conn_->checkpoints_held()) conn_->db().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (const SqliteError&) {
      // Another connection is reading: its last close truncates the log.
    }
    return error;
  }
}

std::int64_t insert_script_rows(Database& db, Session& session, const std::vector<nlohmann::json>& lines) {
  const ScriptHeader& header = session.header();
  const std::string now = now_utc();
  std::int64_t id = insert_game(db, header, now);
  std::int64_t seq = 0;
  for (const auto& line : lines) {
    Verdict verdict = session.apply(line);
    ++seq;
    insert_event(db, id, seq, line, now);
    insert_round_points(db, id, header, verdict, seq);
  }
  write_game_status(db, id, session.game(), seq, now);
  {
    // A script says when its game started, never when it ended: the import's
    // time is not its end. No end, so History shows no length for it.
    auto q = db.query("UPDATE games SET ended_at = NULL WHERE id = ?1");
    q->bind(1, id);
    q->run();
  }
  return id;
}

Result<> SqliteStore::set_end(std::int64_t id, const std::string& ended_at) {
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  try {
    auto q = conn_->db().query("UPDATE games SET ended_at = ?2 WHERE id = ?1 AND status = 'finished'");
    q->bind(1, id);
    q->bind(2, ended_at);
    q->run();
    if (conn_->db().changes() == 0) return msg("store.no_such_game", id);
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
  return {};
}

std::optional<std::int64_t> game_with_uuid(Database& db, const std::string& uuid, std::string* origin) {
  auto q = db.query("SELECT id, origin FROM games WHERE uuid = ?1");
  q->bind(1, uuid);
  if (!q->step()) return std::nullopt;
  if (origin) *origin = q->text(1);
  return q->int64(0);
}

Imported SqliteStore::write_imported(Session& session, const std::vector<nlohmann::json>& lines) {
  const ScriptHeader& header = session.header();
  Transaction tx(conn_->db());
  if (!header.id.empty()) {
    // Under the write lock: two imports of one game at once store it once.
    if (auto stored = game_with_uuid(conn_->db(), header.id, nullptr)) {
      Imported there;
      there.id = *stored;
      there.already_stored = true;
      return there;  // nothing written: the transaction rolls back
    }
  }
  Imported stored;
  stored.id = insert_script_rows(conn_->db(), session, lines);
  tx.commit();
  return stored;
}

Result<> SqliteStore::backup(const std::string& destination) const {
  std::error_code ec;
  if (fs::exists(destination, ec)) return msg("store.backup_exists", destination);
  fs::path target(destination);
  if (target.has_parent_path()) {
    fs::create_directories(target.parent_path(), ec);
    if (ec) return msg("store.cannot_create_dir", target.parent_path().string(), ec.message());
  }
  std::optional<Message> problem;
  try {
    Database out(destination, Database::Mode::kReadWrite);
    sqlite3_backup* job = sqlite3_backup_init(out.raw(), "main", conn_->db().raw(), "main");
    if (!job) out.fail(sqlite3_errcode(out.raw()));
    // One step copies everything; a writer in another process can make it
    // busy for a moment, so retry for as long as a write would wait.
    int rc = SQLITE_OK;
    for (int waited_ms = 0;; waited_ms += 10) {
      rc = sqlite3_backup_step(job, -1);
      if ((rc != SQLITE_BUSY && rc != SQLITE_LOCKED) || waited_ms >= kDefaultBusyTimeoutMs) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    sqlite3_backup_finish(job);
    if (rc != SQLITE_DONE) {
      problem = rc == SQLITE_BUSY || rc == SQLITE_LOCKED ? msg("store.busy", conn_->path())
                                                         : msg("store.backup_failed", destination, sqlite3_errstr(rc));
    }
  } catch (const SqliteError& e) {
    problem = msg("store.backup_failed", destination, e.what());
  }
  if (problem) {
    // Never leave a half-written backup that looks like a good one.
    fs::remove(destination, ec);
    fs::remove(destination + "-journal", ec);
    return *problem;
  }
  return {};
}

}  // namespace flipside::store
