// The rows statistics read (store.hpp: Store::stats_input): queries over
// what each game wrote when it ended, never a replay. The results come in
// start order through the games_by_start index (db/004); player names are
// read once, not per row; the counters, summed per player and month as the
// games end (db/006), only as far as the caller asks (stats::Counters); the
// round points and record counters only for records (Filter::records).
// Nothing is computed here: core/stats*.hpp does that.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <utility>

#include "core/game_info.hpp"
#include "core/name_fold.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace {

// The filter's game, dates and devices as SQL (deleted games never count,
// db/005), parameters ?1 (game), ?2 (since), ?3 (until), ?8 (this device only).
constexpr const char* kSelected =
    "g.status = 'finished' AND g.deleted_at IS NULL AND (?1 = '' OR g.kind = ?1) "
    "AND (?2 = '' OR substr(g.started_at, 1, 10) >= ?2) AND (?3 = '' OR substr(g.started_at, 1, 10) <= ?3) "
    "AND (?8 = 0 OR g.origin IS NULL)";

void bind_filter(Statement& q, const stats::Filter& f) {
  q.bind(1, f.game).bind(2, f.since).bind(3, f.until).bind(8, static_cast<std::int64_t>(f.this_device_only));
}

// Built once: Database::query keeps prepared statements by the text's
// address, so each query's text must live as long as the program.
const std::string kResultsSql = std::string(
    "SELECT g.id, g.kind, g.started_at, COALESCE(g.ended_at, ''), g.round_count, r.seat, s.player_id, "
    "r.total, r.place FROM games g JOIN results r ON r.game_id = g.id "
    "JOIN seats s ON s.game_id = g.id AND s.seat = r.seat WHERE ") + kSelected + " ORDER BY g.started_at, g.id, r.seat";
// What records read (Filter::records, core/stats_records.hpp): the round
// points of the selected games of one game kind (?1), in no order (the
// rows say where they go: a sort would cost more than the reading), and
// each seat's value of one record counter (?4) in the selected games of
// one game kind (?1). CROSS JOIN keeps SQLite's order games, seats,
// counters, so each value is one look-up by seat_counters' whole key
// (game, seat, counter) instead of a walk through every counter of a game.
const std::string kRoundPointsSql = std::string(
    "SELECT rp.game_id, rp.round, rp.seat, rp.points FROM games g JOIN round_points rp ON rp.game_id = g.id WHERE ") +
    kSelected;
const std::string kRecordCounterSql = std::string(
    "SELECT g.id, r.seat, c.value FROM games g CROSS JOIN results r ON r.game_id = g.id "
    "CROSS JOIN seat_counters c ON c.game_id = g.id AND c.seat = r.seat AND c.counter = ?4 WHERE ") + kSelected;
constexpr const char* kFirstStartedSql =
    "SELECT MIN(started_at) FROM games WHERE status = 'finished' AND deleted_at IS NULL";
constexpr const char* kOtherDevicesSql =
    "SELECT EXISTS (SELECT 1 FROM games WHERE origin IS NOT NULL AND status = 'finished' AND deleted_at IS NULL)";

// The counters: counter_totals (db/006) holds them summed per player, game
// and month, so the whole months inside the dates (?5 to ?6) come from there
// and only the days at either end of a range (?7: a date was given) from
// each game's own rows.
std::string counter_rows(const char* player_in_totals, const char* player_in_seats) {
  std::string sql =
      "SELECT player_id, kind, counter, SUM(value) FROM ("
      " SELECT player_id, kind, counter, value FROM counter_totals"
      "  WHERE (?1 = '' OR kind = ?1) AND month >= ?5 AND month <= ?6";
  sql.append(player_in_totals)
      .append(
          " UNION ALL"
          " SELECT s.player_id AS player_id, g.kind AS kind, c.counter AS counter, c.value AS value FROM games g"
          "  JOIN seat_counters c ON c.game_id = g.id JOIN seats s ON s.game_id = g.id AND s.seat = c.seat"
          "  WHERE ?7 AND g.status = 'finished' AND g.deleted_at IS NULL AND (?1 = '' OR g.kind = ?1)"
          "  AND (?8 = 0 OR g.origin IS NULL)"
          "  AND g.started_at >= ?2 AND (?3 = '' OR substr(g.started_at, 1, 10) <= ?3)"
          "  AND (substr(g.started_at, 1, 7) < ?5 OR substr(g.started_at, 1, 7) > ?6)")
      .append(player_in_seats)
      .append(") GROUP BY player_id, kind, counter");
  return sql;
}
const std::string kCountersSql = counter_rows("", "");
const std::string kPlayerCountersSql =
    counter_rows(" AND player_id IN (SELECT id FROM players WHERE name = ?4 COLLATE NOCASE)",
                 " AND s.player_id IN (SELECT id FROM players WHERE name = ?4 COLLATE NOCASE)");

// "2026-06" → "2026-07" (delta +1) or "2026-05" (-1).
std::string next_month(const std::string& month, int delta) {
  int y = std::stoi(month.substr(0, 4)), m = std::stoi(month.substr(5, 2)) + delta;
  if (m > 12) m = 1, ++y;
  if (m < 1) m = 12, --y;
  char out[8];
  std::snprintf(out, sizeof out, "%04d-%02d", y, m);
  return out;
}

