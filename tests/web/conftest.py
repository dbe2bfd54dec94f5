"""The real `tdapp serve` in a process of its own, on a free port of 127.0.0.1, over a demo room."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tdapp.application.demo import bust_entry
from tdapp.application.desk import Desk
from tdapp.web.demo import build_web_demo

START_SECONDS = 20


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    path = tmp_path_factory.mktemp("web-demo") / "room.db"
    ids = build_web_demo(path)
    return path, ids


@pytest.fixture
def room_db(demo_template: tuple[Path, dict[str, int]], tmp_path: Path) -> tuple[Path, dict[str, int]]:
    """A fresh copy of the demo room for one test (the desk may write to it)."""
    template, ids = demo_template
    copy = tmp_path / "room.db"
    shutil.copy(template, copy)
    return copy, ids


@dataclass
class Served:
    url: str
    process: subprocess.Popen[str]
    first_line: str


def start_serve(db: str | Path, *extra: str) -> Served:
    """Start `tdapp serve --port 0` and read the address it prints (bounded in time)."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "tdapp", "serve", "--db", str(db), "--host", "127.0.0.1", "--port", "0", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline() if process.stdout else ""), daemon=True)
    reader.start()
    reader.join(START_SECONDS)
    if not line or "http://" not in line[0]:
        stop(process)
        err = process.stderr.read() if process.stderr else ""
        raise AssertionError(f"tdapp serve did not start: {line!r} {err}")
    url = line[0].split("on this machine")[0].split()[-1]
    return Served(url.rstrip("/"), process, line[0])


def stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture
def served(room_db: tuple[Path, dict[str, int]]) -> Iterator[Served]:
    running = start_serve(room_db[0])
    try:
        yield running
    finally:
        stop(running.process)


def bust_one(desk: Desk, tournament_id: int) -> int:
    """A player of the main event (a knock-out) is out, eliminated by someone at his table; returns his number."""
    state = desk.tournament(tournament_id).state
    victim = max(state.seating.seat_of)
    desk.act(tournament_id, "player.bust", {"busts": [bust_entry(state, victim, random.Random(1), knockout=True)]})
    return victim


def next_event(response: Any) -> dict[str, object]:
    """The next server-sent event of an open `/events` response: its kind and its data."""
    kind, data = "", ""
    while True:
        line = response.readline().decode().rstrip("\n")
        if line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif not line and kind:
            return {"kind": kind, **json.loads(data)}
