"""An undo or redo of an early action that nothing later depends on is made in place: nothing replayed.

At a festival an early seat move has tens of thousands of actions after it;
the replay that proved they all still hold took seconds. When none of them
touches the player, his seats or their tables, the desk takes the move back
in its live state and its lagging copy, and another desk takes the undo in
the same way. Both engines; every undo in place is also checked against the
replay by the test suite (`TDAPP_CHECK_REVERSALS`, tests/conftest.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from sqlalchemy import text

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.application.projections import rebuild_all
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.domain.seating.draw import draw_break, draw_seats, next_table_number
from tdapp.domain.tournament.all_rules import TOURNAMENT

EVERY = 25
PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {
    "name": "Festival",
    "modality": "rebuy_addon",
    "buy_in": PURCHASE,
    "rebuy": {"purchase": PURCHASE, "until_level": 6},
    "addon": {"purchase": PURCHASE, "until_level": 6},
    "reentry": {"purchase": PURCHASE, "until_level": 6},
}


class Counting:
    """The rulebook, counting the actions it replays."""

    def __init__(self, rulebook: object) -> None:
        self.rulebook = rulebook
        self.replayed = 0
        self.calls: list[int] = []  # each replay's length, in order

    def replay(self, actions, state=None):  # type: ignore[no-untyped-def]
        self.replayed += len(actions)
        self.calls.append(len(actions))
        return self.rulebook.replay(actions, state)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self.rulebook, name)


#: A knock-out: every bust names who eliminated him, who wins the bounty his entry carried (FS 3.1.3).
KNOCKOUT = {
    "name": "Knock-out",
    "modality": "knockout",
    "buy_in": {"prize_cents": 7000, "fee_cents": 1000, "bounty_cents": 2000, "chips": 20000},
    "reentry": {"purchase": {"prize_cents": 7000, "fee_cents": 1000, "bounty_cents": 2000, "chips": 20000}, "until_level": 6},
}


@pytest.fixture
def floor(database_url: str, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    yield from an_evening(database_url, monkeypatch, CONFIG)


@pytest.fixture
def knockout_floor(database_url: str, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    yield from an_evening(database_url, monkeypatch, KNOCKOUT)


def an_evening(database_url: str, monkeypatch: pytest.MonkeyPatch, config: dict, seed: int | None = None):  # type: ignore[no-untyped-def,type-arg]
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", EVERY)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 8)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", False)
    monkeypatch.setattr(book_module, "CHECK_IN_PLACE", False)  # the counts below are the desk's own replays
    td = Desk.open(database_url, operator="Director")
    players = [td.add_player(f"Jogador {n}") for n in range(1, 41)]
    tid = td.create_tournament(config)
    commands = [("seating.open_table", {"table": t}) for t in range(1, 7)]
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    td.act_many(tid, commands)
    rng = random.Random(seed) if seed is not None else None  # (a seed: the same seats at every run)
    td.act(tid, "seating.draw", draw_seats(td.tournament(tid).state.seating, players, rng=rng))
    yield td, tid, players
    td.close()


def a_late_entrant_drawn(td: Desk, tid: int) -> int:
    """A late entrant registered and paid, seated by a draw at a table opened for the late entries (no seat anybody
    left: an undo before it sits nobody down where he sits). The draw reads the whole field, an action the undo index
    does not follow: an undo or redo of anything before it is the replay's to decide. His number."""
    pid = td.add_player("Jogador sorteado")
    td.act_many(tid, [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})])
    table = next_table_number(td.tournament(tid).state.seating)
    td.act(tid, "seating.open_table", {"table": table})
    td.act(tid, "seating.draw", {"seats": [{"player_id": pid, "table": table, "seat": 1}]})
    return pid


def counted_at_both_desks(td: Desk, tid: int, book):  # type: ignore[no-untyped-def]
    """The cashier's desk on the same tournament, and both desks' rulebooks counting what they replay: (the
    cashier's desk, its book, the TD's count, the cashier's count)."""
    cashier = Desk.open(td.database.url, operator="Caixa")
    other = cashier.tournament(tid)
    counting = Counting(book.rulebook)
    book.rulebook = counting
    watching = Counting(other.rulebook)
    other.rulebook = watching  # type: ignore[assignment]
    return cashier, other, counting, watching


def free_seat(td: Desk, tid: int, *, not_table: int, nor: int | None = None) -> tuple[int, int]:
    """The first free seat at a table open, other than `not_table` (and `nor`, a table kept as it is)."""
    seating = td.tournament(tid).state.seating
    return next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (not_table, nor))


