#!/usr/bin/env bash
# Screenshots of the bin (issue 21): History with its Bin button, the bin
# (the last deleted first, each with Restore) and the question before it is
# emptied, in English and Spanish. A demo database with four games deleted
# (as History's ✕ deletes them). Runs the real binary on Xvfb
# (screenshot_lib.sh) and saves assets/screenshots/*.png.
# Usage: take_bin_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
out=${2:-$(cd "$(dirname "$0")/../.." && pwd)/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"

en=en_US.UTF-8
es=es_ES.UTF-8
"$flipside" demo-data "$work/demo.db" --games 400 --seed 3 >/dev/null
sqlite3 "$work/demo.db" "UPDATE games SET deleted_at = '2026-11-2' || (id % 9) || 'T21:0' || (id % 10) || ':00+01:00'
                         WHERE id IN (399, 396, 380, 350);"

# Home (h) → History, B → the bin.
shot bin "$work/demo.db" 1280 800 $en dark "xdotool key h" "xdotool key b" "xdotool mousemove 1270 10"
shot es_bin "$work/demo.db" 800 1280 $es light "xdotool key h" "xdotool key b" "xdotool mousemove 790 10"
shot history_with_bin "$work/demo.db" 1280 800 $en dark "xdotool key h" "xdotool mousemove 1270 10"
