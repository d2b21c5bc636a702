// RULINGS.md Flip 7, rule 5: Freeze, Flip Three, Second Chance, and where
// play goes on after a hit.
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

// Ana, Ben, Cy with Cy dealing; the deal gives Ana 12, Ben 11, Cy 10.
Table dealt_three() {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.cards({"12", "11", "10"});
  return t;
}

}  // namespace

TEST_CASE("Rule 5: Freeze targets anyone still in the round, themselves included, the target banks",
          "[flip7][rule5][freeze]") {
  Table t = dealt_three();
  t.card("freeze");  // Ana hits a Freeze
  auto g = t.engine().guidance();
  CHECK(g.targets == std::vector<int>{0, 1, 2});
  auto notices = t.target("Cy");
  CHECK(has(notices, "flip7.notice.frozen"));
  CHECK(flipside::render(t.last().notices[0]) == "Cy is frozen by Ana");
  CHECK(t.status("Cy") == Status::kFrozen);
  CHECK(t.on_turn() == "Ben");
  // A frozen player cannot be targeted again.
  t.card("freeze");  // Ben hits a Freeze
  CHECK(t.rejected({{"target", "Cy"}}) == "Cy is out of the round and cannot be targeted");
  t.target("Ben");  // himself
  CHECK(t.status("Ben") == Status::kFrozen);
  CHECK(t.on_turn() == "Ana");
  t.stay("Ana");
  CHECK(t.total("Ana") == 12);
  CHECK(t.total("Ben") == 11);
  CHECK(t.total("Cy") == 10);
}

TEST_CASE("Rule 5: the inline target of an action resolving now is checked like a target line",
          "[flip7][rule5][freeze]") {
  Table t = dealt_three();
  t.stay("Ana");
  CHECK(t.rejected({{"card", "freeze"}, {"target", "Ana"}}) == "Ana is out of the round and cannot be targeted");
  CHECK(t.rejected({{"card", "7"}, {"target", "Cy"}}) == "A 7 takes no target");
  t.card_to("freeze", "Cy");
  CHECK(t.status("Cy") == Status::kFrozen);
  CHECK(t.rejected({{"target", "Ben"}}) == "No action card is waiting for a target");
}

TEST_CASE("Rule 5: when the receiver is the only one left, the action targets them", "[flip7][rule5]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"12", "11"});
  t.stay("Ana");
  t.card("freeze");  // Ben, alone in the round
  auto g = t.engine().guidance();
  CHECK(g.targets == std::vector<int>{1});
  CHECK(t.rejected({{"target", "Ana"}}) == "Ana is out of the round and cannot be targeted");
  auto notices = t.target("Ben");
  CHECK(has(notices, "flip7.notice.round_end"));
  CHECK(t.total("Ben") == 11);
}

TEST_CASE("Rule 5: Flip Three gives the target the next three cards, then play goes on left of the hitter",
          "[flip7][rule5][flip3]") {
  Table t({"Ana", "Ben", "Cy", "Dee"}, "Dee");
  t.cards({"12", "11", "10", "9"});
  t.card_to("flip3", "Cy");  // Ana's hit sends a Flip Three to Cy
  CHECK(t.recipient() == "Cy");
  CHECK(t.rejected({{"stay", "Ana"}}) == "Nobody can stay now: Cy is receiving a Flip Three");
  CHECK(t.rejected({{"card", "1"}, {"to", "Ben"}}) ==
        "This card goes to Cy, who is receiving a Flip Three, not to Ben");
  t.cards({"1", "2", "3"});
  CHECK(t.numbers("Cy") == std::vector<int>{1, 2, 3, 10});
  // Rule 5, last point: the next player to the left of Ana, whose turn it was.
  CHECK(t.on_turn() == "Ben");
}

TEST_CASE("Rule 5: Flip Three stops early on a bust", "[flip7][rule5][flip3]") {
  Table t = dealt_three();
  t.card_to("flip3", "Ben");
  t.card("4");
  auto notices = t.card("11");  // Ben busts on the second card
  CHECK(has(notices, "flip7.notice.bust"));
  CHECK(t.status("Ben") == Status::kBusted);
  CHECK(t.on_turn() == "Cy");  // no third card for Ben
  CHECK(t.engine().guidance().reason == Reason::kTurn);
}

