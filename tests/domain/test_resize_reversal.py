"""A table resized, undone and redone in place (`tdapp.domain.tournament.table_reversal`), each checked against
the replay: the TD made a table eight-handed by mistake an hour ago, and the busts, moves and purchases since
are not replayed to take it back; nor does a resize any longer send every earlier undo to the replay."""

from __future__ import annotations

import random
from typing import Any

from tdapp.domain.log import Action
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, undo_in_place
from tests.domain.test_reversal import CONFIG, Floor, assert_same, copy_of, refused_as_the_replay, round_trip


def step(floor: Floor, kind: str, payload: dict[str, Any]) -> Action:
    assert floor.act(kind, payload), kind
    return floor.log[-1]


def play_away_from(floor: Floor, table: int, steps: int = 30) -> None:
    """Busts, purchases, moves and entries among the players of the other tables."""
    for n in range(steps):
        state = floor.state
        others = sorted(pid for pid, (t, _) in state.seating.seat_of.items() if t != table)
        if n % 3 == 0 and len(others) > 4:
            floor.act("player.bust", {"busts": [{"player_id": others[n % len(others)]}]})
        elif n % 3 == 1:
            out = sorted(pid for pid, reg in state.registrations.items() if not reg.alive)
            if out and floor.act("money.rebuy", {"player_id": out[0]}) and out[0] not in state.seating.seat_of:
                free = [(t.number, s) for t in state.seating.open_tables() if t.number != table for s in t.open_empty_seats()]
                floor.act("seating.seat", {"player_id": out[0], "table": free[0][0], "seat": free[0][1]})
        else:
            floor.act("money.addon", {"player_id": others[n % len(others)]})


def undoable(floor: Floor, target: Action) -> bool:
    return undo_in_place(copy_of(floor.state), target, {a.seq: a for a in floor.log}.get) is not None


def test_a_table_made_longer_handed_an_hour_ago_is_resized_back_and_again_in_place() -> None:
    floor = Floor(11, 14)
    resize = step(floor, "seating.resize_table", {"table": 2, "seats": 8})
    play_away_from(floor, 2)
    players = floor.state.seating.tables[2].players
    pid = next(iter(players.values()))
    step(floor, "money.addon", {"player_id": pid})  # at the table, not on its new seats
    # missed orbits count the players at the table, as many whatever its size (RPT Art. 71.1)
    step(floor, "floor.penalty", {"player_id": pid, "kind": "missed_orbits", "reason": "Conduta"})
    undone, redone = round_trip(floor, resize, unchanged=True)
    assert undone.seating.tables[2].seats == 6
    assert redone is not None and redone.seating.tables[2].seats == 8


def test_a_table_made_shorter_handed_gets_back_the_seat_it_had_closed() -> None:
    """Seven seats with the seventh closed (a broken chair), made six-handed: undone, the seventh is back and still
    closed, as the replay without the resize has it."""
    floor = Floor(12, 12)
    step(floor, "seating.resize_table", {"table": 1, "seats": 7})
    step(floor, "seating.close_seat", {"table": 1, "seat": 7})
    resize = step(floor, "seating.resize_table", {"table": 1, "seats": 6})
    play_away_from(floor, 1)
    undone, redone = round_trip(floor, resize, unchanged=True)
    assert (undone.seating.tables[1].seats, undone.seating.tables[1].closed_seats) == (7, {7})
    assert redone is not None and (redone.seating.tables[1].seats, redone.seating.tables[1].closed_seats) == (6, set())


def test_a_resize_is_left_to_the_replay_once_somebody_sat_on_a_seat_it_added_or_the_table_was_counted() -> None:
    floor = Floor(13, 12)
    resize = step(floor, "seating.resize_table", {"table": 3, "seats": 8})
    play_away_from(floor, 3, steps=6)
    assert undoable(floor, resize)
    mover = next(pid for pid, (t, _) in sorted(floor.state.seating.seat_of.items()) if t != 3)
    step(floor, "seating.move", {"player_id": mover, "table": 3, "seat": 8})  # the eighth seat: not there without it
    assert not undoable(floor, resize)
    floor = Floor(13, 12)
    table = next(t for t in floor.state.seating.open_tables() if t.players)
    resize = step(floor, "seating.resize_table", {"table": table.number, "seats": 8})
    assert undoable(floor, resize)
    step(floor, "seating.set_button", {"table": table.number, "seat": min(table.players)})  # the button walks its seats
    assert not undoable(floor, resize)


