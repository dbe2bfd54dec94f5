"""One formatter for numbers and money, following the language (issue 16 part 3)."""

from __future__ import annotations

import pytest

from tdapp.domain import numbers

NB = "\u00a0"


@pytest.mark.parametrize(
    ("value", "pt", "en"),
    [
        (0, "0", "0"),
        (999, "999", "999"),
        (25_000, f"25{NB}000", "25,000"),
        (305_000, f"305{NB}000", "305,000"),
        (-1_250_000, f"-1{NB}250{NB}000", "-1,250,000"),
    ],
)
def test_counts_are_grouped_in_each_languages_habit(value: int, pt: str, en: str) -> None:
    assert numbers.number(value, "pt_PT") == pt
    assert numbers.number(value, "en") == en


def test_money_in_pt_pt_and_english() -> None:
    assert numbers.money(162_000, "pt_PT") == f"1{NB}620,00{NB}€"
    assert numbers.money(162_000, "en") == "€1,620.00"
    assert numbers.money(162_050, "pt_PT", whole_euros=True) == f"1{NB}620,50{NB}€"
    assert numbers.money(162_000, "pt_PT", whole_euros=True) == f"1{NB}620{NB}€"
    assert numbers.money(162_000, "en", whole_euros=True) == "€1,620"
    assert numbers.money(-350, "en") == "-€3.50"
    assert numbers.signed_money(1200, "pt_PT") == f"+12,00{NB}€"
    assert numbers.signed_money(0, "en") == "€0.00"


def test_percent_and_decimals() -> None:
    assert numbers.percent(1250, "pt_PT") == f"12,50{NB}%"
    assert numbers.percent(1250, "en") == "12.50%"
    assert numbers.decimal(12345.25, 1, "pt_PT") == f"12{NB}345,2"
    assert numbers.decimal(12345.25, 1, "en") == "12,345.2"


@pytest.mark.parametrize("typed", ["25000", "25 000", f"25{NB}000", "25\u202f000", "25.000", " 25 000 "])
def test_a_portuguese_user_types_a_count_his_way(typed: str) -> None:
    assert numbers.parse_count(typed, "pt_PT") == 25_000


@pytest.mark.parametrize("typed", ["25,000", "25 00", "25.5", "abc", ""])
def test_a_count_that_is_not_whole_in_pt_pt_is_refused_not_guessed(typed: str) -> None:
    """ "25,000" reads as twenty-five with decimals in Portugal: refused rather than taken for 25 or 25 000."""
    assert numbers.parse_count(typed, "pt_PT") is None


def test_english_counts() -> None:
    assert numbers.parse_count("25,000", "en") == 25_000
    assert numbers.parse_count("25 000", "en") == 25_000
    assert numbers.parse_count("25.000", "en") is None
