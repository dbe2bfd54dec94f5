"""The prize table's freeze undone or redone in place (see `reversal`): frozen by mistake before the last add-ons
came in, it is taken back without replaying the evening.

A freeze (FS 7.5) reads the pool, the entries and whether registration is
closed by the clock, and writes the frozen table. What reads the frozen
table afterwards -- a deal, an override, a freeze again, the end of a
Survivor or a satellite -- the index does not follow (they are opaque), so
with none of them since, the undo is the table unfrozen. Redone, the freeze
is decided again on the state as it stands, which reads what it read then
when no money came in since, no clock command moved the clock it read, and
no freeze was made since (it would be a freeze again).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from tdapp.domain.log import Action
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.reversal_index import Effect, Lookup, ReversalIndex, any_after, holds_seq, remove_seq
from tdapp.domain.tournament.state import TournamentState

#: Their ends read the frozen table (the paid places, the seats): not followed.
_ENDS_ON_THE_TABLE = frozenset({Modality.SURVIVOR, Modality.SATELLITE})


def undo_freeze(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The table unfrozen: the live table again, as before the freeze."""
    frozen = state.prizes.frozen
    if not _followed(state, index, action) or not holds_seq(index.pool_reads, action.seq):
        return None
    if frozen is None or frozen.seq != action.seq or any_after(index.opaque, action.seq):
        return None

    def effect() -> None:
        state.prizes.frozen = None
        remove_seq(index.pool_reads, action.seq)

    return effect


def redo_freeze(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The freeze decided again now: the same pool, entries and clock as at its time."""
    if not _followed(state, index, action) or state.prizes.frozen is not None:
        return None
    if any_after(index.opaque, action.seq) or any_after(index.pool_reads, action.seq) or any_after(index.clock, action.seq):
        return None
    if bisect.bisect_right(state.payments, action.seq, key=lambda p: p.seq) != len(state.payments):
        return None  # money came in since: the pool it read was smaller
    return decide()


def _followed(state: TournamentState, index: ReversalIndex, action: Action) -> bool:
    config = state.config
    return config is not None and config.modality not in _ENDS_ON_THE_TABLE and bisect.bisect_left(index.pool_reads, action.seq) == 0
