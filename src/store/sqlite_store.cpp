// The Store's queries: players, game lists, creating and reopening games,
// round points, a game's script. Every value goes in as a bound parameter.
// What a finished game's results are, and their backfill when a file is
// upgraded, are in results.cpp.
//
// Sections: a game's rows (load_header, find_player, insert_game, its events
// and round points) · players (list, rename, merge) · the game lists
// (History, the bin) · opening and creating a game · round points and export.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>
#include <sstream>

#include <sqlite3.h>

#include "core/game_info.hpp"
#include "core/name_fold.hpp"
#include "core/replay.hpp"
#include "core/stats_records.hpp"
#include "store/migrations.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {

// The header a game was started with, rebuilt from its rows.
std::optional<ScriptHeader> load_header(Database& db, std::int64_t id, std::string* status, std::int64_t* revision) {
  ScriptHeader header;
  int dealer_seat = 0;
  {
    auto q =
        db.query("SELECT kind, options, dealer_seat, status, revision, started_at, uuid FROM games WHERE id = ?1");
    q->bind(1, id);
    if (!q->step()) return std::nullopt;
    header.game = q->text(0);
    header.options = nlohmann::json::parse(q->text(1), nullptr, false);
    // Unreadable options stay visible as text: the header check then refuses
    // them by name instead of the game silently losing its options.
    if (header.options.is_discarded()) header.options = q->text(1);
    dealer_seat = q->integer(2);
    if (status) *status = q->text(3);
    if (revision) *revision = q->int64(4);
    // Kept as written (with its offset), so an export says when the game
    // began where it was played; older rows hold UTC ("...Z").
    if (parse_instant(q->text(5))) header.started = q->text(5);
    if (is_game_id(q->text(6))) header.id = q->text(6);
  }
  auto q = db.query("SELECT name FROM seats WHERE game_id = ?1 ORDER BY seat");
  q->bind(1, id);
  while (q->step()) header.players.push_back(q->text(0));
  if (dealer_seat >= 0 && dealer_seat < static_cast<int>(header.players.size()))
    header.dealer = header.players[dealer_seat];
  return header;
}

std::optional<FoundPlayer> find_player(Database& db, const std::string& name, std::int64_t except) {
  std::optional<FoundPlayer> found;
  auto q = db.query("SELECT id, name, COALESCE(merged_into, id) FROM players WHERE id <> ?1 ORDER BY id");
  q->bind(1, except);
  while (q->step()) {
    const std::string stored = q->text(1);
    if (stored == name) return FoundPlayer{q->int64(0), q->int64(2)};  // the exact spelling first
    if (!found && same_name(stored, name)) found = FoundPlayer{q->int64(0), q->int64(2)};
  }
  return found;
}

void log_player_change(Database& db, const std::string& at, const char* kind, const std::string& name,
                       const std::string& target) {
  auto q = db.query("INSERT INTO player_changes (at, kind, name, target) VALUES (?1, ?2, ?3, ?4)");
  q->bind(1, at).bind(2, kind).bind(3, name).bind(4, target);
  q->run();
}

std::int64_t insert_game(Database& db, const ScriptHeader& header, const std::string& now) {
  {
    auto q = db.query("INSERT INTO games (kind, options, dealer_seat, started_at, uuid) VALUES (?1, ?2, ?3, ?4, ?5)");
    // An imported game keeps the start and the id its script gives; a new
    // one starts now.
    const std::string& started = header.started.empty() ? now : header.started;
    const std::string uuid = header.id.empty() ? new_game_uuid() : header.id;
    q->bind(1, header.game).bind(2, compact(header.options)).bind(3, header.seat_of(header.dealer)).bind(4, started);
    q->bind(5, uuid);
    q->run();
  }
  const std::int64_t id = db.last_insert_rowid();
  for (std::size_t seat = 0; seat < header.players.size(); ++seat) {
    const std::string& name = header.players[seat];
    // Names compare as core/name_fold.hpp says ("maria" is María): a name
    // met before seats that player; a merged name, the player it went into.
    std::int64_t player_id = 0;
    if (auto known = find_player(db, name)) {
      player_id = known->seated;
    } else {
      auto q = db.query("INSERT INTO players (name, created_at) VALUES (?1, ?2)");
      q->bind(1, name).bind(2, now);
      q->run();
      player_id = db.last_insert_rowid();
    }
    auto q = db.query("INSERT INTO seats (game_id, seat, player_id, name) VALUES (?1, ?2, ?3, ?4)");
    q->bind(1, id).bind(2, static_cast<std::int64_t>(seat)).bind(3, player_id).bind(4, name);
    q->run();
  }
  return id;
}

