// Rule 6 (RULINGS.md, "Phase 10 Flip"): after a hand in which someone
// completes the last phase, the fewest points among them wins; a tie is
// played off in a hand among the tied, who replay the last phase, first out
// wins. Variants `ten_hands` and `phases: N`. Standings, rounds, counters.
#include "table.hpp"

using namespace flipside;
using namespace flipside::phase10flip::test;

namespace {

// Lays down phase 1 or 2 for `who` on the colour side (4 cards).
void lay(Table& t, const std::string& who, int phase) {
  if (phase == 1) t.phase(who, {"red 1", "red 2", "blue 5", "blue 6"});
  else t.phase(who, {"red 1", "red 2", "blue 5", "green 5"});
}

}  // namespace

TEST_CASE("Rule 6: the fewest points among those who completed the last phase wins", "[phase10flip][rule6]") {
  Table t({"Ana", "Ben", "Cy"}, {{"phases", 2}});
  // Hand 1: everyone completes phase 1; Cy goes out.
  lay(t, "Ana", 1);
  lay(t, "Ben", 1);
  lay(t, "Cy", 1);
  t.out("Cy", {{"Ana", fives(6, "red 10")}, {"Ben", fives(6)}});  // Ana 60, Ben 30
  // Hand 2: Ana and Ben complete phase 2 and Ana goes out; Cy does not.
  lay(t, "Ana", 2);
  lay(t, "Ben", 2);
  auto notices = t.out("Ana", {{"Ben", fives(6)}, {"Cy", fives(10)}});  // Ben 60, Cy 50
  // Cy has the fewest points but did not complete the last phase; Ben and
  // Ana tie at 60... so a tie-break hand is needed.
  CHECK(contains(notices, "Tie at 60 points between Ana and Ben: they replay phase 2, and the first out wins"));
  CHECK_FALSE(t.game().finished());
  CHECK(t.state()["tie_break"] == Json({"Ana", "Ben"}));
  CHECK(t.state()["round"] == 3);
  CHECK(t.player("Cy")["in_hand"] == false);
  CHECK(t.player("Cy")["phase"].is_null());
  CHECK(t.player("Ana")["phase"] == 2);
  CHECK(t.state()["expecting"] ==
        "tie-break hand 3 between Ana and Ben (phase 2, the first out wins), colour side: a Flip or a phase laid down");
  CHECK(t.rejected({{"phase", "Cy"}, {"cards", {"red 1", "red 2", "blue 5", "green 5"}}}) ==
        "Cy sits out this tie-break hand: only Ana and Ben play it");
  lay(t, "Ben", 2);
  CHECK(t.rejected({{"out", "Ben"}, {"remaining", {{"Ana", fives(10)}, {"Cy", fives(10)}}}}) ==
        "Cy sits out this tie-break hand and holds no cards in it");
  notices = t.out("Ben", {{"Ana", fives(10)}});
  CHECK(contains(notices, "Ben wins the game with 60 points!"));
  CHECK(t.game().finished());
  CHECK(t.game().winner() == std::optional<std::string>("Ben"));
  CHECK(t.state()["winner"] == "Ben");
  CHECK(t.state()["round"] == 3);
  CHECK(t.state()["tie_break"].is_null());
  CHECK(t.player("Ana")["total"] == 110);
  CHECK(t.state()["rounds"][2]["points"] == Json({{"Ana", 50}, {"Ben", 0}, {"Cy", 0}}));
  CHECK(t.rejected({{"flip", true}}) == "The game is over: Ben won");
  CHECK(t.state()["expecting"] == "nothing: the game is over, Ben won");
  // Standings: the winner, then by phases completed, then points.
  auto s = t.game().standings();
  REQUIRE(s.size() == 3);
  CHECK(s[0].seat == 1);
  CHECK(s[0].place == 1);
  CHECK(s[1].seat == 0);
  CHECK(s[1].total == 110);
  CHECK(s[2].seat == 2);
  CHECK(s[2].place == 3);
  // Phases come before points, so each place says its phases too (winner screen).
  CHECK(render(s[0].note) == "all 2 phases completed");
  CHECK(render(s[1].note) == "all 2 phases completed");  // Ana above Cy: more phases
  CHECK(render(s[2].note) == "1 of 2 phases completed");
}

