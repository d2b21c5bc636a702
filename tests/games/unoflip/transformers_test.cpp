// RULINGS.md "UNO Flip" rule 6: the Transformers wilds' duels.
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

namespace {
const Json kTransformers = {{"edition", "transformers"}};
}

TEST_CASE("Rule 6: Optimus Prime's Power: a duel, the winner discards up to two and names the colour",
          "[unoflip][rule6]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana", kTransformers);
  t.start("red 5");
  CHECK(t.rejected({{"play", "wild"}, {"by", "Ben"}, {"color", "blue"}}) ==
        "The colour of Optimus Prime's Power is named with its duel, not with the play");
  t.play("Ben", "wild");
  auto s = t.state();
  CHECK(s["color"].is_null());
  CHECK(s["turn"] == "Ben");
  CHECK(s["expecting"] == "the duel of Ben's Optimus Prime's Power: who is challenged, who wins, the colour");
  CHECK(t.rejected({{"play", "red 3"}, {"by", "Cy"}}) == "Ben's Optimus Prime's Power waits for its duel first");
  CHECK(t.rejected({{"duel", "Ben"}, {"winner", "Ben"}, {"color", "red"}}) ==
        "Ben played Optimus Prime's Power and must challenge another player");
  CHECK(t.rejected({{"duel", "Cy"}, {"winner", "Ana"}, {"color", "red"}}) ==
        "The duel is between Ben and Cy: Ana cannot win it");
  CHECK(t.rejected({{"duel", "Cy"}, {"winner", "Ben"}}) == "a \"duel\" line needs \"color\"");
  CHECK(t.rejected({{"duel", "Cy"}, {"winner", "Ben"}, {"color", "teal"}}) ==
        "teal is not a colour of the light side: red, yellow, green and blue");
  CHECK(t.rejected({{"duel", "Cy"}, {"winner", "Ben"}, {"color", "red"}, {"discards", 3}}) ==
        "\"discards\" must be a whole number from 0 to 2");

  SECTION("the wild's player wins and discards two under the wild") {
    auto n = t.ok({{"duel", "Cy"}, {"winner", "Ben"}, {"color", "green"}, {"discards", 2}});
    CHECK(has(n, "Ben wins the duel"));
    CHECK(t.cards("Ben") == 4);
    CHECK(t.state()["discard_pile"] == 4);
    CHECK(t.state()["top"] == "wild");
    CHECK(t.color() == "green");
    CHECK(t.turn() == "Cy");
    CHECK(counter(t, "duels_won", "Ben") == 1);
  }
  SECTION("the challenged player wins (a tie would go to the wild's player)") {
    t.ok({{"duel", "Cy"}, {"winner", "Cy"}, {"color", "yellow"}, {"discards", 1}});
    CHECK(t.cards("Cy") == 6);
    CHECK(t.cards("Ben") == 6);
    CHECK(t.color() == "yellow");
    CHECK(t.turn() == "Cy");
  }
}

TEST_CASE("Rule 6: Optimus Prime's winner never discards their last card", "[unoflip][rule6]") {
  Table t({"Ana", "Ben"}, "Ana", kTransformers);
  ben_down_to(t, 2);
  t.play("Ben", "wild");
  CHECK(t.rejected({{"duel", "Ana"}, {"winner", "Ben"}, {"color", "red"}, {"discards", 1}}) ==
        "Ben can discard at most 0 cards holding 1: never their last");
  t.ok({{"duel", "Ana"}, {"winner", "Ben"}, {"color", "red"}, {"discards", 0}});
  CHECK(t.cards("Ben") == 1);
  CHECK(t.turn() == "Ana");
}

TEST_CASE("Rule 6: Megatron's Tyranny: the loser draws 2, the winner names the colour", "[unoflip][rule6]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana", kTransformers);
  t.start("red 5");
  t.play("Ben", "red flip");
  t.flip_top("pink 4");
  t.play("Cy", "wild");
  CHECK(t.state()["expecting"] == "the duel of Cy's Megatron's Tyranny: who is challenged, who wins, the colour");
  CHECK(t.rejected({{"duel", "Ana"}, {"winner", "Ana"}, {"color", "teal"}, {"discards", 0}}) ==
        "Megatron's Tyranny has no discards: the loser draws 2");
  SECTION("the challenged player holds the lowest number: they draw 2") {
    t.ok({{"duel", "Ana"}, {"winner", "Cy"}, {"color", "purple"}});
    CHECK(t.cards("Ana") == 9);
    CHECK(t.color() == "purple");
    CHECK(t.turn() == "Ana");
  }
  SECTION("the wild's player loses: they draw 2") {
    t.ok({{"duel", "Ana"}, {"winner", "Ana"}, {"color", "teal"}});
    CHECK(t.cards("Cy") == 8);
    CHECK(t.cards("Ana") == 7);
    CHECK(t.turn() == "Ana");
  }
}

TEST_CASE("Rule 6 + 8: a Megatron played as last card and lost gives cards back: the hand goes on",
          "[unoflip][rule6][rule8]") {
  Table t({"Ana", "Ben"}, "Ana", kTransformers);
  ben_down_to(t, 2);  // on green reverse
  t.play("Ben", "green flip");
  t.flip_top("pink 4");
  CHECK(t.turn() == "Ana");
  t.play("Ana", "pink 5");
  t.play("Ben", "wild");
  CHECK(t.cards("Ben") == 0);
  t.ok({{"duel", "Ana"}, {"winner", "Ana"}, {"color", "pink"}});
  CHECK(t.cards("Ben") == 2);
  CHECK(t.turn() == "Ana");
  CHECK(t.state()["finished"] == false);
}

TEST_CASE("Rule 6: the classic edition's wilds have no duel", "[unoflip][rule6]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  CHECK(t.rejected({{"duel", "Cy"}, {"winner", "Ben"}, {"color", "red"}}) ==
        "No Transformers wild is waiting for its duel");
  t.play("Ben", "wild", "blue");
  CHECK(t.turn() == "Cy");
}
