"""A pause nobody can miss (issue 17): halted, the room clock's timer carries a large word and other colors."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from tdapp.application.room_view import Halt, RoomView
from tdapp.ui.room.demo import Demo, build_demo
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.text import clock
from tdapp.ui.room.views import VIEW_KEYS, ClockView
from tests.ui.room.test_room_views import SIZES, assert_nothing_clipped, settle


@pytest.fixture(scope="module")
def paused_demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Demo, RoomView, RoomView]:
    demo = build_demo(tmp_path_factory.mktemp("pause") / "demo.db", players=40, busts=5)
    running = demo.view()
    demo.clock.at_ms = demo.at_ms
    demo.desk.act(demo.tournament_id, "clock.pause")
    paused = demo.view(demo.at_ms + 90_000)  # a minute and a half later: the time left has not moved
    yield demo, running, paused
    demo.desk.close()


def timer_image(window: DisplayWindow) -> QImage:
    panel = window.current_panel()
    assert isinstance(panel, ClockView)
    return panel.time.grab().toImage()


def test_the_view_of_a_paused_clock_says_paused_and_keeps_the_time(paused_demo) -> None:
    demo, running, paused = paused_demo
    assert running.halt is Halt.NONE and paused.halt is Halt.PAUSED
    assert paused.remaining_seconds == demo.view(demo.at_ms + 10 * 60_000).remaining_seconds  # ten minutes on: unmoved


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_paused_timer_differs_from_the_running_one(qtbot, paused_demo, width: int, height: int) -> None:
    load_room_fonts()
    _demo, running, paused = paused_demo
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    window.show_view(running, running.at_ms // 1000)
    panel = window.current_panel()
    assert isinstance(panel, ClockView)
    before = timer_image(window)
    running_color = panel.time.palette().windowText().color()
    assert panel.time.stamp == "" and panel.time.text() == clock(running.remaining_seconds)
    window.show_view(paused, paused.at_ms // 1000)
    after = timer_image(window)
    assert panel.time.stamp == "PAUSED"
    assert panel.time.text() == clock(paused.remaining_seconds)  # the digits still say the time left
    assert panel.time.palette().windowText().color() != running_color
    assert panel.time.palette().windowText().color() == QColor(panel.theme.warning)
    assert before != after
    # The word is large: at least a third of the timer's height, inside the timer, and the digits still fit.
    band = panel.time.stamp_rect()
    assert band.height() >= panel.time.height() * 0.3
    assert panel.time.stamp_fits()
    assert_nothing_clipped(window, panel.labels())
    # Running again: the word goes away.
    window.show_view(running, running.at_ms // 1000)
    assert panel.time.stamp == "" and panel.time.contentsMargins().top() == 0


@pytest.mark.parametrize("key", [k for k in VIEW_KEYS if k != "clock"])
def test_every_other_room_view_says_paused_in_its_header(qtbot, paused_demo, key: str) -> None:
    load_room_fonts()
    _demo, running, paused = paused_demo
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, 1920, 1080)
    window.show_view(running, 0)
    header = window.current_panel().header  # type: ignore[attr-defined]
    assert "PAUSED" not in header.right.text()
    window.show_view(paused, 0)
    assert header.right.text().startswith("PAUSED")
    assert header.right.palette().windowText().color() == QColor(window.current_panel().theme.warning)


def test_a_break_and_the_end_of_the_day_stamp_the_timer_too(qtbot, paused_demo) -> None:
    import dataclasses

    from tdapp.domain.clock.level_clock import ClockRun

    load_room_fonts()
    _demo, running, _paused = paused_demo
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, 1280, 720)
    panel = window.current_panel()
    on_break = dataclasses.replace(running, is_break=True, blinds=None)
    window.show_view(on_break, 0)
    assert on_break.halt is Halt.BREAK and panel.time.stamp == "BREAK"  # type: ignore[attr-defined]
    ended = dataclasses.replace(running, run=ClockRun.ENDED_FOR_DAY)
    window.show_view(ended, 0)
    assert ended.halt is Halt.DAY_ENDED and panel.time.stamp == "END OF DAY"  # type: ignore[attr-defined]
    assert panel.time.stamp_fits()  # type: ignore[attr-defined]
