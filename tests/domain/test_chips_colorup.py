"""Chips: chip set and stacks, chips in play, shortages; color-up and chip race (RPT Art. 24, DP 10)."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.chips.chipset import suggest_stack
from tdapp.domain.chips.colorup import (
    RaceRule,
    SeatCount,
    TableResult,
    card_strength,
    check_blinds_payable,
    dealing_order,
    draw_chip_race,
    next_denomination,
    plan_table,
    report,
    run_table,
)
from tdapp.domain.chips.figures import average_stack, big_blinds_per_average_stack, chip_shortages, chips_in_play
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

CHIP_SET = {
    "denominations": [
        {"value": 25, "color": "green", "owned": 400},
        {"value": 100, "color": "black", "owned": 300},
        {"value": 500, "color": "purple", "owned": 200},
        {"value": 1000, "color": "yellow", "owned": 200},
        {"value": 5000, "color": "red", "owned": 100},
    ],
    "stacks": {"buy_in": {"25": 8, "100": 8, "500": 6, "1000": 6, "5000": 2}},
}


def tournament(players: int) -> tuple[TournamentState, list[Action]]:
    actions = [
        Action("tournament.create", {"config": {"name": "T", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}}, seq=1)
    ]
    for pid in range(1, players + 1):
        actions.append(Action("registration.register", {"player_id": pid}, seq=len(actions) + 1))
        actions.append(Action("money.buy_in", {"player_id": pid, "document": "CC"}, seq=len(actions) + 1))
    actions.append(Action("chips.set", CHIP_SET, seq=len(actions) + 1))
    return TOURNAMENT.replay(actions), actions


def test_chip_set_stacks_and_chips_in_play() -> None:
    state, _ = tournament(30)
    assert state.prizes.chips.chip_set is not None
    assert state.prizes.chips.chip_set.stack("buy_in") == {25: 8, 100: 8, 500: 6, 1000: 6, 5000: 2}
    assert chips_in_play(state) == 600_000 and average_stack(state) == 20_000
    assert big_blinds_per_average_stack(state, 400) == 50
    state.set_alive(state.registrations[1], False)
    assert average_stack(state) == 600_000 // 29


def test_room_short_of_chips_is_warned() -> None:
    state, _ = tournament(30)
    assert chip_shortages(state) == []
    short = chip_shortages(state, expected_entries=60)
    assert [(s.value, s.needed, s.owned) for s in short] == [
        (25, 480, 400),
        (100, 480, 300),
        (500, 360, 200),
        (1000, 360, 200),
        (5000, 120, 100),
    ]


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"denominations": []}, "at least one denomination"),
        ({"denominations": [{"value": 0, "owned": 1}]}, "positive whole number"),
        ({"denominations": [{"value": 25, "owned": 1}, {"value": 25, "owned": 1}]}, "same value twice"),
        (
            {"denominations": [{"value": 25, "owned": 1}], "stacks": {"buy_in": {"25": 3}}},
            "adds up to 75 chips but the tournament gives 20000",
        ),
        ({"denominations": [{"value": 25, "owned": 1}], "stacks": {"buy_in": {"100": 200}}}, "not in the chip set"),
        ({"denominations": [{"value": 25, "owned": 1}], "stacks": {"rebuy": {"25": 800}}}, "no 'rebuy' stack"),
    ],
)
def test_bad_chip_sets_are_refused(payload: dict[str, Any], message: str) -> None:
    state, _ = tournament(2)
    with pytest.raises(RuleError, match=message):
        TOURNAMENT.apply(state, Action("chips.set", payload, seq=99))


def test_suggested_stack_adds_up() -> None:
    stack = suggest_stack([25, 100, 500, 1000, 5000], 20_000)
    assert sum(v * n for v, n in stack.items()) == 20_000 and set(stack) == {25, 100, 500, 1000, 5000}
    with pytest.raises(RuleError, match="cannot be made"):
        suggest_stack([100], 150)


def test_rpt_24_exchange_odd_chips_and_chips_raced() -> None:
    seats = [SeatCount(1, 11, 7, True), SeatCount(2, 12, 2, True), SeatCount(3, 13, 1, False), SeatCount(4, 14, 4, True)]
    plan = plan_table(1, seats, 25, 100, RaceRule.AT_LEAST_HALF)
    assert plan.exchanged == (1, 0, 0, 1) and plan.odd == (3, 2, 1, 0)
    assert plan.raced == 2  # odd value 150 = 1 chip of 100 and half a chip: rounded up
    assert plan_table(1, seats, 25, 100, RaceRule.MORE_THAN_HALF).raced == 1
    assert plan_table(1, seats, 25, 100, RaceRule.NEVER).raced == 1
    assert dealing_order(plan) == [0, 1, 2, 0, 1, 0]  # rounds from seat 1
    assert report([plan]).bring == 4 and report([plan]).back == 14


def test_dp_10_highest_card_wins_one_chip_each_and_nobody_is_eliminated() -> None:
    seats = [SeatCount(1, 11, 3, True), SeatCount(2, 12, 2, True), SeatCount(3, 13, 1, False)]
    plan = plan_table(1, seats, 25, 100, RaceRule.AT_LEAST_HALF)
    assert plan.raced == 2  # 150 in odd chips
    result = run_table(plan, [["As", "Ah", "2c"], ["Ks", "Kh"], ["Ac"]])
    won = {s.player_id: s.won_race for s in result.seats}
    assert won == {11: True, 12: False, 13: True}  # seat 1 wins once only, with the ace of spades; the ace of clubs beats the kings
    result = run_table(plan, [["As", "Ah", "2c"], ["Ks", "Kh"], ["Qc"]])
    saved = {s.player_id: s.saved for s in result.seats}
    assert saved == {11: False, 12: False, 13: True}  # lost his last chip: gets one new chip (Art. 24.2)


def test_suit_order_breaks_ties_spades_hearts_diamonds_clubs() -> None:
    assert card_strength("As") > card_strength("Ah") > card_strength("Ad") > card_strength("Ac") > card_strength("Ks")
    seats = [SeatCount(1, 1, 2, True), SeatCount(2, 2, 2, True)]
    plan = plan_table(1, seats, 25, 100, RaceRule.NEVER)
    assert plan.raced == 1
    result = run_table(plan, [["Td", "3c"], ["Th", "2c"]])
    assert [s.won_race for s in result.seats] == [False, True]


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([["As"], ["As"]], "dealt twice"),
        ([["As", "Kd"], ["Qs"]], "must get 1 cards"),
        ([["Xs"], ["Qs"]], "not a card"),
    ],
)
def test_bad_race_cards_are_refused(cards: list[list[str]], message: str) -> None:
    plan = plan_table(1, [SeatCount(1, 1, 1, True), SeatCount(2, 2, 1, True)], 25, 100, RaceRule.NEVER)
    with pytest.raises(RuleError, match=message):
        run_table(plan, cards)


def test_bad_color_up_inputs_are_refused() -> None:
    with pytest.raises(RuleError, match="has no chips at all"):
        plan_table(1, [SeatCount(1, 1, 0, False)], 25, 100, RaceRule.NEVER)
    with pytest.raises(RuleError, match="52"):
        plan_table(1, [SeatCount(s, s, 9, True) for s in range(1, 11)], 100, 1000, RaceRule.NEVER)
    with pytest.raises(RuleError, match="smallest chip in play"):
        next_denomination([25, 100, 500], 100)
    with pytest.raises(RuleError, match="multiple"):
        plan_table(1, [SeatCount(1, 1, 3, True)], 200, 500, RaceRule.NEVER)


def test_color_up_of_a_chip_the_blinds_still_need_is_refused() -> None:
    check_blinds_payable([100, 500], {"small_blind": 100, "big_blind": 200, "ante": 200})
    with pytest.raises(RuleError, match=r"small blind \(75\) still needs"):
        check_blinds_payable([100, 500], {"small_blind": 75, "big_blind": 150, "ante": 0})
    with pytest.raises(RuleError, match=r"ante \(125\)"):
        check_blinds_payable([100, 500], {"small_blind": 100, "big_blind": 200, "ante": 125})
    check_blinds_payable([100, 250], {"small_blind": 350, "big_blind": 700})  # 100 + 250


def color_up_payload(state: TournamentState, blinds: dict[str, int], rng: random.Random | None = None) -> dict[str, Any]:
    seats = [SeatCount(s, s, [7, 2, 1, 4][s - 1], s != 3) for s in range(1, 5)]
    plan = plan_table(1, seats, 25, 100, RaceRule.AT_LEAST_HALF)
    cards = draw_chip_race(plan, rng)
    return {
        "removed": 25,
        "race_rule": "at_least_half",
        "blinds": blinds,
        "tables": [
            {
                "table": 1,
                "seats": [
                    {"seat": s.seat, "player_id": s.player_id, "count": s.count, "has_other_chips": s.has_other_chips, "cards": c}
                    for s, c in zip(seats, cards, strict=True)
                ],
            }
        ],
    }


def test_color_up_action_is_recorded_and_replays_identically() -> None:
    state, actions = tournament(4)
    payload = color_up_payload(state, {"small_blind": 100, "big_blind": 200, "ante": 200})
    actions.append(Action("chips.color_up", payload, at_ms=5, seq=len(actions) + 1))
    live = TOURNAMENT.replay(actions)
    assert live == TOURNAMENT.replay(actions)
    result = live.prizes.chips.color_ups[0]
    assert result.removed_chips == 14 and result.into == 100
    assert chips_in_play(live) == 80_000 + result.value_change
    assert live.prizes.chips.denominations_in_play() == [100, 500, 1000, 5000]
    with pytest.raises(RuleError, match="cannot change after a color-up"):
        TOURNAMENT.apply(live, Action("chips.set", CHIP_SET, seq=99))
    with pytest.raises(RuleError, match="not in play"):
        TOURNAMENT.apply(live, Action("chips.color_up", payload, seq=99))


def test_the_chips_in_play_do_not_walk_a_color_ups_seats_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every chip count reads the chips in play: a color-up of a festival's every table is worked out once (98 counts
    of the day's bagging, each walking 18,000 seats again, held a later command 50 ms at 2,000 entries); a copy
    of the state carries the figure and still equals the replay's."""
    state, actions = tournament(4)
    payload = color_up_payload(state, {"small_blind": 100, "big_blind": 200, "ante": 200})
    actions.append(Action("chips.color_up", payload, at_ms=5, seq=len(actions) + 1))
    live = TOURNAMENT.replay(actions)
    first = chips_in_play(live)
    walked: list[int] = []
    real = TableResult.new_chips.fget  # type: ignore[attr-defined]
    monkeypatch.setattr(TableResult, "new_chips", property(lambda table: walked.append(table.table) or real(table)))
    assert [chips_in_play(live) for _ in range(5)] == [first] * 5
    assert walked == []
    copy = pickle.loads(pickle.dumps(live))
    assert chips_in_play(copy) == first and walked == [] and copy == TOURNAMENT.replay(actions)


