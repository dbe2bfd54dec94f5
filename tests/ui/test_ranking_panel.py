"""The ranking tab as the TD uses it: define a season, record a finished tournament, read the standings,
correct a player's points with (and without) a reason, export the standing as CSV (FS 9).

A tournament of 12 entries of €100 (90 € + 10 € fee, counting) is played to
the end through the Desk; players bust in reverse order, so "Jogador 1" wins.
Worked by hand (as in tests/application/test_desk_ranking.py): 1,080 € gross,
5 % ranking deduction leaves 1,026 €, paid 50/30/20: 513 €, 307.80 €, 205.20 €;
the winner has 100 buy-in points + 513 prize points = 613.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from factories import FakeClock
from PySide6.QtCore import QDate, Qt

from tdapp.application.desk import Desk
from tdapp.domain.ranking.standings import quarterly_standings
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.ranking_panel import RankingPanel
from tdapp.ui.session import DeskSession

NOW_MS = int(dt.datetime(2026, 5, 15, 21, 0, tzinfo=dt.UTC).timestamp() * 1000)
CONFIG = {
    "name": "Quinta-feira €100",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "counts_for_ranking": True,
    "scheduled_start_ms": NOW_MS,
}
SHOTS = Path("/tmp/tdapp-shots")


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "ranking.db", operator="Ana", now=FakeClock(NOW_MS))
    yield desk
    desk.close()


def cells(view: Any, column: int) -> list[str]:
    model = view.model()
    return [str(model.index(r, column).data() or "").replace("\u00a0", " ") for r in range(model.rowCount())]


def play_to_the_end(session: DeskSession, names: list[str]) -> list[int]:
    """A finished tournament, open in the session; the first player wins, the others bust from last to second."""
    desk = session.desk
    ids = [desk.add_player(name) for name in names]
    assert session.create_tournament(CONFIG) is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    for pid in reversed(ids[1:]):
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    assert session.act("tournament.finish") is not None
    return ids


def panel_on(qtbot, session: DeskSession) -> RankingPanel:  # type: ignore[no-untyped-def]
    panel = RankingPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1200, 760)
    panel.show()
    return panel


def define_q2(qtbot, panel: RankingPanel) -> None:  # type: ignore[no-untyped-def]
    page = panel.seasons_page
    page.year.setValue(2026)
    page.quarter.setValue(2)
    page.name.setText("Primavera")
    qtbot.mouseClick(page.define_button, Qt.MouseButton.LeftButton)


def save(widget: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / name))


def test_a_season_is_defined_with_the_quarter_dates_and_an_overlap_is_refused_in_red(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """FS 9.1: seasons are quarters with the organiser's dates; they may not overlap."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    panel.pages.setCurrentWidget(panel.seasons_page)
    define_q2(qtbot, panel)
    season = desk.ranking.state.seasons["2026-Q2"]
    assert (season.starts_on, season.ends_on, season.name) == (dt.date(2026, 4, 1), dt.date(2026, 6, 30), "Primavera")
    page = panel.seasons_page
    assert cells(page.table, 0) == ["2026-Q2"]
    assert cells(page.table, 4) == ["01/04/2026"]
    assert page.error.isHidden()

    # Q3 starting on 15 June would overlap Q2.
    page.quarter.setValue(3)
    page.starts_on.setDate(QDate(2026, 6, 15))
    qtbot.mouseClick(page.define_button, Qt.MouseButton.LeftButton)
    assert page.error.isVisible()
    assert "overlap" in page.error.text() and "2026-Q2" in page.error.text()
    assert "#b00020" in page.error.styleSheet()
    assert set(desk.ranking.state.seasons) == {"2026-Q2"}
    assert cells(page.table, 0) == ["2026-Q2"]
    save(panel, "ranking-seasons.png")


