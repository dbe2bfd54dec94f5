"""The setup panel as floor staff use it: a tournament from a template, adjusted, checked next to each field."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.clock.structure import Structure
from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.ui.main_window import MainWindow
from tdapp.ui.setup.config_fields import error_field
from tdapp.ui.setup.structure_model import ANTE, BIG_BLIND, MINUTES
from tdapp.ui.setup.wizard_dialog import WizardDialog
from tdapp.ui.setup_panel import SetupPanel

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def desk(tmp_path: Path):
    desk = Desk.open(tmp_path / "setup.db", operator="Ana")
    yield desk
    desk.close()


def open_setup(qtbot, desk: Desk, template: str = "freezeout_regular") -> tuple[MainWindow, SetupPanel, int]:
    chosen = next(t for t in load_templates() if t.key == template)
    config, then = chosen.commands(name="Torneio de Sábado")
    tid = desk.create_tournament(config, then)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    window.session.open_tournament(tid)
    panel = window.event_view.show_panel(SetupPanel)
    assert isinstance(panel, SetupPanel)
    return window, panel, tid


def retype(qtbot, edit, text: str) -> None:
    edit.selectAll()
    edit.clear()
    qtbot.keyClicks(edit, text)


def log_kinds(desk: Desk, tid: int) -> list[str]:
    return [a.kind for a in desk.tournament(tid).log]


def test_a_fee_of_25_percent_is_refused_next_to_the_fee_field_and_apply_is_disabled(qtbot, desk: Desk) -> None:
    """FS 4.3: the fee is between 5 % and 20 % of the entry."""
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.config_editor
    retype(qtbot, editor.buy_in.prize, "90")
    retype(qtbot, editor.buy_in.fee, "30")
    fee_error = editor.buy_in.rows["fee"].error
    assert fee_error.isVisible()
    assert "between 5 % and 20 %" in fee_error.text() and "25,00 %" in fee_error.text()
    assert editor.buy_in.fee_percent.text() == "25,0 % of the entry"
    assert not editor.buy_in.rows["prize"].error.isVisible()
    assert not editor.general_error.isVisible()
    assert not editor.apply_button.isEnabled()
    retype(qtbot, editor.buy_in.fee, "10")
    assert not fee_error.isVisible()
    assert editor.apply_button.isEnabled()


def test_unreadable_money_is_refused_under_its_field(qtbot, desk: Desk) -> None:
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.config_editor
    retype(qtbot, editor.buy_in.prize, "noventa")
    assert "'noventa' is not an amount of money." in editor.error_text("buy_in.prize")
    assert not editor.apply_button.isEnabled()


def test_a_valid_change_is_applied_and_stored(qtbot, desk: Desk) -> None:
    _window, panel, tid = open_setup(qtbot, desk)
    editor = panel.config_editor
    retype(qtbot, editor.name, "Torneio de Domingo")
    retype(qtbot, editor.buy_in.prize, "90")
    retype(qtbot, editor.buy_in.fee, "12,50")
    editor.capacity.setValue(80)
    assert editor.buy_in.price.text() == "Price at the desk: 102,50\u00a0€"
    qtbot.mouseClick(editor.apply_button, LEFT)
    config = panel.session.state.config
    assert (config.name, config.buy_in.prize_cents, config.buy_in.fee_cents, config.capacity) == ("Torneio de Domingo", 9000, 1250, 80)
    assert log_kinds(desk, tid)[-1] == "tournament.configure"
    assert editor.status.text() == "Stored."
    assert not editor.apply_button.isEnabled()  # nothing left to apply
    # The stored value comes back into the fields as the floor types it.
    assert editor.buy_in.fee.text() == "12,50"


def test_a_price_change_after_a_payment_is_refused_in_red_and_nothing_changes(qtbot, desk: Desk) -> None:
    window, panel, tid = open_setup(qtbot, desk)
    pid = desk.add_player("Inês Conceição")
    desk.act(tid, "registration.register", {"player_id": pid})
    desk.act(tid, "money.buy_in", {"player_id": pid, "document": "CC1"})
    window.session.changed.emit()
    editor = panel.config_editor
    before = panel.session.state.config
    actions_before = len(desk.tournament(tid).log)
    retype(qtbot, editor.buy_in.fee, euros(before.buy_in.fee_cents + 100))
    assert editor.apply_button.isEnabled()  # valid in itself ...
    qtbot.mouseClick(editor.apply_button, LEFT)
    assert editor.general_error.isVisible()  # ... but refused by the desk
    assert "Prices and modality cannot change once players have paid (buy_in)" in editor.general_error.text()
    assert "#b00020" in editor.general_error.styleSheet()
    assert panel.session.state.config == before
    assert len(desk.tournament(tid).log) == actions_before
    assert window.banner.isVisible()


def euros(cents: int) -> str:
    return f"{cents // 100},{cents % 100:02d}"


def test_the_modality_shows_its_sections_and_a_knockout_needs_a_bounty(qtbot, desk: Desk) -> None:
    """FS 3.1.1-3.1.3: rebuys only where the modality has them; a knock-out has a bounty."""
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.config_editor
    assert not editor.rebuy.isVisible() and not editor.addon.isVisible()
    editor.modality.setCurrentIndex(editor.modality.findData("rebuy_addon"))
    assert editor.rebuy.isVisible() and editor.addon.isVisible()
    assert not editor.buy_in.rows["bounty"].isVisible()
    editor.rebuy.setChecked(True)
    assert editor.apply_button.isEnabled()
    editor.modality.setCurrentIndex(editor.modality.findData("knockout"))
    assert not editor.rebuy.isVisible() and not editor.addon.isVisible()
    assert editor.buy_in.rows["bounty"].isVisible()
    assert editor.error_text("buy_in.bounty") == "A knock-out tournament needs a bounty (FS 3.1.3)."
    assert not editor.apply_button.isEnabled()
    retype(qtbot, editor.buy_in.bounty, "20")
    assert editor.error_text("buy_in.bounty") == ""
    assert "120,00" in editor.buy_in.price.text()
    if editor.reentry.isChecked():  # FS 3.1.3: every entry carries the bounty, a re-entry too
        assert "re-entry's bounty" in editor.error_text("reentry.bounty")
        retype(qtbot, editor.reentry.bounty, "20")
    qtbot.mouseClick(editor.apply_button, LEFT)
    config = panel.session.state.config
    assert config.modality.value == "knockout" and config.buy_in.bounty_cents == 2000 and config.rebuy is None


def test_a_sit_and_go_of_eight_seats_is_refused_next_to_the_table_size(qtbot, desk: Desk) -> None:
    """FS 3.1.8: a Sit & Go is 6-max or 10-handed."""
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.config_editor
    editor.modality.setCurrentIndex(editor.modality.findData("sit_and_go"))
    editor.table_size.setValue(8)
    assert "6-max or 10-handed" in editor.error_text("table_size")
    assert not editor.apply_button.isEnabled()


def test_a_big_blind_lower_than_the_level_before_shows_the_error_with_its_level(qtbot, desk: Desk) -> None:
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.structure_editor
    panel.tabs.setCurrentWidget(editor)
    model = editor.model
    row = next(r for r in range(model.rowCount()) if not model.is_break(r) and model.level_number(r) == 3)
    lower = model.rows[row]["small_blind"]  # still no smaller than its own small blind
    assert lower < model.rows[row - 1]["big_blind"]
    assert model.setData(model.index(row, ANTE), 0)
    assert model.setData(model.index(row, BIG_BLIND), lower)
    assert editor.error.isVisible()
    assert editor.error.text().startswith("Level 3: the big blind goes down")
    assert model.error_row == row
    assert not editor.apply_button.isEnabled()
    qtbot.mouseClick(editor.revert_button, LEFT)
    assert not editor.error.isVisible() and model.error_row is None


def test_the_wizard_fills_a_valid_structure_and_apply_stores_it(qtbot, desk: Desk) -> None:
    _window, panel, tid = open_setup(qtbot, desk)
    editor = panel.structure_editor
    panel.tabs.setCurrentWidget(editor)

    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WizardDialog)
        dialog.starting_stack.setValue(30_000)
        dialog.players.setValue(90)
        dialog.hours.setValue(7)
        dialog.level_minutes.setValue(25)
        dialog.ante_from.setValue(3)
        assert "levels and" in dialog.summary.text()
        qtbot.mouseClick(dialog.ok_button, LEFT)

    QTimer.singleShot(0, fill_and_accept)
    qtbot.mouseClick(editor.wizard_button, LEFT)
    assert not editor.error.isVisible()
    assert all(editor.model.rows[r]["minutes"] == 25 for r in range(editor.model.rowCount()) if not editor.model.is_break(r))
    assert editor.apply_button.isEnabled()
    qtbot.mouseClick(editor.apply_button, LEFT)
    structure = panel.session.state.clock.structure
    assert structure == Structure.from_dict(editor.payload())
    assert structure.items_json()[0]["minutes"] == 25
    assert log_kinds(desk, tid)[-1] == "clock.set_structure"


def test_a_template_is_loaded_and_a_break_inserted(qtbot, desk: Desk) -> None:
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.structure_editor
    panel.tabs.setCurrentWidget(editor)
    editor.template.setCurrentIndex(editor.template.findData("freezeout_turbo"))
    qtbot.mouseClick(editor.load_button, LEFT)
    turbo = editor.model.items_json()
    assert turbo[0]["minutes"] != 0 and editor.apply_button.isEnabled()
    editor.table.selectRow(0)
    qtbot.mouseClick(editor.insert_break_button, LEFT)
    assert editor.model.is_break(1)
    assert editor.model.index(1, 0).data() == "Break"
    qtbot.mouseClick(editor.insert_break_button, LEFT)  # two breaks in a row
    assert "Two breaks follow each other after level 1" in editor.error.text()
    qtbot.mouseClick(editor.delete_button, LEFT)
    assert not editor.error.isVisible()


def test_levels_already_played_are_read_only_while_the_clock_runs(qtbot, desk: Desk) -> None:
    window, panel, tid = open_setup(qtbot, desk)
    desk.act(tid, "clock.start")
    desk.act(tid, "clock.next_level")
    window.session.changed.emit()
    panel.tabs.setCurrentWidget(panel.structure_editor)
    model = panel.structure_editor.model
    assert model.played == 1
    assert not model.flags(model.index(0, MINUTES)) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(model.index(1, MINUTES)) & Qt.ItemFlag.ItemIsEditable
    assert not model.setData(model.index(0, MINUTES), 5)


def test_the_chip_set_is_applied_and_a_shortage_is_shown(qtbot, desk: Desk) -> None:
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.chips_editor
    panel.tabs.setCurrentWidget(editor)
    # A fresh event gets a proposal: the structure's chips, stacks that add up to the starting stack.
    assert "Buy-in stack: 20\u00a0000 / 20\u00a0000" in editor.totals.text()
    editor.expected.setValue(100)
    assert "The room runs short of chips" in editor.shortage.text()  # nothing owned yet
    for row in range(editor.table.rowCount()):
        editor.table.item(row, 2).setData(Qt.ItemDataRole.EditRole, 5_000)
    assert "enough chips" in editor.shortage.text()
    qtbot.mouseClick(editor.apply_button, LEFT)
    chip_set = panel.session.state.prizes.chips.chip_set
    assert chip_set is not None and chip_set.values == [25, 100, 500, 1000, 5000]
    assert sum(v * n for v, n in chip_set.stack("buy_in").items()) == 20_000
    assert editor.status.text() == "Stored."
    # A stack that does not add up is refused before anything is sent.
    editor.table.item(0, 3).setData(Qt.ItemDataRole.EditRole, 1)
    assert "adds up to" in editor.error.text() and not editor.apply_button.isEnabled()


def test_tables_are_opened_and_listed(qtbot, desk: Desk) -> None:
    _window, panel, _tid = open_setup(qtbot, desk)
    editor = panel.tables_editor
    panel.tabs.setCurrentWidget(editor)
    editor.count.setValue(3)
    assert editor.open_button.text() == "Open tables 1 to 3"
    qtbot.mouseClick(editor.open_button, LEFT)
    tables = panel.session.state.seating.open_tables()
    assert [t.number for t in tables] == [1, 2, 3]
    assert editor.model.rowCount() == 3
    assert editor.number.value() == 4
    editor.seats.setValue(9)
    editor.closed.setText("9")
    qtbot.mouseClick(editor.open_button, LEFT)
    table = panel.session.state.seating.table(4)
    assert (table.seats, table.closed_seats) == (9, {9})
    assert editor.model.index(3, 2).data() == "9"
    editor.number.setValue(2)
    qtbot.mouseClick(editor.open_button, LEFT)
    assert "Table 2 is already open." in editor.error.text()


BASE = {"name": "T", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
REBUY = {"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 6}


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"name": " "}, "name"),
        ({"buy_in": {"prize_cents": 9000, "fee_cents": 3000, "chips": 20000}}, "buy_in.fee"),  # FS 4.3
        ({"buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 0}}, "buy_in.chips"),
        ({"modality": "knockout"}, "buy_in.bounty"),  # FS 3.1.3
        ({"buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000, "bounty_cents": 500}}, "modality"),
        ({"modality": "freezeout", "rebuy": REBUY}, "modality"),  # FS 3.1.1
        ({"modality": "rebuy_addon", "addon": {**REBUY, "purchase": {**REBUY["purchase"], "chips": 100}}}, "addon.chips"),  # FS 3.1.2
        ({"modality": "rebuy_addon", "rebuy": {**REBUY, "until_level": 0}}, "rebuy.until"),
        ({"modality": "rebuy_addon", "rebuy": {**REBUY, "max_per_player": 0}}, "rebuy.max"),
        ({"reentry": {**REBUY, "purchase": {"prize_cents": 9000, "fee_cents": 0, "chips": 20000}}}, "reentry.fee"),
        ({"modality": "sit_and_go", "table_size": 8}, "table_size"),  # FS 3.1.8
        ({"modality": "sit_and_go", "capacity": 20}, "capacity"),
        ({"modality": "satellite"}, "satellite"),  # FS 3.1.4
        ({"modality": "multistack"}, "day2_0.prize"),  # FS 3.1.10
        ({"xtrastack": {"price_cents": 0, "chips": 10000, "until_level": 6}}, "xtrastack.price"),
        ({"hand_for_hand_seconds": 0}, "hand_for_hand"),
    ],
)
def test_each_configuration_refusal_lands_under_its_field(changes: dict, field: str) -> None:
    with pytest.raises(RuleError) as refused:
        TournamentConfig.from_dict({**BASE, **changes})
    assert error_field(refused.value.template, refused.value.params) == field


def test_the_wizard_writes_the_chips_as_the_desk_does_and_takes_them_typed_either_way(qtbot) -> None:
    """pt-PT "1 000, 5 000" (not "1000, 5000"); typed with or without the space, and the English "1,000, 5,000"."""
    from tdapp.ui import numbers

    dialog = WizardDialog(starting_stack=20_000, chips=(25, 100, 500, 1000, 5000), players=50)
    qtbot.addWidget(dialog)
    assert dialog.chips.text().replace("\u00a0", " ") == "25, 100, 500, 1 000, 5 000"
    assert dialog.ok_button.isEnabled() and dialog.error.isHidden()  # what is shown is read back
    for typed in ("25, 100, 500, 1000, 5000", "25, 100, 500, 1 000, 5 000", "25,100,500,1.000,5.000"):
        retype(qtbot, dialog.chips, typed)
        assert dialog.wizard_input().chips == (25, 100, 500, 1000, 5000), typed
        assert dialog.ok_button.isEnabled(), typed
    retype(qtbot, dialog.chips, "25, 100, mil")
    assert not dialog.ok_button.isEnabled() and not dialog.error.isHidden()

    numbers.set_language("en")  # put back to pt-PT by conftest
    english = WizardDialog(starting_stack=20_000, chips=(25, 100, 500, 1000, 5000), players=50)
    qtbot.addWidget(english)
    assert english.chips.text() == "25, 100, 500, 1,000, 5,000"
    for typed in ("25, 100, 500, 1,000, 5,000", "25, 100, 500, 1000, 5000", "25,100,500,1000,5000"):
        retype(qtbot, english.chips, typed)
        assert english.wizard_input().chips == (25, 100, 500, 1000, 5000), typed
