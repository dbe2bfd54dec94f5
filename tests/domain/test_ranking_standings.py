"""The documented tie-break of the standings, one criterion at a time (tdapp.domain.ranking.standings)."""

from __future__ import annotations

import pytest

from tdapp.domain.log import Action
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import quarterly_standings

DAY = 86_400_000
JAN_1 = 1_577_836_800_000


def freeroll(tid: int, day: int, placings: list[tuple[int, int, int]], buy_in: int = 0) -> dict:
    """placings: (player, place, prize cents); day of January 2020."""
    return {
        "tournament_id": tid,
        "date": f"2020-01-{day:02d}",
        "finished_at_ms": JAN_1 + (day - 1) * DAY + 20 * 3_600_000,
        "name": f"F{tid}",
        "modality": "freezeout",
        "buy_in_cents": buy_in,
        "counts_for_ranking": True,
        "finished": True,
        "players": [{"player_id": p, "place": place, "prize_cents": prize} for p, place, prize in placings],
    }


def order(results: list[dict], focus: tuple[int, int]) -> list[int]:
    actions = [
        Action(
            "ranking.season.define",
            {"season_id": "Q1", "year": 2020, "quarter": 1, "starts_on": "2020-01-01", "ends_on": "2020-03-31"},
            seq=1,
        )
    ]
    actions += [Action("ranking.result.record", {"result": r}, at_ms=r["finished_at_ms"], seq=i) for i, r in enumerate(results, start=2)]
    rows = quarterly_standings(RANKING.replay(actions), "Q1").rows
    return [r.player_id for r in rows if r.player_id in focus]


CASES = [
    (
        "1 more points",
        [freeroll(1, 2, [(2, 1, 5_100), (1, 2, 5_000)])],
        [2, 1],
    ),
    (
        "2 more result points: 50 buy-in + 100 prize beats 100 buy-in + 50 prize",
        [freeroll(1, 2, [(1, 1, 5_000)], buy_in=10_000), freeroll(2, 3, [(2, 1, 10_000)], buy_in=5_000)],
        [2, 1],
    ),
    (
        "3 more wins: two wins (50 + 0) beat a win and a 2nd (50 + 0)",
        [
            freeroll(1, 2, [(2, 1, 5_000)]),
            freeroll(2, 3, [(9, 1, 0), (2, 2, 0)]),
            freeroll(3, 4, [(1, 1, 5_000)]),
            freeroll(4, 5, [(1, 1, 0)]),
        ],
        [1, 2],
    ),
    (
        "4 better best finish: a 2nd beats a 3rd",
        [freeroll(1, 2, [(9, 1, 0), (8, 2, 0), (1, 3, 5_000)]), freeroll(2, 3, [(9, 1, 0), (2, 2, 5_000)])],
        [2, 1],
    ),
    (
        "5 more tournaments played, a zero-point one included",
        [
            freeroll(1, 2, [(9, 1, 0), (1, 2, 5_000)]),
            freeroll(2, 3, [(9, 1, 0), (2, 2, 5_000)]),
            freeroll(3, 4, [(9, 1, 0), (8, 2, 0), (2, 3, 0)]),
        ],
        [2, 1],
    ),
    (
        "6 earlier to reach the total",
        [freeroll(1, 2, [(9, 1, 0), (2, 2, 5_000)]), freeroll(2, 3, [(9, 1, 0), (1, 2, 5_000)])],
        [2, 1],
    ),
    (
        "7 lower player number when all else is equal",
        [freeroll(1, 2, [(9, 1, 0), (2, 2, 5_000)]), freeroll(2, 2, [(9, 1, 0), (1, 2, 5_000)])],
        [1, 2],
    ),
]


@pytest.mark.parametrize(("rule", "results", "expected"), CASES, ids=[c[0] for c in CASES])
def test_tie_break(rule: str, results: list[dict], expected: list[int]) -> None:
    assert order(results, (1, 2)) == expected


def test_tie_break_ignores_the_order_results_came_in() -> None:
    for _, results, expected in CASES:
        assert order(list(reversed(results)), (1, 2)) == expected
