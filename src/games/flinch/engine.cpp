#include "games/flinch/engine.hpp"

#include <algorithm>

namespace flipside::flinch {
namespace {

// "1 and 15" as one argument ("flinch.card" is just the card).
Arg cards_arg(const int* values, int count) {
  std::vector<Message> items;
  for (int i = 0; i < count; ++i) items.push_back(msg("flinch.card", card_arg(values[i])));
  return Arg::list_arg(std::move(items));
}

}  // namespace

int Pile::next(std::array<int, 2>& out) const {
  int n = 0;
  for (const int end : {up_end(), down_end()})
    if (end != 0) out[n++] = end;
  return n;
}

Engine::Engine(std::vector<std::string> names, int dealer, Options options)
    : names_(std::move(names)), options_(options), dealer_(dealer) {
  t_.players.resize(names_.size());
  t_.stock = total_cards() - player_count() * (kFlinchPileSize + kHandSize);
}

const Pile* Engine::find_pile(int id) const {
  // Piles are kept in id order and are few: a scan is the fastest lookup.
  for (const Pile& pile : t_.piles)
    if (pile.id == id) return &pile;
  return nullptr;
}

Message Engine::game_over() const {
  if (options_.partners) return msg("flinch.game_over_pair", name(t_.winner), name(partner(t_.winner)));
  return msg("flinch.game_over", name(t_.winner));
}

int Engine::pending_reveal() const {
  for (int p = 0; p < player_count(); ++p)
    if (t_.players[p].needs_reveal()) return p;
  return -1;
}

int Engine::pile_for(int v) const {
  for (const Pile& pile : t_.piles)
    if (pile.takes(v)) return pile.id;
  return is_start_card(options_.variant, v) ? kNew : -1;
}

// ---------------------------------------------------------------- checks

std::optional<Message> Engine::check(const Event& e) const {
  if (finished()) return game_over();
  if (e.player < 0 || e.player >= player_count()) return msg("flinch.no_such_player", static_cast<int>(e.player));
  if (e.kind == Event::Kind::kReveal) return check_reveal(e);
  // The contract: a Flinch top still face down is revealed before anything else.
  if (int p = pending_reveal(); p >= 0) return msg("flinch.reveal_first", name(p));
  switch (e.kind) {
    case Event::Kind::kPlay: return check_play(e);
    case Event::Kind::kReserve: return check_reserve(e);
    case Event::Kind::kCall: return check_call(e);
    case Event::Kind::kPass: return check_pass(e);
    case Event::Kind::kReveal: break;  // checked above, before the pending reveal
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_copy(int v) const {
  if (t_.showing[v] < copies()) return std::nullopt;
  Message m = msg("flinch.too_many_copies");
  m.args.push_back(card_arg(v));
  m.args.push_back(Arg::number_arg(copies()));
  return m;
}

std::optional<Message> Engine::check_reveal(const Event& e) const {
  const PlayerState& me = t_.players[e.player];
  if (!me.needs_reveal()) {
    Message m = msg("flinch.reveal_not_needed", name(e.player));
    m.args.push_back(card_arg(me.flinch_top));
    return m;
  }
  if (!is_value(e.card)) return msg("flinch.card_range");
  return check_copy(e.card);
}

std::optional<Message> Engine::check_mover(int p) const {
  if (started() && p != t_.turn) return msg("flinch.not_on_turn", name(p), name(t_.turn));
  return std::nullopt;
}

// The card is where the line says: p's Flinch top or reserve top (p is the
// mover, or their partner for the partner's sources), or a hand card.
std::optional<Message> Engine::check_source(const Event& e) const {
  const bool partners_source = e.from == Source::kPartnerFlinch || e.from == Source::kPartnerReserve;
  if (partners_source && !options_.partners) return msg("flinch.partner_without_partners");
  // A partner's cards are a privilege of one's turn: there is none before the first pile.
  if (partners_source && !started()) return msg("flinch.partner_before_start", name(partner(e.player)));
  const int owner = partners_source ? partner(e.player) : e.player;
  const PlayerState& s = t_.players[owner];
  const int v = e.card;
  switch (e.from) {
    case Source::kFlinch:
    case Source::kPartnerFlinch:
      if (s.flinch_top != v) {
        if (s.flinch_left == 0) return msg("flinch.flinch_pile_empty", name(owner));
        Message m = msg("flinch.not_flinch_top", name(owner));
        m.args.push_back(card_arg(s.flinch_top));
        m.args.push_back(card_arg(v));
        return m;
      }
      return std::nullopt;
    case Source::kHand:
      if (s.hand == 0) return msg("flinch.hand_empty", name(owner));
      return check_copy(v);
    case Source::kReserve:
    case Source::kPartnerReserve: {
      if (e.slot < 1 || e.slot > kReserveSlots) return msg("flinch.bad_slot");
      const int top = s.reserve_top(e.slot - 1);
      if (top == 0) return msg("flinch.reserve_empty", name(owner), static_cast<int>(e.slot));
      if (top != v) {
        Message m = msg("flinch.not_reserve_top", name(owner), static_cast<int>(e.slot));
        m.args.push_back(card_arg(top));
        m.args.push_back(card_arg(v));
        return m;
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_play(const Event& e) const {
  if (!is_value(e.card)) return msg("flinch.card_range");
  if (auto problem = check_mover(e.player)) return problem;
  if (auto problem = check_source(e)) return problem;
  const int v = e.card;
  if (e.pile == kNew) {
    if (!is_start_card(options_.variant, v)) {
      int starts[2];
      int n = 0;
      for (int s = kLowest; s <= kHighest; ++s)
        if (is_start_card(options_.variant, s)) starts[n++] = s;
      Message m = msg("flinch.cannot_start");
      m.args.push_back(card_arg(v));
      m.args.push_back(cards_arg(starts, n));
      return m;
    }
    return std::nullopt;
  }
  const Pile* pile = find_pile(e.pile);
  if (!pile) return msg("flinch.no_such_pile", static_cast<long long>(e.pile));
  if (!pile->takes(v)) {
    std::array<int, 2> next{};
    const int n = pile->next(next);
    Message m = msg("flinch.does_not_fit");
    m.args.push_back(card_arg(v));
    m.args.push_back(Arg::number_arg(pile->id));
    m.args.push_back(cards_arg(next.data(), n));
    return m;
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_reserve(const Event& e) const {
  if (!is_value(e.card)) return msg("flinch.card_range");
  if (e.slot < 1 || e.slot > kReserveSlots) return msg("flinch.bad_slot");
  if (auto problem = check_mover(e.player)) return problem;
  const PlayerState& me = t_.players[e.player];
  if (me.hand == 0) return msg("flinch.hand_empty", name(e.player));
  if (auto problem = check_copy(e.card)) return problem;
  if (!me.reserve[e.slot - 1].empty()) {
    // Rule 2 and the rulebook: five separate reserve piles before any goes on top.
    for (int s = 0; s < kReserveSlots; ++s)
      if (me.reserve[s].empty()) return msg("flinch.fill_empty_slot", name(e.player), static_cast<int>(e.slot), s + 1);
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_call(const Event& e) const {
  if (e.on < 0 || e.on >= player_count()) return msg("flinch.no_such_player", static_cast<int>(e.on));
  if (!breach_) return msg("flinch.call_no_breach", name(e.on));
  if (e.player == breach_->offender) return msg("flinch.call_self", name(e.player));
  // Partnerships: a call comes from an adversary (rulebook: "su adversario");
  // on one's partner it would only move a card within the pair.
  if (e.player == partner(breach_->offender))
    return msg("flinch.call_partner", name(e.player), name(breach_->offender));
  if (e.on != breach_->offender) return msg("flinch.call_wrong_player", name(e.on), name(breach_->offender));
  return std::nullopt;
}

std::optional<Engine::Playable> Engine::playable_now() const {
  if (!started()) return std::nullopt;
  auto sources_of = [&](int owner) -> std::optional<Playable> {
    const PlayerState& s = t_.players[owner];
    if (s.flinch_top > 0)
      if (const int pile = pile_for(s.flinch_top); pile >= 0) return Playable{s.flinch_top, pile};
    for (int k = 0; k < kReserveSlots; ++k)
      if (const int top = s.reserve_top(k); top > 0)
        if (const int pile = pile_for(top); pile >= 0) return Playable{top, pile};
    return std::nullopt;
  };
  if (auto own = sources_of(t_.turn)) return own;
  if (options_.partners) return sources_of(partner(t_.turn));
  return std::nullopt;
}

// The pass's own check decides: one condition in one place.
bool Engine::must_pass() const {
  return !finished() && started() && pending_reveal() < 0 && !check_pass(Event::pass(t_.turn));
}

// RULINGS Flinch 7: a pass only when nothing else can happen; otherwise the
// sentence says what the player still has.
std::optional<Message> Engine::check_pass(const Event& e) const {
  if (!started()) return msg("flinch.pass_before_start", name(e.player));
  if (auto problem = check_mover(e.player)) return problem;
  const PlayerState& me = t_.players[e.player];
  if (me.hand > 0) return msg("flinch.pass_has_hand", name(e.player), me.hand);
  if (t_.stock > 0 || t_.removed > 0) return msg("flinch.pass_can_draw", name(e.player), t_.stock + t_.removed);
  if (const auto p = playable_now()) {
    Message m = msg("flinch.pass_can_play", name(e.player));
    m.args.push_back(card_arg(p->card));
    m.args.push_back(Arg::list_arg({p->pile == kNew ? msg("flinch.where_new") : msg("flinch.where_pile", p->pile)}));
    return m;
  }
  return std::nullopt;
}

// Rule 3, judged on the table before the move. With partners (rule 6) the
// partner's Flinch top is owed like one's own, after it: one's own first.
std::optional<Breach> Engine::find_breach(const Event& e) const {
  const PlayerState& me = t_.players[e.player];
  const bool is_play = e.kind == Event::Kind::kPlay;
  if (is_play && e.from == Source::kFlinch) return std::nullopt;  // the first duty done
  const int own_pile = me.flinch_top == 0 ? -1 : pile_for(me.flinch_top);
  Breach b;
  b.offender = e.player;
  b.move = e;
  b.flinch_top = me.flinch_top;
  b.flinch_pile = own_pile;
  if (is_play && e.from == Source::kPartnerFlinch) {
    if (own_pile < 0) return std::nullopt;
    b.kind = Breach::Kind::kOwnBeforePartner;
    return b;
  }
  if (own_pile < 0 && options_.partners && started()) {
    const int mate_top = t_.players[partner(e.player)].flinch_top;
    if (const int mate_pile = mate_top == 0 ? -1 : pile_for(mate_top); mate_pile >= 0) {
      b.flinch_top = mate_top;
      b.flinch_pile = mate_pile;
      b.partner_top = true;
    }
  }
  const bool flinch_playable = b.flinch_pile >= 0;
  if (e.kind == Event::Kind::kReserve && is_start_card(options_.variant, e.card)) {
    b.kind = Breach::Kind::kStartOnReserve;
    b.also_flinch_first = flinch_playable;
    return b;
  }
  if (!flinch_playable) return std::nullopt;
  const bool same_start = is_play && e.from == Source::kHand && e.card == b.flinch_top &&
                          is_start_card(options_.variant, e.card);
  b.kind = same_start ? Breach::Kind::kStartFromHand : Breach::Kind::kFlinchFirst;
  return b;
}

bool Engine::pile_done(int p) const {
  return t_.players[p].flinch_left == 0 && (!options_.partners || t_.players[partner(p)].flinch_left == 0);
}

// ---------------------------------------------------------------- changes

Outcome Engine::apply(const Event& e) {
  Outcome out;
  if (auto problem = check(e)) {
    out.rejection = std::move(*problem);
    return out;
  }
  out.accepted = true;
  // One case per kind and no default, as in check(): -Wswitch flags a new kind here too.
  switch (e.kind) {
    case Event::Kind::kReveal:
      // Not a move: a call stays valid across it (the contract: "reveals aside").
      t_.players[e.player].flinch_top = e.card;
      ++t_.showing[e.card];
      break;
    case Event::Kind::kCall:
      call(e, out);
      break;
    case Event::Kind::kPass:
      // A move like any other: it closes the call window; it breaks nothing.
      breach_.reset();
      before_breach_.reset();
      out.add({NoticeKind::kPassed, e.player, -1, 0, 0});
      pass_turn(e.player, out);
      break;
    case Event::Kind::kPlay:
    case Event::Kind::kReserve:
      // Any other move closes the call window (rule 4) and may open a new one.
      breach_ = find_breach(e);
      if (breach_) {
        before_breach_ = t_;
      } else {
        before_breach_.reset();
      }
      if (e.kind == Event::Kind::kPlay) {
        play(e, out);
      } else {
        reserve(e, out);
      }
      if (breach_) out.add({NoticeKind::kBreach, e.player, -1, e.card, 0});
      break;
  }
  return out;
}

void Engine::play(const Event& e, Outcome& out) {
  PlayerState& me = t_.players[e.player];
  const bool partners_source = e.from == Source::kPartnerFlinch || e.from == Source::kPartnerReserve;
  const int owner = partners_source ? partner(e.player) : e.player;
  PlayerState& from = t_.players[owner];
  const int v = e.card;
  switch (e.from) {
    case Source::kFlinch:
    case Source::kPartnerFlinch:
      --from.flinch_left;
      from.flinch_top = 0;  // its owner reveals the next one
      break;
    case Source::kHand:
      ++t_.showing[v];
      --me.hand;
      break;
    case Source::kReserve:
    case Source::kPartnerReserve: from.reserve[e.slot - 1].pop_back(); break;
  }
  if (!started()) {
    t_.turn = e.player;  // rule 1: who starts the first pile begins
    out.add({NoticeKind::kBegins, e.player, -1, e.card, 0});
  }
  std::size_t at = 0;
  if (e.pile == kNew) {
    Pile pile;
    pile.id = t_.next_pile_id++;
    pile.lo = pile.hi = static_cast<std::uint8_t>(v);
    pile.grows = options_.variant == Variant::kFrom8 ? Pile::Grows::kBoth
                 : v == kHighest                     ? Pile::Grows::kDown
                                                     : Pile::Grows::kUp;
    t_.piles.push_back(pile);
    at = t_.piles.size() - 1;
    out.add({NoticeKind::kPileStarted, e.player, -1, e.card, pile.id});
  } else {
    while (t_.piles[at].id != e.pile) ++at;
    Pile& pile = t_.piles[at];
    if (v == pile.up_end()) {
      pile.hi = static_cast<std::uint8_t>(v);
    } else {
      pile.lo = static_cast<std::uint8_t>(v);
    }
  }
  if (const Pile& pile = t_.piles[at]; pile.complete()) {
    // Rule 1: the pile leaves the table; its cards stop counting as showing.
    for (int x = pile.lo; x <= pile.hi; ++x) --t_.showing[x];
    t_.removed += pile.size();
    out.add({NoticeKind::kPileComplete, e.player, -1, e.card, pile.id});
    t_.piles.erase(t_.piles.begin() + static_cast<std::ptrdiff_t>(at));
  }
  // Rule 2 (RULINGS Flinch 7): a hand emptied by playing draws five; one
  // still empty because the stock was out draws as soon as a pile that left
  // the table gives it cards.
  if (me.hand == 0 && (e.from == Source::kHand || t_.removed > 0)) draw(e.player, kHandSize, out);
  if ((e.from == Source::kFlinch || e.from == Source::kPartnerFlinch) && pile_done(owner)) {
    t_.winner = e.player;  // rule 5 (with partners: both piles are empty)
    out.add({NoticeKind::kWinner, e.player, -1, 0, 0});
  }
}

void Engine::reserve(const Event& e, Outcome& out) {
  PlayerState& me = t_.players[e.player];
  --me.hand;
  me.reserve[e.slot - 1].push_back(e.card);
  ++t_.showing[e.card];
  if (!started()) {
    // Opening reserves: a hand laid out draws a new one (rulebook, "El juego").
    if (me.hand == 0) draw(e.player, kHandSize, out);
    return;
  }
  pass_turn(e.player, out);
}

void Engine::pass_turn(int from, Outcome& out) {
  t_.turn = (from + 1) % player_count();
  out.add({NoticeKind::kTurn, static_cast<std::int8_t>(t_.turn), -1, 0, 0});
  // A hand emptied onto the reserve is replaced when its owner's turn comes.
  if (t_.players[t_.turn].hand == 0) draw(t_.turn, kHandSize, out);
}

void Engine::draw(int p, int count, Outcome& out) {
  if (t_.stock < count && t_.removed > 0) {
    out.add({NoticeKind::kReshuffle, -1, -1, 0, t_.removed});
    t_.stock += t_.removed;
    t_.removed = 0;
  }
  const int got = std::min(count, t_.stock);
  t_.stock -= got;
  t_.players[p].hand += got;
  if (got > 0) out.add({NoticeKind::kNewHand, static_cast<std::int8_t>(p), -1, 0, got});
}

void Engine::call(const Event& e, Outcome& out) {
  const int caller = e.player;
  const int offender = breach_->offender;
  // Rule 4: the offending card goes back where it came from (with all it set off)...
  // ...but a pile number once given is never given again (RULINGS Flinch 8).
  const int next_pile_id = t_.next_pile_id;
  t_ = std::move(*before_breach_);
  t_.next_pile_id = next_pile_id;
  before_breach_.reset();
  breach_.reset();
  // ...the offender's turn ends without a reserve card...
  if (started()) pass_turn(offender, out);
  // ...and the caller's Flinch top goes under the offender's Flinch pile
  // (partnerships: a caller whose pile is already empty has none to give).
  PlayerState& from = t_.players[caller];
  const int given = from.flinch_top;
  if (from.flinch_left > 0) {
    --t_.showing[given];
    --from.flinch_left;
    from.flinch_top = 0;
    ++t_.players[offender].flinch_left;
  }
  out.add({NoticeKind::kFlinched, static_cast<std::int8_t>(caller), static_cast<std::int8_t>(offender),
           static_cast<std::uint8_t>(given), 0});
  if (given > 0 && pile_done(caller)) {
    t_.winner = caller;  // rule 5: the caller's Flinch pile is empty
    out.add({NoticeKind::kWinner, static_cast<std::int8_t>(caller), -1, 0, 0});
  }
}

}  // namespace flipside::flinch
