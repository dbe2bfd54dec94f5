"""What the room's screens show, computed once from a tournament's state and a time.

The screens on the wall never decide anything: every second they ask for a
`RoomView` and put its values in their labels. Building the view is a pure
function of the state, the time and the players' names, so the desk can hand
the screens its in-memory state (never the database) and a test can check
every figure without Qt.

Figures follow the engines: chips in play and the average stack from
`chips.figures`, the prize pool from `ledger.prize_pool` (FS 7.2), the prize
table in force from `prizes.awards.prize_table` (frozen, FS 7.5, or live,
FS 7.4), seating lists from `seating.lists`, shot clocks from the clock's
`ShotClockState` (RPT Art. 80).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from tdapp.application.halt import Halt, timer_halt
from tdapp.domain.chips.figures import average_stack, chips_in_play
from tdapp.domain.clock.level_clock import ClockPosition, ClockRun
from tdapp.domain.clock.shot_clock import CallKind
from tdapp.domain.clock.structure import Break, Item, Level
from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.awards import prize_table
from tdapp.domain.seating.lists import alphabetical, by_table
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import TournamentState

#: Late registration is announced on the screen from this many minutes before it closes.
LATE_REGISTRATION_WARNING_MINUTES = 15


class AnnouncementKind(StrEnum):
    COLOR_UP = "color_up"  # RPT Art. 24: the smallest chip leaves play at the coming break
    HAND_FOR_HAND = "hand_for_hand"  # RPT Art. 79
    LATE_REGISTRATION = "late_registration"  # closes in N minutes
    LATE_REGISTRATION_CLOSED = "late_registration_closed"
    STRUCTURE_EXHAUSTED = "structure_exhausted"  # the last level keeps running: the TD must add levels
    BREAK = "break"  # a break is being played
    PAUSED = "paused"
    TEXT = "text"  # free text typed by the TD


@dataclass(frozen=True)
class Announcement:
    """One line for the room; `text` is the TD's own words, `value` the number the message carries."""

    kind: AnnouncementKind
    value: int = 0
    text: str = ""


@dataclass(frozen=True)
class Blinds:
    small_blind: int
    big_blind: int
    ante: int


@dataclass(frozen=True)
class ChipColor:
    value: int
    color: str  # as the chip set names it: a color name or #rrggbb


@dataclass(frozen=True)
class Seat:
    table: int
    seat: int
    player_id: int
    name: str


@dataclass(frozen=True)
class TableSeats:
    table: int
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class ShotPlayer:
    seat: int
    player_id: int
    name: str
    time_banks_left: int


@dataclass(frozen=True)
class ShotTable:
    """A table's shot clock (RPT Art. 80) and every seated player's Time Banks."""

    table: int
    players: tuple[ShotPlayer, ...]
    acting_player_id: int | None = None  # None: no countdown running
    acting_name: str = ""
    call: CallKind | None = None
    remaining_seconds: int = 0
    expired: bool = False
    final_count: bool = False  # RPT Art. 29: the last 5 s of "time" are counted aloud


@dataclass(frozen=True)
class RoomView:
    """Everything the room's screens show at one moment."""

    at_ms: int
    event_name: str
    run: ClockRun = ClockRun.NOT_STARTED
    day: int = 1
    level: int = 0  # number of the level being played, or for a break the level before it
    item_index: int = -1  # changes exactly when the clock moves to another item (the alert's trigger)
    is_break: bool = False
    blinds: Blinds | None = None  # None during a break and before a structure is set
    remaining_seconds: int = 0
    next_is_break: bool = False
    next_blinds: Blinds | None = None
    next_break_minutes: int | None = None  # the break after this item; None if no break ahead
    next_break_in_seconds: int | None = None
    players_left: int = 0
    entries: int = 0  # entries plus re-entries (FS 7.4 counts them both)
    reentries: int = 0
    rebuys: int = 0
    addons: int = 0
    average_stack: int = 0
    average_stack_big_blinds: int | None = None  # whole big blinds, rounded down
    chips_in_play: int = 0
    prize_pool_cents: int = 0
    payouts_cents: tuple[int, ...] = ()  # prize by place, first place first
    satellite_seats: int = 0
    chips: tuple[ChipColor, ...] = ()
    seating_by_name: tuple[Seat, ...] = ()
    seating_by_table: tuple[TableSeats, ...] = ()
    shot_tables: tuple[ShotTable, ...] = ()
    announcements: tuple[Announcement, ...] = ()
    hand_for_hand: bool = False
    structure_exhausted: bool = False
    color_up_next_break: int | None = None
    late_registration_minutes_left: int | None = None

    @property
    def running(self) -> bool:
        return self.run is ClockRun.RUNNING

    @property
    def halt(self) -> Halt:
        """What the timer says besides its digits (`timer_halt`)."""
        return timer_halt(self.run, self.is_break and self.item_index >= 0)

    def shot_table(self, table: int) -> ShotTable | None:
        for shot in self.shot_tables:
            if shot.table == table:
                return shot
        return None


def _blinds(item: Item | None) -> Blinds | None:
    if isinstance(item, Level):
        return Blinds(item.small_blind, item.big_blind, item.ante)
    return None


