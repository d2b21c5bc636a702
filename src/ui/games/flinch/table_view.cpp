#include "ui/games/flinch/table_view.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

#include "games/flinch/script_codec.hpp"

namespace flipside::ui::flinchui {

using flinch::Engine;
using flinch::Event;
using flinch::PlayerState;
using flinch::Source;

std::string encode_pick(const Pick& p) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%" PRId64 ":%d:%d:%d:%d:%d:%d", p.game, p.lines, p.player, static_cast<int>(p.kind),
                p.card, p.slot, p.owner);
  return buf;
}

Pick decode_pick(const std::string& text) {
  Pick p;
  std::int64_t game = 0;
  int lines = 0, player = 0, kind = 0, card = 0, slot = 0, owner = -1;
  const int read =
      std::sscanf(text.c_str(), "%" SCNd64 ":%d:%d:%d:%d:%d:%d", &game, &lines, &player, &kind, &card, &slot, &owner);
  if (read != 6 && read != 7) return p;
  if (kind < 0 || kind > static_cast<int>(Pick::Kind::kReserve)) return p;
  p.game = game;
  p.lines = lines;
  p.player = player;
  p.kind = static_cast<Pick::Kind>(kind);
  p.card = card;
  p.slot = slot;
  p.owner = owner;
  return p;
}

int default_mover(const Engine& engine) {
  if (engine.started()) return engine.turn();
  return (engine.dealer() + 1) % engine.player_count();
}

Pick current_pick(const Pick& stored, const Engine& engine, std::int64_t game, int lines) {
  Pick p;
  p.game = game;
  p.lines = lines;
  if (stored.game != game) return p;
  if (stored.player >= 0 && stored.player < engine.player_count()) p.player = stored.player;
  if (engine.finished()) return Pick{game, lines};
  if (engine.started()) p.player = engine.turn();
  if (stored.lines != lines || !stored.picked() || stored.player != p.player) return p;
  // Whose card: the mover's, or (partnerships) their partner's.
  const int owner = stored.owner < 0 ? p.player : stored.owner;
  if (owner != p.player && (stored.kind == Pick::Kind::kHand || owner != engine.partner(p.player))) return p;
  const PlayerState& s = engine.player(owner);
  bool there = false;
  switch (stored.kind) {
    case Pick::Kind::kNone: break;
    case Pick::Kind::kFlinch: there = s.flinch_top > 0 && s.flinch_top == stored.card; break;
    case Pick::Kind::kHand: there = s.hand > 0 && flinch::is_value(stored.card); break;
    case Pick::Kind::kReserve:
      there = stored.slot >= 1 && stored.slot <= flinch::kReserveSlots && stored.card > 0 &&
              s.reserve_top(stored.slot - 1) == stored.card;
      break;
  }
  if (there) {
    p.kind = stored.kind;
    p.card = stored.card;
    p.slot = stored.slot;
    p.owner = owner == p.player ? -1 : owner;
  }
  return p;
}

TableView build_table_view(const flinch::FlinchGame& game, const Pick& pick) {
  const Engine& e = game.engine();
  TableView v;
  v.finished = e.finished();
  v.winner = e.winner();
  v.turn = e.started() ? e.turn() : -1;
  v.stock = e.stock();
  v.reveal = e.pending_reveal();
  if (const auto& b = e.breach()) {
    v.offender = b->offender;
    v.breach_reason = flinch::breach_message(*b, e);
  }
  v.must_pass = e.must_pass();
  v.mover = v.finished ? -1 : (e.started() ? e.turn() : (pick.player >= 0 ? pick.player : default_mover(e)));
  v.pick = pick;
  if (v.pick.player != v.mover) v.pick.kind = Pick::Kind::kNone;
  v.hints = e.options().hints;
  const bool show_targets = v.pick.picked() && v.hints;
  const int card = v.pick.card;

  for (int c = flinch::kLowest; c <= flinch::kHighest; ++c) {
    if (flinch::is_start_card(e.options().variant, c)) v.start_cards.push_back(c);
    v.pad_possible[c] = e.showing()[c] < e.copies();
  }
  for (const flinch::Pile& pile : e.piles()) {
    PileView pv;
    pv.id = pile.id;
    pv.lo = pile.lo;
    pv.hi = pile.hi;
    pv.next_count = pile.next(pv.next);
    pv.target = show_targets && pile.takes(card);
    v.piles.push_back(pv);
  }
  v.new_pile_target = show_targets && flinch::is_start_card(e.options().variant, card);

  for (int p = 0; p < e.player_count(); ++p) {
    const PlayerState& s = e.player(p);
    SeatView sv;
    sv.seat = p;
    sv.name = e.name(p);
    sv.flinch_left = s.flinch_left;
    sv.flinch_top = s.flinch_top;
    sv.hand = s.hand;
    bool any_empty = false;
    for (int k = 0; k < flinch::kReserveSlots; ++k) {
      sv.reserve[k] = s.reserve_top(k);
      sv.reserve_depth[k] = static_cast<int>(s.reserve[k].size());
      any_empty = any_empty || s.reserve[k].empty();
    }
    sv.on_turn = p == v.turn && !v.finished;
    sv.dealer = p == e.dealer();
    sv.mover = p == v.mover;
    sv.needs_reveal = p == v.reveal;
    sv.offender = p == v.offender;
    sv.winner = e.won(p);
    sv.partner = e.partner(p);
    sv.partner_of_mover = e.started() && !v.finished && v.mover >= 0 && p == e.partner(v.mover);
    if (sv.mover && show_targets && v.pick.kind == Pick::Kind::kHand)
      for (int k = 0; k < flinch::kReserveSlots; ++k) sv.slot_target[k] = !any_empty || s.reserve[k].empty();
    v.seats.push_back(std::move(sv));
  }
  return v;
}

