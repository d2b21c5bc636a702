// The device's settings file, shared by the app (ui/shell/settings.hpp) and the
// command line (`flipside serve` keeps the page's code in it, as the app
// does): $XDG_CONFIG_HOME/flipside/settings.json, else
// ~/.config/flipside/settings.json. Each reader takes the fields it knows and
// leaves the others as they are.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace flipside {

std::string settings_file_path();

// The file's JSON; a missing or damaged file reads as an empty object.
nlohmann::json read_settings_file(const std::string& path);

// Written atomically (temp file + rename), readable by its owner only (it
// holds the page's token); false with *error on failure.
bool write_settings_file(const std::string& path, const nlohmann::json& settings, std::string* error);

}  // namespace flipside
