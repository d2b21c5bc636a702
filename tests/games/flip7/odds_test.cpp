// Odds from the tracked draw pile: the chance that one more card busts a
// player (Second Chance taken into account) and the expected points of one
// more card against staying. Figures computed by hand.
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

TEST_CASE("Odds: holding 12 and 11 from a fresh deck busts on 21 of 92 draws", "[flip7][odds]") {
  Table t({"Ana"}, "Ana");
  t.cards({"12", "11"});
  REQUIRE(t.engine().draw_pile_size() == 92);
  CHECK(t.engine().bust_probability(0) == Approx(21.0 / 92.0));
}

TEST_CASE("Odds: one more card against staying, by hand", "[flip7][odds]") {
  Table t({"Ana"}, "Ana");
  t.cards({"12", "11"});  // staying banks 23
  // New numbers 0..10: 56 cards worth 23+v (sum 1673); 21 busting cards worth 0;
  // +2..+10 worth 25+27+29+31+33 = 145; x2 worth 46; 9 action cards leave 23 (207).
  CHECK(t.engine().expected_points_if_hit(0) == Approx((1673.0 + 145 + 46 + 207) / 92.0));
  CHECK(t.engine().expected_points_if_hit(0) < t.round_score("Ana"));  // not worth it
}

TEST_CASE("Odds: a Second Chance means the next card cannot bust", "[flip7][odds]") {
  Table t({"Ana"}, "Ana");
  t.cards({"12", "second_chance"});
  CHECK(t.engine().bust_probability(0) == 0.0);
  // A duplicate 12 would be saved: it keeps the 12 points instead of 0.
  CHECK(t.engine().expected_points_if_hit(0) > 12.0);
}

TEST_CASE("Odds: low cards make one more card worth it", "[flip7][odds]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"1", "12"});
  // Ana holds only the single 1: 0 of 92 cards bust her.
  CHECK(t.engine().bust_probability(0) == 0.0);
  CHECK(t.engine().expected_points_if_hit(0) > t.round_score("Ana"));
  // Ben holds a 12: 11 twelves remain among 92.
  CHECK(t.engine().bust_probability(1) == Approx(11.0 / 92.0));
  // A player out of the round has no odds.
  t.stay("Ana");
  CHECK(t.engine().bust_probability(0) == 0.0);
}
