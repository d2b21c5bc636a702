#!/bin/bash
# The store's commands as a person runs them: the real `flipside` binary,
# exit codes, messages, and export | replay giving back the imported game.
# Usage: store_cli_test.sh FLIPSIDE_BINARY SCRIPTS_DIR
set -u
flipside=$1
scripts=$2
# shellcheck source=../support/old_file.sh
source "$(cd "$(dirname "$0")" && pwd)/../support/old_file.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
cd "$work"

printf '%s\n' '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ana"}' '{"card":"7"}' '{"card":"banana"}' > bad.jsonl

# Into a database that does not exist yet, in folders that do not exist yet.
"$flipside" --db data/x/flipside.db import "$scripts/short_game.jsonl" bad.jsonl > out.txt 2> err.txt
[ $? -eq 1 ] || fail "import with a bad file must exit 1"
grep -q "short_game.jsonl: stored as game 1" out.txt || fail "import did not report the stored game: $(cat out.txt)"
grep -q "bad.jsonl: line 3: " err.txt || fail "import did not name the refused line: $(cat err.txt)"

FLIPSIDE_DB=data/x/flipside.db "$flipside" games > games.txt || fail "games failed"
grep -q "^1 .*flip7" games.txt || fail "games does not list game 1: $(cat games.txt)"

# A game's own export imported back (a backup, a friend's file) is the same
# game, by its id: said so, exit 0, no second copy (issue 24).
"$flipside" --db data/x/flipside.db export 1 > own.jsonl || fail "export failed"
head -1 own.jsonl | grep -Eq '"id":"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"' ||
  fail "the export's header has no id: $(head -1 own.jsonl)"
"$flipside" --db data/x/flipside.db import own.jsonl > out.txt 2> err.txt || fail "importing a stored game failed: $(cat err.txt)"
grep -q "own.jsonl: already there as game 1" out.txt || fail "import did not say the game is there: $(cat out.txt)"
[ "$("$flipside" --db data/x/flipside.db games | grep -c flip7)" = 1 ] || fail "a second copy was stored"
ls data/x/ | grep -q backup && fail "a backup was left although nothing was imported"
# The league folder (issue 24): two devices' databases, one folder between
# them. Each finished game reaches the other; the statistics are then the
# same on both (each device numbers games its own way: game_id aside); a
# second pass changes nothing.
"$flipside" demo-data dev-a.db --games 20 --seed 1 > /dev/null || fail "demo-data failed"
"$flipside" demo-data dev-b.db --games 12 --seed 2 > /dev/null || fail "demo-data failed"
"$flipside" --db dev-a.db league shared > l1.txt 2>&1 || fail "league failed: $(cat l1.txt)"
grep -q "League shared: 20 written, 0 taken in" l1.txt || fail "the first device wrote: $(cat l1.txt)"
"$flipside" --db dev-b.db league shared > l2.txt 2>&1 || fail "league failed: $(cat l2.txt)"
grep -q "12 written, 20 taken in" l2.txt || fail "the second device: $(cat l2.txt)"
"$flipside" --db dev-a.db league shared > l3.txt 2>&1 || fail "league failed: $(cat l3.txt)"
grep -q "0 written, 12 taken in" l3.txt || fail "back on the first device: $(cat l3.txt)"
"$flipside" --db dev-a.db league shared > l4.txt 2>&1
grep -q "0 written, 0 taken in, 0 replaced, 0 removed" l4.txt || fail "a second pass changed something: $(cat l4.txt)"
[ "$("$flipside" --db dev-a.db games | wc -l)" = "$("$flipside" --db dev-b.db games | wc -l)" ] ||
  fail "the devices hold different games"
