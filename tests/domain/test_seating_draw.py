"""Seat draws and seating actions (RPT Art. 6, 7, 9): random, recorded, replayable; bad input refused, nothing changed."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from factories import Script, assert_refused, config

from tdapp.domain.log import Action
from tdapp.domain.seating import draw
from tdapp.domain.seating.lists import alphabetical, by_table, players_per_table, unseated_players
from tdapp.domain.seating.tables import dealt_in
from tdapp.domain.tournament.all_rules import TOURNAMENT


def field(players: int, tables: int, *, seats: int = 9, **conf) -> Script:
    script = Script(config("freezeout", table_size=seats, **conf)).entered(*range(1, players + 1))
    for n in range(1, tables + 1):
        script.add("seating.open_table", {"table": n})
    return script


def seated(players: int, tables: int, *, seats: int = 9, seed: int = 1, **conf) -> Script:
    script = field(players, tables, seats=seats, **conf)
    state = script.state()
    return script.add("seating.draw", draw.draw_seats(state.seating, range(1, players + 1), rng=random.Random(seed)))


def chi_square_p_value(observed: list[int]) -> float:
    """Upper tail of the chi-square test against a uniform expectation (even degrees of freedom: exact series)."""
    n = sum(observed)
    expected = n / len(observed)
    stat = sum((o - expected) ** 2 / expected for o in observed)
    df = len(observed) - 1
    assert df % 2 == 0
    half = stat / 2
    term, total = 1.0, 1.0
    for i in range(1, df // 2):
        term *= half / i
        total += term
    return math.exp(-half) * total


# -- the draw ---------------------------------------------------------------


def test_draw_spreads_players_evenly_over_the_fewest_tables_needed() -> None:
    """20 players, 9 seats: 3 tables of 7, 7, 6; the fourth table stays empty."""
    state = seated(20, 4).state()
    assert sorted(players_per_table(state.seating).values()) == [0, 6, 7, 7]
    assert players_per_table(state.seating)[4] == 0
    assert len(state.seating.seat_of) == 20


def test_draw_on_a_chosen_number_of_tables() -> None:
    state = field(20, 4).state()
    payload = draw.draw_seats(state.seating, range(1, 21), table_count=4, rng=random.Random(3))
    TOURNAMENT.apply(state, script_action(state, "seating.draw", payload))
    assert sorted(players_per_table(state.seating).values()) == [5, 5, 5, 5]


def script_action(state, kind, payload):
    return Action(kind, payload, at_ms=0, operator="test", seq=10_000)


def test_draw_payload_records_its_inputs_and_replays_identically() -> None:
    """The log shows which seats were offered and replaying gives the same seats (RPT Art. 6)."""
    script = seated(15, 2)
    payload = script.actions[-1].payload
    assert payload["inputs"]["players"] == list(range(1, 16))
    assert [t["table"] for t in payload["inputs"]["tables"]] == [1, 2]
    assert "secrets" in payload["inputs"]["randomness"]
    assert script.state() == script.state()


def test_draw_uses_the_operating_systems_randomness_by_default() -> None:
    state = field(5, 1).state()
    first = draw.draw_seats(state.seating, range(1, 6))
    assert sorted(e["player_id"] for e in first["seats"]) == [1, 2, 3, 4, 5]
    assert isinstance(draw.system_random(), random.SystemRandom)


def test_draw_is_uniform_over_every_seat() -> None:
    """Chi-square: player 1 lands on each of 27 seats equally often (fails only below p = 1e-6, so it never flakes)."""
    state = field(20, 3).state()
    rng = random.Random(20240601)
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(8_100):
        payload = draw.draw_seats(state.seating, range(1, 21), rng=rng)
        entry = next(e for e in payload["seats"] if e["player_id"] == 1)
        counts[(entry["table"], entry["seat"])] += 1
    observed = [counts[(t, s)] for t in (1, 2, 3) for s in range(1, 10)]
    assert chi_square_p_value(observed) > 1e-6


def test_chi_square_helper_rejects_a_biased_draw() -> None:
    """The test above can fail: a draw that favours seat 1 is caught."""
    assert chi_square_p_value([500] + [300] * 26) < 1e-6
    assert chi_square_p_value([300] * 27) == pytest.approx(1.0)


def test_late_entrant_draws_among_the_open_seats_of_the_smallest_tables() -> None:
    """RPT Art. 7.1: random seat at the tables with fewest players; uniform among them."""
    script = seated(16, 2).add("registration.register", {"player_id": 99}).add("money.buy_in", {"player_id": 99, "document": "CC99"})
    state = script.state()
    options = draw.seat_options(state.seating)
    short = min(players_per_table(state.seating).values())
    assert {t for t, _ in options} == {t for t, n in players_per_table(state.seating).items() if n == short}
    rng = random.Random(7)
    seen = Counter((p["table"], p["seat"]) for p in (draw.draw_seat(state.seating, 99, rng=rng) for _ in range(2_000)))
    assert set(seen) == set(options)
    payload = draw.draw_seat(state.seating, 99, rng=rng)
    assert payload["dealt_in"] is None  # no button yet: the floor is told once it is known
    TOURNAMENT.apply(state, script.action("seating.seat", payload))
    assert state.seating.seat_of[99] == (payload["table"], payload["seat"])
    assert unseated_players(state) == []


def test_late_entrant_between_button_and_small_blind_is_not_dealt_in() -> None:
    """RPT Art. 7.1: dealt in, except in the seat between the button and the small blind."""
    script = field(4, 1).add(
        "seating.draw", {"seats": [{"player_id": p, "table": 1, "seat": s} for p, s in ((1, 1), (2, 3), (3, 5), (4, 7))]}
    )
    script.add("seating.set_button", {"table": 1, "seat": 1})  # button 1, SB 3, BB 5
    script.add("registration.register", {"player_id": 9}).add("money.buy_in", {"player_id": 9, "document": "CC9"})
    state = script.state()
    table = state.seating.tables[1]
    assert (table.button, table.small_blind, table.big_blind) == (1, 3, 5)
    assert dealt_in(table, 2) is False
    assert all(dealt_in(table, s) for s in (4, 6, 8, 9))


# -- lists -----------------------------------------------------------------------


def test_seating_lists_by_table_and_alphabetically() -> None:
    state = seated(6, 1).state()
    names = {1: "Zé Silva", 2: "álvaro Costa", 3: "Alvaro Boa", 4: "Bruno", 5: "carla", 6: ""}
    lines = alphabetical(state.seating, names)
    assert [line.name for line in lines] == ["#6", "Alvaro Boa", "álvaro Costa", "Bruno", "carla", "Zé Silva"]
    tables = by_table(state.seating, names)
    assert list(tables) == [1]
    assert [line.seat for line in tables[1]] == sorted(line.seat for line in tables[1])
    assert {(line.table, line.seat) for line in lines} == {state.seating.seat_of[p] for p in range(1, 7)}


# -- refusals (issue 4 "Bad input") ------------------------------------------------


def test_seating_someone_twice_is_refused() -> None:
    script = seated(3, 1)
    state = script.state()
    free = state.seating.tables[1].open_empty_seats()[0]
    assert_refused(state, script.action("seating.seat", {"player_id": 1, "table": 1, "seat": free}), "Player 1 already sits at table 1")
    assert_refused(
        state,
        script.action("seating.draw", {"seats": [{"player_id": 2, "table": 1, "seat": free}]}),
        "Player 2 already sits at table 1",
    )


def test_seat_given_twice_in_a_draw_is_refused() -> None:
    script = field(2, 1)
    action = script.action("seating.draw", {"seats": [{"player_id": 1, "table": 1, "seat": 4}, {"player_id": 2, "table": 1, "seat": 4}]})
    assert_refused(script.state(), action, "Seat 4 of table 1 is given twice")
    action = script.action("seating.draw", {"seats": [{"player_id": 1, "table": 1, "seat": 4}, {"player_id": 1, "table": 1, "seat": 5}]})
    assert_refused(script.state(), action, "Player 1 is given two seats")


def test_seating_into_a_closed_or_occupied_seat_is_refused() -> None:
    script = field(2, 1).add("seating.close_seat", {"table": 1, "seat": 9})
    script.add("seating.seat", {"player_id": 1, "table": 1, "seat": 1})
    state = script.state()
    assert_refused(state, script.action("seating.seat", {"player_id": 2, "table": 1, "seat": 9}), "Seat 9 of table 1 is closed")
    assert_refused(state, script.action("seating.seat", {"player_id": 2, "table": 1, "seat": 1}), "Seat 1 of table 1 is taken by player 1")
    assert_refused(state, script.action("seating.seat", {"player_id": 2, "table": 1, "seat": 10}), "Table 1 has no seat 10")
    assert_refused(state, script.action("seating.seat", {"player_id": 2, "table": 7, "seat": 1}), "There is no open table 7")
    assert_refused(state, script.action("seating.close_seat", {"table": 1, "seat": 1}), "Seat 1 of table 1 is taken")
    assert_refused(state, script.action("seating.open_seat", {"table": 1, "seat": 2}), "Seat 2 of table 1 is not closed")


def test_seating_someone_not_entered_or_out_is_refused() -> None:
    script = field(2, 1).add("registration.register", {"player_id": 5})
    assert_refused(script.state(), script.action("seating.seat", {"player_id": 5, "table": 1, "seat": 1}), "Player 5 has not paid an entry")
    assert_refused(script.state(), script.action("seating.seat", {"player_id": 6, "table": 1, "seat": 1}), "Player 6 is not registered")


def test_more_players_than_seats_is_refused() -> None:
    state = field(12, 1).state()
    with pytest.raises(Exception, match="12 players to seat and 9 free seats: open another table"):
        draw.draw_seats(state.seating, range(1, 13), rng=random.Random(1))
    full = seated(9, 1)
    full.add("registration.register", {"player_id": 50}).add("money.buy_in", {"player_id": 50, "document": "CC50"})
    with pytest.raises(Exception, match="Every seat is taken: open another table"):
        draw.draw_seat(full.state().seating, 50)
    assert_refused(full.state(), full.action("seating.seat", {"player_id": 50, "table": 1, "seat": 3}), "Table 1 is full")


def test_table_refusals() -> None:
    script = seated(12, 2)
    state = script.state()
    assert_refused(state, script.action("seating.open_table", {"table": 1}), "Table 1 is already open")
    assert_refused(state, script.action("seating.open_table", {"table": 3, "seats": 10}), "between 2 and 9 seats")
    assert_refused(state, script.action("seating.open_table", {"table": 3, "closed_seats": [12]}), "Closed seats must be seat numbers")
    assert_refused(state, script.action("seating.close_table", {"table": 1}), "still has 6 players")
    assert_refused(state, script.action("seating.resize_table", {"table": 1, "seats": 10}), "Only the final table may have more than 9")
    assert_refused(state, script.action("seating.resize_table", {"table": 1, "seats": 11}), "between 2 and 10 seats")
    lone = seated(3, 1)
    assert_refused(lone.state(), lone.action("seating.break_table", {"table": 1, "seats": []}), "last table open")


def test_six_max_tables_have_six_seats() -> None:
    script = Script(config("sit_and_go_6")).entered(1, 2).add("seating.open_table", {"table": 3})
    state = script.state()
    assert state.seating.tables[3].seats == 6
    assert_refused(state, script.action("seating.seat", {"player_id": 1, "table": 3, "seat": 7}), "Table 3 has no seat 7")


def test_tables_open_in_the_rooms_order_and_reopen() -> None:
    script = field(0, 0)
    for n in (12, 5, 7):
        script.add("seating.open_table", {"table": n})
    script.add("seating.close_table", {"table": 5}).add("seating.open_table", {"table": 5, "seats": 8, "closed_seats": [2]})
    state = script.state()
    assert state.seating.opening_order == [12, 7, 5]
    assert state.seating.tables[5].capacity == 7


def test_a_late_seat_records_the_shortest_tables_and_how_many_seats_were_offered() -> None:
    """RPT Art. 7.1: drawn among the open seats of the shortest tables; the record stays small in a field of thousands."""
    from tdapp.domain.seating.draw import draw_seat, seat_options
    from tdapp.domain.seating.state import SeatingState, Table

    seating = SeatingState()
    for number in range(1, 201):
        seating.tables[number] = Table(number, 10)
        seating.opening_order.append(number)
    for pid in range(1, 11):
        seating.place(pid, 1, pid)  # table 1 full, 199 empty tables
    payload = draw_seat(seating, 99)
    assert payload["inputs"]["tables"] == list(range(2, 201))
    assert payload["inputs"]["seats_offered"] == len(seat_options(seating)) == 1990
    assert (payload["table"], payload["seat"]) in seat_options(seating)
    assert len(str(payload)) < 2000
