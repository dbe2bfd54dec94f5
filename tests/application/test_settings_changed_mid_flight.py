"""Late registration extended, seats added, the guarantee raised mid-flight: an earlier undo is still made in place.

A change of the settings the rules read was opaque to the undo index, so an
undo of anything before it replayed every action after it: seconds at a
festival where the TD extended late registration in the afternoon. The index
now follows a change of the prize table's settings, of late registration's
last level, of the field's capacity, of hand-for-hand's bust rule, of the
scheduled start and of the tables' size, so the desk takes an early move back in place, at both desks, and
the undo of an extension a late entry used is refused at once, in the words of
the replay.
"""

from __future__ import annotations

import random

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tests.application.test_undo_in_place import (
    CONFIG,
    STRUCTURE,
    an_evening,
    counted_at_both_desks,
    first_player_moved,
    free_seat,
    second_thoughts,
)

MINUTE = 60_000
#: Late registration until level 2 of the 30-minute levels.
LATE = {**CONFIG, "late_registration_until_level": 2}


@pytest.fixture
def floor(database_url: str, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    yield from an_evening(database_url, monkeypatch, LATE)


def late_until(td, tid: int, level: int):  # type: ignore[no-untyped-def]
    config = td.tournament(tid).state.config.to_dict()
    return td.act(tid, "tournament.configure", {"config": {**config, "late_registration_until_level": level}})


def a_late_entry(td, tid: int, away_from: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    """A walk-in registered, paid and seated at the desk (not at these tables): (his number, the buy-in)."""
    pid = td.add_player("Jogador tardio")
    td.act(tid, "registration.register", {"player_id": pid})
    entry = td.act(tid, "money.buy_in", {"player_id": pid, "document": "D-late"})
    seating = td.tournament(tid).state.seating
    table, seat = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in away_from)
    td.act(tid, "seating.seat", {"player_id": pid, "table": table, "seat": seat})
    return pid, entry


def test_an_early_move_is_undone_in_place_past_late_registration_extended_seats_added_and_the_guarantee_raised(floor) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    td.act(tid, "clock.set_structure", STRUCTURE)
    td.act(tid, "clock.start")
    book, mover, source, to, move = first_player_moved(td, tid, players)
    late_until(td, tid, 4)
    config = book.state.config.to_dict()
    raised = {"guarantee_cents": config["guarantee_cents"] + 2_000_00, "capacity": 100}  # and tables added: 100 seats
    td.act(tid, "tournament.configure", {"config": {**config, **raised}})
    td.act(tid, "clock.jump", {"level": 3, "seconds_left": 600})
    a_late_entry(td, tid, away_from=(source[0], to[0]))
    others = [p for p in players if book.state.seating.seat_of[p][0] not in (source[0], to[0])]
    for pid in others[:6]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    assert book.replay_length(move.seq) == 1  # nothing to replay: the desk keeps it on its thread
    td.undo(tid, move.seq)
    assert counting.replayed == 0 and book.state.seating.seat_of[mover] == source
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, move.seq)
    assert counting.replayed == 0 and book.state.seating.seat_of[mover] == to
    assert book.state.config.late_registration_until_level == 4
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


def test_undoing_an_extension_a_late_entry_used_is_refused_at_once(floor) -> None:  # type: ignore[no-untyped-def]
    """Extended to level 4, late registration let a walk-in buy in during level 3: the undo is refused without
    replaying, in the replay's words; once his entry is undone, the extension is undone in place."""
    td, tid, players = floor
    td.act(tid, "clock.set_structure", STRUCTURE)
    td.act(tid, "clock.start")
    extension = late_until(td, tid, 4)
    td.act(tid, "clock.jump", {"level": 3, "seconds_left": 600})
    pid, entry = a_late_entry(td, tid)
    for other in players[:4]:
        td.act(tid, "player.bust", {"busts": [{"player_id": other}]})
    book = td.tournament(tid)
    stored = len(book.log)
    counting = counted_at_both_desks(td, tid, book)[2]
    with pytest.raises(RuleError) as refused:
        td.undo(tid, extension.seq)
    assert counting.calls == [] and len(book.log) == stored
    assert refused.value.render() == f"Action #{entry.seq} (money.buy_in) depends on it: Late registration is closed."
    with pytest.raises(RuleError) as replayed:
        TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != extension.seq])
    assert replayed.value.render() == refused.value.render()

    seated = next(a for a in reversed(book.log) if a.kind == "seating.seat" and a.payload["player_id"] == pid)
    td.undo(tid, seated.seq)
    td.undo(tid, entry.seq)
    counting.calls.clear()
    td.undo(tid, extension.seq)
    assert counting.calls == [] and book.state.config.late_registration_until_level == 2
    assert pid not in book.state.seating.seat_of
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_a_booking_confirmed_early_is_undone_in_place_past_the_start_moved_and_the_bust_rule_set(floor) -> None:  # type: ignore[no-untyped-def]
    """The room starts ten minutes late, the TD sets how hand-for-hand's busts are ranked and makes the tables
    nine-handed (a table opened for them): a booking confirmed before is undone and redone at the desk without
    replaying, and the cashier's desk takes each in without replaying; then the move of the start itself, while the
    walk-in who paid since read both starts alike."""
    td, tid, players = floor
    book = td.tournament(tid)
    start = book_module.wall_clock_ms() + 45 * MINUTE  # bookings confirmed until 15 minutes from now, check-in open
    td.act(tid, "tournament.configure", {"config": {**book.state.config.to_dict(), "scheduled_start_ms": start}})
    booking = td.add_player("Jogadora com reserva")
    td.act(tid, "registration.register", {"player_id": booking, "pre": True})
    confirmed = td.act(tid, "registration.confirm", {"player_id": booking})
    moved = td.act(tid, "tournament.configure", {"config": {**book.state.config.to_dict(), "scheduled_start_ms": start + 10 * MINUTE}})
    td.act(tid, "tournament.configure", {"config": {**book.state.config.to_dict(), "hand_for_hand_bust_rule": "starting_stack"}})
    td.act(tid, "tournament.configure", {"config": {**book.state.config.to_dict(), "table_size": 9}})
    td.act(tid, "seating.open_table", {"table": 7, "seats": 9})
    a_late_entry(td, tid)
    for pid in players[:6]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    for target in (confirmed, moved):
        assert book.replay_length(target.seq) == 1  # nothing to replay: the desk keeps it on its thread
        td.undo(tid, target.seq)
        assert counting.replayed == 0 and book.state == TOURNAMENT.replay(actions_in_force(book.log))
        assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
        td.redo(tid, target.seq)
        assert counting.replayed == 0 and book.state == TOURNAMENT.replay(actions_in_force(book.log))
        assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    assert book.state.registrations[booking].status.value == "confirmed"
    assert book.state.config.scheduled_start_ms == start + 10 * MINUTE
    assert book.state.config.hand_for_hand_bust_rule == "starting_stack" and book.state.config.table_size == 9
    cashier.close()


