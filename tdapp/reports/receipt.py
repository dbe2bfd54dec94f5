"""The registration receipt: what one player paid for one tournament, split by where the money goes (FS 4.3).

Every payment of the player (buy-in, re-entries, rebuys, add-ons,
Xtrastack) with its prize-pool part, the casino's fee and any bounty or
Xtrastack amount; the total; and a line for the cashier's signature.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from tdapp.reports.data import Receipt
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Styles, gap, grid, heading, para, summary, title_block


def title(labels: Labels) -> str:
    return labels("Registration receipt")


def story(data: Receipt, frame: Frame) -> list[Flowable]:
    t = frame.labels
    reg = data.registration
    out = title_block(frame)
    out.append(
        summary(
            [
                (t("Receipt no. {number}", number=f"{data.event.tournament_id}-{data.player_id}"), ""),
                (t("Player"), data.name),
                (t("No."), str(data.player_id)),
                (t("Document"), data.document or "—"),
                (t("Event"), data.event.name),
                (t("Date"), t.datetime(data.event.date_ms)),
                (t("Status"), t(reg.status.value)),
            ],
            bold=[0],
            width=0.8,
        )
    )
    out.append(heading(t("Paid")))
    rows = []
    for p in data.payments:
        other = p.bounty_cents + p.xtrastack_cents
        rows.append(
            [
                t.datetime(p.at_ms),
                t(p.kind.value),
                t.money(p.prize_cents),
                t.money(p.fee_cents),
                t.money(other) if other else "",
                t.money(p.total_cents),
            ]
        )
    rows.append(
        [
            t("Total paid"),
            "",
            t.money(sum(p.prize_cents for p in data.payments)),
            t.money(sum(p.fee_cents for p in data.payments)),
            t.money(sum(p.bounty_cents + p.xtrastack_cents for p in data.payments)),
            t.money(data.total_cents),
        ]
    )
    head = [t("Time"), t("Item"), t("Prize pool part"), t("Casino fee"), f"{t('Bounty')} / Xtrastack", t("Total")]
    out.append(grid(head, rows, [0.2, 0.17, 0.17, 0.13, 0.16, 0.17], right=[2, 3, 4, 5], bold_rows=[len(rows) - 1], size=8.5))
    out.append(
        para(t("The fee is not part of the prize pool (FS 4.3); bounties and Xtrastacks are outside it (FS 3.1.3, 3.1.13)."), Styles.note)
    )
    out.append(gap(16))
    out.append(
        para(
            f"{t('Cashier')}: ______________________________    {t('Signature')} ({t('Player')}): ______________________________",
            Styles.body,
        )
    )
    return out
