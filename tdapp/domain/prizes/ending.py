"""Modalities that end before one player has every chip: Survivor (FS 3.1.9) and Satellite (FS 3.1.4).

* Survivor ends "assim que chegar aos prémios": as soon as the players left
  are no more than the places the prize table pays. The survivors share the
  prize pool equally, so they share places 1..k.
* A satellite ends as soon as the players left are no more than the seats the
  pool buys: each of them wins a seat, so they share places 1..k, all seats.

`places_that_end(state)` gives that k (None for the other modalities, or when
the table cannot be computed yet); `survivors_finish(state, at_ms)` the
shared finishes to write when the field reaches it. The tournament ends by
itself only once no entry can come in any more (late registration and
re-entry closed, FS 7.5): until then the field can still grow.

During hand-for-hand (RPT Art. 79) the desk records each table's hand on its
own. Players out in the same hand at different tables are ranked together
(DP 11 for a satellite's seats, RPT Art. 79's split otherwise), so the end
waits until every table playing hand-for-hand has finished the hand:
`end_when_hand_done` ends it then (at the last table's "hand finished", or
when hand-for-hand is ended).
"""

from __future__ import annotations

from collections.abc import Set

from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.awards import prize_table
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.registration import day2_entry_open, day_one_over, late_registration_open, reentry_open
from tdapp.domain.tournament.state import Status, TournamentState


def registration_closed(state: TournamentState, at_ms: int) -> bool:
    """Whether no entry can come in any more: late registration and re-entry closed by the TD or by the clock.

    A Multistack also waits for the end of its day-2 entries (FS 3.1.10): they
    feed the same prize pool.
    """
    config = state.require_config()
    started = state.clock.started
    late_closed = state.late_registration_closed_at_ms is not None or (started and not late_registration_open(state, at_ms))
    reentry_closed = config.reentry is None or state.reentry_closed_at_ms is not None or (started and not reentry_open(state, at_ms))
    day2_closed = config.modality is not Modality.MULTISTACK or (day_one_over(state) and not day2_entry_open(state, at_ms))
    return late_closed and reentry_closed and day2_closed


def places_that_end(state: TournamentState) -> int | None:
    """How many players left end a Survivor (paid places) or a satellite (seats); None for other modalities."""
    config = state.require_config()
    if config.modality not in (Modality.SURVIVOR, Modality.SATELLITE):
        return None
    try:
        table = prize_table(state)
    except RuleError:
        return None
    count = table.seats if config.modality is Modality.SATELLITE else table.places
    return count or None


def survivors_finish(state: TournamentState, at_ms: int, left: set[int]) -> list[Finish]:
    """The shared finish 1..k of the players still in when a Survivor or a satellite ends."""
    return [Finish(pid, 1, len(left), at_ms) for pid in sorted(left)]


def hand_still_playing(state: TournamentState, reporting: Set[int] = frozenset()) -> bool:
    """Whether a hand-for-hand table other than `reporting` has not finished the current hand yet."""
    clock = state.clock
    if not clock.hand_for_hand:
        return False
    return any(table not in clock.hand_for_hand_done and table not in reporting for table in clock.hand_for_hand_tables)


def end_when_hand_done(state: TournamentState, at_ms: int, *, done: Set[int] = frozenset(), hand_over: bool = False) -> Effect | None:
    """The end of a Survivor or a satellite whose field reached the prizes in a hand-for-hand hand that is now over.

    For the clock's hand-for-hand actions: `done` the table finishing the hand
    now, `hand_over` when hand-for-hand itself ends. None when nothing ends
    (another modality, the field above the prizes, a table still playing,
    registration still open).
    """
    if state.status is Status.FINISHED or state.config is None or (not hand_over and hand_still_playing(state, done)):
        return None
    ends_at = places_that_end(state)
    if ends_at is None or state.players_left > ends_at or not registration_closed(state, at_ms):
        return None  # (another modality is not ended here: the field is not read)
    left = state.alive_ids()
    ending = survivors_finish(state, at_ms, set(left))

    def effect() -> None:
        seating = state.seating
        seating.finishes = [f for f in seating.finishes if f.player_id not in left] + ending
        state.status = Status.FINISHED
        state.finished_at_ms = at_ms

    return effect


def seat_draw_may_decide(state: TournamentState, table: int, out: int) -> bool:
    """Whether `out` players recorded out in one hand at `table` could tie for a satellite seat (a card draw may be needed).

    A seat is never shared (FS 3.1.4): players out in the same hand who
    started it with equal stacks are ranked by a card draw the floor records
    (DP 11). That can only happen when the places the hand's players take
    reach a seat: this table's `out` players, and in hand-for-hand the
    players the other tables still playing the hand may put out with them
    (they are ranked together, `hand_still_playing`). The desk's bust form
    asks for the draw then, and only then.
    """
    if out < 1 or state.require_config().modality is not Modality.SATELLITE:
        return False
    seats = places_that_end(state)
    if seats is None:
        return False
    clock = state.clock
    others = 0
    if clock.hand_for_hand:
        listed = clock.hand_for_hand_tables or tuple(state.seating.tables)  # none listed: every table plays it
        playing = [t for t in listed if t != table and t not in clock.hand_for_hand_done and t in state.seating.tables]
        others = sum(len(state.seating.tables[t].players) for t in playing)
    if out + others < 2 and not clock.hand_for_hand:
        return False
    return state.players_left - out - others < seats
