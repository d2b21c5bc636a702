// The UNO Flip table. Play mode: the side, the top card, the colour to match
// and the direction always in view; a row per player (cards held, UNO,
// turn, dealer); the card pad of the side in play (a key per colour and face
// and the wilds; keys that cannot be played now are dimmed and explain
// themselves when tapped), Draw / Pass / UNO / Catch, and the prompts a play
// may need next (a wild's colour, accept or challenge, a duel, the cards left
// at a hand's end). Score mode: each hand's winner and the others' points.
// Partial answers live in ViewState::lists and the table's picks (picks.hpp)
// until the game moves on.
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <variant>
#include <vector>

#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/table_parts.hpp"
#include "ui/games/unoflip/table_view.hpp"
#include "ui/games/unoflip/unoflip_ui.hpp"
#include "ui/games/table_bar.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::unoflipui {
namespace {

// --- top: the bar, what is awaited, the state of play ---

void top_bar(const Table& t) {
  const Ui& ui = t.ui;
  // The sheet (each hand's side and points) one tap away, as on every table.
  table_top_bar(ui, t.c,
                ui.tr.f("ui.unoflip.hand", t.view.round) + "  \xC2\xB7  " + ui.tr.f("ui.table.to_target", t.view.target),
                {{"table.scoresheet", ui.tr("ui.scoresheet.open"), intent::OpenScoresheet{}}}, t.vs().prompt.has_value());
}

float message_height(const Ui& ui, int lines) { return std::round(ui.fonts.body->FontSize * lines + 4.0f * ui.m.scale); }

// Under what the table waits for (score mode: under the players, where the
// hand's form has no room to give): why a tap was refused (first, marked), or
// else what the last entry did. Its place is always kept, two lines high,
// and a longer sentence shrinks its letters rather than grow the place:
// nothing under it moves when a message comes or goes (issue 20 item 2).
void message_box(const Table& t, float width, int lines) {
  const Ui& ui = t.ui;
  const float height = message_height(ui, lines);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  std::string text;
  ImU32 col = ui.pal.text_dim;
  if (t.c.info() && t.c.info()->key.rfind("ui.edit.", 0) == 0) {
    // The shell's word that a change was made ("Entry 45 changed…") is
    // news, not a refusal: no warning, no red (issue 32 item 8).
    text = std::string(ui.icons.check) + " " + ui.tr(*t.c.info());
    col = ui.pal.text;
  } else if (t.c.info()) {
    text = std::string(ui.icons.warning) + " " + ui.tr(*t.c.info());
    col = ui.pal.bust;
  } else {
    // A big moment (FLIP!, UNO!, Out!) in its banner's colour and title,
    // here rather than floating over the pad (issue 20 item 2).
    std::optional<BannerLook> look;
    for (const Message& m : t.c.last_notices()) {
      if (!look) look = notice_look(m);
      text += (text.empty() ? "" : "  \xC2\xB7  ") + ui.tr(m);
    }
    if (look) {
      ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(a.x + width, a.y + height), ui.pal.*look->colour,
                                                8.0f * ui.m.scale);
      text = std::string(ui.icons.*look->icon) + " " + ui.tr(look->title_key) + "  " + text;
      col = ui.pal.banner_text;
    }
  }
  if (ui.diag) ui.diag->areas["unoflip.message"] = {a, ImVec2(a.x + width, a.y + height)};
  if (!text.empty()) text_in_box(ui, ImGui::GetWindowDrawList(), text, ImVec2(a.x + 4.0f * ui.m.scale, a.y),
                                 ImVec2(width - 8.0f * ui.m.scale, height), col);
  ImGui::Dummy(ImVec2(width, height));
}

