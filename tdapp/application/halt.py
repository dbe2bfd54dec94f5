"""Why a timer is not running down, as the timer itself must say it (the desk's clock bar and the room's screens).

Apart from `tdapp.application.room_view` (which uses it) so that the desk's
first frame, which shows the clock bar only, imports the clock and nothing
else of the domain (issue 19: the room view brings the prizes, the seating
and the ledger).
"""

from __future__ import annotations

from enum import StrEnum

from tdapp.domain.clock.level_clock import ClockRun


class Halt(StrEnum):
    """Why the time left is not running down the way the room expects, as the timer itself must say it."""

    NONE = "none"
    PAUSED = "paused"  # the TD stopped the clock
    BREAK = "break"  # a break is being played (the time left is the break's)
    DAY_ENDED = "day_ended"  # FS 1.3: play continues on a later day


def timer_halt(run: ClockRun, is_break: bool) -> Halt:
    """What a timer says besides its digits; a paused break says PAUSED (the pause is what the room must see)."""
    if run is ClockRun.PAUSED:
        return Halt.PAUSED
    if run is ClockRun.ENDED_FOR_DAY:
        return Halt.DAY_ENDED
    if is_break:
        return Halt.BREAK
    return Halt.NONE
