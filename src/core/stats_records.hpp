// Records (issue 21 item 3): the figures a club pins on the wall, each with
// the game it came from so that one tap opens that game. Computed from what
// the store read (stats::Input with Filter::records: every finished game's
// results, round points and record counters), over the games the filter
// selects, separately for each game kind (totals of different games do not
// compare).
//
// Definitions, per game kind:
// - best score: the highest total of any player, in a game where the
//   highest total wins (GameInfo::order kHighestWins); the lowest total of
//   a winner where the fewest points win (kLowestWins: a player who went
//   less far may hold fewer points without winning). None for a game whose
//   winner is the first out (kFirstOut: their total is what is left, 0);
// - longest winning streak: the most wins in a row in that game kind's
//   games, over each player's games in start order; it came from the game
//   that made it that long (its last win);
// - biggest comeback: in a game where the highest total wins, the most
//   points a winner was behind the leader after a round, the last round
//   excepted (that one decided it): max over rounds of (leader's running
//   total - the winner's: SeatResult::behind, most_behind below). Only
//   comebacks from behind (more than 0) count;
// - most <counter> in one game: for each of the game's record counters
//   (GameInfo::record_counters), the most one player made in
//   one game (more than 0);
// - fastest win: the shortest game from start to end (stats::game_length:
//   games with a kept end only), named after its winners.
// Among equal values the record stays with whoever set it first (the
// earliest game).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/stats.hpp"

namespace flipside::stats {

enum class RecordKind : std::uint8_t { kBestScore, kLongestStreak, kComeback, kMostCounter, kFastestWin };

struct Record {
  RecordKind kind = RecordKind::kBestScore;
  std::string game;     // the game kind (GameInfo::id)
  std::string counter;  // kMostCounter: which counter
  bool lowest = false;  // kBestScore: the lowest winning total (the fewest points win)
  std::string player;   // who set it (a fastest win shared by partners: "Ana, Cy")
  long long value = 0;  // points, wins in a row, points behind, a count, seconds
  std::int64_t game_id = 0;  // the game it came from
  std::string started_at;    // that game's start
};

// Every record of every game kind among the selected games, game kinds in
// the registry's order, within one in the order of RecordKind.
std::vector<Record> records(const Input& input, const Filter& filter);

// For the comeback: each seat's most points behind the leader after a
// round before the last, from the rounds' points [round][seat] (a missing
// cell is 0). Worked out once, when the game ends (the store keeps it as
// SeatResult::behind), so that records never read a game's rounds again.
std::vector<long long> most_behind(const std::vector<std::vector<int>>& round_points, std::size_t seats);

}  // namespace flipside::stats
