"""The ranking's rulebook: seasons, counting tournaments, results, corrections, merges (FS 9).

Action kinds and payloads (all amounts in cents, dates "YYYY-MM-DD"):

- ``ranking.season.define`` {season_id, year, quarter (1-4), name?, starts_on, ends_on}
- ``ranking.season.redate`` {season_id, starts_on, ends_on}
- ``ranking.tournament.counts`` {tournament_id, counts: bool} — the TD's decision (FS 9.1); without
  one, a tournament counts if its own configuration said so (`counts_for_ranking` of the result).
- ``ranking.result.record`` {result: TournamentResult.to_dict()}
- ``ranking.result.replace`` {result, reason} — within the 72-hour window (FS 9.12)
- ``ranking.result.withdraw`` {tournament_id, reason} — within the 72-hour window (FS 9.12)
- ``ranking.correction.add`` {player_id, points (non-zero, may be negative), reason, season_id | tournament_id}
- ``ranking.player.merge`` {keep, merge} — the merged entry's results count for the kept one
- ``ranking.final.winner`` {season_id, player_id} — the winner of the season's quarterly final (FS 9.4)

The 72-hour window opens when the tournament ends, or when its points are first
recorded if that is later (players cannot contest points they cannot see).
Corrections stay possible after the window: the TD's decision is final
(RPT Art. 1), and each one carries who, when and why.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.ranking.points import score_tournament
from tdapp.domain.ranking.result import TournamentResult, parse_date, text, whole
from tdapp.domain.ranking.state import (
    ChangeKind,
    Correction,
    PointsChange,
    RankingState,
    RecordedResult,
    Season,
)
from tdapp.domain.rulebook import Effect, Rulebook

RANKING: Rulebook[RankingState] = Rulebook("ranking", RankingState)


# -- seasons ----------------------------------------------------------------


@RANKING.handles("ranking.season.define")
def define_season(state: RankingState, action: Action) -> Effect:
    p = action.payload
    season_id = text(p, "season_id")
    if not season_id:
        raise RuleError("A season needs a name to refer to it (season_id).")
    if season_id in state.seasons:
        raise RuleError("Season {season} is already defined.", season=season_id)
    year = whole(p, "year", minimum=1)
    quarter = whole(p, "quarter", minimum=1)
    if quarter > 4:
        raise RuleError("A year has four seasons (quarters 1 to 4); {quarter} was given (FS 9.1).", quarter=quarter)
    for other in state.seasons.values():
        if other.year == year and other.quarter == quarter:
            raise RuleError("Quarter {quarter} of {year} is already season {season}.", quarter=quarter, year=year, season=other.season_id)
    starts_on, ends_on = _dates(state, p, year, season_id)
    season = Season(season_id, year, quarter, text(p, "name") or season_id, starts_on, ends_on)

    def effect() -> None:
        state.seasons[season_id] = season

    return effect


@RANKING.handles("ranking.season.redate")
def redate_season(state: RankingState, action: Action) -> Effect:
    season = _season(state, action.payload.get("season_id"))
    starts_on, ends_on = _dates(state, action.payload, season.year, season.season_id)
    for recorded in state.results.values():
        if recorded.season_id == season.season_id and not starts_on <= recorded.result.date <= ends_on:
            raise RuleError(
                "Tournament {tournament} of {date} would fall outside season {season}.",
                tournament=recorded.tournament_id,
                date=recorded.result.date.isoformat(),
                season=season.season_id,
            )

    def effect() -> None:
        state.seasons[season.season_id] = Season(season.season_id, season.year, season.quarter, season.name, starts_on, ends_on)

    return effect


def _dates(state: RankingState, p: Mapping[str, Any], year: int, season_id: str) -> tuple[Any, Any]:
    starts_on = parse_date(p.get("starts_on"), "starts_on")
    ends_on = parse_date(p.get("ends_on"), "ends_on")
    if ends_on < starts_on:
        raise RuleError("Season {season} cannot end before it starts.", season=season_id)
    if starts_on.year != year or ends_on.year != year:
        raise RuleError("Season {season} must lie within the calendar year {year} (FS 9.1).", season=season_id, year=year)
    for other in state.seasons.values():
        if other.season_id != season_id and other.overlaps(starts_on, ends_on):
            raise RuleError(
                "Season {season} would overlap season {other} ({start} to {end}).",
                season=season_id,
                other=other.season_id,
                start=other.starts_on.isoformat(),
                end=other.ends_on.isoformat(),
            )
    return starts_on, ends_on


def _season(state: RankingState, season_id: Any) -> Season:
    season = state.seasons.get(season_id) if isinstance(season_id, str) else None
    if season is None:
        raise RuleError("Unknown season '{season}'.", season=season_id)
    return season


# -- which tournaments count --------------------------------------------------


@RANKING.handles("ranking.tournament.counts")
def set_counts(state: RankingState, action: Action) -> Effect:
    tid = whole(action.payload, "tournament_id", minimum=1)
    counts = action.payload.get("counts")
    if not isinstance(counts, bool):
        raise RuleError("'{value}' is not yes or no ({field}).", value=counts, field="counts")
    before = state.counts(tid)
    recorded = state.results.get(tid)
    if recorded is not None and before and not counts:
        cut = recorded.result.annual_fund_cents + recorded.result.quarterly_fund_cents
        if cut:
            # FS 9.5, 9.8.2: that money left the players' prize pool for the funds; the tournament must keep counting.
            raise RuleError(
                "Tournament {tournament}'s prize pool was cut by {cents} cents for the ranking funds (FS 9.5, 9.8.2): "
                "it keeps counting. Replace its result if the cut was a mistake.",
                tournament=tid,
                cents=cut,
            )

    def effect() -> None:
        state.counting[tid] = counts
        if recorded is not None and before != counts:
            sign = 1 if counts else -1
            _log(state, action, ChangeKind.COUNTS_CHANGED, "", recorded, _deltas(recorded, sign))

    return effect


# -- results ------------------------------------------------------------------


@RANKING.handles("ranking.result.record")
def record_result(state: RankingState, action: Action) -> Effect:
    result = TournamentResult.from_dict(action.payload["result"])
    tid = result.tournament_id
    if tid in state.results or tid in state.withdrawn:
        raise RuleError("Tournament {tournament} already has results; replace them within 72 hours instead (FS 9.12).", tournament=tid)
    recorded = _recorded(state, result, action, max(result.finished_at_ms, action.at_ms), "")

    def effect() -> None:
        state.results[tid] = recorded
        if state.counts(tid):
            _log(state, action, ChangeKind.RESULT_RECORDED, "", recorded, _deltas(recorded, 1))

    return effect


@RANKING.handles("ranking.result.replace")
def replace_result(state: RankingState, action: Action) -> Effect:
    result = TournamentResult.from_dict(action.payload["result"])
    reason = _reason(action.payload)
    tid = result.tournament_id
    old = _within_window(state, tid, action)
    recorded = _recorded(state, result, action, old.window_opens_ms, reason)
    was_in_force = tid in state.results

    def effect() -> None:
        state.withdrawn.pop(tid, None)
        if was_in_force:
            state.superseded.append(old)
        state.results[tid] = recorded
        if state.counts(tid):
            before = dict(_deltas(old, 1)) if was_in_force else {}
            after = dict(_deltas(recorded, 1))
            deltas = tuple((pid, after.get(pid, 0) - before.get(pid, 0)) for pid in sorted(set(before) | set(after)))
            _log(state, action, ChangeKind.RESULT_REPLACED, reason, recorded, tuple(d for d in deltas if d[1]))

    return effect


@RANKING.handles("ranking.result.withdraw")
def withdraw_result(state: RankingState, action: Action) -> Effect:
    tid = whole(action.payload, "tournament_id", minimum=1)
    reason = _reason(action.payload)
    old = _within_window(state, tid, action)
    if tid not in state.results:
        raise RuleError("The results of tournament {tournament} are already withdrawn.", tournament=tid)
    counted = state.counts(tid)

    def effect() -> None:
        del state.results[tid]
        state.withdrawn[tid] = old
        if counted:
            _log(state, action, ChangeKind.RESULT_WITHDRAWN, reason, old, _deltas(old, -1))

    return effect


def _recorded(state: RankingState, result: TournamentResult, action: Action, window_opens_ms: int, reason: str) -> RecordedResult:
    season = state.season_of(result.date)
    if season is None:
        raise RuleError(
            "No season covers {date}, the date of tournament {tournament}: define the season first.",
            date=result.date.isoformat(),
            tournament=result.tournament_id,
        )
    return RecordedResult(
        result, season.season_id, score_tournament(result), action.seq, action.at_ms, action.operator, window_opens_ms, reason
    )


def _within_window(state: RankingState, tid: int, action: Action) -> RecordedResult:
    old = state.results.get(tid) or state.withdrawn.get(tid)
    if old is None:
        raise RuleError("Unknown tournament {tournament}: it has no results in the ranking.", tournament=tid)
    if action.at_ms > old.window_closes_ms:
        raise RuleError(
            "The 72 hours to contest the points of tournament {tournament} are over (FS 9.12); make a correction instead.",
            tournament=tid,
        )
    return old


def _deltas(recorded: RecordedResult, sign: int) -> tuple[tuple[int, int], ...]:
    return tuple((s.player_id, sign * s.points) for s in recorded.scores if s.points)


# -- corrections and merges ---------------------------------------------------


@RANKING.handles("ranking.correction.add")
def add_correction(state: RankingState, action: Action) -> Effect:
    p = action.payload
    reason = _reason(p)
    if not action.operator.strip():
        raise RuleError("A correction must say who made it.")
    player_id = whole(p, "player_id", minimum=1)
    points = p.get("points")
    if isinstance(points, bool) or not isinstance(points, int) or points == 0:
        raise RuleError("A correction changes the points by a whole number other than zero; '{value}' was given.", value=points)
    tournament_id = p.get("tournament_id")
    if tournament_id is not None:
        tournament_id = whole(p, "tournament_id", minimum=1)
        recorded = state.results.get(tournament_id)
        if recorded is None:
            raise RuleError("Unknown tournament {tournament}: it has no results in the ranking.", tournament=tournament_id)
        season_id = recorded.season_id
        if p.get("season_id") not in (None, season_id):
            raise RuleError("Tournament {tournament} belongs to season {season}.", tournament=tournament_id, season=season_id)
    else:
        season_id = _season(state, p.get("season_id")).season_id
    correction = Correction(action.seq, action.at_ms, action.operator, player_id, season_id, points, reason, tournament_id)

    def effect() -> None:
        state.corrections.append(correction)
        state.changes.append(
            PointsChange(
                action.seq, action.at_ms, action.operator, ChangeKind.CORRECTION, reason, tournament_id, season_id, ((player_id, points),)
            )
        )

    return effect


@RANKING.handles("ranking.player.merge")
def merge_players(state: RankingState, action: Action) -> Effect:
    keep = state.canonical(whole(action.payload, "keep", minimum=1))
    dup = whole(action.payload, "merge", minimum=1)
    if dup in state.merged_into:
        raise RuleError("Player {player} was already merged into {other}.", player=dup, other=state.merged_into[dup])
    if keep == dup:
        raise RuleError("A player cannot be merged with himself.")
    moved = _raw_points(state, dup)

    def effect() -> None:
        state.merged_into[dup] = keep
        deltas = ((dup, -moved), (keep, moved)) if moved else ()
        state.changes.append(PointsChange(action.seq, action.at_ms, action.operator, ChangeKind.MERGE, "", None, None, deltas))

    return effect


def _raw_points(state: RankingState, player_id: int) -> int:
    """Points recorded under exactly this entry (computed and corrections), before merges."""
    total = sum(c.points for c in state.corrections if c.player_id == player_id)
    for recorded in state.results.values():
        if state.counts(recorded.tournament_id):
            total += sum(s.points for s in recorded.scores if s.player_id == player_id)
    return total + sum(_raw_points(state, m) for m, k in state.merged_into.items() if k == player_id)


# -- finals ---------------------------------------------------------------


@RANKING.handles("ranking.final.winner")
def final_winner(state: RankingState, action: Action) -> Effect:
    season = _season(state, action.payload.get("season_id"))
    player_id = whole(action.payload, "player_id", minimum=1)
    if season.season_id in state.final_winners:
        raise RuleError("The winner of the quarterly final of {season} is already recorded; undo it to change it.", season=season.season_id)

    def effect() -> None:
        state.final_winners[season.season_id] = player_id

    return effect


# -- helpers --------------------------------------------------------------


def _reason(p: Mapping[str, Any]) -> str:
    reason = text(p, "reason")
    if not reason:
        raise RuleError("Say why: a change of ranking points needs a reason (FS 9.12).")
    return reason


def _log(
    state: RankingState, action: Action, kind: ChangeKind, reason: str, recorded: RecordedResult, deltas: tuple[tuple[int, int], ...]
) -> None:
    state.changes.append(
        PointsChange(action.seq, action.at_ms, action.operator, kind, reason, recorded.tournament_id, recorded.season_id, deltas)
    )
