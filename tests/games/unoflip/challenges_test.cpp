// RULINGS.md "UNO Flip" rule 5: answering a Wild Draw Two / Wild Draw Colour.
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Rule 5: Wild Draw Two accepted, challenged innocent or guilty", "[unoflip][rule5]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  t.play("Ben", "wild_draw2", "blue");
  CHECK(t.turn() == "Ben");  // still the wild's player while the answer is awaited
  CHECK(t.color() == "blue");
  CHECK(t.state()["expecting"] == "Cy accepts or challenges Ben's Wild Draw Two");
  CHECK(t.rejected({{"accept", "Ana"}}) == "Ana cannot answer Ben's Wild Draw Two: it is Cy's to accept or challenge");
  CHECK(t.rejected({{"play", "blue 3"}, {"by", "Cy"}}) == "Cy must first accept or challenge Ben's Wild Draw Two");
  CHECK(t.rejected({{"accept", "Cy"}, {"count", 2}}) == "Wild Draw Two takes no count: it is 2 cards (4 for a lost challenge)");
  CHECK(t.rejected({{"challenge", "Cy"}}) == "a \"challenge\" line needs \"guilty\"");

  SECTION("accepted: draw 2 and lose the turn") {
    t.ok({{"accept", "Cy"}});
    CHECK(t.cards("Cy") == 9);
    CHECK(t.turn() == "Ana");
    CHECK(t.color() == "blue");
  }
  SECTION("innocent: the challenger draws 4 and loses the turn") {
    auto n = t.ok({{"challenge", "Cy"}, {"guilty", false}});
    CHECK(has(n, "Ben was innocent"));
    CHECK(t.cards("Cy") == 11);
    CHECK(t.cards("Ben") == 6);
    CHECK(t.turn() == "Ana");
    CHECK(counter(t, "challenges_won", "Ben") == 1);
  }
  SECTION("guilty: the wild's player draws 2, the challenger plays; the colour stands") {
    auto n = t.ok({{"challenge", "Cy"}, {"guilty", true}});
    CHECK(has(n, "Ben was guilty"));
    CHECK(t.cards("Ben") == 8);
    CHECK(t.cards("Cy") == 7);
    CHECK(t.turn() == "Cy");
    CHECK(t.color() == "blue");
    CHECK(counter(t, "challenges_won", "Cy") == 1);
  }
}

TEST_CASE("Rule 5: Wild Draw Colour: draw until the colour, +2 for a lost challenge", "[unoflip][rule5]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  t.play("Ben", "red flip");
  t.flip_top("pink 4");
  t.play("Cy", "wild_draw_color", "teal");
  CHECK(t.color() == "teal");
  CHECK(t.rejected({{"accept", "Ana"}}) == "Say how many cards Ana drew until teal showed: \"count\":n");
  CHECK(t.rejected({{"challenge", "Ana"}, {"guilty", true}}) == "Say how many cards Cy drew until teal showed: \"count\":n");

  SECTION("accepted") {
    t.ok({{"accept", "Ana"}, {"count", 3}});
    CHECK(t.cards("Ana") == 10);
    CHECK(t.turn() == "Ben");
  }
  SECTION("innocent: the count plus 2") {
    t.ok({{"challenge", "Ana"}, {"guilty", false}, {"count", 3}});
    CHECK(t.cards("Ana") == 12);
    CHECK(t.turn() == "Ben");
  }
  SECTION("guilty: the wild's player draws until the colour, the challenger plays") {
    t.ok({{"challenge", "Ana"}, {"guilty", true}, {"count", 3}});
    CHECK(t.cards("Cy") == 9);
    CHECK(t.cards("Ana") == 7);
    CHECK(t.turn() == "Ana");
    CHECK(t.color() == "teal");
  }
  SECTION("more cards than can be drawn") {
    // 112 - 21 in hands + ... : draw pile 112 - (7+6+6) - 3 = 90, plus 2 under the top.
    CHECK(t.rejected({{"accept", "Ana"}, {"count", 93}}) == "93 cards cannot be drawn: only 92 can");
  }
}

TEST_CASE("Rule 5: a Wild Draw that was the last card cannot be guilty", "[unoflip][rule5][rule8]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 1);
  t.play("Ben", "wild_draw2", "green");
  CHECK(t.cards("Ben") == 0);
  CHECK(t.rejected({{"challenge", "Ana"}, {"guilty", true}}) ==
        "Ben cannot be guilty: the Wild Draw Two was their last card");
  auto n = t.ok({{"accept", "Ana"}});
  CHECK(has(n, "Ben has no cards left: the hand is over"));
  CHECK(t.cards("Ana") == 9);
  CHECK(t.turn() == "Ben");
}
