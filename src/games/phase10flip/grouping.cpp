#include "games/phase10flip/grouping.hpp"

#include <algorithm>
#include <array>
#include <climits>

namespace flipside::phase10flip {
namespace {

Arg nested(Message m) { return nested_arg(std::move(m)); }

Message phase_needs(int phase, Arg what, Message problem) {
  Message m = msg("phase10flip.phase_needs", phase);
  m.args.push_back(std::move(what));
  m.args.push_back(nested(std::move(problem)));
  return m;
}

Arg colour_arg(int colour) { return nested(msg("phase10flip.run_colour." + std::string(colour_key(colour)))); }

// One group being filled by the search.
struct Slot {
  Requirement req;
  int colour = kNoColour;  // a run's colour, from its colour-side number cards
  int number = 0;          // a set's number (0: none yet)
  unsigned mask = 0;       // a run's numbers
  int lo = kMaxNumber + 1, hi = 0;
  std::vector<int> members;  // indices into the cards

  int count() const { return static_cast<int>(members.size()); }
  int span() const { return members.empty() ? 0 : hi - lo + 1; }
  // Stars it needs to reach its size (a run: also to fill its gaps).
  int need() const {
    const int want = req.kind == GroupKind::kRun ? std::max(req.size, span()) : req.size;
    return std::max(0, want - count());
  }
  // Stars it can take in all (sets: any number).
  int cap() const { return req.kind == GroupKind::kRun ? kMaxNumber - count() : INT_MAX / 4; }
};

class Search {
 public:
  // explain: build the sentence for a refusal. A search that succeeds never
  // needs one, so find_grouping searches without first and again with it
  // only on a refusal (the same steps in the same order).
  Search(int phase, std::span<const Card> cards, bool explain)
      : phase_(phase), spec_(phase_spec(phase)), cards_(cards), explain_(explain) {
    numbers_.reserve(cards.size());
    stars_.reserve(cards.size());
    for (int i = 0; i < static_cast<int>(cards.size()); ++i) (cards[i].is_star() ? stars_ : numbers_).push_back(i);
    // Sorted by number then colour, so identical cards are neighbours.
    std::stable_sort(numbers_.begin(), numbers_.end(), [&](int a, int b) {
      if (cards[a].number != cards[b].number) return cards[a].number < cards[b].number;
      return cards[a].colour < cards[b].colour;
    });
    for (int g = 0; g < spec_.group_count; ++g) {
      slots_[g].req = spec_.groups[g];
      slots_[g].members.reserve(cards.size());
    }
    chosen_.assign(numbers_.size(), 0);
  }

  Grouping run() {
    Grouping out;
    if (place(0)) {
      out.found = true;
      out.groups = std::move(result_);
      order_twins(out.groups);
      return out;
    }
    if (best_deficit_ < INT_MAX) out.why = std::move(star_why_);
    else if (dead_depth_ >= 0) out.why = std::move(dead_why_);
    else out.why = phase_needs(phase_, phase_arg(phase_), msg("phase10flip.problem.no_split"));
    return out;
  }

 private:
  int groups() const { return spec_.group_count; }

  bool fits(const Slot& s, const Card& c) const {
    if (s.req.kind == GroupKind::kSet) return s.number == 0 || s.number == c.number;
    if (s.mask & (1u << c.number)) return false;
    return !(c.has_colour() && s.colour != kNoColour && s.colour != c.colour);
  }

  // Twin groups (same kind and size) are interchangeable: an empty one is
  // tried only when no earlier twin is empty too.
  bool skipped_twin(int g) const {
    if (!slots_[g].members.empty()) return false;
    for (int t = 0; t < g; ++t)
      if (slots_[t].req == slots_[g].req && slots_[t].members.empty()) return true;
    return false;
  }

