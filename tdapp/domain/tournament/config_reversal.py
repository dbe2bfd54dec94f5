"""The event's settings edited, undone or redone in place (see `reversal`): the TD renamed the event, extended
late registration, added seats or raised the guarantee, and a bust or a move from before is taken back without
replaying the evening.

The index follows a change of the settings that touches only what no rule
reads (the name, the game, the notes), the prize table's settings (the
guarantee, the payouts, the ranking flag), the last level of late
registration, the field's capacity, hand-for-hand's time per hand or how its
busts are ranked, the scheduled start, the tables' size
(`reversal_index.followed_change`). Among the actions it follows,
only a few read those as the state holds them now (`READS_LATE`,
`READS_PRIZES`): their own redo past such a change is the replay's. The
clock's commands read each purchase's period at its level then, the
entries' undos the lowest capacity since (a call from the waiting list
redone is decided on the field as it stands: refused there, the replay
decides), hand-for-hand's next hands the time per hand of their time,
an undo counting the bookings later registrations held the start of
their time, and a resize the size of its time; the busts recorded hand for
hand, which read how they are ranked, are the replay's to undo or redo.
Every other change (a price, frozen once players have paid; the prize
table, late registration, the capacity or the tables' size under a
Survivor, a satellite, a Multistack or a Sit & Go) stays opaque.

Undone, the configuration it replaced (noted by its handler) is given
back; redone, it is decided again on the state as it stands, whose
configuration is then the one it found at its place. Past a later change
of the settings (each writes the whole configuration, and notes the one it
replaced) the configuration stands as that one wrote it, and only what it
noted changes. Either way, what read the settings it changed up to the
next change must read them alike: the late entries and Xtrastacks sold
(each read its period on the clock where it stood), the entries and calls
from the waiting list (the field's count below either capacity), no freeze
of the prize table, no hand dealt hand for hand, no bust recorded hand
for hand, every step of the list reading either start alike, every table
opened or resized reading either size alike. Both when nothing the index
does not follow came since.
A redo on a tournament finished since is left to the replay (at its place
it was not finished).
"""

from __future__ import annotations

from collections.abc import Callable

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.seating.actions import size_read
from tdapp.domain.tournament.clock_reversal import late_period_read_otherwise
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.registration import start_read
from tdapp.domain.tournament.reversal_index import (
    BUST_RULE_SETTING,
    CAPACITY_SETTING,
    HAND_TIME_SETTING,
    LATE_SETTING,
    SIZE_SETTING,
    START_SETTING,
    Effect,
    Lookup,
    ReversalIndex,
    add_seq,
    after,
    any_after,
    any_between,
    changed_settings,
    followed_change,
    prize_table_read_otherwise,
    remove_seq,
)
from tdapp.domain.tournament.state import PaymentKind, Status, TournamentState