TEST_CASE("Rule 6: a single finisher with the fewest points wins at once", "[phase10flip][rule6]") {
  Table t({"Ana", "Ben"}, {{"phases", 1}});
  lay(t, "Ana", 1);
  lay(t, "Ben", 1);
  auto notices = t.out("Ben", {{"Ana", fives(6)}});
  CHECK(contains(notices, "Ben wins the game with 0 points!"));
  CHECK(t.state()["winner"] == "Ben");
  CHECK(t.state()["round"] == 1);
  CHECK(t.player("Ben")["phase"] == 2);  // every phase done: phases + 1 (RULINGS Phase 10 Flip 8)
}

TEST_CASE("Variant phases: N plays the first N phases", "[phase10flip][rule6][variant]") {
  Table t({"Ana", "Ben"}, {{"phases", 2}});
  lay(t, "Ana", 1);
  t.out("Ana", {{"Ben", fives(10)}});
  CHECK_FALSE(t.game().finished());
  lay(t, "Ana", 2);
  t.out("Ana", {{"Ben", fives(10)}});
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["options"] == Json({{"variant", "standard"}, {"phases", 2}}));
}

TEST_CASE("Variant ten_hands: everyone moves on every hand, fewest points after the hands wins",
          "[phase10flip][rule6][variant]") {
  Table t({"Ana", "Ben"}, {{"variant", "ten_hands"}});
  for (int hand = 1; hand <= 9; ++hand) {
    CHECK(t.player("Ana")["phase"] == hand);
    CHECK(t.player("Ben")["phase"] == hand);  // Ben never lays down, yet moves on
    t.out_points("Ana", {{"Ben", 50}}, {"Ana"});  // Ben holds all 10 cards: 50 at least (rule 7)
  }
  CHECK_FALSE(t.game().finished());
  t.out_points("Ana", {{"Ben", 50}}, {"Ana"});
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["round"] == 10);
  CHECK(t.player("Ben")["total"] == 500);
  auto counters = t.game().seat_counters();
  REQUIRE(counters.size() == 13);  // and Ben failed each of the ten phases once
  CHECK(counters[0].name == "phases_completed");
  CHECK(counters[0].per_seat == std::vector<int>{10, 0});
  CHECK(counters[1].name == "hands_without_phase");
  CHECK(counters[1].per_seat == std::vector<int>{0, 10});
  for (int phase = 1; phase <= 10; ++phase) {
    CHECK(counters[2 + phase].name == "failed_phase_" + std::to_string(phase));
    CHECK(counters[2 + phase].per_seat == std::vector<int>{0, 1});
  }
  CHECK(t.game().rounds().size() == 10);
}

TEST_CASE("Statistics: the phase a player fails is the one they were on", "[phase10flip][stats]") {
  Table t({"Ana", "Ben"});
  lay(t, "Ana", 1);
  t.out("Ana", {{"Ben", fives(10)}});  // Ben stays on phase 1
  lay(t, "Ben", 1);
  t.out("Ben", {{"Ana", fives(10)}});  // Ana fails phase 2, Ben moves on
  auto counters = t.game().seat_counters();
  std::map<std::string, std::vector<int>> by_name;
  for (const auto& c : counters) by_name[c.name] = c.per_seat;
  CHECK(by_name["failed_phase_1"] == std::vector<int>{0, 1});
  CHECK(by_name["failed_phase_2"] == std::vector<int>{1, 0});
  CHECK(by_name.count("failed_phase_3") == 0);  // nobody failed it: no counter
}

