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
            assert EN.money(amount).replace("\u00a0", " ") in results[row : row + 4], (pid, amount)  # a seat's mark comes first
        cash = lines_of(render("cash", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        total = EN.money(sum(awards.values())).replace("\u00a0", " ")
        assert cash[cash.index("Prizes awarded") + 1] == total
        assert cash[cash.index("Prizes outstanding") + 1] == EN.money(0).replace("\u00a0", " ")
        assert cash[cash.index("Reconciles to the cent") + 1] == "Yes"
    finally:
        desk.close()


def test_fs_7_5_the_payout_sheet_of_a_finished_event_is_final_though_nobody_froze_it(tmp_path: Path) -> None:
    """A satellite played to its end with no freeze: the sheet says FINAL, in both languages, never PROVISIONAL."""
    desk, ids = desk_with_players(tmp_path / "m.db", 9)
    try:
        data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
        tid = desk.create_tournament(data)
        enter(desk, tid, ids)
        running = lines_of(render("payouts", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        assert "PROVISIONAL: the prize table is not frozen yet (FS 7.5)." in running  # while entries can still come
        desk.act(tid, "registration.close_late")
        seat_and_bust(desk, tid, ids, down_to=2)
        state = desk.tournament(tid).state
        assert state.status is Status.FINISHED and state.prizes.frozen is None and state.finished_at_ms is not None
        english = lines_of(render("payouts", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        when = EN.datetime(state.finished_at_ms).replace("\u00a0", " ")
        assert f"FINAL: the tournament finished on {when}; these are the prizes it paid." in english
        assert not any("PROVISIONAL" in line for line in english)
        portuguese = "\n".join(lines_of(render("payouts", desk, tournament_id=tid, lang="pt_PT", printed_at_ms=PRINTED_AT_MS)))
        assert "DEFINITIVA: o torneio terminou em" in portuguese and "PROVISÓRIA" not in portuguese
    finally:
        desk.close()


def test_fs_3_1_4_the_results_sheet_marks_satellite_seats_as_entries_to_the_target_event(tmp_path: Path) -> None:
    """Two 500 EUR seats and 125 EUR cash: the two seat rows say "Satellite seat", the cash prize does not."""
    desk, ids = desk_with_players(tmp_path / "m.db", 9)
    try:
        tid = satellite(desk, ids)
        state = desk.tournament(tid).state
        awards = prizes_awarded(state)
        seats = sorted(pid for pid, amount in awards.items() if amount == 50_000)
        cash = next(pid for pid, amount in awards.items() if amount == 12_500)
        assert len(seats) == 2
        results = lines_of(render("results", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))
        for pid in seats:
            row = results.index(str(pid))
            assert results[row + 2 : row + 4] == ["Satellite seat †", "€500.00"], results[row : row + 4]
        row = results.index(str(cash))
        assert results[row + 2] == "€125.00" and not any("seat" in line for line in results[row : row + 4])
        assert results[results.index("Satellite seats") + 1] == "2 × €500.00"
        assert "† A satellite seat is an entry to the target event, not cash (FS 3.1.4)." in results
        portuguese = "\n".join(lines_of(render("results", desk, tournament_id=tid, lang="pt_PT", printed_at_ms=PRINTED_AT_MS)))
        assert portuguese.count("Lugar de satélite †") == 2 and "Um lugar de satélite é uma entrada no evento de destino" in portuguese
    finally:
        desk.close()
