// The search for a phase's groups among a lay-down's cards (grouping.hpp:
// find_grouping), apart from the rules of one group it applies: its slots,
// its order of trying, and the sentence for a refusal. Internal to
// grouping.cpp and grouping_search.cpp; the sentences' pieces they share
// are here too.
#pragma once

#include <span>

#include "games/phase10flip/grouping.hpp"

namespace flipside::phase10flip {

// The groups of `phase` among `cards`, or why none: explain builds the
// sentence for a refusal (a search that succeeds never needs one, so
// find_grouping searches without first, and again with it only on a
// refusal: the same steps in the same order).
Grouping grouping_search(int phase, std::span<const Card> cards, bool explain);

// The sentences' pieces both files use.
inline Arg nested(Message m) { return nested_arg(std::move(m)); }

inline Message phase_needs(int phase, Arg what, Message problem) {
  Message m = msg("phase10flip.phase_needs", phase);
  m.args.push_back(std::move(what));
  m.args.push_back(nested(std::move(problem)));
  return m;
}

inline Arg colour_arg(int colour) { return nested(msg("phase10flip.run_colour." + std::string(colour_key(colour)))); }

// A valid run in display order, written to `out`: its number cards
// (ascending, at least one), the stars in the gaps in order, then above the
// top while there is room; the last ones, past 12, below the bottom (in
// front). Valid: the stars cover the gaps, 12 cards at most. `out`: a Card*
// or a back_inserter (the search's groups).
template <typename Out>
void lay_out_run(std::span<const Card> numbers, std::span<const Card> stars, Out out) {
  const int gaps = numbers.back().number - numbers.front().number + 1 - static_cast<int>(numbers.size());
  const int extra = static_cast<int>(stars.size()) - gaps;
  const int above = std::min(extra, kMaxNumber - numbers.back().number);
  const int below = extra - above;
  // Card by card (std::copy called memmove for two or three cards).
  for (std::size_t k = stars.size() - static_cast<std::size_t>(below); k < stars.size(); ++k) *out++ = stars[k];
  std::size_t next_star = 0;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (i > 0)
      for (int gap = numbers[i - 1].number + 1; gap < numbers[i].number; ++gap) *out++ = stars[next_star++];
    *out++ = numbers[i];
  }
  for (int k = 0; k < above; ++k) *out++ = stars[next_star++];
}

}  // namespace flipside::phase10flip
