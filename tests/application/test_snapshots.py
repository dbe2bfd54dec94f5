"""A restart replays only what came after this machine's copy of the log, and only when the copy is provably the same log."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.storage import snapshots as snapshots_module

PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Cópia local", "modality": "rebuy_addon", "buy_in": PURCHASE, "rebuy": {"purchase": PURCHASE, "until_level": 6}}


@pytest.fixture(autouse=True)
def small_checkpoints(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", 5)
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path / "data"))


def an_evening(url: str, players: int = 12) -> tuple[Desk, int, list[int]]:
    desk = Desk.open(url, operator="Rui")
    ids = [desk.add_player(f"Jogador {i}") for i in range(players)]
    tid = desk.create_tournament(CONFIG)
    for pid in ids:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    return desk, tid, ids


def count_replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    from tdapp.domain.tournament.all_rules import TOURNAMENT

    replayed: list[int] = []
    real = TOURNAMENT.replay

    def counting(actions, state=None):  # type: ignore[no-untyped-def]
        actions = list(actions)
        replayed.append(len(actions))
        return real(actions, state)

    monkeypatch.setattr(TOURNAMENT, "replay", counting)
    return replayed


def test_a_restart_starts_from_the_copy_and_replays_nothing_before_it(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    desk, tid, _ = an_evening(database_url)
    expected = desk.tournament(tid).state
    desk.close()
    replayed = count_replays(monkeypatch)
    again = Desk.open(database_url)
    book = again.tournament(tid)
    assert book.restored_from_snapshot and sum(replayed) == 0
    assert book.state == expected == book.rebuild()
    again.act(tid, "money.rebuy", {"player_id": 1})  # and the desk goes on from there
    assert Desk.open(database_url).tournament(tid).state == book.state
    again.close()


def test_a_copy_taken_during_play_survives_a_crash_and_the_actions_after_it_are_read(database_url: str) -> None:
    desk, tid, ids = an_evening(database_url)  # never closed: as after a kill -9
    assert desk.snapshots is not None
    desk.snapshots.wait()
    later = Desk.open(database_url, operator="Ana")  # another desk stores more meanwhile
    later.tournament(tid)
    for pid in ids[:3]:
        later.act(tid, "money.rebuy", {"player_id": pid})
    restarted = Desk.open(database_url).tournament(tid)
    assert restarted.restored_from_snapshot
    assert restarted.state == later.tournament(tid).state == restarted.rebuild()
    assert [a.seq for a in restarted.log] == [a.seq for a in later.tournament(tid).log]


def test_a_copy_of_another_log_is_not_used(tmp_path: Path) -> None:
    path = tmp_path / "evento.db"
    desk, tid, _ = an_evening(str(path))
    desk.close()
    other = tmp_path / "outro.db"
    desk2, tid2, _ = an_evening(str(other), players=14)  # another evening, written at other times
    desk2.close()
    assert tid2 == tid
    shutil.copy(other, path)  # e.g. a backup restored over the file
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    book = Desk.open(path).tournament(tid)
    assert not book.restored_from_snapshot
    assert len(book.state.registrations) == 14 and book.state == book.rebuild()


def test_a_copy_made_by_other_rules_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk, tid, _ = an_evening(str(tmp_path / "evento.db"))
    desk.close()
    monkeypatch.setattr(snapshots_module, "code_fingerprint", lambda: "another version of the rules")
    book = Desk.open(tmp_path / "evento.db").tournament(tid)
    assert not book.restored_from_snapshot and book.state == book.rebuild()


def test_an_undo_stored_after_the_copy_is_replayed_in_full(database_url: str) -> None:
    desk, tid, ids = an_evening(database_url)
    desk.close()
    other = Desk.open(database_url, operator="Ana")
    first_buy_in = next(a for a in other.tournament(tid).log if a.kind == "money.buy_in")
    other.undo(tid, first_buy_in.seq)
    book = Desk.open(database_url).tournament(tid)
    assert not book.restored_from_snapshot
    assert book.state == other.tournament(tid).state
    assert not book.state.registrations[ids[0]].has_paid


def test_after_a_restart_undoing_a_recent_action_replays_only_from_a_recent_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk, tid, _ = an_evening(str(tmp_path / "evento.db"), players=20)
    desk.close()
    book = Desk.open(tmp_path / "evento.db").tournament(tid)
    assert book.restored_from_snapshot
    replayed = count_replays(monkeypatch)
    book.undo(book.last_undoable().seq)
    assert sum(replayed) < 2 * book_module.CHECKPOINT_EVERY  # not the 40 actions of the log
    assert book.state == book.rebuild()


def test_after_a_restart_an_early_undo_starts_from_the_older_copy_before_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The older copies (one per span of the log) are in this machine's copy too, not only the last few."""
    desk, tid, _ = an_evening(str(tmp_path / "evento.db"), players=60)  # 120 actions: copies every 5, one older per 40
    desk.close()
    book = Desk.open(tmp_path / "evento.db").tournament(tid)
    assert book.restored_from_snapshot
    early = book.log[50]  # a buy-in: 70 actions after it
    assert early.kind == "money.buy_in"
    in_force = len(book.log)
    replayed = count_replays(monkeypatch)
    book.undo(early.seq)
    # From the older copy at 40 (the actions after it but the one undone), not from the beginning of the log.
    assert sum(replayed) == in_force - 40 - 1
    assert book.state == book.rebuild()


