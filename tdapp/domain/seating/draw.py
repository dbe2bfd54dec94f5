"""Random seat draws (RPT Art. 6, 7 and 9), producing the payloads of seating actions.

The draw happens *before* the action is recorded: these functions use the
operating system's randomness (`random.SystemRandom`, the generator behind
`secrets`) and return the payload, with the draw's inputs so that anyone can
check afterwards which seats were offered. The handlers only validate and
apply the payload, so replaying the log always gives the same seats.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.balance import destinations_for_break, final_table_size
from tdapp.domain.seating.state import SeatingState
from tdapp.domain.seating.tables import dealt_in

RANDOMNESS = "secrets (random.SystemRandom, the operating system's generator)"


def system_random() -> random.Random:
    return random.SystemRandom()


class NoFreeSeat(RuleError):
    """Nobody can be seated because no open table has a free seat; the way out is opening table ``next_table``.

    The refusal says what happened (every seat is taken, or no table is open yet) and the desk shows, beside
    it, the button that opens the next table.
    """

    @property
    def next_table(self) -> int:
        return int(self.params["table"])


def next_table_number(seating: SeatingState) -> int:
    """The number the next table opens with: one more than the highest table the event has had."""
    return max(seating.tables, default=0) + 1


def _no_free_seat(seating: SeatingState) -> NoFreeSeat:
    table = next_table_number(seating)
    if not seating.open_tables():
        return NoFreeSeat("No table is open yet: open table {table} to seat players.", table=table)
    return NoFreeSeat("Every seat is taken: open another table (table {table}).", table=table)


def even_counts(room: Sequence[int], players: int, rng: random.Random) -> list[int]:
    """Players per table as even as the free seats allow; which tables get one more is drawn at random."""
    level = 0
    while level < max(room, default=0) and sum(min(r, level + 1) for r in room) <= players:
        level += 1
    counts = [min(r, level) for r in room]
    rest = players - sum(counts)
    roomy = [i for i, r in enumerate(room) if r > level]
    if rest > len(roomy):
        raise RuleError("{players} players do not fit in {seats} seats: open another table.", players=players, seats=sum(room))
    for i in rng.sample(roomy, rest):
        counts[i] += 1
    return counts


def draw_seats(
    seating: SeatingState,
    players: Iterable[int],
    *,
    table_count: int | None = None,
    rng: random.Random | None = None,
) -> dict[str, Any]:
    """Payload of `seating.draw`: random seats for `players`, spread evenly over the fewest open tables needed.

    Tables are taken in opening order; `table_count` asks for a given number
    of tables instead of the fewest. Every player is equally likely to get
    every seat offered.
    """
    rng = rng or system_random()
    pool = sorted(set(players))
    if not pool:
        raise RuleError("Nobody to seat.")
    tables = [t for t in seating.open_tables() if t.free_seats > 0]
    if not tables:
        raise _no_free_seat(seating)
    if sum(t.free_seats for t in tables) < len(pool):
        raise NoFreeSeat(
            "{players} players to seat and {seats} free seats: open another table (table {table}).",
            players=len(pool),
            seats=sum(t.free_seats for t in tables),
            table=next_table_number(seating),
        )
    if table_count is None:
        room = 0
        table_count = 0
        for t in tables:
            if room >= len(pool):
                break
            room += t.free_seats
            table_count += 1
    if not 1 <= table_count <= len(tables):
        raise RuleError("Only {count} tables with free seats are open.", count=len(tables))
    chosen = tables[:table_count]
    free = [t.open_empty_seats() for t in chosen]
    counts = even_counts([len(f) for f in free], len(pool), rng)
    slots = [(t.number, seat) for t, f, c in zip(chosen, free, counts, strict=True) for seat in sorted(rng.sample(f, c))]
    order = list(pool)
    rng.shuffle(order)
    seats = sorted(({"player_id": pid, "table": t, "seat": s} for pid, (t, s) in zip(order, slots, strict=True)), key=_by_seat)
    return {
        "seats": seats,
        "inputs": {
            "players": pool,
            "tables": [{"table": t.number, "open_seats": f} for t, f in zip(chosen, free, strict=True)],
            "randomness": RANDOMNESS,
        },
    }


def seat_options(seating: SeatingState, *, exclude_table: int | None = None) -> list[tuple[int, int]]:
    """RPT Art. 7.1: the open seats of the tables with the fewest players (where a newcomer may be drawn)."""
    tables = [t for t in seating.open_tables() if t.free_seats > 0 and t.number != exclude_table]
    if not tables:
        raise _no_free_seat(seating)
    fewest = min(t.count for t in tables)
    return [(t.number, s) for t in tables if t.count == fewest for s in t.open_empty_seats()]


def draw_seat(seating: SeatingState, player_id: int, *, rng: random.Random | None = None, reentry: bool = False) -> dict[str, Any]:
    """Payload of `seating.seat` for a late entrant, a waiting-list player or a re-entry (RPT Art. 7.1).

    The seat is drawn among the open seats of the shortest tables; `dealt_in`
    tells the floor whether the player gets cards in the next hand (not when
    he sits between the button and the small blind), or None while that
    table's button is unknown.
    """
    rng = rng or system_random()
    options = seat_options(seating)
    table, seat = rng.choice(options)
    payload: dict[str, Any] = {
        "player_id": player_id,
        "table": table,
        "seat": seat,
        "dealt_in": dealt_in(seating.tables[table], seat),
        # The audit record: which tables were the shortest and how many of their seats were offered. The seats
        # themselves follow from the log at that point; listing them made each late seat of a festival flight
        # a few kilobytes (hundreds of open seats), in memory, in the database and in every reopening.
        "inputs": {"tables": sorted({t for t, _ in options}), "seats_offered": len(options), "randomness": RANDOMNESS},
    }
    if reentry:
        payload["reentry"] = True
    return payload


def draw_break(seating: SeatingState, table_number: int, table_size: int, *, rng: random.Random | None = None) -> dict[str, Any]:
    """Payload of `seating.break_table`: random new seats for every player of a breaking table (RPT Art. 9).

    The number of players going to each table follows the balance plan; within
    those tables the seats are drawn at random and may be any seat, blinds and
    button included; `dealt_in` is False for a seat between the button and the
    small blind. When the last other table becomes the final table and needs
    more seats (Art. 11: up to the table size + 1, never more than 10), the
    payload opens them with `final_table_seats`.
    """
    rng = rng or system_random()
    breaking = seating.table(table_number)
    if breaking.count == 0:
        return {"table": table_number, "seats": [], "inputs": {"players": [], "destinations": {}, "randomness": RANDOMNESS}}
    destinations = destinations_for_break(seating, table_number, table_size)
    payload: dict[str, Any] = {"table": table_number}
    slots: list[tuple[int, int]] = []
    offered: dict[str, list[int]] = {}
    for number, count in sorted(destinations.items()):
        dest = seating.tables[number]
        free = dest.open_empty_seats()
        if count > len(free):
            needed = dest.seats + count - len(free)
            if len(destinations) != 1 or needed > final_table_size(table_size):
                raise RuleError("Table {table} has no room for {count} more players.", table=number, count=count)
            payload["final_table_seats"] = needed
            free = free + list(range(dest.seats + 1, needed + 1))
        offered[str(number)] = free
        slots.extend((number, s) for s in rng.sample(free, count))
    players = [pid for _, pid in sorted(breaking.players.items())]
    order = list(players)
    rng.shuffle(order)
    seats = []
    for pid, (number, seat) in zip(order, slots, strict=True):
        dest = seating.tables[number]
        seats.append({"player_id": pid, "table": number, "seat": seat, "dealt_in": dealt_in(dest, seat) if seat <= dest.seats else None})
    payload["seats"] = sorted(seats, key=_by_seat)
    payload["inputs"] = {
        "players": players,
        "destinations": {str(n): c for n, c in sorted(destinations.items())},
        "open_seats": offered,
        "randomness": RANDOMNESS,
    }
    return payload


def _by_seat(entry: dict[str, Any]) -> tuple[int, int]:
    return entry["table"], entry["seat"]
