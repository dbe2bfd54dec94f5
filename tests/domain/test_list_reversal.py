"""The list's own steps undone and redone in place (`tdapp.domain.tournament.list_reversal`), each checked
against the replay: a player registered, a booking confirmed, a check-in, a cancellation -- taken back an hour
later, with the field playing since."""

from __future__ import annotations

from typing import Any

from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import undo_in_place
from tdapp.domain.tournament.state import RegStatus
from tests.domain.test_reversal import CONFIG, T0, Floor, copy_of, round_trip

MINUTE = 60_000


def step(floor: Floor, kind: str, payload: dict[str, Any]) -> Action:
    assert floor.act(kind, payload), kind
    return floor.log[-1]


def an_hour_of_play(floor: Floor) -> None:
    for n, name in enumerate(["bust", "rebuy", "addon", "move", "reentry", "late", "ruling", "bust", "move", "count"] * 3):
        floor.step(name, 37 * n + 11)


def test_a_check_in_of_the_wrong_player_is_taken_back_and_put_back_in_place_after_an_hour_of_play() -> None:
    """The desk checked in the wrong Silva with his document: taken back an hour later, he is registered again,
    without a document; put back, checked in as he was."""
    floor = Floor(5, 12)
    pid = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": pid})
    check_in = step(floor, "registration.check_in", {"player_id": pid, "document": "CC 1234"})
    an_hour_of_play(floor)
    undone, redone = round_trip(floor, check_in, unchanged=True)
    reg = undone.registrations[pid]
    assert (reg.status, reg.document, reg.checked_in_at_ms) == (RegStatus.REGISTERED, "", None)
    assert redone is not None and redone.registrations[pid].document == "CC 1234"
    assert redone.registrations[pid].checked_in_at_ms == check_in.at_ms


def test_a_registration_and_a_cancellation_are_taken_back_in_place_and_a_cancelled_registration_comes_back() -> None:
    """A player put on the list by mistake goes off it again; a no-show cancelled by mistake is on the list again;
    registered again after his cancellation, the undo of the new registration gives back the cancelled one."""
    floor = Floor(6, 12)
    first, second = floor.next_player, floor.next_player + 1
    floor.next_player += 2
    mistaken = step(floor, "registration.register", {"player_id": first})
    step(floor, "registration.register", {"player_id": second, "pre": True})
    cancel = step(floor, "registration.cancel", {"player_id": second})
    an_hour_of_play(floor)
    undone, redone = round_trip(floor, mistaken, unchanged=True)
    assert first not in undone.registrations and redone is not None and redone.registrations[first].status is RegStatus.REGISTERED
    undone, redone = round_trip(floor, cancel, unchanged=True)
    assert undone.registrations[second].status is RegStatus.PRE_REGISTERED and second in undone._pre_registered
    assert redone is not None and redone.registrations[second].status is RegStatus.CANCELLED

    again = step(floor, "registration.register", {"player_id": second})
    for n, name in enumerate(["bust", "rebuy", "addon", "move", "late", "count"] * 4):  # no ruling names him
        floor.step(name, 29 * n + 5)
    undone, redone = round_trip(floor, again, unchanged=True)
    assert undone.registrations[second].status is RegStatus.CANCELLED
    assert undone.registrations[second].registered_at_ms < again.at_ms  # his first registration, as it was


