"""The money tab as the TD uses it: the prize table and its freeze, an override, an ICM deal, the cash desk.

A tournament of 12 players (90 € + 10 € fee, counting for the ranking) is
played through the Desk; the panel is driven by clicks and typed amounts and
checked by what it shows and by the stored state.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from factories import FakeClock
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from tdapp.application.desk import Desk
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.money.override_dialog import OverrideDialog
from tdapp.ui.money_panel import MoneyPanel
from tdapp.ui.session import DeskSession

NOW_MS = int(dt.datetime(2026, 5, 15, 21, 0, tzinfo=dt.UTC).timestamp() * 1000)
BUY_IN = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
KO_BUY_IN = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000, "bounty_cents": 2000}


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "money.db", operator="Ana", now=FakeClock(NOW_MS))
    yield desk
    desk.close()


def plain(text: str) -> str:
    return text.replace("\u00a0", " ")


def cells(view: Any, column: int) -> list[str]:
    model = view.model()
    return [plain(model.index(r, column).data() or "") for r in range(model.rowCount())]


def start(qtbot, desk: Desk, players: int = 12, names: tuple[str, ...] = (), **config: Any) -> tuple[MoneyPanel, list[int]]:  # type: ignore[no-untyped-def]
    """A tournament with `players` paid and seated at two tables (the first named `names`, the others "Jogador n"), and the money panel on it."""
    session = DeskSession(desk)
    cfg = {"name": "Quinta-feira €100", "buy_in": BUY_IN, "counts_for_ranking": True, **config}
    ids = [desk.add_player(names[n - 1] if n <= len(names) else f"Jogador {n}") for n in range(1, players + 1)]
    tid = session.create_tournament(cfg)
    assert tid is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    panel = MoneyPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1200, 700)
    panel.show()
    return panel, ids


def bust(panel: MoneyPanel, *players: int, by: int | None = None) -> None:
    for pid in players:
        entry: dict[str, Any] = {"player_id": pid}
        if by is not None:
            entry["eliminator_id"] = by
        assert panel.session.act("player.bust", {"busts": [entry]}) is not None


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_twelve_entries_pay_50_30_20_of_the_pool_after_the_ranking_deduction(qtbot, desk: Desk) -> None:
    """FS 7.4 (10-30 entries: 50/30/20) on 12 x 90 € = 1,080 € less 5 % for the ranking (FS 9.5, 9.8.2)."""
    panel, _ids = start(qtbot, desk)
    page = panel.prize_page
    assert cells(page.table, 1) == ["513,00 €", "307,80 €", "205,20 €"]
    assert cells(page.table, 2) == ["50,00 %", "30,00 %", "20,00 %"]
    assert "Paid places: 3" in page.summary.text()
    assert "Prize pool: 1 026,00 €" in plain(page.summary.text())
    lines = dict(zip(cells(page.pool_view, 0), cells(page.pool_view, 2), strict=True))
    assert lines["Entries"] == "1 080,00 €"
    assert lines["− Annual final fund (3 %)"] == "-32,40 €"
    assert lines["− Quarterly final fund (2 %)"] == "-21,60 €"
    assert lines["Prize pool"] == "1 026,00 €"
    assert lines["Fees"] == "120,00 €"
    assert page.status.text().startswith("LIVE")


def test_too_few_entries_show_the_rules_message_instead_of_a_table(qtbot, desk: Desk) -> None:
    panel, _ids = start(qtbot, desk, players=4)
    page = panel.prize_page
    assert page.table.isHidden()
    assert "FS 7.4 has no table for 4 entries" in page.no_table.text()
    assert not page.override_button.isEnabled()


def test_freezing_from_the_panel_closes_late_registration_and_records_who_and_when(qtbot, desk: Desk) -> None:
    """FS 7.5: one click closes late registration and freezes; the page says by whom and when."""
    panel, _ids = start(qtbot, desk)
    page = panel.prize_page
    assert page.freeze_button.text() == "Close late registration and freeze"
    click(qtbot, page.freeze_button)
    assert page.error.isHidden()
    book = desk.tournament(panel.session.tournament_id)
    state = book.state
    freeze = next(a for a in book.log if a.kind == "prizes.freeze")
    assert state.late_registration_closed_at_ms is not None
    assert state.prizes.frozen is not None and state.prizes.frozen.operator == "Ana"
    shown = dt.datetime.fromtimestamp(freeze.at_ms / 1000).strftime("%d/%m/%Y %H:%M")
    assert page.status.text() == f"FROZEN on {shown} by Ana."
    assert not page.freeze_button.isEnabled()
    assert page.freeze_button.text() == "Frozen"
    assert page.banner.isHidden()


def test_the_freeze_closes_re_entry_too_in_one_step(qtbot, desk: Desk) -> None:
    """FS 7.5: the table is fixed when late registration and re-entry close; one click does both and freezes."""
    reentry = {"purchase": BUY_IN, "until_level": 6}
    panel, ids = start(qtbot, desk, reentry=reentry)
    bust(panel, ids[-1])
    assert panel.session.act("money.reentry", {"player_id": ids[-1]}) is not None
    page = panel.prize_page
    assert "Re-entries: 1" in page.summary.text()
    assert "Prize pool: 1 111,50 €" in plain(page.summary.text())  # 13 x 90 € less 5 %
    log_before = len(desk.tournament(panel.session.tournament_id).log)
    click(qtbot, page.freeze_button)
    state = panel.session.state
    assert state.late_registration_closed_at_ms is not None and state.reentry_closed_at_ms is not None
    assert state.prizes.frozen is not None and state.prizes.frozen.entries == 13
    kinds = [a.kind for a in desk.tournament(panel.session.tournament_id).log[log_before:]]
    assert kinds == ["registration.close_late", "registration.close_reentry", "prizes.freeze"]


def test_the_banner_asks_for_the_freeze_once_late_registration_is_closed(qtbot, desk: Desk) -> None:
    panel, _ids = start(qtbot, desk)
    page = panel.prize_page
    assert page.banner.isHidden()
    assert panel.session.act("registration.close_late") is not None
    assert page.banner.isVisible()
    assert "Late registration has closed" in page.banner_text.text()
    click(qtbot, page.banner_button)
    assert panel.session.state.prizes.frozen is not None
    assert page.banner.isHidden()


def test_an_override_that_does_not_add_up_is_refused_in_red_and_changes_nothing(qtbot, desk: Desk) -> None:
    """FS 8.1: the TD's amounts must add up to the pool to the cent; the reason is required."""
    panel, _ids = start(qtbot, desk)
    page = panel.prize_page
    click(qtbot, page.freeze_button)
    log_before = len(desk.tournament(panel.session.tournament_id).log)
    frozen_before = panel.session.state.prizes.frozen
    dialog = page.make_override_dialog()
    qtbot.addWidget(dialog)
    for place, text in ((1, "600"), (2, "300"), (3, "100")):
        dialog.set_amount(place, text)
    assert "difference -26,00 €" in plain(dialog.total.text())
    click(qtbot, dialog.ok_button)
    assert "reason" in dialog.error.text()
    dialog.reason.setText("Players agreed a rounder table")
    click(qtbot, dialog.ok_button)
    assert plain(dialog.error.text()) == "The prizes add up to 100000 cents but the prize pool is 102600 cents."
    assert not dialog.error.isHidden()
    assert dialog.result() != OverrideDialog.DialogCode.Accepted
    assert panel.session.state.prizes.frozen == frozen_before
    assert len(desk.tournament(panel.session.tournament_id).log) == log_before
    # Put right, it goes through and the page shows the override and its reason.
    dialog.set_amount(1, "626")
    click(qtbot, dialog.ok_button)
    assert dialog.result() == OverrideDialog.DialogCode.Accepted
    assert panel.session.state.prizes.frozen.amounts == (62_600, 30_000, 10_000)
    assert cells(page.table, 1) == ["626,00 €", "300,00 €", "100,00 €"]
    assert "Reason: Players agreed a rounder table" in page.status.text()


