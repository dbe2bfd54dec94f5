"""A crash or a power cut loses no committed action (brief, non-negotiable 3).

A child process appends actions as fast as it can and reports each sequence
number only after the commit returned; the test kills it with SIGKILL at a
random moment and checks that every reported action is in the reopened log,
and that the database opens cleanly.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from tdapp.application.desk import Desk

WRITER = r"""
import sys
from tdapp.application.desk import Desk
desk = Desk.open(sys.argv[1], operator="crash-test")
tid = desk.create_tournament({"name": "Crash", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}})
print("T", tid, flush=True)
n = 0
while True:
    n += 1
    pid = desk.add_player(f"Player {n}")
    print("P", desk.directory.log[-1].seq, flush=True)
    action = desk.act(tid, "registration.register", {"player_id": pid})
    print("A", action.seq, flush=True)
"""


def test_kill_minus_nine_loses_no_reported_action(database_url: str) -> None:
    """On a SQLite file and on a PostgreSQL server (a desk killed in the middle of its write)."""
    db = database_url
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    for round_no, (warm_up, extra) in enumerate(((15, 0.05), (40, 0.25))):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, db], stdout=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        lines: list[list[str]] = []
        deadline = time.monotonic() + 120
        # Kill only once the writer is in full flow (a cold interpreter takes a while to start),
        # then a little later, at a moment the test does not choose exactly.
        while len(lines) < warm_up and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line.split())
        time.sleep(extra)
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate(timeout=30)
        lines += [line.split() for line in rest.splitlines() if line.strip()]
        # A line cut by the kill ("A" without its number) was never reported whole: only whole lines count.
        reported = {int(words[1]) for words in lines if len(words) == 2 and words[0] in ("A", "P") and words[1].isdigit()}
        assert len(reported) >= min(warm_up, 10), f"round {round_no}: the writer committed too little to test ({len(reported)})"
        desk = Desk.open(db)
        stored = {a.seq for a in desk.directory.log}
        for row in desk.tournament_rows():
            stored |= {a.seq for a in desk.tournament(row.id).log}
            # the state replays cleanly after the crash
            assert desk.tournament(row.id).rebuild() == desk.tournament(row.id).state
        missing = reported - stored
        assert not missing, f"committed actions lost after kill -9: {sorted(missing)[:10]}"
        desk.close()
