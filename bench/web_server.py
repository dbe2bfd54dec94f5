"""Benchmark of `tdapp serve`: 300 clients at once on the loopback, and how fast a stored action shows.

Starts the real server (`python -m tdapp serve --port 0`, its own process)
over the web demo room, then:

1. 300 clients at once each load the lobby and the clock page `ROUNDS` times:
   median and p95 latency of each page;
2. 300 pages hold their event stream open while a desk stores a bust: the
   time from the commit to each page hearing of it, and to each page showing
   it (the page's script fetches itself again on the news: here each client
   fetches the clock page and finds the new count of players left), median,
   p95 and max.

Only 127.0.0.1; every loop is bounded in count and time. Run:
    .venv/bin/python bench/web_server.py
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import aiohttp
import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)

from tdapp.application.demo import bust_entry
from tdapp.application.desk import Desk
from tdapp.web.demo import build_web_demo

CLIENTS = 300
ROUNDS = 5
TIME_LIMIT = 120.0


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def start(db: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "tdapp", "serve", "--db", str(db), "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline() if process.stdout else ""), daemon=True)
    reader.start()
    reader.join(20)
    if not line:
        process.kill()
        raise SystemExit("the server did not start")
    return process, line[0].split("on this machine")[0].split()[-1].rstrip("/")


async def load(url: str, paths: dict[str, str]) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {name: [] for name in paths}
    connector = aiohttp.TCPConnector(limit=CLIENTS)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=30)) as session:

        async def client() -> None:
            for _ in range(ROUNDS):
                for name, path in paths.items():
                    began = time.perf_counter()
                    async with session.get(url + path) as response:
                        await response.read()
                        assert response.status == 200
                    timings[name].append((time.perf_counter() - began) * 1000)

        await asyncio.wait_for(asyncio.gather(*(client() for _ in range(CLIENTS))), TIME_LIMIT)
    return timings


def players_left(page: str) -> int:
    found = re.search(r'fig-players"><span class="label">[^<]*</span><span class="value">([\d\s\u00a0.,]+)<', page)
    assert found is not None, "no count of players on the clock page"
    return int(re.sub(r"\D", "", found[1]))


async def live(url: str, db: Path, tournament_id: int) -> tuple[list[float], list[float]]:
    """Open CLIENTS event streams, store a bust, and time each stream's news of it and each page's showing it."""
    heard: list[float] = []
    shown: list[float] = []
    left: list[int] = []
    ready = asyncio.Event()
    connected = 0
    stored_at: list[float] = []
    connector = aiohttp.TCPConnector(limit=CLIENTS + 10)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as session:

        async def page() -> None:
            nonlocal connected
            async with session.get(url + "/events") as response:
                first = True
                async for raw in response.content:
                    line = raw.decode().strip()
                    if line != "event: change":
                        continue
                    if first:
                        first = False
                        connected += 1
                        if connected == CLIENTS:
                            ready.set()
                        continue
                    heard.append((time.perf_counter() - stored_at[0]) * 1000)
                    break
            async with session.get(f"{url}/t/{tournament_id}") as again:  # what the page's script does on the news
                assert players_left(await again.text()) == left[0] - 1
            shown.append((time.perf_counter() - stored_at[0]) * 1000)

        tasks = [asyncio.create_task(page()) for _ in range(CLIENTS)]
        await asyncio.wait_for(ready.wait(), 30)
        desk = Desk.open(db)
        try:
            state = desk.tournament(tournament_id).state
            victim = max(state.seating.seat_of)
            left.append(state.players_left)
            entry = bust_entry(state, victim, random.Random(1), knockout=True)
            await asyncio.sleep(0.5)
            await asyncio.sleep(1.0)
            stored_at.append(time.perf_counter())
            desk.act(tournament_id, "player.bust", {"busts": [entry]})
            await asyncio.wait_for(asyncio.gather(*tasks), 30)
        finally:
            desk.close()
    return heard, shown


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="tdapp-bench-web-") as folder:
        db = Path(folder) / "room.db"
        ids = build_web_demo(db)
        process, url = start(db)
        try:
            paths = {"lobby": "/", "clock": f"/t/{ids['main']}"}
            began = time.perf_counter()
            timings = asyncio.run(load(url, paths))
            elapsed = time.perf_counter() - began
            total = sum(len(v) for v in timings.values())
            print(
                f"{CLIENTS} clients at once, {ROUNDS} rounds of lobby + clock: {total} requests in {elapsed:.1f} s ({total / elapsed:.0f}/s)"
            )
            for name, values in timings.items():
                print(
                    f"  {name:6s} median {statistics.median(values):6.1f} ms   p95 {percentile(values, 95):6.1f} ms   max {max(values):6.1f} ms"
                )
            heard, shown = asyncio.run(live(url, db, ids["main"]))
            for what, values in (("heard of on", heard), ("shown on", shown)):
                print(
                    f"a stored action {what} {len(values)} open pages: median {statistics.median(values):.0f} ms, "
                    f"p95 {percentile(values, 95):.0f} ms, max {max(values):.0f} ms"
                )
        finally:
            process.terminate()
            process.wait(timeout=10)


if __name__ == "__main__":
    main()
