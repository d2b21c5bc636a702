// The Flip 7 referee (RULINGS.md, "Flip 7", rules 1–12). Pure and
// deterministic: it is fed the cards as they are flipped at the table and
// keeps the exact draw pile, so it can refuse a card that cannot come
// (rule 8), say who receives the next card and why, and give the odds.
// Rule 11 (house rule deck_cycle every_round): every round starts from the
// full deck. Rule 12 (score mode): no cards at all, only each round's points
// (apply_round), checked against the most one round can give; rules 9 and 10
// end the game as in card mode.
//
// apply() validates the whole event first and only then changes anything:
// a rejected event leaves the engine exactly as it was. The hot path does
// not allocate (notices are a fixed array), so replays run at millions of
// events per second.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/flip7/cards.hpp"

namespace flipside::flip7 {

inline constexpr int kMaxPlayers = 64;
inline constexpr int kMaxDecks = 10;
inline constexpr int kDefaultTarget = 200;
inline constexpr int kMaxTarget = 10000000;  // long enough for benchmark games
inline constexpr int kMaxRoundLimit = 10000;

struct Options {
  int target = kDefaultTarget;  // rule 9: the game ends after a round in which someone reaches it
  int decks = 1;                // several decks shuffled together
  int round_limit = 0;          // rule 10 (solo challenge); 0 = no limit
  bool every_round = false;     // rule 11: deck_cycle "every_round" (false: "rulebook", rule 8)
  bool score_mode = false;      // rule 12: mode "score" (false: "cards")
};

// Rule 12: the most one round can give a player: seven different numbers at
// most (12 + 11 + … + 6 = 63) doubled, every +N modifier of every deck (30 a
// deck), and the Flip 7 bonus: 171 with one deck.
constexpr int max_round_points(int decks) { return 63 * 2 + kFlip7Bonus + 30 * decks; }

enum class Status : std::uint8_t { kActive, kStayed, kFrozen, kBusted, kFlip7 };

struct PlayerState {
  int total = 0;
  Status status = Status::kActive;
  std::uint16_t numbers = 0;               // bit v set: holds the number card v
  std::array<std::uint8_t, 6> modifiers{}; // held this round: +2, +4, +6, +8, +10, x2
  bool second_chance = false;
  CardCounts in_front{};                   // every card lying in front of them this round

  bool holds(int value) const { return (numbers >> value) & 1u; }
  int number_count() const { return __builtin_popcount(numbers); }
  bool has_cards() const;                  // rule 2: a player holding no card may not stay
  bool in_round() const { return status == Status::kActive; }
  bool has_times2() const { return modifiers[5] > 0; }
};

struct Event {
  enum class Kind : std::uint8_t { kCard, kTarget, kStay };
  Kind kind = Kind::kCard;
  Card card = Card::kFreeze;  // kCard
  std::int8_t player = -1;    // kCard: optional "to"; kTarget: the target; kStay: who stays
  std::int8_t target = -1;    // kCard: optional inline target of an action resolving now

  static Event card_event(Card c, int to = -1, int target = -1) {
    return {Kind::kCard, c, static_cast<std::int8_t>(to), static_cast<std::int8_t>(target)};
  }
  static Event target_event(int target) { return {Kind::kTarget, Card::kFreeze, static_cast<std::int8_t>(target), -1}; }
  static Event stay_event(int player) { return {Kind::kStay, Card::kFreeze, static_cast<std::int8_t>(player), -1}; }
};

enum class NoticeKind : std::uint8_t {
  kReshuffle,             // value: cards in the new draw pile
  kBust,                  // player, card
  kSecondChanceUsed,      // player, card (the duplicate)
  kSecondChanceKept,      // player
  kSecondChanceGiven,     // player (receiver), other (giver)
  kSecondChanceDiscarded, // player (who drew it)
  kFrozen,                // player (target), other (chooser)
  kFlipThree,             // player (target), other (chooser)
  kActionWaits,           // player (Flip Three target), card
  kWaitingDiscarded,      // value: how many set-aside cards went to the discard
  kFlip7,                 // player
  kStayed,                // player, value: round points banked
  kRoundEnd,              // value: round number
  kTieBreak,              // value: the shared top total
  kGameEnd,               // player: winner or -1
};

struct Notice {
  NoticeKind kind = NoticeKind::kRoundEnd;
  std::int8_t player = -1;
  std::int8_t other = -1;
  Card card = Card::kFreeze;
  std::int32_t value = 0;
};

inline constexpr int kMaxNotices = 8;

struct Outcome {
  bool accepted = false;
  Message rejection;  // empty when accepted
  std::array<Notice, kMaxNotices> notices{};
  int notice_count = 0;

