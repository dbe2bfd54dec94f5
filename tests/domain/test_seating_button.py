"""The button (RPT Art. 33, 35; DP "Botão"; FS 3.1.5) and balancing moves at seat level (RPT Art. 10.1)."""

from __future__ import annotations

import itertools
import random

import pytest
from factories import Script, assert_refused, config

from tdapp.domain.seating.balance import BALANCE, plan_for
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.tournament.all_rules import TOURNAMENT


def table_with(seats: dict[int, int], *, table: int = 1, modality: str = "freezeout", extra: Script | None = None) -> Script:
    """Players `seats` {seat: player} at one 9-seat table."""
    script = extra or Script(config(modality, table_size=9)).entered(*seats.values())
    script.add("seating.open_table", {"table": table})
    script.add("seating.draw", {"seats": [{"player_id": p, "table": table, "seat": s} for s, p in seats.items()]})
    return script


def positions(script: Script, table: int = 1) -> tuple[int | None, int | None, int | None]:
    t = script.state().seating.tables[table]
    return t.button, t.small_blind, t.big_blind


def bust(script: Script, *players: int) -> Script:
    return script.add("player.bust", {"busts": [{"player_id": p, "starting_stack": 1000 * p} for p in players]})


SIX = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}


def test_floor_sets_the_button_and_the_blinds_follow() -> None:
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 4})
    assert positions(script) == (4, 5, 6)
    script.add("seating.next_hand", {"table": 1})
    assert positions(script) == (5, 6, 1)


def test_dp_botao_01_small_blind_out_the_button_moves_to_the_empty_seat() -> None:
    """DP "Botão" 01: the button goes to the empty seat; the last big blind is small blind."""
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 1})  # B 1, SB 2, BB 3
    bust(script, 2).add("seating.next_hand", {"table": 1})
    assert positions(script) == (2, 3, 4)  # dead button on the empty seat 2


def test_dp_botao_02_big_blind_out_no_small_blind_then_dead_button() -> None:
    """DP "Botão" 02: button to the last small blind, no small blind, BB left of the empty seat; then a dead button."""
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 1})
    bust(script, 3).add("seating.next_hand", {"table": 1})
    button, small, big = positions(script)
    assert (button, big) == (2, 4) and small == 3 and small not in script.state().seating.tables[1].players  # dead SB
    script.add("seating.next_hand", {"table": 1})
    assert positions(script) == (3, 4, 5)  # the button on the empty seat, the last BB is SB


def test_dp_botao_03_both_blinds_out() -> None:
    """DP "Botão" 03: the last UTG pays the big blind; the button crosses both empty seats."""
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 1})
    bust(script, 2, 3).add("seating.next_hand", {"table": 1})
    assert positions(script) == (2, 3, 4)
    script.add("seating.next_hand", {"table": 1})
    assert positions(script) == (3, 4, 5)


def test_nobody_pays_the_big_blind_twice_or_misses_it_over_an_orbit() -> None:
    """RPT Art. 33: with the dead button each player pays the big blind once per orbit, eliminations or not."""
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 1})
    paid: list[int] = []
    for hand in range(12):
        if hand == 4:
            bust(script, 5)
        script.add("seating.next_hand", {"table": 1})
        state = script.state()
        paid.append(state.seating.tables[1].players[state.seating.tables[1].big_blind])
    assert all(a != b for a, b in itertools.pairwise(paid))
    assert paid[:3] == [4, 5, 6] and set(paid[5:10]) == {1, 2, 3, 4, 6}


@pytest.mark.parametrize("out", [1, 2, 3])
def test_art_35_heads_up_the_small_blind_has_the_button_and_nobody_pays_the_big_blind_twice(out: int) -> None:
    script = table_with({1: 1, 2: 2, 3: 3}).add("seating.set_button", {"table": 1, "seat": 1})  # B 1, SB 2, BB 3
    bb_before = 3
    bust(script, out).add("seating.next_hand", {"table": 1})
    button, small, big = positions(script)
    assert button == small and {button, big} == {1, 2, 3} - {out}
    assert big != bb_before
    script.add("seating.next_hand", {"table": 1})
    assert positions(script) == (big, big, button)


def test_heads_up_button_set_by_the_floor_is_the_small_blind() -> None:
    script = table_with({2: 1, 7: 2}).add("seating.set_button", {"table": 1, "seat": 7})
    assert positions(script) == (7, 7, 2)