def test_color_up_action_refused_while_blinds_need_the_chip() -> None:
    state, _ = tournament(4)
    payload = color_up_payload(state, {"small_blind": 25, "big_blind": 50, "ante": 0})
    with pytest.raises(RuleError, match="still needs the chips being removed"):
        TOURNAMENT.apply(state, Action("chips.color_up", payload, seq=99))
    assert state.prizes.chips.color_ups == []


@settings(max_examples=300, deadline=None)
@given(
    counts=st.lists(st.tuples(st.integers(0, 40), st.booleans()), min_size=1, max_size=10),
    ratio=st.sampled_from([2, 4, 5]),
    rule=st.sampled_from(list(RaceRule)),
    seed=st.integers(0, 2**32),
)
def test_chip_race_invariants(counts: list[tuple[int, bool]], ratio: int, rule: RaceRule, seed: int) -> None:
    """Nobody eliminated, at most one race chip each, chips in play change only by the documented rounding."""
    seats = [SeatCount(i + 1, i + 1, n, other or n == 0) for i, (n, other) in enumerate(counts)]
    removed, into = 25, 25 * ratio
    plan = plan_table(1, seats, removed, into, rule)
    result = run_table(plan, draw_chip_race(plan, random.Random(seed)))
    for seat, s in zip(result.seats, seats, strict=True):
        assert seat.new_chips > 0 or s.has_other_chips  # nobody eliminated
        assert int(seat.won_race) + int(seat.saved) <= 1  # at most one chip from the race
        assert seat.exchanged * into <= s.count * removed
    assert sum(s.won_race for s in result.seats) == plan.raced
    rounding = plan.raced * into - plan.odd_value
    if rule is RaceRule.NEVER:
        assert -into < rounding <= 0
    else:
        assert -into / 2 <= rounding <= into / 2
    change = result.new_chips * into - result.removed_chips * removed
    assert change == rounding + into * sum(s.saved for s in result.seats)
