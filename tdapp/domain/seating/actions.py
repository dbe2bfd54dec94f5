"""Action handlers of the seating rules (registered on the tournament rulebook).

Every handler checks the whole payload against the state first (RuleError on
any problem) and only then returns the effect. Random draws are made before
the action is recorded (`tdapp.domain.seating.draw`), so the payloads carry
the seats and replaying a log always seats everybody the same way.

Kinds and payloads:

* ``seating.open_table`` {"table": n, "seats"?: s, "closed_seats"?: [..]}
* ``seating.close_table`` {"table": n} (an empty table)
* ``seating.close_seat`` / ``seating.open_seat`` {"table": n, "seat": s}
* ``seating.resize_table`` {"table": n, "seats": s}
* ``seating.draw`` {"seats": [{"player_id", "table", "seat"}], "inputs": {..}}
* ``seating.seat`` {"player_id", "table", "seat", "dealt_in"?, "reentry"?, "inputs"?}
* ``seating.move`` {"player_id", "table", "seat", "reason"?: "balance"}
* ``seating.break_table`` {"table": n, "seats": [{"player_id", "table", "seat"}], "final_table_seats"?: s}
* ``seating.set_button`` {"table", "seat", "small_blind"?, "big_blind"?}
* ``seating.next_hand`` {"table"}
* ``seating.win_the_button`` {"table", "winners": [player ids]}
* ``player.bust`` {"busts": [{"player_id", "eliminator_id"?, "starting_stack"?}], "hand"?, "hand_for_hand"?}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.ending import hand_still_playing, places_that_end, registration_closed, survivors_finish
from tdapp.domain.rulebook import Effect
from tdapp.domain.seating import button as buttons
from tdapp.domain.seating.balance import final_table_size
from tdapp.domain.seating.eliminations import rank_busts
from tdapp.domain.seating.state import MAX_SEATS, MIN_SEATS, BustRecord, SeatingState, Table
from tdapp.domain.tournament.config import Modality, SimultaneousBustRule, TournamentConfig
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.reversal_index import index_of
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of
from tdapp.domain.tournament.state import Status, TournamentState

#: Names the clock engine may give its hand-for-hand hand counter (read defensively).
_CLOCK_HAND_FIELDS = ("hand_for_hand_hands", "hand_number")


# -- payload helpers -------------------------------------------------------


def _config(state: TournamentState) -> TournamentConfig:
    config = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is finished.")
    return config


def _number(payload: Mapping[str, Any], key: str) -> int:
    value = payload.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RuleError("'{value}' is not a valid {field}.", value=value, field=key.replace("_", " "))
    return value


def _open_table(seating: SeatingState, payload: Mapping[str, Any], key: str = "table") -> Table:
    return seating.table(_number(payload, key))


def _check_seat(table: Table, seat: int, *, seats: int | None = None) -> None:
    """The seat exists, is not closed and is empty."""
    if not 1 <= seat <= (seats or table.seats):
        raise RuleError("Table {table} has no seat {seat}.", table=table.number, seat=seat)
    if seat in table.closed_seats:
        raise RuleError("Seat {seat} of table {table} is closed.", table=table.number, seat=seat)
    if seat in table.players:
        raise RuleError(
            "Seat {seat} of table {table} is taken by player {player}.", table=table.number, seat=seat, player=table.players[seat]
        )


def _needs_seat(state: TournamentState, pid: int) -> None:
    """A player can be seated once he has paid and has chips, and only if he has no seat (RPT Art. 6-7)."""
    reg = state.entered(pid)
    if not reg.alive:
        raise RuleError("Player {player} is out of the tournament.", player=pid)
    if pid in state.seating.seat_of:
        table, seat = state.seating.seat_of[pid]
        raise RuleError("Player {player} already sits at table {table}, seat {seat}.", player=pid, table=table, seat=seat)


def _placements(state: TournamentState, entries: Any, *, extra_seats: Mapping[int, int] | None = None) -> list[tuple[int, int, int]]:
    """(player, table, seat) triples of a payload, with no player and no seat twice."""
    if not isinstance(entries, list) or not entries:
        raise RuleError("The list of seats is empty.")
    out: list[tuple[int, int, int]] = []
    players: set[int] = set()
    seats: set[tuple[int, int]] = set()
    for entry in entries:
        pid = player_id_of(entry)
        table = state.seating.table(_number(entry, "table"))
        seat = _number(entry, "seat")
        if pid in players:
            raise RuleError("Player {player} is given two seats.", player=pid)
        if (table.number, seat) in seats:
            raise RuleError("Seat {seat} of table {table} is given twice.", table=table.number, seat=seat)
        _check_seat(table, seat, seats=(extra_seats or {}).get(table.number))
        players.add(pid)
        seats.add((table.number, seat))
        out.append((pid, table.number, seat))
    return out


# -- tables and seats --------------------------------------------------------


def size_read(action: Action, size: int) -> tuple[object, ...]:
    """All a table opened or resized reads of the event's table size (`size`), which the TD may change mid-flight:
    an opened table, the seats it gets when none are given and whether they fit (FS 1.2); a resize, whether it goes
    over the size and the final table's limit then (RPT Art. 11). An undo or redo in place asks whether two sizes
    read alike for it."""
    if action.kind == "seating.open_table":
        seats = action.payload.get("seats", size)
        return (seats, isinstance(seats, int) and MIN_SEATS <= seats <= size)
    seats = action.payload.get("seats")
    over = isinstance(seats, int) and seats > size
    return (over, final_table_size(size) if over else 0)


@TOURNAMENT.handles("seating.open_table")
def open_table(state: TournamentState, action: Action) -> Effect:
    """Open a table with the room's number; tables open in the order of these actions."""
    config = _config(state)
    seating = state.seating
    number = _number(action.payload, "table")
    existing = seating.tables.get(number)
    if existing is not None and existing.is_open:
        raise RuleError("Table {table} is already open.", table=number)
    if config.modality is Modality.SIT_AND_GO and any(t.is_open for t in seating.tables.values()):
        raise RuleError("A Sit & Go is played at one table (FS 3.1.8): table {table} cannot be opened beside it.", table=number)
    seats = action.payload.get("seats", config.table_size)
    if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= config.table_size:
        raise RuleError(
            "A table of this event has between {low} and {high} seats (FS 1.2); {seats} was given.",
            low=MIN_SEATS,
            high=config.table_size,
            seats=seats,
        )
    closed = action.payload.get("closed_seats", [])
    if not isinstance(closed, list) or any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= seats for s in closed):
        raise RuleError("Closed seats must be seat numbers of table {table}.", table=number)
    if seats - len(set(closed)) < MIN_SEATS:
        raise RuleError("Table {table} needs at least two open seats.", table=number)

    def effect() -> None:
        seating.tables[number] = Table(number, seats, set(closed))
        seating.opening_order.append(number)

    return effect


