// Plays Flip 7 the way a table would, for the store's tests: every line is
// one the engine accepts (a card the tracked draw pile can give, a legal
// target, a stay when allowed), chosen at random from a seed.
#pragma once

#include <optional>
#include <random>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/script_header.hpp"

namespace flipside::store_test {

ScriptHeader flip7_header(std::vector<std::string> players = {"Ana", "Ben", "Cleo", "Dani"}, int target = 200);

// The next line to enter, or nullopt once the game is over.
std::optional<nlohmann::json> next_line(const Game& game, std::mt19937& rng);

// A whole finished game's lines (header excluded).
std::vector<nlohmann::json> play_to_end(const ScriptHeader& header, unsigned seed);

}  // namespace flipside::store_test
