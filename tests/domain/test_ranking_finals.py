"""Funds and finals (FS 9.4, 9.5.1, 9.8.2.1, 9.9): seats, payouts and qualifiers at the edges."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.ranking.finals import SeatReason, annual_final_payout, annual_final_table, quarterly_final, quarterly_fund
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.state import RankingState

QUARTERS = {
    1: ("2020-01-01", "2020-03-31"),
    2: ("2020-04-01", "2020-06-30"),
    3: ("2020-07-01", "2020-09-30"),
    4: ("2020-10-01", "2020-12-31"),
}


def year_with(players: int, winners: dict[int, int], quarterly_fund_cents: int = 0) -> RankingState:
    """One freeroll in Q1 where player i (1..players) wins 1 000 - 10 i euros, so the annual order is 1, 2, 3, ..."""
    actions = [
        Action("ranking.season.define", {"season_id": f"Q{q}", "year": 2020, "quarter": q, "starts_on": a, "ends_on": b}, seq=q)
        for q, (a, b) in QUARTERS.items()
    ]
    result = {
        "tournament_id": 1,
        "date": "2020-02-01",
        "finished_at_ms": 0,
        "name": "F",
        "modality": "freezeout",
        "buy_in_cents": 0,
        "counts_for_ranking": True,
        "finished": True,
        "quarterly_fund_cents": quarterly_fund_cents,
        "players": [{"player_id": i, "place": i, "prize_cents": (1_000 - 10 * i) * 100} for i in range(1, players + 1)],
    }
    actions.append(Action("ranking.result.record", {"result": result}, seq=10))
    for n, (quarter, pid) in enumerate(winners.items(), start=11):
        actions.append(Action("ranking.final.winner", {"season_id": f"Q{quarter}", "player_id": pid}, seq=n))
    return RANKING.replay(actions)


def seats(state: RankingState) -> list[tuple[int, str]]:
    return [(s.player_id, s.reason.value[0]) for s in annual_final_table(state, 2020)]  # q(uarterly) / a(nnual)


def test_fs_9_4_four_winners_outside_the_top_six_and_six_best() -> None:
    table = seats(year_with(20, {1: 11, 2: 12, 3: 13, 4: 14}))
    assert table == [(11, "q"), (12, "q"), (13, "q"), (14, "q"), (1, "a"), (2, "a"), (3, "a"), (4, "a"), (5, "a"), (6, "a")]


def test_fs_9_4_a_winner_in_the_top_six_frees_a_ranking_seat() -> None:
    table = seats(year_with(20, {1: 2, 2: 12, 3: 13, 4: 14}))
    assert table == [(2, "q"), (12, "q"), (13, "q"), (14, "q"), (1, "a"), (3, "a"), (4, "a"), (5, "a"), (6, "a"), (7, "a")]


def test_fs_9_4_two_finals_won_by_one_player_give_one_seat() -> None:
    table = seats(year_with(20, {1: 12, 2: 12, 3: 13, 4: 14}))
    assert table == [(12, "q"), (13, "q"), (14, "q"), (1, "a"), (2, "a"), (3, "a"), (4, "a"), (5, "a"), (6, "a"), (7, "a")]


def test_fs_9_4_missing_quarterly_winners_seat_the_ranking() -> None:
    table = seats(year_with(20, {2: 15}))
    assert table == [(15, "q")] + [(i, "a") for i in range(1, 10)]


def test_fs_9_4_ranking_seats_need_points_and_players() -> None:
    assert seats(year_with(3, {})) == [(1, "a"), (2, "a"), (3, "a")]
    assert annual_final_table(year_with(3, {}), 2021) == ()


def test_seat_tells_which_position_or_final_earned_it() -> None:
    table = annual_final_table(year_with(20, {3: 1}), 2020)
    assert (table[0].reason, table[0].season_id, table[0].annual_position) == (SeatReason.QUARTERLY_WINNER, "Q3", None)
    assert [s.annual_position for s in table[1:]] == list(range(2, 11))


@pytest.mark.parametrize(
    ("fund", "expected"),
    [
        (100_000, (50_000, 30_000, 20_000)),
        (99, (51, 29, 19)),  # 29.7 -> 29, 19.8 -> 19, the 2 cents left go to the winner
        (101, (51, 30, 20)),  # 30.3 -> 30, 20.2 -> 20, 51 to the winner
        (1, (1, 0, 0)),
        (0, (0, 0, 0)),
    ],
)
def test_fs_9_5_1_annual_payout_50_30_20_remainder_to_the_winner(fund: int, expected: tuple[int, int, int]) -> None:
    assert annual_final_payout(fund) == expected
    assert sum(annual_final_payout(fund)) == fund


@pytest.mark.parametrize(
    ("fund", "players", "entries", "remainder", "seats", "qualifiers"),
    [
        (0, 20, 0, 0, 10, 10),  # no fund: still at least 10 qualifiers (FS 9.9)
        (29_999, 20, 0, 29_999, 10, 10),
        (300_000, 20, 10, 0, 10, 10),  # 10 entries exactly, nobody for a remainder
        (330_001, 20, 11, 1, 12, 12),  # 11 entries + 1 cent to the 12th
        (450_000, 20, 15, 0, 15, 15),  # 15 entries: 15 qualifiers
        (600_050, 20, 20, 50, 21, 20),  # 21 seats, only 20 players with points
    ],
)
def test_fs_9_9_quarterly_final(fund: int, players: int, entries: int, remainder: int, seats: int, qualifiers: int) -> None:
    final = quarterly_final(year_with(players, {}, quarterly_fund_cents=fund), "Q1")
    assert (final.fund_cents, final.entries, final.remainder_cents, final.seats, len(final.qualifiers)) == (
        fund,
        entries,
        remainder,
        seats,
        qualifiers,
    )
    assert final.qualifiers == tuple(range(1, qualifiers + 1))
    assert sum(p.entry_cents + p.cash_cents for p in final.prizes) == fund
    assert [p.place for p in final.prizes] == list(range(1, entries + (2 if remainder else 1)))
    if remainder:
        assert (final.prizes[-1].entry_cents, final.prizes[-1].cash_cents) == (0, remainder)


def test_unknown_season_fund_is_refused() -> None:
    with pytest.raises(RuleError, match="Unknown season"):
        quarterly_fund(year_with(1, {}), "Q9")
