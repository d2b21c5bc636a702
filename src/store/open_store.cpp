// Opening a database file (store.hpp: Store::open). The rules, in order:
// - the folder is created as needed (not for a read-only open); if it cannot
//   be, say so;
// - an existing file is looked at through a read-only SQLite connection
//   BEFORE any read-write open (which could already replay a journal into
//   it), inside one read transaction so that every answer describes the same
//   state of the file even while another process writes it:
//   - SQLite must recognise it (else "not an SQLite file");
//   - it must be FlipSide's: stamped with kApplicationId, or an older
//     FlipSide file recognised by its tables, or an SQLite file with nothing
//     in it. Anything else is another program's file and is never written;
//   - it must pass PRAGMA quick_check. Damage is only ever judged by
//     SQLite's own answer, never by comparing sizes taken at different
//     moments (a checkpoint in another process moves them).
//   A refused file is never written to, and a free path beside it is offered
//   for a fresh database. quick_check of a large file runs in the background
//   instead, and the first write waits for it (connection.hpp);
// - a schema newer than this FlipSide knows is opened read-only;
// - otherwise it is opened read-write in WAL mode with synchronous=FULL and
//   migrated to the current schema.
//
// No descriptor of the database file is ever opened here outside SQLite.
// POSIX advisory locks belong to a process and a file, not to a descriptor:
// closing ANY descriptor of the file (an ifstream that read the magic bytes,
// say) silently drops every lock SQLite's connections in this process hold
// on it. The next process to close its connection then believes it is the
// last one and deletes the write-ahead log under us, and every entry saved
// afterwards is lost (SQLite's "How To Corrupt An SQLite Database File",
// section 2.2). Existence and size come from stat(), which opens nothing.
#include <chrono>
#include <filesystem>
#include <thread>

#include <sqlite3.h>

#include "store/migrations.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace fs = std::filesystem;

namespace {

OpenResult failed(Message why) { return why; }

// The keys of a file open() will not use because of what it holds: their
// last argument is the free name offered for a fresh database beside it.
constexpr std::string_view kDamagedKeys[] = {"store.not_flipside", "store.corrupt", "store.not_sqlite"};

OpenResult damaged(const std::string& path, Message why) {
  why.args.push_back(Arg::text_arg(fresh_path_beside(path)));
  return why;
}

OpenResult ready(std::shared_ptr<Connection> connection, std::optional<Message> warning = std::nullopt) {
  return Opened{std::make_unique<SqliteStore>(std::move(connection)), std::move(warning)};
}

OpenResult open_writable(const std::string& path, int busy_timeout_ms, const UpgradeWatcher& watch = {}) {
  std::string not_writable;
  auto db = open_read_write(path, busy_timeout_ms, &not_writable, watch);
  if (!db) return failed(msg("store.not_writable", path, not_writable));
  return ready(std::make_shared<Connection>(std::move(db), path, busy_timeout_ms));
}

bool exists(const std::string& path) {
  std::error_code ec;
  return fs::exists(path, ec);
}

// Reading a WAL-mode file creates its -wal and -shm companions; if the file
// is refused as not FlipSide's or damaged (a file no FlipSide uses), the ones
// this look created are removed again so that nothing new is left beside it.
class Companions {
 public:
  explicit Companions(const std::string& path)
      : path_(path), had_wal_(exists(path + "-wal")), had_shm_(exists(path + "-shm")) {}
  bool had_wal() const { return had_wal_; }
  void remove_new_ones() const {
    std::error_code ec;
    if (!had_wal_ && fs::file_size(path_ + "-wal", ec) == 0) fs::remove(path_ + "-wal", ec);
    if (!had_shm_) fs::remove(path_ + "-shm", ec);
  }

