// The leaderboard (issue 21 item 3): every player of the selected games
// with games, wins, win rate and, for one game kind, the average and best
// total, sorted by any column (a tap on its heading on screen).
//
// Definitions:
// - a player's win rate ranks them only from `min_games` games on: fewer
//   games say little (1 win in 1 game is not a 100 % player). Ranked
//   players get a place by win rate (equal rates share it: 1, 1, 3); the
//   others have none (rank 0) and, sorted by win rate, come after;
// - average and best are those of stats::PerGame for that game kind (best
//   in the game's order); with every game selected they are not shown
//   (totals of different games do not mix);
// - each column sorts "best first" by default: most games, most wins,
//   highest rate, names A to Z, and average and best in the game's order
//   (lowest first where the fewest points win); `reversed` turns it round.
//   Equal values fall back to win rate, wins, then name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/stats.hpp"

namespace flipside::stats {

enum class Column : std::uint8_t { kPlayer, kGames, kWins, kWinRate, kAverage, kBest };

struct LeaderSort {
  Column column = Column::kWinRate;
  bool reversed = false;
  bool operator==(const LeaderSort&) const = default;
};

// The default minimum of games for a ranked win rate.
inline constexpr int kDefaultMinGames = 5;

struct LeaderRow {
  std::int64_t player_id = 0;
  std::string name;
  int games = 0;
  int wins = 0;
  double win_rate = 0.0;
  std::optional<double> average;  // one game kind only
  std::optional<int> best;
  int rank = 0;  // 1 = the best win rate; 0: fewer games than the minimum
};

// The rows for `game` (empty: every game) from a report over the selected
// games, sorted by `sort`.
std::vector<LeaderRow> leaderboard(const Report& report, const std::string& game, int min_games, LeaderSort sort);

}  // namespace flipside::stats
