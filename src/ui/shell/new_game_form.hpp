// The new game screen's form: what a new game will be before it is created.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"

namespace flipside::ui {

// The new-game screen's choices: the game, the seats, the dealer and the
// game's options (every option of its OptionSpecs, defaults filled in).
struct NewGameForm {
  std::string game;
  std::vector<std::string> seats;  // clockwise
  std::string dealer;
  nlohmann::json options = nlohmann::json::object();

  // A form for `game` with its default options.
  static NewGameForm for_game(const GameInfo& game);
  const GameInfo* info() const { return find_game(game); }
  bool seated(const std::string& name) const;
  // Why the game cannot start yet (nullopt: it can).
  std::optional<Message> problem() const;
  ScriptHeader header() const;
};

// The games a new game can be: an engine and a table screen, in the
// registry's order.
std::vector<const GameInfo*> playable_games();

}  // namespace flipside::ui
