// The UNO Flip table. Play mode: the side, the top card, the colour to match
// and the direction always in view; a row per player (cards held, UNO,
// turn, dealer); the card pad of the side in play (a key per colour and face
// and the wilds; keys that cannot be played now are dimmed and explain
// themselves when tapped), Draw / Pass / UNO / Catch, and the prompts a play
// may need next (a wild's colour, accept or challenge, a duel, the cards left
// at a hand's end). Score mode: each hand's winner and the others' points.
// Partial answers live in ViewState::picks / lists until the game moves on.
#include <algorithm>
#include <cmath>
#include <functional>

#include "ui/controller.hpp"
#include "ui/games/unoflip/table_view.hpp"
#include "ui/games/unoflip/unoflip_ui.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui::unoflipui {
namespace {

using unoflip::Face;
using unoflip::Phase;
using unoflip::Side;
using unoflip::UnoFlipGame;
using Json = nlohmann::json;

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
                    ImU32 col, bool centre = false) {
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
  if (color >= 0) {
    const float r = std::min(h * 0.13f, 9.0f * ui.m.scale);
    draw_symbol(d, ImVec2(a.x + r + 4 * ui.m.scale, a.y + r + 4 * ui.m.scale), r, color, ink);
  } else {
    // A wild: the four colours of its side as a band along the bottom.
    const int first = static_cast<int>(f.side) * unoflip::kColorsPerSide;
    const float band = std::max(4.0f, h * 0.1f);
    const float step = (w - 2 * rounding) / 4;
    for (int i = 0; i < 4; ++i)
      d->AddRectFilled(ImVec2(a.x + rounding + step * i, b.y - band - 3 * ui.m.scale),
                       ImVec2(a.x + rounding + step * (i + 1), b.y - 3 * ui.m.scale), faded(kFill[first + i], alpha));
  }
  (void)transformers;
  // A wide card (the top card's chip) keeps its label clear of the shape.
  const float side_margin = color >= 0 && w > h * 2.2f ? 2 * std::min(h * 0.13f, 9.0f * ui.m.scale) + 8.0f * ui.m.scale
                                                          : 5.0f * ui.m.scale;
  const float inner = w - 2 * side_margin;
  bool fits = true;
  ImFont* font = fitting_font(ui, ui.fonts.large, label, inner, &fits);
  float wrap = 0.0f;
  if (!fits) {
    for (ImFont* cand : {ui.fonts.body, ui.fonts.small}) {
      const ImVec2 s = cand->CalcTextSizeA(cand->FontSize, FLT_MAX, inner, label.c_str());
      if (s.x <= inner && s.y <= h - 4.0f * ui.m.scale) {
        font = cand;
        wrap = inner;
        fits = true;
        break;
      }
    }
  }
  if (!fits && ui.diag && id) ui.diag->overflows.push_back(std::string(id) + ": " + label);
  const ImVec2 ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, label.c_str());
  d->AddText(font, font->FontSize, ImVec2(a.x + (w - ls.x) / 2, a.y + (h - ls.y) / 2), ink, label.c_str(), nullptr,
             wrap);
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

// --- the frame's context ---

struct Table {
  const Ui& ui;
  const Controller& c;
  ViewState& vs;
  const UnoFlipGame& game;
  const TableView& view;

  int pick(const std::string& key, int fallback = -1) const {
    auto it = vs.picks.find(key);
    return it == vs.picks.end() ? fallback : it->second;
  }
  // The cards listed at a hand's end, per seat (ViewState::lists "rem.<seat>").
  std::vector<std::vector<int>> remaining() const {
    std::vector<std::vector<int>> scratch(view.seats.size());
    for (std::size_t p = 0; p < view.seats.size(); ++p) {
      auto it = vs.lists.find("rem." + std::to_string(p));
      if (it != vs.lists.end()) scratch[p] = it->second;
    }
    return scratch;
  }
  // Score mode: the hand's winner is chosen and the others' cards are tapped in.
  bool score_cards() const { return !view.play_mode && pick("score_w") >= 0 && pick("score_cards", 0) == 1; }
  // Whose cards are being listed: the others at a hand's end (play mode), or
  // in score mode the players but the winner.
  bool listing(int seat) const {
    if (view.play_mode) return view.phase == Phase::kRemaining && seat != view.turn;
    return score_cards() && seat != pick("score_w");
  }
  // The side the listed cards are read by.
  Side list_side() const {
    if (view.play_mode) return view.side;
    return pick("score_side", 0) == 1 ? Side::kDark : Side::kLight;
  }
  // Whose cards the pad lists: the row tapped, else the first not complete
  // (play mode) or the first after the winner (score mode). Settled before
  // the rows are drawn so the row shows it at once.
  int listing_seat() const {
    const int n = static_cast<int>(view.seats.size());
    int seat = pick("rem_seat", -1);
    if (seat >= 0 && seat < n && listing(seat)) return seat;
    const auto lists = remaining();
    seat = -1;
    for (int p = 0; p < n && seat < 0; ++p)
      if (listing(p) && (wanted(p) < 0 || static_cast<int>(lists[p].size()) < wanted(p))) seat = p;
    if (seat < 0)
      for (int p = 0; p < n && seat < 0; ++p)
        if (listing(p)) seat = p;
    if (seat >= 0) vs.picks["rem_seat"] = seat;
    return std::max(seat, 0);
  }
  // How many cards a listed seat holds (-1: any number, score mode).
  int wanted(int seat) const { return view.play_mode ? view.seats[seat].cards : -1; }
  void submit(Json line) const { ui.emit(intent::Submit{std::move(line)}); }
  void explain(Message why) const { ui.emit(intent::Explain{std::move(why)}); }
};

