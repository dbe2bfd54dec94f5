"""Reading a players' CSV: encodings, separators, column titles, duplicates and bad rows (issue 15 part 5)."""

from __future__ import annotations

import csv
import io

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.players.csv_io import decode, directory_csv, guess_mapping, plan_import, read_table, sniff_delimiter
from tdapp.domain.players.directory import DIRECTORY


def test_utf8_with_or_without_bom_and_the_windows_code_page_are_read() -> None:
    text = "Nome;Documento\nJoão Sá;12345678\n"
    assert decode(text.encode("utf-8")) == text
    assert decode(text.encode("utf-8-sig")) == text
    assert decode(text.encode("cp1252")) == text


@pytest.mark.parametrize(("text", "delimiter"), [("Nome;Doc\nA, B;1\n", ";"), ('name,document\n"Sá; Rui",1\n', ",")])
def test_the_separator_is_sniffed(text: str, delimiter: str) -> None:
    assert sniff_delimiter(text) == delimiter


def test_column_titles_in_portuguese_or_english_are_mapped() -> None:
    assert guess_mapping(["Nº", "Nome", "Alcunha", "Cartão de Cidadão", "Telemóvel", "E-mail", "Observações"]) == {
        "name": 1,
        "nickname": 2,
        "document": 3,
        "phone": 4,
        "email": 5,
        "notes": 6,
    }


def test_duplicates_by_document_and_by_name_and_bad_rows_are_set_aside() -> None:
    state = DIRECTORY.replay([Action("player.create", {"player_id": 1, "name": "Ana Lopes", "document": "AB-1"}, seq=1)])
    state = DIRECTORY.replay([Action("player.create", {"player_id": 2, "name": "Rui Sá"}, seq=2)], state)
    table = read_table(
        "nome;doc\n"
        "Maria João;ab1\n"  # the document of #1
        "RUI SA;\n"  # the name of #2, no document
        ";777\n"  # no name
        "Luís Brás;888\n"
        "Luis Bras;\n"  # the same name as line 5, in the file
        "Zé;888\n"  # the same document as line 5
        f"{'x' * 130};\n"  # too long
        "Ana Lopes;CD2\n"  # same name as #1 but another document: another person
    )
    plan = plan_import(table, guess_mapping(table.header), state)
    assert [(line, v["name"]) for line, v in plan.new] == [(5, "Luís Brás"), (9, "Ana Lopes")]
    assert [(d.line, d.by, d.player_id, d.other_line) for d in plan.duplicates] == [
        (2, "document", 1, None),
        (3, "name", 2, None),
        (6, "name", None, 5),
        (7, "document", None, 5),
    ]
    assert [b.line for b in plan.bad] == [4, 8]
    with pytest.raises(RuleError, match="names"):
        plan_import(table, {"document": 1}, state)


def test_the_directory_export_never_runs_a_formula() -> None:
    state = DIRECTORY.replay([Action("player.create", {"player_id": 1, "name": '=HYPERLINK("x")', "phone": "+351 912"}, seq=1)])
    rows = list(csv.reader(io.StringIO(directory_csv(state))))
    assert rows[0][:2] == ["player_id", "name"]
    assert rows[1][1] == '\'=HYPERLINK("x")'
    assert rows[1][4] == "'+351 912"
