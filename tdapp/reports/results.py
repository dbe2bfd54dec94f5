"""Results: every finishing place with its prize and bounties won, and the details of any deal.

Places shared under RPT Art. 79 print as a range ("50–52"); players settled
by a deal that ended the tournament share places 1..k; players still in play
are listed first without a place. A satellite's seats are marked as seats:
their value is an entry to the target event, not cash (FS 3.1.4).
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from tdapp.reports.data import DealInfo, ResultLine, Results
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Styles, grid, heading, keep, para, summary, title_block


def title(labels: Labels) -> str:
    return labels("Results")


def story(data: Results, frame: Frame) -> list[Flowable]:
    t = frame.labels
    ev = data.event
    out = title_block(frame)
    knockout = ev.bounty_cents > 0
    seats = [line for line in data.lines if line.seat]
    head = [t("Place"), t("No."), t("Player"), t("Prize")]
    widths = [0.11, 0.09, 0.56 if not knockout else 0.40, 0.24]
    if knockout:
        head[3:3] = [t("Bounties")]
        widths[3:3] = [0.16]
    if seats:  # a satellite: its seats are entries to the target event, not cash (FS 3.1.4); marked as on the payout sheet
        head[-1:-1] = [""]
        widths[2] -= 0.18
        widths[-1:-1] = [0.18]
    rows = []
    for line in data.lines:
        if line.first_place is None:
            place = "—"
        else:
            place = t.places(line.first_place, line.last_place)
        name = line.name + (f" ({t('in the deal')})" if line.deal_cents else "")
        row = [place, str(line.player_id), name, t.money(line.prize_cents) if line.prize_cents else ""]
        if knockout:
            mark = " *" if line.own_bounty_cents else ""
            row[3:3] = [f"{line.bounties_won} · {t.money(line.bounty_paid_cents)}{mark}" if line.bounty_paid_cents else ""]
        if seats:
            row[-1:-1] = [f"{t('Satellite seat')} †" if line.seat else ""]
        rows.append(row)
    out.append(
        summary(
            [
                (t("Date"), t.datetime(ev.date_ms)),
                (t("Modality"), t(ev.modality)),
                (t("Players"), t("{count} players", count=t.number(len(data.lines)))),
                (t("Total paid in prizes"), t.money(data.prizes_total_cents)),
                *([(t("Satellite seats"), _seats_text(seats, t))] if seats else []),
                *([(t("Total paid in bounties"), t.money(data.bounties_total_cents))] if knockout else []),
            ]
        )
    )
    out.append(heading(t("Results")))
    out.append(grid(head, rows, widths, right=[len(head) - 1, *([3] if knockout else [])], center=[0, 1], fit_col=2))
    if any(line.first_place is None for line in data.lines):
        out.append(para(f"— {t('Still in play')}", Styles.note))
    if seats:
        out.append(para(f"† {t('A satellite seat is an entry to the target event, not cash (FS 3.1.4).')}", Styles.note))
    if knockout and any(line.own_bounty_cents for line in data.lines):
        out.append(para(f"* {t('Includes the player’s own bounty, paid back to him (FS 3.1.3).')}", Styles.note))
    if data.deals:
        out.append(heading(t("Deal details")))
        for info in data.deals:
            out.extend(deal_block(info, t))
    return out


def _seats_text(seats: list[ResultLine], t: Labels) -> str:
    """How many seats were won and what each is worth ("2 × 500,00 €"; one value in a satellite)."""
    values = sorted({line.prize_cents for line in seats})
    each = " / ".join(t.money(v) for v in values)
    return t("{count} × {price}", count=t.number(len(seats)), price=each)


def deal_block(info: DealInfo, t: Labels, *, signatures: bool = False) -> list[Flowable]:
    """One deal: method, who agreed when, prizes left, amount kept in play, and the amounts per player."""
    d = info.deal
    facts = [
        (t("Method"), t(d.method)),
        (t("Prizes left"), " + ".join(t.money(p) for p in d.prizes_left) or "—"),
        (t("Kept in play for the winner"), t.money(d.play_for_cents)),
        (t("Shared by the deal"), t.money(sum(d.amounts))),
    ]
    head = [t("No."), t("Player"), t("Chips"), t("Agreed amount")]
    rows = [[str(line.player_id), line.name, t.number(line.chips), t.money(line.amount_cents)] for line in info.lines]
    rows.append(["", t("Total"), t.number(sum(d.stacks)), t.money(sum(d.amounts))])
    table = grid(head, rows, [0.1, 0.5, 0.18, 0.22], right=[2, 3], center=[0], bold_rows=[len(rows) - 1], fit_col=1)
    caption = para(t("Accepted on {when} by {operator}", when=t.datetime(d.at_ms), operator=d.operator or t("(unknown)")), Styles.note)
    block: list[Flowable] = [para(t("Deal {number}", number=info.number), Styles.heading), summary(facts), caption, table]
    if signatures:
        return block
    return [keep(*block, para("", Styles.body))] if len(rows) < 30 else block
