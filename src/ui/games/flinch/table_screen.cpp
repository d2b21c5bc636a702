// The Flinch table: the centre piles with the numbers they take, a row per
// player (Flinch cards left, Flinch top, five reserve slots, hand), the
// player on turn highlighted, the 1–15 pad (a hand card, or a Flinch top to
// reveal), and the Flinch! panel while a call is valid. A move is two taps:
// a source, then a destination (table_view.hpp).
#include <algorithm>
#include <cmath>

#include "ui/controller.hpp"
#include "ui/games/flinch/flinch_ui.hpp"
#include "ui/games/flinch/table_view.hpp"
#include "ui/games/table_bar.hpp"
#include "ui/widgets.hpp"

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

void top_bar(const Ui& ui, const Controller& c, const flinch::FlinchGame& game, const TableView& view) {
  const flinch::Options& o = game.engine().options();
  // The stock before the variant: a narrow screen cuts the variant's name, not the count.
  std::string title = ui.tr("game.flinch.name") + kDot + ui.tr.f("ui.flinch.stock", view.stock) + kDot +
                      ui.tr("option.flinch.variant." + std::string(flinch::variant_key(o.variant)));
  if (o.partners) title += kDot + ui.tr("option.flinch.partners");
  table_top_bar(ui, c, title);
}

// What the table waits for: the engine's expecting() sentence, large, on
// one line when it fits, else wrapped in the body font (never cut).
void expecting_strip(const Ui& ui, const flinch::FlinchGame& game, const TableView& view) {
  const bool reveal = view.reveal >= 0;
  const std::string line = std::string(reveal ? ui.icons.target : ui.icons.next) + "  " + ui.tr(game.expecting());
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 8.0f * ui.m.scale;
  const float max_w = width - pad * 3;
  ImFont* font = ui.fonts.large;
  if (text_width(font, line) > max_w) font = ui.fonts.body;
  const ImVec2 ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, max_w, line.c_str());
  const float height = ts.y + pad * 2;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + height), reveal ? ui.pal.target : ui.pal.row_next, 8.0f * ui.m.scale);
  draw->AddText(font, font->FontSize, ImVec2(a.x + pad * 1.5f, a.y + pad),
                reveal ? IM_COL32(20, 20, 20, 255) : ui.pal.text, line.c_str(), nullptr, max_w);
  ImGui::Dummy(ImVec2(width, height));
}

// While a call is valid: who broke which obligation, and one button per
// player who may call (the first to shout): that button enters the call.
void flinch_panel(const Ui& ui, const Controller& c, const TableView& view) {
  const float pad = 8.0f * ui.m.scale;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  ImDrawList* d = ImGui::GetWindowDrawList();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  d->ChannelsSplit(2);
  d->ChannelsSetCurrent(1);
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, a.y + pad));
  const float inner = width - pad * 2;
  const std::string& who = view.seats[view.offender].name;
  const std::string title = std::string(ui.icons.warning) + "  " + ui.tr.f("ui.flinch.call_title", who);
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.banner_text);
  text_in_width(title, inner);
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(a.x + width - pad - ImGui::GetWindowPos().x);
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
  ImGui::TextWrapped("%s", ui.tr(view.breach_reason).c_str());
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
  ImGui::TextWrapped("%s", ui.tr("ui.flinch.who_called").c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();

  // Partnerships: the offender's partner is no adversary and cannot call.
  const int mate = view.seats[view.offender].partner;
  int callers = 0;
  for (const SeatView& s : view.seats) callers += s.seat != view.offender && s.seat != mate;
  const int cols = std::clamp(static_cast<int>(inner / (190.0f * ui.m.scale)), 1, std::max(callers, 1));
  const float bw = std::floor((inner - gap * (cols - 1)) / cols);
  const float bh = std::max(ui.m.touch, ui.fonts.body->FontSize + 20.0f * ui.m.scale);
  const float label_w = bw - ImGui::GetStyle().FramePadding.x * 2;
  int k = 0;
  for (const SeatView& s : view.seats) {
    if (s.seat == view.offender || s.seat == mate) continue;
    if (k % cols == 0) {
      ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
    } else {
      ImGui::SameLine();
    }
    const std::string label = ellipsize(ui.tr.f("ui.flinch.call_by", s.name), label_w);
    const std::string id = "flinch.call." + std::to_string(s.seat);
    if (button(ui, id.c_str(), label, ImVec2(bw, bh), Tone::kDanger)) ui.emit(call(flinch_game(c), s.seat));
    ++k;
  }
  ImGui::PopFont();
  const float bottom = ImGui::GetCursorScreenPos().y + pad - ImGui::GetStyle().ItemSpacing.y;
  d->ChannelsSetCurrent(0);
  d->AddRectFilled(a, ImVec2(a.x + width, bottom), ui.pal.bust, 10.0f * ui.m.scale);
  d->ChannelsMerge();
  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, bottom - a.y));
}

// ------------------------------------------------------------------ piles