def test_an_icm_deal_for_three_players_adds_up_to_the_prizes_left_and_is_stored(qtbot, desk: Desk) -> None:
    """FS 7.3: ICM amounts next to the prize table, summing exactly; accepting stores the deal."""
    panel, ids = start(qtbot, desk)
    bust(panel, *reversed(ids[3:]))
    page = panel.deal_page
    assert not page.form.isHidden()
    assert [page.players.item(r, 0).text() for r in range(3)] == ["Jogador 1", "Jogador 2", "Jogador 3"]
    assert cells(page.prizes_view, 1) == ["513,00 €", "307,80 €", "205,20 €"]
    # Bad input first: a stack left empty is refused in red and nothing can be accepted.
    page.set_chips([120_000, 80_000, 0])
    click(qtbot, page.calculate_button)
    assert "positive number of chips" in page.error.text()
    assert not page.accept_button.isEnabled()
    page.set_chips([120_000, 80_000, 40_000])
    click(qtbot, page.calculate_button)
    assert page.error.isHidden()
    amounts = [page.players.item(r, 3).text() for r in range(3)]
    cents = [int(plain(a).replace(" €", "").replace(" ", "").replace(",", "")) for a in amounts]
    assert sum(cents) == 102_600
    assert cents[0] > cents[1] > cents[2]
    assert plain(page.total.text()) == "Total: 1 026,00 € = 1 026,00 €, the prizes left"
    assert [page.players.item(r, 5).text() for r in range(3)] == ["0,00\u00a0€"] * 3  # an ICM deal is ICM
    click(qtbot, page.accept_button)
    assert page.error.isHidden()
    deal = panel.session.state.prizes.last_deal
    assert deal is not None and deal.method == "icm"
    assert deal.player_ids == tuple(ids[:3]) and list(deal.amounts) == cents and deal.stacks == (120_000, 80_000, 40_000)
    assert "Every prize has been shared out." in page.closed.text()
    assert panel.prize_page.status.text().startswith("Deal accepted")


