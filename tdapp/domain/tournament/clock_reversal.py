"""A clock command undone, redone or refused in place (see `reversal`): a pause, a resumption, a level skipped or
gone back to, a jump, time added or taken off -- hours ago, with thousands of actions since.

The clock is an anchor (`ClockState`): each command settles it at its own
time and changes it, and the index notes the anchor each left
(`ReversalIndex.anchors`). Without the target, the clock from the anchor
before it through the commands after it is worked out again by their own
handlers on a copy of the clock alone: a command they refuse there is the
replay's refusal, in its own words. What else reads the clock reads where it
stood at its own time: a purchase or an entry its period (the item being
played), the reserved seats' release and the prize table's freeze the same,
a chip count its level and its census (the item, whether hands were dealt,
and where a stopped clock stood). While each of them finds the clock where
it found it, nothing but the clock differs: the undo is the new anchors.
One that would find it elsewhere may go otherwise: the replay decides.
"""

from __future__ import annotations

import bisect
import itertools
import operator
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from tdapp.domain.chips.state import PlayMark
from tdapp.domain.clock import actions as clock_rules
from tdapp.domain.clock.shot_clock import ShotClockState
from tdapp.domain.clock.state import ClockState, period_open_at
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.tournament.config import Modality, TournamentConfig
from tdapp.domain.tournament.registration import reserved_seats_kept, sold_in_period
from tdapp.domain.tournament.reversal_index import (
    CLOSES_PERIOD,
    ClockAnchor,
    Effect,
    Lookup,
    ReversalIndex,
    add_seq,
    after,
    any_after,
    any_between,
    config_at,
    holds_seq,
    remove_seq,
)
from tdapp.domain.tournament.state import Payment, PaymentKind, Status, TournamentState

#: The commands undone, redone or refused here: each only settles the anchor and moves it -- hand-for-hand's steps
#: too (RPT Art. 79: they stop the clock, take a hand's time off it, mark the tables done; the end of a Survivor at
#: the bubble reads the field, not followed here). A bust reads hand-for-hand (on, the hand, since when): one on a
#: clock whose hand-for-hand differs sends the undo to the replay.
_COMMANDS: dict[str, Callable[..., Effect]] = {
    "clock.pause": clock_rules.pause,
    "clock.resume": clock_rules.resume,
    "clock.next_level": clock_rules.next_level,
    "clock.previous_level": clock_rules.previous_level,
    "clock.jump": clock_rules.jump,
    "clock.adjust": clock_rules.adjust,
    "clock.hand_for_hand.start": clock_rules.hand_for_hand_start,
    "clock.hand_for_hand.tables": clock_rules.hand_for_hand_tables,
    "clock.hand_for_hand.table_done": clock_rules.hand_for_hand_table_done,
    "clock.hand_for_hand.next_hand": clock_rules.hand_for_hand_next_hand,
    "clock.hand_for_hand.end": clock_rules.hand_for_hand_end,
    # The structure edited once play has begun: only the clock and what reads its levels (the periods, the counts'
    # levels) read it. Set before the start, there is no anchor before it: the replay decides.
    "clock.set_structure": clock_rules.set_structure,
}
#: A day ended or resumed (FS 1.3) changes more than the anchor: the shot clocks a day's end clears, the Time Banks
#: a new day gives back (RPT Art. 80.4). Its undo is only refused here -- the first later clock command its
#: handler refuses without it, when no shot clock command came in between (one may have gone otherwise first).
_DAYS: dict[str, Callable[..., Effect]] = {
    "clock.end_day": clock_rules.end_day,
    "clock.resume_day": clock_rules.resume_day,
}
TIMELINE = frozenset(_COMMANDS) | frozenset(_DAYS)
#: Those a walk through the later ones works out again by their handlers.
_WORKED_OUT: dict[str, Callable[..., Effect]] = {**_COMMANDS, **_DAYS}
#: Kinds the index does not follow that read nothing of the clock: an undo of a command looks past them.
BLIND_TO_THE_CLOCK = frozenset(
    {
        "seating.draw",
        "seating.resize_table",
        "seating.close_table",
        "seating.open_table",
        "seating.break_table",
        "clock.shot.configure",
        "clock.shot.restore_time_banks",
        "floor.penalty",
    }
)
#: Their entries or their ends read the clock in ways not followed here (a Sit & Go's start, a Survivor's end).
_NOT_IN_PLACE = frozenset({Modality.SIT_AND_GO, Modality.SURVIVOR, Modality.SATELLITE, Modality.MULTISTACK})


