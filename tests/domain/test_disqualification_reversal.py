"""A disqualification (RPT Art. 71.4) no longer sends every earlier undo to the replay.

He goes out without a bust -- no finish, no bust record -- his chips leave the
tournament and his seat is free, as a bust leaves it. The index follows that:
the seat he left is among the seat's touches, and the count of players in
among the changes walked back from now. Every undo and redo in place below is
checked state for state against the replay (`round_trip`).
"""

from __future__ import annotations

from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.tournament.reversal import undo_in_place
from tests.domain.test_reversal import Floor, copy_of, first_player_moved, refused_as_the_replay, round_trip

DQ = {"kind": "disqualification", "reason": "Conluio", "chips_removed": 4_000}


def at_table(floor: Floor, table: int, *, but: int | None = None) -> list[int]:
    return sorted(pid for pid, (number, _) in floor.state.seating.seat_of.items() if number == table and pid != but)


def test_an_early_bust_is_undone_and_redone_in_place_past_a_later_disqualification() -> None:
    """Walked back from now, a disqualification puts one player back in the count and no bust record: the bust's
    record goes back among the others at its place (one later bust after it, not two)."""
    floor = Floor(3, 20)
    first = sorted(floor.state.seating.seat_of)[0]
    assert floor.act("player.bust", {"busts": [{"player_id": first}]})
    bust = floor.log[-1]
    table = floor.state.seating.seat_of[sorted(floor.state.seating.seat_of)[4]][0]
    assert floor.act("floor.penalty", {"player_id": at_table(floor, table)[0], **DQ})
    assert floor.act("player.bust", {"busts": [{"player_id": at_table(floor, table)[0]}]})
    undone, redone = round_trip(floor, bust, unchanged=True)
    assert redone is not None
    assert first in undone.seating.seat_of and first not in redone.seating.seat_of


def test_a_missed_orbits_count_at_a_table_a_disqualification_left_counts_the_moved_player_back() -> None:
    """P moved away from table S; a player of S was disqualified since, and a missed-orbits penalty there counted
    the players left (RPT Art. 71.1). Without the move P sits at S: one hand more an orbit -- the seats of S before
    the penalty are known from their touches, the disqualification's among them."""
    floor = Floor(41, 12)
    _, source, _, move = first_player_moved(floor)
    assert floor.act("floor.penalty", {"player_id": at_table(floor, source[0])[0], **DQ})
    assert floor.act("floor.penalty", {"player_id": at_table(floor, source[0])[0], "kind": "missed_orbits", "reason": "Cartas expostas"})
    hands = floor.state.floor.penalties[-1].hands
    undone, redone = round_trip(floor, move, unchanged=True)
    assert undone.floor.penalties[-1].hands == hands + 1
    assert redone is not None and redone.floor.penalties[-1].hands == hands


def test_a_move_is_undone_in_place_past_the_mover_s_own_disqualification() -> None:
    """Without the move he sits in his old seat when he is disqualified: he leaves that seat instead, and the
    penalty's record notes that table (RPT Art. 71.4). From there both worlds are the same: he is out for good."""
    floor = Floor(41, 12)
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("floor.penalty", {"player_id": pid, **DQ})
    assert floor.act("player.bust", {"busts": [{"player_id": sorted(floor.state.seating.seat_of)[0]}]})
    undone, redone = round_trip(floor, move, unchanged=True)
    assert undone.floor.penalties[-1].table == source[0] and undone.reversal.dq_left[floor.log[-2].seq] == source
    assert redone is not None and redone.floor.penalties[-1].table == first[0]


def test_a_seat_a_disqualification_freed_and_a_late_entrant_took_refuses_the_undo_of_the_bust_that_first_freed_it() -> None:
    """Q sat down in the seat P's bust freed, was disqualified, and a late entrant took the seat. Without P's bust,
    P still sits there: Q's seat is refused, in the replay's words, known at once."""
    floor = Floor(7, 23)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[2]
    seat = seating.seat_of[pid]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    assert floor.act("seating.seat", {"player_id": late, "table": seat[0], "seat": seat[1]})
    assert floor.act("floor.penalty", {"player_id": late, **DQ})
    assert seat not in {s for s in seating.seat_of.values()}
    assert "seat" in refused_as_the_replay(floor, bust).lower()


def test_a_disqualification_an_hour_ago_is_undone_and_redone_in_place() -> None:
    """Taken back, he is in again in the seat he left with his chips back in play, its record out of the floor's
    log; a missed-orbits penalty at his table since counted one player fewer: one hand more an orbit with him
    there (RPT Art. 71.1). Put back, all of it as the log stands."""
    floor = Floor(21, 12)
    pid = sorted(floor.state.seating.seat_of)[4]
    seat = floor.state.seating.seat_of[pid]
    assert floor.act("floor.penalty", {"player_id": pid, **DQ})
    dq = floor.log[-1]
    others = [p for p in sorted(floor.state.seating.seat_of) if floor.state.seating.seat_of[p][0] != seat[0]]
    assert floor.act("player.bust", {"busts": [{"player_id": others[0]}]})
    assert floor.act("money.addon", {"player_id": others[1]})
    assert floor.act("floor.penalty", {"player_id": at_table(floor, seat[0])[0], "kind": "missed_orbits", "reason": "Telemóvel"})
    hands = floor.state.floor.penalties[-1].hands
    undone, redone = round_trip(floor, dq, unchanged=True)
    assert undone.seating.seat_of[pid] == seat and undone.registrations[pid].alive
    assert chips_in_play(undone) == chips_in_play(floor.state) + DQ["chips_removed"]
    assert undone.floor.penalties[-1].hands == hands + 1
    assert redone is not None and pid not in redone.seating.seat_of and not redone.registrations[pid].alive


def test_the_undo_of_a_disqualification_whose_seat_was_given_since_is_refused_at_once() -> None:
    """Without the disqualification he still sits there when a late entrant is given his seat: refused -- here
    the table full, his seat its last free one -- in the replay's words, known without replaying."""
    floor = Floor(21, 12)
    pid = sorted(floor.state.seating.seat_of)[4]
    seat = floor.state.seating.seat_of[pid]
    assert floor.act("floor.penalty", {"player_id": pid, **DQ})
    dq = floor.log[-1]
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    assert floor.act("seating.seat", {"player_id": late, "table": seat[0], "seat": seat[1]})
    assert undo_in_place(copy_of(floor.state), dq, {a.seq: a for a in floor.log}.get) is None
    assert f"(seating.seat) depends on it: Table {seat[0]} is full." in refused_as_the_replay(floor, dq)
