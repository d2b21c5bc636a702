// The UNO Flip table's card art and small widgets: each colour's fill, ink
// and symbol (colour is never alone), card names and faces in both
// languages, the choice grid and the prompts' captions (table_parts.hpp).
#include <algorithm>
#include <cmath>

#include "ui/games/unoflip/table_parts.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::unoflipui {
namespace {

// --- colours, symbols, names ---

constexpr ImU32 kFill[unoflip::kColors] = {
    IM_COL32(204, 40, 40, 255),   IM_COL32(242, 202, 40, 255), IM_COL32(40, 150, 70, 255),
    IM_COL32(40, 95, 205, 255),   IM_COL32(236, 110, 180, 255), IM_COL32(20, 165, 165, 255),
    IM_COL32(244, 135, 30, 255),  IM_COL32(125, 65, 180, 255),
};
constexpr bool kDarkInk[unoflip::kColors] = {false, true, false, false, true, true, true, false};
constexpr ImU32 kWildFill = IM_COL32(35, 35, 38, 255);
constexpr ImU32 kInkDark = IM_COL32(20, 20, 20, 255);
constexpr ImU32 kInkLight = IM_COL32(255, 255, 255, 255);

}  // namespace

ImU32 fill_of(int color) { return color < 0 ? kWildFill : kFill[color]; }
ImU32 ink_of(int color) { return color >= 0 && kDarkInk[color] ? kInkDark : kInkLight; }

ImU32 faded(ImU32 c, float alpha) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.w *= alpha;
  return ImGui::ColorConvertFloat4ToU32(v);
}

// Each colour's own shape, so colour is never the only sign: light ● ▲ ■ ◆,
// dark ★ ⬢ ▼ ✚.
void draw_symbol(ImDrawList* d, ImVec2 c, float r, int color, ImU32 col) {
  constexpr float kPi = 3.14159265f;
  auto polygon = [&](int n, float start, float radius) {
    ImVec2 pts[12];
    for (int i = 0; i < n; ++i) {
      const float a = start + 2 * kPi * i / n;
      pts[i] = ImVec2(c.x + std::cos(a) * radius, c.y + std::sin(a) * radius);
    }
    d->AddConvexPolyFilled(pts, n, col);
  };
  switch (color) {
    case 0: d->AddCircleFilled(c, r * 0.9f, col, 20); break;
    case 1: polygon(3, -kPi / 2, r); break;
    case 2: d->AddRectFilled(ImVec2(c.x - r * 0.75f, c.y - r * 0.75f), ImVec2(c.x + r * 0.75f, c.y + r * 0.75f), col); break;
    case 3: polygon(4, -kPi / 2, r); break;
    case 4: {  // a star: a pentagon and its five points
      polygon(5, -kPi / 2, r * 0.45f);
      for (int i = 0; i < 5; ++i) {
        const float a = -kPi / 2 + 2 * kPi * i / 5;
        const float b1 = a - kPi / 5, b2 = a + kPi / 5;
        d->AddTriangleFilled(ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r),
                             ImVec2(c.x + std::cos(b1) * r * 0.42f, c.y + std::sin(b1) * r * 0.42f),
                             ImVec2(c.x + std::cos(b2) * r * 0.42f, c.y + std::sin(b2) * r * 0.42f), col);
      }
      break;
    }
    case 5: polygon(6, 0, r * 0.95f); break;
    case 6: polygon(3, kPi / 2, r); break;
    case 7: {
      const float t = r * 0.32f;
      d->AddRectFilled(ImVec2(c.x - t, c.y - r), ImVec2(c.x + t, c.y + r), col);
      d->AddRectFilled(ImVec2(c.x - r, c.y - t), ImVec2(c.x + r, c.y + t), col);
      break;
    }
    default: d->AddCircle(c, r * 0.85f, col, 20, 2.0f); break;
  }
}

std::string color_name(const Ui& ui, int color) {
  Message m = msg("unoflip.plain");
  m.args.push_back(unoflip::color_arg(color));
  return ui.tr(m);
}

std::string card_name(const Ui& ui, Face f, bool transformers) {
  Message m = msg("unoflip.plain");
  m.args.push_back(unoflip::card_arg(f, transformers));
  return ui.tr(m);
}

// The face as a pad key shows it: "7", "+1", "Skip", the wild's name.
std::string face_label(const Ui& ui, Face f, bool transformers) {
  if (f.is_wild()) return card_name(ui, f, transformers);
  if (f.is_number()) return std::to_string(f.number());
  const bool dark = f.side == Side::kDark;
  switch (f.symbol()) {
    case unoflip::kSymDraw: return dark ? "+5" : "+1";
    case unoflip::kSymReverse: return ui.tr("ui.unoflip.face.reverse");
    case unoflip::kSymSkip: return ui.tr(dark ? "ui.unoflip.face.skip_everyone" : "ui.unoflip.face.skip");
    default: return ui.tr("ui.unoflip.face.flip");
  }
}

