// Flip 7 lines of a game script (../shared/contract/game-script.md, "Flip 7"):
//   {"card":C}  with optional "to":name and "target":name
//   {"target":name}
//   {"stay":name}
// Every other field is rejected so a typo is never silently ignored.
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "core/message.hpp"
#include "core/script_header.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::flip7 {

// Reads options {"target","decks","round_limit"} from the header.
std::optional<Options> parse_options(const nlohmann::json& options, Message* error);

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error);
nlohmann::json event_to_json(const Event& event, const ScriptHeader& header);

}  // namespace flipside::flip7
