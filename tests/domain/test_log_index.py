"""The log's index answers what a scan of the whole log answers, after any mix of actions, undos, redos and voids."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tdapp.domain.log import GESTURE, REDO, UNDO, VOID, Action, LogIndex, actions_in_force, undone_targets

steps = st.lists(
    st.tuples(st.sampled_from(["act", "gesture", UNDO, REDO, VOID]), st.integers(min_value=0, max_value=40)),
    max_size=80,
)


def build(plan: list[tuple[str, int]]) -> list[Action]:
    log: list[Action] = []
    for seq, (kind, pick) in enumerate(plan, 1):
        plain = [a.seq for a in log if not a.is_meta]
        if kind in (UNDO, REDO, VOID):
            if not plain:
                continue
            log.append(Action(kind, {"target": plain[pick % len(plain)]}, seq=seq))
        elif kind == "gesture":
            log.append(Action("player.bust", {GESTURE: f"g{pick % 4}"}, seq=seq))
        else:
            log.append(Action("money.rebuy", {"player_id": pick}, seq=seq))
    return log


@given(steps, st.integers(min_value=0, max_value=80))
def test_the_index_agrees_with_the_scan_however_the_log_grew(plan: list[tuple[str, int]], split: int) -> None:
    log = build(plan)
    index = LogIndex(log[:split])
    before = index.in_force()
    assert before == actions_in_force(log[:split])
    pending = log[split:]
    assert index.in_force_with(pending) == actions_in_force(log)  # what an undo is decided on, before it is stored
    index.extend(pending)
    assert index.in_force() == actions_in_force(log)
    out = undone_targets(log)
    assert {seq for seq in index.by_seq if index.is_out_of_force(seq)} == out
    assert all(index.by_seq[a.seq] is a for a in log)
    for mark, members in index.gestures.items():
        assert members == [a for a in log if not a.is_meta and a.payload.get(GESTURE) == mark]


def test_an_undo_takes_the_action_out_and_a_redo_puts_it_back() -> None:
    log = [Action("money.rebuy", {"player_id": 1}, seq=1), Action("money.rebuy", {"player_id": 2}, seq=2)]
    index = LogIndex(log)
    index.extend([Action(UNDO, {"target": 1}, seq=3)])
    assert [a.seq for a in index.in_force()] == [2]
    index.extend([Action(REDO, {"target": 1}, seq=4)])
    assert [a.seq for a in index.in_force()] == [1, 2]
    index.extend([Action(VOID, {"target": 2}, seq=5)])
    assert [a.seq for a in index.in_force()] == [1] and index.is_out_of_force(2)
