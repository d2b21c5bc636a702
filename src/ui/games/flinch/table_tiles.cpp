// The Flinch table's card tile (table_parts.hpp): a caption over a number,
// its look saying picked, a place the picked card may go, or dim.
#include <algorithm>
#include <cmath>

#include "ui/games/flinch/table_parts.hpp"

namespace flipside::ui::flinchui {

float text_width(ImFont* font, const std::string& s) { return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, s.c_str()).x; }

std::string fit(const Ui& ui, ImFont* font, const std::string& text, float width, const std::string& what) {
  ImGui::PushFont(font);
  std::string shown = ellipsize(text, width);
  ImGui::PopFont();
  if (shown != text && ui.diag) ui.diag->overflows.push_back(what + ": " + text);
  return shown;
}

bool tile(const Ui& ui, const std::string& id, const std::string& caption, const std::string& value, ImVec2 size,
          Look look) {
  const ImVec2 a = ImGui::GetCursorScreenPos();
  if (ui.diag) ui.diag->note_id(ImGui::GetID(id.c_str()), id);
  const bool pressed = ImGui::InvisibleButton(id.c_str(), size);
  if (ui.diag) ui.diag->note_rect(id);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* d = ImGui::GetWindowDrawList();
  const ImVec2 b(a.x + size.x, a.y + size.y);
  const float r = 8.0f * ui.m.scale;
  const float pad = 6.0f * ui.m.scale;
  ImU32 fill = ImGui::GetColorU32(hovered ? ui.pal.button_hover : ui.pal.button);
  ImU32 text = ui.pal.text;
  ImU32 caption_colour = ui.pal.text_dim;
  std::string cap = caption;
  if (look == Look::kSelected) {
    fill = ImGui::GetColorU32(ui.pal.primary);
    text = caption_colour = IM_COL32(255, 255, 255, 255);
    cap = std::string(ui.icons.check) + " " + caption;
  } else if (look == Look::kTarget) {
    cap = std::string(ui.icons.next) + " " + caption;
    caption_colour = ui.pal.text;
  } else if (look == Look::kDim) {
    text = ui.pal.text_dim;
  }
  d->AddRectFilled(a, b, fill, r);
  if (look == Look::kTarget) d->AddRect(a, b, ui.pal.target, r, 0, 4.0f * ui.m.scale);
  if (look == Look::kSelected) d->AddRect(a, b, ui.pal.outline_next, r, 0, 3.0f * ui.m.scale);
  ImFont* small = ui.fonts.small;
  cap = fit(ui, small, cap, size.x - pad * 2, id);
  d->AddText(small, small->FontSize, ImVec2(a.x + pad, a.y + pad * 0.6f), caption_colour, cap.c_str());
  bool fits = true;
  ImFont* vf = fitting_font(ui, ui.fonts.large, value, size.x - pad * 2, &fits);
  if (!fits && ui.diag) ui.diag->overflows.push_back(id + ": " + value);
  const float vw = text_width(vf, value);
  const float top = a.y + pad * 0.6f + small->FontSize;
  const float vy = top + std::max(0.0f, (b.y - top - vf->FontSize) / 2);
  d->AddText(vf, vf->FontSize, ImVec2(a.x + (size.x - vw) / 2, vy), text, value.c_str());
  return pressed;
}

float tile_height(const Ui& ui) {
  return std::max(ui.m.touch, std::round(ui.fonts.small->FontSize + ui.fonts.large->FontSize + 14.0f * ui.m.scale));
}

void apply_tap(const Ui& ui, ViewState& vs, Tap tap) {
  if (tap.pick) vs.table_pick = encode_pick(*tap.pick);
  if (tap.intent) ui.emit(std::move(*tap.intent));
}

std::string numbers(const int* v, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? " / " : "") + std::to_string(v[i]);
  return s;
}


}  // namespace flipside::ui::flinchui
