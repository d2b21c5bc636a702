// The Flinch table: the centre piles with the numbers they take, a row per
// player (Flinch cards left, Flinch top, five reserve slots, hand), the
// player on turn highlighted, the 1–15 pad (a hand card, or a Flinch top to
// reveal), and the Flinch! panel while a call is valid. A move is two taps:
// a source, then a destination (table_view.hpp).
//
// Nothing moves under a finger (issue 20 item 2): every part has a place of
// its own, sized from the screen and never from what it says now. The
// strip of what the table waits for has the height of two lines; the piles
// keep room for two rows; the pad's prompt one line; refusals, notices and
// the pick in words go in a box below the pad's buttons; scrolled lists keep
// their scrollbar's room. The Flinch! panel floats over the players' rows,
// never over the row a tap is wanted on, and pushes nothing; banners show
// over the strip of what the table waits for, where nothing is tapped.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ui/shell/controller.hpp"
#include "ui/games/flinch/flinch_ui.hpp"
#include "ui/games/flinch/table_view.hpp"
#include "ui/games/table_bar.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::flinchui {
namespace {

constexpr const char* kDot = "  \xC2\xB7  ";

const flinch::FlinchGame& flinch_game(const Controller& c) { return *as_flinch(&c.game()->game()); }

enum class Look { kNormal, kDim, kSelected, kTarget };

float text_width(ImFont* font, const std::string& s) { return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, s.c_str()).x; }

// `text` cut to `width` in `font`; an overflow is reported when it had to be cut.
std::string fit(const Ui& ui, ImFont* font, const std::string& text, float width, const std::string& what) {
  ImGui::PushFont(font);
  std::string shown = ellipsize(text, width);
  ImGui::PopFont();
  if (shown != text && ui.diag) ui.diag->overflows.push_back(what + ": " + text);
  return shown;
}

// A card place on the table: a caption (small, with ✓ when picked, ▶ when
// the picked card may go there) over its number (large). Tappable.
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

// ------------------------------------------------------------------ top

// The game's name only: a portrait screen at 125 % has room for little more
// beside the bar's buttons, and Partnerships, the variant and the stock are
// said whole over the piles. Scores opens the scoresheet, and from there
// the entry list, as on every table.
void top_bar(const Ui& ui, const Controller& c) {
  table_top_bar(ui, c, ui.tr("game.flinch.name"),
                {{"table.scoresheet", ui.tr("ui.scoresheet.open"), intent::OpenScoresheet{}}});
}

// What the table waits for: the engine's expecting() sentence, large on
// one line when it fits, else wrapped in the body font (never cut). Its
// height is always that of two body lines (or one large one), so a longer
// sentence (a call now valid, a long name) moves nothing below it.
void expecting_strip(const Ui& ui, const flinch::FlinchGame& game, const TableView& view, ViewState& vs) {
  const bool reveal = view.reveal >= 0;
  const std::string line = std::string(reveal ? ui.icons.target : ui.icons.next) + "  " + ui.tr(game.expecting());
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 8.0f * ui.m.scale;
  const float max_w = width - pad * 3;
  const float room = std::max(ui.fonts.large->FontSize, ui.fonts.body->FontSize * 2);
  ImFont* font = ui.fonts.large;
  if (text_width(font, line) > max_w) font = ui.fonts.body;
  ImVec2 ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, max_w, line.c_str());
  if (ts.y > room + 0.5f) {  // three lines of body text: the small font
    font = ui.fonts.small;
    ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, max_w, line.c_str());
  }
  const float height = std::max(room, ts.y) + pad * 2;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + height), reveal ? ui.pal.target : ui.pal.row_next, 8.0f * ui.m.scale);
  draw->AddText(font, font->FontSize, ImVec2(a.x + pad * 1.5f, a.y + (height - ts.y) / 2),
                reveal ? IM_COL32(20, 20, 20, 255) : ui.pal.text, line.c_str(), nullptr, max_w);
  ImGui::Dummy(ImVec2(width, height));
  // Words only: the banners show here, off every control (issue 20 item 2).
  vs.banner_place = {a, ImVec2(a.x + width, a.y + height)};
}

// While a call is valid: who broke which obligation, and one button per
// player who may call (the first to shout): that button enters the call.
// Laid out for `width`; *height says how tall it is (measured by a first
// pass that draws nothing).
struct CallPanel {
  std::string title, reason;
  std::vector<int> callers;     // seats that may call
  std::vector<std::string> labels;  // each caller's button, whole (two lines when one is too narrow)
  ImFont* title_font = nullptr;
  float title_h = 0;
  int cols = 1;
  float pad = 0, bw = 0, bh = 0, height = 0;
};

