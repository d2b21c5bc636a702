#!/usr/bin/env bash
# The package on a brand-new Debian 12 system (issues 22 and 32; README
# "Install the package"): debootstrap makes a minimal bookworm (no compiler,
# no build tools, no X) in a scratch folder, the .deb is installed there
# with apt-get and only what it declares, and then, inside it:
#   flipside --version; flipside demo-data on a new file; flipside stats;
#   the app to its first frame with nothing added: the display is an Xvfb
#   of this machine whose socket is put into the chroot, so what the app
#   loads (libGL through SDL, the font) must come from the package's own
#   dependencies; it says whether that first run worked, failed or not;
#   then, in a separate step, the display's own packages (Xvfb, xauth,
#   ImageMagick, man-db) are added inside for a screenshot and man;
#   man flipside;
#   apt-get remove flipside: no file of the package is left, the user's
#   database is.
# Needs root, debootstrap, Xvfb on this machine and Debian's mirror; takes a
# few minutes. Not part of the test suite (CI has no root-made chroot to
# spare); run by hand. Exit 1 when the app's first run, with only what the
# package declares, did not reach its first frame.
# Usage: scripts/try_package.sh [DEB] [SCREENSHOT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls build/release/flipside_*.deb | head -1)}
shot=${2:-/tmp/flipside_in_chroot.png}
[ "$(id -u)" -eq 0 ] || { echo "try_package: needs root (chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
root=$(mktemp -d /var/tmp/flipside-chroot.XXXXXX)
chmod 755 "$root"  # apt's and man's own users read inside it
xvfb_pid=
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  umount "$root/tmp/.X11-unix" "$root/dev/pts" "$root/proc" 2>/dev/null || true
  rm -rf "$root"
}
trap cleanup EXIT
echo "== debootstrap bookworm (minbase) into $root"
# FLIPSIDE_TRY_TARBALL: debootstrap's own --make-tarball of the same
# bookworm minbase, to install from without downloading it again.
if [ -n "${FLIPSIDE_TRY_TARBALL:-}" ]; then
  debootstrap --variant=minbase --unpack-tarball="$FLIPSIDE_TRY_TARBALL" bookworm "$root" http://deb.debian.org/debian >/dev/null
else
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
mount -t proc proc "$root/proc"
mount -t devpts devpts "$root/dev/pts"  # apt-get's log
in_root() { chroot "$root" env HOME=/root DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"; }
echo "== apt-get install ./$(basename "$deb")"
in_root "apt-get update -qq && apt-get install -y -qq /tmp/$(basename "$deb") >/dev/null"
in_root "command -v g++ cc cmake make >/dev/null && echo 'build tools present!' || echo 'no build tools: ok'"
echo "== flipside --version"; in_root "flipside --version"
echo "== flipside demo-data"; in_root "flipside demo-data /root/demo.db --games 200"
echo "== flipside stats"; in_root "flipside --db /root/demo.db stats | head -4"
echo "== the app to its first frame, with only what the package declares"
command -v Xvfb >/dev/null || { echo "try_package: needs Xvfb on this machine" >&2; exit 2; }
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp -noreset 5>"$root/tmp/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$root/tmp/display" ] && break; sleep 0.1; done
display=$(cat "$root/tmp/display")
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
first_run=0
if in_root "DISPLAY=:$display flipside --db /root/demo.db --print-startup-time --exit-after-frames 30"; then
  echo "first run: the app reached its first frame with only the package's dependencies"
else
  echo "FIRST RUN FAILED with only the package's dependencies (above); nothing is added to hide it"
  first_run=1
fi
umount "$root/tmp/.X11-unix"
kill "$xvfb_pid"; xvfb_pid=
echo "== the display's own packages, a separate step: xvfb xauth imagemagick man-db"
in_root "apt-get install -y -qq --no-install-recommends xvfb xauth imagemagick man-db >/dev/null"
echo "== a screenshot under the chroot's own Xvfb"
in_root "Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp -noreset 5>/tmp/display2 2>/dev/null & x=\$!
  for _ in \$(seq 50); do [ -s /tmp/display2 ] && break; sleep 0.1; done; d=\$(cat /tmp/display2)
  DISPLAY=:\$d flipside --db /root/demo.db --window-width 1280 --window-height 800 --scale 1 >/dev/null 2>&1 & a=\$!
  sleep 4; DISPLAY=:\$d import -window root /tmp/app.png; kill \$a; kill \$x"
cp "$root/tmp/app.png" "$shot" && echo "screenshot: $shot"
echo "== man flipside"; in_root "MANWIDTH=80 man flipside 2>/dev/null | head -4"
echo "== apt-get remove flipside"
in_root "dpkg -L flipside > /tmp/files.txt; apt-get remove -y -qq flipside >/dev/null
  left=0; while read -r f; do if [ -f \"\$f\" ] || [ -L \"\$f\" ]; then echo \"left behind: \$f\"; left=1; fi; done < /tmp/files.txt
  [ \$left -eq 0 ] && echo 'no file of the package left'; ls /root/demo.db"
exit $first_run
