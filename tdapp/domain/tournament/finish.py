"""A player's finish: the place (or the range of places shared under RPT Art. 79)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finish:
    """Where a player finished.

    `first_place`..`last_place` is the range of places shared by players out in
    the same hand when the bubble split applies (RPT Art. 79); both are equal
    for an ordinary finish. The winner has place 1.
    """

    player_id: int
    first_place: int
    last_place: int
    at_ms: int
    eliminator_id: int | None = None
    hand: int | None = None

    @property
    def shared(self) -> bool:
        return self.first_place != self.last_place
