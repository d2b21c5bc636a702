// Statistics (issue "Past games and statistics"): every player with their
// games, wins and win rate as a bar, filtered by game; a tap opens the
// player's page: the figures, each game played, every opponent (ahead and
// behind as a split bar, each half with its number), the game's own counters
// and the win rate's trend as a line. Drawn from core/stats.hpp's Report,
// the same figures `flipside stats` prints.
#include <algorithm>
#include <cmath>
#include <string>

#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {
namespace {

std::string percent(double rate) {
  std::string out = std::to_string(static_cast<int>(std::lround(rate * 100.0)));
  out.append(" %");
  return out;
}

std::string game_name(const Ui& ui, const std::string& id) {
  const GameInfo* info = find_game(id);
  return info ? ui.tr(info->name_key) : id;
}

// A horizontal bar `fraction` full, its text drawn beside it (never only a colour).
void rate_bar(const Ui& ui, ImDrawList* draw, ImVec2 a, ImVec2 size, double fraction, const std::string& text) {
  const float rounding = 4.0f * ui.m.scale;
  draw->AddRectFilled(a, ImVec2(a.x + size.x, a.y + size.y), ui.pal.grid, rounding);
  const float filled = static_cast<float>(std::clamp(fraction, 0.0, 1.0)) * size.x;
  if (filled > 0) draw->AddRectFilled(a, ImVec2(a.x + filled, a.y + size.y), ui.pal.celebrate, rounding);
  const ImVec2 ts = ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, text.c_str());
  draw_text(ui, draw, ui.fonts.body, ui.fonts.body->FontSize,
            ImVec2(a.x + size.x + 8.0f * ui.m.scale, a.y + (size.y - ts.y) / 2), ui.pal.text, text);
}

void filter_row(const Ui& ui, const Controller& c) {
  const std::string& current = c.stats_filter().game;
  if (toggle(ui, "stats.game.all", ui.tr("ui.stats.all_games"), current.empty())) ui.emit(intent::SetStatsGame{""});
  for (const GameInfo* game : playable_games()) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < 160.0f * ui.m.scale) ImGui::NewLine();
    std::string id = "stats.game.";
    id.append(game->id);
    if (toggle(ui, id.c_str(), ui.tr(game->name_key), current == game->id)) ui.emit(intent::SetStatsGame{std::string(game->id)});
  }
}

}  // namespace

void draw_statistics(const Ui& ui, const Controller& c) {
  const stats::Report& report = c.stats();
  screen_title(ui, "stats.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"),
               ui.tr("ui.stats.title") + "  \xC2\xB7  " + ui.tr.f("ui.stats.games", report.games), intent::Back{});
  filter_row(ui, c);
  // One game selected: its own page (figures, counters, the deck check).
  if (const std::string& game = c.stats_filter().game; !game.empty() && report.games > 0)
    if (button(ui, "stats.game_page", ui.tr("ui.stats.game_page"), ImVec2(0, 0), Tone::kPrimary))
      ui.emit(intent::OpenGameStats{game});
  if (report.players.empty()) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    ImGui::TextWrapped("%s", ui.tr("ui.stats.empty").c_str());
    return;
  }
  ImGui::BeginChild("stats.list", ImVec2(0, 0), false);
  const float width = ImGui::GetContentRegionAvail().x;
  const float row_h = ui.m.touch * 1.5f;
  const float pad = 10.0f * ui.m.scale;
  const float bar_w = std::min(260.0f * ui.m.scale, width * 0.3f);
  const float bar_text_w = ImGui::CalcTextSize("100 %").x + pad;
  for (std::size_t i = 0; i < report.players.size(); ++i) {
    const stats::PlayerStats& p = report.players[i];
    ImGui::PushID(static_cast<int>(i));
    const ImVec2 a = ImGui::GetCursorScreenPos();
    std::string id = "stats.player.";
    id.append(std::to_string(i));
    if (ui.diag) ui.diag->note_id(ImGui::GetID("row"), id);
    if (ImGui::InvisibleButton("row", ImVec2(width, row_h))) ui.emit(intent::OpenPlayerStats{p.id});
    if (ui.diag) ui.diag->note_rect(id);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(a, ImVec2(a.x + width, a.y + row_h), ImGui::IsItemHovered() ? ui.pal.row_next : ui.pal.row,
                        8.0f * ui.m.scale);
    const float text_w = width - bar_w - bar_text_w - pad * 4;
    ImGui::SetCursorScreenPos(ImVec2(a.x + pad, a.y + pad / 2));
    ImGui::PushFont(ui.fonts.large);
    text_in_width(p.name, text_w);
    ImGui::PopFont();
    ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    text_in_width(ui.tr.f("ui.stats.row", p.games, p.wins, p.current_streak, p.longest_streak), text_w);
    ImGui::PopStyleColor();
    const float bar_h = 18.0f * ui.m.scale;
    rate_bar(ui, draw, ImVec2(a.x + width - bar_w - bar_text_w - pad, a.y + (row_h - bar_h) / 2), ImVec2(bar_w, bar_h),
             p.win_rate, percent(p.win_rate));
    ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + row_h));
    ImGui::Dummy(ImVec2(0, 0));
    ImGui::PopID();
  }
  ImGui::EndChild();
}

