"""The undo copy's rebuild gives way to the desk's commands (`tdapp.application.give_way`), and a command naming
many players writes their rows in one statement: at 6,000 entries a color-up of every table waited two seconds
behind a rebuild, one row a statement, each waiting for the interpreter."""

from __future__ import annotations

import pickle
import threading
import time

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.application.give_way import command_under_way, give_way
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.storage import store as store_module
from tests.application.test_undo_in_place import a_late_entrant_drawn

CONFIG = {"name": "Festival", "modality": "freezeout", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def test_a_worker_waits_between_its_slices_while_a_command_is_under_way() -> None:
    waited: list[float] = []

    def worker() -> None:
        start = time.perf_counter()
        assert give_way(timeout_s=5)
        waited.append(time.perf_counter() - start)

    with command_under_way():
        thread = threading.Thread(target=worker)
        thread.start()
        time.sleep(0.3)
        assert not waited  # still waiting: the command is under way
    thread.join(5)
    assert waited and waited[0] >= 0.25
    assert give_way(timeout_s=0)  # nothing under way: it goes on at once


def test_a_worker_goes_on_after_its_longest_wait() -> None:
    answers: list[bool] = []
    with command_under_way():
        thread = threading.Thread(target=lambda: answers.append(give_way(timeout_s=0.1)))
        thread.start()
        thread.join(2)
    assert answers == [False]


def test_the_undo_copy_rebuild_replays_nothing_while_a_command_is_under_way(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An undo starts the rebuild on a worker; while the desk runs a command the worker does not replay."""
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 25)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 8)
    monkeypatch.setattr(book_module, "LAG_START_DELAY_S", 0)
    monkeypatch.setattr(TOURNAMENT, "clone", None)  # (no copy kept by the replay: the lagging copy is built again)
    desk = Desk.open(tmp_path / "t.db", operator="TD")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 41)]
    tid = desk.create_tournament(CONFIG)
    commands = [("seating.open_table", {"table": t}) for t in range(1, 6)]
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, commands)
    book = desk.tournament(tid)
    desk.act(tid, "seating.draw", draw_seats(book.state.seating, players))
    late = desk.add_player("Jogador tardio")
    registered = desk.act(tid, "registration.register", {"player_id": late})
    a_late_entrant_drawn(desk, tid)  # the index does not follow his draw: the undo below replays
    replayed: list[int] = []
    ours = {id(action) for action in book.log}
    real = book.rulebook.replay

    def counting(actions, state=None):  # type: ignore[no-untyped-def]
        actions = list(actions)
        # The rebuild the undo starts only: the rulebook is shared (another test's desk may still have a worker), and
        # a build this book started before may still be finishing the slice it was in.
        if threading.current_thread() not in before and actions and id(actions[0]) in ours:
            replayed.append(len(actions))
        return real(actions, state)

    monkeypatch.setattr(book.rulebook, "replay", counting)
    before = set(threading.enumerate())
    with command_under_way():  # as while the desk stores a command
        desk.undo(tid, registered.seq)  # any undo: the copy is rebuilt on a worker
        time.sleep(0.5)
        assert replayed == []
    deadline = time.time() + 10
    while book._lag is None and book._lag_ready is None and time.time() < deadline:
        time.sleep(0.01)
    assert replayed  # once the command is done, the rebuild goes on
    desk.close()


def test_a_command_naming_many_players_writes_their_rows_in_one_statement(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    desk = Desk.open(tmp_path / "t.db", operator="TD")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 61)]
    tid = desk.create_tournament(CONFIG)
    statements: list[str] = []
    real = store_module.Write._execute

    def counting(self, statement, params):  # type: ignore[no-untyped-def]
        statements.append(str(getattr(statement, "sql", statement)))
        return real(self, statement, params)

    monkeypatch.setattr(store_module.Write, "_execute", counting)
    desk.act_many(tid, [("registration.register", {"player_id": pid}) for pid in players])
    upserts = [s for s in statements if "INSERT INTO registrations" in s]
    assert len(upserts) == 1
    assert {r for (r,) in desk.database.engine.connect().exec_driver_sql("SELECT player_id FROM registrations")} >= set(players)
    desk.close()


def test_the_rows_of_many_players_written_at_once_read_back_on_both_engines(database_url: str) -> None:
    """The one upsert for many players, on SQLite and on the test's own PostgreSQL server: rows made, then changed."""
    desk = Desk.open(database_url, operator="TD")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 351)]  # more than one statement's rows
    tid = desk.create_tournament(CONFIG)
    desk.act_many(tid, [("registration.register", {"player_id": pid}) for pid in players])
    desk.act_many(tid, [("money.buy_in", {"player_id": pid, "document": f"D{pid}"}) for pid in players[:200]])
    with desk.database.engine.connect() as conn:
        rows = dict(conn.exec_driver_sql(f"SELECT player_id, status FROM registrations WHERE tournament_id = {tid}").all())
    state = desk.tournament(tid).state
    assert rows == {pid: reg.status.value for pid, reg in state.registrations.items()}
    assert len({rows[pid] for pid in players[:200]}) == 1 and rows[players[0]] != rows[players[-1]]
    desk.close()


def test_work_on_the_command_s_own_thread_does_not_wait_for_itself() -> None:
    """The copy built at once, on the thread storing the command (as the tests build it), goes on."""
    with command_under_way():
        start = time.perf_counter()
        assert give_way(timeout_s=1)
        assert time.perf_counter() - start < 0.5


def test_a_state_unpickled_on_a_worker_waits_between_its_parts_while_a_command_is_under_way() -> None:
    """A festival's state unpickles in 100-200 ms: a worker building the undo copy stops between its parts while the
    desk runs a command, instead of sharing the interpreter with it; the desk's own thread never waits there."""
    from tdapp.domain.log import Action
    from tdapp.domain.tournament.all_rules import TOURNAMENT

    state = TOURNAMENT.replay([Action("tournament.create", {"config": CONFIG}, seq=1)])
    data = pickle.dumps(state)
    done: list[object] = []
    with command_under_way():
        thread = threading.Thread(target=lambda: done.append(pickle.loads(data)))
        thread.start()
        time.sleep(0.3)
        assert not done  # waiting at its first part
        assert pickle.loads(data) == state  # the desk's thread goes on at once
    thread.join(5)
    assert done and done[0] == state


def test_this_machine_s_copy_of_a_log_is_pickled_in_chunks_that_wait_while_a_command_is_under_way(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The writer pickled a festival's log in one call (170 ms at 42,000 actions, the interpreter held all along):
    it now goes a chunk at a time and stops between chunks while the desk runs a command; read back, the same log."""
    from tdapp.domain.log import Action
    from tdapp.storage import snapshots as snapshots_module
    from tdapp.storage.snapshots import Snapshot, SnapshotCache

    monkeypatch.setattr(snapshots_module, "LOG_CHUNK", 4)
    log = [Action("player.bust", {"busts": [{"player_id": n}]}, 1_000 + n, "td", n) for n in range(1, 31)]
    cache = SnapshotCache(tmp_path, "sqlite:///evento.db")
    snapshot = Snapshot(len(log), "h", log, len(log), pickle.dumps({}), ())
    with command_under_way():
        writer = threading.Thread(target=cache.save, args=("tournament", 1, snapshot))
        writer.start()
        time.sleep(0.3)
        assert cache.load("tournament", 1) is None  # waiting before its first chunk: nothing written yet
    writer.join(5)
    again = cache.load("tournament", 1)
    assert again is not None and again.log == log
