"""A floor command on a PostgreSQL server: few round trips, and a connection the server dropped costs no command.

A bare commit is three round trips (BEGIN, INSERT, COMMIT); a command is
two: BEGIN with the stream's lock, the read of the other desks' actions and
the next action's number; then the action's row with the notification and
the projections' rows, with COMMIT. Once a desk has found nobody else
storing on the stream for a few commands, a command is one: BEGIN, the
lock, the rows and COMMIT, decided on the state the desk holds with a number
the server gave at the last commit; if another desk stored meanwhile, the
server refuses the row (its position is taken) and the command is decided
again on the latest state. The pool does not check the connection a command
takes (that was one more): the command's first statement does, and goes
again on a new connection if the server dropped the pooled one.
"""

from __future__ import annotations

import multiprocessing
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pgserver import PostgresServer
from psycopg import pq
from sqlalchemy import event

from tdapp.application import book as book_module
from tdapp.application.book import ONE_TRIP_AFTER
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.storage.store import Write
from tdapp.storage.verify import verify_chain

CONFIG = {
    "name": "Sexta",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "rebuy": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 6},
    "late_registration_until_level": 6,
}
STRUCTURE = {"items": [{"small_blind": 100, "big_blind": 200, "minutes": 20}]}


class RoundTrips:
    """libpq's own trace of what a desk's connections send: each simple query and each Sync is one round trip."""

    def __init__(self, desk: Desk, folder: Path) -> None:
        self.path = folder / "trace.txt"
        self._file = self.path.open("w")
        self._traced: list[Any] = []
        self.parsed = 0
        event.listen(desk.store.engine, "checkout", self._trace)
        for kept in desk.store._kept:  # the last command's connection, kept for the next
            self._trace(kept.connection.driver_connection, None, None)

    def _trace(self, dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        pgconn = dbapi_connection.pgconn
        if pgconn not in self._traced:
            pgconn.trace(self._file.fileno())
            pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS | pq.Trace.REGRESS_MODE)
            self._traced.append(pgconn)

    def count(self, call: Any) -> list[str]:
        """What `call()` sent, one entry a round trip: a simple query's text, or the statement (its text, or the name it
        was prepared under) of an extended query's Parse or Bind. `parsed`: how many statements were sent as text
        (planned by the server there and then) rather than by the name they were prepared under."""
        self._file.flush()
        start = self.path.stat().st_size
        call()
        self._file.flush()
        with self.path.open() as trace:
            trace.seek(start)
            sent = [line.split("\t") for line in trace.read().splitlines() if line.startswith("F\t")]
        trips, statement = [], ""
        self.parsed = sum(1 for line in sent if line[2] == "Parse")
        for _from, _length, kind, *rest in sent:
            if kind == "Query":
                trips.append(rest[0].strip()[1:-1])
            elif kind in ("Parse", "Bind") and not statement:
                statement = rest[0].split('"')[3][:30]
            elif kind == "Sync":
                trips.append(statement)
                statement = ""
        return trips

    def close(self) -> None:
        for pgconn in self._traced:
            pgconn.untrace()
        self._file.close()


@pytest.fixture
def server_desk(postgres_server: PostgresServer) -> Iterator[tuple[Desk, int, list[int]]]:
    url = postgres_server.new_database()
    desk = Desk.open(url, operator="Caixa")
    players = [desk.add_player(f"Jogador {n}", document=f"CC{n}") for n in range(1, 9)]
    tid = desk.create_tournament(CONFIG, [("clock.set_structure", STRUCTURE)])
    yield desk, tid, players
    desk.close()