  bool place(std::size_t i) {
    if (i == numbers_.size()) return try_stars();
    const Card& card = cards_[numbers_[i]];
    // Identical cards go to groups in one order only.
    const int first = (i > 0 && cards_[numbers_[i - 1]] == card) ? chosen_[i - 1] : 0;
    bool fits_somewhere = false;
    for (int g = 0; g < groups(); ++g) {
      Slot& s = slots_[g];
      if (!fits(s, card)) continue;
      fits_somewhere = true;
      if (g < first || skipped_twin(g)) continue;
      const Slot saved_shape = {s.req, s.colour, s.number, s.mask, s.lo, s.hi, {}};
      s.members.push_back(numbers_[i]);
      if (s.req.kind == GroupKind::kSet) {
        s.number = card.number;
      } else {
        s.mask |= 1u << card.number;
        s.lo = std::min<int>(s.lo, card.number);
        s.hi = std::max<int>(s.hi, card.number);
        if (card.has_colour()) s.colour = card.colour;
      }
      chosen_[i] = g;
      if (place(i + 1)) return true;
      s.members.pop_back();
      s.colour = saved_shape.colour;
      s.number = saved_shape.number;
      s.mask = saved_shape.mask;
      s.lo = saved_shape.lo;
      s.hi = saved_shape.hi;
    }
    if (explain_ && !fits_somewhere && static_cast<int>(i) > dead_depth_) {
      dead_depth_ = static_cast<int>(i);
      std::vector<Message> where;
      for (int g = 0; g < groups(); ++g)
        where.push_back(msg(slots_[g].req.kind == GroupKind::kRun ? "phase10flip.desc.run" : "phase10flip.desc.set"));
      for (int g = 0; g < groups(); ++g) where[g].args.push_back(cards_arg(cards_of(slots_[g].members)));
      Message problem = msg("phase10flip.problem.fits_nowhere");
      problem.args.push_back(card_arg(card));
      problem.args.push_back(Arg::list_arg(std::move(where)));
      dead_why_ = phase_needs(phase_, phase_arg(phase_), std::move(problem));
    }
    return false;
  }

  std::vector<Card> cards_of(const std::vector<int>& members) const {
    std::vector<Card> out;
    for (int i : members) out.push_back(cards_[i]);
    return out;
  }

  bool star_fits(const Card& star, const Slot& s, int colour) const {
    return s.req.kind == GroupKind::kSet || !star.has_colour() || star.colour == colour;
  }

  // Every number card is placed: can the stars complete the groups? On the
  // wild side any star goes anywhere; on the colour side a run takes only
  // stars of its colour, and a run of stars alone takes one colour (tried in
  // turn).
  bool try_stars() {
    std::array<int, kMaxGroups> colours{};
    std::vector<int> open;  // runs without a colour yet (only stars would be in them)
    for (int g = 0; g < groups(); ++g) {
      colours[g] = slots_[g].colour;
      if (slots_[g].req.kind == GroupKind::kRun && colours[g] == kNoColour && side_is_colour()) open.push_back(g);
    }
    const int combos = open.empty() ? 1 : (open.size() == 1 ? kColours : kColours * kColours);
    for (int combo = 0; combo < combos; ++combo) {
      int code = combo;
      for (int g : open) colours[g] = code % kColours, code /= kColours;
      if (feasible(colours)) {
        build(colours);
        return true;
      }
    }
    if (explain_) diagnose();
    return false;
  }

  bool side_is_colour() const { return !cards_.empty() && cards_[0].side == Side::kColor; }

  // Star pools: by colour on the colour side, one pool (index kColours) on the wild side.
  std::array<int, kColours + 1> pools() const {
    std::array<int, kColours + 1> p{};
    for (int i : stars_) ++p[cards_[i].has_colour() ? cards_[i].colour : kColours];
    return p;
  }

  bool feasible(const std::array<int, kMaxGroups>& colours) const {
    std::array<int, kColours + 1> pool = pools();
    const int wild = pool[kColours];
    bool has_set = false;
    int set_need = 0, run_need_any = 0, run_room_any = 0;
    std::array<int, kColours> run_need{}, run_room{};
    for (int g = 0; g < groups(); ++g) {
      const Slot& s = slots_[g];
      if (s.req.kind == GroupKind::kSet) {
        has_set = true;
        set_need += s.need();
      } else if (!side_is_colour()) {
        run_need_any += s.need();
        run_room_any += s.cap();
      } else {
        run_need[colours[g]] += s.need();
        run_room[colours[g]] += s.cap();
      }
    }
    if (!side_is_colour()) {
      if (run_need_any + set_need > wild) return false;
      return has_set || wild <= run_room_any;
    }
    int leftover = 0;
    for (int c = 0; c < kColours; ++c) {
      if (pool[c] < run_need[c]) return false;
      if (!has_set && pool[c] > run_room[c]) return false;
      leftover += pool[c] - run_need[c];
    }
    return leftover >= set_need;
  }

