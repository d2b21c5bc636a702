#!/usr/bin/env bash
# Screenshots of every screen of the table app, for the issue note and for
# looking at: runs the real binary on Xvfb, drives it with xdotool, saves
# assets/screenshots/*.png. Usage: take_screenshots.sh FLIPSIDE UI_FIXTURE [OUT_DIR]
set -u
flipside=$1
fixture=$2
out=${3:-$(cd "$(dirname "$0")/../.." && pwd)/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"

fresh() { rm -f "$work/$1"*; "$fixture" "$work/$1" "$2" ${3:-}; }

read -r impossible bust _ _ < <(fresh mid.db mid_round)
fresh target.db target >/dev/null
round_key=$(fresh round.db round_end)
end_key=$(fresh end.db game_end)
fresh fin.db finished >/dev/null
printf 'this is not a database, only text to fill the header page..........................\n' > "$work/bad.db"

en=en_US.UTF-8
es=es_ES.UTF-8
cp "$work/mid.db" "$work/mid-es.db"; cp "$work/mid.db" "$work/mid-p.db"; cp "$work/mid.db" "$work/mid-l.db"
cp "$work/mid.db" "$work/undo.db"; cp "$work/mid.db" "$work/undo-es.db"
cp "$work/round.db" "$work/round-es.db"  # each shot that enters something gets its own copy

shot home "$work/mid.db" 1280 800 $en dark "xdotool key Escape"
shot table_landscape "$work/mid.db" 1280 800 $en dark
shot table_portrait "$work/mid-p.db" 800 1280 $en dark
shot table_coach "$work/mid.db" 1280 800 $en dark "xdotool key h"
shot table_light "$work/mid-l.db" 1280 800 $en light
# Undo says what it took back, in words (issue 20 item 12); Redo too.
shot table_undone "$work/undo.db" 1280 800 $en dark "xdotool key ctrl+z"
shot es_table_redone_portrait "$work/undo-es.db" 800 1280 $es dark "xdotool key ctrl+z" "xdotool key ctrl+y"
shot table_target "$work/target.db" 1280 800 $en dark
# A Flip Three's third card that is a Flip Three: its target is asked at once (RULINGS Flip 7 rule 5).
{ grep -v '^#' "$(dirname "$0")/../scripts/flip7/third_card_flip3_target.jsonl" | head -n 8; echo '{"card":"flip3"}'; } > "$work/third.jsonl"
imported "$work/third.db" "$work/third.jsonl"
shot table_third_card_target "$work/third.db" 1280 800 $en dark
shot table_portrait_target "$work/target.db" 800 1280 $en light
# An impossible card: the popup lists the entry behind it; a tap goes back
# to just before that entry, a card replaces it, the change is confirmed.
shot rejection "$work/mid.db" 1280 800 $en dark "xdotool key $impossible"
cp "$work/mid.db" "$work/edit.db"; cp "$work/mid.db" "$work/edit-es.db"
shot es_rejection "$work/mid.db" 800 1280 $es dark "xdotool key $impossible"
shot edit_entry "$work/mid.db" 1280 800 $en dark "xdotool key $impossible" "xdotool mousemove 640 455 click 1" "xdotool mousemove 0 0"
shot edit_confirm "$work/mid.db" 1280 800 $en dark "xdotool key $impossible" "xdotool mousemove 640 455 click 1" \
  "xdotool mousemove 0 0" "xdotool key 3"
shot es_edit_entry "$work/mid.db" 800 1280 $es dark "xdotool key $impossible" "xdotool mousemove 400 695 click 1" "xdotool mousemove 0 0"
shot es_edit_confirm "$work/mid.db" 800 1280 $es dark "xdotool key $impossible" "xdotool mousemove 400 695 click 1" \
  "xdotool mousemove 0 0" "xdotool key 3"
# Confirmed: the table goes on from the changed entry; the log of entries.
shot edit_done "$work/edit.db" 1280 800 $en dark "xdotool key $impossible" "xdotool mousemove 640 455 click 1" \
  "xdotool mousemove 0 0" "xdotool key 3" "xdotool mousemove 800 460 click 1" "xdotool mousemove 0 0"
shot log "$work/edit.db" 1280 800 $en dark "xdotool mousemove 1102 36 click 1" "xdotool mousemove 118 100 click 1" \
  "xdotool mousemove 0 0"
shot es_log "$work/edit-es.db" 800 1280 $es light "xdotool mousemove 624 36 click 1" "xdotool mousemove 118 100 click 1" \
  "xdotool mousemove 0 0"
shot banner_bust "$work/mid.db" 1280 800 $en dark "xdotool key $bust"
shot round_summary "$work/round.db" 1280 800 $en dark "xdotool key $round_key"
shot winner "$work/end.db" 1280 800 $en dark "xdotool key $end_key" "sleep 2.5"
shot winner_portrait "$work/fin.db" 800 1280 $en light "xdotool key h" "xdotool mousemove 300 344 click 1" "xdotool mousemove 0 0"
shot history "$work/fin.db" 1280 800 $en dark "xdotool key h" "xdotool mousemove 0 0"
shot settings "$work/fin.db" 1280 800 $en dark "xdotool key p"
shot help "$work/mid.db" 1280 800 $en dark "xdotool key F1"
# New game: the name field has the keyboard; three known players tapped, one typed.
shot new_game "$work/fin.db" 1280 800 $en dark "xdotool key n" \
  "xdotool mousemove 55 389 click 1" "xdotool mousemove 148 389 click 1" "xdotool mousemove 244 389 click 1" \
  "xdotool mousemove 237 296 click 1" "xdotool type 'Marta'" "xdotool key Return" "xdotool mousemove 0 0"
# Issue 20 items 9 and 10: the game open is chosen (Phase 10 Flip, Flinch)
# and its long variants stay whole at 125 % text, on two lines if need be.
imported "$work/p10.db" "$(dirname "$0")/screenshot_scripts/phase10flip/table.jsonl"
imported "$work/flinch.db" "$(dirname "$0")/screenshot_scripts/flinch/four_players.jsonl"
SHOT_TEXT_SCALE=125 shot es_new_game_phase10flip_125 "$work/p10.db" 800 1280 $es dark "xdotool key Escape" \
  "xdotool key n" "xdotool mousemove 0 0"
SHOT_TEXT_SCALE=125 shot new_game_flinch_125 "$work/flinch.db" 1280 800 $en dark "xdotool key Escape" "xdotool key n" \
  "xdotool mousemove 0 0"
# The scoresheet, one tap from the table's "Scores".
shot scoresheet "$work/mid.db" 1280 800 $en dark "xdotool mousemove 1102 36 click 1" "xdotool mousemove 0 0"
shot database_error "$work/bad.db" 1280 800 $en dark
shot es_table "$work/mid-es.db" 1280 800 $es dark "xdotool key h"
shot es_home "$work/fin.db" 1280 800 $es light
shot es_round_summary "$work/round-es.db" 800 1280 $es dark "xdotool key $round_key"
# Statistics on the demo database (flipside demo-data): the leaderboard, a
# player's page; Escape first when the app opens on an unfinished game.
"$flipside" demo-data "$work/demo.db" >/dev/null
shot stats "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" "xdotool mousemove 0 0"
shot es_stats "$work/demo.db" 800 1280 $es light "xdotool key Escape" "xdotool key s" "xdotool mousemove 0 0"
# The leaderboard's first row: y 332 in landscape, 506 in portrait (under
# the games, dates and views; take_statistics_screenshots.sh has the rest).
shot player_stats "$work/demo.db" 1280 800 $en dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 400 332 click 1" "xdotool mousemove 0 0"
shot es_player_stats "$work/demo.db" 800 1280 $es dark "xdotool key Escape" "xdotool key s" \
  "xdotool mousemove 400 506 click 1" "xdotool mousemove 0 0"
