"""The prize table's freeze undone and redone in place (`tdapp.domain.tournament.freeze_reversal`), checked against
the replay: unfrozen, the live table again; a freeze after money came in since is left to the replay."""

from __future__ import annotations

from tdapp.domain.log import Action
from tdapp.domain.tournament.reversal import undo_in_place
from tests.domain.test_reversal import Floor, copy_of, round_trip


def frozen(floor: Floor) -> Action:
    """Registration closed by the TD and the prize table frozen (FS 7.5)."""
    assert floor.act("registration.close_late", {})
    assert floor.act("registration.close_reentry", {})
    assert floor.act("prizes.freeze", {})
    return floor.log[-1]


def test_a_freeze_is_taken_back_and_put_back_in_place_after_busts_and_rulings() -> None:
    floor = Floor(16, 14)
    freeze = frozen(floor)
    for n, step in enumerate(["bust", "ruling", "move", "bust", "penalty", "bust"]):
        floor.step(step, 40 * n + 3)
    undone, redone = round_trip(floor, freeze, unchanged=True)
    assert undone.prizes.frozen is None
    assert redone is not None and redone.prizes.frozen == floor.state.prizes.frozen


def test_a_freeze_followed_by_an_add_on_is_unfrozen_in_place_but_frozen_again_by_the_replay() -> None:
    """The add-on's money came in after the freeze: the table decided again now would hold it, the table frozen
    then did not. The undo holds (nothing read the frozen table); the redo is the replay's."""
    floor = Floor(16, 14)
    freeze = frozen(floor)
    pid = sorted(floor.state.seating.seat_of)[0]
    assert floor.act("money.addon", {"player_id": pid})
    undone, redone = round_trip(floor, freeze, unchanged=True)
    assert undone.prizes.frozen is None and redone is None


def test_a_freeze_made_again_since_leaves_the_first_one_s_undo_to_the_replay() -> None:
    """Frozen again after an add-on (it compared its figures with the first table): the replay decides."""
    floor = Floor(16, 14)
    freeze = frozen(floor)
    assert floor.act("money.addon", {"player_id": sorted(floor.state.seating.seat_of)[0]})
    assert floor.act("prizes.freeze", {})
    assert undo_in_place(copy_of(floor.state), freeze, {a.seq: a for a in floor.log}.get) is None
