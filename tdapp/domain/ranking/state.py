"""The ranking's state, as it follows from the ranking's actions (see `rules`).

Computed points (`RecordedResult.scores`) and manual corrections are kept
apart; every change of anybody's points is also written to `changes`, so the
full story stays visible after replacements and withdrawals (FS 9.12).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from enum import StrEnum

from tdapp.domain.ranking.points import Score
from tdapp.domain.ranking.result import TournamentResult

CONTEST_WINDOW_MS = 72 * 3_600_000  # FS 9.12: 72 hours to contest the points


@dataclass(frozen=True)
class Season:
    """A quarter of the ranking ("época", FS 9.1) with the dates the organiser set."""

    season_id: str
    year: int
    quarter: int
    name: str
    starts_on: dt.date
    ends_on: dt.date

    def covers(self, day: dt.date) -> bool:
        return self.starts_on <= day <= self.ends_on

    def overlaps(self, starts_on: dt.date, ends_on: dt.date) -> bool:
        return not (ends_on < self.starts_on or starts_on > self.ends_on)


@dataclass(frozen=True)
class RecordedResult:
    """One version of a tournament's results, with the points computed from it."""

    result: TournamentResult
    season_id: str
    scores: tuple[Score, ...]
    seq: int
    at_ms: int
    operator: str
    window_opens_ms: int  # FS 9.12: the 72 hours run from here
    reason: str = ""  # why this version replaced the previous one

    @property
    def tournament_id(self) -> int:
        return self.result.tournament_id

    @property
    def window_closes_ms(self) -> int:
        return self.window_opens_ms + CONTEST_WINDOW_MS


@dataclass(frozen=True)
class Correction:
    """A manual change of a player's points: who, when, why; kept apart from computed points."""

    seq: int
    at_ms: int
    operator: str
    player_id: int
    season_id: str
    points: int
    reason: str
    tournament_id: int | None = None


class ChangeKind(StrEnum):
    RESULT_RECORDED = "result_recorded"
    RESULT_REPLACED = "result_replaced"
    RESULT_WITHDRAWN = "result_withdrawn"
    COUNTS_CHANGED = "counts_changed"
    CORRECTION = "correction"
    MERGE = "merge"


@dataclass(frozen=True)
class PointsChange:
    """An entry of the points history: what changed whose points, by how much, who did it and why."""

    seq: int
    at_ms: int
    operator: str
    kind: ChangeKind
    reason: str
    tournament_id: int | None
    season_id: str | None
    deltas: tuple[tuple[int, int], ...]  # (player id as recorded, points added)


@dataclass
class RankingState:
    seasons: dict[str, Season] = field(default_factory=dict)
    results: dict[int, RecordedResult] = field(default_factory=dict)  # versions in force, by tournament
    withdrawn: dict[int, RecordedResult] = field(default_factory=dict)
    superseded: list[RecordedResult] = field(default_factory=list)
    counting: dict[int, bool] = field(default_factory=dict)  # the TD's decisions (FS 9.1)
    corrections: list[Correction] = field(default_factory=list)
    merged_into: dict[int, int] = field(default_factory=dict)
    final_winners: dict[str, int] = field(default_factory=dict)  # season -> winner of its quarterly final
    changes: list[PointsChange] = field(default_factory=list)

    def canonical(self, player_id: int) -> int:
        """The player entry that carries this entry's points after merges."""
        seen = {player_id}
        while player_id in self.merged_into:
            player_id = self.merged_into[player_id]
            if player_id in seen:  # pragma: no cover - merges are refused if they would loop
                break
            seen.add(player_id)
        return player_id

    def counts(self, tournament_id: int) -> bool:
        """Whether a tournament awards points: the TD's decision, else the tournament's own setting."""
        recorded = self.results.get(tournament_id)
        default = recorded.result.counts_for_ranking if recorded else False
        return self.counting.get(tournament_id, default)

    def season_of(self, day: dt.date) -> Season | None:
        for season in self.seasons.values():
            if season.covers(day):
                return season
        return None

    def seasons_of_year(self, year: int) -> list[Season]:
        return sorted((s for s in self.seasons.values() if s.year == year), key=lambda s: s.quarter)

    def counting_results(self, season_id: str) -> list[RecordedResult]:
        """The results in force that award points in a season, oldest first."""
        found = [r for r in self.results.values() if r.season_id == season_id and self.counts(r.tournament_id)]
        return sorted(found, key=lambda r: (r.result.finished_at_ms, r.tournament_id))
