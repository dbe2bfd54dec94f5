"""Breaking and balancing tables, as suggestions the floor confirms (RPT Art. 9, 10 and 11).

The plan is computed from the number of players at each table, so it also
serves the `tdapp calc balance` calculator. The rules, in the order applied:

1. Final table (Art. 11): when everybody fits at one table of the event's
   table size + 1 (never more than 10; heads-up events excepted), every other
   table breaks into the table with the most players (fewest moves).
2. Breaking (Art. 9): a table breaks as soon as the players fit in one table
   fewer. The table with the fewest players breaks (fewest moves); among
   equals, the table opened last. Its players get random seats at the
   shortest tables, so the draw itself keeps the tables balanced.
3. Balancing (Art. 10): while a table has more players than its share, one
   player moves from the fullest table to the shortest one. The source table
   is chosen by the procedure the room announces (10.2); tdapp's procedure is:
   the fullest table, and among equally full tables the one opened last (the
   next to break); the destination is the shortest table, and among equally
   short tables the one opened first (the last to break). This is the minimum
   number of moves: the shares go to the fullest tables, and every move takes
   a player over his table's share to a table under its share.
4. The stop rule (10.3) is reported: in full-ring events (9 or 10 seats) play
   stops at tables with 3 players fewer than the largest table.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.state import MAX_SEATS, SeatingState, Table
from tdapp.domain.seating.tables import next_big_blind, worst_seats

if TYPE_CHECKING:
    from tdapp.domain.tournament.state import TournamentState

BREAK = "break"
BALANCE = "balance"
FINAL_TABLE = "final_table"
#: RPT Art. 10.3: in full-ring events play stops at tables this many players short of the largest.
STOP_GAP = 3
FULL_RING = 9


def final_table_size(table_size: int) -> int:
    """RPT Art. 11: one more than the event's table size, never more than 10; not for heads-up events."""
    if table_size <= 2:
        return table_size
    return min(table_size + 1, MAX_SEATS)


@dataclass(frozen=True)
class TableLoad:
    """A table as the plan sees it: its number, its players and the seats it can use."""

    number: int
    players: int
    capacity: int


@dataclass(frozen=True)
class CountMove:
    from_table: int
    to_table: int
    reason: str  # BREAK, BALANCE or FINAL_TABLE


@dataclass(frozen=True)
class CountPlan:
    """What must happen, in numbers: tables to break, moves from table to table, and the result."""

    breaks: tuple[int, ...] = ()
    moves: tuple[CountMove, ...] = ()
    result: dict[int, int] = field(default_factory=dict)
    stop: tuple[int, ...] = ()
    stop_rule_applies: bool = False
    final_table: int | None = None
    final_table_seats: int | None = None

    @property
    def balanced(self) -> bool:
        return not self.breaks and not self.moves

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "break": list(self.breaks),
            "moves": [{"from": m.from_table, "to": m.to_table} for m in self.moves],
            "result": {str(n): p for n, p in self.result.items()},
            "stop": list(self.stop),
        }
        if self.final_table is not None:
            data["final_table"] = {"table": self.final_table, "seats": self.final_table_seats}
        return data


def plan_counts(loads: Sequence[TableLoad], table_size: int) -> CountPlan:
    """The break-and-balance plan for tables given in opening order (pure; see the module's rules)."""
    if len({t.number for t in loads}) != len(loads):
        raise RuleError("A table number appears twice.")
    for t in loads:
        if t.players < 0 or t.capacity < 0 or t.players > max(t.capacity, 0):
            raise RuleError("Table {table} has {players} players for {seats} seats.", table=t.number, players=t.players, seats=t.capacity)
    total = sum(t.players for t in loads)
    opened = {t.number: i for i, t in enumerate(loads)}
    stop_applies = table_size >= FULL_RING
    most = max((t.players for t in loads), default=0)
    stop = tuple(t.number for t in loads if stop_applies and t.players <= most - STOP_GAP)
    if total == 0:
        return CountPlan(result={t.number: 0 for t in loads}, stop=stop, stop_rule_applies=stop_applies)

    final = final_table_size(table_size)
    if total <= final:
        return _final_table(loads, opened, total, stop, stop_applies)

    # Art. 9: break the smallest tables while the others can still seat everybody.
    capacity = sum(t.capacity for t in loads)  # never short: each table holds at most its capacity
    breaks: list[TableLoad] = []
    for t in sorted(loads, key=lambda t: (t.players, -opened[t.number])):
        if len(loads) - len(breaks) > 1 and capacity - t.capacity >= total:
            breaks.append(t)
            capacity -= t.capacity
    broken = {t.number for t in breaks}
    kept = [t for t in loads if t.number not in broken]
    target = _shares(kept, total, opened)
    count = {t.number: t.players for t in kept}
    # The shortest tables under their share, shortest first, then the one opened first.
    short = [(count[n], opened[n], n) for n in count if count[n] < target[n]]
    heapq.heapify(short)
    moves: list[CountMove] = []
    for t in breaks:
        for _ in range(t.players):
            moves.append(CountMove(t.number, _fill(short, count, target), BREAK))
    moves.extend(_balance_moves(count, target, opened, short))
    return CountPlan(
        breaks=tuple(t.number for t in breaks),
        moves=tuple(moves),
        result={t.number: count[t.number] for t in kept},
        stop=stop,
        stop_rule_applies=stop_applies,
    )


