"""The floor panel as a floor person uses it: click seats, record busts, accept balance moves, color up."""

from __future__ import annotations

from pathlib import Path

import pytest
from factories import FakeClock
from PySide6.QtCore import Qt

from tdapp.application.demo import build_demo
from tdapp.application.desk import Desk
from tdapp.domain.floor.state import PenaltyKind
from tdapp.ui.floor.floor_panel import FloorPanel
from tdapp.ui.session import DeskSession
from tdapp.ui.visible_text import cut_texts


@pytest.fixture
def floor(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The demo knock-out (30 players seated at 3 tables, buttons on seat 1, clock running) on the floor panel."""
    desk = Desk.open(tmp_path / "floor.db", operator="Ana")
    tid = build_demo(desk)
    session = DeskSession(desk)
    panel = FloorPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1500, 950)
    session.open_tournament(tid)
    panel.show()
    qtbot.waitExposed(panel)
    yield panel
    desk.close()


def click_seat(qtbot, panel: FloorPanel, table: int, seat: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view.seat_point(table, seat))


def click_row(qtbot, view, row: int, column: int = 0) -> None:  # type: ignore[no-untyped-def]
    index = view.model().index(row, column)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())


def name(panel: FloorPanel, pid: int) -> str:
    return panel.names.full(pid)


def test_tables_show_the_players_names_and_the_button(qtbot, floor: FloorPanel) -> None:
    state = floor.session.state
    assert sorted(floor.view.items_by_table) == [1, 2, 3]
    look = floor.view.items_by_table[2].look
    table = state.seating.tables[2]
    assert look.button == 1 and look.small_blind == 2 and look.big_blind == 3
    assert [seat for seat, _pid, _name in look.players] == list(range(1, 11))
    pid = table.players[4]
    assert (4, pid, floor.names.short(pid)) in look.players
    click_seat(qtbot, floor, 2, 4)
    assert floor.selected == (2, 4)
    assert floor.view.items_by_table[2].look.selected_seat == 4
    assert name(floor, pid) in floor.table_box.selection.text()
    assert floor.table_box.title.text() == "Table 2 — 10 players — button on seat 1"


def test_two_players_out_in_one_hand_get_their_places_and_free_their_seats(qtbot, floor: FloorPanel) -> None:
    state = floor.session.state
    table = state.seating.tables[1]
    short, big, winner = table.players[2], table.players[3], table.players[4]
    click_seat(qtbot, floor, 1, 2)
    dialog = floor.make_bust_dialog()
    qtbot.addWidget(dialog)
    assert dialog.row_of(short).out.isChecked()  # the selected player is ticked already
    dialog.row_of(big).out.setChecked(True)
    for pid, stack in ((short, 5_000), (big, 12_000)):
        row = dialog.row_of(pid)
        row.eliminator.setCurrentIndex(row.eliminator.findData(winner))
        row.stack.setValue(stack)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = floor.session.state
    # DP "Ordem de eliminação": the bigger stack at the start of the hand finishes higher.
    assert state.seating.finish_of(big).first_place == 29
    assert state.seating.finish_of(short).first_place == 30
    assert state.registrations[winner].bounties_won == 2
    assert 2 not in state.seating.tables[1].players and 3 not in state.seating.tables[1].players
    seats_drawn = [seat for seat, _pid, _name in floor.view.items_by_table[1].look.players]
    assert 2 not in seats_drawn and 3 not in seats_drawn and len(seats_drawn) == 8
    assert f"{name(floor, big)}: place 29" in floor.news.text()
    assert f"{name(floor, short)}: place 30" in floor.news.text()
    assert floor.standing.text().startswith("28 players left of 30 entries")


def test_a_knockout_bust_without_an_eliminator_is_refused_in_red_and_changes_nothing(qtbot, floor: FloorPanel) -> None:
    click_seat(qtbot, floor, 3, 5)
    dialog = floor.make_bust_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    log_length = len(floor.session.desk.tournament(floor.session.tournament_id).log)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.error.isVisible()
    assert "knock-out" in dialog.error.text() and "color: #b00020" in dialog.error.styleSheet()
    assert dialog.result() != dialog.DialogCode.Accepted
    state = floor.session.state
    assert state.players_left == 30 and 5 in state.seating.tables[3].players
    assert len(floor.session.desk.tournament(floor.session.tournament_id).log) == log_length


def _bust(panel: FloorPanel, table: int, seats: list[int], eliminator_seat: int) -> None:
    state = panel.session.state
    players = state.seating.tables[table].players
    busts = [
        {"player_id": players[s], "eliminator_id": players[eliminator_seat], "starting_stack": 1000 * (i + 1)} for i, s in enumerate(seats)
    ]
    assert panel.session.act("player.bust", {"busts": busts}) is not None


def test_a_table_to_break_is_suggested_and_one_click_breaks_it(qtbot, floor: FloorPanel) -> None:
    _bust(floor, 3, [2, 3, 4, 5, 6, 7], 1)
    _bust(floor, 1, [5, 6], 1)
    _bust(floor, 2, [5, 6], 1)  # 8 + 8 + 4 players: table 3's four fit at the other two
    floor.tabs.setCurrentWidget(floor.balance)
    box = floor.balance
    texts = [box.model.row(i).text for i in range(box.model.rowCount())]
    assert len(texts) == 4 and all(t.startswith("Table 3 breaks: ") for t in texts)
    assert all(" → table " in t and " seat " in t for t in texts)
    assert floor.tabs.tabText(1) == "Balance (4)"
    click_row(qtbot, box.table, 0, 0)
    state = floor.session.state
    assert 3 not in state.seating.opening_order
    counts = [t.count for t in state.seating.open_tables()]
    assert sum(counts) == 20 and max(counts) - min(counts) <= 1
    assert sorted(floor.view.items_by_table) == [1, 2]
    assert box.summary.text() == "The tables are balanced." and box.model.rowCount() == 0


def test_a_balancing_move_names_the_next_big_blind_and_is_applied_in_one_click(qtbot, floor: FloorPanel) -> None:
    _bust(floor, 1, [5, 6], 1)  # 8, 10, 10
    state = floor.session.state
    box = floor.balance
    assert box.model.rowCount() == 1
    text = box.model.row(0).text
    mover = state.seating.tables[3].players[4]  # button on seat 1: the big blind of the next hand sits at seat 4
    assert text.startswith(f"Move {name(floor, mover)} (big blind next) from table 3 seat 4 to table 1 seat ")
    click_row(qtbot, box.table, 0, 0)
    assert floor.session.state.seating.seat_of[mover][0] == 1
    assert box.model.rowCount() == 0


def test_a_balancing_move_on_a_button_recorded_over_5_minutes_ago_says_to_check_it(qtbot, tmp_path: Path) -> None:
    """RPT Art. 10.1: the move names the next big blind from the button; once it is old the list says so, table by table.

    Time alone makes the warning appear (the list looks again while a move
    is listed); recording the button ("Next hand") at each table clears it.
    """
    clock = FakeClock(step_ms=1)
    desk = Desk.open(tmp_path / "stale.db", operator="Ana", now=clock)
    try:
        session = DeskSession(desk)
        session.open_tournament(build_demo(desk))
        panel = FloorPanel(session)
        qtbot.addWidget(panel)
        panel.resize(1500, 950)
        panel.show()
        qtbot.waitExposed(panel)
        _bust(panel, 1, [5, 6], 1)  # 8, 10, 10: one player from table 3 to table 1
        box = panel.balance
        panel.tabs.setCurrentWidget(box)
        assert box.model.rowCount() == 1 and "check the button" not in box.model.row(0).text
        assert box.recheck.isActive()  # the list looks at the plan again while the move waits
        clock.at_ms += 6 * 60_000  # six minutes and no hand recorded at either table
        box.recheck.timeout.emit()
        warned = box.model.row(0).text
        assert warned.endswith(" — check the button of table 3, 1: it was last recorded more than 5 minutes ago"), warned
        # The line is shown whole: its row as tall as the text wrapped at the column's width (two lines or more, as the
        # font's metrics wrap it), never elided; and no lower than the other lines.
        assert cut_texts(box) == []
        assert box.table.rowHeight(0) >= box.table.verticalHeader().defaultSectionSize()
        if Path("/tmp/h18b").is_dir():  # a look at the warning as the floor reads it
            box.grab().save("/tmp/h18b/stale.png")
        click_seat(qtbot, panel, 1, 1)
        qtbot.mouseClick(panel.table_box.next_hand_button, Qt.MouseButton.LeftButton)  # table 1's button recorded now
        assert box.model.row(0).text.endswith(" — check the button of table 3: it was last recorded more than 5 minutes ago")
        click_seat(qtbot, panel, 3, 1)
        qtbot.mouseClick(panel.table_box.next_hand_button, Qt.MouseButton.LeftButton)
        # The hand moved the button on: the big blind next is the player of seat 5 now, not seat 4's as the old button said.
        mover = panel.session.state.seating.tables[3].players[5]
        text = box.model.row(0).text
        assert "from table 3 seat 4 " in warned
        assert "check the button" not in text and text.startswith(f"Move {name(panel, mover)} (big blind next) from table 3 seat 5 ")
    finally:
        desk.close()


def test_hand_for_hand_start_next_hand_and_end(qtbot, floor: FloorPanel) -> None:
    qtbot.mouseClick(floor.hfh_start_button, Qt.MouseButton.LeftButton)
    assert floor.hfh_banner.isVisible()
    assert floor.hfh_banner.text() == "HAND-FOR-HAND — hand 1 — still playing: tables 1, 2, 3"
    assert floor.view.items_by_table[2].look.hand_for_hand == "playing"
    qtbot.mouseClick(floor.hfh_next_button, Qt.MouseButton.LeftButton)
    assert "still playing: 1, 2, 3" in floor.error.text()  # refused: the tables are still playing
    floor.tabs.setCurrentIndex(2)
    for row in range(3):
        click_row(qtbot, floor.hfh_view, row, 1)
    assert floor.hfh_banner.text() == "HAND-FOR-HAND — hand 1 — every table is done: deal the next hand"
    assert floor.view.items_by_table[2].look.hand_for_hand == "done"
    qtbot.mouseClick(floor.hfh_next_button, Qt.MouseButton.LeftButton)
    assert floor.session.state.clock.hand_for_hand_hands == 1
    assert floor.hfh_banner.text().startswith("HAND-FOR-HAND — hand 2 — still playing")
    qtbot.mouseClick(floor.hfh_end_button, Qt.MouseButton.LeftButton)
    assert not floor.session.state.clock.hand_for_hand and floor.session.state.clock.running
    assert floor.hfh_banner.isHidden() and floor.hfh_start_button.isVisible()


def test_a_color_up_with_a_chip_race_is_recorded_and_nobody_is_eliminated(qtbot, floor: FloorPanel) -> None:
    chip_dialog = floor.make_chip_set_dialog()
    qtbot.addWidget(chip_dialog)
    qtbot.mouseClick(chip_dialog.ok_button, Qt.MouseButton.LeftButton)
    state = floor.session.state
    assert state.prizes.chips.chip_set is not None and state.prizes.chips.chip_set.values == [25, 100, 500, 1000, 5000]
    dialog = floor.make_color_up_dialog()
    qtbot.addWidget(dialog)
    # Refused by the domain: only the smallest chip in play leaves.
    dialog.removed.setCurrentIndex(dialog.removed.findData(100))
    qtbot.mouseClick(dialog.preview_button, Qt.MouseButton.LeftButton)
    assert "smallest chip in play (25)" in dialog.error.text()
    dialog.removed.setCurrentIndex(dialog.removed.findData(25))
    dialog.model.set_count(1, 1, 3, only_these=True)  # only three 25s: he races them, and is never eliminated
    dialog.model.set_count(1, 2, 2)
    dialog.model.set_count(1, 3, 5)  # one 100 by exchange, one 25 races
    dialog.model.set_count(2, 1, 8)  # two 100s, nothing races
    qtbot.mouseClick(dialog.preview_button, Qt.MouseButton.LeftButton)
    assert not dialog.error.isVisible()
    preview = dialog.output.toPlainText()
    assert "Table 1: 10 × 25 in; 1 × 100 by exchange; 6 odd chips race for 2 × 100" in preview
    assert "bring 5 chips of 100; 18 chips of 25 come back" in preview
    qtbot.mouseClick(dialog.race_button, Qt.MouseButton.LeftButton)
    assert dialog.record_button.isEnabled()
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    state = floor.session.state
    assert len(state.prizes.chips.color_ups) == 1
    result = state.prizes.chips.color_ups[0]
    table1 = next(t for t in result.tables if t.table == 1)
    assert sum(s.won_race for s in table1.seats) == 2
    seat1 = next(s for s in table1.seats if s.seat == 1)
    assert seat1.new_chips >= 1  # won the race or was saved (RPT Art. 24.2)
    assert state.players_left == 30
    assert "Recorded." in dialog.output.toPlainText()
    dialog.reject()
    assert "Color-up: 25 chips out of play" in floor.news.text()


def test_a_missed_orbits_penalty_shows_the_hands_counted_from_the_table(qtbot, floor: FloorPanel) -> None:
    click_seat(qtbot, floor, 1, 7)
    pid = floor.session.state.seating.tables[1].players[7]
    floor.tabs.setCurrentWidget(floor.penalties)
    box = floor.penalties
    assert box.player.text() == name(floor, pid)
    box.kind.setCurrentIndex(box.kind.findData(PenaltyKind.MISSED_ORBITS.value))
    box.orbits.setValue(2)
    assert box.computed.text().startswith("= 20 hands away (10 players at table 1 × 2 orbit(s)")
    qtbot.keyClicks(box.reason, "Mostrou cartas em jogo")
    qtbot.mouseClick(box.give_button, Qt.MouseButton.LeftButton)
    assert not box.error.isVisible()
    row = [box.model.index(0, c).data() for c in range(box.model.columnCount())]
    assert row[1:] == ["Ana", name(floor, pid), "1", "missed orbits: 20 hands", "Mostrou cartas em jogo", "RPT Art. 71"]
    assert floor.session.state.floor.penalties[0].hands == 20


def test_a_ruling_with_its_article_appears_in_the_ruling_list(qtbot, floor: FloorPanel) -> None:
    click_seat(qtbot, floor, 2, 3)
    pid = floor.session.state.seating.tables[2].players[3]
    box = floor.rulings
    floor.cite_article("RPT Art. 40")
    assert floor.tabs.currentWidget() is box and box.article.text() == "RPT Art. 40"
    qtbot.keyClicks(box.decision, "A aposta fica: string bet")
    qtbot.mouseClick(box.add_player_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(box.record_button, Qt.MouseButton.LeftButton)
    assert not box.error.isVisible()
    row = [box.model.index(0, c).data() for c in range(box.model.columnCount())]
    assert row[1:] == ["Ana", "2", name(floor, pid), "RPT Art. 40", "A aposta fica: string bet"]
    assert box.decision.text() == ""


def test_a_ruling_without_a_decision_is_refused_next_to_the_form(qtbot, floor: FloorPanel) -> None:
    floor.tabs.setCurrentWidget(floor.rulings)
    qtbot.mouseClick(floor.rulings.record_button, Qt.MouseButton.LeftButton)
    assert floor.rulings.error.isVisible() and "decision" in floor.rulings.error.text()
    assert floor.session.state.floor.rulings == []


def test_the_shot_clock_counts_down_for_the_selected_table(qtbot, floor: FloorPanel) -> None:
    click_seat(qtbot, floor, 1, 4)
    qtbot.mouseClick(floor.table_box.shot_button, Qt.MouseButton.LeftButton)
    assert floor.table_box.countdown.text() in ("30 s", "29 s")
    assert floor.view.items_by_table[1].look.shot_clock
    qtbot.mouseClick(floor.table_box.bank_button, Qt.MouseButton.LeftButton)
    assert floor.table_box.countdown.text() in ("60 s", "59 s")
    assert "Time Banks left: 1" in floor.table_box.on_clock.text()
    qtbot.mouseClick(floor.table_box.stop_button, Qt.MouseButton.LeftButton)
    assert floor.table_box.countdown.text() == "—"
    assert not floor.view.items_by_table[1].look.shot_clock


def test_only_the_tables_that_changed_are_repainted(qtbot, floor: FloorPanel) -> None:
    _bust(floor, 2, [7], 1)
    assert floor.view.repaints == 1
    floor.set_list_mode(True)
    assert floor.list_model.rowCount() == 29
    assert floor.list_model.index(0, 3).data() == "button"


def test_the_out_banner_goes_when_the_bust_is_undone(qtbot, floor: FloorPanel) -> None:
    """Issue 17: banners follow the state; "Out: …" does not outlive the bust it reports."""
    table = floor.session.state.seating.tables[1]
    out, winner = table.players[2], table.players[4]
    click_seat(qtbot, floor, 1, 2)
    dialog = floor.make_bust_dialog()
    qtbot.addWidget(dialog)
    row = dialog.row_of(out)
    row.eliminator.setCurrentIndex(row.eliminator.findData(winner))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not floor.news.isHidden() and name(floor, out) in floor.news.text()
    assert floor.session.undo_last() is not None
    floor.refresh()
    assert floor.news.isHidden()
