#!/usr/bin/env bash
# Screenshots of an older file's upgrade (issue 22): the screen the app shows
# while it counts again the games of a 10,000-game file schema 6 left
# (tests/support/old_file.sh), in English (landscape, dark) and Spanish
# (portrait, light), taken half way; Ctrl+Q then stops the upgrade (rolled
# back), so both are taken on the same file. Runs the real binary on Xvfb
# (screenshot_lib.sh) and saves assets/screenshots/*.png.
# Usage: take_upgrade_screenshots.sh FLIPSIDE [OUT_DIR]   (UPGRADE_SHOT_GAMES: 10000)
set -u
flipside=$1
out=${2:-$(cd "$(dirname "$0")/../.." && pwd)/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"
source "$(dirname "$0")/../support/old_file.sh"

old_file "$flipside" "$work/old.db" "${UPGRADE_SHOT_GAMES:-10000}" || exit 1
# Checking the 300 MB file takes about a second, then the count begins.
SHOT_LAUNCH_WAIT=${SHOT_LAUNCH_WAIT:-4} shot migration_progress "$work/old.db" 1280 800 en_US.UTF-8 dark \
  "xdotool mousemove 1270 10"
SHOT_LAUNCH_WAIT=${SHOT_LAUNCH_WAIT:-5} shot es_migration_progress "$work/old.db" 800 1280 es_ES.UTF-8 light \
  "xdotool mousemove 790 10"
[ "$(sqlite3 "$work/old.db" 'PRAGMA user_version')" = 6 ] || echo "note: the upgrade ended before a screenshot"
