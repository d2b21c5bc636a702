// Flinch entries in words ("Ana: Flinch top 9 to pile 2", "Ben calls Flinch!
// on Ana"), in the core so that the app's entry list and replay screen and
// any reader without the app say them alike.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/wording.hpp"

namespace flipside::flinch {

// From the game as it was just before the line (whether the first pile is
// started, who partners whom), each card written by `label`. A line that is
// not Flinch's shows as its JSON.
std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label);

}  // namespace flipside::flinch
