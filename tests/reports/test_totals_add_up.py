"""Every printed total equals the sum of its rows (issue 17), read back from the PDFs.

A knock-out (re-entries, bounties, a deal), a rebuy event (rebuys, add-ons,
re-entries) and a satellite are played through the Desk to their end and
recorded in the ranking; every sheet is printed in English and read back
with pypdf: results, cash, payouts, deal, receipts and the ranking.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from factories import config, purchase
from pdftext import PRINTED_AT_MS, pages

from tdapp.application.demo import bust_down_to
from tdapp.domain.tournament.state import Status
from tdapp.reports.demo import (
    add_players,
    define_year,
    large_config,
    open_demo_desk,
    play_tournament,
    ranking_book,
    record_result,
    small_config,
)
from tdapp.reports.documents import render

MONEY = r"-?€[\d,]+\.\d\d"


def cents(text: str) -> int:
    negative = text.startswith("-")
    digits = text.lstrip("-").replace("€", "").replace(",", "").replace(".", "")
    return -int(digits) if negative else int(digits)


def lines_of(pdf: bytes) -> list[str]:
    return [line.replace("\u00a0", " ").strip() for page in pages(pdf) for line in page.splitlines()]


def is_money(line: str) -> bool:
    return re.fullmatch(MONEY, line) is not None


def after(lines: list[str], label: str, start: int = 0) -> int:
    """The amount printed right after `label` (a summary's value)."""
    i = lines.index(label, start)
    return cents(lines[i + 1])


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("totals") / "totals.db"
    desk = open_demo_desk(path)
    players = add_players(desk, 40)
    ko = play_tournament(desk, small_config("KO"), players[:20], seed=5, reentries=3, deal_at=3, play_for_cents=5_000).tournament_id
    rebuy_data = {**large_config("Rebuy"), "reentry": None}
    rebuy = play_tournament(desk, rebuy_data, players[:30], seed=6, rebuys=12, addons=9, deal_at=1).tournament_id
    satellite_data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    satellite = play_tournament(desk, satellite_data, players[:11], seed=8, finish=False).tournament_id
    bust_down_to(desk, satellite, 2, random.Random(8), False)  # FS 3.1.4: it ends by itself when the seats are won
    if desk.tournament(satellite).state.status is not Status.FINISHED:
        desk.act(satellite, "tournament.finish")
    book = ranking_book(desk)
    define_year(book, 2024)
    for tid in (ko, rebuy, satellite):
        record_result(desk, book, tid)
    yield {"desk": desk, "ids": {"knockout": ko, "rebuy": rebuy, "satellite": satellite}, "players": players}
    desk.close()


def sheet(played: dict[str, Any], kind: str, **kwargs: Any) -> list[str]:
    return lines_of(render(kind, played["desk"], lang="en", printed_at_ms=PRINTED_AT_MS, **kwargs))


EVENTS = ["knockout", "rebuy", "satellite"]


@pytest.mark.parametrize("event", EVENTS)
def test_results_prizes_and_bounties_add_up_to_their_totals(played: dict[str, Any], event: str) -> None:
    lines = sheet(played, "results", tournament_id=played["ids"][event])
    grid = lines[lines.index("Prize", lines.index("Results", lines.index("Total paid in prizes"))) + 1 :]
    grid = grid[: grid.index("Deal details")] if "Deal details" in grid else grid
    prizes = [cents(line) for line in grid if is_money(line)]
    assert prizes and sum(prizes) == after(lines, "Total paid in prizes")
    if event == "knockout":
        bounty_cells = [re.fullmatch(rf"\d+ · ({MONEY})( \*)?", line) for line in grid]
        bounties = [cents(m[1]) for m in bounty_cells if m]
        assert sum(bounties) == after(lines, "Total paid in bounties") > 0
        # The winner's own bounty is on his row, marked and explained.
        assert any(m and m[2] for m in bounty_cells)
        assert "* Includes the player’s own bounty, paid back to him (FS 3.1.3)." in lines


@pytest.mark.parametrize("event", EVENTS)
def test_cash_sheet_rows_add_up(played: dict[str, Any], event: str) -> None:
    lines = sheet(played, "cash", tournament_id=played["ids"][event])
    taken_total = lines.index("Total taken")
    first = lines.index("Money taken")
    row_totals = [cents(lines[i]) for i in range(first, taken_total) if is_money(lines[i]) and not is_money(lines[i + 1])]
    assert sum(row_totals) == cents(lines[taken_total + 2])
    operators = lines[lines.index("Money taken by operator") : lines.index("Where the money goes")]
    assert sum(cents(line) for line in operators if is_money(line)) == cents(lines[taken_total + 2])
    # Every payment on its own row (issue 15: who took which money): the rows, and their total line, add up too.
    payments = lines[lines.index("Every payment, with its time and operator") : lines.index("Money actions undone, redone or voided")]
    each = [cents(line) for line in payments if is_money(line)]
    assert len(each) > 10 and sum(each[:-1]) == each[-1] == cents(lines[taken_total + 2])
    parts = ["Gross prize pool", "Casino fees", "Bounties taken", "Xtrastacks (promotional fund)"]
    assert sum(after(lines, p) for p in parts) == cents(lines[taken_total + 2])
    balance = lines.index("Balance")
    assert after(lines, "Cash in the drawer (taken less prizes and bounties paid)", balance) == sum(
        after(lines, p, balance)
        for p in (
            "Kept by the house (fees, less overlay)",
            "Held for the ranking (deduction and Xtrastack promotional fund)",
            "Still owed to players",
        )
    )
    assert lines[lines.index("Reconciles to the cent") + 1] == "Yes"


@pytest.mark.parametrize("event", EVENTS)
def test_payout_sheet_rows_add_up(played: dict[str, Any], event: str) -> None:
    lines = sheet(played, "payouts", tournament_id=played["ids"][event])
    composition = lines[lines.index("Composition of the prize pool (FS 7.2)") + 1 : lines.index("Gross prize pool")]
    gross = after(lines, "Gross prize pool")
    assert sum(cents(line) for line in composition if is_money(line)) == gross
    pool = after(lines, "Prize pool to distribute")
    deduction = after(lines, "Ranking deduction") if "Ranking deduction" in lines else 0
    overlay = after(lines, "Guarantee overlay") if "Guarantee overlay" in lines else 0
    assert gross + deduction + overlay == pool
    if deduction:
        assert after(lines, "Annual final fund (3 %)") + after(lines, "Quarterly final fund (2 %)") == -deduction
    table = lines[lines.index("Prize", lines.index("Prize pool to distribute")) + 1 :]
    total = table.index("Total")
    prizes = [cents(line) for line in table[:total] if is_money(line)]
    assert sum(prizes) == cents(table[total + 1]) == pool


def test_deal_sheet_amounts_and_chips_add_up(played: dict[str, Any]) -> None:
    lines = sheet(played, "deal", tournament_id=played["ids"]["knockout"])
    table = lines[lines.index("Agreed amount") + 1 :]
    total = table.index("Total")
    amounts = [cents(line) for line in table[:total] if is_money(line)]
    chips = [int(line.replace(",", "")) for line in table[:total] if re.fullmatch(r"[\d,]{4,}", line)]
    assert sum(chips) == int(table[total + 1].replace(",", ""))
    assert sum(amounts) == cents(table[total + 2]) == after(lines, "Shared by the deal")


@pytest.mark.parametrize("event", EVENTS)
def test_every_receipt_adds_up(played: dict[str, Any], event: str) -> None:
    tid = played["ids"][event]
    state = played["desk"].tournament(tid).state
    busy = max(state.registrations.values(), key=lambda r: len(state.payments_of(r.player_id)) if hasattr(state, "payments_of") else 0)
    for pid in sorted({busy.player_id, *list(state.registrations)[:3]}):
        lines = sheet(played, "receipt", tournament_id=tid, player_id=pid)
        table = lines[lines.index("Total", lines.index("Time")) + 1 : lines.index("Total paid")]
        total = lines.index("Total paid")
        printed = [cents(line) for line in lines[total + 1 : total + 5]]
        rows: list[list[int]] = []
        for line in table:  # a row: time, item, prize pool part, fee, [bounty / Xtrastack], total
            if re.fullmatch(r"\d{1,2} \w{3} \d{4} \d\d:\d\d", line):
                rows.append([])
            elif is_money(line) and rows:
                rows[-1].append(cents(line))
        rows = [r if len(r) == 4 else [r[0], r[1], 0, r[2]] for r in rows]
        assert rows and [sum(col) for col in zip(*rows, strict=True)] == printed
        assert all(r[0] + r[1] + r[2] == r[3] for r in rows) and printed[0] + printed[1] + printed[2] == printed[3]


def test_ranking_points_add_up_on_every_row(played: dict[str, Any]) -> None:
    lines = sheet(played, "ranking", season="2024-Q2")
    names = played["desk"].directory.state
    checked = 0
    for pid in played["players"][:30]:
        player = names.players.get(pid) if hasattr(names, "players") else None
        name = getattr(player, "name", None)
        if not name or name not in lines:
            continue
        i = lines.index(name)
        points, buy_in, prize = (int(x.replace(",", "")) for x in lines[i + 1 : i + 4])
        assert points == buy_in + prize, name
        checked += 1
    assert checked >= 20
