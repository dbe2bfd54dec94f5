"""The payout sheet: posted on the wall and sent to the regulator (FS 7.2, 7.4, 7.5, 9.5, 9.8.2).

Event and date; entries, re-entries, rebuys and add-ons; the prize pool and
what it is made of; the ranking deduction; the prize of every place; and when
and by whom the table was frozen. A table not frozen yet prints with a
PROVISIONAL warning while the event runs, and as FINAL once it is over
(nothing can enter the pool any more); money taken after the freeze is
shown, never hidden.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from tdapp.reports.data import PayoutSheet
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Styles, grid, heading, para, summary, title_block


def title(labels: Labels) -> str:
    return labels("Payout sheet")


def story(sheet: PayoutSheet, frame: Frame) -> list[Flowable]:
    t = frame.labels
    ev = sheet.event
    pool = sheet.pool
    out: list[Flowable] = title_block(frame)
    out.append(
        summary(
            [
                (t("Event"), ev.name),
                (t("Date"), t.datetime(ev.date_ms)),
                (t("Modality"), t(ev.modality)),
                (t("Entries"), t.number(sheet.entries)),
                (t("Re-entries"), t.number(sheet.reentries)),
                (t("Rebuys"), t.number(sheet.rebuys)),
                (t("Add-ons"), t.number(sheet.addons)),
                (t("Entries for the prize table"), t.number(sheet.entries_for_table)),
            ],
            bold=[7],
        )
    )
    out.append(heading(t("Composition of the prize pool (FS 7.2)")))
    pairs: list[tuple[str, str]] = []
    for line in sheet.composition:
        price = t.money(line.unit_cents) if line.unit_cents is not None else "…"
        pairs.append(
            (f"{t(line.kind.value)}: {t('{count} × {price}', count=t.number(line.count), price=price)}", t.money(line.total_cents))
        )
    bold = [len(pairs)]
    pairs.append((t("Gross prize pool"), t.money(pool.gross_cents)))
    indent: list[int] = []
    if pool.ranking_deduction_cents:
        pairs.append((t("Ranking deduction"), t.money(-pool.ranking_deduction_cents)))
        indent += [len(pairs), len(pairs) + 1]
        pairs.append((t("Annual final fund (3 %)"), t.money(pool.annual_fund_cents)))
        pairs.append((t("Quarterly final fund (2 %)"), t.money(pool.quarterly_fund_cents)))
    if pool.overlay_cents:
        pairs.append((t("Guarantee overlay"), t.money(pool.overlay_cents)))
    bold.append(len(pairs))
    pairs.append((t("Prize pool to distribute"), t.money(pool.distributable_cents)))
    out.append(summary(pairs, bold=bold, indent=indent))

    out.append(heading(f"{t('Prizes')} — {t('{places} places paid', places=t.number(sheet.table.places))}"))
    out.extend(_freeze_lines(sheet, t))
    if sheet.round_to_cents > 1 and (sheet.frozen is None or sheet.frozen.override_reason is None):
        out.append(para(t("Prizes rounded to {unit}; the remainder goes to first place.", unit=t.money(sheet.round_to_cents)), Styles.note))
    rows = []
    for place, amount in enumerate(sheet.table.amounts, start=1):
        what = t("Satellite seat") if sheet.table.is_seat(place) else ""
        rows.append([t.places(place), what, t.money(amount)])
    rows.append([t("Total"), "", t.money(sheet.table.total_cents)])
    out.append(grid([t("Place"), "", t("Prize")], rows, [0.25, 0.4, 0.35], right=[2], bold_rows=[len(rows) - 1], size=10, width=0.62))
    return out


def _freeze_lines(sheet: PayoutSheet, t: Labels) -> list[Flowable]:
    frozen = sheet.frozen
    if frozen is None and sheet.finished:
        # Nothing can enter the pool of an event that is over: its table is final although nobody froze it.
        if sheet.finished_at_ms is None:
            return [para(t("FINAL: the tournament is over; these are the prizes it paid."))]
        return [para(t("FINAL: the tournament finished on {when}; these are the prizes it paid.", when=t.datetime(sheet.finished_at_ms)))]
    if frozen is None:
        return [para(t("PROVISIONAL: the prize table is not frozen yet (FS 7.5)."), Styles.warning)]
    action = sheet.freeze_action
    when = action.at_ms if action is not None else frozen.at_ms
    operator = (action.operator if action is not None else frozen.operator) or t("(unknown)")
    lines: list[Flowable] = [
        para(t("Frozen on {when} by {operator} (action #{seq})", when=t.datetime(when), operator=operator, seq=frozen.seq))
    ]
    if frozen.override_reason is not None:
        lines.append(para(t("Amounts set by the tournament director (FS 8.1): {reason}", reason=frozen.override_reason), Styles.note))
    if sheet.unfrozen_cents:
        lines.append(
            para(t("Money taken after the freeze not in this table: {amount}", amount=t.money(sheet.unfrozen_cents)), Styles.warning)
        )
    return lines
