# Sourced first by the tests that run the real app under Xvfb: re-runs the
# calling script (with its arguments) inside xvfb-run on a free display (-a:
# several runs may share the machine), after checking the tools they use.
# Exit 77 (skipped) only when xvfb-run is not installed.
if [ "${E2E_INSIDE:-}" != 1 ]; then
  if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "SKIP: xvfb-run is not installed (scripts/setup.sh installs xvfb)"
    exit 77
  fi
  for tool in xdotool xwd convert; do
    command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is missing (scripts/setup.sh installs it)"; exit 1; }
  done
  E2E_INSIDE=1 exec xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" bash "$0" "$@"
fi
