// How the Statistics screen is looked at (issue 21 item 3): which view
// (leaderboard, records, plays and time), the dates (core/date_range.hpp,
// the same choices as History's), the leaderboard's sort and its minimum
// of games for a ranked win rate. Kept by the controller, changed by
// intents, so it stays as it was when a player's page or a record's game is
// opened and closed again.
#pragma once

#include <cstdint>

#include "core/date_range.hpp"
#include "core/stats_leaderboard.hpp"

namespace flipside::ui {

enum class StatsTab : std::uint8_t { kLeaderboard, kRecords, kActivity };

// The largest minimum of games the leaderboard's stepper offers.
inline constexpr int kMostMinGames = 100;

struct StatsView {
  StatsTab tab = StatsTab::kLeaderboard;
  DatePreset dates = DatePreset::kAll;
  int first_month = 0;  // kMonths: the first and last month (month_index), inclusive
  int last_month = 0;
  stats::LeaderSort sort;
  int min_games = stats::kDefaultMinGames;
  bool this_device = false;  // only the games played here, not the league's (issue 24)
};

}  // namespace flipside::ui
