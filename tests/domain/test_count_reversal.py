"""A chip count undone, redone or refused in place (`tdapp.domain.tournament.count_reversal`), checked against the
replay: the state without it, the state with it again, the refusal word for word."""

from __future__ import annotations

from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import refusal_in_place, undo_in_place
from tests.domain.test_reversal import Floor, copy_of, refused_as_the_replay, round_trip


def counted(floor: Floor, pid: int, chips: int) -> int:
    assert floor.act("chips.count", {"player_id": pid, "chips": chips})
    return floor.log[-1].seq


def paused_floor() -> tuple[Floor, list[int], int]:
    """Play stopped: the counts made now are one census of the chips in play."""
    floor = Floor(46, 12)
    assert floor.act("clock.pause", {})
    return floor, sorted(floor.state.seating.seat_of), chips_in_play(floor.state)


def action(floor: Floor, seq: int):  # type: ignore[no-untyped-def]
    return next(a for a in floor.log if a.seq == seq)


def test_a_recount_undone_in_place_gives_the_first_count_back_to_the_census() -> None:
    """Ana counted at 30 000 then, counted again, at 20 000; Rui counted after. The recount undone: Ana's count is
    30 000 again, the census 10 000 more, and Rui's count read that census; put back, all as it was."""
    floor, (ana, rui, *_), in_play = paused_floor()
    counted(floor, ana, 30_000)
    recount = counted(floor, ana, 20_000)
    rui_count = counted(floor, rui, 25_000)
    census = floor.state.reversal.count_read[rui_count].census
    assert census == 45_000
    undone, redone = round_trip(floor, action(floor, recount), unchanged=True)
    assert undone.prizes.chips.counts[ana].chips == 30_000
    assert undone.reversal.count_read[rui_count].census == 55_000
    assert sum(undone.census_totals().values()) == 55_000
    assert redone is not None and redone.prizes.chips.counts[ana].chips == 20_000
    assert redone.reversal.count_read[rui_count].census == 45_000
    assert in_play > 55_000


def test_a_count_undone_in_place_after_its_player_was_counted_again_is_what_the_recount_replaced() -> None:
    """Counted three times: the middle count undone leaves the last one standing, replacing the first."""
    floor, (ana, rui, *_), _ = paused_floor()
    first = counted(floor, ana, 30_000)
    middle = counted(floor, ana, 40_000)
    counted(floor, rui, 25_000)
    last = counted(floor, ana, 20_000)
    undone, redone = round_trip(floor, action(floor, middle), unchanged=True)
    assert undone.prizes.chips.counts[ana].chips == 20_000
    replaced = undone.reversal.count_replaced[last]
    assert replaced is not None and replaced.seq == first
    assert redone is not None and redone.reversal.count_replaced[last] is not None


def test_a_count_is_undone_in_place_past_its_player_s_bust_and_re_entry() -> None:
    """Counted in a pause, then out, back in with a new stack, and the others counted in the same pause: his old
    count is nobody's part in their census after his re-entry, with or without the count. Before it, Rui's count
    read it."""
    floor, seated, _ = paused_floor()
    ana, rui = seated[3], seated[4]
    count = counted(floor, ana, 8_000)
    rui_count = counted(floor, rui, 9_000)
    assert floor.act("player.bust", {"busts": [{"player_id": ana}]})
    assert floor.act("money.reentry", {"player_id": ana})
    floor.seat(ana)
    later = [counted(floor, pid, 9_000) for pid in seated[5:8]]
    undone, redone = round_trip(floor, action(floor, count), unchanged=True)
    assert ana not in undone.prizes.chips.counts
    assert undone.reversal.count_read[rui_count].census == 9_000
    assert undone.reversal.count_read[later[-1]] == floor.state.reversal.count_read[later[-1]]
    assert redone is not None and redone.prizes.chips.counts[ana].seq == count


def test_undoing_a_recount_is_refused_at_once_when_the_first_count_takes_a_later_census_over() -> None:
    """Ana first miscounted at nearly all the chips in play, then counted right; the others counted after. Without
    the recount her first count stands, and the last count's census comes to more than the chips in play: the
    replay's refusal, in the count's words, without replaying."""
    floor, seated, in_play = paused_floor()
    ana, others = seated[0], seated[1:]
    share = in_play // len(seated)
    counted(floor, ana, in_play - share)
    recount = counted(floor, ana, share)
    for pid in others:
        counted(floor, pid, share)
    target = action(floor, recount)
    assert undo_in_place(copy_of(floor.state), target, {a.seq: a for a in floor.log}.get) is None
    words = refused_as_the_replay(floor, target)
    assert "(chips.count) depends on it: With this count the stacks counted since play stopped add up to" in words


def test_a_count_while_hands_are_dealt_is_undone_in_place_and_read_by_no_census() -> None:
    """Counted while the clock runs (no census): undone, his earlier count stands; nobody's census changes."""
    floor = Floor(7, 12)
    ana = sorted(floor.state.seating.seat_of)[1]
    counted(floor, ana, 9_000)
    count = counted(floor, ana, 11_000)
    floor.step("bust", 5)
    floor.step("move", 7)
    undone, redone = round_trip(floor, action(floor, count), unchanged=True)
    assert undone.prizes.chips.counts[ana].chips == 9_000
    assert redone is not None
    assert refusal_in_place(floor.state, action(floor, count), {a.seq: a for a in floor.log}.get) is None


def test_a_count_is_not_redone_in_place_once_something_before_it_changed() -> None:
    """What it read then (the chips in play, its census) is known only while nothing before it changed."""
    floor, (ana, *_), _ = paused_floor()
    count = counted(floor, ana, 10_000)
    undone, redone = round_trip(floor, action(floor, count), unchanged=False)
    assert redone is None and ana not in undone.prizes.chips.counts
    assert TOURNAMENT.replay(floor.log).prizes.chips.counts[ana].chips == 10_000
