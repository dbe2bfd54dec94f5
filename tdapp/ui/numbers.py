"""Chip counts as the room writes them: thousands grouped with a no-break space (20 000), like money."""

from __future__ import annotations

GROUP = "\u00a0"


def chips(value: int) -> str:
    return f"{value:,}".replace(",", GROUP)
