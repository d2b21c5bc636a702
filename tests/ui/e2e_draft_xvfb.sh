#!/usr/bin/env bash
# Work in progress survives a crash (issue 20, item 5), through the real
# binary on Xvfb: a Flip 7 score-mode round half typed on the number pad's
# keys (Ana 3 5, Enter, Ben 1 2 Backspace 0), then kill -9. The relaunch
# opens the table with the form as it was: Ben's field still has the pad,
# so Enter goes on to Cleo and Enter again enters the round, which must be
# Ana 35, Ben 10, Cleo 0. Had the form come back empty, or on Ana, two
# Enters would enter something else or nothing.
# Usage: e2e_draft_xvfb.sh FLIPSIDE ARTIFACT_DIR
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
artifacts=$2

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill -9 "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
db=$work/draft.db

echo '{"game":"flip7","players":["Ana","Ben","Cleo"],"dealer":"Ana","options":{"mode":"score","target":200}}' \
  > "$work/score.jsonl"
"$flipside" --db "$db" import "$work/score.jsonl" >/dev/null || fail "import"
lines() { "$flipside" --db "$db" export 1 | grep -c '^{'; }
[ "$(lines)" -eq 1 ] || fail "the game should hold its header only"


launch_app
for key in 3 5 Return 1 2 BackSpace 0; do press "$key"; done
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-draft-typed.png"
kill -9 "$app"
wait "$app" 2>/dev/null
[ "$(lines)" -eq 1 ] || fail "nothing was to be entered before the crash"

launch_app
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-draft-relaunch.png"
press Return  # Ben's field had the pad: on to Cleo
press Return  # the last field: the round is entered
press ctrl+q
for _ in $(seq 300); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$app"

script=$("$flipside" --db "$db" export 1)
echo "$script" > "$artifacts/e2e-draft-game.jsonl"
last=$(echo "$script" | grep '^{' | tail -1 | tr -d ' ')
[ "$(lines)" -eq 2 ] || fail "expected the round entered after the relaunch, found: $script"
echo "$last" | grep -q '"Ana":35' && echo "$last" | grep -q '"Ben":10' && echo "$last" | grep -q '"Cleo":0' ||
  fail "the round is not the one typed before the crash: $last"
echo "PASS: the half-typed round came back after kill -9 and was entered as typed ($last)"
