#include "store/migrations.hpp"

#include <string>

namespace flipside::store {

int current_schema_version() { return migrations().empty() ? 0 : migrations().back().version; }

void migrate(Database& db, int target) {
  if (target <= 0) target = current_schema_version();
  for (const Migration& m : migrations()) {
    if (m.version > target) break;
    if (db.pragma_int("PRAGMA user_version") >= m.version) continue;
    Transaction tx(db);
    if (db.pragma_int("PRAGMA user_version") >= m.version) continue;  // another process won the race
    db.exec(m.sql);
    // PRAGMA takes no parameters; the version is an integer we control.
    db.exec(("PRAGMA user_version = " + std::to_string(m.version)).c_str());
    tx.commit();
  }
}

}  // namespace flipside::store
