"""Undo is of commands (issue 17): what one command stored (a re-entry and its seat) is undone and redone as one."""

from __future__ import annotations

import pickle
from pathlib import Path

from factories import desk_with_players

from tdapp.domain.log import GESTURE
from tdapp.domain.seating.draw import draw_seat, draw_seats


def snapshot(desk, tid: int) -> bytes:  # type: ignore[no-untyped-def]
    """The whole tournament state, byte for byte (what 'exactly' means)."""
    state = desk.tournament(tid).state
    return pickle.dumps((state.registrations, state.seating, state.payments, state.players_left, state.entries, state.reentries))


def started(tmp_path: Path):  # type: ignore[no-untyped-def]
    desk, ids = desk_with_players(tmp_path / "g.db", 12)
    from factories import config

    tid = desk.create_tournament(config("freezeout"))
    commands = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, [*commands, ("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
    return desk, ids, tid


def test_a_reentry_with_its_seat_is_undone_and_redone_as_one(tmp_path: Path) -> None:
    desk, ids, tid = started(tmp_path)
    try:
        pid = ids[3]
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
        before = snapshot(desk, tid)
        seat = draw_seat(desk.tournament(tid).state.seating, pid, reentry=True)
        stored = desk.act_many(tid, [("money.reentry", {"player_id": pid}), ("seating.seat", seat)])
        assert len(stored) == 2 and stored[0].payload[GESTURE] == stored[1].payload[GESTURE]
        after = snapshot(desk, tid)
        book = desk.tournament(tid)
        assert [a.seq for a in book.gesture(stored[1].seq)] == [a.seq for a in stored]
        # Ctrl+Z on the last action (the seat) takes the re-entry out too: paid and unseated never happens.
        book.undo_many([book.last_undoable().seq])
        assert snapshot(desk, tid) == before
        assert all(book.is_undone(a.seq) for a in stored)
        assert book.last_redoable().seq in {a.seq for a in stored}
        book.redo_many([book.last_redoable().seq])
        assert snapshot(desk, tid) == after
        # Undoing either member from the log undoes both; so does the single-target entry point.
        book.undo(stored[0].seq)
        assert snapshot(desk, tid) == before
        book.redo(stored[1].seq)
        assert snapshot(desk, tid) == after
        assert snapshot(desk, tid) == pickle.dumps(
            (lambda s: (s.registrations, s.seating, s.payments, s.players_left, s.entries, s.reentries))(book.rebuild())
        )
    finally:
        desk.close()


def test_a_single_action_stays_its_own_gesture_and_handlers_never_see_the_mark(tmp_path: Path) -> None:
    desk, ids, tid = started(tmp_path)
    try:
        bust = desk.act(tid, "player.bust", {"busts": [{"player_id": ids[0]}]})
        assert GESTURE not in bust.payload
        book = desk.tournament(tid)
        assert book.gesture(bust.seq) == [bust]
        # The create command with its follow-ups was one gesture: the strict configuration handler took it.
        assert desk.tournament(tid).state.config is not None
    finally:
        desk.close()
