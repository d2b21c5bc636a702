#!/usr/bin/env bash
# End to end, one database shared by the table app and the command line: the
# real flipside binary on Xvfb holds an unfinished Flip 7 game while, between
# real key presses, `flipside games`, `export 1` and `backup` run on the same
# file from "another terminal". What a player would notice is checked:
#   - the app's write-ahead log is never unlinked under it (/proc/APP/fd must
#     not show "-wal (deleted)" or "-shm (deleted)": entries written there are
#     invisible to everyone else and lost with the app);
#   - `flipside export 1` shows every entry the app took, in order;
#   - after `kill -9` of the app (a crash, a pulled plug) they are still there;
#   - no command calls the file damaged, every command exits 0.
# The entries pressed are planned before the app starts: the fixture's stay
# and safe card, then number cards that `flipside replay` accepts without
# ending the round or busting anyone (so no popup or round screen can swallow
# a key). A screenshot is kept as an artifact.
# Usage: e2e_shared_db_xvfb.sh FLIPSIDE UI_FIXTURE ARTIFACT_DIR
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
fixture=$2
artifacts=$3

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"

app=
problems=0
problem() { echo "FAIL: $*"; problems=$((problems + 1)); }
fail() { echo "FAIL: $*"; [ -n "$app" ] && kill -9 "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap '[ -n "$app" ] && kill -9 "$app" 2>/dev/null; rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
db=$work/shared.db

# --- The database (created and closed: the app opens an existing file) ------
read -r _impossible _bust stayer safe < <("$fixture" "$db" mid_round) || fail "fixture"
[ "$stayer" != none ] && [ "$safe" != none ] || fail "fixture gave no usable state ($stayer $safe)"
"$flipside" --db "$db" export 1 > "$work/before.jsonl" || fail "export before the app started"
before=$(grep -c '^{' "$work/before.jsonl")

# --- The plan: keys and the script lines they enter -------------------------
card_of_key() {  # xdotool key of a number card -> its card value
  case "$1" in q) echo 10 ;; w) echo 11 ;; e) echo 12 ;; [0-9]) echo "$1" ;; *) echo "?" ;; esac
}
key_of_card() { case "$1" in 10) echo q ;; 11) echo w ;; 12) echo e ;; *) echo "$1" ;; esac; }
[ "$(card_of_key "$safe")" != "?" ] || fail "the fixture's safe key '$safe' is not a number card"
keys=(s "$safe")
planned=("{\"stay\":\"$stayer\"}" "{\"card\":\"$(card_of_key "$safe")\"}")
cp "$work/before.jsonl" "$work/plan.jsonl"
printf '%s\n' "${planned[@]}" >> "$work/plan.jsonl"
state_of() { "$flipside" replay "$1" 2> /dev/null; }
round_and_active() { grep -E '^  "round"|"status": "active"' | sort | uniq -c | tr -s ' '; }
state_of "$work/plan.jsonl" > "$work/state.json" || fail "the fixture's stay and safe card do not replay"
for _ in 1 2 3 4; do  # four more number cards, each accepted and harmless
  now=$(round_and_active < "$work/state.json")
  found=
  for v in 5 3 8 1 6 9 0 2 4 7 10 11 12; do
    cp "$work/plan.jsonl" "$work/try.jsonl"
    echo "{\"card\":\"$v\"}" >> "$work/try.jsonl"
    state_of "$work/try.jsonl" > "$work/try.json" || continue
    [ "$(round_and_active < "$work/try.json")" = "$now" ] || continue
    found=$v
    break
  done
  [ -n "$found" ] || break
  mv "$work/try.jsonl" "$work/plan.jsonl"
  mv "$work/try.json" "$work/state.json"
  keys+=("$(key_of_card "$found")")
  planned+=("{\"card\":\"$found\"}")
done
[ "${#keys[@]}" -ge 4 ] || fail "could not plan enough harmless cards (${keys[*]})"
echo "game has $before script lines; keys to press: ${keys[*]}"

