"""Shot clocks per table and Time Bank chips per player (RPT Art. 80), and the TD's "time" (RPT Art. 29).

A countdown belongs to a table: the dealer starts it for the player to act
(30 s), or the TD calls "time" (25 s plus a 5 s count). A player still
thinking may hand in a Time Bank chip for 30 s more, twice a day, even twice
in the same hand; the TD gives the chips back on a new day. At zero the hand
is folded if the player faces a bet, else checked: that decision is the
dealer's, the clock only says that time is up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

SECOND_MS = 1_000


class CallKind(StrEnum):
    SHOT = "shot"  # RPT Art. 80.2: 30 s when a player does not act within about 5 s
    TIME = "time"  # RPT Art. 29: the TD calls "time": 25 s plus a 5 s count


@dataclass(frozen=True)
class Countdown:
    player_id: int
    kind: CallKind
    started_at_ms: int
    allowed_ms: int  # the call's time plus every Time Bank handed in
    time_banks: int = 0  # Time Bank uses added to this countdown

    def remaining_ms(self, at_ms: int) -> int:
        return max(0, self.started_at_ms + self.allowed_ms - at_ms)


@dataclass(frozen=True)
class ShotView:
    """What the room screen shows for one table."""

    table: int
    player_id: int
    kind: CallKind
    remaining_ms: int
    expired: bool  # fold if facing a bet, else check (RPT Art. 80.3; Art. 29)
    final_count: bool  # the last 5 s of a "time" call are counted aloud (RPT Art. 29)
    time_banks_left: int


@dataclass
class ShotClockState:
    shot_seconds: int = 30
    time_call_seconds: int = 25
    time_call_count_seconds: int = 5
    time_bank_uses: int = 2  # uses per player per day (one chip, used twice; RPT Art. 80.4-80.6)
    time_bank_seconds: int = 30
    tables: dict[int, Countdown] = field(default_factory=dict)
    time_banks_used: dict[int, int] = field(default_factory=dict)

    def call_ms(self, kind: CallKind) -> int:
        if kind is CallKind.TIME:
            return (self.time_call_seconds + self.time_call_count_seconds) * SECOND_MS
        return self.shot_seconds * SECOND_MS

    def time_banks_left(self, player_id: int) -> int:
        return max(0, self.time_bank_uses - self.time_banks_used.get(player_id, 0))

    def view(self, table: int, at_ms: int) -> ShotView | None:
        countdown = self.tables.get(table)
        if countdown is None:
            return None
        remaining = countdown.remaining_ms(at_ms)
        count = self.time_call_count_seconds * SECOND_MS
        return ShotView(
            table=table,
            player_id=countdown.player_id,
            kind=countdown.kind,
            remaining_ms=remaining,
            expired=remaining == 0,
            final_count=countdown.kind is CallKind.TIME and countdown.time_banks == 0 and 0 < remaining <= count,
            time_banks_left=self.time_banks_left(countdown.player_id),
        )

    def views(self, at_ms: int) -> list[ShotView]:
        return [v for t in sorted(self.tables) if (v := self.view(t, at_ms)) is not None]
