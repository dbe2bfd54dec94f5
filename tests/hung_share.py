"""A backup folder that hangs like a dead network share: writing to it blocks until the test lets it go.

A share that stops answering hangs the first call that must reach it, and
the last one before a backup takes its name is the fsync of the copy: the
pages are written, the file is not yet safe. `HungShare.install` makes
`os.fsync` of a file in `folder` block there (other files, such as the
desk's own snapshots, are not held), so a test can close the desk while
the backup's thread is stuck, and see what the folder holds.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest


class HungShare:
    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self.entered = threading.Event()  # a copy is stuck in the share
        self.released = threading.Event()  # the share answers again

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        real = os.fsync

        def fsync(fd: int) -> None:
            try:
                path = Path(os.readlink(f"/proc/self/fd/{fd}"))
            except OSError:
                path = Path()
            if path.parent == self.folder:
                self.entered.set()
                self.released.wait(60)
            real(fd)

        monkeypatch.setattr(os, "fsync", fsync)


needs_proc = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="finds a file's path from its descriptor in /proc")