std::string side_text(const Ui& ui, Side s) {
  const char* symbol = ui.fonts.dejavu ? (s == Side::kLight ? "\xE2\x97\x8B" : "\xE2\x97\x8F") : (s == Side::kLight ? "o" : "*");
  return std::string(symbol) + " " + ui.tr(s == Side::kLight ? "ui.unoflip.light" : "ui.unoflip.dark");
}

std::string direction_text(const Ui& ui, int direction) {
  const bool cw = direction > 0;
  const char* arrow = ui.fonts.dejavu ? (cw ? "\xE2\x86\xBB" : "\xE2\x86\xBA") : (cw ? ">>" : "<<");
  return std::string(arrow) + " " + ui.tr(cw ? "ui.unoflip.clockwise" : "ui.unoflip.counterclockwise");
}

// Text drawn inside `width`: the largest of `pref`, body and small that fits,
// else small and cut with "…". Returns the font used.
ImFont* draw_fitted(const Ui& ui, ImDrawList* d, ImFont* pref, const std::string& text, ImVec2 pos, float width,
                    ImU32 col, bool centre) {
  bool fits = true;
  ImFont* f = fitting_font(ui, pref, text, width, &fits);
  std::string shown = text;
  if (!fits) {
    ImGui::PushFont(f);
    shown = ellipsize(text, width);
    ImGui::PopFont();
  }
  const float w = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, shown.c_str()).x;
  d->AddText(f, f->FontSize, ImVec2(centre ? pos.x + std::max(0.0f, (width - w) / 2) : pos.x, pos.y), col,
             shown.c_str());
  return f;
}

// A card drawn in a rectangle: its colour, its shape top-left, its label in
// the middle (wrapped on two lines when it must).
void card_face(const Ui& ui, ImDrawList* d, ImVec2 a, ImVec2 b, Face f, bool transformers, float alpha,
               const std::string& label, const char* id) {
  const int color = f.color();
  const float rounding = 8.0f * ui.m.scale;
  d->AddRectFilled(a, b, faded(fill_of(color), alpha), rounding);
  d->AddRect(a, b, faded(ui.pal.card_outline, std::max(alpha, 0.5f)), rounding, 0, 1.5f * ui.m.scale);
  const float w = b.x - a.x, h = b.y - a.y;
  const ImU32 ink = faded(ink_of(color), alpha);
  const float r = std::min(h * 0.13f, 9.0f * ui.m.scale);  // a coloured card's shape
  const float band = std::max(4.0f, h * 0.1f);              // a wild's colour band
  // A wide card (the top card's chip) keeps its label clear of the shape.
  const bool wide = w > h * 2.2f;
  // A wide wild: its four colours in a column on the left, so its name has
  // the chip's whole height for two lines (issue 32 item 8: "Comodín Toma un c…").
  const float column = wide && color < 0 ? std::max(6.0f, h * 0.2f) : 0.0f;
  if (color >= 0) {
    draw_symbol(d, ImVec2(a.x + r + 4 * ui.m.scale, a.y + r + 4 * ui.m.scale), r, color, ink);
  } else if (wide) {
    const int first = static_cast<int>(f.side) * unoflip::kColorsPerSide;
    const float step = (h - 2 * rounding) / 4;
    const float x = a.x + 4 * ui.m.scale;
    for (int i = 0; i < 4; ++i)
      d->AddRectFilled(ImVec2(x, a.y + rounding + step * i), ImVec2(x + column, a.y + rounding + step * (i + 1)),
                       faded(kFill[first + i], alpha));
  } else {
    // A wild: the four colours of its side as a band along the bottom.
    const int first = static_cast<int>(f.side) * unoflip::kColorsPerSide;
    const float step = (w - 2 * rounding) / 4;
    for (int i = 0; i < 4; ++i)
      d->AddRectFilled(ImVec2(a.x + rounding + step * i, b.y - band - 3 * ui.m.scale),
                       ImVec2(a.x + rounding + step * (i + 1), b.y - 3 * ui.m.scale), faded(kFill[first + i], alpha));
  }
  (void)transformers;
  const float side_margin = color >= 0 && wide ? 2 * r + 8.0f * ui.m.scale
                            : column > 0       ? column + 8.0f * ui.m.scale
                                               : 5.0f * ui.m.scale;
  const float inner = w - 2 * side_margin;
  // The height a label may take: above a wild's band; a label wrapped on two
  // lines on a narrow coloured card also goes under its shape.
  const float above_band = color >= 0 || column > 0 ? h : h - band - 3 * ui.m.scale;
  const float under_shape = color >= 0 && !wide ? 2 * r + 4 * ui.m.scale : 0.0f;
  bool fits = true;
  ImFont* font = fitting_font(ui, ui.fonts.large, label, inner, &fits);
  float wrap = 0.0f;
  float top = a.y, room = above_band;
  std::string shown = label;
  // Wrapped: clear of the shape if it can be, else over the card's height.
  for (const float clear : {under_shape, 0.0f})
    for (ImFont* cand : {ui.fonts.body, ui.fonts.small}) {
      if (fits) break;
      const ImVec2 s = cand->CalcTextSizeA(cand->FontSize, FLT_MAX, inner, label.c_str());
      if (s.x <= inner && s.y <= above_band - clear - (clear > 0 ? 2.0f : 4.0f) * ui.m.scale) {
        font = cand;
        wrap = inner;
        top = a.y + clear;
        room = above_band - clear;
        fits = true;
      }
    }
  if (!fits && wide) {
    // A chip too low for two lines: one line, cut (the banner names the card in full).
    font = ui.fonts.small;
    ImGui::PushFont(font);
    shown = ellipsize(label, inner);
    ImGui::PopFont();
    fits = true;
  }
  if (!fits && ui.diag && id) ui.diag->overflows.push_back(std::string(id) + ": " + label);
  const ImVec2 ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, shown.c_str());
  // Noted for the tests (Diagnostics::texts): what a card says, and whether whole.
  draw_text(ui, d, font, font->FontSize, ImVec2(a.x + (w - ls.x) / 2, top + (room - ls.y) / 2), ink, shown, wrap);
}

