"""A table's break or its button undone and redone in place (`tdapp.domain.tournament.table_reversal`), checked
against the replay: the table open again with its button where the room's order had it, its players back in their
seats; the button where it was before the hand."""

from __future__ import annotations

import random

import pytest

from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, refusal_in_place, undo_in_place
from tdapp.domain.tournament.state import TournamentState
from tests.domain.test_reversal import CALLS_ON_HIM, CONFIG, T0, Floor, copy_of, refused_as_the_replay, round_trip, undone_then_redone


def broken(floor: Floor, number: int, seed: int = 1) -> Action:
    assert floor.act("seating.break_table", draw_break(floor.state.seating, number, 6, rng=random.Random(seed)))
    return floor.log[-1]


def broken_onto(floor: Floor, number: int, to: int) -> Action:
    """The table broken, its players to the first seats of table `to` (empty), in the order of their numbers."""
    players = sorted(floor.state.seating.tables[number].players.values())
    seats = [{"player_id": pid, "table": to, "seat": n + 1} for n, pid in enumerate(players)]
    assert floor.act("seating.break_table", {"table": number, "seats": seats})
    return floor.log[-1]


def test_a_table_broken_early_is_set_up_again_in_place_after_the_evening_went_on() -> None:
    """The wrong table was broken. Since then its players bought add-ons and were counted, players at other seats
    busted (at the tables they went to too) and rulings were made: the table comes back with its players in their
    old seats, its button and its place among the tables; put back, the break moves them again."""
    floor = Floor(5, 16)
    seating = floor.state.seating
    assert floor.act("seating.open_table", {"table": 5, "seats": 6})
    number = 2
    table = seating.tables[number]
    assert floor.act("seating.set_button", {"table": number, "seat": min(table.players)})
    sat = {pid: (number, seat) for seat, pid in table.players.items()}
    button = (table.button, table.small_blind, table.big_blind)
    order = list(seating.opening_order)
    brk = broken(floor, number)
    went = {e["player_id"]: (e["table"], e["seat"]) for e in brk.payload["seats"]}
    dests = {t for t, _ in went.values()}
    for pid in sat:
        assert floor.act("money.addon", {"player_id": pid})
    assert floor.act("chips.count", {"player_id": next(iter(sat)), "chips": 12_000})
    others = [pid for pid, seat in seating.seat_of.items() if pid not in sat]
    for pid in others[:3]:  # out at the tables they sat at, some of them tables the break filled
        assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert any(seating.tables[t].count for t in dests)
    assert floor.act("floor.ruling", {"decision": "Mão morta", "table": number, "player_ids": [next(iter(sat))]})
    undone, redone = round_trip(floor, brk, unchanged=True)
    assert undone.seating.tables[number].is_open
    assert {pid: undone.seating.seat_of[pid] for pid in sat} == sat
    tb = undone.seating.tables[number]
    assert (tb.button, tb.small_blind, tb.big_blind) == button
    assert undone.seating.opening_order == order
    assert redone is not None
    assert not redone.seating.tables[number].is_open
    assert {pid: redone.seating.seat_of[pid] for pid in sat} == went