void insert_event(Database& db, std::int64_t game_id, std::int64_t seq, const nlohmann::json& line,
                  const std::string& now) {
  auto q = db.query("INSERT INTO events (game_id, seq, line, entered_at) VALUES (?1, ?2, ?3, ?4)");
  q->bind(1, game_id).bind(2, seq).bind(3, compact(line)).bind(4, now);
  q->run();
}

void insert_round_points(Database& db, std::int64_t game_id, const ScriptHeader& header, const Verdict& verdict,
                         std::int64_t seq) {
  for (const RoundSummary& round : verdict.rounds_finished) {
    for (const auto& [name, points] : round.points) {
      auto q = db.query("INSERT INTO round_points (game_id, round, seat, points, seq) VALUES (?1, ?2, ?3, ?4, ?5)");
      q->bind(1, game_id).bind(2, round.round).bind(3, header.seat_of(name)).bind(4, points).bind(5, seq);
      q->run();
    }
  }
}


Message SqliteStore::read_error(const SqliteError& e) const {
  const int code = e.primary_code();
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED) return msg("store.busy", conn_->path());
  return msg("store.read_failed", conn_->path(), e.what());
}

Rows<PlayerRecord> SqliteStore::players() const {
  return read_rows<PlayerRecord>([&](std::vector<PlayerRecord>& out) {
    auto q = conn_->db().query(
        "SELECT p.id, p.name, COUNT(DISTINCT s.game_id) FROM players p "
        "LEFT JOIN (seats s JOIN games g ON g.id = s.game_id AND g.deleted_at IS NULL) ON s.player_id = p.id "
        "WHERE p.merged_into IS NULL GROUP BY p.id ORDER BY p.name");  // deleted games (db/005) do not count
    while (q->step()) out.push_back({q->int64(0), q->text(1), q->integer(2)});
  });
}

