#include "games/phase10flip/engine.hpp"

#include <algorithm>
#include <climits>

#include "games/phase10flip/grouping.hpp"

namespace flipside::phase10flip {
namespace {

// Room a laid-down group's cards are given: a run holds at most 12 cards
// and a set seldom more, so neither a hit nor the group's next use (groups
// go back to a pool at each hand's end and serve any phase) allocates
// (profile: one allocation a phase when the room was the group's size + 4).
constexpr std::size_t kGroupRoom = 16;

Arg nested(Message m) { return nested_arg(std::move(m)); }

}  // namespace

Engine::Engine(std::vector<std::string> names, int dealer, Options options)
    : names_(std::move(names)), options_(options), players_(names_.size()), dealer_(dealer) {
  // Room for a usual game's points and groups at once, rather than growing
  // it hand by hand (each growth an allocation: a game made about forty).
  hands_.reserve(players_.size() * (static_cast<std::size_t>(options_.phases) + 4));
  hand_sides_.reserve(static_cast<std::size_t>(options_.phases) + 4);
  spare_groups_.reserve(players_.size() * kMaxGroups);
  for (PlayerState& s : players_) s.groups.reserve(kMaxGroups);
}

int Engine::phase_of(int p) const {
  const PlayerState& s = players_[p];
  // Rule 8: once the game is over, every player's phase is a number: the
  // phase they would attempt next, phases + 1 once every phase is behind
  // them (ten_hands: everyone moved on every hand, so everyone is past the
  // last one). A tie-break changes no one's completed phases.
  if (finished()) return options_.ten_hands ? options_.phases + 1 : std::min(s.completed, options_.phases) + 1;
  if (!s.in_hand) return 0;
  if (tie_break_) return options_.phases;
  if (options_.ten_hands) return std::min(round_, options_.phases);
  return s.completed < options_.phases ? s.completed + 1 : 0;
}

bool Engine::anyone_laid_down() const {
  return std::any_of(players_.begin(), players_.end(), [](const PlayerState& s) { return s.laid_down; });
}

Arg Engine::tied_names(const std::vector<int>& seats) const {
  std::vector<Message> names;
  for (int p : seats) names.push_back(msg("phase10flip.name", names_[p]));
  return Arg::list_arg(std::move(names));
}

// ---------------------------------------------------------------- checks

// The checks pass on nearly every line: each builds its sentence in a
// function of its own, so the passing path stays small (check_common,
// off_side and has_room are inline: the calls were a tenth of the engine's
// instructions, callgrind).
Message Engine::game_over() const { return msg("phase10flip.game_over", names_[winner_]); }

Message Engine::sits_out(int p) const {
  std::vector<int> tied;
  for (int q = 0; q < player_count(); ++q)
    if (players_[q].in_hand) tied.push_back(q);
  Message m = msg("phase10flip.sits_out", names_[p]);
  m.args.push_back(tied_names(tied));
  return m;
}

Message Engine::wrong_side(const Card& c) const {
  return msg(side_ == Side::kColor ? "phase10flip.wrong_side_color" : "phase10flip.wrong_side_wild", card_key(c));
}

Message Engine::too_many_cards(int p, int count) const {
  return msg("phase10flip.too_many_cards", names_[p], count, kMaxCardsInTurn - players_[p].played);
}

// ---------------------------------------------------------------- apply

Outcome Engine::apply(const Event& e) {
  // Each kind builds the one Outcome returned (an Outcome is a few hundred
  // bytes to clear: one made here as well was a twentieth of the engine).
  if (auto why = check_common(e)) return Outcome::refused(std::move(*why));
  switch (e.kind) {
    case Event::Kind::kFlip: {
      side_ = side_ == Side::kColor ? Side::kWild : Side::kColor;
      Outcome out;
      out.accepted = true;
      out.add({.kind = Notice::Kind::kFlip, .side = side_});
      return out;
    }
    case Event::Kind::kPhase: return apply_phase(e);
    case Event::Kind::kHit: return apply_hit(e);
    case Event::Kind::kOut: return apply_out(e);
  }
  return Outcome::refused(Message{});
}

Outcome Engine::apply_phase(const Event& e) {
  const int p = e.player;
  PlayerState& s = players_[p];
  const int phase = phase_of(p);
  if (s.laid_down) return Outcome::refused(msg("phase10flip.already_laid_down", names_[p], phase));

  // Checked whole first; accepted, the groups go straight onto the table
  // (s.groups is empty until one's phase is laid down), each with room for
  // a few hits, in display order.
  const PhaseSpec& spec = phase_spec(phase);
  std::array<std::vector<Card>, kMaxGroups> found;
  for (int g = 0; g < spec.group_count && !spare_groups_.empty(); ++g) {
    found[g] = std::move(spare_groups_.back());
    spare_groups_.pop_back();
  }
  if (e.given_groups) {
    int count = 0;
    for (const auto& g : e.groups) {
      if (const Card* off = off_side(g)) return Outcome::refused(wrong_side(*off));
      count += static_cast<int>(g.size());
    }
    if (!has_room(p, count)) return Outcome::refused(too_many_cards(p, count));
    if (auto why = check_given_groups(phase, e.groups)) return Outcome::refused(std::move(*why));
    for (int g = 0; g < spec.group_count; ++g) {
      found[g].reserve(std::max(e.groups[g].size(), kGroupRoom));
      found[g].assign(e.groups[g].begin(), e.groups[g].end());
    }
  } else {
    if (const Card* off = off_side(e.cards)) return Outcome::refused(wrong_side(*off));
    if (!has_room(p, static_cast<int>(e.cards.size()))) return Outcome::refused(too_many_cards(p, static_cast<int>(e.cards.size())));
    if (!find_groups(phase, e.cards, found, kGroupRoom)) return Outcome::refused(std::move(find_grouping(phase, e.cards).why));
  }
  int count = 0;
  s.groups.resize(static_cast<std::size_t>(spec.group_count));
  for (int g = 0; g < spec.group_count; ++g) {
    LaidGroup& laid = s.groups[g];
    laid.kind = spec.groups[g].kind;
    laid.cards = std::move(found[g]);
    // Every group was checked (given) or found valid; the search gives its
    // groups in display order already.
    if (e.given_groups) arrange(laid.kind, laid.cards, true);
    count += static_cast<int>(laid.cards.size());
  }
  s.laid_down = true;
  s.played += count;
  // Rejections return at once, and this is the one Outcome returned by name
  // (so it is built in place: a copy of one was a thirtieth of the engine).
  Outcome out;
  out.accepted = true;
  out.add({.kind = Notice::Kind::kPhase, .player = p, .number = phase});
  return out;
}

// Why the card cannot join the group: check_group on the group with it
// (on the stack for any real group), in a sentence naming both.
Message Engine::hit_refusal(const Event& e) const {
  const int p = e.player;
  const LaidGroup& target = players_[e.onto].groups[e.group - 1];
  CardScratch joined_room(target.cards.size() + 1);
  const std::span<Card> joined = joined_room.cards();
  std::copy(target.cards.begin(), target.cards.end(), joined.begin());
  joined.back() = e.card;
  const GroupCheck check = check_group(target.kind, joined);
  Message m;
  switch (check.problem) {
    case Problem::kSetMixed: m = msg("phase10flip.hit.set_number"); break;
    case Problem::kRunColours: m = msg("phase10flip.hit.run_colour"); break;
    case Problem::kRunRepeat: m = msg("phase10flip.hit.run_repeat"); break;
    case Problem::kRunGap: m = msg("phase10flip.hit.run_gap"); break;
    default: m = msg("phase10flip.hit.run_full"); break;
  }
  m.args.push_back(Arg::text_arg(names_[p]));
  m.args.push_back(card_arg(e.card));
  m.args.push_back(Arg::text_arg(names_[e.onto]));
  m.args.push_back(Arg::number_arg(e.group));
  m.args.push_back(cards_arg(arranged(target.kind, target.cards)));
  if (check.problem == Problem::kSetMixed) m.args.push_back(Arg::number_arg(set_number(target.cards)));
  if (check.problem == Problem::kRunColours)
    m.args.push_back(nested(msg("phase10flip.run_colour." + std::string(colour_key(run_colour(target.cards))))));
  if (check.problem == Problem::kRunRepeat) m.args.push_back(Arg::number_arg(check.number));
  return m;
}

Outcome Engine::apply_hit(const Event& e) {
  const int p = e.player;
  if (!players_[p].laid_down) return Outcome::refused(msg("phase10flip.hit_before_phase", names_[p], phase_of(p)));
  const PlayerState& owner = players_[e.onto];
  if (!owner.in_hand || !owner.laid_down) return Outcome::refused(msg("phase10flip.hit_no_phase", names_[e.onto]));
  if (e.group < 1 || e.group > static_cast<int>(owner.groups.size()))
    return Outcome::refused(msg("phase10flip.hit_no_group", names_[e.onto], static_cast<int>(owner.groups.size()), e.group));
  if (e.card.side != side_) return Outcome::refused(wrong_side(e.card));
  if (!has_room(p, 1)) return Outcome::refused(too_many_cards(p, 1));

  const LaidGroup& target = owner.groups[e.group - 1];
  // Checked before anything changes, without copying the group (a hit is
  // the commonest line); the reason, when refused, is worked out apart.
  if (!joins(target.kind, target.cards, e.card)) return Outcome::refused(hit_refusal(e));

  const bool takes_colour =
      e.card.has_colour() && target.kind == GroupKind::kRun && run_colour(target.cards) == kNoColour;
  PlayerState& hitter = players_[p];
  ++hitter.played;
  if (e.onto != p) ++hitter.hits_on_others;
  LaidGroup& g = players_[e.onto].groups[e.group - 1];
  // Display order kept: a set is its number cards then its stars, so a
  // number card goes in front of the first star and a star at the end; a
  // run is arranged again (the joined group was just checked).
  if (g.kind == GroupKind::kSet) {
    const auto first_star =
        e.card.is_star() ? g.cards.end()
                         : std::find_if(g.cards.begin(), g.cards.end(), [](const Card& c) { return c.is_star(); });
    g.cards.insert(first_star, e.card);
  } else {
    g.cards.push_back(e.card);
    arrange(g.kind, g.cards, true);
  }
  Outcome out;  // the one Outcome returned by name, built in place (as in apply_phase)
  out.accepted = true;
  out.add({.kind = Notice::Kind::kHit, .player = p, .onto = e.onto, .group = e.group, .card = e.card});
  if (takes_colour)
    out.add({.kind = Notice::Kind::kRunTakesColour, .onto = e.onto, .group = e.group, .colour = e.card.colour});
  return out;
}

std::optional<Message> Engine::check_out(const Event& e) const {
  const int p = e.player;
  const bool completed_listed = e.by_points && e.completed[p];
  if (!players_[p].laid_down && !completed_listed) return msg("phase10flip.out_without_phase", names_[p], phase_of(p));
  const int n = player_count();
  for (int q = 0; q < n; ++q) {
    const PlayerState& s = players_[q];
    if (!s.in_hand) {
      if (e.listed[q] || (e.by_points && e.completed[q])) return msg("phase10flip.out_sits_out", names_[q]);
      continue;
    }
    if (q == p) {
      if (e.listed[q] && (e.by_points ? e.points[q] != 0 : !e.remaining[q].empty()))
        return msg("phase10flip.out_holds_nothing", names_[q]);
      continue;
    }
    if (!e.listed[q]) return msg(e.by_points ? "phase10flip.out_missing_points" : "phase10flip.out_missing_cards", names_[q]);
    const int held = s.cards_held();
    if (e.by_points) {
      const int pts = e.points[q];
      if (pts % 5 != 0) return msg("phase10flip.out_points_step", names_[q], pts);
      const PointsRange range = points_range(q, e.completed[q]);
      if (pts < range.low || pts > range.high) {
        if (!s.laid_down && !e.completed[q])
          return msg("phase10flip.out_points_no_phase", names_[q], pts, range.low, range.high);
        return msg("phase10flip.out_points_range", names_[q], pts, held, range.low, range.high);
      }
    } else {
      if (const Card* off = off_side(e.remaining[q])) return wrong_side(*off);
      const int given = static_cast<int>(e.remaining[q].size());
      if (given != held) return msg("phase10flip.out_card_count", names_[q], held, s.played, given);
    }
    if (e.by_points && s.laid_down && !e.completed[q]) return msg("phase10flip.out_completed_missing", names_[q], phase_of(q));
  }
  return std::nullopt;
}

// Rule 7: points are at least 5 for anyone holding a card and at most 20 a
// card; a player who did not complete their phase laid nothing down and hit
// nothing, so holds all ten cards: 50 to 200 (a "5" typed for "50" is refused).
PointsRange Engine::points_range(int p, bool completed) const {
  const PlayerState& s = players_[p];
  const int held = s.cards_held();
  if (!s.laid_down && !completed) return {5 * held, 20 * held};
  return {held > 0 ? 5 : 0, 20 * held};
}

std::vector<int> Engine::tied_with_fewest(const std::vector<int>& among) const {
  int best = INT_MAX;
  for (int p : among) best = std::min(best, players_[p].total);
  std::vector<int> tied;
  for (int p : among)
    if (players_[p].total == best) tied.push_back(p);
  return tied;
}

Outcome Engine::apply_out(const Event& e) {
  if (auto why = check_out(e)) return Outcome::refused(std::move(*why));
  Outcome out;
  const int p = e.player;
  went_out_ = p;
  out.accepted = true;
  out.hand_finished = true;
  out.add({.kind = Notice::Kind::kHandEnd, .player = p, .number = round_});

  // Rule 5: points on the side in play; the player out scores 0. Beside
  // them, the sheet's line: the phase each attempted (before this hand moves
  // them on) and whether they made it. Statistics count the same: every
  // hand a player played, the tie-break hand included (its players replay
  // the last phase).
  const int n = player_count();
  const std::size_t row = hands_.size();
  hands_.resize(row + players_.size());
  hand_sides_.push_back(side_);
  for (int q = 0; q < n; ++q) {
    PlayerState& s = players_[q];
    HandSeat& line = hands_[row + static_cast<std::size_t>(q)];
    line.phase = phase_of(q);
    line.went_out = q == p;
    if (!s.in_hand) continue;
    if (q != p) {
      if (e.by_points) {
        line.points = e.points[q];
      } else {
        int points = 0;  // a local: a Card's bytes may alias line.points, which was stored every card
        for (const Card& c : e.remaining[q]) points += card_points(c);
        line.points = points;
      }
      s.total += line.points;
    }
    line.made = s.laid_down || (e.by_points && e.completed[q]);
    if (line.made) ++s.phases_made;
    else ++s.hands_without_phase;
    if (!line.made && line.phase > 0) ++s.failed[line.phase - 1];
  }

  if (tie_break_) {
    winner_ = p;  // rule 8: the last hand stays on the table as it was played
    out.add({.kind = Notice::Kind::kGameEnd, .player = p, .number = players_[p].total});
    return out;
  }

  // Rule 5: everyone who laid down advances (ten_hands: everyone moves on).
  for (int q = 0; q < n; ++q) {
    PlayerState& s = players_[q];
    const bool done = s.laid_down || (e.by_points && e.completed[q]);
    if (done) ++s.completed;
    if (!options_.ten_hands && s.completed < options_.phases)
      out.add({.kind = done ? Notice::Kind::kAdvance : Notice::Kind::kStays, .player = q, .number = s.completed + 1});
  }
  ++regular_hands_;

  // Rule 6: who can win after this hand.
  std::vector<int> finalists;
  if (options_.ten_hands) {
    if (regular_hands_ >= options_.phases)
      for (int q = 0; q < n; ++q) finalists.push_back(q);
  } else {
    for (int q = 0; q < n; ++q)
      if (players_[q].completed >= options_.phases) finalists.push_back(q);
  }
  if (finalists.empty()) {
    if (options_.ten_hands) out.add({.kind = Notice::Kind::kNextPhase, .number = regular_hands_ + 1});
    ++round_;
    dealer_ = (dealer_ + 1) % n;
    start_hand();
    return out;
  }
  const std::vector<int> tied = tied_with_fewest(finalists);
  if (tied.size() == 1) {
    winner_ = tied[0];  // rule 8: the last hand stays on the table as it was played
    out.add({.kind = Notice::Kind::kGameEnd, .player = winner_, .number = players_[winner_].total});
    return out;
  }
  Notice tie{.kind = Notice::Kind::kTieBreak, .number = players_[tied[0]].total};
  for (int q : tied) tie.tied |= 1u << q;
  out.add(tie);
  tie_break_ = true;
  for (int q = 0; q < n; ++q) players_[q].in_hand = false;
  for (int q : tied) players_[q].in_hand = true;
  ++round_;
  dealer_ = (dealer_ + 1) % n;
  start_hand();
  return out;
}

// Rule 4: every hand starts on the colour side, with nothing on the table.
void Engine::start_hand() {
  side_ = Side::kColor;
  went_out_ = -1;
  for (PlayerState& s : players_) {
    s.laid_down = false;
    s.played = 0;
    for (LaidGroup& g : s.groups) {
      g.cards.clear();
      spare_groups_.push_back(std::move(g.cards));
    }
    s.groups.clear();
  }
}

}  // namespace flipside::phase10flip