def second_thoughts(td: Desk, tid: int, rng: random.Random, undone: list[int], kinds: tuple[str, ...], after: int = 0) -> None:
    """The desk's second thoughts on random evenings: half the time an earlier undo (of `undone`) redone, else an
    action of these kinds from the first half of the log (after #`after`) undone and added to `undone`; what the
    rules refuse changes nothing."""
    if undone and rng.random() < 0.5:
        target = undone.pop(rng.randrange(len(undone)))
        try:
            td.redo(tid, target)
        except RuleError:
            undone.append(target)
        return
    early = [a for a in actions_in_force(td.tournament(tid).log) if a.kind in kinds and a.seq > after]
    if early:
        target = rng.choice(early[: max(1, len(early) // 2)])
        try:
            td.undo(tid, target.seq)
        except RuleError:
            return
        undone.append(target.seq)


def first_player_moved(td: Desk, tid: int, players: list[int]):  # type: ignore[no-untyped-def]
    """The first player moved to another table early in the evening: (book, player, seat before, seat after, the move)."""
    book = td.tournament(tid)
    mover = players[0]
    source = book.state.seating.seat_of[mover]
    to = free_seat(td, tid, not_table=source[0])
    return book, mover, source, to, td.act(tid, "seating.move", {"player_id": mover, "table": to[0], "seat": to[1]})


def test_an_early_move_is_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    book, mover, source, to, move = first_player_moved(td, tid, players)
    # Then a long evening for everybody else: add-ons and busts, none at his tables.
    others = [p for p in players if book.state.seating.seat_of[p][0] not in (source[0], to[0])]
    for pid in others[:12]:
        td.act(tid, "money.addon", {"player_id": pid})
    for pid in others[12:20]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    reentered = td.act(tid, "money.reentry", {"player_id": others[12]})  # a re-entry is always replayed
    cashier = Desk.open(td.database.url, operator="Caixa")
    other = cashier.tournament(tid)
    assert len(book.log) > 3 * EVERY

    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    watching = Counting(other.rulebook)
    other.rulebook = watching  # type: ignore[assignment]
    assert book.replay_length(move.seq) == 1  # the desk keeps it on its thread: nothing to replay
    td.undo(tid, move.seq)
    assert counting.replayed == 0
    assert book.state.seating.seat_of[mover] == source  # back where he sat
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0  # the other desk takes it in the same way
    assert other.state == book.state

    td.redo(tid, move.seq)
    assert counting.replayed == 0 and book.state.seating.seat_of[mover] == to
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state

    # The lagging copy followed: undoing the last action still replays a few actions, not the evening.
    assert book.last_undoable() == reentered
    counting.calls.clear()
    td.undo(tid, reentered.seq)
    assert 0 < counting.calls[0] <= 8  # the undo's own replay (the lagging copy is then built again)
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    # And a desk reentered now agrees.
    assert Desk.open(td.database.url).tournament(tid).state == book.state
    cashier.close()


def test_a_move_whose_seat_was_taken_since_is_refused_without_replaying(floor) -> None:  # type: ignore[no-untyped-def]
    """Without the move he would still sit in the seat given since: the replay's refusal, known from the index."""
    td, tid, players = floor
    book, mover, source, to, move = first_player_moved(td, tid, players)
    newcomer = next(p for p in players if book.state.seating.seat_of[p][0] not in (source[0], to[0]))
    taken = td.act(tid, "seating.move", {"player_id": newcomer, "table": source[0], "seat": source[1]})
    assert book.replay_length(move.seq) == 1
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    before = len(book.log)
    with pytest.raises(RuleError) as refused:
        td.undo(tid, move.seq)
    assert counting.replayed == 0
    assert f"#{taken.seq}" in refused.value.render()  # names the move that took his seat
    words = refused.value.render()
    assert f"taken by player {mover}" in words or f"Table {source[0]} is full" in words  # his seat its last free one
    assert len(book.log) == before
    book.rulebook = counting.rulebook  # type: ignore[assignment]
    with pytest.raises(RuleError) as replayed:
        TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != move.seq])
    assert replayed.value.render() == refused.value.render()


def test_a_failed_store_after_an_undo_in_place_leaves_the_state_and_the_copy_as_they_were(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    td, tid, players = floor
    book, mover, source, to, move = first_player_moved(td, tid, players)
    for pid in players[20:32]:
        if book.state.seating.seat_of[pid][0] not in (source[0], to[0]):
            td.act(tid, "money.addon", {"player_id": pid})
    state_before = TOURNAMENT.replay(actions_in_force(book.log))

    def broken(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise RuleError("The disk is full.")

    monkeypatch.setattr(book, "projection", broken)
    with pytest.raises(RuleError):
        td.undo(tid, move.seq)
    assert book.state == state_before and book.state.seating.seat_of[mover] == to
    monkeypatch.undo()
    last = book.last_undoable()
    assert last is not None
    td.undo(tid, last.seq)  # from the lagging copy, which must still hold the move
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))


def test_a_desk_closed_right_after_opening_builds_no_lagging_copy(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A desk that only looked (a report, a restart check) must not leave a worker building a whole state after it."""
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", EVERY)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 8)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 0.2)
    desk = Desk.open(tmp_path / "flight.db")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 41)]
    tid = desk.create_tournament(CONFIG)
    for pid in players:
        desk.act_many(tid, [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})])
    desk.close()
    again = Desk.open(tmp_path / "flight.db")
    book = again.tournament(tid)
    assert book._lag_built_for == book._generation  # a build was started on opening
    again.close()
    import time

    time.sleep(0.6)
    assert book._lag_ready is None and book._lag is None


def test_an_undo_the_rules_refuse_for_certain_is_refused_without_replaying(floor) -> None:  # type: ignore[no-untyped-def]
    """A bust followed by the player's re-entry: without the bust he would still have chips when he re-entered."""
    td, tid, players = floor
    book = td.tournament(tid)
    out = players[5]
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    for pid in players[20:26]:
        td.act(tid, "money.addon", {"player_id": pid})
    reentry = td.act(tid, "money.reentry", {"player_id": out})
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    before = len(book.log)
    assert book.replay_length(bust.seq) == 1  # the desk keeps it on its thread
    with pytest.raises(RuleError) as refused:
        td.undo(tid, bust.seq)
    assert counting.replayed == 0
    assert f"#{reentry.seq}" in refused.value.render() and "still has chips" in refused.value.render()
    assert len(book.log) == before and not book.is_undone(bust.seq)
    # The replay says the same.
    book.rulebook = counting.rulebook  # type: ignore[assignment]
    with pytest.raises(RuleError) as replayed:
        TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != bust.seq])
    assert replayed.value.render() == refused.value.render()


