// Pieces shared by the screens, and the table screen's door to the game's UI.
#include <algorithm>
#include <vector>

#include "ui/screens/screens.hpp"
#include "ui/draft.hpp"
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

namespace {

// Above the table while a past entry is being changed: which entry, what it
// was, and the way back. The table below shows the game as it was then.
void edit_strip(const Ui& ui, const Controller& c, std::size_t index) {
  const std::string cancel = ui.tr("ui.cancel");
  const float pad = 8.0f * ui.m.scale;
  const float cancel_w =
      std::max(ui.m.touch * 2, ImGui::CalcTextSize(cancel.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 + pad);
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string text = edit_strip_text(ui, c, index);
  const float text_w = width - cancel_w - pad * 3;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, text_w);
  const float h = std::max(ui.m.touch, size.y) + pad * 2;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(a.x + width, a.y + h), ui.pal.info, 8.0f * ui.m.scale);
  if (ui.diag) ui.diag->areas["edit.strip"] = {a, ImVec2(a.x + width, a.y + h)};
  draw_text(ui, ImGui::GetWindowDrawList(), ui.fonts.body, ui.fonts.body->FontSize,
            ImVec2(a.x + pad, a.y + (h - size.y) / 2), ui.pal.banner_text, text, text_w);
  ImGui::SetCursorScreenPos(ImVec2(a.x + width - cancel_w - pad, a.y + (h - ui.m.touch) / 2));
  if (button(ui, "edit.cancel", cancel, ImVec2(cancel_w, ui.m.touch))) ui.emit(intent::CancelEdit{});
  ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + h + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(0, 0));
}

}  // namespace

std::string edit_strip_text(const Ui& ui, const Controller& c, std::size_t index) {
  return std::string(ui.icons.edit) + "  " +
         ui.tr.f("ui.edit.strip", static_cast<long long>(index) + 1, entry_being_changed(ui, c));
}

void draw_table(const Ui& ui, const Controller& c, ViewState& view) {
  if (const GameUi* game_ui = c.game_ui(); game_ui && c.game()) {
    if (auto index = c.editing(); index && !game_ui->places_edit_strip(c.game()->game())) edit_strip(ui, c, *index);
    restore_draft(c, view);  // a form half filled in before a crash comes back
    game_ui->draw_table(ui, c, view);
    return;
  }
  ImGui::TextUnformatted(ui.tr("ui.table.no_game").c_str());
  if (button(ui, "table.home_empty", ui.tr("ui.home.title"))) ui.emit(intent::GoHome{});
}

void keys_table(const Ui& ui, const char* table_id, const Controller& c) {
  // Column widths are set, not measured: a table sized from its contents is
  // squashed into a narrow column on the first frame it appears.
  const std::vector<KeyHelp> keys = key_help(c.game_ui(), c.game() ? &c.game()->game() : nullptr);
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

std::string total_words(const Ui& ui, const GameInfo* game, int total) {
  return ui.tr.f(std::string(game ? game->total_key : std::string_view("ui.total.points")), total);
}

void figure(const Ui& ui, const char* id, const std::string& value, const std::string& label, float w) {
  ImGui::BeginChild(id, ImVec2(w, ui.m.touch * 1.8f), true, ImGuiWindowFlags_NoScrollbar);
  ImGui::PushFont(ui.fonts.large);
  text_in_width(value, ImGui::GetContentRegionAvail().x);
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(label, ImGui::GetContentRegionAvail().x);
  ImGui::PopStyleColor();
  ImGui::EndChild();
}

}  // namespace flipside::ui
