"""One tick per whole monotonic second: early timeouts do not tick, late ones do not double, lost seconds are counted."""

from __future__ import annotations

from tdapp.ui.room.ticker import NS_PER_MS, NS_PER_SECOND, SecondTicker


class FakeTime:
    def __init__(self, ns: int) -> None:
        self.ns = ns

    def __call__(self) -> int:
        return self.ns


def make(start_ns: int = 100 * NS_PER_SECOND + 300 * NS_PER_MS) -> tuple[SecondTicker, FakeTime, list[int]]:
    mono = FakeTime(start_ns)
    wall_offset_ms = 1_717_272_000_000 - 100_000
    ticker = SecondTicker(monotonic_ns=mono, wall_ms=lambda: mono.ns // NS_PER_MS + wall_offset_ms)
    ticks: list[int] = []
    ticker.tick.connect(ticks.append)
    ticker.start()
    return ticker, mono, ticks


def test_armed_for_just_after_the_next_whole_second(qtbot) -> None:
    ticker, _mono, _ticks = make()
    assert ticker.delay_to_next_second_ms() == 700 + ticker.late_ms
    assert ticker.timer.isActive() and ticker.timer.remainingTime() <= 701
    ticker.stop()


def test_each_second_ticks_once_with_its_nominal_time(qtbot) -> None:
    ticker, mono, ticks = make()
    for late_ms in (1, 7, 40, 2, 180):  # however late the timeout, the tick carries the whole second
        mono.ns = (mono.ns // NS_PER_SECOND + 1) * NS_PER_SECOND + late_ms * NS_PER_MS
        ticker.fire()
    assert [t - ticks[0] for t in ticks] == [0, 1000, 2000, 3000, 4000]
    assert ticks[0] % 1000 == 0 and (ticker.missed, ticker.early) == (0, 0)
    ticker.stop()


def test_an_early_timeout_does_not_tick_twice(qtbot) -> None:
    ticker, mono, ticks = make()
    mono.ns = 101 * NS_PER_SECOND + 2 * NS_PER_MS
    ticker.fire()
    mono.ns = 101 * NS_PER_SECOND + 999 * NS_PER_MS  # a timeout before the boundary of second 102
    ticker.fire()
    assert len(ticks) == 1 and ticker.early == 1
    ticker.stop()


def test_a_blocked_event_loop_skips_seconds_and_counts_them(qtbot) -> None:
    ticker, mono, ticks = make()
    mono.ns = 104 * NS_PER_SECOND + 5 * NS_PER_MS  # 101, 102 and 103 never got a timeout
    ticker.fire()
    assert len(ticks) == 1 and ticker.missed == 3
    ticker.stop()


def test_real_timer_ticks_on_whole_seconds(qtbot) -> None:
    ticker = SecondTicker()
    ticker.keep_lateness = True
    ticks: list[int] = []
    ticker.tick.connect(ticks.append)
    ticker.start()
    qtbot.waitUntil(lambda: len(ticks) >= 2, timeout=3_500)
    ticker.stop()
    assert ticks[1] - ticks[0] == 1000 and ticker.missed == 0
    assert all(0 <= late < 100 for late in ticker.lateness_ms)
