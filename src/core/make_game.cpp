// Builds a game's engine through its descriptor (core/game_info.hpp): core
// names no game; the list is src/games/registry.cpp.
#include "core/game.hpp"
#include "core/game_info.hpp"

namespace flipside {

std::unique_ptr<Game> make_game(const ScriptHeader& header, Message* error) {
  const GameInfo* info = find_game(header.game);
  if (!info) {
    *error = msg("header.game_unknown", header.game, game_ids());
    return nullptr;
  }
  if (!info->make) {
    *error = msg("header.game_not_yet", header.game);
    return nullptr;
  }
  if (auto problem = check_options(*info, header.options)) {
    *error = std::move(*problem);
    return nullptr;
  }
  return info->make(header, error);
}

}  // namespace flipside
