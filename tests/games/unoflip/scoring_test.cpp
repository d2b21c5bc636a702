// RULINGS.md "UNO Flip" rule 8: the hand's end, scoring by the side in play,
// the target, the deal passing left; and score mode.
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

namespace {
// 7 + 10 + 20 + 40 + 50 + 6 + 20 = 153 on the light side.
const Json kAnaLight = {"red 7", "red draw1", "blue skip", "wild", "wild_draw2", "yellow 6", "green flip"};
// 3 + 30 + 20 + 40 + 60 + 20 + 20 = 193 on the dark side.
const Json kAnaDark = {"pink 3", "teal skip_everyone", "orange draw5", "wild", "wild_draw_color", "purple flip",
                       "pink reverse"};
}  // namespace

TEST_CASE("Rule 8: the winner scores the others' cards on the light side, the deal passes left", "[unoflip][rule8]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 1);
  CHECK(has(t.play("Ben", "blue reverse"), "Ben has no cards left: the hand is over"));
  auto s = t.state();
  CHECK(s["turn"] == "Ben");
  CHECK(s["expecting"] == "the cards left in every hand but Ben's (light side)");
  CHECK(t.rejected({{"play", "blue 3"}, {"by", "Ana"}}) == "Ben went out: enter the cards the others still hold");
  CHECK(t.rejected({{"remaining", Json::object()}}) == "The cards of Ana are missing");
  CHECK(t.rejected({{"remaining", {{"Ana", {"red 7"}}}}}) == "Ana holds 7 cards, not 1");
  CHECK(t.rejected({{"remaining", {{"Ana", kAnaLight}, {"Ben", Json::array()}}}}) == "Ben went out and holds no cards");
  CHECK(t.rejected({{"remaining", {{"Ana", {"red reverse", "red 1", "red 2", "red 3", "red 4", "red 5", "red 6"}}}}}) ==
        "Ana's row: There cannot be that many red Reverse: the deck has 2 and 2 are on the discard pile");
  CHECK(t.rejected({{"remaining", {{"Ana", {"pink 1", "red 1", "red 2", "red 3", "red 4", "red 5", "red 6"}}}}}) ==
        "Ana's row: pink 1 is a dark-side card, but the light side is in play");
  CHECK(has(t.ok({{"remaining", {{"Ana", kAnaLight}}}}), "Ben wins hand 1 and scores 153 points"));
  s = t.state();
  CHECK(t.total("Ben") == 153);
  CHECK(t.total("Ana") == 0);
  CHECK(s["round"] == 2);
  CHECK(s["dealer"] == "Ben");
  CHECK(s["turn"] == "Ana");  // left of the new dealer
  CHECK(s["side"] == "light");
  CHECK(s["direction"] == "clockwise");
  CHECK(s["players"][0]["cards"] == 7);
  CHECK(s["players"][1]["cards"] == 7);
  CHECK(s["hands"][0] == Json{{"winner", "Ben"}, {"side", "light"}, {"points", {{"Ana", 0}, {"Ben", 153}}}});
  auto rounds = t.game().rounds();
  REQUIRE(rounds.size() == 1);
  CHECK(rounds[0].round == 1);
  CHECK(rounds[0].points == std::vector<std::pair<std::string, int>>{{"Ana", 0}, {"Ben", 153}});
  CHECK(t.last().rounds_finished.size() == 1);
  CHECK(counter(t, "hands_won", "Ben") == 1);
  // Statistics: the 153 points Ana still held went to Ben; one hand each.
  CHECK(counter(t, "points_left", "Ana") == 153);
  CHECK(counter(t, "points_left", "Ben") == 0);
  CHECK(counter(t, "hands_played", "Ana") == 1);
  CHECK(counter(t, "hands_played", "Ben") == 1);
  CHECK(t.game().dealer_seat() == 1);
}

