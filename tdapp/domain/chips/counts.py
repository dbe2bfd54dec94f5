"""Chip counts: the stack a TD or floor counted in front of a player, and what they add up to.

A count is a fact at a time ("at 22:14, in level 7, Ana had 48 500"): the
desk shows each player's latest count, never a stack it works out itself,
since chips move in every hand and only a count says where they are. A
count belongs to the stack it was made of: after a re-entry the player plays
a new stack (his old one left the tournament, RPT Art. 7.2) and his count
from before no longer stands (`current_counts`).

How counts relate to the chips in play (`chips.figures.chips_in_play`:
every stack the cage sold, less the stacks given up, plus what color-ups
changed) — the ledger is the only source of chips, so no count may exceed
it:

- one count is never more than the chips in play: nobody can hold more
  chips than the tournament has (a miscount, or chips that are not the
  tournament's — RPT Art. 24's chips leave play, and no others enter);
- while no hand is being dealt (the clock not started, paused, a break,
  the end of a day) the chips stand still, so the counts made since play
  stopped are one census of the same chips: their total, this count
  included, can never exceed the chips in play. A count that would take it
  over is refused, and the refusal says by how much (count again).
- while hands are dealt, counts made minutes apart are not added up by the
  rule: a player counted at 50 000 who then loses 30 000 to one counted
  later at 80 000 leaves counts totalling more than the chips in play with
  every count right. The desk shows the total beside the chips in play.

Which counts form one census is decided by the clock alone (`play_mark`), so
the live desk and a replay after a crash or an undo decide alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.chips.state import ChipCount, PlayMark
from tdapp.domain.tournament.state import Registration, TournamentState


def stack_number(reg: Registration) -> int:
    """The number of the stack a player plays: one per entry or re-entry paid."""
    return reg.entries + reg.reentries


def play_mark(state: TournamentState, at_ms: int) -> PlayMark | None:
    """Where play stood at `at_ms`, if no hand can be dealt then; None while hands are dealt.

    Two counts with the same mark were made with no hand in between: the
    clock was stopped at the same point (the anchor does not move) or the same
    break was being played, and no color-up changed the chips meanwhile.
    Moving a stopped clock (a minute added, another level) starts a new mark:
    the census is then smaller, never wrong.
    """
    clock = state.clock
    color_ups = len(state.prizes.chips.color_ups)
    if not clock.started:
        return (0, color_ups)
    position = clock.position(at_ms)
    if position is not None and position.is_break:
        return (clock.day, position.index, -1, color_ups)
    if clock.running:
        return None
    index, spent = clock.anchor_at(at_ms)
    return (clock.day, index, spent, color_ups)


def current_counts(state: TournamentState) -> dict[int, ChipCount]:
    """The latest count of every player still in, of the stack he plays now."""
    regs = state.registrations
    return {
        pid: count
        for pid, count in state.prizes.chips.counts.items()
        if pid in regs and regs[pid].alive and count.stack == stack_number(regs[pid])
    }


def census_total(state: TournamentState, mark: PlayMark, *, leaving_out: int | None = None) -> int:
    """Chips counted in the census `mark`: the current counts made at that same point of play (kept by the state)."""
    return state.census_total(mark, leaving_out=leaving_out)


@dataclass(frozen=True)
class CountFigures:
    """What the desk shows of the counts: how many players are counted, their total, the chip leader."""

    counted: int
    total: int
    leader_id: int | None
    leader_chips: int
    chips_in_play: int

    @property
    def over_chips_in_play(self) -> bool:
        """The counts add up to more than the ledger's chips: some are old (chips moved) or wrong."""
        return self.total > self.chips_in_play


def count_figures(state: TournamentState) -> CountFigures:
    """The chip leader is the largest current count (the earlier count first on a tie: he was counted at it first)."""
    counts = current_counts(state)
    leader = min(counts.values(), key=lambda c: (-c.chips, c.seq), default=None)
    return CountFigures(
        counted=len(counts),
        total=sum(c.chips for c in counts.values()),
        leader_id=leader.player_id if leader is not None else None,
        leader_chips=leader.chips if leader is not None else 0,
        chips_in_play=chips_in_play(state),
    )