@TOURNAMENT.handles("seating.close_table")
def close_table(state: TournamentState, action: Action) -> Effect:
    _config(state)
    table = _open_table(state.seating, action.payload)
    if table.players:
        raise RuleError("Table {table} still has {count} players: break it instead (RPT Art. 9).", table=table.number, count=table.count)

    def effect() -> None:
        index_of(state).note_break(action.seq, (), (table.button, table.small_blind, table.big_blind, table.positions_at_ms))
        _close(state.seating, table)

    return effect


def _close(seating: SeatingState, table: Table) -> None:
    table.is_open = False
    table.button = table.small_blind = table.big_blind = None
    seating.opening_order.remove(table.number)


@TOURNAMENT.handles("seating.close_seat")
def close_seat(state: TournamentState, action: Action) -> Effect:
    _config(state)
    table = _open_table(state.seating, action.payload)
    seat = _number(action.payload, "seat")
    _check_seat(table, seat)
    if table.capacity <= MIN_SEATS:
        raise RuleError("Table {table} needs at least two open seats.", table=table.number)
    return lambda: table.closed_seats.add(seat)


@TOURNAMENT.handles("seating.open_seat")
def open_seat(state: TournamentState, action: Action) -> Effect:
    _config(state)
    table = _open_table(state.seating, action.payload)
    seat = _number(action.payload, "seat")
    if seat not in table.closed_seats:
        raise RuleError("Seat {seat} of table {table} is not closed.", table=table.number, seat=seat)
    return lambda: table.closed_seats.discard(seat)


