// Phase 10 Flip figures (issue targets: phase validation worst case — a large
// group of mostly stars, the hardest phase, both sides — <= 50 µs;
// issue 19: >= 5 million engine events/s, one-million-line replay <= 1 s).
// The validator is timed on 11-card hands (the most a player holds) of phases 8 and 10, mostly stars, on the colour
// and the wild side, and on refused hands that the search must exhaust. The
// games come from tests/support/random_phase10flip.hpp, played game after
// game until a million lines are gathered.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench.hpp"
#include "replay_timing.hpp"
#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/engine.hpp"
#include "games/phase10flip/grouping.hpp"
#include "games/phase10flip/script_codec.hpp"
#include "support/random_phase10flip.hpp"

namespace flipside::bench {
namespace {

using namespace flipside::phase10flip;

constexpr int kMillion = 1'000'000;

struct ValidatorCase {
  const char* label;
  int phase;
  std::vector<const char*> cards;
};

// Median time of one find_grouping call, in µs (batches of calls, median batch).
double median_us(int phase, const std::vector<Card>& cards, bool* found) {
  constexpr int kBatch = 20, kSamples = 301;
  std::vector<double> samples;
  long long sink = 0;
  for (int s = 0; s < kSamples; ++s) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < kBatch; ++i) {
      const Grouping g = find_grouping(phase, cards);
      sink += g.found ? static_cast<long long>(g.groups.size()) : static_cast<long long>(g.why.args.size()) + 7;
    }
    samples.push_back(seconds_since(start) * 1e6 / kBatch);
  }
  *found = find_grouping(phase, cards).found;
  std::nth_element(samples.begin(), samples.begin() + kSamples / 2, samples.end());
  if (sink == 42) std::printf(" ");  // keeps the calls
  return samples[kSamples / 2];
}

