"""Benchmark: 2,000 entries with rebuys through the real desk on a SQLite file.

Reports the median (and 95th percentile) cost of one stored action, and the
time to reopen the tournament from its log. Targets (issue 2): one action
under 5 ms, reopening under 1 s.

    .venv/bin/python bench/foundation.py [--entries 2000]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)

from tdapp.application.desk import Desk

CONFIG = {
    "name": "Benchmark Rebuy",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "rebuy": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 6},
    "addon": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 25000}, "until_level": 6},
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        desk = Desk.open(path, operator="bench")
        players = [desk.add_player(f"Player {i}", document=f"DOC{i}") for i in range(args.entries)]
        tid = desk.create_tournament(CONFIG)
        timings: list[float] = []

        def timed(kind: str, payload: dict) -> None:
            start = time.perf_counter()
            desk.act(tid, kind, payload)
            timings.append(time.perf_counter() - start)

        for pid in players:
            timed("registration.register", {"player_id": pid})
            timed("money.buy_in", {"player_id": pid, "document": f"DOC{pid}"})
        for pid in players[::2]:
            timed("money.rebuy", {"player_id": pid})
        for pid in players[::3]:
            timed("money.addon", {"player_id": pid})
        book = desk.tournament(tid)
        actions = len(book.log)
        undo_start = time.perf_counter()
        desk.undo(tid, book.log[-1].seq)
        undo_ms = (time.perf_counter() - undo_start) * 1000
        desk.close()

        reopen: list[float] = []
        for _ in range(5):
            start = time.perf_counter()
            again = Desk.open(path)
            state = again.tournament(tid).state
            reopen.append(time.perf_counter() - start)
            again.close()
        timings.sort()
        print(f"actions in the tournament log: {actions}; entries: {state.entries}, rebuys: {state.rebuys}, add-ons: {state.addons}")
        print(
            f"one action: median {statistics.median(timings) * 1000:.2f} ms, p95 {timings[int(len(timings) * 0.95)] * 1000:.2f} ms (target < 5 ms)"
        )
        print(f"undo of the last action (replays from the last checkpoint): {undo_ms:.1f} ms")
        print(f"reopen database + tournament: median {statistics.median(reopen) * 1000:.0f} ms over 5 runs (target < 1 s)")


if __name__ == "__main__":
    main()
