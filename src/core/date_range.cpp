#include "core/date_range.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace flipside {
namespace {

std::string ymd_text(std::chrono::year_month_day d) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(d.year()), static_cast<unsigned>(d.month()),
                static_cast<unsigned>(d.day()));
  return text;
}

std::optional<std::chrono::year_month_day> parse_ymd(const std::string& text) {
  int y = 0;
  unsigned m = 0, d = 0;
  if (std::sscanf(text.c_str(), "%d-%u-%u", &y, &m, &d) != 3) return std::nullopt;
  std::chrono::year_month_day ymd{std::chrono::year(y), std::chrono::month(m), std::chrono::day(d)};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

}  // namespace

int month_index(const std::string& date) {
  int y = 0;
  unsigned m = 0;
  if (std::sscanf(date.c_str(), "%d-%u", &y, &m) != 2 || m < 1 || m > 12) return -1;
  return y * 12 + static_cast<int>(m) - 1;
}
int month_year(int index) { return index / 12; }
int month_number(int index) { return index % 12 + 1; }

std::string month_text(int index) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d", month_year(index), month_number(index));
  return text;
}

std::pair<std::string, std::string> date_bounds(DatePreset preset, int first_month, int last_month,
                                                const std::string& today) {
  using namespace std::chrono;
  if (preset == DatePreset::kMonths) {
    const auto first = year(month_year(first_month)) / month(static_cast<unsigned>(month_number(first_month))) / 1;
    const auto last =
        year(month_year(last_month)) / month(static_cast<unsigned>(month_number(last_month))) / std::chrono::last;
    return {ymd_text(first), ymd_text(year_month_day(last))};
  }
  const auto now = parse_ymd(today);
  if (preset == DatePreset::kAll || !now) return {};
  switch (preset) {
    case DatePreset::kLast30Days:  // today and the 29 days before it
      return {ymd_text(year_month_day(sys_days(*now) - days(29))), today};
    case DatePreset::kThisYear:
      return {ymd_text(now->year() / January / 1), ymd_text(now->year() / December / 31)};
    case DatePreset::kLastYear:
      return {ymd_text((now->year() - years(1)) / January / 1), ymd_text((now->year() - years(1)) / December / 31)};
    case DatePreset::kAll:
    case DatePreset::kMonths: break;
  }
  return {};
}

std::pair<int, int> first_month_range(const std::string& today, std::optional<int> oldest_month) {
  const int last = month_index(today);
  const int first = std::min(std::max(last - 11, oldest_month.value_or(last)), last);
  return {first, last};
}

std::string local_now(const char* format) {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[32];
  std::strftime(text, sizeof text, format, &local);
  return text;
}

std::string local_today() { return local_now("%Y-%m-%d"); }

std::optional<DatePreset> preset_named(const std::string& name) {
  if (name == "all") return DatePreset::kAll;
  if (name == "last-30-days") return DatePreset::kLast30Days;
  if (name == "this-year") return DatePreset::kThisYear;
  if (name == "last-year") return DatePreset::kLastYear;
  return std::nullopt;
}

}  // namespace flipside
