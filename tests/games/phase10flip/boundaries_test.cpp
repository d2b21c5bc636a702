// Issue 19 item 7, Phase 10 Flip: what is right today, kept right. Each of
// the ten phases at its boundary on both sides (RULINGS Phase 10 Flip 1–2:
// its minimum sizes accepted, one card short refused), hand sizes (rule 7),
// advancing (rule 5) and the ten_hands tie (rule 6).
#include "table.hpp"

#include "games/phase10flip/phases.hpp"  // kPhaseCount

using namespace flipside;
using namespace flipside::phase10flip;
using namespace flipside::phase10flip::test;

namespace {

using Groups = std::vector<std::vector<std::string>>;

// A table of two where both attempt `phase` (every earlier hand completed by both).
Table at_phase(int phase, bool wild) {
  Table t({"Ana", "Ben"});
  for (int hand = 1; hand < phase; ++hand) t.out_points("Ana", {{"Ben", 5}}, {"Ana", "Ben"});
  REQUIRE(t.player("Ana")["phase"] == phase);
  if (wild) t.flip();
  return t;
}

std::string key(bool wild, const char* colour, int number) {
  return wild ? std::to_string(number) : std::string(colour) + " " + std::to_string(number);
}

// RULINGS Phase 10 Flip 1, written out here (not read from phases.cpp), so
// that a change to a phase is caught by what the engine accepts: "1) 2 runs
// of 2; 2) run 2 + set 2; 3) run 2 + set 3; 4) run 3 + set 2; 5) run 4 +
// set 2; 6) 2 runs of 3; 7) run 3 + set 3; 8) run 5 + set 2; 9) run 2 + set
// 4; 10) run 3 + 2 sets of 2". 'r': a colour run, 's': a set.
struct Need {
  char kind;
  int size;
};
const std::vector<std::vector<Need>> kPhases = {
    {{'r', 2}, {'r', 2}}, {{'r', 2}, {'s', 2}}, {{'r', 2}, {'s', 3}}, {{'r', 3}, {'s', 2}},
    {{'r', 4}, {'s', 2}}, {{'r', 3}, {'r', 3}}, {{'r', 3}, {'s', 3}}, {{'r', 5}, {'s', 2}},
    {{'r', 2}, {'s', 4}}, {{'r', 3}, {'s', 2}, {'s', 2}}};

// A group of `size` cards: runs from 1 (the first run) or 6 (the second), in
// red or blue; sets of 10s (the first set), then 12s, in every colour in turn.
std::vector<std::string> group_of(const Need& need, int size, bool wild, int runs_before, int sets_before) {
  static constexpr const char* kColours[] = {"blue", "green", "yellow", "red"};
  std::vector<std::string> out;
  if (need.kind == 'r') {
    const int from = runs_before == 0 ? 1 : 6;
    for (int i = 0; i < size; ++i) out.push_back(key(wild, runs_before == 0 ? "red" : "blue", from + i));
  } else {
    const int number = sets_before == 0 ? 10 : 12;
    for (int i = 0; i < size; ++i) out.push_back(key(wild, kColours[i % 4], number));
  }
  return out;
}

// The phase's groups, in the order the phase lists them, each at its
// minimum size plus delta[g].
Groups groups_for(int phase, bool wild, const std::vector<int>& delta) {
  Groups out;
  int runs = 0, sets = 0;
  for (std::size_t g = 0; g < kPhases[phase - 1].size(); ++g) {
    const Need& need = kPhases[phase - 1][g];
    out.push_back(group_of(need, need.size + delta[g], wild, runs, sets));
    (need.kind == 'r' ? runs : sets)++;
  }
  return out;
}

std::vector<std::string> flat(const Groups& groups) {
  std::vector<std::string> out;
  for (const auto& g : groups) out.insert(out.end(), g.begin(), g.end());
  return out;
}

}  // namespace

