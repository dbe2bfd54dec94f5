"""The list's own steps undone or redone in place (see `reversal`): a player registered, a booking confirmed, a
check-in, a cancellation -- the registration desk's mistakes of the first hours, found while the field is
playing and thousands of actions follow.

Each step changes its player's registration alone, and its handler notes the
registration as it found it (`ReversalIndex.list_steps`). When nothing after
it names the player (his purchases, his seat, a ruling, the reserved seats'
release that turned him away), the only thing that could read the step is
the field's count: the seats held, which a registration, a cancellation or a
booking that would have lapsed (FS 4.1.1) changes. A later registration or
call from the waiting list reads it against the capacity (RPT Art. 72): with
a capacity and such a reader after it, the replay decides. The waiting list
(its order) is not followed here: a step that puts the player on it or takes
him off goes to the replay.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields

from tdapp.domain.log import Action
from tdapp.domain.tournament.reversal_index import Effect, Lookup, ReversalIndex, after, any_after, config_at, player_of, remove_seq
from tdapp.domain.tournament.state import Registration, RegStatus, TournamentState, bookings_lapsed

#: The list's steps followed here, and the status each leaves its player in.
LEAVES = {
    "registration.register": None,  # registered, booked, or on the waiting list: read off the registration
    "registration.confirm": RegStatus.CONFIRMED,
    "registration.check_in": RegStatus.CHECKED_IN,
    "registration.cancel": RegStatus.CANCELLED,
}
#: Statuses that hold a seat until the reserved seats are released (FS 5.4.2; `TournamentState.holds_a_seat`).
_HOLDS = frozenset({RegStatus.PRE_REGISTERED, RegStatus.CONFIRMED, RegStatus.REGISTERED, RegStatus.CHECKED_IN})


def undo_list_step(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """His registration given back as the step found it (none: he is off the list again)."""
    pid = player_of(action)
    if pid is None or action.seq not in index.list_steps:
        return None
    reg = state.registrations.get(pid)
    found: Registration | None = index.list_steps[action.seq]
    if (
        not _alone(index, action, pid)
        or reg is None
        or not _count_alike(state, index, lookup, action, found.status if found is not None else None, reg.status)
    ):
        return None

    def effect() -> None:
        if found is None:
            del state.registrations[pid]
        elif action.kind == "registration.register":
            state.registrations[pid] = found  # the cancelled registration it had replaced
        else:
            for f in fields(Registration):
                setattr(reg, f.name, getattr(found, f.name))
        state.recount_seats({pid})
        index.forget(action.seq, {pid})
        remove_seq(index.field_counts, action.seq)
        del index.list_steps[action.seq]

    return effect


def redo_list_step(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The step decided again by its handler: nothing before it changed since it was decided and nothing after it
    names its player, so it finds his registration as it did at its place (its handler notes it again)."""
    pid = player_of(action)
    if not unchanged or pid is None or not _alone(index, action, pid):
        return None
    leaves = LEAVES[action.kind]
    if leaves is None:
        # A registration reads the field's count at its time (full: the waiting list), which the actions since
        # have changed: decided here only when nothing is ever full; booked or not, as its payload says.
        if state.config is None or index.lowest_capacity(state.config, action.seq) is not None:
            return None
        leaves = RegStatus.PRE_REGISTERED if action.payload.get("pre") else RegStatus.REGISTERED
    reg = state.registrations.get(pid)
    if not _count_alike(state, index, lookup, action, reg.status if reg is not None else None, leaves):
        return None
    return decide()  # refused here as at its place (the replay says it in its own words)


def _alone(index: ReversalIndex, action: Action, pid: int) -> bool:
    """Nothing after the step names its player, and nothing after it is opaque. A ruling only asks that he is
    registered (not cancelled): it reads a registration's step alone."""
    if any_after(index.named.get(pid), action.seq) or any_after(index.opaque, action.seq):
        return False
    return action.kind != "registration.register" or not any_after(index.ruled.get(pid), action.seq)


def _count_alike(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, action: Action, one: RegStatus | None, other: RegStatus | None
) -> bool:
    """Whether every later reader of the seats held finds them alike with the player's registration in either
    status (None: not on the list): the reserved seats' release (it would turn him away in one world only), and
    each registration or call from the waiting list against the capacity. The waiting list is not followed."""
    if RegStatus.WAITING in (one, other):
        return False
    holds = (one in _HOLDS, other in _HOLDS)
    booked = (one is RegStatus.PRE_REGISTERED, other is RegStatus.PRE_REGISTERED)
    if holds[0] == holds[1] and booked[0] == booked[1]:
        return True
    if any(seq < action.seq for seq in index.released):
        return True  # released before it: only paid players hold a seat
    if holds[0] != holds[1] and index.released:
        return False  # released since: it turns away the unpaid, him in one world only
    config = state.config
    if config is None or index.lowest_capacity(config, action.seq) is None:
        return True  # the seats held are never compared with anything
    readers = after(index.field_counts, action.seq)
    if holds[0] != holds[1]:
        return not readers
    # A booking counts until 30 minutes before the start, when it lapses (FS 4.1.1): only later readers differ, each
    # at the start in force at its time (the TD may have moved it since).
    for seq in readers:
        reader, then = lookup(seq), config_at(index, config, seq)
        if reader is None or then is None or bookings_lapsed(then.scheduled_start_ms, reader.at_ms):
            return False  # (lapsed: it counted his booking in one world only)
    return True
