// The search for a phase's groups (grouping_search.hpp).
#include "games/phase10flip/grouping_search.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <iterator>
#include <optional>
#include <vector>

namespace flipside::phase10flip {
namespace {

// One group being filled by the search.
struct Slot {
  Requirement req;
  int colour = kNoColour;  // a run's colour, from its colour-side number cards
  int number = 0;          // a set's number (0: none yet)
  int lo = kMaxNumber + 1, hi = 0;  // a run's lowest and highest number (hi: the last one placed)
  int* members = nullptr;  // indices into the cards: a window of the search's buffer
  int size = 0;

  int count() const { return size; }
  bool empty() const { return size == 0; }
  std::span<const int> list() const { return {members, static_cast<std::size_t>(size)}; }
  int span() const { return size == 0 ? 0 : hi - lo + 1; }
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
  // Every index list lives in one buffer (on the stack for a hand's worth
  // of cards): the number cards, the stars, each group's members, the
  // choices and the stars handed out, so a search allocates nothing
  // (profile: allocation was a third of the engine's time).
  Search(int phase, std::span<const Card> cards, bool explain)
      : phase_(phase), spec_(phase_spec(phase)), cards_(cards), explain_(explain) {
    const std::size_t n = cards.size();
    const std::size_t need = n * (4 + kMaxGroups);
    int* buffer = local_.data();
    if (need > local_.size()) {
      heap_.resize(need);
      buffer = heap_.data();
    }
    int* numbers = buffer;
    int* stars = buffer + n;
    int number_count = 0, star_count = 0;
    // The stars apart, counted by colour, and the number cards in the order
    // of the line; the card's index is written on both sides and kept on
    // one (no branch: stars come anywhere in a hand).
    for (int i = 0; i < static_cast<int>(n); ++i) {
      const Card& c = cards[i];
      const bool star = c.is_star();
      stars[star_count] = i;
      numbers[number_count] = i;
      star_count += star;
      number_count += !star;
      pools_[star && c.has_colour() ? c.colour : kColours] += star;
    }
    // Sorted by number then colour, so identical cards are neighbours (an
    // insertion sort: stable, and without the buffer std::stable_sort takes).
    auto before = [&](int a, int b) {
      if (cards[a].number != cards[b].number) return cards[a].number < cards[b].number;
      return cards[a].colour < cards[b].colour;
    };
    for (int i = 1; i < number_count; ++i) {
      const int v = numbers[i];
      int j = i;
      for (; j > 0 && before(v, numbers[j - 1]); --j) numbers[j] = numbers[j - 1];
      numbers[j] = v;
    }
    numbers_ = {numbers, static_cast<std::size_t>(number_count)};
    stars_ = {stars, static_cast<std::size_t>(star_count)};
    colour_side_ = n > 0 && cards[0].side == Side::kColor;
    for (int g = 0; g < spec_.group_count; ++g) {
      slots_[g].req = spec_.groups[g];
      slots_[g].members = buffer + 2 * n + static_cast<std::size_t>(g) * n;
      for (int t = 0; t < g; ++t) {
        has_twin_before_[g] = has_twin_before_[g] || spec_.groups[t] == spec_.groups[g];
        kind_twins_ = kind_twins_ || spec_.groups[t].kind == spec_.groups[g].kind;
      }
    }
    chosen_ = buffer + (2 + kMaxGroups) * n;
    used_ = buffer + (3 + kMaxGroups) * n;
  }

  // Whether the hand has a number card (a phase needs one, rule 2).
  bool has_number_card() const { return !numbers_.empty(); }