// --- top: the bar, what is awaited, the state of play ---

void top_bar(const Table& t) {
  const Ui& ui = t.ui;
  const store::OpenGame& game = *t.c.game();
  if (button(ui, "table.home", ui.icons.home, ImVec2(ui.m.touch, 0))) ui.emit(intent::GoHome{});
  ImGui::SameLine();
  const std::string undo = std::string(ui.icons.undo) + " " + ui.tr("ui.table.undo");
  const std::string redo = std::string(ui.icons.redo) + " " + ui.tr("ui.table.redo");
  const ImGuiStyle& st = ImGui::GetStyle();
  auto width_of = [&](const std::string& s) {
    return std::max(ImGui::CalcTextSize(s.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  };
  const float right = width_of(undo) + width_of(redo) + width_of(ui.icons.settings) + width_of("?") + st.ItemSpacing.x * 4;
  const std::string title = ui.tr.f("ui.unoflip.hand", t.view.round) + "  \xC2\xB7  " + ui.tr.f("ui.table.to_target", t.view.target);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(title, std::max(ImGui::GetContentRegionAvail().x - right, 10.0f));
  ImGui::PopStyleColor();
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - right + st.ItemSpacing.x);
  if (button(ui, "table.undo", undo, ImVec2(0, 0), Tone::kNormal, game.can_undo())) ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "table.redo", redo, ImVec2(0, 0), Tone::kNormal, game.can_redo())) ui.emit(intent::Redo{});
  ImGui::SameLine();
  if (button(ui, "table.settings", ui.icons.settings, ImVec2(ui.m.touch, 0))) ui.emit(intent::OpenSettings{});
  ImGui::SameLine();
  if (button(ui, "table.help", "?", ImVec2(ui.m.touch, 0))) ui.emit(intent::ShowHelp{});
}

// What the table waits for, large; the last notices under it, small.
void guidance_strip(const Table& t) {
  const Ui& ui = t.ui;
  std::string line = std::string(ui.icons.next) + "  " + ui.tr(t.view.expecting);
  if (!line.empty()) {
    // The engine's sentence starts in lower case ("the first discard…").
    const std::size_t at = std::string(ui.icons.next).size() + 2;
    if (at < line.size() && line[at] >= 'a' && line[at] <= 'z') line[at] = static_cast<char>(line[at] - 'a' + 'A');
  }
  const float height = ui.fonts.large->FontSize + 14.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  ImDrawList* d = ImGui::GetWindowDrawList();
  d->AddRectFilled(a, ImVec2(a.x + width, a.y + height), ui.pal.row_next, 8.0f * ui.m.scale);
  draw_fitted(ui, d, ui.fonts.large, line, ImVec2(a.x + 12.0f * ui.m.scale, a.y + 7.0f * ui.m.scale),
              width - 24.0f * ui.m.scale, ui.pal.text);
  ImGui::Dummy(ImVec2(width, height));

  std::string notes;
  for (const Message& m : t.c.last_notices()) notes += (notes.empty() ? "" : "  \xC2\xB7  ") + ui.tr(m);
  if (notes.empty() && t.c.info()) notes = ui.tr(*t.c.info());
  if (!notes.empty()) caption(ui, notes);
}

