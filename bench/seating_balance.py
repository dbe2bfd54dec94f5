"""Benchmark: the balance plan for 2,000 players on 200 tables (target: under 20 ms).

Times both the plan in numbers (`plan_counts`, what `tdapp calc balance`
computes) and the full plan for a seated field (`balance_plan`, naming the
player and seat of each balancing move), on random uneven tables.

    .venv/bin/python bench/seating_balance.py [--players 2000] [--tables 200] [--runs 50]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tdapp.domain.seating.balance import TableLoad, balance_plan, plan_counts
from tdapp.domain.seating.state import SeatingState, Table


def uneven_field(players: int, tables: int, seats: int, rng: random.Random) -> SeatingState:
    """Tables of `seats` seats holding `players` players unevenly (as after a run of eliminations), buttons set."""
    counts = [0] * tables
    for _ in range(players):
        room = [i for i, c in enumerate(counts) if c < seats]
        weights = [1 + (i % 7) for i in room]
        counts[rng.choices(room, weights)[0]] += 1
    seating = SeatingState()
    pid = 0
    for i, count in enumerate(counts):
        number = i + 1
        table = Table(number, seats)
        for seat in sorted(rng.sample(range(1, seats + 1), count)):
            pid += 1
            table.players[seat] = pid
            seating.seat_of[pid] = (number, seat)
        occupied = sorted(table.players)
        if len(occupied) >= 3:
            table.button, table.small_blind, table.big_blind = occupied[0], occupied[1], occupied[2]
        seating.tables[number] = table
        seating.opening_order.append(number)
    return seating


def median_ms(func, runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2_000)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    # The field as drawn, then after waves of eliminations left it uneven (tables to break and to balance).
    for players in (args.players, args.players * 17 // 20, args.players // 2):
        seating = uneven_field(players, args.tables, args.seats, random.Random(2024))
        loads = [TableLoad(t.number, t.count, t.capacity) for t in seating.open_tables()]
        plan = balance_plan(seating, args.seats)
        print(f"{players} players on {args.tables} tables of {args.seats}: {len(plan.breaks)} breaks, {len(plan.moves)} moves")
        med, p95 = median_ms(lambda loads=loads: plan_counts(loads, args.seats), args.runs)
        print(f"  plan in numbers (plan_counts):             median {med:6.2f} ms   p95 {p95:6.2f} ms")
        med, p95 = median_ms(lambda seating=seating: balance_plan(seating, args.seats), args.runs)
        print(f"  plan with players and seats (balance_plan): median {med:6.2f} ms   p95 {p95:6.2f} ms   (target < 20 ms)")


if __name__ == "__main__":
    main()
