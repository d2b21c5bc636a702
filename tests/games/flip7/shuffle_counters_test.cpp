// The shuffle check's counters (core/shuffle_check.hpp): Flip 7 enters every
// card as it is flipped off the draw pile, so the order is real. Each deck
// cycle (the deck, a reshuffle, a round under every_round) is counted on its
// own, on the seat of the dealer who shuffled. Figures worked out by hand.
#include <map>

#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

// Counter → per seat.
std::map<std::string, std::vector<int>> counters(const Table& t) {
  std::map<std::string, std::vector<int>> out;
  for (const SeatCounter& c : t.game().seat_counters()) out[c.name] = c.per_seat;
  return out;
}

// One full deck: sum c(c-1) = 590 ordered pairs of the same card and 1146
// ordered pairs of numbers one apart, over 94 · 93 ordered pairs of cards.
constexpr double kSamePair = 590.0 / (94.0 * 93.0);
constexpr double kStepPair = 1146.0 / (94.0 * 93.0);
int e6(double x) { return static_cast<int>(std::llround(x * 1e6)); }

}  // namespace

TEST_CASE("Shuffle counters: the cards in the order they came out, on the dealer's seat", "[flip7][stats][shuffle]") {
  // Ben deals (seat 1): Ana 5, Ben 5; Ana hits 6, Ben hits 6... he busts? No:
  // Ben holds 5 and gets 6. Ana stays; Ben hits 12 and stays.
  // Order 5 5 6 6 12: the same card twice in a row twice (5 5, 6 6), one
  // step of one (5 6); 4 pairs, so a fair shuffle gives 4 · 590/8742 pairs
  // of the same card and 4 · 1146/8742 steps.
  Table t({"Ana", "Ben"}, "Ben");
  t.card("5");
  t.card("5");
  t.card("6");
  t.card("6");
  t.stay("Ana");
  t.card("12");
  const auto c = counters(t);
  CHECK(c.at("order_cards") == std::vector<int>{0, 5});
  CHECK(c.at("order_cycles") == std::vector<int>{0, 1});
  CHECK(c.at("order_same") == std::vector<int>{0, 2});
  CHECK(c.at("order_steps") == std::vector<int>{0, 1});
  CHECK(c.at("order_same_expected_e6")[1] == e6(4 * kSamePair));
  CHECK(c.at("order_steps_expected_e6")[1] == e6(4 * kStepPair));
  CHECK(c.at("order_same_variance_e6")[1] > 0);
}

TEST_CASE("Shuffle counters: under every_round each round is a new shuffle, by its own dealer",
          "[flip7][stats][shuffle][rule11]") {
  // Round 1, Ben deals: Ana 7, Ben 7 (a pair of the same card); both stay.
  // Round 2, Ana deals from a full deck again: Ben 7, Ana 8 (a step of one).
  // The 7 ending round 1 and the 7 opening round 2 are two shuffles apart:
  // no pair. Cycle 1 is Ben's (seat 1), cycle 2 Ana's (seat 0).
  Table t({"Ana", "Ben"}, "Ben", {{"deck_cycle", "every_round"}});
  t.card("7");
  t.card("7");
  t.stay("Ana");
  t.stay("Ben");
  t.card("7");
  t.card("8");
  const auto c = counters(t);
  CHECK(c.at("order_cards") == std::vector<int>{2, 2});
  CHECK(c.at("order_cycles") == std::vector<int>{1, 1});
  CHECK(c.at("order_same") == std::vector<int>{0, 1});
  CHECK(c.at("order_steps") == std::vector<int>{1, 0});
  CHECK(c.at("order_same_expected_e6") == std::vector<int>{e6(kSamePair), e6(kSamePair)});
  CHECK(c.at("order_steps_expected_e6") == std::vector<int>{e6(kStepPair), e6(kStepPair)});
}

TEST_CASE("Shuffle counters: a reshuffle of the discards starts a cycle from what was discarded",
          "[flip7][stats][shuffle][rule8]") {
  // Solo, rulebook cycle: the whole deck is dealt through (Ana busts and
  // starts over, round after round), then the discards are reshuffled.
  // The deck's 94 cards are one cycle; the first card after the reshuffle
  // opens a second, whose pile is the discards (every card but those of
  // the round in progress).
  Table t({"Ana"}, "Ana");
  int cards = 0;
  std::vector<std::string> deck;
  for (int v = 12; v >= 0; --v)
    for (int k = 0; k < std::max(1, v); ++k) deck.push_back(std::to_string(v));
  for (const char* c : {"+2", "+4", "+6", "+8", "+10", "x2", "freeze", "freeze", "freeze", "second_chance",
                        "second_chance", "second_chance"})
    deck.push_back(c);
  // Flip Three cards are left out of the deal to keep it simple: 91 cards.
  for (const auto& card : deck) {
    const auto notices = t.card(card);
    ++cards;
    (void)notices;
    if (t.game().engine().guidance().awaiting == Guidance::Awaiting::kTarget) t.ok({{"target", "Ana"}});
  }
  REQUIRE(cards == 91);
  REQUIRE(t.game().engine().draw_pile_size() == 3);  // the three Flip Threes
  for (int i = 0; i < 3; ++i) {
    t.card("flip3");
    if (t.game().engine().guidance().awaiting == Guidance::Awaiting::kTarget) t.ok({{"target", "Ana"}});
  }
  REQUIRE(t.game().engine().draw_pile_size() == 0);
  const auto before = counters(t);
  CHECK(before.at("order_cycles")[0] == 1);
  CHECK(before.at("order_cards")[0] == 94);
  // The next card comes off the reshuffled discards: a second cycle.
  const int discards = t.game().engine().discard_pile_size();
  REQUIRE(discards > 0);
  t.card("12");
  const auto after = counters(t);
  CHECK(after.at("order_cycles")[0] == 2);
  CHECK(after.at("order_cards")[0] == 95);
}
