// RULINGS.md, Flinch, rules 1 and 2: centre piles 1→15 then leave the table,
// pile numbers never reused, who begins and the turn order, card copies
// counted only for what is showing, the hand of five refilled, the reserve's
// five slots, and the opening reserves before the first pile.
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

// `who` (on turn) plays from..to onto pile `pile` (0: a new pile for `from`),
// each card from hand, except one equal to the Flinch top, which is played
// from the Flinch pile and replaced by `refill`.
void run(Table& t, const std::string& who, int pile, int from, int to, int refill = 2) {
  const bool start = pile == 0;
  if (start) pile = t.engine().next_pile_id();
  for (int v = from; v <= to; ++v) {
    const std::string target = start && v == from ? "new" : "pile:" + std::to_string(pile);
    if (t.player(who).flinch_top == v) {
      t.play(who, v, "flinch", target);
      t.reveal(who, refill);
    } else {
      t.play(who, v, "hand", target);
    }
  }
}

}  // namespace

TEST_CASE("Rule 1: a pile starts with a 1, takes the next number, and leaves the table at 15", "[flinch][rule1]") {
  Table t;
  t.reveal_all({13, 14, 12});
  t.play("Ana", 1, "hand", "new");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[2]}])"));
  CHECK(t.rejected_play("Ana", 3, "hand", "pile:1") == "A 3 does not go on pile 1: it takes 2");
  CHECK(t.rejected_play("Ana", 2, "hand", "new") == "A 2 cannot start a pile: piles start with 1");
  CHECK(t.rejected_play("Ana", 2, "hand", "pile:2") == "There is no pile 2 on the table");
  run(t, "Ana", 1, 2, 11);
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[12]}])"));
  run(t, "Ana", 1, 12, 14);
  auto notices = t.play("Ana", 15, "hand", "pile:1");
  CHECK(has(notices, "flinch.notice.pile_complete"));
  CHECK(t.piles().empty());
  CHECK(t.engine().left_table() == 15);
  // Its number is not reused: the next pile is 2.
  t.play("Ana", 1, "hand", "new");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":2,"next":[2]}])"));
  CHECK(t.rejected_play("Ana", 2, "hand", "pile:1") == "There is no pile 1 on the table");
}

TEST_CASE("Rule 1: whoever starts the first pile begins, turns go clockwise from them", "[flinch][rule1]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.reveal_all({9, 10, 11});
  CHECK(t.state()["turn"].is_null());
  // Not necessarily the dealer's left (Ben): Cy has the first 1.
  auto notices = t.play("Cy", 1, "hand", "new");
  CHECK(has(notices, "flinch.notice.begins"));
  CHECK(t.on_turn() == "Cy");
  CHECK(t.rejected_play("Ana", 2, "hand", "pile:1") == "Ana is not on turn: it is Cy's turn");
  CHECK(t.rejected_reserve("Ben", 3, 1) == "Ben is not on turn: it is Cy's turn");
  t.reserve("Cy", 5, 1);
  CHECK(t.on_turn() == "Ana");
  t.reserve("Ana", 5, 1);
  CHECK(t.on_turn() == "Ben");
  t.reserve("Ben", 5, 1);
  CHECK(t.on_turn() == "Cy");
}

TEST_CASE("Rule 1: copies count only the cards showing, cards of a finished pile may come back", "[flinch][rule1]") {
  Table t;
  t.reveal_all({13, 14, 12});
  run(t, "Ana", 0, 1, 15);  // one 7 went on pile 1, which left the table
  CHECK(t.engine().showing()[7] == 0);
  // Ten 7s showing (the deck's ten), none refused: the finished pile's 7 no longer counts.
  for (int i = 0; i < 10; ++i) {
    const std::string who = t.on_turn();
    int slot = 1;
    while (slot <= 5 && t.reserve_top(who, slot) != 0) ++slot;
    t.reserve(who, 7, slot > 5 ? 1 : slot);
  }
  CHECK(t.engine().showing()[7] == 10);
  CHECK(t.on_turn() == "Ben");
  CHECK(t.rejected_reserve("Ben", 7, 4) == "There cannot be another 7: all 10 of the deck are already showing");
}

TEST_CASE("Rule 1: an eleventh copy showing is refused, reveals included", "[flinch][rule1]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.reveal_all({7, 7});
  // Opening reserves: eight more 7s (two hands of five minus two).
  for (int i = 0; i < 5; ++i) t.reserve("Ana", 7, i + 1);
  for (int i = 0; i < 3; ++i) t.reserve("Ben", 7, i + 1);
  CHECK(t.engine().showing()[7] == 10);
  CHECK(t.rejected_reserve("Ben", 7, 4) == "There cannot be another 7: all 10 of the deck are already showing");
}

