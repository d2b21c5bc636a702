#!/usr/bin/env bash
# End to end, the league folder while the app is open (issue 24): the real
# flipside binary on Xvfb, its settings naming a league folder, and "another
# device" (a second database, a real `flipside league` process) writing
# into that folder beside it. What a player would notice is checked:
#   - the open app writes its own finished games into the folder by itself;
#   - another device's games reach the app's database while it is open,
#     with no command run on it (seen through `flipside games`, read-only,
#     from another terminal: the DEVICE column names "Club tablet");
#   - a rename made on the other device reaches the app too;
#   - idle, the app spends no CPU (its league thread sleeps in poll()):
#     at most 1 % of a core over 10 s;
#   - History, opened by its key, shows the club's games with their device
#     (a screenshot kept as an artifact, looked at).
# Usage: e2e_league_xvfb.sh FLIPSIDE ARTIFACT_DIR
# Exit 77 (skipped) only when Xvfb is not installed (inside_xvfb.sh).
set -u
flipside=$1
artifacts=$2

# shellcheck source=inside_xvfb.sh
source "$(dirname "$0")/inside_xvfb.sh"

app=
problems=0
problem() { echo "FAIL: $*"; problems=$((problems + 1)); }
fail() { echo "FAIL: $*"; [ -n "$app" ] && kill -9 "$app" 2>/dev/null; exit 1; }
mkdir -p "$artifacts"
work=$(mktemp -d)
trap '[ -n "$app" ] && kill -9 "$app" 2>/dev/null; rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
db=$work/app.db
league=$work/league
mkdir -p "$XDG_CONFIG_HOME/flipside" "$league"
printf '{"language":"en","league_folder":"%s"}\n' "$league" > "$XDG_CONFIG_HOME/flipside/settings.json"
"$flipside" demo-data "$db" --games 3 --seed 1 > /dev/null || fail "demo data for the app"
"$flipside" demo-data "$work/club.db" --games 2 --seed 5 > /dev/null || fail "demo data for the club"

# until SECONDS COMMAND...: true once COMMAND succeeds, polled every 0.2 s.
until_true() {
  local tries=$(($1 * 5))
  shift
  for _ in $(seq "$tries"); do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}
own_files() { [ "$(find "$league" -name '*.jsonl' | wc -l)" -ge "$1" ]; }
club_games_in_app() {
  "$flipside" --db "$db" games > "$work/games.txt" 2> "$work/games.err" || return 1
  [ "$(grep -c 'Club tablet' "$work/games.txt")" -ge "$1" ]
}
app_has_player() {
  "$flipside" --db "$db" players 2> /dev/null | grep -q "  $1  "
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }

launch_app
until_true 30 own_files 3 || problem "the open app did not write its 3 finished games into the league folder"

"$flipside" --db "$work/club.db" league "$league" --name "Club tablet" > "$work/club.out" 2>&1 ||
  fail "the club's pass: $(cat "$work/club.out")"
grep -q "2 written, 3 taken in" "$work/club.out" || problem "the club's pass: $(cat "$work/club.out")"
if until_true 30 club_games_in_app 2; then
  echo "the app took in the club's 2 games while open:"
  cat "$work/games.txt"
else
  problem "the club's games did not reach the open app: $(cat "$work/games.txt" "$work/games.err")"
fi

# A rename on the club travels to the open app.
club_player=$("$flipside" --db "$work/club.db" players | awk 'NR == 2 {print $1 " " $2}')
read -r club_id club_name <<< "$club_player"
"$flipside" --db "$work/club.db" players --rename "$club_id" "$club_name Renamed" > /dev/null || fail "rename at the club"
"$flipside" --db "$work/club.db" league "$league" > /dev/null 2>&1 || fail "the club's second pass"
until_true 30 app_has_player "$club_name Renamed" || problem "the club's rename of $club_name did not reach the open app"

# Idle: nothing to draw, nothing new in the folder.
sleep 2
before=$(cpu_ticks)
sleep 10
after=$(cpu_ticks)
ticks=$((after - before))
hz=$(getconf CLK_TCK)
echo "figures: the app used $ticks ticks of CPU (1/$hz s each) in 10 s idle with the league followed"
[ "$ticks" -le $((hz / 10)) ] || problem "the idle app used $ticks ticks in 10 s (more than 1 % of a core)"

press h
sleep 1
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-league-history.png" || problem "screenshot"
press Escape
press p
sleep 1
xwd -root -silent | convert xwd:- png:"$artifacts/e2e-league-settings.png" || problem "screenshot"

[ "$problems" -eq 0 ] || { echo "FAIL: $problems problems; artifacts in $artifacts"; exit 1; }
echo "PASS: the open app wrote its games, took in the club's and its rename, and slept when idle; screenshots in $artifacts"
