// The phase validator (RULINGS.md, "Phase 10 Flip", rules 1–3).
//
// A group is valid while *some* assignment of its stars works (rule 2), so a
// star never holds a fixed value, also after hits:
//   set: its number cards all show one number (stars take it);
//   run: its colour-side cards (stars included) all show one colour, its
//        number cards are different numbers, and its size covers their span
//        (stars fill the gaps and extend the ends) without passing 12 cards
//        (1–12, no wrap). Wild-side cards have no colour: a run of them has
//        none until a colour-side card joins it (rule 3).
// Sizes are minimums (rule 2), checked when a phase is laid down; a phase
// must use at least one number card (rule 2).
//
// find_grouping splits a laid-down hand into the phase's groups: a
// backtracking over the number cards (sorted, identical cards and twin groups
// taken in one order only), then a count of the stars each group needs and
// may take. When nothing fits it says why, naming the cards at fault.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/message.hpp"
#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/phases.hpp"

namespace flipside::phase10flip {

enum class Problem : std::uint8_t { kNone, kSetMixed, kRunColours, kRunRepeat, kRunGap, kRunTooLong };

struct GroupCheck {
  Problem problem = Problem::kNone;
  int number = 0;  // kRunRepeat: the number shown twice
  bool ok() const { return problem == Problem::kNone; }
};

// Whether the cards can be that kind of group under some star assignment
// (sizes aside).
GroupCheck check_group(GroupKind kind, std::span<const Card> cards);

// Whether check_group passes for the cards with `card` added, for cards that
// pass it already (a laid-down group): one pass, no copy (every hit asks).
bool joins(GroupKind kind, std::span<const Card> cards, const Card& card);

// Whether any of the cards is a star (wild).
inline bool has_star(std::span<const Card> cards) {
  for (const Card& c : cards)
    if (c.is_star()) return true;
  return false;
}
// A run's colour: the one its colour-side cards show, kNoColour when none.
int run_colour(std::span<const Card> cards);
// A set's number: the one its number cards show, kStar (0) when only stars.
int set_number(std::span<const Card> cards);
// Display order: a set's number cards, then its stars; a run in order with
// its stars in the gaps, then after its top (or below its bottom at 12).
std::vector<Card> arranged(GroupKind kind, std::vector<Card> cards);
// The same, in place (no allocation for groups of up to 32 cards);
// known_valid: check_group passed already (the engine's groups always have).
void arrange(GroupKind kind, std::vector<Card>& cards, bool known_valid = false);

// "red 5, red 7" as one message argument.
Arg cards_arg(std::span<const Card> cards);
// "red 5, red 7 leave a gap that no star fills", for a failed check_group.
Message problem_message(const GroupCheck& check, std::span<const Card> cards);

struct Grouping {
  bool found = false;
  std::vector<std::vector<int>> groups;  // indices into the cards, per group in the phase's order
  Message why;                           // !found: why no grouping exists
};

// The laid-down cards (all on one side) as the given phase, or why not.
// Groups of the same kind are ordered by their smallest number card (the
// contract's numbering), ties by their first card in the line.
Grouping find_grouping(int phase, std::span<const Card> cards);
// The same search, for a line the engine takes: the groups' cards straight
// into `groups`, in display order (as arrange() leaves them), each with room
// for at least `room` cards (the hits to come); false when nothing fits
// (find_grouping then says why). No allocation but the groups' own.
bool find_groups(int phase, std::span<const Card> cards, std::array<std::vector<Card>, kMaxGroups>& groups,
                 std::size_t room);
// The groups as given ("groups" lines), in the phase's order, or why not.
std::optional<Message> check_given_groups(int phase, const std::vector<std::vector<Card>>& groups);

}  // namespace flipside::phase10flip
