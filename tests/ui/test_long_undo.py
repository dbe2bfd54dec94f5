"""An undo that replays thousands of actions (an early action of a big flight) runs off the desk's thread:
the window and the clock stay live, every other command waits with a clear message, and the result is the
same as an undo on the desk's thread."""

from __future__ import annotations

import itertools
import sys
import threading
import time

import pytest
from factories import config
from PySide6.QtCore import QTimer

from tdapp.application.book import Book
from tdapp.application.desk import Desk
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui import session as session_module
from tdapp.ui.session import DeskSession
from tests.application.test_undo_in_place import a_late_entrant_drawn

SLOW_S = 0.6  # how long the replay is made to take, so that the desk's thread has time to show it is not blocked
#: Set once a long undo's replay has begun (inside its write, holding the tournament's stream): a test acting at
#: another desk then waits for it, however slowly the machine started the undo's worker.
REPLAYING = threading.Event()


@pytest.fixture
def flight(database_url: str, monkeypatch: pytest.MonkeyPatch) -> tuple[DeskSession, list[int], list[int]]:
    """A flight on each engine (a SQLite file, the test's PostgreSQL server), its early busts made "long"."""
    desk = Desk.open(database_url, operator="Ana")
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, 21)]
    tid = desk.create_tournament(config("freezeout"))
    commands: list[tuple[str, dict]] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, [*commands, ("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
    busts = [desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]}).seq for pid in ids[:6]]
    # A late entrant seated by a draw after them (it reads the whole field: an action the undo index does not
    # follow): an undo of an early bust is then the replay's to decide, not made in place.
    a_late_entrant_drawn(desk, tid)
    session = DeskSession(desk)
    assert session.open_tournament(tid)
    monkeypatch.setattr(session_module, "LONG_REPLAY", 3)  # the early busts are "long" here
    original = Book._replay_changed

    REPLAYING.clear()

    def slow_replay(self, before, after):  # type: ignore[no-untyped-def]
        REPLAYING.set()
        time.sleep(SLOW_S)  # as thousands of actions would take; the GIL is free meanwhile, as between replayed actions
        return original(self, before, after)

    monkeypatch.setattr(Book, "_replay_changed", slow_replay)
    yield session, ids, busts
    session.deleteLater()
    desk.close()


def test_a_long_undo_leaves_the_desk_live_and_says_what_it_undid(qtbot, flight) -> None:  # type: ignore[no-untyped-def]
    session, ids, busts = flight
    notices: list[str] = []
    refusals: list[str] = []
    session.notice.connect(notices.append)
    session.refused.connect(refusals.append)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)  # the clock's own ticks, on the desk's thread
    before = len(session.desk.tournament(session.tournament_id).log)

    assert session.undo(busts[0]) is None  # started, not done
    assert session.busy and notices[-1] == session.busy
    assert session.state.registrations[ids[0]].alive is False  # the state on screen is the one before until done
    # Every other command waits, with the reason, and stores nothing.
    assert session.act("player.bust", {"busts": [{"player_id": ids[10]}]}) is None
    assert refusals == [session.busy]
    with qtbot.waitSignal(session.changed, timeout=10_000):
        pass
    timer.stop()
    assert session.busy is None
    assert session.state.registrations[ids[0]].alive  # the bust is undone
    assert notices[-1] == f"Undo: {session.gesture_text(busts[0])}"
    assert len(session.desk.tournament(session.tournament_id).log) == before + 1  # the undo, and nothing else
    # The desk's thread ran all along: ticks every 50 ms through the replay, none held much longer.
    # (Blocked, the desk's thread would show one gap of the whole replay, SLOW_S.)
    assert len(ticks) >= 3
    assert max(b - a for a, b in itertools.pairwise(ticks)) < SLOW_S * 0.75

    # Put back at once: the redo reverses the undo exactly, so the state the undo replaced is the live one again
    # (nothing replayed, nothing to wait for); and taken back again the same way.
    assert session.redo(busts[0]) is not None
    assert session.busy is None and not session.state.registrations[ids[0]].alive
    assert session.undo(busts[0]) is not None
    assert session.busy is None and session.state.registrations[ids[0]].alive
    # Once another command came in between, the redo is worked out again: off the desk's thread, as the undo was.
    assert session.act("player.bust", {"busts": [{"player_id": ids[10]}]}) is not None
    assert session.redo(busts[0]) is None
    with qtbot.waitSignal(session.changed, timeout=10_000):
        pass
    assert not session.state.registrations[ids[0]].alive
    assert notices[-1] == f"Redo: {session.gesture_text(busts[0])}"


