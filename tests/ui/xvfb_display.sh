# Sourced by every script that runs the real app on a virtual screen.
# xvfb_start WIDTHxHEIGHT: starts Xvfb on a display it picks itself
# (-displayfd: the server takes the first free number and tells us which, so
# several runs on one machine never race for a number as `xvfb-run -a` can),
# exports DISPLAY and sets xvfb_pid. xvfb_stop ends it.
xvfb_start() {
  local fifo
  fifo=$(mktemp -u "${TMPDIR:-/tmp}/flipside-displayfd.XXXXXX")
  mkfifo "$fifo" || return 1
  # No key autorepeat (-ardelay: a minute): a key the tests hold down while a
  # loaded machine (the sanitizers) draws slowly must count once, never
  # repeat (an end-to-end run under ASan once entered 44 lines for 41).
  # No reset (-noreset): by default the server resets whenever its last
  # client leaves, and a connection made during that reset is refused. The
  # tests poll with xdotool (a client that comes and goes) while the app
  # starts, so the app's own connection was refused now and then: beside an
  # xdotool loop, 38 of 300 starts of a bare SDL program fell back to SDL's
  # offscreen driver, none with -noreset. CI once saw "no window after 60 s"
  # from it, the app running on that driver; it now says so and stops
  # (ui/platform/desktop/app.cpp).
  Xvfb -displayfd 3 -screen 0 "$1x24" -nolisten tcp -noreset -ardelay 60000 -arinterval 1000 3>"$fifo" >/dev/null 2>&1 &
  xvfb_pid=$!
  local number=
  read -r -t 30 number < "$fifo"
  rm -f "$fifo"
  [ -n "$number" ] || { kill "$xvfb_pid" 2>/dev/null; echo "FAIL: Xvfb did not start"; return 1; }
  export DISPLAY=":$number"
}
xvfb_stop() {
  [ -n "${xvfb_pid:-}" ] || return 0
  kill "$xvfb_pid" 2>/dev/null
  wait "$xvfb_pid" 2>/dev/null
  xvfb_pid=
}
