"""`tdapp serve` on a PostgreSQL server: the desks' notifications reach every open page, and nothing is ever written."""

from __future__ import annotations

import http.client
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest
from sqlalchemy import text

from tdapp.application.desk import Desk
from tdapp.web.demo import build_web_demo
from tests.web.conftest import bust_one, start_serve, stop
from tests.web.conftest import next_event as read_event

TIMEOUT = 10


def test_a_page_served_from_a_postgresql_server_follows_the_desks_at_once(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    ids = build_web_demo(url)
    served = start_serve(url)
    try:
        with urllib.request.urlopen(served.url + "/", timeout=TIMEOUT) as page:
            assert "Satélite" in page.read().decode() or page.status == 200
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
