#!/usr/bin/env bash
# `flipside replay` as a real process: exit codes 0/1/2, `line N: reason` on
# stderr, the state (before a rejected line) on stdout, and no hang or crash
# on hostile input (../shared/contract/game-script.md).
set -u
flipside=$1
scripts=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

expect() {  # expect NAME EXPECTED_EXIT EXPECTED_STDERR_LINE -- replay args...
  local name=$1 want_exit=$2 want_err=$3
  shift 4
  timeout 60 "$flipside" replay "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  local err
  err=$(head -c 2000 "$tmp/err")
  if [ "$got" -eq "$want_exit" ] && [ "$err" = "$want_err" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: exit $got (want $want_exit), stderr [$err] (want [$want_err])"
  fi
}

check() {  # check NAME COMMAND...
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $name"; fi
}

expect "whole game" 0 "" -- "$scripts/short_game.jsonl"
check "whole game state matches the committed one" diff -u "$scripts/short_game.expected.json" "$tmp/out"

expect "out of turn" 1 "line 6: Ben is not on turn: it is Ana's turn" -- "$scripts/rejected_out_of_turn.jsonl"
check "state before the rejected line is printed" grep -q '"draw_pile": 92' "$tmp/out"

expect "malformed JSON" 1 "line 3: malformed JSON: column 14: syntax error while parsing object key - unexpected end of input; expected string literal" -- "$scripts/malformed_json.jsonl"
expect "duplicate names" 2 'line 1: "Ana" is listed twice among the players' -- "$scripts/duplicate_names.jsonl"
expect "unknown header field" 2 'line 1: unknown header field "mode"' -- "$scripts/unknown_header_field.jsonl"
expect "empty file" 2 "line 1: the script is empty: expected a header line" -- "$scripts/empty.jsonl"
check "nothing on stdout for a bad header" test ! -s "$tmp/out"
expect "missing file" 2 "cannot open $tmp/none.jsonl" -- "$tmp/none.jsonl"

# Standard input.
timeout 60 "$flipside" replay - <"$scripts/short_game.jsonl" >"$tmp/out" 2>"$tmp/err"
check "stdin replay" test $? -eq 0
check "stdin state" diff -q "$scripts/short_game.expected.json" "$tmp/out"

# A 100 MB line: refused by number, quickly, without holding it in memory.
{
  echo '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}'
  printf '{"card":"'
  head -c 100000000 /dev/zero | tr '\0' 'a'
  echo '"}'
} >"$tmp/huge.jsonl"
expect "100 MB line" 1 "line 2: line too long (over 65536 bytes)" -- "$tmp/huge.jsonl"

# Unknown card and unknown player name the line.
printf '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}\n{"card":"7"}\n{"card":"joker"}\n' >"$tmp/card.jsonl"
expect "unknown card" 1 'line 3: "joker" is not a Flip 7 card (cards: 0 to 12, +2, +4, +6, +8, +10, x2, freeze, flip3, second_chance)' -- "$tmp/card.jsonl"
printf '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}\n{"card":"7","to":"Zoe"}\n' >"$tmp/who.jsonl"
expect "unknown player" 1 'line 2: "Zoe" is not a player in this game' -- "$tmp/who.jsonl"

# Help explains itself.
"$flipside" --help >"$tmp/help" 2>&1
check "--help exit 0" test $? -eq 0
check "--help lists replay" grep -q "replay" "$tmp/help"
"$flipside" replay --help >"$tmp/help" 2>&1
check "replay --help mentions exit codes" grep -q "Exit 2" "$tmp/help"
"$flipside" replay >/dev/null 2>&1
check "replay without FILE exits 2" test $? -eq 2

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
