// A phone's entry as the script line it makes (GameInfo::phone_actions):
// the hosts (the app, `flipside serve`) then put it through the same gate as
// a tap on the table.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"

namespace flipside::lan {

// Nullopt when the game offers no such action to phones.
std::optional<nlohmann::json> phone_line(const Game& game, const std::string& player, const std::string& action);

}  // namespace flipside::lan
