"""A tournament played through its actions, handed to the ranking (tdapp.domain.ranking.from_tournament)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.ranking.from_tournament import result_from_tournament
from tdapp.domain.ranking.points import score_tournament
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import quarterly_standings
from tdapp.domain.seating.draw import draw_seat, draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

START_MS = 1_717_272_000_000  # 2024-06-01 20:00 UTC, 21:00 in Lisbon
BUY_IN = {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000}


class Play:
    def __init__(self, players: int, day2: dict[int, int] | None = None, **config: Any) -> None:
        self.actions: list[Action] = []
        self.state: TournamentState = TOURNAMENT.new_state()
        conf = {"name": "Sexta", "buy_in": BUY_IN, "scheduled_start_ms": START_MS, **config}
        self.add("tournament.create", {"config": conf})
        day2 = day2 or {}
        for pid in range(1, players + 1):
            if pid not in day2:
                self.add("registration.register", {"player_id": pid})
                self.add("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})
        if day2:  # FS 3.1.10: day 1 is played and ended before day-2 stacks are sold
            self.add("clock.set_structure", {"items": [{"small_blind": 100, "big_blind": 200, "ante": 0, "minutes": 20}] * 3})
            self.add("clock.start", {})
            self.add("clock.end_day", {})
            for pid, option in day2.items():
                self.add("registration.register", {"player_id": pid})
                self.add("money.buy_in", {"player_id": pid, "document": f"CC{pid}", "day2_option": option})
        tables = -(-players // self.state.require_config().table_size)
        for n in range(1, tables + 1):
            self.add("seating.open_table", {"table": n})
        self.add("seating.draw", draw_seats(self.state.seating, range(1, players + 1), rng=random.Random(players)))

    def add(self, kind: str, payload: dict[str, Any]) -> None:
        action = Action(kind, payload, at_ms=START_MS + 60_000 * len(self.actions), operator="td", seq=len(self.actions) + 1)
        TOURNAMENT.apply(self.state, action)
        self.actions.append(action)

    def bust(self, *players: int) -> None:
        for pid in players:
            self.add("player.bust", {"busts": [{"player_id": pid}]})


def rows(result) -> dict[int, tuple]:
    return {
        p.player_id: (p.place, p.place_to, p.prize_cents, p.seat_value_cents, p.final_chips, p.reentries, p.buy_in_cents)
        for p in result.players
    }


def test_freezeout_with_a_reentry_counts_for_the_ranking() -> None:
    play = Play(12, counts_for_ranking=True, reentry={"purchase": BUY_IN, "until_level": 6})
    play.bust(12)
    play.add("money.reentry", {"player_id": 12})
    play.add("seating.seat", draw_seat(play.state.seating, 12, rng=random.Random(1)))
    play.bust(*range(4, 13))
    play.bust(3, 2)
    play.add("tournament.finish", {})
    result = result_from_tournament(play.state, tournament_id=77, finished_at_ms=START_MS + 6 * 3_600_000)
    # 13 entries x 90 € = 1 170 €: 3 % = 35.10 €, 2 % = 23.40 €; 1 111.50 € paid 50/30/20 (FS 7.4, 10-30 entries).
    assert (result.annual_fund_cents, result.quarterly_fund_cents) == (3_510, 2_340)
    assert (result.date.isoformat(), result.buy_in_cents, result.counts_for_ranking, result.name) == ("2024-06-01", 10_000, True, "Sexta")
    table = rows(result)
    assert table[1] == (1, None, 55_575, 0, None, 0, None)
    assert table[2] == (2, None, 33_345, 0, None, 0, None)
    assert table[3] == (3, None, 22_230, 0, None, 0, None)
    assert table[12][0] == 4 and table[12][5] == 1  # out last after his re-entry
    # Into the ranking: 100 + 555 = 655, 100 + 333 = 433, 100 + 222 = 322, everybody else 100 (once, re-entry or not).
    ranking = RANKING.replay(
        [
            Action(
                "ranking.season.define",
                {"season_id": "Q2", "year": 2024, "quarter": 2, "starts_on": "2024-04-01", "ends_on": "2024-06-30"},
                seq=1,
            ),
            Action("ranking.result.record", {"result": result.to_dict()}, at_ms=START_MS + 7 * 3_600_000, seq=2),
        ]
    )
    points = {r.player_id: r.points for r in quarterly_standings(ranking, "Q2").rows}
    assert points == {1: 655, 2: 433, 3: 322, **{pid: 100 for pid in range(4, 13)}}


def test_sit_and_go_settled_by_a_deal_shares_first_and_second() -> None:
    play = Play(6, modality="sit_and_go", table_size=6)
    play.bust(6, 5, 4, 3)
    play.add(
        "prizes.accept_deal", {"method": "chip_chop", "players": [{"player_id": 1, "chips": 80_000}, {"player_id": 2, "chips": 40_000}]}
    )
    play.add("tournament.finish", {})
    result = result_from_tournament(play.state, tournament_id=5, finished_at_ms=START_MS)
    table = rows(result)
    # 6 x 90 € = 540 €, 6-max 70/30 -> 378 € + 162 € = 540 € chip-chopped 2:1 -> 360 € and 180 €.
    assert (table[1][:3], table[2][:3]) == ((1, 2, 36_000), (1, 2, 18_000))
    assert {s.player_id: s.points for s in score_tournament(result)} == {1: 8, 2: 8, 3: 0, 4: 0, 5: 0, 6: 0}


def test_satellite_seat_winners_count_the_seat_value() -> None:
    play = Play(12, modality="satellite", satellite_target_cents=50_000, payout_rule="satellite")
    play.add("registration.close_late", {})
    play.bust(*range(12, 2, -1))
    assert play.state.status.value == "finished"  # FS 3.1.4: it ends when the players left are the seats
    result = result_from_tournament(play.state, tournament_id=6, finished_at_ms=START_MS)
    table = rows(result)
    # 12 x 90 € = 1 080 €: two 500 € seats (places 1-2, shared) and 80 € to the 3rd.
    assert table[1][:4] == (1, 2, 0, 50_000) and table[2][:4] == (1, 2, 0, 50_000)
    assert table[3][:4] == (3, None, 8_000, 0)
    assert {s.player_id: s.points for s in score_tournament(result) if s.player_id <= 3} == {1: 600, 2: 600, 3: 180}


def test_survivor_needs_the_final_chip_counts() -> None:
    play = Play(12, modality="survivor", payout_rule="survivor")
    play.add("registration.close_late", {})
    play.bust(*range(12, 3, -1))
    assert play.state.status.value == "finished"  # FS 3.1.9: it ends when the field reaches the paid places
    with pytest.raises(RuleError, match="final chip counts"):
        result_from_tournament(play.state, tournament_id=8, finished_at_ms=START_MS, final_chips={1: 100_000})
    result = result_from_tournament(play.state, tournament_id=8, finished_at_ms=START_MS, final_chips={1: 120_000, 2: 80_000, 3: 40_000})
    table = rows(result)
    # 1 080 € shared equally by 3: 360 € each; chips 3:2:1 re-count it as 540 €, 360 €, 180 € for the points.
    assert [table[p][2] for p in (1, 2, 3)] == [36_000, 36_000, 36_000]
    assert [table[p][4] for p in (1, 2, 3)] == [120_000, 80_000, 40_000]
    assert {s.player_id: s.points for s in score_tournament(result) if s.player_id <= 3} == {1: 640, 2: 460, 3: 280}


def test_multistack_day_two_entrant_counts_his_stack_price() -> None:
    stacks = [
        BUY_IN,
        {"prize_cents": 18_000, "fee_cents": 2_000, "chips": 45_000},
        {"prize_cents": 27_600, "fee_cents": 2_400, "chips": 75_000},
    ]
    play = Play(10, modality="multistack", multistack_day2=stacks, day2={3: 1}, day2_registration_until_level=2)
    play.bust(*range(10, 1, -1))
    play.add("tournament.finish", {})
    result = result_from_tournament(play.state, tournament_id=9, finished_at_ms=START_MS)
    assert rows(result)[3][6] == 20_000 and rows(result)[4][6] is None


def test_an_unfinished_tournament_is_refused() -> None:
    play = Play(12)
    play.bust(12)
    with pytest.raises(RuleError, match="not finished"):
        result_from_tournament(play.state, tournament_id=10, finished_at_ms=START_MS)
