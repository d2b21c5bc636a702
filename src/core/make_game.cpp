// The one place that knows every game engine.
#include "core/game.hpp"
#include "games/flip7/game.hpp"

namespace flipside {

std::unique_ptr<Game> make_game(const ScriptHeader& header, Message* error) {
  if (header.game == "flip7") return flip7::make_flip7(header, error);
  *error = msg("header.game_not_yet", header.game);
  return nullptr;
}

}  // namespace flipside
