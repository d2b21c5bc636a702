// A game's statistics page (issue "Past games and statistics", Screen::
// kGameStats, from Statistics with one game selected): its finished games,
// rounds, average length and best total ever, its own figures over every
// player's counters (GameInfo::counter_lines), and for a game with a deck
// (GameInfo::deck_makeup) the deck fairness check: one bar per card kind,
// dealt against what the deck explains (a marker), the numbers written
// beside each bar and ▲ / ▼ on a card that came up clearly more or less
// often, so no colour has to be told apart; then the chi-square verdict in
// words. Drawn from stats::Report::by_game, the figures `flipside stats
// --game` prints.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/deck_check.hpp"
#include "core/game_info.hpp"
#include "core/stats.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr const char* kMore = "\xE2\x96\xB2";       // ▲
constexpr const char* kLess = "\xE2\x96\xBC";       // ▼
constexpr const char* kFairMark = "\xE2\x97\x8F";   // ●
constexpr const char* kNoneMark = "\xE2\x97\x8B";   // ○

// Headings wrap rather than lose their end (a question, in Spanish, is long).
void heading(const Ui& ui, const std::string& text) {
  ImGui::Dummy(ImVec2(0, 6.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopFont();
}

void wrapped(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

// Which way a card leans, beyond two standard deviations (the cards the
// verdict names): a symbol and a colour, never the colour alone.
int lean(const deck::Row& row) {
  if (row.residual > deck::kResidualToName) return 1;
  if (row.residual < -deck::kResidualToName) return -1;
  return 0;
}

// One horizontal bar per card kind: its name, the cards dealt as a bar, the
// deck's expectation as a vertical marker across it, and "dealt / expected"
// written after it. Two columns side by side on a wide screen.
void deck_chart(const Ui& ui, const deck::Check& check, const std::string& game) {
  ImFont* font = ui.fonts.body;
  const float fs = font->FontSize;
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 8.0f * ui.m.scale;
  const int columns = ui.m.portrait ? 1 : 2;
  const float col_gap = 24.0f * ui.m.scale;
  const float col_w = (width - col_gap * (columns - 1)) / columns;
  const std::size_t per_column = (check.rows.size() + columns - 1) / columns;
  const float row_h = std::max(fs + 10.0f * ui.m.scale, 30.0f * ui.m.scale);
  auto text_w = [&](const std::string& s) { return font->CalcTextSizeA(fs, FLT_MAX, 0, s.c_str()).x; };

  std::vector<std::string> names, numbers;
  float name_w = 0, number_w = 0;
  double most = 1.0;
  for (const deck::Row& row : check.rows) {
    names.push_back(ui.tr(msg("ui.deck.card", Arg::card_arg(game, row.card.card))));
    std::string n = ui.tr.f("ui.stats.deck_row", row.observed, Arg::decimal_arg(stats::one_decimal(row.expected)));
    if (lean(row) > 0) n.append(" ").append(kMore);
    if (lean(row) < 0) n.append(" ").append(kLess);
    numbers.push_back(std::move(n));
    name_w = std::max(name_w, text_w(names.back()));
    number_w = std::max(number_w, text_w(numbers.back()));
    most = std::max({most, static_cast<double>(row.observed), row.expected});
  }
  name_w = std::min(name_w, col_w * 0.3f);
  const float bar_x = name_w + pad;
  const float bar_w = std::max(40.0f * ui.m.scale, col_w - bar_x - number_w - pad * 3);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, row_h * static_cast<float>(per_column)));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 3.0f * ui.m.scale;
  for (std::size_t i = 0; i < check.rows.size(); ++i) {
    const deck::Row& row = check.rows[i];
    const float x = a.x + (col_w + col_gap) * static_cast<float>(i / per_column);
    const float y = a.y + row_h * static_cast<float>(i % per_column);
    const float text_y = y + (row_h - fs) / 2;
    if (i % 2 == 0) draw->AddRectFilled(ImVec2(x, y), ImVec2(x + col_w, y + row_h), ui.pal.row, rounding);
    draw_text(ui, draw, font, fs, ImVec2(x, text_y), ui.pal.text, ellipsize(names[i], name_w));
    const float x0 = x + bar_x;
    const float bar_top = y + row_h * 0.25f, bar_bottom = y + row_h * 0.75f;
    const float dealt = bar_w * static_cast<float>(static_cast<double>(row.observed) / most);
    const ImU32 colour = lean(row) > 0 ? ui.pal.bust : lean(row) < 0 ? ui.pal.info : ui.pal.series[0];
    draw->AddRectFilled(ImVec2(x0, bar_top), ImVec2(x0 + bar_w, bar_bottom), ui.pal.grid, rounding);
    if (dealt > 0) draw->AddRectFilled(ImVec2(x0, bar_top), ImVec2(x0 + dealt, bar_bottom), colour, rounding);
    // The expectation: a line across the bar with a small diamond on top.
    const float ex = x0 + bar_w * static_cast<float>(row.expected / most);
    const float mark = 3.0f * ui.m.scale;
    draw->AddRectFilled(ImVec2(ex - mark / 2, y + row_h * 0.14f), ImVec2(ex + mark / 2, y + row_h * 0.88f), ui.pal.text);
    draw->AddQuadFilled(ImVec2(ex, y + row_h * 0.02f), ImVec2(ex + mark * 1.6f, y + row_h * 0.13f),
                        ImVec2(ex, y + row_h * 0.24f), ImVec2(ex - mark * 1.6f, y + row_h * 0.13f), ui.pal.text);
    draw_text(ui, draw, font, fs, ImVec2(x0 + bar_w + pad * 2, text_y), ui.pal.text, numbers[i]);
  }
}

}  // namespace

