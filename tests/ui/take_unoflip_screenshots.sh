#!/usr/bin/env bash
# Screenshots of the UNO Flip table (issue 11), English and Spanish: the light
# side, the dark side, a challenge prompt (Wild Draw Two in English, Wild Draw
# Colour in Spanish), a Transformers duel (Optimus Prime's Power in English,
# Megatron's Tyranny in Spanish), score mode's hand entry, the winner, and
# drawing several cards in one entry (the count after "Draw 2+"), and (issue
# 20) a refusal, a card for a player not on turn and the Flip's new top.
# Runs the real binary on Xvfb (tests/ui/screenshot_lib.sh), each shot on a
# database imported from a script: tests/scripts/unoflip/ where a test script
# reaches the moment, else tests/ui/screenshot_scripts/unoflip/.
# Usage: take_unoflip_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$root/assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/screenshot_lib.sh"

mine=$root/tests/ui/screenshot_scripts/unoflip
tests=$root/tests/scripts/unoflip
en=en_US.UTF-8
es=es_ES.UTF-8

for lang in en es; do
  imported "$work/light-$lang.db" "$mine/light_side.jsonl"
  imported "$work/dark-$lang.db" "$mine/dark_side.jsonl"
  imported "$work/score-$lang.db" "$tests/score_mode.jsonl" 2  # two hands of three: Ben 42, Cy 73
  imported "$work/won-$lang.db" "$tests/classic_two_hands.jsonl"
done
imported "$work/challenge-en.db" "$mine/challenge_light.jsonl"
imported "$work/challenge-es.db" "$mine/challenge_dark.jsonl"
# transformers_duels.jsonl: its second line is a comment, then the entries.
imported "$work/duel-en.db" "$tests/transformers_duels.jsonl" 3  # Ana's Optimus Prime's Power
imported "$work/duel-es.db" "$tests/transformers_duels.jsonl" 7  # after a Flip, Cy's Megatron's Tyranny

# Clicks, at 1280x800 (the layout the shots below are taken in).
# Score mode's hand entry: "Cards tapped", Cy won; Ana's cards, then Ben's.
score_light=(
  "xdotool mousemove 1076 270 click 1" "xdotool mousemove 1141 175 click 1"
  "xdotool mousemove 1099 243 click 1" "xdotool mousemove 949 462 click 1" "xdotool mousemove 1202 352 click 1"
  "xdotool mousemove 223 276 click 1" "xdotool mousemove 799 535 click 1" "xdotool mousemove 1202 644 click 1"
  "xdotool mousemove 0 0"
)
# The same read by the dark side: pink 7, teal Skip Everyone, Wild; orange 3, Wild Draw Colour.
score_dark=(
  "xdotool mousemove 1076 270 click 1" "xdotool mousemove 1141 175 click 1" "xdotool mousemove 979 148 click 1"
  "xdotool mousemove 1099 243 click 1" "xdotool mousemove 949 462 click 1" "xdotool mousemove 1202 352 click 1"
  "xdotool mousemove 223 276 click 1" "xdotool mousemove 799 535 click 1" "xdotool mousemove 1202 644 click 1"
  "xdotool mousemove 0 0"
)
# Optimus Prime's Power: Ben challenged, Ana wins, blue, two discards.
duel_light=("xdotool mousemove 688 292 click 1" "xdotool mousemove 688 377 click 1"
            "xdotool mousemove 1173 462 click 1" "xdotool mousemove 1141 547 click 1" "xdotool mousemove 0 0")
# Megatron's Tyranny: Ana challenged and wins, purple.
duel_dark=("xdotool mousemove 688 292 click 1" "xdotool mousemove 1076 377 click 1"
           "xdotool mousemove 1173 462 click 1" "xdotool mousemove 0 0")
# The winner: from the history (its only game) to the game's end.
winner_landscape=("xdotool key h" "xdotool mousemove 640 286 click 1" "xdotool mousemove 0 0" "sleep 2.5")
winner_portrait=("xdotool key h" "xdotool mousemove 400 372 click 1" "xdotool mousemove 0 0" "sleep 2.5")

shot unoflip_light_side "$work/light-en.db" 1280 800 $en dark
shot es_unoflip_light_side "$work/light-es.db" 800 1280 $es dark
shot unoflip_dark_side "$work/dark-en.db" 1280 800 $en dark
shot es_unoflip_dark_side "$work/dark-es.db" 1280 800 $es light
shot unoflip_challenge "$work/challenge-en.db" 1280 800 $en dark
shot es_unoflip_challenge "$work/challenge-es.db" 800 1280 $es dark
shot unoflip_duel "$work/duel-en.db" 1280 800 $en dark "${duel_light[@]}"
shot es_unoflip_duel "$work/duel-es.db" 1280 800 $es dark "${duel_dark[@]}"
shot unoflip_score_mode "$work/score-en.db" 1280 800 $en dark "${score_light[@]}"
shot es_unoflip_score_mode "$work/score-es.db" 1280 800 $es light "${score_dark[@]}"
shot unoflip_winner "$work/won-en.db" 1280 800 $en dark "${winner_landscape[@]}"
shot es_unoflip_winner "$work/won-es.db" 800 1280 $es dark "${winner_portrait[@]}"
# Drawing several cards in one entry: "Draw 2+" opens the count.
shot unoflip_draw_several "$work/light-en.db" 1280 800 $en dark "xdotool mousemove 726 759 click 1" "xdotool mousemove 0 0"
shot es_unoflip_draw_several "$work/light-es.db" 800 1280 $es dark "xdotool mousemove 243 1239 click 1" "xdotool mousemove 0 0"
# Issue 20: a refusal in its own place under what is awaited (a red 4 on a
# green 9), nothing moved; in Spanish, Dani's row tapped and a card: the
# engine's "not on turn"; the Flip's new top asked in the pad's place.
shot unoflip_refusal "$work/light-en.db" 1280 800 $en dark "xdotool mousemove 874 238 click 1" "xdotool mousemove 0 0"
# (the row twice: the app's first click after launch may only focus its window)
shot es_unoflip_refusal "$work/light-es.db" 800 1280 $es dark "xdotool mousemove 389 531 click 1" \
  "xdotool mousemove 389 531 click 1" "xdotool mousemove 392 936 click 1" "xdotool mousemove 0 0"
shot unoflip_flip_top "$work/light-en.db" 1280 800 $en dark "xdotool mousemove 1024 558 click 1" "xdotool mousemove 0 0"
