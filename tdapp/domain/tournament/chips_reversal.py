"""A color-up undone or redone in place (see `reversal`): a chip race recorded at the wrong table is taken back
without replaying the evening.

A color-up (RPT Art. 24) reads the chips in play (the room's chip set, the
denominations colored up before) and that the players it names are in; it
writes its result, which changes the chips in play (a race rounds stacks
up or down) and the point of play a chip count is made at. So with no
color-up, chip set given or chip count after it, nothing later read it:
undone, its result is gone (kept for its redo). Redone, the result its
latest undo kept goes back when nothing before it changed since; else it is
decided again on the state as it stands (the same chips in play, its
players in), at its place.
"""

from __future__ import annotations

from collections.abc import Callable

from tdapp.domain.log import Action, named_players
from tdapp.domain.tournament.reversal_index import Effect, Lookup, ReversalIndex, add_seq, any_after, holds_seq, remove_seq
from tdapp.domain.tournament.state import TournamentState


def undo_color_up(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """Its result gone: the chips in play and the denominations as before it."""
    color_ups = state.prizes.chips.color_ups
    if (
        not holds_seq(index.color_ups, action.seq)
        or not color_ups
        or color_ups[-1].seq != action.seq
        or not _read_by_none(index, action.seq)
    ):
        return None
    players = named_players([action]) or set()

    def effect() -> None:
        index.color_ups_undone[action.seq] = color_ups.pop()
        remove_seq(index.color_ups, action.seq)
        index.forget(action.seq, players)

    return effect


def redo_color_up(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Its result put back as its latest undo kept it (nothing before it changed since: it decides the same, even
    when a player it counted went out since); else decided again on the state as it stands."""
    color_ups = state.prizes.chips.color_ups
    if (color_ups and color_ups[-1].seq > action.seq) or not _read_by_none(index, action.seq):
        return None
    kept = index.color_ups_undone.get(action.seq)
    if not unchanged or kept is None:
        return decide()
    players = named_players([action]) or set()

    def effect() -> None:
        color_ups.append(kept)
        del index.color_ups_undone[action.seq]
        add_seq(index.color_ups, action.seq)
        for pid in players:
            add_seq(index.named.setdefault(pid, []), action.seq)

    return effect


def _read_by_none(index: ReversalIndex, seq: int) -> bool:
    """Whether nothing after #seq read the chips in play or whether chips were colored up."""
    return not any(any_after(seqs, seq) for seqs in (index.opaque, index.color_ups, index.chip_sets, index.chip_counts))
