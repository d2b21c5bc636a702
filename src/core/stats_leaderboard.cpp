#include "core/stats_leaderboard.hpp"

#include <algorithm>

#include "core/game_info.hpp"

namespace flipside::stats {
namespace {

// -1: a before b, 1: after, 0: equal, for one column, best first.
int compare(const LeaderRow& a, const LeaderRow& b, Column column, bool higher_better) {
  auto order = [](auto x, auto y, bool more_first) { return x == y ? 0 : ((x > y) == more_first ? -1 : 1); };
  switch (column) {
    case Column::kPlayer: return a.name == b.name ? 0 : (a.name < b.name ? -1 : 1);
    case Column::kGames: return order(a.games, b.games, true);
    case Column::kWins: return order(a.wins, b.wins, true);
    case Column::kWinRate: return order(a.win_rate, b.win_rate, true);
    case Column::kAverage: return order(a.average.value_or(0.0), b.average.value_or(0.0), higher_better);
    case Column::kBest: return order(a.best.value_or(0), b.best.value_or(0), higher_better);
  }
  return 0;
}

}  // namespace

std::vector<LeaderRow> leaderboard(const Report& report, const std::string& game, int min_games, LeaderSort sort) {
  const GameInfo* info = game.empty() ? nullptr : find_game(game);
  const bool higher_better = !info || info->order == ScoreOrder::kHighestWins;
  std::vector<LeaderRow> rows;
  for (const PlayerStats& p : report.players) {
    LeaderRow row{p.id, p.name, p.games, p.wins, p.win_rate, std::nullopt, std::nullopt, 0};
    if (!game.empty()) {
      auto it = std::find_if(p.by_game.begin(), p.by_game.end(), [&](const PerGame& g) { return g.game == game; });
      if (it == p.by_game.end()) continue;
      row.games = it->games;
      row.wins = it->wins;
      row.win_rate = it->games ? static_cast<double>(it->wins) / it->games : 0.0;
      row.average = it->average;
      row.best = it->best;
    }
    rows.push_back(std::move(row));
  }
  const int floor = std::max(1, min_games);
  for (LeaderRow& row : rows) {
    if (row.games < floor) continue;
    row.rank = 1;
    for (const LeaderRow& other : rows)
      if (other.games >= floor && other.win_rate > row.win_rate) ++row.rank;
  }
  std::sort(rows.begin(), rows.end(), [&](const LeaderRow& a, const LeaderRow& b) {
    // By win rate, players with too few games come after the ranked ones
    // whichever way the column runs.
    if (sort.column == Column::kWinRate && (a.rank > 0) != (b.rank > 0)) return a.rank > 0;
    if (int c = compare(a, b, sort.column, higher_better); c != 0) return sort.reversed ? c > 0 : c < 0;
    for (Column tie : {Column::kWinRate, Column::kWins, Column::kPlayer})
      if (int c = compare(a, b, tie, higher_better); c != 0) return c < 0;
    return a.player_id < b.player_id;
  });
  return rows;
}

}  // namespace flipside::stats
