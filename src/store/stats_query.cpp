// The rows statistics read (store.hpp: Store::stats_input): two queries over
// what each game wrote when it ended, never a replay, so 10,000 games are
// read in a few tens of milliseconds (bench: `stats`).
#include "store/store_internal.hpp"

namespace flipside::store {
namespace {

// The filter's game and dates as SQL, parameters ?1 (game), ?2 (since), ?3 (until).
constexpr const char* kSelected =
    "g.status = 'finished' AND (?1 = '' OR g.kind = ?1) "
    "AND (?2 = '' OR substr(g.started_at, 1, 10) >= ?2) AND (?3 = '' OR substr(g.started_at, 1, 10) <= ?3)";

void bind_filter(Statement& q, const stats::Filter& f) { q.bind(1, f.game).bind(2, f.since).bind(3, f.until); }

}  // namespace

std::optional<stats::Input> SqliteStore::stats_input(const stats::Filter& filter, Message* error) const {
  try {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);  // both reads see the same games
    stats::Input input;
    {
      std::string sql =
          "SELECT g.id, g.kind, g.started_at, COALESCE(g.ended_at, ''), g.round_count, r.seat, p.id, p.name, "
          "r.total, r.place FROM games g JOIN results r ON r.game_id = g.id "
          "JOIN seats s ON s.game_id = g.id AND s.seat = r.seat JOIN players p ON p.id = s.player_id WHERE ";
      sql.append(kSelected).append(" ORDER BY g.started_at, g.id, r.seat");
      auto q = conn_->db().query(sql.c_str());
      bind_filter(*q, filter);
      while (q->step()) {
        const std::int64_t id = q->int64(0);
        if (input.games.empty() || input.games.back().id != id) {
          stats::FinishedGame g;
          g.id = id;
          g.game = q->text(1);
          g.started_at = q->text(2);
          g.ended_at = q->text(3);
          g.rounds = q->integer(4);
          input.games.push_back(std::move(g));
        }
        input.games.back().seats.push_back({q->int64(6), q->text(7), q->integer(5), q->integer(8), q->integer(9)});
      }
    }
    {
      std::string sql =
          "SELECT s.player_id, g.kind, c.counter, SUM(c.value) FROM seat_counters c "
          "JOIN games g ON g.id = c.game_id JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat WHERE ";
      sql.append(kSelected).append(" GROUP BY s.player_id, g.kind, c.counter");
      auto q = conn_->db().query(sql.c_str());
      bind_filter(*q, filter);
      while (q->step()) input.counters.push_back({q->int64(0), q->text(1), q->text(2), q->int64(3)});
    }
    snapshot.commit();
    return input;
  } catch (const SqliteError& e) {
    if (error) *error = read_error(e);
    return std::nullopt;
  }
}

}  // namespace flipside::store
