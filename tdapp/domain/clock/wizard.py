"""The structure wizard: a blind structure proposed from a few figures (issue 3, SPEC section 6).

Method, in the floor's terms:
- The first big blind gives 100 big blinds to the starting stack (never less
  than two of the smallest chip, so the small blind is one chip).
- The field should be down to heads-up around the target duration: the big
  blind of the last planned level is about the chips in play / 20 (two
  players with some ten big blinds each).
- In between, the big blind grows geometrically, and each value is rounded to
  the nearest "round" amount (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power
  of ten) that the smallest chip in play can make. Rounding never makes the
  blinds go down.
- The small blind is half the big blind, rounded down to the smallest chip in
  play (up, if rounding down would make it go down after a color-up); the
  ante is a big-blind ante equal to the big blind (RPT Art. 32) from the
  chosen level on.
- A break every `break_every` levels; at a break the smallest chip is colored
  up (RPT Art. 24) once the next level's big blind is at least 8 of the next
  chip, so that every later amount is a round multiple of it. The largest
  chip is never colored up.
- A big blind never more than doubles from one level to the next.
- Three more levels follow the planned end, so that the clock does not run out
  if the final lasts longer than planned.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tdapp.domain.clock.structure import Break, Item, Level, Structure
from tdapp.domain.errors import RuleError

MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 80)  # round amounts, in tenths of a power of ten
STARTING_DEPTH_BB = 100  # big blinds in the starting stack at level 1
FINAL_DEPTH_BB = 20  # chips in play / big blind at the planned end
COLOR_UP_AT_NEXT_CHIPS = 8  # color up when the next big blind is at least this many of the next chip
EXTRA_LEVELS = 3
MAX_STEP = 2.0  # a big blind never more than doubles from one level to the next


@dataclass(frozen=True)
class WizardInput:
    starting_stack: int
    chips: tuple[int, ...]
    players: int
    hours: int | float
    level_minutes: int
    ante_from_level: int = 1
    break_every: int = 0  # 0: about every two hours of levels
    break_minutes: int = 10

    def check(self) -> None:
        if not self.chips or any(c <= 0 for c in self.chips):
            raise RuleError("The chip set must be a list of positive denominations.")
        if len(set(self.chips)) != len(self.chips):
            raise RuleError("A denomination appears twice in the chip set.")
        smallest = min(self.chips)
        if self.starting_stack <= 0 or self.starting_stack % smallest:
            raise RuleError(
                "The starting stack ({stack}) must be a positive amount made with the chips (smallest: {chip}).",
                stack=self.starting_stack,
                chip=smallest,
            )
        if not 2 <= self.players <= 10_000:
            raise RuleError("The number of players must be between 2 and 10,000.")
        if not 0 < self.hours <= 48:
            raise RuleError("The target duration must be between a few minutes and 48 hours.")
        if not 1 <= self.level_minutes <= 240:
            raise RuleError("Levels must last between 1 and 240 minutes.")
        if self.ante_from_level < 1:
            raise RuleError("The ante starts at level 1 or later.")
        if self.break_every < 0 or not 0 <= self.break_minutes <= 120:
            raise RuleError("Breaks come every few levels and last up to 120 minutes.")
        if self.break_every and self.break_minutes == 0:
            raise RuleError("A break needs a duration.")


def round_amounts(unit: int, low: int, high: int) -> list[int]:
    """Round big blinds that are multiples of `unit`, at least 2 units, between low and high (inclusive)."""
    out: set[int] = set()
    scale = 1  # a value is mantissa * scale / 10
    while scale <= high * 10:
        for m in MANTISSAS:
            if (m * scale) % 10:
                continue
            value = m * scale // 10
            if low <= value <= high and value % unit == 0 and value >= 2 * unit:
                out.add(value)
        scale *= 10
    return sorted(out)


def nearest_round(ideal: float, unit: int, floor: int, ceiling: int | None = None) -> int:
    """The round amount (multiple of `unit`) closest to `ideal` in ratio, between `floor` and `ceiling`."""
    low = max(floor, 2 * unit)
    high = max(low, ceiling if ceiling is not None else max(low, int(ideal)) * 20)
    candidates = round_amounts(unit, low, high)
    if not candidates:
        # An unusual chip (say 3) makes no round amount: fall back to the nearest multiple.
        return max(_ceil_to(low, unit), round(ideal / unit) * unit)
    return min(candidates, key=lambda v: (abs(math.log(v / ideal)), v))


def _ceil_to(value: int, unit: int) -> int:
    return -(-value // unit) * unit


def propose(spec: WizardInput) -> Structure:
    """A structure for the given figures; validated like any other structure."""
    spec.check()
    chips = sorted(spec.chips)
    total_chips = spec.starting_stack * spec.players
    target_minutes = int(spec.hours * 60)
    break_every = spec.break_every or max(2, round(120 / spec.level_minutes))

    # The fewest levels that reach the target duration, with the breaks between them.
    planned, elapsed = 0, 0
    while True:
        planned += 1
        elapsed += spec.level_minutes
        if elapsed >= target_minutes:
            break
        if planned % break_every == 0:
            elapsed += spec.break_minutes
    first_bb = max(2 * chips[0], _ceil_to(spec.starting_stack // STARTING_DEPTH_BB, chips[0]))
    first_bb = nearest_round(first_bb, chips[0], 2 * chips[0])
    final_bb = max(first_bb, total_chips / FINAL_DEPTH_BB)
    ratio = min(MAX_STEP, (final_bb / first_bb) ** (1 / max(1, planned - 1)))
    extra_ratio = max(ratio, 1.2)

    in_play = list(chips)
    items: list[Item] = []
    previous_bb = previous_sb = 0
    ideal = float(first_bb)
    for number in range(1, planned + EXTRA_LEVELS + 1):
        if number > 1:
            ideal *= ratio if number <= planned else extra_ratio
            if (number - 1) % break_every == 0:
                color_up = None
                if len(in_play) > 1 and ideal >= COLOR_UP_AT_NEXT_CHIPS * in_play[1]:
                    color_up = in_play.pop(0)
                items.append(Break(spec.break_minutes, color_up))
        unit = in_play[0]
        bb = nearest_round(ideal, unit, max(previous_bb, 2 * unit), 2 * previous_bb if previous_bb else None)
        sb = max(unit, (bb // 2) // unit * unit)
        if sb < previous_sb:
            # After a color-up half the big blind may not be playable: round up rather than go down.
            sb = _ceil_to(previous_sb, unit)
        ante = bb if number >= spec.ante_from_level else 0
        items.append(Level(sb, bb, ante, spec.level_minutes))
        previous_bb, previous_sb = bb, sb
    return Structure(tuple(items), tuple(chips))


def planned_minutes(structure: Structure, levels: int) -> int:
    """Minutes from the start to the end of level `levels`, breaks included."""
    end = structure.index_of_level(levels)
    return sum(item.minutes for item in structure.items[: end + 1])


def parse_chips(text: str | Sequence[int]) -> tuple[int, ...]:
    """'25,100,500' -> (25, 100, 500); refused if not whole positive numbers."""
    if isinstance(text, str):
        try:
            values = tuple(int(part) for part in text.replace(" ", "").split(",") if part)
        except ValueError:
            raise RuleError("The chip set '{text}' is not a list of denominations like 25,100,500.", text=text) from None
    else:
        values = tuple(text)
    if not values or any(v <= 0 for v in values):
        raise RuleError("The chip set must be a list of positive denominations.")
    return values