  // Hands out the stars: each run its needs, then each set, then the rest
  // to the first set (or to runs with room).
  void build(const std::array<int, kMaxGroups>& colours) {
    std::vector<std::vector<int>> groups_out(groups());
    for (int g = 0; g < groups(); ++g) groups_out[g] = slots_[g].members;
    std::vector<bool> used(stars_.size(), false);
    auto hand_out = [&](int g, int count) {
      for (std::size_t k = 0; k < stars_.size() && count > 0; ++k)
        if (!used[k] && star_fits(cards_[stars_[k]], slots_[g], colours[g])) {
          used[k] = true;
          groups_out[g].push_back(stars_[k]);
          --count;
        }
    };
    for (int g = 0; g < groups(); ++g)
      if (slots_[g].req.kind == GroupKind::kRun) hand_out(g, slots_[g].need());
    for (int g = 0; g < groups(); ++g)
      if (slots_[g].req.kind == GroupKind::kSet) hand_out(g, slots_[g].need());
    for (std::size_t k = 0; k < stars_.size(); ++k) {
      if (used[k]) continue;
      for (int pass = 0; pass < 2 && !used[k]; ++pass)
        for (int g = 0; g < groups() && !used[k]; ++g) {
          const bool is_set = slots_[g].req.kind == GroupKind::kSet;
          if (pass == 0 ? !is_set : is_set) continue;
          if (!is_set && (static_cast<int>(groups_out[g].size()) >= kMaxNumber ||
                          !star_fits(cards_[stars_[k]], slots_[g], colours[g])))
            continue;
          used[k] = true;
          groups_out[g].push_back(stars_[k]);
        }
    }
    result_ = std::move(groups_out);
  }

  // Why the stars cannot complete this split; the split missing the fewest
  // stars gives the reason shown.
  void diagnose() {
    std::array<int, kColours + 1> pool = pools();
    int total = 0;
    for (int p : pool) total += p;
    const bool colour = side_is_colour();
    auto available = [&](const Slot& s) {
      if (!colour || s.req.kind == GroupKind::kSet) return total;
      if (s.colour != kNoColour) return pool[s.colour];
      return *std::max_element(pool.begin(), pool.begin() + kColours);
    };
    // The sentence is built only for a split that beats the best so far: a
    // refused hand meets many dead ends and keeps one reason.
    auto offer = [&](int deficit, auto why) {
      if (deficit < best_deficit_) {
        best_deficit_ = deficit;
        star_why_ = why();
      }
    };
    for (int g = 0; g < groups(); ++g) {
      const Slot& s = slots_[g];
      const int gaps = s.span() - s.count();
      if (s.req.kind == GroupKind::kRun && gaps > available(s)) {
        const std::vector<Card> cards = cards_of(s.members);
        return offer(gaps - available(s), [&] {
          return phase_needs(phase_, requirement_arg(s.req), msg("phase10flip.problem.run_gap", cards_arg(cards)));
        });
      }
    }
    for (int g = 0; g < groups(); ++g) {
      const Slot& s = slots_[g];
      const int avail = available(s);
      if (s.need() <= avail) continue;
      return offer(s.need() - avail, [&] {
        const std::vector<Card> cards = cards_of(s.members);
        Message problem;
        if (s.members.empty()) {
          problem = msg("phase10flip.problem.empty");
        } else if (colour && s.req.kind == GroupKind::kRun && s.colour != kNoColour && total > avail) {
          std::vector<Card> others;
          for (int i : stars_)
            if (cards_[i].colour != s.colour) others.push_back(cards_[i]);
          problem = msg("phase10flip.problem.star_colour", cards_arg(cards), cards_arg(others), colour_arg(s.colour));
        } else {
          problem = msg("phase10flip.problem.too_short", cards_arg(cards), s.count());
        }
        return phase_needs(phase_, requirement_arg(s.req), std::move(problem));
      });
    }
    int need = 0;
    for (int g = 0; g < groups(); ++g) need += slots_[g].need();
    if (need > total)
      return offer(need - total,
                   [&] { return phase_needs(phase_, phase_arg(phase_), msg("phase10flip.problem.not_enough_stars")); });
    // Stars that no group can take: on the colour side, a colour without a
    // run of it when there is no set; anywhere, more stars than runs hold.
    bool has_set = false;
    for (int g = 0; g < groups(); ++g) has_set = has_set || slots_[g].req.kind == GroupKind::kSet;
    if (!has_set) {
      std::vector<Card> homeless;
      for (int i : stars_) {
        bool home = false;
        for (int g = 0; g < groups(); ++g) home = home || !cards_[i].has_colour() || slots_[g].colour == kNoColour ||
                                                 slots_[g].colour == cards_[i].colour;
        if (!home) homeless.push_back(cards_[i]);
      }
      if (!homeless.empty())
        return offer(static_cast<int>(homeless.size()), [&] {
          return phase_needs(phase_, phase_arg(phase_), msg("phase10flip.problem.stars_left", cards_arg(homeless)));
        });
    }
    offer(INT_MAX - 1, [&] { return phase_needs(phase_, phase_arg(phase_), msg("phase10flip.problem.no_split")); });
  }

