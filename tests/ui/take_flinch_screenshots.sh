#!/usr/bin/env bash
# Screenshots of the Flinch table with four players, English and Spanish,
# landscape and portrait: a full board mid-game, a Flinch call lit up (also
# at 125 % text in portrait), the
# penalty as it is applied (the call entered by tapping the caller's button),
# the winner (the last Flinch card played with F), a partnership game, and
# ten centre piles.
# Built from tests/ui/screenshot_scripts/flinch/*.jsonl (each replays with
# `flipside replay`). Usage: take_flinch_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$(cd "$here/../.." && pwd)/assets/screenshots}
scripts=$here/screenshot_scripts/flinch
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/screenshot_lib.sh"

en=en_US.UTF-8
es=es_ES.UTF-8
entries() { echo $(( $(grep -c . "$1") - 1 )); }

# The caller's button in the Flinch! panel ("Flinch! Carla"), which sits at
# the bottom of the players' rows: landscape and portrait.
call_carla_landscape="xdotool mousemove 388 756 click 1"
call_carla_portrait="xdotool mousemove 400 820 click 1"
# "New pile" (the first tile over the pad) tapped with nothing picked: a refusal.
new_pile_landscape="xdotool mousemove 822 196 click 1"
new_pile_portrait="xdotool mousemove 66 196 click 1"
# Scores on the bar, then Change an entry on the scoresheet.
scores_landscape="xdotool mousemove 1103 36 click 1"

for lang in en es; do
  L=$([ $lang = en ] && echo $en || echo $es)
  p=$([ $lang = en ] && echo "" || echo "es_")
  imported "$work/board-$lang.db" "$scripts/four_players.jsonl"
  cp "$work/board-$lang.db" "$work/board-$lang-p.db"
  shot "${p}flinch_board" "$work/board-$lang.db" 1280 800 $L dark "xdotool mousemove 0 0"
  shot "${p}flinch_board_portrait" "$work/board-$lang-p.db" 800 1280 $L dark "xdotool mousemove 0 0"
  # Issue 20: a refusal under the pad moves nothing; Scores and the entries in words.
  imported "$work/ref-$lang.db" "$scripts/four_players.jsonl"
  cp "$work/ref-$lang.db" "$work/ref-$lang-p.db"
  cp "$work/ref-$lang.db" "$work/sheet-$lang.db"
  cp "$work/ref-$lang.db" "$work/log-$lang.db"
  shot "${p}flinch_refusal" "$work/ref-$lang.db" 1280 800 $L dark "$new_pile_landscape" "xdotool mousemove 0 0"
  shot "${p}flinch_refusal_portrait" "$work/ref-$lang-p.db" 800 1280 $L dark "$new_pile_portrait" "xdotool mousemove 0 0"
  shot "${p}flinch_scores" "$work/sheet-$lang.db" 1280 800 $L dark "$scores_landscape" "xdotool mousemove 0 0"
  shot "${p}flinch_entries" "$work/log-$lang.db" 1280 800 $L dark "$scores_landscape" "xdotool mousemove 130 90 click 1" "xdotool mousemove 0 0"
  imported "$work/call-$lang.db" "$scripts/call.jsonl"
  cp "$work/call-$lang.db" "$work/pen-$lang.db"
  cp "$work/call-$lang.db" "$work/pen-$lang-p.db"
  cp "$work/call-$lang.db" "$work/call-$lang-p.db"
  shot "${p}flinch_call" "$work/call-$lang.db" 1280 800 $L dark "xdotool mousemove 0 0"
  shot "${p}flinch_call_portrait" "$work/call-$lang-p.db" 800 1280 $L dark "xdotool mousemove 0 0"
  # At 125 % text: the panel under Ana's row (on turn), every caller named whole.
  cp "$work/call-$lang.db" "$work/call-$lang-big.db"
  SHOT_TEXT_SCALE=125 shot "${p}flinch_call_portrait_125" "$work/call-$lang-big.db" 800 1280 $L dark "xdotool mousemove 0 0"
  shot "${p}flinch_penalty" "$work/pen-$lang.db" 1280 800 $L dark "$call_carla_landscape" "xdotool mousemove 0 0"
  shot "${p}flinch_penalty_portrait" "$work/pen-$lang-p.db" 800 1280 $L dark "$call_carla_portrait" "xdotool mousemove 0 0"
  imported "$work/win-$lang.db" "$scripts/win.jsonl" $(( $(entries "$scripts/win.jsonl") - 1 ))
  shot "${p}flinch_winner" "$work/win-$lang.db" 1280 800 $L dark "xdotool key f" "sleep 0.6"
  imported "$work/pairs-$lang.db" "$scripts/partners.jsonl"
  shot "${p}flinch_partners" "$work/pairs-$lang.db" 800 1280 $L dark "xdotool mousemove 0 0"
  # Eight players, one deck: Gus on turn with no card in hand, nothing to
  # draw and nothing playable: the Pass button (RULINGS Flinch 7).
  grep -v '^#' "$here/../scripts/flinch/eight_players_pass.jsonl" | head -n 56 > "$work/pass.jsonl"
  imported "$work/pass-$lang.db" "$work/pass.jsonl"
  cp "$work/pass-$lang.db" "$work/pass-$lang-p.db"
  shot "${p}flinch_pass" "$work/pass-$lang.db" 1280 800 $L dark "xdotool mousemove 0 0"
  shot "${p}flinch_pass_portrait" "$work/pass-$lang-p.db" 800 1280 $L light "xdotool mousemove 0 0"
  # Issue 32 item 7: ten centre piles (every 1 of the deck), all in view
  # whole, at 125 % text too.
  imported "$work/ten-$lang.db" "$scripts/ten_piles.jsonl"
  cp "$work/ten-$lang.db" "$work/ten-$lang-big.db"
  shot "${p}flinch_ten_piles" "$work/ten-$lang.db" 1280 800 $L dark "xdotool mousemove 0 0"
  SHOT_TEXT_SCALE=125 shot "${p}flinch_ten_piles_125" "$work/ten-$lang-big.db" 1280 800 $L dark "xdotool mousemove 0 0"
done