// RULINGS Phase 10 Flip 1: "1) 2 runs of 2; 2) run 2 + set 2; 3) run 2 + set 3;
// 4) run 3 + set 2; 5) run 4 + set 2; 6) 2 runs of 3; 7) run 3 + set 3;
// 8) run 5 + set 2; 9) run 2 + set 4; 10) run 3 + 2 sets of 2", and rule 2:
// "Its sizes are minimums".
TEST_CASE("Rules 1-2: each phase at its minimum sizes is accepted, one card short is refused, on both sides",
          "[phase10flip][rule1][rule2][issue19]") {
  for (int phase = 1; phase <= kPhaseCount; ++phase) {
    for (bool wild : {false, true}) {
      INFO("phase " << phase << (wild ? ", wild side" : ", colour side"));
      const int group_count = static_cast<int>(kPhases[phase - 1].size());
      int least_cards = 0;
      for (const Need& need : kPhases[phase - 1]) least_cards += need.size;
      const std::vector<int> none(group_count, 0);
      Table t = at_phase(phase, wild);
      for (int g = 0; g < group_count; ++g) {
        INFO("group " << g + 1 << " one card short");
        std::vector<int> short_one = none;
        short_one[g] = -1;
        const Groups shorter = groups_for(phase, wild, short_one);
        t.rejected({{"phase", "Ana"}, {"groups", G(shorter)}});
        t.rejected({{"phase", "Ana"}, {"cards", flat(shorter)}});
        // The card missing here, given to another group instead: as many cards as the phase needs, still refused.
        std::vector<int> moved = short_one;
        moved[(g + 1) % group_count] += 1;
        const Groups elsewhere = groups_for(phase, wild, moved);
        t.rejected({{"phase", "Ana"}, {"groups", G(elsewhere)}});
        t.rejected({{"phase", "Ana"}, {"cards", flat(elsewhere)}});
      }
      const Groups least = groups_for(phase, wild, none);
      Table by_cards = t;
      t.groups("Ana", least);
      CHECK(t.player("Ana")["laid_down"] == true);
      CHECK(t.player("Ana")["cards"] == 10 - least_cards);
      by_cards.phase("Ana", flat(least));
      CHECK(by_cards.player("Ana")["groups"].size() == least.size());
    }
  }
}

// RULINGS Phase 10 Flip 7: "Each player holds 10 cards between turns, less
// what they laid down or hit this hand ... at most 11 cards are laid down or
// hit in a hand. A hand's end that lists cards left must list exactly that
// many; typed points must be a multiple of 5, at least 5 for anyone not out,
// and at most 20 per card still held".
TEST_CASE("Rule 7: hand sizes: cards listed, typed points and the 11-card limit", "[phase10flip][rule7][issue19]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "red 3", "blue 5", "blue 6"});  // 5 held
  t.phase("Ben", {"green 1", "green 2", "yellow 5", "yellow 6"});    // 6 held
  t.hit("Ben", "red 4", "Ana", 1);                                    // 5 held
  CHECK(t.player("Ana")["cards"] == 5);
  CHECK(t.player("Ben")["cards"] == 5);
  CHECK(t.player("Cy")["cards"] == 10);
  // Cards listed: exactly what is held.
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(4)}, {"Cy", fives(10)}}}}) ==
        "Ben holds 5 cards (10 dealt, 5 laid down or hit this hand), but 4 were given");
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(5)}, {"Cy", fives(11)}}}}) ==
        "Cy holds 10 cards (10 dealt, 0 laid down or hit this hand), but 11 were given");
  CHECK(t.rejected({{"out", "Ana"}, {"remaining", {{"Ben", fives(5)}, {"Cy", fives(9)}}}}) ==
        "Cy holds 10 cards (10 dealt, 0 laid down or hit this hand), but 9 were given");
  // Typed points: a multiple of 5, at least 5 for anyone holding cards, at most 20 a card.
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 0}, {"Cy", 50}}}, {"completed", {"Ana", "Ben"}}}) ==
        "Ben's 0 points cannot be: 5 cards in hand score from 5 to 100");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 105}, {"Cy", 50}}}, {"completed", {"Ana", "Ben"}}}) ==
        "Ben's 105 points cannot be: 5 cards in hand score from 5 to 100");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 12}, {"Cy", 50}}}, {"completed", {"Ana", "Ben"}}}) ==
        "Ben's 12 points cannot be: every card scores 5, 10 or 20");
  {
    Table edge = t;
    edge.out_points("Ana", {{"Ben", 100}, {"Cy", 200}}, {"Ana", "Ben"});
    CHECK(edge.player("Ben")["total"] == 100);
  }
  {
    Table edge = t;
    edge.out_points("Ana", {{"Ben", 5}, {"Cy", 50}}, {"Ana", "Ben"});
    CHECK(edge.player("Ben")["total"] == 5);
  }
  // At most 11 cards in a hand (10 dealt, 1 drawn): Ben has played 5; 6 more is the limit.
  for (const char* c : {"red 5", "red 6", "red 7", "red 8", "red 9", "red 10"}) t.hit("Ben", c, "Ana", 1);
  CHECK(t.player("Ben")["cards"] == 0);
  CHECK(t.rejected({{"hit", "Ben"}, {"card", "red 11"}, {"onto", "Ana"}, {"group", 1}}) ==
        "Ben cannot play 1 card now: 10 dealt and 1 drawn leave at most 0 in their hand this hand");
  // A phase of 12 cards is more than a hand can hold.
  CHECK(t.rejected({{"phase", "Cy"},
                    {"cards", {"red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "red 7", "red 8", "blue 1", "blue 2",
                               "blue 3", "blue 4"}}}) ==
        "Cy cannot play 12 cards now: 10 dealt and 1 drawn leave at most 11 in their hand this hand");
}