"$flipside" --db dev-a.db stats --format json | grep -v '"game_id"' > stats-a.json
"$flipside" --db dev-b.db stats --format json | grep -v '"game_id"' > stats-b.json
cmp -s stats-a.json stats-b.json || fail "the statistics differ: $(diff stats-a.json stats-b.json | head -5)"
# A backup imported (issue 33: the browser's "Save a backup" is such a file):
# every game of it stored once, lengths and all, so the statistics are the
# backup's; a second import adds nothing.
"$flipside" --db dev-a.db backup a-copy.db > /dev/null || fail "backup failed"
"$flipside" --db from-backup.db import a-copy.db > bi.txt 2>&1 || fail "importing a backup failed: $(cat bi.txt)"
grep -q "a-copy.db: a backup: 32 games stored, 0 already here" bi.txt || fail "the backup's import said: $(cat bi.txt)"
"$flipside" --db from-backup.db import a-copy.db > bi2.txt 2>&1 || fail "importing a backup again failed: $(cat bi2.txt)"
grep -q "a-copy.db: a backup: 0 games stored, 32 already here" bi2.txt || fail "the second import said: $(cat bi2.txt)"
"$flipside" --db from-backup.db stats --format json | grep -v '"game_id"' > stats-c.json
cmp -s stats-a.json stats-c.json || fail "the backup's statistics differ: $(diff stats-a.json stats-c.json | head -5)"
# A device's name beside its games on the other; the games played here alone.
"$flipside" --db dev-a.db league shared --name "Home laptop" > ln.txt 2>&1 || fail "league --name failed: $(cat ln.txt)"
grep -q "This device is called “Home laptop” in the league" ln.txt || fail "league --name said: $(cat ln.txt)"
"$flipside" --db dev-b.db league shared > /dev/null 2>&1 || fail "B's pass after the name failed"
"$flipside" --db dev-b.db games > games-b.txt
head -1 games-b.txt | grep -q "DEVICE$" || fail "games has no DEVICE column: $(head -1 games-b.txt)"
[ "$(grep -c 'Home laptop *$' games-b.txt)" = 20 ] || fail "B does not name Home laptop for A's 20 games: $(head -3 games-b.txt)"
[ "$(grep -c 'this device *$' games-b.txt)" = 12 ] || fail "B does not name itself for its own 12 games"
"$flipside" --db dev-b.db stats --this-device --format json > here-b.json || fail "stats --this-device failed"
grep -q '"games": 12,' here-b.json || fail "stats --this-device counts: $(grep '"games"' here-b.json | head -1)"
grep -q '"this_device": true' here-b.json || fail "stats --this-device's filter: $(grep -A6 '"filter"' here-b.json)"
# A rename on A reaches B (after B took in A's games).
read -r renamed_id renamed_name _ < <("$flipside" --db dev-a.db players | awk 'NR == 2')
"$flipside" --db dev-a.db players --rename "$renamed_id" "$renamed_name Junior" > /dev/null || fail "rename on A failed"
"$flipside" --db dev-a.db league shared > lr.txt 2>&1 || fail "A's pass after the rename failed"
"$flipside" --db dev-b.db league shared > lr.txt 2>&1 || fail "B's pass after the rename failed"
grep -q "1 renames and merges of players made here" lr.txt || fail "B did not make A's rename: $(cat lr.txt)"
"$flipside" --db dev-b.db players | grep -q " $renamed_name Junior " || fail "B does not show $renamed_name as renamed"
"$flipside" --db dev-a.db stats --format json | grep -v '"game_id"' > stats-a.json
"$flipside" --db dev-b.db stats --format json | grep -v '"game_id"' > stats-b.json
cmp -s stats-a.json stats-b.json || fail "after the rename the statistics differ: $(diff stats-a.json stats-b.json | head -5)"
# Two devices finishing games at the same moment: each round a game ends on
# both (an import is a game of that device) and both write and take in at
# once, into the one folder. Nothing is lost or doubled: after a last pass
# each holds every game once and the statistics agree.
for round in 1 2 3 4 5; do
  "$flipside" --db dev-a.db import "$scripts/short_game.jsonl" > /dev/null &
  "$flipside" --db dev-b.db import "$scripts/short_game.jsonl" > /dev/null
  wait
  "$flipside" --db dev-a.db league shared > la.txt 2>&1 &
  first=$!
  "$flipside" --db dev-b.db league shared > lb.txt 2>&1 || fail "round $round: B's pass failed: $(cat lb.txt)"
  wait $first || fail "round $round: A's pass failed: $(cat la.txt)"
done
"$flipside" --db dev-a.db league shared > /dev/null 2>&1 || fail "A's last pass failed"
"$flipside" --db dev-b.db league shared > /dev/null 2>&1 || fail "B's last pass failed"
[ "$("$flipside" --db dev-a.db games | awk 'NR > 1' | wc -l)" = 42 ] ||
  fail "A does not hold the 32 + 10 games once each: $("$flipside" --db dev-a.db games | awk 'NR > 1' | wc -l)"
