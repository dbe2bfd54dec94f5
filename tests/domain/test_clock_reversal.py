"""A clock command undone, redone or refused in place (`tdapp.domain.tournament.clock_reversal`), each checked
against the replay: the state without it, the state with it again, the refusal word for word."""

from __future__ import annotations

from typing import Any

from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import refusal_in_place, undo_in_place
from tests.domain.test_reversal import CONFIG, Floor, copy_of, refused_as_the_replay, round_trip

MINUTE = 60_000


def clock_command(floor: Floor, kind: str, payload: dict[str, Any] | None = None) -> Action:
    assert floor.act(kind, payload or {}), kind
    return floor.log[-1]


def evening(floor: Floor, rounds: int = 3) -> None:
    """An hour at the tables: busts, rebuys, add-ons, moves, re-entries, seats, rulings, minutes going by."""
    for n, step in enumerate(["bust", "rebuy", "addon", "move", "reentry", "late", "ruling", "wait", "bust", "move"] * rounds):
        floor.step(step, 53 * n + 7)


def test_minutes_added_early_are_taken_back_and_put_back_in_place_after_an_hour_of_play() -> None:
    """Five minutes added in level 1, then an hour of busts, purchases and moves: without them every level ends
    five minutes sooner, and nothing sold then falls out of its period. The clock alone changes."""
    floor = Floor(3, 14)
    adjust = clock_command(floor, "clock.adjust", {"seconds": 300})
    evening(floor)
    undone, redone = round_trip(floor, adjust, unchanged=True)
    now = floor.at
    assert floor.state.clock.position(now).remaining_ms - undone.clock.position(now).remaining_ms == 5 * MINUTE
    assert undone.payments == floor.state.payments and undone.seating == floor.state.seating
    assert redone is not None and redone.clock == floor.state.clock


def test_a_level_skipped_by_mistake_is_undone_in_place_through_later_commands_and_hand_for_hand() -> None:
    """The TD skipped a level early, paused and resumed, edited the structure, played hand-for-hand: without the
    skip, each later command still holds and the clock is one level back from then on."""
    floor = Floor(5, 16)
    skip = clock_command(floor, "clock.next_level")
    evening(floor, 1)
    clock_command(floor, "clock.pause")
    clock_command(floor, "clock.resume")
    floor.step("structure", 0)
    floor.step("bubble", 0)
    evening(floor, 1)
    undone, redone = round_trip(floor, skip, unchanged=True)
    now = floor.at
    assert floor.state.clock.position(now).level - undone.clock.position(now).level == 1
    assert redone is not None


def test_undoing_a_pause_is_refused_at_once_where_the_clock_is_resumed() -> None:
    """Without the pause the clock never stopped: the resumption the TD pressed later is refused, in its words."""
    floor = Floor(8, 12)
    pause = clock_command(floor, "clock.pause")
    evening(floor, 1)
    resume = clock_command(floor, "clock.resume")
    evening(floor, 1)
    assert undo_in_place(copy_of(floor.state), pause, {a.seq: a for a in floor.log}.get) is None
    words = refused_as_the_replay(floor, pause)
    assert f"#{resume.seq} (clock.resume) depends on it: The clock is already running." in words


def test_undoing_the_end_of_level_1_is_refused_at_once_where_the_reserved_seats_were_released() -> None:
    """Level 1 cut short, then the reserved seats released (FS 5.4.2): without the cut, level 1 is still on."""
    floor = Floor(9, 12)
    cut = clock_command(floor, "clock.next_level")
    release = clock_command(floor, "registration.release_reserved")
    evening(floor, 1)
    words = refused_as_the_replay(floor, cut)
    assert f"#{release.seq} (registration.release_reserved) depends on it: Reserved seats are kept until the end of level 1" in words


