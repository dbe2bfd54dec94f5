"""Starting `tdapp serve` as a process of its own, from the desk or the self-test.

In a source checkout or an installed package the server is
`python -m tdapp serve`; in the PyInstaller bundle the executable itself is
`tdapp`, so it is `tdapp serve`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from dataclasses import dataclass


def serve_command(db: str, host: str, port: int) -> list[str]:
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "tdapp"]
    return [*program, "serve", "--db", db, "--host", host, "--port", str(port)]


@dataclass
class ServerProcess:
    process: subprocess.Popen[str]
    url: str  # the address to give the room (the QR code's)
    local_url: str  # the address on this machine

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


def start_server_process(db: str, host: str = "127.0.0.1", port: int = 0, *, timeout: float = 30.0) -> ServerProcess:
    """Start the server and wait (bounded) for the address it prints; raises RuntimeError if it does not start."""
    process = subprocess.Popen(
        serve_command(db, host, port),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
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
    return ServerProcess(process, url, local)
