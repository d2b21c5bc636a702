// Flip 7 engine figures (issue targets on this machine: ≥ 5 million events/s
// on one core, one-million-line replay ≤ 2 s, ≤ 2 µs per odds query).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "bench.hpp"
#include "core/replay.hpp"
#include "games/flip7/engine.hpp"
#include "games/flip7/script_codec.hpp"
#include "support/random_flip7.hpp"

namespace flipside::bench {
namespace {

using namespace flipside::flip7;

constexpr int kMillion = 1'000'000;

struct ScriptedGame {
  ScriptHeader header;
  std::vector<nlohmann::json> lines;
};

// A game that never reaches its target: as many lines as asked.
ScriptedGame long_game(int lines) {
  ScriptedGame g;
  g.header = testkit::flip7_header({"Ana", "Ben", "Cleo", "Dani"}, kMaxTarget);
  int count = 0;
  g.lines = testkit::play(g.header, 2026, [&](const Engine&, const nlohmann::json&) { return count++ >= lines; });
  return g;
}

const ScriptedGame& million_line_game() {
  static const ScriptedGame game = long_game(kMillion);  // built once for all benchmarks
  return game;
}

void engine_events_per_second(const Context&) {
  const auto& game = million_line_game();
  std::vector<Event> events;
  events.reserve(game.lines.size());
  Message error;
  for (const auto& line : game.lines) events.push_back(*parse_event(line, game.header, &error));
  auto options = parse_options(game.header.options, &error);

  double best = 1e9;
  long long checksum = 0;
  for (int rep = 0; rep < 5; ++rep) {
    Engine engine(game.header.players, game.header.seat_of(game.header.dealer), *options);
    auto start = std::chrono::steady_clock::now();
    for (const Event& e : events) checksum += engine.apply(e).notice_count;
    best = std::min(best, seconds_since(start));
    checksum += engine.player(0).total;
  }
  std::printf("engine: %zu events applied in %.3f s (best of 5): %.2f million events/s (target >= 5)  [checksum %lld]\n",
              events.size(), best, events.size() / best / 1e6, checksum);
}

void replay_million_lines(const Context& context) {
  const auto& game = million_line_game();
  const std::string script = testkit::to_script(game.header, game.lines);
  const auto path = std::filesystem::temp_directory_path() / ("flipside-bench-" + std::to_string(getpid()) + ".jsonl");
  {
    std::ofstream out(path, std::ios::binary);
    out << script;
  }
  std::printf("script: %zu lines, %.1f MB\n", game.lines.size() + 1, script.size() / 1e6);

  std::istringstream in(script);
  auto start = std::chrono::steady_clock::now();
  ReplayResult result = replay_script(in);
  const double in_process = seconds_since(start);
  std::printf("replay in-process: %.3f s (%s, %d events)\n", in_process,
              result.status == ReplayResult::Status::kAccepted ? "accepted" : "REJECTED", result.events);

  if (!context.flipside_binary.empty()) {
    const std::string command = context.flipside_binary + " replay " + path.string() + " > /dev/null";
    double best = 1e9;
    for (int rep = 0; rep < 3; ++rep) {
      start = std::chrono::steady_clock::now();
      int status = std::system(command.c_str());
      best = std::min(best, seconds_since(start));
      if (status != 0) std::printf("flipside replay exited with %d\n", status);
    }
    std::printf("`flipside replay` of a one-million-line script: %.3f s (best of 3, target <= 2 s)\n", best);
  }
  std::filesystem::remove(path);
}

void odds_query(const Context&) {
  // A mid-round table: 4 players, a few cards each, from the long game's start.
  auto game = long_game(40);
  Message error;
  auto options = parse_options(game.header.options, &error);
  Engine engine(game.header.players, game.header.seat_of(game.header.dealer), *options);
  for (const auto& line : game.lines) engine.apply(*parse_event(line, game.header, &error));

  constexpr int kQueries = 2'000'000;
  double sink = 0;
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < kQueries; ++i) {
    const int p = i % engine.player_count();
    sink += engine.bust_probability(p) + engine.expected_points_if_hit(p);
  }
  const double elapsed = seconds_since(start);
  std::printf("odds: one query (bust chance + expected points of one more card) takes %.1f ns (target <= 2000 ns)  [%g]\n",
              elapsed / kQueries * 1e9, sink);
}

const Registrar kEvents("engine: events per second", engine_events_per_second);
const Registrar kReplay("engine: replay one million lines", replay_million_lines);
const Registrar kOdds("engine: odds query", odds_query);

}  // namespace
}  // namespace flipside::bench