@TOURNAMENT.handles("seating.resize_table")
def resize_table(state: TournamentState, action: Action) -> Effect:
    """Change a table's number of seats; one seat over the event's size only for the final table (RPT Art. 11)."""
    config = _config(state)
    table = _open_table(state.seating, action.payload)
    seats = _number(action.payload, "seats")
    final = final_table_size(config.table_size)
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise RuleError("A table has between 2 and 10 seats (FS 1.2); {seats} was given.", seats=seats)
    if seats > config.table_size:
        if seats > final:
            raise RuleError("The final table holds at most {seats} players (RPT Art. 11).", seats=final)
        if state.players_left > final:
            raise RuleError(
                "Only the final table may have more than {size} seats (RPT Art. 11); {count} players are still in.",
                size=config.table_size,
                count=state.players_left,
            )
    occupied = [s for s in table.players if s > seats]
    if occupied:
        raise RuleError("Seat {seat} of table {table} is taken: move the player first.", seat=min(occupied), table=table.number)

    def effect() -> None:
        index_of(state).note_resize(action.seq, table.seats, (s for s in table.closed_seats if s > seats))  # for an undo in place
        table.seats = seats
        table.closed_seats = {s for s in table.closed_seats if s <= seats}

    return effect


# -- seats for players ----------------------------------------------------------


@TOURNAMENT.handles("seating.draw")
def draw(state: TournamentState, action: Action) -> Effect:
    """Apply a seat draw made by `draw.draw_seats` (RPT Art. 6)."""
    _config(state)
    placements = _placements(state, action.payload.get("seats"))
    for pid, _, _ in placements:
        _needs_seat(state, pid)

    def effect() -> None:
        for pid, table, seat in placements:
            state.seating.place(pid, table, seat)

    return effect


def repack_finishes(state: TournamentState) -> None:
    """Keep the finishes just below the players still in (see `eliminations.repack`), when they are next read."""
    state.seating.mark_places_stale()


@TOURNAMENT.handles("seating.seat")
def seat_player(state: TournamentState, action: Action) -> Effect:
    """Seat a late entrant, a waiting-list player or a re-entry at a drawn seat (RPT Art. 7.1).

    A player who re-enters while still seated (RPT Art. 7.2) gets a new seat
    with `"reentry": true`; his old seat is freed. A player who was out and
    re-entered is back in, so his earlier finish no longer stands.
    """
    _config(state)
    seating = state.seating
    pid = player_id_of(action.payload)
    table = _open_table(seating, action.payload)
    seat = _number(action.payload, "seat")
    reentry = action.payload.get("reentry") is True
    reg = state.entered(pid)
    if reentry and pid in seating.seat_of:
        if not reg.alive:
            raise RuleError("Player {player} is out of the tournament.", player=pid)
        if reg.reentries == 0:
            raise RuleError("Player {player} has not re-entered: he keeps his seat.", player=pid)
    else:
        _needs_seat(state, pid)
    if table.free_seats == 0:
        raise RuleError("Table {table} is full.", table=table.number)
    _check_seat(table, seat)
    had_finish = seating.has_finish(pid)

    def effect() -> None:
        if pid not in seating.seat_of and not had_finish:
            index_of(state).seated_fresh.add(action.seq)  # nothing else to give back: an undo in place unseats him
        if pid in seating.seat_of:
            index_of(state).moved_from[action.seq] = seating.unseat(pid)
        seating.place(pid, table.number, seat)
        if had_finish:
            if not seating.drop_finishes({pid}):
                repack_finishes(state)

    return effect


