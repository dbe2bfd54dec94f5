"""FS 4.1.1: a pre-registration is confirmed in person up to 30 minutes before the start, or it lapses."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import RegStatus, TournamentState

START = 1_800_000_000_000
MINUTE = 60_000
CONFIG = {"name": "Sábado", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "capacity": 2, "scheduled_start_ms": START}


def field() -> TournamentState:
    """Capacity 2: player 1 pre-registered by SMS and never confirmed, player 2 registered at the desk."""
    state = TOURNAMENT.replay([Action("tournament.create", {"config": CONFIG}, START - 600 * MINUTE, "", 1)])
    TOURNAMENT.apply(state, Action("registration.register", {"player_id": 1, "pre": True, "channel": "sms"}, START - 500 * MINUTE, "", 2))
    TOURNAMENT.apply(state, Action("registration.register", {"player_id": 2}, START - 400 * MINUTE, "", 3))
    return state


def test_before_the_deadline_the_pre_registration_holds_its_seat() -> None:
    state = field()
    TOURNAMENT.apply(state, Action("registration.register", {"player_id": 3}, START - 45 * MINUTE, "", 4))
    assert state.registrations[3].status is RegStatus.WAITING


def test_after_the_deadline_the_unconfirmed_seat_goes_to_the_next_player() -> None:
    state = field()
    TOURNAMENT.apply(state, Action("registration.register", {"player_id": 3}, START - 20 * MINUTE, "", 4))
    assert state.registrations[3].status is RegStatus.REGISTERED
    # The player who did not confirm can still play, but only if a seat is free: here there is none.
    with pytest.raises(RuleError, match="lapsed 30 minutes before the start"):
        TOURNAMENT.apply(state, Action("money.buy_in", {"player_id": 1, "document": "CC1"}, START - 10 * MINUTE, "", 5))
    with pytest.raises(RuleError, match="at least 30 minutes before the start"):
        TOURNAMENT.apply(state, Action("registration.confirm", {"player_id": 1}, START - 10 * MINUTE, "", 5))


def test_a_lapsed_pre_registration_pays_when_a_seat_is_free() -> None:
    state = field()
    TOURNAMENT.apply(state, Action("money.buy_in", {"player_id": 1, "document": "CC1"}, START - 10 * MINUTE, "", 4))
    assert state.registrations[1].status is RegStatus.ENTERED
