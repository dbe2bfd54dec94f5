"""Money as integer cents.

Floating point never touches an amount: input is parsed from text, every
percentage is applied with integer arithmetic and an explicit rounding rule,
and splits hand out the leftover cents by a stated rule.
"""

from __future__ import annotations

import re

from tdapp.domain.errors import RuleError

Cents = int

_AMOUNT = re.compile(r"^\s*(\d{1,3}(?:[ .\u00a0]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:€|EUR)?\s*$")


def parse_euros(text: str | int) -> Cents:
    """Parse an amount typed by a person ("12,50", "1.250", "1 250,00 €").

    A comma or a point followed by one or two digits is the decimal separator;
    a point, space or non-breaking space followed by three digits groups
    thousands. Negative or non-numeric input is refused.
    """
    if isinstance(text, bool) or not isinstance(text, str | int):
        # A float (12.5) is refused too: money never passes through binary fractions.
        raise RuleError("'{text}' is not an amount of money.", text=text)
    if isinstance(text, int):
        if text < 0:
            raise RuleError("An amount cannot be negative ({text}).", text=text)
        return text * 100
    raw = text
    if raw.strip().startswith("-"):
        raise RuleError("An amount cannot be negative ({text}).", text=raw.strip())
    match = _AMOUNT.match(raw)
    if not match:
        raise RuleError("'{text}' is not an amount of money.", text=raw.strip())
    whole = int(re.sub(r"[ .\u00a0]", "", match.group(1)))
    frac = match.group(2) or "0"
    cents = int(frac) * (10 if len(frac) == 1 else 1)
    return whole * 100 + cents


def format_cents(cents: Cents, *, symbol: bool = True, decimal: str = ",", group: str = "\u00a0") -> str:
    """Format as the room writes it: 1 250,00 € (pt-PT) by default."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = f"{whole:,}".replace(",", group)
    text = f"{sign}{digits}{decimal}{frac:02d}"
    return f"{text}\u00a0€" if symbol else text


def percent_of(amount: Cents, basis_points: int) -> Cents:
    """`basis_points`/10,000 of an amount, rounded half up to the cent.

    Basis points (1 % = 100) keep percentages such as 2.5 % exact.
    """
    if amount < 0:
        raise ValueError("amount must not be negative")
    return (amount * basis_points + 5_000) // 10_000


def split_evenly(amount: Cents, parts: int) -> list[Cents]:
    """Split into `parts` shares differing by at most one cent; the extra cents go to the first shares."""
    if parts <= 0:
        raise ValueError("parts must be positive")
    base, extra = divmod(amount, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]
