// Work in progress on a game's table, on disk (store.hpp: OpenGame::draft,
// keep_draft; db/008). A row is written for the game as it stands (its
// count of active entries) and dropped by any change of the game
// (commit_change, open_game.cpp), so a draft never outlives the moment it
// was made for.
#include "store/store_internal.hpp"

namespace flipside::store {

std::optional<nlohmann::json> load_draft(Database& db, std::int64_t game_id, std::size_t lines) {
  try {
    auto q = db.query("SELECT body FROM drafts WHERE game_id = ?1 AND seq = ?2");
    q->bind(1, game_id).bind(2, static_cast<std::int64_t>(lines));
    if (!q->step()) return std::nullopt;
    auto body = nlohmann::json::parse(q->text(0), nullptr, false);
    if (body.is_discarded() || body.is_null()) return std::nullopt;
    return body;
  } catch (const SqliteError&) {
    // A file opened read-only before its migration to db/008 has no drafts
    // table: it has no draft either, and the game opens all the same.
    return std::nullopt;
  }
}

void drop_draft(Database& db, std::int64_t game_id) {
  auto q = db.query("DELETE FROM drafts WHERE game_id = ?1");
  q->bind(1, game_id);
  q->run();
}

Result<> SqliteOpenGame::keep_draft(const nlohmann::json& draft) {
  if (draft.is_null() ? !draft_ : draft_ && *draft_ == draft) return {};  // already so
  if (auto ready = refuse_change(); !ready.ok()) return ready.error();
  try {
    Transaction tx(conn_->db());
    if (draft.is_null()) {
      drop_draft(conn_->db(), id_);
    } else {
      auto q = conn_->db().query(
          "INSERT INTO drafts (game_id, seq, body, saved_at) VALUES (?1, ?2, ?3, ?4) "
          "ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, body = excluded.body, saved_at = excluded.saved_at");
      q->bind(1, id_).bind(2, static_cast<std::int64_t>(session_->lines().size())).bind(3, compact(draft)).bind(4, now_utc());
      q->run();
    }
    tx.commit();
  } catch (const SqliteError& e) {
    return failure(e);
  }
  if (draft.is_null()) draft_.reset();
  else draft_ = draft;
  return {};
}

}  // namespace flipside::store
