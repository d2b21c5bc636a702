// Flip 7 lines of a game script (../shared/contract/game-script.md, "Flip 7"):
//   {"card":C}  with optional "to":name and "target":name
//   {"target":name}
//   {"stay":name}
//   {"round":{"points":{name:int,...}}}   score mode only (RULINGS.md rule 12)
// Every other field is rejected so a typo is never silently ignored.
#pragma once

#include <optional>
#include <span>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::flip7 {

// The options Flip 7 takes ({"target","decks","round_limit","deck_cycle",
// "mode"}), for its
// registry line: the new-game screen draws them and every header is checked
// against them.
std::span<const OptionSpec> option_specs();
// Reads the header's options, checked against option_specs().
std::optional<Options> parse_options(const nlohmann::json& options, Message* error);

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error);
// A line with a "round" field: score mode's only line (rule 12).
bool is_round_line(const nlohmann::json& line);
// Reads {"round":{"points":{name:int,...}}}: known players, each at most once,
// whole numbers (their range and completeness are the engine's to check).
std::optional<Engine::RoundEntry> parse_round(const nlohmann::json& line, const ScriptHeader& header, Message* error);
nlohmann::json round_to_json(const Engine::RoundEntry& entry, const ScriptHeader& header);

nlohmann::json event_to_json(const Event& event, const ScriptHeader& header);

}  // namespace flipside::flip7
