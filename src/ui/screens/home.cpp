// Home: continue the unfinished game in one tap, start a new one, history,
// settings.
#include <algorithm>

#include "ui/platform/platform.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

void draw_home(const Ui& ui, const Controller& c) {
  const float width = std::min(ImGui::GetContentRegionAvail().x, 720.0f * ui.m.scale);
  // Cursor positions are window-relative: start from the padded content edge.
  const float left = ImGui::GetCursorPosX() + (ImGui::GetContentRegionAvail().x - width) / 2;
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + ui.m.display.y * 0.06f);

  ImGui::PushFont(ui.fonts.huge);
  text_centered("FlipSide");
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_centered(ui.tr("ui.home.subtitle"));
  ImGui::PopStyleColor();
  ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));

  const float big = ui.m.touch * 1.6f;
  auto row = [&]() { ImGui::SetCursorPosX(left); };

  if (c.game_in_progress()) {
    const store::OpenGame& game = *c.game();
    const ScriptHeader& h = game.session().header();
    std::string players;
    for (const auto& p : h.players) players += (players.empty() ? "" : ", ") + p;
    row();
    const std::string label = std::string(ui.icons.next) + "  " + ui.tr("ui.home.continue") + "  (Enter)";
    if (button(ui, "home.continue", label, ImVec2(width, big), Tone::kPrimary, true, ui.fonts.large))
      ui.emit(intent::ContinueGame{});
    row();
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    const GameInfo* info = find_game(h.game);
    const std::string game_name = info ? ui.tr(info->name_key) : h.game;
    text_in_width(ui.tr.f(round_key(info, "ui.home.continue_detail"), players, game.game().round(), game_name), width);
    ImGui::PopStyleColor();
    ImGui::Dummy(ImVec2(0, 8.0f * ui.m.scale));
  }

  const bool have_store = c.store() != nullptr;
  row();
  if (button(ui, "home.new", "+  " + ui.tr("ui.home.new_game") + "  (N)", ImVec2(width, big),
             c.game_in_progress() ? Tone::kNormal : Tone::kPrimary, have_store, ui.fonts.large))
    ui.emit(intent::OpenNewGame{});
  row();
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (button(ui, "home.history", ui.tr("ui.home.history") + "  (H)", ImVec2(half, big), Tone::kNormal, have_store))
    ui.emit(intent::OpenHistory{});
  ImGui::SameLine();
  if (button(ui, "home.stats", ui.tr("ui.home.stats") + "  (S)", ImVec2(half, big), Tone::kNormal, have_store))
    ui.emit(intent::OpenStats{});
  row();
  // A browser's tab is closed by the browser: no Quit there (platform.hpp).
  const int buttons = platform().quits ? 3 : 2;
  const float each = (width - ImGui::GetStyle().ItemSpacing.x * (buttons - 1)) / static_cast<float>(buttons);
  if (button(ui, "home.settings", std::string(ui.icons.settings) + "  " + ui.tr("ui.home.settings") + "  (P)",
             ImVec2(each, 0)))
    ui.emit(intent::OpenSettings{});
  ImGui::SameLine();
  if (button(ui, "home.help", "?  " + ui.tr("ui.home.keys") + "  (F1)", ImVec2(each, 0))) ui.emit(intent::ShowHelp{});
  if (platform().quits) {
    ImGui::SameLine();
    if (button(ui, "home.quit", ui.tr("ui.home.quit") + "  (Ctrl+Q)", ImVec2(each, 0))) ui.emit(intent::Quit{});
  }
  if (c.game_in_progress()) {
    row();
    if (button(ui, "home.abandon", ui.tr("ui.home.abandon"), ImVec2(width, 0), Tone::kDanger))
      ui.emit(intent::AbandonGame{});
  }

  if (const store::Store* store = c.store()) {
    ImGui::Dummy(ImVec2(0, 16.0f * ui.m.scale));
    ImGui::PushFont(ui.fonts.small);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    // A browser's file path means nothing to its user: "in this browser".
    std::string where =
        storage() != Storage::kFile
            ? ui.tr("ui.web.saved_here")
            : ui.tr.f("ui.home.database", store->path().empty() ? ui.tr("ui.home.memory") : store->path());
    if (store->read_only()) where += "  (" + ui.tr("ui.home.read_only") + ")";
    row();
    text_in_width(where, width);
    ImGui::PopStyleColor();
    ImGui::PopFont();
  }
}

}  // namespace flipside::ui
