#include "ui/games/phase10flip/entries.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "games/phase10flip/grouping.hpp"

namespace flipside::ui::p10ui {
namespace {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Problem;

// What a group takes, now and after any number of hits: all that joins()
// (grouping.hpp, RULINGS Phase 10 Flip rule 3) reads of it. A set takes its
// number (any, with only stars); a run its colour, its numbers and its size
// (the span its stars may cover); a run of 12 cards takes nothing more,
// whatever they are. Two groups with the same key take the same hits, so
// the table never needs to tell them apart (issue 32 item 1).
std::array<int, 4> takes_key(GroupKind kind, const std::vector<Card>& cards) {
  if (kind == GroupKind::kSet) return {0, phase10flip::set_number(cards), 0, 0};
  const int size = static_cast<int>(cards.size());
  if (size >= phase10flip::kMaxNumber) return {1, 0, 0, phase10flip::kMaxNumber};
  int mask = 0;
  for (const Card& c : cards)
    if (!c.is_star()) mask |= 1 << c.number;
  return {1, phase10flip::run_colour(cards), mask, size};
}

// Shares out identical cards among the groups, one kind of card at a time,
// dropping a branch as soon as a group can no longer be valid (a set with
// two numbers, a run with two colours or a number twice: more cards never
// mend these). Each complete share that makes the phase is kept once per
// different set of hits its groups take (takes_key): shares that differ
// only in which star or which copy of a colour went where are one way.
class GroupingSearch {
 public:
  GroupingSearch(int phase, const std::vector<Card>& cards, std::size_t limit)
      : phase_(phase), spec_(phase10flip::phase_spec(phase)), limit_(limit), groups_(spec_.group_count) {
    for (const Card& c : cards) {
      auto it = std::find(kinds_.begin(), kinds_.end(), c);
      if (it == kinds_.end()) {
        kinds_.push_back(c);
        counts_.push_back(1);
      } else {
        ++counts_[it - kinds_.begin()];
      }
    }
  }

  std::vector<CardGroups> run(const std::vector<std::vector<Card>>& first) {
    if (!first.empty()) add(first);
    share(0, 0, counts_.empty() ? 0 : counts_[0]);
    return found_;
  }

 private:
  static constexpr long kMaxSteps = 400000;  // bounds the search on any tray

  // Kind k: `left` copies still to place, in group g or later.
  void share(std::size_t k, int g, int left) {
    if (found_.size() >= limit_ || ++steps_ > kMaxSteps) return;
    if (k == kinds_.size()) return finish();
    if (g == spec_.group_count - 1) {  // the rest go to the last group
      place(k, g, left);
      return;
    }
    for (int n = left; n >= 0; --n) {
      const std::size_t before = groups_[g].size();
      groups_[g].insert(groups_[g].end(), static_cast<std::size_t>(n), kinds_[k]);
      if (n == 0 || alive(g)) share(k, g + 1, left - n);
      groups_[g].resize(before);
    }
  }

  void place(std::size_t k, int g, int n) {
    const std::size_t before = groups_[g].size();
    groups_[g].insert(groups_[g].end(), static_cast<std::size_t>(n), kinds_[k]);
    if (n == 0 || alive(g)) share(k + 1, 0, k + 1 < counts_.size() ? counts_[k + 1] : 0);
    groups_[g].resize(before);
  }

  bool alive(int g) const {
    const Problem p = phase10flip::check_group(spec_.groups[g].kind, groups_[g]).problem;
    return p != Problem::kSetMixed && p != Problem::kRunColours && p != Problem::kRunRepeat;
  }

  void finish() {
    for (int g = 0; g < spec_.group_count; ++g) {
      if (static_cast<int>(groups_[g].size()) < spec_.groups[g].size) return;
      if (!phase10flip::check_group(spec_.groups[g].kind, groups_[g]).ok()) return;
    }
    if (phase10flip::check_given_groups(phase_, groups_)) return;  // the engine's word (a number card, ...)
    add(groups_);
  }

  // Kept once per takes_key, groups of the same requirement compared in any
  // order; shown as arranged on the table.
  void add(const std::vector<std::vector<Card>>& groups) {
    std::vector<std::array<int, 4>> key;
    for (int g = 0; g < spec_.group_count; ++g) key.push_back(takes_key(spec_.groups[g].kind, groups[g]));
    for (int g = 0; g < spec_.group_count;) {
      int same = 1;
      while (g + same < spec_.group_count && spec_.groups[g + same] == spec_.groups[g]) ++same;
      std::sort(key.begin() + g, key.begin() + g + same);
      g += same;
    }
    if (!seen_.insert(std::move(key)).second) return;
    CardGroups keys;
    for (int g = 0; g < spec_.group_count; ++g) {
      keys.emplace_back();
      for (const Card& c : phase10flip::arranged(spec_.groups[g].kind, groups[g])) keys.back().push_back(card_key(c));
    }
    found_.push_back(std::move(keys));
  }

