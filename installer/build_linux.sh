#!/usr/bin/env bash
# Build the Linux one-folder bundle, smoke-test it, and pack it as a tarball.
#   bash installer/build_linux.sh
# Output: build/tdapp-<version>-linux-x86_64.tar.gz (the bundle's size is printed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash installer/dev.sh setup
.venv/bin/python -m pip install -q -e ".[installer]"
.venv/bin/python -m tdapp.i18n.catalog compile >/dev/null
version=$(.venv/bin/python -c "import tdapp; print(tdapp.__version__)")
rm -rf build/dist build/work
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath build/dist --workpath build/work installer/tdapp.spec
cp installer/linux/tdapp.desktop build/dist/tdapp/
cp README.md build/dist/tdapp/
echo "== self-test of the bundle (with the schema-1 database as an upgrade check)"
env -u PYTHONPATH QT_QPA_PLATFORM=offscreen build/dist/tdapp/tdapp --selftest --selftest-db tests/fixtures/schema_v1.db
tarball="build/tdapp-${version}-linux-x86_64.tar.gz"
tar -czf "$tarball" -C build/dist tdapp
echo "== size"
du -sh build/dist/tdapp | sed 's/^/bundle folder: /'
du -sh "$tarball" | sed 's/^/tarball:       /'
