#include "ui/widgets/widgets.hpp"

#include <algorithm>

namespace flipside::ui {
namespace {

void push_tone(const Ui& ui, Tone tone) {
  ImVec4 base = ui.pal.button;
  ImVec4 hover = ui.pal.button_hover;
  switch (tone) {
    case Tone::kNormal: break;
    case Tone::kPrimary:
    case Tone::kSelected:
      base = ui.pal.primary;
      hover = ui.pal.primary_hover;
      break;
    case Tone::kDanger:
      base = ui.pal.danger;
      hover = ImVec4(base.x + 0.1f, base.y + 0.1f, base.z + 0.1f, 1.0f);
      break;
    case Tone::kSubtle:
      base = ImVec4(0, 0, 0, 0);
      break;
  }
  ImGui::PushStyleColor(ImGuiCol_Button, base);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, hover);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, hover);
  const bool light_text = tone == Tone::kPrimary || tone == Tone::kSelected || tone == Tone::kDanger;
  ImGui::PushStyleColor(ImGuiCol_Text, light_text ? ImVec4(1, 1, 1, 1) : ImGui::GetStyle().Colors[ImGuiCol_Text]);
}

void note(const Ui& ui, const std::string& id_text, const char* what) {
  if (ui.diag) ui.diag->note_id(ImGui::GetID(id_text.c_str()), what);
}

}  // namespace

ImFont* fitting_font(const Ui& ui, ImFont* preferred, const std::string& text, float width, bool* fits) {
  ImFont* candidates[] = {preferred, ui.fonts.body, ui.fonts.small};
  for (ImFont* f : candidates) {
    if (!f || f->FontSize > preferred->FontSize) continue;
    const ImVec2 size = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, text.c_str());
    if (size.x <= width) {
      *fits = true;
      return f;
    }
  }
  *fits = false;
  return ui.fonts.small;
}


bool button(const Ui& ui, const char* id, const std::string& label, ImVec2 size, Tone tone, bool enabled,
            ImFont* font) {
  ImFont* preferred = font ? font : ui.fonts.body;
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 natural = preferred->CalcTextSizeA(preferred->FontSize, FLT_MAX, 0.0f, label.c_str());
  if (size.x == 0) size.x = std::max(natural.x + style.FramePadding.x * 2, ui.m.touch);
  if (size.x < 0) size.x = std::max(ImGui::GetContentRegionAvail().x, ui.m.touch);
  if (size.y <= 0) size.y = ui.m.touch;
  bool fits = true;
  ImFont* f = fitting_font(ui, preferred, label, size.x - style.FramePadding.x, &fits);
  if (!fits && ui.diag) ui.diag->overflows.push_back(std::string(id) + ": " + label);

  const std::string full = label + "###" + id;
  note(ui, std::string("###") + id, id);
  push_tone(ui, tone);
  ImGui::PushFont(f);
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(full.c_str(), size);
  if (ui.diag) ui.diag->note_rect(id);
  ImGui::EndDisabled();
  ImGui::PopFont();
  ImGui::PopStyleColor(4);
  return pressed && enabled;
}

bool toggle(const Ui& ui, const char* id, const std::string& label, bool on, ImVec2 size) {
  const std::string text = std::string(on ? ui.icons.check : ui.icons.off) + "  " + label;
  return button(ui, id, text, size, on ? Tone::kSelected : Tone::kNormal);
}

namespace {
float stepper_value_width(const Ui& ui, const std::string& shown) {
  return std::max(ImGui::CalcTextSize(shown.c_str()).x + 16.0f * ui.m.scale, 90.0f * ui.m.scale);
}
}  // namespace

float stepper_width(const Ui& ui, const std::string& shown) {
  return ui.m.touch * 2 + stepper_value_width(ui, shown) + ImGui::GetStyle().ItemSpacing.x * 2;
}

namespace {
// The stepper's value: drawn text, or (tapped given) a button that gives the
// value a number pad (stepper_field).
std::optional<int> stepper_with(const Ui& ui, const char* id, int value, int step, int min, int max,
                                const std::string& shown, const char* less, const char* more, bool focused,
                                bool* tapped, const std::string& widest = {}) {
  std::optional<int> result;
  ImGui::PushID(id);
  const std::string minus_id = std::string(id) + ".minus";
  const std::string plus_id = std::string(id) + ".plus";
  if (button(ui, minus_id.c_str(), less ? less : ui.icons.minus, ImVec2(ui.m.touch, 0), Tone::kNormal, value > min))
    result = std::max(min, value - step);
  ImGui::SameLine();
  const float value_width = std::max(stepper_value_width(ui, shown), stepper_value_width(ui, widest));
  if (tapped) {
    const std::string value_id = std::string(id) + ".value";
    *tapped = button(ui, value_id.c_str(), shown, ImVec2(value_width, 0), focused ? Tone::kSelected : Tone::kSubtle);
  } else {
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(value_width, ui.m.touch));
    const ImVec2 ts = ImGui::CalcTextSize(shown.c_str());
    draw_text(ui, ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(),
              ImVec2(pos.x + (value_width - ts.x) / 2, pos.y + (ui.m.touch - ts.y) / 2), ui.pal.text, shown);
  }
  ImGui::SameLine();
  if (button(ui, plus_id.c_str(), more ? more : "+", ImVec2(ui.m.touch, 0), Tone::kNormal, value < max))
    result = std::min(max, value + step);
  ImGui::PopID();
  return result;
}
}  // namespace