def test_a_rebuy_sold_in_a_level_gone_back_to_leaves_the_undo_to_the_replay() -> None:
    """Rebuys until level 2. The TD went on to level 3, back to 2, and sold a rebuy: without the way back it was
    sold in level 3, out of its period. Neither undone in place nor refused at once: the replay refuses it."""
    floor = Floor(11, 12, {**CONFIG, "rebuy": {"purchase": {"prize_cents": 5000, "fee_cents": 0, "chips": 10000}, "until_level": 2}})
    clock_command(floor, "clock.next_level")
    clock_command(floor, "clock.next_level")
    back = clock_command(floor, "clock.previous_level")
    pid = sorted(floor.state.seating.seat_of)[2]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": pid})
    rebuy = floor.log[-1]
    by_seq = {a.seq: a for a in floor.log}
    assert undo_in_place(copy_of(floor.state), back, by_seq.get) is None
    assert refusal_in_place(floor.state, back, by_seq.get) is None
    try:
        TOURNAMENT.replay([a for a in floor.log if a.seq != back.seq])
    except ReplayError as refused:
        assert refused.action.seq == rebuy.seq
    else:
        raise AssertionError("the rebuy holds on a clock in level 3")


def test_the_day_s_bagging_keeps_its_census_under_another_name_when_an_earlier_adjustment_is_undone() -> None:
    """Every stack counted at the day's end: one census, named after where the stopped clock stood. An adjustment
    earlier that day undone: the clock stopped elsewhere, the same counts form the same census under that name."""
    floor = Floor(13, 12)
    adjust = clock_command(floor, "clock.adjust", {"seconds": -120})
    evening(floor, 1)
    clock_command(floor, "clock.pause")
    seated = sorted(floor.state.seating.seat_of)
    share = chips_in_play(floor.state) // len(seated)
    for pid in seated:
        assert floor.act("chips.count", {"player_id": pid, "chips": share})
    clock_command(floor, "clock.end_day")
    undone, redone = round_trip(floor, adjust, unchanged=True)
    marks = {c.mark for c in floor.state.prizes.chips.counts.values()}
    other = {c.mark for c in undone.prizes.chips.counts.values()}
    assert len(marks) == len(other) == 1 and marks != other
    assert undone.census_totals() == {other.pop(): share * len(seated)}
    assert redone is not None and redone.prizes.chips.counts == floor.state.prizes.chips.counts


def test_a_count_that_would_join_a_census_leaves_the_undo_to_the_replay() -> None:
    """Counted while the clock ran (no census); without the resumption before it the clock was stopped then and
    the count would join the census of those counted in the pause, a total not known without replaying."""
    floor = Floor(14, 12)
    clock_command(floor, "clock.pause")
    seated = sorted(floor.state.seating.seat_of)
    assert floor.act("chips.count", {"player_id": seated[0], "chips": 5_000})
    resume = clock_command(floor, "clock.resume")
    assert floor.act("chips.count", {"player_id": seated[1], "chips": 5_000})
    assert undo_in_place(copy_of(floor.state), resume, {a.seq: a for a in floor.log}.get) is None


def bubble(floor: Floor, hands: int) -> list[Action]:
    """Hand-for-hand at every table with players (RPT Art. 79): `hands` hands, each table reporting its hand done."""
    tables = [t.number for t in floor.state.seating.open_tables() if t.players]
    done = [clock_command(floor, "clock.hand_for_hand.start", {"tables": tables})]
    for _ in range(hands):
        for table in tables:
            done.append(clock_command(floor, "clock.hand_for_hand.table_done", {"table": table}))
        done.append(clock_command(floor, "clock.hand_for_hand.next_hand"))
    return done


