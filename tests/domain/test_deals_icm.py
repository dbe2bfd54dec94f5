"""Deals (FS 7.3): ICM against published examples and a brute force, chip-chops, amounts kept in play."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.deals import DealMethod, propose_deal
from tdapp.domain.prizes.icm import apportion, icm_cents, icm_equities, icm_equities_exact


def brute_force_icm(stacks: list[int], prizes: list[int]) -> list[Fraction]:
    """Independent check: walk every finishing order and weight it by its Malmuth-Harville probability."""
    n = len(stacks)
    equity = [Fraction(0)] * n
    for order in itertools.permutations(range(n)):
        probability = Fraction(1)
        left = sum(stacks)
        for player in order:
            probability *= Fraction(stacks[player], left)
            left -= stacks[player]
        for place, player in enumerate(order[: len(prizes)]):
            equity[player] += probability * prizes[place]
    return equity


# Published examples (stacks, prizes, equities as published, tolerance of the rounding they were published with).
PUBLISHED = [
    # Wikipedia, "Independent Chip Model", section Model: 50/30/20 % of the chips, payouts 70/30 -> about 45, 32, 23.
    ([50, 30, 20], [70, 30], [45.18, 32.25, 22.57], 0.01),
    # Common 3-handed ICM calculator example (e.g. pailiku.com ICM calculator): 5000/3000/2000, 50/30/20 -> 38.39/32.75/28.86.
    ([5000, 3000, 2000], [50, 30, 20], [38.39, 32.75, 28.86], 0.005),
    # hold-em-k.com, "Edge-based final table deals": Amy 100,000, Paul 70,000, Sophie 50,000, Tim 20,000,
    # prizes $200/$120/$80/$50 -> $140.84, $123.80, $108.96, $76.40.
    ([100_000, 70_000, 50_000, 20_000], [200, 120, 80, 50], [140.84, 123.80, 108.96, 76.40], 0.005),
    # pailiku.com ICM result page: 5000/3000/1500/500, 500/300/200 -> 377.78, 312.89, 225.60, 83.73.
    ([5000, 3000, 1500, 500], [500, 300, 200], [377.78, 312.89, 225.60, 83.73], 0.005),
]


@pytest.mark.parametrize(("stacks", "prizes", "published", "tolerance"), PUBLISHED)
def test_icm_matches_published_examples(stacks: list[int], prizes: list[int], published: list[float], tolerance: float) -> None:
    for mine, theirs in zip(icm_equities(stacks, prizes), published, strict=True):
        assert abs(mine - theirs) <= tolerance


@settings(max_examples=60, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 10**7), min_size=2, max_size=6),
    data=st.data(),
)
def test_icm_equals_brute_force_over_every_finishing_order(stacks: list[int], data: st.DataObject) -> None:
    prizes = sorted(data.draw(st.lists(st.integers(0, 10**8), min_size=1, max_size=len(stacks))), reverse=True)
    exact = brute_force_icm(stacks, prizes)
    assert icm_equities_exact(stacks, prizes) == exact
    for fast, slow in zip(icm_equities(stacks, prizes), exact, strict=True):
        assert abs(fast - float(slow)) <= 1e-6 * max(1, float(slow))
    assert icm_cents(stacks, prizes) == apportion(exact, sum(prizes))


def test_icm_ten_players_sums_exactly_and_matches_the_exact_sums() -> None:
    stacks = [12345, 23456, 34567, 45678, 56789, 67890, 78901, 89012, 90123, 11111]
    prizes = [5_000_00, 3_000_00, 2_000_00, 1_000_00, 800_00, 600_00, 500_00, 400_00, 300_00, 200_01]
    cents = icm_cents(stacks, prizes)
    assert sum(cents) == sum(prizes)
    assert cents == apportion(icm_equities_exact(stacks, prizes), sum(prizes))
    # More chips, more equity.
    by_stack = [c for _, c in sorted(zip(stacks, cents, strict=True))]
    assert by_stack == sorted(by_stack)


def test_apportion_largest_remainder_ties_to_the_first_player() -> None:
    assert apportion([Fraction(10, 3)] * 3, 10) == [4, 3, 3]
    assert apportion([1.5, 2.5, 6.0], 10) == [2, 2, 6]


@pytest.mark.parametrize(
    ("stacks", "prizes", "message"),
    [
        ([1000, 0], [100, 50], "positive number of chips"),
        ([1000, -5], [100, 50], "positive number of chips"),
        ([1000, 500], [100, 50, 20], "more prizes than there are players"),
        ([1000, 500], [50, 100], "cannot increase"),
        ([1000], [100], "at least two players"),
        ([1] * 11, [100], "at most 10 players"),
    ],
)
def test_bad_deal_input_is_refused(stacks: list[int], prizes: list[int], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        icm_equities(stacks, prizes)


def test_chip_chop_is_prizes_left_times_chips_over_total() -> None:
    deal = propose_deal(DealMethod.CHIP_CHOP, [5000, 3000, 2000], [500_00, 300_00, 200_00])
    assert deal.amounts == (500_00, 300_00, 200_00)
    odd = propose_deal("chip_chop", [1, 1, 1], [50_00, 30_00, 20_01])
    assert odd.amounts == (33_34, 33_34, 33_33)


def test_save_chop_matches_the_published_betmgm_example() -> None:
    """BetMGM poker help, "chip count payout": remaining pool $570, next payout $57, five players.

    Published: $155.28, $135.63, $122.52, $96.32, $60.28, each rounded on its own (they add up to
    $570.03); ours agree within a cent and add up to $570.00 exactly.
    """
    stacks = [15000, 12000, 10000, 6000, 500]
    prizes = [300_00, 99_00, 57_00, 57_00, 57_00]  # 570 EUR left, the smallest prize still to pay is 57 EUR
    deal = propose_deal(DealMethod.SAVE_CHOP, stacks, prizes)
    published = [155_28, 135_63, 122_52, 96_32, 60_28]
    assert all(abs(a - b) <= 1 for a, b in zip(deal.amounts, published, strict=True))
    assert deal.amounts == (155_28, 135_62, 122_52, 96_31, 60_27)
    assert sum(deal.amounts) == 570_00


def test_amount_kept_in_play_is_taken_off_first_before_the_split() -> None:
    prizes = [500_00, 300_00, 200_00]
    for method in ("icm", "chip_chop", "save_chop"):
        deal = propose_deal(method, [5000, 3000, 2000], prizes, play_for_cents=100_00)
        assert sum(deal.amounts) + deal.play_for_cents == 1_000_00
    icm = propose_deal("icm", [5000, 3000, 2000], prizes, play_for_cents=100_00)
    assert list(icm.amounts) == icm_cents([5000, 3000, 2000], [400_00, 300_00, 200_00])
    with pytest.raises(RuleError, match="At most 20000 cents"):
        propose_deal("icm", [5000, 3000, 2000], prizes, play_for_cents=200_01)


@settings(max_examples=100, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 10**8), min_size=2, max_size=10),
    method=st.sampled_from(["icm", "chip_chop", "save_chop"]),
    data=st.data(),
)
def test_every_deal_adds_up_to_the_prizes_left_to_the_cent(stacks: list[int], method: str, data: st.DataObject) -> None:
    prizes = sorted(data.draw(st.lists(st.integers(0, 10**9), min_size=1, max_size=len(stacks))), reverse=True)
    padded = prizes + [0] * (len(stacks) - len(prizes))
    play_for = data.draw(st.integers(0, padded[0] - padded[1]))
    deal = propose_deal(method, stacks, prizes, play_for_cents=play_for)
    assert sum(deal.amounts) + play_for == sum(prizes)
    assert all(a >= 0 for a in deal.amounts)
    if method == "save_chop":
        assert min(deal.amounts) >= padded[-1]


def test_custom_deal_must_add_up() -> None:
    deal = propose_deal("custom", [5000, 3000], [700_00, 300_00], amounts=[600_00, 400_00])
    assert deal.amounts == (600_00, 400_00)
    with pytest.raises(RuleError, match="shares 99999 cents"):
        propose_deal("custom", [5000, 3000], [700_00, 300_00], amounts=[600_00, 399_99])
    with pytest.raises(RuleError, match="do not match"):
        propose_deal("icm", [5000, 3000], [700_00, 300_00], amounts=[600_00, 400_00])
    with pytest.raises(RuleError, match="Unknown deal method"):
        propose_deal("coinflip", [5000, 3000], [700_00, 300_00])
