#!/usr/bin/env bash
# An older file's upgrade through the real binary (issue 22, "Upgrades never
# show a blank window"): `flipside games` on a file schema 6 left, with
# thousands of finished games to count again (tests/support/old_file.sh).
# - On a terminal (a pty, from script(1)) the command says how far it has
#   got; killed with SIGKILL half way, the file is byte for byte as before,
#   still schema 6 with the same rows.
# - The next command does the upgrade whole; with stderr a pipe it prints
#   nothing but what it always printed.
# Usage: upgrade_cli_test.sh FLIPSIDE   (UPGRADE_TEST_GAMES: how many games, 2000)
set -u
flipside=$1
games=${UPGRADE_TEST_GAMES:-2000}
# shellcheck source=../support/old_file.sh
source "$(dirname "$0")/../support/old_file.sh"

fail() { echo "FAIL: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/old.db
old_file "$flipside" "$db" "$games" || fail "the schema-6 file could not be written"

bytes() { file_bytes "$db"; }
content() { file_content "$db"; }
before=$(bytes)
before_content=$(content)
[ "$(bytes)" = "$before" ] || fail "reading the file with sqlite3 changed it"
[ "$(sqlite3 "$db" 'PRAGMA user_version')" = 6 ] || fail "the old file is not schema 6"

# 1. On a terminal: progress, then SIGKILL half way.
script -qfec "echo \$\$ > '$work/pid'; exec '$flipside' --db '$db' games > /dev/null" /dev/null > "$work/tty" 2>&1 &
pty=$!
# Half way, or near: 200 games or more counted.
counting="Updating the games for this version of FlipSide: ([2-9][0-9][0-9]|[0-9],[0-9][0-9][0-9]) of"
for _ in $(seq 1200); do
  grep -Eq "$counting" "$work/tty" 2>/dev/null && break
  sleep 0.05
done
grep -Eq "$counting" "$work/tty" || { kill -9 "$(cat "$work/pid")" 2>/dev/null; fail "no progress on the terminal: $(cat -v "$work/tty")"; }
kill -9 "$(cat "$work/pid")"
wait "$pty" 2>/dev/null
# Each line rewritten in place: back to its start, erased (ESC [K), the new text.
last=$(tr '\r' '\n' < "$work/tty" | sed 's/\x1b\[K//g' | grep "Updating the games" | tail -1)
grep -q "updated for this version" "$work/tty" && fail "the upgrade ended before the kill: raise UPGRADE_TEST_GAMES"
total=$(echo "$games" | sed -E ':a;s/([0-9])([0-9]{3})($|,)/\1,\2\3/;ta')  # 2000 -> 2,000
echo "$last" | grep -Eq "FlipSide: [0-9,]+ of $total\$" || fail "the progress line does not count the games: $last"

[ "$(bytes)" = "$before" ] || fail "the file changed under an upgrade killed half way"
[ "$(content)" = "$before_content" ] || fail "the file's rows changed: $(content)"
[ "$(bytes)" = "$before" ] || fail "the file changed when read after the kill"

# 2. The next command, its stderr a pipe: the upgrade whole, nothing printed on stderr.
"$flipside" --db "$db" games > "$work/out" 2> "$work/err" || fail "games after the kill: $(cat "$work/err")"
[ -s "$work/err" ] && fail "progress printed into a pipe: $(cat -v "$work/err")"
[ "$(sqlite3 "$db" 'PRAGMA user_version')" -ge 9 ] || fail "the next command did not upgrade the file"
[ "$(grep -c finished "$work/out")" -eq "$games" ] || fail "not every game listed after the upgrade"
[ "$(sqlite3 "$db" "SELECT COUNT(*) > 0 FROM seat_counters WHERE counter = 'hits'")" = 1 ] ||
  fail "the games were not counted again"
[ "$(sqlite3 "$db" 'SELECT (SELECT SUM(value) FROM counter_totals) = (SELECT SUM(value) FROM seat_counters)')" = 1 ] ||
  fail "the players' totals do not follow the recount"
echo "PASS: the upgrade of $games games showed its progress on a terminal, left the file byte for byte as it was when killed ($last), and was done whole by the next command, silently on a pipe"
