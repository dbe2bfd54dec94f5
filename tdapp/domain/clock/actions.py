"""Action handlers of the clock rules (registered on the tournament rulebook).

Every clock command is an action in the log; a handler checks everything,
then returns an effect that first settles the clock's anchor at the action's
time and then changes it. A command that makes no sense now (resume while
running, previous level at level 1) is refused and changes nothing.

Kinds (payloads):
  clock.set_structure          {"items": [...], "chips": [...]}   same items as `tdapp calc structure --json`
  clock.start                  {}
  clock.pause / clock.resume   {}
  clock.next_level             {}  to the start of the next item (a break is an item)
  clock.previous_level         {}  to the start of the previous item
  clock.jump                   {"level": n, "seconds_left": s?}
  clock.adjust                 {"seconds": +n to add time, -n to remove it}
  clock.end_day                {}  FS 1.3
  clock.resume_day             {"running": true, "restore_time_banks": true}
  clock.hand_for_hand.start    {"tables": [n, ...]?}  RPT Art. 79
  clock.hand_for_hand.tables   {"tables": [n, ...]}
  clock.hand_for_hand.table_done {"table": n}
  clock.hand_for_hand.next_hand  {}
  clock.hand_for_hand.end      {"running": true}
  clock.shot.start             {"table": n, "player_id": p, "call": "shot" | "time"}  RPT Art. 80, Art. 29
  clock.shot.time_bank         {"table": n, "player_id": p}
  clock.shot.stop              {"table": n}
  clock.shot.restore_time_banks {"player_ids": [p, ...]?}
  clock.shot.configure         {"shot_seconds", "time_bank_uses", "time_bank_seconds", "time_call_seconds", "time_call_count_seconds"}
"""

from __future__ import annotations

from typing import Any

from tdapp.domain.clock.level_clock import remaining_in
from tdapp.domain.clock.shape import check_structure_shape
from tdapp.domain.clock.shot_clock import SECOND_MS, CallKind, Countdown
from tdapp.domain.clock.state import ClockState
from tdapp.domain.clock.structure import Structure
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.ending import end_when_hand_done
from tdapp.domain.rulebook import Effect
from tdapp.domain.seating.button import starting_positions
from tdapp.domain.tournament.config import Modality, TournamentConfig
from tdapp.domain.tournament.reversal_index import StartRead, TablePositions, index_of
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of
from tdapp.domain.tournament.state import RegStatus, Status, TournamentState

MAX_ADJUST_SECONDS = 24 * 3600


def _open(state: TournamentState) -> TournamentConfig:
    config = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is finished.")
    return config


def _started(state: TournamentState) -> tuple[ClockState, Structure]:
    _open(state)
    clock = state.clock
    if not clock.started or clock.structure is None:
        raise RuleError("The clock has not been started.")
    return clock, clock.structure


def _playing(state: TournamentState) -> tuple[ClockState, Structure]:
    clock, structure = _started(state)
    if clock.ended_for_day:
        raise RuleError("Play has ended for the day; resume the next day first (FS 1.3).")
    return clock, structure


def _int(payload: Any, key: str, *, default: int | None = None) -> int:
    value = payload.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("'{value}' is not a whole number ({field}).", value=value, field=key)
    return value


def _tables(payload: Any) -> tuple[int, ...]:
    raw = payload.get("tables", [])
    if not isinstance(raw, list) or not all(isinstance(t, int) and not isinstance(t, bool) and t > 0 for t in raw):
        raise RuleError("Tables are given as a list of table numbers.")
    if len(set(raw)) != len(raw):
        raise RuleError("A table is listed twice.")
    return tuple(sorted(raw))


# -- structure ----------------------------------------------------------------