calls=0
# A command from "another terminal": must exit 0 and never call the file damaged.
cli() {
  calls=$((calls + 1))
  "$flipside" --db "$db" "$@" > "$work/cli.out" 2> "$work/cli.err"
  local code=$?
  if grep -Eq "is damaged|turned out to be damaged|is not a FlipSide database" "$work/cli.err"; then
    problem "\`flipside $*\` called the file damaged: $(cat "$work/cli.err")"
  elif [ "$code" -ne 0 ]; then
    problem "\`flipside $*\` exited $code: $(cat "$work/cli.err")"
  fi
  return "$code"
}
exported() { "$flipside" --db "$db" export 1 2> /dev/null | grep '^{' | tr -d ' '; }
deleted_links() {
  local f l
  for f in /proc/"$app"/fd/*; do
    l=$(readlink "$f" 2>/dev/null) || continue
    case "$l" in *-wal" (deleted)" | *-shm" (deleted)") echo "$f -> $l" ;; esac
  done
}
wal_sightings=0
check_fds() {
  local links
  links=$(deleted_links)
  if [ -n "$links" ]; then
    wal_sightings=$((wal_sightings + 1))
    problem "$1: the app writes into a WAL/SHM that another process deleted: $(echo $links)"
    ls -l /proc/"$app"/fd > "$artifacts/e2e-shared-db-fds.txt" 2>&1
  fi
}
# `export 1` must show the first N planned entries after what was there:
# polled, since the app saves on its next frame (generous on a slow machine).
expect_entries() {
  local n=$1 what=$2 want got
  want=$( (grep '^{' "$work/before.jsonl" | tr -d ' '; printf '%s\n' "${planned[@]:0:$n}") )
  for _ in $(seq 50); do
    got=$(exported)
    [ "$got" = "$want" ] && return 0
    sleep 0.2
  done
  problem "$what: \`flipside export 1\` shows $(echo "$got" | grep -c '^{') lines, expected $((before + n)) (the last one the app took: ${planned[$((n - 1))]}); its last lines: $(echo "$got" | tail -3 | tr '\n' ' ')"
  return 1
}

# --- The run -------------------------------------------------------------------
launch_app
press "${keys[0]}"                     # the player on turn stays
expect_entries 1 "after the stay"
cli games                              # another terminal, while the app is open
cli export 1
cli backup "$work/copy-1.db"
check_fds "after games, export 1, backup"
press "${keys[1]}"                     # the next player takes a safe card
press "${keys[2]}"
expect_entries 3 "after two more cards"
cli games
check_fds "after the second games"
cli backup "$work/copy-2.db"
for ((i = 3; i < ${#keys[@]}; i++)); do press "${keys[$i]}"; done
sleep 0.5
check_fds "after the last key presses"
expect_entries "${#keys[@]}" "after every key press"
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-shared-db-table.png" || problem "screenshot"
"$flipside" --db "$db" export 1 > "$artifacts/e2e-shared-db-game.jsonl" 2>&1

# A crash: nothing the app showed as saved may be lost.
kill -9 "$app"
wait "$app" 2> /dev/null
app=
expect_entries "${#keys[@]}" "after kill -9 of the app"
cli games && grep -q "^1 " "$work/cli.out" || problem "games does not list game 1 after the crash"
"$flipside" --db "$work/copy-2.db" export 1 2> /dev/null | grep -c '^{' > "$work/copy.count"
[ "$(cat "$work/copy.count")" -ge $((before + 3)) ] ||
  problem "the backup taken after three entries holds $(cat "$work/copy.count") lines, expected at least $((before + 3))"

echo "figures: ${#keys[@]} entries pressed, $calls commands run beside the app, WAL/SHM deleted seen $wal_sightings times"
[ "$problems" -eq 0 ] || { echo "FAIL: $problems problems; artifacts in $artifacts"; exit 1; }
echo "PASS: $before -> $((before + ${#keys[@]})) lines, all kept across commands and kill -9; screenshot in $artifacts"