// Side, top card, colour to match, direction: `cols` cells per row.
void status_cells(const Table& t, float width, int cols) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  ImDrawList* d = ImGui::GetWindowDrawList();
  const float gap = 6.0f * ui.m.scale;
  const float cell_w = std::floor((width - gap * (cols - 1)) / cols);
  const float cap_h = ui.fonts.small->FontSize;
  const float val_h = ui.fonts.large->FontSize + 8.0f * ui.m.scale;
  const float cell_h = cap_h + val_h + 10.0f * ui.m.scale;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int i = 0; i < 4; ++i) {
    const ImVec2 a(origin.x + (i % cols) * (cell_w + gap), origin.y + (i / cols) * (cell_h + gap));
    const ImVec2 b(a.x + cell_w, a.y + cell_h);
    d->AddRectFilled(a, b, ui.pal.row, 8.0f * ui.m.scale);
    const float pad = 6.0f * ui.m.scale;
    const char* caps[] = {"ui.unoflip.side", "ui.unoflip.top", "ui.unoflip.color", "ui.unoflip.direction"};
    draw_fitted(ui, d, ui.fonts.small, ui.tr(caps[i]), ImVec2(a.x + pad, a.y + 4 * ui.m.scale), cell_w - 2 * pad,
                ui.pal.text_dim);
    const ImVec2 va(a.x + pad, a.y + cap_h + 6 * ui.m.scale);
    const float vw = cell_w - 2 * pad;
    switch (i) {
      case 0: draw_fitted(ui, d, ui.fonts.large, side_text(ui, v.side), va, vw, ui.pal.text); break;
      case 1:
        if (v.top) {
          card_face(ui, d, va, ImVec2(va.x + vw, va.y + val_h), *v.top, v.transformers, 1.0f,
                    card_name(ui, *v.top, v.transformers), nullptr);
        } else {
          draw_fitted(ui, d, ui.fonts.body, ui.tr("ui.unoflip.unknown"), va, vw, ui.pal.text_dim);
        }
        break;
      case 2:
        if (v.color >= 0) {
          const float r = val_h * 0.3f;
          d->AddRectFilled(va, ImVec2(va.x + val_h, va.y + val_h), fill_of(v.color), 6.0f * ui.m.scale);
          draw_symbol(d, ImVec2(va.x + val_h / 2, va.y + val_h / 2), r, v.color, ink_of(v.color));
          draw_fitted(ui, d, ui.fonts.large, color_name(ui, v.color), ImVec2(va.x + val_h + pad, va.y), vw - val_h - pad,
                      ui.pal.text);
        } else {
          draw_fitted(ui, d, ui.fonts.body, ui.tr("ui.unoflip.unknown"), va, vw, ui.pal.text_dim);
        }
        break;
      default: draw_fitted(ui, d, ui.fonts.large, direction_text(ui, v.direction), va, vw, ui.pal.text); break;
    }
  }
  const int rows = (4 + cols - 1) / cols;
  ImGui::Dummy(ImVec2(width, rows * cell_h + (rows - 1) * gap));
}

// --- players ---

void seat_row(const Table& t, const SeatView& s, float width) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  ImGui::PushID(s.seat);
  const float pad = 8.0f * ui.m.scale;
  const float gap = 4.0f * ui.m.scale;
  const bool listing = t.listing(s.seat);
  const Side list_side = t.list_side();
  const auto lists = t.remaining();
  const std::vector<int>& listed = lists[s.seat];
  const float chip_h = std::round(30.0f * ui.m.scale);
  const float chip_w = std::round(40.0f * ui.m.scale);
  const int chips_per_line =
      std::max(1, static_cast<int>((width - 3 * pad - ui.m.touch + gap) / (chip_w + gap)));
  const int chip_lines = listing && !listed.empty() ? (static_cast<int>(listed.size()) + chips_per_line - 1) / chips_per_line : 0;
  const float line1 = ui.fonts.large->FontSize;
  const float line2 = ui.fonts.body->FontSize;
  const float height = std::max(pad * 2 + line1 + gap + line2 + chip_lines * (chip_h + gap), ui.m.touch);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + width, a.y + height);
  ImDrawList* d = ImGui::GetWindowDrawList();
  const int selected = t.pick("rem_seat", -1);
  const bool highlight = s.on_turn || s.answers;
  d->AddRectFilled(a, b, highlight ? ui.pal.row_next : ui.pal.row, 10.0f * ui.m.scale);
  if (highlight) d->AddRect(a, b, ui.pal.outline_next, 10.0f * ui.m.scale, 0, 3.0f * ui.m.scale);
  if (listing && selected == s.seat) d->AddRect(a, b, ui.pal.target, 10.0f * ui.m.scale, 0, 4.0f * ui.m.scale);

  // Listing: the row chooses whose cards the pad enters; ↶ takes the last one back.
  const float undo_w = listing && !listed.empty() ? ui.m.touch : 0.0f;
  if (listing) {
    if (hit(ui, "rem.seat." + std::to_string(s.seat), ImVec2(width - (undo_w > 0 ? undo_w + pad : 0), height)))
      t.vs.picks["rem_seat"] = s.seat;
    if (undo_w > 0) {
      ImGui::SetCursorScreenPos(ImVec2(b.x - pad / 2 - undo_w, a.y + (height - ui.m.touch) / 2));
      const std::string id = "rem.back." + std::to_string(s.seat);
      if (button(ui, id.c_str(), ui.icons.undo, ImVec2(undo_w, ui.m.touch))) {
        auto& list = t.vs.lists["rem." + std::to_string(s.seat)];
        if (!list.empty()) list.pop_back();
      }
    }
    ImGui::SetCursorScreenPos(a);
  }

  // Line 1: number, name, right: the total.
  float x = a.x + pad;
  const float y = a.y + pad;
  const std::string number = std::to_string(s.seat + 1);
  d->AddText(ui.fonts.body, ui.fonts.body->FontSize, ImVec2(x, y + (line1 - line2) / 2), ui.pal.text_dim, number.c_str());
  x += ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, "00").x;
  const std::string total = ui.tr.f("ui.unoflip.points", s.total);
  const float total_w = ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, total.c_str()).x;
  const float right = b.x - pad - (undo_w > 0 ? undo_w + pad : 0.0f);
  d->AddText(ui.fonts.body, ui.fonts.body->FontSize, ImVec2(right - total_w, y + (line1 - line2) / 2), ui.pal.text_dim,
             total.c_str());
  ImGui::PushFont(ui.fonts.large);
  const std::string name = ellipsize(s.name, std::max(right - total_w - 12 * ui.m.scale - x, 10.0f));
  ImGui::PopFont();
  d->AddText(ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name.c_str());

  // Line 2: cards, UNO, turn, dealer (or the cards listed at a hand's end).
  std::string tags;
  auto add = [&](const std::string& s2) { tags += (tags.empty() ? "" : "   ") + s2; };
  if (listing) {
    const std::string count = t.wanted(s.seat) >= 0
                                  ? ui.tr.f("ui.unoflip.listed", static_cast<int>(listed.size()), t.wanted(s.seat))
                                  : ui.tr.f("ui.unoflip.listed_any", static_cast<int>(listed.size()));
    add(count + "  \xC2\xB7  " + ui.tr.f("ui.unoflip.points", listed_points(list_side, listed)));
  } else if (!v.play_mode && s.seat == t.pick("score_w")) {
    add(std::string(ui.icons.celebrate) + " " + ui.tr("ui.unoflip.won_hand"));
  } else if (v.phase == Phase::kRemaining) {
    add(std::string(ui.icons.celebrate) + " " + ui.tr("ui.unoflip.went_out"));
  } else if (s.cards >= 0) {
    add(ui.tr.f("ui.unoflip.cards", s.cards));
  }
  if (s.uno) add(std::string(ui.icons.check) + " UNO");
  if (s.catchable) add(std::string(ui.icons.warning) + " " + ui.tr("ui.unoflip.no_uno"));
  if (s.on_turn && !listing && v.phase != Phase::kRemaining) add(std::string(ui.icons.next) + " " + ui.tr("ui.unoflip.turn"));
  if (s.answers) add(std::string(ui.icons.next) + " " + ui.tr("ui.unoflip.answers"));
  if (s.dealer) add(std::string(ui.icons.dealer) + " " + ui.tr("ui.unoflip.dealer"));
  const float y2 = y + line1 + gap;
  draw_fitted(ui, d, ui.fonts.body, tags, ImVec2(a.x + pad, y2), right - a.x - pad,
              s.catchable ? ui.pal.bust : ui.pal.text);

  // Line 3: the cards listed, as small faces.
  if (chip_lines > 0) {
    for (std::size_t i = 0; i < listed.size(); ++i) {
      const int col = static_cast<int>(i) % chips_per_line, row = static_cast<int>(i) / chips_per_line;
      const ImVec2 ca(a.x + pad + col * (chip_w + gap), y2 + line2 + gap + row * (chip_h + gap));
      const Face f{list_side, static_cast<std::uint8_t>(listed[i])};
      std::string label = face_label(ui, f, v.transformers);
      if (f.is_wild()) label = f.is_wild_draw() ? "W+" : "W";
      card_face(ui, d, ca, ImVec2(ca.x + chip_w, ca.y + chip_h), f, v.transformers, 1.0f, label, nullptr);
    }
  }

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
}

