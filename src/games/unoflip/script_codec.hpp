// UNO Flip lines of a game script (../shared/contract/game-script.md,
// "UNO Flip"). Play mode: start, play, draw, pass, flip_top, accept,
// challenge, duel, uno, catch, remaining; score mode: hand. Every other
// field is refused so a typo is never silently ignored. Whether a line fits
// the moment (and the mode) is the engine's call.
#pragma once

#include <optional>
#include <span>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"
#include "games/unoflip/engine.hpp"

namespace flipside::unoflip {

// {"edition","target","mode"} for the registry line: the new-game screen
// draws them and every header is checked against them.
std::span<const OptionSpec> option_specs();
std::optional<Options> parse_options(const nlohmann::json& options, Message* error);

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error);

}  // namespace flipside::unoflip
