#!/usr/bin/env bash
# End to end, spoken calls (issue 34): the real app under Xvfb with *Say the
# calls* on, its sound played through SDL's disk audio driver into a file
# (a sound card's pace, no card needed). A card that busts is heard: the
# file holds a call's worth of sound, not silence. Undo silences it. Then the
# app sits idle with the setting on: no CPU spent (the voice's thread sleeps,
# its audio device closed once the call was said).
# Usage: app_calls_xvfb.sh FLIPSIDE UI_FIXTURE ARTIFACT_DIR
set -u
flipside=$1
fixture=$2
artifacts=$3

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"

fail() { echo "FAIL: $*"; [ -n "${app:-}" ] && kill "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
export SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=$work/heard.raw
mkdir -p "$XDG_CONFIG_HOME/flipside"
db=$work/calls.db

cpu_ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
# The sound heard so far: seconds of it, and of them how many loud enough
# to be a voice (20 ms windows of signed 16-bit mono at 22050 a second).
listen() {
  python3 - "$SDL_DISKAUDIOFILE" <<'PY'
import array, math, sys
data = array.array('h')
with open(sys.argv[1], 'rb') as f:
    data.frombytes(f.read())
rate, window = 22050, 441
voiced = sum(1 for at in range(0, len(data) - window, window)
             if math.sqrt(sum(s * s for s in data[at:at + window]) / window) > 300)
print(f"{len(data) / rate:.2f} {voiced * window / rate:.2f}")
PY
}

for lang in en es; do
  rm -f "$db" "$SDL_DISKAUDIOFILE"
  printf '{"say_calls": true, "language": "%s"}\n' "$lang" > "$XDG_CONFIG_HOME/flipside/settings.json"
  read -r _impossible bust _stayer _safe < <("$fixture" "$db" mid_round) || fail "fixture"
  [ "$bust" != none ] || fail "fixture gave no card that busts"
  launch_app
  [ ! -s "$SDL_DISKAUDIOFILE" ] || fail "$lang: sound before any call"
  press "$bust"
  sleep 4
  read -r seconds voiced < <(listen)
  echo "figures ($lang): a bust was heard as $seconds s of sound, $voiced s of it voiced"
  python3 -c "import sys; s, v = map(float, sys.argv[1:]); sys.exit(0 if 0.5 <= v <= 7 else 1)" "$seconds" "$voiced" ||
    fail "$lang: the bust's call was not heard ($voiced s voiced)"
  xwd -root -silent | convert xwd:- png:"$artifacts/calls-bust-$lang.png"

  # Idle with the setting on: the call said, nothing runs.
  sleep 1
  before=$(cpu_ticks)
  sleep 8
  after=$(cpu_ticks)
  hz=$(getconf CLK_TCK)
  echo "figures ($lang): the app used $((after - before)) ticks of CPU (1/$hz s each) in 8 s idle with the calls on"
  [ $((after - before)) -le $((hz / 10)) ] || fail "$lang: the idle app used $((after - before)) ticks in 8 s"

  press ctrl+z  # the bust undone: its call, long over, stays unheard; nothing breaks
  press ctrl+q
  for _ in $(seq 300); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$app" 2>/dev/null && fail "$lang: Ctrl+Q did not quit"
  wait "$app" || fail "$lang: exit code $? after Ctrl+Q"
  app=
done
echo "PASS: the bust was heard in English and Spanish, and the app slept with the calls on; screenshots in $artifacts"