  int phase_;
  const phase10flip::PhaseSpec& spec_;
  std::size_t limit_;
  std::vector<Card> kinds_;  // each different card once
  std::vector<int> counts_;  // how many of each
  std::vector<std::vector<Card>> groups_;
  std::set<std::vector<std::array<int, 4>>> seen_;
  std::vector<CardGroups> found_;
  long steps_ = 0;
};

}  // namespace

using Json = nlohmann::json;

const phase10flip::Phase10FlipGame* as_phase10flip(const Game* game) {
  return dynamic_cast<const phase10flip::Phase10FlipGame*>(game);
}

Json flip_line() { return {{"flip", true}}; }

Json phase_line(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& cards) {
  return {{"phase", game.engine().name(seat)}, {"cards", cards}};
}

Json hit_line(const phase10flip::Phase10FlipGame& game, int seat, const std::string& card, int owner, int group) {
  const phase10flip::Engine& e = game.engine();
  return {{"hit", e.name(seat)}, {"card", card}, {"onto", e.name(owner)}, {"group", group}};
}

Json out_line(const phase10flip::Phase10FlipGame& game, int out, const std::vector<int>& points,
              const std::vector<bool>& completed) {
  const phase10flip::Engine& e = game.engine();
  Json pts = Json::object();
  Json done = Json::array();
  for (int p = 0; p < e.player_count(); ++p) {
    if (!e.player(p).in_hand) continue;
    pts[e.name(p)] = p == out ? 0 : (p < static_cast<int>(points.size()) ? points[p] : 0);
    // Whoever went out completed their phase (RULINGS Phase 10 Flip 5), entered or not.
    if (p == out || (p < static_cast<int>(completed.size()) && completed[p])) done.push_back(e.name(p));
  }
  return {{"out", e.name(out)}, {"points", std::move(pts)}, {"completed", std::move(done)}};
}

Json phase_groups_line(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::vector<std::string>>& groups) {
  return {{"phase", game.engine().name(seat)}, {"groups", groups}};
}

std::vector<CardGroups> groupings(int phase, const std::vector<std::string>& keys, std::size_t limit) {
  std::vector<Card> cards;
  for (const std::string& k : keys) {
    auto c = phase10flip::parse_card(k);
    if (!c) return {};
    cards.push_back(*c);
  }
  if (phase < 1 || phase > phase10flip::kPhaseCount || cards.empty()) return {};
  const phase10flip::Grouping engine_pick = phase10flip::find_grouping(phase, cards);
  if (!engine_pick.found) return {};
  std::vector<std::vector<Card>> first;
  for (const std::vector<int>& group : engine_pick.groups) {
    first.emplace_back();
    for (int i : group) first.back().push_back(cards[i]);
  }
  return GroupingSearch(phase, cards, limit).run(first);
}

Json out_remaining_line(const phase10flip::Phase10FlipGame& game, int out,
                        const std::vector<std::vector<std::string>>& remaining) {
  const phase10flip::Engine& e = game.engine();
  Json held = Json::object();
  for (int p = 0; p < e.player_count(); ++p) {
    if (!e.player(p).in_hand) continue;
    Json cards = Json::array();
    if (p != out && p < static_cast<int>(remaining.size()))
      for (const std::string& k : remaining[p]) cards.push_back(k);
    held[e.name(p)] = std::move(cards);
  }
  return {{"out", e.name(out)}, {"remaining", std::move(held)}};
}

Judgement judge(const phase10flip::Phase10FlipGame& game, const Json& line) {
  auto copy = game.clone();
  Verdict v = copy->apply(line);
  Judgement j;
  j.accepted = v.accepted;
  if (v.accepted) j.notices = std::move(v.notices);
  else j.why = std::move(v.rejection);
  return j;
}

Intent hit_intent(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& picked,
                  int owner, int group) {
  if (picked.size() != 1) return intent::Explain{msg("ui.phase10flip.hit_one_card", game.engine().name(seat))};
  Json line = hit_line(game, seat, picked.front(), owner, group);
  Judgement j = judge(game, line);
  if (!j.accepted) return intent::Explain{std::move(j.why)};
  return intent::Submit{std::move(line)};
}

int least_points(const phase10flip::Engine& engine, int seat, bool completed) {
  return engine.points_range(seat, completed).low;
}

int most_points(const phase10flip::Engine& engine, int seat, bool completed) {
  return engine.points_range(seat, completed).high;
}

}  // namespace flipside::ui::p10ui
