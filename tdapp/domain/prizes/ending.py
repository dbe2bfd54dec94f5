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
"""

from __future__ import annotations

from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.awards import prize_table
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.registration import day2_entry_open, day_one_over, late_registration_open, reentry_open
from tdapp.domain.tournament.state import TournamentState


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
