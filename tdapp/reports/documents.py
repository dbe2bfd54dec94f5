"""Render any sheet from an open desk: what the command line and the desk's Print menu call.

    pdf = render("payouts", desk, tournament_id=3, lang="pt_PT", out="payouts.pdf")

Kinds: payouts, results, deal, seating (by table and by name), seat-cards,
receipt (needs `player_id`), cash, ranking (a season's standings with
`season`, or a year's with `year`). The desk's settings give the casino's
name and logo. Returns the PDF's bytes (also written to `out` if given).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.platypus import Flowable

from tdapp.application.book import wall_clock_ms
from tdapp.domain.errors import RuleError
from tdapp.reports import cash, deal, payouts, ranking, receipt, results, seat_cards, seating
from tdapp.reports import data as rows
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Letterhead, build

KINDS = ("payouts", "results", "deal", "seating", "seat-cards", "receipt", "cash", "ranking")


@dataclass(frozen=True)
class Request:
    kind: str
    tournament_id: int | None = None
    player_id: int | None = None
    season: str | None = None
    year: int | None = None


def render(
    kind: str,
    desk: Any,
    *,
    tournament_id: int | None = None,
    player_id: int | None = None,
    season: str | None = None,
    year: int | None = None,
    lang: str = "pt_PT",
    out: str | Path | BinaryIO | None = None,
    printed_at_ms: int | None = None,
) -> bytes:
    """Build one sheet as PDF from the desk's data (see the module docstring)."""
    if kind not in KINDS:
        raise RuleError("Unknown report '{kind}'; choose one of: {kinds}.", kind=kind, kinds=", ".join(KINDS))
    labels = Labels(lang)
    letterhead = Letterhead.from_settings(desk.store.setting)
    printed = wall_clock_ms() if printed_at_ms is None else printed_at_ms
    request = Request(kind, tournament_id, player_id, season, year)
    title, subtitle, story = _STORIES[kind](desk, request, labels)
    chain = ""
    if tournament_id is not None and kind != "ranking":
        from tdapp.storage.chain import short

        chain = short(desk.store.head_hash("tournament", tournament_id))
    frame = Frame(labels, title, subtitle, letterhead, printed, chain)
    return build(frame, story(frame), out)


Story = Callable[[Frame], list[Flowable]]


def _tournament(desk: Any, request: Request) -> tuple[Any, int]:
    if request.tournament_id is None:
        raise RuleError("This report needs a tournament (--tournament ID).")
    book = desk.tournament(request.tournament_id)
    return book, request.tournament_id


def _names(desk: Any) -> dict[int, str]:
    return rows.directory_names(desk.players())


# Sheets of one tournament: (the sheet's module, the adapter that reads its data from the desk).
_TOURNAMENT_SHEETS: dict[str, tuple[Any, Callable[[Any, Any, int], Any]]] = {
    "payouts": (payouts, lambda desk, book, tid: rows.payout_sheet(book.state, tid, book.log)),
    "results": (results, lambda desk, book, tid: rows.results(book.state, tid, _names(desk))),
    "deal": (deal, lambda desk, book, tid: rows.results(book.state, tid, _names(desk))),
    "seating": (seating, lambda desk, book, tid: rows.seating(book.state, tid, _names(desk))),
    "seat-cards": (seat_cards, lambda desk, book, tid: rows.seating(book.state, tid, _names(desk))),
    "cash": (cash, lambda desk, book, tid: rows.cash_report(book.state, tid, book.log, _names(desk))),
}


def _tournament_sheet(kind: str) -> Callable[[Any, Request, Labels], tuple[str, str, Story]]:
    module, adapter = _TOURNAMENT_SHEETS[kind]

    def story(desk: Any, request: Request, labels: Labels) -> tuple[str, str, Story]:
        book, tid = _tournament(desk, request)
        data = adapter(desk, book, tid)
        return module.title(labels), data.event.name, lambda frame: module.story(data, frame)

    return story


def _receipt(desk: Any, request: Request, labels: Labels) -> tuple[str, str, Story]:
    book, tid = _tournament(desk, request)
    if request.player_id is None:
        raise RuleError("A receipt needs the player (--player ID).")
    directory = desk.players()
    player = directory.players.get(request.player_id)
    data = rows.receipt(book.state, tid, request.player_id, _names(desk), player.document if player else "")
    return receipt.title(labels), data.event.name, lambda frame: receipt.story(data, frame)


def _ranking(desk: Any, request: Request, labels: Labels) -> tuple[str, str, Story]:
    desk.ranking.sync()  # what other desks recorded since
    state = desk.ranking.state
    names = _names(desk)
    if request.season:
        if request.season not in state.seasons:
            raise RuleError("Unknown season '{season}'.", season=request.season)
        sheet = rows.quarterly_sheet(state, request.season, names)
    elif request.year is not None:
        sheet = rows.annual_sheet(state, request.year, names)
    else:
        raise RuleError("The ranking needs a season (--season ID) or a year (--year YYYY).")
    title, subtitle = ranking.titles(sheet, labels)
    return title, subtitle, lambda frame: ranking.story(sheet, frame)


_STORIES: dict[str, Callable[[Any, Request, Labels], tuple[str, str, Story]]] = {
    **{kind: _tournament_sheet(kind) for kind in _TOURNAMENT_SHEETS},
    "receipt": _receipt,
    "ranking": _ranking,
}
