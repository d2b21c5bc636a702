#include "ui/page_code.hpp"

#include <algorithm>

#include "ui/intents.hpp"
#include "ui/qr_code.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui {

void draw_page_code(const Ui& ui, const PageShare& share, const char* area, float max_side) {
  const std::string address = share.address();
  const float avail = ImGui::GetContentRegionAvail().x;
  if (const auto code = make_qr(address)) {
    const float side = std::min({avail, 360.0f * ui.m.scale, max_side});
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_qr(ImGui::GetWindowDrawList(), at, side, *code);
    ImGui::Dummy(ImVec2(side, side));
    if (ui.diag) ui.diag->areas[area] = {at, ImVec2(at.x + side, at.y + side)};
    // Wide enough: the words beside the code, where they are seen with it.
    if (avail - side >= 300.0f * ui.m.scale) ImGui::SameLine();
  }
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  ImGui::TextWrapped("%s", ui.tr.f("ui.settings.phones_scan", address).c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr.f("ui.settings.phones_playing", static_cast<long long>(share.phones())).c_str());
  ImGui::PopStyleColor();
  if (button(ui, "settings.phones.new_code", ui.tr("ui.settings.phones_new_code"))) ui.emit(intent::NewPageCode{});
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

}  // namespace flipside::ui
