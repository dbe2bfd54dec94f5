"""Penalties (RPT Art. 71) and the ruling log.

A missed-hands penalty counts one hand for every player at the table when it
is given, the penalised player included, times the number of orbits
(Art. 71.1). A disqualified player's chips leave the tournament (71.4) and no
entry is refunded (FS 8.4); he takes no finishing place.
"""

from __future__ import annotations

from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.floor.state import Penalty, PenaltyKind, Ruling
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect
from tdapp.domain.seating.actions import repack_finishes
from tdapp.domain.tournament.reversal_index import index_of
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of, whole_number
from tdapp.domain.tournament.state import Status, TournamentState

MAX_TEXT = 2_000


def _text(payload: Any, key: str, *, required: bool) -> str:
    value = payload.get(key, "")
    if not isinstance(value, str):
        raise RuleError("The {field} must be text.", field=key)
    value = value.strip()
    if required and not value:
        raise RuleError("Say {field}: the log must explain the decision.", field=key)
    if len(value) > MAX_TEXT:
        raise RuleError("The {field} is too long ({limit} characters at most).", field=key, limit=MAX_TEXT)
    return value


def missed_hands(players_at_table: int, orbits: int) -> int:
    """RPT Art. 71.1: one hand per player at the table, the penalised player included, per orbit."""
    if players_at_table < 1 or orbits < 1:
        raise RuleError("A missed-orbits penalty needs at least one orbit and a player at the table.")
    return players_at_table * orbits


@TOURNAMENT.handles("floor.penalty")
def penalty(state: TournamentState, action: Action) -> Effect:
    state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is finished.")
    pid = player_id_of(action.payload)
    reg = state.entered(pid)
    if not reg.alive:
        raise RuleError("Player {player} is no longer in the tournament.", player=pid)
    try:
        kind = PenaltyKind(action.payload.get("kind"))
    except ValueError:
        raise RuleError("Unknown penalty '{kind}'.", kind=action.payload.get("kind")) from None
    reason = _text(action.payload, "reason", required=True)
    article = _text(action.payload, "article", required=False)
    seat = state.seating.seat_of.get(pid)
    table = seat[0] if seat else None
    hands = 0
    chips_removed = 0
    if kind is PenaltyKind.MISSED_ORBITS:
        if seat is None:
            raise RuleError("Player {player} is not seated: a missed-orbits penalty counts the players at his table.", player=pid)
        orbits = whole_number(action.payload, "orbits", minimum=1, default=1)
        hands = missed_hands(state.seating.table(seat[0]).count, orbits)
    elif kind is PenaltyKind.MISSED_HANDS:
        hands = whole_number(action.payload, "hands", minimum=1, default=1)
    elif kind is PenaltyKind.DISQUALIFICATION:
        chips_removed = whole_number(action.payload, "chips_removed", minimum=0, default=0)
    record = Penalty(action.seq, action.at_ms, pid, kind, hands, reason, article, table, chips_removed)

    def effect() -> None:
        state.floor.penalties.append(record)
        if kind is PenaltyKind.DISQUALIFICATION:
            state.set_alive(reg, False)
            state.give_up_chips(reg, chips_removed)
            if state.seating.is_seated(pid):
                index_of(state).dq_left[action.seq] = state.seating.unseat(pid)  # the seat he left, as a bust's
            repack_finishes(state)  # he takes no place: those out before him move up one

    return effect


@TOURNAMENT.handles("floor.ruling")
def ruling(state: TournamentState, action: Action) -> Effect:
    """A floor decision, with the rulebook article it relies on (RPT Art. 1: the TD's decisions)."""
    state.require_config()
    decision = _text(action.payload, "decision", required=True)
    article = _text(action.payload, "article", required=False)
    table = action.payload.get("table")
    if table is not None and (isinstance(table, bool) or not isinstance(table, int) or table not in state.seating.tables):
        raise RuleError("There is no table {table}.", table=table)
    players = action.payload.get("player_ids", [])
    if not isinstance(players, list):
        raise RuleError("The players of a ruling must be a list.")
    for pid in players:
        state.registration(player_id_of({"player_id": pid}))
    record = Ruling(action.seq, action.at_ms, decision, article, table, tuple(players))

    def effect() -> None:
        state.floor.rulings.append(record)

    return effect
