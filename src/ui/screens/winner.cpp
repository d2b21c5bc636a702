// The end: who won, the final standings and the game's score progression.
#include <algorithm>
#include <numeric>

#include "ui/screens/screens.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {

void draw_winner(const Ui& ui, const Controller& c) {
  const flip7::Flip7Game* game = c.flip7();
  if (!game) {
    if (button(ui, "winner.home_empty", ui.tr("ui.home.title"))) ui.emit(intent::GoHome{});
    return;
  }
  const flip7::Engine& engine = game->engine();
  const int winner = engine.winner();
  const int rounds = static_cast<int>(engine.round_points().size());

  ImGui::PushFont(ui.fonts.huge);
  std::string title = winner >= 0 ? std::string(ui.icons.star) + " " + ui.tr.f("ui.winner.title", engine.name(winner))
                                  : ui.tr("ui.winner.no_winner");
  if (!engine.finished()) title = ui.tr("ui.winner.not_finished");
  text_centered(ellipsize(title, ImGui::GetContentRegionAvail().x));
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  if (winner >= 0)
    text_centered(ui.tr.f("ui.winner.detail", engine.player(winner).total, rounds));
  else
    text_centered(ui.tr.f("ui.history.rounds", rounds));
  ImGui::PopStyleColor();

  const float footer = ui.m.touch * 1.4f + ImGui::GetStyle().ItemSpacing.y * 2;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 body(avail.x, avail.y - footer);
  std::vector<int> order(engine.player_count());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return engine.player(a).total > engine.player(b).total; });

  auto standings = [&](ImVec2 size) {
    ImGui::BeginChild("winner.standings", size, false);
    ImGui::PushFont(ui.fonts.large);
    int rank = 0;
    for (int p : order) {
      ++rank;
      ImGui::PushID(p);
      const std::string line = std::to_string(rank) + ".  " + engine.name(p);
      const std::string total = std::to_string(engine.player(p).total);
      const float tw = ImGui::CalcTextSize(total.c_str()).x;
      text_in_width(line, ImGui::GetContentRegionAvail().x - tw - 20.0f * ui.m.scale);
      ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - tw);
      ImGui::TextUnformatted(total.c_str());
      ImGui::PopID();
    }
    ImGui::PopFont();
    ImGui::EndChild();
  };

  if (ui.m.portrait) {
    const float standings_h = std::min(body.y * 0.35f, (ui.fonts.large->FontSize + 12.0f) * (order.size() + 1));
    standings(ImVec2(body.x, standings_h));
    draw_score_chart(ui, engine, ImVec2(body.x, body.y - standings_h - ImGui::GetStyle().ItemSpacing.y));
  } else {
    const float standings_w = std::floor(body.x * 0.3f);
    standings(ImVec2(standings_w, body.y));
    ImGui::SameLine();
    draw_score_chart(ui, engine, ImVec2(body.x - standings_w - ImGui::GetStyle().ItemSpacing.x, body.y));
  }

  const float w = (avail.x - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
  const float h = ui.m.touch * 1.4f;
  if (button(ui, "winner.home", std::string(ui.icons.home) + "  " + ui.tr("ui.home.title"), ImVec2(w, h)))
    ui.emit(intent::GoHome{});
  ImGui::SameLine();
  if (button(ui, "winner.undo", std::string(ui.icons.undo) + "  " + ui.tr("ui.table.undo"), ImVec2(w, h),
             Tone::kNormal, c.game()->can_undo()))
    ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "winner.again", ui.tr("ui.winner.play_again") + "  (N)", ImVec2(w, h), Tone::kPrimary))
    ui.emit(intent::PlayAgain{});
}

}  // namespace flipside::ui
