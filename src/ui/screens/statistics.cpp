// Statistics (issue "Past games and statistics", issue 21 item 3): the
// finished games filtered by game and by date (History's choices, drawn by
// ui/widgets/filter_chips.hpp), seen as a leaderboard, as records or as plays per
// month and time played. The leaderboard has one row per player (rank by
// win rate from a minimum of games, games, wins, win rate and, for one
// game, the average and best total), sorted by a tap on a column's heading;
// a tap on a row opens the player's page. Everything drawn is what the
// controller computed (core/stats*.hpp), the figures `flipside stats`
// prints.
#include <algorithm>
#include <cmath>
#include <string>

#include "core/game_info.hpp"
#include "core/stats_activity.hpp"
#include "ui/widgets/filter_chips.hpp"
#include "ui/screens/screens.hpp"
#include "ui/screens/stats_views.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

std::string stats_game_name(const Ui& ui, const std::string& id) {
  const GameInfo* info = find_game(id);
  return info ? ui.tr(info->name_key) : id;
}

std::string percent_text(double rate) {
  std::string out = std::to_string(static_cast<int>(std::lround(rate * 100.0)));
  out.append(" %");
  return out;
}

std::string hours_text(const Ui& ui, long long seconds) {
  const stats::HoursMinutes hm = stats::hours_minutes(seconds);
  if (hm.hours == 0) return ui.tr.f("ui.history.minutes", hm.minutes);
  std::string two_digits = hm.minutes < 10 ? "0" : "";
  two_digits.append(std::to_string(hm.minutes));
  return ui.tr.f("ui.history.hours", hm.hours, two_digits);
}

std::string month_short(const Ui& ui, const std::string& month) {
  const int index = month_index(month);
  if (index < 0) return month;
  return ui.tr("ui.month." + std::to_string(month_number(index)));
}

std::string month_words(const Ui& ui, const std::string& month) {
  const int index = month_index(month);
  return index < 0 ? month : month_label(ui, index);
}

std::string months_axis(const Ui& ui, const std::string& first, const std::string& last) {
  if (first == last) return ui.tr("ui.stats.axis.month") + ", " + month_words(ui, first);
  return ui.tr.f("ui.stats.axis.months", month_words(ui, first), month_words(ui, last));
}

namespace {

constexpr const char* kDot = "  \xC2\xB7  ";
constexpr const char* kDown = "\xE2\x96\xBC";  // ▼ best first
constexpr const char* kUp = "\xE2\x96\xB2";    // ▲ the other way

// The views as chips.
void view_chips(const Ui& ui, const Controller& c) {
  struct View {
    StatsTab tab;
    const char* id;
    const char* key;
  };
  static constexpr View kViews[] = {
      {StatsTab::kLeaderboard, "stats.tab.leaderboard", "ui.stats.tab.leaderboard"},
      {StatsTab::kRecords, "stats.tab.records", "ui.stats.tab.records"},
      {StatsTab::kActivity, "stats.tab.activity", "ui.stats.tab.activity"},
  };
  ChipFlow flow;
  for (const View& v : kViews) {
    const std::string label = ui.tr(v.key);
    flow.next(ui, label);
    if (toggle(ui, v.id, label, c.stats_view().tab == v.tab)) ui.emit(intent::SetStatsTab{v.tab});
  }
  // The leaderboard's minimum of games for a ranked win rate, beside the
  // views when it fits (a landscape screen keeps its rows for players).
  if (c.stats_view().tab != StatsTab::kLeaderboard || c.stats().games == 0) return;
  const int n = c.stats_view().min_games;
  const std::string label = ui.tr("ui.stats.min_games"), shown = ui.tr.f("ui.stats.min_games_value", n);
  const float w = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().ItemSpacing.x + stepper_width(ui, shown);
  ImGui::SameLine(0, ui.m.touch / 2);
  if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
  touch_label(ui, label);
  ImGui::SameLine();
  if (auto more = stepper(ui, "stats.min_games", n, 1, 1, kMostMinGames, shown, ui.icons.previous, ui.icons.next))
    ui.emit(intent::SetStatsMinGames{*more});
}

struct BoardColumn {
  stats::Column column;
  const char* id;
  const char* key;
  float width = 0.0f;
};

std::string cell_text(const Ui& ui, const stats::LeaderRow& row, stats::Column column) {
  switch (column) {
    case stats::Column::kPlayer: return row.name;
    case stats::Column::kGames: return std::to_string(row.games);
    case stats::Column::kWins: return std::to_string(row.wins);
    case stats::Column::kWinRate: return percent_text(row.win_rate);
    case stats::Column::kAverage:
      return row.average ? decimal_text(stats::one_decimal(*row.average), ui.tr.lang()) : std::string("-");
    case stats::Column::kBest: return row.best ? std::to_string(*row.best) : std::string("-");
  }
  return {};
}

}  // namespace