 private:
  std::string path_;
  bool had_wal_ = false, had_shm_ = false;
};

// A read-only connection whose first read has succeeded. In a folder where
// SQLite cannot create the -shm of a WAL file (a read-only folder) and no
// -wal exists, no process can be writing the file (a writer would need to
// create that -wal), so it is read as immutable: no locks, no -shm.
std::unique_ptr<Database> open_for_reading(const std::string& path, const Companions& companions,
                                           int busy_timeout_ms) {
  auto db = std::make_unique<Database>(path, Database::Mode::kReadOnly);
  try {
    configure(*db, busy_timeout_ms);  // PRAGMA synchronous already reads the schema
    db->pragma_int("SELECT COUNT(*) FROM sqlite_master");
    return db;
  } catch (const SqliteError& e) {
    const int code = e.primary_code();
    if ((code != SQLITE_READONLY && code != SQLITE_CANTOPEN) || companions.had_wal() || exists(path + "-wal"))
      throw;
  }
  db = std::make_unique<Database>(path, Database::Mode::kImmutable);
  configure(*db, busy_timeout_ms);
  return db;
}

enum class Identity { kEmpty, kFlipSide, kForeign };

// Whose file this is. FlipSide stamps its files (kApplicationId); files made
// before the stamp are recognised by schema version 1+ and FlipSide's tables.
Identity identify(Database& db, std::int64_t version) {
  const std::int64_t application_id = db.pragma_int("PRAGMA application_id");
  if (application_id == kApplicationId) return Identity::kFlipSide;
  if (application_id != 0) return Identity::kForeign;
  const std::int64_t objects = db.pragma_int("SELECT COUNT(*) FROM sqlite_master");
  if (objects == 0 && version == 0) return Identity::kEmpty;
  const std::int64_t ours = db.pragma_int(
      "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND "
      "name IN ('players', 'games', 'seats', 'events', 'round_points')");
  return version >= 1 && ours == 5 ? Identity::kFlipSide : Identity::kForeign;
}

// Nothing stored yet and nothing may be written: an empty store in memory
// that answers "no games" under the file's name, and leaves no file behind.
OpenResult empty_for_reading(const std::string& path) {
  std::string ignored;
  auto db = open_read_write(":memory:", kDefaultBusyTimeoutMs, &ignored);
  return ready(std::make_shared<Connection>(std::move(db), path, kDefaultBusyTimeoutMs, ReadOnly::kRequested,
                                            nullptr));
}

// Read-only by request: the file as it is (a newer schema's read-only stays
// the warning it is). A file that still needs a migration is brought up to
// date read-write when it can be, since every read assumes the current
// schema; where it cannot (a read-only file), it is read as is.
OpenResult open_for_request(std::unique_ptr<Database> db, const std::string& path, std::int64_t version,
                            const StoreOptions& options) {
  if (version < current_schema_version()) {
    try {
      std::string not_writable;
      if (open_read_write(path, options.busy_timeout_ms, &not_writable, options.on_upgrade)) {  // migrated, and closed again
        db = std::make_unique<Database>(path, Database::Mode::kReadOnly);
        configure(*db, options.busy_timeout_ms);
      }
    } catch (const SqliteError&) {
      // Not writable here: read what there is.
    }
  }
  return ready(std::make_shared<Connection>(std::move(db), path, options.busy_timeout_ms, ReadOnly::kRequested,
                                            nullptr));
}

// An existing, non-empty file: looked at read-only first (see the rules above).
OpenResult open_existing(const std::string& path, std::uintmax_t size, const StoreOptions& options) {
  Companions companions(path);
  auto refuse = [&](OpenResult r) {
    companions.remove_new_ones();
    return r;
  };
  try {
    auto db = open_for_reading(path, companions, options.busy_timeout_ms);
    std::int64_t version = 0;
    Identity identity = Identity::kEmpty;
    bool check_now = false;
    bool in_wal = false;
    {
      Transaction snapshot(*db, Transaction::Kind::kRead);
      version = db->pragma_int("PRAGMA user_version");
      identity = identify(*db, version);
      if (identity == Identity::kForeign) return refuse(damaged(path, msg("store.not_flipside", path)));
      // An older file is checked whole before it is upgraded (the upgrade
      // writes it): the first thing an upgrade's watcher hears of.
      const bool upgrade = identity == Identity::kFlipSide && version >= 1 && version < current_schema_version();
      check_now = identity == Identity::kEmpty || size <= options.check_before_open_max_bytes ||
                  version < current_schema_version();
      if (upgrade && options.on_upgrade && !options.on_upgrade(UpgradeProgress{UpgradeProgress::Stage::kChecking}))
        throw UpgradeStopped{};
      if (check_now) {
        std::string verdict = db->pragma_text("PRAGMA quick_check");
        if (verdict != "ok") return refuse(damaged(path, msg("store.corrupt", path, verdict)));
      }
      in_wal = db->pragma_text("PRAGMA journal_mode") == "wal";
      snapshot.commit();
    }
    if (version > current_schema_version()) {
      return ready(std::make_shared<Connection>(std::move(db), path, options.busy_timeout_ms, ReadOnly::kNewerSchema,
                                                nullptr),
                   msg("store.newer_version", path, version, current_schema_version()));
    }
    if (options.read_only) {
      if (identity == Identity::kEmpty) return refuse(empty_for_reading(path));
      return open_for_request(std::move(db), path, version, options);
    }
    if (check_now) {
      db.reset();
      return open_writable(path, options.busy_timeout_ms, options.on_upgrade);
    }
    auto check = options.checked_elsewhere
                     ? std::unique_ptr<IntegrityCheck>()
                     : std::make_unique<IntegrityCheck>(
                           path, options.busy_timeout_ms,
                           options.defer_background_check ? IntegrityCheck::Start::kDeferred : IntegrityCheck::Start::kNow,
                           options.before_background_check);
    return ready(std::make_shared<Connection>(std::move(db), path, options.busy_timeout_ms, ReadOnly::kNo,
                                              std::move(check), in_wal));
  } catch (const UpgradeStopped&) {
    return failed(msg("store.upgrade_stopped", path));  // rolled back: the file as it was
  } catch (const SqliteError& e) {
    int code = e.primary_code();
    if (code == SQLITE_NOTADB) return refuse(damaged(path, msg("store.not_sqlite", path)));
    if (code == SQLITE_CORRUPT) return refuse(damaged(path, msg("store.corrupt", path, e.what())));
    // A FlipSide file that cannot be read just now may be in use by another
    // FlipSide: its -wal and -shm are left alone, whoever made them.
    if (code == SQLITE_BUSY || code == SQLITE_LOCKED) return failed(msg("store.busy", path));
    if (code == SQLITE_CANTOPEN || code == SQLITE_READONLY || code == SQLITE_PERM)
      return failed(msg("store.not_writable", path, e.what()));
    return failed(msg("store.cannot_open", path, e.what()));
  }
}

}  // namespace

