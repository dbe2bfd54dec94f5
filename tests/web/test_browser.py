"""Headless Chromium (the system's, /usr/bin/chromium) over the lobby, the clock and find-my-seat, as a player uses them."""

from __future__ import annotations

import asyncio
import re
import signal
from pathlib import Path

import pytest

from tdapp.application.desk import Desk
from tdapp.application.room_view import build_room_view
from tdapp.web.browser import Browser, chromium_path
from tdapp.web.content import fold, public_names
from tests.web.conftest import Served, bust_one

pytestmark = pytest.mark.slow


def seconds(text: str) -> int:
    match = re.fullmatch(r"(\d\d):(\d\d)", text.strip())
    assert match is not None, text
    return int(match[1]) * 60 + int(match[2])


def run(coro: object) -> None:
    asyncio.run(asyncio.wait_for(coro, 120))  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def _chromium() -> None:
    assert chromium_path() is not None, "Chromium is not installed: run bash installer/dev.sh test"


def test_lobby_and_clock_count_down_in_the_browser(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    state = desk.tournament(ids["main"]).state

    async def scenario() -> None:
        async with Browser() as page:
            await page.size(1920, 1080)
            await page.languages("pt-PT,pt;q=0.9")
            await page.goto(served.url + "/")
            assert "Four Seasons — Main Event" in await page.text(".lobby")
            first = seconds(await page.text(".card .js-time"))
            await asyncio.sleep(1.3)
            assert seconds(await page.text(".card .js-time")) < first  # counting with no page load

            await page.evaluate(f"document.querySelector('a.card[href=\"/t/{ids['main']}\"]').click()")
            await page.wait_for("document.body.classList.contains('page-clock')")
            view = build_room_view(state, desk.now(), public_names(desk.players()))
            assert await page.text(".js-level") == f"Nível {view.level}"
            assert abs(seconds(await page.text(".js-time")) - view.remaining_seconds) <= 2
            assert "250 / 500" in await page.text(".js-blinds")
            players = await page.text(".fig-players .value")
            assert players == str(view.players_left)

            # A bust at the desk shows on the open page within a second, without reloading it.
            await page.evaluate("window.stillTheSamePage = true")
            bust_one(desk, ids["main"])
            took = await page.wait_for(f"document.querySelector('.fig-players .value').textContent === '{view.players_left - 1}'", 3)
            assert took < 1.0
            assert await page.evaluate("window.stillTheSamePage === true")

    try:
        run(scenario())
    finally:
        served.process.send_signal(signal.SIGCONT)
        desk.close()


def test_find_my_seat_on_a_phone(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:
        state = desk.tournament(ids["main"]).state
        names = public_names(desk.players())
        pid = sorted(state.seating.seat_of)[3]
        table, seat = state.seating.seat_of[pid]
    finally:
        desk.close()
    typed = fold(names[pid])[:-2]  # most of the name, lower case, without accents

    async def scenario() -> None:
        async with Browser() as page:
            await page.size(390, 844, mobile=True)
            await page.languages("en-GB,en;q=0.9")
            await page.goto(f"{served.url}/t/{ids['main']}/seat")
            assert await page.text("label[for=q]") == "Type part of your name"
            await page.evaluate(f"document.getElementById('q').value = {typed!r}")
            await page.evaluate("document.querySelector('form.search').submit()")
            await page.wait_for("document.querySelector('.answer') !== null", 5)
            answer = await page.text(".answer")
            assert names[pid] in answer and f"Table {table}, seat {seat}" in answer
            width = await page.evaluate("document.documentElement.scrollWidth")
            assert width <= 390  # nothing wider than the phone

    run(scenario())


def test_an_offline_page_keeps_counting_then_catches_up(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:

        async def scenario() -> None:
            async with Browser() as page:
                await page.size(1920, 1080)
                await page.goto(f"{served.url}/t/{ids['main']}?lang=en")
                await page.wait_for("document.body.dataset.online === 'yes'")
                left = int(await page.text(".fig-players .value"))
                # The network goes: the browser is offline and the server's packets stop coming (as a pulled cable).
                await page.offline(True)
                served.process.send_signal(signal.SIGSTOP)
                await page.wait_for("!document.getElementById('offline').hidden", 15)
                assert "Offline" in await page.text("#offline")
                before = seconds(await page.text(".js-time"))
                bust_one(desk, ids["main"])  # stored while the page is offline
                await asyncio.sleep(2.2)
                assert seconds(await page.text(".js-time")) <= before - 2  # still counting
                assert int(await page.text(".fig-players .value")) == left
                await page.offline(False)
                served.process.send_signal(signal.SIGCONT)
                await page.wait_for(f"document.querySelector('.fig-players .value').textContent === '{left - 1}'", 10)
                await page.wait_for("document.getElementById('offline').hidden", 5)

        run(scenario())
    finally:
        served.process.send_signal(signal.SIGCONT)
        desk.close()