void draw_leaderboard(const Ui& ui, const Controller& c) {
  const StatsView& view = c.stats_view();
  const auto& rows = c.leaderboard();
  const bool one_game = !c.stats_filter().game.empty();

  std::vector<BoardColumn> columns = {{stats::Column::kGames, "stats.sort.games", "ui.stats.col.games"},
                                      {stats::Column::kWins, "stats.sort.wins", "ui.stats.col.wins"},
                                      {stats::Column::kWinRate, "stats.sort.rate", "ui.stats.col.rate"}};
  if (one_game) {  // totals of different games do not mix
    columns.push_back({stats::Column::kAverage, "stats.sort.average", "ui.stats.col.average"});
    columns.push_back({stats::Column::kBest, "stats.sort.best", "ui.stats.col.best"});
  }
  const ImGuiStyle& style = ImGui::GetStyle();
  const float pad = 8.0f * ui.m.scale;
  // Room for the scroll bar on the right, so headings and rows line up.
  const float width = ImGui::GetContentRegionAvail().x - style.ScrollbarSize;
  ImFont* body = ui.fonts.body;
  auto body_w = [&](const std::string& s) { return body->CalcTextSizeA(body->FontSize, FLT_MAX, 0, s.c_str()).x; };
  const float rank_w = std::max(body_w("00") + pad * 2, ui.m.touch * 0.8f);
  // Each number column as wide as its widest value or its heading. The
  // headings are in the body font while the names keep room (a third of the
  // width); on a narrow screen (portrait, large text) they step down to the
  // small font with less padding, and the columns sit closer together.
  ImFont* heading_font = body;
  float frame_pad = style.FramePadding.x, gap = style.ItemSpacing.x, name_w = 0.0f;
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (attempt == 1) {
      heading_font = ui.fonts.small;
      frame_pad = 6.0f * ui.m.scale;
      gap = 2.0f * ui.m.scale;
    }
    auto heading_w = [&](const std::string& s) {
      return heading_font->CalcTextSizeA(heading_font->FontSize, FLT_MAX, 0, s.c_str()).x;
    };
    float numbers_w = 0.0f;
    for (BoardColumn& col : columns) {
      col.width = heading_w(ui.tr(col.key) + " \xE2\x96\xBC") + frame_pad * 2;
      for (const stats::LeaderRow& row : rows) col.width = std::max(col.width, body_w(cell_text(ui, row, col.column)) + pad * 2);
      col.width = std::max(col.width, ui.m.touch);
      numbers_w += col.width + gap;
    }
    name_w = width - rank_w - gap - numbers_w;
    if (name_w >= width / 3) break;
  }
  name_w = std::max(name_w, ui.m.touch * 2);

  // The headings: a tap sorts by that column (best first), again the other way.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(frame_pad, style.FramePadding.y));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, style.ItemSpacing.y));
  auto heading = [&](stats::Column column, const char* id, const std::string& label, float w) {
    const bool active = view.sort.column == column;
    const std::string text = active ? label + " " + (view.sort.reversed ? kUp : kDown) : label;
    if (button(ui, id, text, ImVec2(w, 0), active ? Tone::kSelected : Tone::kNormal, true, heading_font))
      ui.emit(intent::SortLeaderboard{column});
  };
  ImGui::Dummy(ImVec2(rank_w, ui.m.touch));
  const ImVec2 rank_at = ImGui::GetItemRectMin();
  draw_text(ui, ImGui::GetWindowDrawList(), body, body->FontSize,
            ImVec2(rank_at.x + pad, rank_at.y + (ui.m.touch - body->FontSize) / 2), ui.pal.text_dim,
            ui.tr("ui.stats.col.rank"));
  ImGui::SameLine();
  heading(stats::Column::kPlayer, "stats.sort.player", ui.tr("ui.stats.col.player"), name_w);
  for (const BoardColumn& col : columns) {
    ImGui::SameLine();
    heading(col.column, col.id, ui.tr(col.key), col.width);
  }
  ImGui::PopStyleVar(2);

  ImGui::BeginChild("stats.board", ImVec2(0, 0), false);
  const float row_h = ui.m.touch;
  ImGuiListClipper clipper;  // a club of hundreds draws as fast as a table of four
  clipper.Begin(static_cast<int>(rows.size()), row_h + style.ItemSpacing.y);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const stats::LeaderRow& row = rows[static_cast<std::size_t>(i)];
      ImGui::PushID(i);
      const ImVec2 a = ImGui::GetCursorScreenPos();
      const std::string id = "stats.player." + std::to_string(i);
      if (ui.diag) ui.diag->note_id(ImGui::GetID("row"), id);
      if (ImGui::InvisibleButton("row", ImVec2(width, row_h))) ui.emit(intent::OpenPlayerStats{row.player_id});
      if (ui.diag) ui.diag->note_rect(id);
      ImDrawList* draw = ImGui::GetWindowDrawList();
      draw->AddRectFilled(a, ImVec2(a.x + width, a.y + row_h), ImGui::IsItemHovered() ? ui.pal.row_next : ui.pal.row,
                          6.0f * ui.m.scale);
      ImFont* font = ui.fonts.body;
      const float fs = font->FontSize;
      const float ty = a.y + (row_h - fs) / 2;
      // Fewer games than the minimum: no rank, the row dimmed.
      const ImU32 colour = row.rank > 0 ? ui.pal.text : ui.pal.text_dim;
      draw_text(ui, draw, font, fs, ImVec2(a.x + pad, ty), colour,
                row.rank > 0 ? std::to_string(row.rank) : std::string("\xE2\x80\x93"));
      float x = a.x + rank_w + gap;
      draw_text(ui, draw, font, fs, ImVec2(x + pad, ty), colour, ellipsize(row.name, name_w - pad * 2));
      x += name_w;
      for (const BoardColumn& col : columns) {
        x += gap;
        const std::string value = cell_text(ui, row, col.column);
        const float w = font->CalcTextSizeA(fs, FLT_MAX, 0, value.c_str()).x;
        draw_text(ui, draw, font, fs, ImVec2(x + col.width - pad - w, ty), colour, value);
        if (col.column == stats::Column::kWinRate) {  // the rate as a bar too, under its number
          const float bar_h = 4.0f * ui.m.scale, y = a.y + row_h - bar_h - 3.0f * ui.m.scale;
          draw->AddRectFilled(ImVec2(x + pad, y), ImVec2(x + col.width - pad, y + bar_h), ui.pal.grid);
          const float filled = (col.width - pad * 2) * static_cast<float>(std::clamp(row.win_rate, 0.0, 1.0));
          if (filled > 0) draw->AddRectFilled(ImVec2(x + pad, y), ImVec2(x + pad + filled, y + bar_h), ui.pal.celebrate);
        }
        x += col.width;
      }
      ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + row_h));
      ImGui::Dummy(ImVec2(0, 0));
      ImGui::PopID();
    }
  }
  clipper.End();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr.f("ui.stats.unranked", view.min_games).c_str());
  ImGui::PopStyleColor();
  ImGui::EndChild();
}