void draw_game_stats(const Ui& ui, const Controller& c) {
  const stats::GameFigures* g = c.game_figures();
  const GameInfo* info = g ? find_game(g->game) : nullptr;
  const std::string name = info ? ui.tr(info->name_key) : (g ? g->game : std::string());
  screen_title(ui, "game_stats.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"),
               ui.tr.f("ui.stats.game_title", name), intent::OpenStats{});
  if (!g) return;
  ImGui::BeginChild("game_stats.body", ImVec2(0, 0), false);
  if (g->games == 0) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    ImGui::TextWrapped("%s", ui.tr("ui.stats.game_none").c_str());
    ImGui::EndChild();
    return;
  }
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int per_row = ui.m.portrait ? 2 : 4;
  const float w = (ImGui::GetContentRegionAvail().x - gap * (per_row - 1)) / per_row;
  // A game kept as one long deal counts no rounds: no round figures then.
  const bool rounds = g->rounds > 0;
  const std::string figures[][2] = {
      {std::to_string(g->games), ui.tr.count("ui.stats.game_games", g->games)},
      {std::to_string(g->rounds), ui.tr.count(round_key(info, "ui.stats.game_rounds"), g->rounds)},
      {decimal_text(stats::one_decimal(g->rounds_per_game), ui.tr.lang()), ui.tr(round_key(info, "ui.stats.game_length"))},
      {g->best ? total_words(ui, info, *g->best) : "-", ui.tr("ui.stats.game_best")},
  };
  int shown = 0;
  for (int i = 0; i < 4; ++i) {
    if (!rounds && (i == 1 || i == 2)) continue;
    if (shown++ % per_row) ImGui::SameLine();
    std::string id = "game_stats.figure.";
    id.append(std::to_string(i));
    figure(ui, id.c_str(), figures[i][0], figures[i][1], w);
  }
  if (g->best && !g->best_by.empty())
    ImGui::TextWrapped("%s", ui.tr.f("ui.stats.game_best_by", total_words(ui, info, *g->best), g->best_by).c_str());

  if (info && info->counter_lines && !g->counters.empty()) {
    heading(ui, ui.tr("ui.stats.game_counters"));
    for (const Message& m : info->counter_lines(g->counters)) {
      std::string line = "\xE2\x80\xA2 ";  // •
      line.append(ui.tr(m));
      ImGui::TextWrapped("%s", line.c_str());
    }
  }

  if (auto check = stats::deck_check(*g)) {
    heading(ui, ui.tr("ui.stats.deck_title"));
    // The verdict first, its symbol and colour together.
    const bool suspicious = check->verdict == deck::Verdict::kSuspicious;
    const bool fair = check->verdict == deck::Verdict::kFair;
    std::string verdict = suspicious ? kMore : fair ? kFairMark : kNoneMark;
    verdict.append(" ").append(ui.tr(deck::verdict_message(*check, g->game)));
    wrapped(verdict, suspicious ? ui.pal.bust : fair ? ui.pal.text : ui.pal.text_dim);
    wrapped(ui.tr("ui.stats.deck_legend"), ui.pal.text_dim);
    ImGui::Dummy(ImVec2(0, 4.0f * ui.m.scale));
    if (check->total > 0) deck_chart(ui, *check, g->game);
  }
  ImGui::Dummy(ImVec2(0, 8.0f * ui.m.scale));
  ImGui::EndChild();
}

}  // namespace flipside::ui
