#include "lan/app_path.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace flipside::lan {
namespace {

constexpr std::string_view kPrefix = "/app/";

bool plain_name(std::string_view name) {
  if (name.empty() || name.front() == '.') return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.';
  });
}

}  // namespace

std::optional<AppPath> read_app_path(std::string_view path) {
  if (path.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
  path.remove_prefix(kPrefix.size());
  const std::size_t slash = path.find('/');
  if (slash == std::string_view::npos || slash == 0) return std::nullopt;
  AppPath app{std::string(path.substr(0, slash)), std::string(path.substr(slash + 1))};
  if (app.file.empty()) app.file = "index.html";
  if (!plain_name(app.file)) return std::nullopt;
  return app;
}

std::string_view app_file_type(std::string_view file) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kTypes{{
      {".wasm", "application/wasm"},  // compiled while it downloads only with this type
      {".js", "text/javascript; charset=utf-8"},
      {".html", "text/html; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
      {".png", "image/png"},
      {".json", "application/json"},
  }};
  for (const auto& [ext, type] : kTypes)
    if (file.size() >= ext.size() && file.substr(file.size() - ext.size()) == ext) return type;
  return "application/octet-stream";
}

}  // namespace flipside::lan
