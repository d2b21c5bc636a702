#!/usr/bin/env bash
# Issue 32, item 11, for `flipside serve`: like the app, it keeps the page's
# code (port and token, in settings.json) across restarts, so phones come
# back by themselves; --new-code makes a new one, and that one is kept.
# Real processes: serve started, its address read, stopped, started again.
# Usage: serve_restart.sh FLIPSIDE SCRIPTS_DIR
set -u
flipside=$1
scripts=$2
work=$(mktemp -d)
server=
fail() {
  echo "FAIL: $*"
  [ -n "$server" ] && kill "$server" 2>/dev/null
  rm -rf "$work"
  exit 1
}
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8
db=$work/table.db
"$flipside" --db "$db" import "$scripts/short_game.jsonl" > /dev/null || fail "import"

# serve [ARGS...]: `flipside serve` on 127.0.0.1 and any free port (a kept
# port first); sets served to the address it prints, then stops it as Ctrl+C would.
serve() {
  "$flipside" --db "$db" serve --bind 127.0.0.1:0 "$@" > "$work/serve.out" 2> "$work/serve.err" &
  server=$!
  for _ in $(seq 300); do grep -q '^http' "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
  served=$(head -n 1 "$work/serve.out")
  case "$served" in
    http://127.0.0.1:*/\?t=????????????????????????????????) ;;
    *) fail "serve printed no address: '$served' $(cat "$work/serve.err")" ;;
  esac
  [ "$(curl -s -o /dev/null -w '%{http_code}' "${served%%\?*}state?t=${served#*\?t=}")" = 200 ] ||
    fail "the page does not answer at $served"
  kill -INT "$server"
  wait "$server" || fail "serve did not stop cleanly on Ctrl+C"
  server=
}

serve
first=$served
serve
[ "$served" = "$first" ] || fail "a restarted serve changed its address: '$first', then '$served'"
serve --new-code
[ "$served" != "$first" ] || fail "--new-code kept the address '$first'"
renewed=$served
serve
[ "$served" = "$renewed" ] || fail "the new code was not kept: '$renewed', then '$served'"
grep -q '"token"' "$XDG_CONFIG_HOME/flipside/settings.json" || fail "no code in settings.json"
[ "$(stat -c %a "$XDG_CONFIG_HOME/flipside/settings.json")" = 600 ] || fail "settings.json is readable by others"
echo "ok: serve kept $first across a restart; --new-code made $renewed, kept in turn"
