// The rows statistics read (store.hpp: Store::stats_input): two queries over
// what each game wrote when it ended, never a replay. The results come in
// start order through the games_by_start index (db/004); player names are
// read once, not per row; the counters, summed per player and day as the
// games end (db/006), only as far as the caller asks (stats::Counters).
#include <string>
#include <unordered_map>

#include "store/store_internal.hpp"

namespace flipside::store {
namespace {

// The filter's game and dates as SQL (deleted games never count, db/005), parameters ?1 (game), ?2 (since), ?3 (until).
constexpr const char* kSelected =
    "g.status = 'finished' AND g.deleted_at IS NULL AND (?1 = '' OR g.kind = ?1) "
    "AND (?2 = '' OR substr(g.started_at, 1, 10) >= ?2) AND (?3 = '' OR substr(g.started_at, 1, 10) <= ?3)";

void bind_filter(Statement& q, const stats::Filter& f) { q.bind(1, f.game).bind(2, f.since).bind(3, f.until); }

// Built once: Database::query keeps prepared statements by the text's
// address, so each query's text must live as long as the program.
const std::string kResultsSql = std::string(
    "SELECT g.id, g.kind, g.started_at, COALESCE(g.ended_at, ''), g.round_count, r.seat, s.player_id, "
    "r.total, r.place FROM games g JOIN results r ON r.game_id = g.id "
    "JOIN seats s ON s.game_id = g.id AND s.seat = r.seat WHERE ") + kSelected + " ORDER BY g.started_at, g.id, r.seat";
// The counters come summed per player, game and day (counter_totals,
// db/006), so the dates filter on the day and nothing joins the games.
constexpr const char* kCountersSql =
    "SELECT player_id, kind, counter, SUM(value) FROM counter_totals "
    "WHERE (?1 = '' OR kind = ?1) AND (?2 = '' OR day >= ?2) AND (?3 = '' OR day <= ?3) "
    "GROUP BY player_id, kind, counter";
constexpr const char* kPlayerCountersSql =
    "SELECT player_id, kind, counter, SUM(value) FROM counter_totals "
    "WHERE player_id IN (SELECT id FROM players WHERE name = ?4 COLLATE NOCASE) "
    "AND (?1 = '' OR kind = ?1) AND (?2 = '' OR day >= ?2) AND (?3 = '' OR day <= ?3) "
    "GROUP BY player_id, kind, counter";

}  // namespace

std::optional<stats::Input> SqliteStore::stats_input(const stats::Filter& filter, Message* error) const {
  try {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);  // every read sees the same games
    stats::Input input;
    std::unordered_map<std::int64_t, std::string> names;
    {
      auto q = conn_->db().query("SELECT id, name FROM players");
      while (q->step()) names.emplace(q->int64(0), q->text(1));
    }
    {
      auto q = conn_->db().query(kResultsSql.c_str());
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
        const std::int64_t player = q->int64(6);
        input.games.back().seats.push_back({player, names[player], q->integer(5), q->integer(7), q->integer(8)});
      }
    }
    if (filter.counters != stats::Counters::kNone) {
      const bool one = filter.counters == stats::Counters::kPlayer;
      auto q = conn_->db().query(one ? kPlayerCountersSql : kCountersSql);
      bind_filter(*q, filter);
      if (one) q->bind(4, filter.player);
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
