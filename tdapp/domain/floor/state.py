"""Penalties and rulings kept in a tournament's state."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class PenaltyKind(StrEnum):
    WARNING = "warning"  # verbal warning (RPT Art. 71.1)
    MISSED_HANDS = "missed_hands"  # hands away from the table
    MISSED_ORBITS = "missed_orbits"  # one hand per player at the table, times the orbits (Art. 71.1)
    DISQUALIFICATION = "disqualification"  # chips leave the tournament (Art. 71.4), no refund (FS 8.4)


@dataclass(frozen=True)
class Penalty:
    seq: int
    at_ms: int
    player_id: int
    kind: PenaltyKind
    hands: int  # hands the player sits out (0 for a warning or a disqualification)
    reason: str
    article: str
    table: int | None
    chips_removed: int = 0


@dataclass(frozen=True)
class Ruling:
    seq: int
    at_ms: int
    decision: str
    article: str
    table: int | None
    player_ids: tuple[int, ...]


@dataclass
class FloorState:
    penalties: list[Penalty] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)

    def penalties_of(self, player_id: int) -> list[Penalty]:
        return [p for p in self.penalties if p.player_id == player_id]

    @property
    def chips_removed(self) -> int:
        return sum(p.chips_removed for p in self.penalties)
