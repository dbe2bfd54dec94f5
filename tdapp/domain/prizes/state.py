"""Chips, the prize table and deals inside a tournament (filled in by the prizes issue)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class PrizeState:
    def settles_tournament(self) -> bool:
        """Whether an accepted deal has shared out every remaining prize (FS 7.3)."""
        return False
