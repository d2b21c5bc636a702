// The shuffle check (core/shuffle_check.hpp): the exact expectation and
// variance of adjacent pairs against small piles worked out by hand and
// against every order of a small pile counted out; its verdict on seeded
// fair shuffles (how often it cries wolf) and on badly shuffled decks.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>

#include "core/i18n/lang.hpp"
#include "core/shuffle_check.hpp"

using namespace flipside;
using shuffle::kNoValue;

namespace {

// A 94-card deck: number kinds 0..12 with one 0 and v copies of v, six
// single cards and three kinds of three (kinds 13..21 have no number).
std::vector<int> deck_counts() {
  std::vector<int> counts;
  for (int v = 0; v <= 12; ++v) counts.push_back(v == 0 ? 1 : v);
  for (int i = 0; i < 6; ++i) counts.push_back(1);
  for (int i = 0; i < 3; ++i) counts.push_back(3);
  return counts;
}
std::vector<int> deck_values() {
  std::vector<int> values;
  for (int v = 0; v <= 12; ++v) values.push_back(v);
  for (int i = 0; i < 9; ++i) values.push_back(kNoValue);
  return values;
}
// The deck as a list of card kinds, sorted (as a new deck comes).
std::vector<int> sorted_deck() {
  std::vector<int> cards;
  const auto counts = deck_counts();
  for (std::size_t k = 0; k < counts.size(); ++k) cards.insert(cards.end(), counts[k], static_cast<int>(k));
  return cards;
}

// Counts the pairs of a sequence in a relation, as OrderTally does.
long long pairs_in(const std::vector<int>& order, std::size_t n, const std::vector<int>& values, shuffle::Relation r) {
  long long out = 0;
  for (std::size_t i = 1; i < n; ++i) {
    const int a = order[i - 1], b = order[i];
    if (r == shuffle::Relation::kSame) out += a == b;
    else out += values[a] != kNoValue && values[b] != kNoValue && std::abs(values[a] - values[b]) == 1;
  }
  return out;
}

// Several deck cycles, each dealt through in the given orders, one tally.
shuffle::Check check_of(const std::vector<std::vector<int>>& cycles) {
  shuffle::OrderTally tally(deck_values());
  const auto counts = deck_counts();
  for (const auto& cycle : cycles) {
    tally.start(counts, 0);
    for (int card : cycle) tally.seen(card);
  }
  return shuffle::check(tally.by_shuffler(1)[0]);
}

std::vector<std::vector<int>> fair_cycles(unsigned seed, int cycles) {
  std::mt19937 rng(seed);
  std::vector<std::vector<int>> out;
  for (int i = 0; i < cycles; ++i) {
    auto deck = sorted_deck();
    std::shuffle(deck.begin(), deck.end(), rng);
    out.push_back(std::move(deck));
  }
  return out;
}

}  // namespace

TEST_CASE("Shuffle check: expectation and variance on piles worked out by hand", "[core][shuffle]") {
  // Pile a, a, b: its three orders aab, aba, baa are equally likely, with
  // 1, 0, 1 pairs of the same card: E = 2/3, E[S^2] = 2/3, Var = 2/3 - 4/9 = 2/9.
  const std::vector<int> aab = {2, 1}, no_values = {kNoValue, kNoValue};
  auto m = shuffle::moments(aab, no_values, shuffle::Relation::kSame, 3);
  CHECK(m.expected == Approx(2.0 / 3.0));
  CHECK(m.variance == Approx(2.0 / 9.0));
  // Only the first two cards seen: a pair of a's with chance 2·1 / (3·2) = 1/3,
  // a single 0/1 count: Var = 1/3 · 2/3 = 2/9.
  m = shuffle::moments(aab, no_values, shuffle::Relation::kSame, 2);
  CHECK(m.expected == Approx(1.0 / 3.0));
  CHECK(m.variance == Approx(2.0 / 9.0));
  // Pile 1, 2: always one step of one, never a doubt.
  m = shuffle::moments(std::vector<int>{1, 1}, std::vector<int>{1, 2}, shuffle::Relation::kStep, 2);
  CHECK(m.expected == Approx(1.0));
  CHECK(m.variance == Approx(0.0).margin(1e-12));
  // Pile 1, 2, 3 dealt whole: 123 and 321 have 2 steps, the other four 1
  // (132, 213, 231, 312): E = (2+2+4)/6 = 4/3, E[S^2] = (4+4+4)/6 = 2, Var = 2 - 16/9 = 2/9.
  m = shuffle::moments(std::vector<int>{1, 1, 1}, std::vector<int>{1, 2, 3}, shuffle::Relation::kStep, 3);
  CHECK(m.expected == Approx(4.0 / 3.0));
  CHECK(m.variance == Approx(2.0 / 9.0));
  // The whole 94-card deck: sum c(c-1) = (1·0 + 2·1 + ... + 12·11) + 3·(3·2) = 572 + 18 = 590,
  // E = 93 · 590 / (94 · 93) = 590 / 94; steps: 2 · (1·1 + 1·2 + 2·3 + ... + 11·12) = 2 · 573 = 1146.
  const auto counts = deck_counts(), values = deck_values();
  CHECK(shuffle::moments(counts, values, shuffle::Relation::kSame, 94).expected == Approx(590.0 / 94.0));
  CHECK(shuffle::moments(counts, values, shuffle::Relation::kStep, 94).expected == Approx(1146.0 / 94.0));
  CHECK(shuffle::moments(counts, values, shuffle::Relation::kSame, 1).expected == 0.0);
}