[ "$("$flipside" --db dev-b.db games | awk 'NR > 1' | wc -l)" = 42 ] || fail "B does not hold the 32 + 10 games"
"$flipside" --db dev-a.db stats --format json | grep -v '"game_id"' > stats-a.json
"$flipside" --db dev-b.db stats --format json | grep -v '"game_id"' > stats-b.json
cmp -s stats-a.json stats-b.json || fail "after games ending at once the statistics differ: $(diff stats-a.json stats-b.json | head -5)"

# Two terminals importing the same game into one file at the same moment:
# one stores it, the other finds it there (the id is looked up under the
# write lock); never two copies, never an error.
for round in 1 2 3 4 5 6; do
  rm -f race.db race.db-wal race.db-shm
  "$flipside" --db race.db import own.jsonl > race1.txt 2>&1 &
  first=$!
  "$flipside" --db race.db import own.jsonl > race2.txt 2>&1
  second=$?
  wait $first || fail "round $round: the first import failed: $(cat race1.txt)"
  [ $second -eq 0 ] || fail "round $round: the second import failed: $(cat race2.txt)"
  [ "$("$flipside" --db race.db games | grep -c flip7)" = 1 ] || fail "round $round: two copies of one game"
  cat race1.txt race2.txt | grep -q "already there as game 1" ||
    fail "round $round: neither import found the game there: $(cat race1.txt race2.txt)"
done

"$flipside" --db data/x/flipside.db export 1 > exported.jsonl || fail "export failed"
"$flipside" replay exported.jsonl > a.json 2>/dev/null
"$flipside" replay "$scripts/short_game.jsonl" > b.json 2>/dev/null
cmp -s a.json b.json || fail "the exported script does not replay to the imported state"
"$flipside" --db data/x/flipside.db export 7 > /dev/null 2>&1
[ $? -eq 1 ] || fail "exporting a missing game must exit 1"

"$flipside" --db data/x/flipside.db backup copy.db > /dev/null || fail "backup failed"
"$flipside" --db copy.db games | grep -q "^1 " || fail "the backup does not hold game 1"

echo "shopping list" > notes.db
"$flipside" --db notes.db games > /dev/null 2> err.txt
[ $? -eq 2 ] || fail "a file that is not a database must exit 2"
grep -q "not a FlipSide database" err.txt || fail "no clear message: $(cat err.txt)"
[ "$(cat notes.db)" = "shopping list" ] || fail "the non-database file was changed"

# Names are shown, never obeyed: a name that holds terminal controls (stored
# by hand, since FlipSide refuses to create one) is printed escaped, and a
# rename to such a name is refused.
cp data/x/flipside.db names.db
sqlite3 names.db "UPDATE players SET name = 'Ana' || char(27) || '[2J' || char(7) || char(10) || 'x' WHERE id = 1;"
for command in "games" "players"; do
  # shellcheck disable=SC2086
  "$flipside" --db names.db $command > out.txt 2> err.txt || fail "'$command' failed on odd names: $(cat err.txt)"
  LC_ALL=C grep -q "$(printf '[\033\007]')" out.txt && fail "'$command' printed a raw control character"
  grep -q 'Ana\\x1b\[2J\\x07\\x0ax' out.txt || fail "'$command' does not show the name escaped: $(cat out.txt)"
done
"$flipside" --db names.db players --rename 2 "$(printf 'Ben\033]0;pwned\007')" > out.txt 2> err.txt
[ $? -eq 1 ] || fail "a rename to a name with control characters must be refused"
LC_ALL=C grep -q "$(printf '\033')" err.txt && fail "the refusal printed the raw name"
printf '%s\n' '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ana"}' '{"stay":"\u001b[2J\u0007"}' > odd.jsonl
"$flipside" --db names.db import odd.jsonl > out.txt 2> err.txt
[ $? -eq 1 ] || fail "a script naming an unknown player must be refused"
LC_ALL=C grep -q "$(printf '[\033\007]')" err.txt && fail "import printed a raw control character: $(cat -v err.txt)"
grep -q 'odd.jsonl: line 2: .*\\x1b\[2J\\x07' err.txt || fail "import does not show the name escaped: $(cat err.txt)"