@pytest.mark.parametrize("seed", [3, 4])
def test_random_evenings_with_the_settings_changed_give_the_replay_s_state(database_url, monkeypatch, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Moves, add-ons, busts, walk-ins, the clock moved on, and the TD extending or shortening late registration,
    adding seats, raising the guarantee, setting hand-for-hand's bust rule and the tables' size, moving the start,
    with early actions (the changes among them) undone and redone: each undo or redo made in place is checked
    against the whole replay as it is made (`CHECK_IN_PLACE`), and at least a few of them are of actions before a
    change of the settings."""
    evening = an_evening(database_url, monkeypatch, LATE, seed)
    td, tid, _ = next(evening)
    monkeypatch.setattr(book_module, "CHECK_IN_PLACE", True)
    monkeypatch.setattr(book_module, "COPIES_AT_ONCE", True)  # the undo copies built again at once, as a worker would
    book = td.tournament(tid)
    td.act(tid, "clock.set_structure", STRUCTURE)
    started = td.act(tid, "clock.start")
    rng = random.Random(seed)
    made = {"before a change": 0}
    plan = book._in_place_plan

    def spied(metas):  # type: ignore[no-untyped-def]
        found = plan(metas)
        target = book._one_change(metas)
        if found is not None and target is not None:
            changes = [a.seq for a in actions_in_force(book.log) if a.kind == "tournament.configure"]
            if any(seq > target[1].seq for seq in changes):
                made["before a change"] += 1
        return found

    monkeypatch.setattr(book, "_in_place_plan", spied)
    undone: list[int] = []

    def settings_changed() -> None:
        config = book.state.config.to_dict()
        roll = rng.random()
        if roll < 0.3:
            config["late_registration_until_level"] = rng.choice((2, 3, 4, 5))
        elif roll < 0.5:
            config["capacity"] = rng.choice((None, len(book.state.registrations) + rng.randrange(1, 30)))
        elif roll < 0.65:
            config["guarantee_cents"] += 1_000_00
        elif roll < 0.72:  # how hand-for-hand's busts are ranked
            config["hand_for_hand_bust_rule"] = rng.choice(("split", "starting_stack"))
        elif roll < 0.8:  # the tables' size
            config["table_size"] = rng.choice((8, 9, 10))
        else:  # the start moved (check-in stays open for the walk-ins: it opens an hour before)
            config["scheduled_start_ms"] = book_module.wall_clock_ms() + rng.choice((35, 45, 55)) * MINUTE
        td.act(tid, "tournament.configure", {"config": config})

    kinds = ("seating.move", "money.addon", "player.bust", "tournament.configure", "money.buy_in")

    for _ in range(90):
        seated = sorted(book.state.seating.seat_of)
        pid = rng.choice(seated)
        roll = rng.random()
        try:
            if roll < 0.25:
                table = book.state.seating.seat_of[pid][0]
                to = free_seat(td, tid, not_table=table)
                td.act(tid, "seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
            elif roll < 0.4:
                td.act(tid, "money.addon", {"player_id": pid})
            elif roll < 0.55 and len(seated) > 10:
                td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
            elif roll < 0.62:
                a_late_entry(td, tid)
            elif roll < 0.72:
                settings_changed()
            elif roll < 0.75:
                td.act(tid, "clock.jump", {"level": rng.choice((2, 3, 4)), "seconds_left": 600})
            else:
                second_thoughts(td, tid, rng, undone, kinds, after=started.seq)
        except (RuleError, StopIteration):
            pass  # a seat, an entry or a purchase the rules refuse: nothing changed
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert Desk.open(td.database.url).tournament(tid).state == book.state
    assert made["before a change"] >= 5  # the evening took the new way, each checked against the replay
    next(evening, None)