void seats_panel(const Table& t, ImVec2 size, bool with_status, int status_cols) {
  ImGui::BeginChild("seats", size, false);
  const float width = ImGui::GetContentRegionAvail().x;
  if (with_status) status_cells(t, width, status_cols);
  for (const SeatView& s : t.view.seats) seat_row(t, s, width);
  ImGui::EndChild();
}

// --- the pad ---

// Pad keys in colour rows (one or two rows per colour); the two wilds in a
// wider column on the right, each as tall as two colours.
void pad(const Table& t, ImVec2 size, Side side, const std::function<void(const PadKey&, bool possible)>& tapped,
         const std::function<bool(const PadKey&)>& possible) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  auto key_of = [&](int k) {
    if (side == v.side) return v.pad[k];
    PadKey key;
    key.face = Face{side, static_cast<std::uint8_t>(k)};
    return key;
  };
  const float gap = 5.0f * ui.m.scale;
  const float label_w = std::round(std::min(110.0f * ui.m.scale, size.x * 0.16f));
  const float keys_w = size.x - label_w - gap;
  constexpr float kWildShare = 1.7f;  // the wild column, in key widths
  const int cols = (keys_w - gap * 13) / (13 + kWildShare) >= ui.m.touch * 1.1f ? 13 : 7;
  const int rows_per_color = cols == 13 ? 1 : 2;
  const int rows = unoflip::kColorsPerSide * rows_per_color;
  const float key_h = std::floor(std::clamp((size.y - gap * (rows - 1)) / rows, ui.m.touch, ui.m.pad_key));
  const float key_w = std::floor((keys_w - gap * cols) / (cols + kWildShare));
  const float wild_w = std::floor(keys_w - cols * (key_w + gap));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* d = ImGui::GetWindowDrawList();

  auto key_at = [&](const PadKey& key, ImVec2 a, ImVec2 ksize) {
    const std::string id = "pad." + unoflip::card_key(key.face);
    ImGui::SetCursorScreenPos(a);
    const bool ok = possible(key);
    if (hit(ui, id, ksize)) tapped(key, ok);
    const bool held = ImGui::IsItemActive();
    card_face(ui, d, a, ImVec2(a.x + ksize.x, a.y + ksize.y), key.face, v.transformers,
              ok ? (held ? 0.75f : 1.0f) : 0.25f, face_label(ui, key.face, v.transformers), id.c_str());
  };

  for (int c = 0; c < unoflip::kColorsPerSide; ++c) {
    const int color = static_cast<int>(side) * unoflip::kColorsPerSide + c;
    const float y0 = origin.y + c * rows_per_color * (key_h + gap);
    // The colour's name and shape, left of its keys.
    const float block_h = rows_per_color * key_h + (rows_per_color - 1) * gap;
    const float r = std::min(10.0f * ui.m.scale, block_h * 0.2f);
    draw_symbol(d, ImVec2(origin.x + r + 2 * ui.m.scale, y0 + block_h / 2), r, color, fill_of(color));
    const float tx = origin.x + 2 * r + 8 * ui.m.scale;
    draw_fitted(ui, d, ui.fonts.body, color_name(ui, color),
                ImVec2(tx, y0 + (block_h - ui.fonts.body->FontSize) / 2), origin.x + label_w - tx, ui.pal.text);
    for (int s = 0; s < unoflip::kSymbolsPerColor; ++s) {
      const int row = s / cols, col = s % cols;
      const ImVec2 a(origin.x + label_w + gap + col * (key_w + gap), y0 + row * (key_h + gap));
      key_at(key_of(c * unoflip::kSymbolsPerColor + s), a, ImVec2(key_w, key_h));
    }
  }
  const float wx = origin.x + label_w + gap + cols * (key_w + gap);
  const float half_h = (rows / 2) * key_h + (rows / 2 - 1) * gap;
  key_at(key_of(unoflip::kWild), ImVec2(wx, origin.y), ImVec2(wild_w, half_h));
  key_at(key_of(unoflip::kWildDraw), ImVec2(wx, origin.y + half_h + gap), ImVec2(wild_w, half_h));
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(size.x, rows * key_h + (rows - 1) * gap));
}