std::optional<int> stepper(const Ui& ui, const char* id, int value, int step, int min, int max,
                           const std::string& shown, const char* less, const char* more, bool* tapped,
                           const std::string& widest) {
  return stepper_with(ui, id, value, step, min, max, shown, less, more, false, tapped, widest);
}

std::optional<int> stepper_field(const Ui& ui, const char* id, int value, int step, int min, int max,
                                 const std::string& shown, bool focused, bool* tapped, const std::string& widest) {
  return stepper_with(ui, id, value, step, min, max, shown, nullptr, nullptr, focused, tapped, widest);
}

ImVec2 draw_text(const Ui& ui, ImDrawList* draw, ImFont* font, float size, ImVec2 pos, ImU32 colour,
                 const std::string& text, float wrap) {
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, wrap, text.c_str());
  draw->AddText(font, size, pos, colour, text.c_str(), nullptr, wrap);
  if (ui.diag && !text.empty()) {
    // What shows: the part inside the draw list's clip rectangle (a row
    // scrolled out of its panel shows nothing).
    const ImVec2 clip_min = draw->GetClipRectMin();
    const ImVec2 clip_max = draw->GetClipRectMax();
    const ImVec2 a(std::max(pos.x, clip_min.x), std::max(pos.y, clip_min.y));
    const ImVec2 b(std::min(pos.x + extent.x, clip_max.x), std::min(pos.y + extent.y, clip_max.y));
    if (a.x < b.x && a.y < b.y) ui.diag->texts.push_back({text, a, b});
  }
  return extent;
}

void text_in_box(const Ui& ui, ImDrawList* d, const std::string& text, ImVec2 a, ImVec2 size, ImU32 col) {
  ImFont* font = ui.fonts.body;
  float px = font->FontSize;
  // Down to 60 % of the body size: by then even the longest refusal fits.
  for (int step = 0; step < 8; ++step) {
    if (font->CalcTextSizeA(px, FLT_MAX, size.x, text.c_str()).y <= size.y) break;
    px *= 0.94f;
  }
  draw_text(ui, d, font, px, a, col, text, size.x);
}

std::string ellipsize(const std::string& text, float max_width) {
  // +1: ImGui::CalcTextSize rounds widths up to whole pixels.
  if (ImGui::CalcTextSize(text.c_str()).x <= max_width + 1.0f) return text;
  const std::string dots = "\xE2\x80\xA6";
  std::string cut = text;
  while (!cut.empty()) {
    // Drop whole UTF-8 characters.
    do {
      cut.pop_back();
    } while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);
    if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0xC0) cut.pop_back();
    if (ImGui::CalcTextSize((cut + dots).c_str()).x <= max_width + 1.0f) return cut + dots;
  }
  return dots;
}

std::string wrap_words(ImFont* font, const std::string& text, float width) {
  std::string out;
  const char* at = text.c_str();
  const char* end = at + text.size();
  while (at < end) {
    const char* cut = font->CalcWordWrapPositionA(1.0f, at, end, width);
    if (cut == at) cut = end;  // no break ImGui would make: the rest whole
    std::string line(at, cut);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (!out.empty()) out += '\n';
    out += line;
    at = cut;
    while (at < end && *at == ' ') ++at;
  }
  return out;
}

void text_in_width(const std::string& text, float max_width) {
  const std::string shown = ellipsize(text, max_width);
  ImGui::TextUnformatted(shown.c_str());
}

void text_centered(const std::string& text) {
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  const float avail = ImGui::GetContentRegionAvail().x;
  if (width < avail) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - width) / 2);
  ImGui::TextUnformatted(text.c_str());
}

void progress(const Ui& ui, float fraction, const std::string& overlay, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ui.pal.progress);
  ImGui::ProgressBar(fraction, size, overlay.c_str());
  ImGui::PopStyleColor();
}

}  // namespace flipside::ui
