# After each link: sw.js with kVersion = a digest of the program's files, so
# a new build is a new cache and an unchanged one is not (sw.js).
# cmake -DSITE=<build/web/site> -DTEMPLATE=<assets/web/sw.js> -P stamp_sw.cmake
file(SHA256 ${SITE}/flipside.wasm wasm_digest)
file(SHA256 ${SITE}/flipside.js js_digest)
string(SHA256 digest "${wasm_digest}${js_digest}")
string(SUBSTRING ${digest} 0 16 FLIPSIDE_WEB_VERSION)
configure_file(${TEMPLATE} ${SITE}/sw.js @ONLY)
