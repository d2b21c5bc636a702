// The page's own files (assets/page/), compiled in by embed_page.cmake so
// the installed binary never reads the source tree, and so nothing else can
// ever be served: the server knows only these.
#pragma once

#include <span>
#include <string_view>

namespace flipside::lan {

struct PageAsset {
  std::string_view path;  // "/page.js"
  std::string_view type;  // its Content-Type
  std::string_view body;
};

std::span<const PageAsset> page_assets();

}  // namespace flipside::lan