def undo_clock_command(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The command taken back: the clock as the commands after it leave it without it."""
    run = _run(state, action, index, lookup, with_it=False) if action.kind in _COMMANDS else None
    if run is None or run.refused is not None:
        return None
    return _effect(state, action, index, run, putting_back=False)


def redo_clock_command(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The command put back where it stood (its handler decides it on the anchor before it)."""
    run = _run(state, action, index, lookup, with_it=True) if action.kind in _COMMANDS else None
    if run is None or run.refused is not None:
        return None
    return _effect(state, action, index, run, putting_back=True)


def refuse_clock_command(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The replay's refusal of the command's undo: the first later command its own handler refuses on the clock
    without it (a resumption of a clock that no longer stopped...), when all before it read the clock alike."""
    run = _run(state, action, index, lookup, with_it=False)
    if run is None or run.refused is None:
        return None
    later, cause = run.refused
    if action.kind in _DAYS and any_between(index.shots, action.seq, later.seq):
        return None  # a shot clock command in between found the countdowns or Time Banks as the day left them
    return ReplayError(later, cause)


@dataclass
class _Run:
    """The clock worked out again: the anchor each later action of the clock's list leaves, the clock at the end;
    or the first later command refused, and why."""

    anchors: dict[int, ClockAnchor]
    clock: ClockAnchor
    refused: tuple[Action, RuleError] | None
    #: The counts on the other clock: each count's record where it is kept (its player's count, or what his next
    #: count replaced: that count's number), with its census and level there.
    moved: list[tuple[int, int, int | None, PlayMark | None, int]] = field(default_factory=list)


class _ClockOnly:
    """What a clock command's handler reads of a tournament: its configuration, its status, its clock."""

    def __init__(self, config: TournamentConfig, status: Status, clock: ClockState) -> None:
        self.config, self.status, self.clock = config, status, clock

    def require_config(self) -> TournamentConfig:
        return self.config


def _run(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, *, with_it: bool) -> _Run | None:
    """The clock without the command (or with it again, `with_it`), when every later reader finds it where it
    found it up to the end (or up to the first command refused); None when the replay must decide."""
    config = state.config
    if config is None or config.modality in _NOT_IN_PLACE or state.finished_at_ms is not None or action.kind not in TIMELINE:
        return None
    before = _anchor_before(index, action.seq)
    if before is None or (not with_it and action.seq not in index.anchors):
        return None
    config_at = _configs_in_force(state, index, lookup, action.seq)
    if config_at is None:
        return None
    clock = _clock_on(state, before)
    world = _ClockOnly(config, state.status, clock)
    new: dict[int, ClockAnchor] = {}
    if with_it:
        try:
            world.config = config_at(action.seq)
            _WORKED_OUT[action.kind](world, action)()
        except RuleError:
            return None  # refused where it stands: the replay says why
        new[action.seq] = ClockAnchor.of(clock)
    old_anchor = before if with_it else index.anchors[action.seq]
    new_anchor = ClockAnchor.of(clock)
    readers = _Readers(state, index, lookup, action.seq)
    low = action.seq
    for seq in after(index.clock, action.seq):
        later = lookup(seq)
        if later is None or seq not in index.anchors or not readers.alike(old_anchor, new_anchor, seq):
            return None
        if _busts_read_otherwise(index, lookup, old_anchor, new_anchor, low, seq):
            return None
        low = seq
        if later.kind in _WORKED_OUT:
            try:
                world.config = config_at(later.seq)  # as it stood then (hand-for-hand's time per hand, changed since)
                _WORKED_OUT[later.kind](world, later)()
            except RuleError as cause:
                return _finish(state, index, lookup, readers, _Run(new, new_anchor, (later, cause)))
            if later.kind == "clock.set_structure" and clock.structure == index.anchors[seq].structure:
                clock.structure = index.anchors[seq].structure  # the same levels: one structure for both clocks
        elif later.kind == "registration.release_reserved":
            if not readers.reads_alike(old_anchor, new_anchor, later.at_ms, "release"):  # level 1 on, on this clock
                return _finish(state, index, lookup, readers, _Run(new, new_anchor, (later, reserved_seats_kept())))
        elif later.kind not in CLOSES_PERIOD:
            return None  # the start: not worked out here
        old_anchor, new_anchor = index.anchors[seq], ClockAnchor.of(clock)
        new[seq] = new_anchor
    if not readers.alike(old_anchor, new_anchor, None) or readers.state_differs:
        return None
    if _busts_read_otherwise(index, lookup, old_anchor, new_anchor, low, None):
        return None
    return _finish(state, index, lookup, readers, _Run(new, new_anchor, None))


def _busts_read_otherwise(index: ReversalIndex, lookup: Lookup, old: ClockAnchor, new: ClockAnchor, low: int, high: int | None) -> bool:
    """Whether a bust between #low and #high (None: to now) would find hand-for-hand otherwise on the other clock
    (`seating.actions.bust`: on or not, since when, the hand -- read off the clock while it is on, or when the
    bust says it was played hand-for-hand without its hand): the replay decides."""
    on = old.hand_for_hand
    if on != new.hand_for_hand or (on and old.hand_for_hand_since_ms != new.hand_for_hand_since_ms):
        every = True
    elif old.hand_for_hand_hands != new.hand_for_hand_hands:
        every = on  # off: only a bust marked hand-for-hand without its hand reads it
    else:
        return False
    for seq in after(index.alive_changes, low):
        if high is not None and seq >= high:
            return False
        later = lookup(seq)
        if later is None:
            return True
        if later.kind == "player.bust" and (every or (later.payload.get("hand_for_hand") is True and later.payload.get("hand") is None)):
            return True
    return False


def period_read_alike(state: TournamentState, index: ReversalIndex, lookup: Lookup, action: Action, kind: PaymentKind) -> bool:
    """Whether a purchase decided again on the state as it stands reads its period as it did at its time: the
    clock now reads its time from the last anchor, which clock commands since may have moved (a period read
    open now and closed then would be sold where the replay refuses it). Alike when no command came since, or
    the clock then -- the anchor before it -- gives the same answer; never past the TD's closing of a period."""
    later = after(index.clock, action.seq)
    if not later:
        return True
    if any((a := lookup(seq)) is None or a.kind in CLOSES_PERIOD for seq in later):
        return False
    then = _anchor_before(index, action.seq)
    pid = action.payload.get("player_id")
    if then is None or state.config is None or not isinstance(pid, int):
        return False
    payment = Payment(action.seq, pid, kind, action.at_ms)
    return sold_in_period(state, payment, _clock_on(state, then)) == sold_in_period(state, payment)


#: The purchases whose period is late registration's once the clock started (an Xtrastack's too, FS 3.1.14).
_SOLD_LATE = frozenset({PaymentKind.LATE_REGISTRATION, PaymentKind.XTRASTACK})


def late_period_read_otherwise(
    state: TournamentState, index: ReversalIndex, low: int, high: int | None, levels: tuple[int, int]
) -> tuple[Payment, bool] | None:
    """The first late entry or Xtrastack sold after #low and before #high (None: to now) that finds late
    registration open up to one of two last levels and not the other (the TD extended it, or brought it forward),
    on the clock where it stood at its time (the anchor before it); and whether that is certain (False: the clock
    then is not known). None: all read them alike. Each was sold, so the TD had not closed it then in either case."""
    old, new = levels
    payments = state.payments
    start = bisect.bisect_right(payments, low, key=lambda p: p.seq)
    stop = len(payments) if high is None else bisect.bisect_left(payments, high, start, key=lambda p: p.seq)
    started = next((s for s in index.starts if holds_seq(index.clock, s)), -1 if state.clock.started else None)
    items = _Items()
    for payment in itertools.islice(payments, start, stop):
        if payment.kind not in _SOLD_LATE or started is None or payment.seq < started:
            continue  # sold before the clock started: open under any level
        anchor = _anchor_before(index, payment.seq)
        if anchor is None:
            return payment, False
        if anchor.structure is None:
            continue
        item = items.stands(anchor, payment.at_ms)[0]
        if (old > 0 and period_open_at(anchor.structure, item, old)) != (new > 0 and period_open_at(anchor.structure, item, new)):
            return payment, True
    return None


def _finish(state: TournamentState, index: ReversalIndex, lookup: Lookup, readers: _Readers, run: _Run) -> _Run | None:
    """The run, with where each count that finds the clock elsewhere is kept; None when a census would change."""
    if not census_kept(index, readers.moved):
        return None
    for seq, (mark, level) in readers.moved.items():
        count = lookup(seq)
        pid = count.payload.get("player_id") if count is not None else None
        if not isinstance(pid, int):
            return None
        current = state.prizes.chips.counts.get(pid)
        if current is not None and current.seq == seq:
            run.moved.append((seq, pid, None, mark, level))
            continue
        kept_by = next((s for s in after(index.named.get(pid), seq) if _replaced(index, s) == seq), None)
        if kept_by is None:
            return None
        run.moved.append((seq, pid, kept_by, mark, level))
    return run


def _clock_on(state: TournamentState, anchor: ClockAnchor) -> ClockState:
    """A clock of its own standing on the anchor (its own shot clock: a day's end clears one)."""
    return ClockState(
        structure=anchor.structure,
        started_at_ms=state.clock.started_at_ms,
        index=anchor.index,
        spent_ms=anchor.spent_ms,
        running_since_ms=anchor.running_since_ms,
        day=anchor.day,
        ended_for_day=anchor.ended_for_day,
        hand_for_hand=anchor.hand_for_hand,
        hand_for_hand_hands=anchor.hand_for_hand_hands,
        hand_for_hand_tables=anchor.hand_for_hand_tables,
        hand_for_hand_done=anchor.hand_for_hand_done,
        hand_for_hand_since_ms=anchor.hand_for_hand_since_ms,
        shot=ShotClockState(),
    )


def _effect(state: TournamentState, action: Action, index: ReversalIndex, run: _Run, *, putting_back: bool) -> Effect:
    def effect() -> None:
        counts = state.prizes.chips.counts
        for seq, pid, kept_by, mark, level in run.moved:
            index.count_read[seq] = replace(index.count_read[seq], mark=mark)
            if kept_by is None:
                counts[pid] = replace(counts[pid], mark=mark, level=level)
            else:
                index.count_replaced[kept_by] = replace(index.count_replaced[kept_by], mark=mark, level=level)  # type: ignore[type-var]
        state.recount_seats({pid for _, pid, kept_by, _, _ in run.moved if kept_by is None})
        clock, now = state.clock, run.clock
        clock.structure = now.structure
        clock.index, clock.spent_ms, clock.running_since_ms = now.index, now.spent_ms, now.running_since_ms
        clock.hand_for_hand, clock.hand_for_hand_hands, clock.hand_for_hand_since_ms = (
            now.hand_for_hand,
            now.hand_for_hand_hands,
            now.hand_for_hand_since_ms,
        )
        clock.hand_for_hand_tables, clock.hand_for_hand_done = now.hand_for_hand_tables, now.hand_for_hand_done
        index.anchors.update(run.anchors)
        if putting_back:
            add_seq(index.clock, action.seq)
        else:
            remove_seq(index.clock, action.seq)
            del index.anchors[action.seq]

    return effect


def _configs_in_force(state: TournamentState, index: ReversalIndex, lookup: Lookup, seq: int) -> Callable[[int], TournamentConfig] | None:
    """The settings in force at each action after #seq: those the next change of them replaced (hand-for-hand's
    time per hand, read by its commands, may have changed since); None when a change after #seq did not note
    what it replaced (an index kept by an earlier version: the replay decides)."""
    config = state.config
    assert config is not None
    replaced = index.configs_replaced
    for later in after(index.opaque, seq):
        action = lookup(later)
        if action is None or (action.kind == "tournament.configure" and later not in replaced):
            return None
    return lambda when: config_at(index, config, when)


def _replaced(index: ReversalIndex, seq: int) -> int | None:
    """The count the count #seq replaced (None: none, or #seq is no count)."""
    replaced = index.count_replaced.get(seq)
    return replaced.seq if replaced is not None else None


def _anchor_before(index: ReversalIndex, seq: int) -> ClockAnchor | None:
    """The anchor the clock's list left before #seq (the start's at the least)."""
    at = bisect.bisect_left(index.clock, seq)
    return index.anchors.get(index.clock[at - 1]) if at > 0 else None


def _unseen(action: Action | None) -> bool:
    return action is None or action.kind not in BLIND_TO_THE_CLOCK


class _Column:
    """Readers in the order of the log (their numbers, times, what they read), taken segment by segment: the
    positions where a time runs back (a desk's clock set back) are noted once, so a segment known to run forward
    is bisected by time."""

    def __init__(self, seqs: list[int], ats: list[int], whats: list[object]) -> None:
        self.seqs, self.ats, self.whats = seqs, ats, whats
        forward = all(map(operator.le, ats, itertools.islice(ats, 1, None)))  # at C speed: the usual answer
        self._back = [] if forward else [i for i, (a, b) in enumerate(itertools.pairwise(ats)) if b < a]
        self._pos = 0

    def take(self, until: int | None) -> _Segment:
        """The readers from where the last segment ended to #`until` (None: all that are left)."""
        end = len(self.seqs) if until is None else bisect.bisect_left(self.seqs, until, self._pos)
        start, self._pos = self._pos, max(self._pos, end)
        return _Segment(self, start, end)

    def runs_forward(self, start: int, end: int) -> bool:
        at = bisect.bisect_left(self._back, start)
        return at == len(self._back) or self._back[at] >= end - 1


@dataclass
class _Segment:
    column: _Column
    start: int
    end: int

    def each(self) -> Iterator[tuple[int, int, object]]:
        c = self.column
        return zip(c.seqs[self.start : self.end], c.ats[self.start : self.end], c.whats[self.start : self.end], strict=True)

    def span(self) -> tuple[int, int] | None:
        """The earliest and the latest time of its readers (None: it has none)."""
        c, start, end = self.column, self.start, self.end
        if start >= end:
            return None
        if c.runs_forward(start, end):
            return c.ats[start], c.ats[end - 1]
        return min(c.ats[start:end]), max(c.ats[start:end])

    def within(self, windows: list[tuple[int, int]]) -> Iterator[tuple[int, int, object]]:
        """Those whose time falls in one of the windows (all, one by one, when the segment's times run back)."""
        c, start, end = self.column, self.start, self.end
        if not c.runs_forward(start, end):
            yield from ((s, a, w) for s, a, w in self.each() if any(lo <= a < hi for lo, hi in windows))
            return
        for lo, hi in windows:
            for i in range(bisect.bisect_left(c.ats, lo, start, end), bisect.bisect_left(c.ats, hi, start, end)):
                yield c.seqs[i], c.ats[i], c.whats[i]


class _Items:
    """Where a clock from an anchor stands at a time (`ClockState.anchor_at`, `level_clock.advance`): the
    structure's item starts are summed once and bisected, so readers hours apart cost the same in any order."""

    def __init__(self) -> None:
        self._starts: dict[int, tuple[object, list[int]]] = {}

    def starts(self, structure: Any) -> list[int]:
        """Each item's start from the structure's beginning, and the end of the last."""
        kept = self._starts.get(id(structure))
        if kept is None or kept[0] is not structure:
            kept = self._starts[id(structure)] = (structure, [0, *itertools.accumulate(i.duration_ms for i in structure.items)])
        return kept[1]

    def stands(self, anchor: ClockAnchor, at_ms: int) -> tuple[int, int]:
        """(item, time spent in it) at `at_ms`, as the clock itself says (`ClockState.anchor_at`)."""
        since = anchor.running_since_ms
        if since is None:
            return anchor.index, anchor.spent_ms
        at_ms = max(at_ms, since)  # a time before the anchor counts as the anchor
        starts = self.starts(anchor.structure)
        offset = since - anchor.spent_ms - starts[anchor.index]
        item = bisect.bisect_right(starts, at_ms - offset, anchor.index + 1, len(starts) - 1) - 1
        return item, at_ms - offset - starts[item]

    def changes(self, anchor: ClockAnchor, low: int, high: int) -> Iterator[int]:
        """The times in (low, high] at which the clock starts running or goes on to another item."""
        since = anchor.running_since_ms
        if since is None:
            return
        if low < since <= high:
            yield since
        starts = self.starts(anchor.structure)
        offset = since - anchor.spent_ms - starts[anchor.index]
        last = len(starts) - 1
        first = bisect.bisect_right(starts, low - offset, anchor.index + 1, last)
        for k in range(first, bisect.bisect_right(starts, high - offset, first, last)):
            yield offset + starts[k]

    def windows(self, old: ClockAnchor, new: ClockAnchor, low: int, high: int) -> list[tuple[int, int]]:
        """The stretches of [low, high] in which two clocks on one structure stand on different items: between
        the times either changes (`changes`), each stands on one item throughout."""
        points = sorted({low, *self.changes(old, low, high), *self.changes(new, low, high)})
        windows: list[tuple[int, int]] = []
        for lo, hi in itertools.pairwise([*points, high + 1]):
            if self.stands(old, lo)[0] != self.stands(new, lo)[0]:
                if windows and windows[-1][1] == lo:
                    windows[-1] = (windows[-1][0], hi)
                else:
                    windows.append((lo, hi))
        return windows


#: The readers whose periods read late registration's last level.
_READ_LATE = frozenset({PaymentKind.BUY_IN, PaymentKind.LATE_REGISTRATION, PaymentKind.XTRASTACK, "freeze"})


def _periods(config: TournamentConfig, late: int) -> dict[object, tuple[tuple[int, bool], ...] | None]:
    """What each reader reads of the clock (`_Readers`) under these settings, late registration until `late`."""
    reentry = config.reentry.until_level if config.reentry is not None else None
    return {
        PaymentKind.BUY_IN: ((late, False),) if late > 0 else (),
        PaymentKind.LATE_REGISTRATION: ((late, False),) if late > 0 else (),
        PaymentKind.REENTRY: ((reentry, False),) if reentry is not None else (),
        PaymentKind.REBUY: ((config.rebuy.until_level, False),) if config.rebuy is not None else (),
        PaymentKind.ADDON: ((config.addon.until_level, True),) if config.addon is not None else (),
        PaymentKind.XTRASTACK: ((config.xtrastack.until_level, False), *(((late, False),) if late > 0 else ()))
        if config.xtrastack is not None
        else (),
        "freeze": tuple((level, False) for level in (late, reentry) if level),  # registration closed by the clock
        "release": ((1, False),),  # the reserved seats are kept during level 1 (FS 5.4.2)
    }


class _Readers:
    """The actions after the command that read the clock, in the order of the log: the purchases and entries (their
    period), the chip counts (their level and census), the prize table's freeze (registration closed); and those
    the index does not follow (they may read anything of it)."""

    def __init__(self, state: TournamentState, index: ReversalIndex, lookup: Lookup, seq: int) -> None:
        config = state.config
        assert config is not None
        self._config = config
        #: What each reads of the clock: the periods its rule checks (the last level, and whether the break after it
        #: is in); None: the item itself. Late registration's last level is the one in force at the reader's time:
        #: past a change of it (`late_changes`), a reader of it names that level with its kind (`_what`).
        self._periods = _periods(config, config.late_registration_until_level)
        self._by_level: dict[int, dict[object, tuple[tuple[int, bool], ...] | None]] = {}
        changes = sorted(index.configs_replaced) if any_after(index.late_changes, seq) else []
        self._setting_changes = changes  # every change of the settings noted (those not followed too), in order
        self._replaced = index.configs_replaced
        payments = state.payments
        start = bisect.bisect_right(payments, seq, key=lambda p: p.seq)
        #: The purchases and entries, and the freezes: they read the item alone (its periods), so that between two
        #: clocks on one structure only those in the windows where the items differ need a look (`_windows`).
        later = payments[start:]  # in the order of the log
        if changes:
            regular = [(p.seq, p.at_ms, self._what(p.kind, p.seq)) for p in later]
        else:
            regular = [(p.seq, p.at_ms, p.kind) for p in later]
        #: The counts (their census reads where a stopped clock stood), those the index does not follow, and any
        #: whose action is not found: looked at one by one on every other clock.
        special: list[tuple[int, int, object]] = []
        for what, seqs in (("count", after(index.chip_counts, seq)), ("freeze", after(index.pool_reads, seq))):
            for s in seqs:
                read = lookup(s)
                at_ms = read.at_ms if read is not None else -1
                (special if what == "count" or at_ms < 0 else regular).append((s, at_ms, self._what(what, s)))
        special.extend((s, 0, "unseen") for s in after(index.opaque, seq) if _unseen(lookup(s)))
        if len(regular) > len(later):
            regular.sort(key=lambda item: item[0])
        special.sort(key=lambda item: item[0])
        self._regular = _Column(*map(list, zip(*regular, strict=True))) if regular else _Column([], [], [])
        self._special = _Column(*map(list, zip(*special, strict=True))) if special else _Column([], [], [])
        self._index = index
        self._color_ups = [c.seq for c in state.prizes.chips.color_ups]
        #: The counts that find the clock elsewhere -> their census and level on the other clock.
        self.moved: dict[int, tuple[PlayMark | None, int]] = {}
        #: A reader that holds on the other clock but notes something else: its undo is no longer in place (a
        #: refusal later still is the replay's).
        self.state_differs = False
        self._seq = 0
        self._items = _Items()

    def alike(self, old: ClockAnchor, new: ClockAnchor, until: int | None) -> bool:
        """Whether every reader before #`until` (None: all that are left) finds the clock alike from these anchors.

        The clock alike from here to the next command skips its readers. On one
        structure, a purchase reads alike wherever both clocks stand on the same
        item: only those in the windows where the items differ are looked at --
        a few around each level's end for time added, not the thousands of a
        festival's field (their times, in the order of the log, are bisected
        while they run forward; a desk's clock set back reads them one by one).
        """
        regular, special = self._regular.take(until), self._special.take(until)
        if old == new:
            return True
        for seq, at_ms, what in special.each():
            self._seq = seq
            if at_ms < 0 or not self.reads_alike(old, new, at_ms, what):
                return False
        span = regular.span()
        if span is None:
            return True
        if old.structure == new.structure:
            looked = regular.within(self._items.windows(old, new, *span))
        else:
            looked = regular.each()
        for seq, at_ms, what in looked:
            self._seq = seq
            if not self.reads_alike(old, new, at_ms, what):
                return False
        return True

    def reads_alike(self, old: ClockAnchor, new: ClockAnchor, at_ms: int, what: object) -> bool:
        """Whether a reader at `at_ms` decides alike on both clocks: the same item (its periods); or, for a
        purchase, an entry or a freeze, items on the same side of the end of each period it checks. A count holds
        alike on any clock as long as its census is the same counts under another name (`census_kept`): it is
        noted with its level and census on the other clock."""
        if what == "unseen":
            return False
        if what == "count":
            return self._count_moved(old, new, at_ms)
        (item, _), (other_item, _) = self._items.stands(old, at_ms), self._items.stands(new, at_ms)
        if item == other_item and old.structure == new.structure:
            return True
        periods = self._periods_of(what)
        return periods is not None and all(
            period_open_at(old.structure, item, level, include_following_break=into_break)
            == period_open_at(new.structure, other_item, level, include_following_break=into_break)
            for level, into_break in periods
        )

    def _what(self, what: object, seq: int) -> object:
        """What a reader at #seq reads: past a change of late registration's last level, the periods that read it
        name the level in force then (the one the next change of the settings replaced, else today's)."""
        if not self._setting_changes or what not in _READ_LATE:
            return what
        at = bisect.bisect_right(self._setting_changes, seq)
        config = self._replaced.get(self._setting_changes[at]) if at < len(self._setting_changes) else self._config
        return what if config is None else (what, config.late_registration_until_level)

    def _periods_of(self, what: object) -> tuple[tuple[int, bool], ...] | None:
        if not isinstance(what, tuple):
            return self._periods.get(what)
        what, level = what
        table = self._by_level.get(level)
        if table is None:
            table = self._by_level[level] = _periods(self._config, level)
        return table.get(what)

    def _count_moved(self, old: ClockAnchor, new: ClockAnchor, at_ms: int) -> bool:
        """The count's census and level on the other clock (`counts.play_mark`), noted when they differ; False
        when it would join a census or leave one (hands dealt on one clock only) or its census is not known."""
        read = self._index.count_read.get(self._seq)
        if read is None or (read.census is not None and read.mark is None):
            return False
        color_ups = bisect.bisect_left(self._color_ups, self._seq)
        marks, levels = [], []
        for anchor in (old, new):
            item, spent = self._items.stands(anchor, at_ms)
            if anchor.structure.items[item].is_break:
                marks.append((anchor.day, item, -1, color_ups))
            else:
                marks.append(None if anchor.running_since_ms is not None else (anchor.day, item, spent, color_ups))
            levels.append(anchor.structure.level_number(item))
        if marks[0] != read.mark or (marks[1] is not None and read.mark is None):
            return False  # it would join a census: its total, not known here, may refuse it
        if marks[1] is None and read.mark is not None:
            self.state_differs = True  # it leaves its census (hands dealt on the other clock): held, no census to read
            return True
        if marks[1] != marks[0] or levels[1] != levels[0]:
            self.moved[self._seq] = (marks[1], levels[1])
        return True


def census_kept(index: ReversalIndex, moved: dict[int, tuple[PlayMark | None, int]]) -> bool:
    """Whether the counts that move to another census move whole, each census to one of its own: every count then
    reads the same counts in its census on either clock (their totals, their refusals), under another name."""
    if not moved:
        return True
    renamed: dict[PlayMark, PlayMark] = {}
    for seq, (mark, _) in moved.items():
        was = index.count_read[seq].mark
        if was == mark:
            continue  # only its level differs
        if was is None or mark is None or renamed.setdefault(was, mark) != mark:
            return False
    if len(set(renamed.values())) != len(renamed):
        return False
    kept = {read.mark for seq, read in index.count_read.items() if read.mark is not None and moved.get(seq, (read.mark,))[0] == read.mark}
    return all(was not in kept and mark not in kept for was, mark in renamed.items())