def test_a_table_resized_later_no_longer_sends_an_earlier_undo_to_the_replay() -> None:
    """A bust at table 1, then table 2 made eight-handed: the bust is undone in place, as with nothing after it."""
    floor = Floor(14, 12)
    out = next(pid for pid, (t, _) in sorted(floor.state.seating.seat_of.items()) if t == 1)
    bust = step(floor, "player.bust", {"busts": [{"player_id": out}]})
    step(floor, "seating.resize_table", {"table": 2, "seats": 8})
    play_away_from(floor, 1, steps=6)
    state = copy_of(floor.state)
    effect = undo_in_place(state, bust, {a.seq: a for a in floor.log}.get)
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq]))
    assert state.seating.seat_of[out][0] == 1


def test_the_final_table_s_extra_seat_reads_the_field_and_stays_the_replay_s() -> None:
    """One seat over the event's size (RPT Art. 11) is allowed only with few players left: neither it nor what
    came before it is undone in place."""
    floor = Floor(15, 9, {**CONFIG, "table_size": 9})
    size = floor.state.config.table_size
    for table in (2, 3, 4):
        for pid in sorted(floor.state.seating.tables[table].players.values()):
            free = [s for s in floor.state.seating.tables[1].open_empty_seats()]
            if free:
                step(floor, "seating.move", {"player_id": pid, "table": 1, "seat": free[0]})
            else:
                step(floor, "player.bust", {"busts": [{"player_id": pid}]})
    early = floor.log[-1]
    final = step(floor, "seating.resize_table", {"table": 1, "seats": size + 1})
    assert not undoable(floor, final) and not undoable(floor, early)


def test_a_resize_is_redone_in_place_after_an_earlier_bust_was_undone() -> None:
    """The TD undoes the resize, then an earlier bust at another table, then puts the resize back: what it read (its
    table's seats, its size) is as it was at its place, so it is redone in place all the same."""
    floor = Floor(16, 12)
    out = next(pid for pid, (t, _) in sorted(floor.state.seating.seat_of.items()) if t != 2)
    bust = step(floor, "player.bust", {"busts": [{"player_id": out}]})
    resize = step(floor, "seating.resize_table", {"table": 2, "seats": 9})
    play_away_from(floor, 2, steps=6)
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    for target in (resize, bust):
        effect = undo_in_place(state, target, by_seq.get)
        assert effect is not None, target.kind
        effect()
    put_back = redo_in_place(state, resize, by_seq.get, lambda: TOURNAMENT.decide(state, resize), changed_before=[bust])
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq]))
    assert state.seating.tables[2].seats == 9


def test_an_undo_of_a_table_made_longer_handed_is_refused_at_once_where_a_player_went_to_a_seat_it_added() -> None:
    """Without the resize there is no seat 8 when a player is moved there; and when the table had no other seat
    free then, the late entrant seated there finds it full -- each in the replay's words, without replaying."""
    floor = Floor(17, 10)  # six players at table 1, four at table 2
    table = next(t for t in floor.state.seating.open_tables() if 0 < t.count < 6)
    resize = step(floor, "seating.resize_table", {"table": table.number, "seats": 8})
    play_away_from(floor, table.number, steps=4)
    mover = next(pid for pid, (t, _) in sorted(floor.state.seating.seat_of.items()) if t != table.number)
    step(floor, "seating.move", {"player_id": mover, "table": table.number, "seat": 8})
    assert f"Table {table.number} has no seat 8." in refused_as_the_replay(floor, resize)
    floor = Floor(18, 24)  # every table full: six players at each of the four
    resize = step(floor, "seating.resize_table", {"table": 1, "seats": 7})
    late = floor.next_player
    step(floor, "registration.register", {"player_id": late})
    step(floor, "money.buy_in", {"player_id": late, "document": f"D{late}"})
    step(floor, "seating.seat", {"player_id": late, "table": 1, "seat": 7})
    assert "Table 1 is full." in refused_as_the_replay(floor, resize)


