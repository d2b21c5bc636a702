// What the UNO Flip table shows, computed from the engine without ImGui: the
// side, the top card, the colour to match, the direction, each seat's row,
// the card pad of the side in play with what a tap on each key would enter
// now (and why not), and what the action buttons would do. Screens draw it;
// tests check it.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/message.hpp"
#include "games/unoflip/game.hpp"

namespace flipside::ui::unoflipui {

struct SeatView {
  int seat = 0;
  std::string name;
  int cards = -1;          // hand size; -1 in score mode
  bool uno = false;        // called UNO and holds one or two cards
  bool on_turn = false;    // the state's "turn"
  bool answers = false;    // accepts or challenges the waiting Wild Draw
  bool dealer = false;
  bool catchable = false;  // played down to one without UNO: can be caught now
  bool may_call_uno = false;
  int total = 0;
};

// A key of the pad: a face of the side in play and what tapping it enters
// now (a start, a play or a Flip's new top), or why it cannot.
struct PadKey {
  unoflip::Face face;
  bool possible = false;
  Message why;  // when !possible
};

// The pad's order: colour × (1–9, draw, reverse, skip, flip), then Wild, Wild Draw.
inline constexpr int kPadKeys = unoflip::kKinds;

struct TableView {
  unoflip::Phase phase = unoflip::Phase::kStart;
  bool play_mode = true;
  bool transformers = false;
  unoflip::Side side = unoflip::Side::kLight;
  int color = -1;      // the colour to match, -1 unknown
  int direction = 1;   // +1 clockwise
  int turn = -1;
  bool drew = false;
  std::optional<unoflip::Face> top;
  int pending_player = -1;
  int answerer = -1;
  unoflip::Face pending_card;
  int catchable = -1;
  int round = 1;
  int target = 0;
  int draw_pile = 0;
  int discard_pile = 0;
  int winner = -1;
  std::vector<SeatView> seats;
  std::array<PadKey, kPadKeys> pad{};
  std::optional<Message> why_no_draw;  // nullopt: Draw is possible now
  std::optional<Message> why_no_pass;
  int uno_caller = -1;                 // who the UNO button calls for; -1 nobody
  std::optional<Message> why_no_uno;
  std::optional<Message> why_no_catch;
  Message expecting;

  bool finished() const { return phase == unoflip::Phase::kFinished; }
  int first_color() const { return static_cast<int>(side) * unoflip::kColorsPerSide; }
};

TableView build_table_view(const unoflip::UnoFlipGame& game);

// The line a pad key enters now (start, play or flip_top); `color` for a
// wild that takes one (-1: none). nullopt outside those moments. `by`: the
// player the table selected as the one who played (-1: the player on turn);
// a player not on turn gets the engine's refusal, never the turn's card
// (issue 20 item 3).
std::optional<nlohmann::json> key_line(const unoflip::UnoFlipGame& game, unoflip::Face face, int color, int by = -1);
// Whether a wild tapped now must be given its colour before its line.
bool wants_color(const unoflip::UnoFlipGame& game, unoflip::Face face);

// The engine's answer to a line without changing the game: nullopt when it
// would be accepted, else its sentence.
std::optional<Message> refusal(const unoflip::UnoFlipGame& game, const nlohmann::json& line);

// Action lines for the moment (nullopt when the moment has none).
// draw_line: {"draw":name}, or with "count" for several cards in one entry
// (a house rule's draw-until-playable, a penalty the table settles by hand).
std::optional<nlohmann::json> draw_line(const unoflip::UnoFlipGame& game, int count = 1, int by = -1);
std::optional<nlohmann::json> pass_line(const unoflip::UnoFlipGame& game, int by = -1);
std::optional<nlohmann::json> uno_line(const unoflip::UnoFlipGame& game);
std::optional<nlohmann::json> catch_line(const unoflip::UnoFlipGame& game, int by);
nlohmann::json accept_line(const unoflip::UnoFlipGame& game, int count);
nlohmann::json challenge_line(const unoflip::UnoFlipGame& game, bool guilty, int count);
nlohmann::json duel_line(const unoflip::UnoFlipGame& game, int challenged, int winner, int color, int discards);
// remaining: per seat the kinds listed (the side in play); the winner's list is ignored.
nlohmann::json remaining_line(const unoflip::UnoFlipGame& game, const std::vector<std::vector<int>>& lists);
nlohmann::json score_line(const unoflip::UnoFlipGame& game, int winner, const std::vector<int>& points);
// Score mode with the others' cards, read by `side`.
nlohmann::json score_cards_line(const unoflip::UnoFlipGame& game, int winner, unoflip::Side side,
                                const std::vector<std::vector<int>>& lists);

// Room left for one more copy of `face` at a hand's end, given the cards
// already listed (copies minus those known on the pile and listed).
int copies_left(const unoflip::Engine& engine, unoflip::Face face, const std::vector<std::vector<int>>& lists);
// How many of each card of `side` (by script key) `seat` may still hold at
// a hand's end (RULINGS UNO Flip 9: only the deck's copies exist): its
// copies less those showing on the discard pile and those listed for the
// other seats. A phone's list is checked by it, and its pad dims a card at
// 0, as the tablet's pad does by copies_left.
std::map<std::string, int> seat_room(const unoflip::Engine& engine, unoflip::Side side,
                                     std::vector<std::vector<int>> lists, int seat);
// Points of listed cards on the side in play.
int listed_points(unoflip::Side side, const std::vector<int>& kinds);

}  // namespace flipside::ui::unoflipui
