// The browser build served beside the page (`flipside serve --app`, issue
// 33): its files live under /app/<token>/<file>, so every file the app
// names relatively carries the table's token by itself (lan/server.cpp).
// Pure text handling, shared by the server and its guard.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace flipside::lan {

struct AppPath {
  std::string token;
  std::string file;  // a plain name in the site's folder; "index.html" for the folder itself
};

// /app/<token>/<file>, or nullopt. A file is one name of letters, digits,
// '-', '_' and '.', not starting with '.': no sub-folder, no way out of the
// site's folder.
std::optional<AppPath> read_app_path(std::string_view path);
// The type browsers insist on, by the file's extension.
std::string_view app_file_type(std::string_view file);

}  // namespace flipside::lan