Result<> SqliteStore::rename_player(std::int64_t id, const std::string& new_name) {
  std::string name = trim_name(new_name);
  if (auto problem = check_name(name)) return *problem;
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  try {
    Transaction tx(conn_->db());
    {
      // Taken also when it differs only in case or accents (core/name_fold.hpp);
      // one of the player's own other names is theirs to take back.
      const auto found = find_player(conn_->db(), name, id);
      if (found && found->seated != id) return msg("store.name_taken", name);
    }
    std::string before;
    {
      auto q = conn_->db().query("SELECT name FROM players WHERE id = ?1 AND merged_into IS NULL");
      q->bind(1, id);
      if (!q->step()) return msg("store.no_such_player", id);
      before = q->text(0);
    }
    if (before == name) return {};  // nothing to change, nothing for the league
    const std::string now = now_utc();
    show_player_as(conn_->db(), id, name, now, this_device_id(conn_->db()));
    log_player_change(conn_->db(), now, "rename", before, name);
    tx.commit();
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
  return {};
}

Result<> SqliteStore::merge_players(std::int64_t from, std::int64_t into) {
  if (from == into) return msg("store.merge_same_player");
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  try {
    Transaction tx(conn_->db());
    std::string from_name, into_name;
    if (auto merged = merge_player_rows(conn_->db(), from, into, &from_name, &into_name); !merged.ok()) return merged;
    log_player_change(conn_->db(), now_utc(), "merge", from_name, into_name);
    tx.commit();
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
  return {};
}

Rows<PlayerRecord> SqliteStore::merge_targets(std::int64_t from) const {
  Rows<PlayerRecord> out = players();
  if (!out.ok()) return out;
  auto met = read_rows<std::int64_t>([&](std::vector<std::int64_t>& ids) {
    auto q = conn_->db().query(
        "SELECT DISTINCT b.player_id FROM seats a JOIN seats b ON a.game_id = b.game_id WHERE a.player_id = ?1");
    q->bind(1, from);
    while (q->step()) ids.push_back(q->int64(0));
  });
  if (!met.ok()) return met.error();
  std::erase_if(*out, [&](const PlayerRecord& p) {
    return p.id == from || std::find(met->begin(), met->end(), p.id) != met->end();
  });
  return out;
}

// Two queries for any number of games (10,000 in a few tens of
// milliseconds): every shown game (or every game in the bin) with its seats
// and, once finished, their results; then the running totals of the
// unfinished ones. Then in order: the last started first (an imported game
// keeps its script's start, so it sits where it was played, whatever its
// id), or in the bin the last deleted first.
namespace {

// The two queries of read_games, for the games shown and for the bin's
// (kept at namespace scope: Database::query keeps statements by address).
std::string games_sql(const char* which) {
  return std::string(
             "SELECT g.id, g.kind, g.started_at, COALESCE(g.ended_at, ''), g.status, g.winner_seat, g.round_count, "
             "g.event_count, p.name, r.total, r.place, COALESCE(g.deleted_at, ''), COALESCE(g.origin, ''), "
             "COALESCE(d.name, '') FROM games g LEFT JOIN league_devices d ON d.id = g.origin "
             "LEFT JOIN seats s ON s.game_id = g.id LEFT JOIN players p ON p.id = s.player_id "
             "LEFT JOIN results r ON r.game_id = g.id AND r.seat = s.seat WHERE g.") +
         which + " ORDER BY g.id DESC, s.seat";
}
std::string running_sql(const char* which) {
  return std::string(
             "SELECT r.game_id, r.seat, SUM(r.points) FROM round_points r "
             "WHERE r.game_id IN (SELECT id FROM games WHERE status IN ('in_progress', 'abandoned') AND ") +
         which + ") GROUP BY r.game_id, r.seat ORDER BY r.game_id, r.seat";
}
// A game kind's History counter over its finished games (the PK of
// seat_counters finds each game's rows: a few thousand lookups, not a scan).
std::string counter_sql(const char* which) {
  return std::string(
             "SELECT c.game_id, c.seat, c.value FROM games g "
             "JOIN seat_counters c ON c.game_id = g.id AND c.counter = ?1 "
             "WHERE g.kind = ?2 AND g.status = 'finished' AND g.") +
         which;
}
const std::string kShownCounterSql = counter_sql("deleted_at IS NULL");
const std::string kBinCounterSql = counter_sql("deleted_at IS NOT NULL");
const std::string kShownGamesSql = games_sql("deleted_at IS NULL");
const std::string kBinGamesSql = games_sql("deleted_at IS NOT NULL");
const std::string kShownRunningSql = running_sql("deleted_at IS NULL");
const std::string kBinRunningSql = running_sql("deleted_at IS NOT NULL");

}  // namespace

Rows<GameSummary> SqliteStore::read_games(bool in_bin) const {
  return read_rows<GameSummary>([&](std::vector<GameSummary>& out) {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);
    std::optional<std::int64_t> winner_seat;
    {
      auto q = conn_->db().query(in_bin ? kBinGamesSql.c_str() : kShownGamesSql.c_str());
      auto settle_winner = [&] {
        if (out.empty() || !winner_seat) return;
        auto seat = static_cast<std::size_t>(*winner_seat);
        if (seat < out.back().players.size()) out.back().winner = out.back().players[seat];
      };
      while (q->step()) {
        const std::int64_t id = q->int64(0);
        if (out.empty() || out.back().id != id) {
          settle_winner();
          GameSummary g;
          g.id = id;
          g.game = q->text(1);
          g.started_at = q->text(2);
          g.ended_at = q->text(3);
          g.status = q->text(4);
          winner_seat = q->is_null(5) ? std::nullopt : std::optional<std::int64_t>(q->int64(5));
          g.rounds = q->integer(6);
          g.events = q->integer(7);
          g.deleted_at = q->text(11);
          g.origin = q->text(12);
          g.origin_name = q->text(13);
          out.push_back(std::move(g));
        }
        if (q->is_null(8)) continue;  // a game without seats (hand-edited file) lists none
        GameSummary& g = out.back();
        g.players.push_back(q->text(8));
        if (!q->is_null(9)) {
          g.totals.push_back(q->integer(9));
          g.places.push_back(q->integer(10));
        }
      }
      settle_winner();
    }
    // Results come for every seat or none; a half set (hand-edited) shows none.
    for (GameSummary& g : out)
      if (g.totals.size() != g.players.size()) g.totals.clear(), g.places.clear();
    // Rows of (game id, seat, value) into a per-seat list of the games
    // listed in `which` (id -> position in out).
    auto read_per_seat = [&](Query& q, const std::unordered_map<std::int64_t, std::size_t>& which,
                             std::vector<int> GameSummary::*list) {
      while (q->step()) {
        auto it = which.find(q->int64(0));
        if (it == which.end()) continue;
        GameSummary& g = out[it->second];
        const auto seat = static_cast<std::size_t>(q->int64(1));
        if (seat >= g.players.size()) continue;
        (g.*list).resize(g.players.size(), 0);
        (g.*list)[seat] = q->integer(2);
      }
    };
    // Unfinished games: the rounds played so far, summed per seat. Few
    // games, found by the status index, their rounds by the primary key.
    std::unordered_map<std::int64_t, std::size_t> unfinished;
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i].places.empty() && out[i].rounds > 0) unfinished.emplace(out[i].id, i);
    if (!unfinished.empty()) {
      auto q = conn_->db().query(in_bin ? kBinRunningSql.c_str() : kShownRunningSql.c_str());
      read_per_seat(q, unfinished, &GameSummary::totals);
    }
    // The games' own History counters (phases completed, in a game of phases).
    std::unordered_map<std::int64_t, std::size_t> finished;
    for (std::size_t i = 0; i < out.size(); ++i)
      if (!out[i].places.empty()) finished.emplace(out[i].id, i);
    for (const GameInfo& info : all_games()) {
      if (info.history_counter.empty() || finished.empty()) continue;
      auto q = conn_->db().query(in_bin ? kBinCounterSql.c_str() : kShownCounterSql.c_str());
      q->bind(1, info.history_counter).bind(2, info.id);
      read_per_seat(q, finished, &GameSummary::counter);
    }
    if (in_bin) {
      std::stable_sort(out.begin(), out.end(),
                       [](const GameSummary& a, const GameSummary& b) { return a.deleted_at > b.deleted_at; });
    } else {
      std::stable_sort(out.begin(), out.end(), listed_before);
    }
  });
}

