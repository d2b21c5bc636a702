// The Statistics screen's views and the words they share (issue 21 item 3):
// the leaderboard (statistics.cpp), the records (stats_records.cpp), plays
// per month and time played (stats_activity.cpp). Each draws what the
// controller keeps and only emits intents.
#pragma once

#include <string>

#include "ui/shell/controller.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

void draw_leaderboard(const Ui& ui, const Controller& c);
void draw_records(const Ui& ui, const Controller& c);
void draw_activity(const Ui& ui, const Controller& c);

// A game kind's name in the language; its id when unknown.
std::string stats_game_name(const Ui& ui, const std::string& id);
// 0.375 → "38 %".
std::string percent_text(double rate);
// Seconds as "42 min" or "3 h 05 min" (History's words).
std::string hours_text(const Ui& ui, long long seconds);
// A month ("2026-03") as its short name and year, "Mar 2026".
std::string month_words(const Ui& ui, const std::string& month);
// A month's short name alone, "Mar".
std::string month_short(const Ui& ui, const std::string& month);
// A chart's x axis over months: "month, Nov 2025 – Nov 2026" (one month:
// "month, Nov 2025"), so that two Novembers never read as one.
std::string months_axis(const Ui& ui, const std::string& first, const std::string& last);

}  // namespace flipside::ui
