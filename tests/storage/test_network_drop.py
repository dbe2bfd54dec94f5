"""A network that drops without a word (a PostgreSQL server that stops answering) never holds a desk for long.

TCP does not notice a peer that acknowledges and never answers: without a
deadline of its own a desk would wait for it for ever. These run on the test
server behind a relay that can go silent or slow (`network_proxy`).
"""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator

import pytest
from network_proxy import NetworkProxy
from pgserver import PostgresServer

from tdapp.application.book import StorageFailed
from tdapp.application.desk import Desk
from tdapp.storage import database

CONFIG = {"name": "Sexta", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
ANSWER_S = 1.0  # the deadline, shortened for the tests (4 s at the desk)


@pytest.fixture
def relayed(postgres_server: PostgresServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, NetworkProxy]]:
    monkeypatch.setattr(database, "SERVER_ANSWER_S", ANSWER_S)
    url = postgres_server.new_database()
    proxy = NetworkProxy(postgres_server.port)
    yield url, proxy
    proxy.close()


def timed(call: object) -> tuple[float, BaseException | None]:
    started = time.monotonic()
    try:
        call()  # type: ignore[operator]
    except Exception as exc:
        return time.monotonic() - started, exc
    return time.monotonic() - started, None


def test_a_silent_server_fails_a_command_within_the_deadline_and_nothing_is_stored(relayed: tuple[str, NetworkProxy]) -> None:
    url, proxy = relayed
    desk = Desk.open(proxy.url(url), operator="Caixa")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 3)]
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": players[0]})
    state, log = desk.tournament(tid).state, list(desk.tournament(tid).log)

    proxy.silent()
    # What the desk does every few seconds, on a pooled connection: its check finds the server silent, a new
    # connection is tried and times out. At worst the deadline and a connection's timeout, never for ever.
    most = ANSWER_S + database.SERVER_CONNECT_S + 1.5
    took, error = timed(lambda: desk.sync(tid))
    assert error is not None and ("did not answer" in str(error) or "timeout" in str(error)), error
    assert took < most, f"the desk waited {took:.1f} s for a silent server"
    took, error = timed(lambda: desk.act(tid, "registration.register", {"player_id": players[1]}))
    assert isinstance(error, StorageFailed) and "nothing was changed" in error.render()
    assert took < most, f"the command waited {took:.1f} s for a silent server"
    assert desk.tournament(tid).state == state and desk.tournament(tid).log == log

    proxy.restore()
    desk.act(tid, "registration.register", {"player_id": players[1]})  # the pool drops the dead connections by itself
    direct = Desk.open(url)
    assert set(direct.tournament(tid).state.registrations) == set(players)
    assert [a.kind for a in direct.tournament(tid).log].count("registration.register") == 2  # once each, nothing lost or doubled
    direct.close()
    desk.close()


def test_a_slow_network_that_keeps_talking_is_never_cut(relayed: tuple[str, NetworkProxy]) -> None:
    """The deadline is on silence, not on the length of an answer: a big log over a weak link still opens."""
    url, proxy = relayed
    desk = Desk.open(url, operator="TD")
    players = [desk.add_player(f"Jogador com um nome comprido {n:03d}", notes="x" * 400) for n in range(1, 121)]
    tid = desk.create_tournament(CONFIG)
    desk.act_many(tid, [("registration.register", {"player_id": pid}) for pid in players])
    desk.close()

    proxy.slow(20_000)  # about 20 kB a second: the directory's answer alone takes a few seconds
    opened: list[Desk] = []
    took, error = timed(lambda: opened.append(Desk.open(proxy.url(url), operator="Registo")))
    assert error is None, error
    assert took > ANSWER_S * 2, f"the answer took {took:.1f} s, not slow enough to show anything"
    relayed_desk = opened[0]
    assert len(relayed_desk.players().players) == len(players)
    assert set(relayed_desk.tournament(tid).state.registrations) == set(players)
    relayed_desk.close()