// Play mode, while a past entry is changed: which one in the strip's place,
// the message place under it as ever, and Cancel (touch-sized) at the right
// of both (issue 32 item 4: above the table the strip pushed the rows down
// 84 px and the pad 59 px and shrank the cards). Its sentence shrinks its
// letters to fit. (Score mode: the shell's strip in the strip's place.)
void edit_strip_here(const Table& t, std::size_t index, float width, float strip_h) {
  const Ui& ui = t.ui;
  ImDrawList* d = ImGui::GetWindowDrawList();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float pad = 8.0f * ui.m.scale;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const std::string cancel = ui.tr("ui.cancel");
  const float cancel_w = edit_cancel_width(ui);
  const float text_w = width - cancel_w - pad;
  const float whole_h = strip_h + gap + message_height(ui, 2);
  d->AddRectFilled(a, ImVec2(a.x + text_w, a.y + strip_h), ui.pal.info, 8.0f * ui.m.scale);
  if (ui.diag) ui.diag->areas["edit.strip"] = {a, ImVec2(a.x + text_w, a.y + strip_h)};
  text_in_box(ui, d, edit_strip_text(ui, t.c, index), ImVec2(a.x + pad, a.y + 2.0f * ui.m.scale),
              ImVec2(text_w - pad * 2, strip_h - 4.0f * ui.m.scale), ui.pal.banner_text);
  ImGui::SetCursorScreenPos(ImVec2(a.x + width - cancel_w, a.y + (whole_h - ui.m.touch) / 2));
  if (button(ui, "edit.cancel", cancel, ImVec2(cancel_w, ui.m.touch))) ui.emit(intent::CancelEdit{});
  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, strip_h));
  message_box(t, text_w, 2);
}

