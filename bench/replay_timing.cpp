#include "replay_timing.hpp"

#include <chrono>
#include <cstdio>
#include <sstream>

#include "bench.hpp"
#include "core/replay.hpp"

namespace flipside::bench {

ReplayFigures time_replay(const std::vector<ScriptRef>& games) {
  ReplayFigures f;
  std::vector<std::string> scripts;
  scripts.reserve(games.size());
  for (const ScriptRef& game : games) {
    std::string text = game.header->to_json().dump();
    text += '\n';
    for (const auto& line : *game.lines) {
      text += line.dump();
      text += '\n';
    }
    f.bytes += text.size();
    scripts.push_back(std::move(text));
  }
  f.scripts = scripts.size();
  auto start = std::chrono::steady_clock::now();
  for (const auto& text : scripts) {
    std::istringstream in(text);
    ReplayResult r = replay_script(in);
    f.events += r.events;
    f.rejected += r.status != ReplayResult::Status::kAccepted;
  }
  f.seconds = seconds_since(start);
  return f;
}

void print_replay(const char* game, const ReplayFigures& f, double target_s, const std::string& detail) {
  std::printf("%s replay in-process: %d lines (%zu games, %.1f MB%s) in %.3f s, %d rejected (target <= %g s)\n", game,
              f.events, f.scripts, static_cast<double>(f.bytes) / 1e6, detail.c_str(), f.seconds, f.rejected, target_s);
}

}  // namespace flipside::bench
