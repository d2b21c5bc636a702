// Rule 3 (RULINGS.md, "Phase 10 Flip"): hits only after one's own phase this
// hand, onto any laid-down group; a set takes its number, a run the next
// number at either end in its colour; stars stay flexible after hits (rule
// 2); a wild-side run takes the colour of a colour-side card joining it.
#include "table.hpp"

using namespace flipside::phase10flip::test;

TEST_CASE("Rule 3: hits come after one's own phase, onto any laid-down group", "[phase10flip][rule3]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 3", "red 4", "blue 7", "blue 8"});
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ben must lay down phase 1 before hitting");
  t.hit("Ana", "red 5", "Ana", 1);
  t.phase("Ben", {"green 1", "green 2", "yellow 11", "yellow 12"});
  auto notices = t.hit("Ben", "red 2", "Ana", 1);
  CHECK(notices == std::vector<std::string>{"Ben adds red 2 to Ana's group 1"});
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 2", "red 3", "red 4", "red 5"}));
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 9"}, {"onto", "Cy"}, {"group", 1}}) ==
        "Cy has no phase on the table this hand");
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 9"}, {"onto", "Ana"}, {"group", 3}}) ==
        "Ana has 2 groups on the table: there is no group 3");
  CHECK(t.player("Ben")["cards"] == 5);  // 10 dealt, 4 laid down, 1 hit
}

TEST_CASE("Rule 3: a set takes its number, a run the next number at either end in its colour",
          "[phase10flip][rule3]") {
  Table t({"Ana", "Ben"});
  t.to_phase_2("Ben");
  t.groups("Ana", {{"red 4", "red 5"}, {"blue 9", "green 9"}});
  t.groups("Ben", {{"yellow 1", "yellow 2"}, {"red 7", "red 7"}});
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 7"}, {"onto", "Ana"}, {"group", 2}}) ==
        "Ben cannot add red 7 to Ana's group 2 (blue 9, green 9): it is a set of 9s");
  t.hit("Ben", "yellow 9", "Ana", 2);
  t.hit("Ben", "red star", "Ana", 2);
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "blue 6"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ben cannot add blue 6 to Ana's group 1 (red 4, red 5): it is a red run, which takes only red or wild-side "
        "cards");
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 7"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ben cannot add red 7 to Ana's group 1 (red 4, red 5): it is not the next number at either end of that run");
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ben cannot add red 5 to Ana's group 1 (red 4, red 5): that run already has a 5");
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "blue star"}, {"onto", "Ana"}, {"group", 1}}).find("it is a red run") !=
        std::string::npos);
  t.hit("Ben", "red 3", "Ana", 1);
  t.hit("Ben", "red 6", "Ana", 1);
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 3", "red 4", "red 5", "red 6"}));
}

TEST_CASE("Rule 2 after hits: a run stays valid while some assignment of its stars works",
          "[phase10flip][rule2][rule3]") {
  Table t({"Ana", "Ben"});
  t.to_phase_2("Ben");
  // red 4, red 5 and a star: the star may be the 3 or the 6.
  t.groups("Ana", {{"red 4", "red 5", "red star"}, {"blue 9", "green 9"}});
  // red 7 fits: the star becomes the 6, though the table may have meant a 3.
  t.hit("Ana", "red 7", "Ana", 1);
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 4", "red 5", "red star", "red 7"}));
  // Now the star is fixed between 5 and 7: a 3 still fits at the bottom...
  t.hit("Ana", "red 3", "Ana", 1);
  // ...but a 9 leaves a gap at 8.
  CHECK(t.rejected({{"hit", "Ana"}, {"card", "red 9"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ana cannot add red 9 to Ana's group 1 (red 3, red 4, red 5, red star, red 7): it is not the next number at "
        "either end of that run");
  // A star added to a set of stars only takes whatever number comes later.
  t.groups("Ben", {{"green 1", "green 2"}, {"yellow star", "yellow 12"}});
  t.hit("Ben", "green star", "Ben", 1);
  t.hit("Ben", "green 4", "Ben", 1);  // the star is the 3
  CHECK(t.group("Ben", 1)["cards"] == Json({"green 1", "green 2", "green star", "green 4"}));
}

TEST_CASE("Rule 3: a wild-side run takes the colour of a colour-side card joining it", "[phase10flip][rule3]") {
  Table t({"Ana", "Ben"});
  t.flip();
  t.phase("Ana", {"6", "7", "8", "9"});
  CHECK(t.group("Ana", 1)["cards"] == Json({"6", "7"}));
  CHECK(t.group("Ana", 1)["color"].is_null());
  t.phase("Ben", {"1", "2", "11", "12"});
  t.hit("Ben", "star", "Ana", 1);  // a wild-side star joins, the run stays colourless
  CHECK(t.group("Ana", 1)["color"].is_null());
  t.flip();
  auto notices = t.hit("Ben", "green 9", "Ana", 1);
  CHECK(contains(notices, "Ana's group 1 is now a green run"));
  CHECK(t.group("Ana", 1)["color"] == "green");
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 10"}, {"onto", "Ana"}, {"group", 1}}).find("it is a green run") !=
        std::string::npos);
  t.hit("Ben", "green 10", "Ana", 1);
  t.flip();
  t.hit("Ana", "5", "Ana", 1);  // wild-side cards still join a green run (the star is the 8)
  CHECK(t.group("Ana", 1)["cards"] == Json({"5", "6", "7", "star", "green 9", "green 10"}));
  CHECK(t.group("Ana", 1)["color"] == "green");
}
