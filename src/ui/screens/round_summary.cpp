// After each round: what everyone scored, the totals against the target,
// who deals next; one tap (or Enter) goes on.
#include <algorithm>

#include "ui/screens/screens.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {

void draw_round_summary(const Ui& ui, const Controller& c) {
  const flip7::Flip7Game* game = c.flip7();
  if (!game || !c.last_round()) {
    if (button(ui, "summary.continue_empty", ui.tr("ui.summary.next"))) ui.emit(intent::ContinueAfterRound{});
    return;
  }
  const flip7::Engine& engine = game->engine();
  const RoundSummary& round = *c.last_round();
  const float width = std::min(ImGui::GetContentRegionAvail().x, 900.0f * ui.m.scale);
  // Cursor positions are window-relative: start from the padded content edge.
  const float left = ImGui::GetCursorPosX() + (ImGui::GetContentRegionAvail().x - width) / 2;

  ImGui::Dummy(ImVec2(0, 10.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.huge);
  text_centered(ui.tr.f("ui.summary.title", round.round));
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_centered(ui.tr.f("ui.summary.next_dealer", engine.name(engine.dealer())) + "  \xC2\xB7  " +
                ui.tr.f("ui.table.to_target", engine.options().target));
  ImGui::PopStyleColor();
  ImGui::Dummy(ImVec2(0, 8.0f * ui.m.scale));

  int best = 0;
  for (const auto& [name, points] : round.points) best = std::max(best, points);

  const float footer = ui.m.touch * 1.5f + ImGui::GetStyle().ItemSpacing.y * 3;
  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("summary.rows", ImVec2(width, ImGui::GetContentRegionAvail().y - footer), false);
  ImGui::PushFont(ui.fonts.large);
  if (ImGui::BeginTable("summary.table", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ui.tr("ui.summary.player").c_str(), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn(ui.tr("ui.summary.round_points").c_str(), ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn(ui.tr("ui.summary.total").c_str(), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::PushFont(ui.fonts.body);
    ImGui::TableHeadersRow();
    ImGui::PopFont();
    for (int p = 0; p < static_cast<int>(round.points.size()); ++p) {
      const auto& [name, points] = round.points[p];
      ImGui::TableNextRow(0, ui.m.touch);
      ImGui::TableNextColumn();
      std::string who = name;
      if (points == best && best > 0) who = std::string(ui.icons.star) + " " + who;
      text_in_width(who, ImGui::GetContentRegionAvail().x);
      ImGui::TableNextColumn();
      ImGui::Text("+%d", points);
      ImGui::TableNextColumn();
      const int total = p < engine.player_count() ? engine.player(p).total : 0;
      const float frac = std::clamp(static_cast<float>(total) / std::max(1, engine.options().target), 0.0f, 1.0f);
      ImGui::PushFont(ui.fonts.body);
      progress(ui, frac, std::to_string(total) + " / " + std::to_string(engine.options().target),
               ImVec2(-1, ui.m.touch * 0.8f));
      ImGui::PopFont();
    }
    ImGui::EndTable();
  }
  ImGui::PopFont();
  ImGui::EndChild();

  ImGui::SetCursorPosX(left);
  const float undo_w = width * 0.3f;
  if (button(ui, "summary.undo", std::string(ui.icons.undo) + " " + ui.tr("ui.summary.undo"),
             ImVec2(undo_w, ui.m.touch * 1.5f), Tone::kNormal, c.game() && c.game()->can_undo()))
    ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "summary.next", std::string(ui.icons.next) + "  " + ui.tr("ui.summary.next") + "  (Enter)",
             ImVec2(width - undo_w - ImGui::GetStyle().ItemSpacing.x, ui.m.touch * 1.5f), Tone::kPrimary, true,
             ui.fonts.large))
    ui.emit(intent::ContinueAfterRound{});
}

}  // namespace flipside::ui
