#!/usr/bin/env bash
# A finished game logged in BG Stats from the real app (issue 34), on Xvfb:
# History, a tap on a finished Flip 7, *Log in BG Stats*, and the popup's QR
# code read off the screenshot by zbarimg, as a phone's camera reads it:
# it must be `flipside bgstats` of that game, exactly. In English at
# 1280x800 and in Spanish at 800x1280 (the rows, the button and the popup
# sit elsewhere standing up).
# Usage: app_bgstats_xvfb.sh FLIPSIDE ARTIFACT_DIR
set -u
flipside=$1
out=$2
mkdir -p "$out"
for tool in Xvfb xdotool import zbarimg; do
  command -v "$tool" > /dev/null || { echo "FAIL: $tool is missing (scripts/setup.sh installs it)"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=screenshot_lib.sh
# A loaded machine (ctest -j2) loses taps that come too soon.
export SHOT_LAUNCH_WAIT=${SHOT_LAUNCH_WAIT:-3} SHOT_STEP_WAIT=${SHOT_STEP_WAIT:-0.7}
source "$(dirname "$0")/screenshot_lib.sh"

# Six seeded finished games; the second row of History (the last started
# first) is game 5, a Flip 7 of four.
"$flipside" demo-data "$work/demo.db" --games 6 --seed 5 > /dev/null
row=$("$flipside" --db "$work/demo.db" games | awk 'NR == 3 { print $1, $2 }')
[ "$row" = "5 flip7" ] || { echo "FAIL: History's second row is not the Flip 7 game 5: $row"; exit 1; }
expected=$("$flipside" --db "$work/demo.db" bgstats 5)

fail=0
check() {  # check NAME: the shot's QR code is the game's link
  local read
  read=$(zbarimg --quiet --raw "$out/$1.png" 2> /dev/null)
  if [ "$read" != "$expected" ]; then
    echo "FAIL: $1: the QR code reads as '${read:0:120}...', not the game's link"
    fail=1
  fi
}
shot app_bgstats_en "$work/demo.db" 1280 800 en_US.UTF-8 dark "xdotool key Escape" "xdotool key h" \
  "xdotool mousemove 600 400 click 1" "xdotool mousemove 200 671 click 1" "xdotool mousemove 1270 10" > /dev/null
check app_bgstats_en
shot app_bgstats_es "$work/demo.db" 800 1280 es_ES.UTF-8 light "xdotool key Escape" "xdotool key h" \
  "xdotool mousemove 400 570 click 1" "xdotool mousemove 400 356 click 1" "xdotool mousemove 790 10" > /dev/null
check app_bgstats_es
[ "$fail" = 0 ] && echo "ok: the BG Stats QR code reads back to \`flipside bgstats 5\` in English (landscape) and Spanish (portrait)"
exit "$fail"
