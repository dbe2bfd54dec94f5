"""A seat refused says what happened and names the table to open (issue 16: not "no table is open" when all are full)."""

from __future__ import annotations

import pytest

from tdapp.domain.seating.draw import NoFreeSeat, draw_seat, draw_seats, next_table_number
from tdapp.domain.seating.state import SeatingState
from tdapp.domain.seating.tables import Table


def seating_with(*tables: tuple[int, int, int]) -> SeatingState:
    """(number, seats, players seated) per open table."""
    seating = SeatingState()
    pid = 100
    for number, seats, seated in tables:
        table = Table(number, seats, set())
        for seat in range(1, seated + 1):
            table.players[seat] = pid
            pid += 1
        seating.tables[number] = table
        seating.opening_order.append(number)
    return seating


def test_every_seat_taken_names_the_next_table() -> None:
    seating = seating_with((1, 2, 2), (3, 2, 2))
    with pytest.raises(NoFreeSeat) as refused:
        draw_seat(seating, 1)
    assert refused.value.template == "Every seat is taken: open another table (table {table})."
    assert refused.value.next_table == next_table_number(seating) == 4


def test_no_table_open_yet_is_said_so() -> None:
    with pytest.raises(NoFreeSeat) as refused:
        draw_seats(SeatingState(), [1, 2])
    assert str(refused.value) == "No table is open yet: open table 1 to seat players."


def test_a_draw_with_more_players_than_free_seats_asks_for_another_table() -> None:
    with pytest.raises(NoFreeSeat) as refused:
        draw_seats(seating_with((1, 3, 0)), [1, 2, 3, 4])
    assert str(refused.value) == "4 players to seat and 3 free seats: open another table (table 2)."
