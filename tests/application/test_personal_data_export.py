"""A player's personal data exported as JSON and a printed sheet, by the TD only, and recorded in the log (issue 15 part 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.domain.errors import RuleError

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}


def test_the_td_exports_everything_on_one_player_and_the_export_is_in_the_log(database_url: str) -> None:
    desk = Desk.open(database_url, operator="Ana")
    desk.add_operator("Ana", "td")
    desk.add_operator("Rita", "cashier")
    joao = desk.add_player("João Sá", document="CC123", phone="912345678", email="joao@mail.pt", notes="prefere mesa 1")
    other = desk.add_player("Rui")
    tid = desk.create_tournament(CONFIG)
    desk.act_many(tid, [("registration.register", {"player_id": joao}), ("registration.register", {"player_id": other})])
    desk.operator = "Rita"
    desk.act(tid, "money.buy_in", {"player_id": joao, "document": "CC123"})
    before = len(desk.directory.log)
    with pytest.raises(RuleError, match="Only the TD"):
        desk.export_personal_data(joao, "pedido de 23/11")
    assert len(desk.directory.log) == before
    desk.operator = "Ana"
    data = desk.export_personal_data(joao, "pedido de 23/11")
    assert data["player"]["document"] == "CC123" and data["player"]["email"] == "joao@mail.pt"
    assert [a["kind"] for a in data["directory_actions"]] == ["player.create", "player.data_export"]
    (tournament,) = data["tournaments"]
    assert [(a["kind"], a["operator"]) for a in tournament["actions"]] == [("registration.register", "Ana"), ("money.buy_in", "Rita")]
    assert tournament["registrations"][0]["player_id"] == joao
    assert json.loads(json.dumps(data)) == data  # JSON-ready
    audit = Desk.open(database_url).directory.log[-1]
    assert (audit.kind, audit.operator, audit.payload["player_id"], audit.payload["reason"]) == (
        "player.data_export",
        "Ana",
        joao,
        "pedido de 23/11",
    )
    assert "Rui" not in json.dumps(data)


def test_personal_data_on_the_command_line_json_and_pdf(tmp_path: Path) -> None:
    db = tmp_path / "p.db"
    desk = Desk.open(db, operator="TD")
    pid = desk.add_player("Inês Gonçalves", document="BI-9", phone="+351 912")
    desk.close()
    assert main(["personal-data", "--db", str(db), "--player", str(pid), "--reason", "pedido", "--out", str(tmp_path / "out")]) == 0
    data = json.loads((tmp_path / "out" / f"player-{pid}.json").read_text(encoding="utf-8"))
    assert data["player"]["phone"] == "+351 912"
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "out" / f"player-{pid}.pdf").pages)
    assert "Dados pessoais" in text and "Inês Gonçalves" in text and "BI-9" in text and "player.data_export" in text
    assert main(["personal-data", "--db", str(db), "--player", "99", "--reason", "x", "--out", str(tmp_path / "o2")]) != 0
