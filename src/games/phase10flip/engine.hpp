// The Phase 10 Flip referee (RULINGS.md, "Phase 10 Flip", rules 1–6). Pure
// and deterministic. The table enters what changes the score sheet: each
// Flip discard, each phase laid down, each hit and the end of each hand
// (../shared/contract/game-script.md, "Phase 10 Flip"); draws and other
// discards are not entered.
//
//   rule 1  the ten phases (phases.hpp), validated by grouping.hpp;
//   rule 2  a phase is laid down whole, once per hand, with at least one
//           number card; sizes are minimums; stars stay flexible;
//   rule 3  hits only after one's own phase this hand, onto any laid-down
//           group, which must stay valid under some star assignment; a
//           wild-side run takes the colour of a colour-side card joining it;
//   rule 4  every hand starts on the colour side; `flip` turns hands and
//           piles (cards entered are read on the side in play); laid-down
//           groups keep the side their cards were read on. The Flip of the
//           first discard (turned from the draw pile at the deal) is ignored:
//           it is not a player's discard and is never entered;
//   rule 5  the hand ends when a player who laid down goes out; the others
//           score their hand on the side in play (1–9: 5, 10–12: 10, star:
//           20); everyone who laid down advances;
//   rule 6  after a hand in which someone completes the last phase, the
//           fewest points among them wins; a tie is played off in a
//           tie-break hand among the tied, who replay the last phase, and
//           the first of them out wins. Variants: `ten_hands` (everyone
//           advances each hand; after `phases` hands, fewest points wins, a
//           tie played off the same way), `phases: N`.
//
// Hand sizes: 10 dealt; each turn draws one and discards one, so between
// turns a player holds 10 minus the cards they laid down or hit this hand,
// and at most 11 during their turn. `remaining` must list exactly that many.
//
// apply() checks everything before changing anything: a rejected event
// leaves the engine exactly as it was.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/phases.hpp"

namespace flipside::phase10flip {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kHandSize = 10;         // dealt to each player
inline constexpr int kMaxCardsInTurn = 11;   // with the card drawn

struct Options {
  bool ten_hands = false;     // variant 1 (rule 6)
  int phases = kPhaseCount;   // variant 2: the first N phases
};

struct LaidGroup {
  GroupKind kind = GroupKind::kSet;
  std::vector<Card> cards;  // as laid down, then hits in order
};

struct PlayerState {
  int total = 0;
  int completed = 0;        // phases completed (hands in which they laid down, tie-break aside)
  bool in_hand = true;      // false while a tie-break hand is played without them
  bool laid_down = false;   // this hand
  int played = 0;           // cards laid down or hit this hand
  std::vector<LaidGroup> groups;  // this hand
  int hits = 0;                   // statistics, over the game
  int hands_without_phase = 0;
  std::array<int, kPhaseCount> failed{};  // hands ended without laying down phase i + 1

  int cards_held() const { return std::max(0, kHandSize - played); }  // between turns
};

struct Event {
  enum class Kind : std::uint8_t { kFlip, kPhase, kHit, kOut };
  Kind kind = Kind::kFlip;
  int player = -1;  // who lays down / hits / goes out

  // kPhase: the cards (the engine groups them) or the groups as given.
  bool given_groups = false;
  std::vector<Card> cards;
  std::vector<std::vector<Card>> groups;

  // kHit
  Card card;
  int onto = -1;
  int group = 0;  // 1-based

  // kOut, per seat: either the cards left in hand, or points + completed.
  bool by_points = false;
  std::vector<bool> listed;                   // seat named in remaining/points
  std::vector<std::vector<Card>> remaining;
  std::vector<int> points;
  std::vector<bool> completed;
};

struct Outcome {
  bool accepted = false;
  Message rejection;
  std::vector<Message> notices;
  bool hand_finished = false;
};

class Engine {
 public:
  Engine(std::vector<std::string> names, int dealer, Options options);

  Outcome apply(const Event& event);

  int player_count() const { return static_cast<int>(players_.size()); }
  const std::string& name(int p) const { return names_[p]; }
  const PlayerState& player(int p) const { return players_[p]; }
  const Options& options() const { return options_; }
  Side side() const { return side_; }
  int round() const { return round_; }  // the hand in progress, or the last one once finished
  int dealer() const { return dealer_; }
  bool finished() const { return winner_ >= 0; }
  int winner() const { return winner_; }
  bool tie_break() const { return tie_break_; }
  // The phase p attempts now (1..phases); 0 when none (sitting out a
  // tie-break hand, or every phase done once the game is over).
  int phase_of(int p) const;
  // Whether anyone has laid down this hand (hits and "out" need it).
  bool anyone_laid_down() const;
  // Each finished hand's points, per seat.
  const std::vector<std::vector<int>>& hand_points() const { return hand_points_; }

 private:
  std::optional<Message> check_common(const Event& e) const;
  std::optional<Message> check_side(std::span<const Card> cards) const;
  std::optional<Message> check_room(int p, int count) const;
  Outcome apply_phase(const Event& e);
  Outcome apply_hit(const Event& e);
  Outcome apply_out(const Event& e);
  std::optional<Message> check_out(const Event& e) const;
  std::vector<int> tied_with_fewest(const std::vector<int>& among) const;
  void start_hand();
  Arg tied_names(const std::vector<int>& seats) const;

  std::vector<std::string> names_;
  Options options_;
  std::vector<PlayerState> players_;
  Side side_ = Side::kColor;
  int round_ = 1;
  int regular_hands_ = 0;  // hands finished, tie-break aside
  int dealer_ = 0;
  int winner_ = -1;
  bool tie_break_ = false;
  std::vector<std::vector<int>> hand_points_;
};

}  // namespace flipside::phase10flip
