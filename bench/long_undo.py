"""Benchmark: how long an early undo in a big flight holds the desk's thread, on it and off it.

The flight of `bench/festival.py` is played through the real `Desk` (default
2,000 and 3,000 entries); a `DeskSession` opens it (offscreen Qt). Then an
early seat move that the replay must decide (a later action touches its
player, its seats or their tables, so it is not undone in place) and that
the replay allows is undone twice:

- **on the desk's thread** (`LONG_REPLAY` set out of reach): the time the
  call takes is the time the desk is frozen;
- **off it** (the desk's own rule: a replay of more than `LONG_REPLAY`
  actions): a 10 ms timer runs on the desk's thread meanwhile, as the clock
  does; the longest gap between its ticks is how long the desk was held
  (the worker holds the interpreter while it unpickles or pickles a copy of
  the state: C code that does not let other threads in), and the time until
  the session says it is done.

The first undo is redone in between, so both undo the same move from the
same state.

    .venv/bin/python bench/long_undo.py [--entries 2000 3000]
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)
from festival import play_flight
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tdapp.application.desk import Desk
from tdapp.ui import session as session_module
from tdapp.ui.gui_thread import install_gui_collector
from tdapp.ui.session import DeskSession


def wait_until(app: QApplication, done: list[bool], limit_s: float = 120.0) -> None:
    end = time.monotonic() + limit_s
    while not done and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.001)
    if not done:
        raise RuntimeError("the undo did not finish")


def measure(app: QApplication, entries: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        desk = Desk.open(Path(folder) / "flight.db", operator="bench")
        tid = play_flight(desk, entries, random.Random(entries))
        session = DeskSession(desk)
        session.open_tournament(tid)
        book = desk.tournament(tid)
        moves = [a for a in book.log if a.kind == "seating.move"]
        target = None
        for move in moves[len(moves) // 20 :]:  # an early move that needs the replay (not one undone in place)
            if book.replay_length(move.seq) <= 1:
                continue
            saved = session_module.LONG_REPLAY
            session_module.LONG_REPLAY = 10**9
            try:
                start = time.perf_counter()
                if session.undo(move.seq) is None:
                    continue
                on_thread = time.perf_counter() - start
                target = move
                break
            finally:
                session_module.LONG_REPLAY = saved
        if target is None:
            raise RuntimeError("no early move could be undone")
        replayed = book.replay_length(target.seq)
        session_module.LONG_REPLAY = 10**9
        session.redo(target.seq)
        session_module.LONG_REPLAY = 3_000

        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        done: list[bool] = []
        session.changed.connect(lambda: done.append(True))
        timer.start(10)
        start = time.perf_counter()
        assert session.undo(target.seq) is None, "the undo ran on the desk's thread"
        ticks.append(start)
        wait_until(app, done)
        total = time.perf_counter() - start
        timer.stop()
        held = max(b - a for a, b in itertools.pairwise(ticks))
        actions = len(book.log)
        session.deleteLater()
        desk.close()
    return {"entries": entries, "actions": actions, "replayed": replayed, "on": on_thread, "held": held, "total": total}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, nargs="+", default=[2000, 3000])
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_gui_collector(app)
    print("| entries | actions | actions replayed | undo on the desk's thread | off it: desk held at most | off it: done after |")
    print("|---|---|---|---|---|---|")
    for entries in args.entries:
        f = measure(app, entries)  # type: ignore[arg-type]
        print(
            f"| {f['entries']} | {f['actions']} | {f['replayed']} | {f['on'] * 1000:.0f} ms | {f['held'] * 1000:.0f} ms | "
            f"{f['total'] * 1000:.0f} ms |",
            flush=True,
        )


if __name__ == "__main__":
    main()
