"""A back-in moves only the places better than the one given up: the seating works out just those again.

The places after any mix of busts (alone, several in one hand sharing or
ranked), back-ins, late entries and disqualifications must be exactly those
of working every place out again from the whole list (`eliminations.repack`),
which is what the seating did on every read before.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.seating.eliminations import repack
from tdapp.domain.seating.state import SeatingState
from tdapp.domain.tournament.finish import Finish

FIELD = 14

steps = st.lists(
    st.tuples(st.sampled_from(["bust", "bust", "shared", "ranked", "back_in", "back_in", "late", "dq", "read"]), st.integers(0, 99)),
    max_size=70,
)


class Model:
    """The same field kept the plain way: every place worked out again from the whole list at each read."""

    def __init__(self) -> None:
        self.alive = set(range(1, FIELD + 1))
        self.finishes: list[Finish] = []
        self.stale = False
        self.next_id = FIELD + 1

    def read(self) -> list[Finish]:
        if self.stale:
            self.finishes = repack(self.finishes, len(self.alive), frozenset(self.alive))
            self.stale = False
        return self.finishes


@settings(max_examples=300, deadline=None)
@given(steps)
def test_places_after_back_ins_equal_a_whole_repack(plan: list[tuple[str, int]]) -> None:
    seating = SeatingState()
    model = Model()
    seating._alive = set(model.alive)  # the tournament's own set in play; kept equal to the model's here
    gone: set[int] = set()  # disqualified: out without a finish
    for step, pick in plan:
        alive = sorted(model.alive)
        out = [f.player_id for f in model.read() if f.player_id not in model.alive]
        if step in ("bust", "shared", "ranked") and len(alive) > 3:
            # As the bust does: the places of those already out first, then the hand's players below the rest.
            seating.finishes  # noqa: B018
            model.read()
            count = 1 if step == "bust" else 2 + pick % 2
            hand = [alive[(pick + k * 5) % len(alive)] for k in range(count)]
            hand = list(dict.fromkeys(hand))
            left = len(alive) - len(hand)
            best = left + 1
            if step == "shared":
                new = [Finish(p, best, best + len(hand) - 1, pick) for p in hand]
            else:
                new = [Finish(p, best + k, best + k, pick) for k, p in enumerate(hand)]
            for p in hand:
                model.alive.discard(p)
                seating._alive.discard(p)
            seating.finishes += new
            model.finishes = [*model.finishes, *new]
        elif step == "back_in" and out:
            player = out[pick % len(out)]
            model.alive.add(player)
            seating._alive.add(player)
            assert seating.drop_finishes({player})
            model.finishes = [f for f in model.finishes if f.player_id != player]
            model.stale = True
        elif step == "late":
            player = model.next_id
            model.next_id += 1
            model.alive.add(player)
            seating._alive.add(player)
            seating.mark_places_stale()
            model.stale = True
        elif step == "dq" and len(alive) > 3:
            player = alive[pick % len(alive)]
            gone.add(player)
            model.alive.discard(player)
            seating._alive.discard(player)
            seating.mark_places_stale()
            model.stale = True
        if step == "read" or pick % 3 == 0:
            assert seating.finishes == model.read()
    assert seating.finishes == model.read()


def test_a_back_in_of_a_recent_bust_leaves_the_earlier_finishes_as_they_were() -> None:
    """The walk stops at the places that move: the finishes of the players out long ago are the same objects."""
    seating = SeatingState()
    seating._alive = set(range(1, 101))
    for player in range(100, 10, -1):  # 90 out, one at a time: #100 is 100th
        seating.finishes  # noqa: B018
        seating._alive.discard(player)
        seating.finishes += [Finish(player, len(seating._alive) + 1, len(seating._alive) + 1, player)]
    before = list(seating.finishes)
    seating._alive.add(12)  # #12 went out last but one (12th) and buys back in
    assert seating.drop_finishes({12})
    after = seating.finishes
    assert [(f.player_id, f.first_place) for f in after[-2:]] == [(13, 13), (11, 12)]  # #11, out after him, moves down
    assert all(a is b for a, b in zip(after[:-1], before[:-2], strict=True))  # the 88 others untouched
