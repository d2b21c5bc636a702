// Rules 1 and 2 (RULINGS.md, "Phase 10 Flip"): the ten phases, laying down
// a phase whole once per hand, minimum sizes, at least one number card, and
// stars as flexible wilds (a colour-side star keeps its colour).
#include "table.hpp"

#include "games/phase10flip/grouping.hpp"

using namespace flipside;
using namespace flipside::phase10flip;
using namespace flipside::phase10flip::test;

namespace {

std::vector<Card> cards(std::initializer_list<const char*> keys) {
  std::vector<Card> out;
  for (const char* k : keys) {
    auto c = parse_card(k);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

std::string why(int phase, std::initializer_list<const char*> keys) {
  const auto cs = cards(keys);
  Grouping g = find_grouping(phase, cs);
  REQUIRE_FALSE(g.found);
  return render(g.why);
}

bool fits(int phase, std::initializer_list<const char*> keys) { return find_grouping(phase, cards(keys)).found; }

}  // namespace

TEST_CASE("Rule 1: each of the ten phases, on the colour side", "[phase10flip][rule1]") {
  CHECK(fits(1, {"red 1", "red 2", "blue 7", "blue 8"}));
  CHECK(fits(2, {"red 1", "red 2", "blue 7", "green 7"}));
  CHECK(fits(3, {"red 1", "red 2", "blue 7", "green 7", "yellow 7"}));
  CHECK(fits(4, {"red 1", "red 2", "red 3", "blue 7", "green 7"}));
  CHECK(fits(5, {"green 9", "green 10", "green 11", "green 12", "blue 7", "green 7"}));
  CHECK(fits(6, {"red 1", "red 2", "red 3", "blue 1", "blue 2", "blue 3"}));
  CHECK(fits(7, {"red 1", "red 2", "red 3", "blue 7", "green 7", "red 7"}));
  CHECK(fits(8, {"yellow 4", "yellow 5", "yellow 6", "yellow 7", "yellow 8", "blue 2", "red 2"}));
  CHECK(fits(9, {"red 11", "red 12", "blue 7", "green 7", "yellow 7", "red 7"}));
  CHECK(fits(10, {"red 1", "red 2", "red 3", "blue 7", "green 7", "blue 9", "yellow 9"}));
  // A run needs one colour and consecutive numbers, no wrap past 12.
  CHECK_FALSE(fits(1, {"red 1", "blue 2", "blue 7", "blue 8"}));
  CHECK_FALSE(fits(1, {"red 12", "red 1", "blue 7", "blue 8"}));
  CHECK_FALSE(fits(2, {"red 1", "red 2", "blue 7", "green 8"}));
}

TEST_CASE("Rule 1: the phases on the wild side take any colour", "[phase10flip][rule1]") {
  CHECK(fits(1, {"1", "2", "7", "8"}));
  CHECK(fits(4, {"3", "4", "5", "9", "9"}));
  CHECK(fits(10, {"10", "11", "12", "1", "1", "2", "2"}));
  CHECK_FALSE(fits(4, {"3", "4", "6", "9", "9"}));
}

TEST_CASE("Rule 2: sizes are minimums", "[phase10flip][rule2]") {
  CHECK(fits(4, {"red 1", "red 2", "red 3", "red 4", "red 5", "blue 7", "green 7", "yellow 7"}));
  Table t({"Ana", "Ben"});
  t.to_phase_2("Ana");
  t.groups("Ana", {{"red 1", "red 2", "red 3"}, {"blue 7", "green 7", "red 7"}});
  CHECK(t.group("Ana", 1)["cards"] == Json({"red 1", "red 2", "red 3"}));
  CHECK(t.group("Ana", 2)["cards"].size() == 3);
}

TEST_CASE("Rule 2: a phase uses at least one number card, stars are otherwise unlimited",
          "[phase10flip][rule2]") {
  CHECK(fits(2, {"red star", "blue star", "green star", "red 5"}));
  CHECK(why(2, {"red star", "red star", "green star", "yellow star"}) ==
        "A phase must use at least one number card: stars alone do not make one");
  Table t({"Ana", "Ben"});
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", G({{"red star", "red star"}, {"blue star", "blue star"}})}}) ==
        "A phase must use at least one number card: stars alone do not make one");
  // A group of stars only is fine when another group has a number card.
  t.groups("Ana", {{"red star", "red star"}, {"blue 5", "blue star"}});
  CHECK(t.group("Ana", 1)["color"] == "red");
  CHECK(t.group("Ana", 2)["color"] == "blue");
}

TEST_CASE("Rule 2: a colour-side star is any number of its own colour only", "[phase10flip][rule2]") {
  // The rulebook's example: red 4, red 6 and a red star make a red run of 3...
  CHECK(fits(4, {"red 4", "red 6", "red star", "blue 9", "green 9"}));
  // ...but a blue star cannot take the 5's place.
  CHECK(why(4, {"red 4", "red 6", "blue star", "blue 9", "green 9"}) ==
        "Phase 4 needs a colour run of 3: red 4, red 6 leave a gap that no star fills");
  CHECK(why(4, {"red 4", "red 5", "blue star", "blue 9", "green 9"}) ==
        "Phase 4 needs a colour run of 3: red 4, red 5 fall short, and blue star cannot join a red run: a "
        "colour-side star keeps its colour");
  // On the wild side a star is anything.
  CHECK(fits(4, {"4", "6", "star", "9", "9"}));
}

TEST_CASE("Rule 2: rejections say which cards and why", "[phase10flip][rule2]") {
  // The example.
  CHECK(why(4, {"red 5", "red 7", "blue 9", "green 9", "yellow 9"}) ==
        "Phase 4 needs a colour run of 3: red 5, red 7 leave a gap that no star fills");
  CHECK(why(2, {"red 1", "red 2", "blue 5", "green 7"}) ==
        "Phase 2 needs a colour run of 2 and a set of 2: green 7 fits in none of the groups: the colour run "
        "(red 1, red 2) and the set (blue 5)");
  CHECK(why(4, {"red 1", "red 2"}) ==
        "Phase 4 needs a colour run of 3 and a set of 2: at least 5 cards, and 2 were given");
  CHECK(why(1, {"red 1", "red 2", "blue 3", "blue 4", "green star"}) ==
        "Phase 1 needs 2 colour runs of 2: no group can take green star");
  Table t({"Ana", "Ben"});
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", G({{"red 5", "red 7"}, {"blue 9", "blue 10"}})}}) ==
        "Phase 1 needs a colour run of 2: red 5, red 7 leave a gap that no star fills");
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", G({{"red 5", "red 6"}})}}) == "Phase 1 is 2 colour runs of 2: 2 groups, not 1");
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", G({{"red 5", "blue 6"}, {"blue 9", "blue 10"}})}}) ==
        "Phase 1 needs a colour run of 2: red 5, blue 6 are not all one colour");
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", G({{"red 5", "red 6"}, {"blue 9"}})}}) ==
        "Phase 1 needs a colour run of 2: blue 9 make only 1 card");
  CHECK(t.rejected_es({{"phase", "Ana"}, {"cards", {"red 5", "red 7", "blue 9", "blue 10"}}}) ==
        "La Fase 1 pide una escala de color de 2: 5 rojo, 7 rojo dejan un hueco que ninguna estrella llena");
}