TEST_CASE("Statistics in words: phases per hand and the hardest phase, from summed counters", "[phase10flip][stats]") {
  const std::map<std::string, long long> counters = {{"phases_completed", 7}, {"hands_without_phase", 5}, {"hits_on_others", 9},
                                                     {"failed_phase_3", 1},   {"failed_phase_8", 3}};
  const auto lines = flipside::phase10flip::counter_lines(counters);
  REQUIRE(lines.size() == 3);
  CHECK(render(lines[0]) == "7 phases completed in 12 hands (58 %)");  // 58.3 %
  CHECK(render(lines[1]) == "hardest phase: 8 (failed 3 times)");
  CHECK(render(lines[2], Lang::kSpanish) == "9 cartas a\xC3\xB1" "adidas a fases ajenas");
}

TEST_CASE("Variant ten_hands: the hand's phase is the hand number, laid down or not", "[phase10flip][variant]") {
  Table t({"Ana", "Ben"}, {{"variant", "ten_hands"}, {"phases", 2}});
  lay(t, "Ana", 1);
  t.out("Ana", {{"Ben", fives(10, "red star")}});  // Ben 200
  CHECK(t.player("Ben")["phase"] == 2);
  // Phase 2 for both now: a phase-1 layout (two runs) is not phase 2.
  CHECK(t.rejected({{"phase", "Ben"}, {"cards", {"red 1", "red 2", "blue 5", "blue 6"}}}).rfind("Phase 2 needs", 0) ==
        0);
  lay(t, "Ben", 2);
  t.out("Ben", {{"Ana", fives(10, "red 10")}});  // Ana 100
  CHECK(t.state()["winner"] == "Ana");
}

TEST_CASE("Variant ten_hands: a tie after the last hand is played off", "[phase10flip][variant][rule6]") {
  Table t({"Ana", "Ben"}, {{"variant", "ten_hands"}, {"phases", 2}});
  t.out_points("Ana", {{"Ben", 50}}, {"Ana"});
  auto notices = t.out_points("Ben", {{"Ana", 50}}, {"Ben"});
  CHECK(contains(notices, "Tie at 50 points between Ana and Ben: they replay phase 2, and the first out wins"));
  CHECK(t.player("Ana")["phase"] == 2);
  t.out_points("Ana", {{"Ben", 50}}, {"Ana"});
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["round"] == 3);
}

// Issue 21, item 1: the sheet reads like a paper Phase 10 sheet: beside each
// hand's points, the phase each player attempted and whether they made it;
// the player out made theirs; a seat out of a tie-break hand has nothing.
TEST_CASE("The sheet names each hand's phase, made or missed, in both languages", "[phase10flip][sheet]") {
  Table t({"Ana", "Ben", "Cy"}, {{"phases", 2}});
  lay(t, "Ana", 1);
  lay(t, "Ben", 1);
  lay(t, "Cy", 1);
  t.out("Cy", {{"Ana", fives(6, "red 10")}, {"Ben", fives(6)}});
  lay(t, "Ana", 2);
  lay(t, "Ben", 2);
  t.out("Ana", {{"Ben", fives(6)}, {"Cy", fives(10)}});  // Cy misses phase 2; a tie-break follows
  lay(t, "Ben", 2);
  t.out("Ben", {{"Ana", fives(10)}});
  const auto rounds = t.game().rounds();
  REQUIRE(rounds.size() == 3);
  auto why = [&](std::size_t hand, std::size_t seat, Lang lang = Lang::kEnglish) {
    REQUIRE(seat < rounds[hand].why.size());
    return render(rounds[hand].why[seat], lang);
  };
  CHECK(why(0, 0) == "made Phase 1");
  CHECK(why(0, 1) == "made Phase 1");
  CHECK(why(0, 2) == "out, made Phase 1");
  CHECK(why(1, 0) == "out, made Phase 2");
  CHECK(why(1, 1) == "made Phase 2");
  CHECK(why(1, 2) == "missed Phase 2");
  CHECK(why(1, 2, Lang::kSpanish) == "no hizo la Fase 2");
  // The tie-break hand: Ana and Ben replay phase 2; Cy sits it out.
  CHECK(why(2, 0) == "missed Phase 2");
  CHECK(why(2, 1) == "out, made Phase 2");
  CHECK(why(2, 1, Lang::kSpanish) == "cerr\xC3\xB3 con la Fase 2");
  CHECK(rounds[2].why[2].key.empty());
}
