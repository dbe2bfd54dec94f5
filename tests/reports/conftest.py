"""Shared fixtures for the printed sheets: a demo database built once per test session through the Desk."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from pdftext import LARGE

from tdapp.application.desk import Desk
from tdapp.reports.demo import build_demo


@dataclass
class Demo:
    path: Path
    ids: dict[str, int]

    def desk(self) -> Desk:
        return Desk.open(self.path)


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Demo:
    """A finished 14-player knock-out, a seated 46-player freeze-out, a finished 2,000-entry rebuy event and the 2024 ranking."""
    path = tmp_path_factory.mktemp("reports") / "demo.db"
    return Demo(path, build_demo(path, large=LARGE))


@pytest.fixture
def desk(demo: Demo):
    d = demo.desk()
    yield d
    d.close()
