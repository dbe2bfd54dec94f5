"""The command line: `tdapp --version` and the calculators' plumbing."""

from __future__ import annotations

import subprocess
import sys

import tdapp


def test_version_prints_the_package_version() -> None:
    out = subprocess.run([sys.executable, "-m", "tdapp", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"tdapp {tdapp.__version__}"
