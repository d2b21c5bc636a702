#include "ui/games/phase10flip/hand_over.hpp"

#include <algorithm>
#include <cmath>

#include "ui/games/game_ui.hpp"
#include "ui/games/phase10flip/card_art.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/widgets/number_pad.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::p10ui {
namespace {

using phase10flip::Card;
using phase10flip::Side;

// A card kept in ViewState::lists as one int: its colour (0 = none) and face.
int card_code(const Card& c) { return (c.colour + 1) * 16 + c.number; }
Card code_card(int code) {
  Card c;
  c.colour = static_cast<std::int8_t>(code / 16 - 1);
  c.number = static_cast<std::int8_t>(code % 16);
  c.side = c.colour < 0 ? Side::kWild : Side::kColor;
  return c;
}

// The seat the number pad types into (points mode), and the most it takes:
// the engine says what a hand allows.
constexpr const char* kTyping = "p10.end.typing";
constexpr int kMostTyped = 9999;

// The next player whose cards are still missing, after `from` (or -1).
int next_missing(const phase10flip::Engine& engine, const ViewState& view, int from) {
  const int n = engine.player_count();
  for (int step = 1; step <= n; ++step) {
    const int p = (from + step + n) % n;
    if (!engine.player(p).in_hand || p == view.form_choice) continue;
    if (static_cast<int>(entered_cards(view, p).size()) < engine.player(p).cards_held()) return p;
  }
  return -1;
}

int cards_for(const phase10flip::Engine& engine, ViewState& view) {
  auto it = view.picks.find(kCardsFor);
  int seat = it == view.picks.end() ? -1 : it->second;
  if (seat < 0 || seat >= engine.player_count() || !engine.player(seat).in_hand || seat == view.form_choice) {
    seat = next_missing(engine, view, view.form_choice);
    if (seat < 0) seat = (view.form_choice + 1) % engine.player_count();
    view.picks[kCardsFor] = seat;
  }
  return seat;
}

// Two toggles: cards left (the engine counts) or points (the table counts).
void mode_switch(const Ui& ui, ViewState& view, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap) / 2);
  const bool points = by_points(view);
  if (toggle(ui, "p10.end.by_cards", ui.tr("ui.phase10flip.by_cards"), !points, ImVec2(w, 0))) view.picks[kByPoints] = 0;
  ImGui::SameLine();
  if (toggle(ui, "p10.end.by_points", ui.tr("ui.phase10flip.by_points"), points, ImVec2(w, 0)))
    view.picks[kByPoints] = 1;
}

// A player's cards in card mode: a button saying how many of how many and
// their points, which makes the pad theirs ...
void count_button(const Ui& ui, const phase10flip::Engine& engine, ViewState& view, int seat, int current,
                  float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const std::vector<std::string> cards = entered_cards(view, seat);
  std::string label = ui.tr.f("ui.phase10flip.cards_of", static_cast<int>(cards.size()),
                              engine.player(seat).cards_held(), remaining_points(cards));
  if (seat == current) label = std::string(ui.icons.next) + " " + label;
  ImGui::PushFont(ui.fonts.body);
  label = ellipsize(label, width - st.FramePadding.x * 2);
  ImGui::PopFont();
  const std::string id = "p10.end.cards." + std::to_string(seat);
  if (button(ui, id.c_str(), label, ImVec2(width, 0), seat == current ? Tone::kSelected : Tone::kNormal))
    view.picks[kCardsFor] = seat;
}

// ... and, on the line below, the cards entered as chips (a tap takes one
// back), in a place as tall as the cards the player holds need: the rows
// never move as cards come in (issue 32 item 3; a first card once pushed
// every row below down by 58 px). Without `chips`, the place alone (the one out).
void chips_line(const Ui& ui, ViewState& view, int seat, int held, bool chips) {
  const std::vector<std::string> cards = chips ? entered_cards(view, seat) : std::vector<std::string>{};
  const float gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
  const float right = ImGui::GetContentRegionAvail().x;
  const float w = ui.m.touch;
  const int per_line = std::max(1, static_cast<int>((right + gap) / (w + gap)));
  const int lines = std::max(1, (std::max(held, 1) + per_line - 1) / per_line);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  int take_back = -1;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const auto card = phase10flip::parse_card(cards[i]);
    if (!card) continue;
    const int col = static_cast<int>(i) % per_line, line = static_cast<int>(i) / per_line;
    ImGui::SetCursorScreenPos(ImVec2(at.x + static_cast<float>(col) * (w + gap), at.y + static_cast<float>(line) * (w + gap)));
    const std::string chip_id = "p10.end.chip." + std::to_string(seat) + "." + std::to_string(i);
    ImGui::PushID(chip_id.c_str());
    if (ui.diag) ui.diag->note_id(ImGui::GetID("chip"), chip_id);
    if (ImGui::InvisibleButton("chip", ImVec2(w, ui.m.touch))) take_back = static_cast<int>(i);
    if (ui.diag) ui.diag->note_rect(chip_id);
    ImGui::PopID();
    draw_chip(ui, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), *card, ImVec2(w, ui.m.touch));
  }
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(right, static_cast<float>(lines) * ui.m.touch + static_cast<float>(lines - 1) * gap));
  if (take_back >= 0) {
    auto& list = view.lists[cards_list_key(seat)];
    list.erase(list.begin() + take_back);
    view.picks[kCardsFor] = seat;
  }
}

