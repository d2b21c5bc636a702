#!/usr/bin/env bash
# Every Catch test must run under ctest. catch_discover_tests registers each
# TEST_CASE by its name, and a CMake list splits a name at ';': a name with a
# semicolon became two ctest tests whose filters match nothing, and both
# "passed" without running anything (70 such tests once). So no test name
# holds one.
#   test_names_test.sh TESTS_DIR
set -euo pipefail
found=$(python3 - "$1" <<'PY'
import pathlib, re, sys
bad = []
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.[ch]pp")):
    text = path.read_text(encoding="utf-8", errors="replace")
    for m in re.finditer(r'TEST_CASE\(\s*"((?:[^"\\]|\\.)*)"', text):
        if ";" in m.group(1):
            bad.append("%s:%d: %s" % (path, text.count("\n", 0, m.start()) + 1, m.group(1)))
print("\n".join(bad))
PY
)
if [ -n "$found" ]; then
  echo "FAIL: test names with ';' (ctest would run neither half):"
  echo "$found"
  exit 1
fi
count=$(grep -rhoE 'TEST_CASE\(' "$1" | wc -l)
echo "ok: no test name of $count holds a ';'"
