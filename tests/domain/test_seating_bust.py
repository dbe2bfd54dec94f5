"""Eliminations: finishing places (DP "Ordem de eliminação"; RPT Art. 79), bounties, undo, refusals."""

from __future__ import annotations

import random

from factories import PLAIN_STRUCTURE, Script, assert_refused, config

from tdapp.domain.log import actions_in_force
from tdapp.domain.seating.draw import draw_seat, draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT


def seated(players: int, *, seats: int = 9, modality: str = "freezeout", **conf) -> Script:
    script = Script(config(modality, table_size=seats, **conf)).entered(*range(1, players + 1))
    for n in range(1, -(-players // seats) + 1):
        script.add("seating.open_table", {"table": n})
    return script.add("seating.draw", draw_seats(script.state().seating, range(1, players + 1), rng=random.Random(players)))


def places(script: Script) -> dict[int, tuple[int, int]]:
    return {f.player_id: (f.first_place, f.last_place) for f in script.state().seating.finishes}


def same_table(script: Script, count: int) -> list[int]:
    state = script.state()
    table = state.seating.opening_order[0]
    return sorted(state.seating.tables[table].players.values())[:count]


def test_a_bust_frees_the_seat_and_takes_the_last_place() -> None:
    script = seated(12)
    seat = script.state().seating.seat_of[5]
    script.add("player.bust", {"busts": [{"player_id": 5, "eliminator_id": 6}]})
    state = script.state()
    assert not state.registrations[5].alive and 5 not in state.seating.seat_of
    assert seat[1] not in state.seating.tables[seat[0]].players
    assert places(script) == {5: (12, 12)}
    assert state.seating.finishes[0].eliminator_id == 6
    assert state.registrations[6].bounties_won == 0  # no bounty outside a knock-out


def test_dp_11_several_out_in_one_hand_the_bigger_starting_stack_finishes_higher() -> None:
    script = seated(12)
    a, b, c = same_table(script, 3)
    script.add(
        "player.bust",
        {
            "busts": [
                {"player_id": a, "starting_stack": 5_000},
                {"player_id": b, "starting_stack": 12_000},
                {"player_id": c, "starting_stack": 8_000},
            ]
        },
    )
    assert places(script) == {b: (10, 10), c: (11, 11), a: (12, 12)}


def test_dp_11_equal_starting_stacks_share_their_places() -> None:
    script = seated(12)
    a, b, c = same_table(script, 3)
    busts = [
        {"player_id": a, "starting_stack": 5_000},
        {"player_id": b, "starting_stack": 5_000},
        {"player_id": c, "starting_stack": 9_000},
    ]
    script.add("player.bust", {"busts": busts})
    assert places(script) == {c: (10, 10), a: (11, 12), b: (11, 12)}


def test_art_79_hand_for_hand_players_out_in_the_same_hand_share_the_places() -> None:
    """RPT Art. 79 example: 52 left, 50 paid, 3 out in the hand: places 50 to 52 shared (at two tables, two reports)."""
    script = seated(52)
    state = script.state()
    t1, t2 = state.seating.opening_order[:2]
    a = min(state.seating.tables[t1].players.values())
    b, c = sorted(state.seating.tables[t2].players.values())[:2]
    script.add("player.bust", {"busts": [{"player_id": a, "starting_stack": 30_000}], "hand_for_hand": True, "hand": 7})
    assert places(script) == {a: (52, 52)}
    script.add(
        "player.bust",
        {
            "busts": [{"player_id": b, "starting_stack": 10_000}, {"player_id": c, "starting_stack": 20_000}],
            "hand_for_hand": True,
            "hand": 7,
        },
    )
    assert places(script) == {a: (50, 52), b: (50, 52), c: (50, 52)}
    assert all(f.shared and f.hand == 7 for f in script.state().seating.finishes)
    script.add("player.bust", {"busts": [{"player_id": max(state.seating.tables[t1].players.values())}], "hand_for_hand": True, "hand": 8})
    assert places(script)[max(state.seating.tables[t1].players.values())] == (49, 49)


def test_art_79_a_new_hand_for_hand_counts_its_hands_anew_and_shares_nothing_with_the_last() -> None:
    """The TD ends hand-for-hand for the break and starts it again after (RPT Art. 79): both count their hands from
    the first. A player out in the first hand of the second shares no place with one out in the first hand of the
    first, an hour before -- the hands are two."""
    script = seated(40).add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    state = script.state()
    t1, t2 = state.seating.opening_order[:2]
    a = min(state.seating.tables[t1].players.values())
    b = min(state.seating.tables[t2].players.values())
    script.add("clock.hand_for_hand.start", {"tables": [t1, t2]})
    script.add("player.bust", {"busts": [{"player_id": a}]})
    script.add("clock.hand_for_hand.end", {})
    script.at_ms += 3_600_000  # the break
    script.add("clock.hand_for_hand.start", {"tables": [t1, t2]})
    script.add("player.bust", {"busts": [{"player_id": b}]})
    finishes = script.state().seating.finishes
    assert [(f.player_id, f.hand) for f in finishes] == [(a, 0), (b, 0)]
    assert places(script) == {a: (40, 40), b: (39, 39)}


def test_hand_for_hand_starting_stack_setting_ranks_players_across_tables() -> None:
    """SPEC 4: the room may rank players out at different tables by starting stack instead."""
    script = seated(52, hand_for_hand_bust_rule="starting_stack")
    state = script.state()
    t1, t2 = state.seating.opening_order[:2]
    a = min(state.seating.tables[t1].players.values())
    b = min(state.seating.tables[t2].players.values())
    script.add("player.bust", {"busts": [{"player_id": a, "starting_stack": 30_000}], "hand_for_hand": True, "hand": 3})
    script.add("player.bust", {"busts": [{"player_id": b, "starting_stack": 10_000}], "hand_for_hand": True, "hand": 3})
    assert places(script) == {a: (51, 51), b: (52, 52)}


def test_hand_for_hand_busts_at_several_tables_in_one_report() -> None:
    script = seated(20)
    state = script.state()
    a = min(state.seating.tables[1].players.values())
    b = min(state.seating.tables[2].players.values())
    busts = {"busts": [{"player_id": a}, {"player_id": b}]}
    assert_refused(state, script.action("player.bust", busts), "different tables are not out in the same hand")
    script.add("player.bust", {**busts, "hand_for_hand": True})
    assert places(script) == {a: (19, 20), b: (19, 20)}


def test_the_last_player_left_wins() -> None:
    script = seated(3)
    script.add("player.bust", {"busts": [{"player_id": 1}]})
    state = script.state()
    assert_refused(state, script.action("player.bust", {"busts": [{"player_id": 2}, {"player_id": 3}]}), "At least one player must be left")
    script.add("player.bust", {"busts": [{"player_id": 2, "eliminator_id": 3}]})
    assert places(script) == {1: (3, 3), 2: (2, 2), 3: (1, 1)}


def test_knockout_bust_needs_the_eliminator_who_wins_the_bounty() -> None:
    script = seated(9, modality="knockout")
    assert_refused(script.state(), script.action("player.bust", {"busts": [{"player_id": 1}]}), "name who eliminated player 1")
    a, b = same_table(script, 2)
    busts = [{"player_id": a, "eliminator_id": 6, "starting_stack": 2}, {"player_id": b, "eliminator_id": 6, "starting_stack": 1}]
    script.add("player.bust", {"busts": busts})
    assert script.state().registrations[6].bounties_won == 2


def test_knockout_bounties_are_counted() -> None:
    script = seated(6, modality="knockout")
    script.add("player.bust", {"busts": [{"player_id": 1, "eliminator_id": 6}]})
    script.add("player.bust", {"busts": [{"player_id": 2, "eliminator_id": 6}]})
    script.add("player.bust", {"busts": [{"player_id": 3, "eliminator_id": 4}]})
    state = script.state()
    assert state.registrations[6].bounties_won == 2 and state.registrations[4].bounties_won == 1


def test_undo_of_a_bust_puts_the_player_back_in_the_same_seat() -> None:
    script = seated(12, modality="knockout")
    before = script.state()
    seat = before.seating.seat_of[3]
    script.add("player.bust", {"busts": [{"player_id": 3, "eliminator_id": 4}]})
    bust_seq = script.actions[-1].seq
    script.add("undo", {"target": bust_seq})
    after = TOURNAMENT.replay(actions_in_force(script.actions))
    assert after == before
    assert after.seating.seat_of[3] == seat and after.registrations[3].alive and after.registrations[4].bounties_won == 0


def test_re_entry_draws_a_new_seat_and_clears_the_finish() -> None:
    """RPT Art. 7: a re-entry gets a random seat like a late entrant; he is back in, so his finish goes."""
    script = seated(12)
    script.add("player.bust", {"busts": [{"player_id": 3}]})
    script.add("money.reentry", {"player_id": 3})
    state = script.state()
    payload = draw_seat(state.seating, 3, rng=random.Random(1))
    script.add("seating.seat", payload)
    state = script.state()
    assert state.seating.seat_of[3] == (payload["table"], payload["seat"])
    assert state.seating.finish_of(3) is None


def test_re_entry_while_still_seated_moves_the_player_to_a_new_seat() -> None:
    script = seated(12).add("money.reentry", {"player_id": 3, "forfeited_chips": 500})
    state = script.state()
    old = state.seating.seat_of[3]
    payload = draw_seat(state.seating, 3, rng=random.Random(2), reentry=True)
    script.add("seating.seat", payload)
    state = script.state()
    assert state.seating.seat_of[3] == (payload["table"], payload["seat"]) != old
    assert state.seating.seated_count == 12
    no_reentry = seated(12)
    assert_refused(no_reentry.state(), no_reentry.action("seating.seat", {**payload, "player_id": 4}), "Player 4 has not re-entered")


def test_bust_refusals() -> None:
    script = seated(6).add("registration.register", {"player_id": 50}).add("money.buy_in", {"player_id": 50, "document": "CC50"})
    script.add("player.bust", {"busts": [{"player_id": 2}]})
    state = script.state()
    bust = "player.bust"
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 50}]}), "Player 50 has no seat")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 2}]}), "Player 2 is already out")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 77}]}), "Player 77 is not registered")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 1}, {"player_id": 1}]}), "Player 1 is named twice")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 1, "eliminator_id": 2}]}), "Player 2 is out and cannot eliminate")
    assert_refused(
        state,
        script.action(bust, {"busts": [{"player_id": 1, "eliminator_id": 3}, {"player_id": 3, "starting_stack": 5}]}),
        "out in this hand",
    )
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 1}, {"player_id": 3}]}), "give each one's stack")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 1, "starting_stack": -5}]}), "positive number of chips")
    assert_refused(state, script.action(bust, {"busts": []}), "Name the players who are out")
    assert_refused(state, script.action(bust, {"busts": [{"player_id": 1}], "hand": "x"}), "not a hand number")


def test_hand_for_hand_read_from_the_clock_groups_reports_of_the_same_hand() -> None:
    """RPT Art. 79 with the clock's hand-for-hand flag and hand counter (no hand in the payload)."""
    script = seated(20)
    state = script.state()
    if not hasattr(state.clock, "hand_for_hand_hands"):
        state.clock.hand_for_hand_hands = 0  # the clock engine's counter, where it is not there yet
    state.clock.hand_for_hand = True
    state.clock.hand_for_hand_hands = 4
    a = min(state.seating.tables[1].players.values())
    b = min(state.seating.tables[2].players.values())
    TOURNAMENT.apply(state, script.action("player.bust", {"busts": [{"player_id": a}]}))
    TOURNAMENT.apply(state, script.action("player.bust", {"busts": [{"player_id": b}]}))
    assert {f.player_id: (f.first_place, f.last_place, f.hand) for f in state.seating.finishes} == {a: (19, 20, 4), b: (19, 20, 4)}
