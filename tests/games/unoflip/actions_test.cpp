// RULINGS.md "UNO Flip" rules 3 (Flip) and 4 (Reverse, Skip, Skip Everyone,
// Draw One / Draw Five).
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Rule 3: a Flip turns the side, the new top is entered, its action not performed", "[unoflip][rule3]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  auto n = t.play("Ben", "red flip");
  CHECK(has(n, "FLIP! The dark side is now in play"));
  auto s = t.state();
  CHECK(s["side"] == "dark");
  CHECK(s["color"].is_null());  // until the new top is entered
  CHECK(s["turn"] == "Ben");    // the flipper, while the new top is awaited
  CHECK(s["expecting"] == "the new top discard after Ben's Flip (dark side)");
  CHECK(t.rejected({{"play", "pink 3"}, {"by", "Cy"}}) == "Ben played a Flip: enter the new top discard first");
  CHECK(has(t.flip_top("teal skip_everyone"), "The teal Skip Everyone on top is not performed"));
  CHECK(t.turn() == "Cy");
  CHECK(t.color() == "teal");
  CHECK(t.rejected({{"flip_top", "teal 4"}}) == "No Flip is waiting for its new top discard");
}

TEST_CASE("Rule 3: a wild turned up by a Flip takes the flipper's colour", "[unoflip][rule3]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  t.play("Ben", "red flip");
  CHECK(t.rejected({{"flip_top", "wild"}}) == "Name the colour for Wild: pink, teal, orange and purple");
  CHECK(t.rejected({{"flip_top", "teal 2"}, {"color", "teal"}}) == "teal 2 takes no colour: its colour is printed on it");
  t.flip_top("wild_draw_color", "orange");  // not performed: nobody draws
  CHECK(t.color() == "orange");
  CHECK(t.turn() == "Cy");
  CHECK(t.cards("Cy") == 7);
}

TEST_CASE("Rule 3: after two Flips the first Flip comes back on top", "[unoflip][rule3][deck]") {
  // The pile is turned over at each Flip: the Flip just played goes to the
  // bottom, so the second Flip brings the first one (its light face) back up.
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  t.play("Ben", "red flip");
  t.flip_top("pink 4");  // the start card's dark face
  t.play("Cy", "pink flip");
  CHECK(t.rejected({{"flip_top", "red 5"}}) == "After this Flip the top discard is red Flip, turned over: it cannot be red 5");
  t.flip_top("red flip");
  CHECK(t.state()["side"] == "light");
  CHECK(t.color() == "red");
  CHECK(t.turn() == "Ana");
  // And back to dark: the start card's dark face is known too.
  t.play("Ana", "red flip");
  CHECK(t.rejected({{"flip_top", "pink 4"}}) == "After this Flip the top discard is pink Flip, turned over: it cannot be pink 4");
  t.flip_top("pink flip");
  CHECK(t.turn() == "Ben");
}

TEST_CASE("Rule 4: Reverse changes the direction", "[unoflip][rule4]") {
  Table t({"Ana", "Ben", "Cy", "Dan"}, "Ana");
  t.start("red 5");
  CHECK(has(t.play("Ben", "red reverse"), "Play now goes counterclockwise"));
  CHECK(t.state()["direction"] == "counterclockwise");
  CHECK(t.turn() == "Ana");
  t.play("Ana", "red 3");
  CHECK(t.turn() == "Dan");
  t.play("Dan", "red reverse");
  CHECK(t.state()["direction"] == "clockwise");
  CHECK(t.turn() == "Ana");
}

TEST_CASE("Rule 4: Reverse with two players is a Skip: the same player plays again", "[unoflip][rule4]") {
  Table t({"Ana", "Ben"}, "Ana");
  t.start("red 5");
  CHECK(has(t.play("Ben", "red reverse"), "Ben plays again"));
  CHECK(t.turn() == "Ben");
  t.play("Ben", "red 2");
  CHECK(t.turn() == "Ana");
}