// Line 2 of a player in points mode: a stepper whose value takes the number
// pad (a tap gives it the pad), and +10 / +20.
void points_line(const Ui& ui, const phase10flip::Engine& engine, ViewState& view, int seat, bool typing) {
  int& pts = view.form_numbers[seat];
  const bool done = view.form_flags[seat];
  const int low = least_points(engine, seat, done);
  const int high = most_points(engine, seat, done);
  const std::string s = std::to_string(seat);
  bool tapped = false;
  if (auto v = stepper_field(ui, ("p10.end.points." + s).c_str(), pts, 5, low, high,
                             ui.tr.f("ui.phase10flip.points_n", pts), typing, &tapped,
                             ui.tr.f("ui.phase10flip.points_n", kMostTyped)))
    pts = *v;
  if (tapped) PadFocus(view, kTyping).choose(seat);
  for (int add : {10, 20}) {
    ImGui::SameLine();
    const std::string id = "p10.end.plus" + std::to_string(add) + "." + s;
    // Built by insert, not "+" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter in Release.
    std::string label = std::to_string(add);
    label.insert(0, 1, '+');
    if (button(ui, id.c_str(), label, ImVec2(0, 0), Tone::kNormal, pts + add <= high)) pts += add;
  }
}

// The players whose points are typed, in the order ⏎ goes through them.
std::vector<int> typed_seats(const TableView& tv, const ViewState& view) {
  std::vector<int> seats;
  for (const PlayerView& p : tv.players)
    if (p.in_hand && p.seat != view.form_choice) seats.push_back(p.seat);
  return seats;
}

// The pad for the cards left: colour tabs (colour side), then 1–12 and a star.
void cards_left_pad(const Ui& ui, const phase10flip::Engine& engine, ViewState& view, int seat, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const Side side = engine.side();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(ui.tr.f("ui.phase10flip.cards_left_of", engine.name(seat), engine.player(seat).cards_held()), width);
  ImGui::PopStyleColor();
  const bool full = static_cast<int>(entered_cards(view, seat).size()) >= engine.player(seat).cards_held();
  if (auto key = p10ui::card_pad(ui, "p10.end", side, view.pad_group, width, ui.m.touch, !full)) {
    view.lists[cards_list_key(seat)].push_back(card_code(key->card));
    // A full hand moves the pad on to the next player still missing cards.
    if (static_cast<int>(entered_cards(view, seat).size()) >= engine.player(seat).cards_held()) {
      const int next = next_missing(engine, view, seat);
      if (next >= 0) view.picks[kCardsFor] = next;
    }
  }
  ImGui::PopStyleVar();
}

}  // namespace

std::string cards_list_key(int seat) { return "p10.end.cards." + std::to_string(seat); }

std::vector<std::string> entered_cards(const ViewState& view, int seat) {
  std::vector<std::string> out;
  auto it = view.lists.find(cards_list_key(seat));
  if (it == view.lists.end()) return out;
  for (int code : it->second) out.push_back(card_key(code_card(code)));
  return out;
}

void set_entered_cards(ViewState& view, int seat, const std::vector<phase10flip::Card>& cards) {
  std::vector<int>& list = view.lists[cards_list_key(seat)];
  list.clear();
  for (const Card& c : cards) list.push_back(card_code(c));
  if (auto it = view.picks.find(kCardsFor); it != view.picks.end() && it->second == seat) view.picks.erase(it);
}

bool by_points(const ViewState& view) {
  auto it = view.picks.find(kByPoints);
  return it != view.picks.end() && it->second == 1;
}

