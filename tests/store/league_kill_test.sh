#!/usr/bin/env bash
# The league folder under SIGKILL (issue 24): `flipside league` taking in a
# folder of a thousand games from another device, killed at random moments
# again and again. After each kill every game is whole or absent (each
# stored game's export is byte for byte the other device's file), the file
# passes SQLite's integrity check, and the next run goes on from there; the
# last one completes and a further run changes nothing.
# Usage: league_kill_test.sh FLIPSIDE [GAMES]
set -u
flipside=$1
games=${2:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
cd "$work"

"$flipside" demo-data owner.db --games "$games" --seed 5 > /dev/null || fail "demo-data failed"
"$flipside" --db owner.db league shared > /dev/null 2>&1 || fail "the owner could not write the folder"
owner_dir=$(find shared -mindepth 1 -maxdepth 1 -type d | head -n 1)
written=$(find "$owner_dir" -name '*.jsonl' | wc -l)
[ "$written" -ge $((games - 5)) ] || fail "the owner wrote $written of $games games"

# Every stored game of DB is exactly one of the owner's files: its export's
# bytes (which hold the game's own id) are those of a file in the folder.
find "$owner_dir" -name '*.jsonl' -exec sha256sum {} + | cut -d' ' -f1 | sort > owner.sums
check_whole() {
  local db=$1
  [ "$(sqlite3 "$db" 'PRAGMA integrity_check')" = ok ] || fail "integrity check failed after a kill"
  rm -rf exported
  "$flipside" --db "$db" export --all -o exported > /dev/null 2> err.txt || fail "export failed: $(cat err.txt)"
  find exported -name '*.jsonl' -exec sha256sum {} + | cut -d' ' -f1 | sort > stored.sums
  [ -z "$(comm -23 stored.sums owner.sums)" ] || fail "a game is not whole after a kill"
  wc -l < stored.sums
}

kills=0
stored=0
for round in $(seq 1 6); do
  "$flipside" --db taker.db league shared > /dev/null 2>&1 &
  pid=$!
  # 20 to 400 ms in: before, during or after the games go in.
  sleep "0.$(printf '%03d' $((20 + RANDOM % 380)))"
  if kill -9 "$pid" 2>/dev/null; then kills=$((kills + 1)); fi
  wait "$pid" 2>/dev/null
  [ -f taker.db ] || continue
  now=$(check_whole taker.db) || exit 1
  [ "$now" -ge "$stored" ] || fail "round $round: $now games after the kill, $stored before"
  stored=$now
done
[ "$kills" -ge 3 ] || echo "note: only $kills of 6 runs were still going when killed"

"$flipside" --db taker.db league shared > last.txt 2>&1 || fail "the run after the kills failed: $(cat last.txt)"
[ "$(check_whole taker.db)" = "$written" ] || fail "not every game was taken in after the kills"
"$flipside" --db taker.db league shared > again.txt 2>&1
grep -q " 0 taken in, 0 replaced, 0 removed" again.txt || fail "a further run changed something: $(cat again.txt)"
echo "ok: $kills kills, $written games whole"
