"""Everything tdapp holds on one player, for his right of access (GDPR art. 15; issue 15 part 4).

Gathered from the log itself, so nothing is left out: his entry in the
directory (and the duplicates merged into it), every action of the directory,
of each tournament and of the ranking that names him, with its time and
operator, and per tournament his registration, payments, place and prize.
The result is plain data (JSON-ready); the printed sheet is
`tdapp.reports.personal_data`.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import TYPE_CHECKING, Any

from tdapp.domain.log import Action, named_players
from tdapp.domain.prizes.awards import prizes_awarded

if TYPE_CHECKING:
    from tdapp.application.desk import Desk

#: Payload keys that name a player in the directory and the ranking.
_KEYS = ("player_id", "eliminator_id", "winner_id", "keep", "merge")


def plain(value: Any) -> Any:
    """Dataclasses, enums, tuples and sets as JSON values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if not f.name.startswith("_")}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v) for v in value]
    return value


def _actions(log: list[Action], ids: set[int]) -> list[dict[str, Any]]:
    found = []
    for action in log:
        if action.is_meta:
            continue
        named = named_players([action], _KEYS)
        if named and named & ids:
            found.append(
                {
                    "seq": action.seq,
                    "kind": action.kind,
                    "at_ms": action.at_ms,
                    "operator": action.operator,
                    "payload": plain(dict(action.payload)),
                }
            )
    return found


def personal_data(desk: Desk, player_id: int) -> dict[str, Any]:
    directory = desk.directory.state
    player = directory.get(player_id)
    ids = {player_id} | {p.id for p in directory.players.values() if p.merged_into == player_id}
    tournaments = []
    for row in sorted(desk.tournament_rows(), key=lambda r: r.id):
        book = desk.tournament(row.id)
        state = book.state
        regs = [state.registrations[i] for i in sorted(ids) if i in state.registrations]
        if not regs:
            continue
        finishes = [f for f in state.seating.finishes if f.player_id in ids]
        awards = prizes_awarded(state)
        tournaments.append(
            {
                "tournament_id": row.id,
                "name": row.name,
                "date_ms": row.scheduled_start_ms or row.created_at_ms,
                "registrations": [plain(r) for r in regs],
                "place": [{"first_place": f.first_place, "last_place": f.last_place} for f in finishes],
                "prize_cents": sum(awards.get(i, 0) for i in ids),
                "actions": _actions(book.log, ids),
            }
        )
    return {
        "player": plain(player),
        "merged_entries": sorted(ids - {player_id}),
        "directory_actions": _actions(desk.directory.log, ids),
        "tournaments": tournaments,
        "ranking_actions": _actions(desk.ranking.log, ids),
    }