def test_dead_button_given_seat_by_seat() -> None:
    script = table_with(SIX).add("seating.set_button", {"table": 1, "seat": 8, "small_blind": 9, "big_blind": 1})
    assert positions(script) == (8, 9, 1)


def test_fs_3_1_5_win_the_button_goes_to_the_winner() -> None:
    script = table_with(SIX, modality="win_the_button").add("seating.set_button", {"table": 1, "seat": 1})
    script.add("seating.win_the_button", {"table": 1, "winners": [5]})
    assert positions(script) == (5, 6, 1)


def test_fs_3_1_5_1_a_tie_gives_the_button_to_the_tied_player_left_of_the_button() -> None:
    script = table_with(SIX, modality="win_the_button").add("seating.set_button", {"table": 1, "seat": 4})
    script.add("seating.win_the_button", {"table": 1, "winners": [2, 6]})
    assert positions(script)[0] == 6
    script.add("seating.win_the_button", {"table": 1, "winners": [6, 2]})  # the button (6) is passed last
    assert positions(script)[0] == 2


def test_button_refusals() -> None:
    script = table_with({1: 1, 2: 2, 3: 3})
    state = script.state()
    assert_refused(state, script.action("seating.next_hand", {"table": 1}), "button of table 1 is not known")
    assert_refused(state, script.action("seating.set_button", {"table": 1, "seat": 5}), "Seat 5 of table 1 is empty")
    assert_refused(
        state, script.action("seating.set_button", {"table": 1, "seat": 1, "small_blind": 2, "big_blind": 5}), "big blind must be a player"
    )
    assert_refused(state, script.action("seating.win_the_button", {"table": 1, "winners": [1]}), "Only a Win the Button tournament")
    wtb = table_with({1: 1, 2: 2}, modality="win_the_button")
    assert_refused(wtb.state(), wtb.action("seating.win_the_button", {"table": 1, "winners": [9]}), "Player 9 does not sit at table 1")
    assert_refused(wtb.state(), wtb.action("seating.win_the_button", {"table": 1, "winners": []}), "Name the winner")
    lone = table_with({1: 1})
    assert_refused(lone.state(), lone.action("seating.set_button", {"table": 1, "seat": 1}), "at least two players")


# -- balancing at seat level (Art. 10.1) -----------------------------------------------


def two_tables() -> Script:
    """Table 1: 8 players in seats 1-8, button 1 (SB 2, BB 3). Table 2: 5 players in seats 1, 3, 5, 7, 9, button 1 (SB 3, BB 5)."""
    script = Script(config("freezeout", table_size=9)).entered(*range(1, 14))
    table_with({s: s for s in range(1, 9)}, extra=script)
    table_with({1: 9, 3: 10, 5: 11, 7: 12, 9: 13}, table=2, extra=script)
    script.add("seating.set_button", {"table": 1, "seat": 1}).add("seating.set_button", {"table": 2, "seat": 1})
    return script


def test_art_10_1_the_next_big_blind_moves_to_the_worst_seat_never_the_small_blind() -> None:
    script = two_tables()
    plan = plan_for(script.state())
    assert plan.counts.result == {1: 7, 2: 6}
    (move,) = plan.moves
    assert move.reason == BALANCE
    assert (move.player_id, move.from_table, move.from_seat) == (4, 1, 4)  # BB now 3: seat 4 is the next big blind
    assert (move.to_table, move.to_seat) == (2, 6)  # the first empty seat after the big blind (5): next hand's BB
    script.add("seating.move", {"player_id": 4, "table": 2, "seat": 6, "reason": "balance"})
    state = script.state()
    assert state.seating.seat_of[4] == (2, 6)
    assert plan_for(state).moves == ()


def test_art_10_1_worst_seat_skips_the_seats_between_the_next_button_and_small_blind() -> None:
    script = Script(config("freezeout", table_size=9)).entered(*range(1, 16))
    table_with({s: s for s in range(1, 10)}, extra=script)  # full table, button 1
    table_with({1: 10, 2: 11, 4: 12, 5: 13, 6: 14, 7: 15}, table=2, extra=script)
    script.add("seating.set_button", {"table": 1, "seat": 1})
    # Table 2: button 1, SB 2, BB 4; seat 3 is between SB and BB: next hand it lies between button and SB.
    script.add("seating.set_button", {"table": 2, "seat": 1, "small_blind": 2, "big_blind": 4})
    script.add("seating.close_seat", {"table": 2, "seat": 8})
    plan = plan_for(script.state())
    (move,) = plan.moves
    assert move.to_seat == 9


