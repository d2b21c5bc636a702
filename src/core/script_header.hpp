// The header line of a game script (../shared/contract/game-script.md):
// {"game":..., "players":[...], "dealer":"name", "options":{...}}.
// Player names follow RULINGS.md: unique, 1–32 characters after trimming.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/message.hpp"

namespace flipside {

inline constexpr std::size_t kMaxNameLength = 32;

struct ScriptHeader {
  std::string game;                  // "flip7" | "unoflip" | "phase10flip" | "flinch"
  std::vector<std::string> players;  // clockwise seating order, trimmed
  std::string dealer;
  nlohmann::json options = nlohmann::json::object();

  nlohmann::json to_json() const;
  int seat_of(std::string_view name) const;  // -1 when absent
};

// Trims spaces/tabs at both ends.
std::string trim_name(std::string_view name);

// Checks a name on its own (length); the message says what is wrong.
std::optional<Message> check_name(std::string_view trimmed);

// Reads and checks a header object: known fields only, game named, players
// 1..N unique (case-insensitive), dealer among them. Options are checked by
// the game itself (make_game).
std::optional<ScriptHeader> parse_header(const nlohmann::json& line, Message* error);

}  // namespace flipside
