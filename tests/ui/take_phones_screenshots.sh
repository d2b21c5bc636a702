#!/usr/bin/env bash
# Screenshots of the table bar's Phones (issue 23): the Phase 10 Flip table
# with Phones on its top bar, and the page's code shown over the table after
# one tap, English landscape and Spanish portrait. Runs the real binary on
# Xvfb (screenshot_lib.sh); the button's place comes from PHONES_AT_EN and
# PHONES_AT_ES ("X Y"; the defaults were read off screenshots of each bar).
# Usage: take_phones_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$here/../../assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/screenshot_lib.sh"

click() { echo "xdotool mousemove $1 $2 click 1"; }
imported "$work/en.db" "$here/screenshot_scripts/phase10flip/table.jsonl"
imported "$work/es.db" "$here/screenshot_scripts/phase10flip/table.jsonl"
read -r ex ey <<<"${PHONES_AT_EN:-1100 36}"
read -r sx sy <<<"${PHONES_AT_ES:-620 36}"
shot table_bar_phones "$work/en.db" 1280 800 en_US.UTF-8 dark "xdotool mousemove 0 0"
shot es_table_bar_phones_portrait "$work/es.db" 800 1280 es_ES.UTF-8 light "xdotool mousemove 0 0"
if [ "$ex" != 0 ]; then
  shot phones_popup "$work/en.db" 1280 800 en_US.UTF-8 dark "$(click "$ex" "$ey")" "xdotool mousemove 0 0"
  shot es_phones_popup_portrait "$work/es.db" 800 1280 es_ES.UTF-8 light "$(click "$sx" "$sy")" "xdotool mousemove 0 0"
fi
