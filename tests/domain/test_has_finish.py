"""`SeatingState.has_finish` and `drop_finishes` keep an index instead of walking the finishes: after any mix of
busts, regroups, back-ins and a winner's return they agree with the plain list operations they replace."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tdapp.domain.seating.state import SeatingState
from tdapp.domain.tournament.finish import Finish

steps = st.lists(st.tuples(st.sampled_from(["bust", "regroup", "back_in", "winner_back", "stale"]), st.integers(1, 12)), max_size=60)


@given(steps)
def test_the_finishes_index_agrees_with_the_list(plan: list[tuple[str, int]]) -> None:
    seating = SeatingState()
    seating._alive = set(range(1, 13))
    model: list[Finish] = []  # the same operations on a plain list, as the rules did them before the index
    for step, pid in plan:
        if step == "bust" and not any(f.player_id == pid for f in model):  # a player has one finish at most
            # Out below the players still in; one in four is instead the winner, who stays in with place 1.
            winner = pid % 4 == 0
            if not winner:
                seating._alive.discard(pid)
            place = 1 if winner else len(seating._alive) + 1
            seating.finishes += [Finish(pid, place, place, 0)]
            model = [*model, Finish(pid, place, place, 0)]
        elif step == "regroup":  # a new list without some players
            seating.finishes = [f for f in seating.finishes if f.player_id != pid]
            model = [f for f in model if f.player_id != pid]
        elif step in ("back_in", "winner_back"):
            ids = {pid} if pid % 3 else {pid, pid + 1}
            winner = step == "winner_back"
            seating.drop_finishes(ids, winner=winner)
            model = [f for f in model if f.player_id not in ids and not (winner and f.first_place == 1 and f.last_place == 1)]
            seating._alive |= ids  # back in
        elif step == "stale":  # a re-entry or a late entry elsewhere: the places are worked out again when read
            seating.mark_places_stale()
            repacked = list(seating.finishes)
            assert [f.player_id for f in repacked] == [f.player_id for f in model]  # the same players, in order
            model = repacked
        assert [f.player_id for f in seating.finishes] == [f.player_id for f in model]
        for player in range(1, 14):
            assert seating.has_finish(player) == any(f.player_id == player for f in model)
