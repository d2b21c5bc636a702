#!/usr/bin/env bash
# Screenshots of issue 13's replay of a past round and of a player's page
# renaming and merging: the real binary on Xvfb, driven by xdotool (see
# screenshot_lib.sh). Usage: take_replay_screenshots.sh FLIPSIDE UI_FIXTURE [OUT_DIR]
#   replay_round.png / es_replay_round.png: Flip 7 mid-round, the log's
#     "Replay" on round 3, three entries stepped with the Right key.
#   player_rename.png / es_player_rename.png: a demo database's first player,
#     the Rename popup (the name prefilled and selected).
#   player_merge.png: the same page's "Merge into…" list.
set -u
flipside=$1
fixture=$2
out=${3:-$(cd "$(dirname "$0")/../.." && pwd)/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"

en=en_US.UTF-8
es=es_ES.UTF-8
"$fixture" "$work/mid.db" mid_round >/dev/null
cp "$work/mid.db" "$work/mid-es.db"
# Scores (top bar) -> "Change an entry" -> the log at the latest round, whose
# Replay button is at the right of its title.
shot replay_round "$work/mid.db" 1280 800 $en dark "xdotool mousemove 1102 36 click 1" \
  "xdotool mousemove 118 100 click 1" "xdotool mousemove 1175 474 click 1" "xdotool mousemove 0 0" \
  "xdotool key Right" "xdotool key Right" "xdotool key Right"
shot es_replay_round "$work/mid-es.db" 800 1280 $es dark "xdotool mousemove 624 36 click 1" \
  "xdotool mousemove 118 100 click 1" "xdotool mousemove 694 954 click 1" "xdotool mousemove 0 0" \
  "xdotool key Right" "xdotool key Right" "xdotool key Right"

"$flipside" demo-data "$work/demo.db" --games 60 --seed 3 >/dev/null
# Home -> Statistics (s) -> the first player's page -> Rename / Merge into…
shot player_rename "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 300 170 click 1" "xdotool mousemove 79 100 click 1" "xdotool mousemove 0 0"
shot es_player_rename "$work/demo.db" 800 1280 $es light "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 300 228 click 1" "xdotool mousemove 79 100 click 1" "xdotool mousemove 0 0"
shot player_merge "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 300 170 click 1" "xdotool mousemove 226 100 click 1" "xdotool mousemove 0 0"
