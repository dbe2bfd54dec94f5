"""The dealer button: set by the floor, moved by the dead-button rule, heads-up, Win the Button.

Positions are `(button, small_blind, big_blind)` seat numbers for one hand.
The dead-button rule (RPT Art. 33; DP "Botão") is modelled the way the DP
describes it: the big blind always moves on to the next player; the small
blind takes the seat of the last big blind and the button the seat of the last
small blind, even when those seats are now empty (dead small blind, dead
button). Nobody misses a big blind and nobody pays it twice in a row.
"""

from __future__ import annotations

from collections.abc import Iterable

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.state import Table
from tdapp.domain.seating.tables import next_occupied

Positions = tuple[int, int, int]


def positions_from_button(table: Table, button: int) -> Positions:
    """Blinds that follow a button on an occupied seat: the next two players; heads-up the button is the small blind (Art. 35)."""
    if table.count < 2:
        raise RuleError("Table {table} needs at least two players to deal a hand.", table=table.number)
    if button not in table.players:
        raise RuleError("Seat {seat} of table {table} is empty: put the button in front of a player.", seat=button, table=table.number)
    if table.count == 2:
        other = next_occupied(table, button)
        assert other is not None
        return button, button, other
    small = next_occupied(table, button)
    assert small is not None
    big = next_occupied(table, small)
    assert big is not None
    return button, small, big


def starting_positions(table: Table) -> Positions | None:
    """DP 06: at the start the button is on seat 1; if nobody sits there it is a dead button on seat 1.

    None when the table has fewer than two players (no hand can be dealt).
    """
    if table.count < 2:
        return None
    if 1 in table.players or table.count == 2:
        first = 1 if 1 in table.players else next_occupied(table, 1)
        assert first is not None
        return positions_from_button(table, first)
    small = next_occupied(table, 1)
    assert small is not None
    big = next_occupied(table, small)
    assert big is not None
    return 1, small, big


def check_explicit(table: Table, button: int, small_blind: int, big_blind: int) -> Positions:
    """Positions given seat by seat by the floor (e.g. a dead button after eliminations)."""
    for seat in (button, small_blind, big_blind):
        if seat not in table.seat_numbers():
            raise RuleError("Table {table} has no seat {seat}.", table=table.number, seat=seat)
    if big_blind not in table.players:
        raise RuleError("The big blind must be a player: seat {seat} of table {table} is empty.", seat=big_blind, table=table.number)
    if big_blind in (button, small_blind):
        raise RuleError("The big blind cannot also be the button or the small blind.")
    if table.count < 2:
        raise RuleError("Table {table} needs at least two players to deal a hand.", table=table.number)
    return button, small_blind, big_blind


def next_hand(table: Table) -> Positions:
    """Positions of the next hand by the dead-button rule (RPT Art. 33), adjusted for heads-up (Art. 35)."""
    if not table.button_known or table.big_blind is None or table.small_blind is None or table.button is None:
        raise RuleError("The button of table {table} is not known: the floor must set it first.", table=table.number)
    if table.count < 2:
        raise RuleError("Table {table} needs at least two players to deal a hand.", table=table.number)
    big = next_occupied(table, table.big_blind)
    assert big is not None
    if table.count == 2:
        # Art. 35: heads-up the small blind has the button; the big blind goes to
        # the player who did not pay it last hand, so nobody pays it twice in a row.
        other = next_occupied(table, big)
        assert other is not None
        return other, other, big
    return table.small_blind, table.big_blind, big


def win_the_button(table: Table, winners: Iterable[int]) -> Positions:
    """FS 3.1.5: the button goes to the winner of the last hand; on a tie, to the winner nearest the button's left (3.1.5.1)."""
    seats = set(winners)
    if not seats:
        raise RuleError("Name the winner of the last hand (FS 3.1.5).")
    for seat in seats:
        if seat not in table.players:
            raise RuleError("Nobody sits at seat {seat} of table {table}.", seat=seat, table=table.number)
    if table.button is None:
        winner = min(seats) if len(seats) == 1 else None
        if winner is None:
            raise RuleError("The button of table {table} is not known: a tie cannot be settled (FS 3.1.5.1).", table=table.number)
    else:
        winner = next(s for s in table.clockwise_from(table.button) if s in seats)
    return positions_from_button(table, winner)