def test_a_break_is_undone_in_place_past_its_players_busts_and_moves_but_not_past_a_button_at_a_table_it_filled() -> None:
    """One of its players busted since, another moved on to a third table: without the break the bust was made, and
    the move started, from the seat each had at the broken table. The button moved at a table the break filled
    counted its players with them: left to the replay. The button moved at a table it did not touch did not."""
    floor = Floor(6, 16)
    brk = broken(floor, 1)
    moved = sorted(e["player_id"] for e in brk.payload["seats"])
    sat = {p: (t, s) for p, t, s in floor.state.reversal.broken[brk.seq].left}
    filled = {e["table"] for e in brk.payload["seats"]}
    untouched = next(t.number for t in floor.state.seating.open_tables() if t.number not in filled and t.players)
    assert floor.act("seating.set_button", {"table": untouched, "seat": min(floor.state.seating.tables[untouched].players)})
    assert undo_in_place(copy_of(floor.state), brk, {a.seq: a for a in floor.log}.get) is not None
    later = copy_of(floor.state), list(floor.log)
    assert floor.act("player.bust", {"busts": [{"player_id": moved[0]}]})
    away = next((t.number, s) for t in floor.state.seating.open_tables() if t.number not in filled for s in t.open_empty_seats())
    assert floor.act("seating.move", {"player_id": moved[1], "table": away[0], "seat": away[1]})
    undone, redone = round_trip(floor, brk, unchanged=True)
    assert redone is not None  # put back past them too: his bust from the seat the break gave him, the move from his
    assert undone_then_redone(floor, brk, unchanged=False)
    record = undone.seating.last_bust(moved[0])
    assert record is not None and (record.table, record.seat) == sat[moved[0]]
    assert undone.seating.seat_of[moved[1]] == away
    assert undone.seating.tables[1].is_open and set(undone.seating.tables[1].players.values()) == set(moved[2:])

    floor.state, floor.log = later
    dest = min(filled)
    assert floor.act("seating.next_hand", {"table": dest}) or floor.act(
        "seating.set_button", {"table": dest, "seat": min(floor.state.seating.tables[dest].players)}
    )
    assert undo_in_place(copy_of(floor.state), brk, {a.seq: a for a in floor.log}.get) is None


def test_a_break_is_undone_in_place_past_a_bust_and_a_rebuy_back_in_of_one_of_its_players() -> None:
    """He busted at the seat the break gave him and bought back in there (RPT Art. 7.1). Without the break he busted
    at his seat at the table, and the rebuy sat him there again: undone in place, he sits at the table; put back,
    at the seat the break gave him. Once another player took that seat before the rebuy (here the rebuy found it
    taken), he waits for a seat here and sits at the table there: undone and redone in place; once given a seat,
    refused at once (he already sits)."""
    floor = Floor(6, 16)
    brk = broken(floor, 1)
    sat = {p: (t, s) for p, t, s in floor.state.reversal.broken[brk.seq].left}
    pid = min(sat)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    before = copy_of(floor.state), list(floor.log)
    assert floor.act("money.rebuy", {"player_id": pid})
    assert floor.act("money.addon", {"player_id": pid})
    undone, redone = round_trip(floor, brk, unchanged=True)
    assert undone.seating.seat_of[pid] == sat[pid]
    assert redone is not None and redone.seating.seat_of[pid] == floor.state.seating.seat_of[pid]
    assert undone_then_redone(floor, brk, unchanged=False)

    floor.state, floor.log = before
    record = floor.state.seating.last_bust(pid)
    assert record is not None
    mover = next(p for p, (t, _) in floor.state.seating.seat_of.items() if t != record.table)
    assert floor.act("seating.move", {"player_id": mover, "table": record.table, "seat": record.seat})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert pid not in floor.state.seating.seat_of  # the seat of his bust taken: he waits for a seat
    undone, redone = round_trip(floor, brk, unchanged=False)
    assert undone.seating.seat_of[pid] == sat[pid]  # without the break that seat was at the table, free
    assert redone is not None and pid not in redone.seating.seat_of
    floor.seat(pid)
    assert "already sits" in refused_as_the_replay(floor, brk)  # then given a seat: he already sits there


def test_a_break_is_not_redone_in_place_when_a_table_broken_since_would_have_been_the_last_one_open() -> None:
    """Three empty tables; the third broken, undone; then the second and the first broken. Put back, the third's
    break leaves the first alone: its break is refused ("the last table open"), so the replay must decide."""
    state = TournamentState()
    log: list[Action] = []

    def act(kind: str, payload: dict[str, object]) -> Action:
        action = Action(kind, payload, T0 + 1_000 * (len(log) + 1), "td", len(log) + 1)
        TOURNAMENT.apply(state, action)
        log.append(action)
        return action

    act("tournament.create", {"config": CONFIG})
    for number in (1, 2, 3):
        act("seating.open_table", {"table": number, "seats": 6})
    third = act("seating.break_table", {"table": 3, "seats": []})
    effect = undo_in_place(state, third, {a.seq: a for a in log}.get)
    assert effect is not None
    effect()
    log.remove(third)
    assert state.seating.opening_order == [1, 2, 3]
    act("seating.break_table", {"table": 2, "seats": []})
    act("seating.break_table", {"table": 1, "seats": []})
    everything = sorted([*log, third], key=lambda a: a.seq)
    with pytest.raises(ReplayError, match="last table open"):
        TOURNAMENT.replay(everything)
    assert redo_in_place(state, third, {a.seq: a for a in everything}.get, lambda: TOURNAMENT.decide(state, third)) is None


