# Sourced by the take_*screenshots.sh scripts: runs the real binary on its
# own Xvfb (which picks a free display: several runs may share a machine),
# drives it with xdotool and saves a PNG. Needs $out (folder) and $work
# (scratch folder) set by the caller.

# shellcheck source=xvfb_display.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb_display.sh"

# shot NAME DB WIDTH HEIGHT LANG THEME [STEP...]
#   each STEP is one shell command (xdotool key/type/mousemove ... click 1,
#   sleep N), run in order with a short pause after each. The text size is
#   100 %, or SHOT_TEXT_SCALE percent (125 for the tests' larger look). On a
#   loaded machine taps right after launch get lost: SHOT_LAUNCH_WAIT and
#   SHOT_STEP_WAIT (seconds, 1.5 and 0.35) give the app longer.
shot() {
  local name=$1 db=$2 w=$3 h=$4 lang=$5 theme=$6
  shift 6
  local cfg="$work/cfg-$name"
  mkdir -p "$cfg/flipside"
  echo "{\"theme\":\"$theme\",\"text_scale\":${SHOT_TEXT_SCALE:-100}}" > "$cfg/flipside/settings.json"
  xvfb_start "${w}x${h}" || return 1
  local display=$DISPLAY
  DISPLAY=$display XDG_CONFIG_HOME=$cfg LANG=$lang LC_ALL= LC_MESSAGES= \
    "$flipside" --db "$db" --window-width "$w" --window-height "$h" --scale 1 >/dev/null 2>&1 &
  local app=$!
  sleep "${SHOT_LAUNCH_WAIT:-1.5}"
  DISPLAY=$display xdotool search --name FlipSide windowmove 0 0 >/dev/null 2>&1
  local step
  for step in "$@"; do
    # A tap or a key held for a moment: pressed and let go between two
    # frames of a loaded machine, ImGui never sees it down and it is lost.
    step=${step//click 1/mousedown 1 sleep 0.12 mouseup 1}
    if [[ $step =~ ^xdotool\ key\ ([^ ]+)$ ]]; then
      step="xdotool keydown ${BASH_REMATCH[1]} sleep 0.12 keyup ${BASH_REMATCH[1]}"
    fi
    DISPLAY=$display bash -c "$step"
    sleep "${SHOT_STEP_WAIT:-0.35}"
  done
  sleep 0.5
  DISPLAY=$display import -window root "$out/$name.png"
  DISPLAY=$display xdotool key ctrl+q
  wait "$app"
  xvfb_stop
  echo "$out/$name.png"
}

# imported DB SCRIPT [LINES]: a fresh database holding SCRIPT (a game script,
# tests/scripts/<id>/*.jsonl), cut to its header plus LINES entries when given.
imported() {
  local db=$1 script=$2 lines=${3:-}
  rm -f "$db" "$db"-wal "$db"-shm
  local cut="$work/cut-$(basename "$db").jsonl"
  if [ -n "$lines" ]; then head -n "$((lines + 1))" "$script" > "$cut"; else cp "$script" "$cut"; fi
  "$flipside" --db "$db" import "$cut" >/dev/null
}
