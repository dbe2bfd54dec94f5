"""Issue 19, part 1: the first frame shows the clock from this machine's copy, and decides nothing on it."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from factories import BUY_IN
from PySide6.QtCore import Qt

from tdapp.application.demo import entry_commands
from tdapp.application.desk import Desk
from tdapp.domain.clock.state import ClockState
from tdapp.ui import qt_values
from tdapp.ui.first_frame import ClockOnly, FirstWindow, Unshown, cached_state, clock_of_copy
from tdapp.ui.resume import remember

LEVELS = [{"small_blind": 100 * (n + 1), "big_blind": 200 * (n + 1), "ante": 0, "minutes": 20} for n in range(5)]


def running_tournament(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    """A database whose running tournament (clock started) this machine remembers; the desk's close leaves the copy."""
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path / "data"))
    database = tmp_path / "t.db"
    desk = Desk.open(database)
    tid = desk.create_tournament(
        {"name": "Main Event", "buy_in": dict(BUY_IN)}, [("clock.set_structure", {"items": LEVELS}), ("clock.start", {})]
    )
    remember(desk.database.url, tid, [])
    desk.close()
    return database, tid


def stored_actions(database: Path, tid: int) -> int:
    desk = Desk.open(database, snapshots=False)
    try:
        return len(desk.tournament(tid).log)
    finally:
        desk.close()


def test_the_first_frame_shows_the_clock_of_the_copy_and_refuses_every_command(qtbot, tmp_path, monkeypatch) -> None:
    database, tid = running_tournament(tmp_path, monkeypatch)
    before = stored_actions(database, tid)
    window = FirstWindow(str(database))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.wait(50)  # let the window become active: shortcuts only fire in the active window
    assert window.from_copy and window.session.tournament_id == tid
    bar = window.clock_bar
    assert bar.time_label.text() in {"20:00", "19:59", "19:58"}  # level 1 of 20 minutes, just started
    assert bar.level_label.text() == "Level 1: 100/200"
    assert bar.start_button.text() == "Pause" and bar.start_button.isEnabled()
    # Space, a button: refused with the reason on screen; nothing is stored, the copy is not changed.
    qtbot.keyClick(window.centralWidget(), Qt.Key.Key_Space)
    assert window.statusBar().currentMessage() == "Opening the database… nothing can be changed until it is open."
    window.statusBar().clearMessage()
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == "Opening the database… nothing can be changed until it is open."
    assert window.session.state is not None and window.session.state.clock.position(window.session.now_ms()).level == 1  # type: ignore[union-attr]
    assert bar.start_button.text() == "Pause"
    assert stored_actions(database, tid) == before


def test_a_copy_behind_the_database_catches_up_with_what_was_stored_after_it(qtbot, tmp_path, monkeypatch) -> None:
    """After a crash the copy is some actions behind: the first frame applies them, a pause included."""
    database, tid = running_tournament(tmp_path, monkeypatch)
    assert cached_state(str(database)) is not None
    # This desk, before it was killed, (or another desk) paused the clock and moved to level 2 after the copy.
    other = Desk.open(database, snapshots=False)
    other.act(tid, "clock.next_level", {})
    other.act(tid, "clock.pause", {})
    other.close()
    cached = cached_state(str(database))
    assert cached is not None
    window = FirstWindow(str(database))
    qtbot.addWidget(window)
    window.show()
    assert window.from_copy
    bar = window.clock_bar
    assert bar.level_label.text() == "Level 2: 200/400"
    assert bar.start_button.text() == "Resume"  # paused, as the database says
    assert bar.time_label.text() == "20:00"


def test_a_copy_written_from_an_undo_copy_shows_the_clock_after_the_actions_kept_with_it(qtbot, tmp_path, monkeypatch) -> None:
    """During play this machine's copy is an undo copy and the few actions after it (`Snapshot.tail`): the first
    frame after a crash applies them too -- here a change of level and a pause stored after the copy's state."""
    database, tid = running_tournament(tmp_path, monkeypatch)
    desk = Desk.open(database)  # this desk is killed later: its copy is the one written during play
    book = desk.tournament(tid)
    desk.act(tid, "clock.next_level", {})
    desk.act(tid, "clock.pause", {})
    book.save_snapshot()  # as at a new undo copy: from the last one, the two actions after it kept alongside
    assert desk.snapshots is not None
    desk.snapshots.wait()
    written = desk.snapshots.load("tournament", tid)
    assert written is not None and [a.kind for a in written.tail] == ["clock.next_level", "clock.pause"]
    window = FirstWindow(str(database))
    qtbot.addWidget(window)
    window.show()
    assert window.from_copy
    assert window.clock_bar.level_label.text() == "Level 2: 200/400"
    assert window.clock_bar.start_button.text() == "Resume"
    assert window.clock_bar.time_label.text() == "20:00"


