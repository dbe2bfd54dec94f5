"""Benchmark: ICM for 10 players (target under 10 ms) and the Four Seasons table for 5,000 entries.

.venv/bin/python bench/prizes.py
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from tdapp.domain.prizes.icm import icm_cents
from tdapp.domain.prizes.payouts import four_seasons_table


def median_ms(func: Callable[[], object], repeat: int = 50) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    stacks = [412_000, 356_000, 298_000, 251_000, 187_000, 143_000, 121_000, 96_000, 74_000, 38_000]
    prizes = [25_000_00, 15_500_00, 11_000_00, 8_500_00, 6_800_00, 5_500_00, 4_500_00, 3_700_00, 3_100_00, 2_600_00]
    icm = median_ms(lambda: icm_cents(stacks, prizes))
    print(f"ICM, 10 players, 10 prizes: median {icm:.2f} ms (target < 10 ms, ratio {icm / 10:.2f})")
    table = median_ms(lambda: four_seasons_table(5_000 * 90_00, 5_000, 100_00, round_to_cents=500), repeat=20)
    print(f"Four Seasons table, 5,000 entries (500 places, rounded to 5 EUR): median {table:.2f} ms")


if __name__ == "__main__":
    main()