def _final_table(loads: Sequence[TableLoad], opened: Mapping[int, int], total: int, stop: tuple[int, ...], stop_applies: bool) -> CountPlan:
    keep = max(loads, key=lambda t: (t.players, -opened[t.number]))
    others = sorted((t for t in loads if t.number != keep.number), key=lambda t: (t.players, -opened[t.number]))
    moves = tuple(CountMove(t.number, keep.number, FINAL_TABLE) for t in others for _ in range(t.players))
    return CountPlan(
        breaks=tuple(t.number for t in others),
        moves=moves,
        result={keep.number: total},
        stop=stop,
        stop_rule_applies=stop_applies,
        final_table=keep.number,
        final_table_seats=max(total, keep.capacity),
    )


def _shares(kept: Sequence[TableLoad], total: int, opened: Mapping[int, int]) -> dict[int, int]:
    """Each table's share: as even as the seats allow; the extra players stay at the fullest tables."""
    level = 0
    while sum(min(t.capacity, level + 1) for t in kept) <= total and level < MAX_SEATS:
        level += 1
    share = {t.number: min(t.capacity, level) for t in kept}
    rest = total - sum(share.values())
    roomy = sorted((t for t in kept if t.capacity > level), key=lambda t: (-t.players, opened[t.number]))
    for t in roomy[:rest]:
        share[t.number] += 1
    return share


def _fill(short: list[tuple[int, int, int]], count: dict[int, int], target: Mapping[int, int]) -> int:
    """One more player at the shortest table under its share; return its number."""
    _, order, dest = heapq.heappop(short)
    count[dest] += 1
    if count[dest] < target[dest]:
        heapq.heappush(short, (count[dest], order, dest))
    return dest


def _balance_moves(
    count: dict[int, int], target: Mapping[int, int], opened: Mapping[int, int], short: list[tuple[int, int, int]]
) -> list[CountMove]:
    moves: list[CountMove] = []
    # Art. 10.2: the fullest table gives; among equals the one opened last.
    over = [(-count[n], -opened[n], n) for n in count if count[n] > target[n]]
    heapq.heapify(over)
    while over:
        _, order, source = heapq.heappop(over)
        count[source] -= 1
        moves.append(CountMove(source, _fill(short, count, target), BALANCE))
        if count[source] > target[source]:
            heapq.heappush(over, (-count[source], order, source))
    return moves


