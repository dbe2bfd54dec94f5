"""`tdapp export`: the directory and a tournament's results as CSV, safe in a spreadsheet (issue 15 part 5)."""

from __future__ import annotations

import csv
from pathlib import Path

from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.domain.seating.draw import draw_seats

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}


def test_players_and_results_export_with_formulas_neutralised(tmp_path: Path) -> None:
    db = tmp_path / "e.db"
    desk = Desk.open(db, operator="TD")
    ids = [desk.add_player(n) for n in ("João Sá", "=1+1", "@SUM(A1)", "Inês", "Rui", "Zoë", "Ana", "Luís", "Sara", "Tó")]
    tid = desk.create_tournament(CONFIG)
    commands = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, [*commands, ("seating.open_table", {"table": 1})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
    for pid in reversed(ids[1:]):
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    desk.act(tid, "tournament.finish")
    desk.close()

    assert main(["export", "players", "--db", str(db), "--out", str(tmp_path / "p.csv")]) == 0
    raw = (tmp_path / "p.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and raw[3:].startswith(b"player_id;name;")  # a Portuguese spreadsheet: BOM and ';'
    players = list(csv.reader((tmp_path / "p.csv").read_text(encoding="utf-8-sig").splitlines(), delimiter=";"))
    assert [r[1] for r in players[1:]] == ["João Sá", "'=1+1", "'@SUM(A1)", "Inês", "Rui", "Zoë", "Ana", "Luís", "Sara", "Tó"]

    assert main(["export", "results", "--db", str(db), "--tournament", str(tid), "--out", str(tmp_path / "r.csv")]) == 0
    rows = list(csv.reader((tmp_path / "r.csv").read_text(encoding="utf-8-sig").splitlines(), delimiter=";"))
    assert rows[0][:4] == ["place", "last_place", "player_id", "name"]
    assert [(r[0], r[3]) for r in rows[1:5]] == [("1", "João Sá"), ("2", "'=1+1"), ("3", "'@SUM(A1)"), ("4", "Inês")]
    assert int(rows[1][4]) > int(rows[2][4]) > 0


def test_an_english_spreadsheet_gets_commas_and_a_semicolon_in_a_name_stays_in_its_cell(tmp_path: Path) -> None:
    """`--lang en`: ',' between columns; a name holding the other separator is quoted, never split (issue 16)."""
    db = tmp_path / "e.db"
    desk = Desk.open(db, operator="TD")
    for name in ("Ana; Rita", "Rui, o Grande", "-5"):
        desk.add_player(name)
    desk.close()
    for lang, delimiter in (("en", ","), ("pt_PT", ";")):
        out = tmp_path / f"p-{lang}.csv"
        assert main(["export", "players", "--db", str(db), "--out", str(out), "--lang", lang]) == 0
        text = out.read_text(encoding="utf-8-sig")
        assert text.splitlines()[0].startswith(f"player_id{delimiter}name{delimiter}")
        rows = list(csv.reader(text.splitlines(), delimiter=delimiter))
        assert [r[1] for r in rows[1:]] == ["Ana; Rita", "Rui, o Grande", "'-5"]