// --- prompts ---

void color_chooser(const Table& t, int kind) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const Face f{v.side, static_cast<std::uint8_t>(kind)};
  sentence(ui, ui.tr.f("ui.unoflip.choose_color", card_name(ui, f, v.transformers)));
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap) / 2);
  const float h = std::max(ui.m.touch * 1.5f, 64.0f * ui.m.scale);
  for (int i = 0; i < unoflip::kColorsPerSide; ++i) {
    const int color = v.first_color() + i;
    if (i % 2) ImGui::SameLine();
    if (color_button(ui, color, "color." + std::string(unoflip::color_key(color)), ImVec2(w, h), false)) {
      if (auto line = key_line(t.game, f, color)) t.submit(*line);
      t.vs.picks.erase("wild");
    }
  }
  if (button(ui, "color.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.vs.picks.erase("wild");
}

void catch_chooser(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  if (v.catchable < 0) {
    t.vs.picks.erase("catch");
    return;
  }
  sentence(ui, ui.tr.f("ui.unoflip.who_caught", v.seats[v.catchable].name));
  std::vector<std::string> names;
  std::vector<int> seats;
  for (const SeatView& s : v.seats)
    if (s.seat != v.catchable) {
      names.push_back(s.name);
      seats.push_back(s.seat);
    }
  const int i = choice_grid(ui, "catch.by", names, -1, 200.0f * ui.m.scale);
  if (i >= 0) {
    t.submit(*catch_line(t.game, seats[i]));
    t.vs.picks.erase("catch");
  }
  if (button(ui, "catch.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.vs.picks.erase("catch");
}

void action_bar(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 3) / 4);
  const ImVec2 size(w, ui.m.touch * 1.15f);
  auto act = [&](const char* id, const std::string& label, const std::optional<Message>& why,
                 const std::optional<Json>& line, bool primary) {
    const bool ok = !why.has_value();
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ok ? 1.0f : 0.45f);
    const bool pressed = button(ui, id, label, size, ok && primary ? Tone::kPrimary : Tone::kNormal);
    ImGui::PopStyleVar();
    if (!pressed) return;
    if (!ok) t.explain(*why);
    else if (line) t.submit(*line);
  };
  act("act.draw", ui.tr("ui.unoflip.draw"), v.why_no_draw, draw_line(t.game), true);
  ImGui::SameLine();
  act("act.pass", ui.tr("ui.unoflip.pass"), v.why_no_pass, pass_line(t.game), true);
  ImGui::SameLine();
  act("act.uno", "UNO!", v.why_no_uno, uno_line(t.game), true);
  ImGui::SameLine();
  const bool can_catch = !v.why_no_catch.has_value();
  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, can_catch ? 1.0f : 0.45f);
  const bool pressed = button(ui, "act.catch", ui.tr("ui.unoflip.catch"), size, can_catch ? Tone::kDanger : Tone::kNormal);
  ImGui::PopStyleVar();
  if (pressed) {
    if (!can_catch) {
      t.explain(*v.why_no_catch);
    } else if (v.seats.size() == 2) {
      t.submit(*catch_line(t.game, 1 - v.catchable));
    } else {
      t.vs.picks["catch"] = 1;
    }
  }
}