  // The contract's numbering: groups of the same kind by their smallest
  // number card, then by their first card in the line.
  void order_twins(std::vector<std::vector<int>>& out) const {
    auto key = [&](const std::vector<int>& members) {
      int smallest = kMaxNumber + 1;
      for (int i : members)
        if (!cards_[i].is_star()) smallest = std::min<int>(smallest, cards_[i].number);
      const int first = members.empty() ? INT_MAX : *std::min_element(members.begin(), members.end());
      return std::pair(smallest, first);
    };
    for (int a = 0; a < groups(); ++a)
      for (int b = a + 1; b < groups(); ++b)
        if (spec_.groups[a].kind == spec_.groups[b].kind && key(out[b]) < key(out[a])) std::swap(out[a], out[b]);
  }

  int phase_;
  const PhaseSpec& spec_;
  std::span<const Card> cards_;
  bool explain_;
  std::vector<int> numbers_, stars_;
  std::array<Slot, kMaxGroups> slots_{};
  std::vector<int> chosen_;
  std::vector<std::vector<int>> result_;
  int dead_depth_ = -1;
  Message dead_why_;
  int best_deficit_ = INT_MAX;
  Message star_why_;
};

bool has_number_card(std::span<const Card> cards) {
  return std::any_of(cards.begin(), cards.end(), [](const Card& c) { return !c.is_star(); });
}

}  // namespace

GroupCheck check_group(GroupKind kind, std::span<const Card> cards) {
  if (kind == GroupKind::kSet) {
    const int n = set_number(cards);
    for (const Card& c : cards)
      if (!c.is_star() && c.number != n) return {Problem::kSetMixed, 0};
    return {};
  }
  int colour = kNoColour;
  for (const Card& c : cards) {
    if (!c.has_colour()) continue;
    if (colour == kNoColour) colour = c.colour;
    else if (c.colour != colour) return {Problem::kRunColours, 0};
  }
  unsigned mask = 0;
  int lo = kMaxNumber + 1, hi = 0;
  for (const Card& c : cards) {
    if (c.is_star()) continue;
    if (mask & (1u << c.number)) return {Problem::kRunRepeat, c.number};
    mask |= 1u << c.number;
    lo = std::min<int>(lo, c.number);
    hi = std::max<int>(hi, c.number);
  }
  const int size = static_cast<int>(cards.size());
  if (size > kMaxNumber) return {Problem::kRunTooLong, 0};
  if (hi >= lo && hi - lo + 1 > size) return {Problem::kRunGap, 0};
  return {};
}

int run_colour(std::span<const Card> cards) {
  for (const Card& c : cards)
    if (c.has_colour()) return c.colour;
  return kNoColour;
}

int set_number(std::span<const Card> cards) {
  for (const Card& c : cards)
    if (!c.is_star()) return c.number;
  return kStar;
}

std::vector<Card> arranged(GroupKind kind, std::vector<Card> cards) {
  // The number cards into their own list, the stars kept (in order) in `cards`.
  std::vector<Card> numbers;
  numbers.reserve(cards.size());
  const bool valid = kind == GroupKind::kSet || check_group(kind, cards).ok();
  std::size_t star_count = 0;
  for (const Card& c : cards) {
    if (c.is_star()) cards[star_count++] = c;
    else numbers.push_back(c);
  }
  cards.resize(star_count);
  const std::vector<Card>& stars = cards;
  if (kind == GroupKind::kSet || numbers.empty() || !valid) {
    numbers.insert(numbers.end(), stars.begin(), stars.end());
    return numbers;
  }
  std::stable_sort(numbers.begin(), numbers.end(), [](const Card& a, const Card& b) { return a.number < b.number; });
  // Stars fill the gaps in order, then go above the top while there is room;
  // the last ones, past 12, go below the bottom (in front).
  int gaps = 0;
  for (std::size_t i = 1; i < numbers.size(); ++i) gaps += numbers[i].number - numbers[i - 1].number - 1;
  const int extra = static_cast<int>(stars.size()) - gaps;
  const int above = std::min(extra, kMaxNumber - numbers.back().number);
  const int below = extra - above;
  std::vector<Card> out;
  out.reserve(numbers.size() + stars.size());
  out.insert(out.end(), stars.end() - below, stars.end());
  std::size_t next_star = 0;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (i > 0)
      for (int gap = numbers[i - 1].number + 1; gap < numbers[i].number; ++gap) out.push_back(stars[next_star++]);
    out.push_back(numbers[i]);
  }
  for (int k = 0; k < above; ++k) out.push_back(stars[next_star++]);
  return out;
}

