// RULINGS.md "UNO Flip" rule 9, the real deck: "When a draw needs more cards
// than the draw pile holds, the discard pile but its top is shuffled into a
// new draw pile. [...] a forced draw (Draw One/Five, a penalty, a challenge)
// larger than what is left is cut short." (The copies on the discard pile,
// a draw larger than what can be drawn and the pass with nothing to draw are
// in deal_and_matching_test.cpp, actions_test.cpp and challenges_test.cpp.)
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Rule 9: a draw larger than the draw pile reshuffles the discard pile but its top", "[unoflip][rule9][deck]") {
  Table t({"Ana", "Ben"}, "Ana");
  t.start("red 7");
  t.draw("Ben", 90);  // 112 - 14 dealt - the start = 97; 7 left
  t.pass("Ben");
  t.play("Ana", "red 7");  // both red 7s on the discard pile
  CHECK(t.rejected({{"play", "red 7"}, {"by", "Ben"}}) ==
        "There is no red 7 left to play: all 2 copies are already on the discard pile");
  t.play("Ben", "red 6");
  t.play("Ana", "red 8");
  auto s = t.state();
  CHECK(s["draw_pile"] == 7);  // 112 - Ben 96 - Ana 5 - 4 discarded
  CHECK(s["discard_pile"] == 4);

  SECTION("a draw the draw pile covers leaves the discard pile alone") {
    auto n = t.draw("Ben", 7);
    CHECK_FALSE(has(n, "The discard pile but its top is shuffled into a new draw pile (10 cards)"));
    CHECK(t.state()["draw_pile"] == 0);
    CHECK(t.state()["discard_pile"] == 4);
  }
  SECTION("one card more: the three under the top become the new draw pile") {
    auto n = t.draw("Ben", 8);
    CHECK(has(n, "The discard pile but its top is shuffled into a new draw pile (10 cards)"));
    CHECK(has(n, "Ben draws 8"));
    s = t.state();
    CHECK(s["discard_pile"] == 1);
    CHECK(s["top"] == "red 8");
    CHECK(s["draw_pile"] == 2);
    CHECK(t.cards("Ben") == 104);
    // The red 7s went back into the deck with the rest: one can come out again.
    t.play("Ben", "red 7");
    CHECK(t.cards("Ben") == 103);
  }
}

TEST_CASE("Rule 9: a forced draw larger than what is left is cut short", "[unoflip][rule9][deck][rule5]") {
  Table t({"Ana", "Ben"}, "Ana");
  t.start("red 5");
  t.draw("Ben", 90);
  t.pass("Ben");
  t.draw("Ana", 7);
  t.pass("Ana");
  REQUIRE(t.state()["draw_pile"] == 0);  // Ben 97, Ana 14, the start
  t.play("Ben", "wild_draw2", "red");    // only the start, under the wild, can still be drawn

  SECTION("accepted: 2 to draw, 1 drawn, the turn still lost") {
    auto n = t.ok({{"accept", "Ana"}});
    CHECK(has(n, "The discard pile but its top is shuffled into a new draw pile (1 card)"));
    CHECK(has(n, "Ana should draw 2 but only 1 could be drawn"));
    CHECK(t.cards("Ana") == 15);
    CHECK(t.turn() == "Ben");
  }
  SECTION("challenged and innocent: 4 to draw, 1 drawn") {
    auto n = t.ok({{"challenge", "Ana"}, {"guilty", false}});
    CHECK(has(n, "Ana should draw 4 but only 1 could be drawn"));
    CHECK(t.cards("Ana") == 15);
    CHECK(t.turn() == "Ben");
  }
  auto s = t.state();
  CHECK(s["draw_pile"] == 0);
  CHECK(s["discard_pile"] == 1);
  CHECK(s["top"] == "wild_draw2");
  CHECK(s["color"] == "red");
  // Nothing left to draw: a pass without drawing.
  CHECK(t.state()["expecting"] == "Ben plays a card or passes");
  t.pass("Ben");
  CHECK(t.turn() == "Ana");
}
