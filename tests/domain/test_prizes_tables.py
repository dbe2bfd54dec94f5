"""Prize tables: the Four Seasons rule (FS 7.4) and the other payout rules, to the cent."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.payouts import (
    custom_amounts_table,
    custom_percent_table,
    four_seasons_places,
    four_seasons_table,
    largest_remainder,
    round_table,
    satellite_table,
    survivor_table,
    table_for_rule,
)
from tdapp.domain.tournament.config import LowestPrize, PayoutRule

ENTRY = 100_00  # a 100 EUR entry: 90 to the pool, 10 fee
PRIZE = 90_00


def pool_for(entries: int, *, ranking: bool = False) -> int:
    gross = entries * PRIZE
    return gross - (gross * 300 + 5_000) // 10_000 - (gross * 200 + 5_000) // 10_000 if ranking else gross


@pytest.mark.parametrize("ranking", [False, True])
@pytest.mark.parametrize("round_to", [0, 500])
def test_fs_7_4_every_entry_count_from_6_to_1000(ranking: bool, round_to: int) -> None:
    """FS 7.4: places, sum to the cent, non-increasing, smallest prize at least twice the entry (31+)."""
    for entries in range(6, 1001):
        pool = pool_for(entries, ranking=ranking)
        table = four_seasons_table(pool, entries, ENTRY, six_max=entries < 10, round_to_cents=round_to)
        expected_places = 2 if entries < 10 else 3 if entries <= 30 else -(-entries // 10)
        assert table.places == expected_places, entries
        assert sum(table.amounts) == pool, entries
        assert all(a >= b for a, b in zip(table.amounts, table.amounts[1:], strict=False)), entries
        if entries >= 31:
            assert table.amounts[-1] == 2 * ENTRY, entries
        if round_to:
            assert all(a % round_to == 0 for a in table.amounts[1:]), entries


def test_fs_7_4_small_fields_use_the_fixed_percentages() -> None:
    assert four_seasons_table(1_000_00, 8, ENTRY, six_max=True).amounts == (700_00, 300_00)
    assert four_seasons_table(1_000_00, 20, ENTRY).amounts == (500_00, 300_00, 200_00)
    # Floors below first, leftover cents to first.
    assert four_seasons_table(1_000_01, 20, ENTRY).amounts == (500_01, 300_00, 200_00)
    assert four_seasons_table(333, 12, ENTRY).amounts == (168, 99, 66)


def test_fs_7_4_paid_places_round_up_on_entries_plus_reentries() -> None:
    assert four_seasons_places(31) == 4
    assert four_seasons_places(40) == 4
    assert four_seasons_places(41) == 5
    assert four_seasons_places(30) == 3
    assert four_seasons_places(9, six_max=True) == 2


@pytest.mark.parametrize(("entries", "ranking", "was"), [(31, False, 4.39), (100, False, 4.39), (347, True, 3.56)])
def test_fs_7_4_lowest_prize_is_exactly_twice_the_entry(entries: int, ranking: bool, was: float) -> None:
    """FS 7.4: "o prémio de valor mais baixo a atribuir, deverá ser o dobro do valor da entrada".

    The audit found the last place at 3.6-4.4 x the entry (100 EUR entry: 4.39 x
    at 31 entries, 3.56 x at 347); it is now exactly 200 EUR, with or without
    rounding, and the table still adds up to the pool to the cent.
    """
    pool = pool_for(entries, ranking=ranking)
    for round_to in (0, 5_00):
        table = four_seasons_table(pool, entries, ENTRY, round_to_cents=round_to)
        assert table.amounts[-1] == 2 * ENTRY
        assert table.amounts[-2] > 2 * ENTRY  # the others follow the curve above it
        assert sum(table.amounts) == pool
        assert all(a > b for a, b in zip(table.amounts, table.amounts[1:], strict=False)) or round_to
    loose = four_seasons_table(pool, entries, ENTRY, lowest_prize=LowestPrize.AT_LEAST_TWICE)
    assert abs(loose.amounts[-1] / ENTRY - was) < 0.01  # the room setting "at least twice" keeps the old reading


def test_fs_7_4_curve_is_harmonic_down_to_the_lowest_prize() -> None:
    """Above the fixed lowest prize, each place's extra is proportional to 1/place - 1/places."""
    table = four_seasons_table(8_000_00, 100, ENTRY)
    assert table.places == 10
    extra = [a - 2 * ENTRY for a in table.amounts]
    # weights 1 - 1/10 = 0.9 for 1st, 1/2 - 1/10 = 0.4 for 2nd, 1/9 - 1/10 for 9th, 0 for 10th.
    assert abs(extra[0] * 4 - extra[1] * 9) <= 9 * 2
    assert abs(extra[0] - extra[8] * 81) <= 81 * 2
    assert extra[9] == 0


