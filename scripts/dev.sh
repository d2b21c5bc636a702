#!/usr/bin/env bash
# The README's two commands:
#   scripts/dev.sh run   install what is missing, build, launch the app
#   scripts/dev.sh test  install what is missing, build, run every test
# Extra arguments after `run` go to flipside (e.g. --db /tmp/x.db).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
jobs=$(nproc 2>/dev/null || echo 2)

scripts/setup.sh

build() {  # build DIR TYPE
  cmake -S "$root" -B "$1" -DCMAKE_BUILD_TYPE="$2" -DFLIPSIDE_WERROR=ON >/dev/null
  cmake --build "$1" -j"$jobs"
}

case "${1:-}" in
  run)
    shift
    build build/release Release
    exec build/release/src/flipside "$@"
    ;;
  test)
    build build/release Release
    cd build/release
    exec ctest --output-on-failure -j"$jobs"
    ;;
  bench)
    build build/release Release
    exec cmake --build build/release --target run_bench
    ;;
  *)
    echo "usage: scripts/dev.sh run|test|bench" >&2
    exit 2
    ;;
esac
