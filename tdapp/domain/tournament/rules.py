"""The rulebook of a tournament stream; every action kind registers here.

Handler modules (registration, clock, seating, chips and prizes) each add
their kinds to `TOURNAMENT`; `tdapp.domain.tournament.all_rules` imports them
all so that a replay knows every kind.
"""

from __future__ import annotations

from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action, named_players
from tdapp.domain.rulebook import Rulebook
from tdapp.domain.tournament.reversal_index import index_of
from tdapp.domain.tournament.state import TournamentState


def _after_each_action(state: TournamentState, action: Action) -> None:
    """Derived counts follow only the players the action names: a replay stays linear in the log."""
    players = named_players([action])
    state.recount_seats(players)
    index_of(state).record(state, action, players)


TOURNAMENT: Rulebook[TournamentState] = Rulebook("tournament", TournamentState, after=_after_each_action)


def player_id_of(payload: Any, key: str = "player_id") -> int:
    value = payload.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RuleError("No such player: {player}.", player=value)
    return value


def whole_number(payload: Any, key: str, *, minimum: int = 0, default: int | None = None) -> int:
    value = payload.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("'{value}' is not a whole number ({field}).", value=value, field=key)
    if value < minimum:
        raise RuleError("{field} cannot be less than {minimum}.", field=key, minimum=minimum)
    return value
