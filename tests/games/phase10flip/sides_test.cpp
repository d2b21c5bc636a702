// Rule 4 (RULINGS.md, "Phase 10 Flip"): every hand starts on the colour
// side; a Flip turns hands and piles; laid-down phases keep their side; the
// Flip on the first discard (turned up at the deal) is ignored: it is never
// entered, and nothing the table enters before a player's discard turns the
// side.
#include "table.hpp"

using namespace flipside::phase10flip;
using namespace flipside::phase10flip::test;

TEST_CASE("Rule 4: every hand starts on the colour side, a Flip turns the side", "[phase10flip][rule4]") {
  Table t({"Ana", "Ben"});
  CHECK(t.state()["side"] == "color");
  CHECK(t.flip() == std::vector<std::string>{"Flip! Everyone turns to the wild side"});
  CHECK(t.state()["side"] == "wild");
  t.flip();
  CHECK(t.state()["side"] == "color");
  t.flip();
  t.phase("Ana", {"1", "2", "5", "6"});
  t.out("Ana", {{"Ben", fives(10, "3")}});
  // Hand 2 starts on the colour side although hand 1 ended on the wild side.
  CHECK(t.state()["side"] == "color");
  CHECK(t.state()["round"] == 2);
}

TEST_CASE("Rule 4: the first discard's Flip is ignored: the hand is on the colour side until a player's Flip",
          "[phase10flip][rule4]") {
  Table t({"Ana", "Ben"});
  // The table turned up a Flip to start the discard pile and entered nothing:
  // the first line of the hand reads the colour side.
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  CHECK(t.state()["side"] == "color");
  CHECK(t.state()["expecting"] ==
        "hand 1, colour side: a Flip, a phase laid down, a hit or the end of the hand (by Ana)");
}

TEST_CASE("Rule 4: cards entered must be on the side in play", "[phase10flip][rule4]") {
  Table t({"Ana", "Ben"});
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"1", "2", "5", "6"}}}) ==
        "\"1\" is a wild-side card, but the cards are on the colour side now: write its colour and face, like \"red "
        "7\" or \"blue star\"");
  t.flip();
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"red 1", "red 2", "blue 5", "blue 6"}}}) ==
        "\"red 1\" is a colour-side card, but the cards are on the wild side now: write the wild side, like \"7\" or "
        "\"star\"");
}

TEST_CASE("Rule 4: laid-down phases keep their side through a Flip", "[phase10flip][rule4]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  t.flip();
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 1", "red 2"}));
  CHECK(t.group("Ana", 1)["color"] == "red");
  // A wild-side 3 joins the red run; a wild-side 7 joins the blue one.
  t.hit("Ana", "3", "Ana", 1);
  t.hit("Ana", "7", "Ana", 2);
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 1", "red 2", "3"}));
  CHECK(t.group("Ana", 2)["color"] == "blue");
}

// Issue 32, item 13: the scoresheet says the side each hand ended on (the
// side its points were scored on), from the events alone: a hand ended on
// the wild side after one Flip, one ended on the colour side after two, one
// with no Flip; undoing the last hand's end takes its side away too.
TEST_CASE("Rule 4: each finished hand keeps the side it ended on, beside its points", "[phase10flip][rule4]") {
  Table t({"Ana", "Ben"});
  t.flip();
  t.phase("Ana", {"1", "2", "5", "6"});
  t.out("Ana", {{"Ben", fives(10, "3")}});  // wild side: 3s are 5 points each
  t.flip();
  t.flip();
  t.phase("Ben", {"red 1", "red 2", "blue 5", "blue 6"});
  t.out("Ben", {{"Ana", fives(10)}});
  t.phase("Ana", {"red 3", "red 4", "blue 5", "green 5"});  // phase 2: a colour run of 2 and a set of 2
  t.out("Ana", {{"Ben", fives(10)}});
  const Engine& e = t.game().engine();
  REQUIRE(e.hands_scored() == 3);
  CHECK(e.hand_side(0) == Side::kWild);
  CHECK(e.hand_side(1) == Side::kColor);
  CHECK(e.hand_side(2) == Side::kColor);
  const Json rounds = t.state()["rounds"];
  REQUIRE(rounds.size() == 3);
  CHECK(rounds[0]["side"] == "wild");
  CHECK(rounds[1]["side"] == "color");
  CHECK(rounds[2]["side"] == "color");
  CHECK(rounds[0]["points"]["Ben"] == 50);
}