void open_hand_over(const phase10flip::Engine& engine, ViewState& view) {
  const int n = engine.player_count();
  view.form_open = true;
  view.form_numbers.assign(n, 0);
  view.form_flags.assign(n, false);
  view.form_choice = -1;
  for (int p = 0; p < n; ++p) {
    view.form_flags[p] = engine.player(p).laid_down;
    view.form_numbers[p] = least_points(engine, p, view.form_flags[p]);
    view.lists.erase(cards_list_key(p));
  }
  view.picks.erase(kCardsFor);
  view.lists.erase(kPhonesSent);
  // Who went out is the table's to say (issue 32 item 6: the hand's first
  // player was marked, "Hand over: Ben went out" ready to confirm while Dee
  // went out): nobody is marked unless the engine knows. Counting cards,
  // only a player who laid down goes out (RULINGS Phase 10 Flip 5): one
  // alone is known.
  int laid_down = 0;
  for (int p = 0; p < n; ++p)
    if (engine.player(p).in_hand && engine.player(p).laid_down) {
      ++laid_down;
      view.form_choice = p;
    }
  if (laid_down != 1) view.form_choice = -1;
  // Nobody's phase entered card by card: a points-only table (the contract's
  // points + completed, issue 20 item 6; whoever went out completed theirs, out_line).
  if (!engine.anyone_laid_down()) view.picks[kByPoints] = 1;
}

namespace {

// What the form says this frame, worked out once for its parts.
struct FormNow {
  bool points = false;       // points typed, not cards
  int current = -1;          // cards mode: whose cards the pad enters
  std::vector<std::vector<std::string>> remaining;  // cards mode: each seat's cards entered
  nlohmann::json line;       // the line as it stands
  std::string why;           // the engine's refusal, once there is one to show
  std::vector<int> typed;    // points mode: the seats typed, in ⏎'s order
  int typing = -1;           // points mode: the seat the pad types into
};

FormNow form_now(const Ui& ui, const phase10flip::Phase10FlipGame& game, ViewState& view, const TableView& tv) {
  const phase10flip::Engine& engine = game.engine();
  FormNow f;
  f.points = by_points(view);
  f.current = f.points ? -1 : cards_for(engine, view);
  f.remaining.resize(tv.players.size());
  for (const PlayerView& p : tv.players) f.remaining[p.seat] = entered_cards(view, p.seat);
  f.typed = typed_seats(tv, view);
  f.typing = f.points ? PadFocus(view, kTyping).field(f.typed) : -1;
  if (view.form_choice < 0) return f;  // nobody marked as out yet: no line to judge
  f.line = f.points ? out_line(game, view.form_choice, view.form_numbers, view.form_flags)
                    : out_remaining_line(game, view.form_choice, f.remaining);
  const Judgement j = judge(game, f.line);  // a copy judges
  // While cards are still being entered each row's count says what is
  // missing; the engine's sentence comes once every hand is complete.
  bool complete = true;
  for (const PlayerView& p : tv.players)
    if (p.in_hand && p.seat != view.form_choice && static_cast<int>(f.remaining[p.seat].size()) != p.cards_held)
      complete = false;
  if (!j.accepted && (f.points || complete)) f.why = std::string(ui.icons.warning) + " " + ui.tr(j.why);
  return f;
}

// The title and the switch between cards and points.
void form_head(const Ui& ui, ViewState& view, const TableView& tv, float width) {
  ImGui::PushFont(ui.fonts.large);
  text_in_width(ui.tr.f("ui.phase10flip.end_title", tv.hand), width);  // one line: the pad needs the room
  ImGui::PopFont();
  mode_switch(ui, view, width);
}

// The place of the engine's word: two lines tall whether it says anything
// or not (a longer one scrolls inside it), so a refusal that comes or goes
// moves no row, key or button (issue 20 item 2); typing points, the total
// after the hand comes first, on a line of its own.
float words_height(const FormNow& f) {
  const float lines = f.points ? ImGui::GetTextLineHeightWithSpacing() * 3 : ImGui::GetTextLineHeight() * 2;
  return lines + ImGui::GetStyle().ItemSpacing.y;
}

// The pad, the engine's word (`words_h` tall) and the buttons, top to
// bottom: their height.
float foot_height(const Ui& ui, const phase10flip::Engine& engine, const FormNow& f, float words_h) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float key_rows = engine.side() == Side::kColor ? 3.0f : 2.0f;
  const float pad_h = f.points ? st.ItemSpacing.y + number_pad_height(ui)
                               : ui.fonts.body->FontSize + st.ItemSpacing.y + key_rows * (ui.m.touch + st.ItemSpacing.y);
  return pad_h + words_h + ui.m.touch + st.ItemSpacing.y * 3;
}