bool listed_before(const GameSummary& a, const GameSummary& b) {
  const auto start_a = parse_instant(a.started_at), start_b = parse_instant(b.started_at);
  if (start_a && start_b && *start_a != *start_b) return *start_a > *start_b;
  if (!start_a != !start_b) return start_a.has_value();  // an unreadable start goes last
  return a.id > b.id;
}

Rows<GameSummary> SqliteStore::games() const { return read_games(false); }
Rows<GameSummary> SqliteStore::deleted_games() const { return read_games(true); }

Result<std::optional<std::int64_t>> SqliteStore::latest_unfinished() const {
  try {
    // Never another device's game (taken in half copied by an older
    // FlipSide): no card could be entered into it here (issue 32 item 14).
    auto q = conn_->db().query(
        "SELECT id FROM games WHERE status = 'in_progress' AND deleted_at IS NULL AND origin IS NULL "
        "ORDER BY id DESC LIMIT 1");
    if (q->step()) return std::optional<std::int64_t>(q->int64(0));
  } catch (const SqliteError& e) {
    return read_error(e);
  }
  return std::optional<std::int64_t>();
}

std::optional<std::int64_t> SqliteStore::data_version() const {
  try {
    auto q = conn_->db().query("PRAGMA data_version");
    if (q->step()) return q->int64(0);
  } catch (const SqliteError&) {
  }
  return std::nullopt;
}

