// A corrupt file gets a clear message, never a crash: seeded mutations of a
// whole-game script (bytes changed, dropped or inserted, lines swapped or
// repeated) always end in one of the three verdicts, and a refusal names a
// line of the file with a sentence.
#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <sstream>

#include "core/i18n/lang.hpp"
#include "core/replay.hpp"

namespace {

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string mutate(std::vector<std::string> lines, std::mt19937& rng) {
  auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  const int edits = 1 + static_cast<int>(pick(3));
  for (int e = 0; e < edits; ++e) {
    std::string& line = lines[pick(lines.size())];
    switch (pick(6)) {
      case 0:
        if (!line.empty()) line[pick(line.size())] = static_cast<char>(pick(256));
        break;
      case 1:
        if (!line.empty()) line.erase(pick(line.size()), 1);
        break;
      case 2: line.insert(line.empty() ? 0 : pick(line.size()), 1, "{}[]\":,\\"[pick(9)]); break;
      case 3: std::swap(lines[pick(lines.size())], lines[pick(lines.size())]); break;
      case 4: lines.insert(lines.begin() + static_cast<long>(pick(lines.size())), lines[pick(lines.size())]); break;
      default: line = line.substr(0, line.empty() ? 0 : pick(line.size())); break;
    }
  }
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  return text;
}

}  // namespace

TEST_CASE("Replay: thousands of corrupted scripts each get a verdict and a sentence, never a crash",
          "[cli][replay][robustness]") {
  const auto lines = read_lines(std::string(FLIPSIDE_TEST_SCRIPTS) + "/short_game.jsonl");
  REQUIRE(lines.size() > 10);
  std::mt19937 rng(20261122);
  int accepted = 0, rejected = 0, unreadable = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::string script = mutate(lines, rng);
    std::istringstream in(script);
    flipside::ReplayResult result;
    REQUIRE_NOTHROW(result = flipside::replay_script(in));
    switch (result.status) {
      case flipside::ReplayResult::Status::kAccepted:
        ++accepted;
        REQUIRE(result.game);
        break;
      case flipside::ReplayResult::Status::kRejected:
        ++rejected;
        REQUIRE(result.game);  // the state before the refused line
        REQUIRE(result.line >= 2);
        REQUIRE_FALSE(flipside::render(result.error).empty());
        REQUIRE_NOTHROW(result.game->state().dump());
        break;
      case flipside::ReplayResult::Status::kUnreadable:
        ++unreadable;
        REQUIRE(result.line >= 1);
        REQUIRE_FALSE(flipside::render(result.error).empty());
        break;
    }
  }
  CHECK(rejected > 0);
  CHECK(unreadable > 0);
  CHECK(accepted + rejected + unreadable == 3000);
}
