#!/usr/bin/env bash
# Phones that send their cards left at a hand's end (issue 23), with real
# processes: the app on Xvfb with a UNO Flip hand just ended (Ben went out;
# Ana holds 3 cards, Cy 2), the page on; Cy's phone is a script (curl) whose
# short list is refused with the table's sentence, then sends its 2 cards;
# Ana's phone is headless Chromium tapping her name, her three cards on the
# page's pad and Send (cdp_phone.py). The app's page then says both have
# sent, the file holds nothing new until the table confirms, and the screens
# (the phone's page, the tablet's form) are saved to be looked at.
# Usage: app_phone_hand_xvfb.sh FLIPSIDE SCRIPTS_DIR ARTIFACT_DIR
# Exit 77 (skipped) when Xvfb, Chromium or python3-websocket is missing.
set -u
flipside=$1
scripts=$2
artifacts=$3
here=$(dirname "$0")

browser=$(command -v chromium || true)
# Debian's python3 has python3-websocket; a python3 of its own earlier on
# PATH (pyenv) may not.
cdp_python=
for py in python3 /usr/bin/python3; do
  if "$py" -c 'import websocket' 2>/dev/null; then cdp_python=$py; break; fi
done
if [ -z "$browser" ] || [ -z "$cdp_python" ]; then
  echo "SKIP: chromium or python3-websocket is not installed (scripts/setup.sh installs them)"
  exit 77
fi
# shellcheck source=../ui/inside_xvfb.sh
source "$here/../ui/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill -9 "$app" 2>/dev/null; exit 1; }
for tool in zbarimg curl; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (scripts/setup.sh installs zbar-tools)"
done
# shellcheck source=app_page.sh
source "$here/app_page.sh"
open_app_page "$scripts/unoflip_hand_end_3p.jsonl" "$artifacts/app_phone_hand_qr.png"
# --show-on-phones opens Settings; Esc goes back to the table, where the
# hand's end waits.
press Escape
sleep 0.5
page() { curl -s "${base}state?t=$token" | python3 -c "import json,sys; print(json.dumps(json.load(sys.stdin)['page']['hand']$1))"; }
[ "$(page "['awaited']")" = '["Ana", "Cy"]' ] || fail "the page does not wait for Ana's and Cy's cards: $(page '')"

post() { curl -s -X POST -H 'Content-Type: application/json' -d "$2" "${base}api/$1?t=$token"; }
cy=$(post join '{"name":"Cy"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["phone"])') ||
  fail "Cy could not pick his name"
answer=$(post act "{\"phone\":\"$cy\",\"do\":\"hand_cards\",\"cards\":[\"red skip\"]}")
case "$answer" in *'"You hold 2 cards; you sent 1."'*) ;; *) fail "Cy's one card of two was not refused so: $answer" ;; esac
answer=$(post act "{\"phone\":\"$cy\",\"do\":\"hand_cards\",\"cards\":[\"red skip\",\"green reverse\"]}")
case "$answer" in *'"ok":true'*) ;; *) fail "Cy's two cards were refused: $answer" ;; esac

ana=$("$cdp_python" "$here/cdp_phone.py" "$browser" "$url" Ana '["wild","blue 9","yellow draw1"]' \
  "$artifacts/phone_hand_ana.png" 412x915) || fail "Ana's phone in Chromium: $ana"
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$ana" "$1"; }
[ "$(field refused)" = False ] || fail "Ana's cards were refused: $(field reply)"
[ "$(field reply)" = "Sent. The table checks them and confirms." ] || fail "Ana's phone says: $(field reply)"
[ "$(field count)" = "3 cards · 59 points" ] || fail "Ana's phone counted: $(field count)"
[ "$(field pad)" = 54 ] || fail "the pad showed $(field pad) cards, not the light side's 54"
[ "$(field fits)" = True ] || fail "Ana's page is wider than her phone"
[ "$(page "['sent']")" = '["Ana", "Cy"]' ] || fail "the page does not say both have sent: $(page '')"

# Nothing is entered until the table confirms.
[ "$(lines)" -eq "$before" ] || fail "the file changed before the table confirmed"
sleep 0.5
xwd -root -silent | convert xwd:- "$artifacts/app_phone_hand.png" || fail "screenshot"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
echo "ok: Cy's short list refused, then Cy's and Ana's (Chromium, tapped) cards in the table's form; nothing entered before the table confirms"