def test_a_resize_s_refusal_is_known_at_once_past_a_disqualification_at_the_table_since() -> None:
    """A disqualification frees his seat as a bust does, and the index follows it (the seat he left): whether the
    table was full when the late entrant was seated on the added seat is known from the seats' touches, and the
    resize's undo is refused at once in the replay's words."""
    floor = Floor(18, 24)
    resize = step(floor, "seating.resize_table", {"table": 1, "seats": 7})
    late = floor.next_player
    step(floor, "registration.register", {"player_id": late})
    step(floor, "money.buy_in", {"player_id": late, "document": f"D{late}"})
    step(floor, "seating.seat", {"player_id": late, "table": 1, "seat": 7})
    out = floor.state.seating.tables[1].players[1]
    step(floor, "floor.penalty", {"player_id": out, "kind": "disqualification", "reason": "Conluio"})
    assert "Table 1 is full." in refused_as_the_replay(floor, resize)


def test_a_resize_is_undone_and_redone_in_place_after_its_table_was_broken() -> None:
    """Made nine-handed, then broken as the field shrank: its break read its players, as many in either size, so
    the size is given back and set again on the closed table, as the replay has it."""
    floor = Floor(19, 12)
    table = next(t for t in floor.state.seating.open_tables() if 0 < t.count <= 6)
    resize = step(floor, "seating.resize_table", {"table": table.number, "seats": 9})
    play_away_from(floor, table.number, steps=4)
    step(floor, "seating.break_table", draw_break(floor.state.seating, table.number, 10, rng=random.Random(3)))
    assert not floor.state.seating.tables[table.number].is_open
    floor.step("bust", 5)
    undone, redone = round_trip(floor, resize, unchanged=True)
    assert undone.seating.tables[table.number].seats == 6
    assert redone is not None and redone.seating.tables[table.number].seats == 9


def test_an_undo_of_a_table_opened_is_refused_at_its_first_move_there_on_a_seat_a_resize_took_away_since() -> None:
    """Without the table the first move there is refused, also when it went to a seat the table no longer has."""
    floor = Floor(20, 12)  # tables 3 and 4 open and empty
    opened = next(a for a in floor.log if a.kind == "seating.open_table" and a.payload["table"] == 3)
    first, second = sorted(floor.state.seating.tables[1].players.values())[:2]
    step(floor, "seating.move", {"player_id": first, "table": 3, "seat": 6})
    step(floor, "seating.move", {"player_id": first, "table": 4, "seat": 1})
    step(floor, "seating.move", {"player_id": second, "table": 3, "seat": 1})
    step(floor, "seating.resize_table", {"table": 3, "seats": 5})
    words = refused_as_the_replay(floor, opened)
    assert f"#{floor.log[-4].seq} (seating.move) depends on it: There is no open table 3." in words


def test_a_bust_a_move_and_a_seat_at_a_table_resized_since_are_undone_and_redone_in_place() -> None:
    """A resize reads that its table is open and that the seats it takes away are free, nothing of who sits on the
    others: the bust, the move and the late entrant's seat at table 1 before it made nine-handed (and then eight-
    handed) are each taken back and put back without replaying, as the replay has them."""
    floor = Floor(21, 8)
    seating = floor.state.seating
    at_one = sorted(pid for pid, (t, _) in seating.seat_of.items() if t == 1)
    his = seating.seat_of[at_one[0]][1]
    bust = step(floor, "player.bust", {"busts": [{"player_id": at_one[0]}]})
    free = [s for s in seating.tables[1].open_empty_seats() if s != his]  # his seat stays his to come back to
    mover = next(pid for pid, (t, _) in sorted(seating.seat_of.items()) if t == 2)
    move = step(floor, "seating.move", {"player_id": mover, "table": 1, "seat": free[0]})
    late = floor.next_player
    step(floor, "registration.register", {"player_id": late})
    step(floor, "money.buy_in", {"player_id": late, "document": f"D{late}"})
    seat = step(floor, "seating.seat", {"player_id": late, "table": 1, "seat": free[1]})
    step(floor, "seating.resize_table", {"table": 1, "seats": 9})
    step(floor, "seating.resize_table", {"table": 1, "seats": 8})
    play_away_from(floor, 1, steps=6)
    for target in (bust, move, seat):
        _, redone = round_trip(floor, target, unchanged=True)
        assert redone is not None, target.kind


