"""Ranking sheets (FS 9): a season's standings or the year's, with buy-in and prize points apart, and the finals.

Quarterly: the standings of the season, then the quarterly final (FS 9.8.2,
9.9): the 2 % fund, the €300 entries it buys, the remainder, and the
qualifiers. Annual ("Algarve Best Poker Player"): the year's standings, then
the annual final table (FS 9.4, 9.5): the 3 % fund paid 50/30/20 and its ten
seats (quarterly winners, then the best of the ranking).
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from tdapp.reports.data import RankingSheet, name_of
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Styles, grid, heading, keep, para, summary, title_block


def titles(sheet: RankingSheet, t: Labels) -> tuple[str, str]:
    season = sheet.season
    if season is None:
        return t("Annual ranking"), t("Algarve Best Poker Player {year}", year=sheet.standings.year)
    return t("Quarterly ranking"), t(
        "Season {name} ({start} to {end})", name=season.name, start=t.day(season.starts_on), end=t.day(season.ends_on)
    )


def story(sheet: RankingSheet, frame: Frame) -> list[Flowable]:
    t = frame.labels
    out = title_block(frame)
    rows = sheet.standings.rows
    if not rows:
        out.append(para(t("No points recorded yet."), Styles.warning))
    else:
        head = [
            t("Pos."),
            t("No."),
            t("Player"),
            t("Points"),
            t("Buy-in points"),
            t("Prize points"),
            t("Corrections"),
            t("Tournaments"),
            t("Wins"),
        ]
        widths = [0.06, 0.06, 0.28, 0.09, 0.1, 0.1, 0.11, 0.1, 0.1]
        body = [
            [
                str(r.position),
                str(r.player_id),
                name_of(sheet.names, r.player_id),
                t.number(r.points),
                t.number(r.buy_in_points),
                t.number(r.result_points),
                t.number(r.correction_points) if r.correction_points else "",
                str(r.tournaments),
                str(r.wins) if r.wins else "",
            ]
            for r in rows
        ]
        out.append(grid(head, body, widths, right=[3, 4, 5, 6, 7, 8], center=[0, 1], size=8.5, fit_col=2))
    out.append(
        para(
            t(
                "Points: 1 per euro of buy-in and 1 per whole euro of prize (FS 9.2); prize points include seats, Sit & Go and Survivor points. Ties: more prize points, more wins, better best place, more tournaments, earlier total, lower player number."
            ),
            Styles.note,
        )
    )
    out.append(para(t("Points can be contested within 72 hours (FS 9.12)."), Styles.note))
    out.extend(_quarterly_final(sheet, t) if sheet.season is not None else _annual_final(sheet, t))
    return out


def _quarterly_final(sheet: RankingSheet, t: Labels) -> list[Flowable]:
    final = sheet.quarterly
    assert final is not None
    facts = summary(
        [
            (t("Fund (2 %)"), t.money(final.fund_cents)),
            (t("Entries of {price} to regular stages", price=t.money(30_000)), t.number(final.entries)),
            (t("Remainder to one more player"), t.money(final.remainder_cents)),
            (t("Qualifiers"), t.number(len(final.qualifiers))),
        ]
    )
    block: list[Flowable] = [heading(t("Quarterly final (FS 9.8.2, 9.9)")), facts]
    if not final.qualifiers:
        return [*block, para(t("Nobody qualifies yet."), Styles.body)]
    points = {r.player_id: r for r in sheet.standings.rows}
    rows = [[str(i), str(pid), name_of(sheet.names, pid), t.number(points[pid].points)] for i, pid in enumerate(final.qualifiers, start=1)]
    prizes = [[t.places(p.place), t("Entry") if p.entry_cents else t("Cash"), t.money(p.entry_cents or p.cash_cents)] for p in final.prizes]
    block.append(grid([t("Pos."), t("No."), t("Player"), t("Points")], rows, [0.1, 0.12, 0.58, 0.2], right=[3], center=[0, 1], fit_col=2))
    out: list[Flowable] = [keep(*block)] if len(rows) <= 40 else block
    if prizes:
        out.append(heading(t("Prizes")))
        out.append(grid([t("Place"), "", t("Prize")], prizes, [0.3, 0.4, 0.3], right=[2]))
    return out


def _annual_final(sheet: RankingSheet, t: Labels) -> list[Flowable]:
    first, second, third = sheet.annual_payout
    facts = summary(
        [
            (t("Fund (3 %)"), t.money(sheet.annual_fund_cents)),
            (f"{t('Payout 50 / 30 / 20 %')}: {t.places(1)}", t.money(first)),
            (t.places(2), t.money(second)),
            (t.places(3), t.money(third)),
            (t("Promotional fund (Xtrastacks)"), t.money(sheet.promotional_fund_cents)),
        ],
        indent=[2, 3],
    )
    block: list[Flowable] = [heading(t("Annual final table (FS 9.4, 9.5)")), facts]
    if not sheet.annual_seats:
        return [*block, para(t("Nobody qualifies yet."), Styles.body)]
    rows = []
    for i, seat in enumerate(sheet.annual_seats, start=1):
        season = sheet.seasons.get(seat.season_id or "")
        reason = (
            t("Winner of the {season} quarterly final", season=season.name if season else seat.season_id)
            if seat.season_id
            else t("Position {position} of the annual ranking", position=seat.annual_position)
        )
        rows.append([str(i), str(seat.player_id), name_of(sheet.names, seat.player_id), reason])
    block.append(grid([t("Seat"), t("No."), t("Player"), t("Qualified as")], rows, [0.08, 0.1, 0.42, 0.4], center=[0, 1], fit_col=2))
    return [keep(*block)]