void piles_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, float width,
                 float max_height) {
  const float gap = ImGui::GetStyle().ItemSpacing.x * 0.8f;
  const float th = tile_height(ui);
  const std::string sample = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.new_pile");
  const std::string sample2 = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.pile", 888);
  const float tw = std::round(std::max({96.0f * ui.m.scale, ui.m.touch, text_width(ui.fonts.small, sample) + 14.0f * ui.m.scale,
                                        text_width(ui.fonts.small, sample2) + 14.0f * ui.m.scale}));
  const int per_line = std::max(1, static_cast<int>((width - ImGui::GetStyle().WindowPadding.x * 2 + gap) / (tw + gap)));
  const int count = static_cast<int>(view.piles.size()) + 1;
  const int lines = (count + per_line - 1) / per_line;
  const float head = ui.fonts.small->FontSize + gap;
  const float wanted = head + lines * (th + gap) + ImGui::GetStyle().WindowPadding.y;
  ImGui::BeginChild("piles", ImVec2(width, std::min(wanted, max_height)), false);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(ui.tr("ui.flinch.piles_caption"), ImGui::GetContentRegionAvail().x);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  const flinch::FlinchGame& game = flinch_game(c);
  int k = 0;
  auto place = [&] {
    if (k++ % per_line != 0) ImGui::SameLine();
  };
  for (const PileView& p : view.piles) {
    place();
    const std::string id = "flinch.pile." + std::to_string(p.id);
    const Look look = p.target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
    if (tile(ui, id, ui.tr.f("ui.flinch.pile", p.id), numbers(p.next.data(), p.next_count), ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_pile(game, view, p.id));
  }
  place();
  const Look look = view.new_pile_target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
  if (tile(ui, "flinch.pile.new", ui.tr("ui.flinch.new_pile"),
           numbers(view.start_cards.data(), static_cast<int>(view.start_cards.size())), ImVec2(tw, th), look))
    apply_tap(ui, vs, tap_pile(game, view, flinch::kNew));
  ImGui::PopStyleVar();
  ImGui::EndChild();
}

// ------------------------------------------------------------------ seats

void seat_row(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, const SeatView& s) {
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
}

void seats_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  ImGui::BeginChild("seats", size, false);
  int focus = view.reveal >= 0 ? view.reveal : (view.offender >= 0 ? view.offender : view.mover);
  for (const SeatView& s : view.seats) {
    seat_row(ui, c, vs, view, s);
    if (s.seat == focus && focus != vs.scrolled_to) {
      ImGui::SetScrollHereY(0.5f);
      vs.scrolled_to = focus;
    }
  }
  ImGui::EndChild();
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

void pad_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  ImGui::BeginChild("pad", size, false);
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
  bool fits = true;
  ImFont* pf = fitting_font(ui, ui.fonts.large, prompt, width, &fits);
  ImGui::PushFont(pf);
  text_in_width(prompt, width);
  ImGui::PopFont();

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
    ImGui::SameLine();
    // One tap for the most common move: the Flinch top onto its pile.
    // (Partnerships: the partner's top when one's own cannot go.)
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
    const std::string hint = view.pick.picked() ? pick_text(ui, view) : ui.tr("ui.flinch.pick_hint");
    ImGui::PushStyleColor(ImGuiCol_Text, view.pick.picked() ? ui.pal.text : ui.pal.text_dim);
    ImGui::PushFont(ui.fonts.body);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextWrapped("%s", hint.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    ImGui::PopStyleColor();
  }

  // Why something could not be entered, or what the last entry did.
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
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
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
  const TableView view = build_table_view(*game, pick);

  top_bar(ui, c, *game, view);
  expecting_strip(ui, *game, view);
  if (view.offender >= 0 && !view.finished) flinch_panel(ui, c, view);

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  if (ui.m.portrait) {
    // While a Flinch! panel takes the top, the pad gives up some height (its
    // keys stay >= the touch size) so four player rows still fit.
    const bool calling = view.offender >= 0 && !view.finished;
    const float pad_h = std::floor(std::max(avail.y * (calling ? 0.30f : 0.36f), (calling ? 300.0f : 360.0f) * ui.m.scale));
    const float top_h = avail.y - pad_h - gap;
    ImGui::BeginGroup();
    piles_panel(ui, c, vs, view, avail.x, top_h * 0.4f);
    const float used = ImGui::GetItemRectSize().y + gap;
    seats_panel(ui, c, vs, view, ImVec2(avail.x, std::max(top_h - used, ui.m.touch)));
    ImGui::EndGroup();
    pad_panel(ui, c, vs, view, ImVec2(avail.x, ImGui::GetContentRegionAvail().y));
  } else {
    // Landscape: the players down the left (four rows fit beside a Flinch!
    // panel), the centre piles above the pad on the right, where a move's
    // destination is tapped. The pad's keys and buttons keep their touch
    // size: when a Flinch! panel (many players, large text) leaves no room
    // for a row of piles there, the piles go above the players instead.
    const float left_w = std::floor(avail.x * 0.6f);
    const float right_w = avail.x - left_w - ImGui::GetStyle().ItemSpacing.x;
    const float pad_gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
    const float pad_min = ui.fonts.large->FontSize + ui.m.touch * 4 + pad_gap * 6 + gap;
    const float piles_row = tile_height(ui) + ui.fonts.small->FontSize + gap * 3;
    if (avail.y - pad_min >= piles_row) {
      seats_panel(ui, c, vs, view, ImVec2(left_w, avail.y));
      ImGui::SameLine();
      ImGui::BeginGroup();
      piles_panel(ui, c, vs, view, right_w, std::clamp(avail.y - pad_min, piles_row, avail.y * 0.3f));
      const float used = ImGui::GetItemRectSize().y + gap;
      pad_panel(ui, c, vs, view, ImVec2(right_w, std::max(avail.y - used, ui.m.touch)));
      ImGui::EndGroup();
    } else {
      ImGui::BeginGroup();
      piles_panel(ui, c, vs, view, left_w, avail.y * 0.4f);
      const float used = ImGui::GetItemRectSize().y + gap;
      seats_panel(ui, c, vs, view, ImVec2(left_w, std::max(avail.y - used, ui.m.touch)));
      ImGui::EndGroup();
      ImGui::SameLine();
      pad_panel(ui, c, vs, view, ImVec2(right_w, avail.y));
    }
  }
}

}  // namespace flipside::ui::flinchui