namespace {

void heading(const Ui& ui, const std::string& text) {
  ImGui::Dummy(ImVec2(0, 6.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.large);
  text_in_width(text, ImGui::GetContentRegionAvail().x);
  ImGui::PopFont();
}

// The win rate after each game, as a line with a marker on each game.
void trend_chart(const Ui& ui, const std::vector<double>& trend, ImVec2 size) {
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::Dummy(size);
  if (trend.size() < 2) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* small = ui.fonts.small;
  const float left = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, "100 %").x + 8.0f * ui.m.scale;
  const ImVec2 lo(a.x + left, a.y + size.y - small->FontSize);
  const ImVec2 hi(a.x + size.x - 8.0f * ui.m.scale, a.y + small->FontSize / 2);
  for (int pct : {0, 50, 100}) {
    const float y = lo.y + (hi.y - lo.y) * pct / 100.0f;
    draw->AddLine(ImVec2(lo.x, y), ImVec2(hi.x, y), ui.pal.grid);
    draw_text(ui, draw, small, small->FontSize, ImVec2(a.x, y - small->FontSize / 2), ui.pal.text_dim,
              percent(pct / 100.0));
  }
  std::vector<ImVec2> points;
  for (std::size_t i = 0; i < trend.size(); ++i)
    points.emplace_back(lo.x + (hi.x - lo.x) * static_cast<float>(i) / static_cast<float>(trend.size() - 1),
                        lo.y + (hi.y - lo.y) * static_cast<float>(trend[i]));
  draw->AddPolyline(points.data(), static_cast<int>(points.size()), ui.pal.series[0], 0, 3.0f * ui.m.scale);
  if (points.size() <= 60)
    for (const ImVec2& p : points) draw->AddCircleFilled(p, 4.0f * ui.m.scale, ui.pal.series[0]);
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
      {std::to_string(p->wins) + "  \xC2\xB7  " + percent(p->win_rate), ui.tr.count("ui.stats.wins_label", p->wins)},
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
    const std::string line = game_name(ui, g.game) + "  \xC2\xB7  " +
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
  }

  if (!p->counters.empty()) {
    heading(ui, ui.tr("ui.stats.counters"));
    for (const auto& [game, counters] : p->counters) {
      std::string line = game_name(ui, game) + ":";
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

  heading(ui, ui.tr("ui.stats.trend"));
  trend_chart(ui, p->trend, ImVec2(ImGui::GetContentRegionAvail().x, 160.0f * ui.m.scale));
  ImGui::EndChild();
}

}  // namespace flipside::ui