void answer_prompt(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const bool dark = v.pending_card.side == Side::kDark;
  const std::string who = v.seats[std::max(v.answerer, 0)].name;
  const std::string by = v.seats[std::max(v.pending_player, 0)].name;
  sentence(ui, ui.tr.f("ui.unoflip.answer_title", who, by, card_name(ui, v.pending_card, v.transformers)));
  ImGui::Spacing();
  int count = t.pick("count", 1);
  if (dark) {
    caption(ui, ui.tr.f("ui.unoflip.count", color_name(ui, std::max(v.color, 0))));
    if (auto n = stepper(ui, "answer.count", count, 1, 1, unoflip::kDeckSize, std::to_string(count))) {
      t.vs.picks["count"] = *n;
      count = *n;
    }
    ImGui::Spacing();
  }
  const float h = ui.m.touch * 1.3f;
  auto go = [&](const char* id, const std::string& label, const Json& line, Tone tone) {
    if (!button(ui, id, label, ImVec2(-1, h), tone)) return;
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  };
  go("answer.accept", ui.tr(dark ? "ui.unoflip.accept_dark" : "ui.unoflip.accept_light"), accept_line(t.game, count),
     Tone::kPrimary);
  go("answer.innocent", ui.tr.f("ui.unoflip.challenge_innocent", by), challenge_line(t.game, false, count), Tone::kNormal);
  go("answer.guilty", ui.tr.f("ui.unoflip.challenge_guilty", by), challenge_line(t.game, true, count), Tone::kNormal);
}