TEST_CASE("Rule 5: Flip Three stops early on a Flip 7", "[flip7][rule5][flip3]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"1", "12"});
  t.cards({"2"});       // Ana
  t.cards({"11"});      // Ben
  t.cards({"3"});       // Ana
  t.cards({"10"});      // Ben
  t.cards({"4"});       // Ana: 1 2 3 4
  t.card_to("flip3", "Ana");  // Ben sends Ana a Flip Three
  t.cards({"5", "6"});
  auto notices = t.card("7");
  CHECK(has(notices, "flip7.notice.flip7"));
  CHECK(t.engine().round() == 2);
  CHECK(t.total("Ana") == 28 + 15);
  CHECK(t.total("Ben") == 33);
}

TEST_CASE("Rule 5: a Second Chance inside a Flip Three is handled at once", "[flip7][rule5][flip3]") {
  Table t = dealt_three();
  t.card_to("flip3", "Ben");
  t.card("second_chance");
  CHECK(t.player("Ben").second_chance);
  auto notices = t.card("11");  // the duplicate is saved at once
  CHECK(has(notices, "flip7.notice.second_chance_used"));
  CHECK(t.status("Ben") == Status::kActive);
  t.card("5");  // the third card still comes
  CHECK(t.numbers("Ben") == std::vector<int>{5, 11});
  CHECK(t.on_turn() == "Ben");  // next after Ana
}

TEST_CASE("Rule 5: Freeze and Flip Three drawn during a Flip Three wait, then resolve in order drawn",
          "[flip7][rule5][flip3]") {
  Table t({"Ana", "Ben", "Cy", "Dee"}, "Dee");
  t.cards({"12", "11", "10", "9"});
  t.card_to("flip3", "Ben");  // Ana -> Ben
  CHECK(t.rejected({{"card", "freeze"}, {"target", "Cy"}}) ==
        "This Freeze waits until the Flip Three is done: its target is chosen then");
  auto waits = t.card("freeze");
  CHECK(has(waits, "flip7.notice.action_waits"));
  t.card("flip3");
  t.card("4");
  // The three cards are done: Ben chooses the targets, the Freeze first.
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(t.engine().name(g.chooser) == "Ben");
  CHECK(g.pending_card == Card::kFreeze);
  CHECK(g.pending_was_set_aside);
  t.target("Dee");
  CHECK(t.status("Dee") == Status::kFrozen);
  g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(g.pending_card == Card::kFlipThree);
  t.target("Cy");
  CHECK(t.recipient() == "Cy");
  t.cards({"1", "2", "3"});
  CHECK(t.numbers("Cy") == std::vector<int>{1, 2, 3, 10});
  CHECK(t.on_turn() == "Ben");  // left of Ana, whose hit set it all off
}

TEST_CASE("Rule 5: the waiting cards are discarded when the Flip Three's target busts", "[flip7][rule5][flip3]") {
  Table t = dealt_three();
  t.card_to("flip3", "Ben");
  t.card("freeze");
  auto notices = t.card("11");  // Ben busts
  CHECK(has(notices, "flip7.notice.bust"));
  CHECK(has(notices, "flip7.notice.waiting_discarded"));
  CHECK(t.engine().guidance().awaiting == Guidance::Awaiting::kCard);
  CHECK(t.on_turn() == "Cy");
  CHECK(t.status("Cy") == Status::kActive);
}

TEST_CASE("Rule 5: the waiting cards are discarded when the round ends during the Flip Three",
          "[flip7][rule5][flip3]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"12", "11"});
  t.stay("Ana");
  t.card_to("flip3", "Ben");  // Ben alone: targets himself
  t.card("freeze");
  auto notices = t.card("11");  // bust: nobody left in the round
  CHECK(has(notices, "flip7.notice.round_end"));
  CHECK(t.engine().round() == 2);
  CHECK(t.total("Ana") == 12);
  CHECK(t.total("Ben") == 0);
  // Conservation: the set-aside Freeze went to the discard pile with the rest.
  CHECK(t.engine().discard_pile()[index(Card::kFreeze)] == 1);
}

TEST_CASE("Rule 5: a second Second Chance must go to another player in the round who holds none",
          "[flip7][rule5][second_chance]") {
  Table t = dealt_three();
  t.card("second_chance");  // Ana keeps it
  t.card("second_chance");  // Ben keeps it
  t.card("5");              // Cy
  t.card("second_chance");  // Ana again: must give it away
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(g.targets == std::vector<int>{2});  // only Cy holds none
  CHECK(t.rejected({{"target", "Ana"}}) ==
        "Ana already holds a Second Chance and must give this one to another player");
  CHECK(t.rejected({{"target", "Ben"}}) == "Ben already holds a Second Chance");
  auto notices = t.target("Cy");
  CHECK(has(notices, "flip7.notice.second_chance_given"));
  CHECK(t.player("Cy").second_chance);
  CHECK(t.on_turn() == "Ben");
}

