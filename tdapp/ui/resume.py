"""What was running on this machine, so that a desk started again after a crash or a power cut needs nobody (issue 19).

One small JSON file in the user's data folder (`running.json`, per machine
like `desk.json`): the database, the tournament the desk had open and the
room displays that were up (key, monitor, views, rotation; shot clocks by
table). It is written (then synced to disk) whenever one of these changes,
never on a timer, so a `kill -9` or a power cut finds the last state. The
clock needs nothing here: it is derived from the stored actions and the
wall clock, so reopening the tournament puts the right time on the wall
(a paused level stays paused).

A normal quit keeps the record too: the next start reopens the same event
with its room screens. Going back to the start page forgets the tournament
(the TD chose to leave it); "Close all room screens" forgets the displays.
"""

from __future__ import annotations

from typing import Any

from tdapp.paths import read_machine_file, write_machine_file

RUNNING_FILE = "running.json"


def read_running() -> dict[str, Any]:
    return read_machine_file(RUNNING_FILE)


def write_running(data: dict[str, Any]) -> None:
    """Atomically, and synced: the record must survive the power cut it is for."""
    write_machine_file(RUNNING_FILE, data)


def remember(database_url: str, tournament_id: int | None, displays: list[dict[str, Any]]) -> None:
    record = {"database": database_url, "tournament": tournament_id, "displays": displays}
    if record != read_running():
        write_running(record)


def to_resume(database_url: str) -> tuple[int | None, list[dict[str, Any]]]:
    """(tournament, displays) that were up on this database; nothing if the desk last worked on another one."""
    record = read_running()
    if record.get("database") != database_url:
        return None, []
    tid = record.get("tournament")
    displays = [d for d in record.get("displays") or [] if isinstance(d, dict) and isinstance(d.get("key"), str)]
    return (tid if isinstance(tid, int) else None), displays
