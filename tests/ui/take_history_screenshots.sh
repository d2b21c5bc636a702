#!/usr/bin/env bash
# Screenshots of History (issue 13) on a demo database (flipside demo-data):
# the list filtered (a game, a date preset, a name typed in the search) and a
# game's delete confirmation, in English and Spanish. Runs the real binary
# on Xvfb (screenshot_lib.sh) and saves assets/screenshots/*.png.
# Usage: take_history_screenshots.sh FLIPSIDE [OUT_DIR]
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

# Home (h) → History; the chips and the search box sit at fixed places at
# 1280x800 and 800x1280 (text at 100 %).
open_history="xdotool key h"
