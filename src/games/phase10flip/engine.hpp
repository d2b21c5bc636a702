// The Phase 10 Flip referee (RULINGS.md, "Phase 10 Flip", rules 1–8). Pure
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
// Hand sizes (rule 7): 10 dealt; each turn draws one and discards one, so
// between turns a player holds 10 minus the cards they laid down or hit this
// hand, and at most 11 during their turn. `remaining` must list exactly that
// many; typed points are multiples of 5 from 5 to 20 per card held, and 50 to
// 200 for a player who did not complete their phase (all 10 cards held).
//
// Rule 8: once the game is over the last hand stays as it was played (side,
// laid_down, groups, in_hand); phase_of() is a number for everyone.
//
// apply() checks everything before changing anything: a rejected event
// leaves the engine exactly as it was.
#pragma once

#include <algorithm>
#include <cassert>
#include <array>
#include <new>
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
  // Statistics, over the game. Hits count only cards put on another
  // player's groups (one's own groups are one's own phase growing). Hands
  // count every hand the player played, the tie-break hand included (it
  // replays the last phase: laid down, it is a phase made in that hand,
  // though it moves no one on).
  int hits_on_others = 0;
  int phases_made = 0;            // hands in which they laid down their phase
  int hands_without_phase = 0;    // hands they played without laying it down
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

// The points a player not out may be given at a hand's end (rule 7).
struct PointsRange {
  int low = 0;
  int high = 0;
};

// What an accepted line announces, as data: the game turns each into its
// sentence (notices.hpp), so applying a line builds no message (the profile
// of a replay showed message building and its allocations as most of the
// engine's time; other engines work the same way).
struct Notice {
  enum class Kind : std::uint8_t {
    kFlip,            // the side now in play: side
    kPhase,           // player lays down phase `number` (their groups now on the table)
    kHit,             // player adds card to onto's group
    kRunTakesColour,  // onto's group is now a run of colour
    kHandEnd,         // hand `number` is over: player went out
    kAdvance,         // player moves on to phase `number`
    kStays,           // player stays on phase `number`
    kNextPhase,       // ten_hands: everyone plays phase `number` next
    kTieBreak,        // a tie at `number` points between the `tied` seats: they replay the last phase
    kGameEnd,         // player wins with `number` points
  };
  Kind kind = Kind::kFlip;
  int player = -1;
  int number = 0;
  int onto = -1;
  int group = 0;
  int colour = kNoColour;
  Side side = Side::kColor;
  Card card{};
  unsigned tied = 0;  // kTieBreak: a bit per seat
};

inline constexpr int kMaxNotices = kMaxPlayers + 3;  // the end of a hand: over, each player, and what comes next

struct Outcome {
  bool accepted = false;
  // Why not, when refused: optional, so the accepted lines (nearly all)
  // neither build nor destroy a Message.
  std::optional<Message> rejection;
  int notice_count = 0;
  bool hand_finished = false;

  void add(const Notice& n) {
    // kMaxNotices is the most one line can set off: more is a bug in the
    // engine, caught where asserts run (the sanitizer build), never a
    // write past the array.
    assert(notice_count < kMaxNotices && "a line set off more notices than kMaxNotices");
    if (notice_count < kMaxNotices) ::new (notice_room_ + notice_count++ * sizeof(Notice)) Notice(n);
  }
  // Notice i, for i < notice_count.
  const Notice& notice(int i) const { return std::launder(reinterpret_cast<const Notice*>(notice_room_))[i]; }
  static Outcome refused(Message why) {
    Outcome out;
    out.rejection = std::move(why);
    return out;
  }

 private:
  // Room for the notices, written only as they are added: every line makes
  // an Outcome, and a full array of default Notices written each time was a
  // tenth of the engine's instructions (callgrind).
  alignas(Notice) unsigned char notice_room_[kMaxNotices * sizeof(Notice)];
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
  // The phase p attempts now (1..phases); 0 while sitting out a tie-break
  // hand. Once the game is over (rule 8): the phase they would attempt next,
  // phases + 1 for a player with every phase completed (ten_hands: everyone).
  int phase_of(int p) const;
  // Rule 7: the points p may be given at the end of this hand, whether or
  // not they completed their phase in it (not completed: all 10 cards held,
  // 50 to 200).
  PointsRange points_range(int p, bool completed) const;
  // Cards in p's hand now: cards_held(), and none for the player who went
  // out of the last hand once the game is over (rule 8).
  int cards_in_hand(int p) const { return p == went_out_ ? 0 : players_[p].cards_held(); }
  // Whether anyone has laid down this hand (hits and "out" need it).
  bool anyone_laid_down() const;
  // One seat's line of a finished hand: its points, the phase it attempted
  // (0: sat out a tie-break hand) and whether it made it (laid it down, or
  // listed as completed), and went out.
  struct HandSeat {
    int points = 0;
    int phase = 0;
    bool made = false;
    bool went_out = false;
  };
  // The hands finished so far, and each one's line for seat p.
  std::size_t hands_scored() const { return hands_.size() / players_.size(); }
  const HandSeat& hand_seat(std::size_t hand, int p) const {
    return hands_[hand * players_.size() + static_cast<std::size_t>(p)];
  }
  // The side a finished hand ended on: the one its points were scored on
  // (rule 5), so the sheet can say it beside the hand's line.
  Side hand_side(std::size_t hand) const { return hand_sides_[hand]; }

 private:
  // The game is on and the player is in this hand (a flip is anyone's).
  std::optional<Message> check_common(const Event& e) const {
    if (finished()) return game_over();
    if (e.kind == Event::Kind::kFlip || players_[e.player].in_hand) return std::nullopt;
    return sits_out(e.player);
  }
  Message game_over() const;
  // Rule 4: hands are all on the side in play; the first card that is not,
  // or nullptr.
  const Card* off_side(std::span<const Card> cards) const {
    for (const Card& c : cards)
      if (c.side != side_) return &c;
    return nullptr;
  }
  // Rule 7: at most 11 cards held during a turn, the one drawn included.
  bool has_room(int p, int count) const { return count <= kMaxCardsInTurn - players_[p].played; }
  Message sits_out(int p) const;
  Message wrong_side(const Card& c) const;
  Message too_many_cards(int p, int count) const;
  Message hit_refusal(const Event& e) const;
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
  int went_out_ = -1;  // who ended the hand on the table (the last one, once the game is over)
  bool tie_break_ = false;
  // Every finished hand, a row of player_count() seats per hand, in one
  // array (a vector per hand was an allocation at every hand's end).
  std::vector<HandSeat> hands_;
  std::vector<Side> hand_sides_;  // per finished hand: the side it ended on
  // The card lists of the last hand's groups, emptied, for the next hand's
  // phases to fill: a game allocates its groups' room once, not every hand
  // (allocation and freeing were a tenth of the engine's time, callgrind).
  std::vector<std::vector<Card>> spare_groups_;
};

}  // namespace flipside::phase10flip
