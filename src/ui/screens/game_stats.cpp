// A game's statistics page (issue "Past games and statistics", Screen::
// kGameStats, from Statistics with one game selected): its finished games,
// rounds, average length and best total ever, its own figures over every
// player's counters (GameInfo::counter_lines), then what the cards tell of
// the deck (deck_sections.hpp): whether it holds the right cards (a game
// with GameInfo::deck_makeup) and whether it was shuffled well (a game that
// counts the order cards came out, GameInfo::deck_order; any other says why
// it cannot tell). Drawn from stats::Report::by_game, the figures
// `flipside stats --game` prints.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/deck_check.hpp"
#include "core/game_info.hpp"
#include "core/stats.hpp"
#include "ui/screens/deck_sections.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

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
    page_heading(ui, ui.tr("ui.stats.game_counters"));
    for (const Message& m : info->counter_lines(g->counters)) {
      std::string line = "\xE2\x80\xA2 ";  // •
      line.append(ui.tr(m));
      ImGui::TextWrapped("%s", line.c_str());
    }
  }

  draw_deck_makeup(ui, *g);
  draw_shuffle(ui, *g);
  ImGui::Dummy(ImVec2(0, 8.0f * ui.m.scale));
  ImGui::EndChild();
}

}  // namespace flipside::ui