  // The groups found, as cards in display order, in `out` (each with room
  // for `room` cards). A group's members are its number cards, ascending,
  // then its stars: a set's display order already, and a run's when it has
  // no star or no number card; a run with both is laid out here.
  bool run_cards(std::array<std::vector<Card>, kMaxGroups>& out, std::size_t room) {
    if (!place(0)) return false;
    for (int g = 0; g < groups(); ++g) {
      const Slot& s = slots_[order_[g]];
      const std::span<const int> members = s.list();
      out[g].clear();
      out[g].reserve(std::max(members.size(), room));
      const std::size_t number_count = s.req.kind == GroupKind::kRun ? numbers_in_run(s) : 0;
      if (number_count == 0 || number_count == members.size()) {
        for (int i : members) out[g].push_back(cards_[i]);
        continue;
      }
      CardScratch gathered(members.size());
      Card* cards = gathered.data();
      for (std::size_t k = 0; k < members.size(); ++k) cards[k] = cards_[members[k]];
      lay_out_run({cards, number_count}, {cards + number_count, members.size() - number_count},
                  std::back_inserter(out[g]));
    }
    return true;
  }

  Grouping run() {
    Grouping out;
    if (place(0)) {
      out.found = true;
      out.groups.resize(static_cast<std::size_t>(groups()));
      for (int g = 0; g < groups(); ++g) {
        const std::span<const int> members = slots_[order_[g]].list();
        out.groups[g].assign(members.begin(), members.end());
      }
      return out;
    }
    if (best_deficit_ < INT_MAX) out.why = std::move(*star_why_);
    else if (dead_depth_ >= 0) out.why = std::move(*dead_why_);
    else out.why = phase_needs(phase_, phase_arg(phase_), msg("phase10flip.problem.no_split"));
    return out;
  }

 private:
  int groups() const { return spec_.group_count; }

  // A run's number cards: the members placed before its stars.
  std::size_t numbers_in_run(const Slot& s) const {
    std::size_t k = 0;
    while (k < static_cast<std::size_t>(s.size) && !cards_[s.members[k]].is_star()) ++k;
    return k;
  }

  // The number cards come in ascending order, so a run takes a card unless
  // its last number is the same one (its numbers must differ) or its colour
  // is another.
  bool fits(const Slot& s, const Card& c) const {
    if (s.req.kind == GroupKind::kSet) return s.number == 0 || s.number == c.number;
    if (s.hi == c.number) return false;
    return !(c.has_colour() && s.colour != kNoColour && s.colour != c.colour);
  }

  // Twin groups (same kind and size) are interchangeable: an empty one is
  // tried only when no earlier twin is empty too.
  bool skipped_twin(int g) const {
    if (!has_twin_before_[g] || !slots_[g].empty()) return false;
    for (int t = 0; t < g; ++t)
      if (slots_[t].req == slots_[g].req && slots_[t].empty()) return true;
    return false;
  }

  // Number card i (and the rest after it) into the groups, in every way
  // that can work, depth first; true at the first split the stars complete.
  // Each step changes one slot and puts it back as it was on the way out
  // (the search allocates nothing and copies no slot: a place() call was
  // 170 instructions, most of a phase's check, callgrind).
  bool place(std::size_t i) {
    if (i == numbers_.size()) return try_stars();
    const int index = numbers_[i];
    const Card card = cards_[index];
    const int count = groups();  // a local: the index writes below cannot change it
    // Identical cards go to groups in one order only.
    const int first = (i > 0 && cards_[numbers_[i - 1]] == card) ? chosen_[i - 1] : 0;
    bool fits_somewhere = false;
    for (int g = 0; g < count; ++g) {
      Slot& s = slots_[g];
      if (!fits(s, card)) continue;
      fits_somewhere = true;
      if (g < first || skipped_twin(g)) continue;
      chosen_[i] = g;
      s.members[s.size++] = index;
      if (s.req.kind == GroupKind::kSet) {
        const int number = s.number;
        s.number = card.number;
        if (place(i + 1)) return true;
        s.number = number;
      } else {
        // Ascending numbers: the card is the run's new top, and the numbers
        // between its old top and it are gaps.
        const int colour = s.colour, lo = s.lo, hi = s.hi, gaps = run_gaps_;
        if (s.size == 1) s.lo = card.number;
        else run_gaps_ += card.number - hi - 1;
        s.hi = card.number;
        if (card.has_colour()) s.colour = card.colour;
        if (!gaps_beyond_stars() && place(i + 1)) return true;
        s.colour = colour, s.lo = lo, s.hi = hi, run_gaps_ = gaps;
      }
      --s.size;
    }
    if (explain_ && !fits_somewhere && static_cast<int>(i) > dead_depth_) {
      dead_depth_ = static_cast<int>(i);
      std::vector<Message> where;
      for (int g = 0; g < groups(); ++g)
        where.push_back(msg(slots_[g].req.kind == GroupKind::kRun ? "phase10flip.desc.run" : "phase10flip.desc.set"));
      for (int g = 0; g < groups(); ++g) where[g].args.push_back(cards_arg(cards_of(slots_[g].list())));
      Message problem = msg("phase10flip.problem.fits_nowhere");
      problem.args.push_back(card_arg(card));
      problem.args.push_back(Arg::list_arg(std::move(where)));
      dead_why_ = phase_needs(phase_, phase_arg(phase_), std::move(problem));
    }
    return false;
  }