def test_a_table_opened_again_after_its_break_sends_the_undo_to_the_replay() -> None:
    """Without the break the table is still open when it is opened again: the replay refuses the undo."""
    floor = Floor(7, 12)
    brk = broken(floor, 3)
    assert floor.act("seating.open_table", {"table": 3, "seats": 6})
    assert undo_in_place(copy_of(floor.state), brk, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError, match="Table 3 is already open"):
        TOURNAMENT.replay([a for a in floor.log if a.seq != brk.seq])


def test_a_hand_dealt_long_ago_is_undone_and_redone_in_place_while_play_went_on_at_its_table() -> None:
    """The dealer pressed "next hand" at the wrong table. Since then players busted there and elsewhere, a
    player moved in, add-ons: none read the button. Undone, the button is where it was; redone, where the hand put
    it (as its undo kept it: nothing before it changed)."""
    floor = Floor(8, 16)
    seating = floor.state.seating
    number = 1
    assert floor.act("seating.set_button", {"table": number, "seat": min(seating.tables[number].players)})
    table = seating.tables[number]
    before = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
    assert floor.act("seating.next_hand", {"table": number})
    hand = floor.log[-1]
    after = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
    assert after != before
    here = sorted(p for p in table.players.values() if table.players.get(table.button) != p)
    assert floor.act("player.bust", {"busts": [{"player_id": here[0]}]})
    for step, pick in (("bust", 3), ("move", 5), ("addon", 1), ("bust", 8)):
        floor.step(step, pick)
    undone, redone = round_trip(floor, hand, unchanged=True)
    t = undone.seating.tables[number]
    assert (t.button, t.small_blind, t.big_blind, t.positions_at_ms) == before
    assert redone is not None
    t = redone.seating.tables[number]
    assert (t.button, t.small_blind, t.big_blind, t.positions_at_ms) == after
    assert round_trip(floor, hand, unchanged=False)[1] is None  # something before it changed: the replay decides


def test_a_hand_is_left_to_the_replay_once_the_next_hand_at_its_table_read_its_button() -> None:
    floor = Floor(8, 16)
    assert floor.act("seating.set_button", {"table": 2, "seat": min(floor.state.seating.tables[2].players)})
    button = floor.log[-1]
    assert floor.act("seating.next_hand", {"table": 3}) or floor.act(
        "seating.set_button", {"table": 3, "seat": min(floor.state.seating.tables[3].players)}
    )  # another table's hand: no matter
    assert undo_in_place(copy_of(floor.state), button, {a.seq: a for a in floor.log}.get) is not None
    assert floor.act("seating.next_hand", {"table": 2})
    assert undo_in_place(copy_of(floor.state), button, {a.seq: a for a in floor.log}.get) is None


def free_seat_at(floor: Floor, number: int) -> int:
    return next(s for s in range(1, 7) if floor.state.seating.tables[number].takes(s))


def test_a_seat_closed_early_is_opened_again_in_place_and_closed_again_after_play_went_on() -> None:
    """A seat closed by mistake (a broken chair): since then busts there and elsewhere, a seat closed and opened
    again at another table. Undone, the seat is open; redone, closed again; a seat opened is undone and redone
    the same way."""
    floor = Floor(9, 10)
    number = 3
    seat = free_seat_at(floor, number)
    assert floor.act("seating.close_seat", {"table": number, "seat": seat})
    closing = floor.log[-1]
    other = free_seat_at(floor, 4)
    assert floor.act("seating.close_seat", {"table": 4, "seat": other})
    assert floor.act("seating.open_seat", {"table": 4, "seat": other})
    opening = floor.log[-1]
    for step, pick in (("bust", 3), ("addon", 1), ("bust", 8), ("xtrastack", 2)):
        floor.step(step, pick)
    undone, redone = round_trip(floor, closing, unchanged=True)
    assert seat not in undone.seating.tables[number].closed_seats
    assert redone is not None and seat in redone.seating.tables[number].closed_seats
    undone, redone = round_trip(floor, opening, unchanged=False)
    assert other in undone.seating.tables[4].closed_seats
    assert redone is not None and other not in redone.seating.tables[4].closed_seats


