"""Standings as CSV text (SPEC section 10: exports must be safe to open in a spreadsheet).

A cell that begins with ``=``, ``+``, ``-`` or ``@`` (or a tab or carriage
return, which some spreadsheets skip before reading a formula) is prefixed with
an apostrophe so that it is read as text, never run as a formula; this applies
to numbers too (a negative correction shows as ``'-5``). The text is Unicode
("Łukasz", "João"); `encode_csv` gives UTF-8 with a byte-order mark, which
spreadsheet programs need to read the accents right. The separator follows the
language (`csv_delimiter`): a spreadsheet set to Portuguese splits columns at
``;`` (its decimal mark is the comma), an English one at ``,``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping

from tdapp.domain.ranking.standings import Standings

HEADER = (
    "position",
    "player_id",
    "name",
    "points",
    "tournament_points",
    "corrections",
    "buy_in_points",
    "result_points",
    "wins",
    "best_place",
    "tournaments",
)
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_delimiter(lang: str) -> str:
    """``;`` for pt-PT (Excel and LibreOffice set to Portuguese split columns there), ``,`` for English."""
    return ";" if lang.startswith("pt") else ","


def safe_cell(value: object) -> str:
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def standings_csv(
    standings: Standings, names: Mapping[int, str] | None = None, header: tuple[str, ...] = HEADER, *, delimiter: str = ","
) -> str:
    """The standings, one row per player, best first; `names` maps player ids to display names."""
    names = names or {}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n", delimiter=delimiter)
    writer.writerow([safe_cell(h) for h in header])
    for r in standings.rows:
        writer.writerow(
            safe_cell(v)
            for v in (
                r.position,
                r.player_id,
                names.get(r.player_id, ""),
                r.points,
                r.computed_points,
                r.correction_points,
                r.buy_in_points,
                r.result_points,
                r.wins,
                r.best_place,
                r.tournaments,
            )
        )
    return out.getvalue()


def encode_csv(text: str) -> bytes:
    return text.encode("utf-8-sig")