// The players, a row each, in a list that scrolls.
void form_rows(const Ui& ui, const phase10flip::Engine& engine, ViewState& view, const TableView& tv, const FormNow& f,
               ImVec2 size) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const bool points = f.points;
  if (ui.diag) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ui.diag->areas["p10.end.rows"] = {at, ImVec2(at.x + size.x, at.y + size.y)};  // tests scroll it as a finger would
  }
  ImGui::BeginChild("p10.end.rows", size, false);
  const float rows_w = ImGui::GetContentRegionAvail().x;
  for (const PlayerView& p : tv.players) {
    if (!p.in_hand) continue;
    ImGui::PushID(p.seat);
    ImGui::Separator();
    const float row_top = ImGui::GetCursorScreenPos().y;
    const std::string seat = std::to_string(p.seat);
    const bool out = view.form_choice == p.seat;
    const bool done = view.form_flags[p.seat] || out;  // the one out completed (out_line)
    // Line 1: the name, then (cards) the count or (points) "phase done", and
    // "went out", as toggles.
    const std::string out_label = ui.tr("ui.phase10flip.went_out");
    const std::string done_label = ui.tr("ui.phase10flip.phase_done");
    auto toggle_w = [&](const std::string& s) {
      return ImGui::CalcTextSize((std::string(ui.icons.check) + "  " + s).c_str()).x + st.FramePadding.x * 2;
    };
    const float start_x = ImGui::GetCursorPosX();
    const float out_w = toggle_w(out_label);
    if (points) {
      const float tw = out_w + toggle_w(done_label) + st.ItemSpacing.x * 2;
      const float name_w = std::max(rows_w - tw, 40.0f * ui.m.scale);
      ImGui::AlignTextToFramePadding();
      text_in_width(p.name, name_w);
      ImGui::SameLine(start_x + name_w + st.ItemSpacing.x);
      if (toggle(ui, ("p10.end.done." + seat).c_str(), done_label, done)) {
        // Without the phase done they hold all ten cards (RULINGS Phase 10 Flip, rule 7): the points follow the range.
        view.form_flags[p.seat] = !done;
        int& pts = view.form_numbers[p.seat];
        pts = std::clamp(pts, least_points(engine, p.seat, !done), most_points(engine, p.seat, !done));
      }
    } else {
      const float name_w = std::floor(rows_w * 0.26f);
      const float middle_w = std::max(rows_w - name_w - out_w - st.ItemSpacing.x * 2, ui.m.touch);
      ImGui::AlignTextToFramePadding();
      text_in_width(p.name, name_w);
      ImGui::SameLine(start_x + name_w + st.ItemSpacing.x);
      if (out) {
        ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
        text_in_width(ui.tr("ui.phase10flip.out_zero_short"), middle_w);  // "went out" is the toggle beside
        ImGui::PopStyleColor();
      } else {
        count_button(ui, engine, view, p.seat, f.current, middle_w);
      }
      ImGui::SameLine(start_x + name_w + middle_w + st.ItemSpacing.x * 2);
    }
    if (!points) {
      if (toggle(ui, ("p10.end.out." + seat).c_str(), out_label, out, ImVec2(out_w, 0))) {
        view.form_choice = p.seat;
        view.picks.erase(kCardsFor);
      }
    } else {
      ImGui::SameLine();
      if (toggle(ui, ("p10.end.out." + seat).c_str(), out_label, out)) view.form_choice = p.seat;
    }
    // Line 2: the points (points mode) or the cards entered (the one out holds none).
    if (points) {
      if (out) {
        ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
        text_in_width(ui.tr("ui.phase10flip.out_zero"), rows_w);
        ImGui::PopStyleColor();
      } else {
        points_line(ui, engine, view, p.seat, p.seat == f.typing);
      }
    } else {
      // The chips' place is kept for the one out too: marking who went out moves no row.
      chips_line(ui, view, p.seat, p.cards_held, !out);
      // The row the pad fills is brought into view when the pad moves to it,
      // and only when it is not in view already: a row in view stays put
      // under the finger as its cards come in (issue 32 item 3).
      if (!out && p.seat == f.current && view.picks["p10.end.shown"] != f.current + 1) {
        view.picks["p10.end.shown"] = f.current + 1;
        const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
        if (ImGui::GetItemRectMax().y > bottom + 0.5f) ImGui::SetScrollHereY(1.0f);  // the chips' place, last drawn
        else if (row_top < top) ImGui::SetScrollY(ImGui::GetScrollY() - (top - row_top));
      }
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
}

// The pad (cards left, or the number pad for points), the engine's word in
// its place, Hand over and Cancel.
void form_foot(const Ui& ui, const Controller& c, const phase10flip::Phase10FlipGame& game, ViewState& view,
               const TableView& tv, const FormNow& f, float width, float words_place) {
  const phase10flip::Engine& engine = game.engine();
  const ImGuiStyle& st = ImGui::GetStyle();
  const float words_h = words_place - st.ItemSpacing.y;
  auto words = [&] {
    ImGui::BeginChild("p10.end.why", ImVec2(width, words_h), false);
    if (ui.diag)
      ui.diag->areas["p10.end.why"] = {ImGui::GetWindowPos(),
                                       ImVec2(ImGui::GetWindowPos().x + width, ImGui::GetWindowPos().y + words_h)};
    if (f.points && f.typing >= 0)
      total_after(ui, engine.name(f.typing), engine.player(f.typing).total, view.form_numbers[f.typing],
                  ImGui::GetContentRegionAvail().x);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(f.why.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
  };
  bool enter = false;
  if (f.points) {
    // The engine's word goes above the pad, which stays where it is while a
    // number is typed through values that are not a hand yet (1, 10 on the
    // way to 100).
    words();
    if (f.typing >= 0) {
      for (const PadPress& press : number_pad(ui, "p10.end.pad", width, !c.popup()))
        enter = PadFocus(view, kTyping).apply(press, view.form_numbers, f.typed, kMostTyped) || enter;
    }
  } else {
    if (f.current >= 0) cards_left_pad(ui, engine, view, f.current, width);
    words();
  }
  // The buttons on the form's bottom edge, where the table's own are.
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), ImGui::GetContentRegionMax().y - ui.m.touch));
  const std::string cancel = ui.tr("ui.cancel");
  const float cancel_w = std::max(ImGui::CalcTextSize(cancel.c_str()).x + st.FramePadding.x * 2, ui.m.touch);
  // Until the table says who went out, the button asks it.
  const bool out_known = view.form_choice >= 0;
  std::string over = out_known ? ui.tr.f("ui.phase10flip.hand_over", tv.players[view.form_choice].name)
                               : ui.tr("ui.phase10flip.hand_over_who");
  ImGui::PushFont(ui.fonts.body);
  over = ellipsize(over, width - cancel_w - st.ItemSpacing.x - st.FramePadding.x * 2);
  ImGui::PopFont();
  if ((button(ui, "p10.end.submit", over, ImVec2(width - cancel_w - st.ItemSpacing.x, 0), Tone::kPrimary, out_known) ||
       enter) &&
      out_known)
    ui.emit(intent::Submit{f.points ? out_line(game, view.form_choice, view.form_numbers, view.form_flags) : f.line});
  ImGui::SameLine();
  if (button(ui, "p10.end.cancel", cancel, ImVec2(cancel_w, 0))) view.form_open = false;
}

}  // namespace

