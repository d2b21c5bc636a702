// Whole games in tests/scripts/flip7/ through `flipside replay`
// (cli::run_replay, in-process): a Flip Three's third card with its target
// (RULINGS.md Flip 7, rule 5), the house rule deck_cycle every_round (rule 11)
// and score mode (rule 12). The expected values
// were worked out by hand from the rules (comments in each script), not
// copied from the engine.
#include <catch2/catch.hpp>

#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"

namespace {

struct Run {
  int code = -1;
  nlohmann::json state;
  std::string err;
};

Run replay(const std::string& name) {
  std::ostringstream out, err;
  Run r;
  r.code = flipside::cli::run_replay(std::string(FLIPSIDE_TEST_SCRIPTS) + "/flip7/" + name, out, err);
  r.err = err.str();
  if (!out.str().empty()) r.state = nlohmann::json::parse(out.str());
  return r;
}

nlohmann::json totals(const nlohmann::json& state) {
  nlohmann::json t = nlohmann::json::object();
  for (const auto& p : state["players"]) t[p["name"].get<std::string>()] = p["total"];
  return t;
}

}  // namespace

TEST_CASE("Scripts: every_round, the only 1 and 0 come out again in round 2, Ben wins 24 to 13",
          "[flip7][script][rule11]") {
  Run r = replay("every_round_two_rounds.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ben");
  CHECK(r.state["round"] == 2);
  CHECK(totals(r.state) == nlohmann::json{{"Ana", 13}, {"Ben", 24}});
  CHECK(r.state["rounds"][0]["points"] == nlohmann::json{{"Ana", 1}, {"Ben", 12}});
  CHECK(r.state["rounds"][1]["points"] == nlohmann::json{{"Ana", 12}, {"Ben", 12}});
  // Round 2 started from all 94 cards and drew 5 (1, 0, x2, 12, +10).
  CHECK(r.state["draw_pile"] == 89);
  CHECK(r.state["discard_pile"] == 5);
  CHECK(r.state["options"]["deck_cycle"] == "every_round");
}

TEST_CASE("Scripts: the same round 2 with the rulebook's cycle refuses the 1 (rule 8)", "[flip7][script][rule8][rule11]") {
  Run r = replay("rejected_rulebook_card_gone.jsonl");
  CHECK(r.code == 1);
  CHECK(r.err == "line 9: A 1 cannot come now: the deck has 1 and none is left in the draw pile (1 in the discard pile)\n");
  CHECK(r.state["round"] == 2);
  CHECK(r.state["draw_pile"] == 91);
  CHECK(r.state["discard_pile"] == 3);
}

TEST_CASE("Scripts: score mode, a tie at 102 plays a third round, Ana wins with 117", "[flip7][script][rule12][rule9]") {
  Run r = replay("score_mode_tie.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 3);
  CHECK(totals(r.state) == nlohmann::json{{"Ana", 117}, {"Ben", 111}, {"Cleo", 30}});
  CHECK(r.state["rounds"].size() == 3);
  CHECK(r.state["rounds"][1]["points"] == nlohmann::json{{"Ana", 62}, {"Ben", 77}, {"Cleo", 0}});
  CHECK(r.state["draw_pile"].is_null());
  CHECK(r.state["dealer"] == "Ben");  // Cleo, Ana, Ben: the deal passes left each round
  for (const auto& p : r.state["players"]) {
    CHECK(p["status"] == "active");
    CHECK(p["numbers"].empty());
    CHECK(p["modifiers"].empty());
    CHECK(p["second_chance"] == false);
  }
}

TEST_CASE("Scripts: score mode solo challenge with two decks, 201 in round 3 wins", "[flip7][script][rule12][rule10]") {
  Run r = replay("score_mode_round_limit.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 3);
  CHECK(totals(r.state) == nlohmann::json{{"Ana", 201}});
}

TEST_CASE("Scripts: score mode solo challenge missed, 199 after the 2 rounds allowed", "[flip7][script][rule12][rule10]") {
  Run r = replay("score_mode_round_limit_missed.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"].is_null());
  CHECK(r.state["round"] == 2);
  CHECK(totals(r.state) == nlohmann::json{{"Ana", 199}});
}

TEST_CASE("Scripts: score mode refusals give the line and the reason", "[flip7][script][rule12]") {
  Run too_many = replay("score_mode_rejected_too_many.jsonl");
  CHECK(too_many.code == 1);
  CHECK(too_many.err == "line 4: Ben's 172 points are more than one round can give (171 with one deck)\n");
  CHECK(too_many.state["round"] == 2);
  CHECK(totals(too_many.state) == nlohmann::json{{"Ana", 30}, {"Ben", 171}, {"Cleo", 0}});

  Run card = replay("score_mode_rejected_card.jsonl");
  CHECK(card.code == 1);
  CHECK(card.err ==
        "line 3: Score mode takes only whole rounds' points, as {\"round\":{\"points\":{\"Ana\":25,…}}}\n");
  CHECK(card.state["round"] == 2);

  Run cards_mode = replay("rejected_round_in_cards_mode.jsonl");
  CHECK(cards_mode.code == 1);
  CHECK(cards_mode.err == "line 2: Round points are for score mode: in this game every card is entered\n");
  CHECK(cards_mode.state["round"] == 1);
  CHECK(cards_mode.state["draw_pile"] == 94);
}

TEST_CASE("Scripts: a Flip Three's third card carries its target (rule 5), Fay takes the next three",
          "[flip7][script][rule5][third_card]") {
  Run r = replay("third_card_flip3_target.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  const auto& players = r.state["players"];
  CHECK(players[1]["numbers"] == nlohmann::json{1, 2, 11});
  CHECK(players[1]["status"] == "stayed");
  CHECK(players[3]["numbers"] == nlohmann::json{3, 4, 5, 9});
  CHECK(r.state["draw_pile"] == 94 - 11);  // eleven cards drawn
}
