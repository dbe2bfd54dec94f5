"""A whole small knock-out played through the desk's window, as the floor would play it.

From the template in the New tournament dialog to the winner's points in the
ranking: 30 players registered at the desk, three tables drawn, the clock
started with the space bar, busts with their eliminator (the bounty), a
rebuy refused, a re-entry, a balancing move and a table broken, a color-up
with its chip race at the break, hand-for-hand near the bubble, the final
table, an ICM deal between the last three, the finish and the ranking. Each
step is checked by what the screens show (labels, table cells, the clock bar,
the banner) and by the stored state.

Modal dialogs are answered without a modal loop where the panels offer a hook
(`run_dialog`, `make_bust_dialog`, `make_chip_set_dialog`,
`make_color_up_dialog`); the New tournament dialog and the "Finish the
tournament?" question are real modal dialogs answered with a timer.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDateTime, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QWidget

from tdapp.application.desk import Desk
from tdapp.domain.money import format_cents
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.domain.tournament.state import RegStatus, Status
from tdapp.ui.floor.floor_panel import FloorPanel
from tdapp.ui.main_window import MainWindow
from tdapp.ui.money_panel import MoneyPanel
from tdapp.ui.new_tournament import NewTournamentDialog
from tdapp.ui.ranking_panel import RankingPanel
from tdapp.ui.registration.payment_dialog import PaymentDialog
from tdapp.ui.registration.player_dialog import PlayerDialog
from tdapp.ui.registration_panel import RegistrationPanel
from tdapp.ui.setup_panel import SetupPanel

MINUTE = 60_000
START_MS = int(dt.datetime(2026, 5, 15, 15, 0).timestamp() * 1000)  # local time: the desk's "today" is 15/05/2026
LEFT = Qt.MouseButton.LeftButton


class Clock:
    """The desk's wall clock: it stands still until the test lets time pass (one ms per reading keeps actions ordered)."""

    def __init__(self, at_ms: int) -> None:
        self.at_ms = at_ms

    def __call__(self) -> int:
        self.at_ms += 1
        return self.at_ms

    def advance(self, minutes: float) -> None:
        self.at_ms += int(minutes * MINUTE)


@pytest.fixture
def clock() -> Clock:
    return Clock(START_MS - 45 * MINUTE)


@pytest.fixture
def desk(tmp_path: Path, clock: Clock) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "whole.db", operator="Ana", now=clock)
    yield desk
    desk.close()


# -- how a floor person works the screen ---------------------------------------------------


def plain(text: str) -> str:
    """Amounts are written with non-breaking spaces; compare them as a reader sees them."""
    return text.replace("\u00a0", " ")


def click(qtbot, button: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), button.toolTip()
    assert button.isVisible(), button.toolTip()
    qtbot.mouseClick(button, LEFT)


def click_row(qtbot, view, row: int, column: int = 0) -> None:  # type: ignore[no-untyped-def]
    index = view.model().index(row, column)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.visualRect(index).center())


def cells(view, column: int) -> list[str]:  # type: ignore[no-untyped-def]
    model = view.model()
    return [plain(str(model.index(r, column).data() or "")) for r in range(model.rowCount())]


def go_to(qtbot, window: MainWindow, cls: type) -> Any:  # type: ignore[no-untyped-def]
    """Click the panel's tab."""
    tabs = window.event_view.tabs
    panel = window.event_view.panel(cls)
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(tabs.indexOf(panel)).center())
    assert tabs.currentWidget() is panel
    QApplication.processEvents()  # let the panel's layout settle before clicking inside it
    return panel


def answer_modal(answer: Callable[[QWidget], None], failures: list[BaseException]) -> None:
    """Answer the next modal dialog with `answer`; if that fails, close the dialog so the test never hangs."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert dialog is not None, "no modal dialog is open"
            answer(dialog)
        except BaseException as exc:  # reported by the test after the modal loop ends
            failures.append(exc)
            if isinstance(dialog, QDialog):
                dialog.reject()

    QTimer.singleShot(0, run)


def answering(panel: Any, fill: Callable[[Any], None]) -> list[QDialog]:
    """The panel's next dialogs are filled by `fill` and confirmed with their OK button."""
    seen: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        seen.append(dialog)
        fill(dialog)
        dialog.ok_button.click()
        return dialog.result() == QDialog.DialogCode.Accepted

    panel.run_dialog = run
    return seen


