"""The shot clock's commands undone, redone or refused in place (see `reversal`): a Time Bank charged to the wrong
player at the final table an hour ago is given back without replaying every hand since.

A command writes its table's countdown (and a Time Bank, one of its player's
uses of the day), and the index notes the countdown each replaced
(`ReversalIndex.shot_replaced`). Without the target, the table's countdown
is the one it replaced, and the later commands at the same table are asked
again, on that countdown, what they check of it (`clock.actions`: a player
already on the clock, not on it or out of time, no clock running) -- in
their own words when one no longer holds, the replay's refusal. A new call
or a stop leaves both worlds with the same countdown from then on, and so
does a day's end (it clears every table). A Time Bank given back is one use
fewer until his re-entry or a new day gives them all back; fewer uses never
refuse a later one.

The TD's settings (the seconds a call or a Time Bank gives, the uses of the
day; RPT Art. 29) are read only by the shot clock's commands: a change with
no command and no other change after it is undone by giving back the
settings it replaced (noted by its handler, `ReversalIndex.settings_replaced`)
and redone by its handler. The Time Banks the TD gives back (RPT Art. 80.6)
read each player's uses: undone, each player he found with some gets them
back (`ReversalIndex.banks_restored`), when none of them acted, no day began
and nothing else of the shot clock changed since; the index names those
players, and an earlier re-entry (it gave his back too) is not undone past it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tdapp.domain.clock.actions import already_on_the_clock, no_shot_clock, not_on_the_clock, with_time_bank
from tdapp.domain.clock.shot_clock import CallKind, Countdown
from tdapp.domain.errors import RuleError
from tdapp.domain.log import GESTURE, Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.tournament.reversal_index import Effect, Lookup, ReversalIndex, add_seq, after, any_after, id_in, remove_seq
from tdapp.domain.tournament.state import TournamentState

_SENTINEL = object()


def undo_shot(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The command taken back: its table's countdown as the later commands leave it without it."""
    if action.seq not in index.shot_replaced:
        return None
    replaced = index.shot_replaced[action.seq]
    walk = _walk(state, index, lookup, action, replaced, bank=-1 if action.kind == "clock.shot.time_bank" else 0)
    if walk is None or walk.refused is not None:
        return None
    pid = id_in(action.payload.get("player_id"))

    def effect() -> None:
        walk.apply(state, index)
        index.shots_undone[action.seq] = replaced
        del index.shot_replaced[action.seq]
        remove_seq(index.shots, action.seq)
        if pid is not None:
            remove_seq(index.named.get(pid), action.seq)

    return effect