@TOURNAMENT.handles("seating.move")
def move(state: TournamentState, action: Action) -> Effect:
    """Move one player to a given seat; a balancing move must go from a fuller table (RPT Art. 10)."""
    _config(state)
    seating = state.seating
    pid = player_id_of(action.payload)
    if pid not in seating.seat_of:
        raise RuleError("Player {player} has no seat to move from.", player=pid)
    source = seating.tables[seating.seat_of[pid][0]]
    dest = _open_table(seating, action.payload)
    seat = _number(action.payload, "seat")
    if dest.number != source.number and dest.free_seats == 0:
        raise RuleError("Table {table} is full.", table=dest.number)
    _check_seat(dest, seat)
    if action.payload.get("reason") == "balance":
        if dest.number == source.number:
            raise RuleError("A balancing move goes to another table (RPT Art. 10).")
        if source.count - dest.count < 2:
            raise RuleError(
                "Tables {source} ({have} players) and {dest} ({get} players) do not need balancing (RPT Art. 10).",
                source=source.number,
                have=source.count,
                dest=dest.number,
                get=dest.count,
            )

    def effect() -> None:
        index_of(state).moved_from[action.seq] = seating.unseat(pid)  # where an undo in place puts him back
        seating.place(pid, dest.number, seat)

    return effect


@TOURNAMENT.handles("seating.break_table")
def break_table(state: TournamentState, action: Action) -> Effect:
    """Break a table: every player to the seat drawn for him (RPT Art. 9), then the table closes.

    `final_table_seats` opens the extra seat of the final table (RPT Art. 11)
    when all the players go to one table that needs it.
    """
    config = _config(state)
    seating = state.seating
    breaking = _open_table(seating, action.payload)
    if len(seating.opening_order) < 2:
        raise RuleError("Table {table} is the last table open.", table=breaking.number)
    extra = action.payload.get("final_table_seats")
    entries = action.payload.get("seats", [])
    placements: list[tuple[int, int, int]] = []
    if breaking.players:
        dests = {_number(e, "table") for e in entries} if isinstance(entries, list) else set()
        extra_seats: dict[int, int] = {}
        if extra is not None:
            final = final_table_size(config.table_size)
            if isinstance(extra, bool) or not isinstance(extra, int) or len(dests) != 1:
                raise RuleError("Extra seats are only opened at the final table (RPT Art. 11).")
            dest_table = seating.table(next(iter(dests)))
            if not dest_table.seats < extra <= final or state.players_left > final:
                raise RuleError("The final table holds at most {seats} players (RPT Art. 11).", seats=final)
            extra_seats[dest_table.number] = extra
        if breaking.number in dests:
            raise RuleError("The players of table {table} must leave it.", table=breaking.number)
        placements = _placements(state, entries, extra_seats=extra_seats)
        listed = {pid for pid, _, _ in placements}
        present = set(breaking.players.values())
        if listed != present:
            missing = sorted(present - listed)
            if missing:
                raise RuleError("Player {player} of table {table} has no new seat.", player=missing[0], table=breaking.number)
            raise RuleError("Player {player} does not sit at table {table}.", player=sorted(listed - present)[0], table=breaking.number)
    elif entries:
        raise RuleError("Table {table} has no players to move.", table=breaking.number)

    def effect() -> None:
        if extra is not None:
            seating.tables[placements[0][1]].seats = extra
        left = [(pid, *seating.seat_of[pid]) for pid, _, _ in placements]
        positions = (breaking.button, breaking.small_blind, breaking.big_blind, breaking.positions_at_ms)
        index_of(state).note_break(action.seq, left, positions)  # what an undo in place gives back
        for pid, table, seat in placements:
            seating.unseat(pid)
            seating.place(pid, table, seat)
        _close(seating, breaking)

    return effect


# -- the button ------------------------------------------------------------------


def _set_positions(state: TournamentState, seq: int, table: Table, positions: buttons.Positions, at_ms: int) -> Effect:
    def effect() -> None:
        # what an undo in place gives back
        index_of(state).positions_replaced[seq] = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
        table.button, table.small_blind, table.big_blind = positions
        table.positions_at_ms = at_ms

    return effect