def test_recording_a_finished_tournament_puts_the_winner_first_with_his_points(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """FS 9.2: 1 point per euro of buy-in + 1 per whole euro of prize; the winner leads with 613."""
    session = DeskSession(desk)
    names = [f"Jogador {n}" for n in range(1, 13)]
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    ids = play_to_the_end(session, names)
    tid = session.tournament_id
    results = panel.tournaments_page
    panel.pages.setCurrentWidget(results)
    assert "can be recorded" in results.open_label.text()
    qtbot.mouseClick(results.record_button, Qt.MouseButton.LeftButton)
    assert results.record_error.isHidden()
    assert tid in desk.ranking.state.results
    row = cells(results.table, 1).index("Quinta-feira €100")
    assert cells(results.table, 6)[row] == "recorded in 2026-Q2"
    assert results.model.index(row, 4).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked

    standings = panel.standings_page
    panel.pages.setCurrentWidget(standings)
    standings.choice.setCurrentIndex(standings.choice.findText("Season Primavera (Q2 2026)"))
    assert cells(standings.table, 1)[:3] == ["Jogador 1", "Jogador 2", "Jogador 3"]
    assert cells(standings.table, 0)[:3] == ["1", "2", "3"]
    assert [cells(standings.table, c)[0] for c in (2, 3, 4, 7)] == ["613", "100", "513", "1"]
    assert [cells(standings.table, c)[1] for c in (2, 3, 4)] == ["407", "100", "307"]
    assert cells(standings.table, 2)[3:] == ["100"] * 9
    assert "Ties are broken" in standings.model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    # The annual standing of the year says the same.
    standings.choice.setCurrentIndex(standings.choice.findText("Annual 2026 — Algarve Best Poker Player"))
    assert (cells(standings.table, 1)[0], cells(standings.table, 2)[0]) == ("Jogador 1", "613")

    # The TD tries to take the tournament out of the ranking: its prize pool was already cut for the
    # ranking funds (FS 9.5, 9.8.2), so it keeps counting and the desk says why.
    panel.pages.setCurrentWidget(results)
    row = cells(results.table, 1).index("Quinta-feira €100")
    assert not results.model.setData(results.model.index(row, 4), Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert desk.ranking.state.counts(tid) is True
    assert results.counts_error.isVisible() and "FS 9.5" in results.counts_error.text()
    assert quarterly_standings(desk.ranking.state, "2026-Q2").rows[0].player_id == ids[0]
    assert results.model.index(row, 4).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert ids[0] in desk.players().players


def test_points_are_refused_for_a_tournament_not_finished(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    assert session.create_tournament(CONFIG) is not None
    results = panel.tournaments_page
    panel.pages.setCurrentWidget(results)
    assert "not finished" in results.open_label.text()
    qtbot.mouseClick(results.record_button, Qt.MouseButton.LeftButton)
    assert results.record_error.isVisible() and "not finished" in results.record_error.text()
    assert not desk.ranking.state.results


def test_a_correction_needs_a_reason_and_then_shows_in_the_history_with_who_when_why(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """FS 9.12: every change of points is logged with who, when and why, apart from computed points."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    play_to_the_end(session, [f"Jogador {n}" for n in range(1, 13)])
    qtbot.mouseClick(panel.tournaments_page.record_button, Qt.MouseButton.LeftButton)
    page = panel.standings_page
    page.choice.setCurrentIndex(page.choice.findText("Season Primavera (Q2 2026)"))
    page.table.selectRow(1)  # Jogador 2, 407 points
    assert page.correction_player.text() == "Jogador 2"
    assert cells(page.history, 2) == ["Quinta-feira €100"]
    assert cells(page.history, 4) == ["100"] and cells(page.history, 5) == ["307"]
    assert "prize 307,80 €: 307 pts" in cells(page.history, 9)[0]

    log_before = len(desk.ranking.log)
    page.points.setValue(25)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    assert page.correction_error.isVisible() and "reason" in page.correction_error.text()
    assert len(desk.ranking.log) == log_before
    assert cells(page.table, 2)[1] == "407"

    qtbot.keyClicks(page.reason, "Prize of 2nd place entered 25 euros short")
    qtbot.keyClick(page.reason, Qt.Key.Key_Return)
    assert page.correction_error.isHidden()
    assert cells(page.table, 1)[1] == "Jogador 2"
    assert cells(page.table, 2)[1] == "432" and cells(page.table, 5)[1] == "25"
    assert cells(page.history, 2) == ["Quinta-feira €100", "Correction"]
    assert cells(page.history, 6)[1] == "25"
    assert cells(page.history, 8)[1] == "Ana"
    assert cells(page.history, 9)[1] == "Prize of 2nd place entered 25 euros short"
    assert cells(page.history, 0)[1] != ""
    assert page.history_total.text() == "432 points in 2 line(s)"  # no catalogue here: the plural form comes from tdapp_en / pt_PT
    assert desk.ranking.state.corrections[-1].operator == "Ana"
    save(panel, "ranking-standings.png")


def test_the_standing_exports_as_csv_with_the_winner_first_and_formulas_escaped(qtbot, desk: Desk, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """SPEC 10: a name starting with "=" is written as text, not as a spreadsheet formula."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    names = ["Ana Sousa", '=HYPERLINK("x")', *[f"Jogador {n}" for n in range(3, 13)]]
    play_to_the_end(session, names)
    qtbot.mouseClick(panel.tournaments_page.record_button, Qt.MouseButton.LeftButton)
    page = panel.standings_page
    page.choice.setCurrentIndex(page.choice.findText("Season Primavera (Q2 2026)"))
    target = tmp_path / "standing.csv"
    asked: list[str] = []
    page.choose_path = lambda suggested: asked.append(suggested) or str(target)  # type: ignore[func-returns-value]
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert asked == ["ranking-2026-Q2.csv"]
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8 with a byte-order mark, for spreadsheets
    lines = data.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("position;player number;name;points")  # the desk is pt-PT by default: ';' for its spreadsheets
    assert lines[1].split(";")[:4] == ["1", str(desk.ranking.state.results[session.tournament_id].scores[0].player_id), "Ana Sousa", "613"]
    second = next(line for line in lines if "HYPERLINK" in line)
    assert "'=HYPERLINK" in second
    assert page.export_error.isHidden()


def test_funds_and_finals_show_the_percentages_and_the_seats(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """FS 9.5.1, 9.8.2: 3 % and 2 % of the prize pool (1,080 € → 32,40 € and 21,60 €)."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    play_to_the_end(session, [f"Jogador {n}" for n in range(1, 13)])
    qtbot.mouseClick(panel.tournaments_page.record_button, Qt.MouseButton.LeftButton)
    page = panel.finals_page
    panel.pages.setCurrentWidget(page)
    assert page.annual_fund.text().replace("\u00a0", " ") == "Annual fund (3 %): 32,40 € · promotional fund (Xtrastacks): 0,00 €"
    assert page.quarterly_fund.text().replace("\u00a0", " ") == "Quarterly fund (2 %): 21,60 €"
    assert cells(page.seats, 1) == [f"Jogador {n}" for n in range(1, 11)]
    assert cells(page.qualifiers, 1) == [f"Jogador {n}" for n in range(1, 11)]
    page.qualifiers.selectRow(2)
    qtbot.mouseClick(page.winner_button, Qt.MouseButton.LeftButton)
    assert page.winner_error.isHidden()
    assert cells(page.seats, 1)[0] == "Jogador 3"
    assert cells(page.seats, 2)[0] == "winner of the quarterly final 2026-Q2"
    save(panel, "ranking-finals.png")


def play_by_itself_to_its_prizes(session: DeskSession, config: dict[str, Any], names: list[str], left: int, **payment: Any) -> list[int]:
    """A Survivor or a satellite: registration closed, players out from the last until `left` are in; it ends by itself."""
    desk = session.desk
    ids = [desk.add_player(name) for name in names]
    assert session.create_tournament({**CONFIG, **config}) is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [
            ("registration.register", {"player_id": pid}),
            ("money.buy_in", {"player_id": pid, "document": f"D{pid}", **payment}),
        ]
    commands += [("registration.close_late", {}), ("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    for pid in reversed(ids[left:]):
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    assert session.state.status.value == "finished"  # nobody pressed "finish": it ended at its prizes
    return ids


def test_fs_3_1_9_a_survivor_is_recorded_with_the_survivors_chips_at_the_end(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """13 entries, 3 survivors of 370,50 € each (after the 5 % ranking deduction); the ranking places them by chips.

    The prize points are the survivors' 1 111,50 € re-counted by chips: 150 000 of
    260 000 chips is 641,25 €, so Jogador 2 leads with 100 + 641 = 741 points.
    """
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    ids = play_by_itself_to_its_prizes(
        session, {"modality": "survivor", "payout_rule": "survivor"}, [f"Jogador {n}" for n in range(1, 14)], left=3
    )
    page = panel.tournaments_page
    panel.pages.setCurrentWidget(page)
    assert "is finished" in page.open_label.text()
    assert page.final_chips_box.isVisible()
    assert [page.final_chips_form.itemAt(r, page.final_chips_form.ItemRole.LabelRole).widget().text() for r in range(3)] == [
        "Jogador 1",
        "Jogador 2",
        "Jogador 3",
    ]
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    assert page.record_error.isVisible() and "FS 3.1.9" in page.record_error.text()
    assert not desk.ranking.state.results

    for pid, count in zip(ids[:3], ("50 000", "150 000", "60 000"), strict=True):
        box = page.final_chips[pid]
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), count)
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    assert page.record_error.isHidden()
    rows = quarterly_standings(desk.ranking.state, "2026-Q2").rows
    assert [(r.player_id, r.points) for r in rows[:3]] == [(ids[1], 741), (ids[2], 356), (ids[0], 313)]
    assert {r.player_id for r in rows[3:]} == set(ids[3:])  # the others score their buy-in only
    save(panel, "ranking-survivor.png")


def test_fs_3_1_4_a_satellite_that_ended_by_itself_gives_each_seat_its_value_in_points(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """9 x 125 EUR: two 500 EUR seats and 125 EUR; FS 9.2: a seat scores its value, the remainder its euros."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    satellite = {
        "modality": "satellite",
        "payout_rule": "satellite",
        "satellite_target_cents": 50_000,
        "counts_for_ranking": False,
        "buy_in": {"prize_cents": 12_500, "fee_cents": 1_250, "chips": 15_000},
    }
    ids = play_by_itself_to_its_prizes(session, satellite, [f"Jogador {n}" for n in range(1, 10)], left=2)
    page = panel.tournaments_page
    panel.pages.setCurrentWidget(page)
    assert page.final_chips_box.isHidden()
    row = cells(page.table, 0).index(str(session.tournament_id))
    page.model.setData(page.model.index(row, 4), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    qtbot.mouseClick(page.record_button, Qt.MouseButton.LeftButton)
    assert page.record_error.isHidden()
    rows = {r.player_id: r.points for r in quarterly_standings(desk.ranking.state, "2026-Q2").rows}
    assert rows[ids[0]] == rows[ids[1]] == 137 + 500 and rows[ids[2]] == 137 + 125


def test_fs_3_1_13_xtrastack_money_shows_in_the_ranking_promotional_fund(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    """Three Xtrastacks of 10 € during late registration: 30 € in the year's promotional fund, not in the pool."""
    session = DeskSession(desk)
    panel = panel_on(qtbot, session)
    define_q2(qtbot, panel)
    xtra = {**CONFIG, "late_registration_until_level": 2, "xtrastack": {"price_cents": 1_000, "chips": 5_000, "until_level": 2}}
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, 13)]
    assert session.create_tournament(xtra) is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("money.xtrastack", {"player_id": pid}) for pid in ids[:3]]
    commands += [("registration.close_late", {}), ("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    for pid in reversed(ids[1:]):
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    assert session.act("tournament.finish") is not None
    qtbot.mouseClick(panel.tournaments_page.record_button, Qt.MouseButton.LeftButton)
    page = panel.finals_page
    panel.pages.setCurrentWidget(page)
    assert page.annual_fund.text().replace("\u00a0", " ") == "Annual fund (3 %): 32,40 € · promotional fund (Xtrastacks): 30,00 €"
