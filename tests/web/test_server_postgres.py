"""`tdapp serve` on a PostgreSQL server: the desks' notifications reach every open page, and nothing is ever written."""

from __future__ import annotations

import asyncio
import http.client
import subprocess
import sys
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import aiohttp
import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from tdapp.application.desk import Desk
from tdapp.web.demo import build_web_demo
from tdapp.web.server import start_server
from tdapp.web.source import Room
from tests.web.conftest import bust_one, start_serve, stop
from tests.web.conftest import next_event as read_event

TIMEOUT = 10


def test_a_page_served_from_a_postgresql_server_follows_the_desks_at_once(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    ids = build_web_demo(url)
    served = start_serve(url)
    try:
        with urllib.request.urlopen(served.url + "/", timeout=TIMEOUT) as page:
            lobby = page.read().decode()
        assert "Four Seasons — Main Event" in lobby and "Satélite para o Main Event" in lobby
        host = urlsplit(served.url)
        stream = http.client.HTTPConnection(host.hostname, host.port, timeout=TIMEOUT)
        stream.request("GET", "/events")
        response = stream.getresponse()

        def next_event() -> dict[str, object]:
            return read_event(response)

        first = next_event()
        desk = Desk.open(url, operator="Mesa do DT")
        stored = time.monotonic()
        bust_one(desk, ids["main"])
        while (event := next_event())["kind"] != "change":
            assert time.monotonic() - stored < 1.0
        assert event["version"] != first["version"] and time.monotonic() - stored < 1.0

        with desk.store.engine.connect() as conn:
            before = conn.execute(text("SELECT COUNT(*), MAX(seq) FROM actions")).one()
        request = urllib.request.Request(served.url + "/", data=b"x=1", method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=TIMEOUT)
        assert refused.value.code == 405
        with desk.store.engine.connect() as conn:
            assert conn.execute(text("SELECT COUNT(*), MAX(seq) FROM actions")).one() == before
        desk.close()
        stream.close()
    finally:
        stop(served.process)


def test_the_server_wakes_on_the_desks_news_not_on_its_poll(database_url: str) -> None:
    """PostgreSQL's notifications (and SQLite's change counter) wake the server: with its poll a minute apart, a bust still
    reaches an open page within a second, on both engines."""
    ids = build_web_demo(database_url)

    async def scenario() -> float:
        server = await start_server(database_url, "127.0.0.1", 0, poll_seconds=60.0)
        try:
            async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT)) as session:
                async with session.get(server.local_url + "events") as response:

                    async def next_kind() -> str:
                        async for raw in response.content:
                            line = raw.decode().strip()
                            if line.startswith("event: "):
                                return line[7:]
                        return ""

                    assert await next_kind() == "change"  # the version now
                    desk = await asyncio.to_thread(Desk.open, database_url)
                    try:
                        stored = time.monotonic()
                        await asyncio.to_thread(bust_one, desk, ids["main"])
                        while await asyncio.wait_for(next_kind(), 5) != "change":
                            pass
                        return time.monotonic() - stored
                    finally:
                        await asyncio.to_thread(desk.close)
        finally:
            await server.stop()

    assert asyncio.run(scenario()) < 1.0


def test_the_servers_postgresql_sessions_cannot_write(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    build_web_demo(url)
    room = Room.open(url)
    try:
        with room.desk.database.engine.connect() as conn:
            before = conn.execute(text("SELECT COUNT(*) FROM actions")).scalar()
            with pytest.raises(DBAPIError, match="read-only transaction"):
                conn.execute(text("DELETE FROM actions"))
    finally:
        room.close()
    desk = Desk.open(url)
    try:
        with desk.store.engine.connect() as conn:
            assert conn.execute(text("SELECT COUNT(*) FROM actions")).scalar() == before
    finally:
        desk.close()


def test_an_empty_postgresql_database_is_refused_and_left_empty(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    done = subprocess.run([sys.executable, "-m", "tdapp", "serve", "--db", url, "--port", "0"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "open it at a desk first" in done.stderr, done.stderr
    from sqlalchemy import create_engine

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'")).scalar() == 0
    finally:
        engine.dispose()