@TOURNAMENT.handles("seating.set_button")
def set_button(state: TournamentState, action: Action) -> Effect:
    """The floor puts the button on a seat; the blinds follow, or are given seat by seat for a dead button."""
    _config(state)
    table = _open_table(state.seating, action.payload)
    seat = _number(action.payload, "seat")
    if "big_blind" in action.payload or "small_blind" in action.payload:
        positions = buttons.check_explicit(table, seat, _number(action.payload, "small_blind"), _number(action.payload, "big_blind"))
    else:
        positions = buttons.positions_from_button(table, seat)
    return _set_positions(state, action.seq, table, positions, action.at_ms)


@TOURNAMENT.handles("seating.next_hand")
def next_hand(state: TournamentState, action: Action) -> Effect:
    """A new hand at a table: the button moves by the dead-button rule (RPT Art. 33) and heads-up rule (Art. 35)."""
    _config(state)
    table = _open_table(state.seating, action.payload)
    return _set_positions(state, action.seq, table, buttons.next_hand(table), action.at_ms)


@TOURNAMENT.handles("seating.win_the_button")
def win_the_button(state: TournamentState, action: Action) -> Effect:
    """FS 3.1.5: in a Win the Button tournament the winner of the last hand takes the button."""
    config = _config(state)
    if config.modality is not Modality.WIN_THE_BUTTON:
        raise RuleError("Only a Win the Button tournament gives the button to the winner of the hand (FS 3.1.5).")
    table = _open_table(state.seating, action.payload)
    winners = action.payload.get("winners")
    if not isinstance(winners, list) or not winners:
        raise RuleError("Name the winner of the last hand (FS 3.1.5).")
    seats: list[int] = []
    for entry in winners:
        pid = entry if isinstance(entry, int) and not isinstance(entry, bool) else None
        where = state.seating.seat_of.get(pid) if pid is not None else None
        if where is None or where[0] != table.number:
            raise RuleError("Player {player} does not sit at table {table}.", player=entry, table=table.number)
        seats.append(where[1])
    return _set_positions(state, action.seq, table, buttons.win_the_button(table, seats), action.at_ms)


# -- eliminations -----------------------------------------------------------------


def _hand_for_hand(state: TournamentState, payload: Mapping[str, Any]) -> tuple[bool, int | None]:
    """Whether hand-for-hand is on (the clock says so, or the payload), and the hand's number if known."""
    on = bool(getattr(state.clock, "hand_for_hand", False)) or payload.get("hand_for_hand") is True
    hand = payload.get("hand")
    if hand is None and on:
        for name in _CLOCK_HAND_FIELDS:
            value = getattr(state.clock, name, None)
            if isinstance(value, int) and not isinstance(value, bool):
                hand = value
                break
    if hand is not None and (isinstance(hand, bool) or not isinstance(hand, int) or hand < 0):
        raise RuleError("'{value}' is not a hand number.", value=hand)
    return on, hand