def test_a_walk_in_or_a_re_entry_undone_with_its_seat_is_refused_without_replaying(floor) -> None:  # type: ignore[no-untyped-def]
    """The desk stores a walk-in's registration, payment and seat as one gesture, a re-entry with its seat as
    another: undone whole when his later bust needs them, refused in the replay's words, nothing replayed."""
    from tdapp.domain.seating.draw import draw_seat

    td, tid, players = floor
    book = td.tournament(tid)
    walk_in = td.add_player("Jogador 41")
    seat = draw_seat(book.state.seating, walk_in)
    stored = td.act_many(
        tid,
        [
            ("registration.register", {"player_id": walk_in}),
            ("money.buy_in", {"player_id": walk_in, "document": "D41"}),
            ("seating.seat", seat),
        ],
    )
    out = players[3]
    td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    reentered = td.act_many(tid, [("money.reentry", {"player_id": out}), ("seating.seat", draw_seat(book.state.seating, out))])
    for pid in players[20:24]:
        td.act(tid, "money.addon", {"player_id": pid})
    bust_walk_in = td.act(tid, "player.bust", {"busts": [{"player_id": walk_in}]})
    bust_out = td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    refusals = []
    for gesture, bust in ((stored, bust_walk_in), (reentered, bust_out)):
        assert book.replay_length(gesture[-1].seq) == 1
        with pytest.raises(RuleError) as refused:
            td.undo(tid, gesture[-1].seq)  # the seat: the whole gesture goes
        assert f"#{bust.seq}" in refused.value.render()
        assert not any(book.is_undone(a.seq) for a in gesture)
        refusals.append(refused.value.render())
    assert counting.replayed == 0
    assert "is not registered" in refusals[0] and "is already out" in refusals[1]
    book.rulebook = counting.rulebook  # type: ignore[assignment]
    for gesture, words in zip((stored, reentered), refusals, strict=True):
        gone = {a.seq for a in gesture}
        with pytest.raises(RuleError) as replayed:
            TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq not in gone])
        assert replayed.value.render() == words


def test_an_early_bust_is_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The wrong player put out an hour ago: taken back, then put back, nothing replayed at either desk; his
    finish goes back to its place among the busts since."""
    td, tid, players = floor
    book = td.tournament(tid)
    out = players[2]
    table = book.state.seating.seat_of[out][0]
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    others = [p for p in players if book.state.seating.seat_of.get(p, (table,))[0] != table]
    for pid in others[:10]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for pid in others[10:16]:
        td.act(tid, "money.addon", {"player_id": pid})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    place_before = next(f.first_place for f in book.state.seating.finishes if f.player_id == out)
    td.undo(tid, bust.seq)
    assert book.state.registrations[out].alive and counting.replayed == 0
    assert book.replay_length(bust.seq) == 1
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, bust.seq)
    assert counting.replayed == 0
    assert not book.state.registrations[out].alive
    assert next(f.first_place for f in book.state.seating.finishes if f.player_id == out) == place_before
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert book.state.seating.finishes == TOURNAMENT.replay(actions_in_force(book.log)).seating.finishes
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


def test_a_re_entry_and_its_seat_are_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The desk stores a re-entry with its seat as one gesture: taken back whole an hour later (out again, his
    finish back in its place), then put back, nothing replayed at either desk."""
    from tdapp.domain.seating.draw import draw_seat

    td, tid, players = floor
    book = td.tournament(tid)
    out = players[5]
    td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    td.act(tid, "player.bust", {"busts": [{"player_id": players[6]}]})
    gesture = td.act_many(tid, [("money.reentry", {"player_id": out}), ("seating.seat", draw_seat(book.state.seating, out))])
    seat = book.state.seating.seat_of[out]
    others = [p for p in players if book.state.seating.seat_of.get(p, (seat[0],))[0] != seat[0]]
    for pid in others[:8]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for pid in others[8:14]:
        td.act(tid, "money.addon", {"player_id": pid})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    assert book.replay_length(gesture[0].seq) == 1
    td.undo(tid, gesture[-1].seq)  # the seat: the whole gesture goes
    assert all(book.is_undone(a.seq) for a in gesture) and counting.replayed == 0
    reg = book.state.registrations[out]
    assert not reg.alive and reg.reentries == 0 and out not in book.state.seating.seat_of
    assert book.state.seating.has_finish(out)
    replayed = TOURNAMENT.replay(actions_in_force(book.log))
    assert book.state == replayed and book.state.seating.finishes == replayed.seating.finishes
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    assert book.replay_length(gesture[0].seq) == 1
    td.redo(tid, gesture[0].seq)
    assert counting.replayed == 0 and not any(book.is_undone(a.seq) for a in gesture)
    assert book.state.seating.seat_of[out] == seat and book.state.registrations[out].reentries == 1
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    assert Desk.open(td.database.url).tournament(tid).state == book.state
    cashier.close()


