"""The index that tells an undo whether anything after an action depends on it (see `reversal`).

Kept in the tournament's state by the rulebook's after-hook, for every
action applied: a copy of the state, a replay and the live state each carry
the index of their own actions.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from tdapp.domain.chips.state import ChipCount, CountRead
from tdapp.domain.log import Action, named_players
from tdapp.domain.tournament.config import Modality

#: The TD's closing of late registration or of re-entries: like a clock command they end a purchase's period.
CLOSES_PERIOD = frozenset({"registration.close_late", "registration.close_reentry"})
#: The shot clock's commands: they read that the clock runs, that their player is in (not his seat) and the
#: table's countdown, which only they write.
SHOT_CLOCK = frozenset({"clock.shot.start", "clock.shot.time_bank", "clock.shot.stop"})
#: An undo's or a redo's change of the state, made once it is decided.
Effect = Callable[[], None]
#: The actions in force by their number (what the index lists).
Lookup = Callable[[int], Action | None]

#: The clock's commands that need it started ("The clock has not been started."): a structure set or edited does not.
CLOCK_COMMANDS = frozenset(
    {
        "clock.pause",
        "clock.resume",
        "clock.next_level",
        "clock.previous_level",
        "clock.jump",
        "clock.adjust",
        "clock.end_day",
        "clock.resume_day",
    }
)
#: Hand-for-hand's commands (RPT Art. 79): clock commands. In a Survivor or a satellite the last table done, or the
#: end, may end the tournament (it reads the field): not followed there.
HAND_FOR_HAND = frozenset(
    {
        "clock.hand_for_hand.start",
        "clock.hand_for_hand.tables",
        "clock.hand_for_hand.table_done",
        "clock.hand_for_hand.next_hand",
        "clock.hand_for_hand.end",
    }
)
#: Kinds whose reads and writes the index follows: the players they name, the seats they fill or look at, the
#: tables whose players they count. Anything else is opaque: an undo or redo before it is left to the replay.
FOLLOWED = (
    frozenset(
        {
            "seating.move",
            "seating.seat",
            "player.bust",
            "money.addon",
            "money.xtrastack",
            "money.rebuy",
            "money.reentry",
            "money.buy_in",
            "registration.register",
            "registration.check_in",
            "registration.confirm",  # the list's own steps: each reads its player's registration
            "registration.cancel",
            "registration.promote",  # and the field's count, and who is first on the waiting list
            "registration.release_reserved",  # the players it found unpaid (it names them) and the clock
            "seating.set_button",
            "seating.next_hand",
            "seating.win_the_button",
            "seating.break_table",
            "floor.ruling",
            "floor.penalty",
            "seating.open_table",
            "seating.close_table",  # it read that its table was open and empty (no player's seat), and closed it
            "seating.close_seat",  # it reads that its seat is free and its table's capacity, and closes the seat
            "seating.resize_table",  # it reads that the seats it takes away are free; it writes the table's size
            "clock.shot.configure",  # it writes the shot clock's settings, which only the shot clock's commands read
            "clock.shot.restore_time_banks",  # it reads and clears the Time Banks used by the players it gives them to
            "tournament.configure",  # followed when it changes only what no rule reads (`COSMETIC`): the event's name...
            "seating.open_seat",
            "clock.start",
            "clock.set_structure",  # the clock's commands read the clock, which only they write
            *CLOCK_COMMANDS,
            *HAND_FOR_HAND,
            "prizes.freeze",
            "chips.set",  # it reads the config and whether chips were colored up, nothing of a player
            "chips.color_up",  # it reads that the players it names are in, nothing of their seats
            "chips.count",  # its player (in, seated), the chips in play, the other counts since play stopped
        }
    )
    | CLOSES_PERIOD
    | SHOT_CLOCK
)


@dataclass(frozen=True)
class ClockAnchor:
    """What the level clock stood on after an action of the clock's list (`ClockState`): its anchor (the item, the
    time spent in it, the wall time since which it runs), the structure it runs through, the day, hand-for-hand.
    The shot clock is not part of it."""

    index: int
    spent_ms: int
    running_since_ms: int | None
    structure: Any
    day: int
    ended_for_day: bool
    hand_for_hand: bool
    hand_for_hand_hands: int
    hand_for_hand_tables: tuple[int, ...]
    hand_for_hand_done: frozenset[int]
    hand_for_hand_since_ms: int | None

    @classmethod
    def of(cls, clock: Any) -> ClockAnchor:
        return cls(
            clock.index,
            clock.spent_ms,
            clock.running_since_ms,
            clock.structure,
            clock.day,
            clock.ended_for_day,
            clock.hand_for_hand,
            clock.hand_for_hand_hands,
            clock.hand_for_hand_tables,
            clock.hand_for_hand_done,
            clock.hand_for_hand_since_ms,
        )


#: A table's button as the clock's start found it or left it: (button, small blind, big blind, when set).
TablePositions = tuple[int | None, int | None, int | None, int | None]


@dataclass(frozen=True)
class StartRead:
    """What the clock's start read and wrote, noted by its handler: an undo in place gives the clock and the
    buttons back, a redo puts them again as they were at the start (the tables' players have changed since)."""

    clock: tuple[int, int]  # the clock's item and time spent in it before the start
    tables: dict[int, tuple[TablePositions, TablePositions]]  # each table it looked at -> its button before, after


@dataclass(frozen=True)
class BreakRead:
    """What a table's break (or closing, empty) read and wrote, noted by its handler: the seat each of its players
    left (an undo in place sits them there again) and the table's button as it cleared it (given back with the
    table)."""

    left: tuple[tuple[int, int, int], ...]  # (player, table, seat) as they sat before the break
    positions: TablePositions


#: The event's settings no rule reads: only shown and printed. A change of these alone reads and writes nothing an
#: undo or a redo asks about.
COSMETIC = frozenset({"name", "game", "notes", "extra"})
#: The settings only the prize table reads (its rule, its rounding, the seats' value, the guarantee, whether the
#: event counts for the ranking -- its funds come off the pool, FS 9.5): among the actions the index follows, only a
#: freeze of the table reads them (`READS_PRIZES`).
PRIZE_SETTINGS = frozenset(
    {
        "guarantee_cents",
        "payout_rule",
        "payout_custom",
        "payout_round_to_cents",
        "payout_lowest_prize",
        "satellite_target_cents",
        "counts_for_ranking",
    }
)
#: The last level of late registration, which the TD extends or brings forward mid-flight: read by the entries'
#: periods (a buy-in; an Xtrastack, within its own), the freeze (registration closed) and the clock's undo
#: (`READS_LATE`).
LATE_SETTING = "late_registration_until_level"
#: The field's capacity, which the TD raises when tables are added: read by the registrations, buy-ins and calls from
#: the waiting list (the field full or not), and by the undos that change the count they read (`lowest_capacity`).
CAPACITY_SETTING = "capacity"
#: Hand-for-hand's time per hand, which the TD sets at the bubble (RPT Art. 79): read by its next hand alone, which
#: takes it off the clock -- the clock's undo works each later command out with the settings of its time
#: (`clock_reversal._configs_in_force`), and the change's own undo asks that no hand was dealt hand for hand since.
HAND_TIME_SETTING = "hand_for_hand_seconds"
#: How the players out in one hand-for-hand hand at different tables are ranked (RPT Art. 79: they share their places,
#: or by starting stacks as in DP 11), which the TD sets before the bubble: read by the busts recorded hand for hand
#: alone, whose undo and redo the index leaves to the replay -- the change's own undo asks that none came since
#: (`hand_busts`).
BUST_RULE_SETTING = "hand_for_hand_bust_rule"
#: The scheduled start, which the TD moves when the room starts late: read by the list's steps and the entries, each
#: at its own time (check-in's opening, the confirmations' deadline, the bookings' lapse: `registration.start_read`).
#: An undo that counts the bookings its later readers held reads each one's start (`config_at`); the change's own
#: undo or redo asks that those between read both starts alike. (A step of the list is redone in place only when
#: nothing before it changed since it was decided: its handler, reading today's start, refuses it -- the replay
#: decides -- or accepts it as it did then, with the same effect. An entry is not redone in place.)
START_SETTING = "scheduled_start_ms"
#: The tables' size, which the TD changes mid-flight (nine-handed from day 2): read by a table opened (its seats when
#: none are given, as many at most) and a table resized (one seat over it for the final table only, RPT Art. 11), each
#: at its time (`seating.actions.size_read`), and by the prize table when it makes the event six-max or no longer
#: (a freeze reads it then as the prize table's settings: `prize_table_read_otherwise`). An undo or redo in place of
#: a resize reads the size in force at its place (`config_at`); the change's own undo or redo asks that the tables
#: opened and resized since read both sizes alike.
SIZE_SETTING = "table_size"
#: The kinds that read the tables' size (`SIZE_SETTING`), listed in `size_reads`.
READS_SIZE = frozenset({"seating.open_table", "seating.resize_table"})
#: The kinds that read the scheduled start (`START_SETTING`), listed in `start_reads`.
READS_START = frozenset({"registration.register", "registration.confirm", "registration.check_in", "registration.promote", "money.buy_in"})
#: What a change of the settings the index follows may touch.
FOLLOWED_SETTINGS = (
    COSMETIC | PRIZE_SETTINGS | {LATE_SETTING, CAPACITY_SETTING, HAND_TIME_SETTING, BUST_RULE_SETTING, START_SETTING, SIZE_SETTING}
)
#: Modalities whose rules read the prize table or the periods in ways not followed (a Survivor's or a satellite's
#: busts end it at the paid places; a Multistack's entries and a Sit & Go's start read the field and the day): a
#: change of the settings there is followed only when it touches what their rules read as any event's do
#: (`FOLLOWED_ELSEWHERE`).
SETTINGS_READ_ELSEWHERE = frozenset({Modality.SURVIVOR, Modality.SATELLITE, Modality.MULTISTACK, Modality.SIT_AND_GO})
#: What a change of the settings may touch under those modalities: what no rule reads; hand-for-hand's time per
#: hand and bust rule (read by its hands and its busts, which a Survivor's or a satellite's index leaves to the
#: replay, and any other event's follows as a freezeout's); the scheduled start (read by the list's steps and the
#: entries at their own time, under every modality alike).
FOLLOWED_ELSEWHERE = COSMETIC | {HAND_TIME_SETTING, BUST_RULE_SETTING, START_SETTING}
#: Kinds whose undo, redo or refusal in place reads the last level of late registration as the state holds it now:
#: the periods of the purchases after the clock's start, or registration closed by the clock (the freeze). Past a
#: change of it, the replay decides. (The clock's commands read each purchase's period at its level then:
#: `clock_reversal._Readers`. An Xtrastack's redo reads its own period, which ends no later than late registration
#: under every configuration the rules accept -- FS 3.1.14, `TournamentConfig.validate` -- so its sale reads any
#: late level alike.)
READS_LATE = frozenset({"clock.start", "prizes.freeze"})
#: Kinds whose undo, redo or refusal in place reads the prize settings as the state holds them now.
READS_PRIZES = frozenset({"prizes.freeze"})
#: Of those, the kinds whose own rule reads them, not their undo's: a freeze's pool.
DECIDED_AGAIN_ONLY_BY_THE_REDO = frozenset({"prizes.freeze"})


def changed_settings(old: Any, new: Any) -> frozenset[str] | None:
    """The settings two configurations differ in; None without both. (An Ante Up's or an Escalator's settings'
    check reads the structure's shape against the modality alone -- `check_structure_shape` -- which no change the
    index follows touches, and which every structure set since was checked against: a change is followed there as
    under any other modality.)"""
    if old is None or new is None:
        return None
    return frozenset(f.name for f in fields(old) if getattr(old, f.name) != getattr(new, f.name))


def prize_table_read_otherwise(old: Any, new: Any) -> bool:
    """Whether the prize table reads two configurations otherwise: its own settings changed (`PRIZE_SETTINGS`), or
    the tables' size across six-max (its places: `prizes.payouts.four_seasons_places`)."""
    changed = changed_settings(old, new) or frozenset()
    return bool(changed & PRIZE_SETTINGS) or (SIZE_SETTING in changed and (old.table_size == 6) != (new.table_size == 6))


def followed_change(old: Any, new: Any) -> bool:
    """Whether the index follows a change of the settings from `old` to `new`: only what no rule reads, or also the
    prize table's settings, the last level of late registration, the field's capacity, hand-for-hand's time per
    hand and how its busts are ranked, the scheduled start, the tables' size (none of them a price: those are frozen
    once players have paid), where the index looks for their readers (`READS_LATE`, `READS_PRIZES`,
    `lowest_capacity`, the clock's commands each with the settings of its time, the busts recorded hand for hand,
    `READS_START`, `READS_SIZE`) -- under a modality whose busts or entries read the prize table, the periods or the
    field otherwise, only hand-for-hand's and the start (`FOLLOWED_ELSEWHERE`)."""
    changed = changed_settings(old, new)
    if changed is None:
        return False
    return changed <= (FOLLOWED_ELSEWHERE if old.modality in SETTINGS_READ_ELSEWHERE else FOLLOWED_SETTINGS)


#: What a chip count read, for an index kept before counts noted it: not known (no fewer chips hold it).
UNKNOWN_READ = CountRead(0, 1, None)

#: Kinds that count the field (seats held, capacity): an undone bust gives a seat back to the count they read.
COUNTS_FIELD = frozenset({"money.buy_in", "registration.register", "registration.check_in", "registration.promote"})
#: Kinds that read who sits at a table (the button moves over occupied seats).
READS_TABLE = frozenset({"seating.set_button", "seating.next_hand", "seating.win_the_button"})


@dataclass
class ReversalIndex:
    """Which actions in force touch what, by sequence number (each list ascending).

    Kept by the rulebook's after-hook for every action applied, so a copy of
    the state, a replay and the live state all carry the index of their own
    actions. `complete_from` is the first sequence number it covers: a state
    from a version without the index starts one that covers only what follows.
    """

    complete_from: int = 0
    named: dict[int, list[int]] = field(default_factory=dict)  # player -> actions naming him
    seats: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # seat -> actions filling, leaving or looking at it
    tables: dict[int, list[int]] = field(default_factory=dict)  # table -> actions that count its players
    #: A table -> its resizes. Apart from `tables`: a resize reads that its table is open (and that the seats it
    #: takes away are free: among `seats`) and writes its size, which no bust, move or seat there counts.
    resizes: dict[int, list[int]] = field(default_factory=dict)
    opaque: list[int] = field(default_factory=list)
    clock: list[int] = field(default_factory=list)  # clock commands, and the closings of a purchase's period
    field_counts: list[int] = field(default_factory=list)
    moved_from: dict[int, tuple[int, int]] = field(default_factory=dict)  # the seat a move (or a new seat) left
    dq_left: dict[int, tuple[int, int]] = field(default_factory=dict)  # the seat a disqualification left
    #: A disqualification undone in place -> the seat it had left (None: he had none), for a redo in place. Not
    #: part of `view`, as a replay without it has none.
    dq_undone: dict[int, tuple[int, int] | None] = field(default_factory=dict)
    seated_fresh: set[int] = field(default_factory=set)  # seats given to a player who had none and no finish to drop
    back_ins: set[int] = field(default_factory=set)  # rebuys and re-entries of a player who was out
    time_banks_wiped: dict[int, int] = field(default_factory=dict)  # a re-entry -> the time banks its player had used
    #: Busts, disqualifications, back-ins and entries: what moves the count of players in.
    alive_changes: list[int] = field(default_factory=list)
    mentions: dict[int, list[int]] = field(default_factory=dict)  # table -> rulings that name it (it must exist)
    ruled: dict[int, list[int]] = field(default_factory=dict)  # player -> rulings that name him (he must be registered)
    shots: list[int] = field(default_factory=list)  # the shot clock's commands: each needs the clock started
    #: The clock's start -> what it read and wrote. Kept after an undo in place (the redo puts it back as it was);
    #: not part of `view`, as a replay without the start has none.
    starts: dict[int, StartRead] = field(default_factory=dict)
    #: The prize table frozen: it read the pool and the count of entries, which a purchase undone changes.
    pool_reads: list[int] = field(default_factory=list)
    #: Chip counts: each read the chips in play (every purchase) and the counts of the players in since play
    #: stopped (a bust undone brings one back), and the clock.
    chip_counts: list[int] = field(default_factory=list)
    #: A count -> what it read: the chips in play, its stack, its census's total (None while hands were dealt).
    count_read: dict[int, CountRead] = field(default_factory=dict)
    #: The reserved seats released (FS 5.4.2) -> the players it found unpaid and turned away.
    released: dict[int, frozenset[int]] = field(default_factory=dict)
    #: A count -> the count of its player it replaced (None: his first), noted by its handler: an undo in place
    #: gives it back.
    count_replaced: dict[int, ChipCount | None] = field(default_factory=dict)
    #: A count undone in place -> its record, the count it had replaced and what it read: a redo in place puts
    #: them back as they were (nothing before it changed since). Not part of `view`.
    counts_undone: dict[int, tuple[ChipCount, ChipCount | None, CountRead]] = field(default_factory=dict)
    #: Each action of `clock` -> the clock's anchor after it (item, time spent in it, running since): an undo or
    #: redo in place of a clock command works the clock out again from the anchor before it.
    anchors: dict[int, ClockAnchor] = field(default_factory=dict)
    #: The shot clock's start, Time Bank or stop -> the countdown it replaced at its table (None: none): an undo in
    #: place gives it back.
    shot_replaced: dict[int, Any] = field(default_factory=dict)
    #: A shot clock's command undone in place -> the countdown it had replaced: a redo in place decides it again on
    #: it (nothing before it changed since). Not part of `view`.
    shots_undone: dict[int, Any] = field(default_factory=dict)
    #: The chip set given (it reads whether chips were colored up, which a color-up's undo or redo changes) and the
    #: color-ups (each reads the chips in play before it).
    chip_sets: list[int] = field(default_factory=list)
    color_ups: list[int] = field(default_factory=list)
    #: A color-up undone in place -> its result: a redo in place puts it back (nothing before it changed since).
    #: Not part of `view`.
    color_ups_undone: dict[int, Any] = field(default_factory=dict)
    #: A table broken or closed -> what it read and wrote (`BreakRead`), noted by its handler.
    broken: dict[int, BreakRead] = field(default_factory=dict)
    #: The button set or moved at a table -> the positions it replaced (an undo in place gives them back).
    positions_replaced: dict[int, TablePositions] = field(default_factory=dict)
    #: A button undone in place -> the positions it had set: a redo in place sets them again (nothing before it
    #: changed since). Not part of `view`.
    positions_undone: dict[int, TablePositions] = field(default_factory=dict)
    #: A table -> its latest opening: an undo in place of its break puts it back among the open tables where its
    #: opening left it (the room's order: the balance plan breaks the last opened first).
    opened: dict[int, int] = field(default_factory=dict)
    #: The tables opened, closed or broken, in order: a break needs another table open (and so does one redone).
    table_changes: list[int] = field(default_factory=list)
    #: An action undone in place -> the undo that kept what it read (its number; None: an undo made outside a
    #: desk's log). Not part of `view`.
    kept_by: dict[int, int | None] = field(default_factory=dict)
    #: A ruling or a penalty undone in place -> its record (his table, the players at it, as they were then): a
    #: redo in place puts it back. Not part of `view`.
    notes_undone: dict[int, Any] = field(default_factory=dict)
    #: The list's steps (a registration, a booking confirmed, a check-in, a cancellation) -> their player's
    #: registration as the step found it (a copy; None: he was not on the list), noted by their handlers: an undo
    #: in place gives it back.
    list_steps: dict[int, Any] = field(default_factory=dict)
    #: A table resized -> its size before and the closed seats it took away with the seats, noted by its handler:
    #: an undo in place gives them back.
    resized: dict[int, tuple[int, frozenset[int]]] = field(default_factory=dict)
    #: The shot clock's settings changed (the seconds a call or a Time Bank gives, the uses of the day), in order.
    shot_settings: list[int] = field(default_factory=list)
    #: Each of them -> the settings it replaced, noted by its handler: an undo in place gives them back.
    settings_replaced: dict[int, dict[str, int]] = field(default_factory=dict)
    #: The Time Banks given back by the TD -> the players who had used some, and how many (noted by its handler).
    banks_restored: dict[int, dict[int, int]] = field(default_factory=dict)
    #: The event's settings changed -> the configuration they replaced, noted by its handler; and those changes that
    #: touched only what no rule reads (`cosmetic_change`), in order: the others are opaque.
    configs_replaced: dict[int, Any] = field(default_factory=dict)
    configures: list[int] = field(default_factory=list)
    #: Those changes that moved the last level of late registration, the prize table's settings or the field's
    #: capacity, each in order.
    late_changes: list[int] = field(default_factory=list)
    prize_changes: list[int] = field(default_factory=list)
    capacity_changes: list[int] = field(default_factory=list)
    #: The busts recorded hand for hand, in order: the only readers of how such busts are ranked (`BUST_RULE_SETTING`).
    #: None: not known (an index kept before they were noted).
    hand_busts: list[int] | None = field(default_factory=list)
    #: The actions that read the scheduled start (`READS_START`), in order. None: not known (an index kept before
    #: they were noted).
    start_reads: list[int] | None = field(default_factory=list)
    #: The tables opened and resized (`READS_SIZE`), in order. None: not known (an index kept before they were noted).
    size_reads: list[int] | None = field(default_factory=list)

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__dict__.update(data)
        self.__dict__.setdefault("time_banks_wiped", {})  # an index pickled before it was kept
        self.__dict__.setdefault("dq_left", {})  # (one that kept disqualifications among the opaque ones)
        self.__dict__.setdefault("dq_undone", {})
        self.__dict__.setdefault("mentions", {})
        if "ruled" not in self.__dict__:  # an index that kept rulings among the actions naming a player: as it was
            self.__dict__["ruled"] = {}
        self.__dict__.setdefault("shots", [])  # an index kept the shot clock's commands among the opaque ones
        self.__dict__.setdefault("starts", {})  # an index kept the clock's start among the opaque ones
        self.__dict__.setdefault("pool_reads", [])  # and the prize table's freeze
        self.__dict__.setdefault("list_steps", {})  # the list's steps not noted: an undo of one replays
        self.__dict__.setdefault("resized", {})  # nor a table resized (kept among the opaque ones)
        self.__dict__.setdefault("resizes", {})  # resizes kept among the table's readers stay there
        self.__dict__.setdefault("shot_settings", [])  # nor the shot clock's settings
        self.__dict__.setdefault("settings_replaced", {})
        self.__dict__.setdefault("banks_restored", {})
        self.__dict__.setdefault("configs_replaced", {})  # the settings changed not noted: kept among the opaque ones
        self.__dict__.setdefault("configures", [])
        self.__dict__.setdefault("late_changes", [])  # such changes were opaque then
        self.__dict__.setdefault("prize_changes", [])
        self.__dict__.setdefault("capacity_changes", [])
        self.__dict__.setdefault("hand_busts", None)  # busts recorded hand for hand before: not known
        self.__dict__.setdefault("start_reads", None)  # nor the steps that read the start
        self.__dict__.setdefault("size_reads", None)  # nor the tables opened and resized
        self.__dict__.setdefault("chip_counts", [])  # and the chip counts
        self.__dict__.setdefault("count_read", {})
        self.__dict__.setdefault("released", {})  # and the reserved seats released
        self.__dict__.setdefault("count_replaced", {})  # and the counts a count replaced
        self.__dict__.setdefault("counts_undone", {})
        self.__dict__.setdefault("notes_undone", {})
        self.__dict__.setdefault("shot_replaced", {})
        self.__dict__.setdefault("shots_undone", {})
        self.__dict__.setdefault("kept_by", {})  # shot commands not noted: an undo of one replays
        self.__dict__.setdefault("anchors", {})  # clock commands not anchored: an undo of one replays
        self.__dict__.setdefault("chip_sets", [])  # only those after a color-up noted are read
        self.__dict__.setdefault("color_ups", [])
        self.__dict__.setdefault("color_ups_undone", {})
        self.__dict__.setdefault("positions_replaced", {})  # buttons not noted: an undo of one replays
        self.__dict__.setdefault("positions_undone", {})
        self.__dict__.setdefault("broken", {})  # breaks not noted: an undo of one replays
        self.__dict__.setdefault("opened", {})  # a table opened before: the undo of its break replays
        self.__dict__.setdefault("table_changes", [])  # only those after a break noted are read

    # -- kept as actions are applied ------------------------------------------------
    def record(self, state: Any, action: Action, players: set[int] | None) -> None:
        seq = action.seq
        kind = action.kind
        if (
            kind not in FOLLOWED
            # It names no one: those it read are noted (the reserved seats released), or it reads no player (the settings).
            or (players is None and kind not in ("registration.release_reserved", "tournament.configure"))
            or (kind == "tournament.configure" and not followed_change(self.configs_replaced.get(seq), state.config))
            or (((kind == "player.bust" and _hand_for_hand(state, action)) or kind in HAND_FOR_HAND) and _ends_at_places(state))
            or (kind == "seating.break_table" and action.payload.get("final_table_seats") is not None)  # it read the field
            or (kind == "clock.start" and (seq not in self.starts or _sit_and_go(state)))  # a Sit & Go's start counts the field
            or (kind == "registration.release_reserved" and seq not in self.released)
            # Not noted, or one seat over the event's size: the final table's (RPT Art. 11), which read the field.
            or (kind == "seating.resize_table" and (seq not in self.resized or past_the_event_s_size(state.config, action)))
            or (kind == "clock.shot.configure" and seq not in self.settings_replaced)
            or (kind == "clock.shot.restore_time_banks" and seq not in self.banks_restored)
            # Frozen again, it compares its figures with the table frozen before: one world may find them the same.
            or (kind == "prizes.freeze" and (bool(self.pool_reads) or self.complete_from > 0))
        ):
            add_seq(self.opaque, seq)
            return
        seating = state.seating
        if kind == "floor.ruling":  # it reads that its players are registered and its table exists, nothing more:
            # listed apart, so that a ruling naming a player does not hold up the undo of his seat, bust or purchase
            for pid in ruled_players(action):
                add_seq(self.ruled.setdefault(pid, []), seq)
            table = action.payload.get("table")
            if isinstance(table, int) and not isinstance(table, bool):
                add_seq(self.mentions.setdefault(table, []), seq)
            players = set()
        if kind == "player.bust" and _hand_for_hand(state, action):  # it read who went out in the same hand before it
            players = players | _hand_mates_before(state, action)
            if self.hand_busts is not None:  # and how such busts are ranked
                add_seq(self.hand_busts, seq)
        if kind == "registration.release_reserved":
            players = set(self.released[seq])
        if kind == "clock.shot.restore_time_banks":  # the players whose uses it cleared (all: those who had used any)
            players = set(self.banks_restored[seq])
        for pid in players or ():
            add_seq(self.named.setdefault(pid, []), seq)
        if kind in ("seating.move", "seating.seat", "money.rebuy", "money.reentry", "seating.break_table"):
            for pid in players:
                seat = seating.seat_of.get(pid)
                if seat is not None:
                    add_seq(self.seats.setdefault(seat, []), seq)
        if kind in ("seating.move", "seating.seat"):  # the seat he left
            left = self.moved_from.get(seq)
            if left is not None:
                add_seq(self.seats.setdefault(left, []), seq)
        if disqualifies(action):  # the seat he left, as a bust's
            left = self.dq_left.get(seq)
            if left is not None:
                add_seq(self.seats.setdefault(left, []), seq)
        if kind == "player.bust":  # the seats they left
            busts = action.payload.get("busts")
            for entry in busts if isinstance(busts, list) else ():
                record = seating.last_bust(entry.get("player_id")) if isinstance(entry, dict) else None
                if record is not None and record.at_ms == action.at_ms:
                    add_seq(self.seats.setdefault((record.table, record.seat), []), seq)
        if kind == "money.rebuy" and seq in self.back_ins:  # a rebuy back in looks at the seat he left: free, he sits there again
            for pid in players:
                record = seating.last_bust(pid)
                if record is not None:
                    add_seq(self.seats.setdefault((record.table, record.seat), []), seq)
        if kind == "seating.move" and action.payload.get("reason") == "balance":
            source = self.moved_from.get(seq)
            for table in {action.payload.get("table"), source[0] if source else None}:
                if isinstance(table, int):
                    add_seq(self.tables.setdefault(table, []), seq)
        if kind in ("seating.open_table", "seating.close_table"):  # it read that the table was not open (empty), set it up anew (closed it)
            table = action.payload.get("table")
            if isinstance(table, int) and not isinstance(table, bool):
                add_seq(self.tables.setdefault(table, []), seq)
        if kind == "seating.resize_table":  # the seats there in one size only (they were free), and the table's size
            table = action.payload["table"]
            for seat in resized_seats(self.resized[seq][0], action.payload["seats"]):
                add_seq(self.seats.setdefault((table, seat), []), seq)
            add_seq(self.resizes.setdefault(table, []), seq)
        if kind in ("seating.close_seat", "seating.open_seat"):  # a seat taken out of play or given back: its table's too
            table, seat = action.payload.get("table"), action.payload.get("seat")
            if isinstance(table, int) and isinstance(seat, int) and not isinstance(table, bool) and not isinstance(seat, bool):
                add_seq(self.seats.setdefault((table, seat), []), seq)
                add_seq(self.tables.setdefault(table, []), seq)
            else:
                add_seq(self.opaque, seq)
        if kind == "seating.break_table":  # it read who sits at the table it broke (each must get a new seat)
            table = action.payload.get("table")
            if isinstance(table, int):
                add_seq(self.tables.setdefault(table, []), seq)
        if kind in ("seating.open_table", "seating.close_table", "seating.break_table"):  # the count of tables open
            add_seq(self.table_changes, seq)
            table = id_in(action.payload.get("table"))
            if kind == "seating.open_table" and table is not None:
                self.opened[table] = seq
        if kind == "clock.start":  # it read who sits at each table without a button, to put the button there
            for table in self.starts[seq].tables:
                add_seq(self.tables.setdefault(table, []), seq)
        if kind in READS_TABLE:
            table = action.payload.get("table")
            if isinstance(table, int):
                add_seq(self.tables.setdefault(table, []), seq)
            else:
                add_seq(self.opaque, seq)
        if kind in ("player.bust", "money.buy_in") or seq in self.back_ins or disqualifies(action):
            add_seq(self.alive_changes, seq)
        if kind == "floor.penalty" and action.payload.get("kind") == "missed_orbits":  # it counted his table
            seat = seating.seat_of.get(player_of(action))
            if seat is not None:
                add_seq(self.tables.setdefault(seat[0], []), seq)
        if kind == "prizes.freeze":
            add_seq(self.pool_reads, seq)
        if kind == "chips.set":
            add_seq(self.chip_sets, seq)
        if kind == "chips.color_up":
            add_seq(self.color_ups, seq)
        if kind == "chips.count":
            add_seq(self.chip_counts, seq)
            if seq not in self.count_read:  # an index that did not note it (kept before it was): not known
                self.count_read[seq] = UNKNOWN_READ
        if kind in SHOT_CLOCK:
            add_seq(self.shots, seq)
        elif kind in ("clock.shot.configure", "clock.shot.restore_time_banks"):  # the shot clock's, not the level clock's
            add_seq(self.shot_settings, seq)
        elif kind.startswith("clock.") or kind in CLOSES_PERIOD or kind == "registration.release_reserved":
            add_seq(self.clock, seq)
            self.anchors[seq] = ClockAnchor.of(state.clock)
        if kind in COUNTS_FIELD:
            add_seq(self.field_counts, seq)
        if kind in READS_START and self.start_reads is not None:
            add_seq(self.start_reads, seq)
        if kind in READS_SIZE and self.size_reads is not None:
            add_seq(self.size_reads, seq)
        if kind == "tournament.configure":
            add_seq(self.configures, seq)
            self.note_settings_read(seq, self.configs_replaced[seq], state.config)

    def note_break(self, seq: int, left: Iterable[tuple[int, int, int]], positions: TablePositions) -> None:
        """The seats a break's players left and its table's button, noted by its handler before they are gone."""
        left = tuple(left)
        for _, table, seat in left:
            add_seq(self.seats.setdefault((table, seat), []), seq)
        self.broken[seq] = BreakRead(left, positions)

    def note_settings(self, seq: int, replaced: dict[str, int]) -> None:
        """The shot clock's settings a change replaces, noted by its handler."""
        self.settings_replaced[seq] = replaced

    def note_banks(self, seq: int, used: dict[int, int]) -> None:
        """The Time Banks each player had used when the TD gave them back, noted by its handler."""
        self.banks_restored[seq] = used

    def note_config(self, seq: int, replaced: Any) -> None:
        """The configuration a change of the event's settings replaces, noted by its handler."""
        self.configs_replaced[seq] = replaced

    def note_settings_read(self, seq: int, old: Any, new: Any) -> None:
        """List a change of the settings (#seq, from `old` to `new`) among those of the late registration's last
        level, of the prize table's settings or of the field's capacity, or take it out of them."""
        changed = changed_settings(old, new) or frozenset()
        for seqs, read in (
            (self.late_changes, LATE_SETTING in changed),
            (self.prize_changes, prize_table_read_otherwise(old, new)),
            (self.capacity_changes, CAPACITY_SETTING in changed),
        ):
            if not read:
                remove_seq(seqs, seq)
            elif not holds_seq(seqs, seq):
                add_seq(seqs, seq)

    def settings_read_since(self, kind: str, seq: int, *, undoing: bool = False) -> bool:
        """Whether a change of the settings after #seq touched what an undo, redo or refusal in place of an action
        of this kind reads as the state holds it now (`READS_LATE`, `READS_PRIZES`). An undo of a purchase or of a
        freeze reads neither: only its redo decides it again."""
        if undoing and kind in DECIDED_AGAIN_ONLY_BY_THE_REDO:
            return False
        return (kind in READS_LATE and any_after(self.late_changes, seq)) or (kind in READS_PRIZES and any_after(self.prize_changes, seq))

    def lowest_capacity(self, config: Any, seq: int) -> int | None:
        """The lowest of the field's capacities in force after #seq -- today's, and those the changes of it since
        replaced (None: never limited): an entry since read the field's count against one at least as high, so a
        count far enough below it read the same."""
        since = [self.configs_replaced[c].capacity for c in after(self.capacity_changes, seq)]
        limits = [c for c in (*since, config.capacity) if c is not None]
        return min(limits) if limits else None

    def note_resize(self, seq: int, seats: int, dropped: Iterable[int]) -> None:
        """A table's size before its resizing and the closed seats it takes away, noted by its handler."""
        self.resized[seq] = (seats, frozenset(dropped))

    def forget(self, seq: int, players: Iterable[int], seats: Iterable[tuple[int, int]] = (), tables: Iterable[int] = ()) -> None:
        """Take an action undone in place out of the lists it is in."""
        for pid in players:
            remove_seq(self.named.get(pid), seq)
        for seat in seats:
            remove_seq(self.seats.get(seat), seq)
        for table in tables:
            remove_seq(self.tables.get(table), seq)
            remove_seq(self.resizes.get(table), seq)
        self.moved_from.pop(seq, None)
        self.seated_fresh.discard(seq)
        self.back_ins.discard(seq)
        self.time_banks_wiped.pop(seq, None)
        remove_seq(self.alive_changes, seq)
        remove_seq(self.hand_busts, seq)
        remove_seq(self.start_reads, seq)
        remove_seq(self.size_reads, seq)

    def view(self) -> dict[str, object]:
        """What the index says, without the lists an undo in place left empty (a replay never made them)."""

        def lists(mapping: dict[Any, list[int]]) -> dict[Any, list[int]]:
            return {key: value for key, value in mapping.items() if value}

        return {
            "complete_from": self.complete_from,
            "named": lists(self.named),
            "seats": lists(self.seats),
            "tables": lists(self.tables),
            "resizes": lists(self.resizes),
            "opaque": self.opaque,
            "clock": self.clock,
            "field_counts": self.field_counts,
            "moved_from": self.moved_from,
            "dq_left": self.dq_left,
            "seated_fresh": self.seated_fresh,
            "back_ins": self.back_ins,
            "time_banks_wiped": self.time_banks_wiped,
            "alive_changes": self.alive_changes,
            "mentions": lists(self.mentions),
            "ruled": lists(self.ruled),
            "shots": self.shots,
            "pool_reads": self.pool_reads,
            "chip_counts": self.chip_counts,
            "count_read": self.count_read,
            "released": self.released,
            "count_replaced": self.count_replaced,
            "anchors": self.anchors,
            "shot_replaced": self.shot_replaced,
            "chip_sets": self.chip_sets,
            "color_ups": self.color_ups,
            "broken": self.broken,
            "positions_replaced": self.positions_replaced,
            "opened": self.opened,
            "table_changes": self.table_changes,
            "list_steps": self.list_steps,
            "resized": self.resized,
            "shot_settings": self.shot_settings,
            "settings_replaced": self.settings_replaced,
            "banks_restored": self.banks_restored,
            "configs_replaced": self.configs_replaced,
            "configures": self.configures,
            "late_changes": self.late_changes,
            "prize_changes": self.prize_changes,
            "capacity_changes": self.capacity_changes,
            "hand_busts": self.hand_busts,
            "start_reads": self.start_reads,
            "size_reads": self.size_reads,
        }

    # -- questions ----------------------------------------------------------------
    def covers(self, seq: int) -> bool:
        return seq >= self.complete_from

    def table_readers_after(self, table: int, seq: int) -> list[int]:
        """The actions after #seq that counted the table's players, opened or closed it, or resized it, in order: for
        an undo that changes whether it is open, its size, or what a resize read. Only the two lists' tails after
        #seq are merged (an undo's refusal asks this of thousands of tables)."""
        counted, resized = after(self.tables.get(table), seq), after(self.resizes.get(table), seq)
        return sorted(counted + resized) if resized else counted

    def quiet_after(
        self, seq: int, *, players: Iterable[int] = (), seats: Iterable[tuple[int, int]] = (), tables: Iterable[int] = ()
    ) -> bool:
        """Nothing after #seq is opaque, names these players, seats someone at or looks at these seats, or counts these tables."""
        if any_after(self.opaque, seq):
            return False
        if any(any_after(self.named.get(pid), seq) for pid in players):
            return False
        if any(any_after(self.seats.get(seat), seq) for seat in seats):
            return False
        return not any(any_after(self.tables.get(table), seq) for table in tables)


def add_seq(seqs: list[int], seq: int) -> None:
    if not seqs or seqs[-1] < seq:
        seqs.append(seq)
    elif seqs[-1] != seq:
        bisect.insort(seqs, seq)  # a redo in place: the action goes back where it was


def remove_seq(seqs: list[int] | None, seq: int) -> None:
    if seqs:
        at = bisect.bisect_left(seqs, seq)
        if at < len(seqs) and seqs[at] == seq:
            del seqs[at]


def holds_seq(seqs: list[int], seq: int) -> bool:
    at = bisect.bisect_left(seqs, seq)
    return at < len(seqs) and seqs[at] == seq


def after(seqs: list[int] | None, seq: int) -> list[int]:
    """Those of `seqs` (ascending) after `seq`."""
    return seqs[bisect.bisect_right(seqs, seq) :] if seqs else []


def first_unseen(index: ReversalIndex, lookup: Any, seq: int, blind: frozenset[str]) -> int | None:
    """The first action after #seq the index does not follow, past those of kinds known not to read what an undo
    there asks about (`blind`)."""
    for later in after(index.opaque, seq):
        action = lookup(later)
        if action is None or action.kind not in blind:
            return later
    return None


def config_at(index: ReversalIndex, config: Any, seq: int) -> Any:
    """The settings in force at #seq: those the first change of them after it replaced (each notes them, followed
    or not), or `config` (the state's) without one."""
    later = [c for c in index.configs_replaced if c > seq]
    return index.configs_replaced[min(later)] if later else config


def first_opaque_after(state: Any, seq: int) -> int | None:
    """The first action in force after #seq that the state's index does not follow: an undo or redo of #seq can be
    taken in place on the state just before it, and the rest replayed from there (`Book._split_step`)."""
    index = index_of(state)
    later = after(index.opaque, seq)
    return later[0] if later else None


def any_between(seqs: list[int] | None, low: int, high: int | None) -> bool:
    """Any of `seqs` after `low` and before `high` (None: to the end)."""
    if not seqs:
        return False
    at = bisect.bisect_right(seqs, low)
    return at < len(seqs) and (high is None or seqs[at] < high)


def any_after(seqs: list[int] | None, seq: int) -> bool:
    return bool(seqs) and seqs[-1] > seq  # type: ignore[index]


def ruled_players(action: Action) -> set[int]:
    """The players a ruling names: in its payload's player keys and its list."""
    named = named_players([action]) or set()
    listed = action.payload.get("player_ids")
    return named | {p for p in listed if isinstance(p, int) and not isinstance(p, bool)} if isinstance(listed, list) else named


def id_in(value: object) -> int | None:
    """A number in a payload (a player's, a table's), or None when it is not a whole number."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def player_of(action: Action | Mapping[str, Any]) -> int | None:
    """The player an action (or one of its entries) names under `player_id`."""
    return id_in((action.payload if isinstance(action, Action) else action).get("player_id"))


def bust_names(action: Action, key: str = "player_id") -> set[int]:
    """The players a bust's entries name under `key` (who is out, or who eliminated him)."""
    busts = action.payload.get("busts")
    found = {b.get(key) for b in busts if isinstance(b, dict)} if isinstance(busts, list) else set()
    return {pid for pid in found if isinstance(pid, int) and not isinstance(pid, bool)}


def leaves_seat_alone(action: Action, pid: int) -> bool:
    """An action naming the player that neither reads nor changes his seat."""
    if action.kind in ("money.addon", "money.xtrastack", "chips.color_up") or action.kind in SHOT_CLOCK:
        return True  # a purchase, the shot clock put on him, his chips colored up: none reads where he sits
    return action.kind == "player.bust" and pid not in bust_names(action)  # he eliminated somebody


def notes_his_table(action: Action, pid: int) -> bool:
    """A warning or missed hands given to him: it reads only that he is in, and notes the table he sits at (RPT
    Art. 71.1); missed orbits count that table's players, a disqualification takes him out."""
    return action.kind == "floor.penalty" and player_of(action) == pid and action.payload.get("kind") in ("warning", "missed_hands")


def keeps_his_seat(action: Action, pid: int) -> bool:
    """An action naming a player seated in both worlds (only where) that changes nothing of his seat: one that
    leaves it alone, or his chips counted (it reads that he sits, not where)."""
    return leaves_seat_alone(action, pid) or (action.kind == "chips.count" and player_of(action) == pid)


def _hand_for_hand(state: Any, action: Action) -> bool:
    return bool(getattr(state.clock, "hand_for_hand", False)) or action.payload.get("hand_for_hand") is True


def _ends_at_places(state: Any) -> bool:
    config = getattr(state, "config", None)
    return config is not None and config.modality in (Modality.SURVIVOR, Modality.SATELLITE)


def _hand_mates_before(state: Any, action: Action) -> set[int]:
    """Players out in the same hand-for-hand hand before this bust: it shared the places with those still out
    (RPT Art. 79), so it read whether each still was."""
    mine = bust_names(action)
    busts = state.seating.busts
    records = [busts[-1]] if busts and busts[-1].player_id in mine and busts[-1].at_ms == action.at_ms else []  # its own: the latest
    if not records:
        return set()
    clock = state.clock
    since = clock.hand_for_hand_since_ms if clock.hand_for_hand else None
    return {b.player_id for b in state.seating.busts_in_hand(records[0].hand, since)} - mine


def disqualifies(action: Action | None) -> bool:
    """A disqualification (RPT Art. 71.4): its player goes out without a bust -- no finish, no bust record -- his
    chips leave the tournament, and the seat he sat in is free, as a bust leaves it."""
    return action is not None and action.kind == "floor.penalty" and action.payload.get("kind") == "disqualification"


def counts_orbits(action: Action | None) -> bool:
    """A missed-orbits penalty: it counted its table's players (RPT Art. 71.1)."""
    return action is not None and action.kind == "floor.penalty" and action.payload.get("kind") == "missed_orbits"


def past_the_event_s_size(config: Any, action: Action) -> bool:
    """A table resized one seat over the event's size (in `config`, the settings at its place): the final table's
    (RPT Art. 11), which read the field."""
    return config is None or action.payload.get("seats", 0) > config.table_size


def resized_seats(one: int, other: int) -> range:
    """The seats a table has in one of two sizes only."""
    return range(min(one, other) + 1, max(one, other) + 1)


def _sit_and_go(state: Any) -> bool:
    config = getattr(state, "config", None)
    return config is not None and config.modality is Modality.SIT_AND_GO


def index_of(state: Any) -> ReversalIndex:
    """The state's index; a state pickled by a version without one gets an index that covers nothing before now."""
    index = getattr(state, "reversal", None)
    if index is None:
        index = state.reversal = ReversalIndex(complete_from=1 << 62)
    return index
