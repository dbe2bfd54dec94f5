"""Three desk processes race on one tournament, round after round, on SQLite and on a real PostgreSQL server.

Each round is a set of commands that conflict (the same players registered at
every desk, the last seats sold, the same player busted twice, rebuys in the
last rebuy level, a table broken while players are moved from it, an undo of
what another desk built on). After every round, whatever each desk was
refused: nobody is registered twice, money and chips add up to what the log
says was sold, every desk holds the same state as a desk that opens the
database afresh, and the log replays.
"""

from __future__ import annotations

import multiprocessing
import pickle
import queue
from collections import Counter

import desk_race
import pytest
from sqlalchemy import text

from tdapp.application.desk import Desk
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.storage.verify import verify_chain

DESKS = 3
EVENTS = 2  # the whole set of rounds, on a fresh tournament each time, with other random draws
PRICES = {"money.buy_in": (10_000, 20_000), "money.rebuy": (5_000, 20_000), "money.addon": (5_000, 30_000)}


def check_the_database(url: str, tid: int, copies: list[bytes]) -> None:
    fresh = Desk.open(url)
    try:
        book = fresh.tournament(tid)
        assert book.broken is None, f"the log no longer replays: {book.broken}"
        in_force = actions_in_force(book.log)
        assert TOURNAMENT.replay(in_force) == book.state
        for copy in copies:
            assert pickle.loads(copy) == book.state, "a desk holds another state than the database"

        registered = Counter(a.payload["player_id"] for a in in_force if a.kind == "registration.register")
        assert max(registered.values()) == 1, f"registered twice: {registered.most_common(3)}"
        state = book.state
        assert len(state.registrations) == len(registered)

        sold = Counter(a.kind for a in in_force if a.kind in PRICES)
        cash = cash_desk(state)
        assert cash.taken_cents == sum(PRICES[k][0] * n for k, n in sold.items())
        assert cash.taken_cents == cash.fees_cents + cash.pool.gross_cents + cash.bounties_taken_cents + cash.xtrastack_cents
        assert state.chips_issued == sum(PRICES[k][1] * n for k, n in sold.items())
        assert chips_in_play(state) == state.chips_issued - state.chips_forfeited

        seats = [(t.number, s) for t in state.seating.tables.values() for s in t.players]
        assert len(seats) == len(set(seats)) == len(state.seating.seat_of), "two players on one seat, or one on two"
        assert len(state.seating.seat_of) <= desk_race.CAPACITY

        with fresh.database.engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT stream, scope, COUNT(*), COUNT(DISTINCT position), MIN(position), MAX(position) FROM actions GROUP BY stream, scope"
                )
            ).all()
        for stream, scope, count, distinct, low, high in rows:
            assert count == distinct == high and low == 1, f"positions of {stream} {scope} are not 1..n"
        # Every stream's chain holds, its numbers growing with its positions (a server's are taken before the action
        # is decided, under the stream's lock).
        report = verify_chain(fresh.database.engine)
        assert report.holds, report.breaks
    finally:
        fresh.close()


@pytest.mark.slow
def test_three_desks_racing_never_fork_the_log(database_url: str) -> None:
    context = multiprocessing.get_context("spawn")
    for event in range(EVENTS):
        tid, players = desk_race.set_up(database_url, event)
        barrier = context.Barrier(DESKS + 1)
        results = context.Queue()
        workers = [
            context.Process(target=desk_race.worker, args=(database_url, tid, players, i, barrier, results, event), daemon=True)
            for i in range(DESKS)
        ]
        for w in workers:
            w.start()
        try:
            for number, play in enumerate(desk_race.ROUNDS):
                barrier.wait(timeout=180)  # go
                barrier.wait(timeout=180)  # every desk has played its part
                barrier.wait(timeout=180)  # every desk has taken in the others' actions and reported
                reports = []
                for _ in range(DESKS):
                    try:
                        reports.append(results.get(timeout=30))
                    except queue.Empty:
                        pytest.fail(f"a desk did not report after round {play.__name__}")
                errors = [r[3] for r in reports if r[3]]
                assert not errors, f"round {play.__name__}: {errors[0]}"
                assert {r[0] for r in reports} == {number}
                check_the_database(database_url, tid, [r[4] for r in reports])
                assert sum(r[2] for r in reports) > 0 or play is desk_race.round_undo_what_others_build_on
        finally:
            barrier.abort()
            for w in workers:
                w.join(timeout=30)
                if w.is_alive():
                    w.kill()
        assert all(w.exitcode == 0 for w in workers)
