"""Chip counts (`chips.count`): who can be counted, the bounds the chips in play set, the latest count per player."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.chips.counts import count_figures, current_counts, play_mark
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT

T0 = 1_780_000_000_000
MIN = 60_000
STACK = 20_000
STRUCTURE = {
    "items": [
        {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
        {"break": True, "minutes": 10},
        {"small_blind": 200, "big_blind": 400, "ante": 400, "minutes": 20},
    ]
}
CONFIG = {
    "name": "Contagens",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": STACK},
    "reentry": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": STACK}, "until_level": 3},
    "late_registration_until_level": 3,
}


class Table:
    """A tournament of `players` paid and seated players, and a log clock in minutes from T0."""

    def __init__(self, players: int = 6, *, seated: bool = True) -> None:
        self.seq = 0
        self.state = TOURNAMENT.replay([self.action("tournament.create", {"config": CONFIG}, -60)])
        self.act("clock.set_structure", STRUCTURE, -50)
        for pid in range(1, players + 1):
            self.act("registration.register", {"player_id": pid}, -40)
            self.act("money.buy_in", {"player_id": pid, "document": f"CC{pid}"}, -40)
        if seated:
            self.act("seating.open_table", {"table": 1}, -30)
            self.act("seating.draw", draw_seats(self.state.seating, range(1, players + 1), rng=random.Random(3)), -30)

    def action(self, kind: str, payload: dict[str, Any], minute: float) -> Action:
        self.seq += 1
        return Action(kind, payload, at_ms=T0 + round(minute * MIN), operator="Ana", seq=self.seq)

    def act(self, kind: str, payload: dict[str, Any], minute: float = 0) -> None:
        TOURNAMENT.apply(self.state, self.action(kind, payload, minute))

    def count(self, player: int, chips: Any, minute: float = 0) -> None:
        self.act("chips.count", {"player_id": player, "chips": chips}, minute)

    def refused(self, player: int, chips: Any, minute: float = 0) -> str:
        before = dict(self.state.prizes.chips.counts)
        with pytest.raises(RuleError) as caught:
            self.count(player, chips, minute)
        assert self.state.prizes.chips.counts == before  # a refusal changes nothing
        return caught.value.render()


def test_the_latest_count_of_each_player_is_what_stands() -> None:
    t = Table()
    t.act("clock.start", {}, 0)
    t.count(1, 18_500, 5)
    t.count(2, 31_000, 6)
    t.count(1, 12_000, 9)
    counts = current_counts(t.state)
    assert {pid: c.chips for pid, c in counts.items()} == {1: 12_000, 2: 31_000}
    assert counts[1].at_ms == T0 + 9 * MIN and counts[1].level == 1
    figures = count_figures(t.state)
    assert (figures.counted, figures.total, figures.leader_id, figures.leader_chips) == (2, 43_000, 2, 31_000)


@pytest.mark.parametrize(
    ("chips", "message"),
    [
        (-1, "whole number of chips, 0 or more: '-1'"),
        (1.5, "'1.5' is not"),
        ("20000", "'20000' is not"),
        (True, "'True' is not"),
        (None, "'None' is not"),
    ],
)
def test_a_count_is_a_whole_number_of_chips_0_or_more(chips: Any, message: str) -> None:
    assert message in Table().refused(1, chips)


def test_nobody_can_hold_more_than_the_chips_in_play() -> None:
    t = Table(players=6)
    t.act("clock.start", {}, 0)
    assert chips_in_play(t.state) == 6 * STACK
    assert "more than the tournament has in play (120000)" in t.refused(1, 6 * STACK + 1, 3)
    t.count(1, 6 * STACK, 3)  # he may have it all (the others are about to be out)


def test_only_a_seated_player_still_in_is_counted() -> None:
    t = Table(players=4)
    assert "not registered" in t.refused(9, 1_000)
    t.act("player.bust", {"busts": [{"player_id": 4}]}, 1)
    assert "no longer in the tournament" in t.refused(4, 1_000, 2)
    unseated = Table(players=4, seated=False)
    assert "has no seat" in unseated.refused(1, STACK)
    t.act("registration.register", {"player_id": 8}, 2)
    assert "has not paid" in t.refused(8, STACK, 3)


def test_counts_made_while_play_stands_still_cannot_add_up_to_more_than_the_chips_in_play() -> None:
    """Paused, the chips do not move: the counts since the pause are one census of the chips in play."""
    t = Table(players=3)  # 60 000 in play
    t.act("clock.start", {}, 0)
    t.act("clock.pause", {}, 10)
    t.count(1, 30_000, 11)
    t.count(2, 25_000, 12)
    message = t.refused(3, 6_000, 13)
    assert "add up to 61000 chips, 1000 more than the 60000 in play" in message
    t.count(3, 5_000, 13)
    t.count(1, 29_000, 14)  # a recount replaces his own count in the census
    t.count(3, 6_000, 15)


def test_a_break_is_one_census_too() -> None:
    t = Table(players=3)
    t.act("clock.start", {}, 0)
    t.count(1, 40_000, 22)  # minute 22: the break (level 1 lasts 20 minutes)
    assert play_mark(t.state, T0 + 22 * MIN) == play_mark(t.state, T0 + 29 * MIN)
    assert "more than the 60000 in play" in t.refused(2, 20_001, 25)
    t.count(2, 20_000, 25)


def test_while_hands_are_dealt_counts_minutes_apart_are_not_added_up() -> None:
    """50 000 counted, 30 000 lost to a player counted later at 80 000: every count right, their total above the chips."""
    t = Table(players=5)  # 100 000 in play
    t.act("clock.start", {}, 0)
    t.count(1, 50_000, 3)
    t.count(2, 80_000, 8)
    figures = count_figures(t.state)
    assert figures.total == 130_000 and figures.over_chips_in_play
    assert play_mark(t.state, T0 + 8 * MIN) is None


def test_play_between_two_pauses_starts_a_new_census() -> None:
    t = Table(players=3)
    t.act("clock.start", {}, 0)
    t.act("clock.pause", {}, 5)
    t.count(1, 40_000, 6)
    t.act("clock.resume", {}, 7)
    t.act("clock.pause", {}, 9)
    t.count(2, 40_000, 10)  # hands were dealt since player 1's count: it is not in this census


def test_a_count_belongs_to_the_stack_it_was_made_of() -> None:
    """After a re-entry the player plays a new stack: the count of the old one no longer stands (RPT Art. 7.2)."""
    t = Table(players=3)
    t.act("clock.start", {}, 0)
    t.count(1, 35_000, 3)
    t.act("money.reentry", {"player_id": 1, "forfeited_chips": 2_000}, 4)
    assert 1 not in current_counts(t.state)
    assert t.state.prizes.chips.counts[1].chips == 35_000  # the fact itself stays
    t.act("player.bust", {"busts": [{"player_id": 2}]}, 5)
    assert count_figures(t.state).counted == 0


def test_a_finished_tournament_takes_no_count() -> None:
    t = Table(players=2)
    t.act("clock.start", {}, 0)
    t.act("player.bust", {"busts": [{"player_id": 2}]}, 1)
    t.act("tournament.finish", {}, 2)
    assert "finished" in t.refused(1, STACK, 3)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 4), st.integers(0, 90_000)), min_size=1, max_size=12))
def test_a_census_never_adds_up_to_more_than_the_chips_in_play(counts: list[tuple[int, int]]) -> None:
    """Whatever the floor types while the clock is paused, the counts that stand never total more than the ledger's chips."""
    t = Table(players=4)  # 80 000 in play
    t.act("clock.start", {}, 0)
    t.act("clock.pause", {}, 10)
    for minute, (player, chips) in enumerate(counts, start=11):
        try:
            t.count(player, chips, minute)
        except RuleError:
            pass
        figures = count_figures(t.state)
        assert figures.total <= figures.chips_in_play == 80_000
