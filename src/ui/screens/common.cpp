// Pieces shared by the screens, and the table screen's door to the game's UI.
#include <algorithm>
#include <utility>
#include <vector>

#include "ui/screens/screens.hpp"
#include "ui/shell/draft.hpp"
#include "ui/shell/keymap.hpp"
#include "ui/widgets/widgets.hpp"

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

float edit_cancel_width(const Ui& ui) {
  const std::string cancel = ui.tr("ui.cancel");
  return std::max(ui.m.touch * 2,
                  ImGui::CalcTextSize(cancel.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 + 8.0f * ui.m.scale);
}

void edit_strip_in(const Ui& ui, const Controller& c, std::size_t index, ImVec2 from, ImVec2 to) {
  const float pad = 8.0f * ui.m.scale;
  const float cancel_w = edit_cancel_width(ui);
  const float h = to.y - from.y;
  ImDrawList* d = ImGui::GetWindowDrawList();
  d->AddRectFilled(from, to, ui.pal.info, 8.0f * ui.m.scale);
  if (ui.diag) {
    ui.diag->areas["edit.strip"] = {from, to};
    // The words it covers are hidden, not shown under it.
    std::erase_if(ui.diag->texts, [&](const Diagnostics::DrawnText& t) {
      return t.min.x >= from.x && t.min.y >= from.y && t.min.x < to.x && t.min.y < to.y;
    });
  }
  text_in_box(ui, d, edit_strip_text(ui, c, index), ImVec2(from.x + pad, from.y + pad / 2),
              ImVec2(to.x - from.x - cancel_w - pad * 3, h - pad), ui.pal.banner_text);
  // Drawn over a place already laid out: the cursor goes back where it was.
  const ImVec2 back = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(ImVec2(to.x - cancel_w - pad, from.y + std::max(h - ui.m.touch, 0.0f) / 2));
  if (button(ui, "edit.cancel", ui.tr("ui.cancel"), ImVec2(cancel_w, ui.m.touch))) ui.emit(intent::CancelEdit{});
  ImGui::SetCursorScreenPos(back);
}


std::string edit_strip_text(const Ui& ui, const Controller& c, std::size_t index) {
  return std::string(ui.icons.edit) + "  " +
         ui.tr.f("ui.edit.strip", static_cast<long long>(index) + 1, entry_being_changed(ui, c));
}

void draw_table(const Ui& ui, const Controller& c, ViewState& view) {
  if (const GameUi* game_ui = c.game_ui(); game_ui && c.game()) {
    restore_draft(c, view);  // a form half filled in before a crash comes back
    game_ui->draw_table(ui, c, view);
    // While a past entry is changed, the strip that says so covers the
    // table's words-only place (its banner place) rather than push the
    // table down: no control moves or shrinks (issue 32 item 4). A table
    // without one gets it under the table.
    if (auto index = c.editing(); index && !game_ui->places_edit_strip(c.game()->game())) {
      const float h = ui.m.touch + 16.0f * ui.m.scale;
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const auto [from, to] = view.banner_place.value_or(
          std::pair{at, ImVec2(at.x + ImGui::GetContentRegionAvail().x, at.y + h)});
      edit_strip_in(ui, c, *index, from, to);
    }
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