TEST_CASE("Rule 4: Skip passes over the next player", "[unoflip][rule4]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  CHECK(has(t.play("Ben", "red skip"), "Cy loses the turn"));
  CHECK(t.turn() == "Ana");
  Table two({"Ana", "Ben"}, "Ana");
  two.start("red 5");
  two.play("Ben", "red skip");
  CHECK(two.turn() == "Ben");
}

TEST_CASE("Rule 4: Skip Everyone: the same player plays again", "[unoflip][rule4]") {
  Table t({"Ana", "Ben", "Cy", "Dan"}, "Ana");
  t.start("red 5");
  t.play("Ben", "red flip");
  t.flip_top("teal 2");
  CHECK(t.turn() == "Cy");
  CHECK(has(t.play("Cy", "teal skip_everyone"), "Cy plays again"));
  CHECK(t.turn() == "Cy");
  t.play("Cy", "teal 9");
  CHECK(t.turn() == "Dan");
}

TEST_CASE("Rule 4: Draw One and Draw Five: the next player draws and loses the turn", "[unoflip][rule4]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  auto n = t.play("Ben", "red draw1");
  CHECK(has(n, "Cy draws 1"));
  CHECK(has(n, "Cy loses the turn"));
  CHECK(t.cards("Cy") == 8);
  CHECK(t.cards("Ben") == 6);
  CHECK(t.turn() == "Ana");
  t.play("Ana", "red flip");
  t.flip_top("orange 3");
  CHECK(t.turn() == "Ben");
  t.play("Ben", "orange draw5");
  CHECK(t.cards("Cy") == 13);
  CHECK(t.turn() == "Ana");
  CHECK(t.state()["draw_pile"] == 112 - (6 + 5 + 13) - 4);  // start, Draw One, Flip, Draw Five
}

TEST_CASE("Drawing several cards in one entry, up to what can be drawn, with nothing left, a pass", "[unoflip][rule2]") {
  Table t({"Ana", "Ben"}, "Ana");
  t.start("red 5");
  // 112 cards, 14 dealt, the top: 97 can be drawn.
  CHECK(t.rejected({{"draw", "Ben"}, {"count", 98}}) == "Ben cannot draw 98 cards: only 97 can be drawn");
  CHECK(t.rejected({{"draw", "Ben"}, {"count", 0}}) == "\"count\" must be a whole number from 1 to 112");
  t.draw("Ben", 90);
  CHECK(t.cards("Ben") == 97);
  CHECK(t.state()["expecting"] == "Ben plays a card or passes");
  t.pass("Ben");
  CHECK(t.rejected({{"pass", "Ana"}}) == "Ana cannot pass without drawing first");  // 7 left to draw
  t.draw("Ana", 7);
  CHECK(t.cards("Ana") == 14);
  t.pass("Ana");
  // Nothing is left to draw: Ben, who cannot draw, may pass at once.
  CHECK(t.state()["draw_pile"] == 0);
  CHECK(t.rejected({{"draw", "Ben"}}) == "Ben cannot draw 1 card: only 0 can be drawn");
  CHECK(t.state()["expecting"] == "Ben plays a card or passes");
  t.pass("Ben");
  CHECK(t.turn() == "Ana");
  CHECK(t.cards("Ben") == 97);
}

TEST_CASE("Drawing instead of playing: then play or pass", "[unoflip][rule2]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  CHECK(t.rejected({{"pass", "Ben"}}) == "Ben cannot pass without drawing first");
  t.draw("Ben");
  CHECK(t.cards("Ben") == 8);
  CHECK(t.state()["expecting"] == "Ben plays a card or passes");
  CHECK(t.rejected({{"draw", "Ben"}}) == "Ben has already drawn this turn: play a card or pass");
  t.pass("Ben");
  CHECK(t.turn() == "Cy");
  t.draw("Cy");
  t.play("Cy", "red 9");  // the drawn card (the referee cannot tell which it is)
  CHECK(t.turn() == "Ana");
  CHECK(t.cards("Cy") == 7);
}
