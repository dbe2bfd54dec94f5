"""What each page shows, as plain values read from the engines (nothing is recomputed here).

The clock comes from `build_room_view`, the same view the room clock screen
shows; results from the printed sheets' `results`; the ranking from the
ranking's standings. These functions only pick and name.

**Discreet by construction.** Every name handed to a page comes from
`public_names`: a player's chosen nickname, or his name when he chose none.
No other field of the player database (document, phone, e-mail, notes)
is ever read here, and "find my seat" searches those public names only.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tdapp.application.room_view import RoomView, build_room_view
from tdapp.domain.players.directory import DirectoryState, Player
from tdapp.domain.ranking.standings import Standings, quarterly_standings
from tdapp.domain.ranking.state import RankingState, Season
from tdapp.domain.tournament.state import RegStatus, TournamentState
from tdapp.reports.data import Results, results

#: At most this many players are listed for one search, so a search of "a" does not list the room.
SEARCH_LIMIT = 12
#: Ranking rows shown (a season can have thousands of players).
RANKING_ROWS = 200


def public_name(player: Player) -> str:
    """The only way a player is shown on the network: his chosen nickname, else his name."""
    return player.nickname.strip() or player.name


def public_names(directory: DirectoryState) -> dict[int, str]:
    """Player number -> public name (a merged entry shows as the entry it was merged into)."""
    return {pid: public_name(directory.canonical(pid)) for pid in directory.players}


def fold(text: str) -> str:
    """Lower case without accents: "Gonçalo" and "goncalo" match."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# -- the clock ------------------------------------------------------------------------


def clock_view(state: TournamentState, at_ms: int, names: Mapping[int, str]) -> RoomView:
    return build_room_view(state, at_ms, names)


def clock_anchor(state: TournamentState, view: RoomView) -> dict[str, Any]:
    """What the browser needs to count down by itself: the clock's anchor and the structure.

    The anchor is the clock's own (`ClockState`): the item being played, the
    time of it already played, and since when the clock runs (None when
    stopped). The browser moves it forward with the same arithmetic as
    `level_clock.advance`, so it keeps counting without the network.
    """
    clock = state.clock
    structure = clock.structure
    items: list[list[Any]] = []
    if structure is not None:
        for i, item in enumerate(structure.items):
            level = structure.level_number(i)
            if item.is_break:
                items.append([1, 0, 0, 0, item.duration_ms, level])
            else:
                items.append([0, item.small_blind, item.big_blind, item.ante, item.duration_ms, level])  # type: ignore[union-attr]
    return {
        "run": view.run.value,
        "index": clock.index,
        "spent": clock.spent_ms,
        "since": clock.running_since_ms,
        "items": items,
        "average": view.average_stack,
        "day": view.day,
    }


# -- find my seat ------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatAnswer:
    name: str
    table: int | None = None
    seat: int | None = None
    out_place: int | None = None  # busted: the place he finished in


ACTIVE = frozenset({RegStatus.PRE_REGISTERED, RegStatus.CONFIRMED, RegStatus.REGISTERED, RegStatus.CHECKED_IN, RegStatus.ENTERED})


def find_seat(state: TournamentState, names: Mapping[int, str], query: str) -> tuple[list[SeatAnswer], int]:
    """Registered players whose public name contains every word typed; and how many more matched than are shown."""
    words = fold(query).split()
    if not words:
        return [], 0
    found: list[SeatAnswer] = []
    for pid, reg in state.registrations.items():
        if reg.status not in ACTIVE:
            continue
        name = names.get(pid, "")
        folded = fold(name)
        if not name or not all(w in folded for w in words):
            continue
        seat = state.seating.seat_of.get(pid)
        if seat is not None:
            found.append(SeatAnswer(name, seat[0], seat[1]))
            continue
        finish = state.seating.finish_of(pid)
        if finish is not None and not reg.alive:
            found.append(SeatAnswer(name, out_place=finish.first_place))
        else:
            found.append(SeatAnswer(name))
    found.sort(key=lambda a: (fold(a.name), a.name))
    return found[:SEARCH_LIMIT], max(0, len(found) - SEARCH_LIMIT)


# -- results and ranking ----------------------------------------------------------------


def tournament_results(state: TournamentState, tournament_id: int, names: Mapping[int, str]) -> Results | None:
    if state.config is None:
        return None
    return results(state, tournament_id, names)


def current_season(ranking: RankingState, today: dt.date) -> Season | None:
    """The season that covers today; else the latest one with results; else the latest one."""
    seasons = sorted(ranking.seasons.values(), key=lambda s: s.starts_on)
    for season in seasons:
        if season.covers(today):
            return season
    with_results = {r.season_id for r in ranking.results.values()}
    played = [s for s in seasons if s.season_id in with_results]
    if played:
        return played[-1]
    return seasons[-1] if seasons else None


def season_ranking(ranking: RankingState, today: dt.date) -> tuple[Season | None, Standings | None]:
    season = current_season(ranking, today)
    if season is None:
        return None, None
    return season, quarterly_standings(ranking, season.season_id)
