#!/usr/bin/env bash
# The Debian package (issue 22), built from this build tree with CPack into
# a scratch folder and checked as Debian would check it:
# - its control fields: name, the version from project(), section games,
#   maintainer, a long description, run-time dependencies worked out from
#   the binary (SDL2, SQLite) plus what it loads at run time (the font,
#   libGL), Installed-Size the unpacked size;
# - its contents: the binary (and /usr/bin's link to it), the launcher entry
#   (desktop-file-validate), the icon (SVG and PNGs of the sizes named),
#   the AppStream metainfo (appstreamcli validate, no network), the manual
#   page (renders, names every command of `flipside --help`), copyright (with
#   the licences of the code linked in) and changelog;
# - lintian: no error (the one warning left, package-section-games-but-has-
#   usr-bin, is the /usr/bin link the issue asks for beside /usr/games);
# - the packaged binary runs: --version prints the project's version.
# Usage: package_test.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
check() {  # check WHAT COMMAND...: runs it, says which failed
  local what=$1
  shift
  if "$@" >"$work/out" 2>&1; then echo "ok: $what"; else echo "FAILED: $what"; sed 's/^/    /' "$work/out"; fail=1; fi
}

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/pkg/flipside_*.deb)
[ "$(basename "$deb")" = "flipside_${version}_$(dpkg --print-architecture).deb" ] || { echo "FAILED: file name $(basename "$deb")"; fail=1; }

field() { dpkg-deb -f "$deb" "$1"; }
check "Package is flipside" test "$(field Package)" = flipside
check "Version is project()'s ($version)" test "$(field Version)" = "$version"
check "Section is games" test "$(field Section)" = games
check "Maintainer named with an address" grep -q '<.*@.*>' <<<"$(field Maintainer)"
check "Depends: the font" grep -q 'fonts-dejavu-core' <<<"$(field Depends)"
check "Depends: libGL, which SDL loads by itself (dlopen)" grep -Eq '(^|, )libgl1($|,| )' <<<"$(field Depends)"
check "Depends: SDL2 and SQLite, from the binary" grep -Eq 'libsdl2-2.0-0.*libsqlite3-0|libsqlite3-0.*libsdl2-2.0-0' <<<"$(field Depends)"
check "Depends: espeak-ng, the voice of the calls said aloud" grep -q 'libespeak-ng1' <<<"$(field Depends)"
check "Description has a summary and a long text" test "$(field Description | wc -l)" -ge 5

dpkg-deb -x "$deb" "$work/root"
r=$work/root
check "binary in /usr/games" test -x "$r/usr/games/flipside"
check "/usr/bin/flipside links to it" test "$(readlink "$r/usr/bin/flipside")" = ../games/flipside
check "launcher entry valid" desktop-file-validate "$r/usr/share/applications/org.flipside.FlipSide.desktop"
check "launcher entry: Spanish name and comment, board-game category" \
  grep -q '^Comment\[es\]=.*' "$r/usr/share/applications/org.flipside.FlipSide.desktop"
check "launcher entry: categories" grep -qx 'Categories=Game;BoardGame;' "$r/usr/share/applications/org.flipside.FlipSide.desktop"
check "scalable icon" test -s "$r/usr/share/icons/hicolor/scalable/apps/org.flipside.FlipSide.svg"
for size in 48 64 128 256; do
  png=$r/usr/share/icons/hicolor/${size}x${size}/apps/org.flipside.FlipSide.png
  check "icon ${size}x${size}" test "$(identify -format '%wx%h' "$png" 2>/dev/null)" = "${size}x${size}"
done
check "metainfo valid (appstreamcli)" appstreamcli validate --no-net "$r/usr/share/metainfo/org.flipside.FlipSide.metainfo.xml"
check "metainfo names this version" grep -q "<release version=\"$version\"" "$r/usr/share/metainfo/org.flipside.FlipSide.metainfo.xml"
check "copyright" test -s "$r/usr/share/doc/flipside/copyright"
# The code linked into the binary carries its licences (issue 32 item 17).
for notice in "Dear ImGui" "Omar Cornut" "CLI11" "University of Cincinnati" "nlohmann/json" "Niels Lohmann" \
              "License: Expat" "License: BSD-3-clause"; do
  check "copyright: $notice" grep -q "$notice" "$r/usr/share/doc/flipside/copyright"
done
# Installed-Size as dpkg counts it: each file in KiB rounded up, a link or a
# folder 1 (CPack alone counted the /usr/bin link's target, the program, twice).
real_kib=$(find "$r" -mindepth 1 \( -type f -printf '%s\n' \) -o \( -printf '1024\n' \) |
  awk '{ kib += int(($1 + 1023) / 1024) } END { print kib }')
check "Installed-Size ($(field Installed-Size) KiB) is the unpacked size ($real_kib KiB)" \
  test "$(field Installed-Size)" -le $((real_kib * 11 / 10)) -a "$(field Installed-Size)" -ge $((real_kib * 9 / 10))
check "changelog" test -s "$r/usr/share/doc/flipside/changelog.gz"
man_page=$r/usr/share/man/man1/flipside.1.gz
MANWIDTH=100 man --warnings -l "$man_page" >"$work/man.txt" 2>"$work/man.err" || true
check "man page renders without warnings" test ! -s "$work/man.err"
check "man page: NAME, OPTIONS, COMMANDS, FILES, EXAMPLES" \
  bash -c "for s in NAME OPTIONS COMMANDS FILES EXAMPLES; do grep -q \"^\$s\" '$work/man.txt' || exit 1; done"
# Every command the binary knows is in the man page, with an example line.
commands=$("$build/src/flipside" --help | awk '/^Subcommands:/{on=1; next} on && /^  [a-z]/{print $1}')
check "the binary lists commands" test -n "$commands"
for c in $commands; do
  check "man page: command $c and an example" \
    bash -c "grep -Eq '^       $c( |$)' '$work/man.txt' && grep -q 'flipside $c' '$work/man.txt'"
done
check "the packaged binary says its version" test "$("$r/usr/games/flipside" --version)" = "flipside $version"

lintian --tag-display-limit 0 "$deb" >"$work/lintian.txt" 2>&1 || true
grep -v '^running with root privileges' "$work/lintian.txt" | sed 's/^/    lintian: /' || true
check "lintian: no error" bash -c "! grep -q '^E:' '$work/lintian.txt'"

echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"
exit $fail
