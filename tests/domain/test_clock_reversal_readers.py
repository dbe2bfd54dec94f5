"""Where an undone clock command's readers stand, without walking them one by one (`clock_reversal._Items`,
`_Column`): the clock's own answer (`ClockState.anchor_at`) for any time, and exactly the readers whose item
differs between two clocks -- so an undo of time added hours ago looks at a handful of the field's purchases,
not all of them, and decides as it did when it looked at each."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.clock.state import ClockState
from tdapp.domain.clock.structure import Break, Level, Structure
from tdapp.domain.tournament.clock_reversal import _Column, _Items
from tdapp.domain.tournament.reversal_index import ClockAnchor

MINUTE = 60_000


@st.composite
def structures(draw: st.DrawFn) -> Structure:
    minutes = draw(st.lists(st.integers(1, 40), min_size=1, max_size=12))
    items: list[Level | Break] = []
    for n, length in enumerate(minutes):
        if items and not items[-1].is_break and draw(st.booleans()):
            items.append(Break(draw(st.integers(1, 20))))
        items.append(Level(100 * (n + 1), 200 * (n + 1), 0, length))
    return Structure(tuple(items))


def anchors(structure: Structure) -> st.SearchStrategy[ClockAnchor]:
    return st.builds(
        lambda index, spent, since: ClockAnchor(index, spent, since, structure, 1, False, False, 0, (), frozenset(), None),
        st.integers(0, len(structure.items) - 1),
        st.integers(0, 50 * MINUTE),
        st.one_of(st.none(), st.integers(0, 10 * 60 * MINUTE)),
    )


def as_the_clock_says(anchor: ClockAnchor, at_ms: int) -> tuple[int, int]:
    clock = ClockState(structure=anchor.structure, index=anchor.index, spent_ms=anchor.spent_ms, running_since_ms=anchor.running_since_ms)
    return clock.anchor_at(at_ms)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_the_item_and_time_spent_are_the_clock_s_own_for_any_time(data: st.DataObject) -> None:
    structure = data.draw(structures())
    anchor = data.draw(anchors(structure))
    items = _Items()
    for at_ms in data.draw(st.lists(st.integers(0, 20 * 60 * MINUTE), min_size=1, max_size=20)):  # in any order
        assert items.stands(anchor, at_ms) == as_the_clock_says(anchor, at_ms)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_the_windows_hold_exactly_the_times_two_clocks_stand_on_different_items(data: st.DataObject) -> None:
    """Time added or taken off, a level skipped, a pause: on one structure, a reader outside every window stands
    on the same item on both clocks (it reads its periods alike), and one inside on different items."""
    structure = data.draw(structures())
    old, new = data.draw(anchors(structure)), data.draw(anchors(structure))
    low = data.draw(st.integers(0, 12 * 60 * MINUTE))
    high = low + data.draw(st.integers(0, 8 * 60 * MINUTE))
    windows = _Items().windows(old, new, low, high)
    edges = [t for w in windows for t in w]
    assert edges == sorted(edges) and all(lo < hi for lo, hi in windows)
    times = [*data.draw(st.lists(st.integers(low, high), max_size=40)), low, high, *(t for w in windows for t in (w[0], w[1] - 1, w[1]))]
    for at_ms in times:
        if not low <= at_ms <= high:
            continue
        differ = as_the_clock_says(old, at_ms)[0] != as_the_clock_says(new, at_ms)[0]
        assert any(lo <= at_ms < hi for lo, hi in windows) == differ, at_ms


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_readers_in_the_windows_are_found_whether_their_times_run_forward_or_back(data: st.DataObject) -> None:
    """Readers come in the order of the log; their times run forward unless a desk's clock was set back: both
    ways each segment gives exactly its readers inside the windows, and the segments cover the log once."""
    ats = data.draw(st.lists(st.integers(0, 1000), max_size=60))
    if data.draw(st.booleans()):
        ats.sort()
    seqs = list(range(10, 10 + 3 * len(ats), 3))
    column = _Column(list(seqs), list(ats), ["what"] * len(ats))
    cuts = sorted(data.draw(st.lists(st.integers(0, 10 + 3 * len(ats)), max_size=4)))
    windows = sorted({(lo, lo + span) for lo, span in data.draw(st.lists(st.tuples(st.integers(0, 1000), st.integers(1, 80)), max_size=4))})
    merged: list[tuple[int, int]] = []
    for lo, hi in windows:  # disjoint and in order, as `_Items.windows` gives them
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    seen: list[int] = []
    low = 0
    for until in [*cuts, None]:
        segment = column.take(until)
        expected = [
            s
            for s, a in zip(seqs, ats, strict=True)
            if s >= low and (until is None or s < until) and any(lo <= a < hi for lo, hi in merged)
        ]
        assert sorted(s for s, _, _ in segment.within(merged)) == expected
        seen += [s for s, _, _ in segment.each()]
        span = segment.span()
        own = [a for s, a in zip(seqs, ats, strict=True) if s >= low and (until is None or s < until)]
        assert span == ((min(own), max(own)) if own else None)
        low = max(low, until) if until is not None else low
    assert seen == seqs
