"""A floor ruling or a penalty undone and redone in place (`tdapp.domain.tournament.floor_reversal`), checked
against the replay; a disqualification is left to the replay (he went out)."""

from __future__ import annotations

from tdapp.domain.tournament.reversal import undo_in_place
from tests.domain.test_reversal import Floor, copy_of, round_trip


def test_an_early_ruling_and_penalties_are_undone_and_redone_in_place_after_a_long_evening() -> None:
    """A ruling naming two players at a table, a warning and a missed-orbits penalty (it counted his table), then
    the evening goes on: busts, moves, re-entries, a table broken, counts. Each is taken out of the floor's log
    where it stood and put back there, the rest as it was."""
    floor = Floor(21, 14)
    ana, rui, eva = sorted(floor.state.seating.seat_of)[:3]
    table = floor.state.seating.seat_of[ana][0]
    assert floor.act("floor.ruling", {"decision": "Mão morta", "article": "40", "table": table, "player_ids": [ana, rui]})
    ruling = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": rui, "kind": "warning", "reason": "Linguagem"})
    warning = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Exposição de cartas"})
    orbits = floor.log[-1]
    for n, step in enumerate(["bust", "move", "reentry", "break", "count", "ruling", "penalty", "bust", "move"] * 3):
        floor.step(step, 37 * n + 5)
    for target, records in ((ruling, "rulings"), (warning, "penalties"), (orbits, "penalties")):
        before = [r.seq for r in getattr(floor.state.floor, records)]
        undone, redone = round_trip(floor, target, unchanged=True)
        assert [r.seq for r in getattr(undone.floor, records)] == [s for s in before if s != target.seq]
        assert redone is not None and [r.seq for r in getattr(redone.floor, records)] == before


def test_a_disqualification_is_left_to_the_replay() -> None:
    floor = Floor(21, 12)
    pid = sorted(floor.state.seating.seat_of)[4]
    assert floor.act("floor.penalty", {"player_id": pid, "kind": "disqualification", "reason": "Conluio"})
    assert undo_in_place(copy_of(floor.state), floor.log[-1], {a.seq: a for a in floor.log}.get) is None
