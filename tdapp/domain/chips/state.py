"""The chips' part of a tournament's state: the chip set in use, the color-ups done, the players' latest counts."""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.chips.chipset import ChipSet
from tdapp.domain.chips.colorup import ColorUpResult
from tdapp.domain.errors import RuleError

#: Where play stood when a count was made: equal marks mean no hand was dealt between two counts (`counts.play_mark`).
PlayMark = tuple[int, ...]


@dataclass(frozen=True)
class ChipCount:
    """A player's stack as counted at the table (`tdapp.domain.chips.counts`)."""

    seq: int
    at_ms: int
    player_id: int
    chips: int
    stack: int  # which of the player's stacks (entries and re-entries paid) was counted
    level: int  # the level being played (for a break, the level before it); 0 before a structure
    mark: PlayMark | None  # where play stood, None while hands were being dealt


@dataclass(frozen=True)
class CountRead:
    """What a chip count read: the chips in play then, the stack counted, and the total of its census with it
    (None while hands were dealt: no census). The count's rule is its refusal with no chips fewer; an undo in place
    of a purchase before it asks it with the purchase's chips fewer (`tdapp.domain.tournament.reversal`)."""

    in_play: int
    chips: int
    census: int | None
    #: Which census (None: none, or an index kept before it was noted): an undo in place of a count before it
    #: knows whether the census it read loses or gains that count.
    mark: PlayMark | None = None

    def refusal(self, fewer: int = 0) -> RuleError | None:
        """Refused with `fewer` chips in play (the stack first, then its census), or None if it holds."""
        in_play = self.in_play - fewer
        if self.chips > in_play:
            return RuleError(
                "{chips} chips is more than the tournament has in play ({in_play}): count again.", chips=self.chips, in_play=in_play
            )
        if self.census is not None and self.census > in_play:
            return RuleError(
                "With this count the stacks counted since play stopped add up to {total} chips, "
                "{over} more than the {in_play} in play: a count is wrong, count again.",
                total=self.census,
                over=self.census - in_play,
                in_play=in_play,
            )
        return None


@dataclass
class ChipState:
    chip_set: ChipSet | None = None
    color_ups: list[ColorUpResult] = field(default_factory=list)
    counts: dict[int, ChipCount] = field(default_factory=dict)  # the latest count of each player counted

    @property
    def removed_denominations(self) -> frozenset[int]:
        return frozenset(c.removed for c in self.color_ups)

    @property
    def color_up_change(self) -> int:
        """Chips (value) the color-ups added (positive) or took out (negative) in total."""
        return sum(c.value_change for c in self.color_ups)

    def denominations_in_play(self) -> list[int]:
        """Values of the chip set still in play, smallest first."""
        if self.chip_set is None:
            return []
        removed = self.removed_denominations
        return [d.value for d in self.chip_set.denominations if d.value not in removed]