def test_a_chip_chop_with_an_amount_kept_in_play_shows_the_difference_with_icm(qtbot, desk: Desk) -> None:
    panel, ids = start(qtbot, desk)
    bust(panel, *reversed(ids[3:]))
    page = panel.deal_page
    page.method.setCurrentIndex(page.method.findData("chip_chop"))
    page.set_chips([100_000, 100_000, 40_000])
    qtbot.keyClicks(page.play_for, "200")
    click(qtbot, page.calculate_button)
    assert plain(page.total.text()) == "Total shared: 826,00 € + 200,00 € kept in play = 1 026,00 €, the prizes left"
    assert [plain(page.players.item(r, 3).text()) for r in range(3)] == ["344,17 €", "344,17 €", "137,66 €"]
    assert all(page.players.item(r, 5).text() for r in range(3))
    qtbot.keyClicks(page.play_for, "0")  # 2,000 € is more than first minus second prize
    assert not page.accept_button.isEnabled()
    click(qtbot, page.calculate_button)
    assert "At most 20520 cents can be kept in play" in page.error.text()
    assert panel.session.state.prizes.last_deal is None


def test_a_custom_deal_must_share_exactly_the_prizes_left(qtbot, desk: Desk) -> None:
    """FS 7.3: the amounts the players agreed are checked by the domain; a wrong total is refused in red."""
    panel, ids = start(qtbot, desk)
    page = panel.deal_page
    assert "opens at the final table (10 players or fewer); 12 players" in page.closed.text()
    bust(panel, *reversed(ids[2:]))
    page.method.setCurrentIndex(page.method.findData("custom"))
    assert not page.players.isColumnHidden(2)
    page.set_chips([150_000, 90_000])
    page.set_agreed(["500", "300"])
    click(qtbot, page.calculate_button)
    assert plain(page.error.text()) == "The deal shares 80000 cents but the prizes left are 82080 cents."
    assert not page.accept_button.isEnabled()
    page.set_agreed(["510,80", "310"])
    click(qtbot, page.calculate_button)
    assert page.error.isHidden()
    click(qtbot, page.accept_button)
    deal = panel.session.state.prizes.last_deal
    assert deal is not None and deal.method == "custom" and deal.amounts == (51_080, 31_000)
    assert page.agreed_texts() == ["", ""]


