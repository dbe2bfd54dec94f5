"""Penalties (RPT Art. 71) and the ruling log."""

from __future__ import annotations

import random

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.floor.actions import missed_hands
from tdapp.domain.floor.state import PenaltyKind
from tdapp.domain.log import Action
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

CONFIG = {"name": "Penalties", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def seated_field(players: int = 14) -> TournamentState:
    """Two tables of 7, everyone paid and seated."""
    seq = iter(range(1, 10_000))
    state = TOURNAMENT.replay([Action("tournament.create", {"config": CONFIG}, 0, "", next(seq))])
    for pid in range(1, players + 1):
        TOURNAMENT.apply(state, Action("registration.register", {"player_id": pid}, 0, "", next(seq)))
        TOURNAMENT.apply(state, Action("money.buy_in", {"player_id": pid, "document": f"D{pid}"}, 0, "", next(seq)))
    for table in (1, 2):
        TOURNAMENT.apply(state, Action("seating.open_table", {"table": table}, 0, "", next(seq)))
    payload = draw_seats(state.seating, range(1, players + 1), rng=random.Random(7))
    TOURNAMENT.apply(state, Action("seating.draw", payload, 0, "", next(seq)))
    return state


def act(state: TournamentState, kind: str, payload: dict) -> None:
    TOURNAMENT.apply(state, Action(kind, payload, 1_000, "TD", 9_999))


def test_art_71_1_missed_orbits_count_every_player_at_the_table_including_the_offender() -> None:
    state = seated_field()
    table, _ = state.seating.seat_of[3]
    at_table = state.seating.table(table).count
    act(state, "floor.penalty", {"player_id": 3, "kind": "missed_orbits", "orbits": 2, "reason": "cards exposed", "article": "71"})
    penalty = state.floor.penalties[-1]
    assert penalty.hands == at_table * 2 == 14
    assert penalty.table == table and penalty.kind is PenaltyKind.MISSED_ORBITS


@pytest.mark.parametrize(("players", "orbits", "hands"), [(10, 1, 10), (9, 1, 9), (6, 3, 18), (2, 1, 2)])
def test_art_71_1_missed_hands_table(players: int, orbits: int, hands: int) -> None:
    assert missed_hands(players, orbits) == hands


def test_art_71_4_disqualification_takes_the_chips_out_of_the_tournament_and_frees_the_seat() -> None:
    state = seated_field()
    issued = state.chips_issued
    act(state, "floor.penalty", {"player_id": 5, "kind": "disqualification", "reason": "abusive conduct", "chips_removed": 23_500})
    assert not state.registrations[5].alive
    assert not state.seating.is_seated(5)
    assert state.players_left == 13
    assert state.chips_issued - state.chips_forfeited == issued - 23_500
    assert state.seating.finish_of(5) is None  # no finishing place, no refund (FS 8.4)


def test_a_warning_changes_nothing_but_the_record() -> None:
    state = seated_field()
    act(state, "floor.penalty", {"player_id": 1, "kind": "warning", "reason": "phone at the table", "article": "4"})
    assert state.registrations[1].alive and state.floor.penalties_of(1)[0].hands == 0


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"player_id": 1, "kind": "warning", "reason": "  "}, "explain the decision"),
        ({"player_id": 1, "kind": "fine", "reason": "x"}, "Unknown penalty"),
        ({"player_id": 99, "kind": "warning", "reason": "x"}, "not registered"),
        ({"player_id": 1, "kind": "missed_orbits", "orbits": 0, "reason": "x"}, "cannot be less than 1"),
    ],
)
def test_bad_penalties_are_refused_and_change_nothing(payload: dict, message: str) -> None:
    state = seated_field()
    before = repr(state)
    with pytest.raises(RuleError, match=message):
        act(state, "floor.penalty", payload)
    assert repr(state) == before


def test_a_ruling_is_logged_with_its_article_and_needs_a_decision() -> None:
    state = seated_field()
    act(state, "floor.ruling", {"decision": "String bet: call only", "article": "45", "table": 1, "player_ids": [2]})
    ruling = state.floor.rulings[0]
    assert (ruling.decision, ruling.article, ruling.table, ruling.player_ids) == ("String bet: call only", "45", 1, (2,))
    with pytest.raises(RuleError, match="explain the decision"):
        act(state, "floor.ruling", {"decision": "", "article": "45"})
    with pytest.raises(RuleError, match="no table 9"):
        act(state, "floor.ruling", {"decision": "x", "table": 9})


def test_a_disqualified_player_cannot_re_enter() -> None:
    """RPT Art. 71.4, FS 8.4: disqualified, his chips leave the tournament and so does he; a re-entry is refused
    (a player out by a bust may still re-enter)."""
    from tdapp.domain.errors import RuleError
    from tdapp.domain.log import Action
    from tdapp.domain.seating.draw import draw_seats
    from tdapp.domain.tournament.all_rules import TOURNAMENT
    from tdapp.domain.tournament.state import TournamentState

    state = TournamentState()
    purchase = {"prize_cents": 9000, "fee_cents": 1000, "chips": 10000}
    log: list[Action] = []

    def act(kind: str, payload: dict) -> None:  # type: ignore[type-arg]
        action = Action(kind, payload, 1_780_000_000_000 + 1000 * len(log), "td", len(log) + 1)
        TOURNAMENT.apply(state, action)
        log.append(action)

    act("tournament.create", {"config": {"name": "T", "buy_in": purchase, "reentry": {"purchase": purchase, "until_level": 9}}})
    act("seating.open_table", {"table": 1, "seats": 9})
    for pid in range(1, 7):
        act("registration.register", {"player_id": pid})
        act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    act("seating.draw", draw_seats(state.seating, range(1, 7)))
    act("floor.penalty", {"player_id": 2, "kind": "disqualification", "reason": "Conluio"})
    act("player.bust", {"busts": [{"player_id": 3}]})
    try:
        act("money.reentry", {"player_id": 2})
    except RuleError as refused:
        assert "Player 2 was disqualified (RPT Art. 71): he cannot enter again." == refused.render()
    else:
        raise AssertionError("a disqualified player re-entered")
    act("money.reentry", {"player_id": 3})
    assert state.registrations[3].alive and not state.registrations[2].alive
