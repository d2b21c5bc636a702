#!/bin/bash
# The bin and name matching as a person runs them (issue 21 items 2, 6, 8):
# the real `flipside` binary, exit codes and what it prints. Games imported
# out of order are listed by their start; `delete ID` puts a game in the
# bin; a deleted game waits there
# (`games --deleted`), `restore ID` brings it back, `empty-bin` refuses
# without --yes and deletes for good with it; `stats --player` finds
# "ANA BELÉN" and "maria" whatever the case and accents.
# Usage: bin_cli_test.sh FLIPSIDE_BINARY
set -u
flipside=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
cd "$work"
db=bin.db

# Score-mode games to 50: the middle one started first, the first one last.
game() {  # day, then three players' points
  printf '%s\n' "{\"game\":\"flip7\",\"players\":[\"Ana Belén\",\"María\",\"Nono\"],\"dealer\":\"María\",\"options\":{\"mode\":\"score\",\"target\":50},\"started\":\"$1T20:00:00+01:00\"}" \
    "{\"round\":{\"points\":{\"Ana Belén\":$2,\"María\":$3,\"Nono\":$4}}}"
}
game 2026-03-01 60 10 5 > march.jsonl
game 2026-01-01 10 70 5 > january.jsonl
game 2026-02-01 5 10 80 > february.jsonl
"$flipside" --db $db import march.jsonl january.jsonl february.jsonl > /dev/null || fail "import failed"

# History's order is the start's, not the id's: March (1), February (3), January (2).
"$flipside" --db $db games | awk 'NR > 1 {print $1}' | tr '\n' ' ' > order.txt
[ "$(cat order.txt)" = "1 3 2 " ] || fail "games not listed by start: $(cat order.txt)"
"$flipside" --db $db export --csv | awk -F, 'NR > 1 {print $1}' | uniq | tr '\n' ' ' > csv_order.txt
[ "$(cat csv_order.txt)" = "2 3 1 " ] || fail "export --csv not oldest start first: $(cat csv_order.txt)"

# Names fold case and accents, but ñ is not n.
for name in "ANA BELÉN" "ana belen" "maria" "MARÍA"; do
  "$flipside" --db $db stats --player "$name" --format csv > out.txt 2> err.txt || fail "stats --player '$name' refused: $(cat err.txt)"
  [ "$(wc -l < out.txt)" -eq 2 ] || fail "stats --player '$name' does not give one player: $(cat out.txt)"
done
grep -q '^María,3,1,' <("$flipside" --db $db stats --player maria --format csv) || fail "maria is not María's 3 games, 1 win"
"$flipside" --db $db stats --player "Ñoño" > /dev/null 2> err.txt
[ $? -eq 2 ] || fail "Ñoño must not be Nono"
# A script typed as "MARIA" seats María: still three players.
printf '%s\n' '{"game":"flip7","players":["MARIA","nono"],"dealer":"nono","options":{"mode":"score","target":50},"started":"2026-04-01T20:00:00+01:00"}' \
  '{"round":{"points":{"MARIA":55,"nono":0}}}' > april.jsonl
"$flipside" --db $db import april.jsonl > /dev/null || fail "import of april failed"
[ "$("$flipside" --db $db players | awk 'NR > 1' | wc -l)" -eq 3 ] || fail "MARIA or nono made a new player: $("$flipside" --db $db players)"

# The bin: empty at first.
"$flipside" --db $db games --deleted > out.txt || fail "games --deleted failed"
grep -q "The bin is empty" out.txt || fail "an empty bin is not said: $(cat out.txt)"
# `flipside delete ID` puts a game in the bin, out of the statistics.
"$flipside" --db $db delete 2 > out.txt 2> err.txt || fail "delete 2 failed: $(cat err.txt)"
grep -q "Game 2 is in the bin (flipside restore 2 brings it back)" out.txt || fail "delete does not say so: $(cat out.txt)"
"$flipside" --db $db games | awk 'NR > 1 {print $1}' | grep -qx 2 && fail "deleted game 2 is still listed"
"$flipside" --db $db stats --player maria --format csv | grep -q '^María,3,1,' || fail "game 2 (María's win) still counts"
"$flipside" --db $db delete 9 > /dev/null 2> err.txt
[ $? -eq 1 ] || fail "deleting a game that is not there must exit 1"
grep -q "There is no game 9" err.txt || fail "no sentence for a missing game: $(cat err.txt)"
"$flipside" --db $db delete x2 > /dev/null 2>&1
[ $? -eq 2 ] || fail "delete x2 must exit 2"
sqlite3 $db "UPDATE games SET deleted_at = '2026-05-01T10:00:00+01:00' WHERE id = 2;
             UPDATE games SET deleted_at = '2026-05-02T10:00:00+01:00' WHERE id = 3;"
"$flipside" --db $db games --deleted > out.txt || fail "games --deleted failed"
awk 'NR > 1 {print $1}' out.txt | tr '\n' ' ' > bin.txt
[ "$(cat bin.txt)" = "3 2 " ] || fail "the bin does not list 3 then 2 (the last deleted first): $(cat out.txt)"
head -1 out.txt | grep -q "DELETED" || fail "the bin has no DELETED column: $(head -1 out.txt)"
"$flipside" --db $db games | awk 'NR > 1 {print $1}' | grep -qx 3 && fail "a deleted game is still in games"

"$flipside" --db $db restore 3 > out.txt 2> err.txt || fail "restore 3 failed: $(cat err.txt)"
grep -q "Game 3 is back" out.txt || fail "restore does not say so: $(cat out.txt)"
"$flipside" --db $db games | awk 'NR > 1 {print $1}' | grep -qx 3 || fail "restored game 3 is not listed"
"$flipside" --db $db restore 1 > /dev/null 2> err.txt
[ $? -eq 1 ] || fail "restoring a game not in the bin must exit 1"
grep -q "not in the bin" err.txt || fail "no sentence for a game not in the bin: $(cat err.txt)"
"$flipside" --db $db restore abc > /dev/null 2>&1
[ $? -eq 2 ] || fail "restore abc must exit 2"

# Emptying asks for --yes; without it nothing goes.
before=$("$flipside" --db $db stats --format json)
"$flipside" --db $db empty-bin > out.txt 2> err.txt
[ $? -eq 1 ] || fail "empty-bin without --yes must refuse (exit 1)"
grep -q "The bin holds 1 game" err.txt || fail "empty-bin does not name how many: $(cat err.txt)"
[ "$(sqlite3 $db 'SELECT COUNT(*) FROM games')" -eq 4 ] || fail "empty-bin without --yes deleted something"
"$flipside" --db $db empty-bin --yes > out.txt 2> err.txt || fail "empty-bin --yes failed: $(cat err.txt)"
grep -q "1 game deleted for good" out.txt || fail "empty-bin --yes does not say what went: $(cat out.txt)"
[ "$(sqlite3 $db 'SELECT COUNT(*) FROM games')" -eq 3 ] || fail "the emptied game's row is still there"
[ "$(sqlite3 $db 'SELECT COUNT(*) FROM events WHERE game_id = 2')" -eq 0 ] || fail "the emptied game's events are still there"
after=$("$flipside" --db $db stats --format json)
[ "$before" = "$after" ] || fail "emptying the bin changed the statistics"
"$flipside" --db $db games --deleted | grep -q "The bin is empty" || fail "the bin is not empty after empty-bin --yes"
"$flipside" --db $db empty-bin > out.txt || fail "empty-bin on an empty bin must exit 0"
echo "bin and names: ok"
