#!/usr/bin/env bash
# web_browser_test.sh SITE FLIPSIDE ARTIFACTS play|files|bench|shots: web_browser.py in
# Debian's Chromium (python3-websocket from Debian: browser_python.sh). The
# site must have been built (scripts/dev.sh web; scripts/dev.sh test does).
set -u
site=$1 flipside=$2 artifacts=$3 what=$4
here=$(dirname "$0")
source "$here/../lan/browser_python.sh"
need_browsers chromium
if [ ! -f "$site/flipside.wasm" ]; then
  echo "FAIL: no browser build in $site: run scripts/dev.sh web (scripts/dev.sh test runs it first)"
  exit 1
fi
out=$("$browser_python" "$here/web_browser.py" "$site" "$flipside" "$artifacts" "$what")
code=$?
echo "$out"
[ $code -eq 0 ] && echo "$out" | grep -q '"ok": true' || exit 1
