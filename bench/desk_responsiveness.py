"""Desk responsiveness: how long the real main window is busy after a user action, with 2,000 entries on 200 tables.

A tournament of 2,000 entries is built through the `Desk` (players in one
transaction, registrations and payments in batches with `act_many`, 200 tables,
one seat draw with `draw_seats`, the clock started, a few players out so the
balance tab has moves). The real `MainWindow` is opened offscreen on it, and
for each common action the time is measured from the user's action (a click,
a key) until the window is idle again (`QApplication.processEvents()` after
it, which runs the refreshes and the repaint). Median and max over several
repetitions; the target is that no action blocks the window for more than
100 ms.

Run: `.venv/bin/python bench/desk_responsiveness.py [--reps 7] [--profile ACTION]`.
With `--profile`, the named action runs under cProfile and the top functions
by cumulative time are printed.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.seating.draw import draw_seats
from tdapp.reports.demo import add_players

ENTRIES = 2_000
TABLES = 200
SPARE = 200  # players in the database who are not yet registered (walk-ins for the registration desk)
TARGET_MS = 100.0


def build(path: Path, *, capacity: bool = True) -> tuple[Desk, int, list[int]]:
    """The tournament: 2,000 entries seated at 200 tables, the clock running, six players out at table 1."""
    desk = Desk.open(path, operator="Ana")
    players = add_players(desk, ENTRIES + SPARE)
    template = next(t for t in load_templates() if t.key == "knockout")
    config, then = template.commands(name="Main Event — 2,000 entries")
    if capacity:  # a room sets one; the field's size is then checked at every registration, on replay too
        config["capacity"] = ENTRIES + SPARE
    config["late_registration_until_level"] = 30
    tid = desk.create_tournament(config, then)
    commands = []
    for pid in players[:ENTRIES]:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"CC{pid:07d}"})]
    for start in range(0, len(commands), 500):
        desk.act_many(tid, commands[start : start + 500])
    desk.act_many(tid, [("seating.open_table", {"table": n, "seats": 10}) for n in range(1, TABLES + 1)])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players[:ENTRIES]))
    # DP 06: at the start the button is on seat 1 (the balance plan then names the player to move).
    desk.act_many(tid, [("seating.set_button", {"table": n, "seat": 1}) for n in range(1, TABLES + 1)])
    desk.act(tid, "clock.start")
    state = desk.tournament(tid).state
    table1 = sorted(state.seating.tables[1].players.values())
    busts = [("player.bust", {"busts": [{"player_id": pid, "eliminator_id": table1[-1]}]}) for pid in table1[:6]]
    desk.act_many(tid, busts)
    return desk, tid, players[ENTRIES:]


def idle() -> None:
    app = QApplication.instance()
    app.processEvents()  # type: ignore[union-attr]
    app.processEvents()  # type: ignore[union-attr]


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    idle()
    return (time.perf_counter() - start) * 1000


class Bench:
    def __init__(self, desk: Desk, tid: int, spare: list[int]) -> None:
        from tdapp.ui.floor.floor_panel import FloorPanel
        from tdapp.ui.main_window import MainWindow
        from tdapp.ui.money_panel import MoneyPanel
        from tdapp.ui.registration_panel import RegistrationPanel

        self.desk = desk
        self.spare = list(spare)
        self.window = MainWindow(desk)
        self.window.resize(1280, 800)
        self.window.show()
        self.window.activateWindow()
        idle()
        start = time.perf_counter()
        self.window.session.open_tournament(tid)
        idle()
        self.open_ms = (time.perf_counter() - start) * 1000
        events = self.window.event_view
        self.events = events
        self.registration: RegistrationPanel = events.panel(RegistrationPanel)  # type: ignore[assignment]
        self.floor: FloorPanel = events.panel(FloorPanel)  # type: ignore[assignment]
        self.money: MoneyPanel = events.panel(MoneyPanel)  # type: ignore[assignment]
        QTest.qWait(50)  # the window becomes active: shortcuts fire only in the active window

    # -- the registration desk ---------------------------------------------------------
    def register_and_pay(self) -> float:
        """Walk-in for a player already selected: register, check in with his document, pay, draw a seat; one click."""
        panel = self.registration
        self.events.show_panel(type(panel))
        pid = self.spare.pop(0)
        panel.select_player(pid)
        idle()

        def fill(dialog: QDialog) -> bool:
            return True  # the dialog comes filled with his document and "seat now"; the cashier presses OK

        panel.run_dialog = fill
        return self._log_grows(lambda: QTest.mouseClick(panel.walk_in_button, Qt.MouseButton.LeftButton), actions=3)

    def keystroke(self, text: str) -> list[float]:
        """Typing in the search box: each key, then the search that runs at the pause in typing."""
        panel = self.registration
        self.events.show_panel(type(panel))
        panel.search.clear()
        panel.search.setFocus()
        idle()
        times = [timed(lambda ch=ch: QTest.keyClick(panel.search, ch)) for ch in text]
        return times

    def search_at_pause(self, text: str) -> float:
        panel = self.registration
        panel.search.setText(text)
        idle()
        panel._search_timer.stop()
        return timed(lambda: panel._search_timer.timeout.emit())

    # -- the floor ---------------------------------------------------------------------
    def _seated_at(self, table: int) -> list[tuple[int, int]]:
        state = self.window.session.state
        return sorted(state.seating.tables[table].players.items())

    def open_bust(self, table: int) -> float:
        floor = self.floor
        self.events.show_panel(type(floor))
        idle()
        seat, _pid = self._seated_at(table)[0]
        floor.select(table, seat)
        idle()
        holder: list[QDialog] = []

        def open_dialog() -> None:
            dialog = floor.make_bust_dialog()
            assert dialog is not None
            dialog.show()
            holder.append(dialog)

        ms = timed(open_dialog)
        self._dialog = holder[0]
        return ms

    def record_bust(self) -> float:
        """The player ticked, who knocked him out chosen (a knock-out), then one click on "Record: out"."""
        dialog = self._dialog
        for row in dialog.rows:
            if row.out.isChecked():
                row.eliminator.setCurrentIndex(1)
        idle()
        ms = self._log_grows(lambda: QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton))
        dialog.close()
        dialog.deleteLater()
        idle()
        return ms

    def accept_balance_move(self) -> float:
        floor = self.floor
        self.events.show_panel(type(floor))
        floor.tabs.setCurrentWidget(floor.balance)
        idle()
        if not floor.balance.model.rowCount():
            return float("nan")
        return self._log_grows(lambda: QTest.mouseClick(floor.balance.first_button, Qt.MouseButton.LeftButton))

    # -- the window --------------------------------------------------------------------
    def _leave_text_fields(self) -> None:
        """Back to the window after a dialog, hands off the search box (where Space types a space and Ctrl+Z undoes the typing)."""
        self.window.activateWindow()
        QTest.qWait(20)
        self.events.tabs.setFocus()
        idle()

    def _log_grows(self, action: Callable[[], object], actions: int = 1) -> float:
        """Time an action that must store exactly one action (a shortcut that did not fire would time nothing)."""
        book = self.desk.tournament(self.window.session.tournament_id)
        before = len(book.log)
        ms = timed(action)
        if len(self.desk.tournament(self.window.session.tournament_id).log) != before + actions:
            raise RuntimeError("the action did not reach the log")
        return ms

    def space(self) -> float:
        self._leave_text_fields()
        return self._log_grows(lambda: QTest.keyClick(self.window, Qt.Key.Key_Space))

    def undo(self) -> float:
        self._leave_text_fields()
        return self._log_grows(lambda: QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier))

    def switch_tab(self, index: int) -> float:
        self.events.tabs.setCurrentIndex(0 if index else 1)
        idle()
        return timed(lambda: self.events.tabs.setCurrentIndex(index))

    def cash_desk(self) -> float:
        self.events.show_panel(type(self.money))
        self.money.pages.setCurrentIndex(0)
        idle()
        return timed(lambda: self.money.pages.setCurrentIndex(2))


def summary(name: str, times: list[float]) -> tuple[str, float, float, int]:
    clean = [t for t in times if t == t]
    return name, statistics.median(clean), max(clean), len(clean)


def run(reps: int, profile: str | None, capacity: bool = True) -> list[tuple[str, float, float, int]]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="tdapp-bench-desk-") as folder:
        t0 = time.perf_counter()
        desk, tid, spare = build(Path(folder) / "bench.db", capacity=capacity)
        print(f"built 2,000 entries on 200 tables in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
        bench = Bench(desk, tid, spare)
        print(f"opening the tournament in the window: {bench.open_ms:.0f} ms", file=sys.stderr)
        results: dict[str, list[float]] = {}

        def record(name: str, value: float | list[float]) -> None:
            results.setdefault(name, []).extend(value if isinstance(value, list) else [value])

        tables = iter(range(2, TABLES + 1))
        actions: dict[str, Callable[[], None]] = {
            "register+pay (walk-in, seat drawn)": lambda: record("register+pay (walk-in, seat drawn)", bench.register_and_pay()),
            "search keystroke": lambda: record("search keystroke", bench.keystroke("gonç")),
            "search at the pause in typing": lambda: record("search at the pause in typing", bench.search_at_pause("Gonçalves")),
            "open the bust dialog": lambda: None,
            "bust (record: out)": lambda: None,
            "accept a balance move": lambda: record("accept a balance move", bench.accept_balance_move()),
            "Space (pause/resume)": lambda: record("Space (pause/resume)", bench.space()),
            "Ctrl+Z (undo)": lambda: record("Ctrl+Z (undo)", bench.undo()),
            "money: open the cash desk": lambda: record("money: open the cash desk", bench.cash_desk()),
        }

        def bust() -> None:
            record("open the bust dialog", bench.open_bust(next(tables)))
            record("bust (record: out)", bench.record_bust())

        actions["bust (record: out)"] = bust
        for i in range(bench.events.tabs.count()):
            name = f"tab: {bench.events.tabs.tabText(i)}"
            actions[name] = lambda i=i, name=name: record(name, bench.switch_tab(i))
        chosen = [name for name in actions if profile and name.startswith(profile)]
        if profile and not chosen:
            raise SystemExit(f"no action starts with {profile!r}: {', '.join(actions)}")
        profiler = cProfile.Profile()
        for _ in range(reps):  # every round changes the tournament, so each action meets a state it has not shown yet
            for name, action in actions.items():
                if name in chosen:
                    profiler.enable()
                action()
                profiler.disable()
        if profile:
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(35)
        bench.window.close()
        idle()
        desk.close()
    del app
    return [summary(name, times) for name, times in results.items() if times]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--profile", help="profile one action (name prefix) instead of timing them all")
    parser.add_argument("--no-capacity", action="store_true", help="a tournament without a capacity (no field-size check)")
    args = parser.parse_args()
    rows = run(args.reps, args.profile, capacity=not args.no_capacity)
    if args.profile:
        return 0
    print(f"{'action':40} {'median ms':>10} {'max ms':>8} {'n':>4}  ≤ {TARGET_MS:.0f} ms?")
    for name, median, worst, n in rows:
        print(f"{name:40} {median:10.1f} {worst:8.1f} {n:4d}  {'yes' if worst <= TARGET_MS else 'NO'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
