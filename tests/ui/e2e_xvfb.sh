#!/usr/bin/env bash
# End to end: the real flipside binary on Xvfb, on a temporary database that
# holds an unfinished Flip 7 game. Real key presses (a card that busts, undo,
# stay, a safe card, an impossible card and its popup, undo/redo), a
# screenshot kept as an artifact, Ctrl+Q; then the entries are checked
# through the store (`flipside export`). A relaunch must open straight onto
# the table and quit cleanly on SIGTERM (a closed lid, a session ending).
# Usage: e2e_xvfb.sh FLIPSIDE UI_FIXTURE ARTIFACT_DIR
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
fixture=$2
artifacts=$3

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
db=$work/e2e.db

read -r impossible bust stayer safe < <("$fixture" "$db" mid_round) || fail "fixture"
[ "$stayer" != none ] && [ "$safe" != none ] || fail "fixture gave no usable state ($impossible $bust $stayer $safe)"
export_lines() { "$flipside" --db "$db" export 1 | grep -c '^{'; }
before=$(export_lines)
echo "game has $before script lines; keys: bust=$bust stay=s($stayer) safe=$safe impossible=$impossible"


launch_app
press "$bust"          # a card: the player on turn busts
press ctrl+z           # undo it
press s                # the player on turn stays
press "$safe"          # the next player takes a card
if [ "$impossible" != none ]; then
  press "$impossible"  # refused: a popup, nothing entered
  xwd -root -silent | convert xwd:- png:"$artifacts/e2e-rejection.png"
  press Return
fi
press ctrl+z
press ctrl+y           # undo + redo: the card is back
sleep 0.3
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-table.png" || fail "screenshot"
press ctrl+q
for _ in $(seq 300); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$app"
code=$?
[ "$code" -eq 0 ] || fail "exit code $code after Ctrl+Q"

after=$(export_lines)
script=$("$flipside" --db "$db" export 1)
echo "$script" > "$artifacts/e2e-game.jsonl"
[ "$after" -eq $((before + 2)) ] || fail "expected $((before + 2)) lines, found $after"
last_two=$(echo "$script" | grep '^{' | tail -2 | tr -d ' ')
echo "$last_two" | head -1 | grep -q "\"stay\":\"$stayer\"" || fail "stay not saved: $last_two"
echo "$last_two" | tail -1 | grep -q '"card"' || fail "card not saved: $last_two"

# Relaunch: straight onto the table; SIGTERM quits cleanly, nothing lost.
launch_app
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-relaunch.png"
kill -TERM "$app"
wait "$app"
code=$?
[ "$code" -eq 0 ] || fail "exit code $code after SIGTERM"
[ "$(export_lines)" -eq "$after" ] || fail "lines changed by relaunch"
echo "PASS: entries saved ($before -> $after lines); screenshots in $artifacts"
