// The UNO Flip referee (RULINGS.md, "UNO Flip", rules 1–10). Pure and
// deterministic: it is told every card played and every draw at the table
// (play mode), or only each hand's result (score mode), and keeps:
//   - each hand's size from the deal (7 each, rule 1) through every play,
//     draw, penalty, challenge and duel;
//   - the discard pile card by card, with the faces known of each card (the
//     faces entered; a Flip turns the pile over, rule 3, so after two Flips
//     the light faces played earlier are face up again and the new top is
//     known). A face whose every copy is already on the discard pile is
//     impossible; the draw pile is what is neither in hands nor discarded,
//     and when it runs out the discard pile but its top is reshuffled
//     (forgetting every face but the top's);
//   - whose turn it is and what answer a play awaits.
//
// Rules as implemented (rule numbers are RULINGS.md's):
//   1  seven cards each, first player left of the dealer, clockwise; the
//      first discard's action is not performed; a wild start takes a colour.
//   2  a card matches the colour to follow, the number or the symbol; wilds
//      always; a Flip only on its own colour or on a Flip. Wild Draw Two /
//      Wild Draw Colour are always accepted: a challenge settles them.
//   3  Flip: the side and the pile turn over; the new top is entered
//      (flip_top), its action not performed; a wild takes the flipper's colour.
//   4  Reverse changes direction (with two players the same player plays
//      again); Skip passes over the next player; Skip Everyone: the same
//      player plays again; Draw One / Draw Five: the next player draws and
//      loses the turn.
//   5  challenges: Wild Draw Two accepted → +2, lose the turn; innocent →
//      challenger +4, loses the turn; guilty → the wild's player +2, the
//      challenger plays. Wild Draw Colour the same with "count" (cards until
//      the colour): accepted → +count; innocent → +count+2; guilty → the
//      wild's player +count. The colour named stands.
//   6  Transformers wilds: a duel line names the challenged player, the winner
//      and the colour. Optimus Prime's Power (light): the winner discards 0–2
//      cards (never their last) under the wild. Megatron's Tyranny (dark): the
//      loser draws 2. Play then goes on after the wild's player.
//   7  UNO: called on turn with two cards, or right after playing down to
//      one; a player who played down to one without calling can be caught
//      until the next action line (play, draw, pass, accept, challenge): +2.
//  10  UNO said again by a player whose call stands (still two cards or
//      fewer, no draw since) is accepted and changes nothing.
//   8  the hand ends when the player who played has no cards once the play's
//      effect is done (a Wild Draw found guilty or a lost Megatron duel gives
//      cards back; a Flip as last card ends the hand at once, on the new
//      side). The others' cards are entered and scored on the side in play;
//      the winner adds them. First to `target` alone on top wins; a shared top
//      plays on. The deal then passes left; every hand starts light.
// Readings where the rulebook is silent: after drawing, the player may play
// any legal card (the referee cannot tell which card was drawn) or pass;
// effect draws the stock cannot cover are cut short with a notice; "draw"
// and Wild Draw Colour counts beyond the stock are refused; with nothing
// left to draw at all, a player may pass without drawing (else the hand
// could not go on). A draw may take several cards in one line ("count"):
// house rules such as drawing until a card can be played.
//
// Every event is checked in full before anything changes: a refused event
// leaves the engine exactly as it was.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/message.hpp"
#include "games/unoflip/cards.hpp"

namespace flipside::unoflip {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 10;
inline constexpr int kDefaultTarget = 500;
inline constexpr int kMinTarget = 1;
inline constexpr int kMaxTarget = 100000;

enum class Edition : std::uint8_t { kClassic, kTransformers };
enum class Mode : std::uint8_t { kPlay, kScore };

struct Options {
  Edition edition = Edition::kClassic;
  int target = kDefaultTarget;
  Mode mode = Mode::kPlay;
};

struct Event {
  enum class Kind : std::uint8_t {
    kStart, kPlay, kDraw, kPass, kFlipTop, kAccept, kChallenge, kDuel, kUno, kCatch, kRemaining, kHand
  };
  Kind kind = Kind::kStart;
  int player = -1;  // play "by", draw, pass, accept, challenge, duel (the challenged), uno, catch (the caught)
  int other = -1;   // catch "by", duel "winner", hand "winner"
  ParsedCard card;  // start, play, flip_top
  int color = -1;   // 0..7, -1 when absent
  int count = -1;   // draw, accept/challenge of Wild Draw Colour; -1 when absent
  int discards = -1;  // duel on the light side; -1 when absent
  bool guilty = false;
  std::optional<Side> side;  // hand: the side the remaining cards are read by
  std::vector<std::pair<int, std::vector<ParsedCard>>> remaining;  // remaining / hand
  std::vector<std::pair<int, int>> points;                         // hand
  bool has_points = false;
};

enum class Phase : std::uint8_t {
  kStart,      // the first discard of a hand
  kTurn,       // the player on turn plays or draws (or passes after drawing)
  kFlipTop,    // the new top discard after a Flip
  kAnswer,     // accept / challenge a Wild Draw
  kDuel,       // a Transformers wild's duel
  kRemaining,  // the cards the others still hold
  kScoreHand,  // score mode: the next hand's result
  kFinished,
};

struct Outcome {
  bool accepted = false;
  Message rejection;
  std::vector<Message> notices;
};

struct HandResult {
  int winner = -1;
  std::optional<Side> side;  // the side scored, when the cards were entered
  std::vector<int> points;   // per seat: what each scored this hand (the winner only)
  std::vector<int> held;     // per seat: the points of the cards each other player held (0 for the winner)
};

// One card of the discard pile: its face on each side when known.
struct PileCard {
  std::array<std::int8_t, 2> face{-1, -1};  // kind per side, -1 unknown
};

class Engine {
 public:
  Engine(std::vector<std::string> names, int dealer, Options options);

