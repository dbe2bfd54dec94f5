"""A demo tournament shared by the room tests (built once through the Desk: about 2 s)."""

from __future__ import annotations

import pytest

from tdapp.ui.room.demo import Demo, build_demo


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Demo:
    built = build_demo(tmp_path_factory.mktemp("room") / "demo.db")
    yield built
    built.desk.close()
