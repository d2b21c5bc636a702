// Whole games in tests/scripts/unoflip/ through `flipside replay`
// (cli::run_replay, in-process). The expected values were worked out by hand
// from the rules (comments in each script), not copied from the engine.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"

namespace {

struct Run {
  int code = -1;
  nlohmann::json state;
  std::string err;
};

std::string script_path(const std::string& name) { return std::string(FLIPSIDE_TEST_SCRIPTS) + "/unoflip/" + name; }

Run replay_path(const std::string& path) {
  std::ostringstream out, err;
  Run r;
  r.code = flipside::cli::run_replay(path, out, err);
  r.err = err.str();
  if (!out.str().empty()) r.state = nlohmann::json::parse(out.str());
  return r;
}

Run replay(const std::string& name) { return replay_path(script_path(name)); }

}  // namespace

TEST_CASE("Scripts: a classic game of two hands, one scored dark, one light", "[unoflip][script][rule8]") {
  Run r = replay("classic_two_hands.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 2);
  CHECK(r.state["players"][0]["total"] == 149);
  CHECK(r.state["players"][1]["total"] == 21);
  CHECK(r.state["hands"][0]["side"] == "dark");
  CHECK(r.state["hands"][0]["points"]["Ben"] == 21);
  CHECK(r.state["hands"][1]["side"] == "light");
  CHECK(r.state["dealer"] == "Ben");
  CHECK(r.state["turn"].is_null());
}

TEST_CASE("Scripts: a Transformers hand with both duels and a Wild Draw Colour", "[unoflip][script][rule6][rule5]") {
  Run r = replay("transformers_duels.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 1);
  // Ben 26 + Cy 92.
  CHECK(r.state["players"][0]["total"] == 118);
  CHECK(r.state["players"][1]["cards"] == 16);
  CHECK(r.state["players"][2]["cards"] == 6);
  CHECK(r.state["hands"][0]["side"] == "dark");
}

TEST_CASE("Scripts: score mode, by points and by cards on either side", "[unoflip][script][score]") {
  Run r = replay("score_mode.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ben");
  CHECK(r.state["round"] == 3);
  CHECK(r.state["players"][0]["total"] == 0);
  CHECK(r.state["players"][1]["total"] == 101);  // 42 + 50 + 9
  CHECK(r.state["players"][2]["total"] == 73);   // 30 + 40 + 3
  CHECK(r.state["dealer"] == "Cy");
}

TEST_CASE("Scripts: rejected lines give exit 1 and the line's number", "[unoflip][script]") {
  Run a = replay("rejected_no_match.jsonl");
  CHECK(a.code == 1);
  CHECK(a.err == "line 3: Ben cannot play blue 3 on red 7: it matches neither colour nor number\n");
  CHECK(a.state["turn"] == "Ben");
  Run b = replay("rejected_third_copy.jsonl");
  CHECK(b.code == 1);
  CHECK(b.err == "line 4: There is no red 7 left to play: all 2 copies are already on the discard pile\n");
  CHECK(b.state["players"][0]["cards"] == 7);
  Run c = replay("rejected_unknown_field.jsonl");
  CHECK(c.code == 1);
  CHECK(c.err == "line 3: unknown field \"colour\"\n");
}

TEST_CASE("Scripts: a Transformers game in score mode, cards read by either side or points typed",
          "[unoflip][script][rule8]") {
  Run r = replay("transformers_score_mode.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["finished"] == true);
  CHECK(r.state["winner"] == "Ana");
  CHECK(r.state["round"] == 3);
  CHECK(r.state["players"][0]["total"] == 190);
  CHECK(r.state["players"][1]["total"] == 0);
  CHECK(r.state["players"][2]["total"] == 15);
  CHECK(r.state["hands"][0]["side"] == "dark");
  CHECK(r.state["hands"][0]["points"]["Ana"] == 139);  // 70 + 69
  CHECK(r.state["hands"][0]["points"]["Ben"] == 0);
  CHECK(r.state["hands"][2]["side"] == "light");
  CHECK(r.state["players"][0]["cards"].is_null());  // score mode tracks no hands
}

TEST_CASE("Scripts: UNO said again is accepted and the game is as without it (RULINGS UNO Flip 10)",
          "[unoflip][script][rule10]") {
  // "Saying UNO again, when one has already called it with the same card
  // count, is accepted and changes nothing."
  Run r = replay("uno_twice.jsonl");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.state["players"][0]["total"] == 0);
  CHECK(r.state["players"][1]["total"] == 12);  // Ana held 3 cards: caught, though Ben said UNO again first
  CHECK(r.state["hands"][0]["winner"] == "Ben");

  // The same script without the three repeated calls ends in the same state.
  const auto stripped = std::filesystem::temp_directory_path() / "unoflip_uno_once.jsonl";
  {
    std::ifstream in(script_path("uno_twice.jsonl"));
    std::ofstream out(stripped);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (n != 14 && n != 16 && n != 23) out << line << '\n';
  }
  Run once = replay_path(stripped.string());
  std::filesystem::remove(stripped);
  REQUIRE(once.code == 0);
  CHECK(once.state == r.state);
}
