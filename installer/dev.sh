#!/usr/bin/env bash
# Set up tdapp from source and run it or its tests.
#   bash installer/dev.sh run [tdapp arguments]   installs (first time) and starts the desk
#   bash installer/dev.sh test [pytest arguments] installs (first time) and runs the whole test suite
#   bash installer/dev.sh setup                   only installs
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-run}"; shift || true

# Qt's libraries that a bare Debian/Ubuntu machine lacks (root only; a desktop already has them).
# The test command also needs what the tests start for real: a PostgreSQL server of their own,
# a headless Chromium for the pages tdapp serves, an X server (Xvfb) for the xcb plugin.
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=()
  pkgs=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libpulse0 libxcb-cursor0 libxkbcommon-x11-0 poppler-utils)
  if [ "$what" = test ]; then
    pkgs+=(postgresql xvfb xauth chromium)
  fi
  for pkg in "${pkgs[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
  done
  if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi

PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.tdapp-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[dev]"
  touch "$stamp"
fi

# The libraries Qt's window plugin (xcb) links to, read from the plugin itself once PySide6 is
# installed (tdapp/ui/qt_libs.py: ldd, then the Debian package of each missing library).
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  if [ -n "$(.venv/bin/python -m tdapp.ui.qt_libs --missing)" ]; then
    apt-get update -qq
    mapfile -t qt_pkgs < <(.venv/bin/python -m tdapp.ui.qt_libs --packages)
    if [ ${#qt_pkgs[@]} -gt 0 ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${qt_pkgs[@]}" >/dev/null
    fi
  fi
fi

case "$what" in
  setup) ;;
  run)  exec .venv/bin/tdapp "$@" ;;
  test) exec .venv/bin/python -m pytest "$@" ;;
  *)    echo "usage: bash installer/dev.sh run|test|setup" >&2; exit 2 ;;
esac
