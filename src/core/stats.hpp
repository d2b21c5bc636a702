// Statistics over finished games (issue "Past games and statistics"): one
// piece of code for the app's screens and `flipside stats`. The store reads
// what was written when each game ended (results: each seat's total and
// place; seat counters: each game's own counts) and hands it here as plain
// data; nothing is replayed. Every figure is per player, the way a table
// asks: "how often does Ana win?", "who beats Ben most?".
//
// Definitions (the README's "Statistics" says the same):
// - a game counts once it is finished; a win is place 1 (a shared first
//   place is a win for each who shares it);
// - win rate = wins / games;
// - streaks run over the player's games in the order they were started: the
//   current streak is the wins since their last game without a win, the
//   longest is the longest such run;
// - average and best are per game kind (totals of different games do not
//   mix), best in that game's order (GameInfo::order: higher is better, or
//   lower);
// - against each opponent (games where both sat): ahead = games where the
//   player finished in a better place, behind = in a worse place, in all
//   and per game kind (head to head per game); the rival is the opponent
//   met most, the nemesis the one who finished ahead most (none when nobody
//   ever did); a tie goes to the first by name as names compare
//   (core/name_fold.hpp), the same on every device of a league whatever
//   spelling each shows;
// - the win rate's trend is monthly: each calendar month of the start dates
//   the player played in, wins / games of that month;
// - favourite seat: the seat (1 = first in the game's order) most played;
// - counters: each game's own per-seat counts (busts, calls, phases...)
//   summed per player, and summed over everyone per game kind
//   (Report::by_game, with games, rounds and the best total).
// The leaderboard, records, and plays per month and time played are
// computed from the same Input: stats_leaderboard.hpp, stats_records.hpp,
// stats_activity.hpp.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/deck_check.hpp"
#include "core/message.hpp"
#include "core/shuffle_check.hpp"

