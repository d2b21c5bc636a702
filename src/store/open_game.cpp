// A game in play backed by the store (store.hpp: OpenGame). Each change is
// one write transaction that holds the event row, the round points it
// produced and the game's status, committed before the call returns. The
// in-memory session changes only after the commit, so on any failure the
// game on screen and the game on disk are both what they were.
#include "store/store_internal.hpp"

namespace flipside::store {

std::vector<std::string> seated_names(Database& db, std::int64_t id) {
  std::vector<std::string> names;
  auto q = db.query("SELECT p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ?1 ORDER BY s.seat");
  q->bind(1, id);
  while (q->step()) names.push_back(q->text(0));
  return names;
}

// A game whose seats could not all be read (a hand-edited file) shows its
// script's names.
std::vector<std::string> SqliteOpenGame::shown_names() const {
  if (shown_.size() != session_->header().players.size()) return session_->header().players;
  return shown_;
}

Result<> SqliteOpenGame::refuse_change() {
  if (conn_->read_only()) return msg("store.read_only");
  if (status_ == "abandoned") return msg("store.game_abandoned", id_);
  if (!origin_.empty()) return msg("store.game_from_league", id_);
  return conn_->prepare_write();
}

// Optimistic lock: every change bumps the revision, and a change made from a
// stale copy (another process wrote this game meanwhile) matches no row.
void SqliteOpenGame::bump_revision() {
  auto q = conn_->db().query("UPDATE games SET revision = revision + 1 WHERE id = ?1 AND revision = ?2");
  q->bind(1, id_).bind(2, revision_);
  q->run();
  if (conn_->db().changes() != 1) throw StaleGame{};
}

Result<> SqliteOpenGame::commit_change(const std::function<void()>& body) {
  try {
    Transaction tx(conn_->db());
    bump_revision();
    drop_draft(conn_->db(), id_);  // the work in progress was for the game as it was
    body();
    tx.commit();
  } catch (const SqliteError& e) {
    return failure(e);
  } catch (const StaleGame&) {
    return msg("store.game_changed", id_);
  }
  ++revision_;
  draft_.reset();
  return {};
}

Verdict SqliteOpenGame::apply(const nlohmann::json& line) {
  if (auto ready = refuse_change(); !ready.ok()) return Verdict::reject(ready.error());
  // Judge the line on a copy first: nothing is written for a rejected line,
  // and the session is only touched once the line is on disk.
  auto probe = session_->game().clone();
  Verdict verdict = probe->apply(line);
  if (!verdict.accepted) return verdict;
  const auto seq = static_cast<std::int64_t>(session_->lines().size()) + 1;
  Result<> written = commit_change([&] {
    if (session_->can_redo()) {  // a new entry after undo drops the redo history
      auto q = conn_->db().query("DELETE FROM events WHERE game_id = ?1 AND undone = 1");
      q->bind(1, id_);
      q->run();
    }
    const std::string now = now_utc();
    insert_event(conn_->db(), id_, seq, line, now);
    insert_round_points(conn_->db(), id_, session_->header(), verdict, seq);
    write_game_status(conn_->db(), id_, *probe, seq, now);
  });
  if (!written.ok()) return Verdict::reject(written.error());
  session_->accept_judged(line, std::move(probe));  // judged once: the clone is the new state
  return verdict;
}

Result<> SqliteOpenGame::undo() {
  if (auto ready = refuse_change(); !ready.ok()) return ready.error();
  if (!session_->can_undo()) return msg("store.nothing_to_undo");
  if (session_->undo_reverts_edit()) return undo_edit();  // edits.cpp
  const auto seq = static_cast<std::int64_t>(session_->lines().size());
  const bool was_finished = session_->game().finished();
  // Undo rebuilds the state by replay; the status written must be that of
  // the rebuilt state, so the session goes first and comes back on failure.
  session_->undo();
  Result<> written = commit_change([&] {
    {
      auto q = conn_->db().query("UPDATE events SET undone = 1 WHERE game_id = ?1 AND seq = ?2");
      q->bind(1, id_).bind(2, seq);
      q->run();
      if (conn_->db().changes() != 1) throw StaleGame{};
    }
    auto q = conn_->db().query("DELETE FROM round_points WHERE game_id = ?1 AND seq = ?2");
    q->bind(1, id_).bind(2, seq);
    q->run();
    if (was_finished) delete_results(conn_->db(), id_);
    write_game_status(conn_->db(), id_, session_->game(), seq - 1, now_utc());
  });
  if (!written.ok()) session_->redo();
  return written;
}

Result<> SqliteOpenGame::redo() {
  if (auto ready = refuse_change(); !ready.ok()) return ready.error();
  if (!session_->can_redo()) return msg("store.nothing_to_redo");
  if (session_->redo_remakes_edit()) return redo_edit();  // edits.cpp
  auto probe = session_->game().clone();
  Verdict verdict = probe->apply(session_->redo_lines().back());
  if (!verdict.accepted) return verdict.rejection;  // cannot happen: it was accepted here before
  const auto seq = static_cast<std::int64_t>(session_->lines().size()) + 1;
  Result<> written = commit_change([&] {
    auto q = conn_->db().query("UPDATE events SET undone = 0 WHERE game_id = ?1 AND seq = ?2 AND undone = 1");
    q->bind(1, id_).bind(2, seq);
    q->run();
    if (conn_->db().changes() != 1) throw StaleGame{};
    insert_round_points(conn_->db(), id_, session_->header(), verdict, seq);
    write_game_status(conn_->db(), id_, *probe, seq, now_utc());
  });
  if (written.ok()) session_->redo_judged(std::move(probe));
  return written;
}

Result<> SqliteOpenGame::abandon() {
  if (status_ == "abandoned") return {};
  if (auto ready = refuse_change(); !ready.ok()) return ready.error();
  if (session_->game().finished()) return msg("store.game_already_finished", id_);
  Result<> written = commit_change([&] {
    auto q = conn_->db().query("UPDATE games SET status = 'abandoned', ended_at = ?2 WHERE id = ?1");
    q->bind(1, id_).bind(2, now_utc());
    q->run();
  });
  if (written.ok()) status_ = "abandoned";
  return written;
}

}  // namespace flipside::store
