"""Backups during an event and restoring one (issue 15 part 1)."""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from hung_share import HungShare, needs_proc

from tdapp.application.backups import STOP_WAIT_S, AutoBackup
from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.domain.errors import RuleError
from tdapp.domain.log import actions_in_force
from tdapp.storage.backup import backup_sqlite, copy_sqlite, pg_dump_command, restore_sqlite, rotate

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}
T0 = dt.datetime(2026, 11, 23, 21, 0, 0)


def add_and_close(live: Path, name: str) -> None:
    """A desk adds a player and closes (a desk left open keeps its connections, and a restore is then refused)."""
    desk = Desk.open(live, operator="TD")
    desk.add_player(name)
    desk.close()


def test_a_backup_taken_while_another_thread_stores_actions_restores_to_a_consistent_state(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    desk = Desk.open(live, operator="TD")
    tid = desk.create_tournament(CONFIG)
    stop = threading.Event()
    stored = [0]

    def keep_storing() -> None:
        writer = Desk.open(live, operator="Rita")
        while not stop.is_set():
            pid = writer.add_player(f"Jogador {stored[0]}", document=f"D{stored[0]}")
            writer.act(tid, "registration.register", {"player_id": pid})
            stored[0] += 1
        writer.close()

    thread = threading.Thread(target=keep_storing)
    thread.start()
    folder = tmp_path / "usb"
    folder.mkdir()
    backups = []
    try:
        while len(backups) < 5:
            if stored[0] > 5 * (len(backups) + 1):
                backups.append(backup_sqlite(live, folder, T0 + dt.timedelta(seconds=len(backups))))
    finally:
        stop.set()
        thread.join()
    final = Desk.open(live)
    for i, backup in enumerate(backups):
        restored_path = tmp_path / f"restored{i}.db"
        assert restore_sqlite(backup, restored_path, T0) is None
        restored = Desk.open(restored_path)
        log = restored.tournament(tid).log
        players = restored.directory.state.active()
        # the copy is one moment of the live database: a prefix of every stream, and its state replays
        assert log == final.tournament(tid).log[: len(log)]
        assert restored.directory.log == final.directory.log[: len(restored.directory.log)]
        assert restored.tournament(tid).rebuild().registrations == restored.tournament(tid).state.registrations
        registered = set(restored.tournament(tid).state.registrations)
        assert registered <= {p.id for p in players}  # no registration without its player
        assert len(players) - len(registered) <= 1  # at most the player whose registration came next
        assert len(actions_in_force(log)) >= 1
        restored.close()
    final.close()
    desk.close()


def test_rotation_keeps_the_last_n_and_one_per_day(tmp_path: Path) -> None:
    names = [f"tdapp-202611{d:02d}-{h:02d}0000.db" for d in (20, 21, 22) for h in (10, 12, 14)]
    for name in names:
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "other.db").write_bytes(b"x")
    deleted = rotate(tmp_path, keep=2)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == [
        "other.db",
        "tdapp-20261120-140000.db",
        "tdapp-20261121-140000.db",
        "tdapp-20261122-120000.db",
        "tdapp-20261122-140000.db",
    ]
    assert len(deleted) == 5


