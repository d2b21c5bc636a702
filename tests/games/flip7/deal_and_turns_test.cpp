// RULINGS.md Flip 7, rules 1 (deal) and 2 (turns), plus the deck itself.
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

TEST_CASE("Deck: 94 cards, counts as in the rulebook, several decks multiply them", "[flip7][deck]") {
  CardCounts one = full_deck(1);
  int total = 0;
  for (int c : one) total += c;
  CHECK(total == 94);
  CHECK(one[12] == 12);
  CHECK(one[1] == 1);
  CHECK(one[0] == 1);
  CHECK(one[index(Card::kPlus10)] == 1);
  CHECK(one[index(Card::kTimes2)] == 1);
  CHECK(one[index(Card::kFreeze)] == 3);
  CHECK(one[index(Card::kFlipThree)] == 3);
  CHECK(one[index(Card::kSecondChance)] == 3);

  Table two({"Ana", "Ben"}, "Ben", {{"decks", 2}});
  CHECK(two.engine().draw_pile_size() == 188);
  CHECK(two.engine().draw_pile()[12] == 24);
}

TEST_CASE("Rule 1: the deal starts left of the dealer and ends with the dealer", "[flip7][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Ben");
  CHECK(t.recipient() == "Cy");
  CHECK(t.engine().guidance().reason == Reason::kDeal);
  t.card("5");
  CHECK(t.recipient() == "Ana");
  t.card("6");
  CHECK(t.recipient() == "Ben");
  t.card("7");
  // Rule 2: turns start with the player to the dealer's left.
  CHECK(t.on_turn() == "Cy");
  CHECK(t.engine().guidance().reason == Reason::kTurn);
  CHECK(t.numbers("Cy") == std::vector<int>{5});
  CHECK(t.numbers("Ana") == std::vector<int>{6});
  CHECK(t.numbers("Ben") == std::vector<int>{7});
}

TEST_CASE("Rule 1: nobody may stay during the deal, and a card for the wrong player is refused", "[flip7][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  CHECK(t.rejected({{"stay", "Ana"}}) == "Nobody can stay during the deal: the next card goes to Ana");
  CHECK(t.rejected({{"card", "5"}, {"to", "Ben"}}) ==
        "This card goes to Ana, who is being dealt a card, not to Ben");
  t.ok({{"card", "5"}, {"to", "Ana"}});
  CHECK(t.recipient() == "Ben");
}

TEST_CASE("Rule 1: an action card dealt is resolved before the deal goes on, a frozen player is skipped",
          "[flip7][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.card("freeze");  // dealt to Ana
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(t.engine().name(g.chooser) == "Ana");
  CHECK(g.targets == std::vector<int>{0, 1, 2});  // anyone still in, Ana included
  CHECK(t.rejected({{"card", "4"}}) == "Ana must first choose the target of the Freeze");
  t.target("Ben");
  CHECK(t.status("Ben") == Status::kFrozen);
  // Ben is out of the round: the deal skips him.
  CHECK(t.recipient() == "Cy");
  t.card("4");
  CHECK(t.on_turn() == "Ana");
  // Ana's deal card went to Ben: she holds nothing and must take a card.
  CHECK(t.rejected({{"stay", "Ana"}}) == "Ana holds no card and may not stay: take a card first");
  CHECK(t.engine().guidance().may_stay == -1);
}

TEST_CASE("Rule 1: a player holding cards from a Flip Three still gets their deal card", "[flip7][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.card_to("flip3", "Ben");  // dealt to Ana, who sends it to Ben
  CHECK(t.recipient() == "Ben");
  CHECK(t.engine().guidance().reason == Reason::kFlipThree);
  CHECK(t.engine().guidance().flip_three_card == 1);
  t.cards({"1", "2"});
  CHECK(t.engine().guidance().flip_three_card == 3);
  t.card("3");
  // The deal goes on with Ben's own deal card.
  CHECK(t.recipient() == "Ben");
  CHECK(t.engine().guidance().reason == Reason::kDeal);
  t.card("4");
  CHECK(t.numbers("Ben") == std::vector<int>{1, 2, 3, 4});
  CHECK(t.recipient() == "Cy");
  t.card("9");
  CHECK(t.on_turn() == "Ana");
}

TEST_CASE("Rule 2: turns go clockwise among players still in the round", "[flip7][rule2]") {
  Table t({"Ana", "Ben", "Cy", "Dee"}, "Dee");
  t.cards({"12", "11", "10", "9"});  // deal: Ana, Ben, Cy, Dee
  CHECK(t.on_turn() == "Ana");
  t.card("8");  // Ana hits
  CHECK(t.on_turn() == "Ben");
  t.stay("Ben");
  CHECK(t.status("Ben") == Status::kStayed);
  CHECK(t.on_turn() == "Cy");
  t.card("10");  // Cy busts
  CHECK(t.status("Cy") == Status::kBusted);
  CHECK(t.on_turn() == "Dee");
  CHECK(t.rejected({{"stay", "Ana"}}) == "Ana is not on turn: it is Dee's turn");
  CHECK(t.rejected({{"stay", "Ben"}}) == "Ben is out of the round");
  CHECK(t.rejected({{"card", "3"}, {"to", "Ana"}}) == "Ana is not on turn: it is Dee's turn");
  t.stay("Dee");
  CHECK(t.on_turn() == "Ana");  // Ben and Cy are skipped
  t.card("7");
  CHECK(t.on_turn() == "Ana");  // the only one left keeps the turn
  CHECK(t.engine().guidance().may_stay == t.seat("Ana"));
}

TEST_CASE("Rule 2: stay ends the turn and banks the round's points", "[flip7][rule2]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"12", "3"});
  auto notices = t.stay("Ana");
  CHECK(has(notices, "flip7.notice.stayed"));
  CHECK(flipside::render(t.last().notices[0]) == "Ana stays with 12 points");
  CHECK(t.on_turn() == "Ben");
  t.stay("Ben");
  // Round over: both banked, the dealer moved left (Ana deals round 2).
  CHECK(t.total("Ana") == 12);
  CHECK(t.total("Ben") == 3);
  CHECK(t.engine().round() == 2);
  CHECK(t.engine().name(t.engine().dealer()) == "Ana");
  CHECK(t.recipient() == "Ben");  // the deal now starts left of Ana
  CHECK(t.status("Ana") == Status::kActive);
  CHECK(t.player("Ana").numbers == 0);
}
