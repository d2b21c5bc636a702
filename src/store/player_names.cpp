// A player's names (issue 24): renames and merges as rows, shared by the
// app's own Players screen (sqlite_store.cpp) and the league folder's
// players.json (league.cpp), so a change made on one device is made the
// same way on every other.
//
// A player is one row shown under its `name`; every other name that seats
// them is a row merged into it (db/002). A merge makes `from`'s names
// `into`'s. A rename keeps the old name as another name of the player:
// typing either seats the same person, on every device of a league. With
// names only ever joined, never split, every device ends with the same
// players whatever order the changes reached it in; of two renames of one
// player, the later (its time, then its device's id) names them everywhere.
#include <tuple>

#include "core/name_fold.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {

std::string this_device_id(Database& db) {
  auto q = db.query("SELECT id FROM device");
  return q->step() ? q->text(0) : std::string();
}

Result<> merge_player_rows(Database& db, std::int64_t from, std::int64_t into, std::string* from_out,
                           std::string* into_out) {
  std::string from_name, into_name;
  for (auto [id, name] : {std::pair{from, &from_name}, std::pair{into, &into_name}}) {
    auto q = db.query("SELECT name FROM players WHERE id = ?1 AND merged_into IS NULL");
    q->bind(1, id);
    if (!q->step()) return msg("store.no_such_player", id);
    *name = q->text(0);
  }
  {
    // One person cannot have held two seats at one table.
    // The refusal names that game as a player knows it: when, who played.
    auto q = db.query(
        "SELECT g.started_at, (SELECT group_concat(name, ', ') FROM (SELECT name FROM seats "
        "WHERE game_id = g.id ORDER BY seat)) FROM seats a JOIN seats b ON a.game_id = b.game_id "
        "JOIN games g ON g.id = a.game_id WHERE a.player_id = ?1 AND b.player_id = ?2 "
        "ORDER BY g.started_at DESC LIMIT 1");
    q->bind(1, from).bind(2, into);
    if (q->step()) return msg("store.merge_same_game", from_name, into_name, local_minutes(q->text(0)), q->text(1));
  }
  {
    auto q = db.query("UPDATE seats SET player_id = ?2 WHERE player_id = ?1");
    q->bind(1, from).bind(2, into);
    q->run();
  }
  {
    // Names merged earlier into `from` now point at `into` too: one hop, always.
    auto q = db.query("UPDATE players SET merged_into = ?2 WHERE id = ?1 OR merged_into = ?1");
    q->bind(1, from).bind(2, into);
    q->run();
  }
  if (from_out) *from_out = std::move(from_name);
  if (into_out) *into_out = std::move(into_name);
  return {};
}

namespace {

void add_other_name(Database& db, std::int64_t player, const std::string& name, const std::string& now) {
  auto q = db.query("INSERT INTO players (name, created_at, merged_into) VALUES (?1, ?2, ?3)");
  q->bind(1, name).bind(2, now).bind(3, player);
  q->run();
}

}  // namespace

void show_player_as(Database& db, std::int64_t player, const std::string& name, const std::string& at,
                    const std::string& by) {
  std::string before;
  {
    auto q = db.query("SELECT name FROM players WHERE id = ?1");
    q->bind(1, player);
    if (!q->step()) return;
    before = q->text(0);
  }
  // The new name may be one of the player's other names already: that row goes.
  while (auto own = find_player(db, name, player)) {
    if (own->seated != player) break;
    auto q = db.query("DELETE FROM players WHERE id = ?1");
    q->bind(1, own->row);
    q->run();
  }
  {
    auto q = db.query("UPDATE players SET name = ?1, named_at = ?3, named_by = ?4 WHERE id = ?2");
    q->bind(1, name).bind(2, player).bind(3, at).bind(4, by);
    q->run();
  }
  if (!same_name(before, name)) add_other_name(db, player, before, at);
}

Result<> apply_player_change(Database& db, const PlayerChange& change, const std::string& device) {
  const auto old_name = find_player(db, change.name);
  const auto new_name = find_player(db, change.target);
  std::int64_t player = 0;
  bool known_as_target = new_name.has_value();
  if (old_name && new_name && old_name->seated != new_name->seated) {
    if (auto merged = merge_player_rows(db, old_name->seated, new_name->seated); !merged.ok()) return merged;
    player = new_name->seated;
  } else if (new_name) {
    player = new_name->seated;
  } else if (old_name) {
    player = old_name->seated;
  } else {
    // Neither name is known here yet: the player is, so that a game played
    // under either name later seats them.
    auto q = db.query("INSERT INTO players (name, created_at, named_at, named_by) VALUES (?1, ?2, ?2, ?3)");
    q->bind(1, change.target).bind(2, change.at).bind(3, device);
    q->run();
    player = db.last_insert_rowid();
    known_as_target = true;
  }
  std::string named_at, named_by;
  {
    auto q = db.query("SELECT named_at, named_by FROM players WHERE id = ?1");
    q->bind(1, player);
    if (q->step()) named_at = q->text(0), named_by = q->text(1);
  }
  // A rename names the player when it is the latest; a merge keeps the
  // name of the player kept, as where it was made.
  const bool later = std::tie(change.at, device) > std::tie(named_at, named_by);
  if ((change.rename && later) || (!change.rename && !known_as_target)) {
    show_player_as(db, player, change.target, change.rename ? change.at : named_at, change.rename ? device : named_by);
  } else if (!known_as_target) {
    add_other_name(db, player, change.target, change.at);
  }
  if (!find_player(db, change.name)) add_other_name(db, player, change.name, change.at);
  return {};
}

}  // namespace flipside::store