def _ceil_seconds(ms: int) -> int:
    return -(-ms // 1000)


def _next_break(position: ClockPosition, items: Sequence[Item]) -> Break | None:
    for item in items[position.index + 1 :]:
        if isinstance(item, Break):
            return item
    return None


def build_room_view(
    state: TournamentState,
    at_ms: int,
    names: Mapping[int, str],
    *,
    messages: Sequence[str] = (),
) -> RoomView:
    """The room's view of `state` at wall time `at_ms`; `messages` are the TD's free-text announcements."""
    config = state.config
    if config is None:
        return RoomView(at_ms=at_ms, event_name="", announcements=tuple(Announcement(AnnouncementKind.TEXT, text=m) for m in messages if m))
    clock = state.clock
    position = clock.position(at_ms, late_registration_until_level=config.late_registration_until_level)
    chips = chips_in_play(state)
    average = average_stack(state)
    pool = prize_pool(state).distributable_cents
    try:
        table = prize_table(state)
        payouts, seats = table.amounts, table.seats
    except RuleError:  # too few entries for the configured table yet (FS 7.4, 8.1)
        payouts, seats = (), 0
    chip_set = state.prizes.chips.chip_set
    in_play = state.prizes.chips.denominations_in_play()
    chip_colors = tuple(ChipColor(v, chip_set.denomination(v).color) for v in in_play) if chip_set is not None else ()
    lines = alphabetical(state.seating, names)
    tables = by_table(state.seating, names)
    view = RoomView(
        at_ms=at_ms,
        event_name=config.shown_name,  # "DEMO — …" for a demonstration
        players_left=state.players_left,
        entries=state.entries + state.reentries,
        reentries=state.reentries,
        rebuys=state.rebuys,
        addons=state.addons,
        average_stack=average,
        chips_in_play=chips,
        prize_pool_cents=pool,
        payouts_cents=tuple(payouts),
        satellite_seats=seats,
        chips=chip_colors,
        seating_by_name=tuple(Seat(s.table, s.seat, s.player_id, s.name) for s in lines),
        seating_by_table=tuple(
            TableSeats(n, tuple(Seat(s.table, s.seat, s.player_id, s.name) for s in seat_lines)) for n, seat_lines in tables.items()
        ),
        shot_tables=_shot_tables(state, at_ms, names),
    )
    announcements: list[Announcement] = []
    if position is not None:
        structure = clock.structure
        assert structure is not None
        blinds = _blinds(position.item)
        next_break = _next_break(position, structure.items)
        late_minutes = None
        if position.late_registration_left_ms is not None and state.late_registration_closed_at_ms is None:
            late_minutes = -(-position.late_registration_left_ms // 60_000)  # "closes in 5 minutes" until 4:00 is left
        color_up = next_break.color_up if next_break is not None and position.next_break_in_ms is not None else None
        if position.is_break and isinstance(position.item, Break) and position.item.color_up is not None:
            color_up = position.item.color_up
        big_blind = blinds.big_blind if blinds else (_blinds(position.next_item).big_blind if _blinds(position.next_item) else 0)
        view = replace(
            view,
            run=position.run,
            day=position.day,
            level=position.level,
            item_index=position.index,
            is_break=position.is_break,
            blinds=blinds,
            remaining_seconds=position.remaining_seconds,
            next_is_break=position.next_item is not None and position.next_item.is_break,
            next_blinds=_blinds(position.next_item),
            next_break_minutes=next_break.minutes if next_break is not None and position.next_break_in_ms is not None else None,
            next_break_in_seconds=_ceil_seconds(position.next_break_in_ms) if position.next_break_in_ms is not None else None,
            average_stack_big_blinds=average // big_blind if big_blind > 0 else None,
            hand_for_hand=position.hand_for_hand,
            structure_exhausted=position.structure_exhausted,
            color_up_next_break=color_up,
            late_registration_minutes_left=late_minutes,
        )
        if position.is_break:
            announcements.append(Announcement(AnnouncementKind.BREAK, value=_ceil_seconds(position.remaining_ms) // 60))
        if position.run is ClockRun.PAUSED:
            announcements.append(Announcement(AnnouncementKind.PAUSED))
        if position.hand_for_hand:
            announcements.append(Announcement(AnnouncementKind.HAND_FOR_HAND, value=position.hand_for_hand_hands))
        if color_up is not None:
            announcements.append(Announcement(AnnouncementKind.COLOR_UP, value=color_up))
        if late_minutes is not None and late_minutes <= LATE_REGISTRATION_WARNING_MINUTES:
            announcements.append(Announcement(AnnouncementKind.LATE_REGISTRATION, value=late_minutes))
        if position.structure_exhausted:
            announcements.append(Announcement(AnnouncementKind.STRUCTURE_EXHAUSTED, value=position.level))
    announcements.extend(Announcement(AnnouncementKind.TEXT, text=m) for m in messages if m.strip())
    return replace(view, announcements=tuple(announcements))


def _shot_tables(state: TournamentState, at_ms: int, names: Mapping[int, str]) -> tuple[ShotTable, ...]:
    """Every open table with its players' Time Banks, and the countdown if one runs (RPT Art. 80)."""
    shot = state.clock.shot
    out = []
    for table in sorted(state.seating.open_tables(), key=lambda t: t.number):
        players = tuple(
            ShotPlayer(seat, pid, names.get(pid) or f"#{pid}", shot.time_banks_left(pid)) for seat, pid in sorted(table.players.items())
        )
        view = shot.view(table.number, at_ms)
        if view is None:
            out.append(ShotTable(table.number, players))
        else:
            out.append(
                ShotTable(
                    table.number,
                    players,
                    acting_player_id=view.player_id,
                    acting_name=names.get(view.player_id) or f"#{view.player_id}",
                    call=view.kind,
                    remaining_seconds=_ceil_seconds(view.remaining_ms),
                    expired=view.expired,
                    final_count=view.final_count,
                )
            )
    return tuple(out)
