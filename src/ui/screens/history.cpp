// History: every game, newest first, as a plain list (statistics come later).
// A tap opens the game: its table if unfinished, its final scores otherwise.
#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {
namespace {

std::string status_word(const Ui& ui, const store::GameSummary& g) {
  if (g.status == "finished") return std::string(ui.icons.check) + " " + ui.tr("ui.history.finished");
  if (g.status == "abandoned") return std::string(ui.icons.remove) + " " + ui.tr("ui.history.abandoned");
  return std::string(ui.icons.next) + " " + ui.tr("ui.history.in_progress");
}

}  // namespace

void draw_history(const Ui& ui, const Controller& c) {
  const auto& games = c.history();
  screen_title(ui, "history.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"),
               ui.tr("ui.history.title") + "  \xC2\xB7  " + (games.size() == 1 ? ui.tr("ui.history.count_one")
                                                                  : ui.tr.f("ui.history.count", static_cast<int>(games.size()))),
               intent::Back{});
  if (games.empty()) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    text_centered(ui.tr("ui.history.empty"));
    return;
  }
  ImGui::BeginChild("history.list", ImVec2(0, 0), false);
  const float row_h = ui.m.touch * 1.5f;
  const float width = ImGui::GetContentRegionAvail().x;
  ImGuiListClipper clipper;  // 10,000 games draw as fast as ten
  clipper.Begin(static_cast<int>(games.size()), row_h + ImGui::GetStyle().ItemSpacing.y);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const store::GameSummary& g = games[i];
      ImGui::PushID(i);
      const ImVec2 a = ImGui::GetCursorScreenPos();
      if (ui.diag) ui.diag->note_id(ImGui::GetID("game"), "history.game");
      if (ImGui::InvisibleButton("game", ImVec2(width, row_h))) ui.emit(intent::OpenGame{g.id});
      const bool hovered = ImGui::IsItemHovered();
      ImDrawList* draw = ImGui::GetWindowDrawList();
      draw->AddRectFilled(a, ImVec2(a.x + width, a.y + row_h), hovered ? ui.pal.row_next : ui.pal.row,
                          8.0f * ui.m.scale);
      std::string players;
      for (const auto& p : g.players) players += (players.empty() ? "" : ", ") + p;
      const std::string when = store::local_minutes(g.started_at);  // where the table is, not UTC
      const float pad = 10.0f * ui.m.scale;
      ImGui::SetCursorScreenPos(ImVec2(a.x + pad, a.y + pad / 2));
      ImGui::PushFont(ui.fonts.body);
      const GameInfo* info = find_game(g.game);  // a game this FlipSide does not know keeps its id
      text_in_width((info ? ui.tr(info->name_key) : g.game) + "  \xC2\xB7  " + players, width - pad * 2);
      ImGui::PopFont();
      ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
      ImGui::PushFont(ui.fonts.small);
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
      std::string detail = when + "  \xC2\xB7  " + status_word(ui, g) + "  \xC2\xB7  " + ui.tr.f(round_key(info, "ui.history.rounds"), g.rounds);
      if (g.winner) detail += "  \xC2\xB7  " + std::string(ui.icons.star) + " " + *g.winner;
      text_in_width(detail, width - pad * 2);
      ImGui::PopStyleColor();
      ImGui::PopFont();
      ImGui::SetCursorScreenPos(a);
      ImGui::Dummy(ImVec2(width, row_h));
      ImGui::PopID();
    }
  }
  clipper.End();
  ImGui::EndChild();
}

}  // namespace flipside::ui
