"""Benchmark: festival scale. A flight of thousands of entries with re-entries, rebuys, add-ons, busts and seat moves.

For each field size (default 2,000, 3,000 and 6,000 entries) the flight is
played through the real `Desk` on a SQLite file (WAL, synchronous=FULL):
entries, the seat draw, then rounds of busts, re-entries (with a new seat),
rebuys, add-ons and seat moves, until the log is about seven actions an
entry (20,000 and more at 3,000 entries); a third of the way through, the
TD extends late registration, adds seats and raises the guarantee. Then it
reports:

- one floor command at the end (bust, rebuy, move: median, p95 and slowest of
  600, so that an undo copy is taken among them);
- reopening the tournament (a new desk, in a process of its own, reads and replays the log);
- undo and redo of the last action, of an action in the middle of the log
  and of an early one, and undo of the last action *after* an early undo;
- the day's end (registration closed, the prize table frozen, a color-up,
  every stack counted) and early actions undone and redone after it;
- the event's end (busts down to three, a deal, the tournament finished) and
  early actions undone and redone after it;
- the process's peak memory (resident set).

    .venv/bin/python bench/festival.py [--entries 2000 3000 6000]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)

from tdapp.application.demo import bust_down_to, entry_commands, in_batches, table_commands
from tdapp.application.desk import Desk
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_break, draw_seat, draw_seats, seat_options
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.storage.snapshots import collector_is_paused, keep_collector_off
from tdapp.ui.gui_thread import collect_if_due
from tdapp.ui.session import LONG_REPLAY

CONFIG: dict[str, Any] = {
    "name": "Festival flight",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "rebuy": {"purchase": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}, "until_level": 12},
    "addon": {"purchase": {"prize_cents": 4500, "fee_cents": 500, "chips": 30000}, "until_level": 12},
    "reentry": {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 12},
    "late_registration_until_level": 12,
    "capacity": 50_000,
}
STRUCTURE = {"items": [{"small_blind": 100 * n, "big_blind": 200 * n, "minutes": 30} for n in range(1, 30)]}


DESK_ALONE = """
import resource, sys, time
from tdapp.application.desk import Desk
desk = Desk.open(sys.argv[1], operator="bench")
book = desk.tournament(int(sys.argv[2]))
time.sleep(1.5)  # the lagging undo copy, built on a worker
last = book.last_undoable()
desk.undo(int(sys.argv[2]), last.seq)
desk.redo(int(sys.argv[2]), last.seq)
# And an early rebuy undone and redone: the undo copies past it are built again on a worker (up to sixteen recent
# ones held whole), which a desk just opened does not hold.
def settle_copies():
    for _ in range(1200):
        book._copy_before(book._in_force)
        if not book._copies_missing() or book._copies_built_for != book._generation:
            return
        time.sleep(0.05)
