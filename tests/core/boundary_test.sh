#!/usr/bin/env bash
# The game boundary (docs/adding-a-game.md): outside a game's own folders
# (src/games/<id>/, src/ui/games/<id>/) and the two registries, no file of
# src/ or db/ names a game. Usage: boundary_test.sh REPO_ROOT. Exit 77 (skip)
# when the tree is not a git checkout.
set -u
root=$1
git -C "$root" rev-parse --git-dir >/dev/null 2>&1 || { echo "SKIP: not a git checkout"; exit 77; }
status=0
check() {  # check ID PATTERN
  local id=$1 pattern=$2
  local found
  found=$(git -C "$root" grep -lIiE "$pattern" -- src db |
          grep -vE "^src/games/$id/|^src/ui/games/$id/|^src/games/registry.cpp$|^src/ui/games/registry.cpp$")
  if [ -n "$found" ]; then
    echo "FAIL: these files name $id outside its folders and the registries:"
    echo "$found"
    status=1
  fi
}
check flip7 'flip ?7'
check unoflip 'uno ?flip'
check phase10flip 'phase ?10'
check flinch 'flinch'
[ $status -eq 0 ] && echo "ok: no game is named outside its folders and the registries"
exit $status
