"""Payouts rounded the way the room pays (issue 17): a unit per tournament, the remainder to first place (FS 7.4)."""

from __future__ import annotations

import pytest

from tdapp.domain.prizes.payouts import SIX_MAX_SPLIT_BP, SMALL_FIELD_SPLIT_BP, four_seasons_table
from tdapp.domain.tournament.config import LowestPrize

ENTRY = 100_00  # 90 EUR + 10 EUR fee


def pool_for(entries: int) -> int:
    """The pool of `entries` 90 EUR entries less the ranking's 5 %, plus odd cents a real pool has (a rebuy, a rounding)."""
    return entries * 90_00 * 95 // 100 + 37


@pytest.mark.parametrize("unit", [5_00, 1_00])
@pytest.mark.parametrize("entries", [7, 13, 99, 347])
@pytest.mark.parametrize("lowest", list(LowestPrize))
def test_rounding_to_5_and_1_euro_sums_to_the_pool_to_the_cent(entries: int, unit: int, lowest: LowestPrize) -> None:
    pool = pool_for(entries)
    exact = four_seasons_table(pool, entries, ENTRY, six_max=entries < 10, lowest_prize=lowest)
    table = four_seasons_table(pool, entries, ENTRY, six_max=entries < 10, round_to_cents=unit, lowest_prize=lowest)
    assert sum(table.amounts) == pool  # to the cent
    assert len(table.amounts) == len(exact.amounts)  # the same places
    minimum = 2 * ENTRY
    below_first = table.amounts[1:]
    if entries >= 31:
        # FS 7.4: rounding never takes the lowest prize under twice the entry; "exactly twice" stays exact.
        assert min(table.amounts) >= minimum
        if lowest is LowestPrize.EXACTLY_TWICE:
            assert table.amounts[-1] == minimum
            below_first = below_first[:-1]
    assert all(a % unit == 0 for a in below_first)  # the cage pays whole units
    # Each place below first moves by less than a unit (up only to reach the minimum); first takes the remainder.
    for rounded, raw in zip(table.amounts[1:], exact.amounts[1:], strict=True):
        assert raw - unit < rounded <= max(raw, -(-minimum // unit) * unit)
    assert table.amounts[0] == pool - sum(table.amounts[1:])
    assert list(table.amounts) == sorted(table.amounts, reverse=True)


@pytest.mark.parametrize("unit", [5_00, 1_00])
@pytest.mark.parametrize(("entries", "split"), [(7, SIX_MAX_SPLIT_BP), (13, SMALL_FIELD_SPLIT_BP)])
def test_fixed_percentages_are_kept_within_a_unit(entries: int, split: tuple[int, ...], unit: int) -> None:
    """FS 7.4's 70/30 and 50/30/20 columns keep their percentages: each place below first is its share rounded down."""
    pool = pool_for(entries)
    table = four_seasons_table(pool, entries, ENTRY, six_max=entries < 10, round_to_cents=unit)
    for amount, bp in zip(table.amounts[1:], split[1:], strict=True):
        assert amount == pool * bp // 10_000 // unit * unit


def test_no_rounding_stays_possible() -> None:
    pool = pool_for(13)
    assert four_seasons_table(pool, 13, ENTRY, round_to_cents=0).amounts == four_seasons_table(pool, 13, ENTRY).amounts
    assert any(a % 100 for a in four_seasons_table(pool, 13, ENTRY).amounts)
