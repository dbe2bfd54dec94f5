"""The seating's state inside a tournament (filled in by the seating issue)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class SeatingState:
    pass
