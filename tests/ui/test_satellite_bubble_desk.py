"""A satellite's last seat from the desk (FS 3.1.4, DP 11): equal stacks are ranked by a card draw the floor records.

The floor clicks the seat, presses "Out…", ticks the players out in the
hand and gives their stacks; the form asks for the card draw only when the
players ticked could tie for a seat, and the seat then goes to the player
who drew the highest card, never shared.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from factories import PLAIN_STRUCTURE, config, purchase
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tdapp.application.desk import Desk
from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.state import Status
from tdapp.ui.floor.bust_dialog import BustDialog
from tdapp.ui.floor.floor_panel import FloorPanel
from tdapp.ui.session import DeskSession

SHOTS = Path("/tmp/h18b")


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "satellite.db", operator="Ana")
    yield desk
    desk.close()


def satellite_at_one_table(desk: Desk) -> tuple[DeskSession, list[int]]:
    """9 x 125 EUR at one table: two 500 EUR seats and 125 EUR for the third (FS 3.1.4)."""
    session = DeskSession(desk)
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, 10)]
    assert session.create_tournament(data) is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("registration.close_late", {}), ("seating.open_table", {"table": 1})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    return session, ids


def floor_on(qtbot, session: DeskSession) -> tuple[FloorPanel, list[BustDialog]]:  # type: ignore[no-untyped-def]
    """The floor panel; the bust form it opens is shown without blocking, as the floor sees it."""
    panel = FloorPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1500, 950)
    panel.show()
    qtbot.waitExposed(panel)
    opened: list[BustDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, BustDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        opened.append(dialog)
        return False

    panel.run_dialog = run
    return panel, opened


def open_bust_form(qtbot, panel: FloorPanel, opened: list[BustDialog], pid: int) -> BustDialog:  # type: ignore[no-untyped-def]
    """Click the player's seat, then "Out…"."""
    table, seat = panel.session.state.seating.seat_of[pid]
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view.seat_point(table, seat))
    qtbot.mouseClick(panel.table_box.bust_button, Qt.MouseButton.LeftButton)
    assert opened and opened[-1].row_of(pid).out.isChecked()
    return opened[-1]


def draw_column_shown(dialog: BustDialog) -> bool:
    return not dialog.draw_header.isHidden() and all(not row.draw.isHidden() for row in dialog.rows)


