// Opening a database file (store.hpp: Store::open). The rules, in order:
// - the folder is created as needed; if it cannot be, say so;
// - an existing file is looked at read-only BEFORE any read-write open
//   (which could already replay a journal into it): it must start with the
//   SQLite magic bytes, its schema must parse, it must not be cut short, and
//   it must pass PRAGMA quick_check. Otherwise it is reported as damaged,
//   never written to, and a free path beside it is offered for a fresh
//   database. quick_check of a large file runs in the background instead,
//   and the first write waits for it (connection.hpp);
// - a schema newer than this FlipSide knows is opened read-only;
// - otherwise it is opened read-write in WAL mode with synchronous=FULL and
//   migrated to the current schema.
#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <sqlite3.h>

#include "store/migrations.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace fs = std::filesystem;

namespace {

constexpr std::array<char, 16> kSqliteMagic = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                               'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};

OpenResult failed(Message why) {
  OpenResult r;
  r.error = std::move(why);
  return r;
}

OpenResult damaged(const std::string& path, Message why) {
  OpenResult r;
  r.error = std::move(why);
  r.fresh_path = fresh_path_beside(path);
  r.error.args.push_back(Arg::text_arg(r.fresh_path));
  return r;
}

OpenResult ready(std::shared_ptr<Connection> connection) {
  OpenResult r;
  r.store = std::make_unique<SqliteStore>(std::move(connection));
  return r;
}

OpenResult open_writable(const std::string& path, int busy_timeout_ms) {
  std::string not_writable;
  auto db = open_read_write(path, busy_timeout_ms, &not_writable);
  if (!db) return failed(msg("store.not_writable", path, not_writable));
  return ready(std::make_shared<Connection>(std::move(db), path, busy_timeout_ms));
}

// Reading a WAL-mode file creates its -wal and -shm companions; if the file
// is refused, the ones this look created are removed again so that nothing
// new is left beside it.
class Companions {
 public:
  explicit Companions(const std::string& path) : path_(path) {
    std::error_code ec;
    had_wal_ = fs::exists(path + "-wal", ec);
    had_shm_ = fs::exists(path + "-shm", ec);
  }
  bool hot_wal() const {
    std::error_code ec;
    return had_wal_ && fs::file_size(path_ + "-wal", ec) > 0;
  }
  void remove_new_ones() const {
    std::error_code ec;
    if (!had_wal_ && fs::file_size(path_ + "-wal", ec) == 0) fs::remove(path_ + "-wal", ec);
    if (!had_shm_) fs::remove(path_ + "-shm", ec);
  }

 private:
  std::string path_;
  bool had_wal_ = false, had_shm_ = false;
};

// An existing, non-empty file: looked at read-only first (see the rules above).
OpenResult open_existing(const std::string& path, std::uintmax_t size, const StoreOptions& options) {
  std::array<char, 16> head{};
  std::ifstream file(path, std::ios::binary);
  if (!file) return failed(msg("store.cannot_open", path, std::strerror(errno)));
  file.read(head.data(), head.size());
  if (file.gcount() != static_cast<std::streamsize>(head.size()) || head != kSqliteMagic)
    return damaged(path, msg("store.not_sqlite", path));

  Companions companions(path);
  auto refuse = [&](OpenResult r) {
    companions.remove_new_ones();
    return r;
  };
  try {
    auto db = std::make_unique<Database>(path, Database::Mode::kReadOnly);
    configure(*db, options.busy_timeout_ms);
    // Cheap structural checks: the schema parses, and the file is as long
    // as its header says (a cut-short copy), unless pages wait in the WAL.
    db->pragma_int("SELECT COUNT(*) FROM sqlite_master");
    const std::int64_t version = db->pragma_int("PRAGMA user_version");
    const auto expected = static_cast<std::uintmax_t>(db->pragma_int("PRAGMA page_count") *
                                                      db->pragma_int("PRAGMA page_size"));
    if (!companions.hot_wal() && expected > size) return refuse(damaged(path, msg("store.corrupt", path, "truncated")));

    const bool check_now = size <= options.check_before_open_max_bytes || version < current_schema_version();
    if (check_now) {
      std::string verdict = db->pragma_text("PRAGMA quick_check");
      if (verdict != "ok") return refuse(damaged(path, msg("store.corrupt", path, verdict)));
    }
    if (version > current_schema_version()) {
      OpenResult r = ready(std::make_shared<Connection>(std::move(db), path, options.busy_timeout_ms, true, nullptr));
      r.read_only = true;
      r.error = msg("store.newer_version", path, version, current_schema_version());
      return r;
    }
    if (check_now) {
      db.reset();
      return open_writable(path, options.busy_timeout_ms);
    }
    auto check = std::make_unique<IntegrityCheck>(path, options.busy_timeout_ms);
    return ready(std::make_shared<Connection>(std::move(db), path, options.busy_timeout_ms, false, std::move(check)));
  } catch (const SqliteError& e) {
    int code = e.primary_code();
    if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) return refuse(damaged(path, msg("store.corrupt", path, e.what())));
    if (code == SQLITE_BUSY || code == SQLITE_LOCKED) return refuse(failed(msg("store.busy", path)));
    if (code == SQLITE_CANTOPEN || code == SQLITE_READONLY || code == SQLITE_PERM)
      return refuse(failed(msg("store.not_writable", path, e.what())));
    return refuse(failed(msg("store.cannot_open", path, e.what())));
  }
}

}  // namespace

OpenResult Store::open(const std::string& path) { return open(path, StoreOptions{}); }

OpenResult Store::open(const std::string& path, const StoreOptions& options) {
  fs::path file(path);
  std::error_code ec;
  if (file.has_parent_path()) {
    fs::create_directories(file.parent_path(), ec);
    if (ec) return failed(msg("store.cannot_create_dir", file.parent_path().string(), ec.message()));
  }
  if (fs::is_directory(file, ec)) return failed(msg("store.is_directory", path));
  if (fs::exists(file, ec)) {
    auto size = fs::file_size(file, ec);
    if (ec) return failed(msg("store.cannot_open", path, ec.message()));
    if (size > 0) return open_existing(path, size, options);
  }
  // A new (or empty) file: nothing there to protect.
  try {
    return open_writable(path, options.busy_timeout_ms);
  } catch (const SqliteError& e) {
    int code = e.primary_code();
    if (code == SQLITE_CANTOPEN || code == SQLITE_READONLY || code == SQLITE_PERM)
      return failed(msg("store.not_writable", path, e.what()));
    return failed(storage_error(e, path));
  }
}

std::unique_ptr<Store> Store::open_in_memory() {
  std::string ignored;
  auto db = open_read_write(":memory:", kDefaultBusyTimeoutMs, &ignored);
  return std::make_unique<SqliteStore>(std::make_shared<Connection>(std::move(db), ":memory:", kDefaultBusyTimeoutMs));
}

Message storage_error(const SqliteError& error, const std::string& path) {
  switch (error.primary_code()) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return msg("store.busy", path);
    case SQLITE_FULL: return msg("store.disk_full", path);
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN: return msg("store.not_writable", path, error.what());
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return msg("store.damaged_in_use", path, error.what());
    case SQLITE_IOERR: return msg("store.io_error", path, error.what());
    default: return msg("store.failed", error.what());
  }
}

std::string compact(const nlohmann::json& line) {
  return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace flipside::store