def test_a_hand_for_hand_hand_counted_twice_is_taken_back_in_place_after_the_bubble_and_an_hour_of_play() -> None:
    """The last hand of the bubble was counted twice ("next hand" pressed twice with every table done): without the
    second press, the clock is one hand's time (two minutes) further from the end of the level; the busts after
    hand-for-hand ended read nothing of it."""
    floor = Floor(12, 16)
    steps = bubble(floor, 2)
    tables = [t.number for t in floor.state.seating.open_tables() if t.players]
    for table in tables:
        clock_command(floor, "clock.hand_for_hand.table_done", {"table": table})
    second = clock_command(floor, "clock.hand_for_hand.next_hand")
    clock_command(floor, "clock.hand_for_hand.end", {"running": True})
    evening(floor, 1)
    assert any(a.kind == "player.bust" for a in floor.log if a.seq > second.seq)
    undone, redone = round_trip(floor, second, unchanged=True)
    now = floor.at
    assert undone.clock.position(now).remaining_ms - floor.state.clock.position(now).remaining_ms == 2 * MINUTE
    assert undone.clock.hand_for_hand_hands == floor.state.clock.hand_for_hand_hands - 1
    assert redone is not None and redone.clock == floor.state.clock
    assert steps[0].kind == "clock.hand_for_hand.start"


def test_undoing_hand_for_hand_s_start_is_refused_at_once_where_a_table_reports_its_hand() -> None:
    floor = Floor(12, 16)
    start, first_done = bubble(floor, 1)[:2]
    assert "Hand-for-hand is not on." in refused_as_the_replay(floor, start)
    # A table's report undone: the next hand finds it still playing, in the rule's words.
    assert "still playing" in refused_as_the_replay(floor, first_done)


def test_a_bust_during_hand_for_hand_after_the_command_leaves_its_undo_to_the_replay() -> None:
    """A bust shares its places by the hand it was played in (RPT Art. 79): a hand counted otherwise changes it."""
    floor = Floor(12, 16)
    bubble(floor, 1)
    tables = [t.number for t in floor.state.seating.open_tables() if t.players]
    for table in tables:
        clock_command(floor, "clock.hand_for_hand.table_done", {"table": table})
    hand = clock_command(floor, "clock.hand_for_hand.next_hand")
    assert undo_in_place(copy_of(floor.state), hand, {a.seq: a for a in floor.log}.get) is not None
    victim = sorted(floor.state.seating.seat_of)[0]
    assert floor.act("player.bust", {"busts": [{"player_id": victim}]})
    assert undo_in_place(copy_of(floor.state), hand, {a.seq: a for a in floor.log}.get) is None


def test_a_structure_edited_early_is_taken_back_in_place_after_an_hour_of_play() -> None:
    """The levels to come were made 30 minutes long by mistake in level 1; an hour of play since (purchases in their
    periods, pauses). Without the edit they are 20 minutes again and the clock is where the old levels put it."""
    from tests.domain.test_reversal import STRUCTURE

    floor = Floor(14, 14)
    longer = [dict(item, minutes=30) if k > 0 else item for k, item in enumerate(STRUCTURE["items"])]
    edit = clock_command(floor, "clock.set_structure", {"items": longer})
    clock_command(floor, "clock.pause")
    clock_command(floor, "clock.resume")
    evening(floor, 1)
    undone, redone = round_trip(floor, edit, unchanged=True)
    assert undone.clock.structure is not None and undone.clock.structure.items[1].duration_ms == 20 * MINUTE
    assert floor.state.clock.structure is not None and floor.state.clock.structure.items[1].duration_ms == 30 * MINUTE
    assert redone is not None and redone.clock == floor.state.clock


def test_undoing_a_day_s_end_or_resumption_is_refused_at_once_by_the_next_clock_command() -> None:
    """Day 1 ended, day 2 resumed, the clock paused on day 2, then play: without the end, the resumption finds play
    going on; without the resumption, the pause finds play ended for the day. Both in the rules' words, at once."""
    floor = Floor(15, 14)
    evening(floor, 1)
    end = clock_command(floor, "clock.end_day")
    resume = clock_command(floor, "clock.resume_day", {"running": True})
    pause = clock_command(floor, "clock.pause")
    evening(floor, 1)
    assert "Play has not ended for the day." in refused_as_the_replay(floor, end)
    words = refused_as_the_replay(floor, resume)
    assert f"#{pause.seq}" in words and "Play has ended for the day" in words
    assert undo_in_place(copy_of(floor.state), end, {a.seq: a for a in floor.log}.get) is None
