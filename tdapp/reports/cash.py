"""The cash-desk reconciliation: everything taken in and paid out for one tournament, to the cent (SPEC section 3).

What was taken, by kind; where it goes (prize pool, fees, bounties,
Xtrastacks, the ranking deduction, the overlay); what was awarded and what is
still owed; and the check that the drawer equals what the house keeps plus
what it still owes (`ledger.CashDesk.reconciles`).
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from tdapp.reports.data import CashReport
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Styles, gap, grid, heading, para, summary, title_block


def title(labels: Labels) -> str:
    return labels("Cash-desk reconciliation")


def story(report: CashReport, frame: Frame) -> list[Flowable]:
    t = frame.labels
    desk = report.desk
    pool = desk.pool
    out = title_block(frame)
    out.append(summary([(t("Event"), report.event.name), (t("Date"), t.datetime(report.event.date_ms))]))
    out.append(heading(t("Money taken")))
    rows = [
        [
            t(line.kind.value),
            t.number(line.count),
            t.money(line.unit_cents) if line.unit_cents is not None else "…",
            t.money(line.total_cents),
        ]
        for line in report.taken
    ]
    rows.append([t("Total taken"), t.number(sum(line.count for line in report.taken)), "", t.money(desk.taken_cents)])
    out.append(grid(["", t("Count"), t("Amount"), t("Total")], rows, [0.4, 0.15, 0.2, 0.25], right=[1, 2, 3], bold_rows=[len(rows) - 1]))

    if report.by_operator:
        out.append(heading(t("Money taken by operator")))
        by_operator = [[line.operator or "—", t.number(line.count), t.money(line.total_cents)] for line in report.by_operator]
        out.append(grid([t("Operator"), t("Count"), t("Total")], by_operator, [0.55, 0.2, 0.25], right=[1, 2]))

    out.append(heading(t("Where the money goes")))
    pairs = [
        (t("Gross prize pool"), t.money(pool.gross_cents)),
        (t("Casino fees"), t.money(desk.fees_cents)),
        (t("Bounties taken"), t.money(desk.bounties_taken_cents)),
        (t("Xtrastacks (promotional fund)"), t.money(desk.xtrastack_cents)),
        (t("Total taken"), t.money(pool.gross_cents + desk.fees_cents + desk.bounties_taken_cents + desk.xtrastack_cents)),
        (t("Ranking deduction"), t.money(pool.ranking_deduction_cents)),
        (t("Annual final fund (3 %)"), t.money(pool.annual_fund_cents)),
        (t("Quarterly final fund (2 %)"), t.money(pool.quarterly_fund_cents)),
        (t("Guarantee overlay"), t.money(pool.overlay_cents)),
        (t("Prize pool to distribute"), t.money(pool.distributable_cents)),
        (t("Prizes awarded"), t.money(desk.prizes_paid_cents)),
        (t("Prizes outstanding"), t.money(desk.prizes_outstanding_cents)),
        (t("Bounties paid"), t.money(desk.bounties_paid_cents)),
        (t("Bounties outstanding"), t.money(desk.bounties_outstanding_cents)),
    ]
    out.append(summary(pairs, bold=[4, 9], indent=[6, 7]))

    out.append(heading(t("Balance")))
    out.append(
        summary(
            [
                (t("Cash in the drawer (taken less prizes and bounties paid)"), t.money(desk.house_balance_cents)),
                (t("Kept by the house (fees, less overlay)"), t.money(desk.kept_by_house_cents)),
                (t("Held for the ranking (deduction and Xtrastack promotional fund)"), t.money(desk.held_for_ranking_cents)),
                (t("Still owed to players"), t.money(desk.owed_cents)),
                (t("Reconciles to the cent"), t("Yes") if desk.reconciles else t("No")),
            ],
            bold=[4],
            width=0.9,
        )
    )
    if not desk.balanced:
        out.append(para(t("DOES NOT RECONCILE: check the figures above."), Styles.warning))
    elif desk.prizes_outstanding_cents < 0 or desk.bounties_outstanding_cents < 0:
        out.append(para(t("More was paid out than was taken in: check the prizes and bounties paid."), Styles.warning))
    elif desk.owed_cents > 0:
        out.append(para(t("Money is still owed to players: the desk reconciles once it is paid."), Styles.warning))
    out.append(gap(14))
    out.append(
        para(f"{t('Checked by')}: ____________________________    {t('Tournament director')}: ____________________________", Styles.body)
    )
    return out