CallPanel call_panel_layout(const Ui& ui, const Controller& c, const TableView& view, float width) {
  CallPanel p;
  p.pad = 8.0f * ui.m.scale;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x;
  const float inner = width - p.pad * 2;
  p.title = std::string(ui.icons.warning) + "  " + ui.tr.f("ui.flinch.call_title", view.seats[view.offender].name);
  p.reason = ui.tr(view.breach_reason);
  // Partnerships: the offender's partner is no adversary and cannot call.
  const int mate = view.seats[view.offender].partner;
  for (const SeatView& s : view.seats)
    if (s.seat != view.offender && s.seat != mate) p.callers.push_back(s.seat);
  const int n = static_cast<int>(p.callers.size());
  ImFont* body = ui.fonts.body;
  // Each caller's name whole on their button (never cut, issue 20 item 2),
  // every caller on one row where the panel is wide enough for buttons of
  // a touch's width: the call and the name on one line, else on two (a
  // short panel covers fewer rows); else fewer buttons a row.
  std::vector<std::string> one_line;
  for (int seat : p.callers) one_line.push_back(ui.tr.f("ui.flinch.call_by", c.game()->game().header().players[seat]));
  auto button_w = [&](int cols) {
    return std::floor((inner - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
  };
  // wrap_words breaks a name longer than the button inside it: every line fits.
  auto lines_in = [&](const std::string& label, float w) {
    const std::string wrapped = wrap_words(body, label, w - st.FramePadding.x * 2);
    return 1 + static_cast<int>(std::count(wrapped.begin(), wrapped.end(), '\n'));
  };
  auto height_of = [&](int lines) {
    return std::max(ui.m.touch, body->FontSize * static_cast<float>(lines) + 20.0f * ui.m.scale);
  };
  // The layout whose buttons take the least height: more buttons a row, or
  // fewer and wider with fewer lines each (a tie goes to more a row).
  const int most = std::clamp(static_cast<int>((inner + gap) / (ui.m.touch * 2 + gap)), 1, std::max(n, 1));
  auto lines_at = [&](int cols) {
    int l = 1;
    for (const std::string& label : one_line) l = std::max(l, lines_in(label, button_w(cols)));
    return l;
  };
  auto block_h = [&](int cols) {
    const float rows = static_cast<float>((n + cols - 1) / cols);
    return rows * height_of(lines_at(cols));
  };
  p.cols = most;
  for (int cols = most - 1; cols >= 1; --cols)
    if (block_h(cols) < block_h(p.cols) - 0.5f) p.cols = cols;
  int lines = lines_at(p.cols);
  p.bw = button_w(p.cols);
  for (const std::string& label : one_line)
    p.labels.push_back(text_width(body, label) + st.FramePadding.x * 2 <= p.bw
                           ? label
                           : wrap_words(body, label, p.bw - st.FramePadding.x * 2));
  p.bh = height_of(lines);
  const float line_gap = st.ItemSpacing.y;
  // The title in the largest font that holds it on one line, else wrapped.
  bool fits = true;
  p.title_font = fitting_font(ui, ui.fonts.large, p.title, inner, &fits);
  p.title_h = p.title_font->CalcTextSizeA(p.title_font->FontSize, FLT_MAX, inner, p.title.c_str()).y;
  const float rows = static_cast<float>((n + p.cols - 1) / p.cols);
  p.height = p.pad * 2 + p.title_h + line_gap +
             body->CalcTextSizeA(body->FontSize, FLT_MAX, inner, p.reason.c_str()).y + line_gap +
             rows * p.bh + (rows - 1) * line_gap;
  return p;
}

// Drawn in a window of its own over the rect (a, width x p.height), so it
// is on top of the rows it covers and takes its taps (the screen's window
// never comes to the front).
void flinch_panel(const Ui& ui, const Controller& c, const CallPanel& p, ImVec2 a, float width) {
  ImGui::SetNextWindowPos(a);
  ImGui::SetNextWindowSize(ImVec2(width, p.height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(p.pad, p.pad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10.0f * ui.m.scale);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(ui.pal.bust));
  ImGui::Begin("###flinch.call_panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse);
  if (ui.diag) ui.diag->areas["flinch.call_panel"] = {a, ImVec2(a.x + width, a.y + p.height)};
  const float inner = width - p.pad * 2;
  const float line_gap = ImGui::GetStyle().ItemSpacing.y;
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.banner_text);
  ImGui::PushFont(p.title_font);
  ImGui::PushTextWrapPos(p.pad + inner);
  ImGui::TextUnformatted(p.title.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(p.pad + inner);
  ImGui::TextWrapped("%s", p.reason.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, line_gap));
  for (std::size_t k = 0; k < p.callers.size(); ++k) {
    if (k % p.cols != 0) ImGui::SameLine();
    const int seat = p.callers[k];
    const std::string id = "flinch.call." + std::to_string(seat);
    if (button(ui, id.c_str(), p.labels[k], ImVec2(p.bw, p.bh), Tone::kDanger)) ui.emit(call(flinch_game(c), seat));
    // Noted for the layout tests: each name whole on its button.
    if (ui.diag) ui.diag->texts.push_back({p.labels[k], ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
  ImGui::PopStyleVar();
  ImGui::PopFont();
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
}

// ------------------------------------------------------------------ piles

// The piles' tile size, and the height that holds their caption and every
// pile in view (issue 32 item 7: a ninth pile started a third row, cut in
// half in a box that had to be scrolled). The panel keeps room for two rows
// from the first, so a pile that starts the second moves nothing; a third
// row gets its room when it is needed (what is below gives it up: keeping
// room for ten piles from the start left too little for the players' rows
// and the pad at 125 % text).

ImVec2 pile_tile(const Ui& ui) {
  const std::string sample = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.new_pile");
  const std::string sample2 = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.pile", 888);
  const float tw = std::round(std::max({96.0f * ui.m.scale, ui.m.touch, text_width(ui.fonts.small, sample) + 14.0f * ui.m.scale,
                                        text_width(ui.fonts.small, sample2) + 14.0f * ui.m.scale}));
  return ImVec2(tw, tile_height(ui));
}

// Over the piles: the variant, partnerships and the stock, then what the
// numbers mean when `with_caption`.
std::string piles_about(const Ui& ui, const flinch::Options& o, int stock, bool with_caption) {
  std::string about = ui.tr("option.flinch.variant." + std::string(flinch::variant_key(o.variant)));
  if (o.partners) about += kDot + ui.tr("option.flinch.partners");
  about += kDot + ui.tr.f("ui.flinch.stock", stock);
  if (with_caption) about += kDot + ui.tr("ui.flinch.piles_caption");
  return about;
}

// The caption when it fits on one line, measured with a three-digit stock
// so the line stays the same while the stock runs down; else the rest,
// wrapped onto as many lines as it takes (never cut).
bool caption_fits(const Ui& ui, const flinch::Options& o, float width) {
  return text_width(ui.fonts.small, piles_about(ui, o, 888, true)) <= width;
}

float about_height(const Ui& ui, const flinch::Options& o, float width) {
  if (caption_fits(ui, o, width)) return ui.fonts.small->FontSize;
  const std::string about = piles_about(ui, o, 888, false);
  return ui.fonts.small->CalcTextSizeA(ui.fonts.small->FontSize, FLT_MAX, width, about.c_str()).y;
}

float pile_gap() { return ImGui::GetStyle().ItemSpacing.x * 0.8f; }

// Tiles a row of the panel `width` wide holds (room kept for a scrollbar,
// should a table ever hold more piles than the screen has room for).
int piles_per_line(const Ui& ui, float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = pile_gap();
  return std::max(1, static_cast<int>((width - st.WindowPadding.x * 2 - st.ScrollbarSize + gap) / (pile_tile(ui).x + gap)));
}

// The panel's height for `piles` on the table: its caption and the rows
// that hold New pile and the piles, two at least.
float piles_height(const Ui& ui, const flinch::Options& o, float width, int piles) {
  const float gap = pile_gap();
  const int tiles = piles + 1;
  const int per_line = piles_per_line(ui, width);
  const float rows = static_cast<float>(std::max(2, (tiles + per_line - 1) / per_line));
  return about_height(ui, o, width) + gap + rows * (pile_tile(ui).y + gap) + ImGui::GetStyle().WindowPadding.y;
}

void piles_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  const float gap = pile_gap();
  const ImVec2 tile_size = pile_tile(ui);
  const float tw = tile_size.x, th = tile_size.y;
  const int per_line = piles_per_line(ui, size.x);
  if (ui.diag) {  // the piles' place (a third row scrolls), for the tests of what covers them
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ui.diag->areas["flinch.piles"] = {at, ImVec2(at.x + size.x, at.y + size.y)};
  }
  ImGui::BeginChild("piles", size, false);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  const flinch::FlinchGame& game = flinch_game(c);
  const flinch::Options& o = game.engine().options();
  const float room = size.x;
  ImGui::PushTextWrapPos(room);
  ImGui::TextWrapped("%s", piles_about(ui, o, view.stock, caption_fits(ui, o, room)).c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorPosY(about_height(ui, o, room) + gap);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  int k = 0;
  auto place = [&] {
    if (k++ % per_line != 0) ImGui::SameLine();
  };
  // "New pile" first: a pile started goes at the end and moves no tile.
  place();
  const Look look = view.new_pile_target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
  if (tile(ui, "flinch.pile.new", ui.tr("ui.flinch.new_pile"),
           numbers(view.start_cards.data(), static_cast<int>(view.start_cards.size())), ImVec2(tw, th), look))
    apply_tap(ui, vs, tap_pile(game, view, flinch::kNew));
  for (const PileView& p : view.piles) {
    place();
    const std::string id = "flinch.pile." + std::to_string(p.id);
    const Look pile_look = p.target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
    if (tile(ui, id, ui.tr.f("ui.flinch.pile", p.id), numbers(p.next.data(), p.next_count), ImVec2(tw, th), pile_look))
      apply_tap(ui, vs, tap_pile(game, view, p.id));
  }
  ImGui::PopStyleVar();
  ImGui::EndChild();
}

// ------------------------------------------------------------------ seats

// Returns the row's rectangle on the screen.
std::pair<ImVec2, ImVec2> seat_row(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view,
                                   const SeatView& s) {
  ImGui::PushID(s.seat);
  const flinch::FlinchGame& game = flinch_game(c);
  const float pad = 8.0f * ui.m.scale;  // compact: four rows fit beside a Flinch! panel (1280x800)
  const float gap = 4.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float line1 = ui.fonts.large->FontSize;
  const float th = tile_height(ui);
  const float height = pad * 2 + line1 + gap + th;
  const ImVec2 b(a.x + width, a.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 10.0f * ui.m.scale;
  const bool lit = s.on_turn || s.needs_reveal || (s.mover && view.reveal < 0 && !view.finished);
  draw->AddRectFilled(a, b, lit ? ui.pal.row_next : ui.pal.row, rounding);
  if (s.on_turn) draw->AddRect(a, b, ui.pal.outline_next, rounding, 0, 3.0f * ui.m.scale);
  if (s.offender) draw->AddRect(a, b, ui.pal.bust, rounding, 0, 4.0f * ui.m.scale);

  // Line 1: seat, name, tags; right: Flinch cards left.
  ImFont* body = ui.fonts.body;
  float x = a.x + pad;
  const float y = a.y + pad;
  const float tag_y = y + (line1 - body->FontSize) / 2;
  const std::string number = std::to_string(s.seat + 1);
  draw->AddText(body, body->FontSize, ImVec2(x, tag_y), ui.pal.text_dim, number.c_str());
  x += text_width(body, "00");
  const std::string left = ui.tr.f("ui.flinch.flinch_left", s.flinch_left);
  const float left_w = text_width(body, left);
  const float right_x = a.x + width - pad - left_w;
  draw->AddText(body, body->FontSize, ImVec2(right_x, tag_y), s.flinch_left <= 2 ? ui.pal.celebrate : ui.pal.text,
                left.c_str());
  if (ui.diag) ui.diag->texts.push_back({left, ImVec2(right_x, tag_y), ImVec2(right_x + left_w, tag_y + body->FontSize)});
  ImGui::PushFont(ui.fonts.large);
  const std::string name = ellipsize(s.name, std::max((right_x - x) * 0.55f, 10.0f));
  ImGui::PopFont();
  draw->AddText(ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name.c_str());
  x += text_width(ui.fonts.large, name) + 12.0f * ui.m.scale;
  std::string tags;
  auto add = [&](const char* icon, const std::string& word) { tags += (tags.empty() ? "" : "   ") + std::string(icon) + " " + word; };
  if (s.winner) add(ui.icons.star, ui.tr("ui.flinch.tag_winner"));
  if (s.on_turn) add(ui.icons.next, ui.tr("ui.flinch.tag_turn"));
  if (s.mover && view.turn < 0 && view.reveal < 0 && !view.finished) add(ui.icons.next, ui.tr("ui.flinch.tag_pad"));
  if (s.needs_reveal) add(ui.icons.target, ui.tr("ui.flinch.tag_reveal"));
  if (s.offender) add(ui.icons.warning, ui.tr("ui.flinch.tag_offender"));
  if (s.partner_of_mover) add(ui.icons.next, ui.tr.f("ui.flinch.tag_partner", view.seats[s.partner].name));
  if (s.dealer) add(ui.icons.dealer, ui.tr("ui.flinch.dealer"));
  if (!tags.empty()) {
    ImGui::PushFont(body);
    const std::string shown = ellipsize(tags, std::max(right_x - x - 12.0f * ui.m.scale, 0.0f));
    ImGui::PopFont();
    draw->AddText(body, body->FontSize, ImVec2(x, tag_y), s.offender ? ui.pal.bust : ui.pal.outline_next,
                  shown.c_str());
  }

  // Line 2: Flinch top, five reserve slots, hand.
  const float inner = width - pad * 2;
  const int n = flinch::kReserveSlots + 2;
  const float tw = std::floor(std::min((inner - gap * (n - 1)) / n, 130.0f * ui.m.scale));
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, y + line1 + gap));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const std::string prefix = "flinch.seat" + std::to_string(s.seat);
  const bool live = (s.mover || s.partner_of_mover || view.turn < 0) && view.reveal < 0 && !view.finished;
  const Pick& pick = view.pick;
  const int pick_owner = pick.owner >= 0 ? pick.owner : pick.player;  // whose pile the picked card is on
  {
    const bool picked = pick.kind == Pick::Kind::kFlinch && pick_owner == s.seat;
    const Look look = picked ? Look::kSelected : (live && s.flinch_top > 0 ? Look::kNormal : Look::kDim);
    const std::string value = s.flinch_top > 0 ? std::to_string(s.flinch_top) : (s.flinch_left > 0 ? "?" : "\xE2\x80\x94");
    if (tile(ui, prefix + ".flinch", ui.tr("ui.flinch.flinch_top"), value, ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_flinch_top(game, view, s.seat));
  }
  for (int k = 0; k < flinch::kReserveSlots; ++k) {
    ImGui::SameLine();
    const int slot = k + 1;
    const bool picked = pick.kind == Pick::Kind::kReserve && pick_owner == s.seat && pick.slot == slot;
    Look look = Look::kDim;
    if (picked) look = Look::kSelected;
    else if (s.slot_target[k]) look = Look::kTarget;
    else if (live && s.reserve[k] > 0 && !pick.picked()) look = Look::kNormal;
    std::string caption = ui.tr.f("ui.flinch.slot", slot);
    if (s.reserve_depth[k] > 1) caption += " \xC3\x97" + std::to_string(s.reserve_depth[k]);
    const std::string value = s.reserve[k] > 0 ? std::to_string(s.reserve[k]) : "\xE2\x80\x94";
    if (tile(ui, prefix + ".slot" + std::to_string(slot), caption, value, ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_reserve(game, view, s.seat, slot));
  }
  ImGui::SameLine();
  {
    const bool choosable = view.turn < 0 && !view.finished && !s.mover;
    const Look look = choosable || (s.mover && !view.finished) ? Look::kNormal : Look::kDim;
    if (tile(ui, prefix + ".hand", ui.tr("ui.flinch.hand"), std::to_string(s.hand), ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_hand(game, view, s.seat));
  }
  ImGui::PopStyleVar();

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
  return {a, b};
}

// The players' rows. The scrollbar's room is always kept, so a list that
// comes to need one narrows nothing. The row to play from comes to the top
// of the list when it changes (the next players follow it, in their order),
// so the room under it is free for the Flinch! panel; a list longer than its
// place can bring any row to the top. `below`: the room the call panel
// takes, which the rows can scroll past. Returns the rows a tap is wanted on
// now (the player on turn, their partner, a reveal asked for), as much of
// each as is in view.
// The rows a tap is wanted on, as shown in the rows' place: the one the
// table waits on (the mover, or who reveals), then any other (the mover's
// partner).
struct LiveRows {
  std::optional<std::pair<ImVec2, ImVec2>> focus;
  std::vector<std::pair<ImVec2, ImVec2>> others;
};

LiveRows seats_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size,
                     float below) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (ui.diag) ui.diag->areas["flinch.seats"] = {at, ImVec2(at.x + size.x, at.y + size.y)};  // the rows' place
  ImGui::BeginChild("seats", size, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  const int focus = view.reveal >= 0 ? view.reveal : (view.mover >= 0 ? view.mover : view.offender);
  LiveRows live;
  float row_h = 0;
  for (const SeatView& s : view.seats) {
    const auto [a, b] = seat_row(ui, c, vs, view, s);
    row_h = b.y - a.y;
    if ((s.mover || s.partner_of_mover || s.needs_reveal) && !view.finished) {
      const float top = std::max(a.y, at.y), bottom = std::min(b.y, at.y + size.y);
      if (bottom > top) {
        const std::pair<ImVec2, ImVec2> shown{ImVec2(a.x, top), ImVec2(b.x, bottom)};
        if (s.seat == focus) live.focus = shown;
        else live.others.push_back(shown);
      }
    }
    if (s.seat == focus && focus != vs.scrolled_to) {
      ImGui::SetScrollHereY(0.0f);
      vs.scrolled_to = focus;
    }
  }
  // A list longer than its place: room for the last row to come to the top.
  const float content = ImGui::GetCursorPosY();
  float tail = content > size.y ? size.y - row_h - ImGui::GetStyle().ItemSpacing.y * 2 : 0.0f;
  tail = std::max(tail, below);
  if (tail > 0) ImGui::Dummy(ImVec2(1.0f, tail));
  ImGui::EndChild();
  return live;
}

// ------------------------------------------------------------------ pad

std::string pick_text(const Ui& ui, const TableView& view) {
  const Pick& p = view.pick;
  const std::string& who = view.seats[p.player].name;
  if (p.owner >= 0 && p.owner != p.player) {  // partnerships: the partner's card
    const std::string& mate = view.seats[p.owner].name;
    if (p.kind == Pick::Kind::kFlinch) return ui.tr.f("ui.flinch.picked_partner_flinch", mate, p.card, who);
    if (p.kind == Pick::Kind::kReserve) return ui.tr.f("ui.flinch.picked_partner_reserve", mate, p.card, p.slot, who);
  }
  switch (p.kind) {
    case Pick::Kind::kFlinch: return ui.tr.f("ui.flinch.picked_flinch", who, p.card);
    case Pick::Kind::kHand: return ui.tr.f("ui.flinch.picked_hand", who, p.card);
    case Pick::Kind::kReserve: return ui.tr.f("ui.flinch.picked_reserve", who, p.card, p.slot);
    case Pick::Kind::kNone: break;
  }
  return {};
}

// One tap for the most common move: the mover's Flinch top onto the pile
// it goes on (partnerships: the partner's, when one's own cannot go), on
// the rest of the line after Clear.
void one_tap_flinch_top(const Ui& ui, const flinch::FlinchGame& game, ViewState& vs, const TableView& view) {
  const ImGuiStyle& st = ImGui::GetStyle();
  ImGui::SameLine();
  const auto move = flinch_top_move(game.engine(), view.mover);
  const int pile = move ? move->pile : -1;
  std::string label = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.play_top");
  const float rest = ImGui::GetContentRegionAvail().x;
  if (pile > 0) {
    label = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.play_top_on", move->card, pile);
  } else if (pile == flinch::kNew) {
    label = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.play_top_new", move->card);
  }
  if (move && move->from == flinch::Source::kPartnerFlinch) {
    // The partner's top: say whose, when the name fits.
    const std::string& mate = view.seats[view.seats[view.mover].partner].name;
    const std::string whose = std::string(ui.icons.next) + " " +
                              (pile > 0 ? ui.tr.f("ui.flinch.play_partner_top_on", move->card, pile, mate)
                                        : ui.tr.f("ui.flinch.play_partner_top_new", move->card, mate));
    if (text_width(ui.fonts.body, whose) <= rest - st.FramePadding.x * 2) label = whose;
  }
  label = fit(ui, ui.fonts.body, label, rest - st.FramePadding.x * 2, "flinch.play_top");
  if (button(ui, "flinch.play_top", label, ImVec2(rest, 0), Tone::kPrimary, pile >= 0)) {
    if (auto i = play_flinch_top(game, view.mover)) {
      if (std::holds_alternative<intent::Submit>(*i)) {
        Pick p = view.pick;
        p.kind = Pick::Kind::kNone;
        vs.table_pick = encode_pick(p);
      }
      ui.emit(std::move(*i));
    }
  }
}

void pad_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  // No scrollbar: one appearing would narrow the keys; what may run long
  // (the words below the buttons) scrolls in a box of its own.
  ImGui::BeginChild("pad", size, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const flinch::FlinchGame& game = flinch_game(c);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const float width = ImGui::GetContentRegionAvail().x;

  // What the pad enters now.
  std::string prompt;
  if (view.finished) {
    const SeatView& w = view.seats[view.winner];
    prompt = std::string(ui.icons.star) + " " +
             (w.partner >= 0 ? ui.tr.f("ui.flinch.won_pair", w.name, view.seats[w.partner].name)
                             : ui.tr.f("ui.flinch.won", w.name));
  } else if (view.reveal >= 0) {
    prompt = std::string(ui.icons.target) + " " + ui.tr.f("ui.flinch.reveal_prompt", view.seats[view.reveal].name);
  } else {
    const SeatView& m = view.seats[view.mover];
    prompt = ui.tr.f("ui.flinch.hand_prompt", m.name, m.hand);
  }
  // One large line's height whatever font the prompt takes, so the keys stay put.
  bool fits = true;
  ImFont* pf = fitting_font(ui, ui.fonts.large, prompt, width, &fits);
  const ImVec2 prompt_at = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(ImVec2(prompt_at.x, prompt_at.y + (ui.fonts.large->FontSize - pf->FontSize) / 2));
  ImGui::PushFont(pf);
  text_in_width(prompt, width);
  ImGui::PopFont();
  ImGui::SetCursorScreenPos(ImVec2(prompt_at.x, prompt_at.y + ui.fonts.large->FontSize + gap));

  // The 1–15 pad.
  const int cols = 5;
  const float info_h = ui.fonts.body->FontSize * 3.0f;
  const float avail_h = ImGui::GetContentRegionAvail().y - info_h - ui.m.touch - gap * 5;
  const float key_h = std::clamp(avail_h / 3, ui.m.touch, ui.m.pad_key * 1.2f);
  const float kw = std::floor((width - gap * (cols - 1)) / cols);
  const bool hand_pad = view.reveal < 0 && !view.finished;
  for (int v = flinch::kLowest; v <= flinch::kHighest; ++v) {
    if ((v - 1) % cols != 0) ImGui::SameLine();
    const bool selected = hand_pad && view.pick.kind == Pick::Kind::kHand && view.pick.card == v;
    const bool dim = view.finished || !view.pad_possible[v] ||
                     (hand_pad && view.mover >= 0 && view.seats[view.mover].hand == 0);
    const std::string id = "flinch.pad." + std::to_string(v);
    const std::string label = selected ? std::string(ui.icons.check) + " " + std::to_string(v) : std::to_string(v);
    if (dim) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
    const bool pressed = button(ui, id.c_str(), label, ImVec2(kw, key_h), selected ? Tone::kSelected : Tone::kNormal,
                                true, ui.fonts.large);
    if (dim) ImGui::PopStyleVar();
    if (pressed) apply_tap(ui, vs, tap_pad(game, view, v));
  }

  // RULINGS Flinch 7: only when the player on turn can do nothing, Pass
  // (full width, touch size) with the reason, instead of Clear and the Flinch top.
  if (hand_pad && view.must_pass) {
    const SeatView& m = view.seats[view.mover];
    const std::string label = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.pass") + kDot + m.name;
    const float bh = std::max(ui.m.touch, ui.fonts.body->FontSize + 20.0f * ui.m.scale);
    if (button(ui, "flinch.pass", fit(ui, ui.fonts.body, label, width - st.FramePadding.x * 2, "flinch.pass"),
               ImVec2(width, bh), Tone::kPrimary))
      ui.emit(pass(game, view.mover));
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::PushFont(ui.fonts.body);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextWrapped("%s", ui.tr("ui.flinch.pass_why").c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    ImGui::PopStyleColor();
  }
  // Clear drops the pick; the one-tap Flinch top; then the pick in words.
  if (hand_pad && !view.must_pass) {
    const std::string clear = std::string(ui.icons.remove) + " " + ui.tr("ui.flinch.clear");
    if (button(ui, "flinch.clear", clear, ImVec2(0, 0), Tone::kNormal, view.pick.picked())) {
      Pick p = view.pick;
      p.kind = Pick::Kind::kNone;
      vs.table_pick = encode_pick(p);
    }
    // One tap for the most common move: the Flinch top onto its pile.
    // (Partnerships: the partner's top when one's own cannot go.) A hint
    // the rulebook forbids at the table: gone with the option "hints".
    if (view.hints) one_tap_flinch_top(ui, game, vs, view);
  }

  // The words under the buttons, in a box of the height left: why something
  // could not be entered (or what the last entry did), then the pick (or how
  // a move is tapped). However long, they scroll inside it.
  ImGui::BeginChild("pad.words", ImVec2(width, std::max(ImGui::GetContentRegionAvail().y, 1.0f)), false);
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(0.0f);
  if (c.info()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*c.info()).c_str());
    ImGui::PopStyleColor();
  } else if (!c.last_notices().empty()) {
    std::string log;
    for (const Message& m : c.last_notices()) log += (log.empty() ? "" : kDot) + ui.tr(m);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", log.c_str());
    ImGui::PopStyleColor();
  }
  // While a call is valid, the rule behind the panel's buttons (kept out of
  // the panel: the shorter it is, the fewer rows it covers).
  if (view.offender >= 0 && !view.finished) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr("ui.flinch.who_called").c_str());
    ImGui::PopStyleColor();
  }
  if (hand_pad && !view.must_pass) {
    const std::string hint = view.pick.picked() ? pick_text(ui, view) : ui.tr("ui.flinch.pick_hint");
    ImGui::PushStyleColor(ImGuiCol_Text, view.pick.picked() ? ui.pal.text : ui.pal.text_dim);
    ImGui::TextWrapped("%s", hint.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::EndChild();
}

}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& vs) {
  const flinch::FlinchGame* game = c.game() ? as_flinch(&c.game()->game()) : nullptr;
  if (!game) return;
  const Pick stored = decode_pick(vs.table_pick);
  const Pick pick = current_pick(stored, game->engine(), c.game()->id(),
                                 static_cast<int>(c.game()->session().lines().size()));
  if (!(pick == stored)) vs.table_pick = encode_pick(pick);
  TableView view = build_table_view(*game, pick);
  for (SeatView& s : view.seats) s.name = ui.tr.name(s.name);  // the device's spelling (issue 32 item 14)

  top_bar(ui, c);
  expecting_strip(ui, *game, view, vs);

  // Every size below comes from the screen, never from what a message says
  // now. The Flinch! panel covers part of the players' rows (they scroll
  // past it), never the row a tap is wanted on: at their bottom, or at
  // their top when that row is down there (issue 20 item 2).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const bool calling = view.offender >= 0 && !view.finished;
  ImVec2 seats_at, seats_size;
  std::optional<CallPanel> panel;
  LiveRows live;
  auto seats = [&](ImVec2 size) {
    seats_at = ImGui::GetCursorScreenPos();
    seats_size = size;
    if (calling) panel = call_panel_layout(ui, c, view, size.x);
    live = seats_panel(ui, c, vs, view, size, panel ? std::min(panel->height, size.y) : 0.0f);
  };
  const flinch::Options& options = game->engine().options();
  const int piles = static_cast<int>(view.piles.size());
  if (ui.m.portrait) {
    const float pad_h = std::floor(std::max(avail.y * 0.36f, 360.0f * ui.m.scale));
    const float top_h = avail.y - pad_h - gap;
    const float piles_h = std::min(piles_height(ui, options, avail.x, piles), top_h * 0.5f);
    piles_panel(ui, c, vs, view, ImVec2(avail.x, piles_h));
    seats(ImVec2(avail.x, std::max(top_h - piles_h - gap, ui.m.touch)));
    pad_panel(ui, c, vs, view, ImVec2(avail.x, ImGui::GetContentRegionAvail().y));
  } else {
    // Landscape: the players down the left, the centre piles above the pad
    // on the right, where a move's destination is tapped. The pad's keys
    // and buttons keep their touch size: when the screen leaves no room
    // there for the piles' rows, they go above the players instead (where a
    // row holds more piles: a tenth pile at 125 % text moves them there).
    const float left_w = std::floor(avail.x * 0.6f);
    const float right_w = avail.x - left_w - ImGui::GetStyle().ItemSpacing.x;
    const float pad_gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
    const float pad_min = ui.fonts.large->FontSize + ui.m.touch * 4 + pad_gap * 6 + gap;
    if (avail.y - pad_min >= piles_height(ui, options, right_w, piles)) {
      const float piles_h = std::min(piles_height(ui, options, right_w, piles), avail.y - pad_min);
      seats(ImVec2(left_w, avail.y));
      ImGui::SameLine();
      ImGui::BeginGroup();
      piles_panel(ui, c, vs, view, ImVec2(right_w, piles_h));
      pad_panel(ui, c, vs, view, ImVec2(right_w, avail.y - piles_h - gap));
      ImGui::EndGroup();
    } else {
      ImGui::BeginGroup();
      const float top_piles = std::min(piles_height(ui, options, left_w, piles), avail.y * 0.5f);
      piles_panel(ui, c, vs, view, ImVec2(left_w, top_piles));
      seats(ImVec2(left_w, std::max(avail.y - top_piles - gap, ui.m.touch)));
      ImGui::EndGroup();
      ImGui::SameLine();
      pad_panel(ui, c, vs, view, ImVec2(right_w, avail.y));
    }
  }
  if (panel) {
    const float h = std::min(panel->height, seats_size.y);
    // At the bottom or the top, whichever covers less: the row the table
    // waits on above all (partnerships: with the partner's row two rows
    // away, a tall panel may have to cover one of them; the rows scroll).
    const float bottom_y = seats_at.y + seats_size.y - h;
    auto covered = [&](float y) {
      auto under = [&](const std::pair<ImVec2, ImVec2>& r) { return r.second.y > y && r.first.y < y + h; };
      int cost = live.focus && under(*live.focus) ? 100 : 0;  // more than all the others together
      for (const auto& r : live.others) cost += under(r) ? 1 : 0;
      return cost;
    };
    const float y = covered(bottom_y) <= covered(seats_at.y) ? bottom_y : seats_at.y;
    flinch_panel(ui, c, *panel, ImVec2(seats_at.x, y), seats_size.x);
  }
}

}  // namespace flipside::ui::flinchui
