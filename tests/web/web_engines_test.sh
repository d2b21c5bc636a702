#!/usr/bin/env bash
# web_engines_test.sh SITE FLIPSIDE ARTIFACTS: the browser build played in
# Firefox and in WebKit (web_engines.py), on an Xvfb display of the test's
# own (../ui/xvfb_display.sh: a number the server picks), where Mesa's
# software renderer gives both WebGL2. Skipped (77) when a browser, Xvfb or
# python3-websocket is missing.
set -u
site=$1 flipside=$2 artifacts=$3
here=$(dirname "$0")
source "$here/../lan/browser_python.sh"
need_browsers firefox-esr WebKitWebDriver Xvfb
if [ ! -f "$site/flipside.wasm" ]; then
  echo "FAIL: no browser build in $site: run scripts/dev.sh web (scripts/dev.sh test runs it first)"
  exit 1
fi
source "$here/../ui/xvfb_display.sh"
xvfb_start 1280x1024 || exit 1
trap xvfb_stop EXIT
code=0
for engine in firefox webkit; do
  out=$("$browser_python" "$here/web_engines.py" "$site" "$flipside" "$artifacts" "$engine")
  status=$?
  echo "$out"
  if [ $status -ne 0 ] || ! echo "$out" | grep -q '"ok": true'; then code=1; fi
done
exit $code
