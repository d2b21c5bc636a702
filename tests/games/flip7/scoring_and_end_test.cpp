// RULINGS.md Flip 7, rules 6 (round end), 7 (scoring), 9 (game end) and 10
// (solo challenge).
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

TEST_CASE("Rule 7: numbers, then x2, then +N, then +15", "[flip7][rule7]") {
  Table t({"Ana"}, "Ana", {{"target", 1000}});
  t.cards({"3", "5", "x2", "+4"});
  CHECK(t.round_score("Ana") == (3 + 5) * 2 + 4);
  t.stay("Ana");
  CHECK(t.total("Ana") == 20);
}

TEST_CASE("Rule 7: only modifiers score their +N, x2 alone is 0", "[flip7][rule7]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"+2", "x2"});  // deal: Ana +2, Ben x2
  t.card("+4");           // Ana
  t.stay("Ben");
  t.stay("Ana");
  CHECK(t.total("Ana") == 6);
  CHECK(t.total("Ben") == 0);
}

TEST_CASE("Rule 6: the round ends when nobody is left, unused Second Chances are discarded", "[flip7][rule6]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"second_chance", "4"});
  t.card("9");  // Ana
  t.stay("Ben");
  auto notices = t.stay("Ana");
  CHECK(has(notices, "flip7.notice.round_end"));
  CHECK(t.engine().round() == 2);
  CHECK_FALSE(t.player("Ana").second_chance);  // not carried into round 2
  CHECK(t.engine().discard_pile()[index(Card::kSecondChance)] == 1);
  CHECK(t.engine().discard_pile_size() == 3);
  auto s = t.state();
  REQUIRE(s["rounds"].size() == 1);
  CHECK(s["rounds"][0]["points"]["Ana"] == 9);
  CHECK(s["rounds"][0]["points"]["Ben"] == 4);
}

TEST_CASE("Rule 9: after a round in which someone reaches the target, the highest total wins", "[flip7][rule9]") {
  Table t({"Ana", "Ben"}, "Ben", {{"target", 20}});
  t.cards({"12", "11"});
  t.card("10");  // Ana 22
  t.stay("Ben");
  auto notices = t.stay("Ana");
  CHECK(has(notices, "flip7.notice.game_end"));
  CHECK(t.engine().finished());
  CHECK(t.game().winner() == std::optional<std::string>("Ana"));
  CHECK(t.engine().round() == 1);  // the last round played
  CHECK(t.rejected({{"card", "5"}}) == "The game is over: Ana won");
  auto s = t.state();
  CHECK(s["finished"] == true);
  CHECK(s["winner"] == "Ana");
  CHECK(s["round"] == 1);
}

TEST_CASE("Rule 9: reaching the target mid-round does not end the game before the round ends", "[flip7][rule9]") {
  Table t({"Ana", "Ben"}, "Ben", {{"target", 20}});
  t.cards({"12", "11"});
  t.card("10");  // Ana would have 22
  CHECK_FALSE(t.engine().finished());
  t.card("12");  // Ben 23
  t.stay("Ana");
  t.stay("Ben");
  CHECK(t.game().winner() == std::optional<std::string>("Ben"));
}

TEST_CASE("Rule 9: a shared top total plays another round until one player is alone on top", "[flip7][rule9]") {
  Table t({"Ana", "Ben"}, "Ben", {{"target", 10}});
  t.cards({"12", "+10"});
  t.card("x2");    // Ana: 24
  t.card("+2");    // Ben: 12
  t.stay("Ana");
  t.card("+8");    // Ben: 20
  t.card("4");     // Ben: 24
  auto notices = t.stay("Ben");
  CHECK(has(notices, "flip7.notice.tie_break"));
  CHECK_FALSE(t.engine().finished());
  CHECK(t.engine().round() == 2);
  // Round 2 (Ana deals): Ben 1, Ana 2; both stay.
  t.cards({"1", "2"});
  t.stay("Ben");
  notices = t.stay("Ana");
  CHECK(has(notices, "flip7.notice.game_end"));
  CHECK(t.game().winner() == std::optional<std::string>("Ana"));
  CHECK(t.total("Ana") == 26);
  CHECK(t.total("Ben") == 25);
}

TEST_CASE("Rule 10: the solo challenge ends after round_limit rounds, won only by reaching the target",
          "[flip7][rule10]") {
  Table lost({"Ana"}, "Ana", {{"round_limit", 2}});
  lost.cards({"12", "11"});
  lost.stay("Ana");
  lost.cards({"12", "10"});
  auto notices = lost.stay("Ana");
  CHECK(has(notices, "flip7.notice.game_end_no_winner"));
  CHECK(lost.engine().finished());
  CHECK_FALSE(lost.game().winner().has_value());
  CHECK(lost.total("Ana") == 45);
  CHECK(lost.state()["winner"].is_null());

  Table won({"Ana"}, "Ana", {{"round_limit", 5}, {"target", 40}});
  won.cards({"12", "11", "10", "9"});
  won.stay("Ana");
  CHECK(won.engine().finished());
  CHECK(won.game().winner() == std::optional<std::string>("Ana"));
}