class Floor:
    """The floor panel worked by clicks: seats, the bust dialog, the balance suggestions."""

    def __init__(self, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.window = window
        self.panel: FloorPanel = window.event_view.panel(FloorPanel)
        self.bounties: dict[int, int] = {}

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.window.session.state

    def show(self) -> FloorPanel:
        return go_to(self.qtbot, self.window, FloorPanel)

    def click_seat(self, table: int, seat: int) -> None:
        view = self.panel.view
        self.qtbot.mouseClick(view.viewport(), LEFT, pos=view.seat_point(table, seat))
        assert self.panel.selected == (table, seat)

    def drawn(self, table: int) -> list[int]:
        """The player ids drawn at a table, as the picture shows them."""
        return [pid for _seat, pid, _name in self.panel.view.items_by_table[table].look.players]

    def bust(self, table: int, count: int = 1, *, stacks: bool = True) -> list[int]:
        """The last `count` players of a table go out in one hand, eliminated by the first seated player."""
        self.show()
        seats = sorted(self.state.seating.tables[table].players.items())
        eliminator = seats[0][1]
        out = [pid for _seat, pid in seats[-count:]]
        self.click_seat(table, seats[-count][0])
        dialog = self.panel.make_bust_dialog()
        assert dialog is not None
        self.qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.row_of(out[0]).out.isChecked()  # the clicked player is ticked already
        for i, pid in enumerate(out):
            row = dialog.row_of(pid)
            row.out.setChecked(True)
            row.eliminator.setCurrentIndex(row.eliminator.findData(eliminator))
            if stacks and count > 1:
                row.stack.setValue(1_000 * (i + 1))
        click(self.qtbot, dialog.ok_button)
        assert dialog.error.isHidden(), dialog.error.text()
        assert dialog.result() == QDialog.DialogCode.Accepted
        self.bounties[eliminator] = self.bounties.get(eliminator, 0) + count
        for pid in out:
            assert pid not in self.drawn(table)
        return out

    def accept_suggestions(self) -> list[str]:
        """Click the green "Accept" of the first suggestion until the tables are balanced; returns what was accepted."""
        box = self.panel.balance
        accepted: list[str] = []
        for _ in range(12):
            if box.model.rowCount() == 0:
                break
            accepted.append(box.model.row(0).text)
            self.panel.tabs.setCurrentWidget(box)
            QApplication.processEvents()
            click_row(self.qtbot, box.table, 0, 0)
            assert box.error.isHidden(), box.error.text()
        assert box.model.rowCount() == 0
        counts = [t.count for t in self.state.seating.open_tables()]
        assert max(counts) - min(counts) <= 1, counts
        return accepted

    def bust_down_to(self, left: int) -> None:
        """Players go out one table at a time (the fullest first), the tables kept balanced."""
        while self.state.players_left > left:
            tables = sorted(self.state.seating.open_tables(), key=lambda t: (-t.count, t.number))
            self.bust(tables[0].number)
            if self.state.players_left > left:
                self.accept_suggestions()


# -- the tournament ------------------------------------------------------------------------------


def test_a_whole_knockout_through_the_window(qtbot, desk: Desk, clock: Clock) -> None:
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    session = window.session
    refusals: list[str] = []
    session.refused.connect(refusals.append)

    # 1. A knock-out from the template, named in the New tournament dialog. -----------------------
    failures: list[BaseException] = []

    def create(dialog: QWidget) -> None:
        assert isinstance(dialog, NewTournamentDialog)
        keys = [t.key for t in dialog.templates]
        dialog.list.setCurrentRow(keys.index("knockout"))
        assert "Buy-in 150,00 € (prize 100,00 € + fee 20,00 €), 25 000 chips" in plain(dialog.summary.text())
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, "KO de Sexta")
        dialog.start.setDateTime(QDateTime.fromMSecsSinceEpoch(START_MS))
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), LEFT)

    answer_modal(create, failures)
    click(qtbot, window.start_page.welcome.new_button)  # an empty database: the first start's welcome offers it
    assert not failures, failures
    assert window.pages.currentWidget() is window.event_view
    assert window.event_view.title.text() == "KO de Sexta"
    tid = session.tournament_id
    assert [(r.name, r.modality) for r in desk.tournament_rows()] == [("KO de Sexta", "knockout")]
    assert window.clock_bar.level_label.text() == "Level 1: 100/200"
    assert window.clock_bar.start_button.text() == "Start"

    # The template already counts for the ranking: the Setup panel says so.
    setup = go_to(qtbot, window, SetupPanel)
    assert setup.config_editor.ranking.isChecked()
    assert session.state.config.counts_for_ranking

    # A season covering today, defined in the Ranking panel.
    ranking = go_to(qtbot, window, RankingPanel)
    ranking.pages.setCurrentWidget(ranking.seasons_page)
    seasons = ranking.seasons_page
    assert (seasons.year.value(), seasons.quarter.value()) == (2026, 2)  # proposed from today
    qtbot.keyClicks(seasons.name, "Primavera")
    click(qtbot, seasons.define_button)
    assert seasons.error.isHidden()
    assert cells(seasons.table, 0) == ["2026-Q2"]
    assert cells(seasons.table, 4) == ["01/04/2026"] and cells(seasons.table, 5) == ["30/06/2026"]

    # 2. Thirty players at the registration desk. -----------------------------------------------------
    desk_panel: RegistrationPanel = go_to(qtbot, window, RegistrationPanel)
    # Three new players in the new-player dialog, registered from it, checked in and paid with the buttons.
    by_dialog: list[int] = []
    for i, name in enumerate(("Inês Conceição", "Gonçalo Araújo", "Łukasz Nowak")):

        def fill(dialog: PlayerDialog, name: str = name, i: int = i) -> None:
            assert isinstance(dialog, PlayerDialog) and dialog.register_now.isChecked()
            dialog.name.setText(name)  # QTest types Latin-1 only: "Ł" is pasted
            qtbot.keyClicks(dialog.document, f"CC {1000 + i}")

        seen = answering(desk_panel, fill)
        click(qtbot, desk_panel.new_button)
        pid = seen[0].player_id
        assert pid is not None
        by_dialog.append(pid)
        assert desk_panel.name_label.text() == name
        assert desk_panel.status_label.text() == "registered"
        prefilled: list[str] = []
        answering(desk_panel, lambda d, seen=prefilled: seen.append(d.document.text()))
        click(qtbot, desk_panel.check_in_button)
        assert prefilled == [f"CC {1000 + i}"]
        assert desk_panel.status_label.text() == "checked in"
        assert plain(desk_panel.pay_button.text()) == "Pay entry 150,00 €…"
        payments = answering(desk_panel, lambda d: None)
        click(qtbot, desk_panel.pay_button)
        assert isinstance(payments[0], PaymentDialog)
        assert desk_panel.status_label.text() == "entered"
        assert "150,00 €" in plain(desk_panel.receipt_label.text())
    # Two walk-ins found by typing their name: register, check in and pay at once.
    walk_ins = [session.add_player(name, document=f"BI {n}") for n, name in enumerate(("Vasco Ribeiro", "Helena Sousa"))]
    for pid in walk_ins:
        player = desk.players().players[pid]
        desk_panel.search.clear()
        qtbot.keyClicks(desk_panel.search, player.name.split()[0].lower())
        assert desk_panel.name_label.text() == player.name
        answering(desk_panel, lambda d: None)
        click(qtbot, desk_panel.walk_in_button)
        assert session.state.registrations[pid].status is RegStatus.ENTERED
    # The other 25 through the panel's own steps (register, check in, pay), without the clicks.
    others = [session.add_player(f"Jogador {n:02d}", document=f"D{n:02d}") for n in range(1, 26)]
    answering(desk_panel, lambda d: None)
    for pid in others:
        desk_panel.select_player(pid)
        desk_panel.register()
        desk_panel.check_in()
        desk_panel.pay()
        assert desk_panel.error_label.isHidden(), desk_panel.error_label.text()
    ids = by_dialog + walk_ins + others
    state = session.state
    assert len(ids) == 30 and all(state.registrations[pid].status is RegStatus.ENTERED for pid in ids)
    desk_panel.search.clear()
    summary = plain(desk_panel.summary_label.text())
    assert "Entries 30" in summary and "Players left 30" in summary
    assert desk_panel.found.text() == "30 players in this tournament"
    assert set(cells(desk_panel.table, 5)) == {"entered"}

    # Three tables opened and the seats drawn from the Floor panel.
    floor = Floor(qtbot, window)
    panel = floor.show()
    for table in (1, 2, 3):
        assert panel.open_table_button.text() == f"Open table {table}"
        click(qtbot, panel.open_table_button)
    assert panel.draw_button.text() == "Draw seats (30)"
    click(qtbot, panel.draw_button)
    assert panel.draw_button.text() == "Draw seats"
    assert sorted(panel.view.items_by_table) == [1, 2, 3]
    assert [len(floor.drawn(t)) for t in (1, 2, 3)] == [10, 10, 10]
    assert sorted(pid for t in (1, 2, 3) for pid in floor.drawn(t)) == sorted(ids)
    assert panel.standing.text() == "30 players left of 30 entries · 3 paid"
    # DP 06: the button starts on seat 1 of every table.
    for table in (1, 2, 3):
        floor.click_seat(table, 1)
        click(qtbot, panel.table_box.button_here)
        assert panel.table_box.title.text() == f"Table {table} — 10 players — button on seat 1"
    # The registration desk shows each player's seat.
    go_to(qtbot, window, RegistrationPanel)
    desk_panel.select_player(by_dialog[0])
    table, seat = session.state.seating.seat_of[by_dialog[0]]
    assert desk_panel.seat_label.text().replace("\u00a0", " ") == f"Table {table}, seat {seat}"

    # 3. The clock starts with the space bar. ----------------------------------------------------------
    clock.advance(45)
    floor.show()
    floor.click_seat(1, 1)  # the focus leaves the desk's search field, which would take the space itself
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts only fire in the active window
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert session.state.clock.started
    assert window.clock_bar.start_button.text() == "Pause"
    assert window.clock_bar.level_label.text() == "Level 1: 100/200"
    assert window.clock_bar.time_label.text() == "20:00"
    clock.advance(5)
    window.clock_bar.refresh()
    assert window.clock_bar.time_label.text() == "15:00"

    # 4. Players out at table 1, each with his eliminator: the eliminator wins the bounty (FS 3.1.3). ----------
    def name(pid: int) -> str:
        return desk.players().players[pid].display_name

    hunter = session.state.seating.tables[1].players[1]
    (mistake,) = floor.bust(1)
    assert f"Out: {name(mistake)}: place 30" in panel.news.text()
    assert panel.standing.text() == "29 players left of 30 entries · 3 paid"
    # Ctrl+Z: it was the wrong player; he is back in his seat.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    floor.bounties[hunter] -= 1
    assert session.state.seating.seat_of[mistake] == (1, 10)
    assert mistake in floor.drawn(1)
    assert session.state.registrations[mistake].alive and session.state.seating.finish_of(mistake) is None
    assert panel.standing.text() == "30 players left of 30 entries · 3 paid"
    log = window.event_view.show_panel(type(window.event_view.log_panel))  # the floor person looks at the Log tab
    assert log.model.index(0, 3).data().startswith("Undo of action #")
    window.event_view.show_panel(FloorPanel)
    # The real hand: seats 9 and 10 out together; the bigger stack at the start of the hand finishes higher.
    nine, ten = floor.bust(1, 2)
    assert session.state.seating.finish_of(ten).first_place == 29
    assert session.state.seating.finish_of(nine).first_place == 30
    assert f"{name(ten)}: place 29" in panel.news.text() and f"{name(nine)}: place 30" in panel.news.text()
    assert session.state.registrations[hunter].bounties_won == 2
    money = go_to(qtbot, window, MoneyPanel)
    cash = money.cash_page
    money.pages.setCurrentWidget(cash)
    row = cells(cash.awards, 1).index(name(hunter))
    assert cells(cash.awards, 3)[row] == "2  (60,00 €)"
    # The drawer is right; the prizes are still to be paid: balanced, not yet reconciled (and not in red).
    owed = format_cents(cash_desk(session.state).prizes_outstanding_cents)
    assert cash.reconciles.text().startswith(f"Balanced to the cent; still owed to players: {owed} in prizes")
    assert cells(cash.awards, 0)[row] == ""  # still in: no place yet, and no deal

    # 5. No rebuy in a knock-out: the desk hides the button, and the domain refuses it in red. ---------------
    desk_panel = go_to(qtbot, window, RegistrationPanel)
    desk_panel.select_player(hunter)
    assert not desk_panel.rebuy_button.isVisibleTo(desk_panel)
    book = desk.tournament(tid)
    log_size, payments = len(book.log), list(session.state.payments)
    desk_panel.rebuy()
    assert desk_panel.error_label.isVisible()
    assert desk_panel.error_label.text() == "This tournament has no rebuys (knockout)."
    assert "#b00020" in desk_panel.error_label.styleSheet()
    assert window.banner.isVisible() and window.banner.text() == desk_panel.error_label.text()
    assert len(book.log) == log_size and session.state.payments == payments
    # A re-entry is allowed until level 6: the 30th (not the last one out) buys in again and draws a seat;
    # his place goes, and the 29th moves down to 30th (RPT Art. 7.2: places stay one clean block).
    desk_panel.select_player(nine)
    assert plain(desk_panel.reentry_button.text()) == "Re-entry 150,00 €…"
    reentry = answering(desk_panel, lambda d: None)
    click(qtbot, desk_panel.reentry_button)
    assert reentry[0].seat_now.isChecked()  # players are seated: his seat is drawn with the payment
    table, seat = session.state.seating.seat_of[nine]
    assert desk_panel.seat_label.text().replace("\u00a0", " ") == f"Table {table}, seat {seat}"
    assert table == 1  # the table with the fewest players (RPT Art. 7.1)
    assert "Re-entries 1" in desk_panel.summary_label.text()
    assert session.state.registrations[nine].reentries == 1
    assert session.state.seating.finish_of(nine) is None
    assert session.state.seating.finish_of(ten).first_place == 30

    # 6. The tables get out of balance: one click accepts the move, later another breaks a table. ------------
    panel = floor.show()
    assert panel.standing.text() == "29 players left of 31 entries · 4 paid"
    floor.bust(1)  # 8, 10, 10
    box = panel.balance
    assert panel.tabs.tabText(1) == "Balance (1)"
    assert box.model.row(0).text.startswith("Move ") and " (big blind next) from table " in box.model.row(0).text
    accepted = floor.accept_suggestions()
    assert len(accepted) == 1 and box.summary.text() == "The tables are balanced."
    assert sorted(len(floor.drawn(t)) for t in (1, 2, 3)) == [9, 9, 10]
    floor.bust_down_to(20)
    texts = [box.model.row(i).text for i in range(box.model.rowCount())]
    assert texts and all(" breaks: " in t and " → table " in t for t in texts)
    breaking = box.model.row(0).table
    floor.accept_suggestions()
    assert breaking not in session.state.seating.opening_order
    assert breaking not in panel.view.items_by_table
    assert [t.count for t in session.state.seating.open_tables()] == [10, 10]

    # 7. The break after level 6: late registration closes (the prize table is frozen), then the color-up. ---
    clock.advance(114)  # 1:59 after the start
    window.clock_bar.refresh()
    assert window.clock_bar.level_label.text() == "Level 6: 500/1\u00a0000 ante 1\u00a0000"
    assert window.clock_bar.time_label.text() == "01:00"
    clock.advance(2)
    window.clock_bar.refresh()
    assert window.clock_bar.level_label.text() == "Break after level 6"
    money = go_to(qtbot, window, MoneyPanel)
    prizes = money.prize_page
    money.pages.setCurrentWidget(prizes)
    money._clock_timer.timeout.emit()  # its next look at the clock (every 5 s) notices late registration closed
    assert prizes.banner.isVisible() and "Late registration has closed" in prizes.banner_text.text()
    click(qtbot, prizes.banner_button)
    assert session.state.prizes.frozen is not None and session.state.prizes.frozen.entries == 31
    assert len(cells(prizes.table, 1)) == 4  # FS 7.4: 10 % of 31 entries, rounded up
    panel = floor.show()
    chips = panel.make_chip_set_dialog()
    qtbot.addWidget(chips)
    chips.show()
    click(qtbot, chips.ok_button)
    assert session.state.prizes.chips.chip_set is not None
    colour = panel.make_color_up_dialog()
    qtbot.addWidget(colour)
    colour.show()
    assert colour.removed.currentData() == 25
    for i, row in enumerate(colour.model.rows):
        colour.model.set_count(row.table, row.seat, i % 5, only_these=i == 3)
    click(qtbot, colour.preview_button)
    assert colour.error.isHidden(), colour.error.text()
    assert "For the whole event: bring " in colour.output.toPlainText()
    click(qtbot, colour.race_button)
    assert colour.record_button.isEnabled()
    click(qtbot, colour.record_button)
    assert "Recorded." in colour.output.toPlainText()
    colour.reject()
    assert "Color-up: 25 chips out of play" in panel.news.text()
    assert session.state.players_left == 20  # nobody is eliminated by the race (RPT Art. 24.2)
    assert [t.count for t in session.state.seating.open_tables()] == [10, 10]
    clock.advance(10)
    window.clock_bar.refresh()
    assert window.clock_bar.level_label.text() == "Level 7: 600/1\u00a0200 ante 1\u00a0200"

    # 8. Near the bubble the floor plays hand-for-hand; two players out in the same hand share their places. ---
    floor.bust_down_to(14)
    floor.accept_suggestions()
    assert panel.bubble.isVisible()
    assert panel.bubble.text() == "Bubble near: 10 more out before the money — think of hand-for-hand (RPT Art. 79)"
    tables = sorted(t.number for t in session.state.seating.open_tables())
    assert len(tables) == 2
    click(qtbot, panel.hfh_start_button)
    table_list = ", ".join(str(t) for t in tables)
    assert panel.hfh_banner.text() == f"HAND-FOR-HAND — hand 1 — still playing: tables {table_list}"
    assert not session.state.clock.running  # each hand takes its time off the clock (RPT Art. 79)
    assert window.clock_bar.start_button.text() == "Resume"
    (first,) = floor.bust(tables[0])
    (second,) = floor.bust(tables[1])
    finishes = [session.state.seating.finish_of(pid) for pid in (first, second)]
    assert [(f.first_place, f.last_place) for f in finishes] == [(13, 14), (13, 14)]
    assert "places 13–14 shared (RPT Art. 79)" in panel.news.text()
    panel.tabs.setCurrentIndex(2)
    QApplication.processEvents()
    for hand in (1, 2):
        for row in range(len(tables)):
            click_row(qtbot, panel.hfh_view, row, 1)
        assert panel.hfh_banner.text() == f"HAND-FOR-HAND — hand {hand} — every table is done: deal the next hand"
        click(qtbot, panel.hfh_next_button)
        assert panel.hfh_banner.text() == f"HAND-FOR-HAND — hand {hand + 1} — still playing: tables {table_list}"
    assert session.state.clock.hand_for_hand_hands == 2
    click(qtbot, panel.hfh_end_button)
    assert panel.hfh_banner.isHidden() and session.state.clock.running
    assert window.clock_bar.start_button.text() == "Pause"

    # 9. The final table: ten players fit at one table; down to three, an ICM deal, the finish. ---------------
    floor.accept_suggestions()
    floor.bust_down_to(10)
    panel.tabs.setCurrentWidget(box)
    assert panel.tabs.tabText(1).startswith("Balance (")
    assert box.final.isVisible() and box.final.text().startswith("Final table (RPT Art. 11): all 10 players fit at table ")
    floor.accept_suggestions()
    assert len(session.state.seating.open_tables()) == 1 and len(panel.view.items_by_table) == 1
    final = session.state.seating.open_tables()[0].number
    assert len(floor.drawn(final)) == 10
    floor.bust_down_to(5)
    assert panel.bubble.text() == "ON THE BUBBLE: the next player out wins nothing; 4 are paid"
    (bubble_boy,) = floor.bust(final)
    assert session.state.seating.finish_of(bubble_boy).first_place == 5
    (fourth,) = floor.bust(final)
    assert session.state.seating.finish_of(fourth).first_place == 4
    assert f"{name(fourth)}: place 4 — " in panel.news.text()  # the first prize paid, with its amount
    assert session.state.players_left == 3

    money = go_to(qtbot, window, MoneyPanel)
    deal = money.deal_page
    money.pages.setCurrentWidget(deal)
    assert deal.form.isVisible()
    finalists = list(deal.player_ids)
    assert sorted(finalists) == sorted(pid for pid, reg in session.state.registrations.items() if reg.alive)
    left_total = sum(money.figures.prizes_left)
    assert deal.heading.text().startswith("3 players still in; prizes left: ")
    stacks = [400_000, 250_000, 125_000]
    for spin, stack in zip(deal.spins, stacks, strict=True):
        spin.setFocus()
        qtbot.keyClicks(spin, str(stack))
        assert spin.value() == stack
    assert deal.method.currentData() == "icm"
    click(qtbot, deal.calculate_button)
    assert deal.error.isHidden(), deal.error.text()
    assert plain(deal.total.text()) == "Total: {t} = {t}, the prizes left".format(t=plain(format_cents(left_total)))
    shown = [plain(deal.players.item(r, 3).text()) for r in range(3)]
    click(qtbot, deal.accept_button)
    assert deal.error.isHidden(), deal.error.text()
    agreed = session.state.prizes.last_deal
    assert agreed is not None and agreed.method == "icm" and agreed.stacks == tuple(stacks)
    assert [plain(format_cents(a)) for a in agreed.amounts] == shown and sum(agreed.amounts) == left_total
    assert "Every prize has been shared out." in deal.closed.text()

    # Finish from the Tournament menu; its question is answered Yes.
    def yes(box: QWidget) -> None:
        assert isinstance(box, QMessageBox) and box.text().startswith("Places and prizes are then final")
        box.button(QMessageBox.StandardButton.Yes).click()

    refused_before = len(refusals)
    answer_modal(yes, failures)
    window.finish_action.trigger()
    assert not failures, failures
    assert session.state.status is Status.FINISHED
    assert not refusals[refused_before:], refusals[refused_before:]
    cash = money.cash_page
    money.pages.setCurrentWidget(cash)
    assert cash.reconciles.text() == "Reconciles to the cent: yes"
    lines = dict(zip(cells(cash.lines, 0), cells(cash.lines, 2), strict=True))
    assert (lines["   Entries"], lines["   Re-entries"]) == ("4 500,00 €", "150,00 €")
    assert lines["   Prize pool"] == "2 945,00 €"  # 31 × 100 € less 5 % for the ranking's funds (FS 7.2, 9.5)
    assert lines["   Prizes awarded"] == "2 945,00 €"
    assert lines["House balance"] == "775,00 €"  # 620 € of fees + 155 € of ranking deduction
    assert cells(cash.awards, 0)[:4] == ["deal", "deal", "deal", "4"]
    assert sorted(cells(cash.awards, 1)[:3]) == sorted(name(pid) for pid in finalists)
    assert lines["   Prizes outstanding"] == "0,00 €"
    assert lines["   Bounties outstanding"] == "0,00 €"
    by_name = dict(zip(cells(cash.awards, 1), cells(cash.awards, 3), strict=True))
    won = {pid: n for pid, n in floor.bounties.items() if n}
    assert {pid: session.state.registrations[pid].bounties_won for pid in won} == won  # one bounty per player named
    assert sum(won.values()) == 28  # 31 entries, 3 still in at the deal
    assert by_name[name(hunter)].startswith(f"{session.state.registrations[hunter].bounties_won}  (")

    # 10. The ranking: record the results and read the winner's points in the season's standings. --------------
    ranking = go_to(qtbot, window, RankingPanel)
    results = ranking.tournaments_page
    ranking.pages.setCurrentWidget(results)
    assert results.open_label.text() == "KO de Sexta is finished: its results can be recorded."
    click(qtbot, results.record_button)
    assert results.record_error.isHidden(), results.record_error.text()
    row = cells(results.table, 1).index("KO de Sexta")
    assert cells(results.table, 6)[row] == "recorded in 2026-Q2"
    standings = ranking.standings_page
    ranking.pages.setCurrentWidget(standings)
    standings.choice.setCurrentIndex(standings.choice.findText("Season Primavera (Q2 2026)"))
    leader = finalists[max(range(3), key=lambda i: agreed.amounts[i])]
    top = max(agreed.amounts)
    assert cells(standings.table, 0)[0] == "1"
    assert cells(standings.table, 1)[0] == name(leader)
    buy_in_points, prize_points, points = (int(cells(standings.table, c)[0]) for c in (3, 4, 2))
    assert prize_points == top // 100  # 1 point per whole euro of prize (FS 9.2)
    assert points == buy_in_points + prize_points
    assert len(cells(standings.table, 1)) == 30