def test_the_cash_desk_reconciles_to_the_cent_with_bounties_and_prizes(qtbot, desk: Desk) -> None:
    """SPEC 3: entries, fees, bounties, ranking deduction and prizes reconcile to the cent."""
    panel, ids = start(qtbot, desk, modality="knockout", buy_in=KO_BUY_IN)
    for pid in reversed(ids[1:]):
        bust(panel, pid, by=ids[0])
    assert panel.session.state.players_left == 1
    page = panel.cash_page
    lines = dict(zip(cells(page.lines, 0), cells(page.lines, 2), strict=True))
    counts = dict(zip(cells(page.lines, 0), cells(page.lines, 1), strict=True))
    assert counts["   Entries"] == "12"
    assert lines["   Entries"] == "1 440,00 €"  # 12 x (90 + 10 + 20)
    assert lines["Total taken in"] == "1 440,00 €"
    assert lines["   Fees"] == "120,00 €"
    assert lines["   Ranking deduction"] == "54,00 €"
    assert lines["   Prize pool"] == "1 026,00 €"
    assert lines["   Bounties"] == "240,00 €"
    assert lines["   Bounties paid"] == "240,00 €"  # 11 x 20 € to the eliminator, and the winner keeps his own
    assert lines["   Bounties outstanding"] == "0,00 €"
    assert lines["   Prizes awarded"] == "1 026,00 €"
    assert lines["   Prizes outstanding"] == "0,00 €"
    assert lines["House balance"] == "174,00 €"  # 120 fees + 54 ranking deduction
    assert page.reconciles.text() == "Reconciles to the cent: yes"
    assert cells(page.awards, 0)[:3] == ["1", "2", "3"]
    assert cells(page.awards, 1)[:3] == ["Jogador 1", "Jogador 2", "Jogador 3"]
    assert cells(page.awards, 2)[:3] == ["513,00 €", "307,80 €", "205,20 €"]
    assert cells(page.awards, 3)[0] == "11  (220,00 €)"


def test_the_cash_desk_wraps_a_long_name_and_a_long_note_in_a_narrow_window(qtbot, desk: Desk) -> None:
    """Issue 16 (no text is cut): at the window's least width a winner's full name and the ranking deduction's note
    take a second line in their rows; nothing on the cash desk ends in "…"."""
    from tdapp.ui.visible_text import cut_texts

    long_name = "Maria da Conceição Simões Fernandes"
    panel, ids = start(qtbot, desk, names=(long_name,), modality="knockout", buy_in=KO_BUY_IN)
    bust(panel, ids[5], by=ids[0])
    bust(panel, ids[6], by=ids[1])
    panel.pages.setCurrentWidget(panel.cash_page)
    panel.resize(900, 640)
    page = panel.cash_page
    row = cells(page.awards, 1).index(long_name)
    note = cells(page.lines, 3).index("3 % annual + 2 % quarterly final (FS 9.5, 9.8.2)")
    one_line = page.awards.verticalHeader().defaultSectionSize()

    def wrapped(view: QTableView, at: int) -> bool:
        """The row on two lines or more, measured at its columns' widths as they are now: Qt measures the rows again a
        moment after the columns narrow, and a row measured at the window's former width can already hold two lines."""
        return one_line < view.rowHeight(at) and view.sizeHintForRow(at) <= view.rowHeight(at)

    qtbot.waitUntil(lambda: wrapped(page.awards, row) and wrapped(page.lines, note))
    assert page.awards.width() < 400
    assert page.awards.rowHeight(cells(page.awards, 1).index("Jogador 2")) == one_line  # a short name keeps one line
    assert cut_texts(page) == []


def test_a_festival_s_awards_keep_one_line_rows_rather_than_measure_each(qtbot) -> None:
    """Measuring each row costs a quarter of a second for 1,000 awards: beyond `MEASURED_ROWS` the rows keep their height."""
    from PySide6.QtWidgets import QHeaderView

    from tdapp.ui.money.widgets import MEASURED_ROWS, wrap_rows
    from tdapp.ui.table_model import Column, RowsModel

    model: RowsModel[int] = RowsModel([Column("Player", str)])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    wrap_rows(view)
    model.set_rows(range(MEASURED_ROWS))
    assert view.verticalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.ResizeToContents
    model.set_rows(range(MEASURED_ROWS + 1))
    assert view.verticalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.Fixed


def test_the_money_tab_is_in_the_main_window(qtbot, desk: Desk) -> None:
    from tdapp.ui.main_window import MainWindow

    window = MainWindow(desk)
    qtbot.addWidget(window)
    tid = window.session.create_tournament({"name": "Sexta", "buy_in": BUY_IN})
    assert tid is not None
    panel = window.event_view.show_panel(MoneyPanel)
    assert isinstance(panel, MoneyPanel)
    assert "FS 7.4 has no table for 0 entries" in panel.prize_page.no_table.text()


def test_the_prize_table_is_rounded_as_the_tournament_says_and_says_so(qtbot, desk: Desk) -> None:
    """Issue 17: the unit of the tournament (here 5 EUR) on the money tab, the same table as the room and the sheet."""
    panel, _ids = start(qtbot, desk, players=13, payout_round_to_cents=500)
    page = panel.prize_page
    amounts = cells(page.table, 1)
    state = panel.session.state
    from tdapp.domain.prizes.awards import prize_table
    from tdapp.ui.numbers import money as money_text

    table = prize_table(state)
    assert all(a % 500 == 0 for a in table.amounts[1:]) and sum(table.amounts) == table.pool_cents
    assert len(amounts) == 3 and all(plain(money_text(a)) in amounts for a in table.amounts[1:])
    assert "Rounded to 5,00 €, the remainder to first place" in plain(page.summary.text())