TEST_CASE("Rule 5: a Second Chance nobody can take is discarded and takes no target",
          "[flip7][rule5][second_chance]") {
  Table t = dealt_three();
  t.card("second_chance");  // Ana
  t.card("second_chance");  // Ben
  t.card("second_chance");  // Cy: everyone holds one now
  CHECK(t.rejected({{"card", "second_chance"}}).find("cannot come now") != std::string::npos);  // all 3 out
  Table u = dealt_three();
  u.card("second_chance");  // Ana keeps
  CHECK(u.rejected({{"card", "second_chance"}, {"target", "Cy"}}) ==
        "Ben keeps this Second Chance: it takes no target");
  u.card("second_chance");  // Ben keeps
  u.stay("Cy");
  auto notices = u.card("second_chance");  // Ana: Ben holds one, Cy is out: discarded
  CHECK(has(notices, "flip7.notice.second_chance_discarded"));
  CHECK(u.engine().guidance().awaiting == Guidance::Awaiting::kCard);
}

// RULINGS Flip 7 rule 5: "A Freeze or Flip Three that is the third card, with
// no earlier card of that Flip Three waiting, resolves at once: its line may
// carry its target."
TEST_CASE("Rule 5: a Flip Three's third card, a Flip Three with nothing waiting, resolves at once with its target",
          "[flip7][rule5][flip3][third_card]") {
  Table t({"Ana", "Ben", "Cy", "Fay"}, "Fay");
  t.cards({"12", "11", "10", "9"});
  t.card_to("flip3", "Ben");  // Ana -> Ben
  t.cards({"1", "2"});
  auto notices = t.card_to("flip3", "Fay");  // Ben's third card, sent at once to Fay
  CHECK_FALSE(has(notices, "flip7.notice.action_waits"));
  CHECK(has(notices, "flip7.notice.flip_three"));
  CHECK(t.recipient() == "Fay");
  t.cards({"3", "4", "5"});
  CHECK(t.numbers("Fay") == std::vector<int>{3, 4, 5, 9});
  CHECK(t.numbers("Ben") == std::vector<int>{1, 2, 11});
  CHECK(t.on_turn() == "Ben");  // left of Ana, whose hit set it all off
}

TEST_CASE("Rule 5: a Flip Three's third card, a Freeze with nothing waiting, may freeze its receiver at once",
          "[flip7][rule5][flip3][third_card]") {
  Table t = dealt_three();
  t.card_to("flip3", "Ben");  // Ana -> Ben
  t.cards({"1", "2"});
  auto notices = t.card_to("freeze", "Ben");  // Ben freezes himself
  CHECK(has(notices, "flip7.notice.frozen"));
  CHECK(t.status("Ben") == Status::kFrozen);
  CHECK(t.engine().round_points().empty());
  CHECK(t.on_turn() == "Cy");
}

TEST_CASE("Rule 5: a Flip Three's third card without a target is asked for at once, not set aside",
          "[flip7][rule5][flip3][third_card]") {
  Table t = dealt_three();
  t.card_to("flip3", "Ben");
  t.cards({"1", "2"});
  auto notices = t.card("freeze");
  CHECK_FALSE(has(notices, "flip7.notice.action_waits"));
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(t.engine().name(g.chooser) == "Ben");
  CHECK_FALSE(g.pending_was_set_aside);
  t.target("Cy");
  CHECK(t.status("Cy") == Status::kFrozen);
}

TEST_CASE("Rule 5: a target on a Flip Three's first or second card, or on a third while an earlier card waits, is refused",
          "[flip7][rule5][flip3][third_card]") {
  const std::string later = "This Freeze waits until the Flip Three is done: its target is chosen then";
  Table t = dealt_three();
  t.card_to("flip3", "Ben");
  CHECK(t.rejected({{"card", "freeze"}, {"target", "Cy"}}) == later);  // first card
  t.card("1");
  CHECK(t.rejected({{"card", "freeze"}, {"target", "Cy"}}) == later);  // second card
  t.card("freeze");                                                    // second card: waits
  CHECK(t.rejected({{"card", "flip3"}, {"target", "Cy"}}) ==
        "This Flip Three waits until the Flip Three is done: its target is chosen then");
  auto notices = t.card("flip3");  // third card, an earlier one waits: it waits too
  CHECK(has(notices, "flip7.notice.action_waits"));
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kTarget);
  CHECK(g.pending_card == Card::kFreeze);  // in the order drawn
  CHECK(g.pending_was_set_aside);
}
