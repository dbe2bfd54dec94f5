"""A color-up undone and redone in place (`tdapp.domain.tournament.chips_reversal`), checked against the replay;
one a chip count read since (its point of play, the chips in play) is left to the replay."""

from __future__ import annotations

from tdapp.domain.log import Action
from tdapp.domain.tournament.reversal import undo_in_place
from tests.domain.test_reversal import Floor, copy_of, round_trip


def colored_up(floor: Floor) -> Action:
    """The smallest chip raced off the first table (RPT Art. 24): nobody there had one left."""
    state = floor.state
    removed = state.prizes.chips.denominations_in_play()[0]
    table = state.seating.open_tables()[0]
    seats = [{"seat": s, "player_id": p, "count": 0, "has_other_chips": True} for s, p in sorted(table.players.items())]
    assert floor.act("chips.color_up", {"removed": removed, "tables": [{"table": table.number, "seats": seats}]})
    return floor.log[-1]


def test_a_color_up_is_taken_back_and_put_back_in_place_after_busts_and_moves() -> None:
    floor = Floor(17, 14)
    color_up = colored_up(floor)
    removed = color_up.payload["removed"]
    for n, step in enumerate(["bust", "move", "addon", "bust", "ruling"]):
        floor.step(step, 31 * n + 2)
    undone, redone = round_trip(floor, color_up, unchanged=True)
    assert removed in undone.prizes.chips.denominations_in_play() and not undone.prizes.chips.color_ups
    assert redone is not None and removed not in redone.prizes.chips.denominations_in_play()


def test_a_chip_count_after_the_color_up_leaves_its_undo_to_the_replay() -> None:
    floor = Floor(17, 14)
    color_up = colored_up(floor)
    assert undo_in_place(copy_of(floor.state), color_up, {a.seq: a for a in floor.log}.get) is not None
    floor.step("count", 1)
    assert floor.log[-1].kind == "chips.count"
    assert undo_in_place(copy_of(floor.state), color_up, {a.seq: a for a in floor.log}.get) is None
