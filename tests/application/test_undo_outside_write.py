"""A long undo is worked out before its write begins: the other desks are never kept waiting by its replay.

On a SQLite file the write lock is the whole file's: a TD's undo of an early
action in the main event replaying for seconds inside its write would keep
the satellite's cashier (another tournament, same file) waiting, and refuse
him after the busy timeout. The replay now happens before the write, and the
write only checks that nobody stored anything meanwhile (else it decides
again, inside). Both engines.
"""

from __future__ import annotations

import threading
import time

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT

PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Main Event", "modality": "rebuy_addon", "buy_in": PURCHASE, "rebuy": {"purchase": PURCHASE, "until_level": 6}}
SATELLITE = {"name": "Satellite", "buy_in": PURCHASE}


class PausedReplay:
    """Holds the TD's undo inside its replay until the test lets it go."""

    def __init__(self, book: object) -> None:
        self.book = book
        self.real = book._replay_changed  # type: ignore[attr-defined]
        self.inside = threading.Event()
        self.go_on = threading.Event()
        self.calls = 0

    def __call__(self, before, after):  # type: ignore[no-untyped-def]
        self.calls += 1
        if self.calls == 1:
            self.inside.set()
            assert self.go_on.wait(20)
        return self.real(before, after)


def festival(url: str) -> tuple[Desk, int, list[int]]:
    td = Desk.open(url, operator="Director")
    players = [td.add_player(f"Jogador {n}") for n in range(1, 41)]
    tid = td.create_tournament(CONFIG)
    commands = []
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    td.act_many(tid, commands)
    for pid in players:
        td.act(tid, "money.rebuy", {"player_id": pid})
    return td, tid, players


def undo_in_background(td: Desk, tid: int, seq: int) -> tuple[threading.Thread, list[object]]:
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(td.undo(tid, seq))
        except Exception as exc:  # handed to the test
            outcome.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, outcome


def test_another_tournament_stores_while_the_td_s_long_undo_replays(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(book_module, "REPLAY_OUTSIDE_WRITE", 10)
    td, tid, players = festival(database_url)
    satellite_id = td.create_tournament(SATELLITE)
    cashier = Desk.open(database_url, operator="Caixa")
    cashier.tournament(satellite_id)
    book = td.tournament(tid)
    early = next(a for a in book.log if a.kind == "money.rebuy")
    paused = PausedReplay(book)
    monkeypatch.setattr(book, "_replay_changed", paused)

    thread, outcome = undo_in_background(td, tid, early.seq)
    assert paused.inside.wait(10)  # the TD's undo is replaying
    start = time.monotonic()
    cashier.act(satellite_id, "registration.register", {"player_id": players[0]})  # same file, another tournament
    waited = time.monotonic() - start
    paused.go_on.set()
    thread.join(20)

    assert waited < 1.0, f"the cashier waited {waited:.1f} s for the TD's undo"
    assert not isinstance(outcome[0], Exception), outcome
    assert book.is_undone(early.seq)
    assert paused.calls == 1  # nobody stored on the main event meanwhile: what was worked out stood
    again = Desk.open(database_url)
    assert again.tournament(tid).state == TOURNAMENT.replay(actions_in_force(again.store.load("tournament", tid)))
    assert again.tournament(tid).state == book.state
    assert players[0] in again.tournament(satellite_id).state.registrations


def test_an_action_stored_during_the_replay_is_taken_in_and_the_undo_decided_again(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(book_module, "REPLAY_OUTSIDE_WRITE", 10)
    td, tid, players = festival(database_url)
    cashier = Desk.open(database_url, operator="Caixa")
    cashier.tournament(tid)
    book = td.tournament(tid)
    early = next(a for a in book.log if a.kind == "money.rebuy")
    paused = PausedReplay(book)
    monkeypatch.setattr(book, "_replay_changed", paused)

    thread, outcome = undo_in_background(td, tid, early.seq)
    assert paused.inside.wait(10)
    cashier.act(tid, "money.rebuy", {"player_id": players[-1]})  # the same tournament moves meanwhile
    paused.go_on.set()
    thread.join(20)

    assert not isinstance(outcome[0], Exception), outcome
    assert paused.calls == 2  # the state worked out before no longer stood: decided again inside the write
    assert book.is_undone(early.seq)
    assert book.state.registrations[players[-1]].rebuys == 2  # the cashier's rebuy is in
    assert book.state.registrations[early.payload["player_id"]].rebuys == 0
    stored = actions_in_force(td.store.load("tournament", tid))
    assert book.state == TOURNAMENT.replay(stored)


def test_a_long_undo_refused_before_its_write_stores_nothing(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(book_module, "REPLAY_OUTSIDE_WRITE", 10)
    td, tid, _players = festival(database_url)
    book = td.tournament(tid)
    register = next(a for a in book.log if a.kind == "registration.register")  # his buy-in and rebuy depend on it
    size = len(td.store.load("tournament", tid))
    with pytest.raises(RuleError, match="depends on it"):
        td.undo(tid, register.seq)
    assert len(td.store.load("tournament", tid)) == size
    assert not book.is_undone(register.seq)
