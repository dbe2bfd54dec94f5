"""Screenshots of every page of `tdapp serve`, at a TV's and a phone's size, in pt-PT and English.

The real server is started on a free port of 127.0.0.1 over a demo room
(`tdapp.web.demo`, or a database given) and the system's headless Chromium
loads each page. Files are named `<lang>_<size>_<page>.png`.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Iterable
from pathlib import Path

from tdapp.web import pages
from tdapp.web.browser import Browser
from tdapp.web.content import public_names
from tdapp.web.server import start_server

SIZES = {"tv": (1920, 1080), "phone": (390, 844)}
LANGS = ("pt_PT", "en")


def page_name(path: str) -> str:
    if path == "/":
        return "lobby"
    parts = path.strip("/").split("?")[0].split("/")
    if parts[0] == "t":
        name = f"t{parts[1]}_" + (parts[2] if len(parts) > 2 else "clock")
        return name + ("_found" if "?q=" in path else "")
    return parts[0]


async def _shoot(db: Path, out: Path, seat_query: str) -> list[Path]:
    server = await start_server(str(db), "127.0.0.1", 0)
    written: list[Path] = []
    try:
        paths: list[str] = list(pages.every_page(server.state.room))
        room = server.state.room
        for row in room.listed():
            book = room.book(row.id)
            seated = sorted(book.state.seating.seat_of) if book is not None else []
            if seated:
                query = seat_query or public_names(room.desk.players())[seated[0]].split()[0]
                paths.append(pages.seat_query_path(row.id, query))
        async with Browser() as browser:
            for lang in LANGS:
                for size, (width, height) in SIZES.items():
                    await browser.size(width, height, mobile=size == "phone")
                    for path in paths:
                        sep = "&" if "?" in path else "?"
                        await browser.goto(f"{server.local_url.rstrip('/')}{path}{sep}lang={'en' if lang == 'en' else 'pt'}")
                        await asyncio.sleep(0.3)  # the script has drawn the clock
                        written.append(await browser.screenshot(out / f"{lang}_{size}_{page_name(path)}.png"))
    finally:
        await server.stop()
    return written


def write_screenshots(out: Path, db: Path | None = None, *, seat_query: str = "") -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    if db is not None:
        return asyncio.run(_shoot(db, out, seat_query))
    from tdapp.web.demo import build_web_demo

    with tempfile.TemporaryDirectory(prefix="tdapp-web-screens-") as folder:
        demo = Path(folder) / "demo.db"
        build_web_demo(demo)
        return asyncio.run(_shoot(demo, out, seat_query))


def names(paths: Iterable[Path]) -> list[str]:
    return sorted(p.name for p in paths)
