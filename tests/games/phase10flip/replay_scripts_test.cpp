// Whole Phase 10 Flip games as scripts (tests/scripts/phase10flip/), replayed
// through `flipside replay` in-process. The expected values were worked out
// by hand from the rules (the comments in the scripts show the sums).
#include <catch2/catch.hpp>

#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"

namespace {

struct Run {
  int exit = -1;
  nlohmann::json state;
  std::string err;
};

Run replay(const std::string& name) {
  std::ostringstream out, err;
  Run r;
  r.exit = flipside::cli::run_replay(std::string(FLIPSIDE_TEST_SCRIPTS) + "/phase10flip/" + name, out, err);
  r.state = nlohmann::json::parse(out.str());
  r.err = err.str();
  return r;
}

}  // namespace

TEST_CASE("Replay: a short game (2 phases, 3 players) ends Ana 50, Ben 75, Cy 65, Ana wins",
          "[phase10flip][replay][rule5][rule6]") {
  Run r = replay("short_game.jsonl");
  CHECK(r.exit == 0);
  CHECK(r.err.empty());
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 2);
  CHECK(r.state["side"] == "color");
  CHECK(r.state["players"][0]["total"] == 50);
  CHECK(r.state["players"][1]["total"] == 75);
  CHECK(r.state["players"][2]["total"] == 65);
  CHECK(r.state["rounds"][0]["points"] == nlohmann::json({{"Ana", 50}, {"Ben", 45}, {"Cy", 0}}));
  CHECK(r.state["rounds"][1]["points"] == nlohmann::json({{"Ana", 0}, {"Ben", 30}, {"Cy", 65}}));
  CHECK(r.state["players"][2]["phase"] == 2);  // Cy never completed phase 2
  // RULINGS Phase 10 Flip 8: Ana and Ben completed both phases; the last hand stays on the table.
  CHECK(r.state["players"][0]["phase"] == 3);
  CHECK(r.state["players"][1]["phase"] == 3);
  CHECK(r.state["players"][0]["laid_down"] == true);
  CHECK(r.state["players"][1]["groups"][0]["cards"] == nlohmann::json({"red 7", "red 8", "red 9"}));
}

TEST_CASE("Replay: a ten-hands tie is played off, the first out wins", "[phase10flip][replay][rule6][variant]") {
  Run r = replay("tie_break.jsonl");
  CHECK(r.exit == 0);
  CHECK(r.state["winner"] == "Ben");
  CHECK(r.state["round"] == 3);
  CHECK(r.state["players"][0]["total"] == 115);
  CHECK(r.state["players"][1]["total"] == 50);
  // RULINGS Phase 10 Flip 8: the tie-break hand stays as it was played, and
  // everyone is past the last phase (ten_hands: everyone moves on every hand).
  CHECK(r.state["players"][1]["laid_down"] == true);
  CHECK(r.state["players"][1]["groups"].size() == 2);
  CHECK(r.state["players"][0]["phase"] == 3);
  CHECK(r.state["players"][1]["phase"] == 3);
}

TEST_CASE("Replay: rejected lines give exit 1, the line number and the reason", "[phase10flip][replay]") {
  Run r = replay("rejected_gap.jsonl");
  CHECK(r.exit == 1);
  CHECK(r.err == "line 5: Phase 4 needs a colour run of 3: red 5, red 7 leave a gap that no star fills\n");
  CHECK(r.state["players"][0]["phase"] == 4);
  r = replay("rejected_hit_before_phase.jsonl");
  CHECK(r.exit == 1);
  CHECK(r.err == "line 3: Ben must lay down phase 1 before hitting\n");
  CHECK(r.state["players"][0]["laid_down"] == true);
}

// RULINGS Phase 10 Flip 7: a player who did not complete their phase holds all 10 cards, 50 to 200.
TEST_CASE("Replay: a 5 typed for 50 for a player without their phase is refused", "[phase10flip][replay][rule7][issue19]") {
  Run r = replay("rejected_five_points.jsonl");
  CHECK(r.exit == 1);
  CHECK(r.err ==
        "line 4: Ben's 5 points cannot be: Ben did not complete their phase this hand, so holds all 10 cards, which "
        "score from 50 to 200\n");
  CHECK(r.state["players"][1]["total"] == 0);
}
