"""Clock commands that make no sense now are refused and change nothing (issue 3, "Bad input")."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import Status, TournamentState

T0 = 1_780_000_000_000
MIN = 60_000
STRUCTURE = {
    "items": [
        {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
        {"small_blind": 200, "big_blind": 400, "ante": 400, "minutes": 20},
        {"break": True, "minutes": 10, "color_up": 25},
        {"small_blind": 300, "big_blind": 600, "ante": 600, "minutes": 20},
    ],
    "chips": [25, 100, 500, 1000],
}


def make(steps: list[tuple[str, dict[str, Any], float]], config: dict[str, Any] | None = None) -> TournamentState:
    cfg = {"name": "T", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
    cfg.update(config or {})
    actions = [Action("tournament.create", {"config": cfg}, at_ms=T0 - 60 * MIN, seq=1)]
    for i, (kind, payload, minute) in enumerate(steps, start=2):
        actions.append(Action(kind, payload, at_ms=T0 + round(minute * MIN), seq=i))
    return TOURNAMENT.replay(actions)


def players(n: int, minute: float = -30) -> list[tuple[str, dict[str, Any], float]]:
    steps: list[tuple[str, dict[str, Any], float]] = []
    for pid in range(1, n + 1):
        steps.append(("registration.register", {"player_id": pid}, minute))
        steps.append(("money.buy_in", {"player_id": pid, "document": f"CC{pid}"}, minute))
    return steps


STRUCT = [("clock.set_structure", STRUCTURE, -40)]
RUNNING = [*STRUCT, *players(3), ("clock.start", {}, 0)]
PAUSED = [*RUNNING, ("clock.pause", {}, 5)]
ENDED = [*RUNNING, ("clock.end_day", {}, 10)]
H4H = [*RUNNING, ("clock.hand_for_hand.start", {"tables": [1, 2]}, 10)]

REFUSALS: list[tuple[str, list, str, dict[str, Any], float, str]] = [
    ("start without a structure", [], "clock.start", {}, 0, "Set the blind structure"),
    ("start twice", RUNNING, "clock.start", {}, 1, "already been started"),
    ("pause before the start", STRUCT, "clock.pause", {}, 0, "has not been started"),
    ("pause while paused", PAUSED, "clock.pause", {}, 6, "already paused"),
    ("resume while running", RUNNING, "clock.resume", {}, 6, "already running"),
    ("previous level at level 1", RUNNING, "clock.previous_level", {}, 6, "there is no previous level"),
    ("next level at the last level", [*RUNNING, ("clock.jump", {"level": 3}, 1)], "clock.next_level", {}, 2, "last level"),
    ("jump to a level that does not exist", RUNNING, "clock.jump", {"level": 9}, 1, "no level 9"),
    ("jump with more time than the level", RUNNING, "clock.jump", {"level": 2, "seconds_left": 1201}, 1, "between 1 second"),
    ("remove more time than is left", RUNNING, "clock.adjust", {"seconds": -600}, 11, "would end the level"),
    ("adjust by nothing", RUNNING, "clock.adjust", {"seconds": 0}, 1, "number of seconds"),
    ("adjust by text", RUNNING, "clock.adjust", {"seconds": "60"}, 1, "not a whole number"),
    ("resume after the end of the day", ENDED, "clock.resume", {}, 11, "ended for the day"),
    ("end the day twice", ENDED, "clock.end_day", {}, 11, "ended for the day"),
    ("resume a day that has not ended", RUNNING, "clock.resume_day", {}, 11, "has not ended"),
    ("pause during hand-for-hand (RPT Art. 79)", H4H, "clock.pause", {}, 11, "stopped during hand-for-hand"),
    ("resume during hand-for-hand", H4H, "clock.resume", {}, 11, "End hand-for-hand"),
    ("start hand-for-hand twice", H4H, "clock.hand_for_hand.start", {}, 11, "already on"),
    ("next hand before all tables finished (RPT Art. 79)", H4H, "clock.hand_for_hand.next_hand", {}, 11, "still playing: 1, 2"),
    (
        "table done twice",
        [*H4H, ("clock.hand_for_hand.table_done", {"table": 1}, 11)],
        "clock.hand_for_hand.table_done",
        {"table": 1},
        12,
        "already finished",
    ),
    ("unknown table done", H4H, "clock.hand_for_hand.table_done", {"table": 7}, 11, "Table 7 is not playing"),
    ("next hand without hand-for-hand", RUNNING, "clock.hand_for_hand.next_hand", {}, 11, "not on"),
    ("end hand-for-hand that is not on", RUNNING, "clock.hand_for_hand.end", {}, 11, "not on"),
    ("end the day in hand-for-hand", H4H, "clock.end_day", {}, 11, "End hand-for-hand"),
    (
        "next hand on a break",
        [
            *H4H,
            ("clock.jump", {"level": 2, "seconds_left": 60}, 10.5),
            *[("clock.hand_for_hand.table_done", {"table": t}, 11) for t in (1, 2)],
            ("clock.hand_for_hand.next_hand", {}, 11),
        ]
        + [("clock.hand_for_hand.table_done", {"table": t}, 12) for t in (1, 2)],
        "clock.hand_for_hand.next_hand",
        {},
        12,
        "on a break",
    ),
    (
        "rewrite a level already played",
        [*RUNNING, ("clock.next_level", {}, 1)],
        "clock.set_structure",
        {**STRUCTURE, "items": [{**STRUCTURE["items"][0], "minutes": 25}, *STRUCTURE["items"][1:]]},
        2,
        "already played cannot be changed",
    ),
    (
        "shorten the current level below the time played",
        RUNNING,
        "clock.set_structure",
        {**STRUCTURE, "items": [{**STRUCTURE["items"][0], "minutes": 5}, *STRUCTURE["items"][1:]]},
        6,
        "longer than the new duration",
    ),
    (
        "an invalid structure",
        [],
        "clock.set_structure",
        {"items": [{"small_blind": 100, "big_blind": 200, "minutes": 0}]},
        0,
        "Level 1 has no duration",
    ),
    (
        "Sit & Go before the table is full (FS 3.1.8)",
        [*STRUCT, *players(5)],
        "clock.start",
        {},
        0,
        "5 of 6 players",
    ),
]


@pytest.mark.parametrize(("case", "steps", "kind", "payload", "minute", "message"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refused_without_changing_anything(case: str, steps: list, kind: str, payload: dict, minute: float, message: str) -> None:
    config = {"modality": "sit_and_go", "table_size": 6} if "Sit & Go" in case else None
    state = make(steps, config)
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as refused:
        TOURNAMENT.apply(state, Action(kind, payload, at_ms=T0 + round(minute * MIN), seq=999))
    assert message in refused.value.render()
    assert state == before


def test_sit_and_go_starts_when_the_table_is_full_fs_3_1_8() -> None:
    state = make([*STRUCT, *players(6)], {"modality": "sit_and_go", "table_size": 6})
    TOURNAMENT.apply(state, Action("clock.start", {}, at_ms=T0, seq=99))
    assert state.status is Status.RUNNING and state.clock.started


@pytest.mark.parametrize(
    ("command", "check"),
    [
        ("clock.next_level", lambda p: (p.level, p.remaining_ms) == (2, 20 * MIN)),
        ("clock.end_day", lambda p: p.run.value == "ended_for_day" and p.remaining_ms == 15 * MIN),
        ("clock.hand_for_hand.start", lambda p: p.hand_for_hand and p.run.value == "hand_for_hand"),
    ],
)
def test_commands_take_effect_at_their_own_time(command: str, check: Callable) -> None:
    state = make([*RUNNING, (command, {}, 5)])
    assert check(state.clock.position(T0 + 5 * MIN))


def test_hand_for_hand_hand_time_comes_from_the_configuration() -> None:
    steps = [
        *RUNNING,
        ("clock.hand_for_hand.start", {}, 5),
        ("clock.hand_for_hand.next_hand", {}, 6),
        ("clock.hand_for_hand.next_hand", {}, 9),
    ]
    state = make(steps, {"hand_for_hand_seconds": 90})
    pos = state.clock.position(T0 + 20 * MIN)
    assert pos.remaining_ms == 15 * MIN - 2 * 90_000
    assert pos.hand_for_hand_hands == 2


def test_hand_for_hand_stops_at_a_break_then_runs_it_after_the_end() -> None:
    steps = [
        *RUNNING,
        ("clock.jump", {"level": 2, "seconds_left": 60}, 1),
        ("clock.hand_for_hand.start", {}, 1),
        ("clock.hand_for_hand.next_hand", {}, 2),
    ]
    state = make(steps)
    pos = state.clock.position(T0 + 30 * MIN)
    assert pos.is_break and pos.remaining_ms == 10 * MIN  # the break is not eaten by the hand
    TOURNAMENT.apply(state, Action("clock.hand_for_hand.end", {}, at_ms=T0 + 30 * MIN, seq=99))
    assert state.clock.position(T0 + 35 * MIN).remaining_ms == 5 * MIN
    assert state.clock.position(T0 + 40 * MIN).level == 3


def test_hand_for_hand_tables_can_change_when_a_table_breaks() -> None:
    steps = [*H4H, ("clock.hand_for_hand.table_done", {"table": 1}, 11), ("clock.hand_for_hand.tables", {"tables": [1]}, 11.5)]
    state = make(steps)
    TOURNAMENT.apply(state, Action("clock.hand_for_hand.next_hand", {}, at_ms=T0 + 12 * MIN, seq=99))
    assert state.clock.hand_for_hand_hands == 1


def test_resume_day_can_wait_and_restore_time_banks() -> None:
    steps = [*ENDED, ("clock.resume_day", {"running": False, "restore_time_banks": True}, 24 * 60)]
    state = make(steps)
    pos = state.clock.position(T0 + 25 * 60 * MIN)
    assert pos.day == 2 and pos.run.value == "paused" and pos.remaining_ms == 10 * MIN