def undo_configure(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The configuration it replaced given back -- or, with a later change of the settings since, left as that one
    wrote it (each writes the whole configuration), which then notes the configuration this one had replaced."""
    undone = _change_undone(state, index, action)
    if undone is None:
        return None
    replaced, later, wrote = undone
    if not read_alike(state, index, lookup, action.seq, later, wrote, replaced):
        return None
    then = _written_by(state, index, later) if later is not None else None
    if later is not None and not followed_change(replaced, then):
        return None  # the later change would no longer be one the index follows

    def effect() -> None:
        if later is None:
            state.config = replaced
        else:
            index.configs_replaced[later] = replaced
            index.note_settings_read(later, replaced, then)
        del index.configs_replaced[action.seq]
        remove_seq(index.configures, action.seq)
        index.note_settings_read(action.seq, None, None)

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
    found = _written_by(state, index, action.seq)  # the configuration at its place: what it wrote, without it
    if not followed_change(found, new) or not read_alike(state, index, lookup, action.seq, later, found, new):
        return None
    if later is None:
        return decide()
    then = _written_by(state, index, later)
    if not followed_change(new, then):
        return None  # the later change would no longer be one the index follows
    seq = action.seq

    def effect() -> None:
        index.note_config(seq, found)
        index.configs_replaced[later] = new
        add_seq(index.configures, seq)
        index.note_settings_read(seq, found, new)
        index.note_settings_read(later, new, then)

    return effect


def read_alike(state: TournamentState, index: ReversalIndex, lookup: Lookup, low: int, high: int | None, old: object, new: object) -> bool:
    """Whether what came after #low and before #high (None: to now) reads the settings alike under `old` and `new`.

    Hand-for-hand's time per hand changed: no hand dealt hand for hand in between. How its busts are ranked changed:
    no bust recorded hand for hand in between (one at another table in the same hand shares its places with it,
    or not: RPT Art. 79, DP 11). The scheduled start moved: every step of the list and entry in between read both
    starts alike at its time (check-in open, the confirmations' deadline, the bookings' lapse). The tables' size
    changed: every table opened or resized in between read both alike (and no freeze, when six-max or no longer).
    The field's capacity changed: every entry or call from the waiting list in between found the field's count
    below both (the list never held as many players as either). The prize table's settings changed: no freeze of
    the table. Late registration's last level changed: no freeze either (it reads registration closed by the
    clock), and every late entry or Xtrastack sold in between finds its period as it found it, on the clock where
    it stood at its time.
    """
    changed = changed_settings(old, new) or frozenset()
    if HAND_TIME_SETTING in changed and _dealt_hand_for_hand(index, low, high):
        return False  # a hand dealt hand for hand took the time per hand off the clock (RPT Art. 79)
    if BUST_RULE_SETTING in changed and (index.hand_busts is None or any_between(index.hand_busts, low, high)):
        return False  # a bust recorded hand for hand may have shared its places, or ranked them by stacks
    if START_SETTING in changed and not _start_read_alike(index, lookup, low, high, old, new):
        return False
    if SIZE_SETTING in changed and not _size_read_alike(index, lookup, low, high, old, new):
        return False
    if CAPACITY_SETTING in changed and any_between(index.field_counts, low, high):
        limits = [c for c in (old.capacity, new.capacity) if c is not None]  # type: ignore[attr-defined]
        if len(state.registrations) >= min(limits):
            return False  # an entry in between may have found the field full under one only
    if LATE_SETTING not in changed and not prize_table_read_otherwise(old, new):
        return True
    if any_between(index.pool_reads, low, high):
        return False
    if LATE_SETTING not in changed:
        return True
    levels = (old.late_registration_until_level, new.late_registration_until_level)  # type: ignore[attr-defined]
    return late_period_read_otherwise(state, index, low, high, levels) is None


def _start_read_alike(index: ReversalIndex, lookup: Lookup, low: int, high: int | None, old: object, new: object) -> bool:
    """Whether each action between #low and #high (None: to now) that read the scheduled start read the start of
    `old` and that of `new` alike at its time (`registration.start_read`)."""
    starts = (old.scheduled_start_ms, new.scheduled_start_ms)  # type: ignore[attr-defined]
    return _readers_alike(
        index.start_reads, lookup, low, high, lambda a: start_read(a.kind, starts[0], a.at_ms) == start_read(a.kind, starts[1], a.at_ms)
    )


def _size_read_alike(index: ReversalIndex, lookup: Lookup, low: int, high: int | None, old: object, new: object) -> bool:
    """Whether each table opened or resized between #low and #high (None: to now) read the tables' size of `old` and
    that of `new` alike (`seating.actions.size_read`)."""
    sizes = (old.table_size, new.table_size)  # type: ignore[attr-defined]
    return _readers_alike(index.size_reads, lookup, low, high, lambda a: size_read(a, sizes[0]) == size_read(a, sizes[1]))


def _readers_alike(seqs: list[int] | None, lookup: Lookup, low: int, high: int | None, alike: Callable[[Action], bool]) -> bool:
    """Whether each action of `seqs` between #low and #high (None: to now) reads a setting `alike` under two values;
    False when the index did not note them (None: kept before they were)."""
    if seqs is None:
        return False
    for seq in after(seqs, low):
        if high is not None and seq >= high:
            break
        reader = lookup(seq)
        if reader is None or not alike(reader):
            return False
    return True


def _dealt_hand_for_hand(index: ReversalIndex, low: int, high: int | None) -> bool:
    """Whether the clock played hand for hand between #low and #high (None: to now): each next hand there took the
    time per hand off the clock (its anchor notes the hands dealt)."""
    for seq in after(index.clock, low):
        if high is not None and seq >= high:
            return False
        anchor = index.anchors.get(seq)
        if anchor is None or anchor.hand_for_hand:
            return True
    return False


def refuse_configure(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The replay's refusal of the undo of late registration extended: the first late entry sold in the levels it
    added, which the rules refuse without it ("Late registration is closed."), when nothing in between read the
    settings otherwise (a freeze) or is not followed by the index."""
    undone = _change_undone(state, index, action)
    if undone is None:
        return None
    replaced, later, wrote = undone
    if LATE_SETTING not in (changed_settings(replaced, wrote) or frozenset()):
        return None
    if any_between(index.pool_reads, action.seq, later):
        return None
    levels = (wrote.late_registration_until_level, replaced.late_registration_until_level)  # type: ignore[union-attr]
    found = late_period_read_otherwise(state, index, action.seq, later, levels)
    if found is None or not found[1] or found[0].kind is not PaymentKind.LATE_REGISTRATION:
        return None
    entry = lookup(found[0].seq)
    if entry is None or entry.kind != "money.buy_in" or entry.payload.get("day2_option") is not None:
        return None
    return ReplayError(entry, RuleError("Late registration is closed."))


def _change_undone(state: TournamentState, index: ReversalIndex, action: Action) -> tuple[object, int | None, object] | None:
    """(the configuration the change #seq replaced, the next change of the settings, the configuration it wrote)
    when its undo is one the index follows: nothing it does not follow since, and a change it follows."""
    replaced = index.configs_replaced.get(action.seq)
    if replaced is None or any_after(index.opaque, action.seq):
        return None
    wrote = _written_by(state, index, action.seq)
    return (replaced, _next_change(index, action.seq), wrote) if followed_change(replaced, wrote) else None


def _written_by(state: TournamentState, index: ReversalIndex, seq: int) -> object:
    """The configuration the change of the settings #seq wrote: the one the next change replaced, or the state's."""
    later = _next_change(index, seq)
    return state.config if later is None else index.configs_replaced.get(later)


def _next_change(index: ReversalIndex, seq: int) -> int | None:
    """The first change of the settings after #seq."""
    later = after(index.configures, seq)
    return later[0] if later else None
