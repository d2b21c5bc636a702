#!/usr/bin/env bash
# Screenshots of History (issue 13) on a demo database (flipside demo-data):
# the list filtered (a game, a date preset, a name typed in the search), a
# range of months, the player chooser and a game's delete confirmation, in
# English and Spanish. Runs the real binary
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
# The list filtered: Flip 7, this year, "mar" typed in the search (María's games).
shot history_filtered "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "$open_history" \
  "xdotool mousemove 220 100 click 1" "xdotool mousemove 400 158 click 1" "xdotool mousemove 290 216 click 1" \
  "xdotool type mar" "xdotool mousemove 1270 10"
shot es_history_filtered "$work/demo.db" 800 1280 $es light "xdotool key Escape" "$open_history" \
  "xdotool mousemove 285 100 click 1" "xdotool mousemove 435 216 click 1" "xdotool mousemove 290 332 click 1" \
  "xdotool type mar" "xdotool mousemove 790 10"
# The player chooser open (a list of chips, those with most games first).
shot history_players "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "$open_history" \
  "xdotool mousemove 885 158 click 1" "xdotool mousemove 1270 10"
# A range of whole months: Months…, then From one month later (Jan 2026).
shot history_months "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "$open_history" \
  "xdotool mousemove 700 158 click 1" "xdotool mousemove 270 216 click 1" "xdotool mousemove 1270 10"
shot es_history_months "$work/demo.db" 800 1280 $es light "xdotool key Escape" "$open_history" \
  "xdotool mousemove 80 274 click 1" "xdotool mousemove 790 10"
# The confirmation of a delete, naming the game (the first row's ✕).
shot history_delete "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "$open_history" \
  "xdotool mousemove 1219 286 click 1" "xdotool mousemove 1270 10"
shot es_history_delete "$work/demo.db" 800 1280 $es light "xdotool key Escape" "$open_history" \
  "xdotool mousemove 740 402 click 1" "xdotool mousemove 790 10"
# After the delete: the strip with Undo.
shot history_deleted "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "$open_history" \
  "xdotool mousemove 1219 286 click 1" "xdotool mousemove 800 467 click 1" "xdotool mousemove 1270 10"
