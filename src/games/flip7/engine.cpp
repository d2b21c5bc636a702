#include "games/flip7/engine.hpp"

#include <algorithm>

namespace flipside::flip7 {
namespace {


Message with_card(std::string key, Card c) {
  Message m = msg(std::move(key));
  m.args.push_back(card_arg(c));
  return m;
}

}  // namespace

bool PlayerState::has_cards() const {
  if (numbers != 0 || second_chance) return true;
  for (auto m : modifiers)
    if (m) return true;
  return false;
}

std::string_view status_key(Status s) {
  switch (s) {
    case Status::kActive: return "active";
    case Status::kStayed: return "stayed";
    case Status::kFrozen: return "frozen";
    case Status::kBusted: return "busted";
    case Status::kFlip7: return "flip7";
  }
  return "active";
}

Engine::Engine(std::vector<std::string> names, int dealer, Options options)
    : names_(std::move(names)), options_(options), players_(names_.size()), dealer_(dealer) {
  draw_ = full_deck(options_.decks);
  draw_size_ = kCardsPerDeck * options_.decks;
  frames_.reserve(8);
  start_round();
}

// ---------------------------------------------------------------- checks

std::optional<Message> Engine::check(const Event& e) const {
  if (finished()) {
    if (winner_ >= 0) return msg("flip7.game_over_winner", names_[winner_]);
    return msg("flip7.game_over");
  }
  if (options_.score_mode) return msg("flip7.score_mode_only_rounds");  // rule 12
  for (int who : {static_cast<int>(e.player), static_cast<int>(e.target)})
    if (who >= player_count()) return msg("flip7.no_such_player", who);
  switch (e.kind) {
    case Event::Kind::kCard: return check_card(e);
    case Event::Kind::kTarget: return check_target(e);
    case Event::Kind::kStay: return check_stay(e);
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_round(const RoundEntry& points) const {
  if (finished()) {
    if (winner_ >= 0) return msg("flip7.game_over_winner", names_[winner_]);
    return msg("flip7.game_over");
  }
  if (!options_.score_mode) return msg("flip7.round_in_cards_mode");
  if (static_cast<int>(points.size()) != player_count()) return msg("flip7.no_such_player", static_cast<int>(points.size()));
  const int most = max_round_points(options_.decks);
  for (int p = 0; p < player_count(); ++p) {
    if (!points[p]) continue;
    const long long v = *points[p];
    if (v < 0) return msg("flip7.round_points_negative", names_[p], v);
    if (v > most) {
      if (options_.decks == 1) return msg("flip7.round_points_too_many", names_[p], v, most);
      return msg("flip7.round_points_too_many_decks", names_[p], v, most, options_.decks);
    }
  }
  std::vector<Message> missing;
  for (int p = 0; p < player_count(); ++p)
    if (!points[p]) missing.push_back(msg("flip7.points_of", names_[p]));
  if (!missing.empty()) {
    Message m = msg("flip7.round_points_missing");
    m.args.push_back(Arg::list_arg(std::move(missing)));
    return m;
  }
  return std::nullopt;
}

Outcome Engine::apply_round(const RoundEntry& points) {
  Outcome out;
  if (auto why = check_round(points)) {
    out.rejection = std::move(*why);
    return out;
  }
  out.accepted = true;
  std::vector<int> pts(players_.size());
  for (int p = 0; p < player_count(); ++p) pts[p] = static_cast<int>(*points[p]);
  finish_round(std::move(pts), out);
  return out;
}

bool Engine::receiving_flip_three() const {
  return !frames_.empty() && frames_.back().cards_left > 0 && players_[frames_.back().target].in_round();
}

// Rule 5: a Freeze or Flip Three that is a Flip Three's third card, with no
// earlier card of that Flip Three waiting, resolves at once (nothing is left
// to wait for), so its line may carry its target.
bool Engine::next_action_resolves_now() const {
  if (!receiving_flip_three()) return true;
  const FlipThreeFrame& f = frames_.back();
  return f.cards_left == 1 && f.waiting_count == 0;
}

int Engine::next_recipient() const {
  if (finished() || pending_.active || options_.score_mode) return -1;
  if (receiving_flip_three()) return frames_.back().target;
  if (phase_ == Phase::kDeal) return deal_player(deal_slot_);
  return turn_;
}

Reason Engine::next_reason() const {
  if (receiving_flip_three()) return Reason::kFlipThree;
  return phase_ == Phase::kDeal ? Reason::kDeal : Reason::kTurn;
}

std::optional<Message> Engine::why_impossible(Card c) const {
  const CardCounts& source = next_draw_source();
  if (source[index(c)] > 0) return std::nullopt;
  if (next_draw_source_size() == 0) return msg("flip7.no_cards_left");

  // Where every copy is: in front of players, set aside, discarded.
  std::vector<Message> where;
  for (int p = 0; p < player_count(); ++p)
    if (int n = players_[p].in_front[index(c)]) where.push_back(msg("flip7.where_player", n, names_[p]));
  int set_aside = (pending_.active && pending_.card == c) ? 1 : 0;
  for (const auto& f : frames_)
    for (int i = f.next_waiting; i < f.waiting_count; ++i) set_aside += f.waiting[i] == c;
  if (set_aside) where.push_back(msg("flip7.where_set_aside", set_aside));
  if (int n = round_discard_[index(c)]) where.push_back(msg("flip7.where_round_discard", n));
  if (int n = discard_[index(c)]) where.push_back(msg("flip7.where_discard", n));

  const int copies = copies_per_deck(c) * options_.decks;
  Message m = with_card(draw_size_ > 0 ? "flip7.card_impossible" : "flip7.card_impossible_reshuffle", c);
  m.args.push_back(Arg::number_arg(copies));
  m.args.push_back(Arg::list_arg(std::move(where)));
  return m;
}

std::optional<Message> Engine::target_problem(Card card, int chooser, int target) const {
  if (target < 0 || target >= player_count()) return msg("flip7.no_such_player", target);
  const PlayerState& t = players_[target];
  if (!t.in_round()) return msg("flip7.target_out", names_[target]);
  if (card == Card::kSecondChance) {
    if (target == chooser) return msg("flip7.second_chance_self", names_[chooser]);
    if (t.second_chance) return msg("flip7.second_chance_has_one", names_[target]);
  }
  return std::nullopt;
}

std::optional<Message> Engine::check_card(const Event& e) const {
  if (pending_.active) {
    Message m = msg("flip7.target_needed", names_[pending_.chooser]);
    m.args.push_back(card_arg(pending_.card));
    return m;
  }
  const int r = next_recipient();
  if (e.player >= 0 && e.player != r) {
    const char* key = next_reason() == Reason::kDeal       ? "flip7.wrong_recipient_deal"
                      : next_reason() == Reason::kFlipThree ? "flip7.wrong_recipient_flip_three"
                                                            : "flip7.wrong_recipient_turn";
    return msg(key, names_[e.player], names_[r]);
  }
  if (auto why = why_impossible(e.card)) return why;
  if (e.target < 0) return std::nullopt;

  // An inline target: only for an action that resolves now and needs one.
  if (is_targeted_action(e.card)) {
    if (!next_action_resolves_now()) return with_card("flip7.target_later", e.card);
    return target_problem(e.card, r, e.target);
  }
  if (e.card == Card::kSecondChance) {
    if (!players_[r].second_chance) return msg("flip7.second_chance_kept_no_target", names_[r]);
    if (!anyone_can_take_second_chance(r)) return msg("flip7.second_chance_discarded_no_target");
    return target_problem(e.card, r, e.target);
  }
  return with_card("flip7.no_target_for_card", e.card);
}

std::optional<Message> Engine::check_target(const Event& e) const {
  if (!pending_.active) return msg("flip7.no_pending_target");
  return target_problem(pending_.card, pending_.chooser, e.player);
}

std::optional<Message> Engine::check_stay(const Event& e) const {
  if (pending_.active) {
    Message m = msg("flip7.target_needed", names_[pending_.chooser]);
    m.args.push_back(card_arg(pending_.card));
    return m;
  }
  if (e.player < 0) return msg("flip7.no_such_player", e.player);
  if (!players_[e.player].in_round()) return msg("flip7.stay_out_of_round", names_[e.player]);
  if (receiving_flip_three()) return msg("flip7.stay_during_flip_three", names_[frames_.back().target]);
  if (phase_ == Phase::kDeal) return msg("flip7.stay_during_deal", names_[deal_player(deal_slot_)]);
  if (e.player != turn_) return msg("flip7.not_on_turn", names_[e.player], names_[turn_]);
  if (!players_[e.player].has_cards()) return msg("flip7.stay_without_cards", names_[e.player]);
  return std::nullopt;
}

// ---------------------------------------------------------------- apply

Outcome Engine::apply(const Event& e) {
  Outcome out;
  if (auto why = check(e)) {
    out.rejection = std::move(*why);
    return out;
  }
  out.accepted = true;
  switch (e.kind) {
    case Event::Kind::kCard: {
      const int r = next_recipient();
      const bool in_flip_three = receiving_flip_three();
      const bool action_waits = !next_action_resolves_now();
      draw(e.card, out);
      if (in_flip_three) {
        --frames_.back().cards_left;
      } else if (phase_ == Phase::kDeal) {
        ++deal_slot_;  // this deal slot is done; its card's effects follow
      } else {
        hit_open_ = true;
      }
      receive(r, e.card, action_waits, e.target, out);
      break;
    }
    case Event::Kind::kTarget:
      resolve_target(e.player, out);
      break;
    case Event::Kind::kStay: {
      PlayerState& p = players_[e.player];
      p.status = Status::kStayed;
      out.add({NoticeKind::kStayed, e.player, -1, Card::kFreeze, round_score(e.player)});
      hit_open_ = true;  // the turn is over: move on to the next player
      break;
    }
  }
  advance(out);
  return out;
}

void Engine::draw(Card c, Outcome& out) {
  if (draw_size_ == 0) {
    // Rule 8: only finished rounds' discards are reshuffled.
    draw_ = discard_;
    draw_size_ = discard_size_;
    discard_ = {};
    discard_size_ = 0;
    out.add({NoticeKind::kReshuffle, -1, -1, Card::kFreeze, draw_size_});
  }
  --draw_[index(c)];
  --draw_size_;
  ++round_out_[index(c)];
}

bool Engine::anyone_can_take_second_chance(int giver) const {
  for (int p = 0; p < player_count(); ++p)
    if (p != giver && players_[p].in_round() && !players_[p].second_chance) return true;
  return false;
}

void Engine::receive(int r, Card c, bool action_waits, int inline_target, Outcome& out) {
  PlayerState& p = players_[r];
  const int ci = index(c);
  if (is_number(c)) {
    const int v = number_value(c);
    if (p.holds(v)) {
      if (p.second_chance) {  // rule 3: Second Chance and duplicate are discarded
        p.second_chance = false;
        --p.in_front[index(Card::kSecondChance)];
        ++round_discard_[index(Card::kSecondChance)];
        ++round_discard_[ci];
        out.add({NoticeKind::kSecondChanceUsed, static_cast<std::int8_t>(r), -1, c, 0});
      } else {
        ++p.in_front[ci];
        p.status = Status::kBusted;
        out.add({NoticeKind::kBust, static_cast<std::int8_t>(r), -1, c, 0});
      }
      return;
    }
    p.numbers |= static_cast<std::uint16_t>(1u << v);
    ++p.in_front[ci];
    if (p.number_count() == kFlip7Numbers) {
      p.status = Status::kFlip7;
      flip7_player_ = r;
      out.add({NoticeKind::kFlip7, static_cast<std::int8_t>(r), -1, c, 0});
    }
    return;
  }
  if (is_modifier(c)) {  // rule 4: never a bust, not one of the seven
    ++p.modifiers[ci - index(Card::kPlus2)];
    ++p.in_front[ci];
    return;
  }
  if (is_targeted_action(c)) {
    if (action_waits) {  // rule 5: waits until the three cards are done
      FlipThreeFrame& f = frames_.back();
      f.waiting[f.waiting_count++] = c;
      out.add({NoticeKind::kActionWaits, static_cast<std::int8_t>(r), -1, c, 0});
      return;
    }
    pending_ = {true, c, static_cast<std::int8_t>(r), false};
    if (inline_target >= 0) resolve_target(inline_target, out);
    return;
  }
  // Second Chance: kept, given to someone without one, or discarded.
  if (!p.second_chance) {
    p.second_chance = true;
    ++p.in_front[ci];
    out.add({NoticeKind::kSecondChanceKept, static_cast<std::int8_t>(r), -1, c, 0});
  } else if (anyone_can_take_second_chance(r)) {
    pending_ = {true, c, static_cast<std::int8_t>(r), false};
    if (inline_target >= 0) resolve_target(inline_target, out);
  } else {
    ++round_discard_[ci];
    out.add({NoticeKind::kSecondChanceDiscarded, static_cast<std::int8_t>(r), -1, c, 0});
  }
}

void Engine::resolve_target(int t, Outcome& out) {
  const Card c = pending_.card;
  const auto chooser = pending_.chooser;
  pending_.active = false;
  PlayerState& target = players_[t];
  ++target.in_front[index(c)];
  const auto t8 = static_cast<std::int8_t>(t);
  switch (c) {
    case Card::kFreeze:
      target.status = Status::kFrozen;
      out.add({NoticeKind::kFrozen, t8, chooser, c, round_score(t)});
      break;
    case Card::kFlipThree:
      frames_.push_back(FlipThreeFrame{t8, kFlipThreeCards, 0, 0, {}});
      out.add({NoticeKind::kFlipThree, t8, chooser, c, 0});
      break;
    default:  // Second Chance given away
      target.second_chance = true;
      out.add({NoticeKind::kSecondChanceGiven, t8, chooser, c, 0});
      break;
  }
}

int Engine::next_in_round_after(int p) const {
  const int n = player_count();
  for (int step = 1; step <= n; ++step) {
    int q = (p + step) % n;
    if (players_[q].in_round()) return q;
  }
  return -1;
}

// Moves the table on to whatever must happen next: ends the round, waits for
// a target, resolves a Flip Three's set-aside cards, continues the deal, or
// passes the turn (rule 5, last point: to the left of whoever was on turn).
void Engine::advance(Outcome& out) {
  for (;;) {
    bool anyone_in = false;
    for (const auto& p : players_) anyone_in |= p.in_round();
    if (flip7_player_ >= 0 || !anyone_in) {
      end_round(out);
      return;
    }
    if (pending_.active) return;
    if (!frames_.empty()) {
      FlipThreeFrame& f = frames_.back();
      const PlayerState& target = players_[f.target];
      if (f.cards_left > 0 && target.in_round()) return;
      if (target.status == Status::kBusted) {  // waiting cards are discarded
        int dropped = 0;
        for (int i = f.next_waiting; i < f.waiting_count; ++i, ++dropped) ++round_discard_[index(f.waiting[i])];
        if (dropped) out.add({NoticeKind::kWaitingDiscarded, f.target, -1, Card::kFreeze, dropped});
        frames_.pop_back();
        continue;
      }
      if (f.next_waiting < f.waiting_count) {
        pending_ = {true, f.waiting[f.next_waiting++], f.target, true};
        return;
      }
      frames_.pop_back();
      continue;
    }
    if (phase_ == Phase::kDeal) {
      // Rule 1: players out of the round are skipped in the deal.
      while (deal_slot_ < player_count() && !players_[deal_player(deal_slot_)].in_round()) ++deal_slot_;
      if (deal_slot_ < player_count()) return;
      phase_ = Phase::kTurns;
      turn_ = next_in_round_after(dealer_);  // rule 2
      hit_open_ = false;
      return;
    }
    if (hit_open_ || !players_[turn_].in_round()) {
      turn_ = next_in_round_after(turn_);
      hit_open_ = false;
    }
    return;
  }
}

int Engine::round_score_with(const PlayerState& p) const {
  if (p.status == Status::kBusted) return 0;
  int sum = 0;
  for (int v = 1; v < kNumberKinds; ++v)
    if (p.holds(v)) sum += v;
  if (p.has_times2()) sum *= 2;  // rule 7: x2 doubles the numbers only
  for (int i = 0; i < 5; ++i) sum += p.modifiers[i] * modifier_bonus(card_at(index(Card::kPlus2) + i));
  if (p.status == Status::kFlip7) sum += kFlip7Bonus;
  return sum;
}

int Engine::round_score(int p) const { return round_score_with(players_[p]); }

void Engine::end_round(Outcome& out) {
  // Set-aside cards and an unresolved action go to the discard (rule 6).
  int dropped = pending_.active ? 1 : 0;
  if (pending_.active) ++round_discard_[index(pending_.card)];
  for (const auto& f : frames_)
    for (int i = f.next_waiting; i < f.waiting_count; ++i, ++dropped) ++round_discard_[index(f.waiting[i])];
  if (dropped) out.add({NoticeKind::kWaitingDiscarded, -1, -1, Card::kFreeze, dropped});
  pending_ = {};
  frames_.clear();

  std::vector<int> points(players_.size());
  for (int p = 0; p < player_count(); ++p) points[p] = round_score(p);

  for (int i = 0; i < kCardKinds; ++i) {
    discard_[i] += round_out_[i];
    discard_size_ += round_out_[i];
  }
  round_out_ = {};
  round_discard_ = {};
  finish_round(std::move(points), out);
}

// The end of a round in either mode: the points are banked, then rules 9 and
// 10 decide whether the game goes on.
void Engine::finish_round(std::vector<int> points, Outcome& out) {
  for (int p = 0; p < player_count(); ++p) players_[p].total += points[p];
  round_points_.push_back(std::move(points));
  out.add({NoticeKind::kRoundEnd, -1, -1, Card::kFreeze, round_});

  // Rule 9: after a round in which someone reaches the target, the highest
  // total wins; a shared top total plays another round. Rule 10: with a
  // round limit the game also ends then, won only by reaching the target.
  int best = -1, leaders = 0, leader = -1;
  for (int p = 0; p < player_count(); ++p) {
    if (players_[p].total > best) {
      best = players_[p].total;
      leaders = 1;
      leader = p;
    } else if (players_[p].total == best) {
      ++leaders;
    }
  }
  const bool reached = best >= options_.target;
  if (reached && leaders == 1) {
    winner_ = leader;
  } else if (reached) {
    out.add({NoticeKind::kTieBreak, -1, -1, Card::kFreeze, best});
  }
  const bool limit_hit = options_.round_limit > 0 && round_ >= options_.round_limit;
  if (winner_ >= 0 || limit_hit) {
    phase_ = Phase::kFinished;
    for (auto& p : players_) p = PlayerState{p.total};
    out.add({NoticeKind::kGameEnd, static_cast<std::int8_t>(winner_), -1, Card::kFreeze, 0});
    return;
  }
  ++round_;
  dealer_ = (dealer_ + 1) % player_count();  // the dealer passes to the left
  start_round();
}

void Engine::start_round() {
  for (auto& p : players_) p = PlayerState{p.total};
  if (options_.every_round) {
    // Rule 11: the table gathers and shuffles every card before the deal, so
    // the round starts from the full deck and rule 8 never comes into play.
    draw_ = full_deck(options_.decks);
    draw_size_ = kCardsPerDeck * options_.decks;
    discard_ = {};
    discard_size_ = 0;
  }
  phase_ = Phase::kDeal;
  deal_slot_ = 0;
  turn_ = -1;
  hit_open_ = false;
  flip7_player_ = -1;
}

// ---------------------------------------------------------------- odds

double Engine::bust_probability(int p) const {
  const PlayerState& ps = players_[p];
  const int total = next_draw_source_size();
  if (!ps.in_round() || ps.second_chance || total == 0) return 0.0;
  const CardCounts& src = next_draw_source();
  int busting = 0;
  for (int v = 0; v < kNumberKinds; ++v)
    if (ps.holds(v)) busting += src[v];
  return static_cast<double>(busting) / total;
}

double Engine::expected_points_if_hit(int p) const {
  const PlayerState& ps = players_[p];
  const int total = next_draw_source_size();
  const int now = round_score_with(ps);
  if (!ps.in_round() || total == 0) return now;
  const CardCounts& src = next_draw_source();

  int numbers_sum = 0;
  for (int v = 1; v < kNumberKinds; ++v)
    if (ps.holds(v)) numbers_sum += v;
  const int mult = ps.has_times2() ? 2 : 1;
  const int bonus = now - numbers_sum * mult;  // the +N cards (never Flip 7 while in the round)
  const int count = ps.number_count();

  double expected = 0.0;
  for (int i = 0; i < kCardKinds; ++i) {
    if (src[i] == 0) continue;
    const Card c = card_at(i);
    int after = now;  // actions and Second Chance leave one's own points as they are
    if (is_number(c)) {
      const int v = number_value(c);
      if (ps.holds(v)) {
        after = ps.second_chance ? now : 0;
      } else {
        after = (numbers_sum + v) * mult + bonus + (count + 1 == kFlip7Numbers ? kFlip7Bonus : 0);
      }
    } else if (c == Card::kTimes2) {
      after = ps.has_times2() ? now : numbers_sum * 2 + bonus;
    } else if (is_modifier(c)) {
      after = now + modifier_bonus(c);
    }
    expected += static_cast<double>(src[i]) * after;
  }
  return expected / total;
}

// ---------------------------------------------------------------- guidance

Guidance Engine::guidance() const {
  Guidance g;
  if (finished()) return g;
  if (options_.score_mode) {
    g.awaiting = Guidance::Awaiting::kRoundPoints;
    return g;
  }
  g.possible = next_draw_source();
  if (pending_.active) {
    g.awaiting = Guidance::Awaiting::kTarget;
    g.chooser = pending_.chooser;
    g.pending_card = pending_.card;
    g.pending_was_set_aside = pending_.set_aside;
    for (int p = 0; p < player_count(); ++p)
      if (!target_problem(pending_.card, pending_.chooser, p)) g.targets.push_back(p);
    return g;
  }
  g.awaiting = Guidance::Awaiting::kCard;
  g.recipient = next_recipient();
  g.reason = next_reason();
  if (g.reason == Reason::kFlipThree) g.flip_three_card = kFlipThreeCards - frames_.back().cards_left + 1;
  if (g.reason == Reason::kTurn && players_[turn_].has_cards()) g.may_stay = turn_;
  return g;
}

}  // namespace flipside::flip7
