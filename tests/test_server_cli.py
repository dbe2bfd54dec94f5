"""`tdapp server init` prepares a shared database on a real server; each desk remembers the database it was pointed at."""

from __future__ import annotations

from pathlib import Path

import pytest
from pgserver import PostgresServer
from sqlalchemy import create_engine, text

from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.desk_settings import database_to_open, remembered_database, shown_url
from tdapp.paths import default_database
from tdapp.storage.migrations import CURRENT_VERSION, migrate


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path / "data"))


def test_server_init_creates_the_schema_and_says_what_each_desk_types(postgres_server: PostgresServer, capsys) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    assert main(["server", "init", "--db", url]) == 0
    out = capsys.readouterr().out
    assert f"schema {CURRENT_VERSION}, ready" in out and "tdapp server use --db postgresql+psycopg://" in out
    engine = create_engine(url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(CURRENT_VERSION)
    engine.dispose()
    desk = Desk.open(url)  # the desks find it ready
    assert desk.tournament_rows() == []
    desk.close()


def test_server_init_upgrades_an_older_schema(postgres_server: PostgresServer, capsys) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    engine = create_engine(url)
    with engine.begin() as conn:
        migrate(conn, 0, 2)
    engine.dispose()
    assert main(["server", "init", "--db", url]) == 0
    assert f"upgraded from schema 2 to {CURRENT_VERSION}" in capsys.readouterr().out


def test_a_desk_remembers_the_database_it_was_pointed_at(postgres_server: PostgresServer, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    assert database_to_open(None) == str(default_database())
    assert main(["server", "use", "--db", url]) == 0
    assert remembered_database() == url
    assert database_to_open(None) == url
    assert database_to_open("other.db") == "other.db"  # --db still wins for one start
    assert main(["server", "use", "--embedded"]) == 0
    assert database_to_open(None) == str(default_database())


def test_a_remembered_file_that_is_gone_is_not_created_empty(tmp_path: Path) -> None:
    shared = tmp_path / "usb" / "evento.db"
    shared.parent.mkdir()
    Desk.open(shared).close()
    assert main(["server", "use", "--db", str(shared)]) == 0
    assert database_to_open(None) == remembered_database()
    shared.unlink()
    assert database_to_open(None) == str(default_database())
    assert not shared.exists()


def test_a_password_is_never_shown() -> None:
    assert shown_url("postgresql+psycopg://td:segredo@10.0.0.5/tdapp") == "postgresql+psycopg://td:***@10.0.0.5/tdapp"


def test_command_line_errors_are_one_line_never_a_traceback(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from pgserver import free_port

    Desk.open(tmp_path / "ok.db").close()
    # A file that cannot be written (its folder is a file).
    assert main(["export", "players", "--db", str(tmp_path / "ok.db"), "--out", str(tmp_path / "ok.db" / "x.csv")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tdapp: ") and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    # A database server that is not there.
    assert main(["verify", "--db", f"postgresql://nobody@127.0.0.1:{free_port()}/tdapp"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tdapp: the database could not be used: ") and len(err.strip().splitlines()) == 1
