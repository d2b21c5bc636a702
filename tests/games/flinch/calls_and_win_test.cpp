// RULINGS.md, Flinch, rule 4 (the call's penalty, exactly) and rule 5 (the
// first to empty their Flinch pile wins at once).
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

// As in obligations_test.cpp: Ana on turn, her Flinch top 4 could go on pile
// 2 (takes 4); pile 1 takes 7; Ana holds 4 cards and reserve 7 on slot 1.
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
  return t;
}

int counter(const Table& t, const std::string& name, const std::string& who) {
  for (const auto& c : t.game().seat_counters())
    if (c.name == name) return c.per_seat[t.seat(who)];
  return -1;
}

}  // namespace

TEST_CASE("Rule 4: the penalty: card back, turn over without a reserve card, the caller's Flinch top under the offender's pile",
          "[flinch][rule4]") {
  Table t = ana_can_play_her_flinch_top();
  const int stock = t.engine().stock();
  t.play("Ana", 7, "hand", "pile:1");
  REQUIRE(t.hand("Ana") == 3);
  auto notices = t.call("Ben", "Ana");
  CHECK(render(t.last().notices.back()) ==
        "Flinch called by Ben on Ana: the card goes back, Ana's turn ends, and Ben's Flinch top 9 goes under Ana's Flinch pile");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[7]},{"id":2,"next":[4]}])"));
  CHECK(t.hand("Ana") == 4);
  CHECK(t.reserve_top("Ana", 1) == 7);
  CHECK(t.on_turn() == "Ben");
  CHECK(t.flinch_left("Ben") == 9);
  CHECK(t.flinch_left("Ana") == 11);
  CHECK(t.player("Ana").flinch_top == 4);  // the given card went under
  CHECK(t.state()["players"][1]["flinch_top"].is_null());
  CHECK(t.flinchable().empty());
  // Ben emptied his hand onto the reserve: he draws five as his turn comes.
  CHECK(t.hand("Ben") == 5);
  CHECK(t.engine().stock() == stock - 5);
  CHECK(t.engine().showing()[9] == 0);
  CHECK(counter(t, "calls_made", "Ben") == 1);
  CHECK(counter(t, "times_flinched", "Ana") == 1);
  CHECK(counter(t, "breaches", "Ana") == 1);
  // The caller reveals a new top before anything else.
  CHECK(t.rejected_reserve("Ben", 5, 2) == "First reveal the new top of Ben's Flinch pile");
  t.reveal("Ben", 3);
  t.reserve("Ben", 5, 2);
  CHECK(t.on_turn() == "Cy");
  // Standings: fewest Flinch cards first (Ben 9, Cy 10, Ana 11).
  auto s = t.game().standings();
  CHECK(s[0].seat == 1);
  CHECK(s[0].total == 9);
  CHECK(s[2].seat == 0);
  CHECK(s[2].place == 3);
}

TEST_CASE("Rule 4: a breach that ended the turn: the card goes back to hand and the turn stays ended",
          "[flinch][rule4]") {
  Table t = ana_can_play_her_flinch_top();
  t.reserve("Ana", 5, 2);
  REQUIRE(t.on_turn() == "Ben");
  t.call("Cy", "Ana");
  CHECK(t.reserve_top("Ana", 2) == 0);
  CHECK(t.hand("Ana") == 4);
  CHECK(t.on_turn() == "Ben");
  CHECK(t.flinch_left("Cy") == 9);
  CHECK(t.flinch_left("Ana") == 11);
}

TEST_CASE("Rule 4: the offending card goes back with all it set off (a finished pile, a new hand)", "[flinch][rule4]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.reveal_all({4, 9});
  for (int slot = 1; slot <= 4; ++slot) t.reserve("Ana", 9 + slot, slot);  // Ana keeps one card
  t.play("Ben", 1, "hand", "new");
  for (int v = 2; v <= 8; ++v) t.play("Ben", v, "hand", "pile:1");
  t.play("Ben", 9, "flinch", "pile:1");
  t.reveal("Ben", 5);
  for (int v = 10; v <= 14; ++v) t.play("Ben", v, "hand", "pile:1");
  t.play("Ben", 1, "hand", "new");
  t.play("Ben", 2, "hand", "pile:2");
  t.play("Ben", 3, "hand", "pile:2");
  t.reserve("Ben", 6, 1);
  REQUIRE(t.on_turn() == "Ana");
  REQUIRE(t.hand("Ana") == 1);
  const nlohmann::json before = t.state();
  auto notices = t.play("Ana", 15, "hand", "pile:1");  // her last card: pile 1 leaves, she draws five
  CHECK(has(notices, "flinch.notice.pile_complete"));
  CHECK(has(notices, "flinch.notice.new_hand"));
  CHECK(has(notices, "flinch.notice.breach"));
  t.call("Ben", "Ana");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[15]},{"id":2,"next":[4]}])"));
  CHECK(t.hand("Ana") == 1);
  CHECK(t.engine().left_table() == 0);
  CHECK(t.state()["stock"] == before["stock"]);
  CHECK(t.on_turn() == "Ben");
  CHECK(t.flinch_left("Ana") == 11);
  CHECK(t.flinch_left("Ben") == 8);
}