  // The number cards come in ascending order, so a gap inside a run (below
  // its top card) can only ever be filled by a star: a split whose runs have
  // more gaps than the hand has stars is dropped at once. A search that
  // explains a refusal goes on (its dead ends give the reason); either way
  // the grouping found is the same, as no dropped split could succeed.
  bool gaps_beyond_stars() const { return !explain_ && run_gaps_ > static_cast<int>(stars_.size()); }

  std::vector<Card> cards_of(std::span<const int> members) const {
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
    // No stars: the split stands as it is, or not (the commonest case).
    if (stars_.empty()) {
      for (int g = 0; g < groups(); ++g)
        if (slots_[g].need() > 0) {
          if (explain_) diagnose();
          return false;
        }
      order_twins();
      return true;
    }
    std::array<int, kMaxGroups> colours{};
    std::array<int, kMaxGroups> open{};  // runs without a colour yet (only stars would be in them)
    int open_count = 0;
    for (int g = 0; g < groups(); ++g) {
      colours[g] = slots_[g].colour;
      if (slots_[g].req.kind == GroupKind::kRun && colours[g] == kNoColour && side_is_colour()) open[open_count++] = g;
    }
    int combos = 1;
    for (int k = 0; k < open_count; ++k) combos *= kColours;
    for (int combo = 0; combo < combos; ++combo) {
      int code = combo;
      for (int k = 0; k < open_count; ++k) colours[open[k]] = code % kColours, code /= kColours;
      if (feasible(colours)) {
        build(colours);
        return true;
      }
    }
    if (explain_) diagnose();
    return false;
  }

  bool side_is_colour() const { return colour_side_; }

  // Star pools: by colour on the colour side, one pool (index kColours) on the wild side.
  const std::array<int, kColours + 1>& pools() const { return pools_; }

