// A player's page (issue "Past games and statistics", issue 21 item 3):
// games, wins and win rate, streaks, favourite seat, each game played,
// every opponent met (ahead and behind as a split bar, each half with its
// number, and per game when they met in more than one), the game's own
// counters and the win rate month by month with labelled axes. Drawn from
// core/stats.hpp's PlayerStats over the list's game and dates.
#include <algorithm>
#include <cmath>
#include <string>

#include "core/date_range.hpp"
#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/screens/stats_views.hpp"
#include "ui/widgets/stats_chart.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

void heading(const Ui& ui, const std::string& text) {
  ImGui::Dummy(ImVec2(0, 6.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.large);
  text_in_width(text, ImGui::GetContentRegionAvail().x);
  ImGui::PopFont();
}

// The win rate month by month (issue 21 item 3: a cumulative rate is flat
// after fifty games): a point per month played, on a 0-100 % axis, the
// month under it and that month's games under the month.
void monthly_chart(const Ui& ui, const std::vector<stats::MonthRate>& months, float width) {
  if (months.empty()) return;
  std::vector<ChartPoint> points;
  // Every month from the first to the last, those without a game left empty.
  const int first = month_index(months.front().month), last = month_index(months.back().month);
  std::size_t next = 0;
  for (int m = first; m <= last && first >= 0; ++m) {
    ChartPoint p;
    p.label = month_short(ui, month_text(m));
    if (next < months.size() && month_index(months[next].month) == m) {
      const stats::MonthRate& r = months[next++];
      p.value = r.games ? static_cast<double>(r.wins) / r.games : 0.0;
      p.note = std::to_string(r.games);  // that month's games, under its name
    } else {
      p.present = false;
    }
    points.push_back(std::move(p));
  }
  ChartAxes axes;
  axes.y_name = ui.tr("ui.stats.axis.rate");
  axes.x_name = months_axis(ui, months.front().month, months.back().month);
  axes.percent = true;
  axes.bars = false;
  labelled_chart(ui, "player.trend", points, axes, ImVec2(width, ui.fonts.body->FontSize * 12.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr("ui.stats.trend_note").c_str());
  ImGui::PopStyleColor();
}

}  // namespace

void draw_player_stats(const Ui& ui, const Controller& c) {
  const stats::PlayerStats* p = c.stats_player();
  screen_title(ui, "player.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), p ? p->name : std::string(),
               intent::OpenStats{});
  if (!p) return;
  // The record itself: a new name, or one person found under two names.
  if (button(ui, "player.rename", std::string(ui.icons.edit) + "  " + ui.tr("ui.player.rename")))
    ui.emit(intent::AskRenamePlayer{});
  ImGui::SameLine();
  if (button(ui, "player.merge", ui.tr("ui.player.merge"))) ui.emit(intent::AskMergePlayer{});
  // A page opens at its top (issue 21 item 7): the last page's scroll is
  // not this one's.
  const bool opened = ImGui::IsWindowAppearing();
  ImGui::BeginChild("player.body", ImVec2(0, 0), false);
  if (opened) ImGui::SetScrollY(0.0f);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int per_row = ui.m.portrait ? 2 : 4;
  const float w = (ImGui::GetContentRegionAvail().x - gap * (per_row - 1)) / per_row;
  const std::string figures[][2] = {
      {std::to_string(p->games), ui.tr.count("ui.stats.games_label", p->games)},
      {std::to_string(p->wins) + "  \xC2\xB7  " + percent_text(p->win_rate), ui.tr.count("ui.stats.wins_label", p->wins)},
      {std::to_string(p->current_streak) + " / " + std::to_string(p->longest_streak), ui.tr("ui.stats.streak_label")},
      {p->favourite_seat > 0 ? std::to_string(p->favourite_seat) : "-", ui.tr("ui.stats.seat_label")},
  };
  for (int i = 0; i < 4; ++i) {
    if (i % per_row) ImGui::SameLine();
    std::string id = "player.figure.";
    id.append(std::to_string(i));
    figure(ui, id.c_str(), figures[i][0], figures[i][1], w);
  }
  // Who beats whom, said in words with the games behind it (issue 21 item 4).
  for (const auto& line : {stats::rival_message(*p), stats::nemesis_message(*p)})
    if (line) ImGui::TextWrapped("%s", ui.tr(*line).c_str());

  heading(ui, ui.tr("ui.stats.by_game"));
  for (const stats::PerGame& g : p->by_game) {
    // Average and best with the game's unit ("120 points", "4 cards left"),
    // wrapped, never cut.
    const GameInfo* info = find_game(g.game);
    const std::string line = stats_game_name(ui, g.game) + "  \xC2\xB7  " +
                             ui.tr.f("ui.stats.game_line", g.games, g.wins,
                                     total_words(ui, info, static_cast<int>(std::lround(g.average))),
                                     total_words(ui, info, g.best));
    ImGui::TextWrapped("%s", line.c_str());
  }

  heading(ui, ui.tr("ui.stats.versus"));
  const float width = ImGui::GetContentRegionAvail().x;
  const float name_w = std::min(220.0f * ui.m.scale, width * 0.3f);
  // One bar width for every row, so the bars compare: room for the widest words.
  float words_max = 0;
  for (const stats::Versus& v : p->versus) {
    const std::string words = ui.tr.f("ui.stats.ahead_behind", v.ahead, v.behind, v.games);
    words_max = std::max(words_max, ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, words.c_str()).x);
  }
  const float bar_w = std::max(40.0f * ui.m.scale, width - name_w - words_max - 24.0f * ui.m.scale);
  for (std::size_t i = 0; i < p->versus.size(); ++i) {
    const stats::Versus& v = p->versus[i];
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const float h = ui.m.touch * 0.8f;
    ImGui::Dummy(ImVec2(width, h));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::string who = ellipsize(v.opponent, name_w - 8.0f * ui.m.scale);
    draw_text(ui, draw, ui.fonts.body, ui.fonts.body->FontSize, ImVec2(a.x, a.y + (h - ui.fonts.body->FontSize) / 2),
              ui.pal.text, who);
    // Ahead (left, bright) and behind (right, dim), each with its number.
    const std::string words = ui.tr.f("ui.stats.ahead_behind", v.ahead, v.behind, v.games);
    const ImVec2 b(a.x + name_w, a.y + h * 0.25f);
    const float ahead_w = v.games ? bar_w * v.ahead / v.games : 0.0f;
    const float behind_w = v.games ? bar_w * v.behind / v.games : 0.0f;
    draw->AddRectFilled(b, ImVec2(b.x + bar_w, b.y + h * 0.5f), ui.pal.grid, 4.0f * ui.m.scale);
    if (ahead_w > 0) draw->AddRectFilled(b, ImVec2(b.x + ahead_w, b.y + h * 0.5f), ui.pal.celebrate, 4.0f * ui.m.scale);
    if (behind_w > 0)
      draw->AddRectFilled(ImVec2(b.x + bar_w - behind_w, b.y), ImVec2(b.x + bar_w, b.y + h * 0.5f), ui.pal.bust,
                          4.0f * ui.m.scale);
    draw_text(ui, draw, ui.fonts.body, ui.fonts.body->FontSize,
              ImVec2(b.x + bar_w + 12.0f * ui.m.scale, a.y + (h - ui.fonts.body->FontSize) / 2), ui.pal.text, words);
    // Head to head per game, when they met in more than one game.
    if (v.by_game.size() > 1) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
      for (const stats::VersusGame& g : v.by_game) {
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + name_w);
        text_in_width(ui.tr.f("ui.stats.versus_game", stats_game_name(ui, g.game), g.ahead, g.behind, g.games),
                      width - name_w);
      }
      ImGui::PopStyleColor();
    }
  }

  if (!p->counters.empty()) {
    heading(ui, ui.tr("ui.stats.counters"));
    for (const auto& [game, counters] : p->counters) {
      std::string line = stats_game_name(ui, game) + ":";
      if (const GameInfo* info = find_game(game); info && info->counter_lines) {
        // The game's own figures ("busted in 12 % of rounds").
        bool first = true;
        for (const Message& m : info->counter_lines(counters)) {
          line.append(first ? "  " : "  \xC2\xB7  ").append(ui.tr(m));
          first = false;
        }
        ImGui::TextWrapped("%s", line.c_str());
        continue;
      }
      for (const auto& [counter, value] : counters) {
        std::string key = "counter.";
        key.append(game).append(".").append(counter);
        const std::string_view found = text(key, ui.tr.lang());  // the game's words, else the counter's id
        const std::string label = found != key ? std::string(found) : counter;
        line.append("  ").append(label).append(" ").append(std::to_string(value));
      }
      ImGui::TextWrapped("%s", line.c_str());
    }
  }

  heading(ui, ui.tr("ui.stats.trend_monthly"));
  monthly_chart(ui, p->monthly, ImGui::GetContentRegionAvail().x);
  ImGui::EndChild();
}

}  // namespace flipside::ui