@TOURNAMENT.handles("player.bust")
def bust(state: TournamentState, action: Action) -> Effect:
    """Players out of the tournament, with who eliminated them and their stacks at the start of the hand.

    Their seats are freed and they finish in the places just below the
    players left: by starting stack (DP "Ordem de eliminação"), or shared
    during hand-for-hand (RPT Art. 79; see `eliminations`). In a knock-out
    the eliminator wins the bounty (FS 3.1.3). When one player is left he
    gets first place.
    """
    config = _config(state)
    seating = state.seating
    entries = action.payload.get("busts")
    if not isinstance(entries, list) or not entries:
        raise RuleError("Name the players who are out.")
    on, hand = _hand_for_hand(state, action.payload)
    knockout = config.modality is Modality.KNOCKOUT
    records: list[BustRecord] = []
    for entry in entries:
        pid = player_id_of(entry)
        if any(r.player_id == pid for r in records):
            raise RuleError("Player {player} is named twice.", player=pid)
        reg = state.entered(pid)
        if not reg.alive:
            raise RuleError("Player {player} is already out.", player=pid)
        if pid not in seating.seat_of:
            raise RuleError("Player {player} has no seat: only a seated player can be out.", player=pid)
        eliminator = entry.get("eliminator_id")
        if eliminator is None:
            if knockout:
                raise RuleError("In a knock-out, name who eliminated player {player}: he wins the bounty (FS 3.1.3).", player=pid)
        else:
            eliminator = player_id_of(entry, "eliminator_id")
            if not state.entered(eliminator).alive:
                raise RuleError("Player {player} is out and cannot eliminate anybody.", player=eliminator)
        stack = entry.get("starting_stack")
        if stack is not None and (isinstance(stack, bool) or not isinstance(stack, int) or stack <= 0):
            raise RuleError("The starting stack of player {player} must be a positive number of chips.", player=pid)
        drawn = entry.get("draw")
        if drawn is not None and (isinstance(drawn, bool) or not isinstance(drawn, int) or drawn <= 0):
            raise RuleError("The card draw of player {player} must be a place: 1, 2, ...", player=pid)
        table, seat = seating.seat_of[pid]
        records.append(BustRecord(pid, table, seat, action.at_ms, eliminator, stack, hand, on, drawn))
    out = {r.player_id for r in records}
    for r in records:
        if r.eliminator_id in out:
            raise RuleError("Player {player} is out in this hand and cannot eliminate anybody.", player=r.eliminator_id)
    if not on and len({r.table for r in records}) > 1:
        raise RuleError("Players at different tables are not out in the same hand: record each table's hand on its own.")
    left = state.players_left - len(records)
    if left < 1:
        raise RuleError("At least one player must be left: the last one is the winner.")
    since = state.clock.hand_for_hand_since_ms if state.clock.hand_for_hand else None
    earlier = [b for b in seating.busts_in_hand(hand, since) if not state.registrations[b.player_id].alive] if on else []
    earlier = [b for b in earlier if seating.has_finish(b.player_id)]
    in_hand = earlier + records
    # RPT Art. 79 shares places between tables; at one table DP 11 ranks by starting stacks.
    across_tables = len({b.table for b in in_hand}) > 1
    split = on and across_tables and config.hand_for_hand_bust_rule is SimultaneousBustRule.SPLIT
    ends_at = places_that_end(state)
    seats = ends_at if config.modality is Modality.SATELLITE and ends_at is not None else 0
    finishes = rank_busts(in_hand, left + 1, split=split, unshared_to=seats, earlier={b.player_id for b in earlier})
    regrouped = {b.player_id for b in earlier} | out
    ending: list[Finish] = []
    reached = ends_at is not None and left <= ends_at and registration_closed(state, action.at_ms)
    # Hand-for-hand: a table still playing this hand may put more players out in it (RPT Art. 79, DP 11), so a
    # Survivor or a satellite ends when the last table has finished the hand (`prizes.ending.end_when_hand_done`).
    reached = reached and not hand_still_playing(state, {r.table for r in records})
    # Only the last hands need the players still in: a bust early in a big field stays independent of its size.
    still_in = state.alive_ids() - out if reached or left == 1 else frozenset()
    if reached:
        ending = survivors_finish(state, action.at_ms, set(still_in))  # FS 3.1.9, 3.1.4: the field reached the prizes
    elif left == 1:
        ending = [Finish(next(iter(still_in)), 1, 1, action.at_ms)]

    def effect() -> None:
        # Reading the finishes settles the places still to be worked out (a late entry or a back-in leaves them
        # pending) against the field as it stands, with this hand's players still in; worked out after they go
        # out, those places would be one hand off. Intentional: keep it.
        settled = seating.finishes  # noqa: F841
        for r in records:
            seating.unseat(r.player_id)
            busted = state.registrations[r.player_id]
            state.set_alive(busted, False)
            if knockout and r.eliminator_id is not None:
                eliminator = state.registrations[r.eliminator_id]
                eliminator.bounties_won += 1
                eliminator.bounties_won_cents += busted.bounty_cents  # the bounty this entry carried (FS 3.1.3)
                busted.bounty_cents = 0
        seating.busts.extend(records)
        if earlier or still_in:  # players out this hand had no finish (they were in): only a regroup or the end moves any
            seating.finishes = [f for f in seating.finishes if f.player_id not in regrouped and f.player_id not in still_in]
        seating.finishes += finishes + ending
        if reached:
            state.status = Status.FINISHED
            state.finished_at_ms = action.at_ms

    return effect
