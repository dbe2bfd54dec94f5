"""The level clock through a whole day on a fake time source, and restarts from the log (issue 3, done-when)."""

from __future__ import annotations

from typing import Any

from tdapp.domain.clock.level_clock import ClockRun
from tdapp.domain.clock.structure import Break, Level
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import Status, TournamentState

T0 = 1_780_000_000_000  # a Saturday at the start of play
MIN = 60_000
SEC = 1_000


def day_structure() -> dict[str, Any]:
    """20 levels of 30 minutes, a 15-minute break after every 4th level (the first colors up the 25s)."""
    items: list[dict[str, Any]] = []
    for n in range(1, 21):
        bb = 200 * n
        items.append({"small_blind": bb // 2, "big_blind": bb, "ante": bb, "minutes": 30})
        if n % 4 == 0 and n < 20:
            items.append({"break": True, "minutes": 15, "color_up": 25 if n == 4 else None})
    return {"items": items, "chips": [25, 100, 500, 1000, 5000]}


class Desk:
    """Applies actions to a live state and keeps the log, like the application does."""

    def __init__(self, config: dict[str, Any] | None = None) -> None:
        self.log: list[Action] = []
        self.state = TournamentState()
        cfg = {"name": "Saturday", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
        cfg.update(config or {})
        self.do("tournament.create", {"config": cfg}, T0 - 60 * MIN)

    def do(self, kind: str, payload: dict[str, Any] | None = None, at_ms: int = T0) -> None:
        action = Action(kind, payload or {}, at_ms=at_ms, operator="td", seq=len(self.log) + 1)
        TOURNAMENT.apply(self.state, action)
        self.log.append(action)

    def replayed(self) -> TournamentState:
        return TOURNAMENT.replay(self.log)

    def at(self, minutes: float) -> tuple[int, bool, int]:
        """(level, is_break, remaining ms) at T0 + minutes."""
        pos = self.state.clock.position(T0 + round(minutes * MIN))
        assert pos is not None
        return pos.level, pos.is_break, pos.remaining_ms


def m(minutes: float) -> int:
    return T0 + round(minutes * MIN)


def test_a_ten_hour_day_with_pauses_adjustments_breaks_hand_for_hand_and_a_restart() -> None:
    desk = Desk()
    desk.do("clock.set_structure", day_structure(), m(-30))
    desk.do("clock.start", {}, m(0))
    assert desk.state.status is Status.RUNNING
    assert desk.at(0) == (1, False, 30 * MIN)
    # RPT Art. 23: the level changes exactly when the clock reaches zero, never earlier or later.
    assert desk.at(29.99) == (1, False, 600)
    assert desk.state.clock.position(m(29.99)).remaining_seconds == 1
    assert desk.at(30) == (2, False, 30 * MIN)

    desk.do("clock.pause", {}, m(45))
    assert desk.at(50) == (2, False, 15 * MIN)
    assert desk.state.clock.position(m(50)).run is ClockRun.PAUSED
    desk.do("clock.resume", {}, m(52))
    assert desk.at(60) == (2, False, 7 * MIN)
    desk.do("clock.adjust", {"seconds": 120}, m(60))
    assert desk.at(60) == (2, False, 9 * MIN)
    assert desk.at(69) == (3, False, 30 * MIN)
    desk.do("clock.adjust", {"seconds": -300}, m(70))
    assert desk.at(70) == (3, False, 24 * MIN)
    assert desk.at(94) == (4, False, 30 * MIN)

    # The first break: 124 to 139, with the color-up of the 25s announced.
    pos = desk.state.clock.position(m(130))
    assert (pos.level, pos.is_break, pos.remaining_ms) == (4, True, 9 * MIN)
    assert pos.item == Break(15, 25) and pos.next_item == Level(500, 1000, 1000, 30)
    assert desk.state.clock.position(m(100)).next_break_in_ms == 24 * MIN
    assert desk.at(139) == (5, False, 30 * MIN)

    # The TD skips forward by mistake, goes back, then sets the time the room's clock showed.
    desk.do("clock.next_level", {}, m(150))
    assert desk.at(150) == (6, False, 30 * MIN)
    desk.do("clock.previous_level", {}, m(155))
    assert desk.at(155) == (5, False, 30 * MIN)
    desk.do("clock.jump", {"level": 6, "seconds_left": 25 * 60}, m(156))
    assert desk.at(156) == (6, False, 25 * MIN)
    assert desk.at(181) == (7, False, 30 * MIN)
    assert desk.at(241) == (8, True, 15 * MIN)
    assert desk.at(256) == (9, False, 30 * MIN)

    # A crash at 4h20: the desk restarts from the stored log and the wall clock alone.
    live_position = desk.state.clock.position(m(262))
    desk.state = desk.replayed()
    assert desk.state.clock.position(m(262)) == live_position

    # RPT Art. 79: hand-for-hand at 4h30 with 16 minutes left in level 9; each hand takes 2 minutes off.
    desk.do("clock.hand_for_hand.start", {"tables": [1, 2]}, m(270))
    assert desk.state.clock.hand_for_hand
    assert desk.at(285) == (9, False, 16 * MIN)
    assert desk.state.clock.position(m(285)).run is ClockRun.HAND_FOR_HAND
    minute = 271
    for hand in range(1, 10):
        desk.do("clock.hand_for_hand.table_done", {"table": 1}, m(minute))
        desk.do("clock.hand_for_hand.table_done", {"table": 2}, m(minute + 1))
        desk.do("clock.hand_for_hand.next_hand", {}, m(minute + 2))
        assert desk.state.clock.hand_for_hand_hands == hand
        minute += 3
    # 9 hands: 16 min - 8 hands = 0, the blinds go up (level 10) and the 9th hand takes 2 more minutes.
    assert desk.at(minute) == (10, False, 28 * MIN)
    desk.do("clock.hand_for_hand.end", {}, m(300))
    assert not desk.state.clock.hand_for_hand
    assert desk.at(300) == (10, False, 28 * MIN)
    assert desk.at(328) == (11, False, 30 * MIN)
    assert desk.at(388) == (12, True, 15 * MIN)
    assert desk.at(523) == (16, True, 15 * MIN)
    assert desk.at(538) == (17, False, 30 * MIN)

    # A 20-minute pause in level 17, then the end of the day at 10 hours (FS 1.3).
    desk.do("clock.pause", {}, m(540))
    desk.do("clock.resume", {}, m(560))
    assert desk.at(587) == (17, False, 1 * MIN)
    assert desk.at(588) == (18, False, 30 * MIN)
    desk.do("clock.end_day", {}, m(600))
    assert desk.at(600) == (18, False, 18 * MIN)
    assert desk.at(900) == (18, False, 18 * MIN)
    assert desk.state.clock.position(m(900)).run is ClockRun.ENDED_FOR_DAY

    # Day 2 starts the next afternoon where day 1 stopped.
    desk.do("clock.resume_day", {}, m(24 * 60 + 120))
    assert desk.state.clock.day == 2
    assert desk.at(24 * 60 + 120) == (18, False, 18 * MIN)
    assert desk.at(24 * 60 + 138) == (19, False, 30 * MIN)

    # The whole log replays to the same state, field by field.
    assert desk.replayed() == desk.state


def test_crash_while_running_comes_back_at_the_same_level_minus_the_downtime() -> None:
    desk = Desk()
    desk.do("clock.set_structure", day_structure(), m(-5))
    desk.do("clock.start", {}, m(0))
    desk.do("clock.adjust", {"seconds": 90}, m(10))
    crash_at = m(41) + 250
    before = desk.state.clock.position(crash_at)
    downtime = 3 * MIN + 17 * SEC
    # The process is gone; the log is read back and the clock asked at the wall time of the restart.
    restarted = TOURNAMENT.replay(list(desk.log))
    after = restarted.clock.position(crash_at + downtime)
    assert (before.level, before.remaining_ms) == (2, 20 * MIN + 30 * SEC - 250)
    assert after.level == before.level
    assert after.remaining_ms == before.remaining_ms - downtime
    assert after.run is ClockRun.RUNNING


def test_crash_while_paused_keeps_the_time_left_exactly() -> None:
    desk = Desk()
    desk.do("clock.set_structure", day_structure(), m(-5))
    desk.do("clock.start", {}, m(0))
    desk.do("clock.pause", {}, m(12) + 345)
    restarted = TOURNAMENT.replay(list(desk.log))
    for downtime in (0, 5 * MIN, 26 * 60 * MIN):
        pos = restarted.clock.position(m(12) + 345 + downtime)
        assert (pos.level, pos.remaining_ms, pos.run) == (1, 18 * MIN - 345, ClockRun.PAUSED)


def test_undo_of_a_pause_is_a_replay_without_it() -> None:
    desk = Desk()
    desk.do("clock.set_structure", day_structure(), m(-5))
    desk.do("clock.start", {}, m(0))
    desk.do("clock.pause", {}, m(5))
    without_pause = TOURNAMENT.replay(desk.log[:-1])
    assert without_pause.clock.position(m(20)).remaining_ms == 10 * MIN


def test_structure_runs_out_the_last_level_keeps_running_with_a_warning() -> None:
    desk = Desk()
    desk.do("clock.set_structure", {"items": [{"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20}] * 2}, m(-1))
    desk.do("clock.start", {}, m(0))
    assert not desk.state.clock.position(m(39)).structure_exhausted
    pos = desk.state.clock.position(m(45))
    assert pos.level == 2 and pos.structure_exhausted
    assert pos.remaining_ms == 15 * MIN  # counting again, never stuck at 00:00
    assert pos.remaining_seconds > 0
    # Adding a level while the structure has run out: the new level starts now.
    desk.do(
        "clock.set_structure",
        {
            "items": [{"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20}] * 2
            + [{"small_blind": 200, "big_blind": 400, "ante": 400, "minutes": 20}]
        },
        m(45),
    )
    pos = desk.state.clock.position(m(50))
    assert (pos.level, pos.remaining_ms, pos.structure_exhausted) == (3, 15 * MIN, False)
    assert desk.replayed() == desk.state


def test_editing_future_levels_while_running() -> None:
    desk = Desk()
    structure = day_structure()
    desk.do("clock.set_structure", structure, m(-1))
    desk.do("clock.start", {}, m(0))
    edited = {"items": [dict(item) for item in structure["items"]], "chips": structure["chips"]}
    edited["items"][0]["minutes"] = 40  # the current level is lengthened
    edited["items"][1]["minutes"] = 25  # a future level is shortened
    edited["items"].append({"small_blind": 5000, "big_blind": 10000, "ante": 10000, "minutes": 30})
    desk.do("clock.set_structure", edited, m(10))
    assert desk.at(10) == (1, False, 30 * MIN)
    assert desk.at(40) == (2, False, 25 * MIN)
    assert desk.state.clock.structure.level_count == 21
    assert desk.replayed() == desk.state


def test_late_registration_closing_time_and_time_to_next_break() -> None:
    desk = Desk({"late_registration_until_level": 6})
    desk.do("clock.set_structure", day_structure(), m(-1))
    desk.do("clock.start", {}, m(0))
    pos = desk.state.clock.position(m(10), late_registration_until_level=6)
    # Levels 1-6 (180 min) and the break after level 4 (15 min): closes at 3h15 of play.
    assert pos.late_registration_left_ms == 185 * MIN
    assert pos.late_registration_closes_at_ms == m(195)
    assert pos.next_break_in_ms == 110 * MIN
    desk.do("clock.pause", {}, m(10))
    paused = desk.state.clock.position(m(30), late_registration_until_level=6)
    assert paused.late_registration_left_ms == 185 * MIN and paused.late_registration_closes_at_ms is None
    after = desk.state.clock.position(m(10), late_registration_until_level=0)
    assert after.late_registration_left_ms is None


def test_period_open_counts_levels_only_and_the_following_break() -> None:
    desk = Desk()
    desk.do("clock.set_structure", day_structure(), m(-1))
    clock = desk.state.clock
    assert clock.period_open(1, m(500))  # not started: open
    desk.do("clock.start", {}, m(0))
    assert clock.started
    assert clock.period_open(4, m(119.99))
    assert not clock.period_open(4, m(120))  # the break after level 4
    assert clock.period_open(4, m(120), include_following_break=True)
    assert clock.period_open(4, m(134.99), include_following_break=True)
    assert not clock.period_open(4, m(135), include_following_break=True)
    assert not clock.period_open(1, m(30), include_following_break=True)  # level 2 follows level 1 directly
    assert clock.period_open(99, m(10_000))  # beyond the structure