@TOURNAMENT.handles("clock.set_structure")
def set_structure(state: TournamentState, action: Action) -> Effect:
    """Set or edit the structure; once play has begun, only the present and the future can change."""
    config = _open(state)
    new = Structure.from_dict(dict(action.payload))
    check_structure_shape(config.modality, new)
    clock = state.clock
    old = clock.structure
    if not clock.started or old is None:

        def fresh() -> None:
            clock.structure = new

        return fresh
    index, spent = clock.anchor_at(action.at_ms)
    if new.items[:index] != old.items[:index]:
        raise RuleError("Levels and breaks already played cannot be changed; only the current and later ones can.")
    if new.chips_in_play(index) != old.chips_in_play(index) and new.chips and old.chips:
        raise RuleError("The chips colored up in breaks already played cannot change.")
    if index >= len(new.items) or new.items[index].is_break != old.items[index].is_break:
        raise RuleError("The item being played now must stay a {what}.", what="break" if old.items[index].is_break else "level")
    _exhausted_before = remaining_in(old, index, spent)[1]
    is_last = index == len(new.items) - 1
    new_duration = new.items[index].duration_ms
    if not _exhausted_before and not is_last and spent >= new_duration:
        raise RuleError(
            "Level {level} has already been played for longer than the new duration; go to the next level instead.",
            level=new.level_number(index),
        )

    def edit() -> None:
        clock.settle(action.at_ms)
        clock.structure = new
        if _exhausted_before and not is_last:
            # The last level had run out; the level added after it starts now.
            clock.index, clock.spent_ms = index + 1, 0

    return edit


# -- start, pause, resume ----------------------------------------------------


@TOURNAMENT.handles("clock.start")
def start(state: TournamentState, action: Action) -> Effect:
    """Start level 1; the tournament is then running. A Sit & Go starts only with a full table (FS 3.1.8)."""
    config = _open(state)
    clock = state.clock
    if clock.started:
        raise RuleError("The clock has already been started.")
    if clock.structure is None:
        raise RuleError("Set the blind structure before starting the clock.")
    if config.modality is Modality.SIT_AND_GO:
        seated = sum(1 for r in state.registrations.values() if r.status is RegStatus.ENTERED)
        if seated < config.table_size:
            raise RuleError(
                "A Sit & Go starts when the table is full: {seated} of {seats} players have paid (FS 3.1.8).",
                seated=seated,
                seats=config.table_size,
            )

    def effect() -> None:
        before = (clock.index, clock.spent_ms)
        clock.started_at_ms = action.at_ms
        clock.running_since_ms = action.at_ms
        clock.index, clock.spent_ms = 0, 0
        state.status = Status.RUNNING
        # DP 06: at the start seat 1 has the button, at every table the floor has not already set.
        looked: dict[int, tuple[TablePositions, TablePositions]] = {}
        for table in state.seating.open_tables():
            if table.button_known:
                continue
            was = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
            positions = starting_positions(table)
            if positions is not None:
                table.button, table.small_blind, table.big_blind = positions
                table.positions_at_ms = action.at_ms
            looked[table.number] = (was, (table.button, table.small_blind, table.big_blind, table.positions_at_ms))
        index_of(state).starts[action.seq] = StartRead(before, looked)  # what an undo in place gives back

    return effect


@TOURNAMENT.handles("clock.pause")
def pause(state: TournamentState, action: Action) -> Effect:
    clock, _ = _playing(state)
    if clock.hand_for_hand:
        raise RuleError("The clock is stopped during hand-for-hand; each hand takes its time off (RPT Art. 79).")
    if not clock.running:
        raise RuleError("The clock is already paused.")

    def effect() -> None:
        clock.settle(action.at_ms)
        clock.running_since_ms = None

    return effect


@TOURNAMENT.handles("clock.resume")
def resume(state: TournamentState, action: Action) -> Effect:
    clock, _ = _playing(state)
    if clock.hand_for_hand:
        raise RuleError("End hand-for-hand to let the clock run again (RPT Art. 79).")
    if clock.running:
        raise RuleError("The clock is already running.")

    def effect() -> None:
        clock.running_since_ms = action.at_ms

    return effect


