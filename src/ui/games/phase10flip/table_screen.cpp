// The Phase 10 Flip table: the side in play (large, with its symbol) and the
// Flip button, a row per player (their phase and what it needs, the groups
// they laid down this hand, their points), and the card pad for the side in
// play with the tray of picked cards: "Lay down" enters them as the chosen
// player's phase, a tap on a group hits it with the one picked card. The end
// of a hand is a form: who went out, each player's points, whose phase is done.
#include <algorithm>
#include <cmath>

#include "games/phase10flip/cards.hpp"
#include "ui/controller.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/phase10flip_ui.hpp"
#include "ui/games/phase10flip/table_view.hpp"
#include "ui/widgets.hpp"

namespace flipside::ui::p10ui {
namespace {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Side;

// Only drawn for a Phase 10 Flip game (draw_table checks).
const phase10flip::Phase10FlipGame& p10_game(const Controller& c) { return *as_phase10flip(&c.game()->game()); }

// Card faces: the printed colours, the same in both themes. Each colour also
// has its symbol and its name, so colour never speaks alone.
constexpr ImU32 kFill[phase10flip::kColours] = {IM_COL32(196, 40, 44, 255), IM_COL32(38, 92, 200, 255),
                                                 IM_COL32(34, 136, 68, 255), IM_COL32(236, 196, 36, 255)};
constexpr ImU32 kInk[phase10flip::kColours] = {IM_COL32(255, 255, 255, 255), IM_COL32(255, 255, 255, 255),
                                                IM_COL32(255, 255, 255, 255), IM_COL32(24, 24, 24, 255)};
constexpr const char* kRichSymbol[phase10flip::kColours] = {"\xE2\x99\xA5", "\xE2\x9D\x84", "\xE2\x96\xB2",
                                                             "\xE2\x97\x8F"};  // ♥ ❄ ▲ ●
constexpr const char* kAsciiSymbol[phase10flip::kColours] = {"R", "B", "G", "Y"};
constexpr const char* kColourKeys[phase10flip::kColours] = {"red", "blue", "green", "yellow"};

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

// "1 · Run ♥ Red", "2 · Set of 7".
std::string group_title(const Ui& ui, const GroupView& g) {
  std::string t = std::to_string(g.number);
  t += " \xC2\xB7 ";
  if (g.kind == GroupKind::kRun) {
    t += ui.tr("ui.phase10flip.run");
    if (g.colour != phase10flip::kNoColour) {
      // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on " " + string in Release.
      t += ' ';
      t += symbol(ui, g.colour);
      t += ' ';
      t += colour_name(ui, g.colour);
    }
  } else {
    t += g.set_number > 0 ? ui.tr.f("ui.phase10flip.set_of", g.set_number) : ui.tr("ui.phase10flip.set");
  }
  return t;
}

// The views' own state for this game and moment: the tray and the form are
// dropped when the game changes (an entry, an undo).
void sync_view_state(const Controller& c, const phase10flip::Engine& engine, ViewState& view) {
  const std::string game_id = std::to_string(c.game()->id());
  const std::string stamp = game_id + ":" + std::to_string(c.game()->session().lines().size());
  if (stamp != view.stamp) {
    if (view.stamp.substr(0, view.stamp.find(':')) != game_id) {
      view.chosen = -1;
      view.pad_group = 0;
    }
    view.stamp = stamp;
    view.picked.clear();
    view.form_open = false;
  }
  if (view.chosen < 0 || view.chosen >= engine.player_count() || !engine.player(view.chosen).in_hand)
    view.chosen = default_player(engine);
  if (view.pad_group < 0 || view.pad_group >= phase10flip::kColours) view.pad_group = 0;
}

void open_form(const phase10flip::Engine& engine, ViewState& view) {
  const int n = engine.player_count();
  view.form_open = true;
  view.form_numbers.assign(n, 0);
  view.form_flags.assign(n, false);
  view.form_choice = -1;
  for (int p = 0; p < n; ++p) {
    view.form_numbers[p] = least_points(engine, p);
    view.form_flags[p] = engine.player(p).laid_down;
  }
  if (engine.player(view.chosen).laid_down) view.form_choice = view.chosen;
  for (int p = 0; p < n && view.form_choice < 0; ++p)
    if (engine.player(p).laid_down) view.form_choice = p;
  if (view.form_choice < 0) view.form_choice = view.chosen;
}

// ---------------------------------------------------------------- top bar

void top_bar(const Ui& ui, const Controller& c, const TableView& tv) {
  const store::OpenGame& game = *c.game();
  if (button(ui, "table.home", ui.icons.home, ImVec2(ui.m.touch, 0))) ui.emit(intent::GoHome{});
  ImGui::SameLine();
  const std::string undo = std::string(ui.icons.undo) + " " + ui.tr("ui.table.undo");
  const std::string redo = std::string(ui.icons.redo) + " " + ui.tr("ui.table.redo");
  const ImGuiStyle& st = ImGui::GetStyle();
  auto width_of = [&](const std::string& s) {
    return std::max(ImGui::CalcTextSize(s.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  };
  const float right = width_of(undo) + width_of(redo) + width_of(ui.icons.settings) + width_of("?") + st.ItemSpacing.x * 4;
  std::string title = ui.tr.f(tv.tie_break ? "ui.phase10flip.title_tie" : "ui.phase10flip.title", tv.hand);
  if (tv.ten_hands) title += "  \xC2\xB7  " + ui.tr.f("ui.phase10flip.ten_hands", tv.phases);
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

// The side in play, large, with the Flip button; the engine's sentence below.
void side_strip(const Ui& ui, const Controller& c, const TableView& tv) {
  const std::string flip = std::string(ui.icons.reshuffle) + " " + ui.tr("ui.phase10flip.flip") + " (F)";
  const ImGuiStyle& st = ImGui::GetStyle();
  ImFont* large = ui.fonts.large;
  const float flip_w = std::max(large->CalcTextSizeA(large->FontSize, FLT_MAX, 0, flip.c_str()).x + st.FramePadding.x * 2,
                                140.0f * ui.m.scale);
  const float height = std::max(ui.fonts.huge->FontSize + 12.0f * ui.m.scale, ui.m.touch);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float strip_w = width - flip_w - st.ItemSpacing.x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + strip_w, a.y + height), ui.pal.row_next, 8.0f * ui.m.scale);
  // The colour side shows its four colours; the wild side its numbers.
  float x = a.x + 12.0f * ui.m.scale;
  ImFont* huge = ui.fonts.huge;
  if (tv.side == Side::kColor) {
    for (int col = 0; col < phase10flip::kColours; ++col) {
      const std::string s = symbol(ui, col);
      const float w = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, s.c_str()).x;
      draw->AddText(huge, huge->FontSize, ImVec2(x, a.y + (height - huge->FontSize) / 2), kFill[col], s.c_str());
      x += w + 2.0f * ui.m.scale;
    }
  } else {
    const std::string s = side_symbol(ui, Side::kWild);
    draw->AddText(huge, huge->FontSize, ImVec2(x, a.y + (height - huge->FontSize) / 2), ui.pal.text, s.c_str());
    x += huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, s.c_str()).x;
  }
  x += 14.0f * ui.m.scale;
  const std::string side = ui.tr(tv.side == Side::kColor ? "ui.phase10flip.side_color" : "ui.phase10flip.side_wild");
  const float left = a.x + strip_w - x - 8.0f * ui.m.scale;
  ImFont* font = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, side.c_str()).x <= left ? huge : large;
  draw_text(draw, font, ImVec2(x, a.y + (height - font->FontSize) / 2), ui.pal.text, side, left);
  ImGui::Dummy(ImVec2(strip_w, height));
  ImGui::SameLine();
  if (button(ui, "p10.flip", flip, ImVec2(flip_w, height), Tone::kPrimary, !tv.finished, large))
    ui.emit(intent::Submit{flip_line()});