def test_a_silent_server_fails_a_command_sent_in_one_round_trip_within_the_deadline(relayed: tuple[str, NetworkProxy]) -> None:
    """A desk that found nobody else storing sends its command in one message, COMMIT in it: when no answer comes it
    cannot know whether the server stored it, and it looks, under the lock, on a new connection (which the silent
    network refuses too): within the deadline and a connection's timeout it gives up, its state as it was, and says
    the command may have been stored -- the message held on the network may still reach the server when it comes
    back. Then the desk takes in whatever the server holds: the command once or not at all, never twice."""
    from tdapp.application.book import ONE_TRIP_AFTER

    url, proxy = relayed
    desk = Desk.open(proxy.url(url), operator="Caixa")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, ONE_TRIP_AFTER + 4)]
    tid = desk.create_tournament(CONFIG)
    for pid in players[: ONE_TRIP_AFTER + 1]:
        desk.act(tid, "registration.register", {"player_id": pid})
    book = desk.tournament(tid)
    assert book._quiet >= ONE_TRIP_AFTER and book._reserved is not None  # the next command goes in one round trip
    state, log = copy.deepcopy(book.state), list(book.log)  # (the decision changes the live state; it is rebuilt)

    proxy.silent()
    most = ANSWER_S + database.SERVER_CONNECT_S + 1.5
    took, error = timed(lambda: desk.act(tid, "registration.register", {"player_id": players[-2]}))
    assert isinstance(error, StorageFailed) and "may have been stored" in error.render(), error
    assert "nothing was changed" not in error.render()
    assert took < most, f"the command waited {took:.1f} s for a silent server"
    assert book.state == state and book.log == log

    proxy.restore()
    desk.act(tid, "registration.register", {"player_id": players[-1]})
    direct = Desk.open(url)
    registered = [a.payload["player_id"] for a in direct.tournament(tid).log if a.kind == "registration.register"]
    before = players[: ONE_TRIP_AFTER + 1]
    assert registered in ([*before, players[-1]], [*before, players[-2], players[-1]])  # once or not at all, never twice
    desk.sync(tid)
    assert [a.seq for a in desk.tournament(tid).log] == [a.seq for a in direct.tournament(tid).log]  # the server's log
    assert direct.tournament(tid).state == desk.tournament(tid).state
    direct.close()
    desk.close()


def test_a_network_gone_silent_once_the_commit_was_sent_says_the_command_may_have_been_stored(
    relayed: tuple[str, NetworkProxy], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two round trips: the network goes silent right after the second message, the one with COMMIT, left the desk.
    The server may have stored it; the desk must not say that nothing was changed. Then it holds what the server
    holds: the command once or not at all."""
    from tdapp.application.book import ONE_TRIP_AFTER

    url, proxy = relayed
    desk = Desk.open(proxy.url(url), operator="Caixa")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 4)]
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": players[0]})
    book = desk.tournament(tid)
    book._quiet = 0  # the next command goes in two round trips, as after another desk's
    assert book._quiet < ONE_TRIP_AFTER
    state, log = copy.deepcopy(book.state), list(book.log)
    advance = book._advance_lag

    def silent_then_advance(**kwargs: object) -> None:  # run once the message with COMMIT is sent
        proxy.silent()
        advance(**kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(book, "_advance_lag", silent_then_advance)
    took, error = timed(lambda: desk.act(tid, "registration.register", {"player_id": players[1]}))
    monkeypatch.setattr(book, "_advance_lag", advance)
    assert isinstance(error, StorageFailed) and "may have been stored" in error.render(), error
    assert took < ANSWER_S + database.SERVER_CONNECT_S + 1.5
    assert book.state == state and book.log == log

    proxy.restore()
    desk.act(tid, "registration.register", {"player_id": players[2]})
    direct = Desk.open(url)
    registered = [a.payload["player_id"] for a in direct.tournament(tid).log if a.kind == "registration.register"]
    assert registered in ([players[0], players[2]], [players[0], players[1], players[2]])  # once or not at all
    desk.sync(tid)
    assert [a.seq for a in desk.tournament(tid).log] == [a.seq for a in direct.tournament(tid).log]
    direct.close()
    desk.close()