// A tappable rectangle with an id the tests can tap; true when tapped.
bool hit(const Ui& ui, const std::string& id, ImVec2 size) {
  if (ui.diag) ui.diag->note_id(ImGui::GetID(id.c_str()), id);
  const bool pressed = ImGui::InvisibleButton(id.c_str(), size);
  if (ui.diag) ui.diag->note_rect(id);
  return pressed;
}

// A colour as a big button: its fill, its shape and its name.
bool color_button(const Ui& ui, int color, const std::string& id, ImVec2 size, bool selected) {
  const bool pressed = hit(ui, id, size);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImDrawList* d = ImGui::GetWindowDrawList();
  const float rounding = 8.0f * ui.m.scale;
  d->AddRectFilled(a, b, fill_of(color), rounding);
  if (selected) d->AddRect(a, b, ui.pal.outline_next, rounding, 0, 4.0f * ui.m.scale);
  const float r = std::min(size.y * 0.22f, 12.0f * ui.m.scale);
  const float pad = 8.0f * ui.m.scale;
  draw_symbol(d, ImVec2(a.x + pad + r, (a.y + b.y) / 2), r, color, ink_of(color));
  std::string name = color_name(ui, color);
  if (selected) name = std::string(ui.icons.check) + " " + name;
  const float x = a.x + pad * 2 + r * 2;
  const float fh = ui.fonts.body->FontSize;
  draw_fitted(ui, d, ui.fonts.body, name, ImVec2(x, (a.y + b.y - fh) / 2), b.x - x - pad, ink_of(color));
  return pressed;
}

// Buttons in rows of equal width; returns the index tapped, or -1.
int choice_grid(const Ui& ui, const std::string& id, const std::vector<std::string>& labels, int selected,
                float min_width) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int n = static_cast<int>(labels.size());
  const int cols = std::max(1, std::min(n, static_cast<int>((width + gap) / (min_width + gap))));
  const float w = std::floor((width - gap * (cols - 1)) / cols);
  int tapped = -1;
  for (int i = 0; i < n; ++i) {
    if (i % cols != 0) ImGui::SameLine();
    const std::string bid = id + "." + std::to_string(i);
    std::string label = i == selected ? std::string(ui.icons.check) + " " + labels[i] : labels[i];
    // Names run to 32 characters: cut to the button in the small font if need be.
    ImGui::PushFont(ui.fonts.small);
    label = ellipsize(label, w - ImGui::GetStyle().FramePadding.x * 2);
    ImGui::PopFont();
    if (button(ui, bid.c_str(), label, ImVec2(w, 0), i == selected ? Tone::kSelected : Tone::kNormal)) tapped = i;
  }
  return tapped;
}

void caption(const Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(text, ImGui::GetContentRegionAvail().x);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// Wraps a long sentence in the panel's width (prompts).
void sentence(const Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

}  // namespace flipside::ui::unoflipui
