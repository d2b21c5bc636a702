// Flip 7 entries in words ("Ana: 7", "Ben: Freeze → Cleo", "Cleo stays"),
// in the core so that every layer says them alike: the app's log of entries
// (with its card glyphs) and readers without the app (GameInfo::describe_line).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/wording.hpp"

namespace flipside::flip7 {

// From the game as it was just before the entry (a card line does not name
// who received it: the turn does); each card written by `label`. A line that
// is not Flip 7's shows as its JSON.
std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label);

}  // namespace flipside::flip7