void duel_prompt(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int owner = v.pending_player;
  sentence(ui, ui.tr.f("ui.unoflip.duel_title", v.seats[std::max(owner, 0)].name,
                       card_name(ui, v.pending_card, v.transformers)));
  // Who is challenged (with two players, the other one).
  std::vector<int> others;
  for (const SeatView& s : v.seats)
    if (s.seat != owner) others.push_back(s.seat);
  int challenged = t.pick("duel_c", others.size() == 1 ? others[0] : -1);
  caption(ui, ui.tr("ui.unoflip.challenged"));
  {
    std::vector<std::string> names;
    int sel = -1;
    for (std::size_t i = 0; i < others.size(); ++i) {
      names.push_back(v.seats[others[i]].name);
      if (others[i] == challenged) sel = static_cast<int>(i);
    }
    const int i = choice_grid(ui, "duel.challenged", names, sel, 180.0f * ui.m.scale);
    if (i >= 0) {
      challenged = others[i];
      t.vs.picks["duel_c"] = challenged;
    }
  }
  int winner = t.pick("duel_w", -1);
  if (challenged >= 0) {
    caption(ui, ui.tr("ui.unoflip.winner"));
    const std::vector<std::string> names = {v.seats[owner].name, v.seats[challenged].name};
    const int sel = winner == owner ? 0 : winner == challenged ? 1 : -1;
    const int i = choice_grid(ui, "duel.winner", names, sel, 180.0f * ui.m.scale);
    if (i >= 0) {
      winner = i == 0 ? owner : challenged;
      t.vs.picks["duel_w"] = winner;
    }
  }
  int color = t.pick("duel_color", -1);
  caption(ui, ui.tr("ui.unoflip.new_color"));
  {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const bool one_row = (width - 3 * gap) / 4 >= 130.0f * ui.m.scale;
    const float w = one_row ? std::floor((width - 3 * gap) / 4) : std::floor((width - gap) / 2);
    for (int i = 0; i < unoflip::kColorsPerSide; ++i) {
      const int col = v.first_color() + i;
      if (i > 0 && (one_row || i % 2)) ImGui::SameLine();
      if (color_button(ui, col, "duel.color." + std::string(unoflip::color_key(col)), ImVec2(w, ui.m.touch), col == color)) {
        color = col;
        t.vs.picks["duel_color"] = col;
      }
    }
  }
  int discards = t.pick("duel_d", 0);
  if (v.side == Side::kLight) {
    caption(ui, ui.tr("ui.unoflip.discards"));
    const int i = choice_grid(ui, "duel.discards", {"0", "1", "2"}, discards, ui.m.touch * 1.5f);
    if (i >= 0) {
      discards = i;
      t.vs.picks["duel_d"] = i;
    }
  }
  if (button(ui, "duel.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary)) {
    if (challenged < 0 || winner < 0 || color < 0) {
      t.explain(msg("ui.unoflip.duel_incomplete"));
    } else {
      const Json line = duel_line(t.game, challenged, winner, color, discards);
      if (auto why = refusal(t.game, line)) t.explain(*why);
      else t.submit(line);
    }
  }
}

void remaining_panel(const Table& t, ImVec2 size) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  // The seat the pad fills: the one chosen, else the first not complete.
  const int seat = t.listing_seat();
  const SeatView& s = v.seats[seat];
  caption(ui, ui.tr.f("ui.unoflip.listing_for", s.name, static_cast<int>(lists[seat].size()), s.cards));
  const float bar_h = ui.m.touch * 1.15f;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const float pad_h = ImGui::GetContentRegionAvail().y - bar_h - gap;
  pad(t, ImVec2(size.x, pad_h), v.side,
      [&](const PadKey& key, bool ok) {
        if (!ok) {
          if (static_cast<int>(lists[seat].size()) >= s.cards)
            t.explain(msg("ui.unoflip.hand_full", s.name, s.cards));
          else
            t.explain(msg("ui.unoflip.no_copies", unoflip::card_arg(key.face, v.transformers)));
          return;
        }
        auto& list = t.vs.lists["rem." + std::to_string(seat)];
        list.push_back(key.face.kind);
        if (static_cast<int>(list.size()) >= s.cards) t.vs.picks.erase("rem_seat");  // on to the next player
      },
      [&](const PadKey& key) {
        return static_cast<int>(lists[seat].size()) < s.cards && copies_left(t.game.engine(), key.face, lists) > 0;
      });
  const float width = ImGui::GetContentRegionAvail().x;
  const float w = std::floor((width - ImGui::GetStyle().ItemSpacing.x * 2) / 3);
  if (button(ui, "rem.undo", std::string(ui.icons.undo) + " " + ui.tr("ui.unoflip.remove_last"), ImVec2(w, bar_h),
             Tone::kNormal, !lists[seat].empty())) {
    auto& list = t.vs.lists["rem." + std::to_string(seat)];
    if (!list.empty()) list.pop_back();
  }
  ImGui::SameLine();
  if (button(ui, "rem.clear", ui.tr("ui.unoflip.clear"), ImVec2(w, bar_h), Tone::kNormal, !lists[seat].empty()))
    t.vs.lists.erase("rem." + std::to_string(seat));
  ImGui::SameLine();
  if (button(ui, "rem.enter", ui.tr("ui.unoflip.enter"), ImVec2(w, bar_h), Tone::kPrimary)) {
    for (const SeatView& o : v.seats) {
      if (o.seat == v.turn || static_cast<int>(lists[o.seat].size()) == o.cards) continue;
      t.explain(msg("ui.unoflip.remaining_incomplete", o.name, static_cast<int>(lists[o.seat].size()), o.cards));
      return;
    }
    const Json line = remaining_line(t.game, lists);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

// Score mode, first: who won the hand, and how the others' points come.
void score_choose_winner(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  caption(ui, ui.tr("ui.unoflip.hand_winner"));
  std::vector<std::string> names;
  for (const SeatView& s : v.seats) names.push_back(s.name);
  const int i = choice_grid(ui, "score.winner", names, -1, 200.0f * ui.m.scale);
  if (i >= 0) t.vs.picks["score_w"] = i;
  ImGui::Spacing();
  caption(ui, ui.tr("ui.unoflip.score_how"));
  const int how = choice_grid(ui, "score.how", {ui.tr("ui.unoflip.score_points"), ui.tr("ui.unoflip.score_cards")},
                              t.pick("score_cards", 0), 200.0f * ui.m.scale);
  if (how >= 0) t.vs.picks["score_cards"] = how;
  ImGui::Spacing();
  if (button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary))
    t.explain(msg("ui.unoflip.choose_winner"));
}

// The winner, tapped to choose again.
bool winner_button(const Table& t, int winner, float width) {
  const Ui& ui = t.ui;
  const std::string label = std::string(ui.icons.celebrate) + " " + t.view.seats[winner].name;
  ImGui::PushFont(ui.fonts.small);
  const std::string shown = ellipsize(label, width - ImGui::GetStyle().FramePadding.x * 2);
  ImGui::PopFont();
  return button(ui, "score.change", shown, ImVec2(width, 0), Tone::kSelected);
}

// Score mode, cards: the others' cards tapped on the pad of the side chosen.
void score_cards_panel(const Table& t, int winner) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const Side side = t.list_side();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 3) / 4);
  if (winner_button(t, winner, w)) t.vs.picks.erase("score_w");
  for (int sd = 0; sd < 2; ++sd) {
    ImGui::SameLine();
    const Side this_side = static_cast<Side>(sd);
    const std::string id = "score.side." + std::to_string(sd);
    const bool on = this_side == side;
    std::string label = side_text(ui, this_side);
    if (on) label = std::string(ui.icons.check) + " " + label;
    if (button(ui, id.c_str(), label, ImVec2(w, 0), on ? Tone::kSelected : Tone::kNormal) && !on) {
      t.vs.picks["score_side"] = sd;
      for (const SeatView& s : v.seats) t.vs.lists.erase("rem." + std::to_string(s.seat));  // read by the other side now
    }
  }
  ImGui::SameLine();
  const bool enter = button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(w, 0), Tone::kPrimary);
  // The seat the pad fills: chosen by tapping its row.
  const int seat = t.listing_seat();
  caption(ui, ui.tr.f("ui.unoflip.listing_any", v.seats[seat].name, static_cast<int>(lists[seat].size())));
  pad(t, ImGui::GetContentRegionAvail(), side,
      [&](const PadKey& key, bool ok) {
        if (!ok) return t.explain(msg("ui.unoflip.no_copies", unoflip::card_arg(key.face, v.transformers)));
        t.vs.lists["rem." + std::to_string(seat)].push_back(key.face.kind);
      },
      [&](const PadKey& key) { return copies_left(t.game.engine(), key.face, lists) > 0; });
  if (enter) {
    const Json line = score_cards_line(t.game, winner, side, lists);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

void score_panel(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int n = static_cast<int>(v.seats.size());
  const int winner = t.pick("score_w", -1);
  if (winner < 0) return score_choose_winner(t);
  if (t.score_cards()) return score_cards_panel(t, winner);
  if (winner_button(t, winner, ImGui::GetContentRegionAvail().x)) t.vs.picks.erase("score_w");
  auto& points = t.vs.lists["score"];
  points.resize(n, 0);
  {
    ImGui::Spacing();
    caption(ui, ui.tr("ui.unoflip.their_points"));
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = ui.m.touch * 1.3f;
    const float value_w = 80.0f * ui.m.scale;
    const float name_w = std::max(width - bw * 4 - value_w - gap * 5, 40.0f * ui.m.scale);
    for (const SeatView& s : v.seats) {
      if (s.seat == winner) continue;
      ImGui::PushID(s.seat);
      const std::string sid = std::to_string(s.seat);
      ImGui::AlignTextToFramePadding();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(name_w, ui.m.touch));
      draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.body, s.name,
                  ImVec2(p.x, p.y + (ui.m.touch - ui.fonts.body->FontSize) / 2), name_w, ui.pal.text);
      int& value = points[s.seat];
      const int steps[4] = {-10, -1, 1, 10};
      const char* labels[4] = {"\xE2\x88\x92" "10", "\xE2\x88\x92" "1", "+1", "+10"};
      for (int k = 0; k < 4; ++k) {
        ImGui::SameLine();
        if (k == 2) {
          const ImVec2 q = ImGui::GetCursorScreenPos();
          ImGui::Dummy(ImVec2(value_w, ui.m.touch));
          draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.large, std::to_string(value),
                      ImVec2(q.x, q.y + (ui.m.touch - ui.fonts.large->FontSize) / 2), value_w, ui.pal.text, true);
          ImGui::SameLine();
        }
        const std::string id = "score." + sid + "." + std::to_string(k);
        const char* shown = ui.fonts.dejavu ? labels[k] : (k == 0 ? "-10" : k == 1 ? "-1" : labels[k]);
        if (button(ui, id.c_str(), shown, ImVec2(bw, 0))) value = std::clamp(value + steps[k], 0, 1480);
      }
      ImGui::PopID();
    }
  }
  ImGui::Spacing();
  if (button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary)) {
    const Json line = score_line(t.game, winner, points);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

void entry_panel(const Table& t, ImVec2 size) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  ImGui::BeginChild("entry", size, false);
  if (v.finished()) {
    const std::string line = std::string(ui.icons.star) + " " +
                             (v.winner >= 0 ? ui.tr.f("ui.unoflip.won", v.seats[v.winner].name) : ui.tr("unoflip.game_over"));
    draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.huge, line, ImGui::GetCursorScreenPos(), size.x, ui.pal.celebrate);
    ImGui::Dummy(ImVec2(size.x, ui.fonts.huge->FontSize));
  } else if (!v.play_mode) {
    score_panel(t);
  } else if (v.phase == Phase::kRemaining) {
    remaining_panel(t, size);
  } else {
    const float bar_h = ui.m.touch * 1.15f;
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float body_h = avail.y - bar_h - gap;
    ImGui::BeginChild("prompt", ImVec2(avail.x, body_h), false);
    const int wild = t.pick("wild", -1);
    if (t.pick("catch", 0) == 1) {
      catch_chooser(t);
    } else if (v.phase == Phase::kAnswer) {
      answer_prompt(t);
    } else if (v.phase == Phase::kDuel) {
      duel_prompt(t);
    } else if (wild >= 0) {
      color_chooser(t, wild);
    } else {
      pad(t, ImGui::GetContentRegionAvail(), v.side,
          [&](const PadKey& key, bool ok) {
            if (!ok) return t.explain(key.why);
            if (wants_color(t.game, key.face)) {
              t.vs.picks["wild"] = key.face.kind;
              return;
            }
            if (auto line = key_line(t.game, key.face, -1)) t.submit(*line);
          },
          [](const PadKey& key) { return key.possible; });
    }
    ImGui::EndChild();
    action_bar(t);
  }
  ImGui::EndChild();
}

}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& vs) {
  if (!c.game()) return;
  const UnoFlipGame* game = as_unoflip(&c.game()->game());
  if (!game) return;
  // Partial answers belong to the moment they were made in.
  const std::size_t at = c.game()->session().lines().size();
  if (vs.picks_at != at) {
    vs.picks.clear();
    vs.lists.clear();
    vs.picks_at = at;
  }
  const TableView view = build_table_view(*game);
  const Table t{ui, c, vs, *game, view};
  t.listing_seat();
  top_bar(t);
  guidance_strip(t);

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (ui.m.portrait) {
    if (view.play_mode) status_cells(t, ImGui::GetContentRegionAvail().x, 4);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float seats_h = std::floor(avail.y * (view.play_mode ? 0.30f : 0.36f));
    seats_panel(t, ImVec2(avail.x, seats_h), false, 4);
    entry_panel(t, ImVec2(avail.x, avail.y - seats_h - ImGui::GetStyle().ItemSpacing.y));
  } else {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float seats_w = std::floor(avail.x * 0.38f);
    seats_panel(t, ImVec2(seats_w, avail.y), view.play_mode, 2);
    ImGui::SameLine();
    entry_panel(t, ImVec2(avail.x - seats_w - gap, avail.y));
  }
}

}  // namespace flipside::ui::unoflipui
