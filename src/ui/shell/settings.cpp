#include "ui/shell/settings.hpp"

#include <algorithm>

#include "core/settings_file.hpp"

namespace flipside::ui {

Settings default_settings() {
  Settings s;
  s.lang = lang_from_environment();
  return s;
}

std::string default_settings_path() { return settings_file_path(); }

nlohmann::json settings_to_json(const Settings& s) {
  return {{"language", std::string(lang_code(s.lang))},
          {"theme", s.theme == Theme::kLight ? "light" : "dark"},
          {"coach", s.coach},
          {"keep_awake", s.keep_awake},
          {"say_calls", s.say_calls},
          {"text_scale", s.text_scale},
          {"last_game", s.last_game},
          {"league_folder", s.league_folder},
          {std::string(lan::kSavedCodeKey), s.page_code.empty() ? nlohmann::json(nullptr) : lan::saved_code_to_json(s.page_code)}};
}

Settings settings_from_json(const nlohmann::json& j, const Settings& defaults) {
  Settings s = defaults;
  if (!j.is_object()) return s;
  if (auto it = j.find("language"); it != j.end() && it->is_string()) s.lang = lang_from_code(it->get<std::string>());
  if (auto it = j.find("theme"); it != j.end() && it->is_string())
    s.theme = it->get<std::string>() == "light" ? Theme::kLight : Theme::kDark;
  if (auto it = j.find("coach"); it != j.end() && it->is_boolean()) s.coach = it->get<bool>();
  if (auto it = j.find("keep_awake"); it != j.end() && it->is_boolean()) s.keep_awake = it->get<bool>();
  if (auto it = j.find("say_calls"); it != j.end() && it->is_boolean()) s.say_calls = it->get<bool>();
  if (auto it = j.find("text_scale"); it != j.end() && it->is_number_integer())
    s.text_scale = std::clamp(it->get<int>(), kMinTextScale, kMaxTextScale);
  if (auto it = j.find("last_game"); it != j.end() && it->is_string()) s.last_game = it->get<std::string>();
  if (auto it = j.find("league_folder"); it != j.end() && it->is_string()) s.league_folder = it->get<std::string>();
  if (auto it = j.find(lan::kSavedCodeKey); it != j.end()) s.page_code = lan::saved_code_from_json(*it);
  return s;
}

Settings load_settings(const std::string& path, const Settings& defaults) {
  return settings_from_json(read_settings_file(path), defaults);
}

bool save_settings(const std::string& path, const Settings& settings, std::string* error) {
  return write_settings_file(path, settings_to_json(settings), error);
}

}  // namespace flipside::ui
