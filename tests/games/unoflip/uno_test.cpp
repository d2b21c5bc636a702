// RULINGS.md "UNO Flip" rule 7: calling UNO and being caught; rule 10: UNO said again.
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Rule 7: UNO is called on turn with two cards, or right after playing down to one", "[unoflip][rule7]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 2);  // Ben on turn with two cards
  CHECK(t.rejected({{"uno", "Ana"}}) == "Ana cannot call UNO holding 7 cards");

  SECTION("called on turn: cannot be caught") {
    CHECK(has(t.ok({{"uno", "Ben"}}), "UNO! Ben has one card left"));
    CHECK(t.state()["players"][1]["uno"] == true);
    t.play("Ben", "green 5");
    CHECK(t.state()["catchable"].is_null());
    CHECK(t.rejected({{"catch", "Ben"}, {"by", "Ana"}}) == "Ben called UNO: there is nothing to catch");
  }
  SECTION("not called: caught before the next player acts, draws 2") {
    t.play("Ben", "green 5");
    CHECK(t.state()["catchable"] == "Ben");
    CHECK(t.rejected({{"catch", "Ben"}, {"by", "Ben"}}) == "Ben cannot catch themselves");
    CHECK(t.rejected({{"catch", "Ana"}, {"by", "Ben"}}) ==
          "Ana holds 7 cards: only a player with one card can be caught");
    auto n = t.ok({{"catch", "Ben"}, {"by", "Ana"}});
    CHECK(has(n, "Ana caught Ben without UNO"));
    CHECK(has(n, "Ben draws 2"));
    CHECK(t.cards("Ben") == 3);
    CHECK(t.turn() == "Ana");  // the catch does not change the turn
    CHECK(counter(t, "uno_caught", "Ben") == 1);
  }
  SECTION("called right after going down to one") {
    t.play("Ben", "green 5");
    t.ok({{"uno", "Ben"}});
    CHECK(t.rejected({{"catch", "Ben"}, {"by", "Ana"}}) == "Ben called UNO: there is nothing to catch");
  }
  SECTION("too late once the next player has acted") {
    t.play("Ben", "green 5");
    t.draw("Ana");
    CHECK(t.rejected({{"catch", "Ben"}, {"by", "Ana"}}) == "Too late to catch Ben: the next player has already acted");
    CHECK(t.rejected({{"uno", "Ben"}}) == "Ben can no longer call UNO: the next player has acted");
  }
}

TEST_CASE("Rule 7: two cards off turn is no time for UNO", "[unoflip][rule7]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 3);
  t.play("Ben", "yellow 5");
  CHECK(t.cards("Ben") == 2);
  CHECK(t.rejected({{"uno", "Ben"}}) == "Ben can call UNO with two cards only on their turn");
}

TEST_CASE("Rule 7: a catch is still possible while the play's answer is awaited", "[unoflip][rule7][rule5]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 5");
  // Ben down to two: Draw Ones and Skips keep Cy out of the way, Ana plays in between.
  const char* ben[] = {"red draw1", "red draw1", "red skip", "red skip"};
  const char* ana[] = {"red 2", "red 3", "red 4", "red 6"};
  for (int i = 0; i < 4; ++i) {
    t.play("Ben", ben[i]);
    t.play("Ana", ana[i]);
  }
  t.play("Ben", "red 9");
  t.play("Cy", "red 1");
  t.play("Ana", "red 8");
  CHECK(t.cards("Ben") == 2);
  CHECK(t.cards("Cy") == 8);
  t.play("Ben", "wild_draw2", "red");  // down to one, no UNO
  t.ok({{"catch", "Ben"}, {"by", "Cy"}});
  CHECK(t.cards("Ben") == 3);
  t.ok({{"accept", "Cy"}});
  CHECK(t.cards("Cy") == 10);
}

// RULINGS UNO Flip 10: "Saying UNO again, when one has already called it with
// the same card count, is accepted and changes nothing (a table does not
// punish it)."
TEST_CASE("Rule 10: UNO said again is accepted and changes nothing, not even who can be caught", "[unoflip][rule7][rule10]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 2);  // on green reverse
  t.ok({{"uno", "Ben"}});
  auto said_again = [&t](const std::string& who) {
    const Json before = t.state();
    const auto notices = t.ok({{"uno", who}});
    CHECK(notices == std::vector<std::string>{who + " says UNO again: the call already stands, nothing changes"});
    CHECK(t.state() == before);
  };
  said_again("Ben");  // two cards, on turn
  t.play("Ben", "green 5");
  CHECK(t.state()["players"][1]["uno"] == true);
  said_again("Ben");  // one card
  CHECK(t.state()["catchable"].is_null());  // saying it again makes no one catchable
  CHECK(t.rejected({{"catch", "Ben"}, {"by", "Ana"}}) == "Ben called UNO: there is nothing to catch");

  // Ana goes down to one without calling (Reverses and Skips give her the turn again).
  for (const char* card : {"green reverse", "blue reverse", "blue reverse", "blue skip", "blue skip", "blue 3"})
    t.play("Ana", card);
  CHECK(t.cards("Ana") == 1);
  CHECK(t.state()["catchable"] == "Ana");
  said_again("Ben");  // Ana can still be caught afterwards
  CHECK(t.state()["catchable"] == "Ana");
  t.ok({{"catch", "Ana"}, {"by", "Ben"}});
  CHECK(t.cards("Ana") == 3);

  SECTION("in Spanish") {
    const Verdict v = [&t] {
      UnoFlipGame copy = t.game();
      return copy.apply(Json{{"uno", "Ben"}});
    }();
    REQUIRE(v.accepted);
    CHECK(render(v.notices.at(0), Lang::kSpanish) == "Ben vuelve a decir UNO: ya lo había dicho, nada cambia");
  }
  SECTION("a draw ends the call: with two cards again, a new call is a first one") {
    t.draw("Ben");  // Ben: 2 cards, on turn, the call gone with the draw
    CHECK(t.state()["players"][1]["uno"] == false);
    CHECK(has(t.ok({{"uno", "Ben"}}), "UNO! Ben has one card left"));
  }
}
