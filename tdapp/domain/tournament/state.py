"""The state of one tournament, as it follows from its actions."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from tdapp.domain.clock.state import ClockState
from tdapp.domain.errors import RuleError
from tdapp.domain.floor.state import FloorState
from tdapp.domain.prizes.state import PrizeState
from tdapp.domain.seating.state import SeatingState
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.pickled_parts import dumped, loaded
from tdapp.domain.tournament.reversal_index import ReversalIndex


def _nothing() -> None:
    return None


#: Called between two parts of a state pickled or unpickled: the application makes a worker wait there while the
#: desk runs a command (`tdapp.application.give_way`), so that a copy built off the desk's thread does not share the
#: interpreter with the command part after part. Nothing here by default: the domain knows no threads.
between_parts: Callable[[], object] = _nothing

#: The parts of a state pickled field by field: the largest after the payments (`TournamentState.__getstate__`).
_BY_FIELD = frozenset({"seating", "reversal"})

#: FS 4.1.1: a pre-registration must be confirmed in person up to 30 minutes before the start.
PRE_REGISTRATION_LAPSES_MS = 30 * 60_000


def bookings_lapsed(start_ms: int | None, at_ms: int) -> bool:
    """FS 4.1.1: at `at_ms`, unconfirmed pre-registrations no longer hold a seat (30 minutes before the start)."""
    return start_ms is not None and at_ms > start_ms - PRE_REGISTRATION_LAPSES_MS


class Status(StrEnum):
    SCHEDULED = "scheduled"
    RUNNING = "running"
    FINISHED = "finished"
    ARCHIVED = "archived"


class RegStatus(StrEnum):
    PRE_REGISTERED = "pre_registered"  # booked in person, by e-mail or SMS (FS 4.1.1)
    CONFIRMED = "confirmed"  # booking confirmed (FS 4.1.2)
    REGISTERED = "registered"  # on the list at the desk, not yet checked in
    CHECKED_IN = "checked_in"  # identity document seen (FS 5.1), not yet paid
    WAITING = "waiting"  # on the waiting list: the field is full
    ENTERED = "entered"  # paid: has or had chips
    NO_SHOW = "no_show"  # reserved seat released after level 1 (FS 5.4.2)
    CANCELLED = "cancelled"


class PaymentKind(StrEnum):
    BUY_IN = "buy_in"
    LATE_REGISTRATION = "late_registration"
    REENTRY = "reentry"
    REBUY = "rebuy"
    ADDON = "addon"
    DAY2_ENTRY = "day2_entry"
    XTRASTACK = "xtrastack"


#: Purchases that count as an entry for the prize table (FS 7.4 counts entries plus re-entries).
ENTRY_KINDS = frozenset({PaymentKind.BUY_IN, PaymentKind.LATE_REGISTRATION, PaymentKind.DAY2_ENTRY})


@dataclass(frozen=True)
class Payment:
    """Money taken at the desk, split by where it goes."""

    seq: int
    player_id: int
    kind: PaymentKind
    at_ms: int
    prize_cents: int = 0
    fee_cents: int = 0
    bounty_cents: int = 0
    xtrastack_cents: int = 0
    chips: int = 0

    @property
    def total_cents(self) -> int:
        return self.prize_cents + self.fee_cents + self.bounty_cents + self.xtrastack_cents


@dataclass
class Registration:
    player_id: int
    status: RegStatus
    registered_at_ms: int
    channel: str = "desk"
    document: str = ""
    checked_in_at_ms: int | None = None
    paid_at_ms: int | None = None
    entries: int = 0
    reentries: int = 0
    rebuys: int = 0
    addons: int = 0
    xtrastacks: int = 0
    day2_option: int | None = None
    alive: bool = False
    chips_issued: int = 0
    chips_forfeited: int = 0
    bounties_won: int = 0
    bounty_cents: int = 0  # the bounty his entry in play carries (FS 3.1.3): what his eliminator wins
    bounties_won_cents: int = 0  # the bounties of the players he eliminated, as each entry carried them
    bounty_returned_cents: int = 0  # his own bounties handed back: an entry given up by a re-entry while he still had chips

    @property
    def has_paid(self) -> bool:
        return self.entries > 0


@dataclass
class TournamentState:
    config: TournamentConfig | None = None
    status: Status = Status.SCHEDULED
    created_at_ms: int = 0
    #: When it finished: the TD's finish, or the bust that brought a Survivor or a satellite to its prizes (FS 3.1.9, 3.1.4).
    finished_at_ms: int | None = None
    registrations: dict[int, Registration] = field(default_factory=dict)
    waiting_list: list[int] = field(default_factory=list)
    payments: list[Payment] = field(default_factory=list)
    payment_counts: dict[PaymentKind, int] = field(default_factory=dict)
    late_registration_closed_at_ms: int | None = None
    reentry_closed_at_ms: int | None = None
    reserved_seats_released: bool = False
    clock: ClockState = field(default_factory=ClockState)
    seating: SeatingState = field(default_factory=SeatingState)
    prizes: PrizeState = field(default_factory=PrizeState)
    floor: FloorState = field(default_factory=FloorState)
    # Players holding a seat in the field's count (derived; kept in step after every action).
    _held: set[int] = field(default_factory=set, compare=False, repr=False)
    _pre_registered: set[int] = field(default_factory=set, compare=False, repr=False)
    #: Players still in, kept in step like `_held`: `players_left` is asked by every command (the tournament's
    #: list row, the clock's average stack) and must not walk a field of 10,000.
    _alive: set[int] = field(default_factory=set, compare=False, repr=False)
    #: The chips the cage sold and the stacks given up, kept as they change: a chip count reads the chips in play,
    #: and a bagging of 4,000 stacks must not add up 6,000 payments for each.
    _chips_paid: int = field(default=0, compare=False, repr=False)
    _chips_given_up: int = field(default=0, compare=False, repr=False)
    #: Each census (the counts made where play stood still, `chips.counts`) -> its total, and each counted
    #: player -> his count's part in one (the current count of a player in): a count adds up its census at once.
    _census: dict[tuple[int, ...], int] = field(default_factory=dict, compare=False, repr=False)
    _census_part: dict[int, tuple[tuple[int, ...], int]] = field(default_factory=dict, compare=False, repr=False)
    #: What each action in force touched, for an undo or redo in place (`tdapp.domain.tournament.reversal`).
    reversal: ReversalIndex = field(default_factory=ReversalIndex, compare=False, repr=False)

    def __post_init__(self) -> None:
        # The seating works its places out from the players still in: it reads this very set.
        self.seating._alive = self._alive

    def after_clone(self) -> None:
        """A copy made by `tdapp.domain.clone` (which copies each field on its own): one set, shared again."""
        self.seating._alive = self._alive

    # A copy of the state (an undo copy, this machine's copy) is pickled part by part: a worker that pickles or
    # unpickles a festival's state in one call holds the interpreter 60-110 ms at 6,000 entries, and the desk's
    # thread (the clock, the room screens) waits that long; part by part, it can step in between.
    # Long lists and dicts go a slice at a time, the seating and the undo index field by field (`pickled_parts`):
    # pickled field by field only, the payments alone held it 24 ms.
    def __getstate__(self) -> dict[str, object]:
        parts = {}
        for name, value in self.__dict__.items():
            between_parts()
            parts[name] = dumped(value, between_parts, by_field=name in _BY_FIELD)
        return parts

    def __setstate__(self, parts: dict[str, object]) -> None:
        for name, value in parts.items():
            between_parts()
            self.__dict__[name] = loaded(value, between_parts)
        self.seating._alive = self._alive  # one set, shared again
        if "_chips_paid" not in parts:  # a copy kept by a version that added them up when asked
            self._chips_paid = sum(p.chips for p in self.payments)
            self._chips_given_up = sum(r.chips_forfeited for r in self.registrations.values())
            self._census, self._census_part = {}, {}
            self.recount_seats()

    # -- lookups used by every rule -------------------------------------
    def require_config(self) -> TournamentConfig:
        if self.config is None:
            raise RuleError("The tournament has not been created yet.")
        return self.config

    def registration(self, player_id: int) -> Registration:
        reg = self.registrations.get(player_id)
        if reg is None or reg.status is RegStatus.CANCELLED:
            raise RuleError("Player {player} is not registered in this tournament.", player=player_id)
        return reg

    def entered(self, player_id: int) -> Registration:
        reg = self.registration(player_id)
        if reg.status is not RegStatus.ENTERED:
            raise RuleError("Player {player} has not paid an entry.", player=player_id)
        return reg

    def prizes_settled(self) -> bool:
        return self.prizes.settles_tournament()

    def add_payment(self, payment: Payment) -> None:
        """Record money taken; the only way payments are added, so the counters stay true."""
        self.payments.append(payment)
        self.payment_counts[payment.kind] = self.payment_counts.get(payment.kind, 0) + 1
        self._chips_paid += payment.chips

    def payment_of(self, seq: int, kind: PaymentKind) -> Payment | None:
        """The payment action #seq recorded, if it is one of `kind` (the list is in the order of the log)."""
        at = bisect.bisect_left(self.payments, seq, key=lambda p: p.seq)
        found = self.payments[at] if at < len(self.payments) else None
        return found if found is not None and found.seq == seq and found.kind is kind else None

    def take_payment_back(self, payment: Payment) -> None:
        """A payment out of the list, the counters with it (an undo in place): `add_payment` the other way."""
        del self.payments[bisect.bisect_left(self.payments, payment.seq, key=lambda p: p.seq)]
        self._chips_paid -= payment.chips
        left = self.payment_counts[payment.kind] - 1
        if left:
            self.payment_counts[payment.kind] = left
        else:
            del self.payment_counts[payment.kind]  # a replay without it never made the key

    # -- figures --------------------------------------------------------
    @property
    def entries(self) -> int:
        """Paid entries, re-entries excluded."""
        return sum(self.payment_counts.get(kind, 0) for kind in ENTRY_KINDS)

    @property
    def reentries(self) -> int:
        return self.payment_counts.get(PaymentKind.REENTRY, 0)

    @property
    def rebuys(self) -> int:
        return self.payment_counts.get(PaymentKind.REBUY, 0)

    @property
    def addons(self) -> int:
        return self.payment_counts.get(PaymentKind.ADDON, 0)

    @property
    def players_left(self) -> int:
        return len(self._alive)

    def alive_ids(self) -> frozenset[int]:
        """The players still in."""
        return frozenset(self._alive)

    def set_alive(self, reg: Registration, alive: bool) -> None:
        """The only way a player goes out or comes back in, so `players_left` is right even inside an effect."""
        reg.alive = alive
        if alive:
            self._alive.add(reg.player_id)
        else:
            self._alive.discard(reg.player_id)
        self._count_in_census(reg.player_id)

    def give_up_chips(self, reg: Registration, chips: int) -> None:
        """A stack leaves the tournament (a re-entry's old one, a disqualified player's): the only way, so the
        chips in play stay true."""
        reg.chips_forfeited += chips
        self._chips_given_up += chips

    def census_total(self, mark: tuple[int, ...], *, leaving_out: int | None = None) -> int:
        """The chips counted in one census: the current counts made at that same point of play."""
        total = self._census.get(mark, 0)
        part = self._census_part.get(leaving_out) if leaving_out is not None else None
        return total - part[1] if part is not None and part[0] == mark else total

    def census_totals(self) -> dict[tuple[int, ...], int]:
        """Every census with chips in it (what a replay keeps: the same totals)."""
        return {mark: total for mark, total in self._census.items() if total}

    def _count_in_census(self, pid: int) -> None:
        """His count's part in its census again: the latest count of the stack he plays, while he is in."""
        old = self._census_part.pop(pid, None)
        if old is not None:
            self._census[old[0]] -= old[1]
        count = self.prizes.chips.counts.get(pid)
        reg = self.registrations.get(pid)
        if count is None or count.mark is None or reg is None or not reg.alive or count.stack != reg.entries + reg.reentries:
            return
        self._census_part[pid] = (count.mark, count.chips)
        self._census[count.mark] = self._census.get(count.mark, 0) + count.chips

    @property
    def seats_taken(self) -> int:
        """Seats held by paid players still in, and by booked or registered players whose seat is reserved (FS 4.1.1, 5.4.2)."""
        return len(self._held)

    def holds_a_seat(self, reg: Registration) -> bool:
        held = (
            {RegStatus.ENTERED}
            if self.reserved_seats_released
            else {RegStatus.ENTERED, RegStatus.CHECKED_IN, RegStatus.CONFIRMED, RegStatus.REGISTERED, RegStatus.PRE_REGISTERED}
        )
        return reg.status in held and (reg.alive or reg.status is not RegStatus.ENTERED)

    def recount_seats(self, player_ids: set[int] | None = None) -> None:
        """Bring the count of seats held up to date for these players (everyone when None)."""
        if player_ids is None:
            self._held = {pid for pid, reg in self.registrations.items() if self.holds_a_seat(reg)}
            self._pre_registered = {pid for pid, reg in self.registrations.items() if reg.status is RegStatus.PRE_REGISTERED}
            self._alive.clear()  # the same set object: the seating shares it (see `__post_init__`)
            self._alive.update(pid for pid, reg in self.registrations.items() if reg.alive)
            for pid in self.prizes.chips.counts:
                self._count_in_census(pid)
            return
        for pid in player_ids:
            reg = self.registrations.get(pid)
            if reg is not None and reg.alive:
                self._alive.add(pid)
            else:
                self._alive.discard(pid)
            if reg is not None and self.holds_a_seat(reg):
                self._held.add(pid)
            else:
                self._held.discard(pid)
            if reg is not None and reg.status is RegStatus.PRE_REGISTERED:
                self._pre_registered.add(pid)
            else:
                self._pre_registered.discard(pid)
            self._count_in_census(pid)

    def seats_taken_at(self, at_ms: int) -> int:
        """Seats held at a moment: unconfirmed pre-registrations lapse 30 minutes before the start (FS 4.1.1)."""
        config = self.config
        if config is not None and bookings_lapsed(config.scheduled_start_ms, at_ms):
            return len(self._held - self._pre_registered)
        return len(self._held)

    @property
    def chips_issued(self) -> int:
        return self._chips_paid

    @property
    def chips_forfeited(self) -> int:
        return self._chips_given_up
