// Phase 10 Flip lines of a game script (../shared/contract/game-script.md,
// "Phase 10 Flip"):
//   {"flip":true}
//   {"phase":name,"cards":[cards]}  or  {"phase":name,"groups":[[cards],...]}
//   {"hit":name,"card":card,"onto":name,"group":k}
//   {"out":name,"remaining":{name:[cards]}}
//   {"out":name,"points":{name:int},"completed":[names]}
// Every other field is rejected so a typo is never silently ignored. Cards
// are read as written ("red 7" colour side, "7" wild side); whether they
// match the side in play is the engine's check.
#pragma once

#include <optional>
#include <span>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/line_view.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"
#include "games/phase10flip/engine.hpp"

namespace flipside::phase10flip {

// {"variant": "standard"|"ten_hands", "phases": 1..10}.
std::span<const OptionSpec> option_specs();
std::optional<Options> parse_options(const nlohmann::json& options, Message* error);

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error);
// The same line read in place (the replay's fast path): the same event, or
// nullopt wherever the JSON form is refused.
std::optional<Event> parse_event(const LineView& line, const ScriptHeader& header, Message* error);

}  // namespace flipside::phase10flip
