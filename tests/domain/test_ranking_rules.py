"""The ranking's actions: seasons, counting, results, the 72-hour window (FS 9.12), corrections, merges."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import annual_standings, points_changes, quarterly_standings
from tdapp.domain.ranking.state import CONTEST_WINDOW_MS, ChangeKind, RankingState

DAY = 86_400_000
FINISHED_AT = 1_589_000_000_000  # 9 May 2020


def season(sid: str = "Q2", quarter: int = 2, start: str = "2020-04-01", end: str = "2020-06-30", year: int = 2020) -> dict:
    return {"season_id": sid, "year": year, "quarter": quarter, "starts_on": start, "ends_on": end}


def result(tid: int = 1, day: str = "2020-05-09", players: list[dict] | None = None, **extra: object) -> dict:
    return {
        "tournament_id": tid,
        "date": day,
        "finished_at_ms": FINISHED_AT,
        "name": f"T{tid}",
        "modality": "freezeout",
        "buy_in_cents": 10_000,
        "counts_for_ranking": True,
        "finished": True,
        "players": players or [{"player_id": 1, "place": 1, "prize_cents": 20_000}, {"player_id": 2, "place": 2}],
        **extra,
    }


class Ranking:
    """A ranking stream driven like the desk does: one action at a time, with who and when."""

    def __init__(self) -> None:
        self.state = RANKING.new_state()
        self.log: list[Action] = []

    def act(self, kind: str, payload: dict, at_ms: int = FINISHED_AT + 3_600_000, operator: str = "td") -> RankingState:
        action = Action(kind, payload, at_ms=at_ms, operator=operator, seq=len(self.log) + 1)
        RANKING.apply(self.state, action)
        self.log.append(action)
        return self.state


@pytest.fixture
def ranking() -> Ranking:
    r = Ranking()
    r.act("ranking.season.define", season())
    r.act("ranking.result.record", {"result": result()})
    return r


def points(state: RankingState, sid: str = "Q2") -> dict[int, int]:
    return {row.player_id: row.points for row in quarterly_standings(state, sid).rows}


# -- refusals, one per rule -------------------------------------------------

REFUSALS = [
    ("overlapping season", "ranking.season.define", season("Q3", 3, "2020-06-30", "2020-09-30"), "overlap season Q2"),
    ("season inside another", "ranking.season.define", season("Q3", 3, "2020-05-01", "2020-05-02"), "overlap"),
    ("season around another", "ranking.season.define", season("Q3", 3, "2020-03-01", "2020-07-31"), "overlap"),
    ("same season id", "ranking.season.define", season("Q2", 3, "2020-07-01", "2020-09-30"), "already defined"),
    ("same quarter twice", "ranking.season.define", season("Q2b", 2, "2020-07-01", "2020-09-30"), "already season Q2"),
    ("quarter 5", "ranking.season.define", season("Q5", 5, "2020-10-01", "2020-12-31"), "four seasons"),
    ("ends before it starts", "ranking.season.define", season("Q3", 3, "2020-09-30", "2020-07-01"), "end before"),
    ("FS 9.1 outside the calendar year", "ranking.season.define", season("Q4", 4, "2020-10-01", "2021-01-10"), "calendar year"),
    ("no season id", "ranking.season.define", season(""), "needs a name"),
    (
        "redate unknown season",
        "ranking.season.redate",
        {"season_id": "Q9", "starts_on": "2020-01-01", "ends_on": "2020-01-02"},
        "Unknown season",
    ),
    (
        "redate leaves a tournament out",
        "ranking.season.redate",
        {"season_id": "Q2", "starts_on": "2020-04-01", "ends_on": "2020-05-01"},
        "outside season Q2",
    ),
    ("FS 9.2 result not finished", "ranking.result.record", {"result": result(2, finished=False)}, "not finished"),
    ("result twice", "ranking.result.record", {"result": result()}, "already has results"),
    ("unknown season for a result", "ranking.result.record", {"result": result(2, "2020-08-01")}, "No season covers 2020-08-01"),
    ("replace unknown tournament", "ranking.result.replace", {"result": result(9), "reason": "x"}, "Unknown tournament 9"),
    ("replace without reason", "ranking.result.replace", {"result": result(), "reason": "  "}, "needs a reason"),
    ("replace with unfinished result", "ranking.result.replace", {"result": result(finished=False), "reason": "x"}, "not finished"),
    ("withdraw unknown tournament", "ranking.result.withdraw", {"tournament_id": 9, "reason": "x"}, "Unknown tournament 9"),
    ("withdraw without reason", "ranking.result.withdraw", {"tournament_id": 1}, "needs a reason"),
    ("correction without reason", "ranking.correction.add", {"player_id": 1, "points": 5, "season_id": "Q2"}, "needs a reason"),
    ("correction of 0", "ranking.correction.add", {"player_id": 1, "points": 0, "season_id": "Q2", "reason": "x"}, "other than zero"),
    ("correction as float", "ranking.correction.add", {"player_id": 1, "points": 1.5, "season_id": "Q2", "reason": "x"}, "whole number"),
    (
        "correction, unknown season",
        "ranking.correction.add",
        {"player_id": 1, "points": 5, "season_id": "Q9", "reason": "x"},
        "Unknown season",
    ),
    ("correction, no season", "ranking.correction.add", {"player_id": 1, "points": 5, "reason": "x"}, "Unknown season"),
    (
        "correction, unknown tournament",
        "ranking.correction.add",
        {"player_id": 1, "points": 5, "tournament_id": 9, "reason": "x"},
        "Unknown tournament",
    ),
    ("merge with himself", "ranking.player.merge", {"keep": 1, "merge": 1}, "himself"),
    ("counts not a flag", "ranking.tournament.counts", {"tournament_id": 1, "counts": "yes"}, "not yes or no"),
    ("final winner, unknown season", "ranking.final.winner", {"season_id": "Q9", "player_id": 1}, "Unknown season"),
    ("malformed payload", "ranking.result.record", {}, "malformed"),
]


@pytest.mark.parametrize(("rule", "kind", "payload", "message"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals_change_nothing(ranking: Ranking, rule: str, kind: str, payload: dict, message: str) -> None:
    before = RANKING.replay(ranking.log)
    with pytest.raises(RuleError, match=message):
        ranking.act(kind, payload)
    assert ranking.state == before


def test_correction_needs_an_operator(ranking: Ranking) -> None:
    with pytest.raises(RuleError, match="who made it"):
        ranking.act("ranking.correction.add", {"player_id": 1, "points": 5, "season_id": "Q2", "reason": "x"}, operator=" ")


def test_merge_twice_and_final_winner_twice_are_refused(ranking: Ranking) -> None:
    ranking.act("ranking.player.merge", {"keep": 1, "merge": 2})
    with pytest.raises(RuleError, match="already merged into 1"):
        ranking.act("ranking.player.merge", {"keep": 3, "merge": 2})
    with pytest.raises(RuleError, match="himself"):  # 2 stands for 1 now
        ranking.act("ranking.player.merge", {"keep": 2, "merge": 1})
    ranking.act("ranking.final.winner", {"season_id": "Q2", "player_id": 1})
    with pytest.raises(RuleError, match="already recorded"):
        ranking.act("ranking.final.winner", {"season_id": "Q2", "player_id": 2})


# -- FS 9.12: the 72-hour window --------------------------------------------


def test_fs_9_12_replacement_within_72_hours_then_refused(ranking: Ranking) -> None:
    fixed = result(players=[{"player_id": 1, "place": 2}, {"player_id": 2, "place": 1, "prize_cents": 20_000}])
    last_moment = FINISHED_AT + 3_600_000 + CONTEST_WINDOW_MS  # recorded 1 h after the end: the window opens then
    ranking.act("ranking.result.replace", {"result": fixed, "reason": "places swapped"}, at_ms=last_moment)
    assert points(ranking.state) == {2: 300, 1: 100}
    with pytest.raises(RuleError, match="72 hours"):
        ranking.act("ranking.result.replace", {"result": result(), "reason": "again"}, at_ms=last_moment + 1)
    with pytest.raises(RuleError, match="72 hours"):
        ranking.act("ranking.result.withdraw", {"tournament_id": 1, "reason": "late"}, at_ms=last_moment + 1)
    # After the window, the TD corrects with a visible reason instead.
    ranking.act("ranking.correction.add", {"player_id": 1, "points": -20, "tournament_id": 1, "reason": "penalty"}, at_ms=last_moment + DAY)
    assert points(ranking.state) == {2: 300, 1: 80}


def test_fs_9_12_window_runs_from_the_end_when_recorded_at_once() -> None:
    r = Ranking()
    r.act("ranking.season.define", season())
    r.act("ranking.result.record", {"result": result()}, at_ms=FINISHED_AT - 1)  # clock skew: never before the end
    with pytest.raises(RuleError, match="72 hours"):
        r.act("ranking.result.withdraw", {"tournament_id": 1, "reason": "x"}, at_ms=FINISHED_AT + CONTEST_WINDOW_MS + 1)


def test_withdrawn_result_can_be_replaced_within_the_window(ranking: Ranking) -> None:
    ranking.act("ranking.result.withdraw", {"tournament_id": 1, "reason": "wrong tournament"})
    assert points(ranking.state) == {}
    with pytest.raises(RuleError, match="already withdrawn"):
        ranking.act("ranking.result.withdraw", {"tournament_id": 1, "reason": "again"})
    ranking.act("ranking.result.replace", {"result": result(), "reason": "right one after all"})
    assert points(ranking.state) == {1: 300, 2: 100}
    kinds = [c.kind for c in ranking.state.changes]
    assert kinds == [ChangeKind.RESULT_RECORDED, ChangeKind.RESULT_WITHDRAWN, ChangeKind.RESULT_REPLACED]
    assert ranking.state.changes[-1].deltas == ((1, 300), (2, 100))


# -- counting (FS 9.1) -------------------------------------------------------


def test_fs_9_1_the_td_decides_which_tournaments_count(ranking: Ranking) -> None:
    ranking.act("ranking.tournament.counts", {"tournament_id": 1, "counts": False})
    assert points(ranking.state) == {}
    ranking.act("ranking.tournament.counts", {"tournament_id": 1, "counts": True})
    assert points(ranking.state) == {1: 300, 2: 100}
    # A tournament set up as not counting counts once the TD says so, even before its result comes in.
    ranking.act("ranking.tournament.counts", {"tournament_id": 2, "counts": True})
    ranking.act("ranking.result.record", {"result": result(2, counts_for_ranking=False, players=[{"player_id": 3, "place": 1}])})
    assert points(ranking.state) == {1: 300, 2: 100, 3: 100}
    deltas = [(c.kind, c.deltas) for c in ranking.state.changes]
    assert deltas[1:] == [
        (ChangeKind.COUNTS_CHANGED, ((1, -300), (2, -100))),
        (ChangeKind.COUNTS_CHANGED, ((1, 300), (2, 100))),
        (ChangeKind.RESULT_RECORDED, ((3, 100),)),
    ]


def test_tournament_set_up_as_not_counting_gives_no_points(ranking: Ranking) -> None:
    ranking.act("ranking.result.record", {"result": result(2, counts_for_ranking=False, players=[{"player_id": 3, "place": 1}])})
    assert 3 not in points(ranking.state)


# -- corrections and merges ---------------------------------------------------


def test_corrections_are_kept_apart_and_say_who_when_why(ranking: Ranking) -> None:
    ranking.act(
        "ranking.correction.add",
        {"player_id": 2, "points": 15, "tournament_id": 1, "reason": "prize typed wrong"},
        at_ms=FINISHED_AT + DAY,
        operator="ana",
    )
    row = quarterly_standings(ranking.state, "Q2").row(2)
    assert row is not None and (row.points, row.computed_points, row.correction_points) == (115, 100, 15)
    c = ranking.state.corrections[0]
    assert (c.operator, c.at_ms, c.reason, c.season_id, c.tournament_id) == ("ana", FINISHED_AT + DAY, "prize typed wrong", "Q2", 1)


def test_merge_moves_results_recorded_before_and_after(ranking: Ranking) -> None:
    ranking.act("ranking.player.merge", {"keep": 1, "merge": 2})
    ranking.act("ranking.result.record", {"result": result(2, players=[{"player_id": 2, "place": 1}])})
    assert points(ranking.state) == {1: 300 + 100 + 100}
    row = quarterly_standings(ranking.state, "Q2").row(1)
    assert row is not None and row.tournaments == 2
    ranking.act("ranking.player.merge", {"keep": 7, "merge": 1})  # the kept entry is itself merged later
    assert points(ranking.state) == {7: 500}
    assert ranking.state.changes[-1].deltas == ((1, -500), (7, 500))


def test_season_can_be_redated_around_its_tournaments(ranking: Ranking) -> None:
    ranking.act("ranking.season.redate", {"season_id": "Q2", "starts_on": "2020-04-05", "ends_on": "2020-07-05"})
    ranking.act("ranking.season.define", season("Q3", 3, "2020-07-06", "2020-09-30"))
    assert ranking.state.seasons["Q2"].ends_on.isoformat() == "2020-07-05"


def test_standings_of_a_year_without_seasons_are_empty(ranking: Ranking) -> None:
    assert annual_standings(ranking.state, 2019).rows == ()
    with pytest.raises(RuleError, match="Unknown season"):
        quarterly_standings(ranking.state, "nope")


def test_undo_is_a_replay_without_the_action(ranking: Ranking) -> None:
    ranking.act("ranking.correction.add", {"player_id": 2, "points": 15, "season_id": "Q2", "reason": "x"})
    undone = RANKING.replay(ranking.log[:-1])
    assert points(undone) == {1: 300, 2: 100}
    assert points(ranking.state) == {1: 300, 2: 115}


def test_points_changes_of_a_player_follow_his_merged_entries(ranking: Ranking) -> None:
    ranking.act("ranking.correction.add", {"player_id": 2, "points": 15, "season_id": "Q2", "reason": "typo"})
    ranking.act("ranking.player.merge", {"keep": 3, "merge": 2})
    changes = points_changes(ranking.state, 3)
    assert [(c.kind, c.deltas) for c in changes] == [
        (ChangeKind.RESULT_RECORDED, ((1, 300), (2, 100))),
        (ChangeKind.CORRECTION, ((2, 15),)),
        (ChangeKind.MERGE, ((2, -115), (3, 115))),
    ]
    assert points_changes(ranking.state, 4) == []
