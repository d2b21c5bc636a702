// Pieces shared by the non-table screens.
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

void keys_table(const Ui& ui, const char* table_id) {
  if (!ImGui::BeginTable(table_id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
  for (const KeyHelp& k : key_help()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(k.keys.c_str());
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", ui.tr(k.what).c_str());
  }
  ImGui::EndTable();
}

}  // namespace flipside::ui
