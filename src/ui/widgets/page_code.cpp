#include "ui/widgets/page_code.hpp"

#include <algorithm>

#include "ui/shell/intents.hpp"
#include "ui/widgets/qr_code.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

namespace {

// Which players' seats phones hold, each a button that frees it (issue 32,
// item 10: a phone that took a seat not its own, or a phone lost, is let
// go; its token dies). Buttons flow on as many lines as they need.
void held_seats(const Ui& ui, const PageShare& share) {
  const std::vector<std::string> held = share.held();
  if (held.empty()) return;
  ImGui::TextWrapped("%s", ui.tr("ui.phones.held").c_str());
  const float avail = ImGui::GetContentRegionAvail().x;
  const float right = ImGui::GetCursorScreenPos().x + avail;  // the lines' right edge
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  for (std::size_t i = 0; i < held.size(); ++i) {
    const std::string label = std::string(ui.icons.remove) + "  " + ellipsize(held[i], avail * 0.6f);
    const float w = std::min(avail, std::max(ui.m.touch, ImGui::CalcTextSize(label.c_str()).x +
                                                             ImGui::GetStyle().FramePadding.x * 2 + 2.0f));
    if (i > 0 && ImGui::GetItemRectMax().x + spacing + w <= right) ImGui::SameLine();
    const std::string id = "settings.phones.free." + std::to_string(i);
    if (button(ui, id.c_str(), label, ImVec2(w, 0))) ui.emit(intent::FreePhoneSeat{held[i]});
  }
}

}  // namespace

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
  held_seats(ui, share);
  if (button(ui, "settings.phones.new_code", ui.tr("ui.settings.phones_new_code"))) ui.emit(intent::NewPageCode{});
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

}  // namespace flipside::ui
