"""Chip counts through the Desk: stored, the same after reopening, undone and redone as any command."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from factories import PLAIN_STRUCTURE, config, desk_with_players, open_desk

from tdapp.domain.chips.counts import count_figures, current_counts
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_seats


@pytest.fixture
def seated(tmp_path: Path) -> Any:
    """Four players paid and seated at table 1, clock running."""
    path = tmp_path / "counts.db"
    desk, ids = desk_with_players(path, 4)
    tid = desk.create_tournament(config("freezeout"))
    desk.act(tid, "clock.set_structure", PLAIN_STRUCTURE)
    for pid in ids:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"CC{pid}"})
    desk.act(tid, "seating.open_table", {"table": 1})
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids, rng=random.Random(1)))
    desk.act(tid, "clock.start", {})
    yield desk, tid, ids, path
    desk.close()


def counted(state: Any) -> dict[int, int]:
    return {pid: c.chips for pid, c in current_counts(state).items()}


def test_a_count_is_stored_and_comes_back_after_reopening(seated: Any) -> None:
    desk, tid, ids, path = seated
    desk.act(tid, "chips.count", {"player_id": ids[0], "chips": 23_500})
    desk.act(tid, "chips.count", {"player_id": ids[1], "chips": 17_000})
    desk.act(tid, "chips.count", {"player_id": ids[0], "chips": 26_000})
    book = desk.tournament(tid)
    assert counted(book.state) == {ids[0]: 26_000, ids[1]: 17_000}
    assert book.log[-1].operator == "test"
    assert book.rebuild() == book.state
    desk.close()
    again = open_desk(path)
    try:
        state = again.tournament(tid).state
        assert counted(state) == {ids[0]: 26_000, ids[1]: 17_000}
        assert count_figures(state).leader_id == ids[0]
    finally:
        again.close()


def test_undo_brings_back_the_count_before_and_redo_the_new_one(seated: Any) -> None:
    desk, tid, ids, path = seated
    desk.act(tid, "chips.count", {"player_id": ids[2], "chips": 30_000})
    second = desk.act(tid, "chips.count", {"player_id": ids[2], "chips": 12_000})
    book = desk.tournament(tid)
    desk.undo(tid, book.last_undoable().seq)
    assert book.is_undone(second.seq)
    assert counted(book.state) == {ids[2]: 30_000}
    desk.redo(tid, book.last_redoable().seq)
    assert counted(book.state) == {ids[2]: 12_000}
    assert book.rebuild() == book.state
    desk.close()
    again = open_desk(path)
    try:
        assert counted(again.tournament(tid).state) == {ids[2]: 12_000}
    finally:
        again.close()


def test_a_refused_count_stores_nothing(seated: Any) -> None:
    desk, tid, ids, _path = seated
    book = desk.tournament(tid)
    size = len(book.log)
    for chips in (-5, 10**9, "many"):
        with pytest.raises(RuleError):
            desk.act(tid, "chips.count", {"player_id": ids[0], "chips": chips})
    assert len(book.log) == size and counted(book.state) == {}
