// The list of games: one line per game of ../shared/contract/game-script.md
// (core/game_info.hpp says what each line holds). A game FlipSide cannot
// referee yet is listed without an engine, so its scripts are told "not
// supported yet" rather than "unknown game". Player counts are the rulebooks'
// (../shared/rules/); Flip 7 takes one player for the solo challenge and as
// many as its engine seats.
#include "core/game_info.hpp"
#include "games/flip7/engine.hpp"
#include "games/flip7/game.hpp"
#include "games/flip7/script_codec.hpp"
#include "games/flip7/text.hpp"
#include "games/unoflip/cards.hpp"
#include "games/unoflip/engine.hpp"
#include "games/unoflip/game.hpp"
#include "games/unoflip/script_codec.hpp"
#include "games/unoflip/text.hpp"

namespace flipside {
namespace {

const GameInfo kGames[] = {
    {.id = "flip7",
     .name_key = "game.flip7.name",
     .min_players = 1,
     .max_players = flip7::kMaxPlayers,
     .order = ScoreOrder::kHighestWins,
     .options = flip7::option_specs(),
     .english_text = &flip7::english_text,
     .spanish_text = &flip7::spanish_text,
     .make = &flip7::make_flip7},
    {.id = "unoflip",
     .name_key = "game.unoflip.name",
     .min_players = unoflip::kMinPlayers,
     .max_players = unoflip::kMaxPlayers,
     .order = ScoreOrder::kHighestWins,
     .options = unoflip::option_specs(),
     .english_text = &unoflip::english_text,
     .spanish_text = &unoflip::spanish_text,
     .make = &unoflip::make_unoflip,
     .card_name = &unoflip::card_name},
    {.id = "phase10flip", .name_key = "game.phase10flip.name", .min_players = 2, .max_players = 6,
     .order = ScoreOrder::kLowestWins},
    {.id = "flinch", .name_key = "game.flinch.name", .min_players = 2, .max_players = 8,
     .order = ScoreOrder::kFirstOut},
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
