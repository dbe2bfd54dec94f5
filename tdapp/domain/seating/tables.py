"""Positions around one table: who is next, where a newcomer is dealt in, the worst seat.

All functions are pure and read a `Table`; seats are counted clockwise, seat 1
left of the dealer (DP 06).
"""

from __future__ import annotations

from tdapp.domain.seating.state import Table


def next_occupied(table: Table, seat: int) -> int | None:
    """The first seat after `seat` (clockwise, `seat` itself last) that holds a player."""
    for s in table.clockwise_from(seat):
        if s in table.players:
            return s
    return None


def strictly_between(table: Table, start: int, end: int) -> list[int]:
    """Seats met going clockwise from `start` to `end`, both excluded."""
    out: list[int] = []
    for s in table.clockwise_from(start):
        if s == end:
            break
        out.append(s)
    return out


def skipped_by_button(table: Table) -> set[int]:
    """Seats between the button and the small blind of the current hand (RPT Art. 7.1 and 9).

    The next button goes to the small blind's seat, so it jumps over these
    seats: a player sitting down there would get a free orbit, so he is not
    dealt in until the button has passed. With a dead small blind its empty
    seat is where the next button lands, so it counts as well. In heads-up the
    button is the small blind (Art. 35) and no seat lies between them.
    """
    if not table.button_known or table.small_blind is None or table.small_blind == table.button:
        return set()
    seats = set(strictly_between(table, table.button, table.small_blind))
    if table.small_blind not in table.players:
        seats.add(table.small_blind)
    return seats


def dealt_in(table: Table, seat: int) -> bool | None:
    """Whether a newcomer sitting at `seat` gets cards in the next hand; None while the button is unknown."""
    if not table.button_known:
        return None
    return seat not in skipped_by_button(table)


def next_big_blind(table: Table) -> int | None:
    """The seat of the player who would be big blind in the hand after the one in progress (RPT Art. 10.1)."""
    if not table.button_known or table.big_blind is None:
        return None
    return next_occupied(table, table.big_blind)


def players_in_blind_order(table: Table) -> list[int]:
    """Seats of the players in the order they will pay the big blind, from the next hand on."""
    if table.big_blind is None:
        return sorted(table.players)
    return [s for s in table.clockwise_from(table.big_blind) if s in table.players]


def worst_seats(table: Table) -> list[int]:
    """Empty open seats from the worst to the best for a player moved in to balance (RPT Art. 10.1).

    The worst seat is the one that pays the big blind soonest: the first empty
    seat after the current big blind, even if the player has just paid the big
    blind at his old table. Seats between the next button and the next small
    blind come last: that position is never the worst (it is skipped by the
    blinds, "a pior posição nunca é a small blind"). Without a known button the
    seats come in seat order and the floor chooses.
    """
    empty = table.open_empty_seats()
    if not table.button_known or table.big_blind is None:
        return empty
    free = set(empty)
    order = [s for s in table.clockwise_from(table.big_blind) if s in free]
    # After the next hand the button is on the current small blind's seat and
    # the small blind on the current big blind's: the seats between them wait.
    waiting = set(strictly_between(table, table.small_blind, table.big_blind)) if table.small_blind is not None else set()
    return [s for s in order if s not in waiting] + [s for s in order if s in waiting]
