// Thin RAII over the SQLite C API (in the style of SQLiteCpp): a connection
// that closes itself, prepared statements that are finalized or reset on
// scope exit, and a Transaction that rolls back unless committed. Failures
// throw SqliteError inside the store; the store's public functions catch it
// and turn it into a Message, so nothing outside src/store sees SQLite.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace flipside::store {

class SqliteError : public std::runtime_error {
 public:
  SqliteError(int code, const std::string& what) : std::runtime_error(what), code_(code) {}
  int code() const { return code_; }          // extended result code
  int primary_code() const { return code_ & 0xff; }

 private:
  int code_;
};

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are 1-based, as in SQLite. Text is always bound, never spliced.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, std::string_view text);
  Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
  Statement& bind(int index, const std::string& text) { return bind(index, std::string_view(text)); }
  Statement& bind_null(int index);
  template <typename T>
  Statement& bind(int index, const std::optional<T>& value) {
    return value ? bind(index, *value) : bind_null(index);
  }

  bool step();  // true: a row is ready; false: done
  void run();   // steps to completion (INSERT/UPDATE/DELETE)
  void reset();

  std::int64_t int64(int column) const;
  int integer(int column) const { return static_cast<int>(int64(column)); }
  std::string text(int column) const;
  // The column's text without a copy: valid until the next step or reset.
  std::string_view text_view(int column) const;
  bool is_null(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

class Database;

// A cached statement in use: reset (and its bindings cleared) when the scope
// ends, so a half-read SELECT never keeps a read snapshot open.
class Query {
 public:
  explicit Query(Statement& statement) : statement_(&statement) {}
  ~Query() { statement_->reset(); }
  Query(const Query&) = delete;
  Query& operator=(const Query&) = delete;
  Statement* operator->() { return statement_; }
  Statement& operator*() { return *statement_; }

 private:
  Statement* statement_;
};

class Database {
 public:
  // kImmutable: read-only, and SQLite takes no locks and needs no -shm: only
  // for a file nobody can be writing (see open_store.cpp).
  enum class Mode { kReadWrite, kReadOnly, kImmutable };
  Database(const std::string& path, Mode mode);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(const char* sql);           // no parameters, no results
  std::int64_t pragma_int(const char* pragma);
  std::string pragma_text(const char* pragma);
  void set_busy_timeout(int milliseconds);

  // A prepared statement kept for the connection's lifetime (the hot path
  // re-uses them instead of compiling SQL per event). Kept by the text's
  // address: `sql` must live as long as the program (a literal, or a
  // namespace-scope constant), never a string built for one call.
  Query query(const char* sql);

  int changes() const;
  bool is_read_only() const;  // opened read-write but the file is not writable
  std::int64_t last_insert_rowid() const;
  sqlite3* raw() const { return db_; }
  [[noreturn]] void fail(int code) const;

 private:
  sqlite3* db_ = nullptr;
  std::unordered_map<const char*, std::unique_ptr<Statement>> cache_;
};

// BEGIN IMMEDIATE takes the write lock up front, so two writers queue on the
// busy timeout instead of one failing half-way through; a read transaction
// (BEGIN) gives several SELECTs one consistent snapshot. Rolls back in the
// destructor unless commit() succeeded.
class Transaction {
 public:
  enum class Kind { kWrite, kRead };
  explicit Transaction(Database& db, Kind kind = Kind::kWrite);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool open_ = false;
};

}  // namespace flipside::store
