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

std::optional<Message> take_in_backup(Store& into, const std::string& backup_path, BackupTaken* taken) {
  BackupTaken ignored;
  if (!taken) taken = &ignored;
  StoreOptions options;
  options.read_only = true;  // the backup is read, never changed
  OpenResult opened = Store::open(backup_path, options);
  if (!opened.store) return opened.error;
  const Rows<GameSummary> games = opened.store->games();
  if (games.error) return games.error;
  for (const GameSummary& game : games) {
    Message error;
    const auto script = opened.store->export_script(game.id, &error);
    if (!script) {
      taken->refused.push_back(error);
      continue;
    }
    std::istringstream in(*script);
    int line = 0;
    bool already = false;
    const auto id = into.import_script(in, &error, &line, &already);
    if (!id && line == 0) return error;  // this file refused the write: stop here
    if (!id) {
      taken->refused.push_back(msg("store.backup.game_refused", game.id, line, Arg::list_arg({error})));
      continue;
    }
    if (already) {
      ++taken->already;
      continue;
    }
    ++taken->taken;
    if (game.status == "finished" && !game.ended_at.empty())
      if (auto problem = into.set_end(*id, game.ended_at)) return problem;
  }
  return std::nullopt;
}

}  // namespace flipside::store