// What the table waits for, large (or, while a past entry is changed, which
// one); the message place under it. Score mode has no message place here,
// so its strip is as tall as the edit strip's Cancel needs, always: the
// rows and the form under it stay where they are (issue 32 item 4).
void guidance_strip(const Table& t) {
  const Ui& ui = t.ui;
  const float large_h = ui.fonts.large->FontSize + 14.0f * ui.m.scale;
  const float height = t.view.play_mode ? large_h : std::max(large_h, ui.m.touch + 8.0f * ui.m.scale);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  if (auto index = t.c.editing(); index && t.view.play_mode) return edit_strip_here(t, *index, width, height);
  if (auto index = t.c.editing()) {
    edit_strip_in(ui, t.c, *index, a, ImVec2(a.x + width, a.y + height));
    ImGui::Dummy(ImVec2(width, height));
    return;
  }
  std::string line = std::string(ui.icons.next) + "  " + ui.tr(t.view.expecting);
  if (!line.empty()) {
    // The engine's sentence starts in lower case ("the first discard…").
    const std::size_t at = std::string(ui.icons.next).size() + 2;
    if (at < line.size() && line[at] >= 'a' && line[at] <= 'z') line[at] = static_cast<char>(line[at] - 'a' + 'A');
  }
  ImDrawList* d = ImGui::GetWindowDrawList();
  d->AddRectFilled(a, ImVec2(a.x + width, a.y + height), ui.pal.row_next, 8.0f * ui.m.scale);
  draw_fitted(ui, d, ui.fonts.large, line, ImVec2(a.x + 12.0f * ui.m.scale, a.y + (height - ui.fonts.large->FontSize) / 2),
              width - 24.0f * ui.m.scale, ui.pal.text);
  ImGui::Dummy(ImVec2(width, height));

  if (t.view.play_mode) message_box(t, width, 2);
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

void seat_row(Table& t, const SeatView& s, float width) {
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
  // A hand's end keeps room for every card the player holds from the start,
  // so a row never grows (and the rows under it never move) as cards are
  // listed (issue 20 item 2); score mode's lists have no known length.
  const int chip_count = std::max(static_cast<int>(listed.size()), listing ? t.wanted(s.seat) : 0);
  const int chip_lines = listing && chip_count > 0 ? (chip_count + chips_per_line - 1) / chips_per_line : 0;
  const float line1 = ui.fonts.large->FontSize;
  const float line2 = ui.fonts.body->FontSize;
  const float height = std::max(pad * 2 + line1 + gap + line2 + chip_lines * (chip_h + gap), ui.m.touch);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + width, a.y + height);
  ImDrawList* d = ImGui::GetWindowDrawList();
  const int selected = t.picks().list_seat;
  const bool highlight = s.on_turn || s.answers;
  // Play mode, a turn: a tap on a row says who played the next card, Draw
  // or Pass (issue 20 item 3); the row chosen is outlined as a target.
  const bool choosing = v.play_mode && v.phase == Phase::kTurn && !t.vs().prompt;  // not while a question waits
  const bool chosen = choosing && t.picks().by == s.seat;
  d->AddRectFilled(a, b, highlight ? ui.pal.row_next : ui.pal.row, 10.0f * ui.m.scale);
  if (highlight) d->AddRect(a, b, ui.pal.outline_next, 10.0f * ui.m.scale, 0, 3.0f * ui.m.scale);
  if ((listing && selected == s.seat) || chosen) d->AddRect(a, b, ui.pal.target, 10.0f * ui.m.scale, 0, 4.0f * ui.m.scale);
  // A row scrolled partly out of the panel takes taps on its visible part only.
  const float visible_h = std::min(height, d->GetClipRectMax().y - a.y);
  if (choosing && visible_h >= 1.0f) {
    if (hit(ui, "seat." + std::to_string(s.seat), ImVec2(width, visible_h))) t.picks().by = s.seat;
    ImGui::SetCursorScreenPos(a);
  }

  // Listing: the row chooses whose cards the pad enters; ↶ takes the last
  // one back, in its place from the start (greyed while nothing is listed)
  // so the row's tap area never shrinks under a finger.
  const float undo_w = listing ? ui.m.touch : 0.0f;
  if (listing) {
    if (hit(ui, "rem.seat." + std::to_string(s.seat), ImVec2(width - undo_w - pad, height)))
      t.picks().list_seat = s.seat;
    ImGui::SetCursorScreenPos(ImVec2(b.x - pad / 2 - undo_w, a.y + (height - ui.m.touch) / 2));
    const std::string id = "rem.back." + std::to_string(s.seat);
    if (button(ui, id.c_str(), ui.icons.undo, ImVec2(undo_w, ui.m.touch), Tone::kNormal, !listed.empty())) {
      auto& list = t.vs().lists[remaining_list_key(s.seat)];
      if (!list.empty()) list.pop_back();
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
  draw_text(ui, d, ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name);

  // Line 2: cards, UNO, turn, dealer (or the cards listed at a hand's end).
  std::string tags;
  auto add = [&](const std::string& s2) { tags += (tags.empty() ? "" : "   ") + s2; };
  if (listing) {
    const std::string count = t.wanted(s.seat) >= 0
                                  ? ui.tr.f("ui.unoflip.listed", static_cast<int>(listed.size()), t.wanted(s.seat))
                                  : ui.tr.f("ui.unoflip.listed_any", static_cast<int>(listed.size()));
    add(count + "  \xC2\xB7  " + ui.tr.f("ui.unoflip.points", listed_points(list_side, listed)));
  } else if (!v.play_mode && s.seat == t.picks().hand_winner) {
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
  if (chip_lines > 0 && !listed.empty()) {
    for (std::size_t i = 0; i < listed.size(); ++i) {
      const int col = static_cast<int>(i) % chips_per_line, row = static_cast<int>(i) / chips_per_line;
      const ImVec2 ca(a.x + pad + col * (chip_w + gap), y2 + line2 + gap + row * (chip_h + gap));
      const Face f{list_side, static_cast<std::uint8_t>(listed[i])};
      std::string label = face_label(ui, f, v.transformers);
      if (f.is_wild()) label = f.is_wild_draw() ? "W+" : "W";
      if (f.is_symbol(unoflip::kSymReverse)) label = ui.tr("ui.unoflip.chip.reverse");
      if (f.is_symbol(unoflip::kSymSkip))
        label = ui.tr(f.side == Side::kDark ? "ui.unoflip.chip.skip_everyone" : "ui.unoflip.chip.skip");
      card_face(ui, d, ca, ImVec2(ca.x + chip_w, ca.y + chip_h), f, v.transformers, 1.0f, label, nullptr);
    }
  }

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
}

void seats_panel(Table& t, ImVec2 size, bool with_status, int status_cols) {
  ImGui::BeginChild("seats", size, false);
  const float width = ImGui::GetContentRegionAvail().x;
  if (with_status) status_cells(t, width, status_cols);
  for (const SeatView& s : t.view.seats) seat_row(t, s, width);
  ImGui::EndChild();
}

}  // namespace

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

namespace {

// A refusal shown under the strip answers the tap that made it; a later tap
// on the table that changes only the table's own choices (a row chosen, a
// prompt opened or cancelled, a card listed) makes it stale, and it goes
// (issue 32 item 8: "error lines stay after later actions"). Entries, Undo
// and Redo clear it in the controller already.
class StaleNote {
 public:
  StaleNote(const Ui& ui, const Controller& c, const ViewState& vs)
      : ui_(ui), c_(c), vs_(vs), picks_(vs.picks), lists_(vs.lists), emitted_(ui.out ? ui.out->size() : 0) {}
  ~StaleNote() {
    if (!ui_.out || !c_.info() || (vs_.picks == picks_ && vs_.lists == lists_)) return;
    for (std::size_t i = emitted_; i < ui_.out->size(); ++i)
      if (std::holds_alternative<intent::Explain>((*ui_.out)[i])) return;  // the tap has its own why
    ui_.emit(intent::Explain{Message{}});
  }
  StaleNote(const StaleNote&) = delete;
  StaleNote& operator=(const StaleNote&) = delete;

 private:
  const Ui& ui_;
  const Controller& c_;
  const ViewState& vs_;
  std::map<std::string, int> picks_;
  std::map<std::string, std::vector<int>> lists_;
  std::size_t emitted_;
};

// Score mode, landscape: the message place under the players' column.
constexpr int kScoreMessageLines = 3;

// Everything under the picks' settling: the bar, the strip, the rows and the
// entry panel, laid out for the screen's shape and the game's mode.
void draw_panels(Table& t) {
  const Ui& ui = t.ui;
  const TableView& view = t.view;
  top_bar(t);
  guidance_strip(t);

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (ui.m.portrait) {
    if (view.play_mode) status_cells(t, ImGui::GetContentRegionAvail().x, 4);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float seats_h = std::floor(avail.y * (view.play_mode ? 0.30f : 0.36f));
    seats_panel(t, ImVec2(avail.x, seats_h), false, 4);
    float box_h = 0;
    if (!view.play_mode) {
      message_box(t, avail.x, 2);
      box_h = message_height(ui, 2) + ImGui::GetStyle().ItemSpacing.y;
    }
    entry_panel(t, ImVec2(avail.x, avail.y - seats_h - box_h - ImGui::GetStyle().ItemSpacing.y));
  } else if (!view.play_mode) {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float seats_w = std::floor(avail.x * 0.38f);
    const float box_h = message_height(ui, kScoreMessageLines);
    ImGui::BeginGroup();
    seats_panel(t, ImVec2(seats_w, avail.y - box_h - ImGui::GetStyle().ItemSpacing.y), false, 2);
    message_box(t, seats_w, kScoreMessageLines);
    ImGui::EndGroup();
    ImGui::SameLine();
    entry_panel(t, ImVec2(avail.x - seats_w - gap, avail.y));
  } else {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float seats_w = std::floor(avail.x * 0.38f);
    seats_panel(t, ImVec2(seats_w, avail.y), view.play_mode, 2);
    ImGui::SameLine();
    entry_panel(t, ImVec2(avail.x - seats_w - gap, avail.y));
  }
}

}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& vs) {
  if (!c.game()) return;
  const UnoFlipGame* game = as_unoflip(&c.game()->game());
  if (!game) return;
  forget_picks_unless_at(vs, c.game()->session().lines().size());
  TableView view = build_table_view(*game);
  for (SeatView& s : view.seats) s.name = ui.tr.name(s.name);  // the device's spelling (issue 32 item 14)
  Table t(ui, c, vs, *game, view);
  t.listing_seat();
  vs.prompt = open_question(t);
  t.write_picks();  // what StaleNote starts from
  const StaleNote stale(ui, c, vs);
  draw_panels(t);
  t.write_picks();  // before StaleNote compares, at the end of this scope
}

}  // namespace flipside::ui::unoflipui
