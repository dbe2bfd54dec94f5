"""The level clock's state inside a tournament.

The state is an anchor, not a ticking counter: the item being played, how
much of it had been played when the clock last changed, and the wall time
since which it runs (None when stopped). Every command first *settles* the
anchor at its own time and then changes it, so the state after any list of
actions is the same whether they were applied live or replayed after a crash,
and `position(now)` gives the right second from the log and the wall clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.clock.level_clock import (
    ClockPosition,
    ClockRun,
    advance,
    clock_time_until_end_of,
    clock_time_until_next_break,
    remaining_in,
)
from tdapp.domain.clock.shot_clock import ShotClockState
from tdapp.domain.clock.structure import Structure


@dataclass
class ClockState:
    structure: Structure | None = None
    started_at_ms: int | None = None
    index: int = 0  # item at the anchor
    spent_ms: int = 0  # time of that item already played at the anchor (negative after time was added)
    running_since_ms: int | None = None  # wall time of the anchor while the clock runs
    day: int = 1
    ended_for_day: bool = False
    hand_for_hand: bool = False  # RPT Art. 79
    hand_for_hand_hands: int = 0  # hands dealt since hand-for-hand began
    hand_for_hand_tables: tuple[int, ...] = ()  # tables playing hand-for-hand (empty: not tracked)
    hand_for_hand_done: frozenset[int] = frozenset()  # tables that finished the current hand
    #: When this hand-for-hand began: its hands are counted from 0 again, so a hand is its number since then.
    hand_for_hand_since_ms: int | None = None
    shot: ShotClockState = field(default_factory=ShotClockState)

    # -- the interface the registration rules use ------------------------
    @property
    def started(self) -> bool:
        return self.started_at_ms is not None

    @property
    def running(self) -> bool:
        return self.running_since_ms is not None

    def period_open(self, until_level: int, at_ms: int, *, include_following_break: bool = False) -> bool:
        """Whether play at `at_ms` has not yet gone past the end of level `until_level`.

        Before the start it is open; in the break right after that level it is
        closed unless `include_following_break` (an add-on is sold during the
        break that follows its last level, FS 3.1.2). Past the end of the
        structure the last level keeps counting as itself.
        """
        if not self.started or self.structure is None:
            return True
        index, _spent = self.anchor_at(at_ms)
        return period_open_at(self.structure, index, until_level, include_following_break=include_following_break)

    # -- where the clock stands ------------------------------------------
    def anchor_at(self, at_ms: int) -> tuple[int, int]:
        """(item index, time spent in it) at `at_ms`; a time before the anchor counts as the anchor."""
        if self.structure is None:
            return 0, 0
        if self.running_since_ms is None:
            return self.index, self.spent_ms
        return advance(self.structure, self.index, self.spent_ms, at_ms - self.running_since_ms)

    def run_state(self) -> ClockRun:
        if not self.started:
            return ClockRun.NOT_STARTED
        if self.ended_for_day:
            return ClockRun.ENDED_FOR_DAY
        if self.running:
            return ClockRun.RUNNING
        if self.hand_for_hand:
            return ClockRun.HAND_FOR_HAND
        return ClockRun.PAUSED

    def position(self, at_ms: int, *, late_registration_until_level: int = 0) -> ClockPosition | None:
        """The clock at `at_ms` (pure; None until a structure is set)."""
        structure = self.structure
        if structure is None:
            return None
        index, spent = self.anchor_at(at_ms)
        item = structure.items[index]
        remaining, exhausted = remaining_in(structure, index, spent)
        running = self.running
        late_left: int | None = None
        if late_registration_until_level > 0:
            target = structure.index_of_level(min(late_registration_until_level, structure.level_count))
            if late_registration_until_level <= structure.level_count:
                late_left = clock_time_until_end_of(structure, index, spent, target)
        return ClockPosition(
            at_ms=at_ms,
            run=self.run_state(),
            day=self.day,
            index=index,
            level=structure.level_number(index),
            is_break=item.is_break,
            item=item,
            next_item=structure.items[index + 1] if index + 1 < len(structure.items) else None,
            remaining_ms=remaining,
            elapsed_ms=spent,
            structure_exhausted=exhausted,
            next_break_in_ms=clock_time_until_next_break(structure, index, spent),
            hand_for_hand=self.hand_for_hand,
            hand_for_hand_hands=self.hand_for_hand_hands,
            late_registration_left_ms=late_left,
            late_registration_closes_at_ms=at_ms + late_left if running and late_left is not None else None,
            level_ends_at_ms=at_ms + remaining if running else None,
        )

    # -- used by the effects ---------------------------------------------
    def settle(self, at_ms: int) -> None:
        """Move the anchor to `at_ms` without changing what the clock shows."""
        self.index, self.spent_ms = self.anchor_at(at_ms)
        if self.running_since_ms is not None:
            self.running_since_ms = at_ms


def period_open_at(structure: Structure, index: int, until_level: int, *, include_following_break: bool = False) -> bool:
    """Whether play at item `index` has not yet gone past the end of level `until_level` (`ClockState.period_open`):
    the item alone decides it."""
    if until_level > structure.level_count:
        return True
    target = structure.index_of_level(until_level)
    if index <= target:
        return True
    return include_following_break and index == target + 1 and structure.items[index].is_break
