"""Seating lists posted in the room: by table (for the floor) and by name (players look themselves up).

Both come from `seating.lists`; names sort as people read them (accents and
case ignored). Each list is one long table whose header repeats on every page;
the by-table list marks the first seat of every table with its number and a rule.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, PageBreak, TableStyle

from tdapp.reports.data import Seating
from tdapp.reports.fonts import BOLD
from tdapp.reports.labels import Labels
from tdapp.reports.layout import INK, Frame, Styles, grid, heading, para, title_block


def title(labels: Labels) -> str:
    return f"{labels('Seating by table')} / {labels('Seating by name')}"


def story(data: Seating, frame: Frame) -> list[Flowable]:
    t = frame.labels
    out = title_block(frame)
    if not data.by_name:
        out.append(para(t("Nobody is seated."), Styles.warning))
        return out
    out.append(heading(t("Seating by table")))
    rows: list[list[str]] = []
    firsts: list[int] = []
    for table, lines in data.by_table.items():
        for i, line in enumerate(lines):
            if i == 0:
                firsts.append(len(rows))
            rows.append([t("Table {table}", table=table) if i == 0 else "", str(line.seat), str(line.player_id), line.name])
    by_table = grid([t("Table"), t("Seat"), t("No."), t("Player")], rows, [0.16, 0.1, 0.12, 0.62], center=[1, 2], fit_col=3)
    extra = [("FONT", (0, r + 1), (0, r + 1), BOLD, 9) for r in firsts]
    extra += [("LINEABOVE", (0, r + 1), (-1, r + 1), 0.8, INK) for r in firsts[1:]]
    by_table.setStyle(TableStyle(extra))
    out.append(by_table)

    out.append(PageBreak())
    out.append(heading(t("Seating by name")))
    rows = [[line.name, str(line.player_id), str(line.table), str(line.seat)] for line in data.by_name]
    out.append(grid([t("Player"), t("No."), t("Table"), t("Seat")], rows, [0.6, 0.12, 0.14, 0.14], center=[1, 2, 3], fit_col=0))
    return out