Result<std::unique_ptr<OpenGame>> SqliteStore::create_game(const ScriptHeader& header) {
  // The same checks a script header gets: names, dealer, options.
  Message refused;
  auto checked = parse_header(header.to_json(), &refused);
  if (!checked) return refused;
  // A game started here is a new game, whatever header it was made from (a
  // rematch copies the last game's): it gets an identity of its own.
  checked->id = new_game_uuid();
  auto session = Session::start(*checked, &refused);
  if (!session) return refused;
  if (auto ready = conn_->prepare_write(); !ready.ok()) return ready.error();
  try {
    Transaction tx(conn_->db());
    std::int64_t id = insert_game(conn_->db(), *checked, now_local());
    auto game = std::make_unique<SqliteOpenGame>(conn_, id, std::move(session), 0, "in_progress");
    game->shown_ = seated_names(conn_->db(), id);
    tx.commit();
    return std::unique_ptr<OpenGame>(std::move(game));
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
}

Result<std::unique_ptr<OpenGame>> SqliteStore::open_game(std::int64_t id) {
  try {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);
    std::string status;
    std::int64_t revision = 0;
    auto header = load_header(conn_->db(), id, &status, &revision);
    if (!header) return msg("store.no_such_game", id);
    Message refused;
    auto session = Session::start(*header, &refused);
    if (!session) return refused;
    int undone = 0;
    {
      auto q = conn_->db().query("SELECT seq, line, undone FROM events WHERE game_id = ?1 ORDER BY seq");
      q->bind(1, id);
      while (q->step()) {
        auto line = nlohmann::json::parse(q->text(1), nullptr, false);
        Verdict v = line.is_discarded() ? Verdict::reject(msg("script.bad_json", q->text(1))) : session->apply(line);
        if (!v.accepted) return msg("store.replay_failed", id, q->int64(0), Arg::list_arg({v.rejection}));
        undone += q->integer(2);
      }
    }
    // Undone events follow the active ones: replaying them and undoing them
    // again restores the redo history exactly as it was.
    for (int i = 0; i < undone; ++i) session->undo();
    session->restore_edits(load_edits(conn_->db(), id));
    auto draft = load_draft(conn_->db(), id, session->lines().size());
    std::string origin;
    game_with_uuid(conn_->db(), header->id, &origin);
    auto game = std::make_unique<SqliteOpenGame>(conn_, id, std::move(session), revision, status, std::move(draft));
    game->origin_ = std::move(origin);
    game->shown_ = seated_names(conn_->db(), id);
    snapshot.commit();
    return std::unique_ptr<OpenGame>(std::move(game));
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
}

Rows<RoundSummary> SqliteStore::round_points(std::int64_t game_id) const {
  return read_rows<RoundSummary>([&](std::vector<RoundSummary>& out) {
    auto q = conn_->db().query(
        "SELECT r.round, s.name, r.points FROM round_points r "
        "JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat "
        "WHERE r.game_id = ?1 ORDER BY r.round, r.seat");
    q->bind(1, game_id);
    while (q->step()) {
      int round = q->integer(0);
      if (out.empty() || out.back().round != round) out.push_back({round, {}, {}});
      out.back().points.emplace_back(q->text(1), q->integer(2));
    }
  });
}

Result<std::string> SqliteStore::export_script(std::int64_t game_id) const {
  try {
    Transaction snapshot(conn_->db(), Transaction::Kind::kRead);
    auto header = load_header(conn_->db(), game_id, nullptr, nullptr);
    if (!header) return msg("store.no_such_game", game_id);
    std::string out = compact(header->to_json()) + "\n";
    {
      auto q = conn_->db().query("SELECT line FROM events WHERE game_id = ?1 AND undone = 0 ORDER BY seq");
      q->bind(1, game_id);
      while (q->step()) out += q->text(0) + "\n";
    }
    snapshot.commit();
    // What export writes, import must take back: a script whose rows were
    // edited by hand into something that does not replay is refused here,
    // with the line and the reason, instead of being written out broken.
    std::istringstream written(out);
    ReplayResult check = replay_script(written);
    if (check.status != ReplayResult::Status::kAccepted)
      return msg("store.export_invalid", game_id, check.line, Arg::list_arg({check.error}));
    return out;
  } catch (const SqliteError& e) {
    return storage_error(e, conn_->path());
  }
}

}  // namespace flipside::store
