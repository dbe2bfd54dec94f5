"""Starting `tdapp serve` as a process of its own, from the desk or the self-test.

In a source checkout or an installed package the server is
`python -m tdapp serve`; in the PyInstaller bundle the executable itself is
`tdapp`, so it is `tdapp serve`.

The server runs for a whole event. Its output is read for as long as it
runs: a pipe nobody reads fills after 64 KiB, and the server's next line (a
database it cannot read for a while, prints one every poll) would then stop
it dead in the middle of the event. The last lines of its error output are
kept, to say why it stopped.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

#: Lines of the server's error output kept for the desk to show.
KEPT_ERROR_LINES = 20


def serve_command(db: str, host: str, port: int) -> list[str]:
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "tdapp"]
    return [*program, "serve", "--db", db, "--host", host, "--port", str(port)]


@dataclass
class ServerProcess:
    process: subprocess.Popen[str]
    url: str  # the address to give the room (the QR code's)
    local_url: str  # the address on this machine
    errors: deque[str] = field(default_factory=lambda: deque(maxlen=KEPT_ERROR_LINES))  # its last lines on stderr

    def follow(self) -> ServerProcess:
        """Read the server's output until it ends (on threads of their own), keeping the last error lines."""
        for stream, keep in ((self.process.stdout, None), (self.process.stderr, self.errors)):
            if stream is not None:
                threading.Thread(target=_drain, args=(stream, keep), name="tdapp-serve-output", daemon=True).start()
        return self

    def running(self) -> bool:
        return self.process.poll() is None

    def stop(self, timeout: float = 10.0) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=timeout)


def _drain(stream: Iterable[str], keep: deque[str] | None) -> None:
    for line in stream:
        if keep is not None and line.strip():
            keep.append(line.rstrip())


def start_server_process(
    db: str, host: str = "127.0.0.1", port: int = 0, *, timeout: float = 30.0, command: list[str] | None = None
) -> ServerProcess:
    """Start the server and wait (bounded) for the address it prints; raises RuntimeError if it does not start."""
    process = subprocess.Popen(
        command or serve_command(db, host, port),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",  # a stray byte never stops the reading
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline() if process.stdout else ""), daemon=True)
    reader.start()
    reader.join(timeout)
    if not line or "http://" not in line[0]:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)
        detail = (process.stderr.read() if process.stderr else "").strip().splitlines()
        raise RuntimeError(detail[-1] if detail else "the server did not start")
    # "tdapp serve: URL (read-only; listening on HOST:PORT, LOCAL on this machine)"
    url = line[0].split()[2]
    local = line[0].split("on this machine")[0].split()[-1]
    return ServerProcess(process, url, local).follow()