// How long a new file's open waits before looking again when another
// FlipSide is making the same file (Store::open).
constexpr int kNewFileRetryMs = 50;

std::string fresh_path_offered(const Message& open_failure) {
  for (std::string_view key : kDamagedKeys)
    if (open_failure.key == key && !open_failure.args.empty()) return open_failure.args.back().text;
  return {};
}

OpenResult Store::open(const std::string& path) { return open(path, StoreOptions{}); }

OpenResult Store::open(const std::string& path, const StoreOptions& options) {
  fs::path file(path);
  std::error_code ec;
  if (file.has_parent_path() && !options.read_only) {
    fs::create_directories(file.parent_path(), ec);
    if (ec) return failed(msg("store.cannot_create_dir", file.parent_path().string(), ec.message()));
  }
  // stat() only: nothing of the file is opened outside SQLite. A file that
  // cannot even be looked at (a folder on the way not readable) is an
  // error, never taken for a missing one.
  const fs::file_status status = fs::status(file, ec);
  if (ec && status.type() != fs::file_type::not_found) return failed(msg("store.cannot_open", path, ec.message()));
  if (fs::is_directory(status)) return failed(msg("store.is_directory", path));
  std::uintmax_t size = 0;
  if (fs::exists(status)) {
    size = fs::file_size(file, ec);
    if (ec) return failed(msg("store.cannot_open", path, ec.message()));
  }
  if (size > 0) return open_existing(path, size, options);
  // A new (or empty) file: nothing there to protect.
  if (options.read_only) return empty_for_reading(path);
  for (int attempt = 1;; ++attempt) {
    try {
      return open_writable(path, options.busy_timeout_ms);
    } catch (const SqliteError& e) {
      int code = e.primary_code();
      if (code == SQLITE_CANTOPEN || code == SQLITE_READONLY || code == SQLITE_PERM)
        return failed(msg("store.not_writable", path, e.what()));
      // Another FlipSide is making the same new file at this moment (two
      // imports started together): SQLite answers busy at once, without
      // waiting, while the file turns WAL under it. Once made, the file is
      // an existing one, opened as such, which waits for the other.
      if (code != SQLITE_BUSY || attempt * kNewFileRetryMs >= options.busy_timeout_ms)
        return failed(storage_error(e, path));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(kNewFileRetryMs));
    size = fs::file_size(file, ec);
    if (!ec && size > 0) return open_existing(path, size, options);
  }
}

std::unique_ptr<Store> Store::open_in_memory() {
  std::string ignored;
  auto db = open_read_write(":memory:", kDefaultBusyTimeoutMs, &ignored);
  return std::make_unique<SqliteStore>(std::make_shared<Connection>(std::move(db), ":memory:", kDefaultBusyTimeoutMs));
}

Message storage_error(const SqliteError& error, const std::string& path, Writing writing) {
  const bool import = writing == Writing::kImport;
  switch (error.primary_code()) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return msg("store.busy", path);
    case SQLITE_FULL: return msg(import ? "store.import_disk_full" : "store.disk_full", path);
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN: return msg("store.not_writable", path, error.what());
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return msg(import ? "store.import_damaged" : "store.damaged_in_use", path, error.what());
    case SQLITE_IOERR: return msg("store.io_error", path, error.what());
    default: return msg("store.failed", error.what());
  }
}

std::string compact(const nlohmann::json& line) {
  return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace flipside::store
