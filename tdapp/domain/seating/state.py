"""The seating's state inside a tournament: tables, seats, buttons and finishes.

A table keeps the positions of the hand in progress (or, between hands, of
the last hand dealt) as *seat numbers*, not players: with the dead-button rule
(RPT Art. 33) the button and the small blind may sit on an empty seat, and the
positions must survive the player who held them going out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.finish import Finish

#: FS 1.2: a poker table never has more than 10 seats.
MAX_SEATS = 10
MIN_SEATS = 2


@dataclass
class Table:
    """One table as the room numbers it; seat 1 is the seat left of the dealer (DP 06)."""

    number: int
    seats: int
    closed_seats: set[int] = field(default_factory=set)
    players: dict[int, int] = field(default_factory=dict)  # seat -> player id
    button: int | None = None
    small_blind: int | None = None  # the seat posting (or, if empty, missing) the small blind
    big_blind: int | None = None
    is_open: bool = True
    positions_at_ms: int | None = None  # when the floor last set or moved the button (for the stale warning)

    @property
    def count(self) -> int:
        return len(self.players)

    @property
    def capacity(self) -> int:
        """Seats that can take a player: the seats not closed."""
        return self.seats - len(self.closed_seats)

    @property
    def free_seats(self) -> int:
        return self.capacity - self.count

    @property
    def button_known(self) -> bool:
        return self.button is not None and self.big_blind is not None

    def seat_numbers(self) -> range:
        return range(1, self.seats + 1)

    def takes(self, seat: int) -> bool:
        """Whether a player can sit at this seat now: the table open, the seat there, not closed, empty."""
        return self.is_open and 1 <= seat <= self.seats and seat not in self.closed_seats and seat not in self.players

    def open_empty_seats(self) -> list[int]:
        """Seats where a player can sit now, in seat order."""
        return [s for s in self.seat_numbers() if s not in self.closed_seats and s not in self.players]

    def clockwise_from(self, seat: int) -> Iterator[int]:
        """Every seat once, starting with the seat after `seat` and ending with `seat` itself."""
        for step in range(1, self.seats + 1):
            yield (seat - 1 + step) % self.seats + 1


@dataclass(frozen=True)
class BustRecord:
    """A player out, as reported: where he sat, who won his chips, his stack when the hand began."""

    player_id: int
    table: int
    seat: int
    at_ms: int
    eliminator_id: int | None = None
    starting_stack: int | None = None
    hand: int | None = None
    hand_for_hand: bool = False
    draw: int | None = None  # the order a card draw gave players with equal stacks for a seat (1 = best), FS 3.1.4


@dataclass
class SeatingState:
    """Where everybody sits, table by table, and who finished where.

    `opening_order` lists the open tables in the order they were opened; the
    tables opened last are the first to break and the first to give a player
    for balancing (the room's predetermined order, RPT Art. 10.2).
    """

    tables: dict[int, Table] = field(default_factory=dict)
    opening_order: list[int] = field(default_factory=list)
    seat_of: dict[int, tuple[int, int]] = field(default_factory=dict)  # player id -> (table, seat)
    _finishes: list[Finish] = field(default_factory=list, repr=False)
    busts: list[BustRecord] = field(default_factory=list)
    # A re-entry, a late entry or a disqualification moves the places of everyone already out: worked out
    # at once, that is a walk of every finish for each of them (quadratic over a festival flight). The places
    # are marked stale instead and worked out again when next read, from the players still in (`_alive`,
    # the tournament's own set, shared) -- the order of the finishes is all that must be kept meanwhile.
    _stale: bool = field(default=False, compare=False, repr=False)
    # A back-in (the usual change in a flight: a rebuy or re-entry of a recent bust) moves only the places
    # better than his: with `_stale_above` = B, the finishes placed above B (worse) still hold their places
    # B+1 .. worst, and only those placed B or better are worked out again (walked from the end, where the
    # recent busts are). None: every place is worked out again (a late entry, a disqualification).
    _stale_above: int | None = field(default=None, compare=False, repr=False)
    _alive: set[int] = field(default_factory=set, compare=False, repr=False)
    # Who has a finish, for `has_finish` (asked by every re-entry and rebuy): kept for the first
    # `_finish_ids_len` finishes of the current list, which only grows at its end between reassignments.
    _finish_ids: set[int] | None = field(default=None, compare=False, repr=False)
    _finish_pids: list[int] = field(default_factory=list, compare=False, repr=False)  # the same, in list order
    _finish_winners: set[int] = field(default_factory=set, compare=False, repr=False)
    _finish_ids_len: int = field(default=0, compare=False, repr=False)
    # The latest of `busts` for each player (the list only grows at its end): a rebuy asks where he sat.
    _last_bust: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    _last_bust_len: int = field(default=0, compare=False, repr=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SeatingState):
            return NotImplemented
        return (self.tables, self.opening_order, self.seat_of, self.finishes, self.busts) == (
            other.tables,
            other.opening_order,
            other.seat_of,
            other.finishes,
            other.busts,
        )

    __hash__ = None  # type: ignore[assignment]

    # -- places ------------------------------------------------------------
    @property
    def finishes(self) -> list[Finish]:
        """Who finished where, the places up to date."""
        if self._stale:
            from tdapp.domain.seating.eliminations import repack

            if self._stale_above is None or not self._repack_above(self._stale_above):
                indexed = self._finish_ids is not None and self._finish_ids_len == len(self._finishes)
                self._finishes = repack(self._finishes, len(self._alive), frozenset(self._alive))
                # The same players in the same order, only their places moved: the index of who has a finish
                # stands, and so does who holds place 1 (players out are placed below the players still in).
                if not (indexed and self._alive and len(self._finishes) == self._finish_ids_len):
                    self._finish_ids = None
            self._stale = False
            self._stale_above = None
        return self._finishes

    def _repack_above(self, bound: int) -> bool:
        """Place again only the finishes placed `bound` or better, in the list itself; False if that cannot be.

        They hold places `players_left + 1 .. bound` (the others keep `bound + 1
        .. worst`), so exactly `bound - players_left` of them are looked for,
        from the end. Anything else found (fewer of them: a state this was not
        meant for) leaves the list as it was for the whole repack.
        """
        from tdapp.domain.seating.eliminations import repack

        alive = self._alive
        wanted = bound - len(alive)
        if wanted < 0 or not alive:
            return False
        if wanted == 0:  # the best place out was given up (the last bust bought back in): nothing moves
            return True
        finishes = self._finishes
        if wanted > len(finishes) // 2:  # most of them move (a back-in of an early bust): the whole repack is quicker
            return False
        at: list[int] = []
        for index in range(len(finishes) - 1, -1, -1):
            f = finishes[index]
            if f.first_place <= bound and f.player_id not in alive:
                at.append(index)
                if len(at) == wanted:
                    break
        else:
            return False  # fewer than expected: a state this was not meant for, left to the whole repack
        at.reverse()
        placed = repack([finishes[i] for i in at], len(alive))
        for index, finish in zip(at, placed, strict=True):
            finishes[index] = finish
        return True

    @finishes.setter
    def finishes(self, value: list[Finish]) -> None:
        if value is not self._finishes:  # `finishes += [...]` hands back the same list, grown at its end
            self._finish_ids = None
        self._finishes = value if isinstance(value, list) else list(value)
        self._stale = False
        self._stale_above = None

    def has_finish(self, player_id: int) -> bool:
        """Whether the player is out with a finish (what the rules ask before a back-in); places not needed.

        A set, not a walk of the finishes: in a flight of thousands every
        rebuy and re-entry asks it, and the walk made the replay quadratic.
        """
        return player_id in self._finish_index()

    def _finish_index(self) -> set[int]:
        """The players with a finish as stored (places possibly stale); `_finish_winners` those of them at place 1."""
        index = self._finish_ids
        if index is None:
            index = self._finish_ids = set()
            self._finish_winners = set()
            self._finish_pids = []
            self._finish_ids_len = 0
        if self._finish_ids_len < len(self._finishes):
            for f in self._finishes[self._finish_ids_len :]:
                index.add(f.player_id)
                self._finish_pids.append(f.player_id)
                if f.first_place == 1 and f.last_place == 1:
                    self._finish_winners.add(f.player_id)
            self._finish_ids_len = len(self._finishes)
        return index

    def drop_finishes(self, player_ids: set[int], *, winner: bool = False) -> bool:
        """Take these players' finishes out (and the winner's place 1 with `winner`), keeping the others' order.

        The places are not worked out for this: the order is what they follow
        from, and only those the players gave up moves are marked stale. A
        back-in is usually of a recent bust: each finish is looked for from
        the end, in place. True when a finish below the players still in was
        given up (the places then follow); False leaves the marking to the
        caller (nothing of that kind was given up).
        """
        index = self._finish_index()
        targets = {pid for pid in player_ids if pid in index}
        if winner:
            targets |= self._finish_winners
        finishes = self._finishes
        pids = self._finish_pids  # searched in C: in a flight a back-in can be of anybody out, thousands back
        bound = 0  # the worst place given up: those placed there or better move (see `_stale_above`)
        for pid in targets:
            at = pids.index(pid)  # a player has one finish at most
            if pid not in self._finish_winners:
                bound = max(bound, finishes[at].last_place)
            del finishes[at]
            del pids[at]
            index.discard(pid)
            self._finish_winners.discard(pid)
        self._finish_ids_len = len(finishes)
        if bound:
            self._mark_stale(bound)
        return bound > 0

    def mark_places_stale(self) -> None:
        """The field changed other than by a bust: the places are worked out again when next read."""
        self._mark_stale(None)

    def _mark_stale(self, bound: int | None) -> None:
        if not self._finishes:
            return
        if not self._stale:
            self._stale_above = bound
        elif self._stale_above is not None:
            self._stale_above = None if bound is None else max(self._stale_above, bound)
        self._stale = True

    def busts_in_hand(self, hand: int | None, since_ms: int | None) -> list[BustRecord]:
        """The hand-for-hand busts of this hand (RPT Art. 79), of the hand-for-hand under way since `since_ms`
        (None: of any): a new hand-for-hand counts its hands from 0 again, and its hand 0 is another hand."""
        if hand is None:
            return []
        found: list[BustRecord] = []
        for record in reversed(self.busts):
            if since_ms is not None and record.at_ms < since_ms:
                break
            if record.hand_for_hand and record.hand == hand:
                found.append(record)
        found.reverse()
        return found

    def last_bust(self, player_id: int) -> BustRecord | None:
        """The player's latest time out (where he sat), without walking every bust of a festival flight."""
        busts = self.busts
        index = self._last_bust
        if self._last_bust_len > len(busts):  # a list that is not the one indexed
            index.clear()
            self._last_bust_len = 0
        for at in range(self._last_bust_len, len(busts)):
            index[busts[at].player_id] = at
        self._last_bust_len = len(busts)
        at = index.get(player_id)
        return None if at is None else busts[at]

    def bust_of(self, player_id: int, at_ms: int) -> BustRecord | None:
        """The record of the player's bust made at `at_ms` (not necessarily his last), looked for from the end."""
        return next((b for b in reversed(self.busts) if b.player_id == player_id and b.at_ms == at_ms), None)

    def take_bust_out(self, record: BustRecord) -> None:
        """An undone bust's record out of the list (an undo in place); the latest busts are indexed again when asked."""
        del self.busts[self._bust_position(record)]
        self._last_bust.clear()
        self._last_bust_len = 0

    def put_bust_at(self, position: int, record: BustRecord) -> None:
        """A redone bust's record back at its place among the others (a redo in place appends it at the end)."""
        self.busts.insert(position, record)
        self._last_bust.clear()
        self._last_bust_len = 0

    def move_bust(self, record: BustRecord, table: int, seat: int) -> None:
        """The record of a bust made from another seat (a seat move before it undone or redone in place)."""
        self.busts[self._bust_position(record)] = replace(record, table=table, seat=seat)

    def _bust_position(self, record: BustRecord) -> int:
        """From the end, where the recent ones are: the record itself (as the lookups give it), else an equal one
        -- comparing each record field by field cost 4 ms at 4,600 busts."""
        busts = self.busts
        for at in range(len(busts) - 1, -1, -1):
            if busts[at] is record:
                return at
        return len(busts) - 1 - busts[::-1].index(record)

    # -- lookups ----------------------------------------------------------
    def open_tables(self) -> list[Table]:
        """Open tables in opening order."""
        return [self.tables[n] for n in self.opening_order]

    def table(self, number: int) -> Table:
        table = self.tables.get(number)
        if table is None or not table.is_open:
            raise RuleError("There is no open table {table}.", table=number)
        return table

    def is_seated(self, player_id: int) -> bool:
        return player_id in self.seat_of

    def player_at(self, table: int, seat: int) -> int | None:
        t = self.tables.get(table)
        return None if t is None else t.players.get(seat)

    @property
    def seated_count(self) -> int:
        return len(self.seat_of)

    def finish_of(self, player_id: int) -> Finish | None:
        for finish in self.finishes:
            if finish.player_id == player_id:
                return finish
        return None

    # -- changes used by the effects -------------------------------------
    def place(self, player_id: int, table: int, seat: int) -> None:
        self.tables[table].players[seat] = player_id
        self.seat_of[player_id] = (table, seat)

    def unseat(self, player_id: int) -> tuple[int, int]:
        table, seat = self.seat_of.pop(player_id)
        del self.tables[table].players[seat]
        return table, seat
