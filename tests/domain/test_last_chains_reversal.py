"""The last undos of a festival flight that went to the replay, decided at once.

Each case was found in a flight of the festival benchmark (`bench/festival.py`) by listing the actions in force
an undo could not decide without replaying; each is built here on a small floor and checked state for state (or
word for word, for a refusal) against the replay.
"""

from __future__ import annotations

import random

import pytest

from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, undo_in_place
from tests.domain.test_reversal import (
    Floor,
    assert_same,
    check_every_action,
    copy_of,
    free_seat,
    q_back_in_the_seat_p_busted_in,
    refused_as_the_replay,
    round_trip,
)

WARNING = {"kind": "warning", "reason": "Linguagem", "article": "71"}
DQ = {"kind": "disqualification", "reason": "Conluio", "chips_removed": 0}


def seat_of(floor: Floor, pid: int) -> tuple[int, int]:
    return floor.state.seating.seat_of[pid]


def moved_through_a_busted_seat(floor: Floor) -> tuple[int, int, tuple[int, int], tuple[int, int], Action]:
    """Q, the first player seated, busts in seat Y; P, the next, is moved into Y, then on to a free seat X at
    another table: (Q, P, Y, X, the move from Y to X)."""
    q, p = sorted(floor.state.seating.seat_of)[:2]
    y = seat_of(floor, q)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    assert floor.act("seating.move", {"player_id": p, "table": y[0], "seat": y[1]})
    x = free_seat(floor, not_table=y[0])
    assert floor.act("seating.move", {"player_id": p, "table": x[0], "seat": x[1]})
    return q, p, y, x, floor.log[-1]


