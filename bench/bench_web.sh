#!/usr/bin/env bash
# The browser build (issue 33) in headless Chromium (software WebGL2) on this
# machine: its download (bytes and gzip -9), the first frame from a local
# server, a card tapped until the browser holds it (median and worst of 15),
# and the page's CPU while idle. The desktop's figures for the same things
# come from the C++ benchmarks and bench_ui.sh in the same run.
# Needs build/web (scripts/dev.sh web).
set -u
flipside=$1
root=$(cd "$(dirname "$0")/.." && pwd)
site=${FLIPSIDE_WEB_SITE:-$root/build/web}
if [ ! -f "$site/flipside.wasm" ]; then
  echo "web: no browser build in $site (scripts/dev.sh web)"
  exit 0
fi
bash "$root/tests/web/web_browser_test.sh" "$site" "$flipside" "$(mktemp -d)" bench
