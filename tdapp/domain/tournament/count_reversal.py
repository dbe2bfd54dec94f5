"""A chip count undone, redone or refused in place (see `reversal`): the end of a day counts every stack, and a
count mistyped an hour ago must not send its undo through the thousands of counts and busts since.

A count writes one thing, its player's latest count, and reads the chips in
play and the census of the counts made where play stood still (`chips.counts`).
Only later counts read it back (no other rule reads a count): each one's
census held this count, or the one it replaced, as its player's part while
he was in with the same stack, until he was counted again. Whether he was is
read from his own later actions (busts, rebuys back in, re-entries: the same
with or without the count), so taking it out is giving his previous count
back -- as his count, or as what his next count replaced -- and every later
count of a census his part was in reads it changed by the difference. A later
count that no longer holds with it is the replay's refusal, in the count's own
words (`CountRead.refusal`). Anything the index does not follow before his
next count may have changed his standing unseen: the replay decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tdapp.domain.chips.state import ChipCount, CountRead, PlayMark
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.tournament.reversal_index import (
    SHOT_CLOCK,
    UNKNOWN_READ,
    Effect,
    Lookup,
    ReversalIndex,
    add_seq,
    after,
    bust_names,
    disqualifies,
    first_unseen,
    player_of,
    remove_seq,
)
from tdapp.domain.tournament.state import TournamentState

#: Kinds the index does not follow that change no stack, no player's being in and no count: a count's undo
#: looks past them.
BLIND_TO_COUNTS = frozenset(
    {
        "seating.draw",
        "seating.resize_table",
        "seating.close_table",
        "seating.open_table",
        "clock.shot.configure",
        "clock.shot.restore_time_banks",
    }
)


def undo_count(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The count taken back: his previous count stands again (or is the one his next count replaced), the later
    counts of the censuses his part was in read it."""
    pid = player_of(action)
    record = _counted(state, action, index, pid)
    if pid is None or record is None:
        return None
    replaced = index.count_replaced[action.seq]
    walk = _walk(state, index, lookup, action.seq, pid, record, leaving=record, coming=replaced)
    if walk is None or walk.refused is not None:
        return None
    read = index.count_read[action.seq]

    def effect() -> None:
        _stand(state, index, pid, walk.next_count, replaced)
        index.counts_undone[action.seq] = (record, replaced, read)
        del index.count_replaced[action.seq]
        del index.count_read[action.seq]
        remove_seq(index.chip_counts, action.seq)
        remove_seq(index.named.get(pid), action.seq)
        index.count_read.update(walk.reads)

    return effect


