# Sourced by the take_*screenshots.sh scripts: runs the real binary on its
# own Xvfb (which picks a free display: several runs may share a machine),
# drives it with xdotool and saves a PNG. Needs $out (folder) and $work
# (scratch folder) set by the caller.

# shellcheck source=xvfb_display.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb_display.sh"

# shot NAME DB WIDTH HEIGHT LANG THEME [STEP...]
#   each STEP is one shell command (xdotool key/type/mousemove ... click 1,
#   sleep N), run in order with a short pause after each.
shot() {
  local name=$1 db=$2 w=$3 h=$4 lang=$5 theme=$6
  shift 6
  local cfg="$work/cfg-$name"
  mkdir -p "$cfg/flipside"
  echo "{\"theme\":\"$theme\"}" > "$cfg/flipside/settings.json"
  xvfb_start "${w}x${h}" || return 1
  local display=$DISPLAY
  DISPLAY=$display XDG_CONFIG_HOME=$cfg LANG=$lang LC_ALL= LC_MESSAGES= \
    "$flipside" --db "$db" --window-width "$w" --window-height "$h" --scale 1 >/dev/null 2>&1 &
  local app=$!
  sleep 1.5
  DISPLAY=$display xdotool search --name FlipSide windowmove 0 0 >/dev/null 2>&1
  local step
  for step in "$@"; do
    DISPLAY=$display bash -c "$step"
    sleep 0.35
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