  bool feasible(const std::array<int, kMaxGroups>& colours) const {
    const std::array<int, kColours + 1>& pool = pools();
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
  // to the first set (or to runs with room). The stars join the groups'
  // windows in the buffer (each has room for every card), then the twins
  // are put in the contract's order.
  void build(const std::array<int, kMaxGroups>& colours) {
    auto add = [&](int g, int index) { slots_[g].members[slots_[g].size++] = index; };
    std::fill(used_, used_ + stars_.size(), 0);
    auto used = [&](std::size_t k) { return used_[k] != 0; };
    auto use = [&](std::size_t k) { used_[k] = 1; };
    auto hand_out = [&](int g, int count) {
      for (std::size_t k = 0; k < stars_.size() && count > 0; ++k)
        if (!used(k) && star_fits(cards_[stars_[k]], slots_[g], colours[g])) {
          use(k);
          add(g, stars_[k]);
          --count;
        }
    };
    for (int g = 0; g < groups(); ++g)
      if (slots_[g].req.kind == GroupKind::kRun) hand_out(g, slots_[g].need());
    for (int g = 0; g < groups(); ++g)
      if (slots_[g].req.kind == GroupKind::kSet) hand_out(g, slots_[g].need());
    for (std::size_t k = 0; k < stars_.size(); ++k) {
      if (used(k)) continue;
      for (int pass = 0; pass < 2 && !used(k); ++pass)
        for (int g = 0; g < groups() && !used(k); ++g) {
          const bool is_set = slots_[g].req.kind == GroupKind::kSet;
          if (pass == 0 ? !is_set : is_set) continue;
          if (!is_set && (slots_[g].count() >= kMaxNumber ||
                          !star_fits(cards_[stars_[k]], slots_[g], colours[g])))
            continue;
          use(k);
          add(g, stars_[k]);
        }
    }
    order_twins();
  }

  // Why the stars cannot complete this split; the split missing the fewest
  // stars gives the reason shown.
  void diagnose() {
    const std::array<int, kColours + 1>& pool = pools();
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
        const std::vector<Card> cards = cards_of(s.list());
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
        const std::vector<Card> cards = cards_of(s.list());
        Message problem;
        if (s.empty()) {
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
  // number card, then by their first card in the line (each group's key
  // worked out once; phases without two groups of a kind have nothing to do).
  void order_twins() {
    if (!kind_twins_) return;
    auto key = [&](std::span<const int> members) {
      int smallest = kMaxNumber + 1;
      for (int i : members)
        if (!cards_[i].is_star()) smallest = std::min<int>(smallest, cards_[i].number);
      const int first = members.empty() ? INT_MAX : *std::min_element(members.begin(), members.end());
      return std::pair(smallest, first);
    };
    std::array<std::pair<int, int>, kMaxGroups> keys;
    for (int g = 0; g < groups(); ++g) keys[g] = key(slots_[g].list());
    for (int a = 0; a < groups(); ++a)
      for (int b = a + 1; b < groups(); ++b)
        if (spec_.groups[a].kind == spec_.groups[b].kind && keys[order_[b]] < keys[order_[a]])
          std::swap(order_[a], order_[b]);
  }

  int phase_;
  const PhaseSpec& spec_;
  std::span<const Card> cards_;
  bool explain_;
  std::array<int, 16 * (4 + kMaxGroups)> local_;  // the buffer for up to 16 cards
  std::vector<int> heap_;                          // ... or for more
  std::span<const int> numbers_, stars_;
  bool colour_side_ = false;                // the cards are read on the colour side
  std::array<int, kColours + 1> pools_{};  // the stars by colour (pools())
  std::array<Slot, kMaxGroups> slots_{};
  std::array<bool, kMaxGroups> has_twin_before_{};  // an earlier group of the same kind and size
  bool kind_twins_ = false;                         // two groups of one kind (their order is the contract's)
  int run_gaps_ = 0;  // the numbers missing inside the runs' spans: only stars can fill them
  int* chosen_ = nullptr;  // per number card, the group it went to
  int* used_ = nullptr;    // per star, handed out yet (build)
  std::array<int, kMaxGroups> order_{0, 1, 2};  // found: the slots in the contract's order
  int dead_depth_ = -1;
  std::optional<Message> dead_why_;  // optional: a search that finds its grouping makes no sentence
  int best_deficit_ = INT_MAX;
  std::optional<Message> star_why_;
};

}  // namespace

bool find_groups(int phase, std::span<const Card> cards, std::array<std::vector<Card>, kMaxGroups>& groups,
                 std::size_t room) {
  const PhaseSpec& spec = phase_spec(phase);
  if (static_cast<int>(cards.size()) < spec.min_cards()) return false;
  Search search(phase, cards, false);
  return search.has_number_card() && search.run_cards(groups, room);
}

Grouping grouping_search(int phase, std::span<const Card> cards, bool explain) {
  return Search(phase, cards, explain).run();
}

}  // namespace flipside::phase10flip
