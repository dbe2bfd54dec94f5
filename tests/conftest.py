"""Test set-up shared by every test: Qt runs offscreen, data goes to a temporary folder."""

from __future__ import annotations

import os
import tempfile

# Set before any Qt import so that no test ever needs a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
# The desk's own files (remembered database, running tournament, copies of logs) go to a folder of the run's own.
os.environ.setdefault("TDAPP_DATA_DIR", tempfile.mkdtemp(prefix="tdapp-test-data-"))
# Every undo or redo a desk makes in place is checked against the replay of its log (tdapp.application.book).
os.environ.setdefault("TDAPP_CHECK_REVERSALS", "1")

from collections.abc import Iterator
from pathlib import Path

import pytest
from pgserver import PostgresServer, PostgresUnavailable

#: The database engines every storage and several-desks test runs on.
ENGINES = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One real PostgreSQL server for the run; a machine that cannot start it fails the tests that need it."""
    try:
        server = PostgresServer.start()
    except PostgresUnavailable as exc:
        pytest.fail(f"The PostgreSQL server for the tests could not start: {exc}", pytrace=False)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=ENGINES)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new, empty database on each engine: a SQLite file, or a database of its own on the test server."""
    if request.param == "sqlite":
        return str(tmp_path / "shared.db")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.new_database()


def _uses_qt(request: pytest.FixtureRequest) -> bool:
    parts = Path(str(request.node.path)).parts
    return "ui" in parts or "web" in parts or "qtbot" in request.fixturenames or "qapp" in request.fixturenames


@pytest.fixture(autouse=True)
def _qt_garbage_collected_on_the_main_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """As on the desk (tdapp.ui.gui_thread): while a test has Qt objects, the cyclic collector never runs on a
    worker thread (the database watcher, the snapshot writer), where it could destroy a widget; the main thread
    collects everything the test left when it ends. Tests without Qt keep Python's automatic collector."""
    if not _uses_qt(request):
        yield
        return
    import gc

    from tdapp.storage.snapshots import keep_collector_off

    keep_collector_off(True)  # as the desk does: a worker's pause left over from an earlier test never turns it back on
    try:
        yield
    finally:
        gc.collect()
        keep_collector_off(False)


@pytest.fixture(autouse=True)
def _desk_language_back_to_pt_pt() -> Iterator[None]:
    """A test that switched the desk to English (numbers 25,000) leaves the next one in the default pt-PT."""
    yield
    import sys

    numbers = sys.modules.get("tdapp.ui.numbers")
    if numbers is not None:
        numbers.set_language("pt_PT")
