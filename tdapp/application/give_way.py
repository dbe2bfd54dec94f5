"""Background work that gives way to the desk's commands.

Python runs one thread at a time. A command's database statements each let
the interpreter go while the database works (SQLite, a server's driver), and
a busy worker -- the lagging undo copy being rebuilt after an undo -- then
keeps it for up to the interpreter's switch interval (5 ms) before the desk
gets it back. A color-up of every table writes one row a player: at 6,000
entries it waited two seconds behind a rebuild. So a command marks itself
under way (`command_under_way`), and workers run in slices and wait between
them while one is (`give_way`); the desk's own statements then each find the
interpreter free.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

#: How long a worker waits for the desk at most before it goes on anyway (a long replay of the desk's own must not
#: hold up its undo copy for ever).
LONGEST_WAIT_S = 2.0

_lock = threading.Lock()
_under_way: dict[int, int] = {}  # the threads running a command -> how many (nested)
_idle = threading.Event()
_idle.set()


@contextmanager
def command_under_way() -> Iterator[None]:
    """The desk is running a command: workers wait between their slices until it is done."""
    me = threading.get_ident()
    with _lock:
        _under_way[me] = _under_way.get(me, 0) + 1
        _idle.clear()
    try:
        yield
    finally:
        with _lock:
            _under_way[me] -= 1
            if not _under_way[me]:
                del _under_way[me]
            if not _under_way:
                _idle.set()


def give_way_off_the_main_thread() -> None:
    """Between two parts of a state a worker unpickles or pickles (`TournamentState.between_parts`): it waits while
    a command is under way. The desk's own thread never waits there (it may be opening a tournament while a long
    undo runs its replay on a worker)."""
    if threading.current_thread() is not threading.main_thread():
        give_way()


def give_way(timeout_s: float = LONGEST_WAIT_S) -> bool:
    """Between two slices of a worker's work: wait while a command is under way (False: it still was, at the
    timeout). Work done by the command's own thread (the copy built at once, in tests) goes on."""
    if threading.get_ident() in _under_way:
        return True
    return _idle.wait(timeout_s)
