"""Standings as CSV (SPEC section 10): safe in a spreadsheet, Unicode names intact."""

from __future__ import annotations

import csv
import io

import pytest

from tdapp.domain.ranking.export import HEADER, encode_csv, safe_cell, standings_csv
from tdapp.domain.ranking.standings import StandingRow, Standings


def row(position: int, pid: int, points: int, corrections: int = 0) -> StandingRow:
    return StandingRow(position, pid, points, points - corrections, corrections, 10, points - corrections - 10, 0, None, 1, 0)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'),
        ("+351 912", "'+351 912"),
        ("-5", "'-5"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("João", "João"),
        ("a=b", "a=b"),
        (None, ""),
        (-3, "'-3"),
    ],
)
def test_no_cell_starts_a_formula(value: object, expected: str) -> None:
    assert safe_cell(value) == expected


def test_standings_csv_rows_and_names() -> None:
    standings = Standings(2020, None, (row(1, 11, 500), row(2, 15, 120), row(3, 7, -5, corrections=-15)))
    names = {11: "Łukasz Wójcik", 15: "João Gonçalves", 7: "=cmd|' /C calc'!A0"}
    text = standings_csv(standings, names)
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == list(HEADER)
    assert rows[1][:4] == ["1", "11", "Łukasz Wójcik", "500"]
    assert rows[2][:4] == ["2", "15", "João Gonçalves", "120"]
    assert rows[3][2] == "'=cmd|' /C calc'!A0"
    assert rows[3][3] == "'-5" and rows[3][5] == "'-15"
    assert all(not cell.startswith(("=", "+", "-", "@")) for r in rows for cell in r)
    assert text.endswith("\r\n") and len(rows) == 4
    data = encode_csv(text)
    assert data.startswith(b"\xef\xbb\xbf") and "Łukasz".encode() in data