in_force = book._index.in_force()
for early in [a for a in in_force[len(in_force) // 20 :] if a.kind == "money.rebuy"][:20]:
    try:
        desk.undo(int(sys.argv[2]), early.seq)
    except Exception:
        continue  # a later action needs it: refused, the next one
    settle_copies()
    desk.redo(int(sys.argv[2]), early.seq)
    settle_copies()
    break
desk.close()
# Its own peak (the high-water mark of its memory since it started): the resource module's maximum also counts
# what the bench's process held when it started this one (18-120 MB more, growing with the bench's own size).
try:
    with open("/proc/self/status") as status:
        print(next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024)
except (OSError, StopIteration):
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


#: The tournament reopened by a desk of its own, as after a restart: the time to read and replay it (the collector off
#: from the start, as `tdapp.ui.app.run_desk` has it while a tournament is built).
REOPEN = """
import gc, sys, time
gc.disable()
from tdapp.application.desk import Desk
desk = Desk.open(sys.argv[1], operator="bench")
start = time.perf_counter()
desk.tournament(int(sys.argv[2]))
print(time.perf_counter() - start)
"""


def ms(seconds: float) -> float:
    return seconds * 1000


def play_flight(desk: Desk, entries: int, rng: random.Random) -> int:
    creates = [("player.create", {"player_id": i, "name": f"Jogador {i}", "document": f"D{i}"}) for i in range(1, entries + 1)]
    for batch in in_batches(creates):
        desk.directory.execute_many(batch)
    players = list(range(1, entries + 1))
    tid = desk.create_tournament(CONFIG, [("clock.set_structure", STRUCTURE)])
    for pid in players:  # each walk-in registered and paid in one command, as the registration desk stores it
        desk.act_many(tid, entry_commands([pid], lambda pid: f"D{pid}"))
    desk.act_many(tid, table_commands(entries + entries // 3))
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players, rng=rng))
    desk.act(tid, "clock.start", {})
    book = desk.tournament(tid)
    target = 7 * entries
    extended = False
    while len(book.log) < target:
        if not extended and len(book.log) > target // 3:  # mid-flight the TD extends late registration two levels,
            settings = book.state.config.to_dict()  # adds seats and raises the guarantee: all followed by the index
            changed = {
                "late_registration_until_level": settings["late_registration_until_level"] + 2,
                "capacity": settings["capacity"] + 10_000,
                "guarantee_cents": 100_000_00,
            }
            desk.act(tid, "tournament.configure", {"config": {**settings, **changed}})
            extended = True
        state = book.state
        alive = sorted(state.seating.seat_of)
        busted = sorted(pid for pid, reg in state.registrations.items() if not reg.alive)
        commands: list[Any] = []
        for pid in rng.sample(alive, min(len(alive) // 10, 200)):
            commands.append(("player.bust", {"busts": [{"player_id": pid}]}))
        for kind, payload in commands:  # one bust a command, as the desk records them (each its own undo)
            desk.act(tid, kind, payload)
        busted = sorted(pid for pid, reg in book.state.registrations.items() if not reg.alive)
        for pid in rng.sample(busted, min(len(busted), 60)):
            kind = rng.choice(("money.rebuy", "money.reentry"))
            if kind == "money.reentry" and book.state.registrations[pid].reentries:
                kind = "money.rebuy"

            def back_in(s: Any, pid: int = pid, kind: str = kind) -> list[Any]:
                reg = s.registrations[pid]
                if reg.alive or (kind == "money.rebuy" and reg.rebuys):
                    return []
                done: list[Any] = [(kind, {"player_id": pid})]
                if kind == "money.reentry":  # with his new seat, in one command, as the desk stores a re-entry
                    done.append(("seating.seat", draw_seat(s.seating, pid, rng=rng)))
                return done

            try:
                desk.act_many(tid, back_in)
            except Exception:
                continue
            if pid not in book.state.seating.seat_of and book.state.registrations[pid].alive:
                desk.act_many(tid, lambda s, pid=pid: [("seating.seat", draw_seat(s.seating, pid, rng=rng))])
        for pid in rng.sample(sorted(book.state.seating.seat_of), 40):
            try:
                desk.act(tid, "money.addon", {"player_id": pid})
            except Exception:
                pass
        for pid in rng.sample(sorted(book.state.seating.seat_of), 40):
            table, _ = book.state.seating.seat_of[pid]
            to_table, to_seat = rng.choice(seat_options(book.state.seating, exclude_table=table))
            desk.act(tid, "seating.move", {"player_id": pid, "table": to_table, "seat": to_seat})
        break_emptiest(desk, tid, rng)
        desk.act(tid, "clock.pause", {})  # the TD stops the clock for a dispute and lets it run again
        desk.act(tid, "clock.resume", {})
        if len(book.log) % 3 == 0:
            desk.act(tid, "clock.adjust", {"seconds": rng.choice((-60, 60, 120))})  # the room's clock matched
        if len(book.log) % 4 == 1:  # a table made nine-handed (its tenth seat free), or ten-handed again
            resizable = [t for t in book.state.seating.open_tables() if t.seats == 9 or 10 not in t.players]
            if resizable:
                table = rng.choice(resizable)
                desk.act(tid, "seating.resize_table", {"table": table.number, "seats": 19 - table.seats})
        if len(book.log) % 9 == 2:  # the TD's shot clock: fewer seconds to act as the levels go up (RPT Art. 29)
            desk.act(tid, "clock.shot.configure", {"shot_seconds": rng.choice((25, 30, 40))})
        if len(book.log) % 11 == 3:  # the TD notes something on the event (its settings edited: nothing a rule reads)
            settings = book.state.config.to_dict()
            desk.act(tid, "tournament.configure", {"config": {**settings, "notes": f"Nota {len(book.log)}"}})
        for n, pid in enumerate(rng.sample(sorted(book.state.seating.seat_of), 6)):  # the floor's calls of the round
            table, _ = book.state.seating.seat_of[pid]
            if n < 4:
                named = [pid, *[p for p in book.state.seating.tables[table].players.values() if p != pid][:1]]
                ruling = {"decision": "Mão morta: cartas expostas", "article": "40", "table": table, "player_ids": named}
                desk.act(tid, "floor.ruling", ruling)
            else:
                penalty = {"player_id": pid, "kind": ("warning", "missed_orbits")[n % 2], "reason": "Linguagem", "article": "71"}
                desk.act(tid, "floor.penalty", penalty)
        if len(book.log) % 13 == 5:  # now and then a player disqualified (RPT Art. 71.4): out, his chips out of play
            pid = rng.choice(sorted(book.state.seating.seat_of))
            dq = {"player_id": pid, "kind": "disqualification", "reason": "Conluio", "article": "71.4", "chips_removed": 20_000}
            desk.act(tid, "floor.penalty", dq)
    return tid


def kind_shown(action: Any) -> str:
    """The action's kind in the tables, a disqualification apart from the other penalties."""
    if action.kind == "floor.penalty" and action.payload.get("kind") == "disqualification":
        return "floor.penalty (disqualification)"
    return str(action.kind)


def break_emptiest(desk: Desk, tid: int, rng: random.Random, keep_free: int = 80) -> None:
    """As the field shrinks, the emptiest tables are broken (RPT Art. 9), while the seats left free elsewhere still
    take the round's re-entries."""
    for _ in range(2):
        seating = desk.tournament(tid).state.seating
        tables = seating.open_tables()
        emptiest = min(tables, key=lambda t: (t.count, -t.number))
        free_elsewhere = sum(t.free_seats for t in tables if t.number != emptiest.number)
        if len(tables) < 3 or free_elsewhere - emptiest.count < keep_free:
            return
        payload = draw_break(seating, emptiest.number, CONFIG.get("table_size", 10), rng=rng)
        if "final_table_seats" in payload:
            return
        desk.act(tid, "seating.break_table", payload)


#: The collections run between the timed commands while the desk's regime is on (`desk_collector`), each timed:
#: (generation, seconds).
COLLECTIONS: list[tuple[int, float]] = []
_THRESHOLDS: tuple[int, int, int] = gc.get_threshold()  # type: ignore[assignment]


def collect_between() -> None:
    """As the desk's GUI thread does from its timer (`tdapp.ui.gui_thread.collect_if_due`): the generation the
    automatic collector would have run now, run between two commands, never inside one; timed on its own."""
    if gc.isenabled() or collector_is_paused():
        return  # the flight's play: the collector runs by itself; or a worker is building a copy (the desk waits too)
    start = time.perf_counter()
    generation = collect_if_due(_THRESHOLDS)
    if generation is not None:
        COLLECTIONS.append((generation, time.perf_counter() - start))


@contextlib.contextmanager
def bench_own(book: Any) -> Iterator[None]:
    """The bench's own look at the book (which undos are made in place, which to pick): not the desk's work, so its
    garbage is collected when it is done, untimed and unrecorded (the desk's due collection first, recorded). What
    the book found for the look (a change in place, a refusal: kept while nothing changes) is forgotten, so that
    the command timed next finds it again itself."""
    collect_between()
    yield
    book._step_found = book._refusal_found = None
    if not gc.isenabled():
        gc.collect()


def undone_in_place(book: Any, action: Any) -> bool:
    """Whether the desk takes an undo of `action` back in place (not refused at once, not replayed)."""
    return book.replay_length(action.seq) == 1 and book._refusal_in_place(action) is None


def decided(book: Any, action: Any) -> tuple[bool, bool]:
    """How the desk decides an undo of `action` without replaying: (undone in place, refused at once)."""
    at_once = book.replay_length(action.seq) == 1
    made = at_once and book._refusal_in_place(action) is None
    return made, at_once and not made


def put_back_in_place(book: Any, action: Any) -> bool:
    """Whether the desk puts `action` back in place (the bench's own look): the change found is forgotten, so that
    the redo timed next finds it again itself (`Book._step_in_place` keeps it for the rest of a command)."""
    found = book._step_in_place(book.state, action, undoing=False) is not None
    book._step_found = None
    return found


def timed(func: Any) -> float:
    collect_between()
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def settle(book: Any, limit_s: float = 30.0) -> float:
    """Wait until the lagging undo copy a worker builds (at opening, after an undo) is there; the time it took.

    A TD does not undo within a second of opening or of another undo; the
    wait keeps the figures about the undo itself (the copy's build time is
    its own column).
    """
    start = time.perf_counter()
    while book._lag is None and book._lag_ready is None and time.perf_counter() - start < limit_s:
        if book._lag_built_for != book._generation:  # nothing building (a short log, or a refused build)
            break
        time.sleep(0.002)
    return time.perf_counter() - start


def settle_copies(book: Any, limit_s: float = 60.0) -> float:
    """Wait until the undo copies an undo or redo in place dropped are built again (`Book._start_copies_build`) and
    taken in; the time it took."""
    start = time.perf_counter()
    while time.perf_counter() - start < limit_s:
        if book._copies_ready is not None:
            book._adopt_copies()
        if not book._copies_missing() or book._copies_built_for != book._generation:
            break  # all there, or nothing building (a refused build)
        time.sleep(0.005)
    return time.perf_counter() - start


#: Rounds of a bust, a rebuy and a move timed at the end: 600 commands, so that an undo copy (one every 500 actions
#: in force, pickled by a worker from the lagging copy while the commands go on) is taken among them.
COMMAND_ROUNDS = 200

#: The actions that set the flight up, undone at the desk one by one.
SETUP_KINDS = ("tournament.create", "clock.set_structure", "seating.draw", "clock.start")

#: Kinds undone and redone at the desk for the round-trip table (a re-entry goes with its seat: the desk's gesture).
ROUND_TRIP_KINDS = (
    "seating.move",
    "player.bust",
    "money.addon",
    "money.rebuy",
    "money.reentry",
    "seating.seat",
    "seating.break_table",
    "floor.ruling",
    "floor.penalty",
    "clock.pause",
    "clock.adjust",
    "seating.resize_table",
    "clock.shot.configure",
    "tournament.configure",
)


def measure(entries: int, samples: int = 0, rounds: int = 30) -> dict[str, Any]:
    rng = random.Random(entries)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "festival.db"
        desk = Desk.open(path, operator="bench")
        tid = play_flight(desk, entries, rng)
        book = desk.tournament(tid)
        commands: list[float] = []
        # As the desk runs them: its automatic collector off, the collections it would have run made between
        # commands (`timed`), each timed on its own column -- inside a command a full collection of the bench's
        # heap took 170 ms in one run, which the desk never pays there.
        gc.collect()
        keep_collector_off(True)
        for _ in range(COMMAND_ROUNDS):
            state = book.state
            pid = rng.choice(sorted(state.seating.seat_of))
            commands.append(timed(lambda pid=pid: desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})))
            commands.append(timed(lambda pid=pid: desk.act(tid, "money.rebuy", {"player_id": pid})))
            mover = rng.choice(sorted(book.state.seating.seat_of))
            table, _ = book.state.seating.seat_of[mover]
            to_table, to_seat = rng.choice(seat_options(book.state.seating, exclude_table=table))
            commands.append(
                timed(lambda m=mover, t=to_table, s=to_seat: desk.act(tid, "seating.move", {"player_id": m, "table": t, "seat": s}))
            )
        actions = len(book.log)
        keep_collector_off(False)
        desk.close()
        del book, state  # the flight's desk is gone: its state is not held while the new desks open the flight

        # A desk of its own, as on the TD's machine after a restart: a new process opens the flight, waits for its
        # lagging undo copy, undoes and redoes the last action; its peak memory.
        child = subprocess.run(
            [sys.executable, "-c", DESK_ALONE, str(path), str(tid)], capture_output=True, text=True, check=True, env=os.environ
        )
        desk_mb = float(child.stdout.split()[-1])
        # Reopened three times, each by a new process (as after a restart), so that the three tournaments read are
        # not in this process's heap: its peak memory is the flight's desk and the bench's own.
        reopen = []
        for _ in range(3):
            opened = subprocess.run(
                [sys.executable, "-c", REOPEN, str(path), str(tid)], capture_output=True, text=True, check=True, env=os.environ
            )
            reopen.append(float(opened.stdout.split()[-1]))
        desk = Desk.open(path, operator="bench")
        book = desk.tournament(tid)
        # As the desk does when it opens a tournament (DeskSession.open_tournament): the loaded tournament is taken
        # out of the cyclic collector's walks, so that a collection during an undo does not walk it all.
        gc.collect()
        gc.freeze()
        # And as the desk runs the collector (`tdapp.ui.gui_thread.GuiGarbageCollector`): the automatic one off, the
        # same collections run from a timer between commands -- here between the timed ones, each timed on its own
        # (a collection blocks the desk's thread too: its own column).
        keep_collector_off(True)  # a worker's pause (`collector_paused`) never turns it back on
        COLLECTIONS.clear()
        lag_ready = settle(book)
        in_force = book._index.in_force()

        def first_from(kind: str, index: int, *, in_place: bool) -> Any:
            """The first action of `kind` from `index` on (of those of its kind) that is (or is not) undone in place."""
            of_kind = [a for a in in_force if a.kind == kind]
            with bench_own(book):
                for action in of_kind[index * len(of_kind) // 100 :]:
                    made_in_place = undone_in_place(book, action)
                    if made_in_place == in_place and not book.is_undone(action.seq):
                        return action
            raise RuntimeError(f"no {kind} to undo")

        def undo_timed(action: Any) -> float:
            settle(book)
            return timed(lambda: desk.undo(tid, action.seq))

        # What share of the actions in force an undo takes back in place, early (first half) and late.
        share: dict[str, tuple[int, int, int]] = {}
        half = len(in_force) // 2
        with bench_own(book):
            for position, action in enumerate(in_force):
                key = f"{kind_shown(action)} {'early' if position < half else 'late'}"
                done, refused, total = share.get(key, (0, 0, 0))
                made, refused_now = decided(book, action)
                share[key] = (done + made, refused + refused_now, total + 1)
        figures: dict[str, Any] = {"entries": entries, "actions": actions, "share": share, "desk MB": desk_mb}
        if samples:
            # Of the early actions not undone in place, how many would the replay allow (the others are refused:
            # a later action needs them), by a whole replay of the log without each (and its gesture).
            allowed: dict[str, tuple[int, int]] = {}
            early = in_force[: len(in_force) // 2]
            for kind in ("seating.move", "player.bust", "money.rebuy", "money.reentry", "seating.seat"):
                slow = [a for a in early if a.kind == kind and book.replay_length(a.seq) > 1]
                picked = rng.sample(slow, min(samples, len(slow)))
                ok = 0
                for action in picked:
                    gone = {a.seq for a in book.gesture(action.seq)}
                    try:
                        TOURNAMENT.replay([a for a in in_force if a.seq not in gone])
                        ok += 1
                    except RuleError:
                        pass
                allowed[kind] = (ok, len(picked))
            figures["allowed"] = allowed
        figures["command"] = (statistics.median(commands), sorted(commands)[int(len(commands) * 0.95)], max(commands))
        figures["reopen"] = statistics.median(reopen)
        figures["undo copy ready"] = lag_ready
        last = in_force[-1]
        figures["undo last"] = undo_timed(last)
        settle(book)
        figures["redo last"] = timed(lambda: desk.redo(tid, last.seq))
        figures["undo middle"] = undo_timed(first_from("seating.move", 50, in_place=True))
        early = first_from("seating.move", 5, in_place=True)
        figures["undo early"] = undo_timed(early)
        figures["copies again"] = settle_copies(book)  # the undo copies past it, built again on the worker
        figures["undo last after early"] = undo_timed(book.last_undoable())
        settle(book)
        figures["redo early"] = timed(lambda: desk.redo(tid, early.seq))
        early_bust = first_from("player.bust", 5, in_place=True)
        figures["undo early bust"] = undo_timed(early_bust)
        settle(book)
        figures["redo early bust"] = timed(lambda: desk.redo(tid, early_bust.seq))
        figures["undo early add-on"] = undo_timed(first_from("money.addon", 5, in_place=True))
        # An undo the rules refuse for certain, refused at once: the first from 5% in of each kind, timed at the desk.
        figures["refused early"] = {}
        for kind in ("registration.register", "money.buy_in", "player.bust", "money.rebuy", "money.reentry", "seating.seat"):
            of_kind = [a for a in in_force if a.kind == kind]
            with bench_own(book):
                refused = next((a for a in of_kind[len(of_kind) // 20 :] if book._refusal_in_place(a) is not None), None)
            if refused is None:
                continue
            settle(book)
            start = time.perf_counter()
            try:
                desk.undo(tid, refused.seq)
            except RuleError:
                figures["refused early"][kind] = time.perf_counter() - start
            else:
                raise RuntimeError("an undo refused for certain was made")
        # Undone and redone at the desk, one after the other: a sample of each kind from the whole log, of those
        # an undo takes back (in place); how many are put back in place, and the slowest of each.
        trips: dict[str, tuple[int, int, float, float]] = {}
        for kind in ROUND_TRIP_KINDS:
            with bench_own(book):
                undoable = [a for a in in_force if a.kind == kind and not book.is_undone(a.seq) and undone_in_place(book, a)]
            picked = rng.sample(undoable, min(rounds, len(undoable)))
            back, slowest_undo, slowest_redo = 0, 0.0, 0.0
            for action in picked:
                slowest_undo = max(slowest_undo, undo_timed(action))
                settle(book)
                with bench_own(book):
                    back += put_back_in_place(book, action)
                slowest_redo = max(slowest_redo, timed(lambda action=action: desk.redo(tid, action.seq)))
            trips[kind] = (len(picked), back, slowest_undo, slowest_redo)
        figures["round trips"] = trips
        # The flight's setting up, undone at the desk: refused at once, or replayed (then refused, or undone and
        # put back by a redo, both timed).
        setup: dict[str, tuple[str, bool, float, float | None]] = {}
        for kind in SETUP_KINDS:
            action = next((a for a in in_force if a.kind == kind and not book.is_undone(a.seq)), None)
            if action is None:
                continue
            at_once = book.replay_length(action.seq) == 1
            settle(book)
            start = time.perf_counter()
            try:
                desk.undo(tid, action.seq)
            except RuleError:
                setup[kind] = ("refused", at_once, time.perf_counter() - start, None)
                continue
            took = time.perf_counter() - start
            settle(book)
            setup[kind] = ("undone", at_once, took, timed(lambda action=action: desk.redo(tid, action.seq)))
        figures["setup"] = setup
        # The undos still left to the replay (the desk runs them off its thread, the clock going on): the first
        # move of the log not decided at once, timed whether the replay then makes it or refuses it.
        figures["replayed"] = None
        settle(book)
        figures["copies before it"] = settle_copies(book)  # those the round trips' undos in place dropped, built again
        with bench_own(book):
            left = next(
                (
                    (a, n)
                    for a in in_force
                    if a.kind == "seating.move" and (n := book.replay_length(a.seq)) > 1 and not book.is_undone(a.seq)
                ),
                None,
            )
        if left is not None:
            action, length = left
            settle(book)
            start = time.perf_counter()
            try:
                desk.undo(tid, action.seq)
                outcome = "undone"
            except RuleError:
                outcome = "refused"  # a later action depends on it, found by the replay
            figures["undo early replayed"] = time.perf_counter() - start
            figures["replayed"] = (length, outcome)
            gc.freeze()  # as the desk does after a long undo on its worker (`DeskSession`): the new state out of the walks
        figures["day"] = end_the_day(desk, tid, book, rng, rounds)
        figures["event"] = end_the_event(desk, tid, book, rng, min(rounds, EVENT_ROUNDS))
        desk.close()
        # A desk is a process of its own: what this size froze (`gc.freeze`, as the desk does after a long undo) is
        # let go, so that the next size's peak memory is its own.
        gc.unfreeze()
        gc.collect()
        figures["collections"] = list(COLLECTIONS)
        keep_collector_off(False)
    figures["peak MB"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return figures


#: The room's chips, for the color-up of the day's end (RPT Art. 24).
CHIP_SET = {"denominations": [{"value": v, "owned": 200_000} for v in (100, 500, 1000, 5000, 25000)]}
#: Early actions of these kinds undone (and redone) at the desk once the day has ended.
DAY_KINDS = ("seating.move", "player.bust", "money.addon", "money.rebuy")


def end_the_day(desk: Desk, tid: int, book: Any, rng: random.Random, rounds: int) -> dict[str, Any]:
    """The flight's day ends at the desk: late registration and re-entries closed, the prize table frozen (FS 7.5),
    the 100s colored up at every table in one command, the clock stopped, every stack counted and bagged, the day
    ended (FS 1.3). Then early actions are undone and redone: each of these actions is followed by the undo index,
    so they are still decided at once."""
    day: dict[str, Any] = {}
    for kind in ("chips.set", "registration.close_late", "registration.close_reentry", "prizes.freeze"):
        desk.act(tid, kind, CHIP_SET if kind == "chips.set" else {})
    seating = book.state.seating
    tables = [
        {
            "table": t.number,
            "seats": [{"seat": s, "player_id": p, "count": 0, "has_other_chips": True} for s, p in sorted(t.players.items())],
        }
        for t in seating.open_tables()
        if t.players
    ]
    day["color-up"] = timed(lambda: desk.act(tid, "chips.color_up", {"removed": 100, "tables": tables}))
    desk.act(tid, "clock.pause", {})
    seated = sorted(book.state.seating.seat_of)
    share = chips_in_play(book.state) // len(seated)
    counts = [timed(lambda pid=pid: desk.act(tid, "chips.count", {"player_id": pid, "chips": share})) for pid in seated]
    desk.act(tid, "clock.end_day", {})
    day["bagged"] = len(counts)
    day["count"] = (statistics.median(counts), sorted(counts)[int(len(counts) * 0.95)])
    in_force = book._index.in_force()
    early = in_force[: len(in_force) // 2]
    decisions: dict[str, tuple[int, int, int]] = {}
    with bench_own(book):
        for action in early:
            if action.kind not in DAY_KINDS:
                continue
            made, refused_now = decided(book, action)
            done, refused, total = decisions.get(action.kind, (0, 0, 0))
            decisions[action.kind] = (done + made, refused + refused_now, total + 1)
    day["decided"] = decisions
    trips: dict[str, tuple[int, int, float, float]] = {}
    for kind in DAY_KINDS:
        with bench_own(book):
            undoable = [a for a in early if a.kind == kind and undone_in_place(book, a)]
        picked = rng.sample(undoable, min(rounds, len(undoable)))
        back, slowest_undo, slowest_redo = 0, 0.0, 0.0
        for action in picked:
            settle(book)
            slowest_undo = max(slowest_undo, timed(lambda action=action: desk.undo(tid, action.seq)))
            settle(book)
            with bench_own(book):
                back += put_back_in_place(book, action)
            slowest_redo = max(slowest_redo, timed(lambda action=action: desk.redo(tid, action.seq)))
        trips[kind] = (len(picked), back, slowest_undo, slowest_redo)
    # The bagging's own counts (a count mistyped, taken back): every later count's census read it. One in twenty is
    # asked how it would be decided (each asks the counts after it); a sample is undone and redone.
    bagged = [a for a in book._index.in_force() if a.kind == "chips.count"]
    asked = bagged[::20]
    with bench_own(book):
        undoable = [a for a in asked if undone_in_place(book, a)]
        refused = sum(1 for a in asked if a not in undoable and book.replay_length(a.seq) == 1)
    decisions["chips.count (bagged, 1 in 20)"] = (len(undoable), refused, len(asked))
    picked = rng.sample(undoable, min(rounds, len(undoable)))
    back, slowest_undo, slowest_redo = 0, 0.0, 0.0
    for action in sorted(picked, key=lambda a: a.seq):
        settle(book)
        slowest_undo = max(slowest_undo, timed(lambda action=action: desk.undo(tid, action.seq)))
        settle(book)
        back += put_back_in_place(book, action)
        slowest_redo = max(slowest_redo, timed(lambda action=action: desk.redo(tid, action.seq)))
    trips["chips.count (bagged, 1 in 20)"] = (len(picked), back, slowest_undo, slowest_redo)
    day["round trips"] = trips
    return day


#: Early actions of these kinds undone (and redone) at the desk once the event has ended: sampled per kind.
EVENT_KINDS = ("seating.move", "player.bust", "money.addon", "money.rebuy", "floor.ruling")
#: Of each: the round trips made (each waits for the undo copies a worker builds again after it: seconds at 6,000).
EVENT_ROUNDS = 5
#: Pairs of early undos, the second right after the first.
EVERY_OTHER = 10


def as_the_desk_runs_it(desk: Desk, book: Any, tid: int, other: Any, took: list[float], looks: list[float]) -> bool:
    """An undo as `DeskSession._undo_or_redo` runs it: its thread asks whether it is long (timed in `looks`), a long
    one then runs on a worker and a short one in place; the whole in `took` (a refusal too: the TD waits as long).
    Whether it was undone."""
    failed: list[BaseException] = []

    def undo_other() -> None:
        try:
            desk.undo(tid, other.seq)
        except RuleError as refused:
            failed.append(refused)

    def run() -> None:
        start = time.perf_counter()
        long = book.replay_length(other.seq, look=True) > LONG_REPLAY
        looks.append(time.perf_counter() - start)
        if long:
            worker = threading.Thread(target=undo_other)
            worker.start()
            worker.join()
        else:
            undo_other()

    took.append(timed(run))
    return not failed


def end_the_event(desk: Desk, tid: int, book: Any, rng: random.Random, rounds: int) -> dict[str, Any]:
    """The final day at the same desk: play resumed, busts down to three players, a deal among them (ICM), the
    tournament finished. The undo index does not follow the deal and the finish (they read the whole field), so
    an early action's undo is taken in place on the state just before the deal, and the deal and the finish are
    replayed on it (`Book._split_plan`). Early actions (first half of the log) are asked how they would be
    decided; a sample of those taken back before the end is undone and redone, and the last action (the finish)
    undone after them."""
    event: dict[str, Any] = {}
    desk.act(tid, "clock.resume_day", {})
    event["busted"] = book.state.players_left - 3
    bust_down_to(desk, tid, 3, rng, knockout=False)
    alive = sorted(pid for pid, reg in book.state.registrations.items() if reg.alive)
    stacks = [{"player_id": pid, "chips": 1_000_000 * (n + 2)} for n, pid in enumerate(alive)]
    settle(book)
    event["deal"] = timed(lambda: desk.act(tid, "prizes.accept_deal", {"method": "icm", "players": stacks}))
    deal = book.log[-1]
    event["finish"] = timed(lambda: desk.act(tid, "tournament.finish", {}))
    in_force = book._index.in_force()
    tail = sum(1 for action in in_force if action.seq >= deal.seq)  # replayed after an undo made before the deal
    early = [a for a in in_force[: len(in_force) // 2] if a.kind in EVENT_KINDS]
    decisions: dict[str, tuple[int, int, int, int]] = {}
    before_the_end: dict[str, list[Any]] = {}
    settle(book)
    with bench_own(book):
        for action in early:
            in_place, refused = decided(book, action)
            split = book.replay_length(action.seq) == 1 + tail
            if split:
                before_the_end.setdefault(action.kind, []).append(action)
            counts = decisions.get(action.kind, (0, 0, 0, 0))
            decisions[action.kind] = (counts[0] + in_place, counts[1] + split, counts[2] + refused, counts[3] + 1)
    event["decided"] = decisions
    trips: dict[str, tuple[int, int, int, float, float]] = {}
    for kind in EVENT_KINDS:
        picked = rng.sample(before_the_end.get(kind, []), min(rounds, len(before_the_end.get(kind, []))))
        undone = redone = 0
        slowest_undo = slowest_redo = 0.0
        for action in picked:
            settle(book)
            start = time.perf_counter()
            try:
                desk.undo(tid, action.seq)
            except RuleError:
                continue  # the deal or the finish, replayed without it, refused it (said as the replay says it)
            finally:
                slowest_undo = max(slowest_undo, time.perf_counter() - start)
            undone += 1
            settle(book)
            with bench_own(book):  # (at once: the state the undo replaced put back; or before the end, the end replayed)
                redone += book.replay_length(action.seq) in (1, 1 + tail)
            slowest_redo = max(slowest_redo, timed(lambda action=action: desk.redo(tid, action.seq)))
        trips[kind] = (len(picked), undone, redone, slowest_undo, slowest_redo)
    event["round trips"] = trips
    # Second thoughts: an early action taken back before the end, put back at once, taken back again at once (the
    # lagging copy the undo used up not built again yet), then the wait until that copy is back, and the redo.
    pool = sorted((a for actions in before_the_end.values() for a in actions), key=lambda a: a.seq)
    thoughts: dict[str, list[float]] = {"undo": [], "at once": [], "copy back": [], "redo": []}
    for action in rng.sample(pool, min(EVENT_ROUNDS, len(pool))):
        settle(book)
        try:
            thoughts["undo"].append(timed(lambda action=action: desk.undo(tid, action.seq)))
        except RuleError:
            continue
        thoughts["at once"].append(timed(lambda action=action: desk.redo(tid, action.seq)))
        thoughts["at once"].append(timed(lambda action=action: desk.undo(tid, action.seq)))
        thoughts["copy back"].append(settle(book))
        thoughts["redo"].append(timed(lambda action=action: desk.redo(tid, action.seq)))
    event["second thoughts"] = thoughts
    # Another early action taken back right after one, as the desk runs it (`DeskSession._undo_or_redo`): it asks on
    # its own thread whether the undo is long (timed: the desk's thread is held that long), then runs a long one on a
    # worker, a short one on its own thread (taken back before the end on the copy the first undo kept,
    # `Book._copy_as_lag`). Refusals count too: the TD waits as long.
    pairs = zip(*[iter(rng.sample(pool, min(2 * EVERY_OTHER, len(pool))))] * 2, strict=False)
    right_after(desk, book, tid, [(action.seq, other) for action, other in pairs], event, "another at once")
    settle(book)
    last = book.last_undoable()
    event["undo finish"] = timed(lambda: desk.undo(tid, last.seq))
    settle(book)
    event["redo finish"] = timed(lambda: desk.redo(tid, last.seq))
    # The finish taken back (a replay from the lagging copy), then an early action at once.
    after = [(last.seq, other) for other in rng.sample(pool, min(EVERY_OTHER, len(pool)))]
    right_after(desk, book, tid, after, event, "after the finish")
    return event


def right_after(desk: Desk, book: Any, tid: int, pairs: list[tuple[int, Any]], event: dict[str, Any], key: str) -> None:
    """For each pair: #first undone, then the other action at once as the desk runs it (timed under `key`, its
    look under "`key`: the look"); both put back after. A first undo refused skips the pair."""
    took: list[float] = []
    looks: list[float] = []
    for first, other in pairs:
        settle(book)
        settle_copies(book)  # (the copies the last round dropped built again, as minutes between a TD's undos allow)
        try:
            desk.undo(tid, first)
        except RuleError:
            continue
        undone = as_the_desk_runs_it(desk, book, tid, other, took, looks)
        settle(book)
        if undone:
            desk.redo(tid, other.seq)
            settle(book)
        desk.redo(tid, first)
    event[key] = took
    event[key + ": the look"] = looks


def print_as_the_desk_runs_it(events: list[tuple[int, dict[str, Any]]], key: str, title: str) -> None:
    """A table of the undos timed by `as_the_desk_runs_it` under `key` (and its looks under "`key`: the look")."""
    print(title)
    print("| entries | undos | median | slowest | the desk's thread held (slowest) |")
    print("|---|---|---|---|---|")
    for entries, event in events:
        taken = event[key]
        if taken:
            print(
                f"| {entries} | {len(taken)} | {ms(statistics.median(taken)):.0f} ms | {ms(max(taken)):.0f} ms | "
                f"{ms(max(event[key + ': the look'])):.1f} ms |"
            )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, nargs="+", default=[2000, 3000, 6000])
    parser.add_argument("--samples", type=int, default=12, help="early actions replayed per kind, at the first size only")
    parser.add_argument("--rounds", type=int, default=30, help="actions of each kind undone and redone at the desk")
    args = parser.parse_args()
    print(
        "| entries | actions | one command median / p95 / slowest | reopen | undo copy ready | undo last | redo last | undo middle | undo early | "
        "undo last after early | undo copies again after it | redo early | undo early bust | redo early bust | undo early add-on | early undo refused at once (slowest kind) | a move left to the replay | "
        "collections between commands: how many / slowest | peak RSS: bench / a desk (an early undo and redo included) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    shares = []
    refusals: list[tuple[int, dict[str, float]]] = []
    trips: list[tuple[int, dict[str, tuple[int, int, float, float]]]] = []
    setups: list[tuple[int, dict[str, tuple[str, bool, float, float | None]]]] = []
    days: list[tuple[int, dict[str, Any]]] = []
    events: list[tuple[int, dict[str, Any]]] = []
    allowed: dict[str, tuple[int, int]] = {}
    for n, entries in enumerate(args.entries):
        f = measure(entries, args.samples if n == 0 else 0, args.rounds)
        trips.append((entries, f["round trips"]))
        setups.append((entries, f["setup"]))
        days.append((entries, f["day"]))
        events.append((entries, f["event"]))
        cmd = f["command"]
        replayed = (
            f"{ms(f['undo early replayed']):.0f} ms ({f['replayed'][1]}, {f['replayed'][0]:,} actions)" if f["replayed"] else "none left"
        )
        print(
            f"| {f['entries']} | {f['actions']} | {ms(cmd[0]):.1f} / {ms(cmd[1]):.1f} / {ms(cmd[2]):.0f} ms | {ms(f['reopen']):.0f} ms | "
            f"{ms(f['undo copy ready']):.0f} ms | "
            f"{ms(f['undo last']):.0f} ms | {ms(f['redo last']):.0f} ms | {ms(f['undo middle']):.0f} ms | {ms(f['undo early']):.0f} ms | "
            f"{ms(f['undo last after early']):.0f} ms | {ms(f['copies again']):.0f} ms | {ms(f['redo early']):.0f} ms | "
            f"{ms(f['undo early bust']):.0f} ms | "
            f"{ms(f['redo early bust']):.0f} ms | "
            f"{ms(f['undo early add-on']):.0f} ms | {ms(max(f['refused early'].values())):.1f} ms | "
            f"{replayed} | "
            f"{len(f['collections'])} / {ms(max((d for _, d in f['collections']), default=0.0)):.0f} ms | "
            f"{f['peak MB']:.0f} / {f['desk MB']:.0f} MB |",
            flush=True,
        )
        shares.append((entries, f["share"]))
        refusals.append((entries, f["refused early"]))
        if "allowed" in f:
            allowed = f["allowed"]
    print()
    print("| entries | kind | first half of the log: undone in place / refused at once / all | second half |")
    print("|---|---|---|---|")
    for entries, share in shares:
        for kind in sorted({k.rsplit(" ", 1)[0] for k in share}):
            early, late = share.get(f"{kind} early", (0, 0, 0)), share.get(f"{kind} late", (0, 0, 0))
            if early[2] + late[2] >= 10 or "disqualification" in kind:
                print(f"| {entries} | {kind} | {early[0]:,} / {early[1]:,} / {early[2]:,} | {late[0]:,} / {late[1]:,} / {late[2]:,} |")
    print()
    print("| entries | early undo refused at once: " + " | ".join(sorted({k for _, r in refusals for k in r})) + " |")
    for entries, refused in refusals:
        print(
            f"| {entries} | "
            + " | ".join(f"{ms(refused[k]):.1f} ms" if k in refused else "-" for k in sorted({k for _, r in refusals for k in r}))
            + " |"
        )
    print()
    print("Undone and then redone at the desk, a sample of each kind from the whole log (of those undone in place)")
    print("| entries | kind | sampled | redone in place | slowest undo | slowest redo |")
    print("|---|---|---|---|---|---|")
    for entries, trip in trips:
        for kind, (picked, back, slowest_undo, slowest_redo) in trip.items():
            print(f"| {entries} | {kind} | {picked} | {back} | {ms(slowest_undo):.0f} ms | {ms(slowest_redo):.0f} ms |")
    print()
    print("The flight's setting up, undone at the desk")
    print("| entries | kind | the rules' answer | decided | undo | redo |")
    print("|---|---|---|---|---|---|")
    for entries, setup in setups:
        for kind, (outcome, at_once, took, redo) in setup.items():
            decided = "at once" if at_once else "by the replay"
            back = f"{ms(redo):.0f} ms" if redo is not None else "-"
            print(f"| {entries} | {kind} | {outcome} | {decided} | {ms(took):.0f} ms | {back} |")
    print()
    print("The day's end: registration closed, prize table frozen, a color-up of every table, every stack counted, the day ended")
    print("| entries | color-up (one command) | stacks bagged | one count median / p95 |")
    print("|---|---|---|---|")
    for entries, day in days:
        count = day["count"]
        print(f"| {entries} | {ms(day['color-up']):.0f} ms | {day['bagged']:,} | {ms(count[0]):.1f} / {ms(count[1]):.1f} ms |")
    print()
    print("Then early actions (first half of the log) undone at the desk: how each is decided, and a sample undone and redone")
    print("| entries | kind | undone in place / refused at once / all | sampled | redone in place | slowest undo | slowest redo |")
    print("|---|---|---|---|---|---|---|")
    for entries, day in days:
        for kind, (done, refused, total) in day["decided"].items():
            picked, back, slowest_undo, slowest_redo = day["round trips"][kind]
            print(
                f"| {entries} | {kind} | {done:,} / {refused:,} / {total:,} | {picked} | {back} | "
                f"{ms(slowest_undo):.0f} ms | {ms(slowest_redo):.0f} ms |"
            )
    print()
    print("The event's end: play resumed, busts down to three, a deal (ICM) and the tournament finished")
    print("| entries | busted | deal | finish | undo of the finish / its redo |")
    print("|---|---|---|---|---|")
    for entries, event in events:
        print(
            f"| {entries} | {event['busted']:,} | {ms(event['deal']):.0f} ms | {ms(event['finish']):.0f} ms | "
            f"{ms(event['undo finish']):.0f} / {ms(event['redo finish']):.0f} ms |"
        )
    print()
    print("Second thoughts at the end: an early action taken back before the deal, put back and taken back again at once")
    print("(before a worker has built the lagging copy again), the wait until it has, and the redo then")
    print("| entries | round trips | slowest undo | slowest at once | lagging copy back after (median / slowest) | slowest redo |")
    print("|---|---|---|---|---|---|")
    for entries, event in events:
        t = event["second thoughts"]
        if not t["undo"]:
            continue
        print(
            f"| {entries} | {len(t['undo'])} | {ms(max(t['undo'])):.0f} ms | {ms(max(t['at once'])):.0f} ms | "
            f"{ms(statistics.median(t['copy back'])):.0f} / {ms(max(t['copy back'])):.0f} ms | {ms(max(t['redo'])):.0f} ms |"
        )
    print()
    print_as_the_desk_runs_it(
        events,
        "another at once",
        "Another early action taken back right after one, as the desk runs it: its thread asks whether the undo is long\n"
        "(held that long); a long one then runs on a worker, a short one in place (or is refused)",
    )
    print()
    print_as_the_desk_runs_it(
        events,
        "after the finish",
        "An early action taken back right after the finish's undo (a replay from the lagging copy), as the desk runs it",
    )
    print()
    print("Then early actions (first half of the log): undone in place, taken back before the deal (the deal and the finish")
    print("replayed), refused at once, of all; a sample of those taken back before the deal undone (or refused by the deal")
    print("replayed) and redone at the desk")
    print(
        "| entries | kind | in place / before the end / refused at once / all | sampled | undone | redone without replaying the log | "
        "slowest undo | slowest redo |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for entries, event in events:
        for kind, (in_place, split, refused, total) in event["decided"].items():
            picked, undone, redone, slowest_undo, slowest_redo = event["round trips"].get(kind, (0, 0, 0, 0.0, 0.0))
            print(
                f"| {entries} | {kind} | {in_place:,} / {split:,} / {refused:,} / {total:,} | {picked} | {undone} | {redone} | "
                f"{ms(slowest_undo):.0f} ms | {ms(slowest_redo):.0f} ms |"
            )
    if args.samples:
        print()
        print(f"Early actions not undone in place at {args.entries[0]:,} entries, sampled: how many the replay allows")
        print("| kind | allowed / sampled |")
        print("|---|---|")
        for kind, (ok, picked) in allowed.items():
            print(f"| {kind} | {ok} / {picked} |")


if __name__ == "__main__":
    main()
