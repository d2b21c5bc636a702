// Flinch engine figures (issue targets: >= 1 million engine events per second
// with the `flinchable` computation, one-million-line replay <= 2 s). The
// games come from the physical random table of tests/support/random_flinch.hpp,
// played game after game until a million lines are gathered.
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "replay_timing.hpp"
#include "games/flinch/engine.hpp"
#include "games/flinch/script_codec.hpp"
#include "support/random_flinch.hpp"

namespace flipside::bench {
namespace {

using namespace flipside::flinch;

constexpr int kMillion = 1'000'000;

struct FlinchGames {
  ScriptHeader header;
  std::vector<std::vector<nlohmann::json>> games;
  std::size_t lines = 0;
};

const FlinchGames& million_lines() {
  static const FlinchGames all = [] {
    FlinchGames g;
    g.header.game = "flinch";
    g.header.players = {"Ana", "Ben", "Cleo", "Dani"};
    g.header.dealer = "Dani";
    for (unsigned seed = 1; g.lines < static_cast<std::size_t>(kMillion); ++seed) {
      testkit::flinch::RandomFlinchTable table(g.header, Variant::kStandard, 1, seed);
      std::vector<nlohmann::json> lines;
      while (auto line = table.next()) lines.push_back(std::move(*line));
      g.lines += lines.size();
      g.games.push_back(std::move(lines));
    }
    return g;
  }();
  return all;
}

void flinch_events_per_second(const Context&) {
  const auto& all = million_lines();
  Message error;
  std::vector<std::vector<Event>> games;
  for (const auto& lines : all.games) {
    games.emplace_back();
    for (const auto& line : lines) games.back().push_back(*parse_event(line, all.header, &error));
  }
  const Options options = *parse_options(all.header.options, &error);
  double best = 1e9;
  long long checksum = 0;
  for (int rep = 0; rep < 5; ++rep) {
    auto start = std::chrono::steady_clock::now();
    for (const auto& events : games) {
      Engine engine(all.header.players, 3, options);
      for (const Event& e : events) {
        const Outcome out = engine.apply(e);
        checksum += out.notice_count + (engine.breach() ? 1 : 0);  // flinchable, as the state shows it
      }
      checksum += engine.winner();
    }
    best = std::min(best, seconds_since(start));
  }
  std::printf("flinch engine: %zu events in %.3f s (best of 5): %.2f million events/s (target >= 1)  [checksum %lld]\n",
              all.lines, best, all.lines / best / 1e6, checksum);
}

// A million lines of scripts: a Flinch game ends when someone empties their
// Flinch pile (a few hundred lines), so the million lines are whole games,
// each a script with its header, replayed one after the other and timed
// together.
void flinch_replay_million_lines(const Context&) {
  const auto& all = million_lines();
  std::vector<ScriptRef> games;
  for (const auto& lines : all.games) games.push_back({&all.header, &lines});
  print_replay("flinch", time_replay(games), 2.0);
}

const Registrar kFlinchEvents("flinch: events per second", flinch_events_per_second);
const Registrar kFlinchReplay("flinch: replay one million lines", flinch_replay_million_lines);

}  // namespace
}  // namespace flipside::bench