# -- moving through the structure -------------------------------------------


def _go_to(clock: ClockState, at_ms: int, index: int, spent_ms: int = 0) -> None:
    clock.settle(at_ms)
    clock.index, clock.spent_ms = index, spent_ms


@TOURNAMENT.handles("clock.next_level")
def next_level(state: TournamentState, action: Action) -> Effect:
    clock, structure = _started(state)
    index, _ = clock.anchor_at(action.at_ms)
    if index + 1 >= len(structure.items):
        raise RuleError("Level {level} is the last level of the structure; add levels first.", level=structure.level_number(index))
    return lambda: _go_to(clock, action.at_ms, index + 1)


@TOURNAMENT.handles("clock.previous_level")
def previous_level(state: TournamentState, action: Action) -> Effect:
    clock, _structure = _started(state)
    index, _ = clock.anchor_at(action.at_ms)
    if index == 0:
        raise RuleError("The clock is at level 1; there is no previous level.")
    return lambda: _go_to(clock, action.at_ms, index - 1)


@TOURNAMENT.handles("clock.jump")
def jump(state: TournamentState, action: Action) -> Effect:
    """Go to the start of a level, or to a given time left in it (to match the room after a problem)."""
    clock, structure = _started(state)
    level = _int(action.payload, "level")
    target = structure.index_of_level(level)
    duration = structure.items[target].duration_ms
    spent = 0
    if action.payload.get("seconds_left") is not None:
        left_ms = _int(action.payload, "seconds_left") * SECOND_MS
        if not 0 < left_ms <= duration:
            raise RuleError(
                "Level {level} lasts {minutes} minutes: the time left must be between 1 second and that.",
                level=level,
                minutes=structure.items[target].minutes,
            )
        spent = duration - left_ms
    return lambda: _go_to(clock, action.at_ms, target, spent)