def test_a_seat_closed_is_left_to_the_replay_once_a_player_sat_there_or_a_later_closing_read_the_capacity() -> None:
    floor = Floor(9, 10)
    number = 3
    seat = free_seat_at(floor, number)
    assert floor.act("seating.open_seat", {"table": number, "seat": seat}) is False  # not closed: refused
    assert floor.act("seating.close_seat", {"table": number, "seat": seat})
    closing = floor.log[-1]
    assert floor.act("seating.open_seat", {"table": number, "seat": seat})
    opening = floor.log[-1]
    assert floor.act("seating.close_seat", {"table": number, "seat": free_seat_at(floor, number)})
    # The opening's undo closes the seat again: the later closing found one seat fewer, so the replay decides.
    assert undo_in_place(copy_of(floor.state), opening, {a.seq: a for a in floor.log}.get) is None
    # The first closing's undo: the opening since names the same seat.
    assert undo_in_place(copy_of(floor.state), closing, {a.seq: a for a in floor.log}.get) is None


def test_an_empty_table_closed_early_is_open_again_in_place_with_its_button() -> None:
    """Its last players were moved away and the table closed; then the evening went on at the other tables. Undone,
    it is open again, empty, with the button it had, where the room's order had it; redone, closed."""
    floor = Floor(10, 8)
    seating = floor.state.seating
    number = next(t.number for t in reversed(seating.open_tables()) if t.players)
    assert floor.act("seating.set_button", {"table": number, "seat": min(seating.tables[number].players)})
    for pid in sorted(seating.tables[number].players.values()):
        target = next((t.number, s) for t in seating.open_tables() if t.number != number for s in range(1, 7) if t.takes(s))
        assert floor.act("seating.move", {"player_id": pid, "table": target[0], "seat": target[1]})
    table = seating.tables[number]
    button = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
    order = list(seating.opening_order)
    assert floor.act("seating.close_table", {"table": number})
    closing = floor.log[-1]
    for step, pick in (("bust", 3), ("addon", 1), ("bust", 8)):
        floor.step(step, pick)
    undone, redone = round_trip(floor, closing, unchanged=True)
    t = undone.seating.tables[number]
    assert t.is_open and not t.players and (t.button, t.small_blind, t.big_blind, t.positions_at_ms) == button
    assert undone.seating.opening_order == order
    assert redone is not None and not redone.seating.tables[number].is_open


def test_an_early_bust_s_undo_is_refused_at_once_at_the_break_of_his_table() -> None:
    """Without the bust he still sits at the table broken later: the break has no new seat for him."""
    floor = Floor(18, 16)
    number = 2
    pid = min(floor.state.seating.tables[number].players.values())
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    floor.step("addon", 3)
    broken(floor, number)
    assert refused_as_the_replay(floor, bust) == (
        f"Action #{floor.log[-1].seq} (seating.break_table) depends on it: Player {pid} of table {number} has no new seat."
    )


def test_an_early_bust_s_undo_is_refused_at_once_where_a_break_drew_a_player_into_his_seat() -> None:
    floor = Floor(19, 16)
    seating = floor.state.seating
    for seed in range(200):
        target = next(t.number for t in seating.open_tables() if t.players)
        pid, seat = min((p, s) for s, p in seating.tables[target].players.items())
        trial = Floor(19, 16)
        assert trial.act("player.bust", {"busts": [{"player_id": pid}]})
        other = next(t.number for t in trial.state.seating.open_tables() if t.number != target and t.players)
        payload = draw_break(trial.state.seating, other, 6, rng=random.Random(seed))
        if any((e["table"], e["seat"]) == (target, seat) for e in payload["seats"]):
            break
    else:
        raise AssertionError("no draw put a player into his seat")
    assert trial.act("seating.break_table", payload)
    words = refused_as_the_replay(trial, trial.log[-2])
    assert words.endswith(f"Seat {seat} of table {target} is taken by player {pid}.")


