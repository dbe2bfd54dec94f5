"""A table's break or closing, its button, a seat closed or opened, undone or redone in place (see `reversal`):
the wrong table broken an hour ago is set up again without replaying every hand since, when nothing since
depends on it.

A break reads who sits at its table (each must get a new seat) and that
another table is open; it writes its players' seats and closes the table.
Its handler notes the seats they left and the table's button
(`ReversalIndex.broken`); an empty table closed is a break without players.
Undone, each of them sits where he sat, the table is open again with its
button, back among the open tables where its opening put it. That is the
replay's state when, since the break:

* no action touched a seat of the table or a seat they went to, counted the
  players of the table or of a table they went to (a balancing move, the
  button, a missed-orbits penalty, a seat closed), opened or closed it again;
* each of them did only what does not read where he sits (an add-on, his
  chips counted, the shot clock put on him, a bust where he eliminated
  somebody: `keeps_his_seat`);
* the clock was not started (its start puts a button at every open table).

Redone, the break is decided again on the state as it stands (the same
checks, in its words) under the same conditions; and every table broken
since must still leave another table open with this one closed too.

A button set, a hand dealt or the button won (FS 3.1.5) writes the table's
positions, noted with those it replaced (`positions_replaced`); only a later
button, hand, break, closing or opening at the table reads or writes them
again, or the clock's start (it puts a button where none is known). Without
any, the undo gives the replaced positions back and the redo the positions
its latest undo kept (nothing before it changed since: it decides the same).

A seat closed (opened) reads that it is free (closed) and the table's
capacity; a later seat given there, a look at it, or a closing that read the
capacity one seat fewer in the other world sends it to the replay.

A table resized (a ten-handed table made nine-handed) reads that the seats it
takes away are free and writes the table's size, noted with the closed seats
it took away (`ReversalIndex.resized`). The two worlds differ only in the
seats there in one size only and in the table's capacity: when nothing since
sat down at one of those seats or looked at it, and nothing since counted the
table's seats (a balancing move, a button, a closing, a break; missed orbits
count its players, as many in either size), the undo gives the size back and
the redo decides it again on the table as it stands: what it reads is then
as it was at its place, whatever changed before it since. A seat given at
one of the other seats finds it free in both worlds, so the table is not full
in either. When the first to read it sat a player on a seat it added, the
undo is refused in the seat's or the move's words (`reversal._refuse_resize`).
One seat over the event's size (the final table's, RPT Art. 11) reads the
field: left to the replay.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from tdapp.domain.log import Action, named_players
from tdapp.domain.seating.actions import size_read
from tdapp.domain.seating.state import MAX_SEATS, MIN_SEATS, SeatingState, Table
from tdapp.domain.tournament.reversal_index import (
    READS_TABLE,
    Effect,
    Lookup,
    ReversalIndex,
    add_seq,
    after,
    any_after,
    any_between,
    config_at,
    counts_orbits,
    holds_seq,
    id_in,
    keeps_his_seat,
    notes_his_table,
    past_the_event_s_size,
    player_of,
    remove_seq,
    resized_seats,
)
from tdapp.domain.tournament.state import TournamentState

Seat = tuple[int, int]
#: A break's player followed from #seq through what he did since (`reversal._break_walk`, which follows seats
#: through busts and moves): for the undo, seated at the first seat by it and at the second without it; for the
#: redo (first seat None), at the seat he sat at from #seq as the log stands (found) and the one it gives him.
#: That seat and his part of the undo or redo (None: what he did since does not allow it).
SeatWalk = Callable[[TournamentState, ReversalIndex, Lookup, int, int, Seat | None, Seat, frozenset[int]], tuple[Seat, Effect] | None]


def undo_break(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, walk: SeatWalk) -> Effect | None:
    """The table open again with its button, each of its players back in the seat he left -- or, for one who busted
    or moved on since, his bust or his move made from that seat (`walk`: his part, followed through what he did
    since the break, or None)."""
    read = index.broken.get(action.seq)
    number = id_in(action.payload.get("table"))
    seating = state.seating
    table = seating.tables.get(number) if number is not None else None
    if read is None or table is None or table.is_open or table.players or action.payload.get("final_table_seats") is not None:
        return None
    went = break_seats(action)
    if went is None or {pid for pid, _, _ in read.left} != set(went) or not _uncounted_since(index, action.seq, number):
        return None
    looks = _looks_at_held_seats(index, lookup, action.seq, number, table.seats, read.left, set(went))
    if looks is None:
        return None
    looks |= own_orbits_counted(index, lookup, action.seq, went, lambda pid: went[pid][0])
    at = _place_in_order(seating, index, number)
    if at is None:
        return None
    parts: list[Effect] = []
    for pid, table_number, seat in read.left:
        found = walk(state, index, lookup, pid, action.seq, went[pid], (table_number, seat), looks)
        if found is None:
            return None
        parts.append(found[1])
    left = [(table_number, seat) for _, table_number, seat in read.left]

    def effect() -> None:
        table.is_open = True
        table.button, table.small_blind, table.big_blind, table.positions_at_ms = read.positions
        seating.opening_order.insert(at, number)
        for part in parts:
            part()
        index.forget(action.seq, went, [*left, *went.values()], [number])
        remove_seq(index.table_changes, action.seq)
        del index.broken[action.seq]

    return effect


def redo_break(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    decide: Callable[[], Effect],
    unchanged: bool,
    walk: SeatWalk,
) -> Effect | None:
    """The break decided again on the table as it stands (its players, the seats they go to), at its place -- or,
    when some of its players busted, moved on or bought back in since, put back past what they did
    (`_redo_past_them`)."""
    number = id_in(action.payload.get("table"))
    seating = state.seating
    table = seating.tables.get(number) if number is not None else None
    if table is None or not table.is_open or action.payload.get("final_table_seats") is not None:
        return None
    went = break_seats(action)
    closing = action.kind == "seating.close_table"  # an empty table closed needs no other table open
    if went is None or not set(table.players.values()) <= set(went):
        return None  # the break itself says what is wrong, or the replay finds it holds after all
    if set(went) == set(table.players.values()) and _quiet_since(index, lookup, action.seq, number, table.seats, went):
        return decide() if _another_open(seating, index, lookup, action.seq, closing) else None
    return None if closing else _redo_past_them(state, action, index, lookup, table, went, walk)


def _redo_past_them(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, table: Table, went: dict[int, Seat], walk: SeatWalk
) -> Effect | None:
    """The break put back when some of its players left the table since its time: each followed from the seat he
    had at the table then to the seat it gives him (`walk`: his bust made, his move started, from there). What it
    read stands as at its time when nothing since counted the table or touched its seats but its own players
    (leaving them; a missed-orbits penalty given to one of them while he sat there, which counts the table it
    draws him to instead, RPT Art. 71.1), each seat it gives was free and its table open then, and another table
    stayed open (the handler's checks); what it writes is what its handler and the index's after-hook write."""
    seq, number, seating = action.seq, table.number, state.seating
    # Its players' own missed-orbits penalties counted the table as the log stands (each sat there): with the break
    # each counts the table it drew him to (his walk's part). Anything else that counted the table reads it.
    own = own_orbits_counted(index, lookup, seq, went, lambda pid: number)
    if not _uncounted_since(index, seq, number, but=own) or not _another_open(seating, index, lookup, seq, False):
        return None
    # Another player's rebuy back in looking at the seat of his bust while one of its players still held it (here
    # taken, there the table closed) sits nobody down in either world: passed, once the holders are known.
    looks = frozenset(
        later_seq
        for seat in range(1, table.seats + 1)
        for later_seq in after(index.seats.get((number, seat)), seq)
        if (later := lookup(later_seq)) is not None
        and later.kind == "money.rebuy"
        and later_seq in index.back_ins
        and id_in(later.payload.get("player_id")) not in went
    )
    looks |= own
    held: dict[int, Seat] = {}
    parts: list[Effect] = []
    for pid, seat in went.items():
        found = walk(state, index, lookup, pid, seq, None, seat, looks)
        if found is None or found[0][0] != number or found[0] in held.values():
            return None
        held[pid] = found[0]
        parts.append(found[1])
    owners = {seat: pid for pid, (_, seat) in held.items()}
    for seat in range(1, table.seats + 1):  # at its time its players sat there, and nobody else at the table
        owner = owners.get(seat)
        for later_seq in after(index.seats.get((number, seat)), seq):
            if later_seq in looks:
                if owner is None or not _kept_until(index, lookup, owner, seq, later_seq):
                    return None
                continue
            later = lookup(later_seq)
            if later is None or owner is None or owner not in (named_players([later]) or set()):
                return None
    positions = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
    left = [(pid, *held[pid]) for pid in went]

    def effect() -> None:
        index.note_break(seq, left, positions)
        for part in parts:
            part()
        table.is_open = False
        table.button = table.small_blind = table.big_blind = None
        seating.opening_order.remove(number)
        for pid, seat in went.items():  # what the after-hook records for a break: its players, where it sat them
            add_seq(index.named.setdefault(pid, []), seq)
            add_seq(index.seats.setdefault(seat, []), seq)
        add_seq(index.tables.setdefault(number, []), seq)
        add_seq(index.table_changes, seq)

    return effect


def own_orbits_counted(
    index: ReversalIndex, lookup: Lookup, brk: int, went: dict[int, Seat], table_of: Callable[[int], int]
) -> frozenset[int]:
    """The missed-orbits penalties break #brk's players got since while each sat where his walk follows him --
    `table_of(pid)` as the log stands (the table it drew him to; the broken one, the break put back) -- through his
    floor calls, busts and rebuys back in. His own walk counts each again whole, at his table in the other world
    (`reversal._walk_seat`): the other players' walks leave them alone (RPT Art. 71.1)."""
    found: list[int] = []
    for pid in went:
        counted = index.tables.get(table_of(pid)) or []
        for seq in after(index.named.get(pid), brk):
            later = lookup(seq)
            if later is None:
                break
            if counts_orbits(later) and player_of(later) == pid:
                if holds_seq(counted, seq):
                    found.append(seq)
                continue
            if not (keeps_his_seat(later, pid) or notes_his_table(later, pid) or later.kind in ("player.bust", "money.rebuy")):
                break  # a move, a seat, a re-entry, a disqualification: his walk ends or is lost there
    return frozenset(found)


def break_seats(action: Action) -> dict[int, Seat] | None:
    """The seat the break gives each of its players."""
    entries = action.payload.get("seats", [])
    if not isinstance(entries, list):
        return None
    went: dict[int, Seat] = {}
    for entry in entries:
        pid = id_in(entry.get("player_id")) if isinstance(entry, dict) else None
        table = id_in(entry.get("table")) if isinstance(entry, dict) else None
        seat = id_in(entry.get("seat")) if isinstance(entry, dict) else None
        if pid is None or table is None or seat is None or pid in went:
            return None
        went[pid] = (table, seat)
    return went


def _quiet_since(index: ReversalIndex, lookup: Lookup, seq: int, number: int, seats: int, went: dict[int, Seat]) -> bool:
    """Whether nothing after #seq read what the break changed (the module's first list)."""
    if not _table_quiet_since(index, seq, number, seats):
        return False
    if any(any_after(index.seats.get(seat), seq) for seat in went.values()):
        return False
    if any(index.table_readers_after(table, seq) for table in {table for table, _ in went.values()}):
        return False
    for pid in went:
        for later_seq in after(index.named.get(pid), seq):
            later = lookup(later_seq)
            if later is None or not keeps_his_seat(later, pid):
                return False
    return True


def _table_quiet_since(index: ReversalIndex, seq: int, number: int, seats: int) -> bool:
    """Whether nothing after #seq touched the table's seats or counted its players (it was not opened again), the
    clock was not started (it puts a button at every open table) and every action since is followed."""
    return _uncounted_since(index, seq, number) and not any(any_after(index.seats.get((number, seat)), seq) for seat in range(1, seats + 1))


def _looks_at_held_seats(
    index: ReversalIndex, lookup: Lookup, seq: int, number: int, seats: int, left: Sequence[tuple[int, int, int]], players: set[int]
) -> frozenset[int] | None:
    """The touches of the table's seats since the break #seq, when each is another player's rebuy back in looking at
    the seat of his bust while the player of the break who left that seat had done nothing since (but what keeps
    his seat): here the table is closed, there that seat is his -- the rebuy sits nobody down in either world
    (None: another touch)."""
    holder = {(table, seat): pid for pid, table, seat in left}
    looks: set[int] = set()
    for seat in range(1, seats + 1):
        for later_seq in after(index.seats.get((number, seat)), seq):
            later = lookup(later_seq)
            pid = holder.get((number, seat))
            if later is None or pid is None or later.kind != "money.rebuy" or later_seq not in index.back_ins:
                return None
            if id_in(later.payload.get("player_id")) in players or not _kept_until(index, lookup, pid, seq, later_seq):
                return None
            looks.add(later_seq)
    return frozenset(looks)


def _kept_until(index: ReversalIndex, lookup: Lookup, pid: int, low: int, high: int) -> bool:
    """Whether all he did between #low and #high keeps his seat."""
    for later_seq in after(index.named.get(pid), low):
        if later_seq >= high:
            return True
        later = lookup(later_seq)
        if later is None or not keeps_his_seat(later, pid):
            return False
    return True


def _uncounted_since(index: ReversalIndex, seq: int, number: int, *, but: frozenset[int] = frozenset()) -> bool:
    """Whether nothing after #seq (but the actions `but`) counted the table's players or opened or closed it, the
    clock was not started (it puts a button at every open table) and every action since is followed."""
    if any_after(index.opaque, seq) or any(start > seq for start in index.starts):
        return False
    return all(reader in but for reader in index.table_readers_after(number, seq))


def _place_in_order(seating: SeatingState, index: ReversalIndex, number: int) -> int | None:
    """Where the table goes back among the open tables: after those opened before it (None: an opening not noted)."""
    mine = index.opened.get(number)
    opened = [index.opened.get(other) for other in seating.opening_order]
    if mine is None or any(seq is None for seq in opened):
        return None
    return bisect.bisect_left(opened, mine)  # type: ignore[arg-type]


def _another_open(seating: SeatingState, index: ReversalIndex, lookup: Lookup, seq: int, closing: bool) -> bool:
    """Whether the break, put back at #seq, and every table broken since leave another table open: walked back
    from now over the tables opened, closed and broken since (each break saw one table fewer open than now)."""
    open_now = len(seating.opening_order)
    for later_seq in reversed(after(index.table_changes, seq)):
        later = lookup(later_seq)
        if later is None:
            return False
        if later.kind == "seating.open_table":
            open_now -= 1
            continue
        open_now += 1  # before it, its table was open
        if later.kind == "seating.break_table" and open_now - 1 < 2:
            return False
    return closing or open_now >= 2


# -- the button ------------------------------------------------------------------
#: What a button's undo or redo in place leaves alone only if nothing at its table since read or wrote the button:
#: a later button or hand there read it, a break noted it, a closing cleared it, an opening started a new table.
_BUTTON_READ = READS_TABLE | {"seating.break_table", "seating.close_table", "seating.open_table"}


def undo_button(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The button set or moved (a hand dealt, the winner's button) taken back: the positions it replaced."""
    number = id_in(action.payload.get("table"))
    table = state.seating.tables.get(number) if number is not None else None
    replaced = index.positions_replaced.get(action.seq)
    if table is None or replaced is None or not table.is_open or not _button_alone(index, lookup, action.seq, number):
        return None
    written = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
    players = named_players([action]) or set()

    def effect() -> None:
        table.button, table.small_blind, table.big_blind, table.positions_at_ms = replaced
        del index.positions_replaced[action.seq]
        index.positions_undone[action.seq] = written
        index.forget(action.seq, players, tables=[number])

    return effect


def redo_button(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The positions it set put back, as its latest undo kept them (nothing before it changed since: it decides
    the same)."""
    number = id_in(action.payload.get("table"))
    table = state.seating.tables.get(number) if number is not None else None
    written = index.positions_undone.get(action.seq)
    if not unchanged or table is None or written is None or not table.is_open or not _button_alone(index, lookup, action.seq, number):
        return None
    players = named_players([action]) or set()

    def effect() -> None:
        index.positions_replaced[action.seq] = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
        table.button, table.small_blind, table.big_blind, table.positions_at_ms = written
        del index.positions_undone[action.seq]
        add_seq(index.tables.setdefault(number, []), action.seq)
        for pid in players:
            add_seq(index.named.setdefault(pid, []), action.seq)

    return effect


def _button_alone(index: ReversalIndex, lookup: Lookup, seq: int, number: int) -> bool:
    """Whether nothing after #seq read or wrote the table's button: at the table (`_BUTTON_READ`), the clock's start
    (it puts a button where none is known), or an action the index does not follow."""
    if any_after(index.opaque, seq) or any(start > seq for start in index.starts):
        return False
    for later_seq in index.table_readers_after(number, seq):
        later = lookup(later_seq)
        if later is None or later.kind in _BUTTON_READ:
            return False
    return True


# -- a seat closed or opened ---------------------------------------------------------
#: What replaces or closes the table: a seat's closing is no longer there to undo, or the table no longer the same.
_TABLE_CHANGED = frozenset({"seating.open_table", "seating.close_table", "seating.break_table"})


def undo_seat_closed(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """A seat closed (or opened) taken back: open (closed) again, when nothing since sat down there or looked at
    it; a seat closed again takes one from the table's capacity, which a later closing read."""
    closing = action.kind == "seating.close_seat"
    return _seat_in_place(state, action, index, lookup, close=not closing, fewer=not closing)


def redo_seat_closed(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """The closing (opening) decided again on the table as it stands: its checks read the seat, free since, and the
    table's capacity, as it stood then when nothing before it changed or no seat of the table changed since."""
    closing = action.kind == "seating.close_seat"
    where = _seat_of(action)
    if where is None or not _seat_alone(index, lookup, action.seq, where, fewer=closing, any_seat=not unchanged):
        return None
    return decide()


def _seat_in_place(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, *, close: bool, fewer: bool
) -> Effect | None:
    where = _seat_of(action)
    table = state.seating.tables.get(where[0]) if where is not None else None
    if where is None or table is None or not table.is_open or not _seat_alone(index, lookup, action.seq, where, fewer=fewer):
        return None
    number, seat = where

    def effect() -> None:
        if close:
            table.closed_seats.add(seat)
        else:
            table.closed_seats.discard(seat)
        index.forget(action.seq, (), [where], [number])

    return effect


def _seat_of(action: Action) -> Seat | None:
    number, seat = id_in(action.payload.get("table")), id_in(action.payload.get("seat"))
    return None if number is None or seat is None else (number, seat)


def _seat_alone(index: ReversalIndex, lookup: Lookup, seq: int, where: Seat, *, fewer: bool, any_seat: bool = False) -> bool:
    """Whether nothing after #seq sat down at the seat or looked at it, replaced or closed its table, or -- with a
    seat `fewer` in the world the undo or redo makes -- closed another seat there (it read the table's capacity);
    `any_seat`: nor opened or closed any seat there."""
    if any_after(index.opaque, seq) or any_after(index.seats.get(where), seq):
        return False
    for later_seq in index.table_readers_after(where[0], seq):
        later = lookup(later_seq)
        if later is None or later.kind in _TABLE_CHANGED:
            return False
        if (later.kind == "seating.close_seat" and (fewer or any_seat)) or (later.kind == "seating.open_seat" and any_seat):
            return False
    return True


# -- a table resized ---------------------------------------------------------------------
def undo_resize(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The table's size given back, with the closed seats the resizing took away -- also once the table was broken
    or closed since (its break read its players, as many in either size)."""
    noted = index.resized.get(action.seq)
    number = id_in(action.payload.get("table"))
    table = state.seating.tables.get(number) if number is not None else None
    if noted is None or table is None or past_the_event_s_size(config_at(index, state.config, action.seq), action):
        return None
    if _readers_since(index, lookup, action.seq, table.number, noted[0], table.seats) is None:
        return _undo_before_restored(state, action, index, lookup, noted)
    seats, dropped = noted
    changed = [(table.number, seat) for seat in resized_seats(seats, table.seats)]

    def effect() -> None:
        table.seats = seats
        table.closed_seats |= dropped
        index.forget(action.seq, (), changed, [table.number])
        del index.resized[action.seq]

    return effect


def redo_resize(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Callable[[], Effect], unchanged: bool
) -> Effect | None:
    """Decided again on the table as it stands: nothing since touched its seats there in one size only, its size
    or whether it is open, so they are as they were at its place -- whatever changed before it since. Broken or
    closed since, it was open then (its break found it open) and its seats taken away were free (nobody sat there
    since): the size is set as its handler and the index's after-hook would set it."""
    number, seats = id_in(action.payload.get("table")), id_in(action.payload.get("seats"))
    table = state.seating.tables.get(number) if number is not None else None
    then = config_at(index, state.config, action.seq)  # the event's size at its place: the TD may have changed it since
    if table is None or seats is None or then is None or state.config is None or past_the_event_s_size(then, action):
        return None
    if size_read(action, then.table_size) != size_read(action, state.config.table_size):
        return None  # its handler and the index read today's size: they would decide it otherwise
    since = _readers_since(index, lookup, action.seq, table.number, table.seats, seats)
    if since is None:
        return _redo_before_restored(state, action, index, lookup, seats)
    if since == "open":
        return decide()
    if not MIN_SEATS <= seats <= MAX_SEATS:
        return None  # its own refusal: the replay's words
    old, dropped = table.seats, frozenset(s for s in table.closed_seats if s > seats)
    seq = action.seq

    def effect() -> None:
        index.note_resize(seq, old, dropped)
        table.seats = seats
        table.closed_seats -= dropped
        index.record(state, action, set())  # what the after-hook records for it

    return effect


def _readers_since(index: ReversalIndex, lookup: Lookup, seq: int, number: int, one: int, other: int) -> str | None:
    """None when something after #seq is opaque, counted the table's seats, or sat down at or looked at a seat it
    has in one of the two sizes only; else "open", or "closed" when what came since is its break or closing (it
    read its players, as many in either size) and nothing after that. Missed-orbits penalties count its players.
    Once the table is closed, a rebuy back in looking at one of those seats (the seat of his bust) finds the table
    closed in both worlds and sits nobody down: it passes."""
    if any_after(index.opaque, seq):
        return None
    since, closing = "open", None
    for later_seq in index.table_readers_after(number, seq):
        later = lookup(later_seq)
        if later is None or since == "closed":
            return None
        if later.kind in ("seating.break_table", "seating.close_table") and later.payload.get("final_table_seats") is None:
            since, closing = "closed", later_seq
        elif not counts_orbits(later):
            return None
    for seat in resized_seats(one, other):
        for later_seq in after(index.seats.get((number, seat)), seq):
            later = lookup(later_seq)
            if closing is None or later_seq < closing or later is None:
                return None
            if later.kind != "money.rebuy" or later_seq not in index.back_ins:
                return None
    return since


# -- a resize and the resize that gave the table its size back -------------------------------
#: What changes the seats in play at a table: after a resize redone before a resize back, the closed seats now are
#: no longer those it found.
_SEATS_CHANGED = frozenset({"seating.close_seat", "seating.open_seat", "seating.open_table"})


def _undo_before_restored(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, noted: tuple[int, frozenset[int]]
) -> Effect | None:
    """A table made shorter-handed (or longer) and then given its size back by a later resize: without the first,
    the second resizes it to the size it has, and from then on both worlds are the same -- when nothing but
    missed-orbits penalties came in between, the first took no closed seat away (the seats in play are the same
    after the second) and the second is followed. The second then notes the size it found, and no seat there in one
    size only (the replay's index)."""
    number, old = id_in(action.payload.get("table")), noted[0]
    new = id_in(action.payload.get("seats"))
    if number is None or new is None or noted[1]:
        return None
    back = _restored_by(index, lookup, action.seq, number, old, new)
    if back is None or index.resized.get(back.seq) != (new, frozenset()):
        return None
    changed = [(number, seat) for seat in resized_seats(old, new)]

    def effect() -> None:
        index.forget(action.seq, (), changed, [number])
        del index.resized[action.seq]
        index.resized[back.seq] = (old, frozenset())
        for seat in changed:
            remove_seq(index.seats.get(seat), back.seq)

    return effect


def _redo_before_restored(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, new: int) -> Effect | None:
    """The other way round: put back before a later resize to the size the table had at its place (as the log
    stands, that resize found it at that size) -- which then finds it at the size this one gives; from then on
    both worlds are the same, whatever came since (the table broken...). What this one reads is as at its place:
    the table open (the later resize found it open, nothing but missed-orbits penalties came in between), the seats
    it takes away free (`_free_at`) and none closed (no seat closed or opened since, the table not set up again)."""
    number = id_in(action.payload.get("table"))
    table = state.seating.tables.get(number) if number is not None else None
    if table is None or past_the_event_s_size(config_at(index, state.config, action.seq), action):
        return None
    first = next((s for s in index.table_readers_after(table.number, action.seq) if not counts_orbits(lookup(s))), None)
    noted = index.resized.get(first) if first is not None else None
    if noted is None or noted[1] or not MIN_SEATS <= new < noted[0]:
        return None
    old = noted[0]  # the size it found, which it gave again
    back = _restored_by(index, lookup, action.seq, table.number, old, new)
    if back is None or back.seq != first:
        return None
    changed = [(table.number, seat) for seat in resized_seats(old, new)]
    if not all(_free_at(index, lookup, table, seat, action.seq) for seat in changed):
        return None
    if any((later := lookup(seq)) is None or later.kind in _SEATS_CHANGED for seq in after(index.tables.get(table.number), action.seq)):
        return None
    seq = action.seq

    def effect() -> None:
        index.note_resize(seq, old, ())
        index.record(state, action, set())  # what the after-hook records for it
        index.resized[back.seq] = (new, frozenset())
        for seat in changed:
            add_seq(index.seats.setdefault(seat, []), back.seq)

    return effect


def _free_at(index: ReversalIndex, lookup: Lookup, table: Table, seat: Seat, seq: int) -> bool:
    """Whether the seat was free at #seq, with no seat closed or opened at its table and the table not set up again
    since: nothing touched it since and it is there, open and empty now (a player who sat there then left it, or
    was listed by the table's break: a touch), or what touched it first filled it (a seat given or a move there)."""
    touches = after(index.seats.get(seat), seq)
    if not touches:
        return 1 <= seat[1] <= table.seats and seat[1] not in table.closed_seats and seat[1] not in table.players
    first = lookup(touches[0])
    return (
        first is not None
        and first.kind in ("seating.seat", "seating.move")
        and (id_in(first.payload.get("table")), id_in(first.payload.get("seat"))) == seat
    )


def _restored_by(index: ReversalIndex, lookup: Lookup, seq: int, number: int, old: int, new: int) -> Action | None:
    """The first action after #seq to read the table or one of its seats there in one of the two sizes only, past
    missed-orbits penalties, when it is a resize of the table back to `old`, with nothing opaque before it."""
    firsts = [next(iter(after(index.seats.get((number, seat)), seq)), None) for seat in resized_seats(old, new)]
    firsts.append(next((s for s in index.table_readers_after(number, seq) if not counts_orbits(lookup(s))), None))
    first = min((s for s in firsts if s is not None), default=None)
    back = lookup(first) if first is not None else None
    if back is None or back.kind != "seating.resize_table" or id_in(back.payload.get("table")) != number:
        return None
    return None if id_in(back.payload.get("seats")) != old or any_between(index.opaque, seq, back.seq) else back
