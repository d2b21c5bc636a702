#include "store/migrations.hpp"

#include <string>

namespace flipside::store {

int current_schema_version() { return migrations().empty() ? 0 : migrations().back().version; }

void migrate(Database& db, int target, AfterMigration after, const UpgradeWatcher& watch) {
  if (target <= 0) target = current_schema_version();
  if (db.pragma_int("PRAGMA user_version") < target) {
    Transaction tx(db);
    // Again under the write lock: another process may have upgraded it meanwhile.
    const int from = static_cast<int>(db.pragma_int("PRAGMA user_version"));
    int reached = from;
    for (const Migration& m : migrations()) {
      if (m.version <= from || m.version > target) continue;
      db.exec(m.sql);
      reached = m.version;
    }
    if (reached > from) {
      // A new file (version 0) has nothing of anyone's to wait for.
      const UpgradeWatcher none;
      const UpgradeWatcher& told = from > 0 ? watch : none;
      if (after) after(db, from, reached, told);
      if (told && !told(UpgradeProgress{UpgradeProgress::Stage::kSaving})) throw UpgradeStopped{};
      // PRAGMA takes no parameters; the version is an integer we control.
      db.exec(("PRAGMA user_version = " + std::to_string(reached)).c_str());
      tx.commit();
      if (told) told(UpgradeProgress{UpgradeProgress::Stage::kDone});
    }
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