// ---------------------------------------------------------------- taps

const flinch::FlinchGame* as_flinch(const Game* game) { return dynamic_cast<const flinch::FlinchGame*>(game); }

Intent submit_or_explain(const flinch::FlinchGame& game, const Event& event) {
  if (auto why = game.engine().check(event)) return intent::Explain{std::move(*why)};
  return intent::Submit{flinch::event_to_json(event, game.header())};
}

Intent reveal(const flinch::FlinchGame& game, int player, int card) {
  return submit_or_explain(game, Event::reveal(player, card));
}

Intent call(const flinch::FlinchGame& game, int caller) {
  const auto& b = game.engine().breach();
  if (!b) return intent::Explain{msg("ui.flinch.no_call")};
  return submit_or_explain(game, Event::call(caller, b->offender));
}

Intent pass(const flinch::FlinchGame& game, int player) { return submit_or_explain(game, Event::pass(player)); }

namespace {

Pick with_kind(const TableView& view, int player, Pick::Kind kind, int card, int slot, int owner = -1) {
  Pick p = view.pick;
  p.player = player;
  p.kind = kind;
  p.card = card;
  p.slot = slot;
  p.owner = owner;
  return p;
}

Pick cleared(const TableView& view) {
  Pick p = view.pick;
  p.kind = Pick::Kind::kNone;
  p.card = 0;
  p.slot = 0;
  p.owner = -1;
  return p;
}

// Partnerships: the seat is the partner of the player on turn, whose
// Flinch and reserve tops that player may play.
bool partner_on_turn(const Engine& e, int seat) {
  return e.started() && !e.finished() && e.options().partners && seat == e.partner(e.turn());
}

// The pick belongs to this seat's piles (the mover's own, or the partner's).
bool owned_by(const Pick& p, int seat) { return (p.owner < 0 ? p.player : p.owner) == seat; }

// Why a seat's card cannot be a source now (the game is over, a reveal
// comes first, it is not their turn), or nullopt.
std::optional<Message> why_not_source(const Engine& e, int seat) {
  if (e.finished()) return e.game_over();
  if (int p = e.pending_reveal(); p >= 0) return msg("flinch.reveal_first", e.name(p));
  if (e.started() && seat != e.turn()) return msg("flinch.not_on_turn", e.name(seat), e.name(e.turn()));
  return std::nullopt;
}

Tap explain(Message m) { return Tap{intent::Explain{std::move(m)}, std::nullopt}; }

}  // namespace

Tap tap_pad(const flinch::FlinchGame& game, const TableView& view, int card) {
  const Engine& e = game.engine();
  if (view.reveal >= 0) return Tap{reveal(game, view.reveal, card), std::nullopt};
  if (view.mover < 0) return explain(e.finished() ? e.game_over() : msg("ui.flinch.no_call"));
  if (auto why = why_not_source(e, view.mover)) return explain(std::move(*why));
  if (e.player(view.mover).hand == 0) return explain(msg("flinch.hand_empty", e.name(view.mover)));
  if (!view.pad_possible[card]) {
    Message m = msg("flinch.too_many_copies");
    m.args.push_back(flinch::card_arg(card));
    m.args.push_back(Arg::number_arg(e.copies()));
    return explain(std::move(m));
  }
  if (view.pick.kind == Pick::Kind::kHand && view.pick.card == card) return Tap{std::nullopt, cleared(view)};
  return Tap{std::nullopt, with_kind(view, view.mover, Pick::Kind::kHand, card, 0)};
}