@pytest.mark.parametrize("call", [None, *CALLS_ON_HIM], ids=lambda c: c["kind"] if c else "no call")
def test_an_early_move_s_undo_is_refused_at_once_at_the_break_of_the_table_he_moved_to(call: dict | None) -> None:
    """Without the move he never came to the table broken later: it lists a player who does not sit there; and
    when he was its only player, it has nobody to move. `call`: a warning, missed hands or missed orbits given to
    him there in between goes through wherever he sits (RPT Art. 71.1) and changes nothing of that."""
    floor = Floor(20, 12)
    seating = floor.state.seating
    pid = seating.tables[1].players[1]
    assert floor.act("seating.move", {"player_id": pid, "table": 3, "seat": 2})
    move = floor.log[-1]
    other = seating.tables[1].players[2]
    assert floor.act("seating.move", {"player_id": other, "table": 3, "seat": 4})
    floor.step("addon", 5)
    if call is not None:
        assert floor.act("floor.penalty", {"player_id": pid, **call})
    assert floor.act(
        "seating.break_table",
        {"table": 3, "seats": [{"player_id": pid, "table": 4, "seat": 1}, {"player_id": other, "table": 4, "seat": 2}]},
    )
    assert refused_as_the_replay(floor, move).endswith(f"Player {pid} does not sit at table 3.")

    floor = Floor(20, 12)
    assert floor.act("seating.move", {"player_id": pid, "table": 3, "seat": 2})
    move = floor.log[-1]
    assert floor.act("seating.break_table", {"table": 3, "seats": [{"player_id": pid, "table": 4, "seat": 1}]})
    assert refused_as_the_replay(floor, move).endswith("Table 3 has no players to move.")


def test_a_move_is_redone_in_place_after_an_earlier_change_when_the_table_he_moved_to_was_broken_since() -> None:
    """He moved to table 3, on to table 4, and table 3 was broken (empty). Put back after something before it
    changed, the move needs its seat free then: nobody touched it since, and the table was open then."""
    floor = Floor(20, 12)
    pid = floor.state.seating.tables[1].players[1]
    assert floor.act("seating.move", {"player_id": pid, "table": 3, "seat": 2})
    move = floor.log[-1]
    assert floor.act("seating.move", {"player_id": pid, "table": 4, "seat": 1})
    assert floor.act("seating.break_table", {"table": 3, "seats": []})
    floor.step("bust", 7)
    redone = round_trip(floor, move, unchanged=False)[1]
    assert redone is not None and redone.seating.seat_of[pid] == (4, 1)


def test_a_seat_free_before_its_table_was_broken_counts_free_when_a_rebuy_later_looked_at_it() -> None:
    """Found by the generated floors in a CI run. A busted at seat 5, P at seat 3; Q moved into P's seat; the table
    was broken; A's rebuy then looked at seat 5 of the broken table (no seat for him). Without P's bust, Q's move
    finds P's seat taken -- not the table full: seat 5 was free then, whatever A's rebuy found later."""
    floor = Floor(20, 12)
    seating = floor.state.seating
    a, p = seating.tables[1].players[5], seating.tables[1].players[3]
    q = seating.tables[2].players[1]
    assert floor.act("player.bust", {"busts": [{"player_id": a}]})
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    bust = floor.log[-1]
    assert floor.act("seating.move", {"player_id": q, "table": 1, "seat": 3})
    broken_onto(floor, 1, 3)
    assert floor.act("money.rebuy", {"player_id": a})
    assert a not in seating.seat_of  # the seat of his bust was at a broken table
    assert refused_as_the_replay(floor, bust).endswith(f"Seat 3 of table 1 is taken by player {p}.")