void phase10flip_validator_worst_case(const Context&) {
  const std::vector<ValidatorCase> cases = {
      {"phase 10, colour side, 1 number + 10 stars of 4 colours", 10,
       {"red 5", "red star", "blue star", "green star", "yellow star", "red star", "blue star", "green star",
        "yellow star", "blue star", "green star"}},
      {"phase 10, colour side, 2 numbers + 9 stars of 4 colours", 10,
       {"red 5", "blue 9", "red star", "blue star", "green star", "yellow star", "red star", "blue star",
        "green star", "yellow star", "yellow star"}},
      {"phase 10, wild side, 1 number + 10 stars", 10,
       {"5", "star", "star", "star", "star", "star", "star", "star", "star", "star", "star"}},
      {"phase 10, wild side, 2 numbers + 9 stars", 10,
       {"1", "12", "star", "star", "star", "star", "star", "star", "star", "star", "star"}},
      {"phase 8, colour side, 2 numbers + 9 stars of 4 colours, at most 3 of one colour", 8,
       {"red 3", "blue 9", "red star", "blue star", "green star", "yellow star", "red star", "blue star",
        "green star", "yellow star", "green star"}},
      {"phase 8, wild side, 2 numbers + 9 stars", 8,
       {"3", "9", "star", "star", "star", "star", "star", "star", "star", "star", "star"}},
      {"phase 8, colour side, 2 numbers + 9 stars of the wrong colours (refused)", 8,
       {"red 1", "red 12", "red star", "red star", "red star", "blue star", "blue star", "blue star", "green star",
        "green star", "yellow star"}},
      {"phase 10, colour side, 11 numbers of 4 colours (refused, every split tried)", 10,
       {"red 1", "blue 2", "green 3", "yellow 4", "red 5", "blue 6", "green 7", "yellow 8", "red 9", "blue 10",
        "green 11"}},
      {"phase 10, wild side, 11 different numbers (refused, every split tried)", 10,
       {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"}},
      {"phase 10, wild side, 10 different numbers + 1 star (refused, every split tried)", 10,
       {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "star"}},
      {"phase 6, wild side, 10 numbers with repeats + 1 star (refused, every split tried)", 6,
       {"1", "1", "3", "3", "5", "5", "7", "7", "9", "11", "star"}},
      {"phase 6, colour side, 11 numbers of 2 colours (refused, every split tried)", 6,
       {"red 1", "blue 2", "red 3", "blue 4", "red 5", "blue 6", "red 7", "blue 8", "red 9", "blue 10", "red 12"}},
  };
  double worst = 0;
  const char* worst_label = "";
  for (const auto& c : cases) {
    std::vector<Card> cards;
    for (const char* key : c.cards) cards.push_back(*parse_card(key));
    bool found = false;
    const double us = median_us(c.phase, cards, &found);
    std::printf("phase10flip validator: %s: %s, median %.2f µs\n", c.label, found ? "accepted" : "refused", us);
    if (us > worst) worst = us, worst_label = c.label;
  }
  std::printf("phase10flip validator worst case: median %.2f µs (%s) (target <= 50 µs)\n", worst, worst_label);
}

struct P10Game {
  ScriptHeader header;
  std::vector<nlohmann::json> lines;
};

struct P10Games {
  std::vector<P10Game> games;
  std::size_t lines = 0;
  int unfinished = 0;
  int phases = 0, hits = 0, outs = 0, flips = 0;  // the mix of lines
};

const P10Games& million_lines() {
  static const P10Games all = [] {
    P10Games g;
    for (unsigned seed = 1; g.lines < static_cast<std::size_t>(kMillion); ++seed) {
      P10Game game;
      game.header = testkit::phase10flip::RandomPhase10FlipTable::random_header(seed);
      testkit::phase10flip::RandomPhase10FlipTable table(game.header, seed * 7919u + 11u);
      while (auto line = table.next()) {
        g.phases += line->contains("phase");
        g.hits += line->contains("hit");
        g.outs += line->contains("out");
        g.flips += line->contains("flip");
        game.lines.push_back(std::move(*line));
      }
      g.unfinished += !table.finished();
      g.lines += game.lines.size();
      g.games.push_back(std::move(game));
    }
    return g;
  }();
  return all;
}

// The same lines as engine events (parsed beforehand), best of 5: how much
// of the replay is the engine itself (issue 19: >= 5 million events/s).
void phase10flip_events_per_second(const Context&) {
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
      const auto& h = *game.header;
      const int dealer = static_cast<int>(std::find(h.players.begin(), h.players.end(), h.dealer) - h.players.begin());
      Engine engine(h.players, dealer, game.options);
      for (const Event& e : game.events) {
        const Outcome out = engine.apply(e);
        checksum += out.notice_count;
        rejected += !out.accepted;
      }
      checksum += engine.winner();
    }
    best = std::min(best, seconds_since(start));
  }
  std::printf(
      "phase10flip engine: %zu events in %.3f s (best of 5): %.2f million events/s (target >= 5)  "
      "[%lld rejected, checksum %lld]\n",
      all.lines, best, all.lines / best / 1e6, rejected / 5, checksum);
}

// A million lines of scripts: whole games, each a script with its header,
// replayed one after the other through `flipside replay`'s path and timed
// together.
void phase10flip_replay_million_lines(const Context&) {
  const auto& all = million_lines();
  std::vector<ScriptRef> games;
  for (const auto& game : all.games) games.push_back({&game.header, &game.lines});
  char detail[160];
  std::snprintf(detail, sizeof detail, "; %d unfinished; %d phase, %d hit, %d out, %d flip", all.unfinished, all.phases,
                all.hits, all.outs, all.flips);
  print_replay("phase10flip", time_replay(games), 1.0, detail);
}

const Registrar kPhase10FlipValidator("phase10flip: phase validation worst case", phase10flip_validator_worst_case);
const Registrar kPhase10FlipEvents("phase10flip: engine events per second", phase10flip_events_per_second);
const Registrar kPhase10FlipReplay("phase10flip: replay one million lines", phase10flip_replay_million_lines);

}  // namespace
}  // namespace flipside::bench