def test_a_move_s_undo_counts_his_missed_orbits_at_his_old_table_with_its_seats_then_not_its_size_now() -> None:
    """He was moved from table 1 and got a missed-orbits penalty at his new table (RPT Art. 71.1: one hand a player
    at the table an orbit); table 1 was made ten-handed since. Undone, the penalty counts table 1's players then
    and he -- not its ten seats now (found by the random search: the undo counted the seats added since as taken)."""
    floor = Floor(22, 12)
    seating = floor.state.seating
    pid = next(pid for pid, (t, _) in sorted(seating.seat_of.items()) if t == 1)
    move = step(floor, "seating.move", {"player_id": pid, "table": 3, "seat": seating.tables[3].open_empty_seats()[0]})
    step(floor, "floor.penalty", {"player_id": pid, "kind": "missed_orbits", "reason": "Conduta"})
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    play_away_from(floor, 1, steps=3)
    with_him = len(seating.tables[1].players) + 1
    undone, _ = round_trip(floor, move, unchanged=True)
    assert undone.floor.penalties[-1].table == 1 and undone.floor.penalties[-1].hands == with_him


def test_an_undo_of_a_bust_is_refused_at_once_where_the_table_was_full_before_it_was_made_longer_handed() -> None:
    """Every table full; a bust at table 1, a late entrant seated in his seat, then table 1 made seven-handed.
    Without the bust the late entrant finds table 1 full: known from its six seats then, without replaying."""
    floor = Floor(18, 24)  # every table full: six players at each of the four
    out = floor.state.seating.tables[1].players[3]
    bust = step(floor, "player.bust", {"busts": [{"player_id": out}]})
    late = floor.next_player
    step(floor, "registration.register", {"player_id": late})
    step(floor, "money.buy_in", {"player_id": late, "document": f"D{late}"})
    step(floor, "seating.seat", {"player_id": late, "table": 1, "seat": 3})
    step(floor, "seating.resize_table", {"table": 1, "seats": 7})
    assert "Table 1 is full." in refused_as_the_replay(floor, bust)


def test_an_undo_of_a_bust_or_a_move_from_a_seat_a_resize_took_away_since_is_refused_at_once_in_its_words() -> None:
    """He busted from (or was moved off) the sixth seat, and the table was made five-handed: without the bust or
    the move he still sits there, and the resize is refused as its handler refuses it -- without replaying."""
    for kind in ("player.bust", "seating.move"):
        floor = Floor(23, 12)  # six players at tables 1 and 2
        pid = floor.state.seating.tables[1].players[6]
        if kind == "player.bust":
            target = step(floor, kind, {"busts": [{"player_id": pid}]})
        else:
            target = step(floor, kind, {"player_id": pid, "table": 3, "seat": 2})
        play_away_from(floor, 1, steps=4)
        step(floor, "seating.resize_table", {"table": 1, "seats": 5})
        assert "Seat 6 of table 1 is taken: move the player first." in refused_as_the_replay(floor, target), kind