void hand_over_form(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = *as_phase10flip(&c.game()->game());
  ImGui::BeginChild("p10.end", size, false);
  const float width = ImGui::GetContentRegionAvail().x;
  const FormNow f = form_now(ui, game, view, tv);
  form_head(ui, view, tv, width);
  // The players scroll, at least one row of them; the pad, the engine's
  // word and the buttons stay below.
  const float words_h = words_height(f);
  const float rows_h = std::max(ImGui::GetContentRegionAvail().y - foot_height(ui, game.engine(), f, words_h), ui.m.touch);
  form_rows(ui, game.engine(), view, tv, f, ImVec2(width, rows_h));
  form_foot(ui, c, game, view, tv, f, width, words_h);
  ImGui::EndChild();
}

void hand_over_form_wide(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 rows_size,
                         ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = *as_phase10flip(&c.game()->game());
  const FormNow f = form_now(ui, game, view, tv);
  form_rows(ui, game.engine(), view, tv, f, rows_size);
  ImGui::SameLine();
  ImGui::BeginChild("p10.end", size, false);
  const float width = ImGui::GetContentRegionAvail().x;
  form_head(ui, view, tv, width);
  // The buttons at the bottom, the pad above them, and the engine's word
  // with all the room left (sized from the screen, never from what it says).
  const float room = ImGui::GetContentRegionAvail().y - foot_height(ui, game.engine(), f, 0.0f);
  form_foot(ui, c, game, view, tv, f, width, std::max(room, words_height(f)));
  ImGui::EndChild();
}

}  // namespace flipside::ui::p10ui
