// RULINGS.md, Flinch, rule 3 (obligations) and rule 4 (when a call is valid):
// each breach is accepted and flagged, each lawful move is not, and the call
// window closes with the next move.
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

// Ana (Flinch top 4), Ben (9), Cy (12). Ana lays an opening reserve 7. Ben
// begins: pile 1 = 1..6 (takes 7), pile 2 = 1..3 (takes 4), and ends his
// turn; Cy ends hers; Ana is on turn and her Flinch top 4 could go on pile 2.
Table ana_can_play_her_flinch_top() {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.reveal_all({4, 9, 12});
  t.reserve("Ana", 7, 1);
  t.play("Ben", 1, "hand", "new");
  for (int v = 2; v <= 6; ++v) t.play("Ben", v, "hand", "pile:1");
  t.play("Ben", 1, "hand", "new");
  t.play("Ben", 2, "hand", "pile:2");
  t.play("Ben", 3, "hand", "pile:2");
  t.reserve("Ben", 10, 1);
  t.reserve("Cy", 11, 1);
  REQUIRE(t.on_turn() == "Ana");
  REQUIRE(t.flinchable().empty());
  return t;
}

nlohmann::json one_call(const std::string& on, const std::string& reason) {
  return nlohmann::json::array({{{"on", on}, {"reason", reason}}});
}

}  // namespace

TEST_CASE("Rule 3: a card from hand while the Flinch top could be played is a breach, accepted and callable",
          "[flinch][rule3][rule4]") {
  Table t = ana_can_play_her_flinch_top();
  auto notices = t.play("Ana", 7, "hand", "pile:1");
  CHECK(has(notices, "flinch.notice.breach"));
  CHECK(render(t.last().notices.back()) == "Flinch! Ana played 7 from hand while their Flinch top 4 could go on pile 2");
  CHECK(t.flinchable() == one_call("Ana", "Ana played 7 from hand while their Flinch top 4 could go on pile 2"));
  CHECK(render(t.game().expecting()) ==
        "Ana plays a card, or ends the turn with a card on a reserve pile; or a Flinch call on Ana");
  CHECK(render(t.engine().breach() ? breach_message(*t.engine().breach(), t.engine()) : Message{}, Lang::kSpanish) ==
        "Ana jugó un 7 de la mano cuando el 4 de su Montón de Flinch podía ir a la pila 2");
  SECTION("the window closes with the next move, the offender's own included") {
    t.play("Ana", 4, "flinch", "pile:2");  // lawful now
    CHECK(t.flinchable().empty());
    t.reveal("Ana", 13);
    CHECK(t.rejected_call("Ben", "Ana") == "No Flinch call is valid now: Ana did not just break an obligation");
  }
  SECTION("a second breach opens a new window") {
    t.play("Ana", 8, "hand", "pile:1");
    CHECK(t.flinchable() == one_call("Ana", "Ana played 8 from hand while their Flinch top 4 could go on pile 2"));
  }
}

TEST_CASE("Rule 3: a reserve card while the Flinch top could be played is a breach", "[flinch][rule3]") {
  Table t = ana_can_play_her_flinch_top();
  t.play("Ana", 7, "reserve:1", "pile:1");
  CHECK(t.flinchable() ==
        one_call("Ana", "Ana played 7 from reserve pile 1 while their Flinch top 4 could go on pile 2"));
}

TEST_CASE("Rule 3: ending the turn while the Flinch top could be played is a breach, the next move closes the call",
          "[flinch][rule3][rule4]") {
  Table t = ana_can_play_her_flinch_top();
  t.reserve("Ana", 5, 2);
  CHECK(t.flinchable() ==
        one_call("Ana", "Ana ended the turn (put 5 on reserve pile 2) while their Flinch top 4 could go on pile 2"));
  CHECK(t.on_turn() == "Ben");
  t.reserve("Ben", 12, 2);
  CHECK(t.flinchable().empty());
  CHECK(t.rejected_call("Cy", "Ana") == "No Flinch call is valid now: Ana did not just break an obligation");
}