def redo_shot(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The command put back where it stood, on the countdown its table had then (nothing before it changed since)."""
    replaced = index.shots_undone.get(action.seq, _SENTINEL)
    table = id_in(action.payload.get("table"))
    pid = id_in(action.payload.get("player_id"))
    if not unchanged or replaced is _SENTINEL or table is None:
        return None
    assert replaced is None or isinstance(replaced, Countdown)
    after_it = _decided(state, action, replaced, table, pid)
    if isinstance(after_it, RuleError):
        return None
    walk = _walk(state, index, lookup, action, after_it, bank=1 if action.kind == "clock.shot.time_bank" else 0)
    if walk is None or walk.refused is not None:
        return None

    def effect() -> None:
        walk.apply(state, index)
        del index.shots_undone[action.seq]
        index.shot_replaced[action.seq] = replaced
        add_seq(index.shots, action.seq)
        if pid is not None:
            add_seq(index.named.setdefault(pid, []), action.seq)

    return effect


def refuse_shot(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The replay's refusal of the command's undo: the first later command at its table that the countdown it
    replaced no longer lets through, in that command's words."""
    if action.seq not in index.shot_replaced:
        return None
    walk = _walk(state, index, lookup, action, index.shot_replaced[action.seq], bank=-1 if action.kind == "clock.shot.time_bank" else 0)
    if walk is None or walk.refused is None:
        return None
    return ReplayError(*walk.refused)


def _decided(
    state: TournamentState, action: Action, current: Countdown | None, table: int, pid: int | None
) -> Countdown | RuleError | None:
    """What the command leaves at its table from the countdown it found (its checks of it, in its words)."""
    shot = state.clock.shot
    if action.kind == "clock.shot.stop":
        return no_shot_clock(current, table) or None
    if pid is None:
        return RuleError("No such player: {player}.", player=pid)
    if action.kind == "clock.shot.start":
        refused = already_on_the_clock(current, pid, table, action.at_ms)
        if refused is not None:
            return refused
        try:
            kind = CallKind(action.payload.get("call", CallKind.SHOT.value))
        except ValueError:
            return RuleError("Unknown call '{call}': 'shot' or 'time'.", call=action.payload.get("call"))
        return Countdown(pid, kind, action.at_ms, shot.call_ms(kind))
    refused = not_on_the_clock(current, pid, table, action.at_ms)
    if refused is not None:
        return refused
    assert current is not None
    return with_time_bank(current, shot.time_bank_seconds)


@dataclass
class _Walk:
    """The later commands at the table, asked again: the countdown each replaced on the other side, the table's
    countdown at the end (unless both sides meet again), the Time Bank uses of the target's player; or the first
    refused and why."""

    table: int
    replaced: dict[int, Countdown | None]
    final: Countdown | None
    meets: bool
    bank_player: int | None
    bank_change: int
    wiped: tuple[int, int] | None  # his re-entry that gave his uses back -> how many it finds on the other side
    banks_reset: bool
    refused: tuple[Action, RuleError] | None = None

    def apply(self, state: TournamentState, index: ReversalIndex) -> None:
        index.shot_replaced.update(self.replaced)
        tables = state.clock.shot.tables
        if not self.meets:
            if self.final is None:
                tables.pop(self.table, None)
            else:
                tables[self.table] = self.final
        if self.bank_player is None or not self.bank_change:
            return
        if self.wiped is not None:
            reentry, uses = self.wiped
            if uses:
                index.time_banks_wiped[reentry] = uses
            else:
                index.time_banks_wiped.pop(reentry, None)
        elif not self.banks_reset:
            used = state.clock.shot.time_banks_used
            uses = used.get(self.bank_player, 0) + self.bank_change
            if uses:
                used[self.bank_player] = uses
            else:
                used.pop(self.bank_player, None)


def _walk(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, action: Action, other: Countdown | None, *, bank: int
) -> _Walk | None:
    """The later commands at the target's table asked on the other side, where the countdown after the target is
    `other`; None when the replay must decide. `bank`: the Time Bank uses of the target's player on the other
    side, one fewer (-1) or one more (1)."""
    table = id_in(action.payload.get("table"))
    if table is None or state.finished_at_ms is not None or _unseen_after(index, lookup, action.seq):
        return None
    pid = id_in(action.payload.get("player_id")) if bank else None
    walk = _Walk(table, {}, other, False, pid, bank, None, False)
    ends = [s for s in after(index.clock, action.seq) if (a := lookup(s)) is not None and a.kind == "clock.end_day"]
    day_end = ends[0] if ends else None
    current = other
    for seq in after(index.shots, action.seq):
        if day_end is not None and seq > day_end:
            break
        later = lookup(seq)
        if later is None or seq not in index.shot_replaced:
            return None
        if id_in(later.payload.get("table")) != table:
            continue
        if current == index.shot_replaced[seq]:
            walk.meets = True  # the same countdown on both sides from here
            break
        walk.replaced[seq] = current
        result = _decided(state, later, current, table, id_in(later.payload.get("player_id")))
        if isinstance(result, RuleError):
            walk.refused = (later, result)
            return walk
        current = result
        if later.kind != "clock.shot.time_bank":
            walk.meets = True  # a new call or a stop: what it leaves does not read what it found
            break
    else:
        walk.meets = day_end is not None  # the day's end cleared every table on both sides
    if day_end is not None:
        walk.meets = True
    walk.final = current
    if pid is not None and not _banks_followed(state, index, lookup, action, pid, walk):
        return None
    return walk


def _banks_followed(state: TournamentState, index: ReversalIndex, lookup: Lookup, action: Action, pid: int, walk: _Walk) -> bool:
    """His uses of the day on the other side: one fewer or more until his re-entry (it gives them back: the number
    it found changes) or a new day that gives every player his back; a restoration by the TD is not followed."""
    resets = [s for s in after(index.clock, action.seq) if (a := lookup(s)) is not None and a.kind == "clock.resume_day"]
    first_reset = next((s for s in resets if (a := lookup(s)) is not None and a.payload.get("restore_time_banks", True)), None)
    for seq in after(index.named.get(pid), action.seq):
        if first_reset is not None and seq > first_reset:
            break
        later = lookup(seq)
        if later is None:
            return False
        if later.kind == "clock.shot.time_bank" and walk.bank_change > 0:
            return False  # one use more on the other side: his later one may be one too many
        if later.kind == "money.reentry":
            uses = index.time_banks_wiped.get(seq, 0) + walk.bank_change
            if uses < 0:
                return False
            walk.wiped = (seq, uses)
            return True
    if first_reset is not None:
        walk.banks_reset = True
        return True
    return state.clock.shot.time_banks_used.get(pid, 0) + walk.bank_change >= 0


def _unseen_after(index: ReversalIndex, lookup: Lookup, seq: int) -> bool:
    """The TD's shot clock settings or Time Banks restored since (the seconds a call or a Time Bank gives, the uses
    left), or anything else the index does not follow that may touch the shot clock."""
    return any_after(index.shot_settings, seq) or _opaque_clock_after(index, lookup, seq)


def _opaque_clock_after(index: ReversalIndex, lookup: Lookup, seq: int) -> bool:
    """Anything after #seq the index does not follow that may touch the shot clock."""
    for later in after(index.opaque, seq):
        action = lookup(later)
        if action is None or action.kind.startswith("clock.") or action.kind in ("tournament.configure", "tournament.finish"):
            return True
    return False


# -- the TD's settings -----------------------------------------------------------------------
def undo_settings(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The settings it replaced given back, when no shot clock command read them since. A later change of the same
    setting replaced it in both worlds: it then notes the value this one had replaced, and the setting stays."""
    replaced = index.settings_replaced.get(action.seq)
    later = _later_changes(index, lookup, action.seq)
    if replaced is None or later is None:
        return None
    shot = state.clock.shot

    def effect() -> None:
        for key, value in replaced.items():
            _hand_over(shot, index, later, key, value)
        del index.settings_replaced[action.seq]
        remove_seq(index.shot_settings, action.seq)

    return effect


def redo_settings(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Decided again by its handler: it reads only that the tournament is open, which it is now as it was then,
    whatever changed before it since. A later change of the same setting keeps it, and notes this one's value as
    the one it replaced."""
    later = _later_changes(index, lookup, action.seq)
    if later is None:
        return None
    if not later:
        return decide()
    decide()  # its checks (the values, the tournament open), in its words; the change itself is made here
    shot = state.clock.shot

    def effect() -> None:
        values = {key: value for key, value in action.payload.items() if key != GESTURE}  # a desk's gesture mark
        replaced = {key: _hand_over(shot, index, later, key, value) for key, value in values.items()}
        index.note_settings(action.seq, replaced)
        index.record(state, action, set())  # what the after-hook records for it

    return effect


def _later_changes(index: ReversalIndex, lookup: Lookup, seq: int) -> list[int] | None:
    """The later changes of the settings, when nothing after #seq read them (no shot clock command, nothing the
    index does not follow that may touch the shot clock); None otherwise."""
    if any_after(index.shots, seq) or _opaque_clock_after(index, lookup, seq):
        return None
    later = [s for s in after(index.shot_settings, seq) if (a := lookup(s)) is None or a.kind == "clock.shot.configure"]
    return None if any(s not in index.settings_replaced for s in later) else later


def _hand_over(shot: object, index: ReversalIndex, later: list[int], key: str, value: int) -> int:
    """Set `key` to `value` where the log now leaves it: on the shot clock, or, when a later change replaced it, as
    the value that change replaced. Gives the value it takes the place of."""
    nxt = next((s for s in later if key in index.settings_replaced[s]), None)
    if nxt is None:
        before = int(getattr(shot, key))
        setattr(shot, key, value)
        return before
    notes = index.settings_replaced[nxt]
    index.settings_replaced[nxt] = {**notes, key: value}
    return notes[key]


# -- the Time Banks given back by the TD ----------------------------------------------------
def undo_banks_restored(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """Each player's uses of the day as the TD found them, when none of those players acted since, no day began
    (it gives them all back) and nothing else of the shot clock's settings or Time Banks changed."""
    used = index.banks_restored.get(action.seq)
    if used is None or not _banks_unread(index, lookup, action.seq, used):
        return None

    def effect() -> None:
        state.clock.shot.time_banks_used.update(used)
        for pid in used:
            remove_seq(index.named.get(pid), action.seq)
        del index.banks_restored[action.seq]
        remove_seq(index.shot_settings, action.seq)

    return effect


def redo_banks_restored(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Decided again by its handler on the uses as they stand, as they stood then: nothing before it changed since,
    and no shot clock command since gave anybody a Time Bank (it would be given back too)."""
    used = {p: n for p, n in state.clock.shot.time_banks_used.items() if n}
    if not unchanged or any_after(index.shots, action.seq) or not _banks_unread(index, lookup, action.seq, used):
        return None
    if any(seq > action.seq for seq in index.time_banks_wiped):
        return None  # a re-entry since gave back uses it would have cleared (not here: it names a player it found)
    return decide()


def banks_given_back_after(index: ReversalIndex, lookup: Lookup, seq: int) -> bool:
    """Whether the TD gave Time Banks back after #seq (his settings' changes do not read the uses)."""
    return any((a := lookup(s)) is None or a.kind == "clock.shot.restore_time_banks" for s in after(index.shot_settings, seq))


def _banks_unread(index: ReversalIndex, lookup: Lookup, seq: int, players: dict[int, int]) -> bool:
    if _unseen_after(index, lookup, seq) or any(any_after(index.named.get(pid), seq) for pid in players):
        return False
    return not any((a := lookup(s)) is None or a.kind == "clock.resume_day" for s in after(index.clock, seq))
