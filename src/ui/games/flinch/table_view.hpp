// What the Flinch table shows and what its taps enter, computed without
// ImGui so tests can check it: the centre piles with the numbers they take,
// a row per player (Flinch cards left, Flinch top, five reserve slots, hand
// count), who is on turn, the reveal asked for, the Flinch call valid now,
// and the source picked by the first tap of a two-tap move.
//
// A move is two taps: a source (a Flinch top, a number from the hand pad, a
// reserve slot), then a destination (a centre pile, "new pile", or a reserve
// slot for a hand card). The source picked is kept between frames in
// ViewState::table_pick as text (encode_pick / decode_pick), stamped with
// the game and its line count so that any entry, undo or redo drops it.
//
// Partnerships (rule 6): the player on turn may also pick their partner's
// Flinch top or a reserve top (Pick::owner is then the partner's seat); the
// move enters as "from":"partner_flinch" / "partner_reserve:K".
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/flinch/game.hpp"
#include "ui/shell/intents.hpp"

namespace flipside::ui::flinchui {

// The first tap of a move. `player` also says whose hand the pad enters
// before the first pile (when anybody may move).
struct Pick {
  enum class Kind : std::uint8_t { kNone, kFlinch, kHand, kReserve };
  std::int64_t game = 0;  // the open game's id
  int lines = -1;         // its line count when picked
  int player = -1;
  Kind kind = Kind::kNone;
  int card = 0;  // the card picked (Flinch top, hand number, reserve top)
  int slot = 0;  // kReserve: 1..5
  int owner = -1;  // kFlinch, kReserve: whose pile (-1 or player: the mover's own; else their partner's)

  bool picked() const { return kind != Kind::kNone; }
  bool operator==(const Pick&) const = default;
};

std::string encode_pick(const Pick& pick);
Pick decode_pick(const std::string& text);

// A pick still meaningful for this game at this line count: a stale one
// keeps only its player; a source no longer there is dropped.
Pick current_pick(const Pick& stored, const flinch::Engine& engine, std::int64_t game, int lines);

struct PileView {
  int id = 0;
  int lo = 0, hi = 0;
  std::array<int, 2> next{};  // the numbers it takes, up end first
  int next_count = 0;
  bool target = false;  // the picked card goes on it
};

struct SeatView {
  int seat = 0;
  std::string name;
  int flinch_left = 0;
  int flinch_top = 0;  // 0: not revealed (or the pile is empty)
  int hand = 0;
  std::array<int, flinch::kReserveSlots> reserve{};        // top cards, 0 = empty
  std::array<int, flinch::kReserveSlots> reserve_depth{};  // cards in each slot
  bool on_turn = false;
  bool dealer = false;
  bool mover = false;         // the pad enters this player's hand cards
  bool needs_reveal = false;  // asked for now (the first pending)
  bool offender = false;      // a Flinch call on them is valid now
  bool winner = false;
  int partner = -1;             // partnerships: the seat opposite
  bool partner_of_mover = false;  // partnerships: the mover may play this seat's Flinch and reserve tops
  std::array<bool, flinch::kReserveSlots> slot_target{};  // the picked hand card may go there
};

struct TableView {
  std::vector<PileView> piles;
  std::vector<SeatView> seats;
  bool new_pile_target = false;  // the picked card starts a pile
  std::vector<int> start_cards;  // what starts a pile in this variant
  int stock = 0;
  int turn = -1;     // -1 before the first pile
  int mover = -1;    // whose hand the pad enters
  int reveal = -1;   // whose Flinch top must be revealed now
  int offender = -1; // a Flinch call on them is valid now
  Message breach_reason;
  int winner = -1;
  bool finished = false;
  // RULINGS Flinch 7: the player on turn has no card in hand, nothing to draw
  // and nothing playable: the table offers Pass (and only then).
  bool must_pass = false;
  // The game's "hints" option: off, no pile, reserve or "new pile" shows
  // where the picked card may go and there is no one-tap Flinch top (the
  // rulebook: "Nadie podrá dar la más leve intimación").
  bool hints = true;
  Pick pick;  // the source picked (validated)
  std::array<bool, flinch::kValues> pad_possible{};  // pad keys (1..15) not refused outright
};

TableView build_table_view(const flinch::FlinchGame& game, const Pick& pick);

// --- taps ---------------------------------------------------------------
// What a tap does: an intent to emit and/or a new pick to keep.
struct Tap {
  std::optional<Intent> intent;
  std::optional<Pick> pick;  // replaces the stored pick when set
};

// The game behind a generic one, or null when it is not Flinch.
const flinch::FlinchGame* as_flinch(const Game* game);

// A line checked by the engine first: Submit when it would be accepted
// (breaches included: the table may call them), Explain with the engine's
// sentence when not.
Intent submit_or_explain(const flinch::FlinchGame& game, const flinch::Event& event);

Intent reveal(const flinch::FlinchGame& game, int player, int card);
Intent call(const flinch::FlinchGame& game, int caller);
// The pass of the player on turn (RULINGS Flinch 7), or why not.
Intent pass(const flinch::FlinchGame& game, int player);
// The pad's number when no reveal is pending: picks (or drops) that hand card.
Tap tap_pad(const flinch::FlinchGame& game, const TableView& view, int card);
Tap tap_flinch_top(const flinch::FlinchGame& game, const TableView& view, int seat);
Tap tap_hand(const flinch::FlinchGame& game, const TableView& view, int seat);
// slot 1..5: the destination of a picked hand card of this seat, else a source.
Tap tap_reserve(const flinch::FlinchGame& game, const TableView& view, int seat, int slot);
// pile id, or flinch::kNew for "new pile".
Tap tap_pile(const flinch::FlinchGame& game, const TableView& view, int pile);
// The Flinch top the mover owes first and where it goes: their own, else
// (partnerships) their partner's; nullopt when neither can go.
struct TopMove {
  flinch::Source from = flinch::Source::kFlinch;
  int card = 0;
  int pile = 0;  // a pile id, or flinch::kNew
};
std::optional<TopMove> flinch_top_move(const flinch::Engine& engine, int mover);
// That Flinch top onto where it goes (one tap / the F key), or why not.
std::optional<Intent> play_flinch_top(const flinch::FlinchGame& game, int mover);
// Whose sources are live when nothing is picked: the player on turn, or
// before the first pile the one sitting after the dealer.
int default_mover(const flinch::Engine& engine);

}  // namespace flipside::ui::flinchui
