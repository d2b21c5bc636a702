#include "core/stats.hpp"

#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <cstdio>

#include "core/game_info.hpp"
#include "core/name_fold.hpp"
#include "core/script_header.hpp"

namespace flipside::stats {
namespace {

bool higher_is_better(const std::string& game) {
  const GameInfo* info = find_game(game);
  return !info || info->order == ScoreOrder::kHighestWins;
}

// What is gathered per player while walking the games in order.
struct Tally {
  PlayerStats out;
  std::map<int, int> seats;  // seat → games
  std::map<std::string, PerGame> by_game;
  std::map<std::string, long long> total_by_game;
  std::map<std::string, bool> has_best;
  std::map<std::int64_t, Versus> versus;
  std::map<std::int64_t, std::map<std::string, VersusGame>> versus_games;
  int run = 0;
};

}  // namespace

std::optional<deck::Check> deck_check(const GameFigures& figures) {
  const GameInfo* info = find_game(figures.game);
  if (!info || !info->deck_makeup) return std::nullopt;
  return deck::check(figures.counters, info->deck_makeup(nlohmann::json::object()));
}

namespace {

const Versus* record_against(const PlayerStats& player, const std::optional<std::string>& opponent) {
  if (!opponent) return nullptr;
  for (const Versus& v : player.versus)
    if (v.opponent == *opponent) return &v;
  return nullptr;
}

}  // namespace

std::optional<Message> rival_message(const PlayerStats& player) {
  const Versus* v = record_against(player, player.rival);
  if (!v) return std::nullopt;
  return msg("ui.stats.rival", v->opponent, player.name, v->games);
}

std::optional<Message> nemesis_message(const PlayerStats& player) {
  const Versus* v = record_against(player, player.nemesis);
  if (!v) return std::nullopt;
  // The nemesis is the one most often ahead of this player: their "behind".
  return msg("ui.stats.nemesis", v->opponent, player.name, v->behind, v->games);
}

std::optional<shuffle::Check> shuffle_check(const GameFigures& figures) {
  const GameInfo* info = find_game(figures.game);
  if (!info || !info->deck_order) return std::nullopt;
  return shuffle::check(figures.counters);
}

bool selects(const Filter& f, const FinishedGame& g) {
  if (!f.game.empty() && g.game != f.game) return false;
  const std::string day = day_of(g.started_at);
  if (!f.since.empty() && day < f.since) return false;
  if (!f.until.empty() && day > f.until) return false;
  if (!f.player.empty())
    return std::any_of(g.seats.begin(), g.seats.end(), [&](const SeatResult& s) { return same_name(s.name, f.player); });
  return true;
}

std::optional<long long> game_length(const FinishedGame& game) {
  const auto start = parse_instant(game.started_at);
  const auto end = parse_instant(game.ended_at);
  if (!start || !end || *end < *start || *end - *start >= kLongestGameSeconds) return std::nullopt;
  return *end - *start;
}

std::string day_of(const std::string& iso) { return iso.substr(0, std::min<std::size_t>(10, iso.size())); }

long long value_of(const std::map<std::string, long long>& counters, const std::string& name) {
  auto it = counters.find(name);
  return it == counters.end() ? 0 : it->second;
}

long long percent(long long part, long long whole) { return whole > 0 ? (part * 100 + whole / 2) / whole : 0; }

std::string one_decimal(long long num, long long den) {
  const long long tenths = den > 0 ? (num * 10 + den / 2) / den : 0;
  std::string out = std::to_string(tenths / 10);
  out.append(".").append(std::to_string(tenths % 10));
  return out;
}

std::string one_decimal(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", value);
  return buffer;
}

Report compute(const Input& input, const Filter& filter) {
  Report report;
  std::unordered_map<std::int64_t, Tally> tallies;
  for (const FinishedGame& g : input.games) {
    if (!selects(filter, g)) continue;
    ++report.games;
    const bool higher = higher_is_better(g.game);
    GameFigures& figures = report.by_game[g.game];
    figures.game = g.game;
    ++figures.games;
    figures.rounds += g.rounds;
    for (const SeatResult& s : g.seats)
      if (!figures.best || (higher ? s.total > *figures.best : s.total < *figures.best)) {
        figures.best = s.total;
        figures.best_by = s.name;
      }
    for (const SeatResult& s : g.seats) {
      Tally& t = tallies[s.player_id];
      t.out.id = s.player_id;
      t.out.name = s.name;
      ++t.out.games;
      const bool won = s.place == 1;
      if (won) {
        ++t.out.wins;
        t.out.longest_streak = std::max(t.out.longest_streak, ++t.run);
      } else {
        t.run = 0;
      }
      t.out.current_streak = t.run;
      const std::string month = g.started_at.substr(0, std::min<std::size_t>(7, g.started_at.size()));
      // Games come in start order, so a month is nearly always the last one;
      // starts written with different offsets may still step back a month.
      auto m = std::find_if(t.out.monthly.rbegin(), t.out.monthly.rend(), [&](const MonthRate& r) { return r.month == month; });
      MonthRate& rate = m != t.out.monthly.rend() ? *m : t.out.monthly.emplace_back(MonthRate{month, 0, 0});
      ++rate.games;
      rate.wins += won;
      ++t.seats[s.seat];
      PerGame& pg = t.by_game[g.game];
      pg.game = g.game;
      ++pg.games;
      pg.wins += won;
      pg.rounds += g.rounds;
      t.total_by_game[g.game] += s.total;
      if (!t.has_best[g.game] || (higher ? s.total > pg.best : s.total < pg.best)) pg.best = s.total;
      t.has_best[g.game] = true;
      for (const SeatResult& o : g.seats) {
        if (o.player_id == s.player_id) continue;
        Versus& v = t.versus[o.player_id];
        v.opponent = o.name;
        ++v.games;
        v.ahead += s.place < o.place;
        v.behind += s.place > o.place;
        VersusGame& vg = t.versus_games[o.player_id][g.game];
        vg.game = g.game;
        ++vg.games;
        vg.ahead += s.place < o.place;
        vg.behind += s.place > o.place;
      }
    }
  }
  for (const CounterSum& c : input.counters) {
    if (!filter.game.empty() && c.game != filter.game) continue;
    if (auto g = report.by_game.find(c.game); g != report.by_game.end()) g->second.counters[c.counter] += c.value;
    auto it = tallies.find(c.player_id);
    if (it != tallies.end()) it->second.out.counters[c.game][c.counter] += c.value;
  }

  for (auto& [game, figures] : report.by_game)
    figures.rounds_per_game = figures.games ? static_cast<double>(figures.rounds) / figures.games : 0.0;
  for (auto& [id, t] : tallies) {
    PlayerStats p = std::move(t.out);
    if (!filter.player.empty() && !same_name(p.name, filter.player)) continue;
    p.win_rate = p.games ? static_cast<double>(p.wins) / p.games : 0.0;
    int most = 0;
    for (const auto& [seat, n] : t.seats)
      if (n > most) most = n, p.favourite_seat = seat + 1;  // the lowest seat among equals
    for (auto& [game, pg] : t.by_game) {
      pg.average = pg.games ? static_cast<double>(t.total_by_game[game]) / pg.games : 0.0;
      p.by_game.push_back(pg);
    }
    std::sort(p.monthly.begin(), p.monthly.end(), [](const MonthRate& a, const MonthRate& b) { return a.month < b.month; });
    std::stable_sort(p.by_game.begin(), p.by_game.end(),
                     [](const PerGame& a, const PerGame& b) { return a.games > b.games; });
    for (auto& [opponent, v] : t.versus) {
      for (const auto& [game, vg] : t.versus_games[opponent]) v.by_game.push_back(vg);
      std::stable_sort(v.by_game.begin(), v.by_game.end(),
                       [](const VersusGame& a, const VersusGame& b) { return a.games > b.games; });
      p.versus.push_back(v);
    }
    // Among opponents met as often (and, for the nemesis, as often ahead),
    // the first by name as names compare: each device of a league may show
    // a player under its own spelling ("ben" at the club, "Ben" at home), and
    // the tie must fall the same way on every device (issue 32 item 14).
    std::sort(p.versus.begin(), p.versus.end(), [](const Versus& a, const Versus& b) {
      if (a.games != b.games) return a.games > b.games;
      const std::string fa = fold_name(a.opponent), fb = fold_name(b.opponent);
      return fa != fb ? fa < fb : a.opponent < b.opponent;
    });
    if (!p.versus.empty()) p.rival = p.versus.front().opponent;
    const Versus* nemesis = nullptr;
    for (const Versus& v : p.versus)
      if (v.behind > 0 && (!nemesis || v.behind > nemesis->behind)) nemesis = &v;
    if (nemesis) p.nemesis = nemesis->opponent;
    report.players.push_back(std::move(p));
  }
  std::sort(report.players.begin(), report.players.end(), [](const PlayerStats& a, const PlayerStats& b) {
    return a.games != b.games ? a.games > b.games : a.name < b.name;
  });
  return report;
}

}  // namespace flipside::stats
