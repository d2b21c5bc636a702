// Flinch lines of a game script (../shared/contract/game-script.md, "Flinch"):
//   {"reveal":name,"card":n}
//   {"play":name,"card":n,"from":"flinch"|"hand"|"reserve:K","to":"pile:K"|"new"}
//     with the option "partners" (a contract extension, README.md) also
//     "from":"partner_flinch"|"partner_reserve:K": the partner's Flinch top
//     or reserve top (refused by the engine without the option)
//   {"reserve":name,"card":n,"pile":K}
//   {"call":name,"on":name}
//   {"pass":name}  (RULINGS Flinch 7: no card in hand, none to draw, nothing playable)
// Every other field is rejected so a typo is never silently ignored.
#pragma once

#include <optional>
#include <span>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"
#include "games/flinch/engine.hpp"

namespace flipside::flinch {

// {"decks": 1..2, "variant": "standard"|"from15"|"from8", "partners": bool}.
std::span<const OptionSpec> option_specs();
std::optional<Options> parse_options(const nlohmann::json& options, Message* error);

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error);
nlohmann::json event_to_json(const Event& event, const ScriptHeader& header);

}  // namespace flipside::flinch
