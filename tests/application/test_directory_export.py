"""The player database leaves the desk only as the roles allow, and the log says so (issue 15: GDPR, the casino's audit).

A list of names (number, name, nickname) is the registration desk's or the
TD's; the whole database with documents, phones, e-mails and notes is the
TD's alone and needs a reason. Every export is a `player.list_export` or
`player.directory_export` action: who, when, how many players, which
columns, why. A refusal names the role, stores nothing and writes no file.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.domain.errors import RuleError
from tests.application.test_desk_roles import action_rows


@pytest.fixture
def room(database_url: str) -> Desk:
    desk = Desk.open(database_url, operator="setup")
    desk.add_operator("Ana", "td", pin="2468")
    desk.operator = "Ana"
    desk.add_operator("Rita", "cashier")
    desk.add_operator("Sara", "registration")
    desk.add_player("João Sá", nickname="Jota", document="CC123", phone="912345678", email="joao@mail.pt", notes="mesa 1")
    desk.add_player("Inês Gonçalves", document="BI-9")
    return desk


def test_the_registration_desk_exports_names_only_and_the_td_everything_each_recorded(room: Desk, database_url: str) -> None:
    desk = room
    before = action_rows(database_url)
    for operator, personal, needs in (("Sara", True, "Only the TD"), ("Rita", False, "Only the registration desk or the TD")):
        desk.operator = operator
        with pytest.raises(RuleError, match=needs):
            desk.export_directory(personal=personal, reason="auditoria")
        assert action_rows(database_url) == before
    desk.operator = "Ana"
    with pytest.raises(RuleError, match="Say why"):  # the whole database needs a reason, even the TD's
        desk.export_directory(personal=True, reason="  ")
    assert action_rows(database_url) == before

    desk.operator = "Sara"
    text, count = desk.export_directory(personal=False, delimiter=";")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert count == 2 and rows == [["player_id", "name", "nickname"], ["1", "João Sá", "Jota"], ["2", "Inês Gonçalves", ""]]
    assert "CC123" not in text and "912345678" not in text and "joao@mail.pt" not in text

    desk.operator = "Ana"
    text, count = desk.export_directory(personal=True, reason="auditoria do casino, 23/11")
    rows = list(csv.reader(io.StringIO(text)))
    assert count == 2 and rows[1] == ["1", "João Sá", "Jota", "CC123", "912345678", "joao@mail.pt", "mesa 1"]

    log = Desk.open(database_url).directory.log  # as stored, read by another desk
    names, everything = log[-2:]
    assert (names.kind, names.operator, names.payload) == (
        "player.list_export",
        "Sara",
        {"columns": ["player_id", "name", "nickname"], "count": 2},
    )
    assert (everything.kind, everything.operator, everything.payload["count"], everything.payload["reason"]) == (
        "player.directory_export",
        "Ana",
        2,
        "auditoria do casino, 23/11",
    )
    assert everything.payload["columns"] == ["player_id", "name", "nickname", "document", "phone", "email", "notes"]
    assert names.at_ms > 0 and everything.at_ms >= names.at_ms


def test_a_list_of_names_cannot_carry_personal_columns(room: Desk) -> None:
    """The two kinds are what the table of roles decides on: a names-only action holding a document would slip past it."""
    with pytest.raises(RuleError, match="holds no document"):
        room.directory.execute("player.list_export", {"columns": ["player_id", "name", "document"], "count": 2}, "Sara")


def test_the_command_line_signs_in_refuses_without_a_file_and_records_the_export(tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "sala.db"
    desk = Desk.open(path, operator="setup")
    desk.add_operator("Ana", "td", pin="2468")
    desk.operator = "Ana"
    desk.add_operator("Sara", "registration")
    desk.add_player("João Sá", document="CC123", email="joao@mail.pt")
    desk.close()
    out = tmp_path / "saída" / "jogadores.csv"
    export = ["export", "players", "--db", str(path), "--out", str(out)]
    before = action_rows(str(path))
    for argv, pin, refusal in (
        (export, "", "say who runs the command"),  # a list of operators: somebody must sign in
        ([*export, "--operator", "Sara", "--columns", "all", "--reason", "auditoria"], "", "Only the TD"),
        ([*export, "--operator", "Ana", "--columns", "all", "--reason", "auditoria"], "1111\n", "PIN is wrong"),
        ([*export, "--operator", "Ana", "--columns", "all"], "2468\n", "Say why"),
    ):
        monkeypatch.setattr("sys.stdin", io.StringIO(pin))
        assert main(argv) == 2
        assert refusal in capsys.readouterr().err
        assert action_rows(str(path)) == before
    assert not out.parent.exists()  # nothing written, not even its folder

    assert main([*export, "--operator", "Sara"]) == 0
    assert out.read_text(encoding="utf-8-sig").splitlines() == ["player_id;name;nickname", "1;João Sá;"]
    monkeypatch.setattr("sys.stdin", io.StringIO("2468\n"))
    assert main([*export, "--operator", "ana", "--columns", "all", "--reason", "auditoria anual"]) == 0
    assert "CC123" in out.read_text(encoding="utf-8-sig") and "joao@mail.pt" in out.read_text(encoding="utf-8-sig")
    desk = Desk.open(path)
    assert [(a.kind, a.operator, a.payload["count"], a.payload.get("reason")) for a in desk.directory.log[-2:]] == [
        ("player.list_export", "Sara", 1, None),
        ("player.directory_export", "Ana", 1, "auditoria anual"),
    ]
    desk.close()
