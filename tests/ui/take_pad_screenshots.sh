#!/usr/bin/env bash
# Screenshots of the number pad (issue 20, item 4) where points are typed,
# English and Spanish: Flip 7's score mode (Ana 35, then Ben's 100 on the
# keys, his total after the round shown), Phase 10 Flip's typed points at a
# hand's end (Ben 65, Cy 35; at 125 % text, a 1 typed on the way to 100 and
# the engine's word on it in its own place above the pad) and UNO Flip's
# score mode with four players (Carla went out; Ana 42, Benjamín's 100).
# Runs the real binary on Xvfb (tests/ui/screenshot_lib.sh).
# Usage: take_pad_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$root/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"

click() { echo "xdotool mousemove $1 $2 click 1"; }
keys() { local k; for k in "$@"; do echo "xdotool key $k"; done; }
rest="xdotool mousemove 0 0"
mapfile -t ben_100 < <(keys 3 5 Return 1 0 0)
mapfile -t two_hands < <(keys 6 5 Return 3 5)

for lang in en es; do
  if [ "$lang" = en ]; then locale=en_US.UTF-8 prefix=""; else locale=es_ES.UTF-8 prefix="es_"; fi
  imported "$work/f7-$lang.db" "$root/tests/ui/screenshot_scripts/flip7/score_mode.jsonl"
  imported "$work/p10-$lang.db" "$root/tests/ui/screenshot_scripts/phase10flip/table.jsonl"
  cp "$work/p10-$lang.db" "$work/p10big-$lang.db"
  imported "$work/uno-$lang.db" "$root/tests/ui/screenshot_scripts/unoflip/score_four.jsonl"
done
shot flip7_score_pad "$work/f7-en.db" 1280 800 en_US.UTF-8 dark "${ben_100[@]}" "$rest"
shot es_flip7_score_pad "$work/f7-es.db" 800 1280 es_ES.UTF-8 dark "${ben_100[@]}" "$rest"
# Phase 10 Flip: Hand over…, Points; Ben's points, then Cy's.
shot phase10flip_points_pad "$work/p10-en.db" 1280 800 en_US.UTF-8 dark "$(click 995 764)" "$(click 1132 242)" \
  "${two_hands[@]}" "$rest"
shot es_phase10flip_points_pad "$work/p10-es.db" 1280 800 es_ES.UTF-8 dark "$(click 995 764)" "$(click 1132 242)" \
  "${two_hands[@]}" "$rest"
# At 125 % text: Hand over…, Points, then 1 for Ben: not a hand of ten cards.
SHOT_TEXT_SCALE=125 shot phase10flip_points_refused "$work/p10big-en.db" 1280 800 en_US.UTF-8 dark \
  "$(click 994 754)" "$(click 1131 299)" "xdotool key 1" "$rest"
SHOT_TEXT_SCALE=125 shot es_phase10flip_points_refused "$work/p10big-es.db" 1280 800 es_ES.UTF-8 dark \
  "$(click 994 754)" "$(click 1131 299)" "xdotool key 1" "$rest"
# UNO Flip's score mode, four players: Carla went out; the others' points on the keys.
mapfile -t uno_points < <(keys 4 2 Return 1 0 0)
shot unoflip_score_pad "$work/uno-en.db" 1280 800 en_US.UTF-8 dark "$(click 1141 175)" "${uno_points[@]}" "$rest"
shot es_unoflip_score_pad "$work/uno-es.db" 1280 800 es_ES.UTF-8 light "$(click 1141 175)" "${uno_points[@]}" "$rest"
