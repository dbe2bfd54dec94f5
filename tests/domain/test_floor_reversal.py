"""A floor ruling or a penalty undone and redone in place (`tdapp.domain.tournament.floor_reversal`), checked
against the replay (a disqualification: `tests/domain/test_disqualification_reversal.py`)."""

from __future__ import annotations

from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, undo_in_place
from tests.domain.test_reversal import Floor, assert_same, copy_of, refused_as_the_replay, round_trip


def test_an_early_ruling_and_penalties_are_undone_and_redone_in_place_after_a_long_evening() -> None:
    """A ruling naming two players at a table, a warning and a missed-orbits penalty (it counted his table), then
    the evening goes on: busts, moves, re-entries, a table broken, counts. Each is taken out of the floor's log
    where it stood and put back there, the rest as it was."""
    floor = Floor(21, 14)
    ana, rui, eva = sorted(floor.state.seating.seat_of)[:3]
    table = floor.state.seating.seat_of[ana][0]
    assert floor.act("floor.ruling", {"decision": "Mão morta", "article": "40", "table": table, "player_ids": [ana, rui]})
    ruling = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": rui, "kind": "warning", "reason": "Linguagem"})
    warning = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Exposição de cartas"})
    orbits = floor.log[-1]
    for n, step in enumerate(["bust", "move", "reentry", "break", "count", "ruling", "penalty", "bust", "move"] * 3):
        floor.step(step, 37 * n + 5)
    for target, records in ((ruling, "rulings"), (warning, "penalties"), (orbits, "penalties")):
        before = [r.seq for r in getattr(floor.state.floor, records)]
        undone, redone = round_trip(floor, target, unchanged=True)
        assert [r.seq for r in getattr(undone.floor, records)] == [s for s in before if s != target.seq]
        assert redone is not None and [r.seq for r in getattr(redone.floor, records)] == before


def test_a_ruling_is_redone_in_place_after_an_earlier_move_of_someone_else_was_undone() -> None:
    """What a ruling reads (its players registered, its table) is not what an earlier move of another player
    changes: with that move undone, the ruling is still put back in place. A move of one of its players, or a
    missed-orbits penalty (it counted his table), is left to the replay."""
    floor = Floor(22, 14)
    ana, rui, eva = sorted(floor.state.seating.seat_of)[:3]
    to = next((t.number, s) for t in floor.state.seating.open_tables() for s in t.open_empty_seats())
    assert floor.act("seating.move", {"player_id": eva, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    table = floor.state.seating.seat_of[ana][0]
    assert floor.act("floor.ruling", {"decision": "Aposta de corda", "table": table, "player_ids": [ana, rui]})
    ruling = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Telemóvel"})
    orbits = floor.log[-1]
    floor.step("bust", 11)
    by_seq = {a.seq: a for a in floor.log}
    without = [a for a in floor.log if a.seq not in (move.seq, ruling.seq, orbits.seq)]
    state = TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])
    for target in (ruling, orbits):
        undo = undo_in_place(state, target, by_seq.get)
        assert undo is not None
        undo()
    assert_same(state, TOURNAMENT.replay(without))
    kept = copy_of(state)
    put_back = redo_in_place(state, ruling, by_seq.get, lambda: TOURNAMENT.decide(state, ruling), changed_before=[move])
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq not in (move.seq, orbits.seq)]))
    assert redo_in_place(kept, orbits, by_seq.get, lambda: TOURNAMENT.decide(kept, orbits), changed_before=[move]) is None