  void add(const Notice& n) {
    // kMaxNotices is the most one line can set off: more is a bug in the
    // engine, caught where asserts run (the sanitizer build), never a
    // write past the array.
    assert(notice_count < kMaxNotices && "a line set off more notices than kMaxNotices");
    if (notice_count < kMaxNotices) notices[notice_count++] = n;
  }
};

// Why the next card goes to whom.
enum class Reason : std::uint8_t { kDeal, kTurn, kFlipThree };

// What may be entered now (for the UI and for "expecting").
struct Guidance {
  enum class Awaiting : std::uint8_t { kCard, kTarget, kNothing, kRoundPoints /* score mode */ };
  Awaiting awaiting = Awaiting::kNothing;
  int recipient = -1;          // kCard: who receives the next card
  Reason reason = Reason::kDeal;
  int flip_three_card = 0;     // kFlipThree: 1..3
  int chooser = -1;            // kTarget: who chooses
  Card pending_card = Card::kFreeze;
  bool pending_was_set_aside = false;  // a Freeze/Flip Three that waited for a Flip Three
  std::vector<int> targets;    // kTarget: the legal targets
  int may_stay = -1;           // the player on turn, when they may stay now
  CardCounts possible{};       // copies the next card can be (0 = impossible)
};

enum class Phase : std::uint8_t { kDeal, kTurns, kFinished };

class Engine {
 public:
  Engine(std::vector<std::string> names, int dealer, Options options);

  Outcome apply(const Event& event);
  // The rejection apply() would give, without applying (nullopt = accepted).
  std::optional<Message> check(const Event& event) const;

  // Rule 12, score mode only: one finished round, each seat's points
  // (nullopt: that seat's points were not given). Whole numbers from 0 to
  // max_round_points(decks), every seat's.
  using RoundEntry = std::vector<std::optional<long long>>;
  Outcome apply_round(const RoundEntry& points);
  std::optional<Message> check_round(const RoundEntry& points) const;

  // --- the table ---
  int player_count() const { return static_cast<int>(players_.size()); }
  const std::string& name(int p) const { return names_[p]; }
  const std::vector<std::string>& names() const { return names_; }
  const PlayerState& player(int p) const { return players_[p]; }
  const Options& options() const { return options_; }
  int dealer() const { return dealer_; }
  int round() const { return round_; }
  Phase phase() const { return phase_; }
  bool finished() const { return phase_ == Phase::kFinished; }
  int winner() const { return winner_; }
  int turn() const { return phase_ == Phase::kTurns ? turn_ : -1; }
  const std::vector<std::vector<int>>& round_points() const { return round_points_; }
  int round_score(int p) const;  // rule 7: what p banks if the round ended now (0 when busted)

  // --- card counting (rule 8) ---
  const CardCounts& draw_pile() const { return draw_; }
  const CardCounts& discard_pile() const { return discard_; }
  int draw_pile_size() const { return draw_size_; }
  int discard_pile_size() const { return discard_size_; }
  const CardCounts& next_draw_source() const { return draw_size_ > 0 ? draw_ : discard_; }
  int next_draw_source_size() const { return draw_size_ > 0 ? draw_size_ : discard_size_; }
  // Why card c cannot be the next card (how many exist, where they are).
  std::optional<Message> why_impossible(Card c) const;
  // All copies out of the draw pile this round (on the table, set aside, discarded).
  CardCounts cards_out_this_round() const { return round_out_; }

  // --- odds, from the tracked next draw ---
  double bust_probability(int p) const;      // Second Chance taken into account
  double expected_points_if_hit(int p) const;

  // --- guidance ---
  Guidance guidance() const;
  int next_recipient() const;  // -1 when a target is awaited or the game is over
  Reason next_reason() const;

 private:
  struct PendingAction {
    bool active = false;
    Card card = Card::kFreeze;
    std::int8_t chooser = -1;
    bool set_aside = false;
  };
  struct FlipThreeFrame {
    std::int8_t target = -1;
    std::int8_t cards_left = kFlipThreeCards;
    std::uint8_t waiting_count = 0;
    std::uint8_t next_waiting = 0;
    std::array<Card, kFlipThreeCards> waiting{};
  };

  std::optional<Message> check_card(const Event& e) const;
  std::optional<Message> check_target(const Event& e) const;
  std::optional<Message> check_stay(const Event& e) const;
  std::optional<Message> target_problem(Card card, int chooser, int target) const;
  bool receiving_flip_three() const;
  bool next_action_resolves_now() const;  // a Freeze/Flip Three drawn now is not set aside
  int deal_player(int slot) const { return (dealer_ + 1 + slot) % player_count(); }
  int next_in_round_after(int p) const;
  bool anyone_can_take_second_chance(int giver) const;
  int round_score_with(const PlayerState& p) const;

  void draw(Card c, Outcome& out);
  void receive(int p, Card c, bool action_waits, int inline_target, Outcome& out);
  void resolve_target(int target, Outcome& out);
  void advance(Outcome& out);
  void end_round(Outcome& out);
  void finish_round(std::vector<int> points, Outcome& out);  // rules 9 and 10
  void start_round();

  std::vector<std::string> names_;
  Options options_;
  std::vector<PlayerState> players_;
  int dealer_ = 0;
  int round_ = 1;
  Phase phase_ = Phase::kDeal;
  int deal_slot_ = 0;    // deal slots done this round (0..n)
  int turn_ = -1;
  bool hit_open_ = false;  // the player on turn took a card whose effects are still resolving
  int flip7_player_ = -1;
  int winner_ = -1;
  PendingAction pending_;
  std::vector<FlipThreeFrame> frames_;

  CardCounts draw_{};
  CardCounts discard_{};        // finished rounds' cards
  CardCounts round_out_{};      // drawn this round (table, set aside, discarded during it)
  CardCounts round_discard_{};  // discarded during the round in progress
  int draw_size_ = 0;
  int discard_size_ = 0;
  std::vector<std::vector<int>> round_points_;
};

std::string_view status_key(Status s);  // "active", "stayed", ...

}  // namespace flipside::flip7
