"""The cash-desk reconciliation: everything taken in and paid out for one tournament, to the cent (SPEC section 3).

What was taken, by kind; where it goes (prize pool, fees, bounties,
Xtrastacks, the ranking deduction, the overlay); what was awarded and what is
still owed; and the check that the drawer equals what the house keeps plus
what it still owes (`ledger.CashDesk.reconciles`).
"""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable

from tdapp.domain.tournament.state import PaymentKind
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
    out.extend(movements(report, frame))
    return out


def _payment_word(t: Labels, kind: str) -> str:
    """One payment's kind, in the singular ("Entrada"), from a payment kind or a money action's kind."""
    code = kind.removeprefix("money.")
    return t(f"one {code}") if code in {k.value for k in PaymentKind} else kind


def movements(report: CashReport, frame: Frame) -> list[Flowable]:
    """Who took which money, when (issue 15): every payment in force with its action and operator, then every money
    action undone, redone or voided after it was stored, with who did it. The rows add up to the total taken above."""
    t = frame.labels
    if not report.movements and not report.changes:
        return []
    out: list[Flowable] = [CondPageBreak(50 * mm), heading(t("Every payment, with its time and operator"))]
    rows = [
        [t.datetime(m.at_ms), t.number(m.seq), m.name, _payment_word(t, m.kind.value), t.money(m.total_cents), m.operator or "—"]
        for m in report.movements
    ]
    rows.append(["", "", t("Total taken"), "", t.money(sum(m.total_cents for m in report.movements)), ""])
    out.append(
        grid(
            [t("Time"), t("No."), t("Player"), t("Payment"), t("Amount"), t("Operator")],
            rows,
            [0.19, 0.08, 0.3, 0.17, 0.13, 0.13],
            right=[1, 4],
            bold_rows=[len(rows) - 1],
            fit_col=2,
        )
    )
    out.append(CondPageBreak(30 * mm))
    out.append(heading(t("Money actions undone, redone or voided")))
    if not report.changes:
        out.append(para(t("No money action was undone, redone or voided."), Styles.body))
        return out
    changes = [
        [
            t.datetime(c.at_ms),
            t.number(c.seq),
            t(c.change),
            f"{t.number(c.target_seq)} · {_payment_word(t, c.target_kind)}",
            c.name,
            c.operator or "—",
        ]
        for c in report.changes
    ]
    out.append(
        grid(
            [t("Time"), t("No."), t("Change"), t("Of action"), t("Player"), t("Operator")],
            changes,
            [0.19, 0.08, 0.12, 0.2, 0.28, 0.13],
            right=[1],
            fit_col=4,
        )
    )
    return out
