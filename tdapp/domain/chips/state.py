"""The chips' part of a tournament's state: the chip set in use and the color-ups done."""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.chips.chipset import ChipSet
from tdapp.domain.chips.colorup import ColorUpResult


@dataclass
class ChipState:
    chip_set: ChipSet | None = None
    color_ups: list[ColorUpResult] = field(default_factory=list)

    @property
    def removed_denominations(self) -> frozenset[int]:
        return frozenset(c.removed for c in self.color_ups)

    @property
    def color_up_change(self) -> int:
        """Chips (value) the color-ups added (positive) or took out (negative) in total."""
        return sum(c.value_change for c in self.color_ups)

    def denominations_in_play(self) -> list[int]:
        """Values of the chip set still in play, smallest first."""
        if self.chip_set is None:
            return []
        removed = self.removed_denominations
        return [d.value for d in self.chip_set.denominations if d.value not in removed]