def test_after_a_second_restart_an_early_undo_still_starts_from_the_older_copy_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A desk restored from this machine's copy holds the older copies and the last few; when it saves its own
    copy (at closing) the older ones stay in it, so the restart after that has them too."""
    desk, tid, _ = an_evening(str(tmp_path / "evento.db"), players=60)
    desk.close()
    for _ in range(2):  # opened and closed again: the TD's machine restarted twice
        again = Desk.open(tmp_path / "evento.db")
        assert again.tournament(tid).restored_from_snapshot
        again.close()
    book = Desk.open(tmp_path / "evento.db").tournament(tid)
    assert book.restored_from_snapshot
    early = book.log[50]
    in_force = len(book.log)
    replayed = count_replays(monkeypatch)
    book.undo(early.seq)
    assert sum(replayed) == in_force - 40 - 1  # from the older copy at 40, as after the first restart
    assert book.state == book.rebuild()


def test_copies_of_databases_not_opened_for_a_month_are_deleted(tmp_path: Path) -> None:
    """Only a cache, holding players' names: a moved or deleted database's copies do not stay on the machine."""
    import os
    import time

    folder = tmp_path / "snapshots"
    old, recent = folder / "old", folder / "recent"
    for entry in (old, recent):
        entry.mkdir(parents=True)
        (entry / "tournament-1.snapshot").write_bytes(b"x")
    month_ago = time.time() - 31 * 86_400
    for path in (old / "tournament-1.snapshot", old):
        os.utime(path, (month_ago, month_ago))
    assert snapshots_module.prune_stale(folder) == 1
    assert not old.exists() and (recent / "tournament-1.snapshot").exists()


def test_a_desk_opening_a_database_keeps_its_copies_and_prunes_the_others(tmp_path: Path) -> None:
    import os
    import time

    desk, tid, _ = an_evening(str(tmp_path / "evento.db"))
    desk.close()
    folder = Path(os.environ["TDAPP_DATA_DIR"]) / "snapshots"
    (mine,) = [entry for entry in folder.iterdir()]
    month_ago = time.time() - 31 * 86_400
    for path in (*mine.iterdir(), mine):
        os.utime(path, (month_ago, month_ago))  # not opened for a month, then opened again: kept
    stale = folder / "another-database"
    stale.mkdir()
    os.utime(stale, (month_ago, month_ago))
    again = Desk.open(tmp_path / "evento.db")
    deadline = time.monotonic() + 5
    while stale.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not stale.exists()
    assert mine.exists() and again.tournament(tid).restored_from_snapshot
    again.close()


def test_the_collector_is_paused_while_unpickling_and_left_as_it_was() -> None:
    """A reopening pauses Python's cyclic collector (no garbage there); the desk's own choice (off) is kept."""
    import gc
    import pickle

    from tdapp.storage.snapshots import collector_paused, unpickled

    seen = _PROBE_SEEN
    seen.clear()
    was = gc.isenabled()
    try:
        gc.enable()
        unpickled(pickle.dumps(_Probe()))
        assert seen == [False] and gc.isenabled()  # paused during, back on after
        gc.disable()  # as on the desk, where the collector runs on the GUI thread only
        with collector_paused():
            pass
        assert not gc.isenabled()  # never switched on behind the desk's back
    finally:
        (gc.enable if was else gc.disable)()


def test_a_pause_under_way_when_the_desk_takes_the_collector_in_hand_does_not_turn_it_back_on() -> None:
    """A worker pausing the collector (a reopening, a replay) while the desk or a Qt test takes it in hand: at the
    end of its pause it leaves it off. Turned back on, it would run in whichever thread allocates, a worker among
    them, and could destroy a widget there."""
    import gc

    from tdapp.storage.snapshots import collector_paused, keep_collector_off

    was = gc.isenabled()
    try:
        gc.enable()
        with collector_paused():  # found it on
            keep_collector_off(True)  # meanwhile the desk's GUI collector starts
        assert not gc.isenabled()
        keep_collector_off(False)
        assert gc.isenabled()
    finally:
        keep_collector_off(False)
        (gc.enable if was else gc.disable)()


_PROBE_SEEN: list[bool] = []


class _Probe:
    """Says, when unpickled, whether the collector was on."""

    def __setstate__(self, state: object) -> None:
        _PROBE_SEEN.append(__import__("gc").isenabled())

    def __getstate__(self) -> dict[str, int]:
        return {"x": 1}


def test_a_copy_written_from_an_undo_copy_keeps_the_actions_after_it_and_a_crash_restores_them(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """During play this machine's copy is written from the last undo copy (pickled off the desk's thread) and the
    few actions in force after it (`Snapshot.tail`): after a crash the desk applies them, a rebuy among them."""
    monkeypatch.setattr(book_module, "LAG_BEHIND", 3)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", False)
    desk, tid, ids = an_evening(database_url)  # never closed: as after a kill -9
    book = desk.tournament(tid)
    desk.act(tid, "money.rebuy", {"player_id": ids[0]})
    assert desk.snapshots is not None
    desk.snapshots.wait()
    written = desk.snapshots.load("tournament", tid)
    assert written is not None and written.tail  # the state is an undo copy a few actions back
    assert written.in_force - len(written.tail) == book._checkpoints[-1][0]
    assert written.tail == tuple(book._index.in_force()[written.in_force - len(written.tail) : written.in_force])
    assert written.head == len(book.log) - (book._in_force - written.in_force)
    replayed = count_replays(monkeypatch)
    restarted = Desk.open(database_url).tournament(tid)
    holds = written.in_force - len(written.tail)
    assert restarted.restored_from_snapshot and max(replayed, default=0) < restarted._in_force  # never the whole log
    assert restarted.state == book.state == restarted.rebuild()
    assert [n for n, _ in restarted._checkpoints][-1] == holds  # the copy it came from is the last undo copy
    restarted.undo(restarted.last_undoable().seq)  # and an undo from there replays from it
    assert restarted.state == restarted.rebuild()
