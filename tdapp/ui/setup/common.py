"""Small pieces every setup editor shares: styles and money text (the red error line and acting are `tdapp.ui.feedback`)."""

from __future__ import annotations

from tdapp.domain.money import parse_euros

OK_STYLE = "color: #1b5e20; font-weight: bold;"
HINT_STYLE = "color: #555555;"
WARNING_STYLE = "color: #b35c00; font-weight: bold;"


def euros_text(cents: int) -> str:
    """An amount as the floor types it back: "90" for whole euros, "90,50" otherwise (no symbol, no grouping)."""
    whole, frac = divmod(cents, 100)
    return str(whole) if frac == 0 else f"{whole},{frac:02d}"


def parse_money(text: str) -> int:
    """Cents from typed text; empty means zero. Refusals come from the domain's `parse_euros`."""
    return 0 if not text.strip() else parse_euros(text)


def percent_text(part: int, whole: int) -> str:
    """`part` as a percentage of `whole` with one decimal and a comma (display only), e.g. "10,0 %"."""
    if whole <= 0:
        return "—"
    tenths = (part * 1_000 + whole // 2) // whole
    return f"{tenths // 10},{tenths % 10} %"