def test_a_long_undo_that_is_refused_says_why_and_changes_nothing(qtbot, flight, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, ids, _busts = flight
    tid = session.tournament_id
    assert session.act("player.bust", {"busts": [{"player_id": ids[6]}]}) is not None
    # A later action depends on an early one: the registration of a player who then bought in and busted.
    registration = next(a for a in session.desk.tournament(tid).log if a.kind == "registration.register")
    before = len(session.desk.tournament(tid).log)
    refusals: list[str] = []
    session.refused.connect(refusals.append)
    assert session.undo(registration.seq) is None
    with qtbot.waitSignal(session.busy_changed, timeout=10_000, check_params_cb=lambda busy: busy is False):
        pass
    assert session.busy is None
    assert len(refusals) == 1 and "(seating.draw) depends on it" in refusals[0]  # the Book's own reason
    assert len(session.desk.tournament(tid).log) == before  # nothing stored
    monkeypatch.setattr(session_module, "LONG_REPLAY", 10**9)
    assert session.undo(registration.seq) is None  # the same undo on the desk's thread: the same refusal
    assert refusals[1] == refusals[0]


def test_closing_the_window_during_a_long_undo_asks_first(qtbot, flight, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from tdapp.ui.main_window import MainWindow

    session, _ids, busts = flight
    window = MainWindow(session.desk)
    qtbot.addWidget(window)
    window.session.open_tournament(session.tournament_id)  # type: ignore[arg-type]
    window.show()
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    assert window.session.undo(busts[0]) is None and window.session.busy
    window.close()
    assert window.isVisible() and len(asked) == 1 and "still checking an undo" in asked[0]  # "No": the desk stays
    window.close()
    assert not window.isVisible() and len(asked) == 2  # "Yes": it closes
    with qtbot.waitSignal(window.session.busy_changed, timeout=10_000):
        pass  # the undo ends as one transaction either way


def test_another_desk_saving_during_a_long_undo_waits_for_it_and_decides_on_the_undone_state(qtbot, flight) -> None:  # type: ignore[no-untyped-def]
    """The long undo holds the tournament's stream while it replays; the cashier's desk waits for it (not for ever),
    then decides on the state with the bust undone, and both desks end with the state of the database."""
    session, ids, busts = flight
    tid = session.tournament_id
    cashier = Desk.open(session.desk.database.url, operator="Caixa")
    cashier.tournament(tid)
    assert session.undo(busts[0]) is None and session.busy  # started off the desk's thread
    assert REPLAYING.wait(10)  # the undo is replaying, in its write
    started = time.monotonic()
    cashier.act(tid, "player.bust", {"busts": [{"player_id": ids[0]}]})  # busted again: only possible once the undo is in
    assert time.monotonic() - started < SLOW_S + 2
    with qtbot.waitSignal(session.busy_changed, timeout=10_000):
        pass
    kinds = [a.kind for a in cashier.tournament(tid).log[-2:]]
    assert kinds == ["undo", "player.bust"]  # the bust was decided after the undo, on its state
    session.sync_with_other_desks()
    assert session.state == cashier.tournament(tid).state == Desk.open(session.desk.database.url).tournament(tid).state
    cashier.close()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)  # a SQLite file: its busy timeout, 5 s
def test_a_desk_held_longer_than_the_lock_wait_says_another_desk_is_saving(qtbot, flight, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """On a server, a desk waits for another desk's long write at most `LOCK_WAIT_MS`, then is refused: nothing stored."""
    from tdapp.application.book import StorageBusy
    from tdapp.storage import store

    session, ids, busts = flight
    assert session.desk.database.engine.dialect.name == "postgresql"
    monkeypatch.setattr(store, "LOCK_WAIT_MS", 150)
    tid = session.tournament_id
    cashier = Desk.open(session.desk.database.url, operator="Caixa")
    before = len(cashier.tournament(tid).log)
    assert session.undo(busts[0]) is None
    assert REPLAYING.wait(10)  # the undo is replaying, in its write
    started = time.monotonic()
    with pytest.raises(StorageBusy, match="Another desk is saving"):
        cashier.act(tid, "player.bust", {"busts": [{"player_id": ids[11]}]})
    assert time.monotonic() - started < SLOW_S  # refused after the lock wait, not after the whole undo
    with qtbot.waitSignal(session.busy_changed, timeout=10_000):
        pass
    cashier.sync(tid)
    assert len(cashier.tournament(tid).log) == before + 1  # the undo alone
    assert ids[11] in cashier.tournament(tid).state.seating.seat_of
    cashier.close()


def test_another_desks_long_undo_is_taken_in_off_the_desks_thread(qtbot, flight, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The TD undoes an early bust at his desk; the registration desk takes it in without freezing its window,
    its clock or the room screens it drives, and ends with the TD's state."""
    slow = 1.5  # a replay long enough that a hold of the whole of it stands out from a busy machine's own pauses
    monkeypatch.setattr(sys.modules[__name__], "SLOW_S", slow)
    session, ids, busts = flight
    tid = session.tournament_id
    td = Desk.open(session.desk.database.url, operator="Director")
    td.tournament(tid)
    td.undo(tid, busts[1])  # at the TD's desk (its own replay made slow too)
    notices: list[str] = []
    session.notice.connect(notices.append)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)

    session.sync_with_other_desks()
    assert session.busy and notices[-1] == session.busy  # taking it in, off the desk's thread
    assert session.state.registrations[ids[1]].alive is False  # the state before, until it is in
    with qtbot.waitSignal(session.busy_changed, timeout=10_000, check_params_cb=lambda busy: busy is False):
        pass
    timer.stop()
    assert session.state.registrations[ids[1]].alive  # the TD's undo is in
    assert session.state == td.tournament(tid).state
    assert notices[-1] == "Another desk's undo or redo is taken in."
    # Taken in on the desk's thread, the ticks would stop for the whole replay (1.5 s).
    assert len(ticks) >= 10 and max(b - a for a, b in itertools.pairwise(ticks)) < slow * 0.6
    td.close()


def test_the_desks_look_at_an_early_undo_after_the_end_builds_nothing_on_its_thread(qtbot, database_url, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At the event's end, the archiving taken back (its replay used the lagging copy up and kept no copy of it: a
    worker builds it again).
    The desk asks on its thread whether an early move's undo is long: building the state before the deal there from
    an undo copy held it 83 ms at 6,000 entries. The look builds nothing (nothing unpickled on the desk's thread);
    the undo, long without that state, runs on a worker, which builds it, and the move is taken back."""
    from tdapp.application import book as book_module
    from tdapp.domain.tournament.all_rules import TOURNAMENT
    from tests.application.test_undo_before_the_end import played_to_the_end
    from tests.application.test_undo_in_place import CONFIG, an_evening

    monkeypatch.setattr(TOURNAMENT, "clone", None)  # (the replay keeps no copy of the lagging copy it uses up)
    evening = an_evening(database_url, monkeypatch, CONFIG)
    td, tid, players = next(evening)
    move, source, _to = played_to_the_end(td, tid, players)
    session = DeskSession(td)
    assert session.open_tournament(tid)
    book = td.tournament(tid)
    monkeypatch.setattr(book, "_start_lag_build", lambda: None)  # (the worker has not built it yet)
    assert session.undo(book.last_undoable().seq) is not None  # type: ignore[union-attr]  # the archiving, at once
    assert book._lag is None
    on_threads: list[bool] = []
    unpickled = book_module.unpickled
    monkeypatch.setattr(
        book_module, "unpickled", lambda data: on_threads.append(threading.current_thread() is threading.main_thread()) or unpickled(data)
    )
    monkeypatch.setattr(session_module, "LONG_REPLAY", 1 + 2)  # (longer than the end alone, replayed after the move)
    assert session.undo(move.seq) is None  # long: on a worker
    with qtbot.waitSignal(session.changed, timeout=10_000):
        pass
    assert on_threads and not any(on_threads)  # the state before the deal built, but not on the desk's thread
    assert session.state.seating.seat_of[players[0]] == source
    session.deleteLater()
    td.close()
