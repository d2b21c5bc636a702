// The screens of the app (one file each under screens/).
#pragma once

#include <cstdint>

namespace flipside::ui {

enum class Screen : std::uint8_t {
  kHome,
  kNewGame,
  kTable,
  kRoundSummary,
  kWinner,
  kHistory,
  kSettings,
  kScoresheet,
  kLog,  // every entry of the open game, by round: tap one to change it
  kStats,        // every player's games, wins and win rate
  kPlayerStats,  // one player's page
  kReplay,       // a past round on the game's table, entry by entry, read-only
  kGameStats,    // one game's figures and its deck check
  kBin,          // the deleted games (from History): restore any, or empty it
};

}  // namespace flipside::ui
