"""Quarterly and annual standings (FS 9.1) and a player's history.

A quarterly standing sums, per player, the points of the season's counting
tournaments plus the season's corrections; the annual standing ("Algarve Best
Poker Player") sums the player's quarterly standings of the calendar year, so
annual = sum of quarterlies by construction. Merged entries count for the
entry they were merged into.

Tie-break (deterministic, total order), the first difference decides:
1. more points;
2. more *result points* (prize, seat, Survivor and Sit & Go points: what the
   player won rather than what he paid for; corrections excluded);
3. more wins (1st places, or a share of 1st);
4. better best finish (lower place number; no place counts last);
5. more tournaments played;
6. earlier to reach the total (the time of the last tournament or correction
   that changed the player's points; for the annual standing, the latest over
   the year);
7. lower player number (the earlier entry in the player directory).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.points import PointLine
from tdapp.domain.ranking.state import PointsChange, RankingState, Season

NO_PLACE = 1 << 30


@dataclass(frozen=True)
class StandingRow:
    position: int
    player_id: int
    points: int
    computed_points: int  # from tournaments
    correction_points: int  # manual corrections, kept apart
    buy_in_points: int
    result_points: int
    wins: int
    best_place: int | None
    tournaments: int
    reached_at_ms: int


@dataclass(frozen=True)
class Standings:
    """A ranking list: a season's (quarterly) or a year's (annual)."""

    year: int
    season_id: str | None  # None for the annual standing
    rows: tuple[StandingRow, ...]

    def row(self, player_id: int) -> StandingRow | None:
        for r in self.rows:
            if r.player_id == player_id:
                return r
        return None

    def top(self, n: int) -> tuple[StandingRow, ...]:
        return self.rows[:n]


@dataclass
class _Tally:
    computed: int = 0
    corrections: int = 0
    buy_in: int = 0
    result: int = 0
    wins: int = 0
    best: int = NO_PLACE
    tournaments: set[int] = field(default_factory=set)
    reached_at_ms: int = 0

    @property
    def points(self) -> int:
        return self.computed + self.corrections


def _sort_key(item: tuple[int, _Tally]) -> tuple[int, ...]:
    pid, t = item
    return (-t.points, -t.result, -t.wins, t.best, -len(t.tournaments), t.reached_at_ms, pid)


def _rows(tallies: dict[int, _Tally]) -> tuple[StandingRow, ...]:
    ordered = sorted(tallies.items(), key=_sort_key)
    return tuple(
        StandingRow(
            position=i,
            player_id=pid,
            points=t.points,
            computed_points=t.computed,
            correction_points=t.corrections,
            buy_in_points=t.buy_in,
            result_points=t.result,
            wins=t.wins,
            best_place=None if t.best == NO_PLACE else t.best,
            tournaments=len(t.tournaments),
            reached_at_ms=t.reached_at_ms,
        )
        for i, (pid, t) in enumerate(ordered, start=1)
    )


def _season_tallies(state: RankingState, season_id: str) -> dict[int, _Tally]:
    tallies: dict[int, _Tally] = {}
    canonical = state.canonical
    for recorded in state.counting_results(season_id):
        tid = recorded.tournament_id
        at = recorded.result.finished_at_ms
        for score in recorded.scores:
            pid = canonical(score.player_id)
            t = tallies.get(pid)
            if t is None:
                t = tallies[pid] = _Tally()
            points = score.points
            if points:
                t.computed += points
                t.buy_in += score.buy_in_points
                t.result += points - score.buy_in_points
                t.reached_at_ms = max(t.reached_at_ms, at)
            t.tournaments.add(tid)
            if score.place is not None:
                t.best = min(t.best, score.place)
                if score.place == 1:
                    t.wins += 1
    for c in state.corrections:
        if c.season_id == season_id:
            pid = canonical(c.player_id)
            t = tallies.get(pid)
            if t is None:
                t = tallies[pid] = _Tally()
            t.corrections += c.points
            t.reached_at_ms = max(t.reached_at_ms, c.at_ms)
    return tallies


def quarterly_standings(state: RankingState, season_id: str) -> Standings:
    """The season's ranking ("Ranking Trimestral", FS 9.1)."""
    season = _known(state, season_id)
    return Standings(season.year, season.season_id, _rows(_season_tallies(state, season.season_id)))


def annual_standings(state: RankingState, year: int) -> Standings:
    """The year's ranking ("Algarve Best Poker Player", FS 9.1): the sum of the year's quarterly standings."""
    tallies: dict[int, _Tally] = {}
    for season in state.seasons_of_year(year):
        for pid, q in _season_tallies(state, season.season_id).items():
            t = tallies.get(pid)
            if t is None:
                t = tallies[pid] = _Tally()
            t.computed += q.computed
            t.corrections += q.corrections
            t.buy_in += q.buy_in
            t.result += q.result
            t.wins += q.wins
            t.best = min(t.best, q.best)
            t.tournaments |= q.tournaments
            t.reached_at_ms = max(t.reached_at_ms, q.reached_at_ms)
    return Standings(year, None, _rows(tallies))


def _known(state: RankingState, season_id: str) -> Season:
    season = state.seasons.get(season_id)
    if season is None:
        raise RuleError("Unknown season '{season}'.", season=season_id)
    return season


# -- a player's history -------------------------------------------------------


@dataclass(frozen=True)
class HistoryEntry:
    """One line of a player's points: a tournament with its point lines, or a correction with its reason."""

    at_ms: int
    season_id: str
    points: int
    tournament_id: int | None = None
    tournament_name: str = ""
    place: int | None = None
    place_to: int | None = None
    lines: tuple[PointLine, ...] = ()
    correction_reason: str = ""
    operator: str = ""
    recorded_as: int = 0  # the player entry the result named (differs after a merge)


def player_history(state: RankingState, player_id: int, year: int | None = None) -> list[HistoryEntry]:
    """Every counting tournament and correction behind a player's points, oldest first."""
    canonical = state.canonical(player_id)
    seasons = {s.season_id for s in state.seasons.values() if year is None or s.year == year}
    entries: list[HistoryEntry] = []
    for recorded in state.results.values():
        if recorded.season_id not in seasons or not state.counts(recorded.tournament_id):
            continue
        for score in recorded.scores:
            if state.canonical(score.player_id) == canonical:
                entries.append(
                    HistoryEntry(
                        at_ms=recorded.result.finished_at_ms,
                        season_id=recorded.season_id,
                        points=score.points,
                        tournament_id=recorded.tournament_id,
                        tournament_name=recorded.result.name,
                        place=score.place,
                        place_to=score.place_to,
                        lines=score.lines,
                        recorded_as=score.player_id,
                    )
                )
    for c in state.corrections:
        if c.season_id in seasons and state.canonical(c.player_id) == canonical:
            entries.append(
                HistoryEntry(
                    at_ms=c.at_ms,
                    season_id=c.season_id,
                    points=c.points,
                    tournament_id=c.tournament_id,
                    correction_reason=c.reason,
                    operator=c.operator,
                    recorded_as=c.player_id,
                )
            )
    entries.sort(key=lambda e: (e.at_ms, e.tournament_id or 0, e.correction_reason))
    return entries


def points_changes(state: RankingState, player_id: int) -> list[PointsChange]:
    """Every change of this player's points (his merged entries included), in log order (FS 9.12)."""
    canonical = state.canonical(player_id)
    return [c for c in state.changes if any(state.canonical(pid) == canonical for pid, _ in c.deltas)]
