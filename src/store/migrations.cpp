#include "store/migrations.hpp"

#include <string>

#include "store/store.hpp"

namespace flipside::store {

int current_schema_version() { return migrations().empty() ? 0 : migrations().back().version; }

void migrate(Database& db, int target, AfterMigration after) {
  if (target <= 0) target = current_schema_version();
  for (const Migration& m : migrations()) {
    if (m.version > target) break;
    if (db.pragma_int("PRAGMA user_version") >= m.version) continue;
    Transaction tx(db);
    if (db.pragma_int("PRAGMA user_version") >= m.version) continue;  // another process won the race
    db.exec(m.sql);
    if (after) after(db, m.version);
    // PRAGMA takes no parameters; the version is an integer we control.
    db.exec(("PRAGMA user_version = " + std::to_string(m.version)).c_str());
    tx.commit();
  }
  // Only FlipSide's own files get here (open_store.cpp identifies them
  // first): stamp new ones and those made before the stamp existed.
  if (db.pragma_int("PRAGMA application_id") != kApplicationId) {
    Transaction tx(db);
    db.exec(("PRAGMA application_id = " + std::to_string(kApplicationId)).c_str());
    tx.commit();
  }
}

}  // namespace flipside::store
