// Schema migrations: db/NNN_name.sql, embedded at build time (embed_sql.cmake).
// PRAGMA user_version holds the number of the last migration applied; each
// migration runs in its own transaction together with the version bump, so
// a crash mid-migration leaves the previous version intact.
#pragma once

#include <span>

#include "store/sqlite_handle.hpp"

namespace flipside::store {

struct Migration {
  int version;       // NNN from the file name
  const char* name;  // "001_initial.sql"
  const char* sql;
};

std::span<const Migration> migrations();  // generated, in version order
int current_schema_version();

// Brings the database up to `target` (default: current). Safe against a
// second process migrating the same file at once: the version is re-read
// under the write lock.
// `after` runs inside each migration's transaction, after its SQL, with the
// version just reached: for what SQL alone cannot do (results of finished
// games need their replay).
using AfterMigration = void (*)(Database& db, int version);
void migrate(Database& db, int target = 0, AfterMigration after = nullptr);

}  // namespace flipside::store
