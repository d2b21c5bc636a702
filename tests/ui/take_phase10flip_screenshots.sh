#!/usr/bin/env bash
# Phase 10 Flip screenshots (issue 10), English and Spanish: the table on the
# colour side and on the wild side, a phase being built with the engine's
# refusal explained, the hand-over form with cards left being tapped, and the
# winner; issue 20: a refusal and a prompt in the pad's message place, and the
# choice of grouping (nothing above them moves), and the PHASE! banner over
# the side strip, off the controls; issue 32: rows of one height, Lay down
# asking how the cards lie, the hand-over form with nobody marked as out.
# Runs the real binary on Xvfb
# (tests/ui/screenshot_lib.sh), 1280x800.
# Usage: take_phase10flip_screenshots.sh FLIPSIDE [OUT_DIR]
set -u
flipside=$1
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$here/../../assets/screenshots}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/screenshot_lib.sh"
scripts=$here/screenshot_scripts/phase10flip

click() { echo "xdotool mousemove $1 $2 click 1"; }
rest="xdotool mousemove 0 0"

for lang in en es; do
  if [ "$lang" = en ]; then locale=en_US.UTF-8 prefix=""; else locale=es_ES.UTF-8 prefix="es_"; fi
  imported "$work/table-$lang.db" "$scripts/table.jsonl"
  imported "$work/wild-$lang.db" "$scripts/wild_side.jsonl"
  imported "$work/won-$lang.db" "$here/../scripts/phase10flip/short_game.jsonl"
  shot "${prefix}phase10flip_table" "$work/table-$lang.db" 1280 800 $locale dark "$rest"
  shot "${prefix}phase10flip_wild_side" "$work/wild-$lang.db" 1280 800 $locale dark "$rest"
  cp "$work/table-$lang.db" "$work/refused-$lang.db"
  cp "$work/table-$lang.db" "$work/over-$lang.db"
  # Dani builds phase 1 (2 colour runs of 2): red 5, red 7 leave a gap.
  shot "${prefix}phase10flip_phase_refused" "$work/refused-$lang.db" 1280 800 $locale dark \
    "$(click 99 428)" "$(click 790 230)" "$(click 1072 288)" "$(click 1228 288)" "$(click 925 230)" \
    "$(click 838 288)" "$(click 916 288)" "$rest"
  # Hand over: nobody is marked as out until the table says (issue 32 item 6).
  cp "$work/table-$lang.db" "$work/nobody-$lang.db"
  shot "${prefix}phase10flip_hand_over_nobody_out" "$work/nobody-$lang.db" 1280 800 $locale dark "$(click 995 764)" "$rest"
  # Hand over: Ana went out (tapped); Ben's cards left are being tapped.
  shot "${prefix}phase10flip_hand_over" "$work/over-$lang.db" 1280 800 $locale dark "$(click 995 764)" \
    "$(click 645 212)" "$(click 790 328)" "$(click 916 382)" "$(click 838 436)" "$(click 1150 436)" "$(click 925 328)" \
    "$(click 1072 436)" "$(click 994 436)" "$rest"
  # Ben (on turn) taps Cy's run before laying down: why not, and what to do.
  cp "$work/table-$lang.db" "$work/refusal-$lang.db"
  shot "${prefix}phase10flip_hit_refused" "$work/refusal-$lang.db" 1280 800 $locale dark "$(click 287 355)" "$rest"
  # Ana taps Cy's run first: the prompt for the card she adds.
  cp "$work/table-$lang.db" "$work/prompt-$lang.db"
  shot "${prefix}phase10flip_hit_prompt" "$work/prompt-$lang.db" 1280 800 $locale dark "$(click 99 209)" \
    "$(click 287 355)" "$rest"
  # Red 3, 4, 5 and star make the phase in two ways that take other hits:
  # Lay down asks how they lie, each way drawn as it would lie (issue 32 item 1).
  cp "$work/table-$lang.db" "$work/ways-$lang.db"
  shot "${prefix}phase10flip_grouping" "$work/ways-$lang.db" 1280 800 $locale dark "$(click 99 428)" \
    "$(click 790 230)" "$(click 917 289)" "$(click 995 289)" "$(click 1073 289)" "$(click 1151 353)" \
    "$(click 948 705)" "$rest"
  # Issue 20 item 2: Dani lays down red 3, 4, 5 and a star: PHASE! shows over
  # the side strip and the status line, off the pad and the rows.
  cp "$work/table-$lang.db" "$work/banner-$lang.db"
  shot "${prefix}phase10flip_phase_banner" "$work/banner-$lang.db" 1280 800 $locale dark "$(click 99 428)" \
    "$(click 790 230)" "$(click 917 289)" "$(click 995 289)" "$(click 1073 289)" "$(click 1151 353)" \
    "$(click 948 705)" "$(click 995 287)" "$rest"
  # A finished game opens from History on its winner screen.
  shot "${prefix}phase10flip_winner" "$work/won-$lang.db" 1280 800 $locale dark "xdotool key h" "$(click 640 286)" "$rest"
done