def test_fs_3_1_4_equal_stacks_for_the_last_seat_are_decided_by_the_card_draw_given_in_the_bust_form(qtbot, desk: Desk) -> None:
    session, ids = satellite_at_one_table(desk)
    panel, opened = floor_on(qtbot, session)
    # Far from the seats, the form has no card-draw column: two players out now finish 8th and 9th.
    early = open_bust_form(qtbot, panel, opened, ids[8])
    early.row_of(ids[7]).out.setChecked(True)
    assert not draw_column_shown(early) and early.draw_hint.isHidden()
    early.reject()
    for pid in reversed(ids[3:]):  # six players out one by one: 3 left for 2 seats
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    first, second, survivor = ids[2], ids[1], ids[0]

    dialog = open_bust_form(qtbot, panel, opened, first)
    assert not draw_column_shown(dialog)  # one player out cannot tie with anybody
    qtbot.mouseClick(dialog.row_of(second).out, Qt.MouseButton.LeftButton)
    assert dialog.row_of(second).out.isChecked()
    assert draw_column_shown(dialog) and dialog.draw_hint.isVisible()  # two out for the last seat: they may tie
    assert "1 for the highest card" in dialog.draw_hint.text()
    for pid in (first, second):
        dialog.row_of(pid).stack.setValue(20_000)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "equal stacks and a satellite seat cannot be shared (FS 3.1.4)" in dialog.error.text()
    assert dialog.isVisible() and session.state.players_left == 3  # nothing recorded, the form stays open

    dialog.row_of(first).draw.setValue(2)
    dialog.row_of(second).draw.setValue(1)  # he drew the highest card
    dialog.adjustSize()
    if SHOTS.is_dir():  # a look at the form as the floor fills it
        dialog.grab().save(str(SHOTS / "bust_draw.png"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    state = session.state
    assert state.status is Status.FINISHED
    assert prizes_awarded(state) == {survivor: 50_000, second: 50_000, first: 12_500}  # the seat is never split
    assert state.seating.finish_of(first).first_place == 3
    news = panel.news.text().replace("\u00a0", " ")
    assert f"{panel.names.full(first)}: place 3 — 125,00 €" in news
    assert f"{panel.names.full(second)}: place 2 — seat in the target event (500,00 €)" in news
    # A satellite has no winner: the news names who won the seats.
    assert f"Seats won: {panel.names.full(survivor)}, {panel.names.full(second)}" in news and "Winner" not in news
    stored = [a for a in desk.tournament(session.tournament_id).log if a.kind == "player.bust"][-1]
    assert {b["player_id"]: b.get("draw") for b in stored.payload["busts"]} == {first: 2, second: 1}


def test_dp_11_a_bust_saved_earlier_in_the_hand_without_its_stack_is_named_with_the_way_out(qtbot, desk: Desk) -> None:
    """Hand-for-hand at two tables, 3 left for 2 seats: table 1 saved its player out with no stack.

    Table 2's form (which asks for the card draw even for one player: he may
    tie with table 1's) is refused in red, naming table 1's player and what to
    do; done so from the desk (undo, record again with the stack), the seat
    goes to the bigger stack.
    """
    session, ids = satellite_at_one_table(desk)
    assert session.act("seating.open_table", {"table": 2}) is not None
    state = session.state
    at_1 = [p for p in ids if state.seating.seat_of[p][0] == 1]
    for pid in at_1[2:5]:  # 3 to table 2: 6 and 3
        assert session.act("seating.move", {"player_id": pid, "table": 2, "seat": 1 + at_1.index(pid)}) is not None
    state = session.state
    first, *rest = [p for p in ids if state.seating.seat_of[p][0] == 1]
    second, last = [p for p in ids if state.seating.seat_of[p][0] == 2][:2]
    for pid in [*rest, *[p for p in ids if state.seating.seat_of[p][0] == 2][2:]]:
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    assert session.state.players_left == 3
    assert session.act_many([("clock.set_structure", PLAIN_STRUCTURE), ("clock.start", {})]) is not None
    panel, opened = floor_on(qtbot, session)
    qtbot.mouseClick(panel.hfh_start_button, Qt.MouseButton.LeftButton)
    assert session.state.clock.hand_for_hand_tables == (1, 2)

    saved = open_bust_form(qtbot, panel, opened, first)
    assert draw_column_shown(saved)  # hand-for-hand: another table may put a player out in the same hand
    qtbot.mouseClick(saved.ok_button, Qt.MouseButton.LeftButton)  # saved without his stack
    assert not session.state.registrations[first].alive

    dialog = open_bust_form(qtbot, panel, opened, second)
    dialog.row_of(second).stack.setValue(12_000)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    refusal = dialog.error.text()
    assert f"recorded out earlier in this hand is missing: {first} ({session.player_name(first)})." in refusal
    assert "Undo that bust in the log, record it again with the stack, then record these players." in refusal
    assert session.state.registrations[second].alive and dialog.isVisible()
    dialog.reject()

    assert session.undo_last() is not None  # the way out, as the refusal says
    again = open_bust_form(qtbot, panel, opened, first)
    again.row_of(first).stack.setValue(30_000)
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    dialog = open_bust_form(qtbot, panel, opened, second)
    dialog.row_of(second).stack.setValue(12_000)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    for table in (1, 2):
        assert session.act("clock.hand_for_hand.table_done", {"table": table}) is not None
    assert prizes_awarded(session.state) == {last: 50_000, first: 50_000, second: 12_500}
