"""Random fields and random bust sequences through the real actions (issue 4 "Done when").

After every step: no seat holds two players, nobody is lost, and after the
floor confirms the suggested breaks and moves the tables differ by at most one,
tables are broken as soon as the players fit in one table fewer, and the
final table respects RPT Art. 11.
"""

from __future__ import annotations

import random

from factories import Script, config
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.log import Action
from tdapp.domain.seating.balance import final_table_size, plan_for
from tdapp.domain.seating.draw import draw_break, draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState


class Floor:
    """Applies actions to a live state, numbering them, and keeps the log for a replay check."""

    def __init__(self, state: TournamentState, log: list[Action]) -> None:
        self.state = state
        self.log = log

    def act(self, kind: str, payload: dict) -> None:
        action = Action(kind, payload, at_ms=1_000 + len(self.log), operator="test", seq=len(self.log) + 1)
        TOURNAMENT.apply(self.state, action)
        self.log.append(action)

    def confirm_plan(self, rng: random.Random) -> int:
        """Confirm every suggested break (with its random seats) and balancing move; return the number of moves."""
        size = self.state.require_config().table_size
        plan = plan_for(self.state)
        moved = 0
        for table in plan.breaks:
            payload = draw_break(self.state.seating, table, size, rng=rng)
            moved += len(payload["seats"])
            self.act("seating.break_table", payload)
        for move in plan_for(self.state).moves:
            assert move.player_id is not None and move.to_seat is not None
            self.act("seating.move", {"player_id": move.player_id, "table": move.to_table, "seat": move.to_seat, "reason": "balance"})
            moved += 1
        return moved


def start(players: int, seats: int, rng: random.Random) -> Floor:
    script = Script(config("freezeout", table_size=seats)).entered(*range(1, players + 1))
    floor = Floor(script.state(), list(script.actions))
    for n in range(-(-players // seats)):
        floor.act("seating.open_table", {"table": 101 + n})
    floor.act("seating.draw", draw_seats(floor.state.seating, range(1, players + 1), rng=rng))
    for table in floor.state.seating.opening_order:
        seats_taken = sorted(floor.state.seating.tables[table].players)
        if len(seats_taken) >= 2:
            floor.act("seating.set_button", {"table": table, "seat": rng.choice(seats_taken)})
    return floor


def check(state: TournamentState, *, after_plan: bool) -> None:
    seating = state.seating
    seats = [(t.number, s) for t in seating.open_tables() for s in t.players]
    assert len(seats) == len(set(seats))
    alive = {pid for pid, reg in state.registrations.items() if reg.alive}
    assert set(seating.seat_of) == alive  # nobody lost, nobody seated twice
    for pid, (table, seat) in seating.seat_of.items():
        assert seating.tables[table].players[seat] == pid
    for t in seating.open_tables():
        assert all(s <= t.seats and s not in t.closed_seats for s in t.players)
    if not after_plan:
        return
    size = state.require_config().table_size
    counts = [t.count for t in seating.open_tables()]
    left = len(alive)
    if left <= final_table_size(size):
        assert len(counts) == 1 and counts[0] == left  # Art. 11
    else:
        assert len(counts) == -(-left // size)  # Art. 9: broken as soon as they fit
        assert max(counts) - min(counts) <= 1  # Art. 10
        assert max(counts) <= size


def bust_some(floor: Floor, rng: random.Random) -> None:
    seating = floor.state.seating
    table = seating.tables[rng.choice(seating.opening_order)]
    players = sorted(table.players.values())
    if not players:
        return
    left = floor.state.players_left
    count = min(rng.randint(1, 3), len(players), left - 1)
    if count < 1:
        return
    out = rng.sample(players, count)
    stacks = rng.sample(range(1, 1_000), count)
    floor.act("player.bust", {"busts": [{"player_id": p, "starting_stack": s} for p, s in zip(out, stacks, strict=True)]})


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 2_000), seats=st.sampled_from([6, 8, 9, 10]), seed=st.integers(0, 2**32), steps=st.integers(1, 25))
def test_random_fields_and_bust_sequences(players: int, seats: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    floor = start(players, seats, rng)
    check(floor.state, after_plan=False)
    floor.confirm_plan(rng)
    check(floor.state, after_plan=True)
    for _ in range(steps):
        if floor.state.players_left < 2:
            break
        bust_some(floor, rng)
        check(floor.state, after_plan=False)
        floor.confirm_plan(rng)
        check(floor.state, after_plan=True)
        for table in floor.state.seating.opening_order:
            t = floor.state.seating.tables[table]
            if t.count >= 2 and t.button_known and rng.random() < 0.3:
                floor.act("seating.next_hand", {"table": table})
    assert TOURNAMENT.replay(floor.log) == floor.state


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 60), seats=st.sampled_from([6, 8, 9, 10]), seed=st.integers(0, 2**32))
def test_play_down_to_the_winner(players: int, seats: int, seed: int) -> None:
    """Every finishing place from the field size down to 1 is given exactly once."""
    rng = random.Random(seed)
    floor = start(players, seats, rng)
    floor.confirm_plan(rng)
    while floor.state.players_left > 1:
        bust_some(floor, rng)
        check(floor.state, after_plan=False)
        floor.confirm_plan(rng)
        check(floor.state, after_plan=True)
    taken = sorted(p for f in floor.state.seating.finishes for p in range(f.first_place, f.last_place + 1))
    assert taken == list(range(1, players + 1))
    assert TOURNAMENT.replay(floor.log) == floor.state