def test_a_floor_command_is_one_round_trip_to_the_server_when_nobody_else_stores(server_desk: tuple[Desk, int, list[int]]) -> None:
    desk, tid, players = server_desk
    for pid in players[:5]:  # the statements prepared on the connection, once
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"CC{pid}"})
    with tempfile.TemporaryDirectory() as folder:
        trips = RoundTrips(desk, Path(folder))
        try:
            for pid in players[5:7]:
                for kind, payload in (
                    ("registration.register", {"player_id": pid}),
                    ("money.buy_in", {"player_id": pid, "document": f"CC{pid}"}),  # the tournament's row in the list changes too
                ):
                    # What a desk does between commands: a look at the other desks, the list of tournaments. Reads
                    # outside a transaction, which drop none of the statements the commands prepared.
                    looks = trips.count(lambda: (desk.sync(tid), desk.tournament_rows()))
                    assert not [sent for sent in looks if sent.startswith(("BEGIN", "ROLLBACK", "DEALLOCATE", "DISCARD"))], looks
                    sent = trips.count(lambda kind=kind, payload=payload: desk.act(tid, kind, payload))
                    assert len(sent) == 1, f"{kind}: {sent}"
                    assert sent[0].startswith("BEGIN; EXECUTE ") and sent[0].endswith("; COMMIT"), sent
                    assert "PREPARE" not in " ".join(sent) and trips.parsed == 0, f"{kind}: statements planned anew"

            # Another desk stores: the next command reads it under the lock (two round trips), and so do the commands
            # after it until the desk has found nobody else storing again (`ONE_TRIP_AFTER`).
            other = Desk.open(desk.database.url, operator="Registo")
            other.act(tid, "registration.register", {"player_id": players[7]})
            other.close()
            assert desk.sync(tid)
            pid = players[7]
            sent = trips.count(lambda: desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"CC{pid}"}))
            assert len(sent) == 2, sent
            assert sent[0].startswith("BEGIN; EXECUTE ") and sent[1].startswith("EXECUTE ") and sent[1].endswith("; COMMIT"), sent
        finally:
            trips.close()
    assert set(players) <= set(desk.tournament(tid).state.registrations)
    fresh = Desk.open(desk.database.url)
    assert fresh.tournament(tid).state == desk.tournament(tid).state  # the rows all went, with the projections'
    assert fresh.tournament_rows()[-1].entries == 8
    assert verify_chain(fresh.database.engine).holds
    fresh.close()


def quiet_desk(url: str, tid: int, operator: str, commands: list[tuple[str, dict[str, Any]]]) -> Desk:
    """A desk that has found nobody else storing for a few commands: its next command goes in one round trip."""
    desk = Desk.open(url, operator=operator)
    for kind, payload in commands:
        desk.act(tid, kind, payload)
    book = desk.tournament(tid)
    assert book._quiet >= ONE_TRIP_AFTER and book._reserved is not None
    return desk


def registered(pid: int) -> tuple[str, dict[str, Any]]:
    return "registration.register", {"player_id": pid}


def paid(pid: int) -> tuple[str, dict[str, Any]]:
    return "money.buy_in", {"player_id": pid, "document": f"CC{pid}"}


