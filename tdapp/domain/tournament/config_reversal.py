"""The event's settings edited, undone or redone in place (see `reversal`): the TD renamed the event, or wrote a
note on it, and a bust or a move from before is taken back without replaying the evening.

A change of the settings that touches only what no rule reads
(`reversal_index.cosmetic_change`: the name, the game, the notes) is
followed by the index. Every other change (a price, the capacity, the
table's size, the payouts...) is read by rules the index does not follow
for it, and stays opaque.

Undone, the configuration it replaced (noted by its handler) is given
back; redone, it is decided again on the state as it stands, whose
configuration is then the one it found at its place. Both when no later
change of the settings came since (each writes the whole configuration,
and notes the one it replaced) and nothing the index does not follow.
A redo on a tournament finished since is left to the replay (at its place
it was not finished).
"""

from __future__ import annotations

from collections.abc import Callable

from tdapp.domain.log import Action
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.reversal_index import Effect, Lookup, ReversalIndex, any_after, cosmetic_change, remove_seq
from tdapp.domain.tournament.state import Status, TournamentState


def undo_configure(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The configuration it replaced given back."""
    replaced = index.configs_replaced.get(action.seq)
    if replaced is None or not _alone_since(index, action.seq) or not cosmetic_change(replaced, state.config):
        return None

    def effect() -> None:
        state.config = replaced
        del index.configs_replaced[action.seq]
        remove_seq(index.configures, action.seq)

    return effect


def redo_configure(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Decided again on the state as it stands: its configuration is the one it found at its place."""
    if not _alone_since(index, action.seq) or state.status in (Status.FINISHED, Status.ARCHIVED):
        return None
    new = TournamentConfig.from_dict(dict(action.payload["config"]))  # as it was read when it was stored
    if not cosmetic_change(state.config, new):
        return None
    return decide()


def _alone_since(index: ReversalIndex, seq: int) -> bool:
    """No later change of the settings and nothing the index does not follow since #seq."""
    return not any_after(index.configures, seq) and not any_after(index.opaque, seq)