def test_a_missed_orbits_penalty_is_redone_in_place_when_his_table_held_as_many_players_then() -> None:
    """A missed-orbits penalty counted the players at his table. Undone, then an earlier move undone too: a move
    between two other tables leaves his table as it was, and the penalty is put back in place; a move into his
    table leaves one fewer there, and the replay decides (the hands to miss are another number)."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    tables = sorted((t for t in seating.open_tables() if t.players), key=lambda t: t.number)
    eva = sorted(tables[0].players.values())[0]
    far, into = sorted(tables[1].players.values())[:2]
    to = next(
        (t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (tables[0].number, tables[1].number)
    )
    assert floor.act("seating.move", {"player_id": far, "table": to[0], "seat": to[1]})
    elsewhere = floor.log[-1]
    free_here = next(s for s in tables[0].open_empty_seats())
    assert floor.act("seating.move", {"player_id": into, "table": tables[0].number, "seat": free_here})
    joined = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "orbits": 2, "reason": "Telemóvel"})
    orbits = floor.log[-1]
    floor.step("ruling", 9)
    by_seq = {a.seq: a for a in floor.log}
    for earlier, in_place in ((elsewhere, True), (joined, False)):
        state = copy_of(floor.state)
        for target, undo_number in ((orbits, 1001), (earlier, 1002)):  # the penalty undone, then the move
            undo = undo_in_place(state, target, by_seq.get, undone_by=undo_number)
            assert undo is not None
            undo()
        put_back = redo_in_place(
            state,
            orbits,
            by_seq.get,
            lambda s=state: TOURNAMENT.decide(s, orbits),
            undone_by=1001,
            changed_since_undo=[earlier],
        )
        assert (put_back is not None) == in_place
        if put_back is not None:
            put_back()
            assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != earlier.seq]))


def test_a_bust_or_a_seat_before_a_missed_orbits_penalty_at_the_table_is_undone_in_place() -> None:
    """The penalty counted the players at his table (RPT Art. 71.1: a hand each, an orbit). A bust at that table
    before it undone: one player more then, one orbit's hands more to miss; a seat given there undone: one fewer.
    Each put back: as it was."""
    floor = Floor(24, 9)
    seating = floor.state.seating
    table = next(t for t in seating.open_tables() if t.count >= 2 and len(t.open_empty_seats()) >= 1)
    out, eva = sorted(table.players.values())[:2]
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    bust = floor.log[-1]
    newcomer = floor.next_player
    assert floor.act("registration.register", {"player_id": newcomer})
    assert floor.act("money.buy_in", {"player_id": newcomer, "document": "D99"})
    free = next(s for s in table.open_empty_seats() if s != seating.last_bust(out).seat)
    assert floor.act("seating.seat", {"player_id": newcomer, "table": table.number, "seat": free})
    seat = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "orbits": 2, "reason": "Telemóvel"})
    hands = floor.state.floor.penalties[-1].hands
    floor.step("move", 4)
    undone, redone = round_trip(floor, bust, unchanged=True)
    assert undone.floor.penalties[-1].hands == hands + 2 and redone is not None
    undone, redone = round_trip(floor, seat, unchanged=True)
    assert undone.floor.penalties[-1].hands == hands - 2 and redone is not None


def test_a_move_between_tables_before_missed_orbits_penalties_at_both_is_undone_in_place() -> None:
    """Rui moved from table A to table B; then a missed-orbits penalty at each. Without the move A held one player
    more and B one fewer when they were counted: the hands to miss follow, and put back, as they were."""
    floor = Floor(25, 9)
    seating = floor.state.seating
    a, b = [t for t in sorted(seating.open_tables(), key=lambda t: t.number) if t.count >= 2][:2]
    rui, at_a = sorted(a.players.values())[:2]
    at_b = sorted(b.players.values())[0]
    assert floor.act("seating.move", {"player_id": rui, "table": b.number, "seat": b.open_empty_seats()[0]})
    move = floor.log[-1]
    for pid in (at_a, at_b):
        assert floor.act("floor.penalty", {"player_id": pid, "kind": "missed_orbits", "reason": "Telemóvel"})
    hands = [p.hands for p in floor.state.floor.penalties]
    floor.step("ruling", 2)
    undone, redone = round_trip(floor, move, unchanged=True)
    assert [p.hands for p in undone.floor.penalties] == [hands[0] + 1, hands[1] - 1]
    assert redone is not None and [p.hands for p in redone.floor.penalties] == hands


def test_a_refusal_found_at_once_looks_past_a_missed_orbits_penalty_at_the_table() -> None:
    """A newcomer seated, a missed-orbits penalty at his table, then his bust: without the seat his bust is refused
    (no seat), whatever the penalty counted -- it holds with one player fewer, only its hands differ."""
    floor = Floor(26, 9)
    seating = floor.state.seating
    table = next(t for t in seating.open_tables() if t.count >= 1 and t.open_empty_seats())
    eva = sorted(table.players.values())[0]
    newcomer = floor.next_player
    assert floor.act("registration.register", {"player_id": newcomer})
    assert floor.act("money.buy_in", {"player_id": newcomer, "document": "D98"})
    assert floor.act("seating.seat", {"player_id": newcomer, "table": table.number, "seat": table.open_empty_seats()[0]})
    seat = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Telemóvel"})
    assert floor.act("player.bust", {"busts": [{"player_id": newcomer}]})
    words = refused_as_the_replay(floor, seat)
    assert f"Player {newcomer} has no seat: only a seated player can be out." in words


def test_a_rebuy_back_in_and_the_bust_before_it_are_undone_in_place_past_missed_orbits_penalties() -> None:
    """Ana out, a missed-orbits penalty at her table while she was out, her rebuy back into her seat, another
    penalty. Her rebuy undone: out at the second one too, one hand fewer an orbit; her bust undone: in at the
    first one, one more. Each put back: as it was."""
    floor = Floor(27, 9)
    seating = floor.state.seating
    table = next(t for t in seating.open_tables() if t.count >= 2)
    ana, eva = sorted(table.players.values())[:2]
    assert floor.act("player.bust", {"busts": [{"player_id": ana}]})
    bust = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Telemóvel"})
    assert floor.act("money.rebuy", {"player_id": ana})
    rebuy = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": eva, "kind": "missed_orbits", "reason": "Telemóvel"})
    first, second = (p.hands for p in floor.state.floor.penalties)
    undone, redone = round_trip(floor, rebuy, unchanged=True)
    assert [p.hands for p in undone.floor.penalties] == [first, second - 1] and redone is not None
    undone, redone = round_trip(floor, bust, unchanged=True)
    assert [p.hands for p in undone.floor.penalties] == [first + 1, second] and redone is not None
