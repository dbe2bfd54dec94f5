"""Each action at a unique position of its stream: the database refuses a fork, a desk that loses the race decides again.

Every test runs on a SQLite file and on a real PostgreSQL server.
"""

from __future__ import annotations

import copy
import json
import shutil
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from pgserver import PostgresServer
from sqlalchemy import create_engine, text
from sqlalchemy.exc import IntegrityError

from tdapp.application.book import BrokenLog, StorageBusy, StorageFailed
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.storage.database import open_database
from tdapp.storage.migrations import CURRENT_VERSION, migrate
from tdapp.storage.store import ActionStore
from tdapp.storage.verify import verify_chain
from tdapp.storage.watch import ChangeWatcher

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CONFIG = {"name": "Sexta", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def positions(engine: Any) -> dict[tuple[str, int], list[tuple[int, int]]]:
    """(stream, scope) → [(seq, position)] in the order of seq."""
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT stream, scope, seq, position FROM actions ORDER BY seq")).all()
    found: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for stream, scope, seq, position in rows:
        found.setdefault((stream, scope), []).append((seq, position))
    return found


def assert_numbered_in_order(engine: Any) -> None:
    for key, rows in positions(engine).items():
        assert [p for _, p in rows] == list(range(1, len(rows) + 1)), f"{key} is not numbered 1..n in the order it was stored"


# -- the migration ------------------------------------------------------------------


@pytest.mark.parametrize("fixture", ["schema_v1.db", "schema_v2.db"])
def test_old_sqlite_databases_get_their_positions_in_the_order_they_were_stored(tmp_path: Path, fixture: str) -> None:
    path = tmp_path / fixture
    shutil.copy(FIXTURES / fixture, path)
    db = open_database(path)
    assert db.migrated_from == int(fixture[8])
    assert_numbered_in_order(db.engine)
    with db.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(CURRENT_VERSION)
        assert conn.execute(text("SELECT COUNT(*) FROM actions WHERE scope <> COALESCE(tournament_id, 0)")).scalar() == 0
    desk = Desk(db)
    book = desk.tournament(1)
    assert book.broken is None
    before = copy.deepcopy(book.state)
    desk.act(1, "registration.register", {"player_id": desk.add_player("Depois da migração")})  # stored at the next position
    assert_numbered_in_order(db.engine)
    assert Desk.open(path).tournament(1).state == book.state != before
    desk.close()


def copy_fixture_to_server(url: str, fixture: Path, version: int = 2) -> None:
    """A PostgreSQL database as the desk of that schema left it: the fixture's rows on the server."""
    source = sqlite3.connect(fixture)
    engine = create_engine(url)
    tables = ("tournaments", "players", "registrations", "actions", "settings")[: 4 if version == 1 else 5]
    with engine.begin() as conn:
        migrate(conn, 0, version)
        for table in tables:
            rows = source.execute(f"SELECT * FROM {table}").fetchall()
            columns = [c[1] for c in source.execute(f"PRAGMA table_info({table})")]
            for row in rows:
                names = ", ".join(columns)
                values = ", ".join(f":{c}" for c in columns)
                conn.execute(text(f"INSERT INTO {table} ({names}) VALUES ({values})"), dict(zip(columns, row, strict=True)))
        conn.execute(text("SELECT setval(pg_get_serial_sequence('actions', 'seq'), (SELECT MAX(seq) FROM actions))"))
        conn.execute(text("SELECT setval(pg_get_serial_sequence('tournaments', 'id'), (SELECT MAX(id) FROM tournaments))"))
    engine.dispose()
    source.close()


@pytest.mark.parametrize("fixture", ["schema_v1.db", "schema_v2.db"])
def test_an_old_database_on_the_server_is_migrated_like_the_file(tmp_path: Path, postgres_server: PostgresServer, fixture: str) -> None:
    version = int(fixture[8])
    url = postgres_server.new_database()
    copy_fixture_to_server(url, FIXTURES / fixture, version)
    db = open_database(url)
    assert db.migrated_from == version
    assert_numbered_in_order(db.engine)
    with db.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(CURRENT_VERSION)
    on_server = Desk(db)
    shutil.copy(FIXTURES / fixture, tmp_path / "file.db")
    on_file = Desk.open(tmp_path / "file.db")
    tids = [row.id for row in on_file.tournament_rows()]
    assert tids and [row.id for row in on_server.tournament_rows()] == tids
    for tid in tids:
        assert on_server.tournament(tid).broken is None
        assert on_server.tournament(tid).state == on_file.tournament(tid).state
    assert on_server.players() == on_file.players()
    assert verify_chain(db.engine).holds  # the upgrade chained the old actions on the server too (issue 15)
    on_server.act(tids[-1], "registration.register", {"player_id": on_server.add_player("Depois da migração")})
    assert_numbered_in_order(db.engine)
    report = verify_chain(db.engine)
    assert report.holds and report.actions == len(on_server.directory.log) + sum(len(on_server.tournament(t).log) for t in tids)
    on_server.close()
    on_file.close()


# -- the database itself refuses a fork ------------------------------------------------


def test_the_database_refuses_a_second_action_at_the_same_position(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Ana")
    tid = desk.create_tournament(CONFIG)
    insert = text(
        "INSERT INTO actions (stream, tournament_id, scope, position, kind, payload, operator, at_ms) "
        "VALUES ('tournament', :tid, :tid, 1, 'registration.register', :payload, 'Outra mesa', 0)"
    )
    with pytest.raises(IntegrityError), desk.store.engine.begin() as conn:
        conn.execute(insert, {"tid": tid, "payload": json.dumps({"player_id": 1})})
    assert len(desk.store.load("tournament", tid)) == 1
    desk.close()


def stale_inside_the_write(desk: Desk, times: int) -> list[int]:
    """Make the desk miss the other desks' actions inside its write `times` times (as a desk without the lock would)."""
    store = desk.store
    real = store.lock_and_read
    missed = [0]

    def lock_and_read(session: Any, stream: str, tid: int | None, after: int) -> Any:
        if missed[0] < times:
            missed[0] += 1
            return [], None  # neither the lock nor the newer actions
        return real(session, stream, tid, after)

    store.lock_and_read = lock_and_read  # type: ignore[method-assign]
    return missed


def test_a_desk_that_loses_the_race_decides_again_on_the_fresh_state(database_url: str) -> None:
    first = Desk.open(database_url, operator="Registo")
    players = [first.add_player(f"Jogador {n}") for n in range(1, 4)]
    tid = first.create_tournament({**CONFIG, "capacity": 2})
    first.act(tid, "registration.register", {"player_id": players[0]})
    second = Desk.open(database_url, operator="Caixa")
    second.tournament(tid)
    first.act(tid, "registration.register", {"player_id": players[1]})  # the last seat, unseen by the second desk
    missed = stale_inside_the_write(second, times=1)
    second.act(tid, "registration.register", {"player_id": players[2]})
    assert missed[0] == 1  # it did decide once on the stale state, and the database refused to store that
    state = second.tournament(tid).state
    assert state.waiting_list == [players[2]]  # decided again: the seat was gone
    assert Desk.open(database_url).tournament(tid).state == state
    assert_numbered_in_order(second.store.engine)


def test_after_a_bounded_number_of_lost_races_the_desk_refuses_and_stores_nothing(database_url: str) -> None:
    first = Desk.open(database_url, operator="Registo")
    players = [first.add_player(f"Jogador {n}") for n in range(1, 3)]
    tid = first.create_tournament(CONFIG)
    second = Desk.open(database_url, operator="Caixa")
    before = copy.deepcopy(second.tournament(tid).state)
    first.act(tid, "registration.register", {"player_id": players[0]})
    stale_inside_the_write(second, times=10_000)
    with pytest.raises(StorageBusy, match="Another desk is saving on this tournament"):
        second.act(tid, "registration.register", {"player_id": players[1]})
    stored = second.store.load("tournament", tid)
    assert [a.kind for a in stored] == ["tournament.create", "registration.register"]
    assert second.tournament(tid).state == before  # nothing of its own command shows
    assert second.sync(tid) and players[0] in second.tournament(tid).state.registrations


def test_two_desks_adding_players_at_once_get_two_numbers(database_url: str) -> None:
    first = Desk.open(database_url, operator="Registo")
    second = Desk.open(database_url, operator="Caixa")
    a = first.add_player("Ana")
    b = second.add_player("Bruno")  # its directory had not seen Ana
    assert a != b
    fresh = Desk.open(database_url)
    assert {p.name for p in fresh.players().players.values()} == {"Ana", "Bruno"}


# -- a log that no longer replays ----------------------------------------------------------


def fork_the_log(desk: Desk, tid: int, player: int, other: int) -> None:
    """What the old bug left behind: a second registration of the same player, then an honest action."""
    book = desk.tournament(tid)
    head = book.head
    insert = text(
        "INSERT INTO actions (stream, tournament_id, scope, position, kind, payload, operator, at_ms) "
        "VALUES ('tournament', :tid, :tid, :position, 'registration.register', :payload, 'Mesa 3', 1700000000000)"
    )
    with desk.store.engine.begin() as conn:
        conn.execute(insert, {"tid": tid, "position": head + 1, "payload": json.dumps({"player_id": player})})
        conn.execute(insert, {"tid": tid, "position": head + 2, "payload": json.dumps({"player_id": other})})


def test_a_log_that_no_longer_replays_opens_up_to_the_action_and_the_td_voids_it(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Ana")
    ana, rui = desk.add_player("Ana"), desk.add_player("Rui")
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": ana})
    fork_the_log(desk, tid, ana, rui)

    td = Desk.open(database_url, operator="Director")
    book = td.tournament(tid)  # opens: the room is not locked out
    assert book.broken is not None
    bad = book.broken.action
    assert bad.kind == "registration.register" and bad.payload == {"player_id": ana}
    assert "already registered" in book.broken.cause.render()
    assert set(book.state.registrations) == {ana}  # as it was just before the bad action

    with pytest.raises(BrokenLog, match=f"#{bad.seq}"):
        td.act(tid, "registration.register", {"player_id": td.add_player("Novo")})
    with pytest.raises(RuleError):
        td.undo(tid, bad.seq)
    with pytest.raises(RuleError, match="Say why"):
        book.void(bad.seq, "  ", td.operator)
    stored = len(td.store.load("tournament", tid))

    void = book.void(bad.seq, "registada duas vezes pela versão antiga", td.operator)
    assert void.kind == "void" and void.operator == "Director"
    assert void.payload == {"target": bad.seq, "reason": "registada duas vezes pela versão antiga"}
    assert len(td.store.load("tournament", tid)) == stored + 1  # a new action; the bad one is still there
    assert book.broken is None
    assert set(book.state.registrations) == {ana, rui}  # the honest action after it is back in force
    with pytest.raises(RuleError, match="voided"):
        book.redo(bad.seq, td.operator)
    reopened = Desk.open(database_url).tournament(tid)
    assert reopened.broken is None and reopened.state == book.state


# -- the network drops ----------------------------------------------------------------------


def test_when_the_server_is_out_of_reach_the_desk_stores_nothing_and_says_so() -> None:
    server = PostgresServer.start()
    try:
        url = server.new_database()
        desk = Desk.open(url, operator="Caixa")
        players = [desk.add_player(f"Jogador {n}") for n in range(1, 3)]
        tid = desk.create_tournament(CONFIG)
        desk.act(tid, "registration.register", {"player_id": players[0]})
        state, log = desk.tournament(tid).state, list(desk.tournament(tid).log)
        server._run("pg_ctl", "-D", str(server.folder / "data"), "-m", "immediate", "-w", "stop")
        with pytest.raises(StorageFailed, match="did not store the change"):
            desk.act(tid, "registration.register", {"player_id": players[1]})
        assert desk.tournament(tid).state == state and desk.tournament(tid).log == log
        options = f"-p {server.port} -h 127.0.0.1 -k {server.folder}"
        server._run("pg_ctl", "-D", str(server.folder / "data"), "-l", str(server.folder / "server.log"), "-o", options, "-w", "start")
        desk.act(tid, "registration.register", {"player_id": players[1]})  # back: the desk goes on
        assert set(Desk.open(url).tournament(tid).state.registrations) == set(players)
        desk.close()
    finally:
        server.stop()


# -- desks see each other at once ----------------------------------------------------------------


def test_another_desk_hears_of_a_stored_action_within_half_a_second(database_url: str) -> None:
    registration = Desk.open(database_url, operator="Registo")
    player = registration.add_player("Ana")
    tid = registration.create_tournament(CONFIG)
    cashier = Desk.open(database_url, operator="Caixa")
    cashier.tournament(tid)
    heard = threading.Event()
    watcher = ChangeWatcher(cashier.database.url, heard.set).start()
    try:
        assert watcher.connected.wait(5)
        time.sleep(0.3)
        heard.clear()
        started = time.monotonic()
        registration.act(tid, "registration.register", {"player_id": player})
        assert heard.wait(2), "the other desk never heard of the registration"
        assert time.monotonic() - started < 0.5
        assert cashier.sync(tid)
        assert player in cashier.tournament(tid).state.registrations
    finally:
        watcher.stop()


def test_the_store_reads_a_stream_in_the_order_of_its_positions(database_url: str) -> None:
    desk = Desk.open(database_url)
    tid = desk.create_tournament(CONFIG)
    store = ActionStore(desk.store.engine)
    assert [a.kind for a in store.load("tournament", tid)] == ["tournament.create"]
    assert store.load_after("tournament", tid, 1) == []