  Outcome apply(const Event& e);

  // --- the table ---
  int player_count() const { return static_cast<int>(names_.size()); }
  const std::string& name(int p) const { return names_[p]; }
  const Options& options() const { return options_; }
  bool transformers() const { return options_.edition == Edition::kTransformers; }
  Phase phase() const { return phase_; }
  bool finished() const { return phase_ == Phase::kFinished; }
  int winner() const { return winner_; }
  int round() const { return round_; }
  int dealer() const { return dealer_; }
  int total(int p) const { return totals_[p]; }
  int hand_size(int p) const { return hands_[p]; }
  Side side() const { return side_; }
  int color() const { return color_; }  // -1: not known now
  int direction() const { return direction_; }  // +1 clockwise, -1 counterclockwise
  // The player the state's "turn" names (see the contract); -1 when finished.
  int turn() const;
  bool drew() const { return drew_; }
  int pending_player() const { return pending_player_; }  // who made the awaited play
  int answerer() const { return answerer_; }              // kAnswer: who answers
  Face pending_card() const { return pending_card_; }
  std::optional<Face> top() const;  // the top discard's face on the side in play
  int draw_pile_size() const;
  int discard_pile_size() const { return static_cast<int>(pile_.size()); }
  const std::vector<PileCard>& pile() const { return pile_; }
  // Copies of a face (on its side) known to lie on the discard pile.
  int known_on_pile(Face f) const;
  bool uno_called(int p) const { return uno_called_[p]; }
  int catchable() const;  // the player who can be caught now, or -1
  const std::vector<HandResult>& hands() const { return results_; }
  const std::vector<int>& hands_won() const { return hands_won_; }
  const std::vector<int>& uno_caught() const { return uno_caught_; }
  const std::vector<int>& challenges_won() const { return challenges_won_; }
  const std::vector<int>& duels_won() const { return duels_won_; }
  // Points of the cards each player still held when someone else went out
  // (what they gave the hand's winner), over the game.
  const std::vector<int>& points_left() const { return points_left_; }

  // The rejection a play would get now (nullopt: it would be accepted).
  std::optional<Message> check_play(int p, Face f) const;
  int next_after(int p) const { return ((p + direction_) % player_count() + player_count()) % player_count(); }
  int drawable() const;  // draw pile plus the discard pile under its top

 private:
  Outcome reject(Message m) const;
  std::optional<Message> not_now(const Event& e) const;
  std::optional<Face> resolve_card(const ParsedCard& c, Side side, Message* why) const;
  std::optional<Message> check_color(int color, Side side, bool wanted, const Face& card) const;
  std::optional<Message> impossible(Face f, int extra_known = 0) const;
  Message in_row(int p, const Message& why) const;  // why, in player p's cards left

  Outcome on_start(const Event& e);
  Outcome on_play(const Event& e);
  Outcome on_draw(const Event& e);
  Outcome on_pass(const Event& e);
  Outcome on_flip_top(const Event& e);
  Outcome on_answer(const Event& e);
  Outcome on_duel(const Event& e);
  Outcome on_uno(const Event& e);
  Outcome on_catch(const Event& e);
  Outcome on_remaining(const Event& e);
  Outcome on_hand(const Event& e);

  void draw_cards(int p, int n, Outcome& out);  // n capped by what can be drawn
  void discard(Face f);  // onto the pile, face up
  void count_faces(const PileCard& c);  // the card's known faces join known_
  void close_uno_window() { window_ = -1; }
  // After a play and its effect: the hand ends if `p` has no cards, else `next` plays.
  void finish_play(int p, int next, Outcome& out);
  void end_hand(int winner, std::optional<Side> side, std::vector<int> card_points, Outcome& out);
  void start_hand();

  std::vector<std::string> names_;
  Options options_;
  int dealer_ = 0;
  int round_ = 1;
  Phase phase_ = Phase::kStart;
  int winner_ = -1;
  std::vector<int> totals_;
  std::vector<int> hands_;
  Side side_ = Side::kLight;
  int color_ = -1;
  int direction_ = 1;
  int turn_ = -1;
  bool drew_ = false;
  int pending_player_ = -1;
  int answerer_ = -1;
  Face pending_card_{};
  int pending_color_ = -1;
  int out_player_ = -1;
  std::vector<PileCard> pile_;  // bottom → top
  // The known faces on the pile, per side and kind (kept with pile_: every
  // play asks how many copies are already down).
  std::array<std::array<std::int8_t, kKinds>, 2> known_{};
  std::vector<bool> uno_called_;
  int window_ = -1;  // the player who played down to one without calling UNO
  std::vector<HandResult> results_;
  std::vector<int> hands_won_, uno_caught_, challenges_won_, duels_won_, points_left_;
};

std::string_view phase_key(Phase p);

}  // namespace flipside::unoflip
