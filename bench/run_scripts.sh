#!/usr/bin/env bash
# Runs every bench/bench_*.sh with the flipside binary as its argument.
set -u
here=$(dirname "$0")
for s in "$here"/bench_*.sh; do
  [ -e "$s" ] || continue
  echo "== $(basename "$s")"
  bash "$s" "$1" || echo "(bench script $(basename "$s") failed)"
done
