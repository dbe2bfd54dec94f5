"""Late registration extended, seats added, the guarantee raised mid-flight: an earlier undo is still made in place.

A change of the settings the rules read was opaque to the undo index, so an
undo of anything before it replayed every action after it: seconds at a
festival where the TD extended late registration in the afternoon. The index
now follows a change of the prize table's settings, of late registration's
last level and of the field's capacity, so the desk takes an early move back in place, at both desks, and
the undo of an extension a late entry used is refused at once, in the words of
the replay.
"""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tests.application.test_undo_in_place import CONFIG, STRUCTURE, an_evening, counted_at_both_desks, first_player_moved

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
