// RULINGS.md "UNO Flip" rules 1 (deal, first discard) and 2 (what may be
// played on the side in play), with the deck's copies per side.
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Rule 1: seven cards each, the player left of the dealer starts, clockwise", "[unoflip][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  auto s = t.state();
  CHECK(s["turn"] == "Ben");
  CHECK(s["side"] == "light");
  CHECK(s["direction"] == "clockwise");
  CHECK(s["color"].is_null());
  CHECK(s["dealer"] == "Ana");
  for (const auto& p : s["players"]) CHECK(p["cards"] == 7);
  CHECK(s["draw_pile"] == 112 - 21);
  CHECK(t.rejected({{"play", "red 5"}, {"by", "Ben"}}) ==
        "Hand 1 has not started: enter its first discard first ({\"start\":card})");
  t.start("red 5");
  s = t.state();
  CHECK(s["turn"] == "Ben");
  CHECK(s["color"] == "red");
  CHECK(s["top"] == "red 5");
  CHECK(s["draw_pile"] == 90);
  CHECK(s["discard_pile"] == 1);
  CHECK(t.rejected({{"start", "red 6"}}) == "Hand 1 has already started");
}

TEST_CASE("Rule 1: the first discard's action is not performed", "[unoflip][rule1]") {
  SECTION("Skip: the first player still plays") {
    Table t({"Ana", "Ben", "Cy"}, "Cy");
    CHECK(has(t.start("red skip"), "The red Skip on top is not performed"));
    CHECK(t.turn() == "Ana");
  }
  SECTION("Reverse: the direction stays clockwise") {
    Table t({"Ana", "Ben", "Cy"}, "Ana");
    t.start("blue reverse");
    CHECK(t.state()["direction"] == "clockwise");
    CHECK(t.turn() == "Ben");
  }
  SECTION("Draw One: nobody draws") {
    Table t({"Ana", "Ben", "Cy"}, "Ana");
    t.start("green draw1");
    CHECK(t.cards("Ben") == 7);
    CHECK(t.turn() == "Ben");
  }
  SECTION("Wild Draw Two: no answer is awaited, the first player names the colour") {
    Table t({"Ana", "Ben", "Cy"}, "Ana");
    CHECK(t.rejected({{"start", "wild_draw2"}}) == "Name the colour for Wild Draw Two: red, yellow, green and blue");
    CHECK(t.rejected({{"start", "wild_draw2"}, {"color", "teal"}}) ==
          "teal is not a colour of the light side: red, yellow, green and blue");
    t.start("wild_draw2", "yellow");
    CHECK(t.color() == "yellow");
    CHECK(t.turn() == "Ben");
    CHECK(t.cards("Ben") == 7);
    t.play("Ben", "yellow 3");
  }
  SECTION("A coloured start takes no colour; a dark card cannot start") {
    Table t({"Ana", "Ben", "Cy"}, "Ana");
    CHECK(t.rejected({{"start", "red 5"}, {"color", "red"}}) == "red 5 takes no colour: its colour is printed on it");
    CHECK(t.rejected({{"start", "teal 3"}}) == "teal 3 is a dark-side card, but the light side is in play");
  }
}

TEST_CASE("Rule 2: colour, number or symbol, wilds always", "[unoflip][rule2]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  CHECK(t.rejected({{"play", "blue 3"}, {"by", "Ben"}}) ==
        "Ben cannot play blue 3 on red 7: it matches neither colour nor number");
  CHECK(t.rejected({{"play", "blue skip"}, {"by", "Ben"}}) ==
        "Ben cannot play blue Skip on red 7: it matches neither colour nor number");
  CHECK(t.rejected({{"play", "red 3"}, {"by", "Cy"}}) == "Cy is not on turn: it is Ben's turn");
  t.play("Ben", "blue 7");  // number
  CHECK(t.color() == "blue");
  t.play("Cy", "blue skip");  // colour
  CHECK(t.turn() == "Ben");   // Ana skipped
  CHECK(t.rejected({{"play", "red 2"}, {"by", "Ben"}}) ==
        "Ben cannot play red 2 on blue Skip: it matches neither colour nor symbol");
  t.play("Ben", "green skip");  // symbol
  CHECK(t.turn() == "Ana");     // Cy skipped
}

TEST_CASE("Rule 2: a Flip goes only on its own colour or on another Flip", "[unoflip][rule2][rule3]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  CHECK(t.rejected({{"play", "blue flip"}, {"by", "Ben"}}) ==
        "Ben cannot play blue Flip on red 7: a Flip goes only on its own colour or on another Flip");
  t.play("Ben", "red flip");
  t.flip_top("pink flip");  // the new top, not performed
  CHECK(t.turn() == "Cy");
  t.play("Cy", "orange flip");  // a Flip on a Flip of another colour
  CHECK(t.state()["side"] == "light");
}

TEST_CASE("Rule 2: after a wild only the colour named (or another wild) goes", "[unoflip][rule2]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  CHECK(t.rejected({{"play", "wild"}, {"by", "Ben"}}) == "Name the colour for Wild: red, yellow, green and blue");
  t.play("Ben", "wild", "green");
  CHECK(t.color() == "green");
  CHECK(t.rejected({{"play", "red 7"}, {"by", "Cy"}}) == "Cy cannot play red 7 on Wild: the colour to follow is green");
  CHECK(t.rejected({{"play", "red flip"}, {"by", "Cy"}}) ==
        "Cy cannot play red Flip on Wild: a Flip goes only on its own colour or on another Flip");
  t.play("Cy", "wild_draw2", "red");  // always accepted: a challenge settles it (rule 5)
  CHECK(t.state()["expecting"] == "Ana accepts or challenges Cy's Wild Draw Two");
}

TEST_CASE("Deck: a face whose every copy is already on the discard pile is impossible", "[unoflip][rule2][deck]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  t.play("Ben", "red 7");
  CHECK(t.rejected({{"play", "red 7"}, {"by", "Cy"}}) ==
        "There is no red 7 left to play: all 2 copies are already on the discard pile");
  t.play("Cy", "wild", "blue");
  t.play("Ana", "wild", "red");
  t.play("Ben", "wild", "red");
  t.play("Cy", "wild", "red");
  CHECK(t.rejected({{"play", "wild"}, {"by", "Ana"}}) ==
        "There is no Wild left to play: all 4 copies are already on the discard pile");
}

TEST_CASE("Rule 2: only the side in play's cards and colours", "[unoflip][rule2][rule3]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  CHECK(t.rejected({{"play", "pink 7"}, {"by", "Ben"}}) == "pink 7 is a dark-side card, but the light side is in play");
  CHECK(t.rejected({{"play", "wild_draw_color"}, {"by", "Ben"}, {"color", "pink"}}) ==
        "Wild Draw Colour is a dark-side card, but the light side is in play");
  t.play("Ben", "red flip");
  t.flip_top("pink 7");
  CHECK(t.rejected({{"play", "red 7"}, {"by", "Cy"}}) == "red 7 is a light-side card, but the dark side is in play");
  CHECK(t.rejected({{"play", "wild"}, {"by", "Cy"}, {"color", "red"}}) ==
        "red is not a colour of the dark side: pink, teal, orange and purple");
  t.play("Cy", "teal 7");
  CHECK(t.color() == "teal");
}