TEST_CASE("Shuffle check: the moments are those of every order of a small pile, counted out", "[core][shuffle]") {
  // Seven cards: 1, 1, 2, 2, 3 and two cards with no number (one kind):
  // all 7! orders of the labelled cards, each as likely.
  const std::vector<int> counts = {2, 2, 1, 2}, values = {1, 2, 3, kNoValue};
  std::vector<int> cards = {0, 0, 1, 1, 2, 3, 3};
  std::vector<int> labels(cards.size());
  std::iota(labels.begin(), labels.end(), 0);
  for (const auto relation : {shuffle::Relation::kSame, shuffle::Relation::kStep}) {
    for (std::size_t n : {2u, 3u, 5u, 7u}) {
      INFO("relation " << static_cast<int>(relation) << ", first " << n << " cards");
      double sum = 0, sum_sq = 0, orders = 0;
      auto order = labels;
      do {
        std::vector<int> kinds;
        for (int l : order) kinds.push_back(cards[l]);
        const double s = static_cast<double>(pairs_in(kinds, n, values, relation));
        sum += s;
        sum_sq += s * s;
        ++orders;
      } while (std::next_permutation(order.begin(), order.end()));
      const double mean = sum / orders;
      const auto m = shuffle::moments(counts, values, relation, static_cast<int>(n));
      CHECK(m.expected == Approx(mean));
      CHECK(m.variance == Approx(sum_sq / orders - mean * mean));
    }
  }
}

TEST_CASE("Shuffle check: fair seeded shuffles pass, about as often as the test promises", "[core][shuffle]") {
  // 200 tables each dealing 5 well-shuffled decks through: a fair shuffle
  // is called poor with chance about 1 % (two counts, each at 0.5 %).
  int poor = 0;
  double z_sum = 0, z_sq = 0;
  for (unsigned seed = 1; seed <= 200; ++seed) {
    const auto c = check_of(fair_cycles(seed, 5));
    REQUIRE(c.verdict != shuffle::Verdict::kTooFew);
    poor += c.verdict == shuffle::Verdict::kPoor;
    z_sum += c.same.z;
    z_sq += c.same.z * c.same.z;
  }
  CHECK(poor <= 6);  // 1 % of 200 is 2; 6 or more would happen by chance about once in 60
  // The counts' standard scores behave like a standard normal's.
  CHECK(std::fabs(z_sum / 200) < 0.25);
  CHECK(z_sq / 200 == Approx(1.0).margin(0.3));
}

TEST_CASE("Shuffle check: a deck left in sorted clumps is caught, and a fair one is not", "[core][shuffle]") {
  const auto fair = check_of(fair_cycles(2026, 3));
  CHECK(fair.verdict == shuffle::Verdict::kFair);
  CHECK(fair.cards == 282);
  CHECK(fair.cycles == 3);
  CHECK(fair.same.expected == Approx(3 * 590.0 / 94.0));
  CHECK(render(shuffle::verdict_message(fair)) ==
        "No sign of a poor shuffle: the order of 282 cards, over 3 shuffles, is what a fair shuffle gives.");
  CHECK(render(shuffle::verdict_message(fair), Lang::kSpanish) ==
        "Ning\xC3\xBAn indicio de mal barajado: el orden de 282 cartas, en 3 barajados, es el de un barajado justo.");

  // The same three decks, each only cut into 8 packets whose order is
  // shuffled: the sorted deck's kinds stay together inside each packet.
  std::mt19937 rng(2026);
  std::vector<std::vector<int>> clumped;
  for (int i = 0; i < 3; ++i) {
    const auto deck = sorted_deck();
    std::vector<std::vector<int>> packets;
    for (std::size_t at = 0; at < deck.size(); at += 12)
      packets.emplace_back(deck.begin() + at, deck.begin() + std::min(deck.size(), at + 12));
    std::shuffle(packets.begin(), packets.end(), rng);
    std::vector<int> cycle;
    for (const auto& p : packets) cycle.insert(cycle.end(), p.begin(), p.end());
    clumped.push_back(std::move(cycle));
  }
  const auto poor = check_of(clumped);
  CHECK(poor.verdict == shuffle::Verdict::kPoor);
  CHECK(poor.verdict != fair.verdict);
  CHECK(poor.same.off);
  CHECK(poor.same.z > 0);
  // Steps of one only where a packet's kinds change (5 5 5 5 5 6 ...): about
  // as many as a fair shuffle's, so the clumping alone is named.
  CHECK_FALSE(poor.steps.off);
  CHECK(render(shuffle::verdict_message(poor)) ==
        "The shuffle looks poor: the same card came out twice in a row too often (cards of a kind stay together). "
        "Over 282 cards and 3 shuffles, a fair shuffle would do this less than once in 100 times.");
  CHECK(render(shuffle::verdict_message(poor), Lang::kSpanish).rfind("El barajado parece malo: la misma carta", 0) == 0);
}