def test_restore_refuses_a_foreign_file_and_keeps_the_live_one(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    desk = Desk.open(live, operator="TD")
    desk.add_player("Ana")
    desk.close()
    folder = tmp_path / "b"
    folder.mkdir()
    backup = backup_sqlite(live, folder, T0)
    desk = Desk.open(live, operator="TD")
    desk.add_player("Rui")  # after the backup
    desk.close()
    foreign = tmp_path / "foreign.db"
    sqlite3.connect(foreign).execute("CREATE TABLE t (x)").connection.commit()
    text_file = tmp_path / "notes.db"
    text_file.write_text("hello")
    before = live.read_bytes()
    for bad in (foreign, text_file):
        with pytest.raises(RuleError, match=r"tdapp database|another program"):
            restore_sqlite(bad, live, T0)
        assert live.read_bytes() == before
    kept = restore_sqlite(backup, live, T0)
    assert kept is not None and kept.exists()
    assert [p.name for p in Desk.open(live).directory.state.active()] == ["Ana"]
    assert [p.name for p in Desk.open(kept).directory.state.active()] == ["Ana", "Rui"]


def test_restore_refuses_while_a_desk_has_the_database_open(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Replacing the file under a running desk would lose what it stores next: close it first."""
    live = tmp_path / "live.db"
    desk = Desk.open(live, operator="TD")
    desk.add_player("Ana")
    folder = tmp_path / "b"
    folder.mkdir()
    backup = backup_sqlite(live, folder, T0)
    desk.add_player("Rui")  # the desk is still open and working
    assert main(["restore", "--from", str(backup), "--db", str(live)]) == 2
    assert "A desk still has" in capsys.readouterr().err
    assert (
        sorted(p.name for p in tmp_path.iterdir() if p.is_file() and not p.name.startswith("live.db")) == []
    )  # nothing kept, nothing changed
    assert [p.name for p in desk.directory.state.active()] == ["Ana", "Rui"]
    desk.add_player("Inês")
    desk.close()
    again = Desk.open(live)
    assert [p.name for p in again.directory.state.active()] == ["Ana", "Rui", "Inês"]
    again.close()  # (left open, it would hold the file until collected)
    assert main(["restore", "--from", str(backup), "--db", str(live)]) == 0  # every desk closed: it is restored
    assert [p.name for p in Desk.open(live).directory.state.active()] == ["Ana"]


def test_a_damaged_live_database_is_kept_byte_for_byte_and_the_backup_restored(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    add_and_close(live, "Ana")
    folder = tmp_path / "b"
    folder.mkdir()
    backup = backup_sqlite(live, folder, T0)
    for extra in (Path(f"{live}-wal"), Path(f"{live}-shm")):
        extra.unlink(missing_ok=True)
    damaged = b"SQLite format 3\x00" + bytes(range(256)) * 20  # the laptop died mid-write
    live.write_bytes(damaged)
    kept = restore_sqlite(backup, live, T0)
    assert kept is not None and kept.read_bytes() == damaged
    assert [p.name for p in Desk.open(live).directory.state.active()] == ["Ana"]


def test_automatic_backups_run_off_the_desk_and_say_when_the_folder_is_gone(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    add_and_close(live, "Ana")
    folder = tmp_path / "usb"
    folder.mkdir()
    auto = AutoBackup(live, folder, every_s=3600)
    auto.start()
    try:
        assert auto.wait_for(1)
        assert auto.status.last_path is not None and auto.status.last_path.exists() and not auto.status.error
        shutil.rmtree(folder)  # the USB stick is taken out
        auto.request()  # a level changed
        assert auto.wait_for(2)
        assert "not there" in auto.status.error
        assert auto.status.last_at is not None  # the last good one is still named
    finally:
        auto.stop()


def test_a_stick_pulled_out_between_backups_is_said_within_seconds_and_backed_up_to_when_it_is_back(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    add_and_close(live, "Ana")
    folder = tmp_path / "usb"
    folder.mkdir()
    auto = AutoBackup(live, folder, every_s=3600, check_s=0.05)  # the next backup is an hour away
    auto.start()
    try:
        assert auto.wait_for(1) and not auto.status.error
        first = auto.status.last_at
        shutil.rmtree(folder)
        deadline = time.monotonic() + 5
        while not auto.status.error and time.monotonic() < deadline:
            time.sleep(0.02)
        assert "not there" in auto.status.error and auto.attempts == 1  # said without waiting for the next backup
        assert auto.status.last_at == first
        folder.mkdir()  # the stick is put back
        assert auto.wait_for(2, timeout=5)
        assert not auto.status.error and len(list(folder.glob("tdapp-*.db"))) == 1
    finally:
        auto.stop()


def test_backup_and_restore_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    live = tmp_path / "live.db"
    add_and_close(live, "Ana")
    folder = tmp_path / "out"
    folder.mkdir()
    assert main(["backup", "--db", str(live), "--out", str(folder)]) == 0
    backup = next(folder.glob("tdapp-*.db"))
    desk = Desk.open(live, operator="TD")
    desk.add_player("Rui")
    desk.close()  # every desk closed before a restore
    assert main(["restore", "--from", str(backup), "--db", str(live)]) == 0
    assert "before-restore" in capsys.readouterr().out
    assert [p.name for p in Desk.open(live).directory.state.active()] == ["Ana"]
    assert main(["restore", "--from", str(tmp_path / "nothing.db"), "--db", str(live)]) != 0


def test_the_printed_pg_dump_and_pg_restore_commands_work_on_a_real_server(postgres_server, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """What `tdapp backup` and `tdapp restore` print for a server, run as printed (with the server's own binaries)."""
    import shlex
    import subprocess

    from tdapp.storage.verify import verify_chain

    url = postgres_server.new_database()
    desk = Desk.open(url, operator="TD")
    tid = desk.create_tournament(CONFIG)
    for name in ("Ana Brás", "João Sá"):
        desk.act(tid, "registration.register", {"player_id": desk.add_player(name, document=f"CC-{name}")})
    log_at_backup = desk.tournament(tid).log
    desk.close()
    folder = tmp_path / "usb"
    folder.mkdir()
    assert main(["backup", "--db", url, "--out", str(folder)]) == 0
    printed = capsys.readouterr().out.splitlines()
    dump_command, restore_command = shlex.split(printed[1]), shlex.split(printed[3])
    assert (
        dump_command[0] == "pg_dump"
        and restore_command[0] == "pg_restore"
        and "tdapp" in printed[1]
        and ":" not in printed[1].split("@")[0]
    )

    def run(command: list[str]) -> None:
        done = subprocess.run([str(postgres_server.bin_dir / command[0]), *command[1:]], capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr

    run(dump_command)
    dump = Path(dump_command[2].removeprefix("--file="))
    assert dump.parent == folder and dump.stat().st_size > 0

    desk = Desk.open(url, operator="TD")  # the evening goes on after the backup
    desk.act(tid, "registration.register", {"player_id": desk.add_player("Rui Loureiro")})
    desk.close()
    assert main(["restore", "--from", str(dump), "--db", url]) == 1  # tdapp only says how, and changes nothing
    printed = capsys.readouterr().out.splitlines()
    assert shlex.split(printed[3]) == restore_command
    assert "Rui Loureiro" in [p.name for p in Desk.open(url).directory.state.active()]
    keep_now = shlex.split(printed[1])
    assert keep_now[0] == "pg_dump" and "before-restore" in keep_now[2] and keep_now[2] != dump_command[2]  # never over the backup
    run(keep_now)  # what the server holds now is kept first
    run(restore_command)

    restored = Desk.open(url, operator="TD")
    assert [p.name for p in restored.directory.state.active()] == ["Ana Brás", "João Sá"]
    assert restored.tournament(tid).log == log_at_backup
    assert verify_chain(restored.store.engine).holds
    restored.act(tid, "registration.register", {"player_id": restored.add_player("Rui Loureiro")})  # and play goes on
    restored.close()
    assert main(["verify", "--db", url]) == 0


def test_the_pg_dump_command_for_a_server() -> None:
    command = pg_dump_command("postgresql://tdapp@db.casino:5433/torneios", Path("/mnt/usb"), T0)
    assert command == [
        "pg_dump",
        "--format=custom",
        "--file=/mnt/usb/tdapp-20261123-210000.dump",
        "--host=db.casino",
        "--port=5433",
        "--username=tdapp",
        "torneios",
    ]


@needs_proc
def test_stopping_never_waits_for_a_copy_hung_on_a_dead_share_and_leaves_no_half_backup(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Closing the desk while the share hangs the copy: `stop` returns within its bound; the folder holds no backup
    until the copy is whole, and the copy that ends later is a whole database."""
    live = tmp_path / "live.db"
    add_and_close(live, "Ana")
    folder = tmp_path / "share"
    folder.mkdir()
    share = HungShare(folder)
    share.install(monkeypatch)
    auto = AutoBackup(live, folder, every_s=3600)
    auto.start()
    try:
        assert share.entered.wait(10)  # the copy is written, its fsync hangs in the share
        started = time.monotonic()
        assert auto.stop() is False  # left behind, not waited for
        assert time.monotonic() - started < STOP_WAIT_S + 0.5
        assert auto.running
        assert list(folder.glob("tdapp-*.db")) == [] and len(list(folder.glob("tdapp-*.db.partial"))) == 1
        assert rotate(folder, 1) == []  # a copy under way is not a backup to rotate, nor old enough to be a leftover
    finally:
        share.released.set()
    deadline = time.monotonic() + 10
    while auto.running and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not auto.running  # the share answered: the copy ended and its thread with it, no next backup
    (backup,) = folder.glob("tdapp-*.db")
    assert list(folder.glob("*.partial")) == []
    with sqlite3.connect(backup) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert [p.name for p in Desk.open(backup).directory.state.active()] == ["Ana"]


def test_rotation_removes_copies_abandoned_long_ago_and_a_failed_copy_leaves_nothing(tmp_path: Path) -> None:
    import os

    folder = tmp_path / "share"
    folder.mkdir()
    old, fresh = folder / "tdapp-20261122-210000.db.partial", folder / "tdapp-20261123-210000.db.partial"
    journal = folder / "tdapp-20261122-210000.db.partial-journal"
    for path in (old, fresh, journal):
        path.write_bytes(b"half a copy")
    hours_ago = time.time() - 2 * 3600
    os.utime(old, (hours_ago, hours_ago))
    os.utime(journal, (hours_ago, hours_ago))
    assert sorted(p.name for p in rotate(folder, 24)) == [old.name, journal.name]
    assert sorted(p.name for p in folder.iterdir()) == [fresh.name]  # a copy another desk may still be writing stays

    not_a_database = tmp_path / "torn.db"
    not_a_database.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    with pytest.raises(sqlite3.DatabaseError):
        copy_sqlite(not_a_database, folder / "tdapp-20261123-220000.db")
    assert sorted(p.name for p in folder.iterdir()) == [fresh.name]  # neither a backup nor its half