def test_fs_7_4_at_least_twice_is_a_configuration_setting() -> None:
    """The room's reading is stored in the tournament and reaches the live table and the calculator."""
    from tdapp.cli.calc_payouts import compute
    from tdapp.domain.tournament.config import TournamentConfig

    data = {"name": "T", "buy_in": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 100}}
    assert TournamentConfig.from_dict(data).payout_lowest_prize is LowestPrize.EXACTLY_TWICE
    loose = TournamentConfig.from_dict({**data, "payout_lowest_prize": "at_least_twice"})
    assert TournamentConfig.from_dict(loose.to_dict()) == loose
    exact = compute(entries=31, reentries=0, buy_in_cents=ENTRY, fee_bp=1_000, six_max=False, round_to_cents=0, ranking=False)
    assert exact.amounts[-1] == 2 * ENTRY
    floor = compute(
        entries=31,
        reentries=0,
        buy_in_cents=ENTRY,
        fee_bp=1_000,
        six_max=False,
        round_to_cents=0,
        ranking=False,
        lowest_prize=LowestPrize.AT_LEAST_TWICE,
    )
    assert floor.amounts[-1] > 2 * ENTRY


@pytest.mark.parametrize(
    ("entries", "six_max"),
    [(5, True), (7, False), (9, False), (0, False)],
)
def test_fs_7_4_no_table_for_small_full_ring_fields(entries: int, six_max: bool) -> None:
    with pytest.raises(RuleError, match=r"FS 7\.4"):
        four_seasons_table(1_000_00, entries, ENTRY, six_max=six_max)


def test_fs_7_4_pool_too_small_for_twice_the_entry_is_refused() -> None:
    with pytest.raises(RuleError, match="twice the entry"):
        four_seasons_table(7 * ENTRY, 31, ENTRY)


def test_rounding_to_a_unit_gives_the_remainder_to_first() -> None:
    assert round_table([50_03, 30_02, 20_01], 5_00) == [50_06, 30_00, 20_00]
    # Never under the FS 7.4 minimum: 220 EUR rounds up to 225 with a 25 EUR unit.
    assert round_table([500_00, 221_00, 220_50], 25_00, 220_00) == [491_50, 225_00, 225_00]


def test_rounding_unit_too_large_is_refused() -> None:
    with pytest.raises(RuleError, match="without a prize"):
        round_table([40_00, 35_00, 34_00], 50_00)
    with pytest.raises(RuleError, match="below second place"):
        round_table([500_00, 221_00, 220_50], 200_00, 220_00)


def test_largest_remainder_ties_go_to_the_first() -> None:
    assert largest_remainder(10, [1, 1, 1]) == [4, 3, 3]
    assert largest_remainder(100, [5, 3, 2]) == [50, 30, 20]
    assert largest_remainder(1, [1, 2]) == [0, 1]


def test_fs_8_1_custom_percentages() -> None:
    table = custom_percent_table(1_000_01, [6_000, 2_500, 1_500])
    assert table.amounts == (600_01, 250_00, 150_00)


@pytest.mark.parametrize(
    ("basis_points", "message"),
    [
        ([6_000, 3_000], "add up to 90,00 %"),
        ([5_000, 3_000, 2_001], "100,01 %"),
        ([3_000, 5_000, 2_000], "cannot increase"),
        ([10_000, 0], "positive"),
        ([], "at least one place"),
    ],
)
def test_custom_percentages_that_do_not_add_up_are_refused(basis_points: list[int], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        custom_percent_table(1_000_00, basis_points)


def test_custom_amounts_must_add_up_to_the_pool() -> None:
    assert custom_amounts_table(1_000_00, [600_00, 400_00]).amounts == (600_00, 400_00)
    with pytest.raises(RuleError, match="add up to 99999 cents"):
        custom_amounts_table(1_000_00, [600_00, 399_99])
    with pytest.raises(RuleError, match="cannot increase"):
        custom_amounts_table(1_000_00, [400_00, 600_00])


def test_fs_3_1_9_survivor_splits_equally_odd_cents_to_the_best_places() -> None:
    table = survivor_table(1_000_01, 3)
    assert table.amounts == (333_34, 333_34, 333_33)
    via_rule = table_for_rule(PayoutRule.SURVIVOR, pool_cents=45 * PRIZE, entries=45, entry_cents=ENTRY)
    assert via_rule.places == 5 and len(set(via_rule.amounts)) == 1


def test_fs_3_1_4_satellite_seats_plus_remainder_to_the_next_place() -> None:
    table = satellite_table(2_350_00, 500_00)
    assert table.amounts == (500_00, 500_00, 500_00, 500_00, 350_00)
    assert table.seats == 4 and table.is_seat(4) and not table.is_seat(5)
    assert satellite_table(1_000_00, 500_00).amounts == (500_00, 500_00)


def test_guaranteed_pool_is_shared_like_any_other() -> None:
    table = table_for_rule(PayoutRule.FOUR_SEASONS, pool_cents=10_000_00, entries=40, entry_cents=ENTRY)
    assert sum(table.amounts) == 10_000_00 and table.places == 4
