// The Flinch referee (RULINGS.md, "Flinch", rules 1–8). Pure and
// deterministic: it is fed what happens at the table (Flinch tops revealed,
// cards played onto centre piles, cards put on reserves, Flinch calls) and
// checks every move.
//
// What it keeps:
// - rule 1: centre piles as ranges of numbers (they are strictly consecutive),
//   numbered from 1 in the order started, never reused; a pile that reaches
//   its end leaves the table. Copies are counted only for the cards showing
//   (centre piles, every reserve card, Flinch tops): cards of piles that left
//   may come back through a reshuffle. The stock and hands are counted, not
//   known: a hand emptied by playing draws five at once (rule 2), a hand
//   emptied onto the reserve draws at the start of its owner's next turn
//   (rulebook, "Notas adicionales"); an empty stock takes back the cards of
//   the piles that left (rulebook, "Las Pilas del Juego siguen hasta 15").
// - rule 1: before the first pile there are no turns: anybody lays opening
//   reserves (a hand emptied that way draws five more); whoever starts the
//   first pile begins and turns go clockwise from them.
// - rule 2: a turn ends with one card from hand on a reserve slot (an empty
//   slot while there is one).
// - rule 3, obligations, and rule 4, calls. A move that breaks an obligation
//   is NOT refused: it is what a table may catch, so it is accepted and
//   becomes `flinchable()` until the next move. Breaches:
//     * a card from hand or reserve, or the turn-ending reserve card, while
//       the mover's Flinch top could be played (on a pile, or starting one);
//     * a starting card (rule 6: 1; also 15 in from15; 8 in from8) put on a
//       reserve;
//     * a starting card played from hand while the Flinch top is the same
//       starting card (a special case of the first, named on its own).
//   Refused, as moves that cannot happen at a table: a card that does not
//   fit the pile, a card that is not where the line says (Flinch top,
//   reserve top, an empty hand), a move out of turn, a card beyond the
//   deck's copies, a reserve card on a used slot while one is empty, any
//   line while a Flinch top is still to be revealed, and a call with no
//   breach (rule 4).
//   The penalty (rule 4) puts the table back exactly as it was before the
//   offending move (the card returns where it came from, with anything the
//   move set off: a refilled hand, a finished pile) except the centre pile
//   numbers (RULINGS Flinch 8: a number given is never given again, so a
//   pile started after the call gets the next unused one), ends the offender's
//   turn without a reserve card (before the first pile there is no turn to
//   end), and moves the caller's Flinch top under the offender's Flinch pile.
// - rule 5: the first to empty their Flinch pile wins at once (also by giving
//   their last Flinch card away with a call).
// - rule 6: variants `from15` (piles start with 1 going up or 15 going down)
//   and `from8` (piles start with 8 and grow at both ends; a pile leaves
//   when it holds 1 to 15).
// - rule 6, partnerships (option `partners`, rulebook "Partidas de
//   Parejas"; a contract extension, see README.md): 4 or 6 players, partners
//   sit opposite (seat i with seat i + n/2). On their turn (so not before
//   the first pile, when there are no turns) a player may also
//   play their partner's Flinch top and reserve tops (Source::kPartnerFlinch,
//   kPartnerReserve). Rule 3 then covers both Flinch tops: a playable own
//   top goes first (playing the partner's top while one's own could go is a
//   breach, kOwnBeforePartner), and a playable partner's top must be played
//   before any other card and before the turn ends, like one's own (from
//   the first pile on: opening reserves owe only one's own). A call on
//   one's own partner is refused (it would only move a card within the pair).
//   A caller whose Flinch pile is already empty gives no card. When one
//   partner's Flinch pile is empty the pair keeps playing from the other; the
//   game ends when both are empty, and both partners win (winner() is the one
//   who emptied the last pile; won(p) is true for both).
// - The blocked game (rulebook, "Notas adicionales": the stock is out and
//   nobody but one player who refuses can play; the one holding the loose
//   card must play it, and the favoured player moves their Flinch top under
//   their pile, or with one card left sits out a turn): not enforced. The
//   engine counts the stock and hands but does not know the cards in them,
//   so it cannot tell a blocked table from a slow one, nor which player is
//   "favoured" or refusing; the cure has no script line (the contract has
//   none, and a line the engine could not check would only be trusted). Such
//   a table is rare with finished piles reshuffled into the stock (and the
//   rulebook's own advice, two decks): in random play with eight players
//   and one deck most games see a pass, but about one in 150 reaches a
//   round where everybody passes. What the table does: it enters what
//   is actually played; while anyone holds a card the turns still end with a
//   reserve card; when the player on turn has no card in hand, none to draw
//   and nothing playable, they pass (below).
// - RULINGS Flinch 7, the pass: `{"pass":name}` is accepted only from the
//   player on turn with no card in hand, nothing to draw (stock and finished
//   piles both empty) and nothing playable (no Flinch top or reserve top,
//   with partners also the partner's, fits a pile or starts one); the turn
//   ends without a reserve card. Anywhere else it is refused saying why. A
//   hand emptied by playing is replaced with five as soon as there are cards
//   to draw: when a pile leaves the table during the turn of a player whose
//   hand is empty (the stock was out), they draw from it at once. So a
//   player on turn with an empty hand never has cards left to draw.
//
// apply() validates the whole event first and only then changes anything:
// a rejected event leaves the engine exactly as it was. The hot path does
// not allocate; the only copy is the snapshot taken before a breach.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/flinch/cards.hpp"