def test_balance_plan_without_button_lets_the_floor_choose() -> None:
    script = Script(config("freezeout", table_size=9)).entered(*range(1, 14))
    table_with({s: s for s in range(1, 9)}, extra=script)
    table_with({1: 9, 3: 10, 5: 11, 7: 12, 9: 13}, table=2, extra=script)
    (move,) = plan_for(script.state()).moves
    assert move.player_id is None and move.to_seat is None and (move.from_table, move.to_table) == (1, 2)


def test_balance_move_refusals() -> None:
    script = two_tables()
    state = script.state()
    assert_refused(
        state, script.action("seating.move", {"player_id": 9, "table": 1, "seat": 9, "reason": "balance"}), "do not need balancing"
    )
    assert_refused(state, script.action("seating.move", {"player_id": 4, "table": 2, "seat": 5}), "taken by player 11")
    assert_refused(state, script.action("seating.move", {"player_id": 99, "table": 2, "seat": 2}), "Player 99 has no seat")
    full = Script(config("freezeout", table_size=9)).entered(*range(1, 19))
    table_with({s: s for s in range(1, 10)}, extra=full)
    table_with({s: s + 9 for s in range(1, 10)}, table=2, extra=full)
    assert_refused(full.state(), full.action("seating.move", {"player_id": 1, "table": 2, "seat": 3}), "Table 2 is full")


def test_break_table_moves_everybody_to_random_seats_and_closes_it() -> None:
    """RPT Art. 9 via the draw: every player of the broken table gets a seat; the table closes."""
    script = Script(config("freezeout", table_size=9)).entered(*range(1, 16))
    table_with({s: s for s in range(1, 8)}, extra=script)
    table_with({s: s + 7 for s in range(1, 9)}, table=2, extra=script)
    # 15 players need two tables; after 5 are out, 10 fit at a final table of 9 + 1 seats (Art. 11).
    for p in (1, 2, 8, 9, 10):
        script.add("player.bust", {"busts": [{"player_id": p}]})
    state = script.state()
    plan = plan_for(state)
    assert plan.counts.final_table == 1 and plan.breaks == (2,)  # 5 and 5: the table opened first stays
    assert {m.player_id for m in plan.moves} == {11, 12, 13, 14, 15}
    payload = draw_break(state.seating, 2, 9, rng=random.Random(5))
    assert payload["final_table_seats"] == 10
    assert sorted(e["player_id"] for e in payload["seats"]) == [11, 12, 13, 14, 15]
    script.add("seating.break_table", payload)
    state = script.state()
    assert state.seating.opening_order == [1]
    assert state.seating.tables[1].count == 10 and state.seating.tables[1].seats == 10
    assert not state.seating.tables[2].is_open


def test_break_table_refusals() -> None:
    script = Script(config("freezeout", table_size=9)).entered(*range(1, 7))
    table_with({1: 1, 2: 2, 3: 3}, extra=script)
    table_with({1: 4, 2: 5, 3: 6}, table=2, extra=script)
    state = script.state()
    partial = {"table": 1, "seats": [{"player_id": 1, "table": 2, "seat": 4}, {"player_id": 2, "table": 2, "seat": 5}]}
    assert_refused(state, script.action("seating.break_table", partial), "Player 3 of table 1 has no new seat")
    stranger = {"table": 1, "seats": [*partial["seats"], {"player_id": 3, "table": 2, "seat": 6}, {"player_id": 4, "table": 2, "seat": 7}]}
    assert_refused(state, script.action("seating.break_table", stranger), "Player 4 does not sit at table 1")
    onto_self = {"table": 1, "seats": [{"player_id": 1, "table": 1, "seat": 5}]}
    assert_refused(state, script.action("seating.break_table", onto_self), "must leave it")
    occupied = {"table": 1, "seats": [{"player_id": p, "table": 2, "seat": p} for p in (1, 2, 3)]}
    assert_refused(state, script.action("seating.break_table", occupied), "taken by player 4")
    too_big = {**{"table": 1, "seats": [{"player_id": p, "table": 2, "seat": p + 3} for p in (1, 2, 3)]}, "final_table_seats": 11}
    assert_refused(state, script.action("seating.break_table", too_big), "at most 10 players")
    TOURNAMENT.apply(state, script.action("seating.break_table", {"table": 1, "seats": too_big["seats"]}))
    assert state.seating.tables[2].count == 6
