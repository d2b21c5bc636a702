// Whole games in tests/scripts/flinch/ replayed through `flipside replay`
// (in-process): exit codes and the key state fields, worked out by hand from
// the rules (the comments say how), and rejected lines ("line N: reason").
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
  r.code = flipside::cli::run_replay(std::string(FLIPSIDE_TEST_SCRIPTS) + "/flinch/" + name, out, err);
  r.state = nlohmann::json::parse(out.str());
  r.err = err.str();
  return r;
}

}  // namespace

TEST_CASE("Script: Ana plays her Flinch pile 1 to 10 straight and wins (rules 1, 5)", "[flinch][script]") {
  Run r = replay("straight_run_win.jsonl");
  CHECK(r.code == 0);
  CHECK(r.err.empty());
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["turn"] == "Ana");
  CHECK(r.state["piles"] == nlohmann::json::parse(R"([{"id":1,"next":[11]}])"));
  CHECK(r.state["players"][0]["total"] == 0);
  CHECK(r.state["players"][0]["flinch_top"].is_null());
  CHECK(r.state["players"][1]["total"] == 10);
  CHECK(r.state["players"][1]["flinch_top"] == 12);
  CHECK(r.state["players"][0]["hand"] == 5);  // never touched
}

TEST_CASE("Script: from15, a down pile, Ben ends his turn with his 9 playable and Cy calls (rules 3, 4, 6)",
          "[flinch][script]") {
  Run r = replay("from15_call.jsonl");
  CHECK(r.code == 0);
  CHECK(r.state["finished"] == false);
  // Ben's reserve 4 goes back to his hand (5 - 3 played = 2, +0: the 4 never left),
  // his turn is over: Cy's turn. Cy's 12 went under Ben's pile: Ben 10 + 1, Cy 10 - 1.
  CHECK(r.state["turn"] == "Cy");
  CHECK(r.state["piles"] == nlohmann::json::parse(R"([{"id":1,"next":[9]}])"));
  CHECK(r.state["players"][0]["flinch_left"] == 8);
  CHECK(r.state["players"][0]["flinch_top"] == 3);
  CHECK(r.state["players"][0]["reserves"] == nlohmann::json::parse("[6,null,null,null,null]"));
  CHECK(r.state["players"][0]["hand"] == 3);
  CHECK(r.state["players"][1]["flinch_left"] == 11);
  CHECK(r.state["players"][1]["flinch_top"] == 9);
  CHECK(r.state["players"][1]["reserves"] == nlohmann::json::parse("[null,null,null,null,null]"));
  CHECK(r.state["players"][1]["hand"] == 2);
  CHECK(r.state["players"][2]["flinch_left"] == 9);
  CHECK(r.state["players"][2]["flinch_top"] == 5);
  CHECK(r.state["players"][2]["hand"] == 5);
  CHECK(r.state["stock"] == 150 - 45);
  CHECK(r.state["flinchable"].empty());
}

TEST_CASE("Script: rejected lines stop the replay with exit 1 and the line's reason", "[flinch][script]") {
  Run r = replay("rejected_call_without_breach.jsonl");
  CHECK(r.code == 1);
  CHECK(r.err == "line 5: No Flinch call is valid now: Ana did not just break an obligation\n");
  CHECK(r.state["turn"] == "Ana");
  r = replay("rejected_reveal_missing.jsonl");
  CHECK(r.code == 1);
  CHECK(r.err == "line 5: First reveal the new top of Ana's Flinch pile\n");
  CHECK(r.state["players"][0]["flinch_left"] == 9);
}

TEST_CASE("Script: partnerships, Ana empties her pile then plays out her partner Cy's, the pair wins (rule 6)",
          "[flinch][script][partners]") {
  Run r = replay("partners_pair_wins.jsonl");
  CHECK(r.code == 0);
  CHECK(r.err.empty());
  CHECK(r.state["finished"] == true);
  // Ana played the last card (Cy's 6): she is the winner named, and both win.
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["winners"] == nlohmann::json::parse(R"(["Ana","Cy"])"));
  CHECK(r.state["options"]["partners"] == true);
  CHECK(r.state["players"][0]["partner"] == "Cy");
  CHECK(r.state["players"][3]["partner"] == "Ben");
  // Pile 1 went 1..15 and left; pile 2 holds Cy's 1..6.
  CHECK(r.state["piles"] == nlohmann::json::parse(R"([{"id":2,"next":[7]}])"));
  CHECK(r.state["players"][0]["flinch_left"] == 0);
  CHECK(r.state["players"][2]["flinch_left"] == 0);
  CHECK(r.state["players"][0]["hand"] == 4);  // one 11 from hand
  CHECK(r.state["players"][1]["flinch_left"] == 10);
  CHECK(r.state["expecting"] == "nothing: the game is over, Ana and Cy won");
}

// RULINGS Flinch 8 (contract: "a number is never reused"): Ana's first pile
// is taken back by Ben's call; the next pile is pile 2, and the script's
// "pile:2" is that pile (today's refusal: "There is no pile 2 on the table").
TEST_CASE("Script: a pile taken back by a call keeps its number, the next pile is pile 2 (rule 8)",
          "[flinch][script][rule8]") {
  Run r = replay("call_keeps_pile_numbers.jsonl");
  CHECK(r.err.empty());
  CHECK(r.code == 0);
  CHECK(r.state["piles"] == nlohmann::json::parse(R"([{"id":2,"next":[3]}])"));
  CHECK(r.state["turn"] == "Ana");
  // Ben's 9 went under Ana's pile: 10 + 1 - 2 played.
  CHECK(r.state["players"][0]["flinch_left"] == 9);
  CHECK(r.state["players"][1]["flinch_left"] == 9);
}

// RULINGS Flinch 7 (contract {"pass":name}): eight players and one deck; the
// stock runs out in the opening, and Gus, then Hal, can do nothing on their
// turn. Hal's pass while his reserve 2 can still go is refused.
TEST_CASE("Script: eight players, one deck: a player with no card in hand, nothing to draw and nothing playable "
          "passes (rule 7)",
          "[flinch][script][rule7][pass]") {
  Run r = replay("eight_players_pass.jsonl");
  CHECK(r.err.empty());
  CHECK(r.code == 0);
  CHECK(r.state["turn"] == "Ana");
  CHECK(r.state["stock"] == 0);
  CHECK(r.state["piles"] == nlohmann::json::parse(R"([{"id":1,"next":[4]}])"));
  // Passes put no card on a reserve: Gus's and Hal's reserves as the opening left them (Hal's 2 played).
  CHECK(r.state["players"][6]["reserves"] == nlohmann::json::parse("[4,5,6,7,8]"));
  CHECK(r.state["players"][7]["reserves"] == nlohmann::json::parse("[5,6,7,8,null]"));
  CHECK(r.state["players"][6]["hand"] == 0);
  CHECK(r.state["players"][7]["hand"] == 0);
  CHECK(r.state["players"][0]["hand"] == 3);
  r = replay("rejected_pass_can_play.jsonl");
  CHECK(r.code == 1);
  CHECK(r.err == "line 62: Hal cannot pass: the 2 can still go on pile 1\n");
  CHECK(r.state["turn"] == "Hal");
}
