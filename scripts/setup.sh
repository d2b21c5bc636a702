#!/usr/bin/env bash
# Installs every Debian package FlipSide needs to build, test and run,
# skipping what is already there. Works on a brand-new Debian 12 machine
# (as root, or through sudo).
set -euo pipefail

packages=(
  g++ cmake make pkg-config git           # toolchain
  libimgui-dev libstb-dev libsdl2-dev libgl-dev  # the app (Dear ImGui 1.86 with SDL2/OpenGL3 backends)
  libsqlite3-dev sqlite3                  # the game store
  nlohmann-json3-dev libcli11-dev catch2  # JSON, command line, tests
  fonts-dejavu-core                       # a font with full Latin-1 (á é í ó ú ñ ¿ ¡)
  xvfb xauth x11-apps imagemagick xdotool # the app tested in a real window
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
