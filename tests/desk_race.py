"""Several desk processes on one database, each round a set of conflicting commands started at the same instant.

Each worker process opens its own `Desk` (its own connections, its own state
in memory, as a desk on another PC would), waits at a barrier, runs its part
of the round, waits again and reports a digest of its state after taking in
the others' actions. Refusals are expected (only one desk can sell the last
seat); what must never happen is a log that forks or a state that differs.
"""

from __future__ import annotations

import pickle
import random
import traceback
from collections.abc import Callable, Sequence
from typing import Any

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_break, draw_seat, draw_seats, seat_options
from tdapp.domain.tournament.state import TournamentState

PLAYERS = 22
CAPACITY = 18  # the last seats are contended; the others go to the waiting list
TABLE_SEATS = 6
CONFIG: dict[str, Any] = {
    "name": "Corrida entre mesas",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000},
    "rebuy": {"purchase": {"prize_cents": 4_500, "fee_cents": 500, "chips": 20_000}, "until_level": 2, "max_per_player": 1},
    "addon": {"purchase": {"prize_cents": 4_500, "fee_cents": 500, "chips": 30_000}, "until_level": 2},
    "capacity": CAPACITY,
    "table_size": TABLE_SEATS,
}
STRUCTURE: dict[str, Any] = {"items": [{"small_blind": 100 * n, "big_blind": 200 * n, "ante": 0, "minutes": 20} for n in range(1, 9)]}


def state_copy(state: TournamentState) -> bytes:
    """A whole tournament state as bytes, to compare (with ==, once loaded) desks that cannot share objects."""
    return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)


def set_up(url: str, event: int = 0) -> tuple[int, list[int]]:
    """The event every round plays on: players in the directory, the tournament, its structure and tables."""
    desk = Desk.open(url, operator="TD")
    try:
        players = [desk.add_player(f"Jogador {event}.{n:02d}", document=f"E{event}CC{n:02d}") for n in range(1, PLAYERS + 1)]
        tables = [("seating.open_table", {"table": n}) for n in range(1, CAPACITY // TABLE_SEATS + 2)]
        tid = desk.create_tournament(CONFIG, [("clock.set_structure", STRUCTURE), *tables])
        return tid, players
    finally:
        desk.close()


# -- what each desk does in each round (index = the desk's number) -------------------


def _try(desk: Desk, tid: int, commands: Any) -> int:
    try:
        desk.act_many(tid, commands)
    except RuleError:
        return 0
    return 1


def round_register(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """Every desk registers and takes the money of every player, each in its own order."""
    order = list(players)
    rng.shuffle(order)
    done = 0
    for pid in order:
        done += _try(desk, tid, [("registration.register", {"player_id": pid})])
        done += _try(desk, tid, [("money.buy_in", {"player_id": pid, "document": desk.players().players[pid].document})])
    return done


def round_seat_and_start(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """Every desk draws the seats of whoever paid and is not seated, and starts the clock."""

    def draw(state: TournamentState) -> list[tuple[str, dict[str, Any]]]:
        unseated = [pid for pid, reg in state.registrations.items() if reg.alive and pid not in state.seating.seat_of and reg.chips_issued]
        return [("seating.draw", draw_seats(state.seating, unseated, rng=rng))] if unseated else []

    done = _try(desk, tid, draw)
    return done + _try(desk, tid, [("clock.start", {})])


def round_bust_same_player(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """Two desks bust the same players (the floor called it twice); the third busts others."""
    state = desk.tournament(tid).state
    seated = sorted(state.seating.seat_of)
    targets = seated[:3] if index < 2 else seated[3:5]
    done = 0
    for pid in targets:
        done += _try(desk, tid, [("player.bust", {"busts": [{"player_id": pid}]})])
    return done


def round_rebuys_last_level(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """The clock at the last rebuy level; every desk sells a rebuy to every busted player (one each at most)."""
    done = _try(desk, tid, [("clock.jump", {"level": 2})]) if index == 0 else 0
    state = desk.tournament(tid).state
    out = sorted(pid for pid, reg in state.registrations.items() if reg.chips_issued and not reg.alive)
    rng.shuffle(out)
    for pid in out:
        done += _try(desk, tid, [("money.rebuy", {"player_id": pid})])
    for pid in out:

        def seat(state: TournamentState, pid: int = pid) -> list[tuple[str, dict[str, Any]]]:
            if pid in state.seating.seat_of or not state.registrations[pid].alive:
                return []
            return [("seating.seat", draw_seat(state.seating, pid, rng=rng))]

        done += _try(desk, tid, seat)
    return done


def round_break_while_moving(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """Desk 0 breaks the last table with players while desks 1 and 2 move players away from it."""
    state = desk.tournament(tid).state
    last = max(n for n in state.seating.opening_order if state.seating.tables[n].players)
    if index == 0:
        return _try(desk, tid, lambda s: [("seating.break_table", draw_break(s.seating, last, TABLE_SEATS, rng=rng))])
    done = 0
    for _ in range(2):

        def move(s: TournamentState) -> list[tuple[str, dict[str, Any]]]:
            table = s.seating.tables.get(last)
            if table is None or not table.players:
                return []
            pid = sorted(table.players.values())[index - 1 if len(table.players) >= index else 0]
            to_table, to_seat = rng.choice(seat_options(s.seating, exclude_table=last))
            return [("seating.move", {"player_id": pid, "table": to_table, "seat": to_seat})]

        done += _try(desk, tid, move)
    return done


def round_undo_what_others_build_on(desk: Desk, tid: int, players: list[int], index: int, rng: random.Random) -> int:
    """Desk 0 undoes the latest rebuy while desks 1 and 2 bust and add-on the same player."""
    book = desk.tournament(tid)
    rebuys = [a for a in book.log if a.kind == "money.rebuy" and not book.is_undone(a.seq)]
    if not rebuys:
        return 0
    pid = int(rebuys[-1].payload["player_id"])
    if index == 0:
        try:
            desk.undo(tid, rebuys[-1].seq)
        except RuleError:
            return 0
        return 1
    if index == 1:
        return _try(desk, tid, [("money.addon", {"player_id": pid})])
    return _try(desk, tid, [("player.bust", {"busts": [{"player_id": pid}]})])


ROUNDS: Sequence[Callable[[Desk, int, list[int], int, random.Random], int]] = (
    round_register,
    round_seat_and_start,
    round_bust_same_player,
    round_rebuys_last_level,
    round_break_while_moving,
    round_undo_what_others_build_on,
)


def worker(url: str, tid: int, players: list[int], index: int, barrier: Any, results: Any, seed: int) -> None:
    """One desk process: every round between two barriers, then its state's digest after taking in the others."""
    rng = random.Random(seed * 31 + index)
    desk = Desk.open(url, operator=f"Mesa {index + 1}")
    try:
        desk.tournament(tid)
        for number, play in enumerate(ROUNDS):
            barrier.wait(timeout=120)
            error = ""
            try:
                done = play(desk, tid, players, index, rng)
            except Exception:  # reported to the test, which fails with it
                done, error = -1, traceback.format_exc()
            barrier.wait(timeout=120)
            desk.sync(tid)
            results.put((number, index, done, error, state_copy(desk.tournament(tid).state), desk.tournament(tid).head))
            barrier.wait(timeout=120)
    finally:
        desk.close()
