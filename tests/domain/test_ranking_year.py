"""A whole ranking year (FS 9), checked against figures worked out by hand.

Four seasons of 2020, tournaments of every modality, re-entries, a deal, a
Multistack day-2 entry, a satellite, a Survivor, a Sit & Go, a tournament the
TD leaves out, a replaced result, a withdrawn result, a correction and a
duplicate player entry merged into the real one. Points: buy-in = 1 per whole
euro of the entry price (once per tournament), prize = 1 per whole euro
received; Sit & Go 10/6 only; Survivor prize counted by chips.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tdapp.domain.log import Action
from tdapp.domain.ranking.finals import (
    SeatReason,
    annual_final_payout,
    annual_final_table,
    annual_fund,
    quarterly_final,
    quarterly_fund,
)
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import annual_standings, player_history, quarterly_standings
from tdapp.domain.ranking.state import ChangeKind, RankingState

HOUR = 3_600_000


def ms(day: str, hour: int = 23) -> int:
    d = dt.date.fromisoformat(day)
    return int(dt.datetime(d.year, d.month, d.day, hour, tzinfo=dt.UTC).timestamp() * 1000)


def P(pid: int, place: int | None = None, prize: int = 0, **extra: object) -> dict:
    return {"player_id": pid, "place": place, "prize_cents": prize, **extra}


def result(tid: int, day: str, modality: str, buy_in: int, players: list[dict], annual: int, quarterly: int, counts: bool = True) -> dict:
    return {
        "tournament_id": tid,
        "date": day,
        "finished_at_ms": ms(day),
        "name": f"T{tid} {modality}",
        "modality": modality,
        "buy_in_cents": buy_in,
        "counts_for_ranking": counts,
        "finished": True,
        "annual_fund_cents": annual,
        "quarterly_fund_cents": quarterly,
        "players": players,
    }


SEASONS = [
    ("2020-Q1", 1, "2020-01-01", "2020-03-31"),
    ("2020-Q2", 2, "2020-04-01", "2020-06-30"),
    ("2020-Q3", 3, "2020-07-01", "2020-09-30"),
    ("2020-Q4", 4, "2020-10-01", "2020-12-20"),
]

# Q1 ---------------------------------------------------------------------------
# T101 freeze-out, entry €100 (90 + 10 fee); 6 players + 1 re-entry by P2: gross 7 x 9 000 = 63 000;
# 3 % = 1 890, 2 % = 1 260; distributable 59 850 paid 50/30/20 = 29 925 / 17 955 / 11 970.
# P1 100 + 299 = 399; P2 100 + 179 = 279 (the re-entry adds no buy-in points); P3 100 + 119 = 219; P4-P6 100.
T101 = result(
    101, "2020-01-15", "freezeout", 10_000,
    [P(1, 1, 29_925), P(2, 2, 17_955, reentries=1), P(3, 3, 11_970), P(4, 4), P(5, 5), P(6, 6)],
    1_890, 1_260,
)  # fmt: skip
# T102 knock-out, entry €50 (45 + 5; the €20 bounty is not buy-in): gross 22 500 -> 675 / 450.
# P7 50 + 150 = 200; P4 50 + 63 = 113; P3, P8, P9 50.
T102 = result(
    102, "2020-02-10", "knockout", 5_000,
    [P(7, 1, 15_000), P(4, 2, 6_375), P(3, 3), P(8, 4), P(9, 5)],
    675, 450,
)  # fmt: skip
# T103 Sit & Go 6-max: 10 to P5, 6 to P1, nothing else (no buy-in or prize points).
T103 = result(
    103, "2020-03-05", "sit_and_go", 3_000,
    [P(5, 1, 12_000), P(1, 2, 5_000), P(2, 3), P(8, 4), P(9, 5), P(10, 6)],
    486, 324,
)  # fmt: skip
# T104: the TD decides it does not count (FS 9.1): no points, no funds.
T104 = result(104, "2020-03-20", "freezeout", 10_000, [P(1, 1, 50_000), P(2, 2)], 999, 666)

# Q2 ---------------------------------------------------------------------------
# T201 rebuy, entry €25, a heads-up deal: P11 received 400.50, P12 399.50 (counted as received).
# P11 25 + 400 = 425; P12 25 + 399 = 424; P1 25 + 200 = 225; P2, P3 25.
T201 = result(
    201, "2020-04-18", "rebuy_addon", 2_500,
    [P(11, 1, 40_050), P(12, 2, 39_950), P(1, 3, 20_000), P(2, 4), P(3, 5)],
    3_000, 2_000,
)  # fmt: skip
# T202 Multistack, day 1 €100, day-2 stack €200 (P4, P2). P13 is a duplicate entry of P1 (merged later).
# P13 100 + 2 500 = 2 600; P4 200 + 1 500 = 1 700; P6 100 + 1 000 = 1 100; P2 200 + 500 = 700; P5, P7, P8 100.
T202 = result(
    202, "2020-05-10", "multistack", 10_000,
    [
        P(13, 1, 250_000), P(4, 2, 150_000, buy_in_cents=20_000), P(6, 3, 100_000),
        P(2, 4, 50_000, buy_in_cents=20_000), P(5, 5), P(7, 6), P(8, 7, reentries=2),
    ],
    60_000, 40_000,
)  # fmt: skip
# T203 satellite, entry €30, two €500 seats (P9, P10, no place: they share 1-2), remainder €80 to P3.
# P9, P10 30 + 500 = 530; P3 30 + 80 = 110; P1, P12 30.
T203 = result(
    203, "2020-06-06", "satellite", 3_000,
    [P(9, seat_value_cents=50_000), P(10, seat_value_cents=50_000), P(3, 3, 8_000), P(1, 4), P(12, 5)],
    3_240, 2_160,
)  # fmt: skip

# Q3 ---------------------------------------------------------------------------
# T301 Survivor, entry €50, three survivors share 3 x 400 = 1 200 euros; chips 60 000 / 30 000 / 30 000 of 120 000:
# P2 120 000 x 1/2 = 60 000 c -> 600; P6 and P14 30 000 c -> 300 each. Plus 50 each.
# P2 650; P6 350; P14 350 (P6 and P14 share places 2-3); P4, P5, P7 50.
T301 = result(
    301, "2020-07-25", "survivor", 5_000,
    [
        P(2, prize=40_000, final_chips=60_000), P(6, prize=40_000, final_chips=30_000),
        P(14, prize=40_000, final_chips=30_000), P(4, 4), P(5, 5), P(7, 6),
    ],
    3_600, 2_400,
)  # fmt: skip
# T302 Ante Up, entry €40: P1 40 + 200 = 240; P6 40 + 100 = 140; P3 40 + 50 = 90 (50.50 -> 50); P8, P10 40.
T302 = result(
    302, "2020-08-15", "ante_up", 4_000,
    [P(1, 1, 20_000), P(6, 2, 10_000), P(3, 3, 5_050), P(8, 4), P(10, 5)],
    900, 600,
)  # fmt: skip
# T303 Win the Button, entry €20: P9 20 + 200 = 220; P8 20 + 100 = 120; P12 20 + 70 = 90.
T303 = result(
    303, "2020-09-12", "win_the_button", 2_000,
    [P(9, 1, 20_000), P(8, 2, 10_000), P(12, 3, 7_000)],
    600, 400,
)  # fmt: skip

# Q4 ---------------------------------------------------------------------------
# T401 Escalator, entry €60: P3 60 + 300 = 360; P11 60 + 150 = 210; P5 60 + 90 = 150; P1 60.
T401 = result(
    401, "2020-10-10", "escalator", 6_000,
    [P(3, 1, 30_000), P(11, 2, 15_000), P(5, 3, 9_000), P(1, 4)],
    1_800, 1_200,
)  # fmt: skip
# T402 Sit & Go 10-handed: P5 10, P6 6, the rest 0.
T402 = result(
    402, "2020-11-07", "sit_and_go", 5_000,
    [P(5, 1), P(6, 2), P(7, 3), P(8, 4), P(9, 5), P(2, 6), P(4, 7), P(10, 8), P(12, 9), P(11, 10)],
    1_500, 1_000,
)  # fmt: skip
# T403 freeze-out, entry €150. First recorded with 2nd and 3rd swapped, then replaced within 72 h:
# P4 150 + 600 = 750; P7 150 + 360 = 510; P2 150 + 240 = 390; P15 150.
T403_WRONG = result(
    403, "2020-12-05", "freezeout", 15_000,
    [P(4, 1, 60_000), P(2, 2, 36_000), P(7, 3, 24_000), P(15, 4)],
    5_400, 3_600,
)  # fmt: skip
T403 = result(
    403, "2020-12-05", "freezeout", 15_000,
    [P(4, 1, 60_000), P(7, 2, 36_000), P(2, 3, 24_000), P(15, 4)],
    5_400, 3_600,
)  # fmt: skip
# T405: recorded twice by mistake, withdrawn within 72 h.
T405 = result(405, "2020-12-15", "freezeout", 10_000, [P(1, 1, 90_000), P(2, 2)], 2_700, 1_800)


def year_log() -> list[Action]:
    actions: list[tuple[str, dict, int]] = [
        ("ranking.season.define", {"season_id": sid, "year": 2020, "quarter": q, "starts_on": a, "ends_on": b}, ms("2020-01-01", 9))
        for sid, q, a, b in SEASONS
    ]
    actions.append(("ranking.tournament.counts", {"tournament_id": 104, "counts": False}, ms("2020-03-01", 9)))
    for r in (T101, T102, T103, T104, T201, T202, T203, T301, T302, T303, T401, T402, T403_WRONG, T405):
        actions.append(("ranking.result.record", {"result": r}, r["finished_at_ms"] + HOUR))
    actions += [
        ("ranking.result.replace", {"result": T403, "reason": "2nd and 3rd swapped"}, T403["finished_at_ms"] + 20 * HOUR),
        ("ranking.result.withdraw", {"tournament_id": 405, "reason": "recorded twice"}, T405["finished_at_ms"] + 30 * HOUR),
        (
            "ranking.correction.add",
            {"player_id": 10, "points": 10, "reason": "points of a Q3 side event", "season_id": "2020-Q3"},
            ms("2020-09-20"),
        ),
        ("ranking.player.merge", {"keep": 1, "merge": 13}, ms("2020-12-18")),
        ("ranking.final.winner", {"season_id": "2020-Q1", "player_id": 3}, ms("2020-04-05")),
        ("ranking.final.winner", {"season_id": "2020-Q2", "player_id": 13}, ms("2020-07-05")),
        ("ranking.final.winner", {"season_id": "2020-Q3", "player_id": 14}, ms("2020-10-04")),
    ]
    actions.sort(key=lambda a: a[2])
    return [Action(kind, payload, at_ms=at, operator="td-maria", seq=i) for i, (kind, payload, at) in enumerate(actions, start=1)]


@pytest.fixture(scope="module")
def year() -> RankingState:
    return RANKING.replay(year_log())


def listing(standings) -> list[tuple[int, int]]:
    return [(r.player_id, r.points) for r in standings.rows]


def test_replay_equals_live_application() -> None:
    live = RANKING.new_state()
    for action in year_log():
        RANKING.apply(live, action)
    assert live == RANKING.replay(year_log())


def test_q1_standing_leaves_out_the_tournament_the_td_excluded(year: RankingState) -> None:
    # P1 399 + 6 = 405; P2 279 + 0; P3 219 + 50 = 269; P4 100 + 113 = 213; P7 200; P5 100 + 10 = 110; P6 100;
    # P8 50 + 0 and P9 50 + 0 tie: best finish P8 4th (T102) beats P9 5th; P10 0 (Sit & Go 6th). T104 ignored.
    assert listing(quarterly_standings(year, "2020-Q1")) == [
        (1, 405), (2, 279), (3, 269), (4, 213), (7, 200), (5, 110), (6, 100), (8, 50), (9, 50), (10, 0),
    ]  # fmt: skip


def test_q2_standing_counts_the_merged_duplicate_for_the_kept_player(year: RankingState) -> None:
    # P1 225 + 2 600 (as P13) + 30 = 2 855; P4 1 700; P6 1 100; P2 25 + 700 = 725; P9 = P10 = 530 with equal
    # result points, wins (shared 1st), best place, tournaments and time: the lower number P9 first;
    # P12 424 + 30 = 454; P11 425; P3 25 + 110 = 135; P5, P7, P8 100 by best finish 5th, 6th, 7th.
    standing = quarterly_standings(year, "2020-Q2")
    assert listing(standing) == [
        (1, 2855), (4, 1700), (6, 1100), (2, 725), (9, 530), (10, 530), (12, 454), (11, 425), (3, 135),
        (5, 100), (7, 100), (8, 100),
    ]  # fmt: skip
    assert standing.row(13) is None
    p9 = standing.row(9)
    assert p9 is not None and (p9.wins, p9.best_place, p9.result_points, p9.buy_in_points) == (1, 1, 500, 30)


def test_q3_standing_with_survivor_points_by_chips_and_a_correction(year: RankingState) -> None:
    # P2 650; P6 350 + 140 = 490; P14 350; P1 240; P9 220; P8 40 + 120 = 160; P12 90 (70 result points) before
    # P3 90 (50 result points); then 50 each: P4 (best 4th), P5 and P10 (best 5th, 1 tournament each; P5
    # reached 50 on 25 July, P10 only with the correction of 20 September), P7 (6th).
    standing = quarterly_standings(year, "2020-Q3")
    assert listing(standing) == [
        (2, 650), (6, 490), (14, 350), (1, 240), (9, 220), (8, 160), (12, 90), (3, 90), (4, 50), (5, 50), (10, 50), (7, 50),
    ]  # fmt: skip
    p10 = standing.row(10)
    assert p10 is not None and (p10.computed_points, p10.correction_points) == (40, 10)
    p6 = standing.row(6)
    assert p6 is not None and p6.best_place == 2  # shares places 2-3 with P14 on equal chips


def test_q4_standing_uses_the_replacement_not_the_wrong_first_version(year: RankingState) -> None:
    # P4 750; P7 510; P2 390; P3 360; P11 210; P5 150 + 10 = 160; P15 150; P1 60; P6 6; then 0 points by best
    # finish: P8 4th, P9 5th, P10 8th, P12 9th. T405 withdrawn.
    assert listing(quarterly_standings(year, "2020-Q4")) == [
        (4, 750), (7, 510), (2, 390), (3, 360), (11, 210), (5, 160), (15, 150), (1, 60), (6, 6), (8, 0), (9, 0), (10, 0), (12, 0),
    ]  # fmt: skip


def test_annual_standing_is_the_sum_of_the_quarters(year: RankingState) -> None:
    # P1 405 + 2 855 + 240 + 60 = 3 560; P4 213 + 1 700 + 50 + 750 = 2 713; P2 279 + 725 + 650 + 390 = 2 044;
    # P6 100 + 1 100 + 490 + 6 = 1 696; P7 200 + 100 + 50 + 510 = 860; P3 269 + 135 + 90 + 360 = 854;
    # P9 50 + 530 + 220 = 800; P11 425 + 210 = 635; P10 530 + 50 = 580; P12 454 + 90 = 544;
    # P5 110 + 100 + 50 + 160 = 420; P14 350; P8 50 + 100 + 160 = 310; P15 150.
    annual = annual_standings(year, 2020)
    assert listing(annual) == [
        (1, 3560), (4, 2713), (2, 2044), (6, 1696), (7, 860), (3, 854), (9, 800), (11, 635), (10, 580), (12, 544),
        (5, 420), (14, 350), (8, 310), (15, 150),
    ]  # fmt: skip
    p1 = annual.row(1)
    # P1: T101, T103, T201, T202 (as P13), T203, T302, T401 = 7 tournaments; wins T101, T202, T302.
    assert p1 is not None and (p1.tournaments, p1.wins, p1.best_place) == (7, 3, 1)
    # buy-in points 100 + 0 + 25 + 100 + 30 + 40 + 60 = 355
    assert p1.buy_in_points == 355 and p1.result_points == 3560 - 355


def test_funds_count_only_counting_tournaments_in_force(year: RankingState) -> None:
    # Quarterly (2 %): Q1 1 260 + 450 + 324 = 2 034 (T104 excluded); Q2 2 000 + 40 000 + 2 160 = 44 160;
    # Q3 2 400 + 600 + 400 = 3 400; Q4 1 200 + 1 000 + 3 600 = 5 800 (T405 withdrawn).
    assert [quarterly_fund(year, sid) for sid, *_ in SEASONS] == [2_034, 44_160, 3_400, 5_800]
    # Annual (3 %): 1 890 + 675 + 486 + 3 000 + 60 000 + 3 240 + 3 600 + 900 + 600 + 1 800 + 1 500 + 5 400 = 83 091.
    assert annual_fund(year, 2020) == 83_091
    # 30 % = 24 927.3 -> 24 927; 20 % = 16 618.2 -> 16 618; the winner gets 83 091 - 24 927 - 16 618 = 41 546.
    assert annual_final_payout(83_091) == (41_546, 24_927, 16_618)


def test_annual_final_table(year: RankingState) -> None:
    # FS 9.4: the quarterly winners P3 (Q1), P1 (Q2, recorded as his duplicate P13), P14 (Q3); Q4 has no winner
    # recorded, so its seat goes to the ranking too. Ranking seats, best not already seated: P4 (2nd), P2 (3rd),
    # P6 (4th), P7 (5th), P3 (6th) is seated, P9 (7th), P11 (8th), P10 (9th) -> 3 + 7 = 10 seats.
    seats = annual_final_table(year, 2020)
    assert [(s.player_id, s.reason, s.season_id, s.annual_position) for s in seats] == [
        (3, SeatReason.QUARTERLY_WINNER, "2020-Q1", None),
        (1, SeatReason.QUARTERLY_WINNER, "2020-Q2", None),
        (14, SeatReason.QUARTERLY_WINNER, "2020-Q3", None),
        (4, SeatReason.ANNUAL_RANKING, None, 2),
        (2, SeatReason.ANNUAL_RANKING, None, 3),
        (6, SeatReason.ANNUAL_RANKING, None, 4),
        (7, SeatReason.ANNUAL_RANKING, None, 5),
        (9, SeatReason.ANNUAL_RANKING, None, 7),
        (11, SeatReason.ANNUAL_RANKING, None, 8),
        (10, SeatReason.ANNUAL_RANKING, None, 9),
    ]


def test_quarterly_finals(year: RankingState) -> None:
    # Q1: 2 034 buys no €300 entry; the remainder 2 034 goes to the 1st; at least 10 qualifiers, but only 9
    # players have points (P10 has 0).
    q1 = quarterly_final(year, "2020-Q1")
    assert (q1.entries, q1.remainder_cents, q1.seats) == (0, 2_034, 10)
    assert q1.qualifiers == (1, 2, 3, 4, 7, 5, 6, 8, 9)
    assert [(p.place, p.entry_cents, p.cash_cents) for p in q1.prizes] == [(1, 0, 2_034)]
    # Q2: 44 160 = 1 x 30 000 + 14 160: 1 entry to the winner, 14 160 to the 2nd; 10 qualifiers, the last seat
    # decided by the tie-break among P5, P7, P8 (100 each; P5 best 5th).
    q2 = quarterly_final(year, "2020-Q2")
    assert (q2.entries, q2.remainder_cents, q2.seats) == (1, 14_160, 10)
    assert q2.qualifiers == (1, 4, 6, 2, 9, 10, 12, 11, 3, 5)
    assert [(p.place, p.entry_cents, p.cash_cents) for p in q2.prizes] == [(1, 30_000, 0), (2, 0, 14_160)]


def test_points_history_keeps_every_change(year: RankingState) -> None:
    t403 = [c for c in year.changes if c.tournament_id == 403]
    # First version: P4 750, P2 150 + 360 = 510, P7 150 + 240 = 390, P15 150; the replacement moves 120 points.
    assert [(c.kind, c.deltas) for c in t403] == [
        (ChangeKind.RESULT_RECORDED, ((4, 750), (2, 510), (7, 390), (15, 150))),
        (ChangeKind.RESULT_REPLACED, ((2, -120), (7, 120))),
    ]
    assert t403[1].reason == "2nd and 3rd swapped" and t403[1].operator == "td-maria"
    t405 = [(c.kind, c.deltas, c.reason) for c in year.changes if c.tournament_id == 405]
    assert t405 == [
        (ChangeKind.RESULT_RECORDED, ((1, 900 + 100), (2, 100)), ""),
        (ChangeKind.RESULT_WITHDRAWN, ((1, -1000), (2, -100)), "recorded twice"),
    ]
    merge = [c for c in year.changes if c.kind is ChangeKind.MERGE]
    assert [c.deltas for c in merge] == [((13, -2600), (1, 2600))]
    assert [s.result.tournament_id for s in year.superseded] == [403]
    assert not any(c.tournament_id == 104 for c in year.changes)  # never counted


def test_player_history_explains_every_point(year: RankingState) -> None:
    history = player_history(year, 10, 2020)
    # T103 6th (0), T203 seat (30 + 500), T302 5th (40), correction +10, T402 8th (0): 580 in all.
    assert [(e.tournament_id, e.points, e.correction_reason) for e in history] == [
        (103, 0, ""),
        (203, 530, ""),
        (302, 40, ""),
        (None, 10, "points of a Q3 side event"),
        (402, 0, ""),
    ]
    assert sum(e.points for e in history) == annual_standings(year, 2020).row(10).points  # type: ignore[union-attr]
    seat = history[1]
    assert [(line.kind.value, line.points, line.basis_cents) for line in seat.lines] == [
        ("buy_in", 30, 3_000),
        ("satellite_seat", 500, 50_000),
    ]
    p1 = player_history(year, 1, 2020)
    assert [(e.tournament_id, e.recorded_as) for e in p1 if e.tournament_id == 202] == [(202, 13)]
