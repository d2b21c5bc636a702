// One group's rules (a set, a run: grouping.hpp), a group put in order,
// and a phase's groups checked; the search for them is grouping_search.cpp.
#include "games/phase10flip/grouping.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <iterator>

#include "games/phase10flip/grouping_search.hpp"

namespace flipside::phase10flip {
namespace {

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

bool joins(GroupKind kind, std::span<const Card> cards, const Card& card) {
  if (kind == GroupKind::kSet) {
    if (card.is_star()) return true;
    const int n = set_number(cards);
    return n == kStar || n == card.number;
  }
  // The run's colour, numbers and span as check_group finds them (the cards
  // pass it: one colour, no number twice), then the card's part in each.
  int colour = kNoColour;
  unsigned mask = 0;
  int lo = kMaxNumber + 1, hi = 0;
  for (const Card& c : cards) {
    if (c.has_colour()) colour = c.colour;
    if (c.is_star()) continue;
    mask |= 1u << c.number;
    lo = std::min<int>(lo, c.number);
    hi = std::max<int>(hi, c.number);
  }
  if (card.has_colour() && colour != kNoColour && card.colour != colour) return false;
  if (!card.is_star()) {
    if (mask & (1u << card.number)) return false;
    lo = std::min<int>(lo, card.number);
    hi = std::max<int>(hi, card.number);
  }
  const int size = static_cast<int>(cards.size()) + 1;
  return size <= kMaxNumber && !(hi >= lo && hi - lo + 1 > size);
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

// In place, with the number cards and the stars sorted apart in scratch
// buffers (every phase and hit arranges a group: no allocation for any real
// group, no std::stable_sort buffer).
void arrange(GroupKind kind, std::vector<Card>& cards, bool known_valid) {
  // Without stars (most groups): a set or an invalid run stays as it is, a
  // valid run is sorted in place (stable, by insertion: after a hit only its
  // last card moves).
  if (std::none_of(cards.begin(), cards.end(), [](const Card& c) { return c.is_star(); })) {
    if (kind == GroupKind::kSet || !(known_valid || check_group(kind, cards).ok())) return;
    for (std::size_t i = 1; i < cards.size(); ++i) {
      const Card v = cards[i];
      std::size_t j = i;
      for (; j > 0 && v.number < cards[j - 1].number; --j) cards[j] = cards[j - 1];
      cards[j] = v;
    }
    return;
  }
  CardScratch number_room(cards.size()), star_room(cards.size());
  Card* numbers = number_room.data();
  Card* stars = star_room.data();
  const bool valid = kind == GroupKind::kSet || known_valid || check_group(kind, cards).ok();
  std::size_t number_count = 0, star_count = 0;
  for (const Card& c : cards) {
    if (c.is_star()) stars[star_count++] = c;
    else numbers[number_count++] = c;
  }
  // A set, a run of stars or an invalid run: its number cards, then its stars.
  if (kind == GroupKind::kSet || number_count == 0 || !valid) {
    std::copy(numbers, numbers + number_count, cards.begin());
    std::copy(stars, stars + star_count, cards.begin() + static_cast<std::ptrdiff_t>(number_count));
    return;
  }
  // By number, stable (an insertion sort: a run holds at most 12 cards, and
  // one arranged already, hit, has only its new card out of place).
  for (std::size_t i = 1; i < number_count; ++i) {
    const Card v = numbers[i];
    std::size_t j = i;
    for (; j > 0 && v.number < numbers[j - 1].number; --j) numbers[j] = numbers[j - 1];
    numbers[j] = v;
  }
  lay_out_run({numbers, number_count}, {stars, star_count}, cards.data());
}

std::vector<Card> arranged(GroupKind kind, std::vector<Card> cards) {
  arrange(kind, cards);
  return cards;
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
  Grouping found = grouping_search(phase, cards, false);
  if (found.found) return found;
  return grouping_search(phase, cards, true);
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
