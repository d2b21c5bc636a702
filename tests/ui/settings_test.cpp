// Settings: the language from the locale, a JSON file that survives damage.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "ui/shell/settings.hpp"

using namespace flipside;
using namespace flipside::ui;

namespace {

struct EnvGuard {
  explicit EnvGuard(std::initializer_list<const char*> names) {
    for (const char* n : names) {
      const char* v = std::getenv(n);
      saved.emplace_back(n, v ? std::optional<std::string>(v) : std::nullopt);
      unsetenv(n);
    }
  }
  ~EnvGuard() {
    for (auto& [n, v] : saved) {
      if (v) setenv(n, v->c_str(), 1);
      else unsetenv(n);
    }
  }
  std::vector<std::pair<const char*, std::optional<std::string>>> saved;
};

}  // namespace

TEST_CASE("the language follows LC_ALL, then LC_MESSAGES, then LANG", "[settings]") {
  EnvGuard guard({"LC_ALL", "LC_MESSAGES", "LANG"});
  CHECK(lang_from_environment() == Lang::kEnglish);
  setenv("LANG", "es_ES.UTF-8", 1);
  CHECK(lang_from_environment() == Lang::kSpanish);
  setenv("LC_MESSAGES", "en_GB.UTF-8", 1);
  CHECK(lang_from_environment() == Lang::kEnglish);
  setenv("LC_ALL", "es_MX.UTF-8", 1);
  CHECK(lang_from_environment() == Lang::kSpanish);
  setenv("LC_ALL", "C", 1);
  CHECK(lang_from_environment() == Lang::kEnglish);
}

TEST_CASE("settings round-trip through their file", "[settings]") {
  const auto dir = std::filesystem::temp_directory_path() / ("flipside-ui-settings-" + std::to_string(::getpid()));
  const std::string path = (dir / "sub" / "settings.json").string();
  Settings s;
  s.lang = Lang::kSpanish;
  s.theme = Theme::kLight;
  s.coach = true;
  s.keep_awake = false;
  s.text_scale = 150;
  std::string error;
  REQUIRE(save_settings(path, s, &error));
  CHECK(load_settings(path, Settings{}) == s);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a damaged or odd settings file falls back to defaults field by field", "[settings]") {
  Settings defaults;
  defaults.text_scale = 125;
  CHECK(load_settings("/nonexistent/flipside/settings.json", defaults) == defaults);
  const Settings odd = settings_from_json({{"theme", 3}, {"text_scale", 9999}, {"coach", true}}, defaults);
  CHECK(odd.theme == defaults.theme);
  CHECK(odd.text_scale == kMaxTextScale);
  CHECK(odd.coach);
  CHECK(settings_from_json("not an object", defaults) == defaults);
}

TEST_CASE("the settings file lives under XDG_CONFIG_HOME", "[settings]") {
  EnvGuard guard({"XDG_CONFIG_HOME"});
  setenv("XDG_CONFIG_HOME", "/tmp/cfg", 1);
  CHECK(default_settings_path() == "/tmp/cfg/flipside/settings.json");
}
