// Rule 5 (RULINGS.md, "Phase 10 Flip"): a hand ends when a player who laid
// down runs out of cards; the others score their hand on the side in play
// (1–9: 5, 10–12: 10, star: 20), the player out 0; everyone who laid down
// advances. Hand sizes: 10 minus the cards laid down or hit this hand.
#include "table.hpp"

using namespace flipside::phase10flip::test;

TEST_CASE("Rule 5: only a player who laid down can go out", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben"});
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(10)}}}}) ==
        "Ana cannot go out without laying down phase 1 this hand");
}

TEST_CASE("Rule 5: hands score on the side in play, the player out scores 0", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  t.flip();
  // Wild side: 1–9 → 5, 10–12 → 10, star → 20.
  std::vector<std::string> ben = {"3", "10", "12", "star", "9", "9", "9", "9", "9", "1"};  // 5+10+10+20+5*5+5
  std::vector<std::string> cy = {"star", "star", "star", "star", "star", "star", "star", "star", "star", "star"};
  t.out("Ana", {{"Ben", ben}, {"Cy", cy}});
  CHECK(t.player("Ana")["total"] == 0);
  CHECK(t.player("Ben")["total"] == 75);
  CHECK(t.player("Cy")["total"] == 200);
  CHECK(t.state()["rounds"][0]["points"] == Json({{"Ana", 0}, {"Ben", 75}, {"Cy", 200}}));
  CHECK(t.game().rounds()[0].points[1] == std::pair<std::string, int>("Ben", 75));
}

TEST_CASE("Rule 5: everyone who laid down advances, the others stay", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  t.phase("Ben", {"green 1", "green 2", "yellow 5", "yellow 6"});
  auto notices = t.out("Ben", {{"Ana", fives(6)}, {"Cy", fives(10)}});
  CHECK(contains(notices, "Hand 1 is over: Ben went out"));
  CHECK(contains(notices, "Ana moves on to phase 2"));
  CHECK(contains(notices, "Cy stays on phase 1"));
  CHECK(t.player("Ana")["phase"] == 2);
  CHECK(t.player("Ben")["phase"] == 2);
  CHECK(t.player("Cy")["phase"] == 1);
  CHECK(t.player("Ana")["total"] == 30);
  CHECK(t.player("Ana")["laid_down"] == false);
  CHECK(t.player("Ana")["groups"].empty());
  CHECK(t.state()["dealer"] == "Ana");  // the deal passes left (the header's dealer was Cy)
}

TEST_CASE("Rule 5: remaining cards must be the tracked hand of every other player", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  t.phase("Ben", {"green 1", "green 2", "yellow 5", "yellow 6"});
  t.hit("Ben", "red 3", "Ana", 1);
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(6)}, {"Cy", fives(10)}}}}) ==
        "Ben holds 5 cards (10 dealt, 5 laid down or hit this hand), but 6 were given");
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(5)}}}}) == "\"remaining\" must give Cy's cards");
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(5)}, {"Cy", fives(10)}, {"Ana", fives(1)}}}}) ==
        "Ana went out and holds no cards");
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(5)}, {"Cy", fives(10, "5")}}}}).find("wild-side") !=
        std::string::npos);
  t.out("Ana", {{"Ben", fives(5)}, {"Cy", fives(10)}, {"Ana", Json::array()}});
}

TEST_CASE("Rule 5: a table entering only points names who completed", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  CHECK(t.rejected({{"out", "Ben"}, {"points", {{"Ana", 30}, {"Cy", 50}}}, {"completed", {"Ben"}}}) ==
        "Ana laid down phase 1 this hand: \"completed\" must name them");
  CHECK(t.rejected({{"out", "Ben"}, {"points", {{"Ana", 33}, {"Cy", 50}}}, {"completed", {"Ben", "Ana"}}}) ==
        "Ana's 33 points cannot be: every card scores 5, 10 or 20");
  CHECK(t.rejected({{"out", "Ben"}, {"points", {{"Ana", 130}, {"Cy", 50}}}, {"completed", {"Ben", "Ana"}}}) ==
        "Ana's 130 points cannot be: 6 cards in hand score from 5 to 120");
  CHECK(t.rejected({{"out", "Ben"}, {"points", {{"Ana", 30}, {"Cy", 50}}}, {"completed", {"Ana"}}}) ==
        "Ben cannot go out without laying down phase 1 this hand");
  // Ben laid down without a phase line: "completed" says so, and he advances.
  t.out_points("Ben", {{"Ana", 30}, {"Cy", 50}}, {"Ben", "Ana"});
  CHECK(t.player("Ben")["phase"] == 2);
  CHECK(t.player("Ana")["phase"] == 2);
  CHECK(t.player("Cy")["phase"] == 1);
  CHECK(t.player("Cy")["total"] == 50);
}

TEST_CASE("Hand sizes: at most 11 cards can be played in a hand", "[phase10flip][rule5]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", {"red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "blue 1", "blue 2", "blue 3", "blue 4"});
  t.hit("Ana", "red 7", "Ana", 1);
  CHECK(t.rejected({{"hit", "Ana"}, {"card", "red 8"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ana cannot play 1 card now: 10 dealt and 1 drawn leave at most 0 in their hand this hand");
  t.out("Ana", {{"Ben", fives(10)}});
}
