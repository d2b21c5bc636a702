// Issue 19, Phase 10 Flip: typed points of a player without their phase
// (RULINGS Phase 10 Flip 7) and the state once the game is over (RULINGS
// Phase 10 Flip 8), as the table, the winner screen and History show it.
#include "table.hpp"

#include "games/phase10flip/game.hpp"

using namespace flipside;
using namespace flipside::phase10flip::test;

namespace {

std::vector<std::string> phase_line(int phase) {
  if (phase == 1) return {"red 1", "red 2", "blue 5", "blue 6"};
  return {"red 1", "red 2", "blue 5", "green 5"};
}

}  // namespace

// RULINGS Phase 10 Flip 7: "A player who did not complete their phase this
// hand laid nothing down and hit nothing, so holds all 10 cards: 50 to 200."
TEST_CASE("Rule 7: a player who did not complete their phase is given 50 to 200 points, never 5",
          "[phase10flip][rule7][issue19]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", phase_line(1));
  // Cy laid nothing down: a "5" typed for "50" is refused, with the real range.
  const Json five = {{"out", "Ana"}, {"points", {{"Ben", 50}, {"Cy", 5}}}, {"completed", {"Ana"}}};
  CHECK(t.rejected(five) ==
        "Cy's 5 points cannot be: Cy did not complete their phase this hand, so holds all 10 cards, which score from "
        "50 to 200");
  CHECK(t.rejected_es(five) ==
        "Cy no puede tener 5 puntos: no complet\xC3\xB3 su Fase en esta mano, as\xC3\xAD que tiene las 10 cartas, que "
        "suman de 50 a 200");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 45}, {"Cy", 50}}}, {"completed", {"Ana"}}}).find("from 50 to 200") !=
        std::string::npos);
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 50}, {"Cy", 205}}}, {"completed", {"Ana"}}}).find("from 50 to 200") !=
        std::string::npos);
  // A player named in "completed" laid down (the table did not enter it): 5 is theirs to have.
  t.out_points("Ana", {{"Ben", 5}, {"Cy", 200}}, {"Ana", "Ben"});
  CHECK(t.player("Ben")["total"] == 5);
  CHECK(t.player("Cy")["total"] == 200);
  // The lowest and highest of the range are accepted.
  t.phase("Ana", phase_line(2));
  t.out_points("Ana", {{"Ben", 200}, {"Cy", 50}}, {"Ana"});
  CHECK(t.player("Cy")["total"] == 250);
}

TEST_CASE("Rule 7: the points range the hand-over form offers is the engine's", "[phase10flip][rule7][issue19]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", phase_line(1));
  const auto& engine = t.game().engine();
  CHECK(engine.points_range(1, false).low == 50);
  CHECK(engine.points_range(1, false).high == 200);
  CHECK(engine.points_range(1, true).low == 5);
  CHECK(engine.points_range(0, true).low == 5);
  CHECK(engine.points_range(0, true).high == 120);  // 6 cards left
}

// RULINGS Phase 10 Flip 8: "The state after the game ends shows the last hand
// as it was played; a player who completed every phase shows `phase` = the
// number of phases + 1."
TEST_CASE("Rule 8: once the game is over, the last hand stays as it was played and every phase is a number",
          "[phase10flip][rule8][issue19]") {
  Table t({"Ana", "Ben", "Cy"}, {{"phases", 2}});
  t.phase("Ana", phase_line(1));
  t.out("Ana", {{"Ben", fives(10)}, {"Cy", fives(10)}});  // Ben, Cy 50; only Ana moves on
  t.phase("Ana", phase_line(2));
  t.phase("Ben", phase_line(1));
  t.flip();
  t.hit("Ben", "3", "Ana", 1);
  t.out("Ben", {{"Ana", fives(6, "7")}, {"Cy", fives(10, "star")}});  // Ana 30, Cy 200
  REQUIRE(t.state()["winner"] == "Ana");
  const Json s = t.state();
  CHECK(s["side"] == "wild");  // the Flip of the last hand stands
  CHECK(t.player("Ana")["laid_down"] == true);
  CHECK(t.player("Ana")["groups"].size() == 2);
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 1", "red 2", "3"}));
  CHECK(t.player("Ben")["laid_down"] == true);
  CHECK(t.player("Ben")["cards"] == 0);
  CHECK(t.player("Cy")["laid_down"] == false);
  CHECK(t.player("Ana")["phase"] == 3);  // both phases completed: phases + 1
  CHECK(t.player("Ben")["phase"] == 2);
  CHECK(t.player("Cy")["phase"] == 1);
  // The winner screen and History (standings) say the same in words.
  const auto standings = t.game().standings();
  REQUIRE(standings.size() == 3);
  CHECK(standings[0].seat == 0);
  CHECK(render(standings[0].note) == "all 2 phases completed");
  CHECK(render(standings[0].note, Lang::kSpanish) == "las 2 Fases completadas");
  CHECK(render(standings[1].note) == "1 of 2 phases completed");
  CHECK(render(standings[2].note) == "0 of 2 phases completed");
}

TEST_CASE("Rule 8: a player who won the tie-break hand shows phases + 1, as do the tied and the others",
          "[phase10flip][rule8][rule6][issue19]") {
  Table t({"Ana", "Ben", "Cy"}, {{"phases", 2}});
  t.phase("Ana", phase_line(1));
  t.phase("Ben", phase_line(1));
  t.phase("Cy", phase_line(1));
  t.out("Cy", {{"Ana", fives(6, "red 10")}, {"Ben", fives(6)}});  // Ana 60, Ben 30
  t.phase("Ana", phase_line(2));
  t.phase("Ben", phase_line(2));
  t.out("Ana", {{"Ben", fives(6)}, {"Cy", fives(10)}});  // Ana 60, Ben 60: tie-break
  REQUIRE(t.state()["tie_break"] == Json({"Ana", "Ben"}));
  t.phase("Ben", phase_line(2));
  t.out("Ben", {{"Ana", fives(10)}});
  REQUIRE(t.state()["winner"] == "Ben");
  CHECK(t.player("Ben")["phase"] == 3);
  CHECK(t.player("Ana")["phase"] == 3);
  CHECK(t.player("Cy")["phase"] == 2);  // completed phase 1 only
  // The tie-break hand as it was played: Ben's phase on the table, Cy out of it.
  CHECK(t.player("Ben")["laid_down"] == true);
  CHECK(t.player("Ben")["groups"].size() == 2);
  CHECK(t.player("Ana")["laid_down"] == false);
  CHECK(t.player("Cy")["in_hand"] == false);
  CHECK(render(t.game().standings()[0].note) == "all 2 phases completed");
}

TEST_CASE("Rule 8: ten_hands, everyone moved on every hand: phases + 1 for all once over",
          "[phase10flip][rule8][variant][issue19]") {
  Table t({"Ana", "Ben"}, {{"variant", "ten_hands"}, {"phases", 2}});
  t.out_points("Ana", {{"Ben", 50}}, {"Ana"});
  t.phase("Ana", phase_line(2));
  t.out("Ana", {{"Ben", fives(10)}});
  REQUIRE(t.state()["winner"] == "Ana");
  CHECK(t.player("Ana")["phase"] == 3);
  CHECK(t.player("Ben")["phase"] == 3);
  CHECK(t.player("Ana")["laid_down"] == true);
  CHECK(t.player("Ana")["groups"].size() == 2);
}
