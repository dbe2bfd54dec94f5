"""One formatter for numbers and money, following the language (issue 16 part 3)."""

from __future__ import annotations

import datetime as dt

import pytest

from tdapp.domain import numbers
from tdapp.domain.errors import RuleError

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


@pytest.mark.parametrize(
    ("typed", "lang", "cents"),
    [
        (f"2{NB}470,00", "pt_PT", 247_000),  # as `money_for_editing` writes it
        ("2 470,00", "pt_PT", 247_000),
        ("2470,00", "pt_PT", 247_000),
        ("2.470,5", "pt_PT", 247_050),
        ("2\u202f470", "pt_PT", 247_000),
        ("2,470.00", "en", 247_000),  # as `money_for_editing` writes it in English
        ("2470.50", "en", 247_050),
        ("€2,470", "en", 247_000),
        ("1,234,567.89", "en", 123_456_789),
    ],
)
def test_an_amount_reads_back_as_written_or_typed(typed: str, lang: str, cents: int) -> None:
    assert numbers.parse_money(typed, lang) == cents


def test_an_amount_to_edit_is_grouped_without_the_euro_sign() -> None:
    assert numbers.money_for_editing(247_000, "pt_PT") == f"2{NB}470,00"
    assert numbers.money_for_editing(247_000, "en") == "2,470.00"
    for lang in ("pt_PT", "en"):
        assert numbers.parse_money(numbers.money_for_editing(123_456_789, lang), lang) == 123_456_789


@pytest.mark.parametrize("typed", ["2,470.00", "abc", "-5", "2 47"])
def test_an_amount_not_in_pt_pt_habits_is_refused(typed: str) -> None:
    with pytest.raises(RuleError):
        numbers.parse_money(typed, "pt_PT")


@pytest.mark.parametrize(
    ("typed", "lang"),
    [
        (f"25, 100, 1{NB}000, 5{NB}000", "pt_PT"),
        ("25, 100, 1 000, 5 000", "pt_PT"),
        ("25,100,1000,5000", "pt_PT"),
        ("25; 100; 1.000; 5.000", "pt_PT"),
        ("25, 100, 1,000, 5,000", "en"),
        ("25,100,1000,5000", "en"),  # typed without spaces: four numbers, not 25,100,1000,5000 read as one
        ("25; 100; 1,000; 5,000", "en"),
    ],
)
def test_a_list_of_chips_reads_back_in_each_language(typed: str, lang: str) -> None:
    assert numbers.parse_counts(typed, lang) == (25, 100, 1000, 5000)


def test_a_list_with_a_part_that_is_not_a_count_is_refused() -> None:
    assert numbers.parse_counts("25, mil", "pt_PT") is None
    assert numbers.parse_counts("  ", "pt_PT") is None


def test_dates_are_written_day_first() -> None:
    moment = dt.datetime(2024, 6, 8, 20, 0)
    assert numbers.date(moment.date(), "pt_PT") == "08/06/2024"
    assert numbers.date_time(moment, "pt_PT") == "08/06/2024 20:00"
    assert numbers.date_time(moment, "en") == "08/06/2024 20:00"  # the desk's English is en_GB's
