"""A throwaway PostgreSQL server for the tests: Debian's binaries, a temporary folder, a free port on 127.0.0.1.

The suite starts one server for the whole run and gives each test a fresh
database on it. A machine where the server cannot start fails the tests that
need it, loudly: nothing is skipped in silence. (`installer/dev.sh test`
installs Debian's `postgresql` package.)
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path


class PostgresUnavailable(RuntimeError):
    pass


def _bin_dir() -> Path:
    found = shutil.which("initdb")
    if found:
        return Path(os.path.realpath(found)).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4]))
    if candidates:
        return Path(candidates[-1]).parent
    raise PostgresUnavailable(
        "PostgreSQL's server programs (initdb, pg_ctl) are not installed: run `bash installer/dev.sh test` "
        "as root, or `apt-get install postgresql`."
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PostgresServer:
    """One running server; `new_database()` gives a URL to an empty database of its own."""

    folder: Path
    port: int
    bin_dir: Path
    run_as: str | None
    _names: itertools.count = field(default_factory=lambda: itertools.count(1))

    @classmethod
    def start(cls) -> PostgresServer:
        bin_dir = _bin_dir()
        run_as = None
        if os.geteuid() == 0:  # the server refuses to run as root
            try:
                pwd.getpwnam("postgres")
            except KeyError as exc:
                raise PostgresUnavailable("Running as root and there is no 'postgres' user to run the server.") from exc
            run_as = "postgres"
        folder = Path(tempfile.mkdtemp(prefix="tdapp-pg-"))
        if run_as:
            shutil.chown(folder, run_as, run_as)
        server = cls(folder, free_port(), bin_dir, run_as)
        data = folder / "data"
        server._run("initdb", "-D", str(data), "-U", "tdapp", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-instructions")
        options = f"-p {server.port} -h 127.0.0.1 -k {folder} -c fsync=on -c max_connections=120 -c shared_buffers=32MB"
        server._run("pg_ctl", "-D", str(data), "-l", str(folder / "server.log"), "-o", options, "-w", "-t", "60", "start")
        return server

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin_dir / program), *args]
        if self.run_as:
            command = ["runuser", "-u", self.run_as, "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=self.folder)
        if result.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise PostgresUnavailable(f"{program} failed ({result.returncode}): {result.stderr.strip()}\n{tail}")

    @property
    def admin_url(self) -> str:
        return f"postgresql+psycopg://tdapp@127.0.0.1:{self.port}/postgres"

    def url(self, name: str) -> str:
        return f"postgresql+psycopg://tdapp@127.0.0.1:{self.port}/{name}"

    def new_database(self) -> str:
        import psycopg

        name = f"t{os.getpid()}_{next(self._names)}"
        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=tdapp dbname=postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "fast", "-w", "-t", "60", "stop")
        finally:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and (self.folder / "data" / "postmaster.pid").exists():
                time.sleep(0.1)
            shutil.rmtree(self.folder, ignore_errors=True)
