// Changing a past entry, on disk (store.hpp: OpenGame::edit; db/004). The
// events table always holds the log as it is now; the edits table keeps what
// each change replaced, so its undo writes back exactly the old log. Both
// happen in one transaction with the round points and the game's status,
// which are rewritten from the new log (a changed card can change every
// later round's points, and who won).
#include <string>
#include <vector>

#include "store/store_internal.hpp"

namespace flipside::store {

void rewrite_derived(Database& db, std::int64_t game_id, const ScriptHeader& header,
                     const std::vector<nlohmann::json>& lines, const Game& game, const std::string& now) {
  {
    auto q = db.query("DELETE FROM round_points WHERE game_id = ?1");
    q->bind(1, game_id);
    q->run();
  }
  Message ignored;
  auto session = Session::start(header, &ignored);
  if (session) {
    std::int64_t seq = 0;
    for (const auto& line : lines) {
      ++seq;
      insert_round_points(db, game_id, header, session->apply(line), seq);
    }
  }
  delete_results(db, game_id);  // the game may no longer be finished; write_game_status writes them if it is
  write_game_status(db, game_id, game, static_cast<std::int64_t>(lines.size()), now);
}

std::vector<Edit> load_edits(Database& db, std::int64_t game_id) {
  std::vector<Edit> edits;
  auto q = db.query(
      "SELECT seq, old_line, new_line, dropped, lines_after FROM edits WHERE game_id = ?1 ORDER BY id");
  q->bind(1, game_id);
  while (q->step()) {
    Edit e;
    e.index = static_cast<std::size_t>(q->int64(0) - 1);
    e.old_line = nlohmann::json::parse(q->text(1), nullptr, false);
    e.new_line = nlohmann::json::parse(q->text(2), nullptr, false);
    auto dropped = nlohmann::json::parse(q->text(3), nullptr, false);
    if (dropped.is_array())
      for (auto& line : dropped) e.dropped.push_back(std::move(line));
    e.lines_after = static_cast<std::size_t>(q->int64(4));
    edits.push_back(std::move(e));
  }
  return edits;
}

namespace {

// Lines [from, end) of `lines` as events seq from+1, from+2, ...
void insert_events_from(Database& db, std::int64_t game_id, const std::vector<nlohmann::json>& lines,
                        std::size_t from, const std::string& now) {
  for (std::size_t i = from; i < lines.size(); ++i)
    insert_event(db, game_id, static_cast<std::int64_t>(i) + 1, lines[i], now);
}

void delete_events_after(Database& db, std::int64_t game_id, std::int64_t seq) {
  auto q = db.query("DELETE FROM events WHERE game_id = ?1 AND seq > ?2");
  q->bind(1, game_id).bind(2, seq);
  q->run();
}

}  // namespace

Result<> SqliteOpenGame::edit(std::size_t index, const nlohmann::json& line) {
  return write_edit(index, line, false);
}

// An undone change made again (Session::redo_remakes_edit): written as the
// change was, keeping the changes undone before it for later redos.
Result<> SqliteOpenGame::redo_edit() {
  const Edit& again = session_->edit_to_redo();
  return write_edit(again.index, again.new_line, true);
}

Result<> SqliteOpenGame::write_edit(std::size_t index, const nlohmann::json& line, bool redone) {
  if (auto ready = refuse_change(); !ready.ok()) return ready.error();
  EditPlan plan = session_->plan_edit(index, line);
  if (!plan.ok()) return *plan.refused;
  const std::size_t before = session_->lines().size();
  const auto seq = static_cast<std::int64_t>(index) + 1;
  const auto kept_until = static_cast<std::int64_t>(plan.lines.size());
  Result<> written = commit_change([&] {
    const std::string now = now_utc();
    {
      auto q = conn_->db().query("UPDATE events SET line = ?3, undone = 0 WHERE game_id = ?1 AND seq = ?2");
      q->bind(1, id_).bind(2, seq).bind(3, compact(line));
      q->run();
      if (conn_->db().changes() != 1) throw StaleGame{};
    }
    // The later lines that no longer fit go, and with them any redo history
    // (undone rows): both are kept in the edit row for its undo.
    delete_events_after(conn_->db(), id_, kept_until);
    nlohmann::json dropped = nlohmann::json::array();
    for (std::size_t i = static_cast<std::size_t>(kept_until); i < before; ++i)
      dropped.push_back(session_->lines()[i]);
    auto q = conn_->db().query(
        "INSERT INTO edits (game_id, id, seq, old_line, new_line, dropped, lines_after, made_at) "
        "VALUES (?1, (SELECT COALESCE(MAX(id), 0) + 1 FROM edits WHERE game_id = ?1), ?2, ?3, ?4, ?5, ?6, ?7)");
    q->bind(1, id_)
        .bind(2, seq)
        .bind(3, compact(session_->lines()[index]))
        .bind(4, compact(line))
        .bind(5, compact(dropped))
        .bind(6, kept_until)
        .bind(7, now);
    q->run();
    rewrite_derived(conn_->db(), id_, session_->header(), plan.lines, *plan.game, now);
  });
  if (!written.ok()) return written;
  if (redone) session_->commit_redone_edit(std::move(plan));
  else session_->commit_edit(std::move(plan));
  return {};
}

Result<> SqliteOpenGame::undo_edit() {
  const Edit& last = session_->edits().back();
  const std::vector<nlohmann::json> restored = session_->lines_before_last_edit();
  // The state to write is the restored log's: work it out on a copy first.
  Message ignored;
  auto replayed = Session::start(session_->header(), &ignored);
  if (!replayed) return ignored;
  for (const auto& line : restored) replayed->apply(line);
  const auto seq = static_cast<std::int64_t>(last.index) + 1;
  Result<> written = commit_change([&] {
    const std::string now = now_utc();
    {
      auto q = conn_->db().query("UPDATE events SET line = ?3 WHERE game_id = ?1 AND seq = ?2");
      q->bind(1, id_).bind(2, seq).bind(3, compact(last.old_line));
      q->run();
      if (conn_->db().changes() != 1) throw StaleGame{};
    }
    delete_events_after(conn_->db(), id_, static_cast<std::int64_t>(last.lines_after));  // redo rows
    insert_events_from(conn_->db(), id_, restored, last.lines_after, now);
    auto q = conn_->db().query(
        "DELETE FROM edits WHERE game_id = ?1 AND id = (SELECT MAX(id) FROM edits WHERE game_id = ?1)");
    q->bind(1, id_);
    q->run();
    rewrite_derived(conn_->db(), id_, session_->header(), restored, replayed->game(), now);
  });
  if (written.ok()) session_->undo();
  return written;
}

}  // namespace flipside::store
