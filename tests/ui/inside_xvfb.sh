# Sourced first by the tests that run the real app under Xvfb: re-runs the
# calling script (with its arguments) on its own Xvfb (xvfb_display.sh: a
# display the server picks itself), after checking the tools they use.
# Exit 77 (skipped) only when Xvfb is not installed.
if [ "${E2E_INSIDE:-}" != 1 ]; then
  if ! command -v Xvfb >/dev/null 2>&1; then
    echo "SKIP: Xvfb is not installed (scripts/setup.sh installs xvfb)"
    exit 77
  fi
  for tool in xdotool xwd convert; do
    command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is missing (scripts/setup.sh installs it)"; exit 1; }
  done
  # shellcheck source=xvfb_display.sh
  source "$(dirname "${BASH_SOURCE[0]}")/xvfb_display.sh"  # beside this file, whoever sources it
  xvfb_start 1280x800 || exit 1
  E2E_INSIDE=1 bash "$0" "$@"
  code=$?
  xvfb_stop
  exit "$code"
fi

# launch_app [ARGS...]: starts the app on $db with ARGS, waits (an upper
# bound polled every 0.1 s, 60 s for a loaded machine or a sanitizer build)
# for its window, moves it to the corner and focuses it. Sets app and win.
launch_app() {
  "$flipside" --db "$db" "$@" &
  app=$!
  win=
  for _ in $(seq 600); do
    win=$(xdotool search --name '^FlipSide$' 2>/dev/null | head -1)
    [ -n "$win" ] && break
    if ! kill -0 "$app" 2>/dev/null; then
      wait "$app"
      fail "the app exited at launch (exit code $?)"
    fi
    sleep 0.1
  done
  if [ -z "$win" ]; then
    # Still running without a window: where each of its threads waits, so a
    # hang at launch is found from the log, not guessed (gdb, when present).
    echo "-- named windows on $DISPLAY: $(xdotool search --name . 2>/dev/null | wc -l); the app's threads:"
    command -v gdb >/dev/null 2>&1 && timeout 60 gdb -p "$app" -batch -ex 'thread apply all bt 12' 2>/dev/null |
      grep -E '^(Thread|#)' | head -80
    fail "no window after 60 s"
  fi
  sleep 0.5
  xdotool windowmove "$win" 0 0 windowfocus "$win" 2>/dev/null
  sleep 0.3
}
# press KEY: one key to the app's window, then a pause for its frame.
# A key held for 0.12 s, as a finger would: pressed and let go between two
# frames of a loaded machine, the app (ImGui 1.86 reads a key's state once a
# frame) never saw it, and a run failed now and then under load.
press() {
  xdotool keydown --window "$win" --clearmodifiers "$1" 2>/dev/null || xdotool keydown "$1"
  sleep 0.12
  xdotool keyup --window "$win" --clearmodifiers "$1" 2>/dev/null || xdotool keyup "$1"
  sleep 0.3
}