TEST_CASE("Statistics in words: hands won and the points held per hand lost, from summed counters",
          "[unoflip][stats]") {
  const std::map<std::string, long long> counters = {{"hands_played", 10}, {"hands_won", 3}, {"points_left", 143},
                                                     {"uno_caught", 2},    {"challenges_won", 1}, {"duels_won", 0}};
  const auto lines = flipside::unoflip::counter_lines(counters);
  REQUIRE(lines.size() == 4);  // no duels: the classic edition has none to tell
  CHECK(render(lines[0]) == "won 3 of 10 hands (30 %)");
  CHECK(render(lines[1]) == "20.4 points still in hand per hand lost");  // 143 / 7
  CHECK(render(lines[2]) == "caught without UNO 2 times");
  CHECK(render(lines[0], Lang::kSpanish) == "gan\xC3\xB3 3 de 10 manos (30 %)");
  CHECK(render(lines[1], Lang::kSpanish).rfind("20,4 ", 0) == 0);  // the Spanish decimal mark
}

TEST_CASE("Rule 8: a Flip as last card ends the hand on the new side, scored by it", "[unoflip][rule8][rule3]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 1);  // on green reverse
  t.play("Ben", "green flip");
  auto s = t.state();
  CHECK(s["side"] == "dark");
  CHECK(s["expecting"] == "the cards left in every hand but Ben's (dark side)");
  // RULINGS UNO Flip 8: "no new top is entered (there is no colour left to follow)".
  CHECK(s["color"].is_null());
  CHECK(s["top"].is_null());
  CHECK(t.rejected({{"flip_top", "pink 4"}}) == "Ben went out: enter the cards the others still hold");
  CHECK(t.rejected({{"remaining", {{"Ana", kAnaLight}}}}) == "Ana's row: red 7 is a light-side card, but the dark side is in play");
  t.ok({{"remaining", {{"Ana", kAnaDark}}}});
  CHECK(t.total("Ben") == 193);
  CHECK(t.state()["hands"][0]["side"] == "dark");
  CHECK(t.state()["side"] == "light");  // every hand starts light
}

TEST_CASE("Rule 8: a last card's effect comes first: Draw One as last card", "[unoflip][rule8][rule4]") {
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 1);
  t.play("Ben", "green draw1");
  CHECK(t.cards("Ana") == 8);
  CHECK(t.rejected({{"remaining", {{"Ana", kAnaLight}}}}) == "Ana holds 8 cards, not 7");
  Json eight = kAnaLight;
  eight.push_back("blue 9");
  t.ok({{"remaining", {{"Ana", eight}}}});
  CHECK(t.total("Ben") == 162);
}

TEST_CASE("Rule 8: first to the target wins, nothing more is accepted", "[unoflip][rule8]") {
  Table t({"Ana", "Ben"}, "Ana", {{"target", 150}});
  ben_down_to(t, 1);
  t.play("Ben", "blue reverse");
  auto n = t.ok({{"remaining", {{"Ana", kAnaLight}}}});
  CHECK(has(n, "Ben wins the game with 153 points!"));
  auto s = t.state();
  CHECK(s["finished"] == true);
  CHECK(s["winner"] == "Ben");
  CHECK(s["round"] == 1);
  CHECK(s["turn"].is_null());
  CHECK(s["expecting"] == "nothing: the game is over, Ben won");
  CHECK(t.rejected({{"start", "red 5"}}) == "The game is over: Ben won");
  auto st = t.game().standings();
  CHECK(st[0].seat == 1);
  CHECK(st[0].place == 1);
  CHECK(st[1].place == 2);
}

