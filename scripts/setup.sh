#!/usr/bin/env bash
# Installs every Debian package FlipSide needs to build, test and run,
# skipping what is already there. Works on a brand-new Debian 12 machine
# (as root, or through sudo).
#   scripts/setup.sh         what `scripts/dev.sh run|test|bench` need
#   scripts/setup.sh check   also what `scripts/dev.sh check` needs (clang,
#                            libFuzzer, llvm-symbolizer); not installed otherwise
set -euo pipefail

packages=(
  g++ cmake make pkg-config git           # toolchain
  libimgui-dev libstb-dev libsdl2-dev libgl-dev  # the app (Dear ImGui 1.86 with SDL2/OpenGL3 backends)
  libsqlite3-dev sqlite3                  # the game store
  nlohmann-json3-dev libcli11-dev catch2  # JSON, command line, tests
  fonts-dejavu-core                       # a font with full Latin-1 (á é í ó ú ñ ¿ ¡)
  xvfb xauth x11-apps imagemagick xdotool # the app tested in a real window
  dpkg-dev librsvg2-bin man-db            # the package: dpkg-shlibdeps, the icon's PNGs, man
  lintian appstream desktop-file-utils    # ... checked as Debian checks packages
  libcpp-httplib-dev libqrencode-dev      # the page on phones: its server, its QR code
  libespeak-ng-dev espeak-ng-data         # the calls said aloud (issue 34): espeak-ng and its voices
  chromium zbar-tools curl python3        # ... the page tested in a real browser, the QR code read back
  python3-websocket                       # ... and tapped through its DevTools protocol
  firefox-esr webkit2gtk-driver           # ... in Firefox and in WebKit (Safari's engine) too
  syncthing                               # the league folder tested between two real sync daemons
  emscripten tcl                          # the browser build (issue 33): emcc, and tclsh for SQLite's amalgamation
)
# The browser build compiles SDL2, Dear ImGui and SQLite from Debian's own
# source packages (../shared/design/web-build-notes.md): they are unpacked
# into a per-machine cache, outside the repository, by web_sources below.
web_cache=${FLIPSIDE_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/flipside/web}
web_source_packages=(libsdl2 imgui sqlite3)
# (g++'s ASan/UBSan runtimes, libasan8 and libubsan1, come with g++ itself.)

for group in "$@"; do
  case "$group" in
    check)
      packages+=(
        clang libclang-rt-14-dev  # libFuzzer and clang's sanitizer runtimes
        llvm-14                   # llvm-symbolizer: file:line in clang's sanitizer reports
      )
      ;;
    *)
      echo "setup: unknown group '$group' (known: check)" >&2
      exit 2
      ;;
  esac
done

# Debian's source packages need a deb-src entry beside the deb one: the same
# mirror and suites, written once as a file of our own.
web_sources() {
  local have=1 p
  for p in "${web_source_packages[@]}"; do
    compgen -G "$web_cache/src/$p-*/" >/dev/null || have=0
  done
  [ $have -eq 1 ] && return 0
  local list=/etc/apt/sources.list.d/flipside-deb-src.sources
  if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
    echo "setup: adding Debian's source packages ($list)"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      | $sudo tee "$list" >/dev/null
    $sudo apt-get update -qq
  fi
  mkdir -p "$web_cache/src"
  echo "setup: unpacking ${web_source_packages[*]} (Debian sources) into $web_cache/src"
  (cd "$web_cache/src" && apt-get source -qq "${web_source_packages[@]}" >/dev/null)
}

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
web_sources
