// Pieces shared by the screens, and the table screen's door to the game's UI.
#include <algorithm>
#include <vector>

#include "ui/screens/screens.hpp"
#include "ui/keymap.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {

void screen_title(const Ui& ui, const char* back_id, const std::string& back_label, const std::string& title,
                  Intent on_back) {
  if (button(ui, back_id, back_label)) ui.emit(std::move(on_back));
  ImGui::SameLine();
  // Centre the large title on the button's height (SameLine lines text up
  // with the button's label, which is in the smaller body font).
  ImGui::PushFont(ui.fonts.large);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ImGui::GetTextLineHeight() - ui.fonts.body->FontSize) / 2);
  text_in_width(title, ImGui::GetContentRegionAvail().x);
  ImGui::PopFont();
  ImGui::Separator();
}

void draw_table(const Ui& ui, const Controller& c, ViewState& view) {
  if (const GameUi* game_ui = c.game_ui(); game_ui && c.game()) {
    game_ui->draw_table(ui, c, view);
    return;
  }
  ImGui::TextUnformatted(ui.tr("ui.table.no_game").c_str());
  if (button(ui, "table.home_empty", ui.tr("ui.home.title"))) ui.emit(intent::GoHome{});
}

void keys_table(const Ui& ui, const char* table_id, const GameUi* game_ui) {
  // Column widths are set, not measured: a table sized from its contents is
  // squashed into a narrow column on the first frame it appears.
  const std::vector<KeyHelp> keys = key_help(game_ui);
  float keys_w = 0;
  for (const KeyHelp& k : keys) keys_w = std::max(keys_w, ImGui::CalcTextSize(k.keys.c_str()).x);
  if (!ImGui::BeginTable(table_id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit,
                         ImVec2(ImGui::GetContentRegionAvail().x, 0)))
    return;
  ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed, keys_w + ImGui::GetStyle().CellPadding.x * 2);
  ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
  for (const KeyHelp& k : keys) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(k.keys.c_str());
    ImGui::TableNextColumn();
    if (ui.diag && &k == &keys.front()) {  // the description column's width, for the layout tests
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ui.diag->areas[std::string(table_id) + ".what"] = {at, ImVec2(at.x + ImGui::GetContentRegionAvail().x, at.y)};
    }
    ImGui::TextWrapped("%s", ui.tr(k.what).c_str());
  }
  ImGui::EndTable();
}

}  // namespace flipside::ui
