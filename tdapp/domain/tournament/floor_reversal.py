"""A floor ruling or a penalty short of a disqualification undone or redone in place (see `reversal`).

The floor's log is written all evening, and a ruling entered for the wrong
table an hour ago is taken back while thousands of actions follow it. No
rule reads a ruling or such a penalty back (only a disqualification bars a
re-entry, RPT Art. 71, and a disqualification is not followed), so taking one
out is taking its record out of the floor's log, wherever it stands, and
putting it back is putting the same record back at its place.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from tdapp.domain.floor.state import Penalty, PenaltyKind, Ruling
from tdapp.domain.log import Action, named_players
from tdapp.domain.tournament.reversal_index import FOLLOWED, Effect, Lookup, ReversalIndex, add_seq, remove_seq, ruled_players
from tdapp.domain.tournament.state import TournamentState


def undo_floor_note(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The record taken out of the floor's log; kept for a redo in place."""
    records = _records(state, action)
    if records is None:
        return None
    at = bisect.bisect_left(records, action.seq, key=lambda r: r.seq)
    if at == len(records) or records[at].seq != action.seq:
        return None
    record = records[at]

    def effect() -> None:
        del records[at]
        for pid in _named(action):
            remove_seq(index.named.get(pid), action.seq)  # (a ruling: in an index kept before they were listed apart)
            remove_seq(index.ruled.get(pid), action.seq)
        for table in _tables(record):
            remove_seq(index.tables.get(table), action.seq)
        if isinstance(record, Ruling) and record.table is not None:
            remove_seq(index.mentions.get(record.table), action.seq)
        index.notes_undone[action.seq] = record

    return effect


def note_unaffected(action: Action, changed: Sequence[Action], index: ReversalIndex, seated_then: Callable[[int], int | None]) -> bool:
    """Whether a ruling or a penalty holds where it stands, and reads what it read, after these earlier actions went
    in or out of force: what it checks is that its players are registered (in, for a penalty) and its table
    exists, and what a penalty notes is his table then -- so none of them may name its players or open a table.
    A missed-orbits penalty counted the players at his table: `seated_then` says how many sat there right before
    it as the log stands now (None: not known), which must be the count it read."""
    if action.kind == "floor.penalty" and action.payload.get("kind") == PenaltyKind.MISSED_ORBITS.value:
        record = index.notes_undone.get(action.seq)
        orbits = action.payload.get("orbits", 1)
        if not isinstance(record, Penalty) or record.table is None or not isinstance(orbits, int) or orbits < 1:
            return False
        if seated_then(record.table) != record.hands // orbits:
            return False
    players = _named(action)
    for other in changed:
        names = named_players([other])
        if names is None or names & players or other.kind not in FOLLOWED or other.kind == "seating.open_table":
            return False
    return True


def redo_floor_note(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The same record back at its place, when nothing before it changed since it was decided, or nothing that
    changes what it read (`note_unaffected`): it held then, and reads now what it read then."""
    record = index.notes_undone.get(action.seq)
    records = _records(state, action)
    if not unchanged or record is None or records is None:
        return None

    def effect() -> None:
        records.insert(bisect.bisect_left(records, action.seq, key=lambda r: r.seq), record)  # type: ignore[arg-type]
        for pid in _named(action):
            add_seq((index.ruled if isinstance(record, Ruling) else index.named).setdefault(pid, []), action.seq)
        for table in _tables(record):
            add_seq(index.tables.setdefault(table, []), action.seq)
        if isinstance(record, Ruling) and record.table is not None:
            add_seq(index.mentions.setdefault(record.table, []), action.seq)
        del index.notes_undone[action.seq]

    return effect


def _records(state: TournamentState, action: Action) -> list[Ruling] | list[Penalty] | None:
    """The floor's list the action wrote to; None for a disqualification (he went out: not followed)."""
    if action.kind == "floor.ruling":
        return state.floor.rulings
    if action.kind == "floor.penalty" and action.payload.get("kind") != PenaltyKind.DISQUALIFICATION.value:
        return state.floor.penalties
    return None


def _named(action: Action) -> set[int]:
    """The players the index lists it under (`ReversalIndex.record`): those its payload names, and a ruling's list."""
    return ruled_players(action) if action.kind == "floor.ruling" else named_players([action]) or set()


def _tables(record: Ruling | Penalty) -> set[int]:
    """The table a missed-orbits penalty counted (the index lists it under that table)."""
    if isinstance(record, Penalty) and record.kind is PenaltyKind.MISSED_ORBITS and record.table is not None:
        return {record.table}
    return set()