def redo_count(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The count put back as it was decided (nothing before it changed since), when every later count of a census
    his part was in still holds with it."""
    undone = index.counts_undone.get(action.seq)
    pid = player_of(action)
    if not unchanged or undone is None or pid is None or pid not in state.registrations or state.finished_at_ms is not None:
        return None
    record, replaced, read = undone
    walk = _walk(state, index, lookup, action.seq, pid, record, leaving=replaced, coming=record)
    if walk is None or walk.refused is not None:
        return None  # the replay says which count no longer holds
    standing = index.count_replaced.get(walk.next_count) if walk.next_count is not None else state.prizes.chips.counts.get(pid)
    if standing != replaced:
        return None

    def effect() -> None:
        _stand(state, index, pid, walk.next_count, record)
        del index.counts_undone[action.seq]
        index.count_replaced[action.seq] = replaced
        index.count_read[action.seq] = read
        add_seq(index.chip_counts, action.seq)
        add_seq(index.named.setdefault(pid, []), action.seq)
        index.count_read.update(walk.reads)

    return effect


def refuse_count(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The replay's refusal of the count's undo: the first later count that its player's previous count, in his
    part's place, takes over the chips in play."""
    pid = player_of(action)
    record = _counted(state, action, index, pid)
    if pid is None or record is None:
        return None
    walk = _walk(state, index, lookup, action.seq, pid, record, leaving=record, coming=index.count_replaced[action.seq])
    if walk is None or walk.refused is None:
        return None
    later = lookup(walk.refused[0])
    return ReplayError(later, walk.refused[1]) if later is not None else None


def _counted(state: TournamentState, action: Action, index: ReversalIndex, pid: int | None) -> ChipCount | None:
    """The count's record, as its handler made it: his count now, or what his next count replaced."""
    if pid is None or action.seq not in index.count_replaced or state.finished_at_ms is not None:
        return None
    current = state.prizes.chips.counts.get(pid)
    if current is not None and current.seq == action.seq:
        return current
    for seq in after(index.named.get(pid), action.seq):
        replaced = index.count_replaced.get(seq)
        if replaced is not None and replaced.seq == action.seq:
            return replaced
    return None


def _stand(state: TournamentState, index: ReversalIndex, pid: int, next_count: int | None, count: ChipCount | None) -> None:
    """`count` as his count (no count of his since), or as what his next count replaced."""
    if next_count is not None:
        index.count_replaced[next_count] = count
        return
    counts = state.prizes.chips.counts
    if count is None:
        del counts[pid]
    else:
        counts[pid] = count
    state.recount_seats({pid})


@dataclass
class _Walk:
    """What the later actions read of the count: the later counts whose census changes, with what they read then;
    the first of them refused, and why; his next count."""

    reads: dict[int, CountRead]
    refused: tuple[int, RuleError] | None
    next_count: int | None


#: His actions that leave his being in and his stack as they were.
_NEUTRAL = frozenset(
    {
        "seating.move",
        "seating.seat",
        "seating.set_button",
        "seating.next_hand",
        "seating.win_the_button",
        "seating.break_table",
        "floor.ruling",
        "floor.penalty",  # (not a disqualification: it ends the walk, below)
        "money.addon",
        "money.xtrastack",
        "chips.color_up",
        *SHOT_CLOCK,
    }
)


def _walk(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    seq: int,
    pid: int,
    count: ChipCount,
    *,
    leaving: ChipCount | None,
    coming: ChipCount | None,
) -> _Walk | None:
    """His part in the censuses after the count #seq (`count`), `leaving` giving way to `coming`, until his next
    count: followed through his busts, rebuys back in and re-entries; None when something may have changed his
    standing unseen."""
    if pid not in state.registrations:
        return None
    mine = after(index.named.get(pid), seq)
    counts = after(index.chip_counts, seq)
    unseen = first_unseen(index, lookup, seq, BLIND_TO_COUNTS)  # may change his standing
    stack, alive = count.stack, True  # counted: in, playing that stack
    reads: dict[int, CountRead] = {}
    i = j = 0
    while i < len(mine) or j < len(counts):
        if i < len(mine) and (j == len(counts) or mine[i] <= counts[j]):
            at, i = mine[i], i + 1
            if j < len(counts) and counts[j] == at:
                j += 1
            if unseen is not None and unseen < at:
                return None
            later = lookup(at)
            if later is None:
                return None
            if later.kind == "chips.count" and player_of(later) == pid:
                return _Walk(reads, None, at)
            if disqualifies(later):
                return None  # out, his chips out of play: not followed
            if later.kind == "player.bust" and pid in bust_names(later):
                alive = False
            elif later.kind == "money.rebuy":
                alive = alive or at in index.back_ins
            elif later.kind == "money.reentry":
                alive, stack = True, stack + 1
            elif later.kind not in _NEUTRAL and not (later.kind == "player.bust" and pid not in bust_names(later)):
                return None
            continue
        at, j = counts[j], j + 1
        if unseen is not None and unseen < at:
            return None
        read = index.count_read.get(at)
        if read is None or read == UNKNOWN_READ or (read.census is not None and read.mark is None):
            return None
        change = _part(leaving, alive, stack, -1) + _part(coming, alive, stack, 1)
        if read.census is not None and read.mark is not None:
            moved = sum(chips for mark, chips in change if mark == read.mark)
            if moved:
                read = replace(read, census=read.census + moved)
                reads[at] = read
        refused = read.refusal()
        if refused is not None:
            return _Walk(reads, (at, refused), None)
    return None if unseen is not None else _Walk(reads, None, None)


def _part(count: ChipCount | None, alive: bool, stack: int | None, sign: int) -> list[tuple[PlayMark, int]]:
    """The count's part in its census while he stands so: his count of the stack he plays while he is in."""
    if count is None or count.mark is None or not alive or count.stack != stack:
        return []
    return [(count.mark, sign * count.chips)]
