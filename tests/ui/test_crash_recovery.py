"""Issue 19, part 2: a desk killed with SIGKILL comes back by itself with the same event, room screens and clock.

The first desk is driven like an operator would: it opens the tournament
from the start page and puts two room displays on chosen monitors (three
simulated monitors: DESK, ROOM1, ROOM2). It is killed with SIGKILL, then
`tdapp` is started again with no argument and nobody touches it: it must
show the same tournament, the displays on the same monitors with the same
views, full-screen, and the clock the stored actions give for the moment
it restarted, while the desk itself waits for its operator's PIN. Paused by another desk and killed again, it comes back paused
at the same second.
"""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

from desk_process import DeskProcess
from factories import BUY_IN

from tdapp.application.desk import Desk
from tdapp.ui.clock_bar import clock_text

LEVEL_MINUTES = 30

#: The first desk: an operator opens the tournament and puts the room screens up (F11's dialog does the same calls).
OPERATOR = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from tdapp.ui.app import run_desk

    qt = QApplication(sys.argv[:1])

    def operate():
        modal = qt.activeModalWidget()
        if modal is not None:
            modal.reject()  # the operator's name: not needed here
        window = next((w for w in qt.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()), None)
        if window is None or modal is not None:
            QTimer.singleShot(100, operate)
            return
        page = window.start_page
        page.select_id(int(sys.argv[1]))
        page.open_selected()
        window.room.open_display("main", ["clock"], "ROOM2", 15)
        window.room.open_display("second", ["payouts", "seating_tables"], "ROOM1", 10)

    QTimer.singleShot(100, operate)
    sys.exit(run_desk(None, "en"))
    """
)


def running_tournament(database: Path) -> tuple[int, int]:
    """A tournament whose clock was started now, and the start's time (ms)."""
    desk = Desk.open(database)
    try:
        other = desk.create_tournament({"name": "Not this one", "buy_in": dict(BUY_IN)})
        tid = desk.create_tournament(
            {"name": "Main Event", "buy_in": dict(BUY_IN)},
            [("clock.set_structure", {"items": [{"small_blind": 100, "big_blind": 200, "ante": 0, "minutes": LEVEL_MINUTES}] * 3})],
        )
        assert other != tid
        started = desk.act(tid, "clock.start", {})
        desk.add_operator("Ana", "td", pin="4321")  # the last operator set a PIN: the desk asks for it, the room does not wait
        return tid, started.at_ms
    finally:
        desk.close()


def expected_remaining(started_ms: int, at_ms: int) -> int:
    return LEVEL_MINUTES * 60 - (at_ms - started_ms) // 1000


def test_a_killed_desk_comes_back_with_its_tournament_room_screens_and_clock(tmp_path: Path) -> None:
    database = tmp_path / "data" / "tdapp.db"  # the desk's own database in its data folder (no --db)
    database.parent.mkdir()
    tid, started_ms = running_tournament(database)

    first = DeskProcess(tmp_path, (str(tid),), driver=OPERATOR)
    try:
        before = first.wait_for(lambda s: s.get("tournament") == tid and len(s.get("room", {})) == 2)
    finally:
        first.kill()
    assert before["room"]["main"]["screen"] == "ROOM2" and before["room"]["second"]["screen"] == "ROOM1"
    time.sleep(1.5)  # the room stares at a dark screen for a moment

    second = DeskProcess(tmp_path)  # `tdapp`, nothing else, and nobody at the desk
    try:
        after = second.wait_for(
            lambda s: len(s.get("room", {})) == 2 and all(d.get("clock_text") or "views" in d for d in s["room"].values())
        )
        assert after["tournament"] == tid and after["page"] == "event"  # not the start page, not the demo
        assert not after["welcome"]  # a restart in the middle of the event never shows the first start's welcome
        assert after["signing_in"]  # the desk waits for Ana's PIN; the room screens below are already up
        main, side = after["room"]["main"], after["room"]["second"]
        assert (main["screen"], main["full"], main["visible"], main["views"]) == ("ROOM2", True, True, ["clock"])
        assert (side["screen"], side["full"], side["views"]) == ("ROOM1", True, ["payouts", "seating_tables"])
        clock = after["clock"]
        assert clock["run"] == "RUNNING"
        assert clock["remaining_seconds"] == expected_remaining(started_ms, clock["at_ms"])
        # The wall shows that time (its ticks are whole seconds, so within one second of the desk's reading).
        shown = main["clock_text"]
        assert shown in {clock_text(clock["remaining_seconds"] + d) for d in (-1, 0, 1)}, (shown, clock)

        # Another desk pauses the clock; this desk sees it, then the power goes.
        other = Desk.open(database)
        try:
            other.sign_in("Ana", "4321")
            other.act(tid, "clock.pause", {})
        finally:
            other.close()
        paused = second.wait_for(lambda s: s.get("clock", {}).get("run") == "PAUSED" and "clock_text" in s["room"].get("main", {}))
    finally:
        second.kill()
    time.sleep(1.5)

    third = DeskProcess(tmp_path)
    try:
        again = third.wait_for(lambda s: "clock_text" in s.get("room", {}).get("main", {}) and s["room"]["main"]["clock_text"] != "--:--")
    finally:
        third.kill()
    assert again["tournament"] == tid
    # The very first frame, before the database is open, already shows the pause: this machine's copy was written
    # before it, and the actions stored after the copy are applied to it (tdapp.ui.first_frame).
    assert again["first_frame_from_copy"] and again["first_frame_tournament"] == tid
    assert again["first_frame_clock"]["run"] == "PAUSED"
    assert again["first_frame_clock"]["remaining_seconds"] == paused["clock"]["remaining_seconds"]
    assert again["clock"]["run"] == "PAUSED"
    assert again["clock"]["remaining_seconds"] == paused["clock"]["remaining_seconds"]  # paused levels stay paused
    assert again["room"]["main"]["clock_text"] == clock_text(paused["clock"]["remaining_seconds"])
    assert again["room"]["main"]["screen"] == "ROOM2" and again["room"]["second"]["screen"] == "ROOM1"