def test_a_re_entry_with_its_seat_is_refused_at_once_at_the_break_of_his_new_table() -> None:
    """He re-entered and was seated at table 3; table 3 was broken since. Without the re-entry and its seat (the
    desk's gesture) he is out when the break lists him: it finds he does not sit there, in its words."""
    floor = Floor(20, 12)
    pid = floor.state.seating.tables[1].players[1]
    other = floor.state.seating.tables[2].players[1]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.reentry", {"player_id": pid})
    reentry = floor.log[-1]
    assert floor.act("seating.seat", {"player_id": pid, "table": 3, "seat": 4})
    seat = floor.log[-1]
    assert floor.act("seating.move", {"player_id": other, "table": 3, "seat": 1})
    seats = [{"player_id": other, "table": 4, "seat": 1}, {"player_id": pid, "table": 4, "seat": 2}]
    assert floor.act("seating.break_table", {"table": 3, "seats": seats})
    brk = floor.log[-1]
    by_seq = {a.seq: a for a in floor.log}
    refusal = refusal_in_place(floor.state, reentry, by_seq.get, [seat])
    assert refusal is not None
    assert refusal.render() == f"Action #{brk.seq} (seating.break_table) depends on it: Player {pid} does not sit at table 3."
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq not in (reentry.seq, seat.seq)])
    assert replayed.value.render() == refusal.render()
    assert refused_as_the_replay(floor, seat).endswith(f"Player {pid} does not sit at table 3.")


def test_a_move_is_redone_in_place_when_a_rebuy_looked_at_its_seat_after_the_table_was_broken() -> None:
    """R busted at table 2, seat 1; P moved into that seat and on to table 4; table 2 was broken; R's rebuy looked
    at the seat of his bust (at a broken table: no seat for him). Put back after something before it changed,
    the move needs its seat free then: untouched until the break, the table open then."""
    floor = Floor(20, 12)
    seating = floor.state.seating
    r, p = seating.tables[2].players[1], seating.tables[1].players[1]
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    assert floor.act("seating.move", {"player_id": p, "table": 2, "seat": 1})
    move = floor.log[-1]
    assert floor.act("seating.move", {"player_id": p, "table": 4, "seat": 1})
    broken_onto(floor, 2, 3)
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of
    redone = round_trip(floor, move, unchanged=False)[1]
    assert redone is not None and redone.seating.seat_of[p] == (4, 1)