TEST_CASE("Rule 4: calls that are refused", "[flinch][rule4]") {
  Table t = ana_can_play_her_flinch_top();
  CHECK(t.rejected_call("Ben", "Ana") == "No Flinch call is valid now: Ana did not just break an obligation");
  t.play("Ana", 7, "hand", "pile:1");
  CHECK(t.rejected_call("Ana", "Ana") == "Ana cannot call Flinch on themselves");
  CHECK(t.rejected_call("Ben", "Cy") == "Cy broke no obligation: the call can only be on Ana");
  CHECK(t.rejected({{"call", "Ben"}, {"on", "Zed"}}) == "\"Zed\" is not a player in this game");
  t.call("Cy", "Ana");
  CHECK(t.rejected_call("Ben", "Ana") == "First reveal the new top of Cy's Flinch pile");
  t.reveal("Cy", 2);
  CHECK(t.rejected_call("Ben", "Ana") == "No Flinch call is valid now: Ana did not just break an obligation");
}

TEST_CASE("Rule 4: a breach in the opening is called like any other, there is no turn to end", "[flinch][rule4]") {
  Table t;
  t.reveal_all({4, 9, 12});
  t.reserve("Ben", 1, 1);
  t.call("Cy", "Ben");
  CHECK(t.reserve_top("Ben", 1) == 0);
  CHECK(t.hand("Ben") == 5);
  CHECK(t.state()["turn"].is_null());
  CHECK(t.flinch_left("Ben") == 11);
  CHECK(t.flinch_left("Cy") == 9);
  t.reveal("Cy", 6);
  t.play("Ben", 1, "hand", "new");
  CHECK(t.on_turn() == "Ben");
}

TEST_CASE("Rule 5: emptying the Flinch pile wins at once, nothing more is accepted", "[flinch][rule5]") {
  Table t;
  t.reveal_all({1, 12, 13});
  for (int v = 1; v <= 10; ++v) {
    auto notices = t.play("Ana", v, "flinch", v == 1 ? "new" : "pile:1");
    if (v < 10) {
      CHECK_FALSE(t.game().finished());
      t.reveal("Ana", v + 1);
    } else {
      CHECK(has(notices, "flinch.notice.winner"));
    }
  }
  CHECK(t.game().finished());
  CHECK(t.game().winner() == std::optional<std::string>("Ana"));
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["players"][0]["total"] == 0);
  CHECK(t.state()["expecting"] == "nothing: the game is over, Ana won");
  CHECK(t.rejected_play("Ana", 11, "hand", "pile:1") == "The game is over: Ana emptied their Flinch pile and won");
  auto s = t.game().standings();
  CHECK(s[0].seat == 0);
  CHECK(s[0].place == 1);
  CHECK(s[1].place == 2);
  CHECK(s[2].place == 2);  // Ben and Cy tie with 10 left
}

TEST_CASE("Rule 5: a caller who gives away their last Flinch card wins", "[flinch][rule4][rule5]") {
  Table t;
  t.reveal_all({1, 13, 12});
  for (int v = 1; v <= 9; ++v) {
    t.play("Ana", v, "flinch", v == 1 ? "new" : "pile:1");
    t.reveal("Ana", v < 9 ? v + 1 : 14);
  }
  REQUIRE(t.flinch_left("Ana") == 1);
  t.reserve("Ana", 5, 1);
  t.reserve("Ben", 1, 1);  // a breach
  t.call("Ana", "Ben");
  CHECK(t.game().finished());
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.flinch_left("Ben") == 11);
}

TEST_CASE("Statistics in words: Flinch calls made and suffered, playable Flinch cards passed over",
          "[flinch][stats]") {
  const std::map<std::string, long long> counters = {
      {"calls_made", 5}, {"times_flinched", 3}, {"breaches", 7}, {"passed_over_flinch", 4}};
  const auto lines = flipside::flinch::counter_lines(counters);
  REQUIRE(lines.size() == 4);
  CHECK(render(lines[0]) == "called Flinch on others 5 times");
  CHECK(render(lines[1]) == "was called Flinch 3 times");
  CHECK(render(lines[2]) == "passed over a playable Flinch card 4 times");
  CHECK(render(lines[3]) == "broke an obligation 7 times in all (what a Flinch call catches)");
  CHECK(render(lines[0], Lang::kSpanish) == "cant\xC3\xB3 Flinch a otros 5 veces");
  CHECK(render(lines[2], Lang::kSpanish) == "no jug\xC3\xB3 una carta de Flinch jugable 4 veces");
  // A player whose games counted none of them still reads as zero, not as nothing.
  CHECK(render(flipside::flinch::counter_lines({})[1]) == "was called Flinch 0 times");
}
