// `flipside replay` in-process, on the committed whole-game scripts: each
// replays to its committed expected state.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"

namespace {

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("Replay: every committed whole game replays to its committed final state", "[cli][replay]") {
  int games = 0;
  for (const auto& entry : std::filesystem::directory_iterator(FLIPSIDE_TEST_SCRIPTS)) {
    const auto path = entry.path();
    if (path.extension() != ".jsonl") continue;
    auto expected = path;
    expected.replace_extension(".expected.json");
    if (!std::filesystem::exists(expected)) continue;
    INFO(path.filename().string());
    std::ostringstream out, err;
    CHECK(flipside::cli::run_replay(path.string(), out, err) == 0);
    CHECK(err.str().empty());
    CHECK(out.str() == read_file(expected));
    ++games;
  }
  CHECK(games >= 3);
}

TEST_CASE("Replay: the hand-checked short game ends Ana 56, Ben 18, Cy 22", "[cli][replay]") {
  std::ostringstream out, err;
  REQUIRE(flipside::cli::run_replay(std::string(FLIPSIDE_TEST_SCRIPTS) + "/short_game.jsonl", out, err) == 0);
  auto state = nlohmann::json::parse(out.str());
  CHECK(state["finished"] == true);
  CHECK(state["winner"] == "Ana");
  CHECK(state["round"] == 2);
  CHECK(state["players"][0]["total"] == 56);
  CHECK(state["players"][1]["total"] == 18);
  CHECK(state["players"][2]["total"] == 22);
  CHECK(state["rounds"][0]["points"] == nlohmann::json{{"Ana", 23}, {"Ben", 0}, {"Cy", 22}});
  CHECK(state["rounds"][1]["points"] == nlohmann::json{{"Ana", 33}, {"Ben", 18}, {"Cy", 0}});
}

TEST_CASE("Replay: a rejected line gives exit 1, its number, and the state before it", "[cli][replay]") {
  std::ostringstream out, err;
  CHECK(flipside::cli::run_replay(std::string(FLIPSIDE_TEST_SCRIPTS) + "/rejected_out_of_turn.jsonl", out, err) == 1);
  CHECK(err.str() == "line 6: Ben is not on turn: it is Ana's turn\n");
  auto state = nlohmann::json::parse(out.str());
  CHECK(state["turn"] == "Ana");
  CHECK(state["players"][0]["numbers"] == nlohmann::json::array({12}));
}
