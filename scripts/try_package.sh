#!/usr/bin/env bash
# The package on a brand-new Debian 12 system (issue 22; README "Install the
# package"): debootstrap makes a minimal bookworm (no compiler, no build
# tools) in a scratch folder, the .deb is installed there with apt-get and
# only what it declares, and then, inside it:
#   flipside --version; flipside demo-data on a new file; flipside stats;
#   the app under Xvfb to its first frame, and a screenshot of it
#   (Xvfb, xauth and ImageMagick are added for that only: a display);
#   man flipside;
#   apt-get remove flipside: no file of the package is left, the user's
#   database is.
# Needs root, debootstrap and Debian's mirror; takes a few minutes. Not part
# of the test suite (CI has no root-made chroot to spare); run by hand.
# Usage: scripts/try_package.sh [DEB] [SCREENSHOT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls build/release/flipside_*.deb | head -1)}
shot=${2:-/tmp/flipside_in_chroot.png}
[ "$(id -u)" -eq 0 ] || { echo "try_package: needs root (chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
root=$(mktemp -d /var/tmp/flipside-chroot.XXXXXX)
chmod 755 "$root"  # apt's and man's own users read inside it
cleanup() { umount "$root/dev/pts" "$root/proc" 2>/dev/null || true; rm -rf "$root"; }
trap cleanup EXIT
echo "== debootstrap bookworm (minbase) into $root"
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
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
echo "== the app under Xvfb"
in_root "apt-get install -y -qq --no-install-recommends xvfb xauth imagemagick man-db >/dev/null"
in_root "Xvfb :57 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & x=\$!; sleep 2
  DISPLAY=:57 flipside --db /root/demo.db --print-startup-time --exit-after-frames 30
  DISPLAY=:57 flipside --db /root/demo.db --window-width 1280 --window-height 800 --scale 1 >/dev/null 2>&1 & a=\$!
  sleep 4; DISPLAY=:57 import -window root /tmp/app.png; kill \$a; kill \$x"
cp "$root/tmp/app.png" "$shot" && echo "screenshot: $shot"
echo "== man flipside"; in_root "MANWIDTH=80 man flipside 2>/dev/null | head -4"
echo "== apt-get remove flipside"
in_root "dpkg -L flipside > /tmp/files.txt; apt-get remove -y -qq flipside >/dev/null
  left=0; while read -r f; do if [ -f \"\$f\" ] || [ -L \"\$f\" ]; then echo \"left behind: \$f\"; left=1; fi; done < /tmp/files.txt
  [ \$left -eq 0 ] && echo 'no file of the package left'; ls /root/demo.db"
