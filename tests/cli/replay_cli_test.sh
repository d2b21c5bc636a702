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
expect "missing file" 2 "line 1: cannot read $tmp/none.jsonl: there is no such file" -- "$tmp/none.jsonl"
mkdir "$tmp/folder"
expect "a directory" 2 "line 1: cannot read $tmp/folder: it is a folder, not a file" -- "$tmp/folder"
printf '{"game":"flip7","players":["Ana"],"dealer":"Ana"}\n' >"$tmp/locked.jsonl"
chmod 000 "$tmp/locked.jsonl"
if ! [ -r "$tmp/locked.jsonl" ]; then  # root reads anything: nothing to check then
  expect "unreadable file" 2 "line 1: cannot read $tmp/locked.jsonl: you are not allowed to read it" -- "$tmp/locked.jsonl"
fi

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

# Hostile scripts: always exit 1 or 2 with one `line N: reason` line, never
# a crash, a hang or unbounded memory.
hostile=$scripts/hostile
expect "1e400 in the header's options" 2 "line 1: the number 1e400 at column 76 is too large" -- "$hostile/huge_number_option.jsonl"
expect "-1e400 as a card" 1 "line 3: the number -1e400 at column 9 is too large" -- "$hostile/huge_number_card.jsonl"
digits=$(printf '9%.0s' $(seq 400))
printf '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben","options":{"target":%s}}\n' "$digits" >"$tmp/digits.jsonl"
expect "a 400-digit integer" 2 "line 1: the number 999999999999… at column 76 is too large" -- "$tmp/digits.jsonl"

deep() {  # deep N: N '[' then N ']'
  head -c "$1" /dev/zero | tr '\0' '['
  head -c "$1" /dev/zero | tr '\0' ']'
}
{ printf '{"game":"flip7","players":["Ana"],"dealer":"Ana","options":{"x":'; deep 30000; echo '}}'; } >"$tmp/deep_header.jsonl"
expect "30000 levels in the header" 2 "line 1: the JSON is nested more than 32 levels deep" -- "$tmp/deep_header.jsonl"
{ echo '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}'; printf '{"card":'; deep 30000; echo '}'; } >"$tmp/deep_line.jsonl"
expect "30000 levels in a line" 1 "line 2: the JSON is nested more than 32 levels deep" -- "$tmp/deep_line.jsonl"

start=$SECONDS
timeout 20 "$flipside" replay /dev/zero >"$tmp/out" 2>"$tmp/err"
check "/dev/zero stops at once with exit 2" test $? -eq 2
check "/dev/zero says why" test "$(cat "$tmp/err")" = "line 1: line too long (over 65536 bytes)"
{ echo '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}'; yes '{"card":"7"}' | tr -d '\n'; } |
  timeout 20 "$flipside" replay - >"$tmp/out" 2>"$tmp/err"
check "an endless line stops at once with exit 1" test $? -eq 1
check "an endless line is named" test "$(cat "$tmp/err")" = "line 2: line too long (over 65536 bytes)"
check "endless input takes seconds, not forever" test $((SECONDS - start)) -lt 15

printf '{"game":"flip7","players":["Ana","Ben"],"dealer":"Ben"}\n{"card":"7"}\n{"card":"7"}\0{"card":"8"}\n' >"$tmp/nul.jsonl"
expect "a NUL byte" 1 "line 3: a NUL byte (column 13): a script must be plain text" -- "$tmp/nul.jsonl"
printf '{"game":"flip7",\0"players":["Ana","Ben"],"dealer":"Ben"}\n' >"$tmp/nul_header.jsonl"
expect "a NUL byte in the header" 2 "line 1: a NUL byte (column 17): a script must be plain text" -- "$tmp/nul_header.jsonl"

expect "a field twice" 1 'line 2: the field "card" appears twice in the same object' -- "$hostile/duplicate_key.jsonl"
expect "a header field twice" 2 'line 1: the field "game" appears twice in the same object' -- "$hostile/duplicate_key_header.jsonl"
expect "an option twice" 2 'line 1: the field "target" appears twice in the same object' -- "$hostile/duplicate_key_options.jsonl"

# Old Mac files (CR only) and Windows files (CRLF) replay like their LF version.
tr '\n' '\r' <"$scripts/short_game.jsonl" >"$tmp/cr.jsonl"
expect "CR-only line ends" 0 "" -- "$tmp/cr.jsonl"
check "CR-only state is the LF one" diff -q "$scripts/short_game.expected.json" "$tmp/out"
sed 's/$/\r/' "$scripts/short_game.jsonl" >"$tmp/crlf.jsonl"
expect "CRLF line ends" 0 "" -- "$tmp/crlf.jsonl"
check "CRLF state is the LF one" diff -q "$scripts/short_game.expected.json" "$tmp/out"
tr '\n' '\r' <"$scripts/rejected_out_of_turn.jsonl" >"$tmp/cr_rejected.jsonl"
expect "CR-only line numbers" 1 "line 6: Ben is not on turn: it is Ana's turn" -- "$tmp/cr_rejected.jsonl"

# Names: control characters are refused, and nothing reaches the terminal raw.
expect "ESC in a player name" 2 'line 1: the name "\x1b[2J" contains a control character (U+001B)' -- "$hostile/escape_in_name.jsonl"
expect "bidi override in a player name" 2 'line 1: the name "\u202eneB" contains a control character (U+202E)' -- "$hostile/bidi_override_in_name.jsonl"
expect "TAB in a player name" 2 'line 1: the name "Ben\x09Ben" contains a control character (U+0009)' -- "$hostile/tab_in_name.jsonl"
expect "ESC in a later line" 1 'line 4: "\x1b[2J\u202e" is not a player in this game' -- "$hostile/escape_in_later_line.jsonl"
check "no raw ESC on stderr" test "$(tr -d -c '\033' <"$tmp/err" | wc -c)" -eq 0
printf '{"game":"flip7","players":["María","Íñigo"],"dealer":"María"}\n{"stay":"Íñigo ¿¡ñ"}\n' >"$tmp/utf8.jsonl"
expect "accents are shown as they are" 1 'line 2: "Íñigo ¿¡ñ" is not a player in this game' -- "$tmp/utf8.jsonl"

# `flipside import` reads files the same way: a folder or a hostile file is
# refused with one line, the others are stored.
mkdir -p "$tmp/db"
timeout 60 "$flipside" --db "$tmp/db/x.db" import "$tmp/folder" >"$tmp/out" 2>"$tmp/err"
check "import of a folder exits 1" test $? -eq 1
check "import of a folder says it cannot open it" test "$(cat "$tmp/err")" = "Cannot open $tmp/folder"
timeout 60 "$flipside" --db "$tmp/db/x.db" import "$hostile/huge_number_option.jsonl" "$tmp/deep_line.jsonl" \
  "$tmp/nul.jsonl" "$scripts/short_game.jsonl" >"$tmp/out" 2>"$tmp/err"
check "import of hostile files exits 1" test $? -eq 1
check "import refuses each hostile file in one line" test "$(wc -l <"$tmp/err")" -eq 3
check "import stores the good file" grep -q "short_game.jsonl: stored as game" "$tmp/out"

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
