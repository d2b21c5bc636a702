// Is the deck fair? (issue "Past games and statistics": "a fairness check of
// the deck ... with a chi-square verdict in words"). Every card entered card
// by card is counted per kind (a game's per-seat counters, summed); a fair
// shuffle deals each kind in proportion to its copies in the deck, so the
// counts are compared with that make-up by Pearson's chi-square test:
//   chi2 = sum over kinds of (observed - expected)^2 / expected,
//   degrees of freedom = kinds compared - 1,
//   p = Q(dof / 2, chi2 / 2), the regularised upper incomplete gamma.
// The test needs about 5 expected cards of each kind: kinds expected fewer
// times are pooled into one group ("the rare cards"); when even that leaves
// fewer than two groups of 5 the answer is "too few cards to say".
// p < 0.01 is "suspicious", and the sentence names the kinds that came up
// clearly more often than the deck explains (standardised residual
// (o - e) / sqrt(e) above 2), or, when none did, those that came up clearly
// less often.
//
// Cards are drawn without replacement from a deck that is reshuffled now
// and then, not independently: the counts then vary a little LESS than the
// multinomial the test assumes, so a fair table passes more easily, never
// less (the test is conservative), while a rigged or badly shuffled deck
// that skews the counts over many games still shows.
//
// All of that holds when each shuffle's pile is dealt through (or nearly).
// When a deck is shuffled whole and only its top dealt, again and again
// (a house rule that shuffles every card before each round), a poor
// shuffle leaves clumps of neighbouring cards on top, and the counts vary
// far MORE than the test assumes: a complete deck poorly shuffled then fails it (p < 0.001). The
// game counts such deals (kPartialDeals); when there are any, the check
// tests the deal, not the deck's make-up alone, and its sentences say so.
//
// Game-neutral: the game says what its deck holds (GameInfo::deck_makeup).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.hpp"

namespace flipside {

// One kind of card in a game's deck: the counter that counts it when dealt,
// its card key (a card argument: Arg::card_arg(game, card)), and how many
// copies the deck holds.
struct DeckCard {
  std::string counter;
  std::string card;
  int copies = 0;
};

namespace deck {

inline constexpr double kMinExpected = 5.0;     // per group, for chi-square to hold
inline constexpr double kSuspiciousP = 0.01;    // below: "suspicious"
inline constexpr double kResidualToName = 2.0;  // a kind is named beyond this

// The seat counter of deals from a deck shuffled whole of which only the top
// was dealt (summed over seats and games like the card counters).
inline constexpr std::string_view kPartialDeals = "deck_partial_deals";

enum class Verdict { kTooFew, kFair, kSuspicious };

struct Row {
  DeckCard card;
  long long observed = 0;
  double expected = 0.0;  // total × copies / deck size
  double residual = 0.0;  // (observed - expected) / sqrt(expected)
  bool pooled = false;    // compared within the rare cards' group
};

struct Check {
  std::vector<Row> rows;  // in the make-up's order
  long long total = 0;    // cards counted
  int groups = 0;         // groups compared (kinds, the pooled group as one)
  double chi2 = 0.0;
  int dof = 0;
  double p_value = 1.0;
  Verdict verdict = Verdict::kTooFew;
  std::vector<std::string> more_often;  // card keys, most over first (suspicious)
  std::vector<std::string> less_often;  // when none came up more often
  long long partial_deals = 0;          // kPartialDeals: the deal, not the deck alone, is tested
};

// `observed`: counter → count (other counters are ignored).
Check check(const std::map<std::string, long long>& observed, const std::vector<DeckCard>& makeup);

// The verdict as a sentence; cards named with Arg::card_arg(game, key).
Message verdict_message(const Check& check, std::string_view game);
// What the check can tell, said under the verdict: a wrong or incomplete
// deck, not a poor shuffle; or, with partial deals, the deal as a whole.
Message scope_message(const Check& check);

// Q(a, x) = Γ(a, x) / Γ(a), a > 0, x >= 0: the chance that chi-square with
// 2a degrees of freedom reaches 2x.
double upper_gamma_q(double a, double x);
// P(chi-square with dof degrees of freedom >= chi2).
inline double chi_square_p(double chi2, int dof) { return upper_gamma_q(dof / 2.0, chi2 / 2.0); }

}  // namespace deck
}  // namespace flipside
