"""Each role is refused what it may not do, and the database is unchanged (issue 15 part 3), on both engines."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlalchemy import create_engine, text

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.storage.database import to_url

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}


def action_rows(url: str) -> list[tuple[object, ...]]:
    engine = create_engine(to_url(url))
    try:
        with engine.connect() as conn:
            return [tuple(r) for r in conn.execute(text("SELECT * FROM actions ORDER BY seq"))]
    finally:
        engine.dispose()


@pytest.fixture
def room(database_url: str) -> tuple[Desk, int, int]:
    desk = Desk.open(database_url, operator="setup")
    desk.add_operator("Ana", "td", pin="2468")
    desk.operator = "Ana"
    desk.add_operator("Rita", "cashier")
    desk.add_operator("Filipe", "floor")
    desk.add_operator("Sara", "registration")
    pid = desk.add_player("João Sá")
    tid = desk.create_tournament(CONFIG)
    desk.act_many(tid, [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": "CC1"})])
    return desk, tid, pid


def refused(desk: Desk, url: str, operator: str, command: Callable[[], object], needs: str) -> None:
    before = action_rows(url)
    desk.operator = operator
    with pytest.raises(RuleError, match=needs):
        command()
    assert action_rows(url) == before


def test_each_role_is_refused_what_it_may_not_do_and_nothing_is_stored(room: tuple[Desk, int, int], database_url: str) -> None:
    desk, tid, pid = room
    buy_in = next(a for a in desk.tournament(tid).log if a.kind == "money.buy_in")
    refused(desk, database_url, "Filipe", lambda: desk.act(tid, "money.rebuy", {"player_id": pid}), "cashier or the TD")
    refused(desk, database_url, "Sara", lambda: desk.act(tid, "money.rebuy", {"player_id": pid}), "cashier or the TD")
    refused(desk, database_url, "Rita", lambda: desk.undo(tid, buy_in.seq), "Only the TD")
    refused(desk, database_url, "Filipe", lambda: desk.undo(tid, buy_in.seq), "Only the TD")
    refused(desk, database_url, "Rita", lambda: desk.act(tid, "tournament.finish"), "Only the TD")
    refused(desk, database_url, "Filipe", lambda: desk.act(tid, "prizes.override", {"places": []}), "Only the TD")
    refused(desk, database_url, "Rita", lambda: desk.act(tid, "clock.start"), "floor or the TD")
    refused(desk, database_url, "Sara", lambda: desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]}), "floor or the TD")
    refused(desk, database_url, "Filipe", lambda: desk.add_operator("Rui", "floor"), "Only the TD")
    refused(desk, database_url, "Rita", lambda: desk.create_tournament(CONFIG), "floor or the TD")
    refused(desk, database_url, "Nobody", lambda: desk.add_player("Maria"), "not on the list")
    # and what each may do is stored
    desk.operator = "Sara"
    maria = desk.add_player("Maria")
    desk.act(tid, "registration.register", {"player_id": maria})
    desk.operator = "Rita"
    desk.act(tid, "money.buy_in", {"player_id": maria, "document": "CC2"})
    desk.operator = "Filipe"
    desk.act(tid, "registration.close_late")
    desk.operator = "Ana"
    undone = len(desk.tournament(tid).gesture(buy_in.seq))  # the whole command the buy-in was part of (issue 17)
    desk.undo(tid, buy_in.seq)
    assert [a.operator for a in desk.tournament(tid).log[-3 - undone :]] == ["Sara", "Rita", "Filipe", *["Ana"] * undone]


def test_the_operator_signs_in_with_his_pin(room: tuple[Desk, int, int]) -> None:
    desk, _tid, _pid = room
    with pytest.raises(RuleError, match="PIN is wrong"):
        desk.sign_in("Ana", "1111")
    desk.operator = ""
    desk.sign_in("ana", "2468")
    assert desk.operator == "Ana"
    desk.sign_in("Rita")
    assert desk.operator == "Rita"
    with pytest.raises(RuleError, match="not on the list"):
        desk.sign_in("Zé")


def test_a_second_desk_on_the_same_database_enforces_the_roles(room: tuple[Desk, int, int], database_url: str) -> None:
    _desk, tid, _pid = room
    other = Desk.open(database_url, operator="Rita")
    try:
        with pytest.raises(RuleError, match="Only the TD"):
            other.act(tid, "tournament.finish")
        assert "pin_hash" in str(action_rows(database_url))
        # Never the PIN itself as a value (a random hash may well contain the digits 2468 somewhere).
        stored = str(action_rows(database_url))
        assert '"2468"' not in stored and "'2468'" not in stored and ":2468" not in stored
    finally:
        other.close()


def test_with_no_operators_everything_stays_allowed(database_url: str) -> None:
    desk = Desk.open(database_url, operator="anyone")
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.close_late")
    assert desk.tournament(tid).log[-1].operator == "anyone"


def test_the_command_line_asks_for_the_td_s_pin(tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """Typing the TD's name is not enough where he has a PIN: a wrong one is refused and nothing is erased or exported."""
    import io

    from tdapp.cli.main import main

    path = tmp_path / "sala.db"
    desk = Desk.open(path, operator="setup")
    desk.add_operator("Ana", "td", pin="2468")
    desk.operator = "Ana"
    desk.add_operator("Rita", "cashier")
    pid = desk.add_player("João Sá", document="CC123")
    desk.close()
    url = str(path)
    erase = ["erase-player", "--db", url, "--player", str(pid), "--reason", "pedido escrito"]
    export = ["personal-data", "--db", url, "--player", str(pid), "--reason", "pedido", "--out", str(tmp_path / "out")]
    before = action_rows(url)
    for argv, pin, refusal in (
        ([*erase, "--operator", "Ana"], "1111\n", "PIN is wrong"),
        ([*export, "--operator", "Ana"], "", "PIN is wrong"),
        ([*erase, "--operator", "Rita"], "", "Only the TD"),
        ([*export], "", "say who runs the command"),
    ):
        monkeypatch.setattr("sys.stdin", io.StringIO(pin))
        assert main(argv) == 2
        assert refusal in capsys.readouterr().err
        assert action_rows(url) == before
    assert not (tmp_path / "out").exists()
    monkeypatch.setattr("sys.stdin", io.StringIO("2468\n"))
    assert main([*export, "--operator", "Ana"]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("2468\n"))
    assert main([*erase, "--operator", "ana"]) == 0
    desk = Desk.open(path)
    assert desk.players().players[pid].document == ""
    assert [(a.kind, a.operator) for a in desk.directory.log[-2:]] == [("player.data_export", "Ana"), ("player.erase", "Ana")]
    desk.close()
