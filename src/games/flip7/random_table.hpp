// Random but legal Flip 7 tables, shared by `flipside demo-data`, the
// engine, store and UI tests, the fixtures and the benchmarks: each card is drawn from what the engine's
// tracked draw pile can hold (weighted by copies, as a shuffled deck would
// give it), targets are picked at random, and a player stays once the round
// is worth `stay_at` points (or now and then). Seeded, so every run is the
// same. The randomness lives here, beside the engine: the engine has none.
#pragma once

#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/script_header.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::sim {

inline constexpr int kDefaultStayAt = 18;

// A Flip 7 header; the first player deals. "target" is written only when it
// is not the default 200.
ScriptHeader flip7_header(std::vector<std::string> players = {"Ana", "Ben", "Cleo", "Dani"}, int target = 200,
                          int round_limit = 0);

// The next line such a table would enter, or nullopt once the game is over.
std::optional<nlohmann::json> next_line(const flip7::Engine& engine, const ScriptHeader& header, std::mt19937& rng,
                                        int stay_at = kDefaultStayAt);
std::optional<nlohmann::json> next_line(const Game& game, std::mt19937& rng, int stay_at = kDefaultStayAt);

// Plays from the start until `stop` says so (asked before each line) or the
// game ends; returns the accepted lines.
using StopWhen = std::function<bool(const flip7::Engine& engine, const nlohmann::json& next)>;
std::vector<nlohmann::json> play(const ScriptHeader& header, unsigned seed, const StopWhen& stop = {},
                                 int stay_at = kDefaultStayAt);

// The game as a script: the header, then one compact JSON line per event.
std::string to_script(const ScriptHeader& header, const std::vector<nlohmann::json>& lines);

// A whole game for `flipside demo-data` (GameInfo::random_game).
inline std::vector<nlohmann::json> random_flip7_game(const ScriptHeader& header, unsigned seed) {
  return play(header, seed);
}

}  // namespace flipside::sim
