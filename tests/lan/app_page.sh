# Sourced by the tests that drive the real app's page on Xvfb (after
# ../ui/inside_xvfb.sh, with fail, flipside and artifacts set).
# open_app_page SCRIPT SHOT: SCRIPT imported into a fresh file ($db, in
# $work), the app launched on it with the page on, and the QR code on screen
# (saved as SHOT) read back with zbarimg: sets url, base and token; lines
# counts the game's lines in the file, before holds them at launch.
open_app_page() {
  mkdir -p "$artifacts"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  export XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 LC_ALL= LC_MESSAGES=
  db=$work/table.db
  "$flipside" --db "$db" import "$1" > /dev/null || fail "import"
  before=$(lines)
  launch_app --show-on-phones --page-bind 127.0.0.1:0
  sleep 1
  xwd -root -silent | convert xwd:- "$2" || fail "screenshot"
  url=$(zbarimg -q --raw "$2" 2>/dev/null | head -n 1)
  case "$url" in
    http://127.0.0.1:*/\?t=????????????????????????????????) ;;
    *) fail "the QR code on screen does not read as the page's address: '$url'" ;;
  esac
  base=${url%%\?*}
  token=${url#*\?t=}
}
lines() { "$flipside" --db "$db" export 1 | grep -c '^{'; }
