#!/usr/bin/env bash
# The browser build's libraries, built once per machine from Debian's source
# packages (scripts/setup.sh unpacks them; ../shared/design/web-build-notes.md):
#   SDL2 2.26   a static library for emscripten, by SDL's own CMake under emcmake
#   SQLite      its amalgamation, made by SQLite's own build (tclsh)
# Dear ImGui needs no step of its own: third_party/web/CMakeLists.txt
# compiles its sources with the app. Each step is skipped once done.
set -euo pipefail
cache=${FLIPSIDE_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/flipside/web}
jobs=$(nproc 2>/dev/null || echo 2)
export NODE_PATH=/usr/share/nodejs  # emscripten's JS optimizer finds Debian's acorn here

source_of() {  # source_of PACKAGE: the unpacked source folder
  local dir
  dir=$(compgen -G "$cache/src/$1-*/" | head -1)
  [ -n "$dir" ] || { echo "web_deps: no $1 source in $cache/src: run scripts/setup.sh" >&2; exit 1; }
  echo "${dir%/}"
}

if [ ! -f "$cache/prefix/lib/libSDL2.a" ]; then
  echo "web_deps: SDL2 for the browser (about 5 minutes, once)"
  rm -rf "$cache/sdl2-build"
  emcmake cmake -S "$(source_of libsdl2)" -B "$cache/sdl2-build" -DCMAKE_BUILD_TYPE=Release \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$cache/prefix" >"$cache/sdl2.log" 2>&1
  cmake --build "$cache/sdl2-build" -j"$jobs" >>"$cache/sdl2.log" 2>&1
  cmake --install "$cache/sdl2-build" >>"$cache/sdl2.log" 2>&1
fi

if [ ! -f "$cache/sqlite-build/sqlite3.c" ]; then
  echo "web_deps: SQLite's amalgamation"
  rm -rf "$cache/sqlite-build"
  mkdir -p "$cache/sqlite-build"
  (cd "$cache/sqlite-build" && "$(source_of sqlite3)/configure" --disable-tcl >"$cache/sqlite.log" 2>&1 &&
     make sqlite3.c >>"$cache/sqlite.log" 2>&1)
fi
