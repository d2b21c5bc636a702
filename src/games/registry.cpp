// The list of games: one line per game of ../shared/contract/game-script.md
// (core/game_info.hpp says what each line holds). A game FlipSide cannot
// referee yet is listed without an engine, so its scripts are told "not
// supported yet" rather than "unknown game". Player counts are the rulebooks'
// (../shared/rules/); Flip 7 takes one player for the solo challenge and as
// many as its engine seats.
#include "core/game_info.hpp"
#include "games/flip7/engine.hpp"
#include "games/flip7/game.hpp"

namespace flipside {
namespace {

const GameInfo kGames[] = {
    {"flip7", "game.flip7.name", 1, flip7::kMaxPlayers, ScoreOrder::kHighestWins, &flip7::make_flip7},
    {"unoflip", "game.unoflip.name", 2, 10, ScoreOrder::kHighestWins, nullptr},
    {"phase10flip", "game.phase10flip.name", 2, 6, ScoreOrder::kLowestWins, nullptr},
    {"flinch", "game.flinch.name", 2, 8, ScoreOrder::kFirstOut, nullptr},
};

}  // namespace

std::span<const GameInfo> all_games() { return kGames; }

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo& game : kGames)
    if (game.id == id) return &game;
  return nullptr;
}

std::string game_ids() {
  std::string out;
  for (const GameInfo& game : kGames) out += (out.empty() ? "" : ", ") + std::string(game.id);
  return out;
}

}  // namespace flipside
