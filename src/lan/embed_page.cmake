# Turns assets/page/* into a C++ source holding each file as a raw string
# literal (page_assets.hpp). Run at build time:
#   cmake -DOUTPUT=file.cpp -DPAGE_FILES="a.html;b.js" -P embed_page.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../embed_literal.cmake)
set(body "")
foreach(file IN LISTS PAGE_FILES)
  get_filename_component(name ${file} NAME)
  get_filename_component(ext ${file} LAST_EXT)
  if(ext STREQUAL ".html")
    set(type "text/html; charset=utf-8")
  elseif(ext STREQUAL ".js")
    set(type "text/javascript; charset=utf-8")
  elseif(ext STREQUAL ".css")
    set(type "text/css; charset=utf-8")
  elseif(ext STREQUAL ".svg")
    set(type "image/svg+xml")
  else()
    message(FATAL_ERROR "the page serves html, js, css and svg only: ${name}")
  endif()
  if(name STREQUAL "index.html")
    set(path "/")
  else()
    set(path "/${name}")
  endif()
  embed_raw_literal(literal ${file} flipside_page)
  string(APPEND body "    {\"${path}\", \"${type}\", ${literal}},\n")
endforeach()
write_if_changed(${OUTPUT}
"// Generated from assets/page/ by src/lan/embed_page.cmake. Do not edit.
#include \"lan/page_assets.hpp\"

namespace flipside::lan {
namespace {
constexpr PageAsset kAssets[] = {
${body}};
}  // namespace

std::span<const PageAsset> page_assets() { return kAssets; }

}  // namespace flipside::lan
")
