"""Headless Chromium (the system's, /usr/bin/chromium) over the lobby, the clock and find-my-seat, as a player uses them."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import tempfile
from collections.abc import Iterator
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
            # The event's name is whole (not "Four Sea…") and every tab is on the screen, none scrolled out of it.
            title = "(() => { const h = document.querySelector('.bar h1'); return h.scrollWidth <= h.clientWidth ? h.textContent : ''; })()"
            assert await page.evaluate(title) == "Four Seasons — Main Event"
            tabs = await page.evaluate(
                "[...document.querySelectorAll('.tabs a')].map(a => [a.textContent, a.getBoundingClientRect().right])"
            )
            assert len(tabs) == 6 and all(0 < right <= 390 for _text, right in tabs), tabs
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


#: The program's fallback fonts (resources/fonts), served for the names a TV stick has no font for.
FALLBACK_FONTS = {
    "DroidSansFallback-CJK.ttf",
    "Symbola-Emoji.ttf",
    *(f"NotoSans{script}-{weight}.ttf" for script in ("Arabic", "Hebrew", "Thai", "Devanagari") for weight in ("Regular", "Bold")),
}


async def fetched(page: Browser, url: str) -> dict[str, int]:
    """What a fresh browser fetches to show `url` with its fonts: file name -> bytes over the network."""
    await page.goto(url)
    await page.evaluate("document.fonts.ready.then(() => true)")
    entries = await page.evaluate("performance.getEntriesByType('resource').map(e => [e.name, e.transferSize])")
    return {name.rsplit("/", 1)[-1]: int(size) for name, size in entries}


def test_a_chinese_or_arabic_name_fetches_its_font_and_an_all_latin_page_none(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    """A TV stick without CJK or Arabic fonts shows "陳大文" and "محمد علي", not boxes: the page fetches the program's
    own font for that script, and only then (the lobby and the clock of an all-Latin room fetch none of them)."""
    db, ids = room_db
    latin: dict[str, dict[str, int]] = {}
    names: dict[str, int] = {}

    async def all_latin() -> None:
        for path in ("/", f"/t/{ids['main']}", f"/t/{ids['main']}/tables"):
            async with Browser() as page:
                await page.size(1920, 1080)
                latin[path] = await fetched(page, served.url + path)

    run(all_latin())
    for path, files in latin.items():
        # DejaVu's Latin cut (115 KB), not the whole font (760 KB a weight), and none of the other scripts' fonts.
        assert "DejaVuSans-Latin.ttf" in files and not FALLBACK_FONTS & set(files), (path, files)
        assert "DejaVuSans.ttf" not in files and "DejaVuSans-Bold.ttf" not in files, (path, files)
    desk = Desk.open(db)
    try:
        seating = desk.tournament(ids["main"]).state.seating.seat_of
        first, second = sorted(seating, key=lambda pid: seating[pid])[:2]  # table 1, the first two seats
        desk.directory_act("player.update", {"player_id": first, "name": "陳大文"})
        desk.directory_act("player.update", {"player_id": second, "name": "محمد علي"})
        desk.directory_act("player.update", {"player_id": sorted(seating, key=lambda pid: seating[pid])[2], "name": "Γιώργος Παπαδόπουλος"})
    finally:
        desk.close()

    async def with_names() -> None:
        async with Browser() as page:
            await page.size(1920, 1080)
            await page.goto(f"{served.url}/t/{ids['main']}/tables")
            await page.wait_for("document.body.innerText.includes('陳大文') && document.body.innerText.includes('محمد علي')", 5)
            names.update(await fetched(page, f"{served.url}/t/{ids['main']}/tables"))
            loaded = await page.evaluate("[...document.fonts].filter(f => f.status === 'loaded').map(f => f.unicodeRange)")
            assert any("U+4E00-9FFF" in r for r in loaded) and any("U+600-6FF" in r for r in loaded), loaded

    run(with_names())
    assert {"DroidSansFallback-CJK.ttf", "NotoSansArabic-Regular.ttf"} <= set(names), names
    assert "DejaVuSans.ttf" in names  # a Greek name: the whole of DejaVu, which has Greek, and the Latin cut has not
    assert not {"NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf", "Symbola-Emoji.ttf"} & set(names)


def chromium_processes_using(folder: Path) -> list[str]:
    """Processes still running whose command line names `folder` (Chromium's and its children's all do)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().rsplit(") ", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if str(folder) in command and state != "Z":
            found.append(f"{entry.name}: {command[:120]}")
    return found


@pytest.fixture
def short_folder() -> Iterator[Path]:
    """An empty folder with a short path (Chromium's socket path must fit in 107 bytes; pytest's tmp_path is too deep)."""
    folder = Path(tempfile.mkdtemp(prefix="tdapp-t-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_chromium_leaves_no_folder_and_no_process_behind(served: Served, short_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test machine runs Chromium hundreds of times: its profile, temporary files, singleton-socket folder and crash database all go."""
    temp, home = short_folder / "tmp", short_folder / "home"
    temp.mkdir()
    home.mkdir()
    monkeypatch.setenv("TMPDIR", str(temp))  # where Chromium puts org.chromium.Chromium.* unless told otherwise
    monkeypatch.setenv("HOME", str(home))  # where it keeps ~/.config/chromium/Crash Reports and ~/.cache
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    seen: dict[str, object] = {}

    async def scenario() -> None:
        async with Browser() as page:
            assert page.folder is not None and page.folder.parent == temp
            seen["folder"] = page.folder
            await page.goto(served.url + "/")  # a real page: style, fonts, script and its open event stream
            await page.wait_for("document.body.dataset.online === 'yes'")
            seen["singleton"] = list(page.folder.rglob("org.chromium.Chromium.*"))

    asyncio.run(asyncio.wait_for(scenario(), 120))
    assert seen["singleton"], "Chromium wrote its singleton folder somewhere else"  # it did write one, inside its own folder
    assert sorted(os.listdir(temp)) == []
    assert sorted(os.listdir(home)) == []
    assert chromium_processes_using(seen["folder"]) == []  # type: ignore[arg-type]
