"""The shot clock's commands undone, redone or refused in place (`tdapp.domain.tournament.shot_reversal`), each
checked against the replay: the state without it, the state with it again, the refusal word for word."""

from __future__ import annotations

from typing import Any

from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, undo_in_place
from tests.domain.test_reversal import Floor, copy_of, refused_as_the_replay, round_trip


def shot(floor: Floor, kind: str, **payload: Any) -> Action:
    assert floor.act(f"clock.shot.{kind}", payload), kind
    return floor.log[-1]


def two_at_one_table(floor: Floor) -> tuple[int, int, int]:
    seating = floor.state.seating
    table = next(t for t in seating.open_tables() if t.count >= 3)
    ana, rui = sorted(table.players.values())[:2]
    return table.number, ana, rui


def test_a_time_bank_charged_an_hour_ago_is_given_back_in_place() -> None:
    """Ana handed in a Time Bank; the hand went on, the table was called again and again, the evening went on.
    Taken back: one use more left to her, her countdown then as it was; put back: as it stood."""
    floor = Floor(31, 14)
    table, ana, rui = two_at_one_table(floor)
    shot(floor, "start", table=table, player_id=ana)
    bank = shot(floor, "time_bank", table=table, player_id=ana)
    shot(floor, "stop", table=table)
    for n, step in enumerate(["bust", "move", "shot", "rebuy", "shot", "addon", "wait"] * 3):
        floor.step(step, 41 * n + 3)
    shot(floor, "start", table=table, player_id=rui)
    undone, redone = round_trip(floor, bank, unchanged=True)
    assert floor.state.clock.shot.time_banks_left(ana) == 1
    assert undone.clock.shot.time_banks_left(ana) == 2
    assert redone is not None and redone.clock.shot == floor.state.clock.shot


def test_a_time_bank_still_running_is_taken_off_the_table_s_countdown() -> None:
    """Undone while the player is still on the clock: the table's countdown loses the Time Bank's 30 s."""
    floor = Floor(32, 12)
    table, ana, _ = two_at_one_table(floor)
    shot(floor, "start", table=table, player_id=ana)
    bank = shot(floor, "time_bank", table=table, player_id=ana)
    floor.step("bust", 17)
    undone, _ = round_trip(floor, bank, unchanged=True)
    assert floor.state.clock.shot.tables[table].allowed_ms - undone.clock.shot.tables[table].allowed_ms == 30_000


def test_undoing_a_call_is_refused_at_once_where_its_player_handed_in_a_time_bank() -> None:
    """Without the call nobody was on the clock at that table: his Time Bank is refused, in its own words."""
    floor = Floor(33, 12)
    table, ana, _ = two_at_one_table(floor)
    call = shot(floor, "start", table=table, player_id=ana)
    floor.step("move", 5)
    bank = shot(floor, "time_bank", table=table, player_id=ana)
    words = refused_as_the_replay(floor, call)
    assert f"#{bank.seq} (clock.shot.time_bank) depends on it: Player {ana} is not on the clock at table {table}." in words


def test_undoing_a_stop_is_refused_at_once_where_the_same_player_is_called_again_in_time() -> None:
    """Without the stop Ana's countdown still ran when the dealer called her again: "already on the clock"."""
    floor = Floor(34, 12)
    table, ana, _ = two_at_one_table(floor)
    shot(floor, "start", table=table, player_id=ana)
    stop = shot(floor, "stop", table=table)
    again = shot(floor, "start", table=table, player_id=ana)
    words = refused_as_the_replay(floor, stop)
    assert f"#{again.seq} (clock.shot.start) depends on it: Player {ana} is already on the clock at table {table}." in words


def test_a_time_bank_undone_after_his_re_entry_changes_what_the_re_entry_gave_back() -> None:
    """Ana used a Time Bank, went out and re-entered (a new entry has its Time Banks whole, RPT Art. 80.5): taken
    back, her re-entry gave back one use fewer -- what an undo of the re-entry would restore."""
    floor = Floor(35, 12)
    table, ana, _ = two_at_one_table(floor)
    shot(floor, "start", table=table, player_id=ana)
    bank = shot(floor, "time_bank", table=table, player_id=ana)
    shot(floor, "stop", table=table)
    assert floor.act("player.bust", {"busts": [{"player_id": ana}]})
    assert floor.act("money.reentry", {"player_id": ana})
    reentry = floor.log[-1]
    floor.seat(ana)
    assert floor.state.reversal.time_banks_wiped[reentry.seq] == 1
    undone, redone = round_trip(floor, bank, unchanged=True)
    assert reentry.seq not in undone.reversal.time_banks_wiped
    assert redone is not None and redone.reversal.time_banks_wiped[reentry.seq] == 1


def test_a_time_bank_put_back_before_a_later_one_of_his_is_left_to_the_replay() -> None:
    """Two uses a day: with the first back, the second might be one too many (not counted here)."""
    floor = Floor(36, 12)
    table, ana, _ = two_at_one_table(floor)
    shot(floor, "start", table=table, player_id=ana)
    first = shot(floor, "time_bank", table=table, player_id=ana)
    shot(floor, "stop", table=table)
    shot(floor, "start", table=table, player_id=ana)
    shot(floor, "time_bank", table=table, player_id=ana)
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    undo = undo_in_place(state, first, by_seq.get)
    assert undo is not None
    undo()
    assert redo_in_place(state, first, by_seq.get, lambda: TOURNAMENT.decide(state, first), unchanged_before=True) is None


