#include "ui/games/phase10flip/card_art.hpp"

#include <algorithm>
#include <cmath>

#include "ui/widgets/widgets.hpp"

namespace flipside::ui::p10ui {

using phase10flip::Card;
using phase10flip::Side;

namespace {

constexpr const char* kRichSymbol[phase10flip::kColours] = {"\xE2\x99\xA5", "\xE2\x9D\x84", "\xE2\x96\xB2",
                                                             "\xE2\x97\x8F"};  // ♥ ❄ ▲ ●
constexpr const char* kAsciiSymbol[phase10flip::kColours] = {"R", "B", "G", "Y"};

}  // namespace

// Card faces: the printed colours, the same in both themes. Each colour also
// has its symbol and its name, so colour never speaks alone.
const ImU32 kFill[phase10flip::kColours] = {IM_COL32(196, 40, 44, 255), IM_COL32(38, 92, 200, 255),
                                                 IM_COL32(34, 136, 68, 255), IM_COL32(236, 196, 36, 255)};
const ImU32 kInk[phase10flip::kColours] = {IM_COL32(255, 255, 255, 255), IM_COL32(255, 255, 255, 255),
                                                IM_COL32(255, 255, 255, 255), IM_COL32(24, 24, 24, 255)};
const char* const kColourKeys[phase10flip::kColours] = {"red", "blue", "green", "yellow"};

std::string symbol(const Ui& ui, int colour) {
  if (colour < 0 || colour >= phase10flip::kColours) return {};
  return ui.fonts.dejavu ? kRichSymbol[colour] : kAsciiSymbol[colour];
}

std::string colour_name(const Ui& ui, int colour) {
  return ui.tr(std::string("ui.phase10flip.colour.") + kColourKeys[colour]);
}

std::string side_symbol(const Ui& ui, Side side) {
  if (side == Side::kWild) return ui.fonts.dejavu ? "\xE2\x91\xA0\xE2\x91\xA1\xE2\x91\xA2" : "123";  // ①②③
  std::string s;
  for (int c = 0; c < phase10flip::kColours; ++c) s += symbol(ui, c);
  return s;
}

// "♥ 7", "♥ ★", "7", "★".
std::string card_label(const Ui& ui, const Card& c) {
  std::string face = c.is_star() ? std::string(ui.icons.star) : std::to_string(c.number);
  if (!c.has_colour()) return face;
  return symbol(ui, c.colour) + " " + face;
}

ImU32 card_fill(const Ui& ui, const Card& c) { return c.has_colour() ? kFill[c.colour] : ui.pal.card_number; }
ImU32 card_ink(const Ui& ui, const Card& c) { return c.has_colour() ? kInk[c.colour] : ui.pal.card_number_text; }

// The colour's letter ("R", "Az"), written small beside a chip's face.
std::string colour_letter(const Ui& ui, const Card& c) {
  if (!c.has_colour()) return {};
  return ui.tr(std::string("ui.phase10flip.letter.") + kColourKeys[c.colour]);
}

// A card in a row or the tray: its symbol and face, then its colour's letter.
float chip_width(const Ui& ui, const Card& c, float height) {
  ImFont* f = ui.fonts.body;
  ImFont* s = ui.fonts.small;
  const std::string label = card_label(ui, c);
  const std::string letter = colour_letter(ui, c);
  float w = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str()).x + 12.0f * ui.m.scale;
  if (!letter.empty()) w += s->CalcTextSizeA(s->FontSize, FLT_MAX, 0.0f, letter.c_str()).x + 2.0f * ui.m.scale;
  return std::max(height * 0.8f, w);
}