@TOURNAMENT.handles("clock.adjust")
def adjust(state: TournamentState, action: Action) -> Effect:
    """Add time (positive seconds) or remove it (negative); removing all the time left is refused."""
    clock, structure = _started(state)
    seconds = _int(action.payload, "seconds")
    if seconds == 0:
        raise RuleError("Give the number of seconds to add or remove.")
    if abs(seconds) > MAX_ADJUST_SECONDS:
        raise RuleError("A clock adjustment is limited to 24 hours.")
    index, spent = clock.anchor_at(action.at_ms)
    remaining, _ = remaining_in(structure, index, spent)
    if remaining + seconds * SECOND_MS <= 0:
        raise RuleError(
            "Only {left} seconds are left; removing {seconds} would end the level. Use next level instead.",
            left=-(-remaining // SECOND_MS),
            seconds=-seconds,
        )

    def effect() -> None:
        clock.settle(action.at_ms)
        # Spent time past the end of a run-out structure is folded back into one cycle first.
        duration = structure.items[clock.index].duration_ms
        clock.spent_ms = duration - remaining - seconds * SECOND_MS

    return effect


# -- days (FS 1.3) -----------------------------------------------------------


@TOURNAMENT.handles("clock.end_day")
def end_day(state: TournamentState, action: Action) -> Effect:
    """FS 1.3: the TD ends play for the day; the clock keeps its level and time left for the next day."""
    clock, _ = _playing(state)
    if clock.hand_for_hand:
        raise RuleError("End hand-for-hand before ending the day.")

    def effect() -> None:
        clock.settle(action.at_ms)
        clock.running_since_ms = None
        clock.ended_for_day = True
        clock.shot.tables.clear()

    return effect


@TOURNAMENT.handles("clock.resume_day")
def resume_day(state: TournamentState, action: Action) -> Effect:
    """FS 1.3: play continues on a later day where it stopped.

    RPT Art. 80.4: each player is given his Time Bank at the start of every
    day, so they come back unless the TD decided otherwise for this event
    (`"restore_time_banks": false`, RPT Art. 80's closing clause).
    """
    clock, _ = _started(state)
    if not clock.ended_for_day:
        raise RuleError("Play has not ended for the day.")
    running = bool(action.payload.get("running", True))
    restore = bool(action.payload.get("restore_time_banks", True))

    def effect() -> None:
        clock.day += 1
        clock.ended_for_day = False
        clock.running_since_ms = action.at_ms if running else None
        if restore:
            clock.shot.time_banks_used.clear()

    return effect


# -- hand-for-hand (RPT Art. 79) ---------------------------------------------


@TOURNAMENT.handles("clock.hand_for_hand.start")
def hand_for_hand_start(state: TournamentState, action: Action) -> Effect:
    """Stop the clock: from now every hand takes a fixed time off it, whatever it really lasts."""
    clock, _structure = _playing(state)
    if clock.hand_for_hand:
        raise RuleError("Hand-for-hand is already on.")
    tables = _tables(action.payload)

    def effect() -> None:
        clock.settle(action.at_ms)
        clock.running_since_ms = None
        clock.hand_for_hand = True
        clock.hand_for_hand_since_ms = action.at_ms
        clock.hand_for_hand_hands = 0
        clock.hand_for_hand_tables = tables
        clock.hand_for_hand_done = frozenset()

    return effect


def _in_hand_for_hand(state: TournamentState) -> tuple[ClockState, Structure]:
    clock, structure = _playing(state)
    if not clock.hand_for_hand:
        raise RuleError("Hand-for-hand is not on.")
    return clock, structure


@TOURNAMENT.handles("clock.hand_for_hand.tables")
def hand_for_hand_tables(state: TournamentState, action: Action) -> Effect:
    """The tables still playing (one was broken, or the TD starts tracking them)."""
    clock, _ = _in_hand_for_hand(state)
    tables = _tables(action.payload)

    def effect() -> None:
        clock.hand_for_hand_tables = tables
        clock.hand_for_hand_done = clock.hand_for_hand_done & frozenset(tables)

    return effect


@TOURNAMENT.handles("clock.hand_for_hand.table_done")
def hand_for_hand_table_done(state: TournamentState, action: Action) -> Effect:
    clock, _ = _in_hand_for_hand(state)
    table = _int(action.payload, "table")
    if clock.hand_for_hand_tables and table not in clock.hand_for_hand_tables:
        raise RuleError("Table {table} is not playing hand-for-hand.", table=table)
    if table in clock.hand_for_hand_done:
        raise RuleError("Table {table} has already finished this hand.", table=table)

    ending = end_when_hand_done(state, action.at_ms, done={table})  # FS 3.1.9, 3.1.4: the bubble hand is over

    def effect() -> None:
        clock.hand_for_hand_done = clock.hand_for_hand_done | {table}
        if ending is not None:
            ending()

    return effect


@TOURNAMENT.handles("clock.hand_for_hand.next_hand")
def hand_for_hand_next_hand(state: TournamentState, action: Action) -> Effect:
    """'Dealers, deal the next hand': every table has finished; the hand takes its fixed time off the clock.

    The time runs into the next level if this one ends (the blinds keep rising,
    RPT Art. 79) but stops at the start of a break: the TD ends hand-for-hand
    to play the break and starts it again after.
    """
    config = state.require_config()
    clock, structure = _in_hand_for_hand(state)
    index, spent = clock.anchor_at(action.at_ms)
    if structure.items[index].is_break:
        raise RuleError("The room is on a break: end hand-for-hand to play the break, then start it again.")
    waiting = [t for t in clock.hand_for_hand_tables if t not in clock.hand_for_hand_done]
    if waiting:
        raise RuleError(
            "All tables must finish the hand before the next one (RPT Art. 79); still playing: {tables}.",
            tables=", ".join(str(t) for t in waiting),
        )
    hand_ms = config.hand_for_hand_seconds * SECOND_MS

    def effect() -> None:
        clock.index, clock.spent_ms = _take_off(structure, index, spent, hand_ms)
        clock.hand_for_hand_hands += 1
        clock.hand_for_hand_done = frozenset()

    return effect


def _take_off(structure: Structure, index: int, spent: int, amount: int) -> tuple[int, int]:
    """Take `amount` of play off the clock, through level ends but never into a break."""
    last = len(structure.items) - 1
    spent += amount
    while index < last and spent >= structure.items[index].duration_ms:
        spent -= structure.items[index].duration_ms
        index += 1
        if structure.items[index].is_break:
            return index, 0
    return index, spent


@TOURNAMENT.handles("clock.hand_for_hand.end")
def hand_for_hand_end(state: TournamentState, action: Action) -> Effect:
    clock, _ = _in_hand_for_hand(state)
    running = bool(action.payload.get("running", True))

    ending = end_when_hand_done(state, action.at_ms, hand_over=True)

    def effect() -> None:
        clock.hand_for_hand = False
        clock.hand_for_hand_since_ms = None
        clock.hand_for_hand_tables = ()
        clock.hand_for_hand_done = frozenset()
        clock.running_since_ms = action.at_ms if running else None
        if ending is not None:
            ending()

    return effect


# -- shot clock (RPT Art. 80) and "time" (RPT Art. 29) ----------------------


def _table(payload: Any) -> int:
    table = _int(payload, "table")
    if table <= 0:
        raise RuleError("No such table: {table}.", table=table)
    return table


def _player_in_play(state: TournamentState, payload: Any) -> int:
    pid = player_id_of(payload)
    reg = state.registrations.get(pid)
    if reg is None or reg.status is not RegStatus.ENTERED or not reg.alive:
        raise RuleError("Player {player} is not playing in this tournament.", player=pid)
    return pid


# What the shot clock's commands check of the table's countdown, in their words: an undo in place before them asks
# the same of the countdown the table would have had (`tdapp.domain.tournament.shot_reversal`).
def already_on_the_clock(current: Countdown | None, pid: int, table: int, at_ms: int) -> RuleError | None:
    if current is not None and current.player_id == pid and current.remaining_ms(at_ms) > 0:
        return RuleError("Player {player} is already on the clock at table {table}.", player=pid, table=table)
    return None


def not_on_the_clock(current: Countdown | None, pid: int, table: int, at_ms: int) -> RuleError | None:
    if current is None or current.player_id != pid:
        return RuleError("Player {player} is not on the clock at table {table}.", player=pid, table=table)
    if current.remaining_ms(at_ms) == 0:
        return RuleError("Player {player}'s time has run out; a Time Bank must be used before zero (RPT Art. 80).", player=pid)
    return None


def no_shot_clock(current: Countdown | None, table: int) -> RuleError | None:
    return RuleError("There is no shot clock running at table {table}.", table=table) if current is None else None


def with_time_bank(current: Countdown, seconds: int) -> Countdown:
    """The countdown with a Time Bank handed in: `seconds` more."""
    return Countdown(
        current.player_id, current.kind, current.started_at_ms, current.allowed_ms + seconds * SECOND_MS, current.time_banks + 1
    )


@TOURNAMENT.handles("clock.shot.start")
def shot_start(state: TournamentState, action: Action) -> Effect:
    """The dealer starts the 30 s shot clock (RPT Art. 80.2), or the TD calls 'time': 25 s + 5 s (RPT Art. 29)."""
    clock, _ = _playing(state)
    table = _table(action.payload)
    pid = _player_in_play(state, action.payload)
    try:
        kind = CallKind(action.payload.get("call", CallKind.SHOT.value))
    except ValueError:
        raise RuleError("Unknown call '{call}': 'shot' or 'time'.", call=action.payload.get("call")) from None
    current = clock.shot.tables.get(table)
    refused = already_on_the_clock(current, pid, table, action.at_ms)
    if refused is not None:
        raise refused
    countdown = Countdown(pid, kind, action.at_ms, clock.shot.call_ms(kind))

    def effect() -> None:
        index_of(state).shot_replaced[action.seq] = current
        clock.shot.tables[table] = countdown

    return effect


@TOURNAMENT.handles("clock.shot.time_bank")
def shot_time_bank(state: TournamentState, action: Action) -> Effect:
    """A Time Bank adds 30 s to the running countdown; two uses a day, even in one hand (RPT Art. 80.4-80.6)."""
    clock, _ = _playing(state)
    table = _table(action.payload)
    pid = player_id_of(action.payload)
    current = clock.shot.tables.get(table)
    refused = not_on_the_clock(current, pid, table, action.at_ms)
    if refused is not None:
        raise refused
    assert current is not None
    if clock.shot.time_banks_left(pid) == 0:
        raise RuleError("Player {player} has used both Time Banks of the day (RPT Art. 80).", player=pid)
    updated = with_time_bank(current, clock.shot.time_bank_seconds)

    def effect() -> None:
        index_of(state).shot_replaced[action.seq] = current
        clock.shot.tables[table] = updated
        clock.shot.time_banks_used[pid] = clock.shot.time_banks_used.get(pid, 0) + 1

    return effect


@TOURNAMENT.handles("clock.shot.stop")
def shot_stop(state: TournamentState, action: Action) -> Effect:
    """The player acted (or the dealer applied the fold/check at zero): the table's countdown is cleared."""
    clock, _ = _started(state)
    table = _table(action.payload)
    refused = no_shot_clock(clock.shot.tables.get(table), table)
    if refused is not None:
        raise refused

    def effect() -> None:
        index_of(state).shot_replaced[action.seq] = clock.shot.tables.pop(table)

    return effect


@TOURNAMENT.handles("clock.shot.restore_time_banks")
def shot_restore_time_banks(state: TournamentState, action: Action) -> Effect:
    """The TD gives the Time Banks back, normally on a new day (RPT Art. 80.6); all players or those listed."""
    clock, _ = _started(state)
    raw = action.payload.get("player_ids")
    if raw is None:
        players = sorted(pid for pid, used in clock.shot.time_banks_used.items() if used)
    else:
        if not isinstance(raw, list):
            raise RuleError("Players are given as a list of player numbers.")
        players = [player_id_of({"player_id": p}) for p in raw]
    if not any(clock.shot.time_banks_used.get(p, 0) for p in players):
        raise RuleError("Every player concerned still has all Time Banks.")

    def effect() -> None:
        used = clock.shot.time_banks_used
        index_of(state).note_banks(action.seq, {p: used[p] for p in players if used.get(p)})  # for an undo in place
        for p in players:
            used.pop(p, None)

    return effect


_SHOT_SETTINGS = ("shot_seconds", "time_bank_uses", "time_bank_seconds", "time_call_seconds", "time_call_count_seconds")


@TOURNAMENT.handles("clock.shot.configure")
def shot_configure(state: TournamentState, action: Action) -> Effect:
    """The TD may adjust the time allowed to act (RPT Art. 29 last sentence) and the Time Banks of the event."""
    _open(state)
    unknown = set(action.payload) - set(_SHOT_SETTINGS)
    if unknown:
        raise RuleError("Unknown shot clock settings: {fields}.", fields=", ".join(sorted(unknown)))
    if not action.payload:
        raise RuleError("Give at least one shot clock setting.")
    values = {key: _int(action.payload, key) for key in action.payload}
    for key, value in values.items():
        if value < 0 or (value == 0 and key not in ("time_bank_uses", "time_call_count_seconds")) or value > 600:
            raise RuleError("The shot clock setting {field} must be between 1 and 600 ({value}).", field=key, value=value)
    shot = state.clock.shot

    def effect() -> None:
        index_of(state).note_settings(action.seq, {key: getattr(shot, key) for key in values})  # for an undo in place
        for key, value in values.items():
            setattr(shot, key, value)

    return effect
