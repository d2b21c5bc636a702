#!/usr/bin/env bash
# The page in a real browser (issue 23): `flipside serve` on 127.0.0.1 (a
# port it picks), a game in progress in the file, and Debian's chromium,
# headless, at a phone's size (portrait) and a TV's (landscape), in English
# and Spanish, with long names; then at a phone's size in Firefox (ESR,
# headless) and WebKit, Safari's engine (WebKitGTK's MiniBrowser on a
# virtual screen), driven by phone_browser.py. The totals the rendered page shows must be
# the engine's (`flipside replay` of the game's export); the page must fit
# the screen's width. The phone also in dark mode. Screenshots go to $SHOT_DIR (default: the temp dir)
# to be looked at.
#   page_browser_test.sh FLIPSIDE SCRIPTS_DIR
set -euo pipefail
flipside=$1
scripts=$2
browser=$(command -v chromium || true)
if [ -z "$browser" ]; then
  echo "SKIP: chromium is not installed (scripts/setup.sh installs it)"
  exit 77
fi
tmp=$(mktemp -d)
shots=${SHOT_DIR:-$tmp}
mkdir -p "$shots"
server=""
# Firefox and WebKit, when installed with python3-websocket (Debian's
# python3 has it; a python3 of its own earlier on PATH may not).
others=()
browser_python=
for py in python3 /usr/bin/python3; do
  if "$py" -c 'import websocket' 2>/dev/null; then browser_python=$py; break; fi
done
if [ -n "$browser_python" ]; then
  command -v firefox-esr > /dev/null && others+=(firefox)
  if command -v WebKitWebDriver > /dev/null && command -v Xvfb > /dev/null; then
    # shellcheck source=../ui/xvfb_display.sh
    source "$(dirname "$0")/../ui/xvfb_display.sh"
    xvfb_start 1280x1024 && others+=(webkit)
  fi
fi
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  [ -n "${xvfb_pid:-}" ] && xvfb_stop
  rm -rf "$tmp"
}
trap cleanup EXIT

# A five-player Flip 7 game stopped mid-way, the names made long.
head -n 121 "$scripts/random_seed22_5p.jsonl" |
  sed -e 's/"Ana"/"Anastasia Maximiliana"/g' -e 's/"Cleo"/"Cleopatra Wilhelmina"/g' > "$tmp/game.jsonl"
export FLIPSIDE_DB="$tmp/table.db"
"$flipside" import "$tmp/game.jsonl" > /dev/null
id=$("$flipside" games | awk 'NR == 2 { print $1 }')
"$flipside" export "$id" > "$tmp/export.jsonl"
"$flipside" replay "$tmp/export.jsonl" > "$tmp/replay.json"

expected=$(python3 -c '
import json, sys
state = json.load(open(sys.argv[1]))
print("\n".join(sorted("%s=%s" % (p["name"], p["total"]) for p in state["players"])))' "$tmp/replay.json")

browse() {  # browse URL WIDTHxHEIGHT OUT_PREFIX [CHROMIUM FLAGS...]
  local url=$1 size=$2 out=$3
  shift 3
  local flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
               --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$tmp/profile-$out"
               --window-size="${size/x/,}" --timeout=4000 "$@")
  timeout 60 "$browser" "${flags[@]}" --dump-dom "$url" > "$tmp/$out.html" 2> "$tmp/$out.log" || true
  timeout 60 "$browser" "${flags[@]}" --screenshot="$shots/$out.png" "$url" >> "$tmp/$out.log" 2>&1 || true
}