TEST_CASE("Rule 3: lawful moves are not flagged, a Flinch top that becomes playable must go next", "[flinch][rule3]") {
  Table t = ana_can_play_her_flinch_top();
  t.play("Ana", 4, "flinch", "pile:2");
  CHECK(t.flinchable().empty());
  t.reveal("Ana", 6);  // 6 fits nowhere yet (piles take 7 and 5)
  t.play("Ana", 5, "hand", "pile:2");
  CHECK(t.flinchable().empty());
  // Now 6 could go on pile 2: a hand card first is a breach.
  t.play("Ana", 7, "hand", "pile:1");
  CHECK(t.flinchable() == one_call("Ana", "Ana played 7 from hand while their Flinch top 6 could go on pile 2"));
  t.play("Ana", 6, "flinch", "pile:2");
  t.reveal("Ana", 13);  // fits nowhere: hand and reserve cards are free, and so is ending the turn
  t.play("Ana", 7, "reserve:1", "pile:2");
  CHECK(t.flinchable().empty());
  t.play("Ana", 8, "hand", "pile:1");
  CHECK(t.flinchable().empty());
  t.reserve("Ana", 3, 1);
  CHECK(t.flinchable().empty());
  CHECK(t.on_turn() == "Ben");
}

TEST_CASE("Rule 3: a 1 is never put on a reserve (in the opening too)", "[flinch][rule3]") {
  SECTION("during a turn") {
    Table t = ana_can_play_her_flinch_top();
    t.play("Ana", 4, "flinch", "pile:2");
    t.reveal("Ana", 13);
    t.reserve("Ana", 1, 2);
    CHECK(t.flinchable() == one_call("Ana", "Ana put a 1 on reserve pile 2: a 1 never goes on a reserve"));
  }
  SECTION("with the Flinch top playable as well, both are named") {
    Table t = ana_can_play_her_flinch_top();
    t.reserve("Ana", 1, 2);
    CHECK(t.flinchable() ==
          one_call("Ana",
                   "Ana put a 1 on reserve pile 2: a 1 never goes on a reserve, and their Flinch top 4 could go on pile 2"));
  }
  SECTION("in the opening") {
    Table t;
    t.reveal_all({4, 9, 12});
    t.reserve("Ben", 1, 1);
    CHECK(t.flinchable() == one_call("Ben", "Ben put a 1 on reserve pile 1: a 1 never goes on a reserve"));
    t.reserve("Ana", 2, 1);  // not Ana's breach, and it closes the window
    CHECK(t.flinchable().empty());
  }
  SECTION("a 2 on a reserve is fine") {
    Table t;
    t.reveal_all({4, 9, 12});
    t.reserve("Ben", 2, 1);
    CHECK(t.flinchable().empty());
  }
}

TEST_CASE("Rule 3: a 1 on the Flinch top goes before a 1 from hand", "[flinch][rule3]") {
  Table t;
  t.reveal_all({1, 9, 5});
  SECTION("Ana, whose Flinch top is a 1, starts a pile from hand") {
    t.play("Ana", 1, "hand", "new");
    CHECK(t.flinchable() ==
          one_call("Ana", "Ana played 1 from hand while their Flinch top was also 1: the Flinch pile's goes first"));
  }
  SECTION("a 1 on the Flinch top is playable at any time, so the opening reserve is a breach too") {
    t.reserve("Ana", 6, 1);
    CHECK(t.flinchable() ==
          one_call("Ana", "Ana ended the turn (put 6 on reserve pile 1) while their Flinch top 1 could start a new pile"));
  }
  SECTION("Ben, whose Flinch top is 9, may start with a 1 from hand; then Ana's 1 goes first") {
    t.play("Ben", 1, "hand", "new");
    CHECK(t.flinchable().empty());
    t.reserve("Ben", 6, 1);
    t.reserve("Cy", 6, 1);
    t.play("Ana", 2, "hand", "pile:1");
    CHECK(t.flinchable() ==
          one_call("Ana", "Ana played 2 from hand while their Flinch top 1 could start a new pile"));
  }
  SECTION("the Flinch 1 first, then a 1 from hand is fine") {
    t.play("Ana", 1, "flinch", "new");
    t.reveal("Ana", 11);
    t.play("Ana", 1, "hand", "new");
    CHECK(t.flinchable().empty());
  }
}
