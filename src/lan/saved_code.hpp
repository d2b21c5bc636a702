// The page's code kept across the app's restarts (issue 32, item 11): the
// port, the table's token and which phone token holds which seat, so every
// phone's page comes back by itself to the same address after a restart.
// Kept (with the settings) until the table makes a new code, by the app and
// by `flipside serve` alike (the same file, the same field).
#pragma once

#include <map>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace flipside::lan {

struct SavedCode {
  int port = 0;                                // 0: none kept
  std::string table_token;                     // empty: none kept
  std::map<std::string, std::string> phones;   // phone token → the player's name

  bool empty() const { return table_token.empty(); }
  bool operator==(const SavedCode&) const = default;
};

// {"port":..., "token":..., "phones":{...}}; from_json ignores anything
// not of that shape (a hand-edited file gives a new code, never a crash).
nlohmann::json saved_code_to_json(const SavedCode& code);
SavedCode saved_code_from_json(const nlohmann::json& j);

// The settings file's field that holds the code.
inline constexpr std::string_view kSavedCodeKey = "page_code";

// For a process that keeps no other settings (`flipside serve`): the code
// in the settings file at `path`, and the code written into it with every
// other field left as it is.
SavedCode load_saved_code(const std::string& path);
bool keep_saved_code(const std::string& path, const SavedCode& code, std::string* error);

}  // namespace flipside::lan
