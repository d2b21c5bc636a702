// Was the deck shuffled well? (issue 21 item 5.) The make-up check
// (deck_check.hpp) counts which cards came out; a deck dealt through whole
// fits its make-up however it was shuffled. What a poor shuffle leaves is
// in the ORDER cards come out between two shuffles (a "deck cycle"): cards
// of a kind still together (the same card twice in a row), or still in
// sequence (5 then 6), or, when cards are gathered hand by hand and barely
// mixed, the same card too seldom next to itself (a hand holds no two alike).
//
// Two counts per cycle, over the pairs of cards that came out one right
// after the other:
//   same  — both cards of the same kind;
//   step  — both number cards, one apart (5 then 6, or 6 then 5).
// Against what a fair shuffle gives, worked out exactly. A fair shuffle puts
// the N cards of the pile (c_v of kind v) in a uniformly random order; the
// n cards seen are its first n (a game may end before the pile does). For
// a relation R between two cards (same kind, one apart) and X_i = 1 when
// cards i and i+1 are in relation R, i = 1..n-1:
//   p  = P(X_i = 1)              = M / (N (N-1)),
//   q3 = P(X_i = X_{i+1} = 1)    = T3 / (N (N-1) (N-2)),
//   q4 = P(X_i = X_j = 1), |i-j| >= 2 = T4 / (N (N-1) (N-2) (N-3)),
// where M, T3, T4 count the ordered pairs, chains (a,b,c) and pairs of
// disjoint pairs of distinct cards in relation (shuffle_check.cpp derives
// them from the counts). Then the count S = sum of X_i has
//   E[S]   = (n-1) p,
//   Var[S] = (n-1) p + 2 (n-2) q3 + (n-2)(n-3) q4 - (n-1)^2 p^2.
// For "same" p = sum_v c_v (c_v - 1) / (N (N-1)); over a whole cycle
// (n = N) E[S] = sum_v c_v (c_v - 1) / N. A deck of 94 cards (twelve 12s,
// eleven 11s ... one 1, one 0, six single cards, three each of three
// more): 590 / 94 = 6.3 pairs of the same card, and 1146 / 94 = 12.2 steps
// of one.
//
// Cycles are shuffled independently: observed counts, expectations and
// variances add up over cycles (and over games). The verdict compares each
// count with a fair shuffle's by z = (|S - E| - 1/2) / sqrt(Var) (the half
// a continuity correction: S is a whole number) under the normal
// approximation, two-sided; a count is "off" beyond p < 0.005, so that
// with two counts a fair shuffle is called poor about once in a hundred
// times. Fewer than kMinExpected expected pairs of the same card (about a
// whole deck's worth of cards) is "too few cards seen to tell".
//
// Game-neutral: a game tells the kinds of its cards, which are numbers and
// their values, where each cycle starts and with which cards (OrderTally),
// and keeps the totals as seat counters (kCounterNames).
#pragma once

#include <array>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.hpp"

namespace flipside::shuffle {

inline constexpr int kNoValue = -1000;           // a kind that is not a number card
inline constexpr double kMinExpected = 5.0;      // expected same-card pairs to tell anything
inline constexpr double kOffP = 0.005;           // a count this unlikely under a fair shuffle is off
inline constexpr double kCounterScale = 1e6;     // expectations and variances kept in millionths

// The seat counters that carry the totals (summed over seats and games).
inline constexpr std::string_view kCards = "order_cards";  // cards seen in order
inline constexpr std::string_view kCycles = "order_cycles";
inline constexpr std::string_view kSame = "order_same";
inline constexpr std::string_view kSameExpected = "order_same_expected_e6";
inline constexpr std::string_view kSameVariance = "order_same_variance_e6";
inline constexpr std::string_view kSteps = "order_steps";
inline constexpr std::string_view kStepsExpected = "order_steps_expected_e6";
inline constexpr std::string_view kStepsVariance = "order_steps_variance_e6";

enum class Relation { kSame, kStep };

struct Moments {
  double expected = 0.0;
  double variance = 0.0;
};

// E and Var of the pairs in `relation` among the first `drawn` cards of a
// uniformly random order of a pile holding counts[k] cards of kind k;
// values[k] is kind k's number (kNoValue: not a number card).
Moments moments(std::span<const int> counts, std::span<const int> values, Relation relation, int drawn);

// One pattern summed over cycles: seen, and what a fair shuffle gives.
struct Tally {
  long long observed = 0;
  double expected = 0.0;
  double variance = 0.0;
};

struct Totals {
  long long cards = 0;
  long long cycles = 0;
  Tally same, steps;
  Totals& operator+=(const Totals& other);
};

// Follows the cards of a game as they come out. A game calls start() when
// a freshly shuffled pile is drawn from (its make-up, and who shuffled it),
// then seen() for each card drawn from it, in order.
class OrderTally {
 public:
  explicit OrderTally(std::vector<int> values) : values_(std::move(values)) {}

  void start(std::span<const int> counts, int shuffled_by);
  void seen(int kind);
  // Per shuffler (index = shuffled_by, `people` of them): the cycles closed
  // and the one still open.
  std::vector<Totals> by_shuffler(int people) const;

 private:
  Totals cycle_totals() const;  // the open cycle, its moments worked out

  std::vector<int> values_;
  std::vector<int> counts_;  // the open cycle's pile as shuffled
  int shuffled_by_ = -1;     // -1: no cycle open
  int drawn_ = 0;
  int last_ = -1;
  long long same_ = 0, steps_ = 0;
  std::vector<Totals> closed_;  // by shuffler
};

// Totals as seat counters (name → value) and back.
std::vector<std::pair<std::string, long long>> to_counters(const Totals& totals);
Totals from_counters(const std::map<std::string, long long>& counters);

enum class Verdict { kTooFew, kFair, kPoor };

struct PatternCheck {
  long long observed = 0;
  double expected = 0.0;
  double sd = 0.0;
  double z = 0.0;        // signed: > 0 more than a fair shuffle gives
  double p_value = 1.0;  // two-sided
  bool off = false;
};

struct Check {
  long long cards = 0;
  long long cycles = 0;
  PatternCheck same, steps;
  Verdict verdict = Verdict::kTooFew;
};

Check check(const Totals& totals);
inline Check check(const std::map<std::string, long long>& counters) { return check(from_counters(counters)); }

// The verdict as a sentence; and each count as a line ("The same card twice
// in a row: 9 times; a fair shuffle gives about 6.3, usually 2 to 11").
Message verdict_message(const Check& check);
Message same_message(const PatternCheck& same);
Message steps_message(const PatternCheck& steps);

// The usual range of a count under a fair shuffle: expected ± 2 sd, each
// end rounded to whole pairs, never below 0.
std::pair<long long, long long> usual_range(const PatternCheck& pattern);

}  // namespace flipside::shuffle
