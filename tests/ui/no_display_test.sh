#!/usr/bin/env bash
# With no display to reach (no X server at DISPLAY, no Wayland socket), the
# app says so and stops with code 1, instead of running for ever on SDL's
# offscreen driver with a window nobody can see (CI once met this under
# Xvfb: ui/platform/desktop/app.cpp, tests/ui/xvfb_display.sh). A fresh
# file is never made then. --exit-after-frames bounds the run if the app
# did run windowless.
# Usage: no_display_test.sh FLIPSIDE
set -u
flipside=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -m 700 "$work/runtime"
# A display number no server holds, and a Wayland socket that does not exist.
out=$(env -u SDL_VIDEODRIVER DISPLAY=:65123 WAYLAND_DISPLAY=flipside-none XDG_RUNTIME_DIR="$work/runtime" \
        XDG_CONFIG_HOME="$work/config" timeout 60 "$flipside" --db "$work/table.db" --exit-after-frames 3 2>&1)
code=$?
[ "$code" = 1 ] || { echo "FAIL: exit code $code, expected 1; it said: $out"; exit 1; }
grep -q "cannot start the display: no X11 or Wayland display answered (DISPLAY=:65123)" <<<"$out" ||
  { echo "FAIL: it did not say why: $out"; exit 1; }
[ ! -e "$work/table.db" ] || { echo "FAIL: a database file was made with no window to show it"; exit 1; }
echo "ok: with no display the app says so and stops ($out)"
