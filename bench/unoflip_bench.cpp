// UNO Flip engine figures (issue 19's targets: >= 5 million engine events
// per second, the one-million-line replay <= 1 s). The games come from the seeded
// physical table of tests/support/random_unoflip.hpp (the random-play test's
// simulator), played game after game until a million lines are gathered.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "replay_timing.hpp"
#include "games/unoflip/engine.hpp"
#include "games/unoflip/script_codec.hpp"
#include "support/random_unoflip.hpp"

namespace flipside::bench {
namespace {

using namespace flipside::unoflip;

constexpr int kMillion = 1'000'000;

struct UnoGame {
  ScriptHeader header;
  std::vector<nlohmann::json> lines;
};

struct UnoGames {
  std::vector<UnoGame> games;
  std::size_t lines = 0;
  int unfinished = 0;
};

const UnoGames& million_lines() {
  static const UnoGames all = [] {
    UnoGames g;
    for (unsigned seed = 1; g.lines < static_cast<std::size_t>(kMillion); ++seed) {
      UnoGame game;
      game.header = testkit::unoflip::RandomUnoFlipTable::random_header(seed);
      testkit::unoflip::RandomUnoFlipTable table(game.header, seed * 7919u + 11u);
      while (auto line = table.next()) game.lines.push_back(std::move(*line));
      g.unfinished += !table.finished();
      g.lines += game.lines.size();
      g.games.push_back(std::move(game));
    }
    return g;
  }();
  return all;
}

int seat_of(const ScriptHeader& h) {
  return static_cast<int>(std::find(h.players.begin(), h.players.end(), h.dealer) - h.players.begin());
}

void unoflip_events_per_second(const Context&) {
  const auto& all = million_lines();
  Message error;
  struct Parsed {
    const ScriptHeader* header;
    Options options;
    std::vector<Event> events;
  };
  std::vector<Parsed> games;
  for (const auto& game : all.games) {
    Parsed p{&game.header, *parse_options(game.header.options, &error), {}};
    for (const auto& line : game.lines) p.events.push_back(*parse_event(line, game.header, &error));
    games.push_back(std::move(p));
  }
  double best = 1e9;
  long long checksum = 0, rejected = 0;
  for (int rep = 0; rep < 5; ++rep) {
    auto start = std::chrono::steady_clock::now();
    for (const auto& game : games) {
      Engine engine(game.header->players, seat_of(*game.header), game.options);
      for (const Event& e : game.events) {
        const Outcome out = engine.apply(e);
        checksum += static_cast<long long>(out.notices.size()) + engine.draw_pile_size();
        rejected += !out.accepted;
      }
      checksum += engine.winner();
    }
    best = std::min(best, seconds_since(start));
  }
  std::printf(
      "unoflip engine: %zu events in %.3f s (best of 5): %.2f million events/s (target >= 5)  [%zu games, %d "
      "unfinished, %lld rejected, checksum %lld]\n",
      all.lines, best, all.lines / best / 1e6, all.games.size(), all.unfinished, rejected / 5, checksum);
}

// A million lines of scripts: whole games, each a script with its header,
// replayed one after the other through `flipside replay`'s path and timed
// together.
void unoflip_replay_million_lines(const Context&) {
  const auto& all = million_lines();
  std::vector<ScriptRef> games;
  for (const auto& game : all.games) games.push_back({&game.header, &game.lines});
  print_replay("unoflip", time_replay(games), 1.0);
}

const Registrar kUnoFlipEvents("unoflip: events per second", unoflip_events_per_second);
const Registrar kUnoFlipReplay("unoflip: replay one million lines", unoflip_replay_million_lines);

}  // namespace
}  // namespace flipside::bench
