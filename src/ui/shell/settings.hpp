// The app's own preferences, kept in a small JSON file so the UI does not
// depend on the store for them: $XDG_CONFIG_HOME/flipside/settings.json, else
// ~/.config/flipside/settings.json. A missing or damaged file means defaults.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "lan/saved_code.hpp"

namespace flipside::ui {

enum class Theme : std::uint8_t { kDark, kLight };

inline constexpr int kMinTextScale = 75;
inline constexpr int kMaxTextScale = 200;

struct Settings {
  Lang lang = Lang::kEnglish;
  Theme theme = Theme::kDark;
  bool coach = false;       // bust chance and advice on the table; off by default
  bool keep_awake = true;   // no screen saver while a game is open
  bool say_calls = false;   // the table's calls said aloud (issue 34); off by default
  int text_scale = 100;     // percent, on top of the display's DPI scale
  std::string last_game;    // the game id last started: the new-game screen preselects it
  std::string league_folder;  // the league folder followed while the app is open (issue 24); empty: none
  lan::SavedCode page_code;   // the page's port, token and seats, kept until a new code (issue 32, item 11)

  bool operator==(const Settings&) const = default;
};

Settings default_settings();
std::string default_settings_path();

nlohmann::json settings_to_json(const Settings& settings);
// Unknown or ill-typed fields keep the value from `defaults`.
Settings settings_from_json(const nlohmann::json& j, const Settings& defaults);

Settings load_settings(const std::string& path, const Settings& defaults);
// Writes atomically (temp file + rename), readable by its owner only (it
// holds the page's token); false with *error on failure.
bool save_settings(const std::string& path, const Settings& settings, std::string* error);

}  // namespace flipside::ui
