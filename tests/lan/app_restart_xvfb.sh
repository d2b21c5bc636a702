#!/usr/bin/env bash
# Issue 32, items 11 and 12, with real processes. The app on Xvfb with the
# page on: a hundred guests without the token send their headers a byte a
# second (slow_guests.py, 127.0.0.1 only) while a phone with the token is
# answered promptly and no guest is held open. Then a phone's page in real
# Chromium stays open while the app quits and starts again: it comes back by
# itself, without a reload, at the same address (the QR code reads the
# same). Last, `flipside serve` restarted on the same port with --new-code:
# the open page says plainly that its address no longer works.
# Usage: app_restart_xvfb.sh FLIPSIDE SCRIPTS_DIR ARTIFACT_DIR
# Exit 77 (skipped) when Xvfb, Chromium or python3-websocket is missing.
set -u
flipside=$1
scripts=$2
artifacts=$3
here=$(dirname "$0")

# shellcheck source=browser_python.sh
source "$here/browser_python.sh"
need_browsers chromium
# shellcheck source=../ui/inside_xvfb.sh
source "$here/../ui/inside_xvfb.sh"

phone=
server=
fail() {
  echo "FAIL: $*"
  for pid in "${app:-}" "$phone" "$server"; do [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; done
  exit 1
}
for tool in zbarimg curl; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (scripts/setup.sh installs zbar-tools)"
done
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$1" "$2"; }
# open_phone URL SHOT EXPECT: a phone's page in Chromium, left open (in the
# background, its result in $work/phone.json) until it comes back (EXPECT
# back) or says its code is gone (gone); returns once it shows the game.
open_phone() {
  local ready=$work/ready
  rm -f "$ready"
  "$browser_python" "$here/phone_browser.py" chromium "$1" "$2" 412x915 reconnect "$ready" "$3" > "$work/phone.json" &
  phone=$!
  for _ in $(seq 600); do [ -e "$ready" ] && return 0; sleep 0.1; done
  fail "the phone's page did not show the game"
}
# phone_result: waits for the phone's page; sets result to what it saw.
phone_result() {
  wait "$phone" || fail "the phone's page did not do what was expected: $(cat "$work/phone.json")"
  phone=
  result=$(cat "$work/phone.json")
}

# shellcheck source=app_page.sh
source "$here/app_page.sh"
open_app_page "$scripts/unoflip_hand_end_4p.jsonl" "$artifacts/app_restart_qr.png"

# 1. The slow-header attack (item 12).
attack=$(python3 "$here/slow_guests.py" "$url" 100 8) || fail "the attack script: $attack"
echo "attack: $attack"
[ "$(field "$attack" slowest_ms)" -lt 1500 ] || fail "a phone with the token waited during the attack: $attack"
[ "$(field "$attack" still_open)" -eq 0 ] || fail "guests without the token were still held open: $attack"
[ "$(field "$attack" answered)" -eq "$(field "$attack" asked)" ] || fail "a phone's request went unanswered: $attack"

# 2. The app restarts under an open page (item 11).
open_phone "$url" "$artifacts/phone_after_restart.png" back
kill "$app"
wait "$app" 2>/dev/null
sleep 3  # the page is on its own for a while (its waits grow)
launch_app --show-on-phones --page-bind 127.0.0.1:0
sleep 1
xwd -root -silent | convert xwd:- "$artifacts/app_restart_qr_again.png" || fail "screenshot"
again=$(zbarimg -q --raw "$artifacts/app_restart_qr_again.png" 2>/dev/null | head -n 1)
[ "$again" = "$url" ] || fail "the restarted app shows another address: '$again', not '$url'"
phone_result
echo "restart: $result"
[ "$(field "$result" came)" = True ] || fail "the page did not come back by itself: $result"
[ "$(field "$result" reloaded)" = False ] || fail "the page was reloaded: $result"
[ -z "$(field "$result" offline)" ] || fail "the page still says it is offline: $result"
kill "$app"
wait "$app" 2>/dev/null
app=

# 3. A code that is no longer the table's (`flipside serve --new-code`):
# the open page says so.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# serve: `flipside serve` on that port; sets served to its address.
serve() {
  "$flipside" --db "$db" serve --bind "127.0.0.1:$port" "$@" > "$work/serve.out" 2>&1 &
  server=$!
  for _ in $(seq 300); do grep -q '^http' "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
  served=$(head -n 1 "$work/serve.out")
}
serve
open_phone "$served" "$artifacts/phone_code_gone.png" gone
kill "$server"
wait "$server" 2>/dev/null
first=$served
serve --new-code
[ "$served" != "$first" ] || fail "serve --new-code kept its code"
phone_result
echo "new code: $result"
[ "$(field "$result" came)" = True ] || fail "the page did not say its code is gone: $result"
case "$(field "$result" offline)" in
  "This address no longer works"*) ;;
  *) fail "the page does not say its address no longer works: $result" ;;
esac
kill "$server"
wait "$server" 2>/dev/null
echo "ok: attack withstood; the page came back by itself after the app restarted; a dead code said plainly"
