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
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

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
    any_between,
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
    clock = _clock_on(state, before)
    world = _ClockOnly(config, state.status, clock)
    new: dict[int, ClockAnchor] = {}
    if with_it:
        try:
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


class _Cursor:
    """Where the clock from one anchor stands at a time (`ClockState.anchor_at`), stepping on from the time asked
    before: the readers come in the order of the log, hours apart, and each must not walk the levels again."""

    def __init__(self, anchor: ClockAnchor) -> None:
        self.anchor = anchor
        self._rewind()

    def _rewind(self) -> None:
        self._item = self.anchor.index
        self._start = (self.anchor.running_since_ms or 0) - self.anchor.spent_ms  # when its item would have begun
        self._last = -1

    def at(self, at_ms: int) -> tuple[int, int]:
        """(item, time spent in it) at `at_ms`."""
        anchor = self.anchor
        since = anchor.running_since_ms
        if since is None or at_ms < since:
            return anchor.index, anchor.spent_ms  # stopped; or a time before the anchor counts as the anchor
        if at_ms < self._last:
            self._rewind()
        self._last = at_ms
        items = anchor.structure.items
        last = len(items) - 1
        while self._item < last and at_ms - self._start >= items[self._item].duration_ms:
            self._start += items[self._item].duration_ms
            self._item += 1
        return self._item, at_ms - self._start


class _Readers:
    """The actions after the command that read the clock, in the order of the log: the purchases and entries (their
    period), the chip counts (their level and census), the prize table's freeze (registration closed); and those
    the index does not follow (they may read anything of it)."""

    def __init__(self, state: TournamentState, index: ReversalIndex, lookup: Lookup, seq: int) -> None:
        config = state.config
        assert config is not None
        late = config.late_registration_until_level
        reentry = config.reentry.until_level if config.reentry is not None else None
        #: What each reads of the clock: the periods its rule checks (the last level, and whether the break after it
        #: is in); None: the item itself.
        self._periods: dict[object, tuple[tuple[int, bool], ...] | None] = {
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
        payments = state.payments
        start = bisect.bisect_right(payments, seq, key=lambda p: p.seq)
        merged: list[tuple[int, int, object]] = [(p.seq, p.at_ms, p.kind) for p in payments[start:]]
        for what, seqs in (("count", after(index.chip_counts, seq)), ("freeze", after(index.pool_reads, seq))):
            for s in seqs:
                read = lookup(s)
                merged.append((s, read.at_ms if read is not None else -1, what))
        merged.extend((s, 0, "unseen") for s in after(index.opaque, seq) if _unseen(lookup(s)))
        merged.sort(key=lambda item: item[0])
        self._items: Iterator[tuple[int, int, object]] = iter(merged)
        self._next = next(self._items, None)
        self._index = index
        self._color_ups = [c.seq for c in state.prizes.chips.color_ups]
        #: The counts that find the clock elsewhere -> their census and level on the other clock.
        self.moved: dict[int, tuple[PlayMark | None, int]] = {}
        #: A reader that holds on the other clock but notes something else: its undo is no longer in place (a
        #: refusal later still is the replay's).
        self.state_differs = False
        self._seq = 0
        self._cursors: dict[int, _Cursor] = {}

    def _stands(self, anchor: ClockAnchor, at_ms: int) -> tuple[int, int]:
        cursor = self._cursors.get(id(anchor))
        if cursor is None or cursor.anchor is not anchor:
            if len(self._cursors) > 8:
                self._cursors.clear()
            cursor = self._cursors[id(anchor)] = _Cursor(anchor)
        return cursor.at(at_ms)

    def alike(self, old: ClockAnchor, new: ClockAnchor, until: int | None) -> bool:
        """Whether every reader before #`until` (None: all that are left) finds the clock alike from these anchors."""
        if old == new:  # the clock alike from here to the next command: skip its readers
            while self._next is not None and (until is None or self._next[0] < until):
                self._next = next(self._items, None)
            return True
        while self._next is not None and (until is None or self._next[0] < until):
            self._seq, at_ms, what = self._next
            if at_ms < 0 or not self.reads_alike(old, new, at_ms, what):
                return False
            self._next = next(self._items, None)
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
        (item, _), (other_item, _) = self._stands(old, at_ms), self._stands(new, at_ms)
        if item == other_item and old.structure == new.structure:
            return True
        periods = self._periods.get(what)
        return periods is not None and all(
            period_open_at(old.structure, item, level, include_following_break=into_break)
            == period_open_at(new.structure, other_item, level, include_following_break=into_break)
            for level, into_break in periods
        )

    def _count_moved(self, old: ClockAnchor, new: ClockAnchor, at_ms: int) -> bool:
        """The count's census and level on the other clock (`counts.play_mark`), noted when they differ; False
        when it would join a census or leave one (hands dealt on one clock only) or its census is not known."""
        read = self._index.count_read.get(self._seq)
        if read is None or (read.census is not None and read.mark is None):
            return False
        color_ups = bisect.bisect_left(self._color_ups, self._seq)
        marks, levels = [], []
        for anchor in (old, new):
            item, spent = self._stands(anchor, at_ms)
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
