#!/usr/bin/env bash
# The README's two commands:
#   scripts/dev.sh run   install what is missing, build, launch the app
#   scripts/dev.sh test  install what is missing, build, run every test
#   scripts/dev.sh package  the Debian package, build/release/flipside_*.deb
#   scripts/dev.sh web   the app for the browser: build/web/, static files to
#                        serve as they are (README "Play in the browser")
#   scripts/dev.sh check the suite under ASan+UBSan, then the fuzzers
#                        (FUZZ_SECONDS each, default 60); README "Sanitizers and fuzzing"
# Extra arguments after `run` go to flipside (e.g. --db /tmp/x.db).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
jobs=$(nproc 2>/dev/null || echo 2)

if [ "${1:-}" = check ]; then scripts/setup.sh check; else scripts/setup.sh; fi

build() {  # build DIR TYPE
  cmake -S "$root" -B "$1" -DCMAKE_BUILD_TYPE="$2" -DFLIPSIDE_WERROR=ON >/dev/null
  cmake --build "$1" -j"$jobs"
}

# The browser build (issue 33): Debian's emscripten on the libraries
# web_deps.sh builds; CMake's own files in build/web-cmake, the site in build/web.
web_build() {
  scripts/web_deps.sh
  export NODE_PATH=/usr/share/nodejs
  emcmake cmake -S "$root" -B build/web-cmake -DCMAKE_BUILD_TYPE=Release -DFLIPSIDE_WERROR=ON \
    -DFLIPSIDE_WEB_SITE="$root/build/web" >/dev/null
  cmake --build build/web-cmake -j"$jobs"
}

case "${1:-}" in
  run)
    shift
    build build/release Release
    exec build/release/src/flipside "$@"
    ;;
  test)
    build build/release Release
    web_build  # the web tests drive build/web in real browsers
    cd build/release
    # A test that hangs fails after 15 minutes instead of holding the run
    # (tests that need longer set their own TIMEOUT).
    exec ctest --output-on-failure -j"$jobs" --timeout 900
    ;;
  package)
    # The Debian package (README "Install the package"): build/release's
    # flipside_VERSION_ARCH.deb, made by CPack (assets/package/cpack.cmake).
    build build/release Release
    (cd build/release && cpack -G DEB >/dev/null)
    ls build/release/flipside_*.deb
    ;;
  web)
    web_build
    echo "build/web: serve it (flipside serve --app, or any HTTPS host) and open it in a browser"
    ;;
  bench)
    build build/release Release
    exec cmake --build build/release --target run_bench
    ;;
  check)
    # 1. g++ with ASan + UBSan (any UB aborts), the whole CTest suite.
    # 2. clang + libFuzzer: each target in tests/fuzz for FUZZ_SECONDS on a
    #    scratch corpus under build/fuzz seeded from tests/scripts/**.jsonl.
    # Exits non-zero if a test fails or a fuzzer finds a crash, leak or
    # timeout; each finding is listed with its reproducer at the end.
    fuzz_seconds=${FUZZ_SECONDS:-60}
    supp=$root/tests/sanitizers
    # verify_asan_link_order=0: the Xvfb tests preload Mesa's driver (tests/ui/CMakeLists.txt).
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:print_stacktrace=1:check_initialization_order=1:strict_init_order=1:verify_asan_link_order=0"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    export LSAN_OPTIONS="suppressions=$supp/lsan.supp"
    [ -x /usr/lib/llvm-14/bin/llvm-symbolizer ] && export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer
    # The app's own UI tests may not leak; what the system libraries keep
    # (Mesa, X11, SDL) is suppressed by library name in lsan.supp.
    failed=()
    phase() { printf '\n== check: %s (%ds so far)\n' "$1" "$SECONDS"; }

    phase "build with ASan+UBSan (g++, build/check)"
    t=$SECONDS
    cmake -S "$root" -B build/check -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
          -DFLIPSIDE_SANITIZE=ON -DFLIPSIDE_WERROR=OFF >/dev/null  # GCC advises against -Werror with sanitizers
    cmake --build build/check -j"$jobs"
    web_build  # the suite's web tests drive build/web
    build_check=$((SECONDS - t))

    phase "the whole suite under ASan+UBSan"
    t=$SECONDS
    (cd build/check && ctest --output-on-failure -j"$jobs") || failed+=("ctest under ASan+UBSan (see the output above)")
    test_check=$((SECONDS - t))

    phase "build the fuzzers (clang, libFuzzer, build/fuzz)"
    t=$SECONDS
    cmake -S "$root" -B build/fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
          -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DFLIPSIDE_FUZZ=ON >/dev/null
    fuzzers=(fuzz_replay fuzz_apply)
    cmake --build build/fuzz -j"$jobs" --target "${fuzzers[@]}"
    build_fuzz=$((SECONDS - t))

    t=$SECONDS
    for f in "${fuzzers[@]}"; do
      phase "$f for ${fuzz_seconds}s"
      corpus=build/fuzz/corpus/$f        # grows from run to run; tests/ is never written
      findings=build/fuzz/findings/$f
      log=build/fuzz/$f.log
      mkdir -p "$corpus" "$findings"
      find tests/scripts -name '*.jsonl' | while read -r seed; do  # hostile/x.jsonl -> hostile_x.jsonl
        rel=${seed#tests/scripts/}
        cp "$seed" "$corpus/${rel//\//_}"
      done
      if build/fuzz/tests/fuzz/$f -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
           -dict=tests/fuzz/script.dict -artifact_prefix="$findings/" -print_final_stats=1 \
           "$corpus" >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        echo "$f: no finding in ${runs:-?} runs (log $log, corpus $corpus)"
      else
        # The sanitizer's (or libFuzzer's) report, then the input it kept.
        sed -n '/runtime error\|invariant broken\|^==[0-9]*== *ERROR/,/^SUMMARY/p' "$log" | head -50
        unit=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        if [ -n "$unit" ] && [ -f "$unit" ]; then
          echo "-- reproducer $unit ($(wc -c <"$unit") bytes; first 400 shown, cat -v):"
          head -c 400 "$unit" | cat -v
          echo
          failed+=("$f: reproducer $unit; rerun: build/fuzz/tests/fuzz/$f $unit; log $log")
        else
          failed+=("$f: failed without writing a reproducer; log $log")
        fi
      fi
    done
    fuzz_run=$((SECONDS - t))

    printf '\n== check: build %ds + suite %ds (ASan+UBSan); fuzzers build %ds + run %ds; total %ds\n' \
      "$build_check" "$test_check" "$build_fuzz" "$fuzz_run" "$SECONDS"
    if [ ${#failed[@]} -gt 0 ]; then
      echo "== check FAILED:"
      printf '  %s\n' "${failed[@]}"
      exit 1
    fi
    echo "== check passed"
    ;;
  *)
    echo "usage: scripts/dev.sh run|test|bench|check" >&2
    exit 2
    ;;
esac