Arg cards_arg(std::span<const Card> cards) {
  if (cards.empty()) return Arg::text_arg("");
  if (cards.size() == 1) return card_arg(cards[0]);
  // A plain comma list in every language: "{0}, {1}, {2}" for up to
  // kFlatCards cards, one message (a notice names every card laid down);
  // longer groups (sets grown by hits) nest "{0}, {1}" in front of the rest.
  constexpr std::size_t kFlatCards = 12;
  if (cards.size() > kFlatCards)
    return nested(msg("phase10flip.seq", card_arg(cards[0]), cards_arg(cards.subspan(1))));
  Message m;
  m.key = "phase10flip.cards" + std::to_string(cards.size());
  m.args.reserve(cards.size());
  for (const Card& c : cards) m.args.push_back(card_arg(c));
  return nested(std::move(m));
}

Message problem_message(const GroupCheck& check, std::span<const Card> cards) {
  switch (check.problem) {
    case Problem::kSetMixed: return msg("phase10flip.problem.set_mixed", cards_arg(cards));
    case Problem::kRunColours: return msg("phase10flip.problem.run_colours", cards_arg(cards));
    case Problem::kRunRepeat: return msg("phase10flip.problem.run_repeat", cards_arg(cards), check.number);
    case Problem::kRunGap: return msg("phase10flip.problem.run_gap", cards_arg(cards));
    case Problem::kRunTooLong: return msg("phase10flip.problem.run_too_long", cards_arg(cards));
    case Problem::kNone: break;
  }
  return msg("phase10flip.problem.no_split");
}

Grouping find_grouping(int phase, std::span<const Card> cards) {
  const PhaseSpec& spec = phase_spec(phase);
  Grouping out;
  if (static_cast<int>(cards.size()) < spec.min_cards()) {
    out.why = msg("phase10flip.phase_too_few", phase, phase_arg(phase), spec.min_cards(), static_cast<int>(cards.size()));
    return out;
  }
  if (!has_number_card(cards)) {
    out.why = msg("phase10flip.phase_no_number");
    return out;
  }
  Grouping found = Search(phase, cards, false).run();
  if (found.found) return found;
  return Search(phase, cards, true).run();
}

std::optional<Message> check_given_groups(int phase, const std::vector<std::vector<Card>>& groups) {
  const PhaseSpec& spec = phase_spec(phase);
  if (static_cast<int>(groups.size()) != spec.group_count)
    return msg("phase10flip.phase_group_count", phase, phase_arg(phase), spec.group_count,
               static_cast<int>(groups.size()));
  bool any_number = false;
  for (const auto& g : groups) any_number = any_number || has_number_card(g);
  if (!any_number) return msg("phase10flip.phase_no_number");
  for (int g = 0; g < spec.group_count; ++g) {
    const Requirement& req = spec.groups[g];
    const auto& cards = groups[g];
    if (cards.empty()) return phase_needs(phase, requirement_arg(req), msg("phase10flip.problem.empty_given", g + 1));
    const GroupCheck check = check_group(req.kind, cards);
    if (!check.ok()) return phase_needs(phase, requirement_arg(req), problem_message(check, cards));
    if (static_cast<int>(cards.size()) < req.size)
      return phase_needs(phase, requirement_arg(req),
                         msg("phase10flip.problem.too_short_given", cards_arg(cards), static_cast<int>(cards.size())));
  }
  return std::nullopt;
}

}  // namespace flipside::phase10flip