def test_a_warning_after_a_rebuy_that_sat_the_moved_player_down_in_one_world_only_is_noted_again() -> None:
    """R busted in seat Y; P moved into Y, then on to X, and busted there. R's rebuy back in sits R in Y again
    (free in both worlds); P's rebuy looks at the seat of his bust: X, free, as the log stands; Y, R's now, without
    the move -- there P waits for a seat. A warning to P then notes table X here, no table there (RPT Art. 71.1):
    the move is undone and redone in place, the warning's record with it."""
    floor = Floor(11, 12)
    r, p, y, x, move = moved_through_a_busted_seat(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    assert floor.act("money.rebuy", {"player_id": r})
    assert floor.act("money.rebuy", {"player_id": p})
    assert seat_of(floor, r) == y and seat_of(floor, p) == x
    assert floor.act("floor.penalty", {"player_id": p, **WARNING})
    assert floor.state.floor.penalties[-1].table == x[0]
    undone, redone = round_trip(floor, move, unchanged=True)
    assert p not in undone.seating.seat_of and undone.floor.penalties[-1].table is None
    assert redone is not None and redone.floor.penalties[-1].table == x[0]


def test_the_undo_of_a_break_is_refused_at_once_when_a_later_break_lists_a_player_it_drew() -> None:
    """The break of table A drew P to table B (RPT Art. 9); P bought an add-on; later table B broke too, listing P.
    Without the first break P still sits at table A: the second break finds that he does not sit at table B, in
    the replay's words."""
    floor = Floor(1, 10)
    seating = floor.state.seating
    players = [pid for _, pid in sorted(seating.tables[1].players.items())]
    tables = [2, 3, 4, 3, 4, 3]  # P alone to table 2, the others to the empty tables
    free = {n: iter(seating.tables[n].open_empty_seats()) for n in (2, 3, 4)}
    seats = [{"player_id": pid, "table": n, "seat": next(free[n])} for pid, n in zip(players, tables, strict=False)]
    assert floor.act("seating.break_table", {"table": 1, "seats": seats})
    first_break = floor.log[-1]
    p, b = players[0], 2
    assert floor.act("money.addon", {"player_id": p})
    assert floor.act("seating.break_table", draw_break(seating, b, 6, rng=random.Random(4)))
    words = refused_as_the_replay(floor, first_break)
    assert f"Player {p} does not sit at table {b}" in words


def test_a_look_at_the_moved_player_s_old_seat_by_a_player_who_then_buys_an_add_on_still_refuses_at_once() -> None:
    """P moved from Y to X. Q's rebuy back in looked at Y (the seat of his bust): free here, Q sits there; taken by P
    without the move. Q buys an add-on (it reads no seat). Then S's rebuy back in looked at X: taken by P here, free
    without the move -- and S's seat given later is refused there: he already sits. The add-on changes nothing."""
    floor = Floor(17, 14)
    seating = floor.state.seating
    p, q, s = sorted(seating.seat_of)[:3]
    y = seat_of(floor, q)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    assert floor.act("seating.move", {"player_id": p, "table": y[0], "seat": y[1]})
    x = seat_of(floor, s)
    assert floor.act("player.bust", {"busts": [{"player_id": s}]})
    assert floor.act("seating.move", {"player_id": p, "table": x[0], "seat": x[1]})
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seat_of(floor, q) == y
    assert floor.act("money.addon", {"player_id": q})
    assert floor.act("money.rebuy", {"player_id": s})
    assert s not in seating.seat_of  # X is P's: S waits for a seat
    elsewhere = free_seat(floor, not_table=x[0])
    assert floor.act("seating.seat", {"player_id": s, "table": elsewhere[0], "seat": elsewhere[1]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {s} already sits at table {x[0]}, seat {x[1]}" in words


def test_a_seat_given_to_a_player_disqualified_since_is_undone_and_redone_in_place() -> None:
    """A late entrant seated, warned, then disqualified (RPT Art. 71.4); another player moved into the seat he
    left. Without the seat he leaves no seat: his warning and the disqualification note no table, and the move
    finds the seat free all the same."""
    floor = Floor(7, 12)
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    seat = free_seat(floor, not_table=0)
    assert floor.act("seating.seat", {"player_id": late, "table": seat[0], "seat": seat[1]})
    given = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": late, **WARNING})
    assert floor.act("money.addon", {"player_id": late})
    assert floor.act("floor.penalty", {"player_id": late, **DQ})
    other = next(pid for pid, s in sorted(floor.state.seating.seat_of.items()) if s[0] != seat[0])
    assert floor.act("seating.move", {"player_id": other, "table": seat[0], "seat": seat[1]})
    assert undo_in_place(floor.state, given, {a.seq: a for a in floor.log}.get) is not None
    undone, redone = round_trip(floor, given, unchanged=True)
    assert [p.table for p in undone.floor.penalties[-2:]] == [None, None]
    assert redone is not None and [p.table for p in redone.floor.penalties[-2:]] == [seat[0], seat[0]]
    # Put back after something else changed since its undo: the seat is decided at its place all the same.
    _, redone = round_trip(floor, given, unchanged=False)
    assert redone is not None and redone.seating.seat_of[other] == seat


def test_a_seat_given_to_a_player_disqualified_since_is_not_put_back_on_a_seat_taken_at_its_time() -> None:
    """B moved out of seat S and a late entrant was seated there, then disqualified (RPT Art. 71.4). The seat is
    undone, then B's move: B sits in S again. Put back, the seat would find S taken (the replay refuses it): the
    redo is not made in place."""
    floor = Floor(9, 12)
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    b = sorted(floor.state.seating.seat_of)[0]
    seat = seat_of(floor, b)
    to = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.move", {"player_id": b, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    assert floor.act("seating.seat", {"player_id": late, "table": seat[0], "seat": seat[1]})
    given = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": late, **DQ})
    state = copy_of(floor.state)
    by_seq = {a.seq: a for a in floor.log}
    undo_seat = undo_in_place(state, given, by_seq.get)
    assert undo_seat is not None
    undo_seat()
    without = {seq: a for seq, a in by_seq.items() if seq != given.seq}
    undo_move = undo_in_place(state, move, without.get)
    assert undo_move is not None
    undo_move()
    rest = [a for a in floor.log if a.seq != move.seq]
    assert_same(state, TOURNAMENT.replay([a for a in rest if a.seq != given.seq]))
    assert state.seating.seat_of[b] == seat
    with pytest.raises(ReplayError):
        TOURNAMENT.replay(rest)
    assert redo_in_place(state, given, by_seq.get, lambda: TOURNAMENT.decide(state, given), unchanged_before=False) is None


def test_a_missed_orbits_penalty_to_a_player_a_break_drew_counts_the_broken_table_once_the_break_is_undone() -> None:
    """The break of table 1 drew P to table 2, the others to the empty tables; one of them busted since. P then got
    a missed-orbits penalty (RPT Art. 71.1: one hand for every player at his table). Without the break P still sits
    at table 1 with those of its players still in: the penalty counts them, and the break is undone in place. Put
    back, the penalty counts table 2 again, and the break is redone in place too."""
    floor = Floor(1, 10)
    seating = floor.state.seating
    players = [pid for _, pid in sorted(seating.tables[1].players.items())]
    tables = [2, 3, 4, 3, 4, 3]
    free = {n: iter(seating.tables[n].open_empty_seats()) for n in (2, 3, 4)}
    seats = [{"player_id": pid, "table": n, "seat": next(free[n])} for pid, n in zip(players, tables, strict=False)]
    assert floor.act("seating.break_table", {"table": 1, "seats": seats})
    brk = floor.log[-1]
    p, out = players[0], players[1]
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    assert floor.act("floor.penalty", {"player_id": p, "kind": "missed_orbits", "orbits": 2, "reason": "Cartas expostas"})
    hands = floor.state.floor.penalties[-1].hands
    assert hands == 2 * len(seating.tables[2].players)
    for unchanged in (True, False):
        undone, redone = round_trip(floor, brk, unchanged=unchanged)
        assert undone.seating.seat_of[p][0] == 1
        assert undone.floor.penalties[-1].hands == 2 * (len(players) - 1) and undone.floor.penalties[-1].table == 1
        assert redone is not None and (redone.floor.penalties[-1].table, redone.floor.penalties[-1].hands) == (2, hands)


def drawn_with_a_mate(floor: Floor) -> tuple[Action, int, int, list[int]]:
    """Table 1 broken: P and M drawn to the empty table 3, the others to tables 4 and 2 (the break, P, M, the
    players)."""
    seating = floor.state.seating
    players = [pid for _, pid in sorted(seating.tables[1].players.items())]
    tables = [3, 3, 4, 2, 4]
    free = {n: iter(seating.tables[n].open_empty_seats()) for n in (2, 3, 4)}
    seats = [{"player_id": pid, "table": n, "seat": next(free[n])} for pid, n in zip(players, tables, strict=False)]
    assert floor.act("seating.break_table", {"table": 1, "seats": seats})
    return floor.log[-1], players[0], players[1], players


def test_a_break_put_back_past_a_missed_orbits_penalty_counts_the_mate_it_drew_to_the_same_table() -> None:
    """Table 1's break drew P and M to table 3; M busted, bought back in (RPT Art. 7.1: back in the seat of his
    bust), and P got a missed-orbits penalty at table 3 (Art. 71.1). Without the break both sit at table 1 and the
    penalty counts table 1; put back, it counts table 3 with M there again: both directions in place, each the
    replay's state."""
    floor = Floor(3, 10)
    brk, p, m, players = drawn_with_a_mate(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": m}]})
    assert floor.act("money.rebuy", {"player_id": m})
    assert floor.state.seating.seat_of[m][0] == 3
    assert floor.act("floor.penalty", {"player_id": p, "kind": "missed_orbits", "reason": "Cartas expostas"})
    hands = floor.state.floor.penalties[-1].hands
    assert hands == len(floor.state.seating.tables[3].players) == 2
    undone, redone = round_trip(floor, brk, unchanged=False)
    assert undone.seating.seat_of[p][0] == undone.seating.seat_of[m][0] == 1
    assert undone.floor.penalties[-1].hands == len(players)
    assert redone is not None and redone.floor.penalties[-1].hands == hands


def test_a_break_put_back_past_a_mate_s_penalty_at_the_broken_table_counts_it_where_the_break_drew_him() -> None:
    """Table 1's break drew P and M to table 3, another player to table 4. Each of the three got a missed-orbits
    penalty since (RPT Art. 71.1), P after M busted. Undone, the penalties count table 1; redone, each counts the
    table the break drew its player to, as his own walk finds it (the others' walks leave it alone): the replay's
    state."""
    floor = Floor(5, 10)
    brk, p, m, players = drawn_with_a_mate(floor)
    other = players[2]
    assert floor.act("floor.penalty", {"player_id": m, "kind": "missed_orbits", "reason": "Conduta"})
    assert floor.act("floor.penalty", {"player_id": other, "kind": "missed_orbits", "orbits": 2, "reason": "Conduta"})
    assert floor.act("player.bust", {"busts": [{"player_id": m}]})
    assert floor.act("floor.penalty", {"player_id": p, "kind": "missed_orbits", "reason": "Cartas expostas"})
    before = [(r.table, r.hands) for r in floor.state.floor.penalties[-3:]]
    _, redone = round_trip(floor, brk, unchanged=False)
    assert redone is not None and [(r.table, r.hands) for r in redone.floor.penalties[-3:]] == before


def test_a_broken_table_s_player_penalised_where_another_of_its_players_sits_leaves_the_break_to_the_replay() -> None:
    """Found by a random search with the generated floors' checker: two players of a broken table drawn to the
    same table, one given a missed-orbits penalty there. Without the break his penalty counts the broken table,
    and the other's walk would count one player fewer at the table they share: the index leaves that undo to the
    replay rather than count the penalty twice."""
    plan = (
        6198,
        12,
        [
            ("bubble", 261), ("count", 602), ("penalty", 213), ("bust", 517), ("shot", 665), ("open", 886),
            ("move", 261), ("shot", 251), ("penalty", 191), ("xtrastack", 882), ("rebuy", 583), ("double", 138),
            ("seats", 971), ("break", 239), ("close", 656), ("bust", 929), ("count", 180), ("button", 263),
            ("button", 181), ("break", 701), ("settings", 206), ("open", 952), ("penalty", 772), ("button", 192),
        ],
    )  # fmt: skip
    check_every_action(plan, capacity=plan[1] + 1 + plan[0] % 2)


def test_a_move_s_refusal_by_a_look_holds_past_the_mover_s_bust_and_the_rebuy_that_sat_him_down_again() -> None:
    """P moved from Y to X; Q's rebuy back in looked at Y (the seat of his bust): free here, Q sits there; taken by
    P without the move, Q waits for a seat. P busts (from X here, from Y there) and buys back in at once: his rebuy
    sits him down again in the seat of that bust in each world. Q's next bust then finds him without a seat there:
    refused at once, in the replay's words (two moves of the benchmark's 2,000-entry flight went to the replay)."""
    floor = Floor(11, 12)
    q, p, y, x, move = moved_through_a_busted_seat(floor)
    assert floor.act("money.rebuy", {"player_id": q})
    assert seat_of(floor, q) == y
    assert floor.act("money.addon", {"player_id": p})
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    assert floor.act("money.rebuy", {"player_id": p})
    assert seat_of(floor, p) == x
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat" in words


def test_a_rebuy_looking_at_a_seat_a_resize_took_away_finds_it_again_once_its_table_was_set_up_anew() -> None:
    """Found by a random search with the generated floors' checker (it failed before this session too): P moved
    away from a seat of table 1 and busted; without the move he busts from that seat, which a resize then took
    away. Table 1 was broken and opened again with its seats, so his rebuy back in finds the seat in play and
    free there: he sits down in both worlds, not only in the log's (the undo had left him waiting for a seat)."""
    plan = (
        3744,
        14,
        [
            ('release', 931), ('double', 85), ('open', 425), ('bust', 470), ('ruling', 89), ('bust', 121),
            ('ruling', 678), ('colorup', 277), ('reentry', 43), ('button', 481), ('addon', 933), ('move', 183),
            ('shot', 694), ('open', 749), ('move', 313), ('late', 609), ('break', 787), ('release', 902),
            ('break', 558), ('colorup', 332), ('move', 932), ('close', 58), ('list', 691), ('release', 337),
            ('release', 560), ('shot', 70), ('count', 414), ('penalty', 255), ('bust', 115), ('settings', 819),
            ('move', 798), ('shot', 387), ('bust', 780), ('count', 786), ('penalty', 942), ('freeze', 946),
            ('freeze', 726), ('count', 406), ('resize', 924), ('settings', 155), ('reentry', 554), ('move', 58),
            ('close', 513), ('move', 808), ('button', 885), ('open', 104), ('reentry', 148), ('addon', 523),
            ('bust', 500), ('button', 247), ('button', 52), ('penalty', 125), ('ruling', 870), ('xtrastack', 621),
            ('addon', 35), ('bust', 332), ('move', 140), ('double', 473), ('close', 644), ('penalty', 814),
            ('xtrastack', 354), ('count', 122), ('freeze', 506), ('break', 770), ('ruling', 857), ('close', 124),
            ('resize', 292), ('wait', 951), ('seats', 575), ('move', 822), ('count', 452), ('rebuy', 13),
            ('move', 164), ('resize', 723), ('xtrastack', 658), ('colorup', 251), ('ruling', 408), ('list', 767),
            ('settings', 760), ('open', 561), ('late', 82), ('wait', 478), ('move', 500), ('seats', 499),
            ('colorup', 374), ('late', 224), ('open', 989), ('bubble', 882), ('ruling', 149), ('resize', 22),
            ('penalty', 508), ('wait', 21), ('shot', 757), ('ruling', 188), ('resize', 178), ('wait', 466),
            ('xtrastack', 482), ('xtrastack', 243), ('close', 123), ('reentry', 78), ('count', 716), ('open', 94),
            ('settings', 143), ('count', 227), ('resize', 296), ('xtrastack', 583), ('release', 199), ('bubble', 737),
            ('resize', 845), ('move', 568), ('move', 633), ('xtrastack', 901), ('shot', 374), ('settings', 306),
            ('resize', 323), ('bubble', 847), ('seats', 24), ('bust', 789), ('release', 662), ('freeze', 921),
            ('reentry', 950), ('button', 66), ('wait', 749), ('bust', 678), ('rebuy', 408), ('late', 161),
            ('bubble', 19), ('shot', 444), ('double', 808), ('rebuy', 427), ('bust', 403), ('ruling', 532),
            ('freeze', 359), ('bust', 638), ('double', 294), ('count', 967), ('bust', 611), ('seats', 172),
            ('addon', 51), ('count', 783), ('freeze', 545), ('wait', 904), ('freeze', 714), ('late', 952),
            ('double', 945), ('xtrastack', 195), ('resize', 22), ('close', 554), ('ruling', 605),
        ],
    )  # fmt: skip
    check_every_action(plan, capacity=plan[1] + 1 + plan[0] % 2)


def test_a_break_put_back_past_a_rebuy_that_sat_down_in_a_seat_it_draws_a_mate_to_is_left_to_the_replay() -> None:
    """R busted at table 2; table 1's break drew P to table 2 and M into the seat of R's bust. R's rebuy back in
    (RPT Art. 7.1) found it taken by M: R waits for a seat. P then got a missed-orbits penalty at table 2
    (Art. 71.1). Without the break R sits in that seat, and table 2 counts R where it counted M: the break's undo
    is made in place, and its redo is not counted with M and R both (found by a random search with the generated
    floors' checker: the penalty counted one hand too many); each is the replay's state."""
    floor = Floor(1, 10)
    seating = floor.state.seating
    r = seating.tables[2].players[min(seating.tables[2].players)]
    bust_seat = seating.seat_of[r]
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    players = [pid for _, pid in sorted(seating.tables[1].players.items())]
    p, m = players[0], players[1]
    free = next(s for s in seating.tables[2].open_empty_seats() if s != bust_seat[1])
    seats = [{"player_id": p, "table": 2, "seat": free}, {"player_id": m, "table": 2, "seat": bust_seat[1]}]
    empty = iter(seating.tables[3].open_empty_seats())
    seats += [{"player_id": pid, "table": 3, "seat": next(empty)} for pid in players[2:]]
    assert floor.act("seating.break_table", {"table": 1, "seats": seats})
    brk = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of
    assert floor.act("floor.penalty", {"player_id": p, "kind": "missed_orbits", "reason": "Cartas expostas"})
    assert floor.state.floor.penalties[-1].hands == len(seating.tables[2].players) == 6
    undone, redone = round_trip(floor, brk, unchanged=False)
    assert undone.seating.seat_of[r] == bust_seat and undone.floor.penalties[-1].hands == len(players)
    assert redone is None or redone.floor.penalties[-1].hands == 6


@pytest.mark.parametrize("then", ["move", "bust"])
def test_a_move_s_refusal_by_a_look_holds_past_the_mover_s_disqualification(then: str) -> None:
    """P moved from Y to X; Q's rebuy back in looked at Y (the seat of his bust): free here, Q sits there; taken by
    P without the move, Q waits for a seat. P is disqualified (RPT Art. 71.4): he leaves X here, Y there, as a bust
    would. Q's next move or bust then finds him without a seat there: refused at once, in the replay's words (a
    move of the benchmark's 3,000-entry flight went to the replay)."""
    floor = Floor(11, 12)
    q, p, y, _x, move = moved_through_a_busted_seat(floor)
    assert floor.act("money.rebuy", {"player_id": q})
    assert seat_of(floor, q) == y
    assert floor.act("money.addon", {"player_id": p})
    assert floor.act("floor.penalty", {"player_id": p, **DQ})
    assert p not in floor.state.seating.seat_of
    if then == "move":
        to = free_seat(floor, not_table=y[0])
        assert floor.act("seating.move", {"player_id": q, "table": to[0], "seat": to[1]})
        expected = f"Player {q} has no seat to move from."
    else:
        assert floor.act("player.bust", {"busts": [{"player_id": q}]})
        expected = f"Player {q} has no seat"
    assert expected in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("then", ["nothing", "a warning before", "missed orbits after"])
def test_a_bust_is_undone_in_place_past_the_rebuy_that_took_its_seat_and_that_player_s_disqualification(then: str) -> None:
    """Q busted in seat S; P, moved into S, busts there (the target); Q's rebuy back in finds S free and sits Q there
    (without P's bust it is taken: Q waits for a seat). Q is then disqualified (RPT Art. 71.4): from S as the log
    stands, from no seat without the bust -- and from then on S is free here and P's there, as right after the
    bust. Undone in place, its record noting no table; a missed-orbits penalty at S's table after it counts P too
    (a bust of the benchmark's 3,000-entry flight went to the replay). Put back in place the same way."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q, seat, pid, bust = q_back_in_the_seat_p_busted_in(floor)
    if then == "a warning before":
        assert floor.act("floor.penalty", {"player_id": q, **WARNING})
    assert floor.act("floor.penalty", {"player_id": q, **DQ})
    if then == "missed orbits after":
        mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == seat[0])
        assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    undone, redone = round_trip(floor, bust, unchanged=True)
    assert undone.seating.seat_of[pid] == seat and q not in undone.seating.seat_of
    assert redone is not None  # and put back in place (checked against the replay)


def test_a_move_s_refusal_by_a_look_holds_when_the_mover_s_rebuy_sits_him_down_in_the_other_world_only() -> None:
    """P moved from Y to X; Q's rebuy back in looked at Y (the seat of his bust): free here, Q sits there; taken by
    P without the move, Q waits for a seat. P busts (from X here, from Y there); R is moved into X; P's rebuy back in
    looks at the seat of his bust in each world: X is R's here (P waits for a seat), Y is free there (P sits down
    again). The seat then given to P finds him seated there: refused at once, in the replay's words (a move of the
    benchmark's 2,000-entry flight went to the replay)."""
    floor = Floor(11, 12)
    seating = floor.state.seating
    q, p, y, x, move = moved_through_a_busted_seat(floor)
    assert floor.act("money.rebuy", {"player_id": q})
    assert seat_of(floor, q) == y
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    r = next(pid for pid in sorted(seating.seat_of) if seating.seat_of[pid][0] not in (x[0], y[0]))
    assert floor.act("seating.move", {"player_id": r, "table": x[0], "seat": x[1]})
    assert floor.act("money.rebuy", {"player_id": p})
    assert p not in seating.seat_of  # the seat of his bust was taken: he waits for one
    to = free_seat(floor, not_table=y[0])
    assert floor.act("seating.seat", {"player_id": p, "table": to[0], "seat": to[1]})
    assert f"Player {p} already sits at table {y[0]}, seat {y[1]}." in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("then", ["nothing", "missed orbits at his table"])
def test_a_move_is_undone_in_place_when_his_rebuy_sat_him_down_in_one_world_only_past_missed_orbits_at_his_table(then: str) -> None:
    """P moved from Y to X and busted there; Y's table was broken; P's rebuy back in looks at the seat of his bust:
    X, free, as the log stands (he sits down again); Y, at a table no longer open, without the move (he waits for a
    seat). A missed-orbits penalty to another player at X's table then counts P here, not there (RPT Art. 71.1: one
    hand a player an orbit): undone and redone in place, its hands with it (a move of the benchmark's 2,000-entry
    flight went to the replay)."""
    floor = Floor(11, 12)
    seating = floor.state.seating
    p = sorted(seating.seat_of)[0]
    y = seat_of(floor, p)
    x = free_seat(floor, not_table=y[0])
    assert floor.act("seating.move", {"player_id": p, "table": x[0], "seat": x[1]})
    move = floor.log[-1]
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    assert floor.act("seating.break_table", draw_break(seating, y[0], 6, rng=random.Random(3)))
    assert floor.act("money.rebuy", {"player_id": p})
    assert seat_of(floor, p) == x
    if then == "missed orbits at his table":
        mate = next(pid for pid in sorted(seating.seat_of) if seating.seat_of[pid][0] == x[0] and pid != p)
        assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    undone, redone = round_trip(floor, move, unchanged=True)
    assert p not in undone.seating.seat_of
    assert redone is not None
