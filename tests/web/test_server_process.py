"""The desk's server process runs for a whole event: its output is read all along, so it never stops on a full pipe."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tdapp.web.process import start_server_process

#: A stand-in for `tdapp serve` that, once started, writes far more than a pipe holds (64 KiB) to its error output,
#: as the real one does when the database cannot be read for a long while, then says it is still alive.
NOISY = """
import sys, pathlib
print("tdapp serve: http://127.0.0.1:1/ (read-only; listening on 127.0.0.1:1, http://127.0.0.1:1/ on this machine)", flush=True)
for n in range(20000):
    print(f"tdapp serve: cannot read the database now (line {n})", file=sys.stderr)
sys.stderr.flush()
print("still serving", flush=True)
pathlib.Path(sys.argv[1]).write_text("alive")
import time
time.sleep(30)
"""


def test_a_server_that_writes_a_lot_is_never_stopped_by_its_own_output(tmp_path: Path) -> None:
    alive = tmp_path / "alive"
    server = start_server_process("unused.db", command=[sys.executable, "-c", NOISY, str(alive)])
    try:
        assert server.url == "http://127.0.0.1:1/"
        deadline = time.monotonic() + 20
        while not alive.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert alive.exists(), "the server blocked on its own output"
        assert server.running()
        assert server.errors[-1] == "tdapp serve: cannot read the database now (line 19999)"  # the last words kept
    finally:
        server.stop()
    assert not server.running()