bool is_day(const std::string& d) {
  return d.size() == 10 && d[4] == '-' && d[7] == '-' &&
         std::all_of(d.begin(), d.end(), [](char ch) { return ch == '-' || std::isdigit(static_cast<unsigned char>(ch)); });
}

// The whole months between two days (either may be empty: no bound), as
// the first and last 'YYYY-MM'; first > last when there is none.
std::pair<std::string, std::string> whole_months(const std::string& since, const std::string& until) {
  if ((!since.empty() && !is_day(since)) || (!until.empty() && !is_day(until))) return {"9999-99", "0000-00"};
  std::string first = "0000-00", last = "9999-99";
  if (!since.empty()) first = since.substr(8) == "01" ? since.substr(0, 7) : next_month(since.substr(0, 7), 1);
  if (!until.empty()) {
    // The last day of until's month is the day before the next month's first.
    const std::string next = next_month(until.substr(0, 7), 1);
    const auto ymd = std::chrono::year{std::stoi(next.substr(0, 4))} / std::stoi(next.substr(5, 2)) / 1;
    const auto eve = std::chrono::year_month_day{std::chrono::sys_days{ymd} - std::chrono::days{1}};
    last = static_cast<unsigned>(eve.day()) == static_cast<unsigned>(std::stoi(until.substr(8))) ? until.substr(0, 7)
                                                                                              : next_month(until.substr(0, 7), -1);
  }
  return {first, last};
}

// The stored spelling of `name` (core/name_fold.hpp), the exact one first;
// `name` itself when no player has it.
std::string stored_name(const std::unordered_map<std::int64_t, std::string>& names, const std::string& name) {
  const std::string* folded_match = nullptr;
  for (const auto& [id, stored] : names) {
    if (stored == name) return stored;
    if (!folded_match && same_name(stored, name)) folded_match = &stored;
  }
  return folded_match ? *folded_match : name;
}

// Rows beyond these are not a game's (a hand-edited file): skipped.
constexpr std::size_t kMostRounds = 100000;
constexpr std::size_t kMostSeats = 64;

}  // namespace

void SqliteStore::read_record_rows(const stats::Filter& filter, stats::Input& input) const {
  std::unordered_map<std::int64_t, std::size_t> at;  // game id → its place in input.games
  for (std::size_t i = 0; i < input.games.size(); ++i) at.emplace(input.games[i].id, i);
  for (const GameInfo& info : all_games()) {
    if (!filter.game.empty() && filter.game != info.id) continue;
    // Round points serve the comeback, which only a game where the highest
    // total wins has (core/stats_records.hpp): the others' are not read.
    if (info.order == ScoreOrder::kHighestWins) {
      auto q = conn_->db().query(kRoundPointsSql.c_str());
      bind_filter(*q, filter);
      q->bind(1, info.id);
      while (q->step()) {
        auto it = at.find(q->int64(0));
        const auto round = static_cast<std::size_t>(q->integer(1)), seat = static_cast<std::size_t>(q->integer(2));
        if (it == at.end() || round < 1 || round > kMostRounds || seat >= kMostSeats) continue;
        stats::FinishedGame& g = input.games[it->second];
        // Sized once for the game's rounds and seats: 10,000 games' rows
        // grown a cell at a time spent more in the allocator than in SQLite.
        if (g.round_points.size() < round) {
          const std::size_t seats = std::max(g.seats.size(), seat + 1);
          g.round_points.resize(std::max(round, static_cast<std::size_t>(std::max(g.rounds, 0))),
                                std::vector<int>(seats, 0));
        }
        auto& points = g.round_points[round - 1];
        if (points.size() <= seat) points.resize(seat + 1, 0);
        points[seat] = q->integer(3);
      }
    }
    for (std::string_view counter : info.record_counters) {
      auto q = conn_->db().query(kRecordCounterSql.c_str());
      bind_filter(*q, filter);
      q->bind(1, info.id).bind(4, counter);
      while (q->step())
        if (auto it = at.find(q->int64(0)); it != at.end())
          input.games[it->second].record_counts.push_back({q->integer(1), std::string(counter), q->int64(2)});
    }
  }
}

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
    {
      auto q = conn_->db().query(kFirstStartedSql);
      if (q->step() && !q->is_null(0)) input.first_started = q->text(0);
    }
    {
      auto q = conn_->db().query(kOtherDevicesSql);
      input.other_devices = q->step() && q->integer(0) != 0;
    }
    if (filter.records) read_record_rows(filter, input);
    if (filter.counters != stats::Counters::kNone) {
      const bool one = filter.counters == stats::Counters::kPlayer;
      auto q = conn_->db().query(one ? kPlayerCountersSql.c_str() : kCountersSql.c_str());
      bind_filter(*q, filter);
      // The player as stored: a name that differs in case or accents is theirs.
      if (one) q->bind(4, stored_name(names, filter.player));
      // counter_totals sums every device's games: this device's alone are
      // read from each game's own rows (no whole month from the sums).
      const auto [first, last] = filter.this_device_only ? std::pair<std::string, std::string>{"9999-99", "0000-00"}
                                                         : whole_months(filter.since, filter.until);
      const bool ends = !filter.since.empty() || !filter.until.empty() || filter.this_device_only;
      q->bind(5, first).bind(6, last).bind(7, static_cast<std::int64_t>(ends));
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
