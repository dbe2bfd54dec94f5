"""The room clock is readable at 10 m on a 55-inch 1080p TV (issue 17 part 6).

Every label and figure is at least `legibility.min_font_px` for its screen
(76 px at 1080p: 0.2 degrees of cap height at 10 m), nothing lies within the
safe margin of the screen's edges, every paid place comes round on the
clock's paged payouts, and each chip's value lies inside its disc; at 720p,
1080p, 4K and portrait.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tdapp.ui.room import legibility
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.text import money
from tdapp.ui.room.views import PAGE_SECONDS, ClockView, chip_value

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (1080, 1920)]


def settle(window, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    window.setFixedSize(width, height)
    window.show()
    for _ in range(3):
        QApplication.processEvents()


def test_the_least_size_follows_from_the_visual_angle() -> None:
    # 0.2 degrees at 10 m is 3.49 cm; a 55-inch 16:9 panel is 68.5 cm high, 0.634 mm a pixel at 1080 rows.
    assert 2 * 1000 * math.tan(math.radians(0.1)) == pytest.approx(3.49, abs=0.01)
    assert legibility.panel_height_cm() == pytest.approx(68.49, abs=0.01)
    assert legibility.min_cap_px_1080() == pytest.approx(55.0, abs=0.2)
    assert legibility.MIN_FONT_PX_1080 == 76
    assert [legibility.min_font_px(w, h) for w, h in SIZES] == [51, 76, 152, 76]


@pytest.mark.parametrize("key", ["clock"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_text_of_the_clock_is_large_enough_and_clear_of_the_edges(qtbot, demo, key: str, width: int, height: int) -> None:
    load_room_fonts()
    view = demo.view()
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, width, height)
    least = legibility.min_font_px(width, height)
    mx, my = legibility.safe_margins(width, height)
    safe = QRect(mx, my, width - 2 * mx, height - 2 * my)
    checked = 0
    for second in range(0, 6 * PAGE_SECONDS, PAGE_SECONDS):  # every page of the clock's area and payouts
        window.show_view(view, second)
        for label in window.current_panel().labels():
            if not label.isVisible() or not label.text():
                continue
            where = f"{label.text()!r} in {key} at {width}x{height}"
            assert label.font().pixelSize() >= least, f"smaller than {least} px: {where} ({label.font().pixelSize()} px)"
            rect = label.contentsRect()
            assert label.fontMetrics().horizontalAdvance(label.text()) <= rect.width(), f"too wide: {where}"
            assert label.fontMetrics().height() <= rect.height() + 1, f"too tall: {where}"
            assert safe.contains(QRect(label.mapTo(window, rect.topLeft()), rect.size())), f"touches the edge: {where}"
            checked += 1
    assert checked > 10


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_clock_shows_every_paid_place_and_every_figure_in_turn(qtbot, demo, width: int, height: int) -> None:
    load_room_fonts()
    view = demo.view()
    assert len(view.payouts_cents) == 12
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    panel = window.panels["clock"]
    assert isinstance(panel, ClockView)
    seen: set[str] = set()
    chips: set[str] = set()
    for second in range(0, 12 * PAGE_SECONDS, PAGE_SECONDS):
        window.show_view(view, second)
        seen |= {label.text() for label in panel.labels() if label.isVisible()}
        for badge in panel.chip_row.badges:
            if badge.isVisible():
                assert badge.value_inside(), f"{badge.text()!r} spills out of its chip at {width}x{height}"
                chips.add(badge.text())
    assert "Places paid: 12" in seen
    for place, amount in enumerate(view.payouts_cents, start=1):
        assert f"{place}.  {money(amount)}" in seen, f"place {place} never shown at {width}x{height}"
    assert chips == {chip_value(c.value) for c in view.chips}
    assert {"87", "120", money(view.prize_pool_cents), "17 / 10"} <= {t.replace("\u00a0", " ") for t in seen} | seen


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_long_announcement_comes_round_whole_in_turns_not_cut(qtbot, demo, width: int, height: int) -> None:
    from tdapp.ui.room.views import announcement_text

    load_room_fonts()
    view = demo.view()
    assert view.announcements
    whole = announcement_text(view.announcements[0])
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    panel = window.panels["clock"]
    shown: list[str] = []
    for second in range(0, 60):
        window.show_view(view, second)
        text = panel.announcement.text()
        assert "…" not in text, f"the announcement is cut at {width}x{height}: {text!r}"
        assert panel.announcement.fits()
        if not shown or shown[-1] != text:
            shown.append(text)
    pages = panel.announcement.pages(whole)
    assert " ".join(shown[: len(pages)]).split() == whole.split() or set(pages) <= set(shown)
    assert " ".join(pages).split() == whole.split()  # every word, in order, nothing lost
