#include "ui/shell/folder_picker.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "core/name_fold.hpp"

namespace flipside::ui {
namespace fs = std::filesystem;

std::string FolderPicker::home() {
  const char* home = std::getenv("HOME");
  std::error_code ec;
  if (home && *home && fs::is_directory(home, ec)) return fs::path(home).lexically_normal().string();
  return "/";
}

FolderPicker FolderPicker::at(const std::string& wanted) {
  FolderPicker picker;
  std::error_code ec;
  fs::path path = fs::absolute(fs::path(wanted.empty() ? home() : wanted), ec).lexically_normal();
  if (path.has_relative_path() && path.filename().empty()) path = path.parent_path();  // no trailing '/'
  while (!fs::is_directory(path, ec) && path.has_relative_path()) path = path.parent_path();
  picker.path = path.string();
  for (const auto& entry : fs::directory_iterator(path, fs::directory_options::skip_permission_denied, ec)) {
    const std::string name = entry.path().filename().string();
    std::error_code entry_ec;
    if (name.empty() || name[0] == '.' || !entry.is_directory(entry_ec)) continue;
    picker.folders.push_back(name);
  }
  if (ec) picker.problem = msg("ui.league.cannot_read", picker.path, ec.message());
  // As a person reads them: case and accents aside, then as written.
  std::sort(picker.folders.begin(), picker.folders.end(), [](const std::string& a, const std::string& b) {
    const std::string fa = fold_name(a), fb = fold_name(b);
    return fa != fb ? fa < fb : a < b;
  });
  return picker;
}

std::string FolderPicker::up() const {
  const fs::path p(path);
  return p.has_relative_path() ? p.parent_path().string() : path;
}

std::optional<std::string> FolderPicker::make_league_folder() {
  std::error_code ec;
  for (int n = 1; n < 100; ++n) {
    std::string name = kLeagueFolderName;
    if (n > 1) name.append(" ").append(std::to_string(n));
    const fs::path candidate = fs::path(path) / name;
    if (fs::exists(candidate, ec)) continue;
    if (fs::create_directory(candidate, ec)) return candidate.string();
    problem = msg("ui.league.cannot_make", candidate.string(), ec.message());
    return std::nullopt;
  }
  problem = msg("ui.league.cannot_make", path, std::string("too many"));
  return std::nullopt;
}

}  // namespace flipside::ui
