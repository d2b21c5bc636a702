// Whole Flip 7 games played at random from a physically shuffled deck, for
// the committed example scripts, the store's tests and the benchmarks. The
// randomness lives here, in test support: the engine itself has none.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/script_header.hpp"

namespace flipside::testkit {

struct RandomFlip7 {
  unsigned seed = 1;
  int players = 3;
  int decks = 1;
  int target = 200;
  int round_limit = 0;
  double stay_chance = 0.3;  // when a stay is allowed
  int max_lines = 0;         // > 0: stop early (an unfinished game)
};

struct ScriptedGame {
  ScriptHeader header;
  std::vector<nlohmann::json> lines;  // every line accepted by the engine
};

ScriptedGame play_random_flip7(const RandomFlip7& how);

// The game as a script: the header, then one compact JSON line per event.
std::string to_script(const ScriptedGame& game);

}  // namespace flipside::testkit
