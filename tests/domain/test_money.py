"""Money as integer cents: parsing what a person types, formatting, percentages and splits (SPEC section 3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.errors import RuleError
from tdapp.domain.money import format_cents, parse_euros, percent_of, split_evenly


@pytest.mark.parametrize(
    ("typed", "cents"),
    [
        ("12,50", 1_250),
        ("12,5", 1_250),
        ("12.50", 1_250),
        ("0,05", 5),
        ("1.250,00 €", 125_000),
        ("1.250", 125_000),
        ("1 250", 125_000),
        ("1\u00a0250,00\u00a0€", 125_000),
        ("1.250.000,99", 125_000_099),
        ("100", 10_000),
        ("  100 EUR ", 10_000),
        ("0", 0),
        (100, 10_000),
        (0, 0),
    ],
)
def test_parse_euros_reads_what_the_desk_types(typed: str | int, cents: int) -> None:
    assert parse_euros(typed) == cents


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("-5", "cannot be negative"),
        (" -12,50", "cannot be negative"),
        (-5, "cannot be negative"),
        ("abc", "is not an amount of money"),
        ("12,345", "is not an amount of money"),  # three decimals: neither cents nor thousands
        ("1,250.00", "is not an amount of money"),  # English grouping is ambiguous at a pt-PT desk
        ("", "is not an amount of money"),
        ("12,50 $", "is not an amount of money"),
        ("1.25.0", "is not an amount of money"),
        (True, "is not an amount of money"),
        (False, "is not an amount of money"),
    ],
)
def test_parse_euros_refuses_what_is_not_an_amount(typed: object, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        parse_euros(typed)  # type: ignore[arg-type]


def test_parse_euros_refuses_floats_so_no_binary_fraction_becomes_money() -> None:
    """SPEC 3: never floats. 0.1 + 0.2 must not turn into some number of cents."""
    with pytest.raises(RuleError):
        parse_euros(0.1 + 0.2)  # type: ignore[arg-type]
    with pytest.raises(RuleError):
        parse_euros(12.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("cents", "text"),
    [
        (0, "0,00\u00a0€"),
        (5, "0,05\u00a0€"),
        (1_250, "12,50\u00a0€"),
        (125_000, "1\u00a0250,00\u00a0€"),
        (123_456_789, "1\u00a0234\u00a0567,89\u00a0€"),
        (-1_250, "-12,50\u00a0€"),
    ],
)
def test_format_cents_writes_pt_pt(cents: int, text: str) -> None:
    assert format_cents(cents) == text


def test_format_cents_without_symbol_and_with_other_separators() -> None:
    assert format_cents(125_050, symbol=False) == "1\u00a0250,50"
    assert format_cents(125_050, symbol=False, decimal=".", group=",") == "1,250.50"


@given(st.integers(min_value=0, max_value=10**12))
@settings(max_examples=200, deadline=None)
def test_format_then_parse_gives_the_same_cents(cents: int) -> None:
    assert parse_euros(format_cents(cents)) == cents


@pytest.mark.parametrize(
    ("amount", "basis_points", "expected"),
    [
        (10_000, 300, 300),  # 3 % of 100 € = 3 €
        (150, 300, 5),  # 4.5 cents: half rounds up
        (50, 100, 1),  # 0.5 cents: half rounds up
        (49, 100, 0),  # 0.49 cents rounds down
        (149, 300, 4),  # 4.47 cents rounds down
        (250, 200, 5),  # exact
        (12_345, 500, 617),  # 617.25 rounds down
        (12_350, 500, 618),  # 617.5 rounds up
        (99_999, 250, 2_500),  # 2.5 % of 999.99 € = 2 499.975 -> 2 500
        (0, 300, 0),
        (10_000, 0, 0),
        (10_000, 10_000, 10_000),
    ],
)
def test_percent_of_rounds_half_up_to_the_cent(amount: int, basis_points: int, expected: int) -> None:
    assert percent_of(amount, basis_points) == expected


def test_percent_of_refuses_a_negative_amount() -> None:
    with pytest.raises(ValueError):
        percent_of(-1, 300)


@given(st.integers(min_value=0, max_value=10**10), st.integers(min_value=0, max_value=10_000))
@settings(max_examples=200, deadline=None)
def test_percent_of_is_within_half_a_cent_of_the_exact_value(amount: int, basis_points: int) -> None:
    exact_twice = 2 * amount * basis_points  # 2 x the exact value, in 1/10,000 cents
    got = percent_of(amount, basis_points)
    assert 2 * got * 10_000 - 10_000 <= exact_twice < 2 * got * 10_000 + 10_000


@pytest.mark.parametrize(
    ("amount", "parts", "shares"),
    [
        (100, 3, [34, 33, 33]),
        (101, 3, [34, 34, 33]),
        (99, 3, [33, 33, 33]),
        (1, 4, [1, 0, 0, 0]),
        (0, 2, [0, 0]),
        (100_000, 1, [100_000]),
    ],
)
def test_split_evenly_hands_extra_cents_to_the_first_shares(amount: int, parts: int, shares: list[int]) -> None:
    assert split_evenly(amount, parts) == shares


@given(st.integers(min_value=0, max_value=10**10), st.integers(min_value=1, max_value=500))
@settings(max_examples=200, deadline=None)
def test_split_evenly_sums_exactly_and_differs_by_at_most_a_cent(amount: int, parts: int) -> None:
    shares = split_evenly(amount, parts)
    assert len(shares) == parts
    assert sum(shares) == amount
    assert max(shares) - min(shares) <= 1
    assert shares == sorted(shares, reverse=True)


def test_split_evenly_refuses_zero_parts() -> None:
    with pytest.raises(ValueError):
        split_evenly(100, 0)
