// Plays per month and time played (issue 21 item 3), over the games the
// filter selects. A game counts in the month its start date names
// ("2026-03-14T20:00:00+01:00" is March 2026, as the date filter reads it).
// Time played sums stats::game_length: only games with a kept end have one
// (an imported game has none), so the count of games timed is given beside
// the time and a table never mistakes "no length" for "no time".
#pragma once

#include <string>
#include <vector>

#include "core/stats.hpp"

namespace flipside::stats {

struct MonthActivity {
  std::string month;  // "2026-03"
  int games = 0;
  long long seconds = 0;  // the timed games' lengths, summed
  int timed = 0;          // games with a length
};

struct Activity {
  // Every month from the first with a game to the last, those without a
  // game included (a bar of 0 is a figure too).
  std::vector<MonthActivity> months;
  int games = 0;
  long long seconds = 0;
  int timed = 0;
};

Activity activity(const Input& input, const Filter& filter);

// "3 h 05 min" style parts of a duration: whole hours and the minutes left.
struct HoursMinutes {
  long long hours = 0;
  long long minutes = 0;
};
HoursMinutes hours_minutes(long long seconds);

}  // namespace flipside::stats
