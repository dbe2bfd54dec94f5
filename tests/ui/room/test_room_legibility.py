"""Every room view is readable at 10 m on a 55-inch 1080p TV (issue 17 part 6).

Every label and figure is at least `legibility.min_font_px` for its screen
(76 px at 1080p: 0.2 degrees of cap height at 10 m), measured on what is drawn
(`measure`); nothing lies within the safe margin of the screen's edges or
outside its box, nothing is cut; long lists are paged with an indicator, every
paid place comes round, each chip's value lies inside its disc, and an event's
long name is shown whole; at 720p, 1080p, 4K, portrait and the 4:3 and 5:4
monitors many casinos still have (1440x1080, 1024x768, 1280x1024), and the
clock in Portuguese, whose captions are the longest.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from tdapp.application.room_view import Blinds
from tdapp.ui.app import install_translator
from tdapp.ui.room import legibility
from tdapp.ui.room.demo import FESTIVAL_NAME, festival_view
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.measure import drawn_texts, problems
from tdapp.ui.room.text import money
from tdapp.ui.room.views import PAGE_SECONDS, VIEW_KEYS, ClockView, chip_value, room_font

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (1080, 1920), (1440, 1080), (1024, 768), (1280, 1024)]
#: A whole turn of the clock's area at every size (statistics, chips and, at 4:3, the payouts), with room to spare.
CLOCK_PAGES = 16


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
    assert [legibility.min_font_px(w, h) for w, h in SIZES] == [51, 76, 152, 76, 76, 55, 73]


@pytest.mark.parametrize("festival", [False, True], ids=["demo", "festival"])
@pytest.mark.parametrize("key", VIEW_KEYS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_text_of_every_view_is_large_enough_whole_and_clear_of_the_edges(
    qtbot, demo, key: str, width: int, height: int, festival: bool
) -> None:
    """Measured on what is drawn, page after page: the demo, and a festival flight (long name, 300 seated, 40 paid)."""
    load_room_fonts()
    view = festival_view(demo.view()) if festival else demo.view()
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, width, height)
    least = legibility.min_font_px(width, height)
    checked = 0
    for second in range(0, 6 * PAGE_SECONDS, PAGE_SECONDS):  # pages of lists, of the clock's area and payouts
        window.show_view(view, second)
        assert problems(window) == [], f"{key} at {width}x{height}, second {second}"
        texts = drawn_texts(window)
        assert all(t.pixel_size >= least for t in texts)
        checked += len(texts)
    assert checked > 20


def test_a_label_made_smaller_than_the_least_size_is_found(qtbot, demo) -> None:
    load_room_fonts()
    window = DisplayWindow("test", ["payouts"])
    qtbot.addWidget(window)
    settle(window, 1920, 1080)
    window.show_view(demo.view(), 0)
    assert problems(window) == []
    title = window.current_panel().title
    title.setFont(room_font(legibility.min_font_px(1920, 1080) - 1))
    found = problems(window)
    assert len(found) == 1 and found[0].startswith("smaller than 76 px: 'Prize pool")


def test_a_text_in_the_margin_or_cut_is_found(qtbot, demo) -> None:
    load_room_fonts()
    window = DisplayWindow("test", ["announcements"])
    qtbot.addWidget(window)
    settle(window, 1280, 720)
    window.show_view(demo.view(), 0)
    panel = window.current_panel()
    panel.header.event.move(-panel.header.x(), 0)  # the event's name against the screen's left edge
    assert any(p.startswith("within the margin of the edge: 'Four Seasons") for p in problems(window))
    footer = panel.footer
    footer.setText("Level 6 · 300 / 600 · 12:35 · a text far too long for its label at this size")
    assert any(p.startswith("outside its box") for p in problems(window))


@pytest.mark.parametrize("key", VIEW_KEYS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_long_event_name_is_shown_whole_on_every_view(qtbot, demo, key: str, width: int, height: int) -> None:
    load_room_fonts()
    view = dataclasses.replace(demo.view(), event_name=FESTIVAL_NAME)
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, width, height)
    window.show_view(view, 0)
    event = window.current_panel().header.event
    assert event.text().split() == FESTIVAL_NAME.split(), f"{event.text()!r} at {width}x{height}"
    assert 1 <= len(event.lines()) <= (3 if width < 1.5 * height else 2)  # three lines on a 4:3 screen
    assert event.font().pixelSize() >= legibility.min_font_px(width, height) and event.fits()


def test_a_name_too_long_even_for_its_lines_ends_in_an_ellipsis_at_the_least_size(qtbot, demo) -> None:
    """The limit: three words too many for two lines of a 1280x720 screen keep the least size and end in '…'."""
    load_room_fonts()
    name = " ".join([FESTIVAL_NAME] * 3)
    window = DisplayWindow("test", ["payouts"])
    qtbot.addWidget(window)
    settle(window, 1280, 720)
    window.show_view(dataclasses.replace(demo.view(), event_name=name), 0)
    event = window.current_panel().header.event
    assert len(event.lines()) == 2 and event.text().endswith("…") and event.shortened()
    assert event.font().pixelSize() == legibility.min_font_px(1280, 720) and event.fits()
    assert problems(window, shortened_ok=True) == []


@pytest.mark.parametrize(("key", "count"), [("payouts", 40), ("seating_names", 300), ("seating_tables", 300)])
def test_long_lists_are_paged_with_an_indicator_every_row_shown_once(qtbot, demo, key: str, count: int) -> None:
    load_room_fonts()
    view = festival_view(demo.view())
    window = DisplayWindow("test", [key])
    qtbot.addWidget(window)
    settle(window, 1920, 1080)
    panel = window.current_panel()
    window.show_view(view, 0)
    pages = panel.page[1]
    assert pages > 1
    seen: list[str] = []
    for page in range(pages):
        window.show_view(view, page * PAGE_SECONDS + PAGE_SECONDS - 1)  # a page stays up for PAGE_SECONDS
        assert panel.page == (page, pages)
        assert panel.header.right.text().endswith(f"{page + 1}/{pages}")
        cells = panel.cells if key == "payouts" else panel.names
        seen += [c.text().replace("\n", " ") for c in cells if c.isVisible() and c.text()]
    window.show_view(view, pages * PAGE_SECONDS)
    assert panel.page == (0, pages)  # and round again
    if key == "payouts":
        assert seen == [f"{i}.  {money(a)}" for i, a in enumerate(view.payouts_cents, start=1)]
    else:
        players = [s for s in seen if not s.startswith("Table ")]
        assert sorted(players) == sorted(s.name for s in view.seating_by_name)
        assert len(players) == count


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
    for second in range(0, CLOCK_PAGES * PAGE_SECONDS, PAGE_SECONDS):
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


@pytest.fixture
def portuguese(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    translator = install_translator(qapp, "pt_PT")
    assert translator is not None
    yield
    qapp.removeTranslator(translator)


@pytest.mark.parametrize("festival", [False, True], ids=["demo", "festival"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_portuguese_clock_shows_every_caption_and_figure_whole(
    qtbot, demo, portuguese, width: int, height: int, festival: bool
) -> None:
    """pt-PT's captions ("Montante de prémios", "Lugares pagos: 40") are the longest: none is dropped or cut,
    nor the blinds with their ante, at the least size; on a 4:3 screen the payouts take their turn in the area."""
    load_room_fonts()
    view = festival_view(demo.view()) if festival else demo.view()
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    panel = window.panels["clock"]
    least = legibility.min_font_px(width, height)
    seen: set[str] = set()
    for second in range(0, CLOCK_PAGES * PAGE_SECONDS, PAGE_SECONDS):
        window.show_view(view, second)
        assert problems(window) == [], f"clock at {width}x{height}, second {second}"
        texts = drawn_texts(window)
        assert all(t.pixel_size >= least for t in texts)
        seen |= {" ".join(t.text.split()) for t in texts}
    captions = ["Jogadores em jogo", "Entradas", "Montante de prémios", "Stack média", "Recompras / acrescentos", "Fichas em jogo"]
    assert set(captions) <= seen, f"dropped at {width}x{height}: {set(captions) - seen}"
    assert f"Lugares pagos: {len(view.payouts_cents)}" in seen
    assert "300 / 600 Ante 600" in seen and "A seguir" in seen
    if not festival:  # the festival's 40 places take more turns than these
        for place, amount in enumerate(view.payouts_cents, start=1):
            assert " ".join(f"{place}.  {money(amount)}".split()) in seen, f"place {place} never shown at {width}x{height}"
    assert panel.payouts_in_area == (width < 1.5 * height and width > height)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_late_blinds_too_wide_for_a_line_put_the_ante_on_a_second(qtbot, demo, portuguese, width: int, height: int) -> None:
    """A late level, "20 000 / 40 000   Ante 40 000", is wider than the clock's column at the least size: the blinds
    stay whole on the first line and the ante goes under them, never "Ante 40 0…"."""
    load_room_fonts()
    view = dataclasses.replace(demo.view(), blinds=Blinds(20_000, 40_000, 40_000), next_blinds=Blinds(25_000, 50_000, 50_000))
    window = DisplayWindow("test", ["clock"])
    qtbot.addWidget(window)
    settle(window, width, height)
    window.show_view(view, 0)
    blinds = window.panels["clock"].blinds
    assert problems(window) == [], f"clock at {width}x{height}"
    lines = [" ".join(line.split()) for line in blinds.lines()]
    assert lines in (["20 000 / 40 000 Ante 40 000"], ["20 000 / 40 000", "Ante 40 000"]), f"{lines} at {width}x{height}"
    assert blinds.font().pixelSize() >= legibility.min_font_px(width, height)
