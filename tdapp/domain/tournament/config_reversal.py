"""The event's settings edited, undone or redone in place (see `reversal`): the TD renamed the event, or wrote a
note on it, and a bust or a move from before is taken back without replaying the evening.

A change of the settings that touches only what no rule reads
(`reversal_index.cosmetic_change`: the name, the game, the notes) is
followed by the index. Every other change (a price, the capacity, the
table's size, the payouts...) is read by rules the index does not follow
for it, and stays opaque.

Undone, the configuration it replaced (noted by its handler) is given
back; redone, it is decided again on the state as it stands, whose
configuration is then the one it found at its place. Past a later change
of the settings (each writes the whole configuration, and notes the one it
replaced) the configuration stands as that one wrote it, and only what it
noted changes. Both when nothing the index does not follow came since. A
redo on a tournament finished since is left to the replay (at its place
it was not finished).
"""

from __future__ import annotations

from collections.abc import Callable

from tdapp.domain.log import Action
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.reversal_index import (
    Effect,
    Lookup,
    ReversalIndex,
    add_seq,
    after,
    any_after,
    cosmetic_change,
    remove_seq,
)
from tdapp.domain.tournament.state import Status, TournamentState


def undo_configure(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The configuration it replaced given back -- or, with a later change of the settings since, left as that one
    wrote it (each writes the whole configuration), which then notes the configuration this one had replaced."""
    replaced = index.configs_replaced.get(action.seq)
    if replaced is None or any_after(index.opaque, action.seq) or not cosmetic_change(replaced, state.config):
        return None
    later = _next_change(index, action.seq)

    def effect() -> None:
        if later is None:
            state.config = replaced
        else:
            index.configs_replaced[later] = replaced
        del index.configs_replaced[action.seq]
        remove_seq(index.configures, action.seq)

    return effect


def redo_configure(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Decided again on the state as it stands when no change of the settings came since: its configuration is
    then the one it found at its place. Else put back before the next one, which then notes its configuration."""
    if any_after(index.opaque, action.seq) or state.status in (Status.FINISHED, Status.ARCHIVED):
        return None
    new = TournamentConfig.from_dict(dict(action.payload["config"]))  # as it was read when it was stored
    later = _next_change(index, action.seq)
    found = state.config if later is None else index.configs_replaced.get(later)  # the configuration at its place
    if not cosmetic_change(found, new):  # and so with the configuration now: every change since is cosmetic too
        return None
    if later is None:
        return decide()
    seq = action.seq

    def effect() -> None:
        index.note_config(seq, found)
        index.configs_replaced[later] = new
        add_seq(index.configures, seq)

    return effect


def _next_change(index: ReversalIndex, seq: int) -> int | None:
    """The first change of the settings after #seq."""
    later = after(index.configures, seq)
    return later[0] if later else None
