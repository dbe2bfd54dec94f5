"""Points of one tournament (FS 9.2, 3.1.4, 3.1.8, 3.1.9), rule by rule."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.points import LineKind, score_tournament
from tdapp.domain.ranking.result import TournamentResult


def result(modality: str, buy_in: int, players: list[dict], **extra: object) -> TournamentResult:
    return TournamentResult.from_dict(
        {
            "tournament_id": 7,
            "date": "2020-05-01",
            "finished_at_ms": 0,
            "name": "T",
            "modality": modality,
            "buy_in_cents": buy_in,
            "counts_for_ranking": True,
            "finished": True,
            "players": players,
            **extra,
        }
    )


def points(modality: str, buy_in: int, players: list[dict]) -> dict[int, int]:
    return {s.player_id: s.points for s in score_tournament(result(modality, buy_in, players))}


CASES = [
    # (rule, modality, buy-in cents, players, expected points)
    (
        "FS 9.2 buy-in 100 + prize 500.50 -> whole euros 500",
        "freezeout",
        10_000,
        [{"player_id": 1, "place": 1, "prize_cents": 50_050}],
        {1: 600},
    ),
    ("FS 9.2 prize 0.99 gives no prize point", "freezeout", 10_000, [{"player_id": 1, "place": 1, "prize_cents": 99}], {1: 100}),
    ("FS 9.2 buy-in 27.50 -> 27 points", "freezeout", 2_750, [{"player_id": 1, "place": 1}], {1: 27}),
    ("FS 9.2 re-entries give no more buy-in points", "rebuy_addon", 5_000, [{"player_id": 1, "place": 1, "reentries": 3}], {1: 50}),
    ("FS 7.3 a deal counts what was received", "freezeout", 1_000, [{"player_id": 1, "place": 1, "prize_cents": 123_456}], {1: 10 + 1_234}),
    (
        "FS 3.1.10 a day-2 stack counts its own price",
        "multistack",
        10_000,
        [{"player_id": 1, "place": 1, "buy_in_cents": 25_000}],
        {1: 250},
    ),
    (
        "FS 9.2 satellite seat counts at its value, the remainder as prize",
        "satellite",
        3_000,
        [{"player_id": 1, "seat_value_cents": 55_000}, {"player_id": 2, "place": 2, "prize_cents": 4_550}],
        {1: 30 + 550, 2: 30 + 45},
    ),
    (
        "FS 3.1.8 Sit & Go 10 / 6, nothing else",
        "sit_and_go",
        5_000,
        [{"player_id": i, "place": i, "prize_cents": 20_000 if i == 1 else 0} for i in range(1, 7)],
        {1: 10, 2: 6, 3: 0, 4: 0, 5: 0, 6: 0},
    ),
    (
        "RPT Art. 79 shared 1st-2nd in a Sit & Go: (10 + 6) / 2",
        "sit_and_go",
        5_000,
        [{"player_id": 1, "place": 1, "place_to": 2}, {"player_id": 2, "place": 1, "place_to": 2}, {"player_id": 3, "place": 3}],
        {1: 8, 2: 8, 3: 0},
    ),
    (
        "RPT Art. 79 shared 2nd-3rd in a Sit & Go: 6 / 2",
        "sit_and_go",
        5_000,
        [{"player_id": 1, "place": 1}, {"player_id": 2, "place": 2, "place_to": 3}, {"player_id": 3, "place": 2, "place_to": 3}],
        {1: 10, 2: 3, 3: 3},
    ),
    (
        "FS 3.1.9 Survivor: 3 x 100 euros re-counted by chips 5:3:2 (150, 90, 60) + buy-in 20",
        "survivor",
        2_000,
        [
            {"player_id": 1, "prize_cents": 10_000, "final_chips": 50_000},
            {"player_id": 2, "prize_cents": 10_000, "final_chips": 30_000},
            {"player_id": 3, "prize_cents": 10_000, "final_chips": 20_000},
            {"player_id": 4, "place": 4},
        ],
        {1: 170, 2: 110, 3: 80, 4: 20},
    ),
    (
        "FS 3.1.9 Survivor: 3 x 100 euros by chips 1:1:1 -> 100 each, cents rounded down",
        "survivor",
        0,
        [
            {"player_id": 1, "prize_cents": 10_001, "final_chips": 7},
            {"player_id": 2, "prize_cents": 10_000, "final_chips": 7},
            {"player_id": 3, "prize_cents": 10_000, "final_chips": 7},
        ],
        {1: 100, 2: 100, 3: 100},
    ),
    ("FS 3.1.3 knock-out: the bounty is not buy-in", "knockout", 5_500, [{"player_id": 1, "place": 1, "prize_cents": 10_000}], {1: 155}),
    ("freeroll: no buy-in points", "freezeout", 0, [{"player_id": 1, "place": 1, "prize_cents": 10_000}], {1: 100}),
]


@pytest.mark.parametrize(("rule", "modality", "buy_in", "players", "expected"), CASES, ids=[c[0] for c in CASES])
def test_points(rule: str, modality: str, buy_in: int, players: list[dict], expected: dict[int, int]) -> None:
    assert points(modality, buy_in, players) == expected


def test_every_point_has_its_reason() -> None:
    scores = score_tournament(
        result("satellite", 3_000, [{"player_id": 1, "seat_value_cents": 50_000}, {"player_id": 2, "place": 2, "prize_cents": 8_000}])
    )
    assert [[(line.kind, line.points, line.basis_cents) for line in s.lines] for s in scores] == [
        [(LineKind.BUY_IN, 30, 3_000), (LineKind.SATELLITE_SEAT, 500, 50_000)],
        [(LineKind.BUY_IN, 30, 3_000), (LineKind.PRIZE, 80, 8_000)],
    ]


def test_survivor_places_follow_chips() -> None:
    scores = score_tournament(
        result(
            "survivor",
            1_000,
            [
                {"player_id": 1, "prize_cents": 10_000, "final_chips": 10},
                {"player_id": 2, "prize_cents": 10_000, "final_chips": 30},
                {"player_id": 3, "prize_cents": 10_000, "final_chips": 10},
                {"player_id": 4, "place": 4},
            ],
        )
    )
    assert [(s.player_id, s.place, s.place_to) for s in scores] == [(1, 2, 3), (2, 1, None), (3, 2, 3), (4, 4, None)]
    # 300 euros by chips 10:30:10 of 50 -> 60, 180, 60; plus 10 buy-in points.
    assert [s.points for s in scores] == [70, 190, 70, 10]
    assert {s.player_id: [line.kind for line in s.lines][-1] for s in scores if s.player_id != 4} == dict.fromkeys(
        (1, 2, 3), LineKind.SURVIVOR
    )


BAD_RESULTS = [
    ("FS 9.2 not finished", {"finished": False}, "not finished"),
    ("finished missing", {"finished": None}, "not finished"),
    ("no players", {"players": []}, "lists no players"),
    ("no name", {"name": " "}, "name"),
    ("bad date", {"date": "2020-13-01"}, "not a date"),
    ("unknown modality", {"modality": "bingo"}, "Unknown modality"),
    ("negative buy-in", {"buy_in_cents": -1}, "cannot be less than 0"),
    ("money as float", {"buy_in_cents": 10.5}, "not a whole number"),
    ("player twice", {"players": [{"player_id": 1, "place": 1}, {"player_id": 1, "place": 2}]}, "appears twice"),
    ("place beyond the field", {"players": [{"player_id": 1, "place": 3}]}, "cannot finish in place 3"),
    ("no place", {"players": [{"player_id": 1}]}, "no finishing place"),
    ("shared places backwards", {"players": [{"player_id": 1, "place": 2, "place_to": 1}, {"player_id": 2, "place": 1}]}, "shared places"),
    ("seat outside a satellite", {"players": [{"player_id": 1, "place": 1, "seat_value_cents": 100}]}, "Only a satellite"),
    ("chips outside a Survivor", {"players": [{"player_id": 1, "place": 1, "final_chips": 100}]}, "only for a Survivor"),
    ("FS 3.1.9 Survivor without chip counts", {"modality": "survivor", "players": [{"player_id": 1, "place": 1}]}, "final chip counts"),
    (
        "FS 3.1.9 Survivor prize without chips",
        {
            "modality": "survivor",
            "players": [{"player_id": 1, "prize_cents": 5, "final_chips": 9}, {"player_id": 2, "prize_cents": 5, "place": 2}],
        },
        "final chip count of every survivor",
    ),
    (
        "FS 3.1.9 survivor with no chips",
        {"modality": "survivor", "players": [{"player_id": 1, "prize_cents": 5, "final_chips": 0}]},
        "ends with chips",
    ),
]


@pytest.mark.parametrize(("rule", "change", "message"), BAD_RESULTS, ids=[c[0] for c in BAD_RESULTS])
def test_bad_results_are_refused(rule: str, change: dict, message: str) -> None:
    data = {
        "tournament_id": 7,
        "date": "2020-05-01",
        "finished_at_ms": 0,
        "name": "T",
        "modality": "freezeout",
        "buy_in_cents": 1_000,
        "counts_for_ranking": True,
        "finished": True,
        "players": [{"player_id": 1, "place": 1}],
    }
    data.update(change)
    with pytest.raises(RuleError, match=message):
        TournamentResult.from_dict(data)


def test_result_round_trips_through_its_payload() -> None:
    r = result(
        "survivor",
        1_000,
        [{"player_id": 1, "prize_cents": 100, "final_chips": 10, "reentries": 2}],
        annual_fund_cents=3,
        quarterly_fund_cents=2,
    )
    assert TournamentResult.from_dict(r.to_dict()) == r
