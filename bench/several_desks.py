"""Benchmark: one floor command on SQLite and on PostgreSQL against a bare commit on each, and three desks at once.

Starts its own throwaway PostgreSQL server (the test suite's, Debian's
binaries, 127.0.0.1), builds the same tournament on a SQLite file (WAL,
synchronous=FULL) and on the server, and reports side by side:

- the median and p95 of one floor command through the real `Desk` at a
  field of 2,000 entries (late registration, buy-in, bust: take in the other
  desks' actions inside the write lock, validate, insert at the stream's next
  position with its chained hash, projections, commit);
- the median of a bare commit of one row on the same engine and driver;
- the ratio of the two;
- the throughput of three desk processes registering and paying players of
  one tournament at once (actions per second, and how many lost races were
  decided again).

    .venv/bin/python bench/several_desks.py [--entries 2000] [--burst 150]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)
from pgserver import PostgresServer

from tdapp.application.desk import Desk

CONFIG = {"name": "Benchmark", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


FLOOR_CONFIG = {
    "name": "Benchmark",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "rebuy": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 6},
    "late_registration_until_level": 6,
    "capacity": 20_000,
}
STRUCTURE = {"items": [{"small_blind": 100 * n, "big_blind": 200 * n, "minutes": 20} for n in range(1, 20)]}
TIMED = 100  # late entries (registration + buy-in) and busts timed at the full field


def floor_commands(url: str, entries: int) -> list[float]:
    """The field of `entries` built in batches and seated, the clock running; then the floor's commands, timed one by one."""
    from tdapp.application.demo import draw_field, entry_commands, in_batches, table_commands

    desk = Desk.open(url, operator="bench")
    creates = [("player.create", {"player_id": i, "name": f"Player {i}", "document": f"DOC{i}"}) for i in range(1, entries + TIMED + 1)]
    for batch in in_batches(creates):
        desk.directory.execute_many(batch)
    players = list(range(1, entries + 1))
    tid = desk.create_tournament(FLOOR_CONFIG, [("clock.set_structure", STRUCTURE)])
    for batch in in_batches(entry_commands(players, lambda pid: f"DOC{pid}")):
        desk.act_many(tid, batch)
    desk.act_many(tid, table_commands(entries + TIMED))
    draw_field(desk, tid, players)
    desk.act(tid, "clock.start", {})
    timings: list[float] = []

    def timed(kind: str, payload: dict[str, Any]) -> None:
        start = time.perf_counter()
        desk.act(tid, kind, payload)
        timings.append(time.perf_counter() - start)

    for pid in range(entries + 1, entries + TIMED + 1):
        timed("registration.register", {"player_id": pid})
        timed("money.buy_in", {"player_id": pid, "document": f"DOC{pid}"})
    for pid in players[:TIMED]:
        timed("player.bust", {"busts": [{"player_id": pid}]})
    desk.close()
    return timings


def bare_sqlite(path: Path, count: int) -> list[float]:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("CREATE TABLE bare (id INTEGER PRIMARY KEY, payload TEXT)")
    conn.commit()
    timings = []
    for i in range(count):
        start = time.perf_counter()
        conn.execute("INSERT INTO bare (payload) VALUES (?)", (f'{{"player_id": {i}}}',))
        conn.commit()
        timings.append(time.perf_counter() - start)
    conn.close()
    return timings


def bare_postgres(server: PostgresServer, count: int) -> list[float]:
    import psycopg

    url = server.new_database().replace("postgresql+psycopg://", "postgresql://")
    timings = []
    with psycopg.connect(url) as conn:
        conn.execute("CREATE TABLE bare (id SERIAL PRIMARY KEY, payload TEXT)")
        conn.commit()
        for i in range(count):
            start = time.perf_counter()
            conn.execute("INSERT INTO bare (payload) VALUES (%s)", (f'{{"player_id": {i}}}',))
            conn.commit()
            timings.append(time.perf_counter() - start)
    return timings


def _desk_worker(url: str, tid: int, players: list[int], barrier: Any, out: Any) -> None:
    from tdapp.application import book

    lost = 0
    real = book.Book._commit

    def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        nonlocal lost
        try:
            return real(self, *args, **kwargs)
        except book._LostRace:
            lost += 1
            raise

    book.Book._commit = counting  # type: ignore[method-assign]
    desk = Desk.open(url, operator="bench")
    desk.tournament(tid)
    barrier.wait(timeout=60)
    start = time.perf_counter()
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"DOC{pid}"})
    out.put((2 * len(players), time.perf_counter() - start, lost))
    desk.close()


def three_desks(url: str, burst: int) -> tuple[float, int]:
    desk = Desk.open(url, operator="bench")
    players = [desk.add_player(f"Racer {i}", document=f"R{i}") for i in range(3 * burst)]
    tid = desk.create_tournament({**CONFIG, "name": "Three desks"})
    desk.close()
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(3)
    out = context.Queue()
    procs = [context.Process(target=_desk_worker, args=(url, tid, players[i::3], barrier, out)) for i in range(3)]
    for p in procs:
        p.start()
    results = [out.get(timeout=600) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    actions = sum(r[0] for r in results)
    wall = max(r[1] for r in results)
    return actions / wall, sum(r[2] for r in results)


def ms(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.95)] * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=2000)
    parser.add_argument("--burst", type=int, default=150, help="players each of the three desks registers and pays")
    args = parser.parse_args()
    server = PostgresServer.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            rows = []
            sqlite_url = str(Path(folder) / "bench.db")
            for name, url, bare in (
                ("SQLite (WAL, FULL)", sqlite_url, lambda n: bare_sqlite(Path(folder) / "bare.db", n)),
                ("PostgreSQL 15 (psycopg 3)", server.new_database(), lambda n: bare_postgres(server, n)),
            ):
                command = ms(floor_commands(url, args.entries))
                commit = ms(bare(3 * TIMED))
                rate, lost = three_desks(url if name.startswith("PostgreSQL") else str(Path(folder) / "race.db"), args.burst)
                rows.append((name, command, commit, rate, lost))
        print(
            f"Field of {args.entries} entries seated and playing; {3 * TIMED} floor commands timed per engine (late entries, buy-ins, busts); three desks x {args.burst} players\n"
        )
        print(
            "| engine | floor command median / p95 | bare commit median / p95 | ratio (medians) | three desks at once | lost races decided again |"
        )
        print("|---|---|---|---|---|---|")
        for name, command, commit, rate, lost in rows:
            print(
                f"| {name} | {command[0]:.2f} / {command[1]:.2f} ms | {commit[0]:.2f} / {commit[1]:.2f} ms | "
                f"{command[0] / commit[0]:.1f}x | {rate:.0f} actions/s | {lost} |"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