def test_a_command_in_one_round_trip_after_another_desk_stored_is_decided_again_on_the_latest_state(
    server_desk: tuple[Desk, int, list[int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two desks each sure that nobody else stores: the one that sends second finds the position taken, stores nothing
    of what it decided, takes in the other desk's actions and decides again, on that state."""
    desk, tid, players = server_desk
    behind: list[str] = []
    real = book_module.Book._commit

    def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return real(self, *args, **kwargs)
        except book_module._Behind:
            behind.append(self.stream)
            raise

    monkeypatch.setattr(book_module.Book, "_commit", counting)
    first = quiet_desk(desk.database.url, tid, "Registo", [registered(pid) for pid in players[:3]])
    second = quiet_desk(desk.database.url, tid, "Caixa", [paid(pid) for pid in players[:2]])

    # The first desk goes in one round trip on the state it holds: the second desk's buy-ins took its position.
    seen = len(first.tournament(tid).log)
    stored = first.act(tid, *registered(players[3]))
    assert behind == ["tournament"]
    assert len(first.tournament(tid).log) == seen + 3  # the other desk's two buy-ins taken in, then its own
    assert stored.seq > max(a.seq for a in first.tournament(tid).log[:-1])

    # The second desk, as sure: decided again on the latest state, where the player is registered already.
    with pytest.raises(RuleError, match="already registered"):
        second.act(tid, *registered(players[3]))
    assert behind == ["tournament", "tournament"]
    assert second.tournament(tid).log == first.tournament(tid).log
    second.act(tid, *paid(players[3]))  # two round trips (it has just found another desk storing): nothing refused

    first.tournament(tid).sync()
    assert first.tournament(tid).state == second.tournament(tid).state
    fresh = Desk.open(desk.database.url)
    book = fresh.tournament(tid)
    assert book.state == second.tournament(tid).state
    kinds = [a.kind for a in book.log]
    assert kinds.count("registration.register") == 4 and kinds.count("money.buy_in") == 3  # nothing lost or doubled
    seqs = [a.seq for a in book.log]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    report = verify_chain(fresh.database.engine)
    assert report.holds, report.breaks
    for each in (fresh, first, second):
        each.close()


def test_a_command_in_one_round_trip_whose_answer_was_lost_is_stored_once(
    server_desk: tuple[Desk, int, list[int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The connection drops after the server stored the command, before its answer came: the desk does not know
    whether it was stored. It reads the stream under the lock on a new connection, finds the command's numbers
    there and takes them in: stored once, not decided again."""
    desk, tid, players = server_desk
    quick = quiet_desk(desk.database.url, tid, "Registo", [registered(pid) for pid in players[:3]])
    real = Write._trip
    dropped: list[int] = []

    def answer_lost(self: Write, statements: Any, *, commit: bool) -> Any:
        rows = real(self, statements, commit=commit)
        if commit and not dropped:
            dropped.append(1)
            self._driver.close()
            raise psycopg.OperationalError("server closed the connection unexpectedly")
        return rows

    monkeypatch.setattr(Write, "_trip", answer_lost)
    stored = quick.act(tid, "money.buy_in", {"player_id": players[0], "document": f"CC{players[0]}"})
    assert dropped and stored.kind == "money.buy_in"
    monkeypatch.setattr(Write, "_trip", real)
    quick.act(tid, "money.buy_in", {"player_id": players[1], "document": f"CC{players[1]}"})

    fresh = Desk.open(desk.database.url)
    book = fresh.tournament(tid)
    assert [a.kind for a in book.log].count("money.buy_in") == 2  # once each
    assert book.state == quick.tournament(tid).state
    assert verify_chain(fresh.database.engine).holds
    fresh.close()
    quick.close()


def terminate_other_connections(url: str) -> int:
    """What a server restart or a network that dropped while the desk sat idle does to its pooled connections."""
    plain = url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchall()
    return len(rows)


def test_a_connection_the_server_dropped_in_the_pool_costs_neither_a_command_nor_a_look(
    server_desk: tuple[Desk, int, list[int]],
) -> None:
    desk, tid, players = server_desk
    desk.act(tid, "registration.register", {"player_id": players[0]})

    assert terminate_other_connections(desk.database.url) >= 1
    desk.act(tid, "registration.register", {"player_id": players[1]})  # its first statement found the connection gone

    assert terminate_other_connections(desk.database.url) >= 1
    other = Desk.open(desk.database.url, operator="Registo")
    other.act(tid, "registration.register", {"player_id": players[2]})
    other.close()
    assert desk.sync(tid)  # a look at the other desks: the pool checks the connection it gives, and makes a new one

    assert terminate_other_connections(desk.database.url) >= 1
    desk.act(tid, "money.buy_in", {"player_id": players[0], "document": "CC1"})

    fresh = Desk.open(desk.database.url)
    log = fresh.tournament(tid).log
    assert [a.kind for a in log].count("registration.register") == 3  # each once: nothing lost, nothing doubled
    assert [a.kind for a in log].count("money.buy_in") == 1
    assert fresh.tournament(tid).state == desk.tournament(tid).state
    assert verify_chain(fresh.database.engine).holds
    fresh.close()


def test_the_numbers_of_two_desks_actions_grow_with_their_positions(postgres_server: PostgresServer) -> None:
    """Numbers are taken before the action is decided: under the stream's lock, so they still follow the positions."""
    url = postgres_server.new_database()
    first, second = Desk.open(url, operator="Registo"), Desk.open(url, operator="Caixa")
    players = [first.add_player(f"Jogador {n}", document=f"CC{n}") for n in range(1, 7)]
    tid = first.create_tournament(CONFIG)
    other = second.create_tournament({**CONFIG, "name": "Sábado"})
    for n, pid in enumerate(players):
        entry = [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})]
        (first if n % 2 else second).act_many(tid, entry)  # two actions: a second number taken
        second.act(other, "registration.register", {"player_id": pid})
    report = verify_chain(first.database.engine)
    assert report.holds, report.breaks
    seqs = [a.seq for a in Desk.open(url).tournament(tid).log]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    first.close()
    second.close()


def test_a_desk_keeps_its_last_command_s_connection_and_gives_it_back_when_it_closes(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database()
    desk = Desk.open(url, operator="Caixa")
    players = [desk.add_player(f"Jogador {n}", document=f"CC{n}") for n in range(1, 4)]
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": players[0]})
    (kept,) = desk.store._kept
    driver = kept.connection.driver_connection
    desk.act(tid, "registration.register", {"player_id": players[1]})
    assert desk.store._kept == [kept]  # the same, command after command (no checkout, no autocommit switched)
    assert driver.autocommit and driver.info.transaction_status == pq.TransactionStatus.IDLE

    # Given back to the pool some other way (a desk dropped without closing: the collector returns it), it is never
    # in the pool in autocommit: what SQLAlchemy runs there is in transactions.
    desk.store._kept.pop().close()
    assert not driver.autocommit
    desk.act(tid, "registration.register", {"player_id": players[2]})
    assert len(desk.store._kept) == 1
    desk.close()
    assert not desk.store._kept
    plain = url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True) as admin:
        (others,) = admin.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    assert others == 0  # every connection of the desk closed


def _eager_desk(url: str, tid: int, players: list[int], barrier: Any, out: Any) -> None:
    """A desk process that sends every command it can in one round trip (none found nobody else storing first)."""
    book_module.ONE_TRIP_AFTER = 0
    behind = 0
    real = book_module.Book._commit

    def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        nonlocal behind
        try:
            return real(self, *args, **kwargs)
        except book_module._Behind:
            behind += 1
            raise

    book_module.Book._commit = counting  # type: ignore[method-assign]
    desk = Desk.open(url, operator="Registo")
    desk.tournament(tid)
    barrier.wait(timeout=60)
    refused = 0
    for pid in players:
        for kind, payload in (registered(pid), paid(pid)):
            try:
                desk.act(tid, kind, payload)
            except RuleError:
                refused += 1
    out.put((behind, refused))
    desk.close()


@pytest.mark.slow
def test_three_desks_sending_in_one_round_trip_at_every_chance_lose_nothing_and_double_nothing(
    postgres_server: PostgresServer,
) -> None:
    """Every player registered and paid at two desks of three at once, each desk sending in one round trip whenever it
    holds a number: the server refuses the rows of the desks that were behind, which decide again on the latest
    state; each player is registered and paid once, the log replays, its chain holds and its numbers grow."""
    url = postgres_server.new_database()
    desk = Desk.open(url, operator="TD")
    players = [desk.add_player(f"Jogador {n}", document=f"CC{n}") for n in range(90)]
    tid = desk.create_tournament({**CONFIG, "capacity": 200})
    desk.close()
    context = multiprocessing.get_context("spawn")
    barrier, out = context.Barrier(3), context.Queue()
    thirds = [players[0:30], players[30:60], players[60:90]]
    shares = [thirds[0] + thirds[1], thirds[1] + thirds[2], thirds[2] + thirds[0]]
    desks = [context.Process(target=_eager_desk, args=(url, tid, share, barrier, out), daemon=True) for share in shares]
    for each in desks:
        each.start()
    results = [out.get(timeout=300) for _ in desks]
    for each in desks:
        each.join(timeout=60)
    assert sum(refused for _behind, refused in results) == 2 * len(players)  # each player's second registration and payment
    # (How many rows the server refused varies with the interleaving; the refusal itself is checked step by step in
    # the two-desk test above.)

    fresh = Desk.open(url)
    book = fresh.tournament(tid)
    for kind in ("registration.register", "money.buy_in"):
        named = [a.payload["player_id"] for a in book.log if a.kind == kind]
        assert sorted(named) == sorted(players), kind  # once each: nothing lost, nothing doubled
    assert TOURNAMENT.replay(actions_in_force(book.log)) == book.state
    seqs = [a.seq for a in book.log]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    report = verify_chain(fresh.database.engine)
    assert report.holds, report.breaks
    fresh.close()