def test_with_a_capacity_a_step_that_frees_or_takes_a_seat_goes_to_the_replay_when_the_field_was_counted_since() -> None:
    """In a field with a capacity a later registration read the seats held against it (RPT Art. 72): a cancellation
    taken back gives one back to the count it read, so the replay decides; a check-in, which holds the seat as
    the registration did, is still taken back in place; with no registration since, so is the cancellation."""
    floor = Floor(7, 12, {**CONFIG, "capacity": 20})
    pid = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": pid})
    check_in = step(floor, "registration.check_in", {"player_id": pid, "document": "CC 99"})
    other = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": other})
    cancel = step(floor, "registration.cancel", {"player_id": other})
    an_hour_of_play(floor)
    by_seq = {a.seq: a for a in floor.log}
    assert round_trip(floor, check_in, unchanged=True)[1] is not None
    assert any(a.seq > cancel.seq and a.kind == "registration.register" for a in floor.log)  # late entries counted it
    assert undo_in_place(copy_of(floor.state), cancel, by_seq.get) is None
    quiet = Floor(7, 12, {**CONFIG, "capacity": 20})
    pid = quiet.next_player
    step(quiet, "registration.register", {"player_id": pid})
    cancel = step(quiet, "registration.cancel", {"player_id": pid})
    for n, name in enumerate(["bust", "rebuy", "addon", "move", "ruling", "bust"] * 3):
        quiet.step(name, 41 * n + 3)
    assert round_trip(quiet, cancel, unchanged=True)[1] is not None


def test_a_booking_confirmed_goes_to_the_replay_only_when_the_field_was_counted_after_it_would_have_lapsed() -> None:
    """A booking not confirmed lapses 30 minutes before the start (FS 4.1.1): its confirmation taken back frees a
    seat only from then on, so a registration counted before then reads the field alike."""
    start = T0 + 60 * MINUTE
    floor = Floor(8, 10, {**CONFIG, "capacity": 30, "scheduled_start_ms": start})
    booked = floor.next_player
    newcomer = booked + 1
    floor.next_player += 2
    step(floor, "registration.register", {"player_id": booked, "pre": True})
    confirm = step(floor, "registration.confirm", {"player_id": booked})
    step(floor, "registration.register", {"player_id": newcomer})  # counted well before the lapse
    assert floor.at < start - 30 * MINUTE
    undone, redone = round_trip(floor, confirm, unchanged=True)
    assert undone.registrations[booked].status is RegStatus.PRE_REGISTERED and redone is not None
    floor.at = start - 20 * MINUTE  # the booking would have lapsed by now
    later = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": later})
    assert undo_in_place(copy_of(floor.state), confirm, {a.seq: a for a in floor.log}.get) is None
    TOURNAMENT.replay([a for a in floor.log if a.seq != confirm.seq])  # the replay decides (and allows it here)


def test_a_step_whose_player_acted_since_goes_to_the_replay() -> None:
    """Checked in, then he paid: the payment read the check-in (its document), so the undo is the replay's."""
    floor = Floor(9, 12)
    pid = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": pid})
    check_in = step(floor, "registration.check_in", {"player_id": pid, "document": "CC 7"})
    step(floor, "money.buy_in", {"player_id": pid})
    assert undo_in_place(copy_of(floor.state), check_in, {a.seq: a for a in floor.log}.get) is None


def test_a_cancellation_before_the_reserved_seats_were_released_goes_to_the_replay() -> None:
    """Without the cancellation he still held a reserved seat when level 1 ended: the release turns him away
    (FS 5.4.2), a change of the state the undo in place would miss -- the replay decides."""
    floor = Floor(10, 12)
    pid = floor.next_player
    floor.next_player += 1
    step(floor, "registration.register", {"player_id": pid})
    cancel = step(floor, "registration.cancel", {"player_id": pid})
    step(floor, "clock.next_level", {})
    step(floor, "registration.release_reserved", {})
    assert undo_in_place(copy_of(floor.state), cancel, {a.seq: a for a in floor.log}.get) is None
    without = TOURNAMENT.replay([a for a in floor.log if a.seq != cancel.seq])
    assert without.registrations[pid].status is RegStatus.NO_SHOW


def test_a_registration_a_ruling_named_since_goes_to_the_replay() -> None:
    """A ruling checks that its players are registered: without the registration it is refused."""
    floor = Floor(11, 12)
    pid = floor.next_player
    floor.next_player += 1
    registered = step(floor, "registration.register", {"player_id": pid})
    step(floor, "floor.ruling", {"decision": "ruling", "table": 1, "player_ids": [pid]})
    assert undo_in_place(copy_of(floor.state), registered, {a.seq: a for a in floor.log}.get) is None
