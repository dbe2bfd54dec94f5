"""Finishing places stay a clean block below the players still in when the field changes (RPT Art. 7.2).

Reproduces the clash found at the desk: #12 out, #11 out, #12 re-enters,
#10 out — #11 and #10 must not share place 11.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.log import Action
from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.seating.draw import draw_seat, draw_seats
from tdapp.domain.seating.eliminations import repack
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.state import TournamentState

PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Re-entry", "buy_in": PURCHASE, "reentry": {"purchase": PURCHASE, "until_level": 6}, "late_registration_until_level": 6}


class Game:
    def __init__(self, players: int) -> None:
        self.seq = 0
        self.rng = random.Random(5)
        self.state = TOURNAMENT.replay([self.action("tournament.create", {"config": CONFIG})])
        for table in (1, 2):
            self.act("seating.open_table", {"table": table})
        for pid in range(1, players + 1):
            self.enter(pid)
        self.act("seating.draw", draw_seats(self.state.seating, range(1, players + 1), rng=self.rng))

    def action(self, kind: str, payload: dict) -> Action:
        self.seq += 1
        return Action(kind, payload, self.seq, "", self.seq)

    def act(self, kind: str, payload: dict) -> None:
        TOURNAMENT.apply(self.state, self.action(kind, payload))

    def enter(self, pid: int) -> None:
        self.act("registration.register", {"player_id": pid})
        self.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})

    def bust(self, *pids: int) -> None:
        self.act("player.bust", {"busts": [{"player_id": p, "starting_stack": 1000 * (i + 1)} for i, p in enumerate(pids)]})

    def reenter(self, pid: int) -> None:
        self.act("money.reentry", {"player_id": pid})
        self.act("seating.seat", draw_seat(self.state.seating, pid, rng=self.rng, reentry=True))

    def places(self) -> dict[int, tuple[int, int]]:
        return {f.player_id: (f.first_place, f.last_place) for f in self.state.seating.finishes}


def assert_clean_block(state: TournamentState) -> None:
    """Every place below the players still in is held exactly once (shared ranges counted by their width)."""
    alive = {pid for pid, reg in state.registrations.items() if reg.alive}
    out = [f for f in state.seating.finishes if f.player_id not in alive]
    held: list[int] = []
    ranges: dict[tuple[int, int], int] = {}
    for f in out:
        ranges[(f.first_place, f.last_place)] = ranges.get((f.first_place, f.last_place), 0) + 1
    for (first, last), count in ranges.items():
        assert last - first + 1 == count, f"range {first}-{last} shared by {count}"
        held.extend(range(first, last + 1))
    left = state.players_left
    assert sorted(held) == list(range(left + 1, left + len(out) + 1))


def test_reentry_of_an_earlier_bust_moves_the_later_ones_down_and_nobody_shares_by_accident() -> None:
    game = Game(12)
    game.bust(12)
    game.bust(11)
    assert game.places() == {12: (12, 12), 11: (11, 11)}
    game.reenter(12)
    assert game.places() == {11: (12, 12)}  # #11 is now the first player out for good
    game.bust(10)
    assert game.places() == {11: (12, 12), 10: (11, 11)}
    assert_clean_block(game.state)


def test_a_late_entrant_moves_everyone_already_out_one_place_down() -> None:
    game = Game(12)
    game.bust(12)
    game.act("clock.set_structure", {"items": [{"level": 1, "small_blind": 100, "big_blind": 200, "ante": 0, "minutes": 20}]})
    game.enter(13)
    game.act("seating.seat", draw_seat(game.state.seating, 13, rng=game.rng))
    assert game.places() == {12: (13, 13)}
    assert_clean_block(game.state)


def test_a_disqualified_player_takes_no_place_and_the_others_move_up() -> None:
    game = Game(12)
    game.bust(12)
    game.act("floor.penalty", {"player_id": 5, "kind": "disqualification", "reason": "collusion"})
    assert game.places() == {12: (11, 11)}
    assert_clean_block(game.state)


def test_prizes_are_awarded_after_reentries_without_a_clash() -> None:
    game = Game(12)
    for out in (12, 11):
        game.bust(out)
    game.reenter(12)
    for out in (12, 10, 9, 8, 7, 6, 5, 4, 3, 2):
        game.bust(out)
    awards = prizes_awarded(game.state)
    assert sum(awards.values()) > 0 and set(awards) == {1, 2, 3}
    assert_clean_block(game.state)


def test_shared_ranges_keep_their_width_when_repacked() -> None:
    # Three shared 11-13 and one was 10th while 9 were left; one of those 9 was then disqualified:
    # 8 left, so the block moves up by one and the three still share three places.
    shared = [Finish(7, 11, 13, 0), Finish(8, 11, 13, 0), Finish(9, 11, 13, 0), Finish(6, 10, 10, 1)]
    assert [(f.first_place, f.last_place) for f in repack(shared, 8)] == [(10, 12), (10, 12), (10, 12), (9, 9)]
    # A shared range that loses a member (he re-entered) narrows to the players left in it.
    narrowed = repack([Finish(7, 11, 13, 0), Finish(8, 11, 13, 0), Finish(6, 10, 10, 1)], 9)
    assert [(f.first_place, f.last_place) for f in narrowed] == [(11, 12), (11, 12), (10, 10)]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["bust", "reenter"]), st.integers(0, 40)), min_size=1, max_size=40))
def test_random_busts_and_reentries_always_leave_a_clean_block_of_places(steps: list[tuple[str, int]]) -> None:
    game = Game(16)
    for kind, pick in steps:
        alive = sorted(pid for pid, reg in game.state.registrations.items() if reg.alive)
        out = sorted(pid for pid, reg in game.state.registrations.items() if not reg.alive)
        if kind == "bust" and len(alive) > 2:
            game.bust(alive[pick % len(alive)])
        elif kind == "reenter" and out and game.state.seating.seated_count < 20:
            game.reenter(out[pick % len(out)])
        assert_clean_block(game.state)
