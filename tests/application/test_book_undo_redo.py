"""Undo and redo through the Desk: any action, not only the last, when nothing later depends on it (issue 2, item 3).

Undo and redo are actions of the log themselves; reopening the file gives back
exactly the state the desk had.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from factories import assert_desk_refuses, config, desk_with_players, open_desk

from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.domain.tournament.state import RegStatus


@pytest.fixture
def room(tmp_path: Path) -> tuple[Any, int, Path]:
    """A desk with players 1-5 and a rebuy tournament."""
    path = tmp_path / "room.db"
    desk, _ = desk_with_players(path, 5)
    tid = desk.create_tournament(config("rebuy_addon"))
    yield desk, tid, path
    desk.close()


def act(desk: Any, tid: int, kind: str, **payload: Any) -> int:
    return desk.act(tid, kind, payload).seq


def enter(desk: Any, tid: int, pid: int) -> tuple[int, int]:
    return act(desk, tid, "registration.register", player_id=pid), act(desk, tid, "money.buy_in", player_id=pid, document=f"CC{pid}")


def reopened(path: Path, tid: int) -> Any:
    again = open_desk(path)
    try:
        return again.tournament(tid).state
    finally:
        again.close()


def test_undo_of_an_earlier_action_that_nothing_depends_on(room: tuple[Any, int, Path]) -> None:
    desk, tid, path = room
    reg1 = act(desk, tid, "registration.register", player_id=1)
    enter(desk, tid, 2)
    act(desk, tid, "money.rebuy", player_id=2)
    book = desk.tournament(tid)
    undo = desk.undo(tid, reg1)
    assert 1 not in book.state.registrations
    assert book.state.registrations[2].rebuys == 1
    assert book.is_undone(reg1)
    assert book.log[-1] == undo and undo.kind == "undo" and undo.payload == {"target": reg1}
    assert book.rebuild() == book.state
    assert reopened(path, tid) == book.state


def test_undo_of_a_payment_takes_its_money_out_of_the_drawer(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    enter(desk, tid, 1)
    enter(desk, tid, 2)
    rebuy = act(desk, tid, "money.rebuy", player_id=1)
    act(desk, tid, "money.addon", player_id=2)
    book = desk.tournament(tid)
    before = cash_desk(book.state).taken_cents
    desk.undo(tid, rebuy)
    after = cash_desk(book.state)
    assert after.taken_cents == before - 5_000
    assert after.balanced
    assert book.state.registrations[1].rebuys == 0


def test_undo_refused_when_a_later_action_depends_on_it(room: tuple[Any, int, Path]) -> None:
    """The message names the dependent action so the floor knows what to undo first."""
    desk, tid, _ = room
    reg1, pay1 = enter(desk, tid, 1)
    book = desk.tournament(tid)
    state, logged = copy.deepcopy(book.state), len(book.log)
    with pytest.raises(RuleError, match=rf"Action #{pay1} \(money.buy_in\) depends on it: Player 1 is not registered"):
        desk.undo(tid, reg1)
    assert book.state == state
    assert len(book.log) == logged
    assert len(desk.store.load("tournament", tid)) == logged
    assert not book.is_undone(reg1)


def test_undo_of_a_dependent_chain_from_the_end_then_redo_in_order(room: tuple[Any, int, Path]) -> None:
    desk, tid, path = room
    reg1, pay1 = enter(desk, tid, 1)
    rebuy = act(desk, tid, "money.rebuy", player_id=1)
    book = desk.tournament(tid)
    full = copy.deepcopy(book.state)
    for seq in (rebuy, pay1, reg1):
        desk.undo(tid, seq)
    assert book.state.registrations == {}
    with pytest.raises(RuleError, match=r"Player 1 is not registered"):
        desk.redo(tid, pay1)  # the payment needs its registration back first
    for seq in (reg1, pay1, rebuy):
        desk.redo(tid, seq)
    assert book.state == full
    assert reopened(path, tid) == full


def test_undo_then_redo_restores_the_same_state(room: tuple[Any, int, Path]) -> None:
    desk, tid, path = room
    enter(desk, tid, 1)
    _, pay2 = enter(desk, tid, 2)
    act(desk, tid, "money.addon", player_id=1)
    book = desk.tournament(tid)
    before = copy.deepcopy(book.state)
    desk.undo(tid, pay2)
    assert book.state.registrations[2].status is RegStatus.REGISTERED
    redo = desk.redo(tid, pay2)
    assert book.state == before
    assert redo.kind == "redo" and redo.payload == {"target": pay2}
    assert [a.kind for a in book.log[-2:]] == ["undo", "redo"]
    assert [a.kind for a in desk.store.load("tournament", tid)[-2:]] == ["undo", "redo"]
    assert reopened(path, tid) == before


def test_redo_refused_when_the_log_moved_on_without_the_action(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    reg1 = act(desk, tid, "registration.register", player_id=1)
    desk.undo(tid, reg1)
    again = act(desk, tid, "registration.register", player_id=1, channel="phone")
    book = desk.tournament(tid)
    state, logged = copy.deepcopy(book.state), len(book.log)
    with pytest.raises(RuleError, match=rf"Action #{again} \(registration.register\) depends on it: Player 1 is already registered"):
        desk.redo(tid, reg1)
    assert (book.state, len(book.log)) == (state, logged)


def test_undo_and_redo_themselves_cannot_be_undone(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    reg1 = act(desk, tid, "registration.register", player_id=1)
    undo = desk.undo(tid, reg1)
    redo = desk.redo(tid, reg1)
    book = desk.tournament(tid)
    logged = len(book.log)
    for meta in (undo.seq, redo.seq):
        with pytest.raises(RuleError, match="Undo and redo themselves cannot be undone"):
            desk.undo(tid, meta)
        with pytest.raises(RuleError, match="Undo and redo themselves cannot be undone"):
            desk.redo(tid, meta)
    assert len(book.log) == logged


def test_undo_twice_redo_of_what_is_not_undone_and_unknown_actions(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    reg1 = act(desk, tid, "registration.register", player_id=1)
    reg2 = act(desk, tid, "registration.register", player_id=2)
    desk.undo(tid, reg1)
    book = desk.tournament(tid)
    logged = len(book.log)
    with pytest.raises(RuleError, match=rf"Action #{reg1} is already undone"):
        desk.undo(tid, reg1)
    with pytest.raises(RuleError, match=rf"Action #{reg2} is not undone"):
        desk.redo(tid, reg2)
    with pytest.raises(RuleError, match="There is no action #9999"):
        desk.undo(tid, 9999)
    assert len(book.log) == logged


def test_undo_of_another_tournaments_action_is_refused(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    other = desk.create_tournament(config("knockout"))
    foreign = act(desk, other, "registration.register", player_id=1)
    with pytest.raises(RuleError, match=rf"no action #{foreign}"):
        desk.undo(tid, foreign)


def test_last_undoable_and_last_redoable(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    reg1 = act(desk, tid, "registration.register", player_id=1)
    reg2 = act(desk, tid, "registration.register", player_id=2)
    book = desk.tournament(tid)
    assert book.last_undoable().seq == reg2
    desk.undo(tid, reg2)
    assert book.last_undoable().seq == reg1
    assert book.last_redoable().seq == reg2
    desk.redo(tid, reg2)
    assert book.last_redoable() is None


def test_reopening_restores_exactly_the_same_state(room: tuple[Any, int, Path]) -> None:
    desk, tid, path = room
    for pid in (1, 2, 3):
        enter(desk, tid, pid)
    act(desk, tid, "money.rebuy", player_id=1)
    act(desk, tid, "money.addon", player_id=3)
    act(desk, tid, "registration.register", player_id=4, pre=True, channel="sms")
    desk.undo(tid, act(desk, tid, "money.rebuy", player_id=2))
    live = desk.tournament(tid).state
    again = open_desk(path)
    assert again.tournament(tid).state == live
    assert again.tournament(tid).log == desk.tournament(tid).log
    assert again.players() == desk.players()
    again.close()


# -- refusals through the desk store nothing ---------------------------------------------


@pytest.mark.parametrize("player", [99, 0, -1, "1", None.__class__.__name__, True, 1.0])
def test_unknown_player_is_refused_and_nothing_is_stored(room: tuple[Any, int, Path], player: Any) -> None:
    desk, tid, _ = room
    assert_desk_refuses(desk, tid, "registration.register", {"player_id": player}, "No such player")


def test_rule_refusals_through_the_desk_store_nothing(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    enter(desk, tid, 1)
    act(desk, tid, "money.addon", player_id=1)
    assert_desk_refuses(desk, tid, "registration.register", {"player_id": 1}, "already registered")
    assert_desk_refuses(desk, tid, "money.addon", {"player_id": 1}, "already taken the add-on")
    assert_desk_refuses(desk, tid, "money.reentry", {"player_id": 1, "forfeited_chips": 10}, "has no re-entry")
    assert_desk_refuses(desk, tid, "registration.check_in", {"player_id": 2, "document": "CC2"}, "not registered")
    assert_desk_refuses(desk, tid, "money.rebuy", {"player_id": 1, "extra": object()}, r"The action 'money.rebuy' is malformed")
    assert_desk_refuses(desk, tid, "money.rebuy", {"player_id": 1, "extra": {1, 2}}, r"The action 'money.rebuy' is malformed")


def test_several_actions_are_stored_together_or_not_at_all(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    book = desk.tournament(tid)
    logged = len(book.log)
    with pytest.raises(RuleError, match="already registered"):
        desk.act_many(tid, [("registration.register", {"player_id": 1}), ("registration.register", {"player_id": 1})])
    assert len(book.log) == logged
    assert len(desk.store.load("tournament", tid)) == logged
    assert book.state.registrations == {}


def test_a_merged_player_registers_as_the_entry_kept(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    desk.directory.execute("player.merge", {"keep": 1, "merge": 5})
    desk.act(tid, "registration.register", {"player_id": 5})
    assert set(desk.tournament(tid).state.registrations) == {1}


def test_a_player_who_plays_cannot_be_uncreated(room: tuple[Any, int, Path]) -> None:
    desk, tid, _ = room
    created = next(a.seq for a in desk.directory.log if a.kind == "player.create" and a.payload["player_id"] == 2)
    act(desk, tid, "registration.register", player_id=2)
    with pytest.raises(RuleError, match="Player #2 is registered in a tournament"):
        desk.undo_directory(created)
    assert 2 in desk.players().players


def test_the_live_state_sees_the_payload_exactly_as_it_is_stored(room: tuple[Any, int, Path]) -> None:
    """A tuple or a number-keyed dict would come back from the log as a list and text keys: live and replay must agree."""
    from tdapp.application.book import as_stored

    assert as_stored("k", {"a": (1, 2), "b": {1: "x"}}) == {"a": [1, 2], "b": {"1": "x"}}
    desk, tid, _ = room
    desk.act(tid, "registration.register", {"player_id": 1, "note": (1, 2)})
    assert desk.tournament(tid).log == desk.store.load("tournament", tid)
