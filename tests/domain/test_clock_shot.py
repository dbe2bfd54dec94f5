"""Shot clocks per table, Time Bank chips (RPT Art. 80) and the TD's "time" call (RPT Art. 29)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tdapp.domain.clock.shot_clock import CallKind
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

T0 = 1_780_000_000_000
SEC = 1_000


class Room:
    def __init__(self, players: int = 4) -> None:
        self.seq = 0
        self.log: list[Action] = []
        self.state = TournamentState()
        self.do("tournament.create", {"config": {"name": "T", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}}, -3600)
        self.do("clock.set_structure", {"items": [{"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20}]}, -3000)
        for pid in range(1, players + 1):
            self.do("registration.register", {"player_id": pid}, -1800)
            self.do("money.buy_in", {"player_id": pid, "document": f"CC{pid}"}, -1800)
        self.do("clock.start", {}, 0)

    def do(self, kind: str, payload: dict[str, Any], second: float) -> None:
        self.seq += 1
        action = Action(kind, payload, at_ms=T0 + round(second * SEC), seq=self.seq)
        TOURNAMENT.apply(self.state, action)
        self.log.append(action)

    def refuse(self, kind: str, payload: dict[str, Any], second: float, message: str) -> None:
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as refused:
            TOURNAMENT.apply(self.state, Action(kind, payload, at_ms=T0 + round(second * SEC), seq=999))
        assert message in refused.value.render()
        assert self.state == before

    def view(self, table: int, second: float):
        return self.state.clock.shot.view(table, T0 + round(second * SEC))


def test_shot_clock_counts_30_seconds_per_table_rpt_art_80() -> None:
    room = Room()
    room.do("clock.shot.start", {"table": 3, "player_id": 1}, 100)
    room.do("clock.shot.start", {"table": 5, "player_id": 2}, 110)
    assert room.view(3, 112).remaining_ms == 18 * SEC
    assert room.view(5, 112).remaining_ms == 28 * SEC
    assert not room.view(3, 129.9).expired
    assert room.view(3, 130).expired  # fold if facing a bet, else check (Art. 80.3)
    room.do("clock.shot.stop", {"table": 3}, 131)
    assert room.view(3, 131) is None
    assert [v.table for v in room.state.clock.shot.views(T0 + 112 * SEC)] == [5]


def test_time_bank_twice_in_one_hand_then_none_left_rpt_art_80() -> None:
    room = Room()
    room.do("clock.shot.start", {"table": 1, "player_id": 4}, 0)
    room.do("clock.shot.time_bank", {"table": 1, "player_id": 4}, 25)
    assert room.view(1, 25).remaining_ms == 35 * SEC
    room.do("clock.shot.time_bank", {"table": 1, "player_id": 4}, 50)
    assert room.view(1, 50).remaining_ms == 40 * SEC
    assert room.view(1, 50).time_banks_left == 0
    room.refuse("clock.shot.time_bank", {"table": 1, "player_id": 4}, 60, "used both Time Banks")
    room.do("clock.shot.stop", {"table": 1}, 61)
    # A later hand: still none left the same day.
    room.do("clock.shot.start", {"table": 1, "player_id": 4}, 300)
    room.refuse("clock.shot.time_bank", {"table": 1, "player_id": 4}, 310, "used both Time Banks")


def test_time_bank_must_be_used_before_zero() -> None:
    room = Room()
    room.do("clock.shot.start", {"table": 1, "player_id": 2}, 0)
    room.refuse("clock.shot.time_bank", {"table": 1, "player_id": 2}, 30, "has run out")


def test_td_time_call_is_25_plus_a_5_second_count_rpt_art_29() -> None:
    room = Room()
    room.do("clock.shot.start", {"table": 2, "player_id": 3, "call": "time"}, 0)
    view = room.view(2, 24)
    assert view.kind is CallKind.TIME and view.remaining_ms == 6 * SEC and not view.final_count
    assert room.view(2, 25).final_count and room.view(2, 25).remaining_ms == 5 * SEC
    assert room.view(2, 30).expired


def test_time_banks_kept_used_on_a_new_day_only_when_the_td_says_so() -> None:
    """RPT Art. 80's closing clause: the TD may change the Time Bank rules, e.g. not give them back on day 2."""
    room = Room()
    room.do("clock.shot.start", {"table": 1, "player_id": 1}, 0)
    room.do("clock.shot.time_bank", {"table": 1, "player_id": 1}, 10)
    room.do("clock.shot.time_bank", {"table": 1, "player_id": 1}, 20)
    room.do("clock.end_day", {}, 100)
    assert room.view(1, 100) is None  # the tables' countdowns end with the day
    room.do("clock.resume_day", {"restore_time_banks": False}, 86_400)
    assert room.state.clock.shot.time_banks_left(1) == 0  # the TD kept them used
    room.do("clock.shot.restore_time_banks", {}, 86_401)
    assert room.state.clock.shot.time_banks_left(1) == 2
    room.refuse("clock.shot.restore_time_banks", {}, 86_402, "still has all Time Banks")
    assert TOURNAMENT.replay(room.log) == room.state


def test_td_adjusts_the_shot_clock_settings() -> None:
    room = Room()
    room.do("clock.shot.configure", {"shot_seconds": 20, "time_bank_uses": 3}, 1)
    room.do("clock.shot.start", {"table": 1, "player_id": 1}, 10)
    assert room.view(1, 10).remaining_ms == 20 * SEC
    assert room.view(1, 10).time_banks_left == 3


@pytest.mark.parametrize(
    ("kind", "payload", "message"),
    [
        ("clock.shot.start", {"table": 1, "player_id": 77}, "Player 77 is not playing"),
        ("clock.shot.start", {"table": 0, "player_id": 1}, "No such table"),
        ("clock.shot.start", {"table": 1, "player_id": 1, "call": "hurry"}, "Unknown call"),
        ("clock.shot.time_bank", {"table": 1, "player_id": 1}, "not on the clock at table 1"),
        ("clock.shot.stop", {"table": 4}, "no shot clock running at table 4"),
        ("clock.shot.configure", {"shot_seconds": 0}, "between 1 and 600"),
        ("clock.shot.configure", {"speed": 3}, "Unknown shot clock settings"),
    ],
)
def test_bad_shot_clock_commands_are_refused(kind: str, payload: dict, message: str) -> None:
    Room().refuse(kind, payload, 5, message)


def test_same_player_cannot_be_put_on_the_clock_twice() -> None:
    room = Room()
    room.do("clock.shot.start", {"table": 1, "player_id": 1}, 0)
    room.refuse("clock.shot.start", {"table": 1, "player_id": 1}, 5, "already on the clock")
    room.do("clock.shot.start", {"table": 1, "player_id": 2}, 6)  # next player to act
    assert room.view(1, 6).player_id == 2
