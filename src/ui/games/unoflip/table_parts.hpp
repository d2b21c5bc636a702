// Internal to the UNO Flip table (table_screen.cpp, card_art.cpp,
// prompts.cpp, hand_end.cpp): the frame's context and the pieces the files share.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/unoflip/game.hpp"
#include "ui/games/unoflip/hand_listing.hpp"
#include "ui/games/unoflip/picks.hpp"
#include "ui/games/unoflip/table_view.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {
class Controller;
}

namespace flipside::ui::unoflipui {

using unoflip::Face;
using unoflip::Phase;
using unoflip::Side;
using unoflip::UnoFlipGame;
using Json = nlohmann::json;

// --- card art and small widgets (card_art.cpp) ---

ImU32 fill_of(int color);  // a colour's fill; -1: a wild's
ImU32 ink_of(int color);   // the text colour that reads on that fill
ImU32 faded(ImU32 c, float alpha);
void draw_symbol(ImDrawList* d, ImVec2 c, float r, int color, ImU32 col);
std::string color_name(const Ui& ui, int color);
std::string card_name(const Ui& ui, Face f, bool transformers);
std::string face_label(const Ui& ui, Face f, bool transformers);
std::string side_text(const Ui& ui, Side s);
std::string direction_text(const Ui& ui, int direction);
ImFont* draw_fitted(const Ui& ui, ImDrawList* d, ImFont* pref, const std::string& text, ImVec2 pos, float width,
                    ImU32 col, bool centre = false);
void card_face(const Ui& ui, ImDrawList* d, ImVec2 a, ImVec2 b, Face f, bool transformers, float alpha,
               const std::string& label, const char* id);
bool hit(const Ui& ui, const std::string& id, ImVec2 size);
bool color_button(const Ui& ui, int color, const std::string& id, ImVec2 size, bool selected);
int choice_grid(const Ui& ui, const std::string& id, const std::vector<std::string>& labels, int selected,
                float min_width);
void caption(const Ui& ui, const std::string& text);
void sentence(const Ui& ui, const std::string& text);

// --- the frame's context ---

// The frame's context. The table's picks (picks.hpp) are read from the view
// state once a frame and written back by write_picks(); the view state and
// the picks change only through a Table that is not const, so a panel's
// signature says whether it changes them.
class Table {
 public:
  Table(const Ui& ui, const Controller& c, ViewState& vs, const UnoFlipGame& game, const TableView& view)
      : ui(ui), c(c), game(game), view(view), vs_(&vs), picks_(Picks::read(vs)) {}

  const Ui& ui;
  const Controller& c;
  const UnoFlipGame& game;
  const TableView& view;

  const ViewState& vs() const { return *vs_; }
  ViewState& vs() { return *vs_; }
  const Picks& picks() const { return picks_; }
  Picks& picks() { return picks_; }
  // The picks as changed so far, into the view state (and so the draft).
  void write_picks() { picks_.write(*vs_); }

  Listing listed() const { return Listing{view, picks_, *vs_}; }
  // The cards listed at a hand's end, per seat (ViewState::lists "rem.<seat>").
  std::vector<std::vector<int>> remaining() const { return listed().lists(); }
  bool score_cards() const { return listed().score_cards(); }
  bool listing(int seat) const { return listed().listing(seat); }
  Side list_side() const { return listed().side(); }
  // Whose cards the pad lists: the row tapped, else the first not complete
  // (play mode) or the first after the winner (score mode). Settled (kept
  // in the picks) before the rows are drawn so the row shows it at once.
  int listing_seat() {
    const int n = static_cast<int>(view.seats.size());
    int seat = picks_.list_seat;
    if (seat >= 0 && seat < n && listing(seat)) return seat;
    const auto lists = remaining();
    seat = -1;
    for (int p = 0; p < n && seat < 0; ++p)
      if (listing(p) && (wanted(p) < 0 || static_cast<int>(lists[p].size()) < wanted(p))) seat = p;
    if (seat < 0)
      for (int p = 0; p < n && seat < 0; ++p)
        if (listing(p)) seat = p;
    if (seat >= 0) picks_.list_seat = seat;
    return std::max(seat, 0);
  }
  // Play mode: who the pad, Draw and Pass enter for: the player whose row
  // was tapped, else the player on turn. A player not on turn gets the
  // engine's refusal, never the turn's card (issue 20 item 3).
  int mover() const {
    const int by = picks_.by;
    return by >= 0 && by < static_cast<int>(view.seats.size()) ? by : view.turn;
  }
  int wanted(int seat) const { return listed().wanted(seat); }
  void submit(Json line) const { ui.emit(intent::Submit{std::move(line)}); }
  void explain(Message why) const { ui.emit(intent::Explain{std::move(why)}); }

 private:
  ViewState* vs_;
  Picks picks_;
};

// --- the panels ---

// The card pad of one side (table_screen.cpp).
void pad(const Table& t, ImVec2 size, Side side, const std::function<void(const PadKey&, bool possible)>& tapped,
         const std::function<bool(const PadKey&)>& possible);
// The pad or the prompt the game waits for (prompts.cpp).
void entry_panel(Table& t, ImVec2 size);
// A hand's end and score mode's hand (hand_end.cpp).
// A hand's end: the pad lists the cards of the seat chosen (else the first
// not complete), in the pad's usual place.
void remaining_pad(Table& t);
// A hand's end: Remove last, Clear, Enter, where Draw … Catch were.
void remaining_bar(Table& t, float bar_h);
// Score mode: who won the hand, then the others' points as cards or a number.
void score_panel(Table& t);
// The question the table's own prompt asks now (a wild's colour, who caught
// whom, how many cards), as ViewState::prompt holds it; nullopt: none
// (prompts.cpp). The engine's own moments (a Wild Draw's answer, a duel, a
// hand's end) are not in it: the engine refuses what does not answer them.
std::optional<Message> open_question(const Table& t);
}  // namespace flipside::ui::unoflipui
