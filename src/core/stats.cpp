#include "core/stats.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <functional>
#include <string_view>
#include <unordered_map>

#include "core/game_info.hpp"
#include "core/name_fold.hpp"
#include "core/script_header.hpp"

namespace flipside::stats {
namespace {

bool higher_is_better(const std::string& game) {
  const GameInfo* info = find_game(game);
  return !info || info->order == ScoreOrder::kHighestWins;
}

// What is gathered per player while walking the games in order. Game
// kinds are counted by their place in Kinds (a handful), opponents by
// their place in `versus`: 10,000 games' seats looked up by name in maps
// cost more than reading them (issue 33: a view within 20 ms).
struct KindTally {
  PerGame per_game;
  long long total = 0;
  bool has_best = false;
};

struct VersusTally {
  std::int64_t opponent = 0;
  Versus versus;
  std::vector<VersusGame> by_kind;  // by the kind's place in Kinds
};

struct Tally {
  PlayerStats out;
  std::vector<int> seats;  // seat → games
  std::vector<KindTally> kinds;
  std::unordered_map<std::int64_t, std::size_t> versus_at;  // opponent → place in versus
  std::vector<VersusTally> versus;
  int run = 0;
};

// The game kinds met so far, each with its order.
struct Kinds {
  std::vector<std::string> names;
  std::vector<bool> higher;  // the highest total is best
  std::size_t place(const std::string& game) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == game) return i;
    names.push_back(game);
    higher.push_back(higher_is_better(game));
    return names.size() - 1;
  }
};

template <typename T>
T& at(std::vector<T>& items, std::size_t i) {
  if (items.size() <= i) items.resize(i + 1);
  return items[i];
}

// The places in `kinds` in the order of the kinds' names: per-game lists
// are built in that order, then sorted by games (stable among equals).
std::vector<std::size_t> by_name(const Kinds& kinds) {
  std::vector<std::size_t> order(kinds.names.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return kinds.names[a] < kinds.names[b]; });
  return order;
}

// Whether a player by this id and name is the filter's (names compared as
// names match): asked once per player, not once per seat.
class PlayerMatch {
 public:
  explicit PlayerMatch(const std::string& player) : player_(player) {}
  bool operator()(const SeatResult& s) {
    auto [it, added] = known_.try_emplace(s.player_id, false);
    if (added) it->second = same_name(s.name, player_);
    return it->second;
  }

 private:
  const std::string& player_;
  std::unordered_map<std::int64_t, bool> known_;
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
  const std::string_view day = std::string_view(g.started_at).substr(0, 10);
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
  Kinds kinds;
  std::vector<GameFigures*> figures_of;  // by kind
  std::unordered_map<std::int64_t, Tally> tallies;
  // The player filter, once per player (selects() would fold every seat's name).
  Filter dated = filter;
  dated.player.clear();
  PlayerMatch is_player(filter.player);
  for (const FinishedGame& g : input.games) {
    if (!selects(dated, g)) continue;
    if (!filter.player.empty() && std::none_of(g.seats.begin(), g.seats.end(), std::ref(is_player))) continue;
    ++report.games;
    const std::size_t kind = kinds.place(g.game);
    const bool higher = kinds.higher[kind];
    GameFigures*& figures = at(figures_of, kind);
    if (!figures) {
      figures = &report.by_game[g.game];
      figures->game = g.game;
    }
    ++figures->games;
    figures->rounds += g.rounds;
    for (const SeatResult& s : g.seats)
      if (!figures->best || (higher ? s.total > *figures->best : s.total < *figures->best)) {
        figures->best = s.total;
        figures->best_by = s.name;
      }
    const std::string_view month = std::string_view(g.started_at).substr(0, 7);
    for (const SeatResult& s : g.seats) {
      Tally& t = tallies[s.player_id];
      t.out.id = s.player_id;
      // A player's name is the same in every game read (the current one):
      // copied once, not once a game.
      if (t.out.name.empty()) t.out.name = s.name;
      ++t.out.games;
      const bool won = s.place == 1;
      if (won) {
        ++t.out.wins;
        t.out.longest_streak = std::max(t.out.longest_streak, ++t.run);
      } else {
        t.run = 0;
      }
      t.out.current_streak = t.run;
      // Games come in start order, so a month is nearly always the last one;
      // starts written with different offsets may still step back a month.
      auto m = std::find_if(t.out.monthly.rbegin(), t.out.monthly.rend(), [&](const MonthRate& r) { return r.month == month; });
      MonthRate& rate = m != t.out.monthly.rend() ? *m : t.out.monthly.emplace_back(MonthRate{std::string(month), 0, 0});
      ++rate.games;
      rate.wins += won;
      if (s.seat >= 0) ++at(t.seats, static_cast<std::size_t>(s.seat));
      KindTally& k = at(t.kinds, kind);
      PerGame& pg = k.per_game;
      if (pg.game.empty()) pg.game = g.game;
      ++pg.games;
      pg.wins += won;
      pg.rounds += g.rounds;
      k.total += s.total;
      if (!k.has_best || (higher ? s.total > pg.best : s.total < pg.best)) pg.best = s.total;
      k.has_best = true;
      for (const SeatResult& o : g.seats) {
        if (o.player_id == s.player_id) continue;
        auto [place, added] = t.versus_at.try_emplace(o.player_id, t.versus.size());
        if (added) t.versus.push_back({o.player_id, {}, {}});
        VersusTally& vt = t.versus[place->second];
        Versus& v = vt.versus;
        if (v.opponent.empty()) v.opponent = o.name;
        ++v.games;
        v.ahead += s.place < o.place;
        v.behind += s.place > o.place;
        VersusGame& vg = at(vt.by_kind, kind);
        if (vg.game.empty()) vg.game = g.game;
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
  const std::vector<std::size_t> kinds_by_name = by_name(kinds);
  for (auto& [id, t] : tallies) {
    PlayerStats p = std::move(t.out);
    if (!filter.player.empty() && !same_name(p.name, filter.player)) continue;
    p.win_rate = p.games ? static_cast<double>(p.wins) / p.games : 0.0;
    int most = 0;
    for (std::size_t seat = 0; seat < t.seats.size(); ++seat)
      if (t.seats[seat] > most) most = t.seats[seat], p.favourite_seat = static_cast<int>(seat) + 1;  // the lowest among equals
    for (std::size_t kind : kinds_by_name) {
      if (kind >= t.kinds.size() || t.kinds[kind].per_game.games == 0) continue;
      PerGame pg = t.kinds[kind].per_game;
      pg.average = static_cast<double>(t.kinds[kind].total) / pg.games;
      p.by_game.push_back(pg);
    }
    std::sort(p.monthly.begin(), p.monthly.end(), [](const MonthRate& a, const MonthRate& b) { return a.month < b.month; });
    std::stable_sort(p.by_game.begin(), p.by_game.end(),
                     [](const PerGame& a, const PerGame& b) { return a.games > b.games; });
    for (VersusTally& vt : t.versus) {
      for (std::size_t kind : kinds_by_name)
        if (kind < vt.by_kind.size() && vt.by_kind[kind].games > 0) vt.versus.by_game.push_back(vt.by_kind[kind]);
      std::stable_sort(vt.versus.by_game.begin(), vt.versus.by_game.end(),
                       [](const VersusGame& a, const VersusGame& b) { return a.games > b.games; });
      p.versus.push_back(std::move(vt.versus));
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
