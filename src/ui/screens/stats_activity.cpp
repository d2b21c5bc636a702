// Statistics' plays per month and time played (issue 21 item 3;
// core/stats_activity.hpp): the games and the time over the selected games
// (with how many games had a length to count), a bar per month with its
// count on it and labelled axes (a tap on a bar picks its month), then each
// month in words.
#include <string>

#include "core/date_range.hpp"
#include "core/stats_activity.hpp"
#include "ui/screens/screens.hpp"
#include "ui/screens/stats_views.hpp"
#include "ui/widgets/stats_chart.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr const char* kDot = "  \xC2\xB7  ";

}  // namespace

void draw_activity(const Ui& ui, const Controller& c) {
  const stats::Activity& a = c.activity();
  ImGui::BeginChild("stats.activity", ImVec2(0, 0), false);
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextWrapped("%s", ui.tr.f("ui.stats.activity.summary", a.games, hours_text(ui, a.seconds)).c_str());
  ImGui::PopFont();
  // Time counts only games with a kept end: say how many, never hide it.
  if (a.timed < a.games) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", ui.tr.f("ui.stats.activity.timed", a.timed, a.games).c_str());
    ImGui::PopStyleColor();
  }
  ImGui::Dummy(ImVec2(0, 6.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextWrapped("%s", ui.tr("ui.stats.activity.chart").c_str());
  ImGui::PopFont();
  std::vector<ChartPoint> points;
  for (const stats::MonthActivity& m : a.months) {
    ChartPoint p;
    p.label = month_short(ui, m.month);
    p.value = m.games;
    points.push_back(std::move(p));
  }
  ChartAxes axes;
  axes.y_name = ui.tr("ui.stats.axis.games");
  if (!a.months.empty()) axes.x_name = months_axis(ui, a.months.front().month, a.months.back().month);
  // A tap on a month's bar shows that month alone (issue 32, item 15).
  if (a.months.size() > 1) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", ui.tr("ui.stats.activity.chart_tap").c_str());
    ImGui::PopStyleColor();
  }
  if (auto tapped = labelled_chart(ui, "stats.activity.chart", points, axes,
                                   ImVec2(ImGui::GetContentRegionAvail().x, ui.fonts.body->FontSize * 13.0f))) {
    const int month = month_index(a.months[*tapped].month);
    if (month >= 0) ui.emit(intent::SetStatsMonths{month, month});
  }
  // Each month in words, the latest first: its games and its time.
  const float width = ImGui::GetContentRegionAvail().x;
  for (auto it = a.months.rbegin(); it != a.months.rend(); ++it) {
    std::string line = month_words(ui, it->month) + kDot + ui.tr.f("ui.stats.activity.month_games", it->games);
    if (it->timed > 0) line.append(kDot).append(hours_text(ui, it->seconds));
    text_in_width(line, width);
  }
  ImGui::EndChild();
}

}  // namespace flipside::ui