namespace flipside::flinch {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;
inline constexpr int kFlinchPileSize = 10;
inline constexpr int kHandSize = 5;
inline constexpr int kReserveSlots = 5;
inline constexpr int kNew = 0;  // Event::pile for "to":"new"

struct Options {
  int decks = 1;
  Variant variant = Variant::kStandard;
  bool partners = false;  // rule 6: partnerships (4 or 6 players, partners opposite)
  // The table app's hints (the one-tap Flinch-top button, the piles a picked
  // card may go on). Off, as the rulebook has it: "Nadie podrá dar la más
  // leve intimación". The referee is the same either way.
  bool hints = true;
};

// kPartnerFlinch / kPartnerReserve: the mover's partner's Flinch top or
// reserve top (partnerships only).
enum class Source : std::uint8_t { kFlinch, kHand, kReserve, kPartnerFlinch, kPartnerReserve };

// A centre pile: the numbers lo..hi, all on it (rule 1: strictly consecutive).
struct Pile {
  enum class Grows : std::uint8_t { kUp, kDown, kBoth };
  int id = 0;
  std::uint8_t lo = 0, hi = 0;
  Grows grows = Grows::kUp;

  // The one source of what a pile takes (issue 32 item 7): the rule that
  // judges a play (takes), the state's "next", the pile's label and the
  // refusal's sentence (next) all read these two ends. 0: that end is closed
  // (the pile does not grow that way, or has reached 15 / 1).
  int up_end() const { return grows != Grows::kDown && hi < kHighest ? hi + 1 : 0; }
  int down_end() const { return grows != Grows::kUp && lo > kLowest ? lo - 1 : 0; }
  bool takes(int v) const { return v != 0 && (v == up_end() || v == down_end()); }
  // Rule 1: a pile that takes nothing more is complete and leaves the table.
  bool complete() const { return up_end() == 0 && down_end() == 0; }
  int size() const { return hi - lo + 1; }
  // The numbers it takes, up end first (at most two); returns how many.
  // Exactly the numbers takes() accepts: both come from up_end/down_end.
  int next(std::array<int, 2>& out) const;
};

struct PlayerState {
  int flinch_left = kFlinchPileSize;  // the whole Flinch pile, its top included
  int flinch_top = 0;                 // 0 = not revealed (or pile empty)
  int hand = kHandSize;               // cards held (not known, counted)
  std::array<std::vector<std::uint8_t>, kReserveSlots> reserve;  // bottom first

  int reserve_top(int slot) const { return reserve[slot].empty() ? 0 : reserve[slot].back(); }
  bool needs_reveal() const { return flinch_left > 0 && flinch_top == 0; }
};

struct Event {
  enum class Kind : std::uint8_t { kReveal, kPlay, kReserve, kCall, kPass };
  Kind kind = Kind::kReveal;
  std::int8_t player = -1;  // who reveals / plays / reserves / calls
  std::int8_t on = -1;      // kCall: the offender named
  std::uint8_t card = 0;
  Source from = Source::kHand;  // kPlay
  std::uint8_t slot = 0;        // kPlay from a reserve, kReserve: 1..5
  std::int32_t pile = kNew;     // kPlay: the centre pile's id, kNew = a new pile

  static Event reveal(int p, int card) { return {Kind::kReveal, i8(p), -1, u8(card), Source::kHand, 0, 0}; }
  static Event play(int p, int card, Source from, int slot, int pile) {
    return {Kind::kPlay, i8(p), -1, u8(card), from, u8(slot), pile};
  }
  static Event reserve_card(int p, int card, int slot) {
    return {Kind::kReserve, i8(p), -1, u8(card), Source::kHand, u8(slot), 0};
  }
  static Event call(int caller, int offender) { return {Kind::kCall, i8(caller), i8(offender), 0, Source::kHand, 0, 0}; }
  static Event pass(int p) { return {Kind::kPass, i8(p), -1, 0, Source::kHand, 0, 0}; }

 private:
  static std::int8_t i8(int v) { return static_cast<std::int8_t>(v); }
  static std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }
};

// A move that broke an obligation of rule 3 (what a Flinch call may catch).
struct Breach {
  enum class Kind : std::uint8_t {
    kFlinchFirst,     // a card other than the playable Flinch top
    kStartFromHand,   // a starting card from hand while the Flinch top is the same starting card
    kStartOnReserve,  // a starting card put on a reserve
    kOwnBeforePartner,  // partnerships: the partner's Flinch top while one's own could go
  };
  Kind kind = Kind::kFlinchFirst;
  int offender = -1;
  Event move;           // the offending move
  int flinch_top = 0;   // the offender's Flinch top then (the partner's when partner_top)
  int flinch_pile = 0;  // kFlinchFirst: a pile it could go on (kNew: it could start one)
  bool partner_top = false;  // partnerships: flinch_top is the partner's, not the offender's
  bool also_flinch_first = false;  // kStartOnReserve while the Flinch top was playable too
};

