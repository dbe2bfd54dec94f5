"""Room display benchmark: a steady once-a-second update while the desk performs 1,000 actions.

One process, one event loop, as on the TD's machine: a `Desk` on a temporary
SQLite file (WAL, synchronous=FULL) runs a rebuy tournament whose clock runs
on the wall clock; the room's `DisplayManager` shows the clock view full-size
(1920x1080, offscreen) and ticks once a second. Two phases:

* paced: 1,000 actions (registration + buy-in of 500 players), one every 20 ms;
* bursts: 1,000 rebuys in bursts of 50 back to back (the event loop is blocked
  for the whole burst), a burst every 300 ms.

For each tick it records how late the timer fired after the whole second,
the time to build the RoomView and update the labels, and the time shown; it
reports missed or doubled seconds (ticker counters and the nominal seconds)
and whether the countdown on the wall moved by exactly one second per tick.

Run: .venv/bin/python bench/room_display.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")

import itertools

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.ui.room.alerts import RoomAlerts
from tdapp.ui.room.demo import chip_set_payload
from tdapp.ui.room.manager import DisplayManager
from tdapp.ui.room.provider import desk_provider

PLAYERS = 500


def seconds_of(text: str) -> int:
    parts = [int(p) for p in text.split(":")]
    total = 0
    for p in parts:
        total = total * 60 + p
    return total


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="tdapp-room-bench-"))
    desk = Desk.open(folder / "bench.db", operator="bench")
    template = next(t for t in load_templates() if t.key == "rebuy_addon")
    config, then = template.commands(name="Room benchmark")
    then.append(("chips.set", chip_set_payload(TournamentConfig.from_dict(config), list(template.structure.chips))))
    tid = desk.create_tournament(config, then)
    ids = [desk.add_player(f"Player {n}") for n in range(1, PLAYERS + 1)]
    desk.act(tid, "clock.start")
    settings = QSettings(str(folder / "room.ini"), QSettings.Format.IniFormat)
    manager = DisplayManager(lambda: None, settings=settings, alerts=RoomAlerts(engine=None))  # type: ignore[arg-type,return-value]
    manager.provider = desk_provider(desk, tid, manager.ticker.now_ms)
    manager.ticker.keep_lateness = True
    window = manager.open_display("main", ["clock"])
    window.showNormal()
    window.setFixedSize(1920, 1080)
    label = window.panels["clock"].time

    shown: list[tuple[int, str]] = []
    update_ms: list[float] = []
    action_ms: list[float] = []

    original_tick = manager.tick

    def timed_tick(nominal_ms: int) -> None:
        t0 = time.perf_counter()
        original_tick(nominal_ms)
        update_ms.append((time.perf_counter() - t0) * 1000)
        shown.append((nominal_ms, label.text()))

    manager.ticker.tick.disconnect(manager.tick)
    manager.ticker.tick.connect(timed_tick)

    commands: list[tuple[str, dict[str, object]]] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})]
    rebuys = [("money.rebuy", {"player_id": ids[i % PLAYERS]}) for i in range(1000)]
    results: dict[str, dict[str, float]] = {}

    def act(kind: str, payload: dict[str, object]) -> None:
        t0 = time.perf_counter()
        desk.act(tid, kind, payload)
        action_ms.append((time.perf_counter() - t0) * 1000)

    def run_phase(name: str, todo: list[tuple[str, dict[str, object]]], burst: int, every_ms: int, then_next) -> None:  # type: ignore[no-untyped-def]
        mark = (len(shown), manager.ticker.ticks, manager.ticker.missed, manager.ticker.early, len(action_ms), time.monotonic())
        queue = list(todo)
        timer = QTimer()
        timer.setInterval(every_ms)

        def step() -> None:
            for _ in range(burst):
                if not queue:
                    break
                act(*queue.pop(0))
            if not queue:
                timer.stop()
                # Let one more whole second pass so the last second of the phase is displayed.
                QTimer.singleShot(1_100, lambda: finish(name, mark, then_next))

        timer.timeout.connect(step)
        timer.start()
        run_phase.timer = timer  # type: ignore[attr-defined]

    def finish(name: str, mark: tuple[int, int, int, int, int, float], then_next) -> None:  # type: ignore[no-untyped-def]
        first, ticks0, missed0, early0, actions0, started = mark
        seen = shown[first:]
        nominal = [s for s, _t in seen]
        steps = [b - a for a, b in itertools.pairwise(nominal)]
        faces = [seconds_of(t) for _s, t in seen]
        face_steps = [a - b for a, b in itertools.pairwise(faces)]
        lateness = manager.ticker.lateness_ms[ticks0:]
        updates = update_ms[first:]
        acts = action_ms[actions0:]
        results[name] = {
            "seconds": time.monotonic() - started,
            "actions": len(acts),
            "ticks": len(seen),
            "missed": manager.ticker.missed - missed0,
            "doubled": sum(1 for s in steps if s == 0),
            "early": manager.ticker.early - early0,
            "nominal_steps_not_1s": sum(1 for s in steps if s != 1000),
            "face_steps_not_1": sum(1 for s in face_steps if s != 1),
            "late_median": statistics.median(lateness),
            "late_p95": percentile(lateness, 0.95),
            "late_max": max(lateness),
            "update_median": statistics.median(updates),
            "update_max": max(updates),
            "action_median": statistics.median(acts),
            "action_p95": percentile(acts, 0.95),
        }
        then_next()

    def phase2() -> None:
        run_phase("bursts", rebuys, 50, 300, app.quit)

    manager.start()
    QTimer.singleShot(1_200, lambda: run_phase("paced", commands, 1, 20, phase2))
    app.exec()
    manager.close_all()
    desk.close()
    print(f"players left {desk.tournament(tid).state.players_left}, actions in the log {len(desk.tournament(tid).log)}")
    for name, r in results.items():
        print(f"\n== {name}: {r['actions']:.0f} actions in {r['seconds']:.1f} s, {r['ticks']:.0f} ticks")
        print(
            f"missed seconds {r['missed']:.0f}, doubled {r['doubled']:.0f}, early timeouts re-armed {r['early']:.0f}, "
            f"nominal steps != 1 s: {r['nominal_steps_not_1s']:.0f}, clock face steps != 1 s: {r['face_steps_not_1']:.0f}"
        )
        print(
            f"tick lateness after the whole second: median {r['late_median']:.2f} ms, p95 {r['late_p95']:.2f} ms, max {r['late_max']:.2f} ms"
        )
        print(f"RoomView build + label update per tick: median {r['update_median']:.2f} ms, max {r['update_max']:.2f} ms")
        print(f"desk action (validate + store + FULL commit): median {r['action_median']:.2f} ms, p95 {r['action_p95']:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
