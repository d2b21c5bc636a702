#include "ui/widgets.hpp"

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

// The largest of the candidate fonts whose rendering of `text` fits `width`.
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

void note(const Ui& ui, const std::string& id_text, const char* what) {
  if (ui.diag) ui.diag->note_id(ImGui::GetID(id_text.c_str()), what);
}

}  // namespace

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

std::optional<int> stepper(const Ui& ui, const char* id, int value, int step, int min, int max,
                           const std::string& shown) {
  std::optional<int> result;
  ImGui::PushID(id);
  const std::string minus_id = std::string(id) + ".minus";
  const std::string plus_id = std::string(id) + ".plus";
  if (button(ui, minus_id.c_str(), ui.icons.minus, ImVec2(ui.m.touch, 0), Tone::kNormal, value > min))
    result = std::max(min, value - step);
  ImGui::SameLine();
  const float value_width = std::max(ImGui::CalcTextSize(shown.c_str()).x + 16.0f * ui.m.scale, 90.0f * ui.m.scale);
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(value_width, ui.m.touch));
  const ImVec2 ts = ImGui::CalcTextSize(shown.c_str());
  ImGui::GetWindowDrawList()->AddText(ImVec2(pos.x + (value_width - ts.x) / 2, pos.y + (ui.m.touch - ts.y) / 2),
                                      ui.pal.text, shown.c_str());
  ImGui::SameLine();
  if (button(ui, plus_id.c_str(), "+", ImVec2(ui.m.touch, 0), Tone::kNormal, value < max))
    result = std::min(max, value + step);
  ImGui::PopID();
  return result;
}

std::string card_label(const Ui& ui, flip7::Card card) {
  using flip7::Card;
  if (flip7::is_number(card)) return std::to_string(flip7::number_value(card));
  if (card == Card::kTimes2) return "\xC3\x97" "2";  // ×2
  if (flip7::is_modifier(card)) return std::string(flip7::card_key(card));
  const char* icon = card == Card::kFreeze      ? ui.icons.freeze
                     : card == Card::kFlipThree ? ui.icons.flip_three
                                                : ui.icons.second_chance;
  return std::string(icon) + " " + ui.tr.card(card);
}

bool card_key(const Ui& ui, const PadKey& key, const std::string& label, const std::string& hint, ImVec2 size) {
  using flip7::Card;
  ImGui::PushID(flip7::index(key.card));
  const std::string id = std::string("card.") + std::string(flip7::card_key(key.card));
  if (ui.diag) ui.diag->note_id(ImGui::GetID("key"), id);
  const bool pressed = ImGui::InvisibleButton("key", size);
  if (ui.diag) ui.diag->note_rect(id);
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  ImGui::PopID();

  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImU32 fill = ui.pal.card_number;
  ImU32 ink = ui.pal.card_number_text;
  if (flip7::is_modifier(key.card)) {
    fill = ui.pal.card_modifier;
    ink = ui.pal.card_modifier_text;
  } else if (flip7::is_action(key.card)) {
    fill = ui.pal.card_action;
    ink = ui.pal.card_action_text;
  }
  const float alpha = key.possible ? (held ? 0.75f : hovered ? 0.9f : 1.0f) : 0.28f;
  auto faded = [&](ImU32 c) {
    ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
    v.w *= alpha;
    return ImGui::ColorConvertFloat4ToU32(v);
  };
  const float rounding = 10.0f * ui.m.scale;
  draw->AddRectFilled(a, b, faded(fill), rounding);
  draw->AddRect(a, b, ui.pal.card_outline, rounding, 0, 1.5f * ui.m.scale);

  // The label, as large as fits: on one line, else wrapped at its spaces
  // between the key hint and the count.
  const float inner_w = size.x - 12.0f * ui.m.scale;
  bool fits = true;
  ImFont* font = fitting_font(ui, ui.fonts.large, label, inner_w, &fits);
  float wrap = 0.0f;
  if (!fits) {
    for (ImFont* f : {ui.fonts.body, ui.fonts.small}) {
      const ImVec2 wrapped = f->CalcTextSizeA(f->FontSize, FLT_MAX, inner_w, label.c_str());
      if (wrapped.x <= inner_w && wrapped.y <= size.y - 6.0f * ui.m.scale) {
        font = f;
        wrap = inner_w;
        fits = true;
        break;
      }
    }
  }
  if (!fits && ui.diag) ui.diag->overflows.push_back(id + ": " + label);
  const ImVec2 ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, label.c_str());
  draw->AddText(font, font->FontSize, ImVec2(a.x + (size.x - ls.x) / 2, a.y + (size.y - ls.y) / 2), faded(ink),
                label.c_str(), nullptr, wrap);

  // Key (top-left) and copies left (bottom-right), small.
  ImFont* small = ui.fonts.small;
  const float inset = 5.0f * ui.m.scale;
  draw->AddText(small, small->FontSize, ImVec2(a.x + inset, a.y + inset / 2), faded(ink), hint.c_str());
  const std::string left = key.remaining > 0 ? "\xC3\x97" + std::to_string(key.remaining) : std::string("0");
  const ImVec2 rs = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0.0f, left.c_str());
  draw->AddText(small, small->FontSize, ImVec2(b.x - rs.x - inset, b.y - rs.y - inset / 2), faded(ink), left.c_str());
  if (key.remaining == 0) {
    // Struck through: "none left" is not told by fading alone.
    draw->AddLine(ImVec2(a.x + inset, b.y - inset), ImVec2(b.x - inset, a.y + inset), faded(ink), 2.0f * ui.m.scale);
  }
  return pressed;
}

float card_chip_width(const Ui& ui, flip7::Card card, float height) {
  const std::string label = flip7::card_key(card) == "second_chance" ? std::string(ui.icons.second_chance)
                                                                      : card_label(ui, card);
  ImFont* f = ui.fonts.body;
  const float w = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str()).x;
  return std::max(height * 0.72f, w + 12.0f * ui.m.scale);
}

float card_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, flip7::Card card, float height) {
  const bool chance = card == flip7::Card::kSecondChance;
  const std::string label = chance ? std::string(ui.icons.second_chance) : card_label(ui, card);
  const float width = card_chip_width(ui, card, height);
  ImU32 fill = ui.pal.card_number;
  ImU32 ink = ui.pal.card_number_text;
  if (flip7::is_modifier(card)) {
    fill = ui.pal.card_modifier;
    ink = ui.pal.card_modifier_text;
  } else if (chance) {
    fill = ui.pal.second_chance;
    ink = ui.pal.banner_text;
  }
  const float rounding = 5.0f * ui.m.scale;
  draw->AddRectFilled(pos, ImVec2(pos.x + width, pos.y + height), fill, rounding);
  draw->AddRect(pos, ImVec2(pos.x + width, pos.y + height), ui.pal.card_outline, rounding);
  ImFont* f = ui.fonts.body;
  const ImVec2 ts = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str());
  draw->AddText(f, f->FontSize, ImVec2(pos.x + (width - ts.x) / 2, pos.y + (height - ts.y) / 2), ink, label.c_str());
  return width;
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