  // What may come now, in the engine's words.
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted((std::string(ui.icons.next) + " " + ui.tr(p10_game(c).expecting())).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

// ---------------------------------------------------------------- rows

struct GroupBox {
  ImVec2 size;
  float chip_w;  // each chip's width (shrunk when the group is long)
};

struct RowGeometry {
  float chip_h;
  float right_w;  // the points
};

GroupBox group_box(const Ui& ui, const GroupView& g, float chip_h, float max_w) {
  const float pad = 6.0f * ui.m.scale;
  const float gap = 3.0f * ui.m.scale;
  float chip_w = 0;
  for (const Card& c : g.cards) chip_w = std::max(chip_w, chip_width(ui, c, chip_h));
  const int n = static_cast<int>(g.cards.size());
  float chips = n * chip_w + std::max(n - 1, 0) * gap;
  const float inner = max_w - pad * 2;
  if (chips > inner && n > 0) {
    chip_w = std::max((inner - (n - 1) * gap) / n, 10.0f);
    chips = n * chip_w + (n - 1) * gap;
  }
  const std::string title = group_title(ui, g);
  ImFont* small = ui.fonts.small;
  const float title_w = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, title.c_str()).x;
  const float w = std::min(std::max({chips, title_w, ui.m.touch}) + pad * 2, max_w);
  const float h = std::max(pad * 2 + small->FontSize + gap + chip_h, ui.m.touch);
  return {ImVec2(w, h), chip_w};
}

// The groups' lines: how many rows of boxes the groups take in `width`.
int group_lines(const Ui& ui, const PlayerView& p, float width, float chip_h) {
  if (p.groups.empty()) return 0;
  const float gap = 8.0f * ui.m.scale;
  float x = 0;
  int lines = 1;
  for (const GroupView& g : p.groups) {
    const float w = group_box(ui, g, chip_h, width).size.x;
    if (x > 0 && x + w > width) {
      ++lines;
      x = 0;
    }
    x += w + gap;
  }
  return lines;
}

void player_row(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, const PlayerView& p,
                const RowGeometry& geo) {
  ImGui::PushID(p.seat);
  const float pad = 10.0f * ui.m.scale;
  const float gap = 6.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float left_w = width - geo.right_w - pad * 3;
  ImFont* body = ui.fonts.body;
  ImFont* small = ui.fonts.small;
  const float box_h = group_box(ui, GroupView{}, geo.chip_h, left_w).size.y;
  const int lines = group_lines(ui, p, left_w, geo.chip_h);
  const float groups_h = lines > 0 ? lines * (box_h + gap) : small->FontSize + gap;
  const float height = pad * 2 + ui.m.touch + gap + body->FontSize + gap + groups_h;
  const ImVec2 b(a.x + width, a.y + height);
  const bool chosen = view.chosen == p.seat;

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 10.0f * ui.m.scale;
  draw->AddRectFilled(a, b, chosen ? ui.pal.row_next : (p.in_hand ? ui.pal.row : ui.pal.row_out), rounding);
  if (chosen) draw->AddRect(a, b, ui.pal.outline_next, rounding, 0, 3.0f * ui.m.scale);

  // Line 1: the name (a tap makes the entries theirs), laid down, dealer.
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, a.y + pad));
  const ImGuiStyle& st = ImGui::GetStyle();
  std::string name = (chosen ? std::string(ui.icons.next) + " " : std::string()) + p.name;
  const float name_max = left_w * 0.6f;
  name = ellipsize(name, name_max - st.FramePadding.x * 2);
  const std::string name_id = "p10.player." + std::to_string(p.seat);
  if (button(ui, name_id.c_str(), name, ImVec2(0, 0), chosen ? Tone::kSelected : Tone::kNormal, p.in_hand))
    view.chosen = p.seat;
  ImGui::SameLine();
  std::string tags;
  if (p.laid_down) tags = std::string(ui.icons.check) + " " + ui.tr("ui.phase10flip.laid_down");
  if (p.dealer) tags += (tags.empty() ? "" : "   ") + std::string(ui.icons.dealer) + " " + ui.tr("ui.table.dealer");
  const float tx = ImGui::GetCursorScreenPos().x;
  draw_text(draw, body, ImVec2(tx, a.y + pad + (ui.m.touch - body->FontSize) / 2),
            p.laid_down ? ui.pal.celebrate : ui.pal.text_dim, tags, a.x + pad + left_w - tx);
  ImGui::NewLine();

  // Line 2: the phase and what it needs, in words.
  float y = a.y + pad + ui.m.touch + gap;
  std::string phase;
  if (!p.in_hand) phase = ui.tr("ui.phase10flip.sits_out");
  else if (p.phase > 0) phase = ui.tr(p.needs);
  else phase = ui.tr("ui.phase10flip.all_done");
  draw_text(draw, body, ImVec2(a.x + pad, y), ui.pal.text, phase, left_w);
  y += body->FontSize + gap;

  // Line 3: the groups laid down this hand; a tap hits one.
  if (p.groups.empty()) {
    draw_text(draw, small, ImVec2(a.x + pad, y), ui.pal.text_dim, ui.tr("ui.phase10flip.no_groups"), left_w);
  }
  float x = a.x + pad;
  const float group_gap = 8.0f * ui.m.scale;
  for (const GroupView& g : p.groups) {
    const GroupBox box = group_box(ui, g, geo.chip_h, left_w);
    if (x > a.x + pad && x + box.size.x > a.x + pad + left_w) {
      x = a.x + pad;
      y += box_h + gap;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::PushID(g.number);
    const std::string id = "p10.group." + std::to_string(p.seat) + "." + std::to_string(g.number);
    if (ui.diag) ui.diag->note_id(ImGui::GetID("group"), id);
    const bool pressed = ImGui::InvisibleButton("group", box.size);
    if (ui.diag) ui.diag->note_rect(id);
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    const ImVec2 ga(x, y), gb(x + box.size.x, y + box.size.y);
    // Outlined when the picked card would fit it (the engine judges a copy).
    const bool armed = view.picked.size() == 1 && !tv.finished &&
                       judge(p10_game(c), hit_line(p10_game(c), view.chosen, view.picked.front(), p.seat, g.number))
                           .accepted;
    draw->AddRectFilled(ga, gb, hovered ? ui.pal.row_next : ui.pal.row_out, 6.0f * ui.m.scale);
    draw->AddRect(ga, gb, armed ? ui.pal.target : ui.pal.card_outline, 6.0f * ui.m.scale, 0,
                  (armed ? 2.5f : 1.0f) * ui.m.scale);
    const float ip = 6.0f * ui.m.scale;
    draw_text(draw, small, ImVec2(x + ip, y + ip), ui.pal.text, group_title(ui, g), box.size.x - ip * 2);
    float cx = x + ip;
    const float cy = y + ip + small->FontSize + 3.0f * ui.m.scale;
    for (const Card& card : g.cards) {
      draw_chip(ui, draw, ImVec2(cx, cy), card, ImVec2(box.chip_w, geo.chip_h));
      cx += box.chip_w + 3.0f * ui.m.scale;
    }
    if (pressed) ui.emit(hit_intent(p10_game(c), view.chosen, view.picked, p.seat, g.number));
    x += box.size.x + group_gap;
  }

  // Right: the points so far (fewer is better).
  const float rx = a.x + width - geo.right_w - pad;
  const std::string total = std::to_string(p.total);
  ImFont* large = ui.fonts.large;
  const float tw = large->CalcTextSizeA(large->FontSize, FLT_MAX, 0, total.c_str()).x;
  draw->AddText(large, large->FontSize, ImVec2(rx + geo.right_w - tw, a.y + pad), ui.pal.text, total.c_str());
  const std::string pts = ui.tr("ui.phase10flip.points");
  ImGui::PushFont(small);
  const std::string pts_shown = ellipsize(pts, geo.right_w);
  ImGui::PopFont();
  const float pw = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, pts_shown.c_str()).x;
  draw->AddText(small, small->FontSize, ImVec2(rx + geo.right_w - pw, a.y + pad + large->FontSize), ui.pal.text_dim,
                pts_shown.c_str());

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
}

