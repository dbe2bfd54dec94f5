"""Drift of the level clock against the monotonic clock (issue 3: under 50 ms at any moment, no accumulation).

Runs a real ticker once per second, aligned to the monotonic clock, for
`--minutes` minutes over a structure of one-minute levels and breaks (so the
run crosses many level changes). At every tick it asks the clock state where
it stands, through the display time source (`MonotonicWallClock`), and
compares the clock time that has run (levels done + time into the current
one) with the monotonic time elapsed since the start. A pause and a resume
are taken in the middle, measured with the monotonic clock too.

It also reports how late each tick woke up (the face shows a second at most
that late) and, for comparison, what a clock fed with raw wall time
(`time.time()`) would have drifted by.

    .venv/bin/python bench/clock_drift.py --minutes 10
"""

from __future__ import annotations

import argparse
import statistics
import time

from tdapp.domain.clock.state import ClockState
from tdapp.domain.clock.structure import Break, Level, Structure
from tdapp.domain.clock.time_source import MonotonicWallClock


def clock_elapsed_ms(clock: ClockState, at_ms: int) -> int:
    """Clock time run since the start: durations of the items behind plus the time into the current one."""
    structure = clock.structure
    assert structure is not None
    index, spent = clock.anchor_at(at_ms)
    return sum(item.duration_ms for item in structure.items[:index]) + spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--pause-seconds", type=float, default=7.0, help="length of the pause taken halfway")
    args = parser.parse_args()

    items: list[Level | Break] = []
    for n in range(1, 200):
        items.append(Level(100 * n, 200 * n, 200 * n, 1))
        if n % 4 == 0:
            items.append(Break(1))
    structure = Structure(tuple(items))

    source = MonotonicWallClock()
    mono0 = time.monotonic_ns()
    wall0 = time.time_ns()
    clock = ClockState(structure=structure)
    start_ms = source.now_ms()
    clock.started_at_ms = start_ms
    clock.running_since_ms = start_ms
    raw_clock = ClockState(structure=structure, started_at_ms=wall0 // 1_000_000, running_since_ms=wall0 // 1_000_000)

    ticks = int(args.minutes * 60)
    pause_at = ticks // 2
    paused_ns = 0
    drifts: list[float] = []
    raw_drifts: list[float] = []
    lateness: list[float] = []
    levels_seen: set[int] = set()
    times: list[float] = []  # hours since the start, for the drift's slope
    for k in range(1, ticks + 1):
        target = mono0 + k * 1_000_000_000 + paused_ns
        delay = (target - time.monotonic_ns()) / 1e9
        if delay > 0:
            time.sleep(delay)
        mono = time.monotonic_ns()
        now = source.now_ms()
        wall = time.time_ns() // 1_000_000
        lateness.append((mono - target) / 1e6)
        true_ms = (mono - mono0 - paused_ns) / 1e6
        drifts.append(clock_elapsed_ms(clock, now) - true_ms)
        raw_drifts.append(clock_elapsed_ms(raw_clock, wall) - true_ms)
        position = clock.position(now)
        assert position is not None and position.remaining_seconds > 0
        levels_seen.add(position.index)
        if k == pause_at:
            # Pause and resume as the handlers do: settle, stop, later restart at the new time. The pause
            # lasts what the clock's own pause and resume times say (both read from the display source).
            paused_at = source.now_ms()
            clock.settle(paused_at)
            clock.running_since_ms = None
            raw_clock.settle(time.time_ns() // 1_000_000)
            raw_clock.running_since_ms = None
            time.sleep(args.pause_seconds)
            resumed_at = source.now_ms()
            clock.running_since_ms = resumed_at
            raw_clock.running_since_ms = time.time_ns() // 1_000_000
            paused_ns += (resumed_at - paused_at) * 1_000_000
        times.append((mono - mono0) / 1e9 / 3600)

    def summary(values: list[float]) -> str:
        absolute = [abs(v) for v in values]
        return f"max |drift| {max(absolute):.3f} ms, median {statistics.median(values):+.3f} ms"

    minute = max(1, min(60, len(drifts) // 4))
    first = statistics.median(drifts[:minute])
    last = statistics.median(drifts[-minute:])
    print(f"ticks: {len(drifts)} over {args.minutes:g} min, items crossed: {len(levels_seen)}, one pause of {args.pause_seconds:g} s")
    print(f"display clock (monotonic): {summary(drifts)}")
    print(f"  median first minute {first:+.3f} ms, last minute {last:+.3f} ms -> change {last - first:+.3f} ms (accumulation)")
    slope = statistics.linear_regression(times, drifts).slope
    print(f"  least-squares slope of the drift: {slope:+.3f} ms per hour of play")
    print(f"raw wall-time clock:       {summary(raw_drifts)}; last minute median {statistics.median(raw_drifts[-minute:]):+.3f} ms")
    print(f"tick wake-up lateness:     max {max(lateness):.3f} ms, median {statistics.median(lateness):.3f} ms")
    print(f"target < 50 ms at any moment: {'met' if max(abs(v) for v in drifts) < 50 and max(lateness) < 50 else 'NOT met'}")
    print(f"cost of one position() late in a {len(structure.items)}-item structure: median {position_cost_us(clock):.1f} µs")
    return 0


def position_cost_us(clock: ClockState, runs: int = 2_000) -> float:
    """What one tick of the screen costs the domain (walks the items from the anchor)."""
    late = (clock.running_since_ms or 0) + 150 * 60_000
    samples = []
    for _ in range(runs):
        t = time.perf_counter_ns()
        clock.position(late, late_registration_until_level=10)
        samples.append((time.perf_counter_ns() - t) / 1_000)
    return statistics.median(samples)


if __name__ == "__main__":
    raise SystemExit(main())
