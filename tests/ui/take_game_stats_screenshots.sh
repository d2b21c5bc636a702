#!/usr/bin/env bash
# Screenshots of a game's statistics page (issue 13: "a game's statistics,
# the deck check"): Flip 7's figures, its sentences over every player and
# the deck fairness chart with its verdict, on a demo database (`flipside
# demo-data --games 400`): English landscape scrolled down to the whole
# chart, Spanish portrait from the top. Reached as a player would:
# Statistics (S), the "Flip 7" filter, then "Game figures".
# Then the same page on a rigged table, whose make-up check says the deck is
# not the deck's make-up, and on a poorly shuffled one (the shuffle check).
# Usage: take_game_stats_screenshots.sh FLIPSIDE [OUT_DIR]
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
"$flipside" demo-data "$work/demo.db" --games 400 >/dev/null

# Escape first: the app opens on the demo's unfinished game. The filter row:
# "Flip 7" is the second toggle; "Game figures" sits under the row (portrait
# Spanish: the row wraps once, so one row lower).
shot game_stats_flip7 "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 220 100 click 1" "xdotool mousemove 90 158 click 1" \
  "xdotool mousemove 640 500 click --repeat 12 --delay 30 5" "xdotool mousemove 0 0"
shot es_game_stats_flip7 "$work/demo.db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 295 100 click 1" "xdotool mousemove 100 216 click 1" \
  "xdotool mousemove 400 700 click --repeat 3 --delay 30 5" "xdotool mousemove 0 0"

# The deck check's other verdict: 40 games where a 12 was slipped in for one
# card in three (ui_fixture rigged_deck, beside the build's flipside):
# "suspicious", naming the 12, its bar marked ▲.
fixture=${UI_FIXTURE:-$(dirname "$(dirname "$flipside")")/tests/ui/ui_fixture}
if [ -x "$fixture" ]; then
  "$fixture" "$work/rigged.db" rigged_deck 40
  shot game_stats_suspicious "$work/rigged.db" 1280 800 $en dark "xdotool key s" \
    "xdotool mousemove 220 100 click 1" "xdotool mousemove 90 158 click 1" \
    "xdotool mousemove 640 500 click --repeat 12 --delay 30 5" "xdotool mousemove 0 0"
  shot es_game_stats_suspicious "$work/rigged.db" 800 1280 $es light "xdotool key s" \
    "xdotool mousemove 295 100 click 1" "xdotool mousemove 100 216 click 1" \
    "xdotool mousemove 400 700 click --repeat 12 --delay 30 5" "xdotool mousemove 0 0"
  # The shuffle check's "poor" verdict: 40 games from a deck where, half the
  # time, the next card is of the kind just flipped (ui_fixture
  # clumped_deck): scrolled to the page's end, where the shuffle check is.
  "$fixture" "$work/clumped.db" clumped_deck 40
  shot game_stats_poor_shuffle "$work/clumped.db" 1280 800 $en dark "xdotool key s" \
    "xdotool mousemove 220 100 click 1" "xdotool mousemove 90 158 click 1" \
    "xdotool mousemove 640 500 click --repeat 30 --delay 30 5" "xdotool mousemove 0 0"
  shot es_game_stats_poor_shuffle "$work/clumped.db" 800 1280 $es light "xdotool key s" \
    "xdotool mousemove 295 100 click 1" "xdotool mousemove 100 216 click 1" \
    "xdotool mousemove 400 700 click --repeat 30 --delay 30 5" "xdotool mousemove 0 0"
else
  echo "take_game_stats_screenshots: $fixture not built (cmake --build BUILD --target ui_fixture): no suspicious deck"
fi

# A game whose entries do not hold the deck's order says so (UNO Flip, the
# third toggle), scrolled to its end.
shot game_stats_no_order "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 400 100 click 1" "xdotool mousemove 90 158 click 1" \
  "xdotool mousemove 640 500 click --repeat 12 --delay 30 5" "xdotool mousemove 0 0"
