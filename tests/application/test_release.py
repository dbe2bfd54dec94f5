"""The states a command replaced are freed a moment after it, off its path, and never kept for good."""

from __future__ import annotations

import gc
import threading
import time
import weakref

import pytest

from tdapp.application import book as book_module
from tdapp.application import release
from tdapp.application.give_way import command_under_way
from tests.application.test_undo_before_the_end import far_from_the_deal, played_to_the_end
from tests.application.test_undo_in_place import CONFIG, an_evening


class Big:
    """Stands for a state: something whose freeing is noticed."""


def freed_within(ref: weakref.ref[Big], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while ref() is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    return ref() is None


def test_an_object_handed_over_is_freed_a_moment_later_on_a_worker_not_by_the_caller() -> None:
    obj = Big()
    ref = weakref.ref(obj)
    release.release_later(obj)
    del obj
    assert ref() is not None  # not freed by the caller's last reference
    assert freed_within(ref, 5.0)
    assert release.parked() == 0


def test_it_waits_while_a_command_is_under_way() -> None:
    started = threading.Event()
    finish = threading.Event()

    def command() -> None:
        with command_under_way():
            started.set()
            finish.wait(5)

    desk = threading.Thread(target=command)
    desk.start()
    started.wait(5)
    obj = Big()
    ref = weakref.ref(obj)
    release.release_later(obj)
    del obj
    time.sleep(release.RELEASE_AFTER_S + 0.3)
    assert ref() is not None  # the command still under way
    finish.set()
    desk.join(5)
    assert freed_within(ref, 5.0)


def test_without_the_worker_the_caller_frees_it_as_before(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(release, "IN_BACKGROUND", False)
    obj = Big()
    ref = weakref.ref(obj)
    release.release_later(obj)
    del obj
    assert ref() is None


@pytest.fixture
def floor(database_url: str, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    yield from an_evening(database_url, monkeypatch, CONFIG)


def test_the_states_undos_and_redos_replaced_are_freed_after_them_not_kept(floor) -> None:  # type: ignore[no-untyped-def]
    """Each undo or redo keeps the state it replaced for its exact reverse; the next one replaces that. The state
    dropped then is freed after the command, by the worker -- and every one of them is freed: a desk that undoes
    all evening does not grow."""
    td, tid, players = floor
    earlier, move, _seat = far_from_the_deal(td, tid, players)
    book = td.tournament(tid)
    dropped: list[weakref.ref[object]] = []
    for step, action in [(td.undo, move), (td.undo, earlier), (td.redo, move), (td.redo, earlier)] * 2:
        before = book._before
        state = before.state if before is not None else None
        step(tid, action.seq)  # (never the exact reverse of the one before: that puts its state back)
        if state is not None and state is not book.state:
            dropped.append(weakref.ref(state))
        del before, state
        assert all(ref() is not None for ref in dropped[-1:])  # not freed inside the command that dropped it
    assert len(dropped) >= 4
    gc.collect()
    deadline = time.monotonic() + 5
    while any(ref() is not None for ref in dropped) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert all(ref() is None for ref in dropped)


def test_the_lagging_copy_an_undo_drops_is_freed_after_it(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An add-on taken back after the end is replayed: the lagging copy no longer stands, and is freed after the undo."""
    td, tid, players = floor
    played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    book._adopt_lag()
    assert book._lag is not None
    lag = weakref.ref(book._lag[1])
    addon = next(a for a in book.log if a.kind == "money.addon")
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", True)  # (its successor built on a worker)
    td.undo(tid, addon.seq)  # replayed (the freeze read the pool): the lagging copy no longer stands
    assert book.is_undone(addon.seq)
    assert book._lag is None or book._lag[1] is not lag()
    assert lag() is not None  # not freed inside the undo
    assert freed_within(lag, 5.0)
