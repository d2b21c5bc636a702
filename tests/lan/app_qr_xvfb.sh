#!/usr/bin/env bash
# The page on phones from the real app (issue 23), on Xvfb: launched with
# --show-on-phones on a game in progress, the app shows the QR code; the
# screenshot is decoded back to the address with zbarimg (zbar-tools), that
# address opens the page (and nothing opens without its token), a phone
# picks the player on turn and taps Stay, and the app stores it (the
# export's last line) while it draws.
# Usage: app_qr_xvfb.sh FLIPSIDE SCRIPTS_DIR ARTIFACT_DIR
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
scripts=$2
artifacts=$3

# shellcheck source=../ui/inside_xvfb.sh
source "$(dirname "$0")/../ui/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill -9 "$app" 2>/dev/null; exit 1; }
for tool in zbarimg curl python3; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (scripts/setup.sh installs zbar-tools)"
done
# shellcheck source=app_page.sh
source "$(dirname "$0")/app_page.sh"
game=$(mktemp)
head -n 121 "$scripts/random_seed22_5p.jsonl" > "$game"
open_app_page "$game" "$artifacts/app_qr.png"
rm -f "$game"

code() { curl -s --max-time 30 -o /dev/null -w '%{http_code}' "$@"; }
[ "$(code "$url")" = 200 ] || fail "the address from the QR code does not open the page"
[ "$(code "${base}state")" = 403 ] || fail "the page's data answered without the token"
state=$(curl -s --max-time 30 "${base}state?t=$token")
turn=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["turn"])' "$state") || fail "no game in /state"

phone=$(curl -s --max-time 30 -X POST -H 'Content-Type: application/json' -d "{\"name\":\"$turn\"}" "${base}api/join?t=$token" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["phone"])') || fail "$turn could not pick their name"
answer=$(curl -s --max-time 30 -X POST -H 'Content-Type: application/json' -d "{\"phone\":\"$phone\",\"do\":\"stay\"}" \
  "${base}api/act?t=$token")
case "$answer" in *'"ok":true'*) ;; *) fail "the phone's Stay was refused: $answer" ;; esac
after=$(lines)
[ "$after" -eq $((before + 1)) ] || fail "the phone's Stay is not in the file ($before lines, then $after)"
last=$("$flipside" --db "$db" export 1 | tail -n 1)
[ "$last" = "{\"stay\":\"$turn\"}" ] || fail "the last line is $last"

kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
echo "ok: the QR code reads as the page's address, the page opens, a phone's Stay is stored ($last)"
