"""Where the level clock stands at a given moment: pure arithmetic over a structure.

The clock's state only records an *anchor* (which item, how much of it was
already played, and since when the clock runs); everything the room sees is
computed from the anchor and a time given by the caller. No function here
reads a clock, so a test can drive a whole day with a fake time source and a
restart finds the same second from the log and the wall clock alone.

Level changes happen exactly when the time left reaches zero (RPT Art. 23);
the new blinds apply from the next hand, which is the dealers' business.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tdapp.domain.clock.structure import Item, Structure


class ClockRun(StrEnum):
    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"
    HAND_FOR_HAND = "hand_for_hand"  # stopped; each hand takes a fixed time off (RPT Art. 79)
    ENDED_FOR_DAY = "ended_for_day"  # FS 1.3: play continues on a later day


@dataclass(frozen=True)
class ClockPosition:
    """Everything the clock screen and the rules need to know about one moment."""

    at_ms: int
    run: ClockRun
    day: int
    index: int  # item index in the structure
    level: int  # number of the level being played, or for a break the level before it
    is_break: bool
    item: Item
    next_item: Item | None
    remaining_ms: int  # never 0 while the clock runs: at zero the next item begins
    elapsed_ms: int  # time played in this item (beyond its duration once the structure ran out)
    structure_exhausted: bool  # the last level is over and keeps running: add levels (warning)
    next_break_in_ms: int | None  # clock time until the next break starts; None if no break ahead
    hand_for_hand: bool
    hand_for_hand_hands: int
    late_registration_left_ms: int | None  # clock time until late registration closes; None if closed/none
    late_registration_closes_at_ms: int | None  # the same as a wall time, only while the clock runs
    level_ends_at_ms: int | None  # wall time at which this item ends, only while the clock runs

    @property
    def running(self) -> bool:
        return self.run is ClockRun.RUNNING

    @property
    def remaining_seconds(self) -> int:
        """What the clock face shows: whole seconds, rounded up so that 00:00 is never shown while running."""
        return -(-self.remaining_ms // 1000)


def advance(structure: Structure, index: int, spent_ms: int, elapsed_ms: int) -> tuple[int, int]:
    """Move `elapsed_ms` of play forward from item `index` of which `spent_ms` was played.

    At the last item the clock does not stop: `spent_ms` grows beyond the
    item's duration (the structure has run out, the last level keeps running).
    """
    spent = spent_ms + max(0, elapsed_ms)
    last = len(structure.items) - 1
    while index < last and spent >= structure.items[index].duration_ms:
        spent -= structure.items[index].duration_ms
        index += 1
    return index, spent


def remaining_in(structure: Structure, index: int, spent_ms: int) -> tuple[int, bool]:
    """Time left in the item, and whether the structure has run out.

    Once the last level's time is over its countdown starts again from its
    full duration, so the face never sticks at 00:00; the flag tells the TD.
    """
    duration = structure.items[index].duration_ms
    if index == len(structure.items) - 1 and spent_ms >= duration:
        return duration - (spent_ms - duration) % duration, True
    return duration - spent_ms, False


def clock_time_until_end_of(structure: Structure, index: int, spent_ms: int, target: int) -> int | None:
    """Clock time from the present until item `target` ends; None if it is already over."""
    if target < index:
        return None
    left, exhausted = remaining_in(structure, index, spent_ms)
    if exhausted:
        return None
    total = left
    for i in range(index + 1, target + 1):
        total += structure.items[i].duration_ms
    return total


def clock_time_until_next_break(structure: Structure, index: int, spent_ms: int) -> int | None:
    left, exhausted = remaining_in(structure, index, spent_ms)
    if exhausted:
        return None
    total = left
    for i in range(index + 1, len(structure.items)):
        if structure.items[i].is_break:
            return total
        total += structure.items[i].duration_ms
    return None
