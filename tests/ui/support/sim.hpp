// A random but legal Flip 7 table, for tests and fixtures: draws each card
// from what the tracked draw pile can hold, picks targets at random, stays
// at a threshold. Seeded, so every run is the same.
#pragma once

#include <functional>
#include <optional>
#include <random>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/script_header.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::ui::test {

ScriptHeader flip7_header(std::vector<std::string> players, int target = 200, int round_limit = 0);

// The next line such a table would enter, or nullopt once the game is over.
std::optional<nlohmann::json> next_line(const flip7::Engine& engine, const ScriptHeader& header, std::mt19937& rng,
                                        int stay_at = 18);

// Plays from the start until `stop` says so (checked before each line) or
// the game ends; returns the accepted lines.
std::vector<nlohmann::json> play(const ScriptHeader& header, unsigned seed,
                                 const std::function<bool(const flip7::Engine&, const nlohmann::json& next)>& stop,
                                 int stay_at = 18);

}  // namespace flipside::ui::test
