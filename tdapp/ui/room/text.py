"""How numbers, money and times read on the room's screens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

NBSP = "\u00a0"


def tr(text: str) -> str:
    """The room's strings go through Qt's catalogue under the context 'room'."""
    return QCoreApplication.translate("room", text)


def group(n: int) -> str:
    """20 000: thousands separated by a no-break space, readable in Portuguese and English alike."""
    sign = "-" if n < 0 else ""
    return sign + f"{abs(n):,}".replace(",", NBSP)


def money(cents: int) -> str:
    """Whole euros when the amount has no cents (prizes usually have none), else with cents."""
    euros, rest = divmod(abs(cents), 100)
    sign = "-" if cents < 0 else ""
    if rest:
        return f"{sign}{group(euros)},{rest:02d}{NBSP}€"
    return f"{sign}{group(euros)}{NBSP}€"


def clock(seconds: int) -> str:
    """MM:SS, or H:MM:SS from an hour up."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def place(n: int) -> str:
    return f"{n}."