namespace flipside::stats {

struct SeatResult {
  std::int64_t player_id = 0;
  std::string name;  // the player's current name
  int seat = 0;      // 0-based
  int total = 0;
  int place = 0;     // 1 = best
  // The most points this seat was behind the leader after a round before
  // the last (stats_records.hpp: most_behind), kept when the game ended.
  long long behind = 0;
};

// One seat's count of one of the game's record counters (GameInfo::
// record_counters) in one game: "Ana made 3 of them in game 12".
struct SeatCount {
  int seat = 0;
  std::string counter;
  long long value = 0;
};

struct FinishedGame {
  std::int64_t id = 0;
  std::string game;        // the game's id (GameInfo::id)
  std::string started_at;  // ISO 8601
  std::string ended_at;    // empty: no end kept (an imported game)
  int rounds = 0;
  std::vector<SeatResult> seats;
  // The seats' record counters (GameInfo::record_counters), for records.
  std::vector<SeatCount> record_counts = {};
};

// How long a game lasted in seconds, from its start to its end; nullopt
// when it has no end (an imported game: a script says when a game started,
// never when it ended), an end before its start, or a span of a day or
// more (files imported into before that kept the import as the end): not
// a game's length. History shows a game's length by the same rule.
inline constexpr long long kLongestGameSeconds = 24 * 3600;
std::optional<long long> game_length(const FinishedGame& game);

// One player's sum of one counter in one game kind.
struct CounterSum {
  std::int64_t player_id = 0;
  std::string game;
  std::string counter;
  long long value = 0;
};

struct Input {
  std::vector<FinishedGame> games;  // in the order they were started
  std::vector<CounterSum> counters;
  // The start of the oldest finished game, whatever the dates asked (the
  // screens' Months… steppers begin at its month); empty without one.
  std::string first_started = {};
  // Some finished game came from another device of the league (issue 24),
  // whatever the filter: the screens then offer "This device".
  bool other_devices = false;
};

// What to count. Dates are "YYYY-MM-DD" (inclusive, on the start date);
// empty fields do not filter. `player` keeps the games that player sat at
// (by name, case-insensitive) and lists only that player.
// Which counters to read: every player's (the JSON of `flipside stats`),
// only the filtered player's (a player's page), or none (lists that show no
// counters, which then read only the results: 10,000 games in ~20 ms).
enum class Counters { kAll, kPlayer, kNone };

struct Filter {
  std::string game;
  std::string player;
  std::string since;
  std::string until;
  Counters counters = Counters::kAll;
  // Only the games played on this device, not those taken in from the
  // league folder (store/league.hpp); else every game stored.
  bool this_device_only = false;
};

struct PerGame {
  std::string game;
  int games = 0;
  int wins = 0;
  int rounds = 0;
  double average = 0.0;  // total per game
  int best = 0;
};

// Head to head in one game kind.
struct VersusGame {
  std::string game;
  int games = 0;
  int ahead = 0;
  int behind = 0;
};

struct Versus {
  std::string opponent;
  int games = 0;
  int ahead = 0;
  int behind = 0;
  std::vector<VersusGame> by_game = {};  // the same per game kind, most met first
};

// A player's games and wins in one calendar month of the start dates
// ("2026-03"): the win-rate trend, month by month.
struct MonthRate {
  std::string month;
  int games = 0;
  int wins = 0;
};

struct PlayerStats {
  std::int64_t id = 0;
  std::string name;
  int games = 0;
  int wins = 0;
  double win_rate = 0.0;  // 0..1
  int current_streak = 0;
  int longest_streak = 0;
  int favourite_seat = 0;  // 1-based; 0 without games
  std::vector<PerGame> by_game;  // most played first
  std::vector<Versus> versus;    // most met first
  std::optional<std::string> rival;
  std::optional<std::string> nemesis;
  // game → counter → sum, for the counters the games wrote.
  std::map<std::string, std::map<std::string, long long>> counters;
  // Each month the player played in, oldest first: the win rate's trend
  // as a monthly rate (wins / games that month). A cumulative rate stops
  // moving after a few dozen games; a month's rate shows a good or bad run.
  std::vector<MonthRate> monthly = {};
};

// One game kind over the selected games (a game's statistics page): its
// games, rounds, the best total ever and who made it (in the game's order;
// the earliest game among equals), and its counters summed over every
// player whose counters were read (Filter::counters).
struct GameFigures {
  std::string game;
  int games = 0;
  int rounds = 0;
  double rounds_per_game = 0.0;
  std::optional<int> best;
  std::string best_by;  // the player's current name
  std::map<std::string, long long> counters;
};

struct Report {
  int games = 0;                     // finished games counted
  std::vector<PlayerStats> players;  // most games first, then name
  std::map<std::string, GameFigures> by_game;  // game id → its figures
};

// Whether `filter` selects the game: its game kind, its start day within
// the dates, the player among its seats (by name, as names match).
bool selects(const Filter& filter, const FinishedGame& game);

// Keeps what `filter` selects (the store applies game and dates already;
// this applies them again, so the figures never depend on who filtered).
Report compute(const Input& input, const Filter& filter);

// The deck make-up check over a game kind's summed counters, when the game
// has a deck make-up (GameInfo::deck_makeup; its default options: the
// proportions do not depend on how many decks are shuffled together).
std::optional<deck::Check> deck_check(const GameFigures& figures);

// The rival and the nemesis as sentences that say who beats whom, with
// the games behind them ("Nemesis: Ben, who finished ahead of Ana in 2 of
// their 3 games together"); nullopt when the player has none.
std::optional<Message> rival_message(const PlayerStats& player);
std::optional<Message> nemesis_message(const PlayerStats& player);

// The shuffle check (core/shuffle_check.hpp) over a game kind's summed
// counters, when the game counts the order its cards came out
// (GameInfo::deck_order).
std::optional<shuffle::Check> shuffle_check(const GameFigures& figures);

// "2026-11-22" from an ISO 8601 date-time (its first ten characters).
std::string day_of(const std::string& iso);

// Figures from summed counters, in integers so every platform prints the
// same: part / whole as a rounded percentage (0 when whole is 0), and
// num / den with one decimal ("19.8"; "0.0" when den is 0).
long long percent(long long part, long long whole);
// A summed counter's value, 0 when no game wrote it.
long long value_of(const std::map<std::string, long long>& counters, const std::string& name);
std::string one_decimal(long long num, long long den);
// A measured value (an average, an expected count) with one decimal, "19.8".
std::string one_decimal(double value);

}  // namespace flipside::stats
