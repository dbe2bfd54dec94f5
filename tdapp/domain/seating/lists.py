"""Seating lists for the room: by table and alphabetically (data for the screens and the printed lists).

Names live in the player directory, outside the tournament: callers pass a
`{player_id: name}` mapping. A player without a name is listed by number.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tdapp.domain.seating.state import SeatingState

if TYPE_CHECKING:
    from tdapp.domain.tournament.state import TournamentState


@dataclass(frozen=True)
class SeatLine:
    table: int
    seat: int
    player_id: int
    name: str


def _name(names: Mapping[int, str], player_id: int) -> str:
    return names.get(player_id) or f"#{player_id}"


def sort_key(name: str) -> str:
    """Alphabetical order as people read it: case and accents do not count ("Álvaro" next to "Alvaro")."""
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def by_table(seating: SeatingState, names: Mapping[int, str]) -> dict[int, list[SeatLine]]:
    """Open tables in the room's numbering order, each with its players in seat order."""
    return {
        t.number: [SeatLine(t.number, seat, pid, _name(names, pid)) for seat, pid in sorted(t.players.items())]
        for t in sorted(seating.open_tables(), key=lambda t: t.number)
    }


def alphabetical(seating: SeatingState, names: Mapping[int, str]) -> list[SeatLine]:
    """Every seated player by name, with table and seat: the list players look themselves up in."""
    lines = [SeatLine(t, s, pid, _name(names, pid)) for pid, (t, s) in seating.seat_of.items()]
    return sorted(lines, key=lambda line: (sort_key(line.name), line.player_id))


def players_per_table(seating: SeatingState) -> dict[int, int]:
    """Players at each open table, in opening order."""
    return {t.number: t.count for t in seating.open_tables()}


def unseated_players(state: TournamentState) -> list[int]:
    """Players with chips who have no seat yet: late entrants, re-entries, the waiting list once paid."""
    return sorted(pid for pid, reg in state.registrations.items() if reg.alive and pid not in state.seating.seat_of)
