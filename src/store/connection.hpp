// The database connection a Store and its open games share, and the rule
// that protects a damaged file: nothing is ever written to an existing file
// before PRAGMA quick_check has passed on it.
//
// quick_check reads the whole file (about 3 ms per MB here), so for a large
// database it runs on a background thread while FlipSide starts on a
// read-only connection: the latest game can be shown and resumed at once,
// and the first write waits for the check's verdict before the connection
// is reopened read-write. Small files are checked before Store::open returns.
#pragma once

#include <atomic>
#include <mutex>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "core/message.hpp"
#include "store/sqlite_handle.hpp"

namespace flipside::store {

// quick_check on its own read-only connection and thread; interrupted if
// the store closes first. A deferred check starts on
// start() or wait(), whichever comes first.
class IntegrityCheck {
 public:
  enum class Start { kNow, kDeferred };
  IntegrityCheck(const std::string& path, int busy_timeout_ms, Start when = Start::kNow);
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

 private:
  std::string path_;
  int busy_timeout_ms_;
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
std::unique_ptr<Database> open_read_write(const std::string& file, int busy_timeout_ms, std::string* not_writable);
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
  // Read-only: for good (`why`), or until `pending` passes.
  Connection(std::unique_ptr<Database> db, std::string path, int busy_timeout_ms, ReadOnly why,
             std::unique_ptr<IntegrityCheck> pending);
  ~Connection();

  Database& db() { return *db_; }
  const std::string& path() const { return path_; }
  bool read_only() const { return read_only_ != ReadOnly::kNo; }

  // Call before any write: nullopt when the connection can write now;
  // otherwise why not (read-only, damaged file, cannot reopen).
  std::optional<Message> prepare_write();
  // A deferred background check (StoreOptions::defer_background_check) starts now.
  void start_background_check() {
    if (pending_) pending_->start();
  }

 private:
  std::unique_ptr<Database> db_;
  std::string path_;
  int busy_timeout_ms_;
  ReadOnly read_only_ = ReadOnly::kNo;
  bool writable_ = false;
  std::unique_ptr<IntegrityCheck> pending_;
  std::optional<Message> refusal_;  // once damaged, always refused
};

}  // namespace flipside::store
