"""One tick per second for the room's screens, aligned to the whole seconds of the monotonic clock.

A repeating 1000 ms timer drifts (each timeout comes a little late and the
lateness adds up) and, when the event loop is busy, two timeouts can land in
the same second, or none. Instead the timer is re-armed at every tick for the
next whole second of `time.monotonic_ns()`; a timeout that arrives early is
re-armed without a tick, so each second gives exactly one tick, and a second
lost to a blocked event loop is counted (`missed`), never ticked twice.

Each tick carries its *nominal* wall time: the whole monotonic second mapped
to the wall clock through an offset measured once (and again only when the
wall clock jumps). Screens compute what they show from that nominal time, so
the countdown moves by exactly one second per tick, however late the timer
fires.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

NS_PER_SECOND = 1_000_000_000
NS_PER_MS = 1_000_000
#: A wall-clock change larger than this (NTP step, the TD setting the time) re-measures the offset.
WALL_JUMP_MS = 50


def wall_clock_ms() -> int:
    return time.time_ns() // NS_PER_MS


class SecondTicker(QObject):
    """Emits `tick(nominal_wall_ms)` once per monotonic second while started."""

    tick = Signal("qint64")  # epoch milliseconds do not fit a 32-bit int

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        monotonic_ns: Callable[[], int] = time.monotonic_ns,
        wall_ms: Callable[[], int] = wall_clock_ms,
        late_ms: int = 1,
    ) -> None:
        super().__init__(parent)
        self._monotonic_ns = monotonic_ns
        self._wall_ms = wall_ms
        self.late_ms = late_ms  # fire this long after the boundary so the timer is never early
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.fire)
        self.last_second: int | None = None
        self.offset_ms = self._measure_offset()
        self.ticks = 0
        self.missed = 0  # whole seconds that passed without a tick (event loop blocked > 1 s)
        self.early = 0  # timeouts that came before the boundary and were re-armed
        self.lateness_ms: list[float] = []  # how long after its boundary each tick fired (bench figures)
        self.keep_lateness = False

    def _measure_offset(self) -> int:
        return self._wall_ms() - self._monotonic_ns() // NS_PER_MS

    # -- control ----------------------------------------------------------
    def start(self) -> None:
        self.last_second = self._monotonic_ns() // NS_PER_SECOND
        self._arm()

    def stop(self) -> None:
        self.timer.stop()

    @property
    def active(self) -> bool:
        return self.timer.isActive()

    def now_ms(self) -> int:
        """The nominal wall time of the current second (what screens compute their figures for)."""
        if self.last_second is None:
            return self._wall_ms()
        return self.last_second * 1000 + self.offset_ms

    # -- the tick ---------------------------------------------------------
    def delay_to_next_second_ms(self) -> int:
        now = self._monotonic_ns()
        boundary = (now // NS_PER_SECOND + 1) * NS_PER_SECOND
        return -(-(boundary - now) // NS_PER_MS) + self.late_ms

    def _arm(self) -> None:
        self.timer.start(self.delay_to_next_second_ms())

    def fire(self) -> None:
        """The timer's timeout: tick for the second just begun, unless it was already ticked."""
        now = self._monotonic_ns()
        second = now // NS_PER_SECOND
        if self.last_second is not None and second <= self.last_second:
            self.early += 1
            self._arm()
            return
        if self.last_second is not None:
            self.missed += second - self.last_second - 1
        self.last_second = second
        offset = self._measure_offset()
        if abs(offset - self.offset_ms) > WALL_JUMP_MS:
            self.offset_ms = offset
        self.ticks += 1
        if self.keep_lateness:
            self.lateness_ms.append((now - second * NS_PER_SECOND) / NS_PER_MS)
        self._arm()
        self.tick.emit(self.now_ms())