void draw_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, const Card& c, ImVec2 size) {
  const float rounding = 5.0f * ui.m.scale;
  draw->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y), card_fill(ui, c), rounding);
  draw->AddRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), ui.pal.card_outline, rounding);
  const std::string label = card_label(ui, c);
  const std::string letter = colour_letter(ui, c);
  ImFont* f = ui.fonts.body;
  ImFont* s = ui.fonts.small;
  auto width_of = [&](ImFont* font) {
    float w = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.0f, label.c_str()).x;
    if (!letter.empty()) w += s->CalcTextSizeA(s->FontSize, FLT_MAX, 0.0f, letter.c_str()).x + 2.0f * ui.m.scale;
    return w;
  };
  if (width_of(f) > size.x - 2.0f) f = s;
  const float tw = width_of(f);
  const ImVec2 ts = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str());
  const float x = pos.x + std::max((size.x - tw) / 2, 1.0f);
  const float y = pos.y + (size.y - ts.y) / 2;
  const ImU32 ink = card_ink(ui, c);
  draw->PushClipRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), true);
  draw->AddText(f, f->FontSize, ImVec2(x, y), ink, label.c_str());
  if (!letter.empty())
    draw->AddText(s, s->FontSize, ImVec2(x + ts.x + 2.0f * ui.m.scale, y + ts.y - s->FontSize), ink, letter.c_str());
  draw->PopClipRect();
}

// Text drawn at a point, cut to a width with "…".
void draw_text(ImDrawList* draw, ImFont* font, ImVec2 pos, ImU32 colour, const std::string& text, float width) {
  ImGui::PushFont(font);
  const std::string shown = ellipsize(text, std::max(width, 0.0f));
  ImGui::PopFont();
  draw->AddText(font, font->FontSize, pos, colour, shown.c_str());
}

// A card key (or a colour tab): a face in its colour with its label.
bool face_key(const Ui& ui, const std::string& id, ImU32 fill, ImU32 ink, const std::string& label, ImVec2 size,
              bool selected, bool enabled) {
  ImGui::PushID(id.c_str());
  if (ui.diag) ui.diag->note_id(ImGui::GetID("key"), id);
  const bool pressed = ImGui::InvisibleButton("key", size);
  if (ui.diag) ui.diag->note_rect(id);
  const bool held = ImGui::IsItemActive();
  ImGui::PopID();
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float alpha = enabled ? (held ? 0.75f : 1.0f) : 0.3f;
  auto faded = [&](ImU32 col) {
    ImVec4 v = ImGui::ColorConvertU32ToFloat4(col);
    v.w *= alpha;
    return ImGui::ColorConvertFloat4ToU32(v);
  };
  const float rounding = 8.0f * ui.m.scale;
  draw->AddRectFilled(a, b, faded(fill), rounding);
  draw->AddRect(a, b, selected ? ui.pal.outline_next : ui.pal.card_outline, rounding, 0,
                (selected ? 4.0f : 1.5f) * ui.m.scale);
  bool fits = true;
  ImFont* font = fitting_font(ui, ui.fonts.large, label, size.x - 8.0f * ui.m.scale, &fits);
  if (!fits && ui.diag) ui.diag->overflows.push_back(id + ": " + label);
  const ImVec2 ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, label.c_str());
  draw->AddText(font, font->FontSize, ImVec2(a.x + (size.x - ls.x) / 2, a.y + (size.y - ls.y) / 2), faded(ink),
                label.c_str());
  return pressed && enabled;
}

std::optional<PadKey> card_pad(const Ui& ui, const std::string& prefix, phase10flip::Side side, int& colour,
                               float width, float key_h, bool enabled) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (side == phase10flip::Side::kColor) {
    const float w = std::floor((width - gap * 3) / 4);
    for (int col = 0; col < phase10flip::kColours; ++col) {
      if (col > 0) ImGui::SameLine();
      const bool on = colour == col;
      const std::string label = (on ? std::string(ui.icons.check) + " " : std::string()) + symbol(ui, col) + " " +
                                colour_name(ui, col);
      if (face_key(ui, prefix + ".colour." + kColourKeys[col], kFill[col], kInk[col], label, ImVec2(w, ui.m.touch), on,
                   true))
        colour = col;
    }
  }
  std::optional<PadKey> tapped;
  const std::vector<PadKey> keys = pad_keys(side, colour);
  const int cols = 7;
  const float kw = std::floor((width - gap * (cols - 1)) / cols);
  for (std::size_t k = 0; k < keys.size(); ++k) {
    if (k % cols != 0) ImGui::SameLine();
    const phase10flip::Card& card = keys[k].card;
    if (face_key(ui, prefix + ".card." + keys[k].key, card_fill(ui, card), card_ink(ui, card), card_label(ui, card),
                 ImVec2(kw, key_h), false, enabled))
      tapped = keys[k];
  }
  return tapped;
}

}  // namespace flipside::ui::p10ui
