"""The level clock's state inside a tournament.

Interim version: the clock issue replaces this with the real state machine,
keeping `ClockState.period_open` and `ClockState.started`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ClockState:
    started_at_ms: int | None = None

    @property
    def started(self) -> bool:
        return self.started_at_ms is not None

    def period_open(self, until_level: int, at_ms: int, *, include_following_break: bool = False) -> bool:
        """Whether play at `at_ms` has not yet gone past the end of level `until_level`."""
        return True