def test_a_finished_tournament_s_prizes_are_final_though_nobody_froze_them(qtbot, desk: Desk) -> None:
    """FS 7.5 freezes a running event's table; once the event is over nothing can enter the pool: no LIVE, no freeze asked."""
    panel, ids = start(qtbot, desk)
    page = panel.prize_page
    assert panel.session.act("registration.close_late") is not None
    assert page.banner.isVisible() and page.status.text().startswith("LIVE")  # running: the desk asks for the freeze
    bust(panel, *reversed(ids[1:]))
    assert panel.session.act("tournament.finish") is not None
    state = panel.session.state
    assert state.prizes.frozen is None and state.finished_at_ms is not None
    assert page.status.text().startswith("FINAL: the tournament finished on ")
    assert page.status.text().endswith("; these are the prizes it paid.")
    assert page.banner.isHidden()
    assert not page.freeze_button.isEnabled() and page.freeze_button.text() == "Final"


def test_the_override_writes_amounts_as_the_desk_does_and_takes_them_typed_either_way(qtbot, desk: Desk) -> None:
    """pt-PT groups thousands in the editor too ("2 850,00", not "2850,00"); "2 850,00" and "2850,00" both read back to cents."""
    panel, _ids = start(qtbot, desk, buy_in={**BUY_IN, "prize_cents": 50_000, "fee_cents": 5_000})
    page = panel.prize_page
    click(qtbot, page.freeze_button)
    dialog = page.make_override_dialog()
    qtbot.addWidget(dialog)
    assert [plain(text) for text in dialog.texts()] == ["2 850,00", "1 710,00", "1 140,00"]
    assert plain(dialog.total.text()) == "Total: 5 700,00 € = the prize pool"  # what is shown reads back whole
    dialog.set_amount(1, "2 900,00")  # typed with a plain space
    dialog.set_amount(2, "1660,00")  # or without one
    dialog.set_amount(3, "1\u00a0140")
    dialog.reason.setText("Players agreed a rounder table")
    click(qtbot, dialog.ok_button)
    assert dialog.result() == OverrideDialog.DialogCode.Accepted
    assert panel.session.state.prizes.frozen.amounts == (290_000, 166_000, 114_000)


def test_the_override_in_english_writes_and_takes_english_amounts(qtbot, desk: Desk) -> None:
    from tdapp.ui import numbers

    numbers.set_language("en")  # put back to pt-PT by conftest
    panel, _ids = start(qtbot, desk, buy_in={**BUY_IN, "prize_cents": 50_000, "fee_cents": 5_000})
    page = panel.prize_page
    click(qtbot, page.freeze_button)
    dialog = page.make_override_dialog()
    qtbot.addWidget(dialog)
    assert dialog.texts() == ["2,850.00", "1,710.00", "1,140.00"]
    dialog.set_amount(1, "2,900")
    dialog.set_amount(2, "1660.00")
    assert dialog.total.text() == "Total: €5,700.00 = the prize pool"
    dialog.reason.setText("Players agreed a rounder table")
    click(qtbot, dialog.ok_button)
    assert panel.session.state.prizes.frozen.amounts == (290_000, 166_000, 114_000)


def test_a_custom_deal_in_english_takes_amounts_grouped_with_commas(qtbot, desk: Desk) -> None:
    """The English desk writes "€2,850.00": a TD who types "2,850.00" as an agreed amount is understood."""
    from tdapp.ui import numbers

    numbers.set_language("en")  # put back to pt-PT by conftest
    panel, ids = start(qtbot, desk, buy_in={**BUY_IN, "prize_cents": 50_000, "fee_cents": 5_000})
    page = panel.deal_page
    bust(panel, *reversed(ids[2:]))
    page.method.setCurrentIndex(page.method.findData("custom"))
    page.set_chips([150_000, 90_000])
    page.set_agreed(["2,850.00", "1,710"])
    click(qtbot, page.calculate_button)
    assert page.error.isHidden(), page.error.text()
    click(qtbot, page.accept_button)
    deal = panel.session.state.prizes.last_deal
    assert deal is not None and deal.amounts == (285_000, 171_000)
