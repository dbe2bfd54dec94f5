"""The desk's large clock (issue 17 part 5): the clock bar's second, PAUSA on the timer, its button and F4."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from factories import PLAIN_STRUCTURE, FakeClock
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tdapp.application.desk import Desk
from tdapp.application.room_view import Halt
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.app import install_translator
from tdapp.ui.clock_bar import ClockBar
from tdapp.ui.desk_clock import DESK_THEME, PAUSED_BACKGROUND, DeskClockPanel
from tdapp.ui.main_window import MainWindow
from tdapp.ui.room.theme import contrast_ratio
from tdapp.ui.session import DeskSession

BUY_IN = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "clock.db", operator="Ana", now=FakeClock(step_ms=0))
    yield desk
    desk.close()


def running(session: DeskSession, players: int = 9) -> list[int]:
    """A tournament with `players` seated, its clock started and 7 min 30 s played."""
    desk = session.desk
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, players + 1)]
    assert session.create_tournament({"name": "Quinta", "buy_in": BUY_IN}) is not None
    commands: list[Any] = [("clock.set_structure", PLAIN_STRUCTURE), ("seating.open_table", {"table": 1})]
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    assert session.act("clock.start") is not None
    desk.now.at_ms += 7 * 60_000 + 30_000  # type: ignore[attr-defined]
    return ids


def clock_on(qtbot, session: DeskSession) -> DeskClockPanel:  # type: ignore[no-untyped-def]
    panel = DeskClockPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1280, 700)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_the_large_clock_shows_the_clock_bars_time_and_every_figure(qtbot, desk: Desk) -> None:
    session = DeskSession(desk)
    ids = running(session)
    bar = ClockBar(session)
    qtbot.addWidget(bar)
    panel = clock_on(qtbot, session)
    session.act("chips.count", {"player_id": ids[4], "chips": 41_000})
    bar.refresh()
    panel.tick()
    face = panel.face
    assert face.time.full == bar.time_label.text() == "12:30"  # level 1 lasts 20 minutes (PLAIN_STRUCTURE)
    assert face.level.full == "Level 1"
    assert face.blinds.full == "100 / 200"
    assert face.next_line.full == "Next: 100 / 200"  # level 2: the same blinds, a minute longer
    shown = {cell.caption.full: cell.value.full.replace("\xa0", " ") for cell in face.cells}
    assert shown["Players left / entries"] == "9 / 9"
    assert shown["Average stack"] == "20 000  (100 BB)"
    assert shown["Chips in play"] == "180 000"
    assert shown["Chip leader (last counts)"] == "Jogador 5  41 000"
    assert shown["Break in"] == "—"  # PLAIN_STRUCTURE has no break
    assert face.time.stamp == "" and face.halt is Halt.NONE
    desk.now.at_ms += 61_000  # type: ignore[attr-defined]
    panel.tick()
    bar.refresh()
    assert face.time.full == bar.time_label.text() == "11:29"  # the next second comes without a rebuild: the same label


def test_paused_the_face_says_pausa_and_turns_amber_and_the_button_resumes(qtbot, desk: Desk) -> None:
    session = DeskSession(desk)
    running(session)
    panel = clock_on(qtbot, session)
    time_label = panel.face.time
    assert panel.start_button.text() == "Pause"
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert session.state.clock.run_state().value == "paused"
    face = panel.face
    assert face.time is time_label  # the same widgets, never rebuilt
    assert face.halt is Halt.PAUSED and face.time.stamp == "PAUSED"
    assert face.time.stamp_fits()
    assert PAUSED_BACKGROUND in face.styleSheet()
    assert QColor(DESK_THEME.warning).name() in face.time.styleSheet().lower()
    assert panel.start_button.text() == "Resume"
    running_look = face.grab().toImage()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert session.state.clock.running and face.halt is Halt.NONE and face.time.stamp == ""
    assert face.grab().toImage() != running_look


def test_the_face_reads_pausa_in_pt_pt(qtbot, qapp, desk: Desk) -> None:
    translator = install_translator(qapp, "pt_PT")
    try:
        session = DeskSession(desk)
        running(session)
        panel = clock_on(qtbot, session)
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
        assert panel.face.time.stamp == "PAUSA" and panel.start_button.text() == "Retomar"
        assert panel.face.level.full == "Nível 1"
    finally:
        if translator is not None:
            qapp.removeTranslator(translator)


def test_the_desk_colours_read_as_the_rooms_themes_must() -> None:
    for role in ("foreground", "accent", "muted", "warning"):
        for behind in (DESK_THEME.background, DESK_THEME.panel, PAUSED_BACKGROUND):
            assert contrast_ratio(getattr(DESK_THEME, role), behind) >= 7.0, (role, behind)


def test_f4_shows_the_large_clock_and_space_pauses_it(qtbot, desk: Desk) -> None:
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    running(window.session)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    tabs = window.event_view.tabs
    before = tabs.currentIndex()
    qtbot.keyClick(window, Qt.Key.Key_F4)
    panel = tabs.currentWidget()
    assert isinstance(panel, DeskClockPanel)
    assert tabs.tabText(tabs.currentIndex()) == "Clock"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.session.state.clock.run_state().value == "paused"
    panel.tick()
    assert panel.face.time.stamp == "PAUSED" and panel.face.time.full == window.clock_bar.time_label.text()
    qtbot.keyClick(window, Qt.Key.Key_F4)
    assert tabs.currentIndex() == before
