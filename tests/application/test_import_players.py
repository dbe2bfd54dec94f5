"""Importing 500 players from a spreadsheet's CSV: one transaction, undone as one (issue 15 part 5), on both engines."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.players.csv_io import guess_mapping, read_table
from tdapp.storage.models import PlayerRow

FIRST = ["João", "Maria", "José", "Inês", "Luís", "Conceição", "Łukasz", "Søren", "Zoë", "André"]
LAST = ["Sá", "Gonçalves", "Brás", "Antunes", "Simões", "Müller", "Ñúñez", "Loureiro"]


def spreadsheet(n: int = 500) -> tuple[bytes, int, int]:
    """n data rows in cp1252 with ';': duplicates and bad rows among them. Returns (file, duplicates, bad rows)."""
    rng = random.Random(15)
    lines = ["Nome;Alcunha;Documento;Telemóvel;E-mail"]
    duplicates = bad = 0
    for i in range(n):
        if i % 50 == 7:
            lines.append(f";;X{i};;")  # no name
            bad += 1
        elif i % 50 == 9:
            lines.append(f"{'N' * 121};;;;")  # name too long
            bad += 1
        elif i % 25 == 3 and i > 3:
            lines.append(f"Outro Nome;;CC{i - 1:05d};;")  # the document of the row before
            duplicates += 1
        else:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)} {i}"
            lines.append(f"{name};;CC{i:05d};91{i:07d};p{i}@mail.pt")
    text = "\r\n".join(lines) + "\r\n"
    return text.encode("cp1252", errors="replace"), duplicates, bad


def player_rows(desk: Desk) -> int:
    with Session(desk.store.engine) as session:
        return int(session.scalar(select(func.count()).select_from(PlayerRow)) or 0)


def test_500_players_import_with_bad_rows_reported_and_undo_takes_the_whole_import_out(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Sara")
    desk.add_player("Conceição Brás", document="CC00010")  # already in the room: row 10 is a duplicate
    data, duplicates, bad = spreadsheet()
    table = read_table(data)
    assert table.delimiter == ";"
    assert len(table.rows) == 500
    plan = desk.import_players(table, guess_mapping(table.header), "jogadores.csv 2026-11-23 21:00")
    assert len(plan.bad) == bad == 20
    assert all(b.line > 1 for b in plan.bad)
    assert len(plan.duplicates) == duplicates + 1
    assert len(plan.new) == 500 - bad - duplicates - 1
    assert len(desk.directory.state.active()) == 1 + len(plan.new)
    assert player_rows(desk) == 1 + len(plan.new)
    assert any(p.name.startswith("Łukasz") or p.name.startswith("Zoë") for p in desk.directory.state.active())

    other = Desk.open(database_url, operator="Ana")  # another desk sees the import, whole
    assert len(other.directory.state.active()) == 1 + len(plan.new)

    last_player = desk.imported("jogadores.csv 2026-11-23 21:00")[-1]
    log_before = len(desk.directory.log)
    desk.undo_directory(last_player.seq)  # undoing any of its players undoes the import
    assert [p.name for p in desk.directory.state.active()] == ["Conceição Brás"]
    assert player_rows(desk) == 1
    assert len(desk.directory.log) == log_before + len(plan.new)
    assert desk.imported("jogadores.csv 2026-11-23 21:00") == []
    other.sync()
    assert len(other.directory.state.active()) == 1
    other.close()


def test_nothing_is_half_imported_when_the_store_refuses(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Sara")
    table = read_table(b"name,document\nAna,1\nRui,2\n")
    before = len(desk.directory.log)
    with pytest.raises(RuleError, match="names"):
        desk.import_players(table, {"document": 1}, "x")
    # a plan decided on a stale state is made again on the latest: the player added meanwhile is a duplicate
    Desk.open(database_url, operator="Ana").add_player("Rui", document="2")
    plan = desk.import_players(table, guess_mapping(table.header), "y")
    assert [v["name"] for _line, v in plan.new] == ["Ana"]
    assert len(desk.directory.log) == before + 2
    assert player_rows(desk) == 2


def test_an_import_whose_player_plays_is_not_undone(database_url: str) -> None:
    desk = Desk.open(database_url, operator="TD")
    desk.import_players(read_table(b"nome;doc\nAna;1\nRui;2\n"), {"name": 0, "document": 1}, "z")
    pid = desk.imported("z")[0].payload["player_id"]
    tid = desk.create_tournament({"name": "T", "buy_in": {"prize_cents": 900, "fee_cents": 100, "chips": 1000}})
    desk.act(tid, "registration.register", {"player_id": pid})
    with pytest.raises(RuleError, match="registered in a tournament"):
        desk.undo_import("z")
    assert len(desk.imported("z")) == 2
    assert player_rows(desk) == 2


def test_a_store_that_fails_in_the_middle_of_500_players_leaves_nothing_imported(database_url: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The disk or the server fails at the 300th player: none of the 500 rows is stored, on this desk or any other."""
    from sqlalchemy.exc import OperationalError

    from tdapp.storage.store import ActionStore

    desk = Desk.open(database_url, operator="Sara")
    desk.add_player("Conceição Brás", document="CC00010")
    data, _duplicates, _bad = spreadsheet()
    table = read_table(data)
    log_before, rows_before = len(desk.directory.log), player_rows(desk)
    insert = ActionStore.insert
    calls = [0]

    def failing_insert(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls[0] += 1
        if calls[0] == 300:
            raise OperationalError("INSERT INTO actions", {}, Exception("disk I/O error"))
        return insert(self, *args, **kwargs)

    monkeypatch.setattr(ActionStore, "insert", failing_insert)
    with pytest.raises(RuleError, match="did not store"):
        desk.import_players(table, guess_mapping(table.header), "jogadores.csv")
    assert calls[0] == 300
    assert len(desk.directory.log) == log_before and player_rows(desk) == rows_before
    assert [p.name for p in desk.directory.state.active()] == ["Conceição Brás"]
    other = Desk.open(database_url, operator="Ana")
    assert [p.name for p in other.directory.state.active()] == ["Conceição Brás"] and len(other.directory.log) == log_before
    other.close()
    monkeypatch.setattr(ActionStore, "insert", insert)  # the disk is fine again: the same file imports whole
    plan = desk.import_players(table, guess_mapping(table.header), "jogadores.csv")
    assert player_rows(desk) == rows_before + len(plan.new) and len(plan.new) > 400