TEST_CASE("Shuffle check: a deck gathered in runs is caught for its sequences", "[core][shuffle]") {
  // Each deck laid out as runs 1..12, 2..12, ..., 12 (v appears in the v
  // runs starting at or below it), then the 0 and the cards with no
  // number: 66 steps of one inside the runs where a fair shuffle gives
  // about 12 a deck, and never the same card twice in a row but 12 12 and
  // the cards without a number at the end.
  std::vector<int> runs;
  for (int start = 1; start <= 12; ++start)
    for (int v = start; v <= 12; ++v) runs.push_back(v);
  runs.push_back(0);
  for (int kind = 13; kind <= 21; ++kind)
    for (int k = 0; k < deck_counts()[kind]; ++k) runs.push_back(kind);
  REQUIRE(runs.size() == 94);
  const auto c = check_of({runs, runs, runs});
  CHECK(c.verdict == shuffle::Verdict::kPoor);
  CHECK(c.steps.off);
  CHECK(c.steps.z > 0);
  CHECK(render(shuffle::verdict_message(c)).find("numbers came out in sequence (5 then 6) too often") != std::string::npos);
  CHECK(render(shuffle::verdict_message(c), Lang::kSpanish).find("los n\xC3\xBAmeros salieron seguidos") !=
        std::string::npos);
}

TEST_CASE("Shuffle check: cards gathered hand by hand, never two alike together, are caught too", "[core][shuffle]") {
  // Each fair deck reordered so that no card follows one of its kind (as
  // when hands of different numbers are stacked and not mixed): no pair of
  // the same card where a fair shuffle gives about 6.3 a deck.
  std::vector<std::vector<int>> spread;
  for (auto cycle : fair_cycles(7, 5)) {
    for (std::size_t i = 1; i < cycle.size(); ++i)
      if (cycle[i] == cycle[i - 1]) {
        for (std::size_t j = i + 1; j < cycle.size(); ++j)
          if (cycle[j] != cycle[i - 1] && (j + 1 >= cycle.size() || cycle[j + 1] != cycle[i])) {
            std::swap(cycle[i], cycle[j]);
            break;
          }
      }
    spread.push_back(std::move(cycle));
  }
  const auto c = check_of(spread);
  CHECK(c.same.observed <= 2);
  CHECK(c.verdict == shuffle::Verdict::kPoor);
  CHECK(c.same.z < 0);
  CHECK(render(shuffle::verdict_message(c)).find("the same card came out twice in a row too seldom") != std::string::npos);
}

TEST_CASE("Shuffle check: too few cards to tell, and none at all", "[core][shuffle]") {
  // 40 cards of one deck: 39 pairs, 39 · 590 / 8742 = 2.6 expected pairs of
  // the same card, fewer than 5.
  auto cycle = fair_cycles(3, 1)[0];
  cycle.resize(40);
  const auto c = check_of({cycle});
  CHECK(c.same.expected == Approx(39.0 * 590.0 / (94.0 * 93.0)));
  CHECK(c.verdict == shuffle::Verdict::kTooFew);
  CHECK(render(shuffle::verdict_message(c)) ==
        "Too few cards seen to tell: 40 cards in the order they came out, and the check needs about a whole deck's worth.");
  const auto none = shuffle::check(shuffle::Totals{});
  CHECK(none.verdict == shuffle::Verdict::kTooFew);
  CHECK(render(shuffle::verdict_message(none), Lang::kSpanish).rfind("No se anot\xC3\xB3 ninguna carta", 0) == 0);
}

TEST_CASE("Shuffle check: totals kept as whole-number counters read back the same", "[core][shuffle]") {
  const auto cycles = fair_cycles(11, 2);
  shuffle::OrderTally tally(deck_values());
  tally.start(deck_counts(), 1);
  for (int card : cycles[0]) tally.seen(card);
  tally.start(deck_counts(), 0);
  for (int card : cycles[1]) tally.seen(card);
  const auto seats = tally.by_shuffler(2);
  CHECK(seats[1].cards == 94);
  CHECK(seats[0].cards == 94);
  CHECK(seats[1].same.observed == pairs_in(cycles[0], 94, deck_values(), shuffle::Relation::kSame));
  std::map<std::string, long long> counters;
  for (const auto& seat : seats)
    for (const auto& [name, value] : shuffle::to_counters(seat)) counters[name] += value;
  const auto back = shuffle::from_counters(counters);
  CHECK(back.cards == 188);
  CHECK(back.cycles == 2);
  CHECK(back.same.expected == Approx(2 * 590.0 / 94.0).epsilon(1e-6));
  CHECK(back.steps.expected == Approx(2 * 1146.0 / 94.0).epsilon(1e-6));
  const auto line = render(shuffle::same_message(shuffle::check(back).same));
  CHECK(line.rfind("The same card twice in a row: ", 0) == 0);
  CHECK(line.find("a fair shuffle gives about 12.6, usually ") != std::string::npos);
}
