"""The deal sheet (FS 7.3): the agreed amounts per player, for every player and the TD to sign.

One page per accepted deal: the method, the prizes left, the amount kept in
play for the winner, each player's chips and agreed amount, then a signature
line per player and one for the tournament director.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Table, TableStyle

from tdapp.reports import script
from tdapp.reports.data import Results
from tdapp.reports.fonts import BOLD, REGULAR
from tdapp.reports.labels import Labels
from tdapp.reports.layout import CONTENT_WIDTH, INK, MUTED, Frame, Styles, fit, gap, heading, para, title_block
from tdapp.reports.results import deal_block


def title(labels: Labels) -> str:
    return labels("Deal sheet")


def story(data: Results, frame: Frame) -> list[Flowable]:
    t = frame.labels
    out = title_block(frame)
    if not data.deals:
        out.append(para(t("No deal has been accepted in this tournament."), Styles.warning))
        return out
    for i, info in enumerate(data.deals):
        if i:
            out.append(PageBreak())
            out.extend(title_block(frame))
        out.append(para(t("The players below agree to share the prizes left as follows (FS 7.3)."), Styles.body))
        out.append(gap(2))
        out.extend(deal_block(info, t, signatures=True))
        out.append(heading(t("Signature")))
        rows = [[t("Player"), t("Agreed amount"), t("Signature")]]
        rows += [[fit(f"{line.name} (#{line.player_id})", CONTENT_WIDTH * 0.38, 10), t.money(line.amount_cents), ""] for line in info.lines]
        rows.append([t("Tournament director"), "", ""])
        out.append(_signature_table(rows))
    return out


def _signature_table(rows: list[list[str]]) -> Table:
    table = Table(
        [script.cells(row, 10) for row in rows],
        colWidths=[CONTENT_WIDTH * 0.42, CONTENT_WIDTH * 0.2, CONTENT_WIDTH * 0.38],
        rowHeights=[7 * mm] + [14 * mm] * (len(rows) - 1),
    )
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 0), BOLD, 9),
        ("TEXTCOLOR", (0, 0), (-1, 0), MUTED),
        ("FONT", (0, 1), (-1, -1), REGULAR, 10),
        ("TEXTCOLOR", (0, 1), (-1, -1), INK),
        ("FONT", (0, -1), (0, -1), BOLD, 10),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("VALIGN", (0, 1), (-1, -1), "BOTTOM"),
        ("LINEBELOW", (2, 1), (2, -1), 0.7, INK),
        ("LEFTPADDING", (2, 0), (2, -1), 10),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 3),
    ]
    table.setStyle(TableStyle(style))
    return table