def minimum_moves(players: Sequence[int], table_size: int) -> int:
    """The fewest single-player moves that break and balance tables of equal size (the plan's yardstick)."""
    total = sum(players)
    if total == 0:
        return 0
    tables = 1 if total <= final_table_size(table_size) else -(-total // table_size)
    tables = min(tables, len(players))
    kept = sorted(players, reverse=True)[:tables]
    low, extra = divmod(total, tables)
    shares = [low + 1] * extra + [low] * (tables - extra)
    return total - sum(kept) + sum(max(0, c - s) for c, s in zip(kept, shares, strict=True))


# -- the plan for the tables in play ------------------------------------


@dataclass(frozen=True)
class SeatMove:
    """One move for the floor to confirm: who goes from where to where.

    For a balancing move the player is the one who would be big blind next
    (Art. 10.1) and the seat the worst one at the destination; `player_id` or
    `to_seat` is None when the button of that table is not known and the floor
    must choose. For a broken table the seat is drawn at random when the floor
    confirms the break (Art. 9), so `to_seat` is None.
    """

    player_id: int | None
    from_table: int
    from_seat: int | None
    to_table: int
    to_seat: int | None
    reason: str
    stale_tables: tuple[int, ...] = ()  # tables whose button positions are older than `STALE_BUTTON_MS`: check before moving


@dataclass(frozen=True)
class BalancePlan:
    counts: CountPlan
    moves: tuple[SeatMove, ...]

    @property
    def breaks(self) -> tuple[int, ...]:
        return self.counts.breaks


def loads_of(seating: SeatingState) -> list[TableLoad]:
    return [TableLoad(t.number, t.count, t.capacity) for t in seating.open_tables()]


#: The button positions are recorded by the floor (`seating.set_button`, `seating.next_hand`); older than
#: this, hands have been dealt since (a hand takes about 2 minutes, RPT Art. 79) and the big blind named
#: from them may be the wrong player: the plan says so rather than move the wrong one (RPT Art. 10.1).
STALE_BUTTON_MS = 5 * 60_000


def stale_button(table: Table, at_ms: int | None) -> bool:
    """Whether the positions of a table with a known button may no longer be those of the next hand."""
    if at_ms is None or not table.button_known:
        return False
    return table.positions_at_ms is None or at_ms - table.positions_at_ms > STALE_BUTTON_MS


def balance_plan(seating: SeatingState, table_size: int, at_ms: int | None = None) -> BalancePlan:
    """The plan for the tables as they are now, naming players and seats.

    With `at_ms`, a balancing move whose source or destination button was
    recorded more than `STALE_BUTTON_MS` before names those tables in
    `stale_tables`, so the floor checks the button before moving anybody.

    Balancing moves are worked out one after the other on copies of the
    tables, so a second move from the same table names the next big blind and
    a second move to the same table the next worst seat. Arrivals from broken
    tables are not in those copies (their seats are drawn later): recompute
    the plan after confirming a break.
    """
    counts = plan_counts(loads_of(seating), table_size)
    copies: dict[int, Table] = {}

    def copy(number: int) -> Table:
        if number not in copies:
            t = seating.tables[number]
            copies[number] = Table(t.number, t.seats, set(t.closed_seats), dict(t.players), t.button, t.small_blind, t.big_blind)
        return copies[number]

    moves: list[SeatMove] = []
    for m in counts.moves:
        if m.reason != BALANCE:
            continue
        source, dest = copy(m.from_table), copy(m.to_table)
        seat = next_big_blind(source)
        player = source.players.pop(seat) if seat is not None else None
        free = worst_seats(dest) if dest.button_known else []
        to_seat = free[0] if free else None
        if to_seat is not None:
            dest.players[to_seat] = player if player is not None else -1
        stale = tuple(n for n in (m.from_table, m.to_table) if stale_button(seating.tables[n], at_ms))
        moves.append(SeatMove(player, m.from_table, seat, m.to_table, to_seat, BALANCE, stale))
    arrivals = [
        SeatMove(pid, m.from_table, seat, m.to_table, None, m.reason)
        for table_number in counts.breaks
        for m, (seat, pid) in zip(
            [mv for mv in counts.moves if mv.from_table == table_number],
            sorted(seating.tables[table_number].players.items()),
            strict=True,
        )
    ]
    return BalancePlan(counts, tuple(arrivals + moves))


def plan_for(state: TournamentState, at_ms: int | None = None) -> BalancePlan:
    """The balance plan of a tournament, with the event's table size (and stale buttons flagged at `at_ms`)."""
    return balance_plan(state.seating, state.require_config().table_size, at_ms)


def destinations_for_break(seating: SeatingState, table_number: int, table_size: int) -> dict[int, int]:
    """How many players of a breaking table go to each other table.

    The plan's destinations when the plan breaks this table; otherwise (the
    floor breaks another table) the players fill the shortest tables first.
    """
    counts = plan_counts(loads_of(seating), table_size)
    if table_number in counts.breaks:
        dest: dict[int, int] = {}
        for m in counts.moves:
            if m.from_table == table_number:
                dest[m.to_table] = dest.get(m.to_table, 0) + 1
        return dest
    others = [t for t in seating.open_tables() if t.number != table_number]
    opened = {t.number: i for i, t in enumerate(others)}
    room = {t.number: t.free_seats for t in others}
    count = {t.number: t.count for t in others}
    dest = {}
    for _ in range(seating.tables[table_number].count):
        candidates = [n for n in room if room[n] > 0]
        if not candidates:
            raise RuleError("The other tables have no room for the players of table {table}.", table=table_number)
        n = min(candidates, key=lambda n: (count[n], opened[n]))
        room[n] -= 1
        count[n] += 1
        dest[n] = dest.get(n, 0) + 1
    return dest
