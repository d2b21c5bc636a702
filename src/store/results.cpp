// A finished game's results (db/003): each seat's total, place and counters,
// and what records read (db/013), written as the game's status is, checked
// against a replay, and backfilled for the games an older file holds when
// it is upgraded (migrations 3, 7, 9 and 13).
//
// Sections: what records read of a game (SeatRecords) · writing, deleting
// and comparing results · the game's status row · the upgrade's backfill.
#include <map>
#include <set>
#include <tuple>

#include "core/game_info.hpp"
#include "core/replay.hpp"
#include "core/stats_records.hpp"
#include "store/migrations.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {

namespace {

// What records read of a finished game (db/013), worked out as it ends:
// each seat's most points behind the leader (stats::most_behind) from its
// stored rounds, and its record counters as "name=value ..." from
// `counters` (counter name → value per seat).
struct SeatRecords {
  std::vector<long long> behind;
  std::vector<std::string> counts;
};

SeatRecords seat_records(Database& db, std::int64_t game_id, std::string_view kind, std::size_t seats,
                         const std::map<std::string, std::vector<long long>>& counters) {
  std::vector<std::vector<int>> rounds;
  {
    auto q = db.query("SELECT round, seat, points FROM round_points WHERE game_id = ?1");
    q->bind(1, game_id);
    while (q->step()) {
      const std::int64_t round = q->int64(0), seat = q->int64(1);
      if (round < 1 || seat < 0 || static_cast<std::size_t>(seat) >= seats) continue;
      if (rounds.size() < static_cast<std::size_t>(round)) rounds.resize(static_cast<std::size_t>(round));
      auto& points = rounds[static_cast<std::size_t>(round - 1)];
      if (points.size() <= static_cast<std::size_t>(seat)) points.resize(static_cast<std::size_t>(seat) + 1, 0);
      points[static_cast<std::size_t>(seat)] = q->integer(2);
    }
  }
  SeatRecords out{stats::most_behind(rounds, seats), std::vector<std::string>(seats)};
  if (const GameInfo* info = find_game(kind))
    for (std::string_view name : info->record_counters)
      if (auto it = counters.find(std::string(name)); it != counters.end())
        for (std::size_t seat = 0; seat < seats && seat < it->second.size(); ++seat)
          out.counts[seat].append(out.counts[seat].empty() ? "" : " ")
              .append(name).append("=").append(std::to_string(it->second[seat]));
  return out;
}

void update_seat_records(Database& db, std::int64_t game_id, const SeatRecords& records) {
  for (std::size_t seat = 0; seat < records.behind.size(); ++seat) {
    auto q = db.query("UPDATE results SET behind = ?3, records = ?4 WHERE game_id = ?1 AND seat = ?2");
    q->bind(1, game_id).bind(2, static_cast<std::int64_t>(seat)).bind(3, static_cast<std::int64_t>(records.behind[seat])).bind(4, records.counts[seat]);
    q->run();
  }
}

}  // namespace

