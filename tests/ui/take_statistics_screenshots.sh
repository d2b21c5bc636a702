#!/usr/bin/env bash
# Screenshots of Statistics (issue 21 items 3 and 10): the leaderboard (every
# game, then Flip 7 this year with average and best, sorted by a tapped
# heading), the records, plays per month and time played, a player's page
# with the monthly win rate, and a record's game (an UNO Flip chart with its
# target line), on a demo database (`flipside demo-data --games 400`: its
# games have lengths) with one player given a 32-character name.
# English landscape and Spanish portrait. Reached as a player would: Home,
# S, then taps.
# Usage: take_statistics_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$(cd "$here/../.." && pwd)/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/screenshot_lib.sh"

en=en_US.UTF-8
es=es_ES.UTF-8
db="$work/demo.db"
"$flipside" demo-data "$db" --games 400 >/dev/null
# The most played player gets a long name.
most=$("$flipside" --db "$db" players | awk 'NR > 1 { print $1; exit }')
"$flipside" --db "$db" players --rename "$most" "Bartholomew-Christopher Ahrensbu" >/dev/null

# Landscape (1280x800, English): the chips' rows are at y 100 (games), 158
# (dates) and 216 (views, and the leaderboard's minimum), the leaderboard's
# headings at 274 and its first row at 332; with one game chosen, "Game
# figures" takes a row under the games and everything below moves down by
# 58. Flip 7 this year is sorted by Best (one tap); in Spanish by Best the
# other way round (two taps).
shot stats_leaderboard "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" "xdotool mousemove 0 0"
shot stats_leaderboard_flip7 "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 220 100 click 1" "xdotool mousemove 400 216 click 1" "xdotool mousemove 1200 332 click 1" \
  "xdotool mousemove 0 0"
shot stats_records "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 260 216 click 1" "xdotool mousemove 0 0"
shot stats_activity "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 420 216 click 1" "xdotool mousemove 0 0"
shot stats_player "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 600 332 click 1" "xdotool mousemove 640 500 click --repeat 15 --delay 30 5" "xdotool mousemove 0 0"
# A record's game: UNO Flip's highest score (the records' fifth, left
# column), its chart with the target line.
shot stats_record_game "$db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 260 216 click 1" "xdotool mousemove 320 483 click 1" "xdotool mousemove 0 0"
# Portrait (800x1280, Spanish): games at y 100 and 158, dates 216 and 274,
# views 332.
shot es_stats_leaderboard "$db" 800 1280 $es light "xdotool key Escape" "xdotool key s" "xdotool mousemove 0 0"
shot es_stats_leaderboard_flip7 "$db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 290 100 click 1" "xdotool mousemove 440 274 click 1" "xdotool mousemove 730 506 click 1" \
  "xdotool mousemove 730 506 click 1" "xdotool mousemove 0 0"
shot es_stats_records "$db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 260 332 click 1" "xdotool mousemove 0 0"
shot es_stats_activity "$db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 450 332 click 1" "xdotool mousemove 0 0"
shot es_stats_player "$db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 400 506 click 1" "xdotool mousemove 400 800 click --repeat 4 --delay 30 5" "xdotool mousemove 0 0"
