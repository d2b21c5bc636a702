// The database connection a Store and its open games share, and the rule
// that protects a damaged file: nothing is ever written to an existing file
// before PRAGMA quick_check has passed on it.
//
// quick_check reads the whole file (about 3 ms per MB here), so for a large
// database it runs on a background thread while FlipSide starts on a
// read-only connection: the latest game can be shown and resumed at once.
// Small files are checked before Store::open returns.
//
// The first entry after a launch must not wait for that check (a 313 MB file
// takes about a second). FlipSide files are in WAL mode, where a commit only
// appends to the write-ahead log and the database file itself is written
// by checkpoints alone. So a write that comes before the verdict opens the
// connection read-write with checkpoints held back (none automatic, none on
// close): each entry is committed, durably, in the log, and the file stays
// byte for byte as it was until the check passes and checkpoints resume. A
// damaged verdict refuses every later write and keeps holding them, so a
// damaged file is never written; what was entered meanwhile stays in its log.
// A file that is not in WAL mode, or a check that ended without a verdict
// (busy), makes the write wait as before.
#pragma once

#include <atomic>
#include <functional>
#include <mutex>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "core/message.hpp"
#include "store/sqlite_handle.hpp"
#include "store/store.hpp"

namespace flipside::store {

// quick_check on its own read-only connection and thread; interrupted if
// the store closes first. A deferred check starts on
// start() or wait(), whichever comes first.
class IntegrityCheck {
 public:
  enum class Start { kNow, kDeferred };
  IntegrityCheck(const std::string& path, int busy_timeout_ms, Start when = Start::kNow,
                 std::function<void()> before_check = {});
  ~IntegrityCheck();
  IntegrityCheck(const IntegrityCheck&) = delete;
  IntegrityCheck& operator=(const IntegrityCheck&) = delete;

  struct Result {
    bool ok = false;
    bool damaged = false;  // corrupt: never write; otherwise e.g. busy
    int code = 0;
    std::string detail;
  };
  void start();
  const Result& wait();
  // Started and done: wait() would not block.
  bool finished() const { return started_ && finished_; }
  bool running() const { return started_ && !finished_; }

 private:
  std::string path_;
  int busy_timeout_ms_;
  std::function<void()> before_check_;  // StoreOptions::before_background_check
  std::mutex running_mutex_;  // guards the two below
  bool cancelled_ = false;
  sqlite3* running_ = nullptr;  // the check's connection while it runs
  std::atomic<bool> finished_{false};  // the thread has nothing left to do
  bool started_ = false;  // start() and wait() come from the owner's thread
  Result result_;
  std::thread thread_;
};

// Connection settings for every read-write connection: WAL, synchronous=FULL
// (each commit is on disk before apply() returns), foreign keys, busy timeout.
// Throws SqliteError; *not_writable is set when the file opened read-only.
// An older file is upgraded first, `watch` told how it goes (UpgradeStopped
// thrown when it says stop: nothing written).
std::unique_ptr<Database> open_read_write(const std::string& file, int busy_timeout_ms, std::string* not_writable,
                                          const UpgradeWatcher& watch = {});
void configure(Database& db, int busy_timeout_ms);

// Why a connection does not write, for good.
enum class ReadOnly {
  kNo,           // writes (possibly once a pending check passes)
  kNewerSchema,  // a newer FlipSide's file: viewing and exporting only
  kRequested,    // a command that only reads (StoreOptions::read_only)
};

class Connection {
 public:
  // Ready for writing (a new or already checked file, or ":memory:").
  Connection(std::unique_ptr<Database> db, std::string path, int busy_timeout_ms);
  // Read-only: for good (`why`), or until `pending` passes. `in_wal`: the
  // file is in WAL mode, so writes may go on in its log meanwhile.
  Connection(std::unique_ptr<Database> db, std::string path, int busy_timeout_ms, ReadOnly why,
             std::unique_ptr<IntegrityCheck> pending, bool in_wal = false);
  ~Connection();

  Database& db() { return *db_; }
  const std::string& path() const { return path_; }
  bool read_only() const { return read_only_ != ReadOnly::kNo; }

  // Call before any write: done when the connection can write now;
  // otherwise why not (read-only, damaged file, cannot reopen).
  Result<> prepare_write();
  // A deferred background check (StoreOptions::defer_background_check) starts now.
  void start_background_check() {
    if (pending_) pending_->start();
  }
  // Writes go to the write-ahead log only (the check has no verdict yet, or
  // found the file damaged): nothing may copy the log into the file.
  bool checkpoints_held() const { return checkpoints_held_; }
  bool background_check_running() const { return pending_ && pending_->running(); }

 private:
  std::unique_ptr<Database> db_;
  std::string path_;
  int busy_timeout_ms_;
  ReadOnly read_only_ = ReadOnly::kNo;
  bool writable_ = false;
  std::unique_ptr<IntegrityCheck> pending_;
  bool in_wal_ = false;
  bool checkpoints_held_ = false;
  std::optional<Message> refusal_;  // once damaged, always refused

  Result<> open_writer();
  void hold_checkpoints(bool hold);
};

}  // namespace flipside::store