void draw_statistics(const Ui& ui, const Controller& c) {
  const stats::Report& report = c.stats();
  const StatsView& view = c.stats_view();
  screen_title(ui, "stats.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"),
               ui.tr("ui.stats.title") + kDot + ui.tr.f("ui.stats.games", report.games), intent::Back{});
  game_chips(ui, "stats", c.stats_filter().game,
             [](std::string game) -> Intent { return intent::SetStatsGame{std::move(game)}; });
  // One game selected: its own page (figures, counters, the deck check),
  // right under the game's chip.
  if (const std::string& game = c.stats_filter().game; !game.empty() && report.games > 0)
    if (button(ui, "stats.game_page", ui.tr("ui.stats.game_page"), ImVec2(0, 0), Tone::kPrimary))
      ui.emit(intent::OpenGameStats{game});
  ChipFlow dates;
  date_preset_chips(ui, dates, "stats", view.dates, [](DatePreset p) -> Intent { return intent::SetStatsDates{p}; });
  if (view.dates == DatePreset::kMonths)
    month_steppers(ui, "stats", view.first_month, view.last_month, c.stats_oldest_month().value_or(view.first_month),
                   month_index(c.history_today()),
                   [](int first, int last) -> Intent { return intent::SetStatsMonths{first, last}; });
  if (c.stats_other_devices()) {  // a league's games (issue 24): every device's, or this one's
    ChipFlow devices;
    device_scope_chips(ui, devices, "stats", view.this_device,
                       [](bool here) -> Intent { return intent::SetStatsDevices{here}; });
  }
  view_chips(ui, c);
  if (report.games == 0) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    // Games that exist but are filtered out are not "no game yet".
    const bool filtered = !c.stats_filter().game.empty() || view.dates != DatePreset::kAll || view.this_device;
    ImGui::TextWrapped("%s", ui.tr(filtered ? "ui.stats.none_match" : "ui.stats.empty").c_str());
    return;
  }
  switch (view.tab) {
    case StatsTab::kLeaderboard: draw_leaderboard(ui, c); break;
    case StatsTab::kRecords: draw_records(ui, c); break;
    case StatsTab::kActivity: draw_activity(ui, c); break;
  }
}

}  // namespace flipside::ui