// Results of a finished game (db/003): each seat's total and place, and the
// game's counters, and what records read (db/013). Nothing is written for
// an unfinished game (every entry comes here: it costs nothing then); the
// undo of the last line removes them (delete_results).
void write_results(Database& db, std::int64_t game_id, const Game& game) {
  if (!game.finished()) return;
  delete_results(db, game_id);  // never two sets, whatever came before
  std::map<std::string, std::vector<long long>> counters;
  for (const SeatCounter& counter : game.seat_counters()) {
    for (std::size_t seat = 0; seat < counter.per_seat.size(); ++seat) {
      auto q = db.query("INSERT INTO seat_counters (game_id, seat, counter, value) VALUES (?1, ?2, ?3, ?4)");
      q->bind(1, game_id).bind(2, static_cast<std::int64_t>(seat)).bind(3, counter.name).bind(4, counter.per_seat[seat]);
      q->run();
    }
    counters[counter.name].assign(counter.per_seat.begin(), counter.per_seat.end());
  }
  const std::size_t seats = game.header().players.size();
  const SeatRecords records = seat_records(db, game_id, game.header().game, seats, counters);
  for (const Standing& s : game.standings()) {
    const auto seat = static_cast<std::size_t>(s.seat);
    auto q = db.query("INSERT INTO results (game_id, seat, total, place, behind, records) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    q->bind(1, game_id).bind(2, s.seat).bind(3, s.total).bind(4, s.place)
        .bind(5, seat < seats ? static_cast<std::int64_t>(records.behind[seat]) : std::int64_t{0}).bind(6, seat < seats ? records.counts[seat] : std::string());
    q->run();
  }
}

void delete_results(Database& db, std::int64_t game_id) {
  for (const char* sql : {"DELETE FROM results WHERE game_id = ?1", "DELETE FROM seat_counters WHERE game_id = ?1"}) {
    auto q = db.query(sql);
    q->bind(1, game_id);
    q->run();
  }
}

// Whether the rows stored for a finished game are what `game` gives: the
// recount rewrites only the games whose figures changed (a rewrite moves
// every counter in and out of counter_totals through its triggers).
bool results_match(Database& db, std::int64_t game_id, const Game& game) {
  std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> stored_results, computed_results;
  std::set<std::tuple<std::int64_t, std::string, std::int64_t>> stored_counters, computed_counters;
  {
    auto q = db.query("SELECT seat, total, place FROM results WHERE game_id = ?1");
    q->bind(1, game_id);
    while (q->step()) stored_results.emplace(q->int64(0), q->int64(1), q->int64(2));
  }
  {
    auto q = db.query("SELECT seat, counter, value FROM seat_counters WHERE game_id = ?1");
    q->bind(1, game_id);
    while (q->step()) stored_counters.emplace(q->int64(0), q->text(1), q->int64(2));
  }
  for (const Standing& s : game.standings()) computed_results.emplace(s.seat, s.total, s.place);
  for (const SeatCounter& counter : game.seat_counters())
    for (std::size_t seat = 0; seat < counter.per_seat.size(); ++seat)
      computed_counters.emplace(static_cast<std::int64_t>(seat), counter.name, counter.per_seat[seat]);
  return stored_results == computed_results && stored_counters == computed_counters;
}

namespace {

// One finished game replayed by today's engine, its results and counters
// written again where they differ from what is stored. A game this FlipSide
// cannot replay keeps no results; its rows stay as they are.
void replay_results(Database& db, std::int64_t id) {
  auto header = load_header(db, id, nullptr, nullptr);
  Message ignored;
  auto session = header ? Session::start(*header, &ignored) : nullptr;
  if (!session) return;
  auto q = db.query("SELECT line FROM events WHERE game_id = ?1 AND undone = 0 ORDER BY seq");
  q->bind(1, id);
  bool replayed = true;
  while (replayed && q->step()) {
    auto line = nlohmann::json::parse(q->text(0), nullptr, false);
    replayed = !line.is_discarded() && session->apply(line).accepted;
  }
  if (replayed && session->game().finished() && !results_match(db, id, session->game()))
    write_results(db, id, session->game());
}

// 13: what records read of a finished game (write_results), from its
// stored rounds and counters: no replay needed (a replay rewrites only the
// results that differ).
void backfill_seat_records(Database& db, std::int64_t id, const std::string& kind) {
  std::size_t seats = 0;
  std::map<std::string, std::vector<long long>> counters;
  {
    auto q = db.query("SELECT COUNT(*) FROM results WHERE game_id = ?1");
    q->bind(1, id);
    if (q->step()) seats = static_cast<std::size_t>(std::max<std::int64_t>(0, q->int64(0)));
  }
  {
    auto q = db.query("SELECT seat, counter, value FROM seat_counters WHERE game_id = ?1");
    q->bind(1, id);
    while (q->step()) {
      const std::int64_t seat = q->int64(0);
      if (seat < 0 || static_cast<std::size_t>(seat) >= seats) continue;
      auto& values = counters[q->text(1)];
      values.resize(seats, 0);
      values[static_cast<std::size_t>(seat)] = q->int64(2);
    }
  }
  update_seat_records(db, id, seat_records(db, id, kind, seats, counters));
}

}  // namespace

void backfill_results(Database& db, int from, int to, const UpgradeWatcher& watch) {
  // 3: the results tables are new (db/003). 7 and 9: every game's counters
  // are counted again by today's engines (db/007, db/009). One replay with
  // today's engines does for all of them, so an upgrade through several
  // replays once. Deleted games too: their rows stay out of the sums until
  // they are restored. 13: what records read, after the replay; one pass
  // over the games, so the upgrade's progress counts each game once.
  const auto asks = [&](int version) { return from < version && version <= to; };
  const bool replay = asks(3) || asks(7) || asks(9), records = asks(13);
  if (!replay && !records) return;
  std::vector<std::pair<std::int64_t, std::string>> finished;
  {
    auto q = db.query("SELECT id, kind FROM games WHERE status = 'finished'");
    while (q->step()) finished.emplace_back(q->int64(0), q->text(1));
  }
  UpgradeProgress progress{UpgradeProgress::Stage::kUpdating, 0, static_cast<std::int64_t>(finished.size())};
  if (watch && !watch(progress)) throw UpgradeStopped{};
  for (const auto& [id, kind] : finished) {
    if (replay) replay_results(db, id);
    if (records) backfill_seat_records(db, id, kind);
    ++progress.done;
    if (watch && !watch(progress)) throw UpgradeStopped{};
  }
}

void write_game_status(Database& db, std::int64_t game_id, const Game& game, std::int64_t event_count,
                       const std::string& now) {
  write_results(db, game_id, game);
  std::optional<std::int64_t> winner_seat;
  if (auto winner = game.winner()) winner_seat = game.header().seat_of(*winner);
  auto q = db.query(
      "UPDATE games SET event_count = ?2, "
      "round_count = (SELECT COUNT(DISTINCT round) FROM round_points WHERE game_id = ?1), "
      "status = ?3, winner_seat = ?4, "
      "ended_at = CASE WHEN ?3 = 'finished' THEN COALESCE(ended_at, ?5) END "
      "WHERE id = ?1");
  q->bind(1, game_id)
      .bind(2, event_count)
      .bind(3, game.finished() ? "finished" : "in_progress")
      .bind(4, winner_seat)
      .bind(5, now);
  q->run();
}

}  // namespace flipside::store
