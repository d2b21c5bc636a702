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

TEST_CASE("Replay: a short game (2 phases, 3 players) ends Ana 50, Ben 75, Cy 65; Ana wins",
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
}

TEST_CASE("Replay: a ten-hands tie is played off; the first out wins", "[phase10flip][replay][rule6][variant]") {
  Run r = replay("tie_break.jsonl");
  CHECK(r.exit == 0);
  CHECK(r.state["winner"] == "Ben");
  CHECK(r.state["round"] == 3);
  CHECK(r.state["players"][0]["total"] == 115);
  CHECK(r.state["players"][1]["total"] == 50);
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
