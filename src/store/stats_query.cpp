// The rows statistics read (store.hpp: Store::stats_input): one row per
// finished game from stats_games (db/013), which the database keeps as
// games end, are undone, deleted or merged, never a replay; its seats,
// with what records need, are in that row. Player names are read once,
// not per row; the counters, summed per player and month as the games end
// (db/006), only as far as the caller asks (stats::Counters). Nothing is
// computed here: core/stats*.hpp does that.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "core/name_fold.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace {

// The filter's game, dates and devices as SQL over stats_games (db/013:
// finished games only, deleted ones never), parameters ?1 (game), ?2
// (since), ?3 (until), ?8 (this device only). The start bounds the index
// range ("2026-05-01T..." >= "2026-05-01").
constexpr const char* kSelected =
    "(?1 = '' OR kind = ?1) AND (?2 = '' OR started_at >= ?2) AND (?3 = '' OR substr(started_at, 1, 10) <= ?3) "
    "AND (?8 = 0 OR here = 1)";

void bind_filter(Statement& q, const stats::Filter& f) {
  q.bind(1, f.game).bind(2, f.since).bind(3, f.until).bind(8, static_cast<std::int64_t>(f.this_device_only));
}

// The rows as db/013's view makes them, from games, results and seats: what
// a file older than schema 13 that cannot be written (a read-only backup;
// open_store.cpp reads such a file as it is) is read from. Its seats have
// no distance behind kept (0: no comeback) nor record counters.
constexpr const char* kRowsOfOlderFile =
    "(SELECT g.id AS game_id, g.kind AS kind, g.started_at AS started_at, COALESCE(g.ended_at, '') AS ended_at, "
    "g.round_count AS rounds, g.origin IS NULL AS here, "
    "(SELECT group_concat(r.seat || ',' || s.player_id || ',' || r.total || ',' || r.place || ',0,', ';') "
    "FROM results r JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = g.id) AS seats "
    "FROM games g WHERE g.status = 'finished' AND g.deleted_at IS NULL "
    "AND EXISTS (SELECT 1 FROM results WHERE game_id = g.id))";

// The three reads of the games, from `rows` (stats_games, or the above).
struct GameReads {
  std::string games, first_started, other_devices;
  explicit GameReads(const std::string& rows)
      : games("SELECT game_id, kind, started_at, ended_at, rounds, seats FROM " + rows + " WHERE " + kSelected +
              " ORDER BY started_at, game_id"),
        first_started("SELECT MIN(started_at) FROM " + rows),
        other_devices("SELECT EXISTS (SELECT 1 FROM " + rows + " WHERE here = 0)") {}
};
// Built once: Database::query keeps prepared statements by the text's
// address, so each query's text must live as long as the program.
const GameReads kReads("stats_games");
const GameReads kOlderFileReads(kRowsOfOlderFile);

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

// Seats beyond this are not a game's (a hand-edited file): skipped.
constexpr int kMostSeats = 64;

// A game's seats as stats_games keeps them (db/013): each
// "seat,player,total,place,behind,name=value name=value" separated by ';',
// put in seat order with each player's current name. False for text that
// is not that. Read in one pass, in place: every view reads 10,000 games'.
class SeatReader {
 public:
  explicit SeatReader(std::string_view text) : at_(text.data()), end_(text.data() + text.size()) {}
  bool done() const { return at_ == end_; }
  bool at(char c) const { return at_ != end_ && *at_ == c; }
  bool skip(char c) {
    if (!at(c)) return false;
    ++at_;
    return true;
  }
  // A whole number where the reader is.
  template <typename Number>
  bool number(Number& out) {
    const auto [next, error] = std::from_chars(at_, end_, out);
    if (error != std::errc()) return false;
    at_ = next;
    return true;
  }
  // Text up to `stop` (or the end, or a seat's end), `stop` not taken.
  std::string_view until(char stop) {
    const char* from = at_;
    while (at_ != end_ && *at_ != stop && *at_ != ';') ++at_;
    return {from, static_cast<std::size_t>(at_ - from)};
  }

 private:
  const char* at_;
  const char* end_;
};

bool read_seats(std::string_view text, const std::unordered_map<std::int64_t, std::string>& names,
                stats::FinishedGame& game) {
  game.seats.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), ';')) + 1);
  SeatReader r(text);
  while (!r.done()) {
    stats::SeatResult seat;
    if (!r.number(seat.seat) || !r.skip(',') || !r.number(seat.player_id) || !r.skip(',') || !r.number(seat.total) ||
        !r.skip(',') || !r.number(seat.place) || !r.skip(',') || !r.number(seat.behind) || seat.seat < 0 ||
        seat.seat >= kMostSeats)
      return false;
    if (r.skip(',')) {  // the seat's record counters, "name=value" apart by spaces
      while (!r.done() && !r.at(';')) {
        const std::string_view counter = r.until('=');
        long long value = 0;
        if (counter.empty() || counter.find(' ') != std::string_view::npos || !r.skip('=') || !r.number(value))
          return false;
        game.record_counts.push_back({seat.seat, std::string(counter), value});
        if (!r.skip(' ') && !r.done() && !r.at(';')) return false;
      }
    }
    if (!r.done() && !r.skip(';')) return false;
    if (auto name = names.find(seat.player_id); name != names.end()) seat.name = name->second;
    game.seats.push_back(std::move(seat));
  }
  // Written in seat order (db/013): sorted only when a file says otherwise.
  const auto by_seat = [](const stats::SeatResult& a, const stats::SeatResult& b) { return a.seat < b.seat; };
  if (!std::is_sorted(game.seats.begin(), game.seats.end(), by_seat))
    std::sort(game.seats.begin(), game.seats.end(), by_seat);
  return !game.seats.empty();
}

}  // namespace

Result<stats::Input> SqliteStore::stats_input(const stats::Filter& filter) const {
  try {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);  // every read sees the same games
    stats::Input input;
    bool current = true;
    {
      auto q = conn_->db().query("SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'stats_games')");
      current = q->step() && q->integer(0) != 0;
    }
    const GameReads& reads = current ? kReads : kOlderFileReads;
    std::unordered_map<std::int64_t, std::string> names;
    {
      auto q = conn_->db().query("SELECT id, name FROM players");
      while (q->step()) names.emplace(q->int64(0), q->text(1));
    }
    if (current) {  // room for every game at once: 10,000 games grown one at a time moved each many times
      auto q = conn_->db().query("SELECT COUNT(*) FROM stats_games");
      if (q->step()) input.games.reserve(static_cast<std::size_t>(std::max<std::int64_t>(0, q->int64(0))));
    }
    {
      auto q = conn_->db().query(reads.games.c_str());
      bind_filter(*q, filter);
      while (q->step()) {
        stats::FinishedGame& g = input.games.emplace_back();
        g.id = q->int64(0);
        g.game = q->text(1);
        g.started_at = q->text(2);
        g.ended_at = q->text(3);
        g.rounds = q->integer(4);
        if (!read_seats(q->text_view(5), names, g)) input.games.pop_back();  // not as db/013 writes it: skipped
      }
    }
    {
      auto q = conn_->db().query(reads.first_started.c_str());
      if (q->step() && !q->is_null(0)) input.first_started = q->text(0);
    }
    {
      auto q = conn_->db().query(reads.other_devices.c_str());
      input.other_devices = q->step() && q->integer(0) != 0;
    }
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
    return read_error(e);
  }
}

}  // namespace flipside::store
