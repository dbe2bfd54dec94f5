"""The cash sheet says who took the money (issue 15 part 3): every payment counted under its action's operator."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from tdapp.application.desk import Desk
from tdapp.reports.data import cash_report
from tdapp.reports.documents import render

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}


def test_money_taken_by_operator_on_the_cash_sheet(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "c.db", operator="Rita")
    ids = [desk.add_player(f"Jogador {i}") for i in range(3)]
    tid = desk.create_tournament(CONFIG)
    for i, pid in enumerate(ids):
        desk.operator = "Rita" if i < 2 else "Marta"
        desk.act_many(tid, [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{i}"})])
    book = desk.tournament(tid)
    lines = cash_report(book.state, tid, book.log).by_operator
    assert [(line.operator, line.count, line.total_cents) for line in lines] == [("Marta", 1, 5000), ("Rita", 2, 10000)]
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(render("cash", desk, tournament_id=tid))).pages)
    assert "Dinheiro recebido por operador" in text and "Marta" in text and "Rita" in text