# Another program's SQLite file (WAL mode, as many apps leave theirs): every
# command refuses it with a clear message and leaves it byte for byte as it
# was, with no -wal/-shm left beside it.
sqlite3 recipes.db "PRAGMA journal_mode=WAL; CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES ('tortilla');" > /dev/null
sqlite3 recipes.db "PRAGMA user_version=3;"
before=$(sha256sum recipes.db)
for command in "games" "players" "export 1" "export --all -o recipes-out" "backup recipes-copy.db" \
               "import $scripts/short_game.jsonl" "players --rename 1 Zoe"; do
  # shellcheck disable=SC2086
  "$flipside" --db recipes.db $command > out.txt 2> err.txt
  code=$?
  [ $code -eq 2 ] || fail "'$command' on another program's file must exit 2, got $code"
  grep -q "another program's SQLite file" err.txt || fail "'$command': no clear message: $(cat err.txt)"
  [ "$(sha256sum recipes.db)" = "$before" ] || fail "'$command' changed another program's file"
  for extra in recipes.db-wal recipes.db-shm recipes.db-journal recipes-copy.db recipes-out; do
    [ -e "$extra" ] && fail "'$command' left $extra behind"
  done
done

# Commands that only read work where nothing can be written: a read-only
# folder, for a user who may not write there (root may write anywhere, so
# the commands run as nobody).
if command -v setpriv > /dev/null && [ "$(id -u)" -eq 0 ]; then
  chmod 711 "$work"  # mktemp's folder is root's alone
  mkdir -p ro
  "$flipside" --db ro/flipside.db import "$scripts/short_game.jsonl" > /dev/null || fail "import into ro/ failed"
  chmod 755 ro && chmod 644 ro/flipside.db
  as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
  as_nobody "$flipside" --db "$work/unreachable/x.db" games > /dev/null 2>&1
  chmod 700 "$work"
  as_nobody "$flipside" --db "$work/ro/flipside.db" games > out.txt 2> err.txt
  [ $? -eq 2 ] || fail "a database behind a folder nobody may enter must be an error, not 'no games': $(cat out.txt)"
  chmod 711 "$work"
  for command in "games" "players" "export 1"; do
    # shellcheck disable=SC2086
    as_nobody "$flipside" --db ro/flipside.db $command > out.txt 2> err.txt \
      || fail "'$command' in a read-only folder failed: $(cat err.txt)"
  done
  as_nobody "$flipside" --db ro/flipside.db games | grep -q "^1 .*flip7" || fail "games in a read-only folder lists nothing"
  as_nobody "$flipside" --db ro/flipside.db export 1 > ro-export.jsonl 2>/dev/null
  "$flipside" replay ro-export.jsonl > c.json 2>/dev/null
  cmp -s c.json b.json || fail "export from a read-only folder differs"
  as_nobody "$flipside" --db ro/flipside.db import "$scripts/short_game.jsonl" > /dev/null 2> err.txt
  [ $? -eq 2 ] || fail "import into a read-only folder must exit 2"
  ls ro | grep -q -- '-wal\|-shm' && fail "a read-only command left $(ls ro) behind"
  # A read-only file in a writable folder: the reading commands work too.
  chmod 777 ro && chmod 444 ro/flipside.db
  as_nobody "$flipside" --db ro/flipside.db games | grep -q "^1 .*flip7" || fail "games on a read-only file lists nothing"
  # A file from before the statistics rows (schema 12) in a read-only
  # folder, where it cannot be brought up to date: its statistics are read
  # from its games as they are.
  chmod 755 ro && chmod 644 ro/flipside.db
  { before_stats_rows_sql; echo "PRAGMA user_version = 12;"; } | sqlite3 -bail ro/flipside.db
  as_nobody "$flipside" --db ro/flipside.db stats --format json > out.txt 2> err.txt \
    || fail "stats of an older file in a read-only folder failed: $(cat err.txt)"
  python3 -c 'import json, sys; sys.exit(0 if json.load(open(sys.argv[1]))["games"] == 1 else 1)' out.txt \
    || fail "stats of an older file in a read-only folder count no game: $(cat out.txt)"
  [ "$(sqlite3 ro/flipside.db "PRAGMA user_version")" = 12 ] || fail "the read-only older file was changed"
  chmod 755 ro
else
  echo "note: not root or no setpriv: read-only folder checks skipped"
fi
echo "ok"