def test_a_break_s_undo_is_refused_at_once_when_a_player_out_at_its_table_bought_back_in_and_was_given_a_seat() -> None:
    """He busted at table 1, which was then broken; his rebuy found the seat of his bust at a closed table and the
    desk gave him a new seat. Without the break the rebuy sits him back at table 1: the seat given to him is
    refused, word for word as the replay refuses it, without replaying."""
    floor = Floor(6, 16)
    table = floor.state.seating.tables[1]
    seat, out = min(table.players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    brk = broken(floor, 1)
    assert floor.act("money.rebuy", {"player_id": out})
    assert out not in floor.state.seating.seat_of  # the seat of his bust is at a table no longer open
    floor.seat(out)
    given = floor.log[-1]
    assert given.kind == "seating.seat" and given.payload["player_id"] == out
    words = refused_as_the_replay(floor, brk)
    assert f"#{given.seq} (seating.seat)" in words and f"Player {out} already sits at table 1, seat {seat}." in words


@pytest.mark.parametrize("a_busts", [False, True])
def test_a_break_s_undo_is_refused_at_the_second_look_when_the_first_found_a_seat_one_of_its_players_holds(a_busts: bool) -> None:
    """Q busted at table 1 and A was moved into Q's seat; O busted at table 1 too. Table 1 broken. Q's rebuy looks
    first: the table closed here, A in that seat without the break -- Q waits in both worlds. O's rebuy looks next,
    at a seat free without the break: the seat given to O is refused, known at once. Also when A busts between the
    two looks (Q's look at A's seat there changed nothing for A's walk)."""
    floor = Floor(6, 16)
    seating = floor.state.seating
    (s1, q), (s2, out) = sorted(seating.tables[1].players.items())[:2]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    a = min(seating.tables[3].players.values())
    assert floor.act("seating.move", {"player_id": a, "table": 1, "seat": s1})
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    brk = broken(floor, 1)
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    if a_busts:
        assert floor.act("player.bust", {"busts": [{"player_id": a}]})
    assert floor.act("money.rebuy", {"player_id": out})
    assert out not in seating.seat_of
    floor.seat(out)
    given = floor.log[-1]
    words = refused_as_the_replay(floor, brk)
    assert f"#{given.seq} (seating.seat)" in words and f"Player {out} already sits at table 1, seat {s2}." in words


@pytest.mark.parametrize("a_then", ["stays", "busts", "moves"])
def test_a_break_is_undone_and_redone_in_place_past_a_rebuy_that_looked_at_a_seat_one_of_its_players_holds_there(a_then: str) -> None:
    """Q busted at table 1 and A was moved into Q's seat; table 1 broken. Q's rebuy looks at the seat of his bust:
    the table closed here, A in that seat without the break -- Q waits in both worlds, and the break comes back out
    (and goes back in) in place, A back at table 1, also when A busted or moved on after the look."""
    floor = Floor(6, 16)
    seating = floor.state.seating
    s1, q = min(seating.tables[1].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    a = min(seating.tables[3].players.values())
    assert floor.act("seating.move", {"player_id": a, "table": 1, "seat": s1})
    brk = broken(floor, 1)
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    if a_then == "busts":
        assert floor.act("player.bust", {"busts": [{"player_id": a}]})
    elif a_then == "moves":
        table = seating.seat_of[a][0]
        to = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number != table)
        assert floor.act("seating.move", {"player_id": a, "table": to[0], "seat": to[1]})
    undone, redone = round_trip(floor, brk, unchanged=False)
    assert q not in undone.seating.seat_of and undone.seating.tables[1].is_open
    assert (undone.seating.seat_of.get(a) == (1, s1)) is (a_then == "stays")
    assert redone is not None and not redone.seating.tables[1].is_open


def test_a_break_s_undo_waits_for_the_replay_while_one_of_its_players_would_still_hold_the_seat_the_rebuy_looked_at() -> None:
    """The seat of his bust was taken again before the break by a player the break moved. Without the break that
    player still holds it when the rebuy looks, and nobody sits down: not refused at once. Once that player busted
    before the rebuy, the seat is free without the break: refused, as the replay refuses it."""
    floor = Floor(6, 16)
    table = floor.state.seating.tables[1]
    seat, out = min(table.players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    mover = next(pid for t in floor.state.seating.open_tables() if t.number != 1 for pid in t.players.values())
    assert floor.act("seating.move", {"player_id": mover, "table": 1, "seat": seat})
    brk = broken(floor, 1)
    before = copy_of(floor.state), list(floor.log)
    assert floor.act("money.rebuy", {"player_id": out})
    floor.seat(out)
    assert refusal_in_place(floor.state, brk, {a.seq: a for a in floor.log}.get) is None

    floor.state, floor.log = before
    assert floor.act("player.bust", {"busts": [{"player_id": mover}]})
    assert floor.act("money.rebuy", {"player_id": out})
    floor.seat(out)
    assert f"Player {out} already sits at table 1, seat {seat}." in refused_as_the_replay(floor, brk)


def test_a_break_s_undo_is_not_refused_when_the_seat_the_rebuy_looked_at_was_out_of_play() -> None:
    """The seat of his bust was closed before the break: without the break the rebuy does not sit him there
    either, and the seat given to him holds -- also when the table was set up again since with every seat in play
    (both found by a random search with the generated floors' checker)."""
    floor = Floor(6, 16)
    seat, out = min(floor.state.seating.tables[1].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    assert floor.act("seating.close_seat", {"table": 1, "seat": seat})
    brk = broken(floor, 1)
    assert floor.act("money.rebuy", {"player_id": out})
    floor.seat(out)
    assert refusal_in_place(floor.state, brk, {a.seq: a for a in floor.log}.get) is None
    TOURNAMENT.replay([a for a in floor.log if a.seq != brk.seq])  # the replay allows the undo
    # The table set up again later with every seat in play, then closed: the seat was still out of play at the
    # rebuy (the replay refuses the undo only at that setting up, "already open").
    assert floor.act("seating.open_table", {"table": 1, "seats": 6})
    opened = floor.log[-1]
    assert floor.act("seating.close_table", {"table": 1})  # and closed again, empty
    refusal = refusal_in_place(floor.state, brk, {a.seq: a for a in floor.log}.get)
    assert refusal is None or refusal.action.seq == opened.seq


@pytest.mark.parametrize("case", ["one look", "two looks", "left before"])
def test_a_break_s_undo_is_refused_at_once_when_a_rebuy_found_one_of_its_players_in_the_seat_of_his_bust(case: str) -> None:
    """Q busted at table 2; table 1 was broken and one of its players drawn into Q's seat; Q's rebuy back in found
    it taken, and the desk gave Q another seat. Without the break that player still sits at table 1, the rebuy sits
    Q back in the seat of his bust (RPT Art. 7.1), and the seat given to Q is refused -- known without replaying.
    Also when R, out at that seat too, looked at it next (it found it taken in both worlds). Not when the player
    drawn there had left it before the rebuy looked (it found the seat free in both worlds)."""
    floor = Floor(6, 16)
    seating = floor.state.seating
    seat, q = min(seating.tables[2].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    r = None
    if case == "two looks":
        r = min(seating.tables[3].players.values())
        assert floor.act("seating.move", {"player_id": r, "table": 2, "seat": seat})
        assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    drawn = min(seating.tables[1].players.values())
    entries = draw_break(seating, 1, 6, rng=random.Random(5))["seats"]
    mine = next(e for e in entries if e["player_id"] == drawn)
    other = next((e for e in entries if (e["table"], e["seat"]) == (2, seat)), None)
    if other is not None:  # the draw gave Q's old seat to another player of the table: swap
        other["table"], other["seat"] = mine["table"], mine["seat"]
    mine.update({"table": 2, "seat": seat})
    assert floor.act("seating.break_table", {"table": 1, "seats": entries})
    brk = floor.log[-1]
    assert seating.seat_of[drawn] == (2, seat)
    if case == "left before":
        assert floor.act("player.bust", {"busts": [{"player_id": drawn}]})
    assert floor.act("money.rebuy", {"player_id": q})
    if r is not None:
        assert floor.act("money.rebuy", {"player_id": r})
        assert r not in seating.seat_of
    if case == "left before":
        assert seating.seat_of[q] == (2, seat)  # free in both worlds: the undo is not refused there
        assert floor.act("player.bust", {"busts": [{"player_id": q}]})
        refusal = refusal_in_place(floor.state, brk, {a.seq: a for a in floor.log}.get)
        try:
            TOURNAMENT.replay([a for a in floor.log if a.seq != brk.seq])
        except ReplayError as replayed:
            assert refusal is None or refusal.render() == replayed.render()
        else:
            assert refusal is None
        return
    assert q not in seating.seat_of
    floor.seat(q)
    given = floor.log[-1]
    words = refused_as_the_replay(floor, brk)
    assert f"#{given.seq} (seating.seat)" in words and f"Player {q} already sits at table 2, seat {seat}." in words


@pytest.mark.parametrize("q_seated", [False, True])
def test_a_break_s_refusal_passes_a_rebuy_that_looked_at_a_seat_one_of_its_players_holds_there(q_seated: bool) -> None:
    """Q busted at table 1 and A was moved into Q's seat; R busted at table 2. Table 1 broken, A drawn into R's
    seat. Q's rebuy looks at the seat of his bust: the table closed here, A sitting there without the break --
    taken in both worlds, Q waits for a seat in both (and the seat given to him holds in both). R's rebuy finds A
    in his seat here, and sits R there without the break: the seat given to R is the refusal, known at once."""
    floor = Floor(6, 16)
    seating = floor.state.seating
    s1, q = min(seating.tables[1].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    a = min(seating.tables[3].players.values())
    assert floor.act("seating.move", {"player_id": a, "table": 1, "seat": s1})
    s2, r = min(seating.tables[2].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    entries = draw_break(seating, 1, 6, rng=random.Random(7))["seats"]
    mine = next(e for e in entries if e["player_id"] == a)
    other = next((e for e in entries if (e["table"], e["seat"]) == (2, s2)), None)
    if other is not None:
        other["table"], other["seat"] = mine["table"], mine["seat"]
    mine.update({"table": 2, "seat": s2})
    assert floor.act("seating.break_table", {"table": 1, "seats": entries})
    brk = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    if q_seated:
        floor.seat(q)
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of
    floor.seat(r)
    given = floor.log[-1]
    words = refused_as_the_replay(floor, brk)
    assert f"#{given.seq} (seating.seat)" in words and f"Player {r} already sits at table 2, seat {s2}." in words
