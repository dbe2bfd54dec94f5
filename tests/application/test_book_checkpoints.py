"""Undo and redo replay from the last checkpoint before what changed, and give exactly the full replay's state."""

from __future__ import annotations

import pickle
import random
import threading
import time
from pathlib import Path

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tests.application.test_undo_in_place import a_late_entrant_drawn

PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Checkpoints", "modality": "rebuy_addon", "buy_in": PURCHASE, "rebuy": {"purchase": PURCHASE, "until_level": 6}}


@pytest.mark.parametrize("every", [3, 7])
def test_undo_and_redo_anywhere_equal_a_full_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, every: int) -> None:
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", every)
    desk = Desk.open(tmp_path / "c.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(12)]
    tid = desk.create_tournament(CONFIG)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    for pid in players[::2]:
        desk.act(tid, "money.rebuy", {"player_id": pid})
    book = desk.tournament(tid)
    assert len(book._checkpoints) >= 4  # copies were really taken
    rng = random.Random(11)
    undone: list[int] = []
    for _ in range(40):
        if undone and rng.random() < 0.4:
            target = undone.pop(rng.randrange(len(undone)))
            book.redo(target)
        else:
            candidates = [a.seq for a in book.log if not a.is_meta and not book.is_undone(a.seq) and a.kind != "tournament.create"]
            target = rng.choice(candidates)
            try:
                book.undo(target)
            except RuleError:
                continue  # a later action depends on it: refused, nothing changed
            undone.append(target)
        assert book.state == book.rebuild()
        assert book.state.seats_taken == book.rebuild().seats_taken
    reopened = Desk.open(tmp_path / "c.db")
    assert reopened.tournament(tid).state == book.state
    desk.close()
    reopened.close()


def test_old_checkpoints_are_thinned_so_memory_stays_bounded() -> None:
    from tdapp.application.book import thin_checkpoints

    copies = [(n * 500, b"x") for n in range(1, 101)]
    kept = thin_checkpoints(copies)
    assert [n for n, _ in kept[-16:]] == [n * 500 for n in range(85, 101)]  # the recent ones, all of them
    assert len(kept) == 16 + len(range(0, 84, 8))
    assert kept[0][0] == 500  # the oldest stays: an early undo never replays from scratch


def test_after_an_early_undo_the_next_undo_replays_only_from_a_recent_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 5)
    desk = Desk.open(tmp_path / "c.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(30)]
    tid = desk.create_tournament(CONFIG)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
    desk.act(tid, "seating.open_table", {"table": 1, "seats": 10})
    book = desk.tournament(tid)
    a_late_entrant_drawn(desk, tid)  # a draw: not followed by the undo's index, undos replay
    # (from the copy before their target: not taken in place before the draw, the whole replay's way)
    monkeypatch.setattr(book.rulebook, "first_opaque_after", None)
    early = book.log[3]  # the third registration: 32 actions after it
    book.undo(early.seq)
    assert book.state == book.rebuild()
    newest = max(n for n, _ in book._checkpoints)
    assert newest >= len(book.rebuild().registrations) - 5  # a copy was taken on the way, near the end

    replayed: list[int] = []
    real = book.rulebook.replay

    def counting(actions, state=None):  # type: ignore[no-untyped-def]
        actions = list(actions)
        replayed.append(len(actions))
        return real(actions, state)

    monkeypatch.setattr(book.rulebook, "replay", counting)
    book.undo(book.last_undoable().seq)
    assert sum(replayed) < 5  # from the copy before the last action, not from the early undo's place
    assert book.state == book.rebuild()
    desk.close()


@pytest.mark.parametrize("behind", [2, 5])
def test_the_lagging_copy_gives_the_full_replays_state_and_spares_the_unpickling(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, behind: int
) -> None:
    """Undo of a recent action starts from the live copy kept `LAG_BEHIND` actions back, never from a pickled one."""
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 4)
    monkeypatch.setattr(book_module, "LAG_BEHIND", behind)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", False)  # built at once: the test sees each step
    desk = Desk.open(tmp_path / "l.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(10)]
    tid = desk.create_tournament(CONFIG)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    book = desk.tournament(tid)
    assert book._lag is not None and book._lag[0] == book._in_force - behind  # it follows the live state
    unpickled: list[int] = []
    real_last_copy = book._last_copy
    monkeypatch.setattr(book, "_last_copy", lambda within: unpickled.append(within) or real_last_copy(within))
    rng = random.Random(5)
    for round_ in range(12):
        recent = [a.seq for a in book._index.in_force()[-behind:]]
        target = rng.choice(recent)
        try:
            book.undo(target)
        except RuleError:
            continue
        assert book.state == book.rebuild()
        assert unpickled == [], round_  # the lagging copy served: nothing was unpickled
        book.redo(target)  # the copy was rebuilt after the undo (at once here), so the redo starts from it too
        assert book.state == book.rebuild()
        assert unpickled == []
        desk.act(tid, "money.rebuy", {"player_id": players[round_ % len(players)]})
        assert book.state == book.rebuild()
    desk.close()


def a_desk_building_copies_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, behind: int, players: int):  # type: ignore[no-untyped-def]
    """A desk taking an undo copy every 4 actions, its lagging copy `behind` actions back, built at once (the test sees
    each step), with `players` in the directory and a tournament: (desk, players, tournament)."""
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 4)
    monkeypatch.setattr(book_module, "LAG_BEHIND", behind)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", False)
    desk = Desk.open(tmp_path / "copies.db", operator="Rui")
    added = [desk.add_player(f"Jogador {i}") for i in range(players)]
    return desk, added, desk.create_tournament(CONFIG)


