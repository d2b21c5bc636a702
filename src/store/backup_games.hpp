// A backup's games taken into this device's file (issue 33): the way a
// whole history moves between a tablet's browser and a laptop, both ways.
// A backup is a copy of a FlipSide database (`flipside backup FILE`,
// Settings' "Save a backup" in the browser). Its games are never copied
// row by row: each one not in its bin is exported as a script and imported
// as any script is (store.hpp import_script: checked by its engine, stored
// whole or not at all, a game already here by its id left as it is), then
// given the end it had there (a script holds none). Nothing is replaced or
// removed here, so taking in a backup can only add games.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "store/store.hpp"

namespace flipside::store {

// The file begins as every SQLite database does ("SQLite format 3"): a
// backup, not a script. False for a file that cannot be read.
bool is_sqlite_file(const std::string& path);

struct BackupTaken {
  int taken = 0;    // games new here, stored
  int already = 0;  // games this file holds already (by their id)
  std::vector<Message> refused;  // a game of the backup that would not replay, named
};

// Done: what was taken in is in *taken. Failed: why the backup could not be
// read (not a FlipSide file, damaged), or this file refused a write, in which
// case the games taken before the failure stay and *taken counts them: it is
// the account of what happened either way, not a second way to fail.
Result<> take_in_backup(Store& into, const std::string& backup_path, BackupTaken* taken);

}  // namespace flipside::store
