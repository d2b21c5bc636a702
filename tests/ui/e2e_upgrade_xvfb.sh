#!/usr/bin/env bash
# An older file's upgrade in the real app on Xvfb (issue 22, "Upgrades never
# show a blank window"), on a file schema 6 left with thousands of finished
# games to count again (tests/support/old_file.sh). What a player would
# notice is checked:
#   - the window shows the upgrade screen (not one colour: a blank window)
#     while the file is still schema 6, and a second later it has moved on:
#     it is drawn while the work goes on;
#   - after `kill -9` half way the file is byte for byte as before, still
#     schema 6 with the same rows;
#   - Ctrl+Q on the upgrade screen quits at once (the window answers while
#     the work goes on), and the upgrade is rolled back: the file as before;
#   - the next launch simply starts again, upgrades the file and opens Home.
# Screenshots are kept as artifacts.
# Usage: e2e_upgrade_xvfb.sh FLIPSIDE ARTIFACT_DIR   (UPGRADE_TEST_GAMES: 3000)
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
artifacts=$2
games=${UPGRADE_TEST_GAMES:-3000}

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"
# shellcheck source=../support/old_file.sh
source "$(dirname "$0")/../support/old_file.sh"

app=
fail() { echo "FAIL: $*"; [ -n "$app" ] && kill -9 "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap '[ -n "$app" ] && kill -9 "$app" 2>/dev/null; rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
db=$work/old.db
old_file "$flipside" "$db" "$games" || fail "the schema-6 file could not be written"

bytes() { file_bytes "$db"; }
content() { file_content "$db"; }
version() { sqlite3 "$db" 'PRAGMA user_version'; }
shot() { xwd -root -silent | convert xwd:- png:"$1"; }
colours() { convert "$1" -format %k info:; }
before=$(bytes)
before_content=$(content)
as_before() {
  [ "$(bytes)" = "$before" ] || fail "$1: the file's bytes changed"
  [ "$(content)" = "$before_content" ] || fail "$1: the file's rows changed: $(content)"
}
# wait_for_screen PNG: until the window shows more than a blank (a few
# colours), while the file is still schema 6: the upgrade screen.
wait_for_screen() {
  for _ in $(seq 300); do
    shot "$1"
    if [ "$(colours "$1")" -gt 8 ]; then
      [ "$(version)" = 6 ] || fail "the upgrade ended before its screen was seen: raise UPGRADE_TEST_GAMES"
      return 0
    fi
    kill -0 "$app" 2>/dev/null || fail "the app exited during the upgrade"
    sleep 0.1
  done
  fail "no upgrade screen after 30 s"
}
stopped_within() {  # SECONDS: the app has exited by then
  for _ in $(seq $(($1 * 10))); do kill -0 "$app" 2>/dev/null || return 0; sleep 0.1; done
  return 1
}

# 1. The upgrade screen, drawn and moving on while the work goes on; then kill -9.
started=$(date +%s%N)
launch_app
wait_for_screen "$artifacts/e2e-upgrade-progress.png"
echo "upgrade screen after $(( ($(date +%s%N) - started) / 1000000 )) ms"
sleep 1
shot "$work/later.png"
[ "$(version)" = 6 ] || fail "the upgrade ended within a second: raise UPGRADE_TEST_GAMES"
cmp -s "$artifacts/e2e-upgrade-progress.png" "$work/later.png" && fail "the upgrade screen did not move on in a second"
cp "$work/later.png" "$artifacts/e2e-upgrade-progress-later.png"
kill -9 "$app"
wait "$app" 2>/dev/null
app=
as_before "killed half way"

# 2. Ctrl+Q on the upgrade screen: quits at once, the upgrade rolled back.
launch_app
wait_for_screen "$work/again.png"
press ctrl+q
stopped_within 10 || fail "Ctrl+Q on the upgrade screen did not quit within 10 s"
wait "$app" || fail "the app quit with an error after Ctrl+Q on the upgrade screen"
app=
as_before "quit half way"

# 3. The next launch starts again, upgrades the file and opens Home.
started=$(date +%s%N)
launch_app
for _ in $(seq 1200); do
  [ "$(version)" -ge 9 ] && break
  kill -0 "$app" 2>/dev/null || fail "the app exited during the upgrade"
  sleep 0.1
done
[ "$(version)" -ge 9 ] || fail "the file was not upgraded within 120 s"
echo "upgrade of $games games done $(( ($(date +%s%N) - started) / 1000000 )) ms after the launch"
sleep 1
shot "$artifacts/e2e-upgrade-home.png"
press ctrl+q
stopped_within 10 || fail "Ctrl+Q on Home did not quit"
wait "$app" || fail "the app quit with an error"
app=
[ "$(sqlite3 "$db" 'SELECT COUNT(*) FROM games')" -eq "$games" ] || fail "games lost in the upgrade"
[ "$(sqlite3 "$db" "SELECT COUNT(*) > 0 FROM seat_counters WHERE counter = 'hits'")" = 1 ] ||
  fail "the games were not counted again"
echo "PASS: the upgrade of $games games showed its screen and moved on while it worked, left the file as it was after kill -9 and after Ctrl+Q half way, and the next launch did it whole"
