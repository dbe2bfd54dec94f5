"""Run the real desk (`python -m tdapp`) in a child process and read what it shows (TDAPP_STATUS_FILE, tdapp.ui.startup).

Shared by the start-up and crash-recovery tests: the child runs offscreen
with simulated monitors, an isolated data folder (TDAPP_DATA_DIR) and its
own Qt settings (XDG_CONFIG_HOME), so nothing of the machine's desk is read
or written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

MONITORS = ("DESK", "ROOM1", "ROOM2")


def screens_config(folder: Path, names: Sequence[str] = MONITORS) -> Path:
    screens = [
        {"name": name, "x": 1920 * i, "y": 0, "width": 1920 if i == 0 else 1280, "height": 1080 if i == 0 else 720}
        | {"logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}
        for i, name in enumerate(names)
    ]
    path = folder / "screens.json"
    path.write_text(json.dumps({"screens": screens}), encoding="utf-8")
    assert path.is_file()  # a missing config file aborts the Qt process
    return path


class DeskProcess:
    """One desk process; `wait_for` polls its status file until a condition holds."""

    def __init__(self, folder: Path, args: Sequence[str] = ("--lang", "en"), *, driver: str | None = None) -> None:
        self.status_file = folder / f"status-{time.monotonic_ns()}.json"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
        env.update(
            QT_QPA_PLATFORM=f"offscreen:configfile={screens_config(folder)}",
            QT_LOGGING_RULES="qt.multimedia.*=false",
            TDAPP_DATA_DIR=str(folder / "data"),
            TDAPP_STATUS_FILE=str(self.status_file),
            HOME=str(folder),
            XDG_CONFIG_HOME=str(folder / "config"),
        )
        command = [sys.executable, "-c", driver, *args] if driver else [sys.executable, "-m", "tdapp", *args]
        self.log = open(folder / f"desk-{time.monotonic_ns()}.log", "w+", encoding="utf-8")
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def status(self) -> dict[str, Any]:
        try:
            return json.loads(self.status_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def wait_for(self, condition: Callable[[dict[str, Any]], bool], timeout: float = 90.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            status = self.status()
            if status and condition(status):
                return status
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.log.seek(0)
        raise AssertionError(
            f"the desk never showed it; last status {self.status()}; exit {self.process.poll()}; output:\n{self.log.read()[-3000:]}"
        )

    def kill(self) -> None:
        """SIGKILL: no clean-up at all, as in a crash or a power cut."""
        self.process.kill()
        self.process.wait(timeout=30)
        self.log.close()
