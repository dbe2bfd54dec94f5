"""Invariants of the ranking over generated years (hypothesis)."""

from __future__ import annotations

import datetime as dt
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.log import Action
from tdapp.domain.ranking.finals import annual_final_payout, annual_final_table, quarterly_final
from tdapp.domain.ranking.points import score_tournament
from tdapp.domain.ranking.result import TournamentResult
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import annual_standings, player_history, quarterly_standings

MODALITIES = ("freezeout", "knockout", "sit_and_go", "satellite", "survivor", "multistack")
SEASONS = [
    Action("ranking.season.define", {"season_id": f"Q{q}", "year": 2020, "quarter": q, "starts_on": a, "ends_on": b}, seq=q)
    for q, (a, b) in enumerate(
        (("2020-01-01", "2020-03-31"), ("2020-04-01", "2020-06-30"), ("2020-07-01", "2020-09-30"), ("2020-10-01", "2020-12-31")), 1
    )
]


@st.composite
def tournaments(draw: st.DrawFn, tid: int) -> dict:
    modality = draw(st.sampled_from(MODALITIES))
    field = draw(st.lists(st.integers(1, 15), min_size=2, max_size=8, unique=True))
    day = dt.date(2020, 1, 1) + dt.timedelta(days=draw(st.integers(0, 365)))
    special = draw(st.integers(1, len(field) - 1)) if modality in ("satellite", "survivor") else 0
    players = []
    for i, pid in enumerate(field):
        p: dict = {"player_id": pid, "place": i + 1, "prize_cents": draw(st.integers(0, 200_000))}
        if i < special and modality == "survivor":
            p.update(place=None, final_chips=draw(st.integers(1, 10**6)))
        elif i < special:
            p.update(place=None, seat_value_cents=draw(st.integers(1, 100_000)))
        elif modality == "survivor":
            p["prize_cents"] = 0
        players.append(p)
    return {
        "tournament_id": tid,
        "date": day.isoformat(),
        "finished_at_ms": draw(st.integers(0, 10**12)),
        "name": f"T{tid}",
        "modality": modality,
        "buy_in_cents": draw(st.integers(0, 50_000)),
        "counts_for_ranking": draw(st.booleans()),
        "finished": True,
        "annual_fund_cents": draw(st.integers(0, 10_000)),
        "quarterly_fund_cents": draw(st.integers(0, 100_000)),
        "players": players,
    }


@st.composite
def years(draw: st.DrawFn) -> tuple[list[tuple[str, dict, int]], list[tuple[int, int]]]:
    n = draw(st.integers(1, 8))
    moves: list[tuple[str, dict, int]] = [("ranking.result.record", {"result": draw(tournaments(tid))}, 0) for tid in range(1, n + 1)]
    for _ in range(draw(st.integers(0, 3))):
        payload = {
            "player_id": draw(st.integers(1, 15)),
            "points": draw(st.integers(-50, 50).filter(bool)),
            "season_id": f"Q{draw(st.integers(1, 4))}",
            "reason": "r",
        }
        moves.append(("ranking.correction.add", payload, draw(st.integers(0, 10**12))))
    merges = draw(
        st.lists(st.tuples(st.integers(1, 15), st.integers(1, 15)).filter(lambda m: m[0] != m[1]), max_size=3, unique_by=lambda m: m[1])
    )
    return moves, merges


def replay(moves: list[tuple[str, dict, int]], merges: list[tuple[int, int]]):
    actions = list(SEASONS)
    actions += [Action(kind, payload, at_ms=at, operator="td", seq=len(SEASONS) + i) for i, (kind, payload, at) in enumerate(moves, 1)]
    state = RANKING.replay(actions)
    for keep, dup in merges:
        if dup not in state.merged_into and state.canonical(keep) != dup:
            RANKING.apply(state, Action("ranking.player.merge", {"keep": keep, "merge": dup}, operator="td", seq=100))
    return state


@settings(max_examples=60, deadline=None)
@given(years(), st.randoms(use_true_random=False))
def test_annual_is_sum_of_quarterlies_and_order_is_independent_of_input(year, rnd) -> None:
    moves, merges = year
    state = replay(moves, merges)
    annual = annual_standings(state, 2020)
    quarters = [quarterly_standings(state, f"Q{q}") for q in range(1, 5)]
    sums: dict[int, int] = {}
    for q in quarters:
        for r in q.rows:
            sums[r.player_id] = sums.get(r.player_id, 0) + r.points
    assert {r.player_id: r.points for r in annual.rows} == sums

    # Every computed point and correction ends up with exactly one player: merges move points, never lose them.
    expected = sum(s.points for r in state.results.values() if state.counts(r.tournament_id) for s in r.scores)
    expected += sum(c.points for c in state.corrections)
    assert sum(sums.values()) == expected

    # Total order: positions 1..n, each player once, points never rising.
    for standing in [annual, *quarters]:
        assert [r.position for r in standing.rows] == list(range(1, len(standing.rows) + 1))
        assert len({r.player_id for r in standing.rows}) == len(standing.rows)
        assert all(a.points >= b.points for a, b in pairwise(standing.rows))

    shuffled = list(moves)
    rnd.shuffle(shuffled)
    again = replay(shuffled, merges)
    assert annual_standings(again, 2020) == annual
    assert [quarterly_standings(again, f"Q{q}") for q in range(1, 5)] == quarters
    assert annual_final_table(again, 2020) == annual_final_table(state, 2020)

    # A player's history adds up to his annual points.
    for r in annual.rows[:3]:
        assert sum(e.points for e in player_history(state, r.player_id, 2020)) == r.points


@settings(max_examples=40, deadline=None)
@given(years())
def test_quarterly_final_prizes_add_up_to_the_fund(year) -> None:
    state = replay(*year)
    for q in range(1, 5):
        final = quarterly_final(state, f"Q{q}")
        assert sum(p.entry_cents + p.cash_cents for p in final.prizes) == final.fund_cents
        assert final.seats >= 10 and len(final.qualifiers) <= final.seats
        assert len(final.prizes) <= final.seats


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**10))
def test_annual_payout_adds_up_and_keeps_its_order(fund: int) -> None:
    first, second, third = annual_final_payout(fund)
    assert first + second + third == fund
    assert first >= second >= third >= 0


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 10**7), min_size=2, max_size=9), st.integers(0, 10**6))
def test_fs_3_1_9_more_chips_never_fewer_survivor_points(chips: list[int], share: int) -> None:
    result = TournamentResult.from_dict(
        {
            "tournament_id": 1,
            "date": "2020-01-02",
            "finished_at_ms": 0,
            "name": "S",
            "modality": "survivor",
            "buy_in_cents": 1_000,
            "counts_for_ranking": True,
            "finished": True,
            "players": [{"player_id": i, "prize_cents": share, "final_chips": c} for i, c in enumerate(chips, 1)],
        }
    )
    scores = score_tournament(result)
    by_chips = sorted(zip(chips, (s.points for s in scores), strict=True))
    assert all(a[1] <= b[1] for a, b in pairwise(by_chips))
    assert sum(s.result_points for s in scores) <= share * len(chips) // 100
