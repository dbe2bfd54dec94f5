"""The served clock says PAUSA on the timer itself, as the room clock screen does (issue 17)."""

from __future__ import annotations

import dataclasses
import re

from tdapp.application.room_view import RoomView
from tdapp.domain.clock.level_clock import ClockRun
from tdapp.web.labels import Labels
from tdapp.web.pages import timer_html

RUNNING = RoomView(at_ms=0, event_name="Main", run=ClockRun.RUNNING, level=3, item_index=4, remaining_seconds=754)


def halt_of(html: str) -> tuple[str, bool]:
    found = re.search(r'<div class="clock-halt js-halt halt-(\w+)"( hidden)?>([^<]*)</div>', html)
    assert found is not None
    return found[3], found[2] is None


def test_a_paused_timer_carries_the_word_and_a_running_one_does_not() -> None:
    pt, en = Labels("pt_PT"), Labels("en")
    assert halt_of(timer_html(pt, RUNNING)) == ("", False)
    paused = dataclasses.replace(RUNNING, run=ClockRun.PAUSED)
    assert halt_of(timer_html(pt, paused)) == ("PAUSA", True)
    assert halt_of(timer_html(en, paused)) == ("PAUSED", True)
    assert "halt-paused" in timer_html(pt, paused) and ">12:34<" in timer_html(pt, paused)
    assert halt_of(timer_html(pt, dataclasses.replace(RUNNING, is_break=True))) == ("INTERVALO", True)
    assert halt_of(timer_html(pt, dataclasses.replace(RUNNING, run=ClockRun.ENDED_FOR_DAY))) == ("FIM DO DIA", True)


def test_the_stylesheet_makes_the_pause_word_large_and_warning_colored() -> None:
    from tdapp.paths import resources_dir

    css = (resources_dir() / "web" / "room.css").read_text(encoding="utf-8")
    assert re.search(r"\.clock-halt \{[^}]*font-size: 9vw", css)
    assert ".clock-halt.halt-paused { color: var(--warn); }" in css
