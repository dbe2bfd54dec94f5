"""The results and cash sheets of a Survivor, a Satellite and a Multistack played to the end show every prize (issue 18).

Each event is played through the Desk to its end; the sheets are read back
from the PDF: every player with a prize appears on the results sheet with
that amount, and the cash sheet shows the prizes awarded, nothing outstanding
and a desk that reconciles.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from factories import PLAIN_STRUCTURE, config, desk_with_players, purchase
from pdftext import PRINTED_AT_MS, pages

from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.domain.tournament.state import Status
from tdapp.reports.documents import render
from tdapp.reports.labels import Labels

EN = Labels("en")


def lines_of(pdf: bytes) -> list[str]:
    return [line.replace("\u00a0", " ").strip() for page in pages(pdf) for line in page.splitlines()]


def enter(desk: Any, tid: int, players: list[int], **payment: Any) -> None:
    commands: list[tuple[str, dict[str, Any]]] = []
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}", **payment})]
    desk.act_many(tid, commands)


def seat_and_bust(desk: Any, tid: int, players: list[int], down_to: int) -> None:
    desk.act_many(tid, [("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players))
    for pid in reversed(players[down_to:]):
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})


def survivor(desk: Any, ids: list[int]) -> int:
    tid = desk.create_tournament(config("survivor"))
    enter(desk, tid, ids[:13])
    desk.act(tid, "registration.close_late")
    seat_and_bust(desk, tid, ids[:13], down_to=3)  # FS 3.1.9: 13 entries pay 3 places; it ends by itself
    return tid


def satellite(desk: Any, ids: list[int]) -> int:
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    tid = desk.create_tournament(data)
    enter(desk, tid, ids[:9])
    desk.act(tid, "registration.close_late")
    seat_and_bust(desk, tid, ids[:9], down_to=2)  # FS 3.1.4: two 500 EUR seats and 125 EUR to the 3rd
    return tid


def multistack(desk: Any, ids: list[int]) -> int:
    tid = desk.create_tournament(config("multistack", day2_registration_until_level=3))
    enter(desk, tid, ids[:8])
    desk.act_many(tid, [("clock.set_structure", PLAIN_STRUCTURE), ("clock.start", {}), ("clock.end_day", {}), ("clock.resume_day", {})])
    for n, pid in enumerate(ids[8:11]):
        enter(desk, tid, [pid], day2_option=n)  # FS 3.1.10: one of each day-2 stack, on day 2
    seat_and_bust(desk, tid, ids[:11], down_to=1)
    desk.act(tid, "tournament.finish")
    return tid


@pytest.mark.parametrize("play", [survivor, satellite, multistack], ids=["survivor", "satellite", "multistack"])
def test_results_and_cash_sheets_show_every_prize(tmp_path: Path, play: Any) -> None:
    desk, ids = desk_with_players(tmp_path / "m.db", 13)
    try:
        tid = play(desk, ids)
        state = desk.tournament(tid).state
        assert state.status is Status.FINISHED
        awards = prizes_awarded(state)
        assert len(awards) >= 3 and sum(awards.values()) == cash_desk(state).pool.distributable_cents
        results = lines_of(render("results", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        for pid, amount in awards.items():
            row = results.index(str(pid))
            assert EN.money(amount).replace("\u00a0", " ") in results[row : row + 3], (pid, amount)
        cash = lines_of(render("cash", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        total = EN.money(sum(awards.values())).replace("\u00a0", " ")
        assert cash[cash.index("Prizes awarded") + 1] == total
        assert cash[cash.index("Prizes outstanding") + 1] == EN.money(0).replace("\u00a0", " ")
        assert cash[cash.index("Reconciles to the cent") + 1] == "Yes"
    finally:
        desk.close()
