#include "ui/games/table_bar.hpp"

#include <algorithm>

#include "ui/shell/controller.hpp"
#include "ui/platform/platform.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

void table_top_bar(const Ui& ui, const Controller& c, const std::string& title, const std::vector<BarButton>& extras,
                   bool asking) {
  const store::OpenGame& game = *c.game();
  if (button(ui, "table.home", ui.icons.home, ImVec2(ui.m.touch, 0))) ui.emit(intent::GoHome{});
  ImGui::SameLine();

  // Right-hand buttons, measured first so the title gets what is left.
  std::string undo = std::string(ui.icons.undo) + " " + ui.tr("ui.table.undo");
  std::string redo = std::string(ui.icons.redo) + " " + ui.tr("ui.table.redo");
  // The page on phones and the TV (issue 23) from the table itself.
  // At a hand's end whose cards left the phones send: how many have (all: a
  // check), on a second line in the small font, so the button keeps the
  // width of its word and nothing beside it moves (issue 32 item 4: Undo,
  // Redo and Scores went 36 px left).
  std::string phones = ui.tr("ui.table.phones");
  const std::string phones_word = phones;
  ImFont* phones_font = nullptr;
  if (const auto& hand = c.phone_hand()) {
    phones += "\n";
    if (hand->sent.size() == hand->awaited.size()) phones += std::string(ui.icons.check) + " ";
    phones += ui.tr.f("ui.table.phones_sent", static_cast<int>(hand->sent.size()), static_cast<int>(hand->awaited.size()));
    phones_font = ui.fonts.small;
  }
  const ImGuiStyle& st = ImGui::GetStyle();
  auto width_of = [&](const std::string& s) {
    return std::max(ImGui::CalcTextSize(s.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  };
  // A browser serves no page (ui/platform/platform.hpp): no Phones there.
  const bool phones_shown = platform().serves_phones;
  const float phones_w = phones_shown ? width_of(phones_word) : -st.ItemSpacing.x;
  auto right_width = [&] {
    float w = width_of(undo) + width_of(redo) + phones_w + width_of(ui.icons.settings) + width_of("?") +
              st.ItemSpacing.x * 5;
    for (const BarButton& b : extras)
      w += width_of(b.toggle ? std::string(ui.icons.off) + "  " + b.label : b.label) + st.ItemSpacing.x;
    return w;
  };
  const float min_title = 120.0f * ui.m.scale;
  if (right_width() > ImGui::GetContentRegionAvail().x - min_title) {
    undo = ui.icons.undo;
    redo = ui.icons.redo;
  }
  const float right = right_width();
  const bool own_line = right > ImGui::GetContentRegionAvail().x - min_title;

  // On the same line as a button ImGui already lines the text up with the
  // button's label.
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(title, std::max(ImGui::GetContentRegionAvail().x - (own_line ? 0.0f : right), 10.0f));
  ImGui::PopStyleColor();
  if (own_line)
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - right + st.ItemSpacing.x));
  else
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - right + st.ItemSpacing.x);
  if (button(ui, "table.undo", undo, ImVec2(0, 0), Tone::kNormal, game.can_undo())) ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "table.redo", redo, ImVec2(0, 0), Tone::kNormal, game.can_redo() && !asking)) ui.emit(intent::Redo{});
  for (const BarButton& b : extras) {
    ImGui::SameLine();
    if (b.toggle ? toggle(ui, b.id, b.label, b.on) : button(ui, b.id, b.label)) ui.emit(b.intent);
  }
  if (phones_shown) {
    ImGui::SameLine();
    if (button(ui, "table.phones", phones, ImVec2(phones_w, 0), c.page_share().on() ? Tone::kSelected : Tone::kNormal,
               true, phones_font))
      ui.emit(intent::ShowOnPhones{});
  }
  ImGui::SameLine();
  if (button(ui, "table.settings", ui.icons.settings, ImVec2(ui.m.touch, 0))) ui.emit(intent::OpenSettings{});
  ImGui::SameLine();
  if (button(ui, "table.help", "?", ImVec2(ui.m.touch, 0))) ui.emit(intent::ShowHelp{});
}

}  // namespace flipside::ui
