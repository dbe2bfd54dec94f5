"""States a command replaced, freed a moment after it on a worker rather than inside it.

Freeing a festival's state -- the one an undo replaced, kept for its exact
reverse until the next command -- holds the interpreter about 20 ms at 6,000
entries, and the command that dropped the last reference paid that before it
answered. Handed here instead, it is freed RELEASE_AFTER_S later between two
commands (`give_way`): the interpreter is held as long, but once the desk has
drawn the change, as the cyclic collector's work is run between commands
(`tdapp.ui.gui_thread`).
"""

from __future__ import annotations

import queue
import threading
import time

from tdapp.application.give_way import give_way

#: The desk draws the change first (as the lagging copy's build waits: `book.LAG_START_DELAY_S`).
RELEASE_AFTER_S = 0.3
#: Off in tests that count what a command frees: the caller then frees it, as before.
IN_BACKGROUND = True

_parked: queue.SimpleQueue[tuple[float, object]] = queue.SimpleQueue()
_lock = threading.Lock()
_worker: threading.Thread | None = None


def release_later(obj: object) -> None:
    """Free `obj` (when this was its last reference) a moment from now, off the caller's thread."""
    global _worker
    if obj is None or not IN_BACKGROUND:
        return
    _parked.put((time.monotonic() + RELEASE_AFTER_S, obj))
    with _lock:
        if _worker is None or not _worker.is_alive():
            _worker = threading.Thread(target=_release, name="tdapp-release", daemon=True)
            _worker.start()


def _release() -> None:
    while True:
        due, obj = _parked.get()
        wait = due - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        give_way()
        del obj  # (the last reference, most of the time: its objects are freed here)


def parked() -> int:
    """How many objects wait to be freed (tests)."""
    return _parked.qsize()