def undoable(floor: Floor, target: Action) -> bool:
    return undo_in_place(copy_of(floor.state), target, {a.seq: a for a in floor.log}.get) is not None


def test_the_shot_clock_s_settings_changed_by_mistake_are_given_back_in_place_and_set_again() -> None:
    """The TD set 20 s to act instead of 40 and one Time Bank instead of two; no call since: taken back, the
    settings are as they were, put back, as he set them."""
    floor = Floor(36, 12)
    before = (floor.state.clock.shot.shot_seconds, floor.state.clock.shot.time_bank_uses)
    settings = shot(floor, "configure", shot_seconds=20, time_bank_uses=1)
    for n, step in enumerate(["bust", "move", "rebuy", "addon", "wait", "late"] * 3):
        floor.step(step, 29 * n + 7)
    undone, redone = round_trip(floor, settings, unchanged=True)
    assert (undone.clock.shot.shot_seconds, undone.clock.shot.time_bank_uses) == before
    assert redone is not None and (redone.clock.shot.shot_seconds, redone.clock.shot.time_bank_uses) == (20, 1)


def test_the_settings_are_left_to_the_replay_once_a_call_read_them_and_no_longer_hold_up_earlier_undos() -> None:
    """A call since started a countdown of the seconds they give: the replay decides. And a change of the settings
    no longer sends the undo of a bust before it to the replay."""
    floor = Floor(37, 12)
    table, ana, rui = two_at_one_table(floor)
    bust = floor.log[-1] if floor.act("player.bust", {"busts": [{"player_id": rui}]}) else None
    assert bust is not None
    settings = shot(floor, "configure", shot_seconds=25)
    assert undoable(floor, bust) and undoable(floor, settings)
    shot(floor, "start", table=table, player_id=ana)
    assert floor.state.clock.shot.tables[table].allowed_ms == 25_000
    assert not undoable(floor, settings)
    again = shot(floor, "configure", shot_seconds=30)
    assert undoable(floor, again) and undoable(floor, bust)
    state = copy_of(floor.state)
    effect = undo_in_place(state, bust, {a.seq: a for a in floor.log}.get)
    assert effect is not None
    effect()
    assert state == TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq])


def test_time_banks_given_back_by_mistake_are_charged_again_in_place_and_given_back_again() -> None:
    """The TD gave Ana her Time Bank back (RPT Art. 80.6) by mistake and play went on at the other tables: taken
    back, her use counts again; put back, she has it again. Once she handed in another one since, the replay
    decides; and the restoration no longer sends the undo of an earlier bust to the replay."""
    floor = Floor(38, 12)
    table, ana, rui = two_at_one_table(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": rui}]})
    bust = floor.log[-1]
    shot(floor, "start", table=table, player_id=ana)
    shot(floor, "time_bank", table=table, player_id=ana)
    shot(floor, "stop", table=table)
    restored = shot(floor, "restore_time_banks")
    for n, step in enumerate(["bust", "move", "addon", "wait"] * 2):
        floor.step(step, 31 * n + 5)
    assert undoable(floor, bust)
    undone, redone = round_trip(floor, restored, unchanged=True)
    assert undone.clock.shot.time_banks_used.get(ana) == 1 and floor.state.clock.shot.time_banks_used.get(ana) is None
    assert redone is not None and redone.clock.shot.time_banks_used.get(ana) is None
    shot(floor, "start", table=table, player_id=ana)
    shot(floor, "time_bank", table=table, player_id=ana)
    assert not undoable(floor, restored)


def test_a_re_entry_before_time_banks_given_back_to_all_is_left_to_the_replay() -> None:
    """Ana's re-entry gave her used Time Bank back; later the TD gave everybody's back. Without the re-entry the
    TD's restoration would have given hers back too (it names whoever had used one): the replay decides."""
    floor = Floor(39, 12)
    table, ana, rui = two_at_one_table(floor)
    for pid in (ana, rui):
        shot(floor, "start", table=table, player_id=pid)
        shot(floor, "time_bank", table=table, player_id=pid)
        shot(floor, "stop", table=table)
    assert floor.act("player.bust", {"busts": [{"player_id": ana}]})
    assert floor.act("money.reentry", {"player_id": ana})
    reentry = floor.log[-1]
    floor.seat(ana)
    gesture = floor.log[-1:]
    assert gesture[0].kind == "seating.seat"
    by_seq = {a.seq: a for a in floor.log}
    assert undo_in_place(copy_of(floor.state), reentry, by_seq.get, gesture) is not None
    shot(floor, "restore_time_banks")
    by_seq = {a.seq: a for a in floor.log}
    assert undo_in_place(copy_of(floor.state), reentry, by_seq.get, gesture) is None


def test_settings_changed_again_since_are_undone_and_redone_in_place_past_the_later_change() -> None:
    """20 s set by mistake, then 25 s and one Time Bank: taking back the first leaves 25 s (the later change set
    it in both worlds) and the later change then replaced the event's 30 s; put back, as it was."""
    floor = Floor(40, 12)
    first = shot(floor, "configure", shot_seconds=20)
    floor.step("bust", 3)
    again = shot(floor, "configure", shot_seconds=25, time_bank_uses=1)
    floor.step("move", 8)
    undone, redone = round_trip(floor, first, unchanged=True)
    assert undone.clock.shot.shot_seconds == 25
    assert undone.reversal.settings_replaced[again.seq] == {"shot_seconds": 30, "time_bank_uses": 2}
    assert redone is not None and redone.clock.shot == floor.state.clock.shot