def test_an_undo_of_a_table_made_shorter_handed_is_refused_at_once_where_a_rebuy_back_in_would_have_sat_there() -> None:
    """He busted from the sixth seat, the table was made five-handed, he bought back in (no seat of his bust to go
    back to: RPT Art. 7.1) and was given a seat. Without the resize his rebuy sat him down at the sixth seat, so the
    seat given finds him seated -- known without replaying, in the replay's words."""
    floor = Floor(24, 12)  # six players at tables 1 and 2
    pid = floor.state.seating.tables[1].players[6]
    step(floor, "player.bust", {"busts": [{"player_id": pid}]})
    resize = step(floor, "seating.resize_table", {"table": 1, "seats": 5})
    play_away_from(floor, 1, steps=4)
    step(floor, "money.rebuy", {"player_id": pid})
    assert pid not in floor.state.seating.seat_of
    step(floor, "seating.seat", {"player_id": pid, "table": 3, "seat": 1})
    assert f"Player {pid} already sits at table 1, seat 6." in refused_as_the_replay(floor, resize)


def test_a_table_made_nine_handed_and_ten_handed_again_later_is_undone_and_redone_in_place() -> None:
    """Nine-handed for an hour, then ten-handed again: without the first resize the second finds the table at ten
    seats already, and from it on nothing differs -- the first is taken back and put back in place, past the hands
    played since at ten seats."""
    floor = Floor(26, 12, {**CONFIG, "table_size": 10})
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    first = step(floor, "seating.resize_table", {"table": 1, "seats": 9})
    play_away_from(floor, 1, steps=4)
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    late = floor.next_player
    step(floor, "registration.register", {"player_id": late})
    step(floor, "money.buy_in", {"player_id": late, "document": f"D{late}"})
    step(floor, "seating.seat", {"player_id": late, "table": 1, "seat": 10})  # the tenth seat, there in both worlds now
    undone, redone = round_trip(floor, first, unchanged=True)
    assert undone.seating.tables[1].seats == 10 and undone.seating.seat_of[late] == (1, 10)
    assert redone is not None and redone.seating.tables[1].seats == 10


def test_a_resize_is_undone_in_place_past_a_rebuy_back_in_that_looked_at_its_seat_once_the_table_was_broken() -> None:
    """He busted from the tenth seat, the table was made nine-handed and then broken; his rebuy back in looks at the
    seat of his bust, at a table closed in either size: nobody sits down there, so the resize is undone and redone
    in place."""
    floor = Floor(27, 12, {**CONFIG, "table_size": 10})
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    pid = floor.state.seating.tables[1].players[1]
    step(floor, "seating.move", {"player_id": pid, "table": 1, "seat": 10})
    step(floor, "player.bust", {"busts": [{"player_id": pid}]})
    resize = step(floor, "seating.resize_table", {"table": 1, "seats": 9})
    step(floor, "seating.break_table", draw_break(floor.state.seating, 1, 10, rng=random.Random(4)))
    step(floor, "money.rebuy", {"player_id": pid})
    assert pid not in floor.state.seating.seat_of
    table, seat = next((t.number, s) for t in floor.state.seating.open_tables() for s in t.open_empty_seats())
    step(floor, "seating.seat", {"player_id": pid, "table": table, "seat": seat})
    undone, redone = round_trip(floor, resize, unchanged=True)
    assert undone.seating.tables[1].seats == 10 and redone is not None and redone.seating.tables[1].seats == 9


def test_a_resize_given_back_later_is_redone_in_place_after_the_table_was_broken() -> None:
    """Nine-handed, ten-handed again, then broken as the field shrank: from the second resize on both worlds are the
    same, so the first is put back in place on the closed table."""
    floor = Floor(29, 12, {**CONFIG, "table_size": 10})
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    first = step(floor, "seating.resize_table", {"table": 1, "seats": 9})
    play_away_from(floor, 1, steps=3)
    step(floor, "seating.resize_table", {"table": 1, "seats": 10})
    step(floor, "seating.break_table", draw_break(floor.state.seating, 1, 10, rng=random.Random(5)))
    play_away_from(floor, 1, steps=3)
    undone, redone = round_trip(floor, first, unchanged=True)
    assert not undone.seating.tables[1].is_open and redone is not None and redone.seating.tables[1].seats == 10
