"""`tdapp --selftest` is what a built bundle runs: it must pass on a healthy installation."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "schema_v1.db"


def test_selftest_passes_and_upgrades_an_old_database(tmp_path: Path) -> None:
    old = tmp_path / "old.db"
    old.write_bytes(FIXTURE.read_bytes())
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDAPP_DATA_DIR": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-m", "tdapp", "--selftest", "--selftest-db", str(old)], capture_output=True, text=True, env=env, timeout=180
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "6 passed, 0 failed" in run.stdout
    assert "served the clock, refused a POST" in run.stdout
    assert "migrated from schema 1" in run.stdout
    assert old.read_bytes() == FIXTURE.read_bytes()  # the self-test works on a copy
