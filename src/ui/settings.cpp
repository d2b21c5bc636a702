#include "ui/settings.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace flipside::ui {
namespace {

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

}  // namespace

Settings default_settings() {
  Settings s;
  s.lang = lang_from_environment();
  return s;
}

std::string default_settings_path() {
  std::string base = env("XDG_CONFIG_HOME");
  if (base.empty()) {
    std::string home = env("HOME");
    base = home.empty() ? std::string(".") : home + "/.config";
  }
  return base + "/flipside/settings.json";
}

nlohmann::json settings_to_json(const Settings& s) {
  return {{"language", std::string(lang_code(s.lang))},
          {"theme", s.theme == Theme::kLight ? "light" : "dark"},
          {"coach", s.coach},
          {"keep_awake", s.keep_awake},
          {"text_scale", s.text_scale},
          {"last_game", s.last_game},
          {"league_folder", s.league_folder},
          {"page_code", s.page_code.empty() ? nlohmann::json(nullptr) : lan::saved_code_to_json(s.page_code)}};
}

Settings settings_from_json(const nlohmann::json& j, const Settings& defaults) {
  Settings s = defaults;
  if (!j.is_object()) return s;
  if (auto it = j.find("language"); it != j.end() && it->is_string()) s.lang = lang_from_code(it->get<std::string>());
  if (auto it = j.find("theme"); it != j.end() && it->is_string())
    s.theme = it->get<std::string>() == "light" ? Theme::kLight : Theme::kDark;
  if (auto it = j.find("coach"); it != j.end() && it->is_boolean()) s.coach = it->get<bool>();
  if (auto it = j.find("keep_awake"); it != j.end() && it->is_boolean()) s.keep_awake = it->get<bool>();
  if (auto it = j.find("text_scale"); it != j.end() && it->is_number_integer())
    s.text_scale = std::clamp(it->get<int>(), kMinTextScale, kMaxTextScale);
  if (auto it = j.find("last_game"); it != j.end() && it->is_string()) s.last_game = it->get<std::string>();
  if (auto it = j.find("league_folder"); it != j.end() && it->is_string()) s.league_folder = it->get<std::string>();
  if (auto it = j.find("page_code"); it != j.end()) s.page_code = lan::saved_code_from_json(*it);
  return s;
}

Settings load_settings(const std::string& path, const Settings& defaults) {
  std::ifstream in(path);
  if (!in) return defaults;
  nlohmann::json j = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return defaults;
  return settings_from_json(j, defaults);
}

bool save_settings(const std::string& path, const Settings& settings, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::trunc);
    fs::permissions(temp, fs::perms::owner_read | fs::perms::owner_write, ec);
    out << settings_to_json(settings).dump(2) << '\n';
    if (!out.flush()) {
      if (error) *error = "cannot write " + temp;
      return false;
    }
  }
  fs::rename(temp, target, ec);
  if (ec) {
    if (error) *error = ec.message();
    fs::remove(temp, ec);
    return false;
  }
  return true;
}

}  // namespace flipside::ui