def test_an_early_rebuy_back_in_is_undone_and_redone_in_place(floor) -> None:  # type: ignore[no-untyped-def]
    """A rebuy keyed for the wrong player an hour ago: taken back (out again, his finish back) and put back, nothing
    replayed; the payment goes back to its place among the others."""
    td, tid, players = floor
    book = td.tournament(tid)
    out = players[4]
    td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    rebuy = td.act(tid, "money.rebuy", {"player_id": out})
    table = book.state.seating.seat_of[out][0]
    others = [p for p in players if book.state.seating.seat_of.get(p, (table,))[0] != table]
    for pid in others[:6]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for pid in others[6:12]:
        td.act(tid, "money.addon", {"player_id": pid})
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    td.undo(tid, rebuy.seq)
    assert not book.state.registrations[out].alive and book.state.seating.has_finish(out)
    assert book.replay_length(rebuy.seq) == 1
    td.redo(tid, rebuy.seq)
    assert counting.replayed == 0
    assert book.state.registrations[out].alive and book.state.registrations[out].rebuys == 1
    replayed = TOURNAMENT.replay(actions_in_force(book.log))
    assert book.state == replayed and book.state.payments == replayed.payments


def test_an_add_on_is_redone_in_place_after_he_busted_and_while_an_earlier_move_stays_undone(floor) -> None:  # type: ignore[no-untyped-def]
    """An add-on keyed for the wrong player: undone, then put back after the desk also took back an earlier move of
    somebody else's. The player has busted since (decided again now, it would be refused); where it stands in the
    log it holds as it did, and nothing is replayed."""
    td, tid, players = floor
    book, mover, source, _, move = first_player_moved(td, tid, players)
    buyer = players[7]
    addon = td.act(tid, "money.addon", {"player_id": buyer})
    for pid in players[10:14]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    td.act(tid, "player.bust", {"busts": [{"player_id": buyer}]})
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    td.undo(tid, addon.seq)
    assert book.state.registrations[buyer].addons == 0
    td.undo(tid, move.seq)
    assert book.state.seating.seat_of[mover] == source
    td.redo(tid, addon.seq)
    assert counting.replayed == 0
    assert book.state.registrations[buyer].addons == 1 and not book.state.registrations[buyer].alive
    replayed = TOURNAMENT.replay(actions_in_force(book.log))
    assert book.state == replayed and book.state.payments == replayed.payments


def test_an_undo_of_the_tournament_s_creation_or_its_seat_draw_is_refused_at_once(floor) -> None:  # type: ignore[no-untyped-def]
    """Undoing what the evening was built on is refused in the replay's words without replaying the evening: the
    creation by a trial of the first actions without it, the draw from the index (its first player out had no
    seat without it)."""
    td, tid, players = floor
    book = td.tournament(tid)
    for pid in players[:6]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for pid in players[10:40]:
        td.act(tid, "money.addon", {"player_id": pid})
    creation = book.log[0]
    draw = next(a for a in book.log if a.kind == "seating.draw")
    assert creation.kind == "tournament.create"
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    words = []
    for target in (creation, draw):
        assert book.replay_length(target.seq) == 1  # the desk keeps it on its thread
        with pytest.raises(RuleError) as refused:
            td.undo(tid, target.seq)
        words.append(refused.value.render())
    assert "The tournament has not been created yet" in words[0]
    assert f"Player {players[0]} has no seat: only a seated player can be out" in words[1]
    assert all(n <= book_module.TRIAL_FIRST + book_module.TRIAL_PAST for n in counting.calls)  # short stretches, never the evening
    assert not book.is_undone(creation.seq) and not book.is_undone(draw.seq)
    book.rulebook = counting.rulebook  # type: ignore[assignment]
    for target, said in zip((creation, draw), words, strict=True):
        with pytest.raises(RuleError) as replayed:
            TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != target.seq])
        assert replayed.value.render() == said


