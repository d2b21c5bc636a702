// The header line of a game script (../shared/contract/game-script.md):
// {"game":..., "players":[...], "dealer":"name", "options":{...}}.
// Player names follow RULINGS.md: unique, 1–32 characters after trimming,
// and plain text (check_name).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/message.hpp"

namespace flipside {

inline constexpr std::size_t kMaxNameLength = 32;

struct ScriptHeader {
  std::string game;                  // a registered game's id (core/game_info.hpp)
  std::vector<std::string> players;  // clockwise seating order, trimmed
  std::string dealer;
  nlohmann::json options = nlohmann::json::object();
  // When the game began (optional in a script): ISO 8601 with its UTC
  // offset, "2026-11-22T10:40:00+01:00" ("Z" for UTC). Empty when absent.
  std::string started;
  // The game's own identity (optional in a script): a UUID in lower-case
  // text form, made when the game starts (the store makes it) and kept by
  // export and import, so a game imported twice is one game. Empty when
  // absent.
  std::string id;

  nlohmann::json to_json() const;
  int seat_of(std::string_view name) const;  // -1 when absent
};

// The seat a script line names by its player's name, as written or with its
// ends trimmed; nullopt with *error ("script.unknown_player") for no seat.
// seat_named_by also refuses a value that is not text ("script.name_not_text").
std::optional<int> seat_named(std::string_view name, const ScriptHeader& header, Message* error);
std::optional<int> seat_named_by(const nlohmann::json& value, const ScriptHeader& header, Message* error);

// Trims spaces at both ends ("  Ana " is Ana). Only spaces: a TAB, CR or LF
// anywhere in a name, ends included, is refused by check_name rather than
// quietly dropped, so what is stored is exactly what was checked.
std::string trim_name(std::string_view name);

// Checks a name on its own; the message says what is wrong:
// - 1–32 characters (RULINGS.md), counted as UTF-8 characters;
// - valid UTF-8 (no stray bytes, overlong forms or surrogates);
// - no control character (is_control_or_bidi): a name is shown on screens,
//   in lists and on terminals, where an ESC, a line break or a right-to-left
//   override would change what the text around it says.
// Used for every name a player is created or renamed with (the header
// parser, the store's rename, the app's new-player field).
std::optional<Message> check_name(std::string_view trimmed);

// One character decoded from the front of UTF-8 text, strictly (RFC 3629: no
// overlong forms, no surrogates, nothing above U+10FFFF). length is 0 when
// the first byte does not start a valid character (text empty included).
struct Utf8Char {
  char32_t code_point = 0;
  std::size_t length = 0;
};
Utf8Char decode_utf8(std::string_view text);

// Characters that steer a display instead of showing: C0 controls
// (U+0000–U+001F: NUL, BEL, TAB, LF, CR, ESC...), DEL, C1 controls
// (U+0080–U+009F), the bidi marks, embeddings, overrides and isolates
// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the Unicode line
// and paragraph separators (U+2028, U+2029). Names refuse them; the CLI
// escapes them (cli/terminal_text.hpp).
bool is_control_or_bidi(char32_t c);

// Seconds since 1970-01-01T00:00:00Z of an ISO 8601 date-time with seconds
// and a UTC offset ("2026-11-22T10:40:00+01:00", "...Z"); nullopt when the
// text is anything else (no offset, an impossible date, a stray character).
std::optional<long long> parse_instant(std::string_view iso);

// A UUID in its lower-case text form, 8-4-4-4-12 hex digits
// ("3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05"): the only form a header's "id"
// takes (contract), so one game never has two spellings.
bool is_game_id(std::string_view text);

// Reads and checks a header object: known fields only, game named, players
// 1..N unique (case-insensitive), dealer among them. Options are checked by
// the game itself (make_game).
std::optional<ScriptHeader> parse_header(const nlohmann::json& line, Message* error);

}  // namespace flipside
