// A backup's games taken in, each as an import (backup_games.hpp).
#include "store/backup_games.hpp"

#include <cstring>
#include <fstream>
#include <sstream>

namespace flipside::store {

bool is_sqlite_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[16] = {};
  in.read(magic, sizeof magic);
  return in.gcount() == sizeof magic && std::memcmp(magic, "SQLite format 3", sizeof magic) == 0;
}

Result<> take_in_backup(Store& into, const std::string& backup_path, BackupTaken* taken) {
  BackupTaken ignored;
  if (!taken) taken = &ignored;
  StoreOptions options;
  options.read_only = true;  // the backup is read, never changed
  OpenResult opened = Store::open(backup_path, options);
  if (!opened.ok()) return opened.error();
  Store& backup = *opened->store;
  const Rows<GameSummary> games = backup.games();
  if (!games.ok()) return games.error();
  for (const GameSummary& game : *games) {
    const Result<std::string> script = backup.export_script(game.id);
    if (!script.ok()) {
      taken->refused.push_back(script.error());
      continue;
    }
    std::istringstream in(*script);
    const Result<Imported> imported = into.import_script(in);
    if (!imported.ok()) return imported.error();  // this file refused the write: stop here
    if (imported->refused_line > 0) {
      taken->refused.push_back(
          msg("store.backup.game_refused", game.id, imported->refused_line, Arg::list_arg({imported->refusal})));
      continue;
    }
    if (imported->already_stored) {
      ++taken->already;
      continue;
    }
    ++taken->taken;
    if (game.status == "finished" && !game.ended_at.empty())
      if (auto ended = into.set_end(imported->id, game.ended_at); !ended.ok()) return ended;
  }
  return {};
}

}  // namespace flipside::store