Tap tap_flinch_top(const flinch::FlinchGame& game, const TableView& view, int seat) {
  const Engine& e = game.engine();
  const bool mate = partner_on_turn(e, seat) && e.pending_reveal() < 0;
  if (!mate)
    if (auto why = why_not_source(e, seat)) return explain(std::move(*why));
  const int top = e.player(seat).flinch_top;
  if (top == 0) return explain(msg("ui.flinch.no_flinch_top", e.name(seat)));
  if (view.pick.kind == Pick::Kind::kFlinch && owned_by(view.pick, seat)) return Tap{std::nullopt, cleared(view)};
  if (mate) return Tap{std::nullopt, with_kind(view, e.turn(), Pick::Kind::kFlinch, top, 0, seat)};
  return Tap{std::nullopt, with_kind(view, seat, Pick::Kind::kFlinch, top, 0)};
}

Tap tap_hand(const flinch::FlinchGame& game, const TableView& view, int seat) {
  const Engine& e = game.engine();
  if (auto why = why_not_source(e, seat)) return explain(std::move(*why));
  if (seat != view.mover) return Tap{std::nullopt, with_kind(view, seat, Pick::Kind::kNone, 0, 0)};
  return explain(msg("ui.flinch.hand_on_pad", e.name(seat)));
}

Tap tap_reserve(const flinch::FlinchGame& game, const TableView& view, int seat, int slot) {
  const Engine& e = game.engine();
  if (view.pick.kind == Pick::Kind::kHand && view.pick.player == seat) {
    Tap t{submit_or_explain(game, Event::reserve_card(seat, view.pick.card, slot)), std::nullopt};
    if (std::holds_alternative<intent::Submit>(*t.intent)) t.pick = cleared(view);
    return t;
  }
  const bool mate = partner_on_turn(e, seat) && e.pending_reveal() < 0;
  if (!mate)
    if (auto why = why_not_source(e, seat)) return explain(std::move(*why));
  const int top = e.player(seat).reserve_top(slot - 1);
  if (top == 0) return explain(msg("ui.flinch.slot_empty", e.name(seat), slot));
  if (view.pick.kind == Pick::Kind::kReserve && owned_by(view.pick, seat) && view.pick.slot == slot)
    return Tap{std::nullopt, cleared(view)};
  if (mate) return Tap{std::nullopt, with_kind(view, e.turn(), Pick::Kind::kReserve, top, slot, seat)};
  return Tap{std::nullopt, with_kind(view, seat, Pick::Kind::kReserve, top, slot)};
}

Tap tap_pile(const flinch::FlinchGame& game, const TableView& view, int pile) {
  if (!view.pick.picked()) {
    if (auto why = why_not_source(game.engine(), std::max(view.mover, 0))) return explain(std::move(*why));
    return explain(msg("ui.flinch.pick_source_first"));
  }
  const bool mate = view.pick.owner >= 0 && view.pick.owner != view.pick.player;
  const Source from = view.pick.kind == Pick::Kind::kFlinch ? (mate ? Source::kPartnerFlinch : Source::kFlinch)
                      : view.pick.kind == Pick::Kind::kHand ? Source::kHand
                                                            : (mate ? Source::kPartnerReserve : Source::kReserve);
  const int slot = view.pick.kind == Pick::Kind::kReserve ? view.pick.slot : 0;
  Tap t{submit_or_explain(game, Event::play(view.pick.player, view.pick.card, from, slot, pile)), std::nullopt};
  if (std::holds_alternative<intent::Submit>(*t.intent)) t.pick = cleared(view);
  return t;
}

std::optional<TopMove> flinch_top_move(const Engine& e, int mover) {
  if (mover < 0 || mover >= e.player_count()) return std::nullopt;
  const int own = e.player(mover).flinch_top;
  if (own > 0) {
    if (const int pile = e.pile_for(own); pile >= 0) return TopMove{Source::kFlinch, own, pile};
  }
  // Partnerships: the partner's Flinch top comes after one's own (rule 6).
  if (e.options().partners && e.started()) {
    const int mate = e.player(e.partner(mover)).flinch_top;
    if (mate > 0)
      if (const int pile = e.pile_for(mate); pile >= 0) return TopMove{Source::kPartnerFlinch, mate, pile};
  }
  return std::nullopt;
}

std::optional<Intent> play_flinch_top(const flinch::FlinchGame& game, int mover) {
  const Engine& e = game.engine();
  if (mover < 0 || mover >= e.player_count()) return std::nullopt;
  if (auto why = why_not_source(e, mover)) return intent::Explain{std::move(*why)};
  if (const auto move = flinch_top_move(e, mover))
    return submit_or_explain(game, Event::play(mover, move->card, move->from, 0, move->pile));
  const int top = e.player(mover).flinch_top;
  if (top == 0) return intent::Explain{msg("ui.flinch.no_flinch_top", e.name(mover))};
  Message m = msg("ui.flinch.top_goes_nowhere", e.name(mover));
  m.args.push_back(flinch::card_arg(top));
  return intent::Explain{std::move(m)};
}

}  // namespace flipside::ui::flinchui
