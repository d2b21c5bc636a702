// A player's page (statistics.cpp) changes the record itself: Rename (a
// field prefilled with the name; the store's refusal, e.g. a name already
// taken, shown in the popup, which stays open) and Merge into… (the other
// players as rows, then a confirmation in words: whose games become whose,
// and that it cannot be undone). Drawn inside the popup window
// (overlays.cpp); the controller does the change and reads the figures again.
// Settings' league renames this device with the same name field.
#include <algorithm>
#include <string>

#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"
#include "imgui_stdlib.h"

namespace flipside::ui {
namespace {

void popup_title(const Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopFont();
  ImGui::Separator();
}

// Cancel on the left, the action on the right, each half the width.
bool cancel_and(const Ui& ui, const char* id, const std::string& label, Tone tone, bool enabled = true) {
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
  ImGui::SameLine();
  return button(ui, id, label, ImVec2(half, ui.m.touch * 1.2f), tone, enabled);
}

}  // namespace

namespace {

// A name typed anew (a player's, this device's): the title, a hint, a field
// prefilled with the name and holding the keyboard (Enter does it, Esc
// cancels), the last refusal in the popup, which stays open, then Cancel
// and the action. `to` is the name the popup's action takes.
template <typename Action>
void name_popup(const Ui& ui, const Controller& c, ViewState& view, const std::string& title, const char* hint_key,
                const std::string& current, const char* confirm_key) {
  popup_title(ui, std::string(ui.icons.edit) + "  " + title);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr(hint_key).c_str());
  ImGui::PopStyleColor();
  const bool opened = ImGui::IsWindowAppearing();
  if (opened) view.rename_to = current;
  if (opened || !ImGui::IsAnyItemActive()) ImGui::SetKeyboardFocusHere();
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(ImGui::GetStyle().FramePadding.x, (ui.m.touch - ImGui::GetTextLineHeight()) / 2));
  ImGui::SetNextItemWidth(-1);
  if (ui.diag) ui.diag->note_id(ImGui::GetID("##rename"), "player.rename_field");
  const bool entered = ImGui::InputText("##rename", &view.rename_to, ImGuiInputTextFlags_EnterReturnsTrue);
  if (ui.diag) ui.diag->note_text_field("player.rename_field");
  ImGui::PopStyleVar();
  if (!c.popup()->message.empty()) {  // the last try was refused: why
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.bust);
    ImGui::TextWrapped("%s  %s", ui.icons.warning, ui.tr(c.popup()->message).c_str());
    ImGui::PopStyleColor();
  }
  const bool confirm =
      cancel_and(ui, "popup.rename", ui.tr(confirm_key), Tone::kPrimary, !trim_name(view.rename_to).empty());
  if (entered || confirm) ui.emit(Action{view.rename_to});
}

}  // namespace

void draw_rename_popup(const Ui& ui, const Controller& c, ViewState& view) {
  const stats::PlayerStats* p = c.stats_player();
  if (!p) return;
  name_popup<intent::RenamePlayer>(ui, c, view, ui.tr.f("ui.player.rename_title", p->name), "ui.player.rename_hint",
                                   p->name, "ui.player.rename_confirm");
}

void draw_device_rename_popup(const Ui& ui, const Controller& c, ViewState& view) {
  if (!c.league()) return;
  const std::string name = c.league()->status().device_name;
  name_popup<intent::RenameDevice>(ui, c, view, ui.tr("ui.league.rename_title"), "ui.league.rename_hint", name,
                                   "ui.player.rename_confirm");
}

void draw_merge_popup(const Ui& ui, const Controller& c) {
  const stats::PlayerStats* p = c.stats_player();
  if (!p) return;
  popup_title(ui, ui.tr.f("ui.player.merge_title", p->name));
  const auto& others = c.merge_candidates();
  if (others.empty()) {
    ImGui::TextWrapped("%s", ui.tr("ui.player.merge_none").c_str());
  } else {
    ImGui::TextWrapped("%s", ui.tr("ui.player.merge_hint").c_str());
    // Touch-sized rows; a long list scrolls inside the popup.
    const float row = ui.m.touch + ImGui::GetStyle().ItemSpacing.y;
    const float h = std::min(row * static_cast<float>(others.size()), ui.m.display.y * 0.5f);
    ImGui::BeginChild("merge.list", ImVec2(0, h), false);
    const float w = ImGui::GetContentRegionAvail().x;
    for (const store::PlayerRecord& other : others) {
      std::string id = "merge.into.";
      id.append(std::to_string(other.id));
      const std::string label = ellipsize(other.name, w * 0.6f) + "  \xC2\xB7  " +
                                ui.tr.f("ui.player.merge_games", other.games);
      if (button(ui, id.c_str(), label, ImVec2(w, ui.m.touch))) ui.emit(intent::ChooseMergeInto{other.id});
    }
    ImGui::EndChild();
  }
  if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(-1, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
}

void draw_confirm_merge_popup(const Ui& ui, const Controller& c) {
  popup_title(ui, std::string(ui.icons.warning) + "  " + ui.tr("ui.player.merge"));
  ImGui::TextWrapped("%s", ui.tr(c.popup()->message).c_str());
  if (cancel_and(ui, "popup.merge", ui.tr("ui.player.merge_confirm"), Tone::kDanger)) ui.emit(intent::ConfirmMerge{});
}

}  // namespace flipside::ui
