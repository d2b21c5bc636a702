#include "store/sqlite_handle.hpp"

#include <cassert>
#include <cctype>

#include <sqlite3.h>

namespace flipside::store {
namespace {

[[noreturn]] void throw_error(sqlite3* db, int code) {
  const int extended = db ? sqlite3_extended_errcode(db) : code;
  std::string what = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
  // The connection's code can be stale for errors raised outside a statement.
  throw SqliteError((extended & 0xff) == (code & 0xff) ? extended : code, what);
}

// A file path as the path part of an SQLite URI: everything but unreserved
// characters and '/' percent-encoded, so '?', '#' and '%' in a name stay
// part of the name.
std::string uri_path(const std::string& path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
  int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt_,
                              nullptr);
  if (rc != SQLITE_OK) throw_error(db_, rc);
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement& Statement::bind(int index, std::int64_t value) {
  int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) throw_error(db_, rc);
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  int rc = sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) throw_error(db_, rc);
  return *this;
}

Statement& Statement::bind_null(int index) {
  int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) throw_error(db_, rc);
  return *this;
}

bool Statement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw_error(db_, rc);
}

void Statement::run() {
  while (step()) {
  }
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::int64(int column) const { return sqlite3_column_int64(stmt_, column); }

std::string Statement::text(int column) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
  return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))) : std::string();
}

std::string_view Statement::text_view(int column) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
  return p ? std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))) : std::string_view();
}

bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

Database::Database(const std::string& path, Mode mode) {
  int flags = mode == Mode::kReadWrite ? (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) : SQLITE_OPEN_READONLY;
  flags |= SQLITE_OPEN_NOMUTEX;  // one connection per thread; FlipSide never shares one
  std::string name = path;
  if (mode == Mode::kImmutable) {
    flags |= SQLITE_OPEN_URI;
    name = "file:" + uri_path(path) + "?immutable=1";
  }
  int rc = sqlite3_open_v2(name.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    SqliteError error(rc, db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc));
    sqlite3_close_v2(db_);
    db_ = nullptr;
    throw error;
  }
  sqlite3_extended_result_codes(db_, 1);
}

Database::~Database() {
  cache_.clear();  // statements first: close_v2 would otherwise defer the close
  sqlite3_close_v2(db_);
}

void Database::exec(const char* sql) {
  char* error = nullptr;
  int rc = sqlite3_exec(db_, sql, nullptr, nullptr, &error);
  if (rc != SQLITE_OK) {
    std::string what = error ? error : sqlite3_errstr(rc);
    sqlite3_free(error);
    throw SqliteError(sqlite3_extended_errcode(db_), what);
  }
}

std::int64_t Database::pragma_int(const char* pragma) {
  Statement s(db_, pragma);
  return s.step() ? s.int64(0) : 0;
}

std::string Database::pragma_text(const char* pragma) {
  Statement s(db_, pragma);
  return s.step() ? s.text(0) : std::string();
}

void Database::set_busy_timeout(int milliseconds) { sqlite3_busy_timeout(db_, milliseconds); }

Query Database::query(const char* sql) {
  auto& slot = cache_[sql];
  if (!slot) slot = std::make_unique<Statement>(db_, sql);
  return Query(*slot);
}

int Database::changes() const { return sqlite3_changes(db_); }
bool Database::is_read_only() const { return sqlite3_db_readonly(db_, "main") == 1; }
std::int64_t Database::last_insert_rowid() const { return sqlite3_last_insert_rowid(db_); }
void Database::fail(int code) const { throw_error(db_, code); }

Transaction::Transaction(Database& db, Kind kind) : db_(db) {
  db_.query(kind == Kind::kWrite ? "BEGIN IMMEDIATE" : "BEGIN")->run();
  open_ = true;
}

Transaction::~Transaction() {
  if (!open_) return;
  // A failed COMMIT or a failed statement may already have ended the
  // transaction; ROLLBACK then reports an error that changes nothing.
  if (!sqlite3_get_autocommit(db_.raw())) sqlite3_exec(db_.raw(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  // A transaction commits once: a second commit() is a bug in the caller,
  // caught here where asserts run (the sanitizer build) rather than left to
  // SQLite's "no transaction is active".
  assert(open_ && "Transaction::commit() called twice");
  db_.query("COMMIT")->run();
  open_ = false;
}

}  // namespace flipside::store
