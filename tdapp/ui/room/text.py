"""How numbers, money and times read on the room's screens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdapp.ui import numbers

NBSP = "\u00a0"


def tr(text: str) -> str:
    """The room's strings go through Qt's catalogue under the context 'room'."""
    return QCoreApplication.translate("room", text)


def group(n: int) -> str:
    """20 000 in pt-PT, 20,000 in English (`tdapp.ui.numbers`)."""
    return numbers.chips(n)


def money(cents: int) -> str:
    """Whole euros when the amount has no cents (prizes usually have none), else with cents."""
    return numbers.whole_money(cents)


def clock(seconds: int) -> str:
    """MM:SS, or H:MM:SS from an hour up."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def place(n: int) -> str:
    return f"{n}."
