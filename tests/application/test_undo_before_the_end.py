"""An early undo after the event's end: taken in place before it, the end replayed alone.

A deal, a prize table changed by the TD, the tournament finished or archived:
the undo index does not follow what these read, so an undo of anything before
one of them replayed the whole log from the copy before its target (seconds
at a festival's final day). The desk now takes the undo in place on the state
just before the first of them -- the lagging copy a few actions back -- and
replays only that action and what follows it: the same state as the whole
replay, or the same refusal, on both engines and at both desks.
"""

from __future__ import annotations

import pickle
import random
import threading

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import Status
from tests.application.test_undo_in_place import (
    CONFIG,
    EVERY,
    Counting,
    a_late_entrant_drawn,
    an_evening,
    counted_at_both_desks,
    free_seat,
    registrations_watched,
)
from tests.application.test_undo_in_place import second_thoughts as undo_or_redo
from tests.domain.test_clone import shared_mutable
from tests.domain.test_reversal import assert_same

LAG_BEHIND = 8


@pytest.fixture
def floor(database_url: str, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    yield from an_evening(database_url, monkeypatch, CONFIG)


@pytest.fixture
def no_copy_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """The undo before the end keeps no copy of the state it was made on (`Book._copy_as_lag`), as when the
    deal lies further back than a lagging copy: the lagging copy it used up is built again by a worker."""
    monkeypatch.setattr(TOURNAMENT, "clone", None)


def copies_unpickled(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """The undo copies unpickled from now on (each one's bytes)."""
    unpickled: list[bytes] = []
    monkeypatch.setattr(book_module, "unpickled", lambda data: unpickled.append(data) or pickle.loads(data))
    return unpickled


def whole_replays(book, monkeypatch: pytest.MonkeyPatch) -> list[int]:  # type: ignore[no-untyped-def]
    """The replays from an undo copy (`Book._replay_changed`) made from now on: how many actions each ends with."""
    replayed: list[int] = []
    whole = book._replay_changed
    monkeypatch.setattr(book, "_replay_changed", lambda before, after: replayed.append(len(after)) or whole(before, after))
    return replayed


def alive(td: Desk, tid: int) -> list[int]:
    return sorted(pid for pid, reg in td.tournament(tid).state.registrations.items() if reg.alive)


def played_to_the_end(td: Desk, tid: int, players: list[int], keep_free: int | None = None):  # type: ignore[no-untyped-def]
    """An evening played out: a player moved early (not to table `keep_free`), add-ons, registration closed, the prize
    table frozen, busts down to five, a deal among them, the tournament finished and archived. (the move, his seat
    before, after)"""
    book = td.tournament(tid)
    mover = players[0]
    source = book.state.seating.seat_of[mover]
    to = free_seat(td, tid, not_table=source[0], nor=keep_free)
    move = td.act(tid, "seating.move", {"player_id": mover, "table": to[0], "seat": to[1]})
    for pid in players[10:30]:
        td.act(tid, "money.addon", {"player_id": pid})
    for kind in ("registration.close_late", "registration.close_reentry", "prizes.freeze"):
        td.act(tid, kind)
    for pid in [p for p in players if p != mover][:35]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    stacks = [{"player_id": pid, "chips": 100_000 + 5_000 * n} for n, pid in enumerate(alive(td, tid))]
    td.act(tid, "prizes.accept_deal", {"method": "icm", "players": stacks})
    td.act(tid, "tournament.finish")
    td.act(tid, "tournament.archive")
    return move, source, to


def test_an_early_move_after_the_deal_and_the_finish_is_undone_before_them_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    move, source, to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    cashier = Desk.open(td.database.url, operator="Caixa")
    other = cashier.tournament(tid)
    deal = book.state.prizes.deals[0]
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    watching = Counting(other.rulebook)
    other.rulebook = watching  # type: ignore[assignment]

    # The deal, the finish and the archiving follow it: three actions replayed, so the desk keeps it on its thread.
    assert book.replay_length(move.seq) == 1 + 3
    counting.calls.clear()
    td.undo(tid, move.seq)
    assert counting.calls[0] == 3  # the end, replayed on the state before it with the move taken back
    assert book.state.seating.seat_of[players[0]] == source
    assert book.state.status is Status.ARCHIVED and book.state.prizes.deals == [deal]
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    # The other desk takes the undo in the same way, from its own lagging copy.
    watching.calls.clear()
    assert cashier.sync(tid)
    assert sum(watching.calls[:2]) <= LAG_BEHIND + 3 and 3 in watching.calls[:2]
    assert other.state == book.state

    # Taken back by mistake and put back at once: the redo reverses the undo exactly, so the state the undo replaced
    # is the live one again at both desks -- nothing replayed, not even the end (only the lagging copy built again
    # from the copy before its place, which the undo had dropped and the redo gives back).
    assert book.replay_length(move.seq) == 1
    counting.calls.clear()
    td.redo(tid, move.seq)
    assert book.state.seating.seat_of[players[0]] == to
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert all(n <= EVERY for n in counting.calls)
    watching.calls.clear()
    assert cashier.sync(tid) and other.state == book.state
    assert all(n <= EVERY for n in watching.calls)
    # A desk opened now agrees.
    assert Desk.open(td.database.url).tournament(tid).state == book.state
    cashier.close()


def test_second_thoughts_after_the_end_put_back_what_the_undo_or_redo_replaced(floor, monkeypatch, no_copy_kept) -> None:  # type: ignore[no-untyped-def]
    """An early move taken back after the deal and the finish, put back, taken back again, each at once: the
    lagging copy the first undo used up is not there yet (a worker builds it again: seconds at a festival), and
    neither are the copies it dropped. Each reverse puts back the state the one before replaced: no replay at all,
    the same state as the whole replay, at both desks. Anything else changes the actions in force: the reverse
    is then worked out again."""
    td, tid, players = floor
    move, source, to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    for desk in (book, other):  # the workers have not finished yet
        monkeypatch.setattr(desk, "_start_lag_build", lambda: None)
        monkeypatch.setattr(desk, "_start_copies_build", lambda: None)
    with_the_move = book.state

    td.undo(tid, move.seq)
    assert book._lag is None  # used up: the state before the deal, with the move taken back
    without_the_move = book.state
    assert cashier.sync(tid) and other.state == book.state
    for step in range(4):
        counting.calls.clear()
        watching.calls.clear()
        undoing = step % 2 == 1
        assert book.replay_length(move.seq) == 1
        (td.undo if undoing else td.redo)(tid, move.seq)
        assert book.state is (without_the_move if undoing else with_the_move)
        assert book.state.seating.seat_of[players[0]] == (source if undoing else to)
        assert cashier.sync(tid)
        assert counting.calls == [] and watching.calls == []  # nothing replayed at either desk
        assert book.state == other.state == TOURNAMENT.replay(actions_in_force(book.log))
        assert {a.seq for a in actions_in_force(book.log)} == {a.seq for a in actions_in_force(other.log)}

    # The move taken back, then the archiving: the move's redo is no longer the last change's reverse, and is worked
    # out again.
    assert move.seq not in {a.seq for a in actions_in_force(book.log)}
    last = book.last_undoable()
    assert last is not None and last.kind == "tournament.archive"
    td.undo(tid, last.seq)
    assert book.replay_length(move.seq) > 1
    counting.calls.clear()
    td.redo(tid, move.seq)
    assert counting.calls  # replayed
    assert book.state.seating.seat_of[players[0]] == to
    assert book.state.status is Status.FINISHED
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and other.state == book.state
    cashier.close()


def test_the_lagging_copy_an_undo_before_the_end_used_up_is_built_again_from_the_copy_it_dropped(floor, no_copy_kept) -> None:  # type: ignore[no-untyped-def]
    """The undo made on the state before the deal used the lagging copy up and dropped the copies past its target.
    The next undo (the archiving, by Ctrl+Z) needs a lagging copy again: built from the copy of the actions as they
    were nearest before its place, with the move taken back on it, it replays a few actions -- not everything since
    the move, as from the copy before it."""
    td, tid, players = floor
    move, _source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    in_force = actions_in_force(book.log)
    at = [a.seq for a in in_force].index(move.seq)
    # (from the copy before the move, the lagging copy would replay more than the bound below)
    assert len(in_force) - 1 - LAG_BEHIND - at // EVERY * EVERY > EVERY + LAG_BEHIND
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    td.undo(tid, move.seq)
    base, tail, built = counting.calls  # the state before the deal (from the lagging copy), the end, the new copy
    assert base <= LAG_BEHIND and tail == 3
    assert 0 < built <= EVERY  # from the copy dropped nearest its place, with the move taken back on it
    book._adopt_lag()
    assert book._lag is not None and book._lag[0] == len(actions_in_force(book.log)) - LAG_BEHIND
    assert book._lag[1] == TOURNAMENT.replay(actions_in_force(book.log)[: book._lag[0]])
    counting.calls.clear()
    td.undo(tid, book.last_undoable().seq)  # type: ignore[union-attr]
    assert counting.calls[0] <= LAG_BEHIND  # from it
    assert book.state.status is Status.FINISHED
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def changed_prize_table(td: Desk, tid: int, players: list[int]):  # type: ignore[no-untyped-def]
    """Add-ons, registration closed, the TD's own prize table (two prizes summing the pool), busts after it: (the
    first add-on, the table changed)."""
    book = td.tournament(tid)
    addon = td.act(tid, "money.addon", {"player_id": players[5]})
    for pid in players[10:30]:
        td.act(tid, "money.addon", {"player_id": pid})
    for kind in ("registration.close_late", "registration.close_reentry"):
        td.act(tid, kind)
    pool = prize_pool(book.state).distributable_cents
    override = td.act(tid, "prizes.override", {"amounts_cents": [pool // 2, pool - pool // 2], "reason": "Pedido dos jogadores"})
    for pid in players[30:35]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    return addon, override


def test_an_undo_the_changed_prize_table_no_longer_fits_is_refused_by_replaying_only_what_follows_it(floor) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    addon, override = changed_prize_table(td, tid, players)
    book = td.tournament(tid)
    before, stored = book.state, len(book.log)
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    assert book.replay_length(addon.seq) == 1 + 6  # the TD's table and the five busts after it
    counting.calls.clear()
    with pytest.raises(RuleError) as refused:
        td.undo(tid, addon.seq)
    assert counting.calls[0] == 6
    # The prizes add up to the pool with the add-on: without it they no longer do, as the whole replay says.
    assert f"#{override.seq}" in refused.value.render() and "prize pool" in refused.value.render()
    with pytest.raises(RuleError) as replayed:
        TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != addon.seq])
    assert replayed.value.render() == refused.value.render()
    assert len(book.log) == stored and book.state is before
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    # The lagging copy it used is built again: the TD's table itself is undone from it, the busts after it replayed.
    counting.calls.clear()
    td.undo(tid, override.seq)
    assert counting.calls[0] <= LAG_BEHIND
    assert book.state.prizes.frozen is None
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_an_undo_the_rules_refuse_before_the_end_is_refused_at_once(floor) -> None:  # type: ignore[no-untyped-def]
    """His old seat taken by another player's move since, then the end: without the move he would still sit there.
    Certain on the state before the deal (the replay fails before reaching it), so refused without replaying."""
    td, tid, players = floor
    book = td.tournament(tid)
    mover = players[0]
    source = book.state.seating.seat_of[mover]
    to = free_seat(td, tid, not_table=source[0])
    move = td.act(tid, "seating.move", {"player_id": mover, "table": to[0], "seat": to[1]})
    newcomer = next(p for p in players if book.state.seating.seat_of[p][0] not in (source[0], to[0]))
    taken = td.act(tid, "seating.move", {"player_id": newcomer, "table": source[0], "seat": source[1]})
    for kind in ("registration.close_late", "registration.close_reentry", "prizes.freeze"):
        td.act(tid, kind)
    while len(alive(td, tid)) > 4:
        td.act(tid, "player.bust", {"busts": [{"player_id": alive(td, tid)[-1]}]})
    stacks = [{"player_id": pid, "chips": 50_000 + 10_000 * n} for n, pid in enumerate(alive(td, tid))]
    td.act(tid, "prizes.accept_deal", {"method": "chip_chop", "players": stacks})
    td.act(tid, "tournament.finish")
    stored = len(book.log)
    assert TOURNAMENT.refusal_in_place(book.state, move, book._index.by_seq.get, []) is None  # not on the state as it stands
    assert book.replay_length(move.seq) == 1
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    with pytest.raises(RuleError) as refused:
        td.undo(tid, move.seq)
    assert counting.calls == []  # nothing replayed
    assert f"#{taken.seq}" in refused.value.render() and len(book.log) == stored
    with pytest.raises(RuleError) as replayed:
        TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != move.seq])
    assert replayed.value.render() == refused.value.render()


def test_a_failed_store_of_an_undo_before_the_end_leaves_the_state_and_the_copy_as_they_were(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    move, source, to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    before = book.state

    def broken(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise RuleError("The disk is full.")

    monkeypatch.setattr(book, "projection", broken)
    with pytest.raises(RuleError, match="disk is full"):
        td.undo(tid, move.seq)
    assert book.state is before and book.state.seating.seat_of[players[0]] == to
    monkeypatch.undo()
    td.undo(tid, move.seq)  # and made when the disk has room again
    assert book.state.seating.seat_of[players[0]] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    last = book.last_undoable()
    assert last is not None and last.kind == "tournament.archive"
    td.undo(tid, last.seq)
    assert book.state.status is Status.FINISHED
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_an_undo_a_later_action_depends_on_is_still_decided_by_the_whole_replay(floor) -> None:  # type: ignore[no-untyped-def]
    """An add-on before the prize table was frozen: the freeze read the pool, so the add-on is not taken back in
    place before the deal either; the replay from the copy before it decides, and the lagging copy looked at is
    handed back for the undos after it."""
    td, tid, players = floor
    played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    addon = next(a for a in actions_in_force(book.log) if a.kind == "money.addon")
    in_force = actions_in_force(book.log)
    assert book.replay_length(addon.seq) > len(in_force) - in_force.index(addon) - book_module.CHECKPOINT_EVERY  # from its copy
    td.undo(tid, addon.seq)
    assert addon.seq not in {a.seq for a in actions_in_force(book.log)}
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    td.undo(tid, book.last_undoable().seq)  # type: ignore[union-attr]
    assert counting.calls[0] <= LAG_BEHIND
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


@pytest.mark.parametrize("seed", [1, 2, 11])
def test_random_evenings_with_their_end_undone_and_redone_give_the_replays_state(database_url, monkeypatch, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Moves, add-ons, busts, warnings, the settings changed, the TD's prize table, a deal and the finish, with early
    actions undone and redone among them: each undo or redo made before an action the index does not follow is
    checked against the whole replay as it is made (state for state, refusal for refusal: `CHECK_IN_PLACE`)."""
    evening = an_evening(database_url, monkeypatch, CONFIG, seed)
    td, tid, _ = next(evening)
    monkeypatch.setattr(book_module, "CHECK_IN_PLACE", True)
    monkeypatch.setattr(book_module, "COPIES_AT_ONCE", True)  # the undo copies built again at once, as a worker would
    book = td.tournament(tid)
    made = {"split": 0, "refused": 0}
    plan = book._split_plan

    def spied(metas):  # type: ignore[no-untyped-def]
        found = plan(metas)
        if found is None:
            return None

        def apply():  # type: ignore[no-untyped-def]
            try:
                result = found()
            except RuleError:
                made["refused"] += 1
                raise
            made["split"] += 1
            return result

        return apply

    monkeypatch.setattr(book, "_split_plan", spied)
    rng = random.Random(seed)
    undone: list[int] = []

    def seated() -> list[int]:
        return sorted(book.state.seating.seat_of)

    def second_thoughts() -> None:
        undo_or_redo(td, tid, rng, undone, ("seating.move", "money.addon", "floor.penalty", "player.bust"))

    def a_step() -> None:
        roll = rng.random()
        pid = rng.choice(seated())
        try:
            if roll < 0.3:
                table = book.state.seating.seat_of[pid][0]
                to = free_seat(td, tid, not_table=table)
                td.act(tid, "seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
            elif roll < 0.5:
                td.act(tid, "money.addon", {"player_id": pid})
            elif roll < 0.6:
                td.act(tid, "floor.penalty", {"player_id": pid, "kind": "warning", "reason": "Linguagem"})
            elif roll < 0.8 and len(seated()) > 6:
                td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
            else:
                second_thoughts()
        except RuleError:
            pass  # a seat or a purchase the rules refuse: nothing changed

    for _ in range(40):
        a_step()
    a_late_entrant_drawn(td, tid)  # seated by a draw: not followed
    for _ in range(30):
        a_step()
    for kind in ("registration.close_late", "registration.close_reentry"):
        td.act(tid, kind)
    pool = prize_pool(book.state).distributable_cents
    td.act(tid, "prizes.override", {"amounts_cents": [pool - pool // 3, pool // 3], "reason": "Pedido dos jogadores"})
    for _ in range(30):
        a_step()
    while len(alive(td, tid)) > 4:
        td.act(tid, "player.bust", {"busts": [{"player_id": alive(td, tid)[0]}]})
    stacks = [{"player_id": pid, "chips": 50_000 + 10_000 * n} for n, pid in enumerate(alive(td, tid))]
    td.act(tid, "prizes.accept_deal", {"method": "chip_chop", "players": stacks})
    td.act(tid, "tournament.finish")
    for _ in range(30):
        second_thoughts()
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert Desk.open(td.database.url).tournament(tid).state == book.state
    assert made["split"] >= 5 and made["refused"] >= 5  # the evening really took the new way, checked each time
    next(evening, None)


def test_the_lagging_copy_a_redo_before_the_end_used_up_is_built_again_from_the_copy_it_dropped(floor, monkeypatch, no_copy_kept) -> None:  # type: ignore[no-untyped-def]
    """The same for a redo: the move taken back, the archiving undone and redone since (so the move's redo is no
    longer the last change's reverse), the undo copies built again meanwhile. The move's redo is made on the state
    before the deal and uses the lagging copy up; it is built again from the copy the redo dropped nearest its
    place, with the move put back on it."""
    monkeypatch.setattr(book_module, "COPIES_AT_ONCE", True)  # the undo copies built again at once, as a worker would
    td, tid, players = floor
    move, _source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    td.undo(tid, move.seq)
    last = book.last_undoable()
    assert last is not None and last.kind == "tournament.archive"
    td.undo(tid, last.seq)
    td.redo(tid, last.seq)
    in_force = actions_in_force(book.log)
    at = sum(1 for a in in_force if a.seq < move.seq)  # the move's place once put back
    assert len(in_force) - LAG_BEHIND - at // EVERY * EVERY > EVERY + LAG_BEHIND  # (from the copy before the move: more)
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    assert book.replay_length(move.seq) == 1 + 3
    counting.calls.clear()
    td.redo(tid, move.seq)
    tail, built = counting.calls[:2]  # (then the undo copies the redo dropped, built again)
    assert tail == 3
    assert 0 < built <= EVERY  # the lagging copy: from the copy dropped nearest its place, with the move put back on it
    book._adopt_lag()
    assert book._lag is not None and book._lag[1] == TOURNAMENT.replay(actions_in_force(book.log)[: book._lag[0]])
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_another_early_undo_right_after_one_before_the_end_waits_for_the_lagging_copy_off_the_desk_s_thread(
    floor, monkeypatch, no_copy_kept
) -> None:  # type: ignore[no-untyped-def]
    """An early move taken back after the end used the lagging copy up; a worker builds it again once the desk has
    drawn the undo. An earlier move's undo asked meanwhile -- long, so the desk runs it off its thread -- has the
    worker start at once, waits for that copy and is taken back before the deal, the end replayed alone, rather than
    replaying everything since the copy before it. The same state as the whole replay, at both desks."""
    td, tid, players = floor
    stays = players[-1]  # still in at the end
    seat = td.tournament(tid).state.seating.seat_of[stays]
    to = free_seat(td, tid, not_table=seat[0])
    earlier = td.act(tid, "seating.move", {"player_id": stays, "table": to[0], "seat": to[1]})
    move, _source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    cashier = Desk.open(td.database.url, operator="Caixa")
    other = cashier.tournament(tid)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", True)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 10.0)  # (the worker starts at once when an undo waits)
    td.undo(tid, move.seq)
    assert book._lag is None and book._lag_ready is None  # used up; the worker is still waiting to start
    assert book.replay_length(earlier.seq) > EVERY  # for now, from the undo copy before it
    monkeypatch.setattr(book_module, "REPLAY_OUTSIDE_WRITE", 10)  # that long is decided before the write, and waits
    replayed = whole_replays(book, monkeypatch)
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(td.undo(tid, earlier.seq)))
    worker.start()
    worker.join(20)
    assert done and not worker.is_alive()
    assert replayed == []  # not from the copy before it: in place before the deal, on the lagging copy
    assert book._lag is None  # (used up again)
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and other.state == book.state
    cashier.close()


def far_from_the_deal(td: Desk, tid: int, players: list[int]):  # type: ignore[no-untyped-def]
    """A move of a player still in at the end, then more than an undo copy's worth of moves of another, then the
    evening played out: after the last move's undo (the copies past it gone), the undo copy before the deal lies
    between the first move and the last, far from the deal. (the first move, the last, his seat before the first)"""
    stays, wanders = players[-1], players[-2]  # (both still in at the end)
    seat = td.tournament(tid).state.seating.seat_of[stays]
    to = free_seat(td, tid, not_table=seat[0])
    earlier = td.act(tid, "seating.move", {"player_id": stays, "table": to[0], "seat": to[1]})
    for _ in range(EVERY + 5):  # (never to the table the first move left: his seat there stays free)
        at = td.tournament(tid).state.seating.seat_of[wanders]
        there = free_seat(td, tid, not_table=at[0], nor=seat[0])
        td.act(tid, "seating.move", {"player_id": wanders, "table": there[0], "seat": there[1]})
    move, _source, _to = played_to_the_end(td, tid, players, keep_free=seat[0])
    return earlier, move, seat


@pytest.mark.parametrize("refused", [False, True], ids=["undone", "refused"])
def test_the_desk_asks_whether_another_early_undo_is_long_without_replaying_up_to_the_deal(
    floor, monkeypatch, refused, no_copy_kept
) -> None:  # type: ignore[no-untyped-def]
    """Right after an early undo at the end, the lagging copy is on its way and the undo copies past that undo's
    target are gone: the copy before the deal may be thousands of actions back (20,000 at 6,000 entries). The desk
    asks on its own thread whether an undo is long before it runs it (`DeskSession._undo_or_redo`); that look built
    the state before the deal from that copy -- 3 s of the desk's thread at 6,000 entries -- and found it short.
    It now finds it long without replaying anything, and the undo itself, off the desk's thread, waits for the
    lagging copy and is taken back before the deal on it, or refused there when a later move took his old seat."""
    td, tid, players = floor
    earlier, move, seat = far_from_the_deal(td, tid, players)
    book = td.tournament(tid)
    taken = None
    if refused:  # his old seat taken since: the replay without his move fails there (before the deal)
        newcomer = players[-3]
        td.undo(tid, book.last_undoable().seq)  # (the archive, the finish, the deal: back before the deal)
        td.undo(tid, book.last_undoable().seq)
        deal = td.tournament(tid).last_undoable()
        td.undo(tid, deal.seq)
        taken = td.act(tid, "seating.move", {"player_id": newcomer, "table": seat[0], "seat": seat[1]})
        stacks = [{"player_id": pid, "chips": 100_000 + 5_000 * n} for n, pid in enumerate(alive(td, tid))]
        td.act(tid, "prizes.accept_deal", {"method": "icm", "players": stacks})
        td.act(tid, "tournament.finish")
    monkeypatch.setattr(book_module, "SPLIT_NEAR", EVERY)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", True)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 10.0)  # (the worker starts at once when an undo waits)
    td.undo(tid, move.seq)
    assert book._lag is None and book._lag_ready is None  # used up; the worker is still waiting to start
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    unpickled = copies_unpickled(monkeypatch)
    assert book.replay_length(earlier.seq) > EVERY  # long: the desk runs it off its thread
    assert counting.calls == [] and unpickled == []  # found without building anything
    monkeypatch.setattr(book_module, "REPLAY_OUTSIDE_WRITE", 10)  # that long is decided before the write, and waits
    replayed = whole_replays(book, monkeypatch)
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(_undo_or_refusal(td, tid, earlier.seq)))
    worker.start()
    worker.join(20)
    assert done and not worker.is_alive()
    assert replayed == []  # not from the copy before it: decided before the deal, on the lagging copy
    if refused:
        assert isinstance(done[0], RuleError) and f"#{taken.seq}" in done[0].render()  # type: ignore[union-attr]
        assert not book.is_undone(earlier.seq)
    else:
        assert book.is_undone(earlier.seq) and book.state.seating.seat_of[players[-1]] == seat
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


@pytest.mark.parametrize("refused", [False, True], ids=["undone", "refused"])
def test_an_early_undo_at_the_end_keeps_the_state_before_the_deal_and_the_next_one_is_taken_back_on_it_at_once(
    floor, monkeypatch, refused
) -> None:  # type: ignore[no-untyped-def]
    """An early undo at the end is made on the state before the deal, and the end is replayed on it. A copy of that
    state is kept first, as the lagging copy: another early undo right after it -- before any worker could build the
    copy again (70-90 ms at 6,000 entries) -- is short, taken back on the desk's thread before the deal, only the end
    replayed, nothing unpickled: the replay's state, at both desks; or refused there, changing nothing. The copy
    shares nothing that changes with the live state (the end replayed on one does not reach the other), and the
    next undo keeps one again."""
    td, tid, players = floor
    earlier, move, seat = far_from_the_deal(td, tid, players)
    book = td.tournament(tid)
    taken = None
    if refused:  # his old seat taken since: the replay without his move fails there (before the deal)
        for _ in range(3):  # (the archive, the finish, the deal: back before the deal)
            td.undo(tid, book.last_undoable().seq)  # type: ignore[union-attr]
        taken = td.act(tid, "seating.move", {"player_id": players[-3], "table": seat[0], "seat": seat[1]})
        stacks = [{"player_id": pid, "chips": 100_000 + 5_000 * n} for n, pid in enumerate(alive(td, tid))]
        td.act(tid, "prizes.accept_deal", {"method": "icm", "players": stacks})
        td.act(tid, "tournament.finish")
    monkeypatch.setattr(book_module, "SPLIT_NEAR", EVERY)  # (the copy before the deal: far, as at a festival)
    cashier, other, counting, _watching = counted_at_both_desks(td, tid, book)
    tail = sum(1 for a in actions_in_force(book.log) if a.seq >= next(x.seq for x in reversed(book.log) if x.kind == "prizes.accept_deal"))

    td.undo(tid, move.seq)
    in_force = actions_in_force(book.log)
    deal_at = next(n for n, a in enumerate(in_force) if a.kind == "prizes.accept_deal")
    assert book._lag is not None and book._lag[0] == deal_at  # the state before the deal, the move taken back on it
    kept = book._lag[1]
    assert_same(kept, TOURNAMENT.replay(in_force[:deal_at]))
    assert shared_mutable(kept, book.state) == []
    assert cashier.sync(tid) and other.state == book.state

    unpickled = copies_unpickled(monkeypatch)
    replayed = whole_replays(book, monkeypatch)
    counting.calls.clear()
    # Short (refused for certain, or the end replayed after it): the desk runs it on its own thread.
    assert book.replay_length(earlier.seq) == (1 if refused else 1 + tail)
    assert sum(counting.calls) == 0  # (the copy is where the deal is: nothing to replay up to it)
    outcome = _undo_or_refusal(td, tid, earlier.seq)
    assert unpickled == [] and replayed == []
    if refused:
        assert isinstance(outcome, RuleError) and f"#{taken.seq}" in outcome.render()  # type: ignore[union-attr]
        assert not book.is_undone(earlier.seq) and book.is_undone(move.seq)
        assert sum(counting.calls) == 0
    else:
        assert book.is_undone(earlier.seq) and book.state.seating.seat_of[players[-1]] == seat
        assert sum(counting.calls) == tail  # the end, replayed alone
        in_force = actions_in_force(book.log)
        assert book._lag is not None and book._lag[0] == deal_at - 1  # kept again, for the next one
        assert_same(book._lag[1], TOURNAMENT.replay(in_force[: deal_at - 1]))
        assert shared_mutable(book._lag[1], book.state) == []
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) is not refused and other.state == book.state  # (a refusal stores nothing)
    cashier.close()


def test_second_thoughts_at_the_end_keep_the_copy_for_an_early_undo_right_after(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An early move taken back at the end and put back at once (the exact reverse: the state the undo replaced is
    the live one again). The copy that undo kept follows the redo in place, the move put back on it: nothing built,
    nothing unpickled. An earlier move's undo right after is then taken back on it at once, only the end replayed --
    not after a worker has built the copy again (70-140 ms at 6,000 entries)."""
    td, tid, players = floor
    earlier, move, seat = far_from_the_deal(td, tid, players)
    book = td.tournament(tid)
    monkeypatch.setattr(book_module, "SPLIT_NEAR", EVERY)  # (the copy before the deal: far, as at a festival)
    cashier, other, counting, _watching = counted_at_both_desks(td, tid, book)
    unpickled = copies_unpickled(monkeypatch)
    td.undo(tid, move.seq)
    deal_at = next(n for n, a in enumerate(actions_in_force(book.log)) if a.kind == "prizes.accept_deal")
    assert book._lag is not None and book._lag[0] == deal_at

    counting.calls.clear()
    unpickled.clear()
    td.redo(tid, move.seq)
    assert counting.calls == [] and unpickled == []  # the state the undo replaced; the copy stepped in place
    in_force = actions_in_force(book.log)
    assert book._lag is not None and book._lag[0] == deal_at + 1
    assert_same(book._lag[1], TOURNAMENT.replay(in_force[: deal_at + 1]))
    assert shared_mutable(book._lag[1], book.state) == []

    replayed = whole_replays(book, monkeypatch)
    tail = len(in_force) - deal_at - 1
    assert book.replay_length(earlier.seq) == 1 + tail
    counting.calls.clear()
    td.undo(tid, earlier.seq)
    assert unpickled == [] and replayed == [] and sum(counting.calls) == tail
    assert book.state.seating.seat_of[players[-1]] == seat
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and other.state == book.state
    cashier.close()


def test_the_desk_s_look_right_after_the_archiving_is_undone_builds_nothing_on_its_thread(floor, monkeypatch, no_copy_kept) -> None:  # type: ignore[no-untyped-def]
    """The archiving taken back, its replay keeping no copy of the lagging copy it used up (as when the copy fails):
    a worker builds it again. An early move's
    undo asked meanwhile: the desk's look (`replay_length(look=True)`, on its thread) takes the state before the deal
    only as it stands -- it would have unpickled the undo copy before the deal and replayed up to it there (83 ms
    at 6,000 entries, then the undo as long again). It finds the undo as long as the whole replay from the copy
    before the move, and builds nothing. The undo itself (the desk runs it on a worker) builds that state from the
    copy and takes the move back on it, the end replayed alone: the replay's state."""
    td, tid, players = floor
    move, source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    monkeypatch.setattr(book, "_start_lag_build", lambda: None)  # (the worker has not built it yet)
    td.undo(tid, book.last_undoable().seq)  # type: ignore[union-attr]  # the archiving
    assert book._lag is None
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    unpickled = copies_unpickled(monkeypatch)
    in_force = actions_in_force(book.log)
    at = [a.seq for a in in_force].index(move.seq)
    assert book.replay_length(move.seq, look=True) == len(in_force) - book._copy_before(at)[0]
    assert counting.calls == [] and unpickled == []
    tail = 2  # (the deal and the finish)
    assert book.replay_length(move.seq) == 1 + tail  # the undo's own question: that state built, from the copy
    assert len(unpickled) == 1
    counting.calls.clear()
    td.undo(tid, move.seq)
    assert counting.calls == [tail]
    assert book.state.seating.seat_of[players[0]] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_a_replay_from_the_lagging_copy_keeps_a_copy_of_it_for_the_early_undo_after(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The deal's undo, refused by the replay (the finish needs it), and the archiving's undo, made by it, each
    replay the end from the lagging copy, which that replay changes. A copy of it is kept first, and stays the
    lagging copy (it holds only actions the change leaves in force): an early move's undo right after is taken back
    before the deal on it at once, nothing unpickled -- not after a worker has built that copy again."""
    td, tid, players = floor
    move, source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    monkeypatch.setattr(book, "_start_lag_build", lambda: None)  # (no worker builds it meanwhile)
    unpickled = copies_unpickled(monkeypatch)
    deal = next(a for a in book.log if a.kind == "prizes.accept_deal")
    with pytest.raises(RuleError):
        td.undo(tid, deal.seq)
    assert book._lag is not None
    assert book._lag[1] == TOURNAMENT.replay(actions_in_force(book.log)[: book._lag[0]])
    td.undo(tid, book.last_undoable().seq)  # type: ignore[union-attr]  # the archiving
    in_force = actions_in_force(book.log)
    assert book._lag is not None and book._lag[0] < [a.seq for a in in_force].index(deal.seq)
    assert_same(book._lag[1], TOURNAMENT.replay(in_force[: book._lag[0]]))
    assert shared_mutable(book._lag[1], book.state) == []
    assert unpickled == []

    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    tail = 2  # (the deal and the finish)
    assert book.replay_length(move.seq, look=True) == 1 + tail
    td.undo(tid, move.seq)
    assert unpickled == [] and sum(counting.calls) <= LAG_BEHIND + tail
    assert book.state.seating.seat_of[players[0]] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_no_copy_is_kept_when_the_deal_lies_further_back_than_the_lagging_copy(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Kept as the lagging copy, the state before the deal would follow the next commands from there, a slice at a
    time on the desk's thread: it is kept only where a lagging copy would be, the deal at most LAG_BEHIND actions
    before the end. Further back, the undo keeps nothing, and it gives the replay's state all the same."""
    td, tid, players = floor
    move, source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 2)  # (the end: three actions)
    clones: list[object] = []
    monkeypatch.setattr(TOURNAMENT, "clone", lambda state: clones.append(state) or state)
    td.undo(tid, move.seq)
    assert clones == []
    assert book.state.seating.seat_of[players[0]] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_an_undo_before_the_end_whose_copy_fails_is_made_all_the_same(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The copy kept is the next undo's speed, never this one's outcome: a copy that fails leaves the undo made, as
    the replay makes it, and the lagging copy is built again by a worker."""
    td, tid, players = floor
    move, source, _to = played_to_the_end(td, tid, players)
    book = td.tournament(tid)

    def failing(state: object) -> object:
        raise RecursionError("a state too deep to copy")

    monkeypatch.setattr(TOURNAMENT, "clone", failing)
    td.undo(tid, move.seq)
    assert book.is_undone(move.seq) and book.state.seating.seat_of[players[0]] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    book._adopt_lag()
    assert book._lag is not None and book._lag[1] == TOURNAMENT.replay(actions_in_force(book.log)[: book._lag[0]])


def _undo_or_refusal(td: Desk, tid: int, seq: int) -> object:
    try:
        return td.undo(tid, seq)
    except RuleError as refusal:
        return refusal


def test_the_registrations_list_follows_an_undo_before_the_end_and_its_second_thoughts_without_reading_the_field_back(
    floor, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The desk's lists read the registrations table. An early registration taken back after the end (before the
    deal, on the lagging copy), then put back at once (what the undo replaced): the table holds each player as the
    state does, written from what changed -- not the whole field read back and compared (16 ms at 6,000 entries)."""
    from tdapp.application.projections import rebuild_all

    td, tid, players = floor
    book = td.tournament(tid)
    late = td.add_player("Jogadora que não veio")
    register = td.act(tid, "registration.register", {"player_id": late})
    played_to_the_end(td, tid, players)
    read_back, table = registrations_watched(td, tid, monkeypatch)

    tail = sum(1 for a in actions_in_force(book.log) if a.seq >= next(x.seq for x in book.log if x.kind == "prizes.accept_deal"))
    assert book.replay_length(register.seq) == 1 + tail  # before the end
    td.undo(tid, register.seq)
    assert late not in table() and table() == {pid: reg.status.value for pid, reg in book.state.registrations.items()}
    assert book._reverse_ready(register.seq)
    td.redo(tid, register.seq)  # what the undo replaced, put back
    assert table()[late] == "registered" and table() == {pid: reg.status.value for pid, reg in book.state.registrations.items()}
    assert read_back == []
    live = table()
    rebuild_all(td.store.engine)  # what the log itself gives
    assert table() == live