TEST_CASE("Rule 2: a hand emptied by playing draws five at once, emptied onto the reserve, at the next turn",
          "[flinch][rule2]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.reveal_all({12, 13});
  CHECK(t.hand("Ana") == 5);
  for (int v = 1; v <= 4; ++v) t.play("Ana", v, "hand", v == 1 ? "new" : "pile:1");
  CHECK(t.hand("Ana") == 1);
  auto notices = t.play("Ana", 5, "hand", "pile:1");
  CHECK(has(notices, "flinch.notice.new_hand"));
  CHECK(t.hand("Ana") == 5);
  CHECK(t.on_turn() == "Ana");  // play goes on
  for (int v = 6; v <= 9; ++v) t.play("Ana", v, "hand", "pile:1");
  CHECK(t.hand("Ana") == 1);
  notices = t.reserve("Ana", 3, 1);  // the last card onto the reserve: no new hand yet
  CHECK_FALSE(has(notices, "flinch.notice.new_hand"));
  CHECK(t.hand("Ana") == 0);
  t.reserve("Ben", 4, 1);
  CHECK(t.on_turn() == "Ana");
  CHECK(t.hand("Ana") == 5);  // drawn when her turn came
  CHECK(t.engine().stock() == 150 - 30 - 5 - 5);
}

TEST_CASE("Rule 2: five reserve slots, an empty one is filled first, then any, only tops are played",
          "[flinch][rule2]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.reveal_all({12, 13});
  t.reserve("Ana", 6, 2);  // opening reserves: any empty slot, any order
  CHECK(t.rejected_reserve("Ana", 9, 2) ==
        "Ana cannot put a card on reserve pile 2 while reserve pile 1 is empty: an empty one is filled first");
  t.reserve("Ana", 9, 1);
  t.reserve("Ana", 4, 3);
  t.reserve("Ana", 3, 4);
  t.reserve("Ana", 2, 5);
  CHECK(t.hand("Ana") == 5);  // the laid-out hand was replaced
  CHECK(t.state()["players"][0]["reserves"] == nlohmann::json::parse("[9,6,4,3,2]"));
  CHECK(t.state()["players"][1]["reserves"] == nlohmann::json::parse("[null,null,null,null,null]"));
  t.play("Ben", 1, "hand", "new");
  t.reserve("Ben", 10, 1);
  // Ana: 2 from reserve 5, then 3 from reserve 4; reserve 5 is empty now.
  CHECK(t.rejected_play("Ana", 3, "reserve:5", "pile:1") == "The top of Ana's reserve pile 5 is 2, not 3");
  t.play("Ana", 2, "reserve:5", "pile:1");
  CHECK(t.rejected_play("Ana", 3, "reserve:5", "pile:1") == "Ana's reserve pile 5 is empty");
  t.play("Ana", 3, "reserve:4", "pile:1");
  t.play("Ana", 4, "reserve:3", "pile:1");
  CHECK(t.rejected_reserve("Ana", 8, 1) ==
        "Ana cannot put a card on reserve pile 1 while reserve pile 3 is empty: an empty one is filled first");
  t.reserve("Ana", 8, 3);
  t.reserve("Ben", 11, 2);
  t.play("Ana", 5, "hand", "pile:1");
  t.play("Ana", 6, "reserve:2", "pile:1");
  t.reserve("Ana", 13, 2);
  t.reserve("Ben", 12, 3);
  t.reserve("Ana", 14, 4);
  t.reserve("Ben", 11, 4);
  t.reserve("Ana", 10, 5);
  // All five used: a card goes on top of any of them.
  t.reserve("Ben", 10, 5);
  t.reserve("Ana", 7, 1);
  CHECK(t.state()["players"][0]["reserves"] == nlohmann::json::parse("[7,13,8,14,10]"));
  t.reserve("Ben", 9, 1);
  t.play("Ana", 7, "reserve:1", "pile:1");
  CHECK(t.reserve_top("Ana", 1) == 9);  // the card below shows again
}

TEST_CASE("Contract: every Flinch top is revealed before any other line, and each new one before the next move",
          "[flinch][contract]") {
  Table t;
  CHECK(t.rejected_reserve("Ana", 5, 1) == "First reveal the new top of Ana's Flinch pile");
  t.reveal("Cy", 4);  // in any order
  t.reveal("Ana", 1);
  CHECK(t.rejected_play("Ana", 1, "flinch", "new") == "First reveal the new top of Ben's Flinch pile");
  t.reveal("Ben", 9);
  CHECK(t.rejected({{"reveal", "Ben"}, {"card", 3}}) == "Ben's Flinch top is already showing: 9");
  t.play("Ana", 1, "flinch", "new");
  CHECK(t.state()["players"][0]["flinch_top"].is_null());
  CHECK(t.state()["players"][0]["flinch_left"] == 9);
  CHECK(t.state()["players"][0]["total"] == 9);
  CHECK(t.rejected_play("Ana", 2, "hand", "pile:1") == "First reveal the new top of Ana's Flinch pile");
  t.reveal("Ana", 2);
  CHECK(t.rejected_play("Ana", 3, "flinch", "pile:1") == "Ana's Flinch top is 2, not 3");
  t.play("Ana", 2, "flinch", "pile:1");
  t.reveal("Ana", 6);
  CHECK(t.state()["players"][0]["flinch_top"] == 6);
}
