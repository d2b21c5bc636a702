// RULINGS.md Flip 7, rules 3 (number cards, bust, Second Chance, Flip 7) and
// 4 (modifiers).
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

TEST_CASE("Rule 3: a number already held is a bust and scores 0", "[flip7][rule3]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"12", "5"});
  auto notices = t.card("12");
  CHECK(has(notices, "flip7.notice.bust"));
  CHECK(flipside::render(t.last().notices[0]) == "BUST! Ana drew a second 12");
  CHECK(t.status("Ana") == Status::kBusted);
  CHECK(t.round_score("Ana") == 0);
  CHECK(t.on_turn() == "Ben");
  t.stay("Ben");
  CHECK(t.total("Ana") == 0);
  CHECK(t.total("Ben") == 5);
}

TEST_CASE("Rule 3: Second Chance saves one duplicate, both are discarded, the turn ends", "[flip7][rule3]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"12", "5"});
  auto kept = t.card("second_chance");
  CHECK(has(kept, "flip7.notice.second_chance_kept"));
  CHECK(t.player("Ana").second_chance);
  t.card("9");  // Ben
  auto used = t.card("12");  // Ana: a duplicate, but she holds a Second Chance
  CHECK(has(used, "flip7.notice.second_chance_used"));
  CHECK(t.status("Ana") == Status::kActive);
  CHECK_FALSE(t.player("Ana").second_chance);
  CHECK(t.numbers("Ana") == std::vector<int>{12});
  CHECK(t.on_turn() == "Ben");  // her turn ended
  // Both cards are discarded this round: no third 12 from that pair on the table.
  CHECK(t.engine().player(t.seat("Ana")).in_front[12] == 1);
  t.card("3");  // Ben
  t.card("12");  // Ana again: no Second Chance now, a bust
  CHECK(t.status("Ana") == Status::kBusted);
}

TEST_CASE("Rule 3: seven different numbers is a Flip 7: the round ends at once with +15", "[flip7][rule3][rule7]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.cards({"0", "12", "11"});  // deal: Ana 0, Ben 12, Cy 11
  t.card("1");                 // Ana
  t.stay("Ben");
  t.card("10");  // Cy, still in the round
  t.cards({"2"});  // Ana
  t.card("9");     // Cy
  t.card("3");
  t.card("8");     // Cy
  t.card("4");
  t.card("x2");    // Cy: modifiers do not count
  t.card("5");
  t.card("+4");    // Cy
  auto notices = t.card("6");  // Ana's seventh number: 0 1 2 3 4 5 6
  CHECK(has(notices, "flip7.notice.flip7"));
  CHECK(has(notices, "flip7.notice.round_end"));
  CHECK(t.total("Ana") == 21 + 15);
  CHECK(t.total("Ben") == 12);
  // Rule 7: Cy was still in the round and scores his cards: (11+10+9+8)×2 + 4.
  CHECK(t.total("Cy") == (11 + 10 + 9 + 8) * 2 + 4);
  CHECK(t.engine().round() == 2);
  REQUIRE(t.last().rounds_finished.size() == 1);
  CHECK(t.last().rounds_finished[0].round == 1);
  CHECK(t.last().rounds_finished[0].points[0] == std::pair<std::string, int>{"Ana", 36});
}

TEST_CASE("Rule 4: modifiers never bust and do not count towards the seven", "[flip7][rule4]") {
  Table t({"Ana"}, "Ana");  // solo: Ana deals to herself
  t.cards({"1", "2", "3", "4", "5", "6"});
  t.cards({"+2", "+4", "+6", "+8", "+10", "x2"});
  CHECK(t.status("Ana") == Status::kActive);
  CHECK(t.player("Ana").number_count() == 6);
  CHECK(t.round_score("Ana") == 21 * 2 + 30);
  auto notices = t.card("0");  // the seventh number
  CHECK(has(notices, "flip7.notice.flip7"));
  CHECK(t.total("Ana") == 21 * 2 + 30 + 15);
}
