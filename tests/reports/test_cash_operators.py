"""The cash sheet says who took the money (issue 15 part 3): every payment counted under its action's operator."""

from __future__ import annotations

import io
import re
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


def test_every_payment_and_every_undone_payment_is_on_the_cash_sheet_with_its_operator(tmp_path: Path) -> None:
    """Who took which money, when, and whether it was changed afterwards: one row per payment, one per undo or redo."""
    desk = Desk.open(tmp_path / "c.db", operator="Ana")
    ids = [desk.add_player(name) for name in ("Inês Brás", "Rui Sá", "Zé Maria")]
    tid = desk.create_tournament(CONFIG)
    for name, pid in zip(("Rita", "Marta", "Rita"), ids, strict=True):
        desk.operator = name
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    desk.operator = "Ana"
    wrong = [a for a in desk.tournament(tid).log if a.kind == "money.buy_in"][1]  # Marta's, taken by mistake
    desk.undo(tid, wrong.seq)
    book = desk.tournament(tid)
    report = cash_report(book.state, tid, book.log, {pid: desk.players().players[pid].name for pid in ids})
    assert [(m.name, m.total_cents, m.operator) for m in report.movements] == [("Inês Brás", 5000, "Rita"), ("Zé Maria", 5000, "Rita")]
    assert sum(m.total_cents for m in report.movements) == report.desk.taken_cents
    assert [(c.change, c.target_seq, c.name, c.operator) for c in report.changes] == [("undo", wrong.seq, "Rui Sá", "Ana")]
    lines = [
        line.strip()
        for page in PdfReader(io.BytesIO(render("cash", desk, tournament_id=tid))).pages
        for line in page.extract_text().splitlines()
    ]
    text = "\n".join(lines)
    assert "Cada pagamento, com a hora e o operador" in text and "Movimentos de dinheiro anulados, refeitos ou invalidados" in text
    # pypdf reads a row's cells one per line, in order
    payments = lines[lines.index("Cada pagamento, com a hora e o operador") :]
    row = payments[payments.index("Inês Brás") - 2 : payments.index("Inês Brás") + 4]
    first_buy_in = next(a for a in book.log if a.kind == "money.buy_in")
    assert row[1:] == [str(first_buy_in.seq), "Inês Brás", "Entrada", "50,00 €", "Rita"]
    assert re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", row[0])  # when it was taken
    changes = lines[lines.index("Movimentos de dinheiro anulados, refeitos ou invalidados") :]
    assert changes[changes.index("Anulado") + 1 : changes.index("Anulado") + 4] == [f"{wrong.seq} · Entrada", "Rui Sá", "Ana"]