void players_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  ImGui::BeginChild("p10.players", size, false);
  RowGeometry geo;
  geo.chip_h = std::round(30.0f * ui.m.scale);
  geo.right_w = std::round(std::clamp(size.x * 0.18f, 90.0f * ui.m.scale, 150.0f * ui.m.scale));
  for (const PlayerView& p : tv.players) player_row(ui, c, view, tv, p, geo);
  ImGui::EndChild();
}

// ---------------------------------------------------------------- pad

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

void info_line(const Ui& ui, const Controller& c) {
  ImGui::PushTextWrapPos(0.0f);
  if (c.info()) {
    ImGui::TextUnformatted((std::string(ui.icons.warning) + " " + ui.tr(*c.info())).c_str());
  } else if (!c.last_notices().empty()) {
    std::string log;
    for (const Message& m : c.last_notices()) log += (log.empty() ? "" : "  \xC2\xB7  ") + ui.tr(m);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextUnformatted(log.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
}

void pad_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = p10_game(c);
  ImGui::BeginChild("p10.pad", size, false);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string who = tv.players[view.chosen].name;

  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(ui.tr.f("ui.phase10flip.entering_for", who), width);
  ImGui::PopStyleColor();

  // Colour side: the colour first (it stays), then the face.
  // Keys as tall as the room allows: colour tabs, two rows of faces, the
  // tray (two chips' height) and the buttons must fit.
  const float room = ImGui::GetContentRegionAvail().y - (tv.side == Side::kColor ? ui.m.touch + gap : 0.0f) -
                     ui.m.touch * 3 - ui.fonts.body->FontSize * 2 - gap * 6;
  const float key_h = std::clamp(std::round(room / 3), ui.m.touch, std::round(ui.m.pad_key * 0.8f));
  if (tv.side == Side::kColor) {
    const float w = std::floor((width - gap * 3) / 4);
    for (int col = 0; col < phase10flip::kColours; ++col) {
      if (col > 0) ImGui::SameLine();
      const bool on = view.pad_group == col;
      const std::string label = (on ? std::string(ui.icons.check) + " " : std::string()) + symbol(ui, col) + " " +
                                colour_name(ui, col);
      if (face_key(ui, std::string("p10.colour.") + kColourKeys[col], kFill[col], kInk[col], label,
                   ImVec2(w, ui.m.touch), on, true))
        view.pad_group = col;
    }
  }
  const std::vector<PadKey> keys = pad_keys(tv.side, view.pad_group);
  const int cols = 7;
  const float kw = std::floor((width - gap * (cols - 1)) / cols);
  for (std::size_t k = 0; k < keys.size(); ++k) {
    if (k % cols != 0) ImGui::SameLine();
    const Card& card = keys[k].card;
    if (face_key(ui, "p10.card." + keys[k].key, card_fill(ui, card), card_ink(ui, card), card_label(ui, card),
                 ImVec2(kw, key_h), false, !tv.finished)) {
      if (view.picked.size() >= static_cast<std::size_t>(phase10flip::kMaxCardsInTurn))
        ui.emit(intent::Explain{msg("ui.phase10flip.tray_full", phase10flip::kMaxCardsInTurn)});
      else
        view.picked.push_back(keys[k].key);
    }
  }

  // Lay down, Clear and End of the hand stay at the bottom; the tray, the
  // engine's verdict and the last notices scroll between the keys and them.
  const float buttons_h = key_h + ui.m.touch + gap * 2;
  const float tray_h = std::max(ImGui::GetContentRegionAvail().y - buttons_h, ui.m.touch);
  ImGui::BeginChild("p10.tray", ImVec2(width, tray_h), false);
  const float tray_w = ImGui::GetContentRegionAvail().x;
  // The hint only while the tray is empty: the picked cards say the rest.
  if (view.picked.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(ui.tr("ui.phase10flip.tray_empty").c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  float x = 0;
  int take_back = -1;
  for (std::size_t i = 0; i < view.picked.size(); ++i) {
    const auto card = phase10flip::parse_card(view.picked[i]);
    if (!card) continue;
    const float w = std::max(ui.m.touch, chip_width(ui, *card, ui.m.touch));
    if (i > 0) {
      if (x + gap + w <= tray_w) ImGui::SameLine();
      else x = 0;
    }
    const std::string id = "p10.tray." + std::to_string(i);
    ImGui::PushID(id.c_str());
    if (ui.diag) ui.diag->note_id(ImGui::GetID("chip"), id);
    if (ImGui::InvisibleButton("chip", ImVec2(w, ui.m.touch))) take_back = static_cast<int>(i);
    if (ui.diag) ui.diag->note_rect(id);
    ImGui::PopID();
    draw_chip(ui, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), *card, ImVec2(w, ui.m.touch));
    x += (x > 0 ? gap : 0) + w;
  }
  if (take_back >= 0) view.picked.erase(view.picked.begin() + take_back);

  // What the engine says to these cards as the chosen player's phase, at once.
  const bool hitting = view.picked.size() == 1 && tv.players[view.chosen].laid_down;
  if (!view.picked.empty() && !tv.finished && !hitting) {
    const Judgement j = judge(game, phase_line(game, view.chosen, view.picked));
    ImGui::PushTextWrapPos(0.0f);
    if (j.accepted && !j.notices.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.celebrate);
      ImGui::TextUnformatted((std::string(ui.icons.check) + " " + ui.tr(j.notices.front())).c_str());
      ImGui::PopStyleColor();
    } else if (!j.accepted) {
      ImGui::TextUnformatted((std::string(ui.icons.busted) + " " + ui.tr(j.why)).c_str());
    }
    ImGui::PopTextWrapPos();
  }
  if (hitting && !tv.finished) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted((std::string(ui.icons.next) + " " + ui.tr("ui.phase10flip.hit_hint")).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  info_line(ui, c);
  ImGui::EndChild();

  const std::string clear = ui.tr("ui.phase10flip.clear");
  const float clear_w = std::max(ImGui::CalcTextSize(clear.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  const float lay_w = width - clear_w - gap;
  std::string lay = ui.tr.f("ui.phase10flip.lay_down", who);
  {
    ImGui::PushFont(ui.fonts.body);
    lay = ellipsize(lay, lay_w - st.FramePadding.x * 2);
    ImGui::PopFont();
  }
  const bool can_lay = !view.picked.empty() && !tv.finished;
  if (button(ui, "p10.lay_down", lay, ImVec2(lay_w, key_h), Tone::kPrimary, can_lay))
    ui.emit(intent::Submit{phase_line(game, view.chosen, view.picked)});
  ImGui::SameLine();
  if (button(ui, "p10.clear", clear, ImVec2(clear_w, key_h), Tone::kNormal, !view.picked.empty())) view.picked.clear();
  if (button(ui, "p10.end_hand", std::string(ui.icons.stayed) + " " + ui.tr("ui.phase10flip.end_hand"),
             ImVec2(-1, ui.m.touch), Tone::kNormal, tv.anyone_laid_down && !tv.finished))
    open_form(game.engine(), view);

  ImGui::PopStyleVar();
  ImGui::EndChild();
}

// ---------------------------------------------------------------- hand end

void end_form(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = p10_game(c);
  const phase10flip::Engine& engine = game.engine();
  ImGui::BeginChild("p10.end", size, false);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(ui.tr.f("ui.phase10flip.end_title", tv.hand).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();

  for (const PlayerView& p : tv.players) {
    if (!p.in_hand) continue;
    ImGui::PushID(p.seat);
    ImGui::Separator();
    const std::string seat = std::to_string(p.seat);
    const bool out = view.form_choice == p.seat;
    const bool done = view.form_flags[p.seat];
    // Line 1: the name, then "went out" and "phase done" as toggles.
    const std::string out_label = ui.tr("ui.phase10flip.went_out");
    const std::string done_label = ui.tr("ui.phase10flip.phase_done");
    auto toggle_w = [&](const std::string& s) {
      return ImGui::CalcTextSize((std::string(ui.icons.check) + "  " + s).c_str()).x + st.FramePadding.x * 2;
    };
    const float tw = toggle_w(out_label) + toggle_w(done_label) + st.ItemSpacing.x * 2;
    const float start_x = ImGui::GetCursorPosX();
    const float name_w = std::max(width - tw, 40.0f * ui.m.scale);
    ImGui::AlignTextToFramePadding();
    text_in_width(p.name, name_w);
    ImGui::SameLine(start_x + name_w + st.ItemSpacing.x);
    if (toggle(ui, ("p10.end.out." + seat).c_str(), out_label, out)) view.form_choice = p.seat;
    ImGui::SameLine();
    if (toggle(ui, ("p10.end.done." + seat).c_str(), done_label, done)) view.form_flags[p.seat] = !done;
    // Line 2: the points held (the one out scores 0).
    if (out) {
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
      text_in_width(ui.tr("ui.phase10flip.out_zero"), width);
      ImGui::PopStyleColor();
    } else {
      int& pts = view.form_numbers[p.seat];
      const int low = least_points(engine, p.seat);
      const int high = most_points(engine, p.seat);
      if (auto v = stepper(ui, ("p10.end.points." + seat).c_str(), pts, 5, low, high,
                           ui.tr.f("ui.phase10flip.points_n", pts)))
        pts = *v;
      for (int add : {10, 20}) {
        ImGui::SameLine();
        const std::string id = "p10.end.plus" + std::to_string(add) + "." + seat;
        // Built by insert, not "+" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter in Release.
        std::string label = std::to_string(add);
        label.insert(0, 1, '+');
        if (button(ui, id.c_str(), label, ImVec2(0, 0), Tone::kNormal, pts + add <= high))
          pts += add;
      }
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  const nlohmann::json line = out_line(game, view.form_choice, view.form_numbers, view.form_flags);
  const Judgement j = judge(game, line);
  if (!j.accepted) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted((std::string(ui.icons.warning) + " " + ui.tr(j.why)).c_str());
    ImGui::PopTextWrapPos();
  }
  const std::string cancel = ui.tr("ui.cancel");
  const float cancel_w = std::max(ImGui::CalcTextSize(cancel.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  std::string over = ui.tr.f("ui.phase10flip.hand_over", tv.players[view.form_choice].name);
  ImGui::PushFont(ui.fonts.body);
  over = ellipsize(over, width - cancel_w - st.ItemSpacing.x - st.FramePadding.x * 2);
  ImGui::PopFont();
  if (button(ui, "p10.end.submit", over, ImVec2(width - cancel_w - st.ItemSpacing.x, 0), Tone::kPrimary))
    ui.emit(intent::Submit{line});
  ImGui::SameLine();
  if (button(ui, "p10.end.cancel", cancel, ImVec2(cancel_w, 0))) view.form_open = false;
  ImGui::EndChild();
}

}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& view) {
  const phase10flip::Phase10FlipGame* game = c.game() ? as_phase10flip(&c.game()->game()) : nullptr;
  if (!game) return;
  sync_view_state(c, game->engine(), view);
  const TableView tv = build_table_view(game->engine());
  if (tv.finished) view.form_open = false;
  if (view.form_open && view.form_numbers.size() != tv.players.size()) open_form(game->engine(), view);
  top_bar(ui, c, tv);
  side_strip(ui, c, tv);

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  auto right = [&](ImVec2 size) {
    if (view.form_open) end_form(ui, c, view, tv, size);
    else pad_panel(ui, c, view, tv, size);
  };
  if (ui.m.portrait) {
    const float rows_h = std::floor(avail.y * 0.52f);
    players_panel(ui, c, view, tv, ImVec2(avail.x, rows_h));
    right(ImVec2(avail.x, avail.y - rows_h - gap));
  } else {
    const float rows_w = std::floor(avail.x * 0.56f);
    players_panel(ui, c, view, tv, ImVec2(rows_w, avail.y));
    ImGui::SameLine();
    right(ImVec2(avail.x - rows_w - gap, avail.y));
  }
}

}  // namespace flipside::ui::p10ui
