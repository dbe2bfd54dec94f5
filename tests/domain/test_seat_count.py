"""The count of seats held (for the waiting list, RPT Art. 72) is kept incrementally and never drifts."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.seating.draw import draw_seat
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Count", "buy_in": PURCHASE, "capacity": 6, "reentry": {"purchase": PURCHASE, "until_level": 6}}


def brute_force(state: TournamentState) -> int:
    return sum(1 for reg in state.registrations.values() if state.holds_a_seat(reg))


STEPS = st.lists(
    st.tuples(st.sampled_from(["register", "pre", "pay", "cancel", "promote", "seat", "bust", "reenter", "release"]), st.integers(1, 9)),
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(STEPS)
def test_seats_taken_equals_a_full_recount_after_every_action(steps: list[tuple[str, int]]) -> None:
    rng = random.Random(3)
    seq = iter(range(1, 10_000))
    state = TOURNAMENT.replay([Action("tournament.create", {"config": CONFIG}, 0, "", next(seq))])
    TOURNAMENT.apply(state, Action("seating.open_table", {"table": 1}, 0, "", next(seq)))
    for kind, pid in steps:
        payload: dict = {"player_id": pid}
        name = {
            "register": "registration.register",
            "pre": "registration.register",
            "pay": "money.buy_in",
            "cancel": "registration.cancel",
            "promote": "registration.promote",
            "seat": "seating.seat",
            "bust": "player.bust",
            "reenter": "money.reentry",
            "release": "registration.release_reserved",
        }[kind]
        if kind == "pre":
            payload["pre"] = True
        elif kind == "pay":
            payload["document"] = f"D{pid}"
        elif kind == "seat":
            try:
                payload = draw_seat(state.seating, pid, rng=rng)
            except RuleError:
                continue
        elif kind == "bust":
            payload = {"busts": [{"player_id": pid}]}
        elif kind == "release":
            payload = {}
        try:
            TOURNAMENT.apply(state, Action(name, payload, 0, "", next(seq)))
        except RuleError:
            pass
        assert state.seats_taken == brute_force(state)
