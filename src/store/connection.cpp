#include "store/connection.hpp"

#include <chrono>
#include <sqlite3.h>
#include <sys/resource.h>
#include <unistd.h>

#include "store/migrations.hpp"
#include "store/store.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {

IntegrityCheck::IntegrityCheck(const std::string& path, int busy_timeout_ms, Start when,
                               std::function<void()> before_check)
    : path_(path), busy_timeout_ms_(busy_timeout_ms), before_check_(std::move(before_check)) {
  if (when == Start::kNow) start();
}

void IntegrityCheck::start() {
  if (started_) return;
  started_ = true;
  thread_ = std::thread([this] {
    struct Finished {
      std::atomic<bool>& flag;
      ~Finished() { flag = true; }
    } finished{finished_};
    // The check reads the whole file: at the lowest priority, so the
    // app's first frames (and the table) get the cores first.
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 19);
    if (before_check_) before_check_();
    try {
      Database db(path_, Database::Mode::kReadOnly);
      db.set_busy_timeout(busy_timeout_ms_);
      {
        // From here the destructor can interrupt it: quick_check walks a
        // b-tree inside one VDBE step, so a progress handler alone would
        // let a store that closes (the app quitting) wait for the whole file.
        std::lock_guard lock(running_mutex_);
        if (cancelled_) return;
        running_ = db.raw();
      }
      struct Done {
        IntegrityCheck* check;
        ~Done() {
          std::lock_guard lock(check->running_mutex_);
          check->running_ = nullptr;
        }
      } done{this};
      std::string verdict = db.pragma_text("PRAGMA quick_check");
      result_.ok = verdict == "ok";
      result_.damaged = !result_.ok;
      result_.code = SQLITE_CORRUPT;
      result_.detail = verdict;
    } catch (const SqliteError& e) {
      result_.code = e.code();
      result_.damaged = e.primary_code() == SQLITE_CORRUPT || e.primary_code() == SQLITE_NOTADB;
      result_.detail = e.what();
    }
  });
}

IntegrityCheck::~IntegrityCheck() {
  if (!thread_.joinable()) return;
  // sqlite3_interrupt stops only a statement already running: one sent just
  // before quick_check starts stepping is lost, so it is sent again until
  // the thread is done.
  while (!finished_) {
    {
      std::lock_guard lock(running_mutex_);
      cancelled_ = true;
      if (running_) sqlite3_interrupt(running_);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  thread_.join();
}

const IntegrityCheck::Result& IntegrityCheck::wait() {
  start();
  if (thread_.joinable()) thread_.join();
  return result_;
}

void configure(Database& db, int busy_timeout_ms) {
  db.set_busy_timeout(busy_timeout_ms);
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA synchronous = FULL");
  // 32 MiB of page cache (SQLite's default is 2 MiB): a view of Statistics
  // reads the same games' pages in several queries (results, round points,
  // counters), and with the default each one read them from the OS again
  // (demo file: the records view, median 112 -> 92 ms). The
  // memory is taken only as pages are read.
  db.exec("PRAGMA cache_size = -32768");
}

std::unique_ptr<Database> open_read_write(const std::string& file, int busy_timeout_ms, std::string* not_writable,
                                          const UpgradeWatcher& watch) {
  auto db = std::make_unique<Database>(file, Database::Mode::kReadWrite);
  if (db->is_read_only()) {
    *not_writable = "read-only file";
    return nullptr;
  }
  configure(*db, busy_timeout_ms);
  // journal_mode is stored in the file; setting it again is a no-op.
  std::string mode = db->pragma_text("PRAGMA journal_mode = WAL");
  if (mode != "wal" && mode != "memory") {
    *not_writable = "journal mode " + mode;
    return nullptr;
  }
  migrate(*db, 0, &backfill_results, watch);
  return db;
}

Connection::Connection(std::unique_ptr<Database> db, std::string path, int busy_timeout_ms)
    : db_(std::move(db)), path_(std::move(path)), busy_timeout_ms_(busy_timeout_ms), writable_(true) {}

Connection::Connection(std::unique_ptr<Database> db, std::string path, int busy_timeout_ms, ReadOnly why,
                       std::unique_ptr<IntegrityCheck> pending, bool in_wal)
    : db_(std::move(db)), path_(std::move(path)), busy_timeout_ms_(busy_timeout_ms), read_only_(why),
      pending_(std::move(pending)), in_wal_(in_wal) {}

Connection::~Connection() = default;

Result<> Connection::prepare_write() {
  if (read_only()) return msg("store.read_only");
  if (refusal_) return *refusal_;
  if (pending_) {
    // No verdict yet: the write goes on in the log (see the header), the
    // check is started if it was deferred, and a later write asks again.
    if (in_wal_ && !pending_->finished()) {
      pending_->start();
      if (writable_) return {};
      Result<> opened = open_writer();
      if (opened.ok()) hold_checkpoints(true);
      return opened;
    }
    const IntegrityCheck::Result& check = pending_->wait();
    if (check.damaged) {
      refusal_ = msg("store.corrupt", path_, check.detail, fresh_path_beside(path_));
      return *refusal_;  // checkpoints stay held: the file is never written
    }
    if (!check.ok) {  // not a verdict (e.g. busy): check again before the next write
      pending_ = std::make_unique<IntegrityCheck>(path_, busy_timeout_ms_);
      if (writable_) return {};  // still in the log, as before
      return storage_error(SqliteError(check.code, check.detail), path_);
    }
    pending_.reset();
    if (checkpoints_held_) hold_checkpoints(false);
  }
  if (writable_) return {};
  return open_writer();
}

Result<> Connection::open_writer() {
  try {
    std::string not_writable;
    auto writer = open_read_write(path_, busy_timeout_ms_, &not_writable);
    if (!writer) return msg("store.not_writable", path_, not_writable);
    db_ = std::move(writer);  // the read-only connection and its statements go
    writable_ = true;
  } catch (const SqliteError& e) {
    return storage_error(e, path_);
  }
  return {};
}

// wal_autocheckpoint 0: no commit copies the log into the file; NO_CKPT_ON_
// CLOSE: neither does the last connection's close (the log is kept, and the
// next open reads it). Released, both go back to SQLite's defaults.
void Connection::hold_checkpoints(bool hold) {
  db_->exec(hold ? "PRAGMA wal_autocheckpoint = 0" : "PRAGMA wal_autocheckpoint = 1000");
  sqlite3_db_config(db_->raw(), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, hold ? 1 : 0, nullptr);
  checkpoints_held_ = hold;
}

}  // namespace flipside::store
