#include "core/stats_activity.hpp"

#include <algorithm>
#include <map>

#include "core/date_range.hpp"

namespace flipside::stats {

Activity activity(const Input& input, const Filter& filter) {
  Activity out;
  std::map<int, MonthActivity> by_month;  // month_index → its figures
  for (const FinishedGame& g : input.games) {
    if (!selects(filter, g)) continue;
    const std::string day = day_of(g.started_at);
    const int month = month_index(day);
    if (month < 0) continue;
    MonthActivity& m = by_month[month];
    ++m.games;
    ++out.games;
    if (auto length = game_length(g)) {
      m.seconds += *length;
      ++m.timed;
      out.seconds += *length;
      ++out.timed;
    }
  }
  if (by_month.empty()) return out;
  for (int month = by_month.begin()->first; month <= by_month.rbegin()->first; ++month) {
    MonthActivity m = by_month.count(month) ? by_month[month] : MonthActivity{};
    m.month = month_text(month);
    out.months.push_back(std::move(m));
  }
  return out;
}

HoursMinutes hours_minutes(long long seconds) {
  const long long minutes = (std::max(0LL, seconds) + 30) / 60;  // to the nearest minute
  return {minutes / 60, minutes % 60};
}

}  // namespace flipside::stats