def test_a_copy_is_not_shown_when_the_log_changed_under_it_or_an_undo_followed_it(qtbot, tmp_path, monkeypatch) -> None:
    database, tid = running_tournament(tmp_path, monkeypatch)
    other = Desk.open(database, snapshots=False)
    paused = other.act(tid, "clock.pause", {})
    other.undo(tid, paused.seq)
    other.close()
    assert cached_state(str(database)) is None  # an undo after the copy: the database decides
    window = FirstWindow(str(database))
    qtbot.addWidget(window)
    window.show()
    assert not window.from_copy
    assert window.clock_bar.time_label.text() == "--:--" and not window.clock_bar.start_button.isEnabled()
    assert window.opening.text() == "Opening the database… nothing can be changed until it is open."


def test_a_copy_far_behind_the_database_is_not_used(tmp_path, monkeypatch) -> None:
    from tdapp.ui import first_frame

    database, tid = running_tournament(tmp_path, monkeypatch)
    monkeypatch.setattr(first_frame, "MAX_CATCH_UP", 2)
    other = Desk.open(database, snapshots=False)
    for _ in range(3):
        other.act(tid, "clock.pause", {})
        other.act(tid, "clock.resume", {})
    other.close()
    assert cached_state(str(database)) is None


def test_without_a_copy_or_a_running_tournament_the_first_frame_is_a_placeholder(qtbot, tmp_path, monkeypatch) -> None:
    database, tid = running_tournament(tmp_path, monkeypatch)
    remember(f"sqlite:///{database.resolve()}", None, [])  # the TD had gone back to the start page
    assert cached_state(str(database)) is None
    remember(f"sqlite:///{database.resolve()}", tid, [])
    assert cached_state(str(database)) is not None
    for copy in (tmp_path / "data" / "snapshots").rglob("*.snapshot"):
        copy.unlink()
    assert cached_state(str(database)) is None  # first start on this machine: the database opens as usual
    assert cached_state(str(tmp_path / "nothing.db")) is None
    assert cached_state("postgresql://desk@server/tdapp") is None  # only SQLite is read before the first frame


def test_only_the_clock_of_the_copy_is_rebuilt(tmp_path) -> None:
    """The first frame shows the clock bar: the copy's clock comes back whole, the players and their money are read past
    (their classes are never imported before the first frame, tests/ui/test_startup.py)."""
    desk = Desk.open(tmp_path / "t.db")
    players = [desk.add_player(f"Player {n}", document=f"CC{n}") for n in range(1, 4)]
    tid = desk.create_tournament(
        {"name": "Main Event", "buy_in": dict(BUY_IN)},
        [("clock.set_structure", {"items": LEVELS}), *entry_commands(players, lambda pid: f"CC{pid}"), ("clock.start", {})],
    )
    state = desk.tournament(tid).state
    desk.close()
    copy = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
    clock = clock_of_copy(copy)
    assert isinstance(clock, ClockState) and clock == state.clock
    unpickler = ClockOnly(copy)
    root = unpickler.load()
    assert isinstance(root, Unshown) and type(root).__name__ == "TournamentState"
    registrations = ClockOnly(root.fields["registrations"]).load()  # type: ignore[index]  # pickled part by part
    assert sorted(registrations) == sorted(players) and all(isinstance(r, Unshown) for r in registrations.values())
    assert clock_of_copy(pickle.dumps({"clock": state.clock})) is None  # only a tournament's state is taken


def test_the_first_frames_qt_values_are_qts() -> None:
    """The first frame sets these as numbers, not to build PySide6's `Qt` namespace (tdapp.ui.qt_values)."""
    assert qt_values.ALIGN_CENTER == Qt.AlignmentFlag.AlignCenter.value
    assert qt_values.NO_FOCUS == Qt.FocusPolicy.NoFocus.value
    assert qt_values.STRONG_FOCUS == Qt.FocusPolicy.StrongFocus.value


def test_the_first_window_fills_its_screen_with_a_centred_notice(qtbot, tmp_path, monkeypatch) -> None:
    database, _tid = running_tournament(tmp_path, monkeypatch)
    window = FirstWindow(str(database))
    qtbot.addWidget(window)
    window.show()
    assert window.isMaximized()
    assert window.opening.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.clock_bar.time_label.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.centralWidget().focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert window.clock_bar.start_button.focusPolicy() == Qt.FocusPolicy.NoFocus
