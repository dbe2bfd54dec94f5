"""Opening databases: WAL and FULL sync, refusals that leave the file untouched, migrations with a backup."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from pgserver import PostgresServer
from sqlalchemy import create_engine, text

from tdapp.application.desk import Desk
from tdapp.application.projections import rebuild_all
from tdapp.storage.backup import copy_sqlite
from tdapp.storage.database import DatabaseRefused, open_database
from tdapp.storage.migrations import CURRENT_VERSION
from tdapp.storage.watch import ChangeWatcher

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CONFIG = {"name": "Sexta", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_new_database_uses_wal_and_full_sync(tmp_path: Path) -> None:
    db = open_database(tmp_path / "new.db")
    with db.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
        assert conn.execute(text("PRAGMA cache_size")).scalar() == -32_000  # a festival's file held in memory
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(CURRENT_VERSION)


def test_a_text_file_is_refused_and_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("shopping list: chips, cards\n")
    before = digest(path)
    with pytest.raises(DatabaseRefused, match="not a tdapp database"):
        open_database(path)
    assert digest(path) == before


def test_another_programs_sqlite_database_is_refused_and_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE customers(id INTEGER, name TEXT)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(DatabaseRefused, match="belongs to another program"):
        open_database(path)
    assert digest(path) == before


def test_a_damaged_database_is_refused_and_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "damaged.db"
    Desk.open(path).close()
    data = bytearray(path.read_bytes())
    # Keep the header, wreck the pages behind it.
    data[100:4096] = b"\xff" * (4096 - 100)
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(DatabaseRefused, match=r"damaged|another program"):
        open_database(path)
    assert digest(path) == before


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    Desk.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value='999' WHERE key='schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseRefused, match="newer tdapp"):
        open_database(path)


def test_schema_v1_fixture_migrates_after_a_backup_and_keeps_its_tournament(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema_v1.db", path)
    db = open_database(path)
    assert db.migrated_from == 1
    assert db.backup is not None
    old = sqlite3.connect(db.backup)
    assert old.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == ("1",)
    assert old.execute("SELECT count(*) FROM actions").fetchone() == (6,)
    assert not old.execute("SELECT name FROM sqlite_master WHERE name='settings'").fetchall()
    old.close()
    desk = Desk(db)
    state = desk.tournament(1).state
    assert state.config is not None and state.config.name == "Torneio de Sexta"
    assert state.entries == 1 and set(state.registrations) == {1, 2}
    assert desk.players().get(2).name == "Łukasz Şükrü"
    desk.store.set_setting("casino", "Casino da Figueira")  # the version-2 table is there
    assert desk.store.setting("casino") == "Casino da Figueira"
    desk.close()


def test_projections_are_rebuilt_exactly_from_the_log(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Rui")
    ids = [desk.add_player(f"Jogador {i}", document=f"D{i}") for i in range(6)]
    tid = desk.create_tournament(CONFIG)
    for pid in ids:
        desk.act(tid, "registration.register", {"player_id": pid})
    for pid in ids[:4]:
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    cancel = desk.act(tid, "registration.cancel", {"player_id": ids[5]})
    desk.undo(tid, cancel.seq)
    desk.directory.execute("player.merge", {"keep": ids[0], "merge": ids[5]})

    def snapshot() -> list[tuple[object, ...]]:
        with desk.store.engine.connect() as conn:
            return [
                *conn.execute(text("SELECT * FROM tournaments ORDER BY id")).all(),
                *conn.execute(text("SELECT * FROM players ORDER BY id")).all(),
                *conn.execute(text("SELECT * FROM registrations ORDER BY tournament_id, player_id")).all(),
            ]

    live = snapshot()
    assert ("Sexta",) == tuple(r for r in live[0][1:2])
    rebuild_all(desk.store.engine)
    assert snapshot() == live
    desk.close()


# -- the same promises on a PostgreSQL server ------------------------------------------


def test_a_new_server_database_gets_the_current_schema(postgres_server: PostgresServer) -> None:
    db = open_database(postgres_server.new_database())
    with db.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(CURRENT_VERSION)
        assert conn.execute(text("SELECT value FROM meta WHERE key='app'")).scalar() == "tdapp"
    db.engine.dispose()


def test_another_programs_server_database_is_refused_and_not_touched(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE customers (id INTEGER, name TEXT)"))
        conn.execute(text("INSERT INTO customers VALUES (1, 'Ana')"))
    with pytest.raises(DatabaseRefused, match="belongs to another program"):
        open_database(url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT table_name FROM information_schema.tables WHERE table_schema='public'")).scalars().all() == [
            "customers"
        ]
    engine.dispose()


def test_a_newer_schema_on_the_server_is_refused(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database()
    Desk.open(url).close()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE meta SET value='999' WHERE key='schema_version'"))
    engine.dispose()
    with pytest.raises(DatabaseRefused, match="newer tdapp"):
        open_database(url)


def test_a_plain_postgresql_url_uses_psycopg(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database().replace("postgresql+psycopg://", "postgresql://")
    db = open_database(url)
    assert db.engine.dialect.driver == "psycopg"
    db.engine.dispose()


# A folder named as a room names it: '#', '%' and spaces are URI syntax to SQLite.
AWKWARD_FOLDER = "Sala #2 a 100%41 cheia"


def test_a_database_in_a_folder_with_hash_percent_and_spaces_reopens_migrates_backs_up_and_is_watched(tmp_path: Path) -> None:
    folder = tmp_path / AWKWARD_FOLDER
    path = folder / "torneio.db"
    desk = Desk.open(path, operator="Registo")
    ana = desk.add_player("Ana")
    tid = desk.create_tournament(CONFIG)
    desk.close()
    desk = Desk.open(path, operator="Registo")  # reopening reads the schema version through SQLite's URI
    heard = threading.Event()
    watcher = ChangeWatcher(desk.database.url, heard.set).start()
    try:
        assert watcher.connected.wait(5)
        time.sleep(0.3)
        heard.clear()
        desk.act(tid, "registration.register", {"player_id": ana})
        assert heard.wait(2), "the watcher never heard of the registration"
    finally:
        watcher.stop()
        desk.close()
    copy_sqlite(path, tmp_path / "copia.db")
    copy = Desk.open(tmp_path / "copia.db")
    assert set(copy.tournament(tid).state.registrations) == {ana}
    copy.close()
    old = folder / "antiga.db"
    shutil.copy(FIXTURES / "schema_v1.db", old)
    migrated = open_database(old)
    assert migrated.migrated_from == 1 and migrated.backup is not None and migrated.backup.parent == folder
    migrated.engine.dispose()
    # Nothing was opened, or created, anywhere else (an unquoted '#' opened "Sala " beside the folder).
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([AWKWARD_FOLDER, "copia.db"])


def test_a_path_with_a_question_mark_is_refused_and_no_other_file_is_written(tmp_path: Path) -> None:
    path = tmp_path / "quem?" / "torneio.db"
    with pytest.raises(DatabaseRefused, match="'\\?'"):
        Desk.open(path)
    assert list(tmp_path.iterdir()) == []  # SQLAlchemy would have read "quem" as the file and the rest as options
