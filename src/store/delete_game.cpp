// Deleting a game from the history, and taking that back (db/005): a soft
// delete. The game's rows all stay; `games.deleted_at` hides it from the
// games list, the latest unfinished game and statistics (stats_query.cpp)
// until it is restored, exactly as it was. Deleted games wait in the bin
// (deleted_games) until it is emptied: only then do their rows go.
#include "store/store_internal.hpp"

namespace flipside::store {

bool set_deleted(Database& db, std::int64_t id, bool deleted) {
  {
    auto q = db.query("SELECT 1 FROM games WHERE id = ?1");
    q->bind(1, id);
    if (!q->step()) return false;
  }
  // Only a change of state writes: deleting twice keeps the first time.
  auto q = deleted ? db.query("UPDATE games SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL")
                   : db.query("UPDATE games SET deleted_at = NULL WHERE id = ?1 AND deleted_at IS NOT NULL");
  q->bind(1, id);
  if (deleted) q->bind(2, now_local());
  q->run();
  return true;
}

void remove_game_rows(Database& db, std::int64_t id) {
  // The counters first, while the game still reads as it is: counter_totals'
  // triggers (db/006) take a shown game's counters out of the sums (a
  // deleted one's are out already). Then the game's row takes every other
  // row with it (ON DELETE CASCADE).
  auto counters = db.query("DELETE FROM seat_counters WHERE game_id = ?1");
  counters->bind(1, id);
  counters->run();
  auto game = db.query("DELETE FROM games WHERE id = ?1");
  game->bind(1, id);
  game->run();
}

Result<> SqliteStore::change_deleted(std::int64_t id, bool deleted) {
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  try {
    Transaction tx(conn_->db());
    {
      // A game from another device of the league is deleted by its owner.
      auto q = conn_->db().query("SELECT origin FROM games WHERE id = ?1 AND origin IS NOT NULL");
      q->bind(1, id);
      if (q->step()) return msg("store.game_from_league", id);
    }
    if (!set_deleted(conn_->db(), id, deleted)) return msg("store.no_such_game", id);
    tx.commit();
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
  return {};
}

Result<> SqliteStore::delete_game(std::int64_t id) { return change_deleted(id, true); }

Result<> SqliteStore::restore_game(std::int64_t id) { return change_deleted(id, false); }

Result<int> SqliteStore::empty_bin(const std::vector<std::int64_t>& ids) {
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  int count = 0;
  try {
    Transaction tx(conn_->db());
    for (std::int64_t id : ids) {
      // Counters first, while the game still reads as deleted: counter_totals'
      // trigger (db/006) leaves the sums alone, as the game is already out of
      // them. The game's row then takes every other row with it (ON DELETE
      // CASCADE). A game restored meanwhile is not in the bin: left alone.
      auto counters = conn_->db().query(
          "DELETE FROM seat_counters WHERE game_id = ?1 AND "
          "(SELECT deleted_at FROM games WHERE id = ?1) IS NOT NULL");
      counters->bind(1, id);
      counters->run();
      auto game = conn_->db().query("DELETE FROM games WHERE id = ?1 AND deleted_at IS NOT NULL");
      game->bind(1, id);
      game->run();
      count += conn_->db().changes();
    }
    tx.commit();
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
  return count;
}

}  // namespace flipside::store
