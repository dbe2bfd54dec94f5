"""The registration rules follow the real clock: each period ends with its level (FS 3.1.2, 3.1.14, 6.1; RPT Art. 7).

Structure: level 1 (20 min), level 2 (20 min), a 10-minute break, level 3 (20
min), level 4. Rebuys and the add-on run to level 2 (the add-on also in the
break after it), re-entry, late registration and the Xtrastack to level 3.
Level 3 therefore ends 70 minutes after the start, unless the clock is paused.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

T0 = 1_780_000_000_000
MIN = 60_000
CONFIG = {
    "name": "Rebuy Saturday",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 10000},
    "late_registration_until_level": 3,
    "rebuy": {"purchase": {"prize_cents": 5000, "fee_cents": 0, "chips": 10000}, "until_level": 2},
    "addon": {"purchase": {"prize_cents": 5000, "fee_cents": 0, "chips": 15000}, "until_level": 2},
    "reentry": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 10000}, "until_level": 3},
    "xtrastack": {"price_cents": 1000, "chips": 5000, "until_level": 3},
}
STRUCTURE = {
    "items": [
        {"small_blind": 25, "big_blind": 50, "ante": 50, "minutes": 20},
        {"small_blind": 50, "big_blind": 100, "ante": 100, "minutes": 20},
        {"break": True, "minutes": 10, "color_up": None},
        {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
        {"small_blind": 150, "big_blind": 300, "ante": 300, "minutes": 20},
    ]
}


def tournament(extra: list[tuple[str, dict[str, Any], float]] = ()) -> TournamentState:
    steps: list[tuple[str, dict[str, Any], float]] = [
        ("tournament.create", {"config": CONFIG}, -120),
        ("clock.set_structure", STRUCTURE, -90),
        ("registration.register", {"player_id": 1}, -30),
        ("money.buy_in", {"player_id": 1, "document": "CC1"}, -30),
        ("registration.register", {"player_id": 2}, -30),
        ("clock.start", {}, 0),
        *extra,
    ]
    return TOURNAMENT.replay(
        Action(kind, payload, at_ms=T0 + round(minute * MIN), seq=i) for i, (kind, payload, minute) in enumerate(steps, 1)
    )


PURCHASES = {
    "rebuy": ("money.rebuy", {"player_id": 1}),
    "addon": ("money.addon", {"player_id": 1}),
    "reentry": ("money.reentry", {"player_id": 1, "forfeited_chips": 500}),
    "late registration": ("money.buy_in", {"player_id": 2, "document": "CC2"}),
    "xtrastack": ("money.xtrastack", {"player_id": 1}),
}

CASES = [
    # (what, last minute still allowed, first minute refused, refusal)
    ("rebuy", 39.99, 40, "Rebuys were possible until the end of level 2"),
    ("addon", 49.99, 50, "The add-on was possible until the break after level 2"),
    ("reentry", 69.99, 70, "The re-entry window is closed"),
    ("late registration", 69.99, 70, "Late registration is closed"),
    ("xtrastack", 69.99, 70, "The Xtrastack could be bought until the end of level 3, while late registration was open (FS 3.1.14)"),
]


@pytest.mark.parametrize(("what", "allowed", "refused", "message"), CASES, ids=[c[0] for c in CASES])
def test_each_purchase_closes_with_its_level(what: str, allowed: float, refused: float, message: str) -> None:
    kind, payload = PURCHASES[what]
    state = tournament()
    before = copy.deepcopy(state)
    TOURNAMENT.apply(state, Action(kind, payload, at_ms=T0 + round(allowed * MIN), seq=100))
    assert len(state.payments) == len(before.payments) + 1

    state = tournament()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as refusal:
        TOURNAMENT.apply(state, Action(kind, payload, at_ms=T0 + round(refused * MIN), seq=100))
    assert message in refusal.value.render()
    assert state == before  # nothing changed


def test_add_on_is_sold_during_the_break_after_its_last_level_fs_3_1_2() -> None:
    state = tournament()
    TOURNAMENT.apply(state, Action("money.addon", {"player_id": 1}, at_ms=T0 + 45 * MIN, seq=100))
    assert state.registrations[1].addons == 1
    with pytest.raises(RuleError):
        TOURNAMENT.apply(state, Action("money.rebuy", {"player_id": 1}, at_ms=T0 + 45 * MIN, seq=101))


def test_a_pause_keeps_late_registration_open_longer() -> None:
    """The window is counted in levels on the clock, not in wall time: 30 minutes of pause move it by 30 minutes."""
    state = tournament([("clock.pause", {}, 60), ("clock.resume", {}, 90)])
    TOURNAMENT.apply(state, Action("money.buy_in", {"player_id": 2, "document": "CC2"}, at_ms=T0 + 95 * MIN, seq=100))
    assert state.registrations[2].has_paid
    late = tournament([("clock.pause", {}, 60), ("clock.resume", {}, 90)])
    with pytest.raises(RuleError, match="Late registration is closed"):
        TOURNAMENT.apply(late, Action("money.buy_in", {"player_id": 2, "document": "CC2"}, at_ms=T0 + 100 * MIN, seq=100))


def test_skipping_a_level_closes_the_period_at_once() -> None:
    state = tournament([("clock.jump", {"level": 3}, 10)])
    with pytest.raises(RuleError, match="Rebuys were possible until the end of level 2"):
        TOURNAMENT.apply(state, Action("money.rebuy", {"player_id": 1}, at_ms=T0 + 11 * MIN, seq=100))


def test_reserved_seats_are_released_only_after_level_1_fs_5_4_2() -> None:
    state = tournament()
    with pytest.raises(RuleError, match="kept until the end of level 1"):
        TOURNAMENT.apply(state, Action("registration.release_reserved", {}, at_ms=T0 + 19 * MIN, seq=100))
    TOURNAMENT.apply(state, Action("registration.release_reserved", {}, at_ms=T0 + 20 * MIN, seq=100))
    assert state.reserved_seats_released
