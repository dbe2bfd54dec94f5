"""Every room view shows the current values at 1280x720, 1920x1080, 3840x2160 and portrait, with no text cut off."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tdapp.application.room_view import Announcement, AnnouncementKind
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.fit import FitLabel
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.shot_window import ShotClockWindow
from tdapp.ui.room.text import clock, group, money
from tdapp.ui.room.views import VIEW_KEYS, elide

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (1080, 1920)]


def settle(window, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    window.setFixedSize(width, height)
    window.show()
    for _ in range(3):
        QApplication.processEvents()


def assert_nothing_clipped(window, labels: list[FitLabel]) -> None:  # type: ignore[no-untyped-def]
    """Each label's text fits its own rectangle, and the rectangle lies inside the window."""
    frame = QRect(0, 0, window.width(), window.height())
    for label in labels:
        if not label.isVisible() or not label.text():
            continue
        rect = label.contentsRect()
        where = f"{label.text()!r} at {window.width()}x{window.height()}"
        assert label.fits(), f"text too wide or too tall: {where}"
        top_left = label.mapTo(window, rect.topLeft())
        assert frame.contains(QRect(top_left, rect.size())), f"label outside the window: {where}"


def shown(window) -> set[str]:  # type: ignore[no-untyped-def]
    return {label.text().replace("\n", " ") for label in window.current_panel().labels() if label.isVisible()}


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_clock_view_shows_every_figure(qtbot, demo, width: int, height: int) -> None:
    load_room_fonts()
    view = demo.view()
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    texts: set[str] = set()
    for page in range(24):  # the figures and the chips take turns, page by page (issue 17 part 6)
        window.show_view(view, page * 10)
        texts |= shown(window)
        assert_nothing_clipped(window, window.current_panel().labels())
    assert clock(view.remaining_seconds) in texts
    assert "Level 6" in texts
    assert f"{group(300)} / {group(600)}   Ante {group(600)}" in texts
    assert group(view.players_left) in texts and group(view.entries) in texts
    assert f"{group(view.rebuys)} / {group(view.addons)}" in texts
    assert f"{group(view.average_stack)} ({view.average_stack_big_blinds} BB)" in texts
    assert group(view.chips_in_play) in texts and money(view.prize_pool_cents) in texts
    assert f"1.  {money(view.payouts_cents[0])}" in texts
    assert any(t.startswith("Color-up at the break") for t in texts)
    assert {"25", "100", "500", "1K", "5K"} <= texts  # the chips in play, on discs of their colors
    assert view.remaining_seconds > 0 and view.average_stack_big_blinds
    assert_nothing_clipped(window, window.current_panel().labels())


@pytest.mark.parametrize("key", [k for k in VIEW_KEYS if k != "clock"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_other_views_fit_and_show_current_values(qtbot, demo, key: str, width: int, height: int) -> None:
    load_room_fonts()
    view = demo.view()
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, width, height)
    second = 0  # first page
    window.show_view(view, second)
    texts = shown(window)
    assert view.event_name in texts
    if key == "payouts":
        assert f"Prize pool {money(view.prize_pool_cents)}" in texts
        assert f"10.  {money(view.payouts_cents[9])}" in texts  # the rest on the next page (tests/ui/room/test_room_legibility.py)
    elif key == "seating_names":
        first = view.seating_by_name[0]
        assert elide(first.name) in texts and f"T{first.table} · S{first.seat}" in texts
    elif key == "seating_tables":
        assert "Table 1" in texts
        # The seats are drawn at random: the first seat's name is shown whole (wrapped into two lines when it needs
        # them) or, longer than two lines allow, ending in an ellipsis.
        first = view.seating_by_table[0].seats[0].name
        assert first in texts or elide(first) in texts, (first, sorted(texts))
    else:
        assert "Late registration closes in 13 minutes" in texts
        assert "Dinner break after level 8: 45 minutes" in texts
    assert_nothing_clipped(window, window.current_panel().labels())


def test_seating_pages_cover_every_player_once(qtbot, demo) -> None:
    view = demo.view()
    window = DisplayWindow("test", ["seating_names"])
    qtbot.addWidget(window)
    settle(window, 1280, 720)
    panel = window.panels["seating_names"]
    window.show_view(view, 0)
    _page, pages = panel.page
    assert pages > 1
    seen: list[str] = []
    for page in range(pages):
        window.show_view(view, page * 10)
        seen += [a.text().replace("\n", " ") for a in panel.names if a.isVisible() and a.text()]
    assert seen == [s.name for s in view.seating_by_name]


def test_a_tick_changes_text_only(qtbot, demo) -> None:
    """Widgets are built once: a new second changes the time's text, not the widgets."""
    view = demo.view()
    window = DisplayWindow("test", ["clock", "payouts"], rotation_seconds=20)
    qtbot.addWidget(window)
    settle(window, 1280, 720)
    window.show_view(view, 0)
    before = {id(w) for w in window.findChildren(FitLabel)}
    later = demo.view(view.at_ms + 1_000)
    window.show_view(later, 1)
    assert window.panels["clock"].time.text() == clock(view.remaining_seconds - 1)
    assert {id(w) for w in window.findChildren(FitLabel)} == before
    window.show_view(later, 20)  # rotation: the payouts after 20 seconds
    assert window.current_panel() is window.panels["payouts"]


def test_long_announcement_and_long_event_name_shrink_instead_of_being_cut(qtbot, demo) -> None:
    view = dataclasses.replace(
        demo.view(),
        event_name="Campeonato Regional de Poker do Algarve — Etapa Final de Inverno",
        announcements=(
            Announcement(AnnouncementKind.TEXT, text="Os jogadores das mesas 14 a 22 mudam para a sala de baixo no próximo intervalo"),
        ),
    )
    for key in VIEW_KEYS:
        window = DisplayWindow("test", [key])
        qtbot.addWidget(window)
        settle(window, 1280, 720)
        window.show_view(view, 0)
        assert_nothing_clipped(window, window.current_panel().labels())


@pytest.mark.parametrize(("width", "height"), [(800, 480), (1280, 720), (768, 1024)])
def test_shot_clock_window_shows_the_countdown_and_time_banks(qtbot, demo, width: int, height: int) -> None:
    load_room_fonts()
    view = demo.view()
    shot = view.shot_table(1)
    assert shot is not None
    window = ShotClockWindow(1)
    qtbot.addWidget(window)
    settle(window, width, height)
    window.show_view(view, 0)
    texts = {label.text() for label in window.panel.labels()}
    assert str(shot.remaining_seconds) in texts and shot.acting_name in texts
    assert "Time Banks 1" in texts and "Time Banks 2" in texts  # the acting player used one
    assert_nothing_clipped(window, window.panel.labels())
