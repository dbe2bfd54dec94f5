"""What the clock shows follows the monotonic clock, not a wall clock that is stepped (issue 3 item 3)."""

from __future__ import annotations

from tdapp.domain.clock.time_source import MonotonicWallClock


def test_display_time_ignores_wall_clock_steps_after_it_was_read() -> None:
    wall = [1_780_000_000_000]
    mono = [5_000_000_000]
    source = MonotonicWallClock(wall_ms=lambda: wall[0], monotonic_ns=lambda: mono[0])
    assert source.now_ms() == 1_780_000_000_000
    mono[0] += 90_500_000_000  # 90.5 s pass
    wall[0] -= 3_600_000  # meanwhile somebody sets the PC's clock back an hour
    assert source() == 1_780_000_090_500
    # A restart reads the wall clock again: the stored actions are measured against it.
    assert MonotonicWallClock(wall_ms=lambda: wall[0], monotonic_ns=lambda: mono[0]).now_ms() == wall[0]
