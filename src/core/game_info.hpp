// What the rest of FlipSide (CLI, store, app shell) knows of a game without
// knowing its engine: the descriptor every game declares. The list of games
// is not here: it lives in src/games/registry.cpp, and core only declares how
// to look a game up, so that no core code names a game and a new game is one
// folder plus one registry line.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/game.hpp"

namespace flipside {

// Which way the final standings go.
enum class ScoreOrder {
  kHighestWins,  // Flip 7, UNO Flip: the highest total at the end wins
  kLowestWins,   // Phase 10 Flip: the fewest points among those who finished
  kFirstOut,     // Flinch: the first to empty their Flinch pile
};

struct GameInfo {
  std::string_view id;        // the header's "game"
  std::string_view name_key;  // its name on screen: "game.flip7.name"
  int min_players = 1;
  int max_players = 1;
  ScoreOrder order = ScoreOrder::kHighestWins;
  // Builds the engine from a checked header, or null with *error when an
  // option is refused. Null for a game of the contract that FlipSide cannot
  // referee yet.
  std::unique_ptr<Game> (*make)(const ScriptHeader& header, Message* error) = nullptr;
};

// Every game the contract names, in the order the app lists them
// (src/games/registry.cpp).
std::span<const GameInfo> all_games();
// Null when no game has that id.
const GameInfo* find_game(std::string_view id);
// "flip7, unoflip, ..." for messages that list what may be written.
std::string game_ids();

}  // namespace flipside
