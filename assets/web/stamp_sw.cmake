# After each link: sw.js with kVersion = a digest of the program's files and
# the page's, so a new build is a new cache and an unchanged one is not
# (sw.js). A change of the page's files relinks (web_app.cmake's LINK_DEPENDS).
# cmake -DSITE=<build/web/site> -DTEMPLATE=<assets/web/sw.js> -P stamp_sw.cmake
set(digests "")
foreach(name IN ITEMS flipside.wasm flipside.js boot.js index.html manifest.webmanifest)
  file(SHA256 ${SITE}/${name} one)
  string(APPEND digests "${one}")
endforeach()
string(SHA256 digest "${digests}")
string(SUBSTRING ${digest} 0 16 FLIPSIDE_WEB_VERSION)
configure_file(${TEMPLATE} ${SITE}/sw.js @ONLY)