enum class NoticeKind : std::uint8_t {
  kBegins,        // player: started the first pile, turns go clockwise from them
  kPileStarted,   // player, value: pile id, card
  kPileComplete,  // value: pile id (it leaves the table)
  kNewHand,       // player, value: cards drawn
  kReshuffle,     // value: cards of finished piles shuffled into the stock
  kTurn,          // player: whose turn it is now
  kBreach,        // player: the offender (Engine::breach() says why)
  kFlinched,      // player: caller, other: offender, card: caller's Flinch card given (0: none left)
  kWinner,        // player
  kPassed,        // player: had no card in hand, none to draw, nothing playable (RULINGS Flinch 7)
};

struct Notice {
  NoticeKind kind = NoticeKind::kTurn;
  std::int8_t player = -1;
  std::int8_t other = -1;
  std::uint8_t card = 0;
  std::int32_t value = 0;
};

inline constexpr int kMaxNotices = 10;

struct Outcome {
  bool accepted = false;
  Message rejection;
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

class Engine {
 public:
  Engine(std::vector<std::string> names, int dealer, Options options);

  Outcome apply(const Event& event);
  // The rejection apply() would give, without applying (nullopt = accepted).
  std::optional<Message> check(const Event& event) const;

  // --- the table ---
  int player_count() const { return static_cast<int>(names_.size()); }
  const std::string& name(int p) const { return names_[p]; }
  const std::vector<std::string>& names() const { return names_; }
  const Options& options() const { return options_; }
  int dealer() const { return dealer_; }
  const PlayerState& player(int p) const { return t_.players[p]; }
  const std::vector<Pile>& piles() const { return t_.piles; }  // on the table, by id
  const Pile* find_pile(int id) const;
  int next_pile_id() const { return t_.next_pile_id; }
  int turn() const { return t_.turn; }          // -1 before the first pile
  bool started() const { return t_.turn >= 0; }
  int stock() const { return t_.stock; }
  int left_table() const { return t_.removed; }  // cards of finished piles not yet reshuffled
  bool finished() const { return t_.winner >= 0; }
  int winner() const { return t_.winner; }
  // Partnerships: the seat opposite (rule 6); -1 without partners.
  int partner(int p) const {
    return options_.partners ? (p + player_count() / 2) % player_count() : -1;
  }
  // p won: the winner, or (partnerships) the winner's partner.
  bool won(int p) const { return finished() && (p == t_.winner || p == partner(t_.winner)); }
  // "The game is over: … won" (naming both partners of a winning pair).
  Message game_over() const;
  // Copies of each number showing (rule 1), and how many the deck has.
  const std::array<int, kValues>& showing() const { return t_.showing; }
  int copies() const { return kCopiesPerDeck * options_.decks; }
  int total_cards() const { return kCardsPerDeck * options_.decks; }

  // --- what comes next ---
  // The first player whose Flinch top must be revealed before anything else (-1: none).
  int pending_reveal() const;
  // A pile the value can go on now (kNew: it starts one), or -1.
  int pile_for(int v) const;
  // The call valid now (rule 4), if any: the last move broke an obligation.
  const std::optional<Breach>& breach() const { return breach_; }
  // RULINGS Flinch 7: the player on turn has no card in hand, nothing to
  // draw and nothing playable, so the only line for them is a pass.
  bool must_pass() const;
  // Something the player on turn could play now (a Flinch top or reserve top,
  // with partners the partner's too): its card and where it goes; nullopt: none.
  struct Playable {
    int card = 0;
    int pile = 0;  // a pile id, or kNew
  };
  std::optional<Playable> playable_now() const;

 private:
  struct Table {
    std::vector<PlayerState> players;
    std::vector<Pile> piles;
    int next_pile_id = 1;
    int turn = -1;
    int stock = 0;
    int removed = 0;
    std::array<int, kValues> showing{};
    int winner = -1;
  };

  std::optional<Message> check_reveal(const Event& e) const;
  std::optional<Message> check_play(const Event& e) const;
  std::optional<Message> check_reserve(const Event& e) const;
  std::optional<Message> check_call(const Event& e) const;
  std::optional<Message> check_pass(const Event& e) const;
  std::optional<Message> check_mover(int p) const;
  std::optional<Message> check_copy(int v) const;
  std::optional<Message> check_source(const Event& e) const;
  bool pile_done(int p) const;  // rule 5: p's Flinch pile (and a partner's) is empty
  std::optional<Breach> find_breach(const Event& e) const;

  void play(const Event& e, Outcome& out);
  void reserve(const Event& e, Outcome& out);
  void call(const Event& e, Outcome& out);
  void draw(int p, int count, Outcome& out);
  void pass_turn(int from, Outcome& out);

  std::vector<std::string> names_;
  Options options_;
  int dealer_ = 0;
  Table t_;
  std::optional<Breach> breach_;
  std::optional<Table> before_breach_;  // the table before the offending move (rule 4's penalty)
};

}  // namespace flipside::flinch
