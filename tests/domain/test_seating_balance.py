"""Breaking and balancing plans (RPT Art. 9, 10, 11), checked on players per table and through `tdapp calc balance`."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.cli.main import main
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.balance import (
    BALANCE,
    BREAK,
    FINAL_TABLE,
    TableLoad,
    final_table_size,
    minimum_moves,
    plan_counts,
)


def loads(counts: dict[int, int], seats: int) -> list[TableLoad]:
    return [TableLoad(n, p, seats) for n, p in counts.items()]


def plan(counts: dict[int, int], seats: int = 10):
    return plan_counts(loads(counts, seats), seats)


def pairs(p) -> list[tuple[int, int]]:
    return [(m.from_table, m.to_table) for m in p.moves]


# -- table-driven cases ---------------------------------------------------------


def test_art_10_1_example_from_the_issue_moves_fullest_to_shortest() -> None:
    """10, 9, 7, 5 on 10-seat tables: 31 players need 4 tables; 3 moves make 8, 8, 8, 7."""
    p = plan({1: 10, 2: 9, 3: 7, 4: 5})
    assert p.breaks == ()
    assert pairs(p) == [(1, 4), (2, 4), (1, 3)]
    assert p.result == {1: 8, 2: 8, 3: 8, 4: 7}


def test_art_10_2_among_equally_full_tables_the_one_opened_last_gives_the_player() -> None:
    """The predetermined source (10.2): fullest table; ties go to the table opened last."""
    p = plan({1: 9, 2: 9, 3: 7})
    assert pairs(p) == [(2, 3)]
    # Opening order, not table number, decides.
    p = plan_counts([TableLoad(2, 9, 10), TableLoad(1, 9, 10), TableLoad(3, 7, 10)], 10)
    assert pairs(p) == [(1, 3)]


def test_art_10_1_destination_among_equally_short_tables_is_the_one_opened_first() -> None:
    p = plan({1: 10, 2: 8, 3: 8})
    assert pairs(p) == [(1, 2)]


def test_tables_differing_by_one_need_no_move() -> None:
    p = plan({1: 9, 2: 8, 3: 9})
    assert p.balanced and p.result == {1: 9, 2: 8, 3: 9}


def test_art_9_a_table_breaks_as_soon_as_players_fit_in_one_table_fewer() -> None:
    """27 players on 3 ten-seat tables still need 3 tables; 20 fit in 2: the shortest table breaks."""
    assert plan({1: 9, 2: 9, 3: 9}).breaks == ()
    p = plan({1: 7, 2: 6, 3: 7})
    assert p.breaks == (2,)
    assert sorted(pairs(p)) == [(2, 1)] * 3 + [(2, 3)] * 3
    assert p.result == {1: 10, 3: 10}
    assert {m.reason for m in p.moves} == {BREAK}


def test_art_9_equal_tables_the_one_opened_last_breaks() -> None:
    assert plan({1: 6, 2: 6, 3: 6, 4: 5}, seats=9).breaks == (4,)
    assert plan({1: 6, 2: 6, 3: 6}, seats=9).breaks == (3,)


def test_art_9_several_tables_break_at_once_after_a_big_hand() -> None:
    p = plan({1: 4, 2: 5, 3: 4, 4: 5, 5: 4}, seats=9)  # 22 players: 3 tables
    assert len(p.breaks) == 2 and set(p.breaks) <= {1, 3, 5}
    assert sorted(p.result.values()) == [7, 7, 8]


def test_break_then_balance_the_remaining_tables() -> None:
    p = plan({1: 10, 2: 10, 3: 4, 4: 1})  # 25 players: 3 tables, 9/8/8
    assert p.breaks == (4,)
    assert p.result == {1: 9, 2: 8, 3: 8}
    assert len(p.moves) == minimum_moves([10, 10, 4, 1], 10) == 1 + 3
    assert [m.reason for m in p.moves] == [BREAK, BALANCE, BALANCE, BALANCE]


@pytest.mark.parametrize(
    ("seats", "counts", "final"),
    [
        (9, {1: 5, 2: 5}, 10),  # Art. 11 example: a 9-handed event may finish 10 at the final table
        (10, {1: 6, 2: 5}, None),  # never more than 10
        (10, {1: 5, 2: 5}, 10),
        (6, {1: 4, 2: 3}, 7),  # 6-max: up to 7
        (6, {1: 4, 2: 4}, None),
        (8, {1: 5, 2: 4}, 9),
    ],
)
def test_art_11_final_table_holds_up_to_one_more_than_the_table_size(seats: int, counts: dict[int, int], final: int | None) -> None:
    p = plan(counts, seats)
    total = sum(counts.values())
    if final is None:
        assert p.final_table is None and len(p.result) == 2
    else:
        assert p.final_table == 1 and p.result == {1: total} and p.final_table_seats == total
        assert {m.reason for m in p.moves} == {FINAL_TABLE}
        assert total <= final_table_size(seats) <= 10


def test_art_11_does_not_apply_to_heads_up_events() -> None:
    assert final_table_size(2) == 2
    assert final_table_size(9) == 10 and final_table_size(10) == 10 and final_table_size(6) == 7


def test_final_table_keeps_the_table_with_most_players() -> None:
    p = plan({1: 2, 2: 4, 3: 3}, seats=9)
    assert p.final_table == 2 and p.breaks == (1, 3)
    assert len(p.moves) == 5


@pytest.mark.parametrize(
    ("seats", "counts", "stop"),
    [
        (10, {1: 10, 2: 7, 3: 8}, (2,)),  # Art. 10.3: 3 fewer than the largest table
        (9, {1: 9, 2: 6, 3: 5}, (2, 3)),
        (10, {1: 10, 2: 8}, ()),
        (6, {1: 6, 2: 3}, ()),  # 6-max: the floor decides, nothing is stopped by rule
    ],
)
def test_art_10_3_full_ring_stop_rule_is_reported(seats: int, counts: dict[int, int], stop: tuple[int, ...]) -> None:
    p = plan(counts, seats)
    assert p.stop == stop
    assert p.stop_rule_applies == (seats >= 9)


def test_more_players_than_seats_is_refused() -> None:
    with pytest.raises(RuleError, match="Table 3 has 9 players for 8 seats"):
        plan_counts([TableLoad(1, 9, 9), TableLoad(2, 9, 9), TableLoad(3, 9, 8)], 9)
    with pytest.raises(RuleError, match="11 players for 10 seats"):
        plan({1: 11, 2: 3})
    with pytest.raises(RuleError, match="appears twice"):
        plan_counts([TableLoad(1, 5, 9), TableLoad(1, 5, 9)], 9)


def test_closed_seats_lower_a_tables_share() -> None:
    """A table with closed seats takes fewer players; the others take the rest, still as even as possible."""
    p = plan_counts([TableLoad(1, 9, 9), TableLoad(2, 9, 9), TableLoad(3, 2, 6)], 9)
    assert p.result == {1: 7, 2: 7, 3: 6}


# -- invariants over random fields ---------------------------------------------------


@st.composite
def fields(draw, max_tables: int = 200):
    seats = draw(st.sampled_from([6, 8, 9, 10]))
    tables = draw(st.integers(1, max_tables))
    counts = draw(st.lists(st.integers(0, seats), min_size=tables, max_size=tables))
    numbers = draw(st.permutations(range(1, tables + 1)))
    return seats, dict(zip(numbers, counts, strict=True))


def tables_needed(total: int, seats: int) -> int:
    return 1 if total <= final_table_size(seats) else -(-total // seats)


@settings(max_examples=300, deadline=None)
@given(fields())
def test_plan_invariants_for_random_fields(field: tuple[int, dict[int, int]]) -> None:
    """Nobody lost, no table over its seats, tables within one player, broken as soon as possible, fewest moves."""
    seats, counts = field
    total = sum(counts.values())
    p = plan(counts, seats)
    result = dict(counts)
    for m in p.moves:
        assert m.from_table in counts and m.to_table in counts and m.from_table != m.to_table
        result[m.from_table] -= 1
        result[m.to_table] += 1
    assert all(result[t] == 0 for t in p.breaks)
    assert {t: n for t, n in result.items() if t not in p.breaks} == p.result
    assert sum(p.result.values()) == total
    if total == 0:
        return
    assert len(p.result) == tables_needed(total, seats)
    if len(p.result) == 1:
        assert total <= final_table_size(seats) or len(counts) == 1  # Art. 11
    else:
        assert max(p.result.values()) <= seats
        assert max(p.result.values()) - min(p.result.values()) <= 1
    assert len(p.moves) == minimum_moves(list(counts.values()), seats)
    # Players only leave tables that must give: a table never both gives and receives.
    givers = {m.from_table for m in p.moves}
    assert not givers & {m.to_table for m in p.moves}


def brute_force_minimum(counts: list[int], seats: int) -> int:
    """Fewest moves by trying every set of tables to keep and every share of the players."""
    total = sum(counts)
    k = tables_needed(total, seats)
    cap = final_table_size(seats) if k == 1 else seats
    best = None
    for kept in itertools.combinations(range(len(counts)), k):
        for shares in itertools.product(range(cap + 1), repeat=k):
            if sum(shares) != total or max(shares) - min(shares) > 1:
                continue
            moved = sum(c for i, c in enumerate(counts) if i not in kept)
            moved += sum(max(0, counts[i] - s) for i, s in zip(kept, shares, strict=True))
            best = moved if best is None else min(best, moved)
    assert best is not None
    return best


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([6, 8, 9, 10]), st.lists(st.integers(0, 10), min_size=1, max_size=5))
def test_the_number_of_moves_is_the_minimum_possible(seats: int, counts: list[int]) -> None:
    counts = [min(c, seats) for c in counts]
    if sum(counts) == 0:
        return
    p = plan(dict(enumerate(counts, start=1)), seats)
    assert len(p.moves) == brute_force_minimum(counts, seats)


# -- the calculator ----------------------------------------------------------


def test_calc_balance_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "balance", "--seats", "10", "--tables", "1:10,2:9,3:7,4:5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["break"] == []
    assert data["moves"] == [{"from": 1, "to": 4}, {"from": 2, "to": 4}, {"from": 1, "to": 3}]
    assert data["result"] == {"1": 8, "2": 8, "3": 8, "4": 7}
    assert data["stop"] == [3, 4]


def test_calc_balance_text_names_the_final_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "balance", "--seats", "9", "--tables", "1:5,2:5"]) == 0
    out = capsys.readouterr().out
    assert "Final table: table 1 with 10 seats" in out and "Break: table 2" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "11", "--tables", "1:5"], "between 2 and 10 seats"),
        (["--seats", "9", "--tables", "1:five"], "is not table:players"),
        (["--seats", "9", "--tables", "1:10,2:3"], "10 players for 9 seats"),
    ],
)
def test_calc_balance_refuses_bad_input(args: list[str], message: str) -> None:
    out = subprocess.run([sys.executable, "-m", "tdapp", "calc", "balance", *args], capture_output=True, text=True)
    assert out.returncode == 2
    assert message in out.stderr
