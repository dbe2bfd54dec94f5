"""Numbers, money and dates as each language writes them: the one formatter of tdapp.

The desk, the room's screens, the served pages and the printed sheets all
write through these functions, so a figure reads the same everywhere in one
language and never in the other language's habits. A Portuguese reader takes
"25,000" for twenty-five; an English reader takes "25.000" for twenty-five:

- pt-PT: thousands grouped by a no-break space, decimal comma, the euro after
  the amount: ``25 000``, ``1 620,00 €``, ``12,50 %``;
- English: thousands grouped by a comma, decimal point, the euro before:
  ``25,000``, ``€1,620.00``, ``12.50%``.

Dates are day first in both (``08/06/2024 20:00``): pt-PT's habit, and the British English the desk's
English follows (Qt's ``en_GB``); never the ISO ``2024-06-08`` of the stored data.

Pure Python (the language is passed in); the desk keeps its current language
in `tdapp.ui.numbers`.
"""

from __future__ import annotations

import datetime as dt
import re

from tdapp.domain.money import Cents, parse_euros

PT_PT = "pt_PT"
EN = "en"
NBSP = "\u00a0"
NARROW_NBSP = "\u202f"


def is_portuguese(lang: str) -> bool:
    return lang.startswith("pt")


def group(value: int, lang: str = PT_PT) -> str:
    """An integer with its thousands grouped: ``25 000`` (pt-PT), ``25,000`` (English)."""
    sign = "-" if value < 0 else ""
    digits = f"{abs(value):,}"
    return sign + (digits.replace(",", NBSP) if is_portuguese(lang) else digits)


def number(value: int, lang: str = PT_PT) -> str:
    """A count of chips, players or points."""
    return group(value, lang)


def money(cents: int, lang: str = PT_PT, *, whole_euros: bool = False, symbol: bool = True) -> str:
    """An amount of euros: ``1 620,00 €`` / ``€1,620.00``; with ``whole_euros`` the cents go when they are zero (``1 620 €``)."""
    sign = "-" if cents < 0 else ""
    euros, rest = divmod(abs(cents), 100)
    portuguese = is_portuguese(lang)
    text = group(euros, lang)
    if rest or not whole_euros:
        text += ("," if portuguese else ".") + f"{rest:02d}"
    if not symbol:
        return sign + text
    return f"{sign}{text}{NBSP}€" if portuguese else f"{sign}€{text}"


def signed_money(cents: int, lang: str = PT_PT) -> str:
    """A difference of money: ``+12,00 €``, ``-3,50 €``, ``0,00 €``."""
    return ("+" if cents > 0 else "") + money(cents, lang)


def percent(basis_points: int, lang: str = PT_PT) -> str:
    """Hundredths of a percent: ``12,50 %`` / ``12.50%``."""
    sign = "-" if basis_points < 0 else ""
    whole, rest = divmod(abs(basis_points), 100)
    if is_portuguese(lang):
        return f"{sign}{whole},{rest:02d}{NBSP}%"
    return f"{sign}{whole}.{rest:02d}%"


def decimal(value: float, places: int, lang: str = PT_PT) -> str:
    """A measured figure (average stack in big blinds, hours): ``12,5`` / ``12.5``, thousands grouped."""
    text = f"{value:,.{places}f}"
    if is_portuguese(lang):
        return text.replace(",", NBSP).replace(".", ",")
    return text


_SPACES = re.compile(r"[ \u00a0\u202f\u2009]")


def parse_count(text: str, lang: str = PT_PT) -> int | None:
    """A whole number as a person types it: ``25000``, ``25 000``; ``25.000`` in pt-PT, ``25,000`` in English.

    None when the text is not a whole number in that language's habits (``25,000`` in pt-PT reads as 25 with
    decimals, so it is refused rather than guessed).
    """
    raw = _SPACES.sub(" ", text.strip())
    if not raw:
        return None
    negative = raw.startswith("-")
    body = raw[1:].strip() if negative else raw
    separator = "." if is_portuguese(lang) else ","
    if re.fullmatch(r"\d+", body):
        digits = body
    elif re.fullmatch(rf"\d{{1,3}}(?:[ {re.escape(separator)}]\d{{3}})+", body):
        digits = re.sub(rf"[ {re.escape(separator)}]", "", body)
    else:
        return None
    value = int(digits)
    return -value if negative else value


def parse_counts(text: str, lang: str = PT_PT) -> tuple[int, ...] | None:
    """A list of whole numbers as written by `number` and joined by ", " (``25, 100, 1 000``), or as typed.

    pt-PT: a comma or a semicolon parts the numbers ("1 000, 5 000", "1000,5000", "1.000; 5.000").
    English writes "1,000" with a comma, so the list is parted by a comma followed by a space or by a
    semicolon ("1,000, 5,000"); a list typed without spaces ("25,100,500") is still three numbers. None when
    a part is not a whole number in that language's habits.
    """
    raw = _SPACES.sub(" ", text).strip()
    if not raw:
        return None
    if is_portuguese(lang):
        parts = re.split(r"[,;]", raw)
    elif re.search(r",\s|;", raw):
        parts = re.split(r",\s+|\s*;", raw)
    else:
        parts = raw.split(",")
    values = [parse_count(part, lang) for part in parts if part.strip()]
    if not values or any(value is None for value in values):
        return None
    return tuple(value for value in values if value is not None)


def money_for_editing(cents: Cents, lang: str = PT_PT) -> str:
    """An amount to edit in a field: grouped as `money` writes it, without the euro sign (``2 470,00`` / ``2,470.00``)."""
    return money(cents, lang, symbol=False)


def parse_money(text: str, lang: str = PT_PT) -> Cents:
    """Cents from an amount as written by `money` or `money_for_editing`, or as typed: ``2 470,00``, ``2470,00``, ``2.470``.

    The domain's `parse_euros` reads the pt-PT habits (and "2470.50"); in English the comma groups
    thousands ("2,470.00", "€2,470"), so it is taken out before. A thin space or a narrow no-break space
    (what a copied figure may hold) groups like a space. Refused with `parse_euros`'s RuleError.
    """
    raw = _SPACES.sub(" ", text).strip()
    if not is_portuguese(lang):
        bare = raw.removeprefix("€").strip()
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?", bare):
            raw = bare.replace(",", "")
        elif re.fullmatch(r"\d+(?:\.\d{1,2})?", bare):
            raw = bare
    return parse_euros(raw)


_DATE_FORMATS = {PT_PT: "%d/%m/%Y", EN: "%d/%m/%Y"}


def date(day: dt.date, lang: str = PT_PT) -> str:
    """A day: ``08/06/2024``."""
    return day.strftime(_DATE_FORMATS[PT_PT if is_portuguese(lang) else EN])


def date_time(moment: dt.datetime, lang: str = PT_PT) -> str:
    """A day and its time to the minute: ``08/06/2024 20:00``."""
    return f"{date(moment.date(), lang)} {moment:%H:%M}"