def test_a_lagging_copy_far_behind_catches_up_a_few_actions_a_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a batch of commands (a whole table's busts, a list of players imported) the copy is far behind: each
    later command applies at most `LAG_CATCH_UP` of them to it (all at once, 460 busts held a deal's command 32 ms
    at 2,000 entries), and an undo of a recent action meanwhile still gives the replay's state."""
    monkeypatch.setattr(book_module, "LAG_CATCH_UP", 3)
    desk, players, tid = a_desk_building_copies_at_once(tmp_path, monkeypatch, behind=2, players=20)
    desk.act_many(tid, [("registration.register", {"player_id": pid}) for pid in players[:4]])
    desk.act(tid, "registration.register", {"player_id": players[4]})  # the copy, built after the first, taken in
    book = desk.tournament(tid)
    assert book._lag is not None and book._lag[0] == book._in_force - 2
    applied: list[int] = []
    real_apply = book.rulebook.apply
    monkeypatch.setattr(book.rulebook, "apply", lambda state, action: applied.append(action.seq) or real_apply(state, action))
    desk.act_many(tid, [("registration.register", {"player_id": pid}) for pid in players[5:]])  # 15 in one command
    for pid in players[:2]:
        applied.clear()
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
        assert 1 < len(applied) <= 1 + 2 * 3  # the command itself on the live state; at most 3 on the copy, twice
    assert book._lag is not None and book._lag[0] < book._in_force - 2  # still catching up
    last = book.last_undoable()
    assert last is not None
    book.undo(last.seq)  # from it, as far behind as it is
    assert book.state == book.rebuild()
    book.redo(last.seq)
    for pid in players[2:8]:
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    assert book._lag is not None and book._lag[0] == book._in_force - 2  # caught up
    monkeypatch.undo()
    desk.close()


def test_an_undo_replayed_from_the_lagging_copy_does_not_pickle_again_a_copy_the_desk_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last action undone (a late entrant's seat drawn: not in place) is replayed from the lagging copy, past the
    position of an undo copy the desk already holds: that copy is not pickled again on the desk's thread (20-60 ms
    at 2,000-6,000 entries)."""
    desk, players, tid = a_desk_building_copies_at_once(tmp_path, monkeypatch, behind=6, players=12)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
    book = desk.tournament(tid)
    a_late_entrant_drawn(desk, tid)
    changed = book.log[-1]
    assert changed.kind == "seating.draw"
    holds = {n for n, _ in book._checkpoints}
    assert book._lag is not None and any(book._lag[0] < n < book._in_force for n in holds)  # a copy between them
    pickled: list[int] = []
    real_dumps = book_module.pickle.dumps
    monkeypatch.setattr(book_module.pickle, "dumps", lambda obj, *args: pickled.append(1) or real_dumps(obj, *args))
    book.undo(changed.seq)
    assert pickled == []
    assert book.state == book.rebuild() and {n for n, _ in book._checkpoints} >= {n for n in holds if n < book._in_force}

    # And one a worker is building again (an early undo in place dropped it): not pickled here either; the worker
    # builds it for the actions now in force.
    book.redo(changed.seq)
    early = next(a for a in book._index.in_force() if a.kind == "registration.register")
    book.undo(early.seq)  # in place: the copies past it dropped, built again on a worker (here: not yet)
    assert book._copies_missing()
    pickled.clear()
    book.undo(changed.seq)
    assert pickled == []
    assert book.state == book.rebuild()
    assert book._copies_missing() and book._copies_built_for == book._generation  # asked again for these actions
    desk.close()


def test_copies_thinned_one_at_a_time_keep_one_older_copy_per_span() -> None:
    """As the desk takes them: a copy every 500 actions, thinned at each; the older ones stay spread over the log."""
    from tdapp.application.book import thin_checkpoints

    copies: list[tuple[int, bytes]] = []
    for n in range(1, 101):
        copies = thin_checkpoints([*copies, (n * 500, b"x")])
    positions = [n for n, _ in copies]
    assert positions[-16:] == [n * 500 for n in range(85, 101)]
    assert positions[:-16] == [500, *range(4000, 42_000, 4000)]  # one in each 4,000 actions: an early undo starts near it


@pytest.mark.parametrize("worker", [False, True])
def test_the_copies_an_early_undo_in_place_dropped_are_built_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, worker: bool) -> None:
    """An early add-on undone in place: the undo copies past it held it, so they go -- and are built again (on a
    worker; at once here), each the replay's state for its position, so that a later undo that replays starts near
    what it changes and not from the early undo's place."""
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 5)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", worker)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 0.01)
    monkeypatch.setattr(book_module, "COPIES_AT_ONCE", True)
    desk = Desk.open(tmp_path / "c.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(14)]
    tid = desk.create_tournament({**CONFIG, "addon": {"purchase": PURCHASE, "until_level": 6}})
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    desk.act(tid, "clock.set_structure", {"items": [{"small_blind": 100, "big_blind": 200, "minutes": 30}] * 8})
    desk.act(tid, "clock.start", {})
    for pid in players:
        desk.act(tid, "money.addon", {"player_id": pid})
    book = desk.tournament(tid)
    in_force = book._index.in_force()
    early = next(a for a in in_force if a.kind == "money.addon")
    position = in_force.index(early)
    before = [n for n, _ in book._checkpoints]
    assert book.replay_length(early.seq) == 1  # taken back in place
    dropped: list[list[int]] = []
    real = book._settle_in_place

    def settle(at: int, back=None) -> None:  # type: ignore[no-untyped-def]
        real(at, back)
        dropped.append([n for n, _ in book._checkpoints])

    monkeypatch.setattr(book, "_settle_in_place", settle)
    book.undo(early.seq)
    assert book.state == book.rebuild()
    assert max(dropped[0]) <= position < max(before)  # the copies past it went
    after = book._index.in_force()
    for _ in range(500):  # on a worker: a bounded wait for it
        book._copy_before(len(after))  # the desk's thread takes in what the worker built
        if not book._copies_missing():
            break
        time.sleep(0.02)
    held = [n for n, _ in book._checkpoints]
    assert max(held) >= len(after) - 5  # built again, up to the end
    assert book._copies_missing() == []
    for n, data in book._checkpoints:  # each one the replay's state of the first n actions in force
        assert pickle.loads(data) == book.rulebook.replay(after[:n])
    book.redo(early.seq)
    for _ in range(500):
        book._copy_before(len(book._index.in_force()))
        if not book._copies_missing():
            break
        time.sleep(0.02)
    assert book.state == book.rebuild() and book._copies_missing() == []
    desk.close()


def settled(book, until: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    """A bounded wait until the lagging copy is back on the desk (built, or handed back by the worker pickling it)."""
    deadline = time.monotonic() + until
    while time.monotonic() < deadline:
        book._adopt_lag()
        if book._lag is not None and not book._pickling:
            return
        time.sleep(0.005)
    raise AssertionError("the lagging copy did not come back")


def test_the_undo_copies_are_pickled_off_the_desks_thread_from_the_lagging_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An undo copy every CHECKPOINT_EVERY actions is pickled by a worker from the lagging copy: the desk's thread
    never pickles the state while it stores commands (60-120 ms at 6,000 entries, once every 500 actions). Commands
    stored while the worker pickles are followed by the lagging copy once it is handed back."""
    from tdapp.domain.tournament.state import TournamentState

    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 6)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 3)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 0.01)
    pickled_on: list[str] = []
    real_getstate = TournamentState.__getstate__

    def recording(state: TournamentState) -> dict[str, bytes]:
        pickled_on.append(threading.current_thread().name)
        return real_getstate(state)

    desk = Desk.open(tmp_path / "p.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(16)]
    tid = desk.create_tournament(CONFIG)
    book = desk.tournament(tid)
    monkeypatch.setattr(TournamentState, "__getstate__", recording)
    for pid in players:
        for kind, payload in (("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})):
            desk.act(tid, kind, payload)
            if book._in_force > 6:
                settled(book)  # each copy due finds the lagging copy in place
    assert pickled_on and threading.main_thread().name not in pickled_on
    assert set(pickled_on) == {"tdapp-undo-copy-pickle"}
    in_force = book._index.in_force()
    assert len(book._checkpoints) >= 4
    for n, data in book._checkpoints:  # each the replay's state of the first n actions in force
        assert pickle.loads(data) == book.rulebook.replay(in_force[:n])
    # Commands stored while the worker pickles: the lagging copy, handed back, catches up with them.
    before = len(pickled_on)
    for pid in players[:8]:
        desk.act(tid, "money.rebuy", {"player_id": pid})
    settled(book)
    desk.act(tid, "money.rebuy", {"player_id": players[8]})
    assert len(pickled_on) > before and threading.main_thread().name not in pickled_on
    assert book._lag is not None and book._lag[0] == book._in_force - 3
    assert book._lag[1] == book.rulebook.replay(book._index.in_force()[: book._lag[0]])
    assert book.state == book.rebuild()
    desk.close()


def test_the_lagging_copy_takes_a_whole_field_s_draw_on_a_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The seat draw of a whole field is applied by its own command; the lagging copy, reaching it a few actions
    later, is built again past it on a worker instead of applying it inside a later command (the draw of 10,000
    entries: 28-60 ms on the desk's thread, once). The copy then follows the commands again, the replay's state."""
    from tdapp.application.demo import draw_field, table_commands
    from tdapp.domain.seating import actions as seating_actions

    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 6)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 3)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 0.01)
    monkeypatch.setattr(book_module, "LAG_HEAVY_DRAW", 10)
    drawn_on: list[str] = []
    real_placements = seating_actions._placements

    def recording(*args, **kwargs):  # type: ignore[no-untyped-def]
        drawn_on.append(threading.current_thread().name)
        return real_placements(*args, **kwargs)

    desk = Desk.open(tmp_path / "d.db", operator="Rui")
    players = [desk.add_player(f"Jogador {i}") for i in range(16)]
    tid = desk.create_tournament(CONFIG)
    book = desk.tournament(tid)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    for kind, payload in table_commands(16, seats=8):
        desk.act(tid, kind, payload)
    settled(book)
    monkeypatch.setattr(seating_actions, "_placements", recording)
    draw_field(desk, tid, players)
    assert drawn_on == ["MainThread"]  # the draw's own command
    drawn = book._in_force  # the copy holds the draw once it holds this many actions
    rebuyers = iter(players)
    for _ in range(6):
        desk.act(tid, "money.rebuy", {"player_id": next(rebuyers)})
    for _ in range(6):  # (a copy a worker was pickling meanwhile may come back from before the draw: the next command
        settled(book)  # then has it built again past the draw, on a worker)
        if book._lag[0] >= drawn:
            break
        desk.act(tid, "money.rebuy", {"player_id": next(rebuyers)})
    assert book._lag[0] >= drawn
    assert drawn_on.count("MainThread") == 1 and "tdapp-undo-copy" in drawn_on  # the copy took it on the worker
    desk.act(tid, "money.rebuy", {"player_id": next(rebuyers)})
    settled(book)
    assert book._in_force - 3 <= book._lag[0] <= book._in_force  # it follows the commands again
    assert book._lag[1] == book.rulebook.replay(book._index.in_force()[: book._lag[0]])
    assert book.state == book.rebuild()
    desk.close()
