#!/bin/bash
# The store's commands as a person runs them: the real `flipside` binary,
# exit codes, messages, and export | replay giving back the imported game.
# Usage: store_cli_test.sh FLIPSIDE_BINARY SCRIPTS_DIR
set -u
flipside=$1
scripts=$2
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
echo "ok"