TEST_CASE("Score mode: hands entered as points or as remaining cards by side", "[unoflip][rule8][score]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana", {{"mode", "score"}, {"target", 200}});
  auto s = t.state();
  CHECK(s["turn"].is_null());
  CHECK(s["players"][0]["cards"].is_null());
  CHECK(s["draw_pile"].is_null());
  CHECK(s["expecting"] == "the result of hand 1");
  CHECK(t.rejected({{"start", "red 5"}}) == "This game keeps only the points: enter each hand as {\"hand\":…}");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 10}}}}}}) == "The cards of Cy are missing");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ana", 10}, {"Ben", 1}, {"Cy", 1}}}}}}) ==
        "Ana won the hand: list the points of the other players only");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 1500}, {"Cy", 1}}}}}}) ==
        "The points of Ben must be from 0 to 1480");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}}}}) ==
        "a hand gives either \"points\" or \"remaining\", not both or neither");
  t.ok({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 30}, {"Cy", 25}}}}}});
  CHECK(t.total("Ana") == 55);
  CHECK(t.state()["dealer"] == "Ben");
  // By the cards, on the dark side: 193 + (9 + 30) = 232.
  CHECK(t.rejected({{"hand", {{"winner", "Cy"}, {"side", "dark"}, {"remaining", {{"Ana", kAnaDark}, {"Ben", {"red 9"}}}}}}}) ==
        "Ben's row: red 9 is a light-side card, but the dark side is in play");
  CHECK(t.rejected({{"hand", {{"winner", "Cy"}, {"remaining", {{"Ana", {"red 9"}}, {"Ben", Json::array()}}}}}}) ==
        "Ben must hold at least one card: only the winner went out");
  CHECK(t.rejected({{"hand", {{"winner", "Cy"}, {"remaining", {{"Ana", {"red 9", "red 9"}}, {"Ben", {"red 9"}}}}}}}) ==
        "Ben's row: There cannot be that many red 9: the deck has 2 and 0 are on the discard pile");
  t.ok({{"hand", {{"winner", "Cy"}, {"side", "dark"}, {"remaining", {{"Ana", kAnaDark}, {"Ben", {"teal 9", "pink skip_everyone"}}}}}}});
  CHECK(t.total("Cy") == 232);
  s = t.state();
  CHECK(s["finished"] == true);
  CHECK(s["winner"] == "Cy");
  CHECK(s["hands"][1]["side"] == "dark");
  CHECK(s["hands"][0]["side"].is_null());
  CHECK(s["round"] == 2);
}

TEST_CASE("Rule 8: the deal passes left after every hand", "[unoflip][rule8][score]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy", {{"mode", "score"}});
  const char* dealers[] = {"Cy", "Ana", "Ben", "Cy"};
  for (int hand = 0; hand < 4; ++hand) {
    CHECK(t.state()["dealer"] == dealers[hand]);
    t.ok({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 1}, {"Cy", 1}}}}}});
  }
  CHECK(t.total("Ana") == 8);
  CHECK(t.state()["round"] == 5);
}

// "A shared top total plays on": with rule 8's scoring only the hand's winner
// scores, so the first to reach the target is always alone on top; the check
// is kept in the engine (end_hand) for safety but cannot be reached by a
// script.

// Issue 32 item 2: "A wild played as the last card asks no colour" (there is
// nothing left to follow it); a Wild Draw Colour keeps its colour, which the
// next player draws until.
TEST_CASE("Rule 8: a wild as last card takes no colour, the hand ends", "[unoflip][rule8]") {
  for (const char* wild : {"wild", "wild_draw2"}) {
    INFO(wild);
    {
      // With a card still to play after it, the colour is needed.
      Table t({"Ana", "Ben"}, "Ana");
      ben_down_to(t, 2);
      CHECK(t.rejected({{"play", wild}, {"by", "Ben"}}).rfind("Name the colour for", 0) == 0);
    }
    Table t({"Ana", "Ben"}, "Ana");
    ben_down_to(t, 1);
    t.ok({{"play", wild}, {"by", "Ben"}});
    if (std::string(wild) == "wild_draw2") t.ok({{"accept", "Ana"}});  // Ana draws 2: the card's effect first
    CHECK(t.state()["color"].is_null());
    CHECK(t.state()["expecting"] == "the cards left in every hand but Ben's (light side)");
  }
  // A colour given all the same is still taken, as before.
  Table t({"Ana", "Ben"}, "Ana");
  ben_down_to(t, 1);
  t.ok({{"play", "wild"}, {"by", "Ben"}, {"color", "blue"}});
  CHECK(t.state()["expecting"] == "the cards left in every hand but Ben's (light side)");
}
