// The date filter History and Statistics share (issue 13, issue 21 item 3),
// and `flipside stats --dates`: a preset (all time, the last 30 days, this
// year, last year) or a range of whole months, turned into the first and
// last day it lets through. One piece of code, so "this year" is the same
// year on every screen and on the command line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace flipside {

// Touch-sized chips on the screens; kMonths is a range of whole months
// chosen with two steppers rather than a calendar.
enum class DatePreset : std::uint8_t { kAll, kLast30Days, kThisYear, kLastYear, kMonths };

// A month as one number, year * 12 + month - 1 (steppers count in them);
// month_index of "YYYY-MM..." text, -1 when it is not a date.
int month_index(const std::string& date);
int month_year(int index);
int month_number(int index);  // 1-12
// "2026-03" of a month_index.
std::string month_text(int index);

// The first and last day (inclusive, "YYYY-MM-DD") a choice lets through,
// with `today` ("YYYY-MM-DD") as the end of the presets; empty strings: no
// bound. kMonths takes first_month..last_month (month_index), whole.
// "The last 30 days" are today and the 29 days before it.
std::pair<std::string, std::string> date_bounds(DatePreset preset, int first_month, int last_month,
                                                const std::string& today);

// The months Months… starts on when first chosen: the twelve up to this
// one, or from the oldest game's month when that is newer. {first, last}.
std::pair<int, int> first_month_range(const std::string& today, std::optional<int> oldest_month);

// "YYYY-MM-DD", today where FlipSide runs (the local calendar): where the
// presets end on the screens and on the command line.
std::string local_today();
// The local clock now, formatted by strftime's `format` ("%H:%M").
std::string local_now(const char* format);

// The preset named on the command line ("all", "last-30-days", "this-year",
// "last-year"); nullopt for anything else.
std::optional<DatePreset> preset_named(const std::string& name);

}  // namespace flipside
