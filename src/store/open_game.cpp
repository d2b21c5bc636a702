// A game in play backed by the store (store.hpp: OpenGame). Each change is
// one write transaction that holds the event row, the round points it
// produced and the game's status, committed before the call returns. The
// in-memory session changes only after the commit, so on any failure the
// game on screen and the game on disk are both what they were.
#include "store/store_internal.hpp"

namespace flipside::store {

std::optional<Message> SqliteOpenGame::refuse_change() {
  if (conn_->read_only()) return msg("store.read_only");
  if (status_ == "abandoned") return msg("store.game_abandoned", id_);
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

void SqliteOpenGame::insert_rounds(const Verdict& verdict, std::int64_t seq) {
  const ScriptHeader& header = session_->header();
  for (const RoundSummary& round : verdict.rounds_finished) {
    for (const auto& [name, points] : round.points) {
      auto q = conn_->db().query(
          "INSERT INTO round_points (game_id, round, seat, points, seq) VALUES (?1, ?2, ?3, ?4, ?5)");
      q->bind(1, id_).bind(2, round.round).bind(3, header.seat_of(name)).bind(4, points).bind(5, seq);
      q->run();
    }
  }
}

void SqliteOpenGame::write_status(const Game& game, std::int64_t event_count) {
  std::optional<std::int64_t> winner_seat;
  if (auto winner = game.winner()) winner_seat = game.header().seat_of(*winner);
  auto q = conn_->db().query(
      "UPDATE games SET event_count = ?2, "
      "round_count = (SELECT COUNT(DISTINCT round) FROM round_points WHERE game_id = ?1), "
      "status = ?3, winner_seat = ?4, "
      "ended_at = CASE WHEN ?3 = 'finished' THEN COALESCE(ended_at, ?5) END "
      "WHERE id = ?1");
  q->bind(1, id_)
      .bind(2, event_count)
      .bind(3, game.finished() ? "finished" : "in_progress")
      .bind(4, winner_seat)
      .bind(5, now_utc());
  q->run();
}

std::optional<Message> SqliteOpenGame::commit_change(const std::function<void()>& body) {
  try {
    Transaction tx(conn_->db());
    bump_revision();
    body();
    tx.commit();
  } catch (const SqliteError& e) {
    return failure(e);
  } catch (const StaleGame&) {
    return msg("store.game_changed", id_);
  }
  ++revision_;
  return std::nullopt;
}

Verdict SqliteOpenGame::apply(const nlohmann::json& line) {
  if (auto refusal = refuse_change()) return Verdict::reject(std::move(*refusal));
  // Judge the line on a copy first: nothing is written for a rejected line,
  // and the session is only touched once the line is on disk.
  auto probe = session_->game().clone();
  Verdict verdict = probe->apply(line);
  if (!verdict.accepted) return verdict;
  const auto seq = static_cast<std::int64_t>(session_->lines().size()) + 1;
  auto problem = commit_change([&] {
    if (session_->can_redo()) {  // a new entry after undo drops the redo history
      auto q = conn_->db().query("DELETE FROM events WHERE game_id = ?1 AND undone = 1");
      q->bind(1, id_);
      q->run();
    }
    auto q = conn_->db().query("INSERT INTO events (game_id, seq, line, entered_at) VALUES (?1, ?2, ?3, ?4)");
    q->bind(1, id_).bind(2, seq).bind(3, compact(line)).bind(4, now_utc());
    q->run();
    insert_rounds(verdict, seq);
    write_status(*probe, seq);
  });
  if (problem) return Verdict::reject(std::move(*problem));
  session_->apply(line);  // engines are deterministic: the same verdict again
  return verdict;
}

std::optional<Message> SqliteOpenGame::undo() {
  if (auto refusal = refuse_change()) return refusal;
  if (!session_->can_undo()) return msg("store.nothing_to_undo");
  const auto seq = static_cast<std::int64_t>(session_->lines().size());
  // Undo rebuilds the state by replay; the status written must be that of
  // the rebuilt state, so the session goes first and comes back on failure.
  session_->undo();
  auto problem = commit_change([&] {
    {
      auto q = conn_->db().query("UPDATE events SET undone = 1 WHERE game_id = ?1 AND seq = ?2");
      q->bind(1, id_).bind(2, seq);
      q->run();
      if (conn_->db().changes() != 1) throw StaleGame{};
    }
    auto q = conn_->db().query("DELETE FROM round_points WHERE game_id = ?1 AND seq = ?2");
    q->bind(1, id_).bind(2, seq);
    q->run();
    write_status(session_->game(), seq - 1);
  });
  if (problem) session_->redo();
  return problem;
}

std::optional<Message> SqliteOpenGame::redo() {
  if (auto refusal = refuse_change()) return refusal;
  if (!session_->can_redo()) return msg("store.nothing_to_redo");
  auto probe = session_->game().clone();
  Verdict verdict = probe->apply(session_->redo_lines().back());
  if (!verdict.accepted) return verdict.rejection;  // cannot happen: it was accepted here before
  const auto seq = static_cast<std::int64_t>(session_->lines().size()) + 1;
  auto problem = commit_change([&] {
    auto q = conn_->db().query("UPDATE events SET undone = 0 WHERE game_id = ?1 AND seq = ?2 AND undone = 1");
    q->bind(1, id_).bind(2, seq);
    q->run();
    if (conn_->db().changes() != 1) throw StaleGame{};
    insert_rounds(verdict, seq);
    write_status(*probe, seq);
  });
  if (!problem) session_->redo();
  return problem;
}

std::optional<Message> SqliteOpenGame::abandon() {
  if (status_ == "abandoned") return std::nullopt;
  if (auto refusal = refuse_change()) return refusal;
  if (session_->game().finished()) return msg("store.game_already_finished", id_);
  auto problem = commit_change([&] {
    auto q = conn_->db().query("UPDATE games SET status = 'abandoned', ended_at = ?2 WHERE id = ?1");
    q->bind(1, id_).bind(2, now_utc());
    q->run();
  });
  if (!problem) status_ = "abandoned";
  return problem;
}

}  // namespace flipside::store
