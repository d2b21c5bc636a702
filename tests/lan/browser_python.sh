# Sourced first by the page's tests that drive real browsers: sets
# browser_python to a python3 with python3-websocket (Debian's python3 has
# it; a python3 of its own earlier on PATH, pyenv, may not) and exits 77
# (skipped) when it or one of the tools named is not installed.
#   need_browsers TOOL...
need_browsers() {
  browser_python=
  for py in python3 /usr/bin/python3; do
    if "$py" -c 'import websocket' 2>/dev/null; then browser_python=$py; break; fi
  done
  for tool in "$@" "$browser_python"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "SKIP: ${tool:-python3-websocket} is not installed (scripts/setup.sh installs it)"
      exit 77
    fi
  done
}
