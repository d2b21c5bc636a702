#!/usr/bin/env bash
# Phones that send their cards left at a hand's end (issue 23), with real
# processes: the app on Xvfb with a UNO Flip hand just ended (Ben went out;
# Ana holds 3 cards, Cy 2, Dee 4), the page on. Ben's phone (curl) is told
# the table does not wait for his cards. Each other player's phone is a
# real browser engine from Debian, tapping their name, their cards on the
# page's pad and Send (phone_browser.py): Dee's WebKit (Safari's engine),
# listing both red 8s, then Ana's Chromium, whose pad dims the red 8 (issue
# 32, item 9), then Cy's Firefox; each pad's wilds within one screen of a
# 390×844 phone. The app's page then says all three have
# sent, the tablet's form holds their cards, the file holds nothing new
# until the table confirms, and the screens (each phone, the tablet) are
# saved to be looked at.
# Usage: app_phone_hand_xvfb.sh FLIPSIDE SCRIPTS_DIR ARTIFACT_DIR
# Exit 77 (skipped) when Xvfb, a browser or python3-websocket is missing.
set -u
flipside=$1
scripts=$2
artifacts=$3
here=$(dirname "$0")

# shellcheck source=browser_python.sh
source "$here/browser_python.sh"
need_browsers chromium firefox-esr WebKitWebDriver
# shellcheck source=../ui/inside_xvfb.sh
source "$here/../ui/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill -9 "$app" 2>/dev/null; exit 1; }
for tool in zbarimg curl; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (scripts/setup.sh installs zbar-tools)"
done
# shellcheck source=app_page.sh
source "$here/app_page.sh"
open_app_page "$scripts/unoflip_hand_end_4p.jsonl" "$artifacts/app_phone_hand_qr.png"
# --show-on-phones opens Settings; Esc goes back to the table, where the
# hand's end waits.
press Escape
sleep 0.5
page() { curl -s --max-time 30 "${base}state?t=$token" | python3 -c "import json,sys; print(json.dumps(json.load(sys.stdin)['page']['hand']$1))"; }
[ "$(page "['awaited']")" = '["Ana", "Cy", "Dee"]' ] || fail "the page does not wait for Ana's, Cy's and Dee's cards: $(page '')"

post() { curl -s --max-time 30 -X POST -H 'Content-Type: application/json' -d "$2" "${base}api/$1?t=$token"; }
ben=$(post join '{"name":"Ben"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["phone"])') ||
  fail "Ben could not pick his name"
answer=$(post act "{\"phone\":\"$ben\",\"do\":\"hand_cards\",\"cards\":[\"red skip\"]}")
case "$answer" in *'"The table is not waiting for your cards now."'*) ;; *) fail "Ben (out) was not refused: $answer" ;; esac

# phone ENGINE NAME CARDS POINTS: that player's phone sends their cards.
phone() {  # sets result (its fields read by field) to what the phone saw
  result=$("$browser_python" "$here/phone_browser.py" "$1" "$url" "$artifacts/phone_hand_$1.png" 390x844 hand "$2" "$3") ||
    fail "$2's phone in $1: $result"
  field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$result" "$1"; }
  [ "$(field refused)" = False ] || fail "$2's cards were refused in $1: $(field reply)"
  [ "$(field reply)" = "Sent. The table checks them and confirms." ] || fail "$2's phone ($1) says: $(field reply)"
  [ "$(field count)" = "$4" ] || fail "$2's phone ($1) counted: $(field count)"
  [ "$(field pad)" = 54 ] || fail "$2's pad ($1) showed $(field pad) cards, not the light side's 54"
  [ "$(field fits)" = True ] || fail "$2's page ($1) is wider than the phone"
  # Issue 32, item 13: the side's wilds within one screen of the pad's top.
  python3 -c "import sys; sys.exit(0 if 0 < float(sys.argv[1]) <= float(sys.argv[2]) else 1)" \
    "$(field wilds_reach)" "$(field screen)" || fail "$2's wilds ($1) are $(field wilds_reach) px below the pad's top"
}
# Dee lists both red 8s: Ana's pad then dims the red 8 (issue 32, item 9).
phone webkit Dee '["wild_draw2","red 8","red 8","blue flip"]' "4 cards · 86 points"
[ "$(page "['sent']")" = '["Dee"]' ] || fail "the page does not say Dee has sent: $(page '')"
phone chromium Ana '["wild","blue 9","yellow draw1"]' "3 cards · 59 points"
[ "$(field dimmed)" = "['red 8']" ] || fail "Ana's pad does not dim the red 8 Dee listed twice: $(field dimmed)"
phone firefox Cy '["red skip","green reverse"]' "2 cards · 40 points"
[ "$(page "['sent']")" = '["Ana", "Cy", "Dee"]' ] || fail "the page does not say all three have sent: $(page '')"

# Nothing is entered until the table confirms.
[ "$(lines)" -eq "$before" ] || fail "the file changed before the table confirmed"
sleep 0.5
xwd -root -silent | convert xwd:- "$artifacts/app_phone_hand.png" || fail "screenshot"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
echo "ok: Ben (out) refused; Ana's (Chromium), Cy's (Firefox) and Dee's (WebKit) cards in the table's form; nothing entered before the table confirms"
