"""Players in and out of the directory as CSV (issue 15 part 5).

A room that moves from a spreadsheet or another program brings its players
as a CSV file: UTF-8 or the Windows code page a spreadsheet writes (cp1252),
separated by ``;`` (a Portuguese spreadsheet) or ``,``. The file is read and
planned here, purely: each row is checked like a ``player.create``, rows that
already are in the directory (same document number, or same name where a
document does not tell them apart) or twice in the file are set aside as
duplicates, bad rows are reported with their line. The new players become
``player.create`` actions stored in one transaction, each carrying the
import's label so that undoing the import takes all of them out at once.

Exports are safe against spreadsheet formulas like the ranking's
(`tdapp.domain.ranking.export.safe_cell`).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.players.directory import FIELDS, DirectoryState, _fields, fold, normalise_document
from tdapp.domain.ranking.export import safe_cell

#: Header names a spreadsheet may use for each field (folded: lower case, no accents).
HEADER_NAMES: dict[str, tuple[str, ...]] = {
    "name": ("name", "nome", "nome completo", "full name", "player", "jogador"),
    "nickname": ("nickname", "nick", "alcunha"),
    "document": ("document", "documento", "doc", "cc", "bi", "cartao de cidadao", "passport", "passaporte", "id"),
    "phone": ("phone", "telefone", "telemovel", "telemóvel", "mobile", "tel", "telephone"),
    "email": ("email", "e-mail", "mail", "correio eletronico"),
    "notes": ("notes", "notas", "observacoes", "obs", "comments"),
}

#: The payload key that ties the players of one import together (not a player field).
IMPORT_KEY = "import"


def decode(data: bytes) -> str:
    """UTF-8 (with or without the byte-order mark spreadsheets write), else the Windows code page, else Latin-1."""
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def sniff_delimiter(text: str) -> str:
    """``;`` or ``,`` (or a tab), from the first lines."""
    sample = "\n".join(text.splitlines()[:20])
    try:
        return csv.Sniffer().sniff(sample, delimiters=";,\t").delimiter
    except csv.Error:
        first = sample.splitlines()[0] if sample else ""
        return ";" if first.count(";") >= first.count(",") else ","


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[int, tuple[str, ...]], ...]  # (line number in the file, cells)
    delimiter: str


def read_table(data: bytes | str, delimiter: str | None = None) -> Table:
    text = decode(data) if isinstance(data, bytes) else data
    delimiter = delimiter or sniff_delimiter(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    header: tuple[str, ...] = ()
    rows: list[tuple[int, tuple[str, ...]]] = []
    for cells in reader:
        if not header:
            if any(c.strip() for c in cells):
                header = tuple(c.strip() for c in cells)
            continue
        if any(c.strip() for c in cells):
            rows.append((reader.line_num, tuple(cells)))
    if not header:
        raise RuleError("The file is empty.")
    return Table(header, tuple(rows), delimiter)


def guess_mapping(header: Sequence[str]) -> dict[str, int]:
    """Field -> column, from the column titles (Portuguese or English, accents and case ignored)."""
    mapping: dict[str, int] = {}
    for column, title in enumerate(header):
        folded = fold(title).strip()
        for name, titles in HEADER_NAMES.items():
            if name not in mapping and folded in {fold(t) for t in titles}:
                mapping[name] = column
    return mapping


@dataclass(frozen=True)
class Duplicate:
    line: int
    name: str
    by: str  # "document" or "name"
    player_id: int | None  # the entry of the directory it repeats
    other_line: int | None  # or the earlier line of the file


@dataclass(frozen=True)
class BadRow:
    line: int
    error: RuleError


@dataclass
class ImportPlan:
    new: list[tuple[int, dict[str, str]]] = field(default_factory=list)  # (line, fields)
    duplicates: list[Duplicate] = field(default_factory=list)
    bad: list[BadRow] = field(default_factory=list)

    def commands(self, state: DirectoryState, label: str) -> list[tuple[str, dict[str, Any]]]:
        """The ``player.create`` actions, numbered from the directory's next free number."""
        first = state.next_id()
        return [("player.create", {"player_id": first + i, **values, IMPORT_KEY: label}) for i, (_line, values) in enumerate(self.new)]


def plan_import(table: Table, mapping: Mapping[str, int], state: DirectoryState) -> ImportPlan:
    """Check every row; set duplicates and bad rows aside. Nothing is changed here."""
    if "name" not in mapping:
        raise RuleError("Choose the column that holds the players' names.")
    for name, column in mapping.items():
        if name not in FIELDS:
            raise RuleError("Unknown player field '{field}'.", field=name)
        if not 0 <= column < len(table.header):
            raise RuleError("There is no column {column} in the file.", column=column + 1)
    plan = ImportPlan()
    existing_names: dict[str, list[int]] = {}
    for player in state.active():
        existing_names.setdefault(fold(player.name).strip(), []).append(player.id)
    seen_documents: dict[str, int] = {}
    seen_names: dict[str, tuple[int, str]] = {}
    for line, cells in table.rows:
        raw = {name: (cells[column] if column < len(cells) else "") for name, column in mapping.items()}
        try:
            values = {k: v for k, v in _fields(raw, partial=False).items() if v}
        except RuleError as exc:
            plan.bad.append(BadRow(line, exc))
            continue
        name, document = values["name"], normalise_document(values.get("document", ""))
        folded = " ".join(fold(name).split())
        if document:
            known = state.find_document(document)
            if known is not None:
                plan.duplicates.append(Duplicate(line, name, "document", known.id, None))
                continue
            if document in seen_documents:
                plan.duplicates.append(Duplicate(line, name, "document", None, seen_documents[document]))
                continue
        same_name = [pid for pid in existing_names.get(folded, []) if not document or not normalise_document(state.players[pid].document)]
        if same_name:
            plan.duplicates.append(Duplicate(line, name, "name", same_name[0], None))
            continue
        earlier = seen_names.get(folded)
        if earlier is not None and (not document or not earlier[1]):
            plan.duplicates.append(Duplicate(line, name, "name", None, earlier[0]))
            continue
        if document:
            seen_documents[document] = line
        seen_names.setdefault(folded, (line, document))
        plan.new.append((line, values))
    return plan


# -- out ------------------------------------------------------------------------------

DIRECTORY_HEADER = ("player_id", "name", "nickname", "document", "phone", "email", "notes")
#: The columns of a list of names, which the registration desk may export: nothing that identifies a player beyond his name.
NAME_COLUMNS = ("player_id", "name", "nickname")


def rows_csv(header: Iterable[str], rows: Iterable[Iterable[object]], *, delimiter: str = ",") -> str:
    """CSV text whose every cell is safe to open in a spreadsheet (no formula ever runs); `;` for a Portuguese one."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n", delimiter=delimiter)
    writer.writerow([safe_cell(h) for h in header])
    for row in rows:
        writer.writerow([safe_cell(v) for v in row])
    return out.getvalue()


def directory_csv(state: DirectoryState, *, delimiter: str = ",", columns: Sequence[str] = DIRECTORY_HEADER) -> str:
    """Every entry of the directory (merged aliases left out), by number, with only the `columns` asked for.

    A list of names (`NAME_COLUMNS`) leaves the document, phone, e-mail and notes out of the file altogether.
    """
    unknown = [c for c in columns if c not in DIRECTORY_HEADER]
    if unknown:
        raise RuleError("Unknown column '{column}'.", column=unknown[0])
    players = sorted(state.active(), key=lambda p: p.id)
    rows = ([p.id if c == "player_id" else getattr(p, c) for c in columns] for p in players)
    return rows_csv(columns, rows, delimiter=delimiter)
