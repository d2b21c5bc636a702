// Schema migrations: db/NNN_name.sql, embedded at build time (embed_sql.cmake).
// PRAGMA user_version holds the number of the last migration applied. Every
// migration a file still needs runs in ONE transaction together with the
// version bump: a crash or a kill anywhere in an upgrade (replaying 10,000
// games takes seconds) leaves the file exactly as it was, never half way
// between two versions, and the next open simply starts again.
#pragma once

#include <span>

#include "store/sqlite_handle.hpp"
#include "store/store.hpp"

namespace flipside::store {

struct Migration {
  int version;       // NNN from the file name
  const char* name;  // "001_initial.sql"
  const char* sql;
};

std::span<const Migration> migrations();  // generated, in version order
int current_schema_version();

// Thrown out of migrate() when its watcher says stop; the transaction is
// rolled back on the way out.
struct UpgradeStopped {};

// Brings the database up to `target` (default: current). Safe against a
// second process migrating the same file at once: the version is re-read
// under the write lock.
// `after` runs inside the transaction, after the SQL of every migration
// from `from` (exclusive) to `to`: for what SQL alone cannot do (results of
// finished games need their replay), done once however many migrations ask
// for it. `watch` hears how an upgrade of an existing file goes (not of a
// new one, from version 0) and can stop it.
using AfterMigration = void (*)(Database& db, int from, int to, const UpgradeWatcher& watch);
void migrate(Database& db, int target = 0, AfterMigration after = nullptr, const UpgradeWatcher& watch = {});

}  // namespace flipside::store
