#include "core/settings_file.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace flipside {
namespace {

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

}  // namespace

std::string settings_file_path() {
  std::string base = env("XDG_CONFIG_HOME");
  if (base.empty()) {
    std::string home = env("HOME");
    base = home.empty() ? std::string(".") : home + "/.config";
  }
  return base + "/flipside/settings.json";
}

nlohmann::json read_settings_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return nlohmann::json::object();
  nlohmann::json j = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  return j.is_object() ? j : nlohmann::json::object();
}

bool write_settings_file(const std::string& path, const nlohmann::json& settings, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::trunc);
    fs::permissions(temp, fs::perms::owner_read | fs::perms::owner_write, ec);
    out << settings.dump(2) << '\n';
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

}  // namespace flipside