fail=0
for lang in en es; do
  "$flipside" serve --bind 127.0.0.1:0 --lang "$lang" > "$tmp/serve.out" 2> "$tmp/serve.err" &
  server=$!
  for _ in $(seq 300); do [ -s "$tmp/serve.out" ] && break; sleep 0.1; done  # 30 s: a loaded CI machine
  url=$(head -n 1 "$tmp/serve.out")
  case "$url" in http://127.0.0.1:*/\?t=????????????????????????????????) ;; *) echo "FAIL: first line is not the address: $url"; exit 1 ;; esac
  for look in phone:412x915 tv:1920x1080 phone_dark:412x915; do
    name=page_${look%%:*}_$lang
    extra=()
    [ "${look%%:*}" = phone_dark ] && extra=(--force-dark-mode)
    browse "$url" "${look#*:}" "$name" "${extra[@]}"
    shown=$(python3 -c '
import re, sys, html
dom = open(sys.argv[1]).read()
rows = re.findall(r"<li[^>]*data-name=\"([^\"]*)\"[^>]*data-total=\"(-?\d+)\"", dom)
print("\n".join(sorted("%s=%s" % (html.unescape(n), t) for n, t in rows)))' "$tmp/$name.html")
    if [ "$shown" != "$expected" ]; then
      echo "FAIL: $name shows totals"; echo "$shown"; echo "the engine says"; echo "$expected"; fail=1
    fi
    grep -q "data-fits=\"yes\"" "$tmp/$name.html" || { echo "FAIL: $name is wider than the screen"; fail=1; }
    [ -s "$shots/$name.png" ] || { echo "FAIL: no screenshot for $name"; cat "$tmp/$name.log"; fail=1; }
  done
  for engine in "${others[@]}"; do
    name=page_phone_${engine}_$lang
    "$browser_python" "$(dirname "$0")/phone_browser.py" "$engine" "$url" "$shots/$name.png" 412x915 watch \
      > "$tmp/$name.json" 2> "$tmp/$name.log" || { echo "FAIL: $engine did not show the page"; cat "$tmp/$name.log"; fail=1; continue; }
    shown=$(python3 -c '
import json, sys
seen = json.load(open(sys.argv[1]))
print("\n".join(sorted("%s=%s" % (n, t) for n, t in seen["totals"])))
print("lang=%s fits=%s a11y=%s" % (seen["lang"], seen["fits"], json.dumps(seen["a11y"], sort_keys=True)),
      file=sys.stderr)' "$tmp/$name.json" 2> "$tmp/$name.meta")
    if [ "$shown" != "$expected" ]; then
      echo "FAIL: $name shows totals"; echo "$shown"; echo "the engine says"; echo "$expected"; fail=1
    fi
    a11y='{"banner": "alert/assertive", "reply": "status/polite", "unlabelled_sections": 0, "unnamed_buttons": 0}'
    [ "$(cat "$tmp/$name.meta")" = "lang=$lang fits=True a11y=$a11y" ] || { echo "FAIL: $name: $(cat "$tmp/$name.meta")"; fail=1; }
  done
  # Issue 32, item 13: at a TV's size the page is the room's scoreboard: no
  # "Who are you?" buttons, the scoresheet's figures as large as the names.
  if [ -n "$browser_python" ]; then
    name=page_tv_board_$lang
    "$browser_python" "$(dirname "$0")/phone_browser.py" chromium "$url" "$shots/$name.png" 1920x1080 watch \
      > "$tmp/$name.json" 2> "$tmp/$name.log" || { echo "FAIL: the TV's page did not show"; cat "$tmp/$name.log"; fail=1; }
    python3 -c '
import json, sys
board = json.load(open(sys.argv[1]))["board"]
sys.exit(0 if board["who_buttons"] == 0 and board["sheet_px"] >= board["name_px"] else 1)' "$tmp/$name.json" ||
      { echo "FAIL: $name is not a scoreboard: $(cat "$tmp/$name.json")"; fail=1; }
  fi
  lang_seen=$(grep -o '<html lang="[a-z]*"' "$tmp/page_phone_$lang.html" || true)
  [ "$lang_seen" = "<html lang=\"$lang\"" ] || { echo "FAIL: the page is not in $lang: $lang_seen"; fail=1; }
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
done
# Issue 34: a finished game on the table offers the phone its BG Stats
# link, a button-sized link in the page's language carrying the table's
# totals (short_game.jsonl, checked by hand: Ana 56, Ben 18, Cy 22).
export FLIPSIDE_DB="$tmp/finished.db"
"$flipside" import "$scripts/short_game.jsonl" > /dev/null
for lang in en es; do
  "$flipside" serve --bind 127.0.0.1:0 --lang "$lang" > "$tmp/serve.out" 2> "$tmp/serve.err" &
  server=$!
  for _ in $(seq 300); do [ -s "$tmp/serve.out" ] && break; sleep 0.1; done  # 30 s: a loaded CI machine
  name=page_phone_finished_$lang
  browse "$(head -n 1 "$tmp/serve.out")" 412x915 "$name"
  python3 -c '
import html, json, re, sys, urllib.parse
dom, lang = open(sys.argv[1]).read(), sys.argv[2]
a = re.search(r"<a id=\"bgstats\"([^>]*)>([^<]*)</a>", dom)
if not a or "hidden" in a.group(1):
    sys.exit("no BG Stats link shown")
href = html.unescape(re.search(r"href=\"([^\"]*)\"", a.group(1)).group(1))
prefix = "https://app.bgstatsapp.com/createPlay.html?data="
assert href.startswith(prefix), href
play = json.loads(urllib.parse.unquote(href[len(prefix):]))
scores = {p["name"]: (p["score"], p["rank"]) for p in play["players"]}
assert scores == {"Ana": (56, 1), "Ben": (18, 3), "Cy": (22, 2)}, scores
label = {"en": "Log this game in BG Stats", "es": "Anotar esta partida en BG Stats"}[lang]
assert a.group(2) == label, a.group(2)' "$tmp/$name.html" "$lang" || { echo "FAIL: $name"; fail=1; }
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
done

[ "$fail" = 0 ] && echo "page: totals equal the engine's at phone and TV sizes, in English and Spanish (also in: ${others[*]:-no other browser})"
exit "$fail"