TEST_CASE("Rule 2: a phase is laid down once per hand", "[phase10flip][rule2]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", {"red 1", "red 2", "blue 7", "blue 8"});
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 9", "blue 10"}}}) ==
        "Ana already laid down phase 1 this hand: a phase is laid down once per hand");
}

TEST_CASE("Contract: groups found by the engine are numbered by their smallest number card",
          "[phase10flip][contract]") {
  Table t({"Ana", "Ben"});
  auto notices = t.phase("Ana", {"red 9", "red 10", "blue 3", "blue 2"});
  CHECK(t.group("Ana", 1)["cards"] == Json({"blue 2", "blue 3"}));
  CHECK(t.group("Ana", 2)["cards"] == Json({"red 9", "red 10"}));
  CHECK(notices[0] == "Ana lays down phase 1: the colour run (blue 2, blue 3) and the colour run (red 9, red 10)");
  // The run always comes first when the phase lists it first; stars sit in the gaps.
  t.phase("Ben", {"green 8", "green 7", "yellow star", "yellow 5"});
  CHECK(t.group("Ben", 1)["cards"] == Json({"yellow 5", "yellow star"}));
  CHECK(t.group("Ben", 1)["color"] == "yellow");
  CHECK(t.group("Ben", 2)["cards"] == Json({"green 7", "green 8"}));
}

TEST_CASE("Rule 2: the search splits tricky hands", "[phase10flip][rule2]") {
  // Phase 10: run of 3 and two sets of 2, with a 5 needed both in the run and a set.
  CHECK(fits(10, {"red 4", "red 5", "red 6", "blue 5", "green 5", "yellow 9", "red 9"}));
  CHECK(fits(10, {"red 4", "red 5", "red star", "blue 5", "red star", "yellow 9", "red 9"}));
  // Phase 6 with two runs of one colour.
  CHECK(fits(6, {"red 1", "red 2", "red 3", "red 1", "red 2", "red 3"}));
  CHECK(fits(6, {"red 1", "red 2", "red 3", "red 4", "red 5", "red 6"}));
  CHECK_FALSE(fits(6, {"red 1", "red 2", "red 3", "red 4", "red 5", "red 7"}));
  CHECK(fits(6, {"red 1", "red 2", "red 3", "red 4", "red 5", "red 7", "red star"}));
  // Twelve-card runs are the limit: a run of stars can extend only to 12 cards.
  CHECK(fits(1, {"red 1", "red star", "red star", "red star", "red star", "red star", "red star", "red star", "red star",
                 "red star", "red star", "red star", "blue 1", "blue 2"}));
  CHECK_FALSE(fits(1, {"red 1", "red star", "red star", "red star", "red star", "red star", "red star", "red star",
                       "red star", "red star", "red star", "red star", "red star", "blue 1", "blue 2"}));
}

TEST_CASE("Phase 10 Flip: a list of cards reads as a plain comma list at any length", "[phase10flip][messages]") {
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    for (std::size_t n : {1u, 2u, 5u, 12u, 13u, 20u}) {
      std::vector<phase10flip::Card> cards;
      std::string expected;
      for (std::size_t i = 0; i < n; ++i) {
        const phase10flip::Card c = *phase10flip::parse_card(i % 2 ? "red 7" : "star");
        cards.push_back(c);
        if (i > 0) expected += ", ";
        expected += phase10flip::card_name(phase10flip::card_key(c), lang);
      }
      Message m = msg("phase10flip.name");
      m.args.push_back(phase10flip::cards_arg(cards));
      INFO(n);
      CHECK(render(m, lang) == expected);
    }
  }
}