// RULINGS Phase 10 Flip 5: "Everyone who laid down their phase advances."
TEST_CASE("Rule 5: only those who laid down advance, one phase a hand", "[phase10flip][rule5][issue19]") {
  Table t({"Ana", "Ben", "Cy"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue 6"});
  t.out("Ana", {{"Ben", fives(10)}, {"Cy", fives(10)}});
  CHECK(t.player("Ana")["phase"] == 2);
  CHECK(t.player("Ben")["phase"] == 1);
  CHECK(t.player("Ana")["completed"] == 1);
  CHECK(t.player("Ben")["completed"] == 0);
  // Ben still attempts phase 1: phase 2's shape is refused for him, phase 1's accepted.
  CHECK(t.rejected({{"phase", "Ben"}, {"cards", {"red 1", "red 2", "blue 5", "green 5"}}}).rfind("Phase 1 needs", 0) == 0);
  t.phase("Ben", {"red 1", "red 2", "blue 5", "blue 6"});
  t.out_points("Ben", {{"Ana", 50}, {"Cy", 50}}, {"Ben"});
  CHECK(t.player("Ana")["phase"] == 2);  // Ana did not complete phase 2: she stays
  CHECK(t.player("Ben")["phase"] == 2);
  CHECK(t.player("Cy")["phase"] == 1);
  t.out_points("Ana", {{"Ben", 50}, {"Cy", 50}}, {"Ana", "Cy"});
  CHECK(t.player("Ana")["phase"] == 3);
  CHECK(t.player("Ben")["phase"] == 2);
  CHECK(t.player("Cy")["phase"] == 2);
}

// RULINGS Phase 10 Flip 6: "`ten_hands` (... fewest points after 10 hands; a
// tie then plays one more hand among the tied, first out wins)".
TEST_CASE("Rule 6: ten_hands, a tie after ten hands plays one more hand among the tied, the first out wins",
          "[phase10flip][rule6][variant][issue19]") {
  Table t({"Ana", "Ben", "Cy"}, {{"variant", "ten_hands"}});
  for (int hand = 1; hand <= 9; ++hand) t.out_points("Ana", {{"Ben", 5}, {"Cy", 50}}, {"Ana", "Ben", "Cy"});
  // After nine hands: Ana 0, Ben 45, Cy 450. Hand 10: Ben goes out, Ana scores 45.
  auto notices = t.out_points("Ben", {{"Ana", 45}, {"Cy", 50}}, {"Ana", "Ben", "Cy"});
  CHECK_FALSE(t.game().finished());
  CHECK(contains(notices, "Tie at 45 points between Ana and Ben: they replay phase 10, and the first out wins"));
  CHECK(t.state()["tie_break"] == Json({"Ana", "Ben"}));
  CHECK(t.player("Cy")["in_hand"] == false);
  CHECK(t.state()["round"] == 11);
  // One more hand only among the tied, on phase 10; Cy takes no part.
  CHECK(t.rejected({{"phase", "Cy"}, {"cards", {"red 1", "red 2", "red 3", "blue 7", "green 7", "blue 9", "yellow 9"}}}) ==
        "Cy sits out this tie-break hand: only Ana and Ben play it");
  t.phase("Ben", {"red 1", "red 2", "red 3", "blue 7", "green 7", "blue 9", "yellow 9"});
  // The first out wins, whatever the points: Ben goes out, Ana scores.
  notices = t.out("Ben", {{"Ana", fives(10)}});
  CHECK(contains(notices, "Ben wins the game with 45 points!"));
  CHECK(t.state()["winner"] == "Ben");
  CHECK(t.player("Ana")["total"] == 95);
  CHECK(t.game().rounds().size() == 11);
  CHECK(t.game().standings()[0].seat == 1);
}