def test_a_knock_out_bust_is_undone_and_redone_in_place_with_its_bounty_at_both_desks(knockout_floor) -> None:  # type: ignore[no-untyped-def]
    """In a knock-out the wrong player put out: the bounty his entry carried goes back from who was named as his
    eliminator, then to him again on the redo; nothing replayed at either desk, the cash desk's bounties as the
    replay's."""
    from tdapp.domain.tournament.ledger import cash_desk

    td, tid, players = knockout_floor
    book = td.tournament(tid)
    out, winner = players[2], players[7]
    table = book.state.seating.seat_of[out][0]
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": out, "eliminator_id": winner}]})
    others = [p for p in players if book.state.seating.seat_of.get(p, (table,))[0] != table and p != winner]
    for loser, taker in zip(others[:8:2], others[1:8:2], strict=True):
        td.act(tid, "player.bust", {"busts": [{"player_id": loser, "eliminator_id": taker}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    assert book.replay_length(bust.seq) == 1
    td.undo(tid, bust.seq)
    assert counting.replayed == 0 and book.state.registrations[out].alive
    assert book.state.registrations[winner].bounties_won_cents == 0 and book.state.registrations[out].bounty_cents == 2000
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    assert cash_desk(book.state).bounties_paid_cents == 4 * 2000  # the four other busts' bounties
    td.redo(tid, bust.seq)
    assert counting.replayed == 0 and book.state.registrations[winner].bounties_won_cents == 2000
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


STRUCTURE = {"items": [{"small_blind": 100 * n, "big_blind": 200 * n, "minutes": 30} for n in range(1, 20)]}


def colored_up_everywhere(book, removed: int) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """A color-up of every table with players: nobody had a chip of the removed value left (RPT Art. 24)."""
    tables = [
        {
            "table": t.number,
            "seats": [{"seat": s, "player_id": p, "count": 0, "has_other_chips": True} for s, p in sorted(t.players.items())],
        }
        for t in book.state.seating.open_tables()
        if t.players
    ]
    return {"removed": removed, "tables": tables}


def test_after_the_day_s_end_an_early_undo_is_still_decided_at_once_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The day ends as a flight's does: registration closed, the prize table frozen (FS 7.5), the 100s colored up at
    every table, play stopped and every stack counted and bagged (a census adding up to the chips in play), the day
    ended. A seat move from the first level is then undone and redone in place, nothing replayed at either desk, and
    so are the bagging's first count (the thousands after it read it in their census) and two minutes added to
    the clock at the start (the bagging's census renamed); an add-on from then is refused at once, at the count
    its chips fewer no longer hold; so is the clock's start, at the first clock command. The refusals are the
    replay's own words."""
    td, tid, players = floor
    td.act(tid, "clock.set_structure", STRUCTURE)
    start = td.act(tid, "clock.start", {})
    adjust = td.act(tid, "clock.adjust", {"seconds": 120})
    book, mover, source, to, move = first_player_moved(td, tid, players)
    addon = td.act(tid, "money.addon", {"player_id": players[5]})
    for pid in players[20:26]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for kind in ("registration.close_late", "registration.close_reentry", "prizes.freeze"):
        td.act(tid, kind, {})
    td.act(tid, "chips.set", {"denominations": [{"value": v, "owned": 5000} for v in (100, 500, 1000, 5000)]})
    td.act(tid, "chips.color_up", colored_up_everywhere(book, 100))
    td.act(tid, "clock.pause", {})
    seated = sorted(book.state.seating.seat_of)
    in_play = chips_in_play(book.state)
    share = in_play // len(seated)
    bagged = [  # every stack bagged: the census is the chips in play
        td.act(tid, "chips.count", {"player_id": pid, "chips": share if n < len(seated) - 1 else in_play - share * n})
        for n, pid in enumerate(seated)
    ]
    td.act(tid, "clock.end_day", {})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    first = bagged[0]
    td.undo(tid, first.seq)
    assert seated[0] not in book.state.prizes.chips.counts and counting.replayed == 0
    assert book.state.reversal.count_read[bagged[-1].seq].census == in_play - first.payload["chips"]
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, first.seq)
    assert book.state.prizes.chips.counts[seated[0]].seq == first.seq and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    stopped_at = book.state.clock.spent_ms
    td.undo(tid, adjust.seq)  # two minutes added at the start: the clock stopped two minutes further on without them
    assert book.state.clock.spent_ms == stopped_at + 120_000 and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, adjust.seq)
    assert book.state.clock.spent_ms == stopped_at and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    assert book.replay_length(move.seq) == 1
    td.undo(tid, move.seq)
    assert book.state.seating.seat_of[mover] == source and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, move.seq)
    assert book.state.seating.seat_of[mover] == to and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    words = []
    for target in (addon, start):
        assert book.replay_length(target.seq) == 1
        with pytest.raises(RuleError) as refused:
            td.undo(tid, target.seq)
        words.append(refused.value.render())
    assert counting.replayed == 0
    assert "(chips.count) depends on it: With this count the stacks counted since play stopped add up to" in words[0]
    assert f"#{adjust.seq} (clock.adjust) depends on it: The clock has not been started." in words[1]
    book.rulebook = counting.rulebook  # type: ignore[assignment]
    for target, said in zip((addon, start), words, strict=True):
        with pytest.raises(RuleError) as replayed:
            TOURNAMENT.replay([a for a in actions_in_force(book.log) if a.seq != target.seq])
        assert replayed.value.render() == said
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    cashier.close()


def test_the_clock_s_start_is_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The clock started by mistake before the room was ready, a move and a bust since: taken back and put back in
    place at both desks, nothing replayed (what the start read is trusted from its own undo, nothing before it
    changed since)."""
    td, tid, players = floor
    td.act(tid, "clock.set_structure", STRUCTURE)
    start = td.act(tid, "clock.start", {})
    book, *_ = first_player_moved(td, tid, players)
    td.act(tid, "player.bust", {"busts": [{"player_id": players[20]}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    td.undo(tid, start.seq)
    assert not book.state.clock.started and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    td.redo(tid, start.seq)
    assert book.state.clock.started and counting.replayed == 0
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


def test_a_table_broken_early_is_set_up_again_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The wrong table was broken early in the evening; since then add-ons and busts all over the room, its own
    players' add-ons among them -- and of its players one busted, one busted and bought back in, one was moved on,
    one warned. Undone, it is open again at both desks, nothing replayed: those still in at the seats they had
    there, the bust made from his seat there; redone, the break moves them again to the seats it drew."""
    td, tid, players = floor
    book = td.tournament(tid)
    seating = book.state.seating
    number = max(t.number for t in seating.open_tables() if t.players)
    sat = {pid: (number, seat) for seat, pid in seating.tables[number].players.items()}
    brk = td.act(tid, "seating.break_table", draw_break(seating, number, 10))
    went = {e["player_id"]: (e["table"], e["seat"]) for e in brk.payload["seats"]}
    others = [p for p in players if p not in sat]
    for pid in [*sat, *others[:10]]:
        td.act(tid, "money.addon", {"player_id": pid})
    for pid in others[10:18]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    out, back, moved, warned, *_ = sorted(sat)
    td.act(tid, "player.bust", {"busts": [{"player_id": out}]})
    td.act(tid, "player.bust", {"busts": [{"player_id": back}]})
    td.act(tid, "money.rebuy", {"player_id": back})  # back in the seat of his bust (RPT Art. 7.1)
    to = free_seat(td, tid, not_table=went[moved][0])
    td.act(tid, "seating.move", {"player_id": moved, "table": to[0], "seat": to[1]})
    td.act(tid, "floor.penalty", {"player_id": warned, "kind": "warning", "reason": "Linguagem"})
    assert len(book.log) > 3 * EVERY
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    td.undo(tid, brk.seq)
    assert counting.replayed == 0
    state = book.state
    still = {p: seat for p, seat in sat.items() if p not in (out, moved)}
    assert state.seating.tables[number].is_open and {p: state.seating.seat_of[p] for p in still} == still
    assert state.seating.seat_of[moved] == to
    record = state.seating.last_bust(out)
    assert record is not None and (record.table, record.seat) == sat[out]
    assert state.floor.penalties[-1].table == number
    assert state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == state

    td.redo(tid, brk.seq)
    assert counting.replayed == 0
    assert not book.state.seating.tables[number].is_open
    assert {p: book.state.seating.seat_of[p] for p in still} == {p: went[p] for p in still}
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


def test_a_button_set_early_is_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The floor put the button on the wrong seat early on; busts and add-ons since, none reading it. Undone and
    redone at both desks without replaying the evening."""
    td, tid, players = floor
    book = td.tournament(tid)
    table = book.state.seating.tables[1]
    before = (table.button, table.small_blind, table.big_blind)
    button = td.act(tid, "seating.set_button", {"table": 1, "seat": max(table.players)})
    put = (table.button, table.small_blind, table.big_blind)
    assert put != before
    for pid in players[:12]:
        td.act(tid, "money.addon", {"player_id": pid})
    for pid in [p for p in players if book.state.seating.seat_of[p][1] != table.button][12:20]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    assert len(book.log) > 3 * EVERY
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    td.undo(tid, button.seq)
    table = book.state.seating.tables[1]
    assert counting.replayed == 0 and (table.button, table.small_blind, table.big_blind) == before
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state

    td.redo(tid, button.seq)
    table = book.state.seating.tables[1]
    assert counting.replayed == 0 and (table.button, table.small_blind, table.big_blind) == put
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
    cashier.close()


def test_the_floor_s_table_and_clock_commands_are_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """An evening's table and clock commands, each taken back hours later at both desks with nothing replayed: a
    structure edited while the clock ran, a seat closed, hand-for-hand's last hand counted twice; at the day's
    end, a color-up and the prize table's freeze (nothing read them since). Each put back the same way."""
    td, tid, players = floor
    td.act(tid, "clock.set_structure", STRUCTURE)
    td.act(tid, "clock.start", {})
    longer = {"items": [dict(item, minutes=40) if k > 0 else item for k, item in enumerate(STRUCTURE["items"])]}
    edit = td.act(tid, "clock.set_structure", longer)
    book = td.tournament(tid)
    table = next(t for t in book.state.seating.open_tables() if t.open_empty_seats())  # a table kept for late entries
    closing = td.act(tid, "seating.close_seat", {"table": table.number, "seat": table.open_empty_seats()[0]})
    tables = [t.number for t in book.state.seating.open_tables() if t.players]
    td.act(tid, "clock.hand_for_hand.start", {"tables": tables})
    for _ in range(2):
        for number in tables:
            td.act(tid, "clock.hand_for_hand.table_done", {"table": number})
        twice = td.act(tid, "clock.hand_for_hand.next_hand", {})
    td.act(tid, "clock.hand_for_hand.end", {"running": True})
    for pid in players[20:26]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    for kind in ("registration.close_late", "registration.close_reentry"):
        td.act(tid, kind, {})
    freeze = td.act(tid, "prizes.freeze", {})
    td.act(tid, "chips.set", {"denominations": [{"value": v, "owned": 5000} for v in (100, 500, 1000, 5000)]})
    color_up = td.act(tid, "chips.color_up", colored_up_everywhere(book, 100))
    for pid in players[26:30]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    def round_trip(target, undone, redone) -> None:  # type: ignore[no-untyped-def]
        td.undo(tid, target.seq)
        assert undone(book.state) and counting.replayed == 0, target.kind
        assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
        assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state
        td.redo(tid, target.seq)
        assert redone(book.state) and counting.replayed == 0, target.kind
        assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
        assert cashier.sync(tid) and watching.replayed == 0 and other.state == book.state

    minutes = lambda state: state.clock.structure.items[1].duration_ms // 60_000  # noqa: E731
    round_trip(edit, lambda s: minutes(s) == 30, lambda s: minutes(s) == 40)
    seat = closing.payload["seat"]
    round_trip(
        closing,
        lambda s: seat not in s.seating.tables[table.number].closed_seats,
        lambda s: seat in s.seating.tables[table.number].closed_seats,
    )
    hands = book.state.clock.hand_for_hand_hands
    round_trip(twice, lambda s: s.clock.hand_for_hand_hands == hands - 1, lambda s: s.clock.hand_for_hand_hands == hands)
    round_trip(color_up, lambda s: not s.prizes.chips.color_ups, lambda s: len(s.prizes.chips.color_ups) == 1)
    round_trip(freeze, lambda s: s.prizes.frozen is None, lambda s: s.prizes.frozen is not None)
    cashier.close()


def registrations_watched(td: Desk, tid: int, monkeypatch: pytest.MonkeyPatch) -> tuple[list[object], Callable[[], dict[int, str]]]:
    """(each time a command reads the whole registrations table back, what the table holds now): the desk's lists
    read that table, which each command keeps as the state has the players."""
    from tdapp.application import projections
    from tdapp.storage.store import Write

    read_back: list[object] = []
    run = Write.run

    def spying(self, statement, params, **kwargs):  # type: ignore[no-untyped-def]
        if statement is projections._REGISTRATIONS:
            read_back.append(params)
        return run(self, statement, params, **kwargs)

    monkeypatch.setattr(Write, "run", spying)

    def table() -> dict[int, str]:
        with td.store.engine.connect() as conn:
            rows = conn.execute(text("SELECT player_id, status FROM registrations WHERE tournament_id = :t"), {"t": tid})
            return dict(rows.all())

    return read_back, table


def test_the_registrations_list_follows_an_undo_in_place_without_reading_the_field_back(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The desk's lists read the registrations table: after an undo or redo in place it holds each player as the
    state does, written from what the undo changed -- not read back whole, which cost 20 ms at 6,000 entries on
    every undo. An undo the replay decides (a registration taken back) still compares the whole field."""

    td, tid, players = floor
    book = td.tournament(tid)
    late = td.add_player("Jogadora tardia")
    register = td.act(tid, "registration.register", {"player_id": late})
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": players[3]}]})
    addon = td.act(tid, "money.addon", {"player_id": players[5]})
    for pid in players[10:16]:
        td.act(tid, "money.addon", {"player_id": pid})
    cashier, _other, counting, _watching = counted_at_both_desks(td, tid, book)
    read_back, table = registrations_watched(td, tid, monkeypatch)

    def as_the_state_has_them() -> dict[int, str]:
        return {pid: reg.status.value for pid, reg in book.state.registrations.items()}

    steps = ((td.undo, bust), (td.undo, addon), (td.redo, bust), (td.redo, addon), (td.undo, bust), (td.undo, register))
    for undo_or_redo, action in steps:
        assert book.replay_length(action.seq) == 1, action.kind  # made in place
        undo_or_redo(tid, action.seq)
        assert table() == as_the_state_has_them()
    assert late not in table()  # his row gone with his registration
    td.redo(tid, register.seq)
    assert table()[late] == "registered" == as_the_state_has_them()[late]
    assert counting.replayed == 0 and read_back == []
    newcomer = td.add_player("Jogador novo")
    again = td.act(tid, "registration.register", {"player_id": newcomer})
    a_late_entrant_drawn(td, tid)  # a draw the undo's index does not follow: the replay decides
    td.undo(tid, again.seq)  # replayed: the whole field compared
    assert counting.replayed > 0 and read_back
    assert newcomer not in table() and table() == as_the_state_has_them()
    live = table()
    rebuild_all(td.store.engine)  # what the log itself gives
    assert table() == live
    cashier.close()


def test_the_desk_s_check_in_and_cancellation_are_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The registration desk checked in the wrong player and cancelled another by mistake an hour ago: each is
    taken back and put back with nothing replayed at either desk, and the desk's lists (the registrations
    table) show each player as he now stands."""
    td, tid, players = floor
    book = td.tournament(tid)
    wrong, no_show = td.add_player("Jogador Silva"), td.add_player("Jogadora Sousa")
    for pid in (wrong, no_show):
        td.act(tid, "registration.register", {"player_id": pid})
    check_in = td.act(tid, "registration.check_in", {"player_id": wrong, "document": "CC 123"})
    cancel = td.act(tid, "registration.cancel", {"player_id": no_show})
    for pid in players[10:18]:
        td.act(tid, "money.addon", {"player_id": pid})
    for pid in players[18:22]:
        td.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)

    def listed(pid: int) -> str:
        with td.store.engine.connect() as conn:
            query = text("SELECT status FROM registrations WHERE tournament_id = :t AND player_id = :p")
            return str(conn.execute(query, {"t": tid, "p": pid}).scalar_one())

    for action, pid, undone, redone in ((check_in, wrong, "registered", "checked_in"), (cancel, no_show, "registered", "cancelled")):
        assert book.replay_length(action.seq) == 1, action.kind
        td.undo(tid, action.seq)
        assert book.state.registrations[pid].status.value == undone == listed(pid)
        assert cashier.sync(tid) and other.state == book.state
        td.redo(tid, action.seq)
        assert book.state.registrations[pid].status.value == redone == listed(pid)
        assert cashier.sync(tid) and other.state == book.state
    assert book.state.registrations[wrong].document == "CC 123"
    assert counting.replayed == 0 and watching.replayed == 0
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    cashier.close()


def test_a_table_resized_the_shot_clock_s_settings_and_the_event_renamed_are_undone_and_redone_in_place_at_both_desks(floor) -> None:  # type: ignore[no-untyped-def]
    """The TD made a table eight-handed, set the shot clock and renamed the event by mistake an hour ago: each is
    taken back and put back with nothing replayed at either desk; and an early bust before them is still undone in
    place."""
    td, tid, players = floor
    book = td.tournament(tid)
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": players[0]}]})
    table = next(t for t in book.state.seating.open_tables() if max(t.players, default=0) <= 8)
    resize = td.act(tid, "seating.resize_table", {"table": table.number, "seats": 8})
    settings = td.act(tid, "clock.shot.configure", {"shot_seconds": 20})
    name = book.state.config.name
    renamed = td.act(tid, "tournament.configure", {"config": {**book.state.config.to_dict(), "name": f"{name} (Dia 1)"}})
    for pid in players[10:18]:
        td.act(tid, "money.addon", {"player_id": pid})
    cashier, other, counting, watching = counted_at_both_desks(td, tid, book)
    steps = (
        (resize, lambda: book.state.seating.tables[table.number].seats, 10, 8),
        (settings, lambda: book.state.clock.shot.shot_seconds, 30, 20),
        (renamed, lambda: book.state.config.name, name, f"{name} (Dia 1)"),
    )
    for action, shown, undone, redone in steps:
        assert book.replay_length(action.seq) == 1, action.kind
        td.undo(tid, action.seq)
        assert shown() == undone
        assert cashier.sync(tid) and other.state == book.state
        td.redo(tid, action.seq)
        assert shown() == redone
        assert cashier.sync(tid) and other.state == book.state
    assert book.replay_length(bust.seq) == 1
    td.undo(tid, bust.seq)
    assert cashier.sync(tid) and other.state == book.state and book.state.registrations[players[0]].alive
    assert counting.replayed == 0 and watching.replayed == 0
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    cashier.close()


def test_a_redo_finds_its_change_in_place_once_and_never_after_the_state_moved_on(floor, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A redo asks the undo index whether it is long (`replay_length`) and then for the change itself: an early
    bust's redo walks the field's changes since, so the second ask takes the first's answer: the live state is
    searched once. A look before another command is not reused: the state moved on, and the
    redo is found again on it (the replay's state all along)."""
    td, tid, players = floor
    book = td.tournament(tid)
    bust = td.act(tid, "player.bust", {"busts": [{"player_id": players[0]}]})
    for pid in players[10:16]:
        td.act(tid, "money.addon", {"player_id": pid})
    assert book.replay_length(bust.seq) == 1
    td.undo(tid, bust.seq)
    asked: list[bool] = []  # each search made: on the live state (True) or on the lagging copy (False)
    real = book._find_step
    monkeypatch.setattr(book, "_find_step", lambda state, *a, **k: (asked.append(state is book.state), real(state, *a, **k))[1])

    td.redo(tid, bust.seq)
    assert asked.count(True) == 1  # (and once on the lagging copy, when it holds the bust's place)
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))

    td.undo(tid, bust.seq)
    asked.clear()
    assert book.replay_length(bust.seq) == 1  # the desk's look before the TD decides: found
    other = next(p for p in players[20:] if p in book.state.seating.seat_of)
    td.act(tid, "player.bust", {"busts": [{"player_id": other}]})  # another command meanwhile
    td.redo(tid, bust.seq)
    assert asked.count(True) >= 2  # found again on the state as it now stands
    assert book.state == TOURNAMENT.replay(actions_in_force(book.log))
    assert other not in book.state.seating.seat_of and book.state.seating.has_finish(players[0])
