"""Chips, the prize table and deals inside a tournament.

`frozen` is the prize table announced when late registration and re-entry
close (FS 7.5), or the TD's override of it; `deals` are the final-table
agreements accepted so far (FS 7.3), in order; `chips` holds the chip set and
the color-ups.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.chips.state import ChipState
from tdapp.domain.money import Cents


@dataclass(frozen=True)
class FrozenTable:
    """A prize table fixed by a logged action: who fixed it, when, and from which figures."""

    amounts: tuple[Cents, ...]
    pool_cents: Cents
    seats: int
    entries: int
    at_ms: int
    operator: str
    seq: int
    override_reason: str | None = None  # set when the TD typed the amounts (FS 8.1)

    @property
    def overridden(self) -> bool:
        return self.override_reason is not None


@dataclass(frozen=True)
class Deal:
    """An accepted deal: what each player in it receives, and what stays in play for the winner."""

    method: str
    player_ids: tuple[int, ...]
    stacks: tuple[int, ...]
    prizes_left: tuple[Cents, ...]
    play_for_cents: Cents
    amounts: tuple[Cents, ...]
    at_ms: int
    operator: str
    seq: int

    def amount_for(self, player_id: int) -> Cents:
        return self.amounts[self.player_ids.index(player_id)] if player_id in self.player_ids else 0


@dataclass
class PrizeState:
    frozen: FrozenTable | None = None
    deals: list[Deal] = field(default_factory=list)
    chips: ChipState = field(default_factory=ChipState)

    @property
    def last_deal(self) -> Deal | None:
        return self.deals[-1] if self.deals else None

    def settles_tournament(self) -> bool:
        """Whether an accepted deal has shared out every remaining prize (FS 7.3)."""
        deal = self.last_deal
        return deal is not None and deal.play_for_cents == 0
