"""The time the clock screen shows: the wall clock read once, then advanced by the monotonic clock.

Actions carry wall times (epoch ms) because they must mean the same after a
restart. While the program runs, though, the wall clock can be stepped or
slewed (NTP, the TD fixing the PC's time); the face must not jump with it.
So the display reads the wall clock once and adds monotonic elapsed time.
A new instance (after a restart) re-reads the wall clock, which is what the
stored actions are measured against.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class MonotonicWallClock:
    """`now_ms()` = the wall time at creation + monotonic time elapsed since (integer milliseconds)."""

    def __init__(
        self,
        *,
        wall_ms: Callable[[], int] = lambda: time.time_ns() // 1_000_000,
        monotonic_ns: Callable[[], int] = time.monotonic_ns,
    ) -> None:
        self._monotonic_ns = monotonic_ns
        self._mono0 = monotonic_ns()
        self._wall0 = wall_ms()

    def now_ms(self) -> int:
        return self._wall0 + (self._monotonic_ns() - self._mono0) // 1_000_000

    def __call__(self) -> int:
        return self.now_ms()
