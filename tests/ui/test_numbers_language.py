"""Numbers on the desk follow its language: spin boxes, table cells and money (issue 16 part 3)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from tdapp.ui import numbers
from tdapp.ui.numbers import NumberDelegate, NumberSpinBox

NB = "\u00a0"


@pytest.fixture
def english() -> Iterator[None]:
    numbers.set_language("en")
    yield
    numbers.set_language("pt_PT")


def test_pt_pt_is_the_default_and_qt_agrees(qapp) -> None:
    numbers.set_language("pt_PT")
    assert numbers.chips(25_000) == f"25{NB}000"
    assert numbers.money(162_000) == f"1{NB}620,00{NB}€"
    assert QLocale().toString(25_000) == numbers.chips(25_000)  # what Qt writes by itself reads the same


def test_english_desk(qapp, english) -> None:
    assert numbers.chips(25_000) == "25,000"
    assert numbers.money(162_000) == "€1,620.00"
    assert QLocale().toString(25_000) == "25,000"


def test_spin_box_writes_and_takes_portuguese_numbers(qtbot) -> None:
    numbers.set_language("pt_PT")
    box = NumberSpinBox()
    qtbot.addWidget(box)
    box.setRange(0, 10_000_000)
    box.setGroupSeparatorShown(True)
    box.setValue(305_000)
    assert box.text() == f"305{NB}000"
    for typed, value in (("25 000", 25_000), ("25000", 25_000), ("1.500", 1_500)):
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        box.interpretText()
        assert box.value() == value, typed
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "x")
    assert box.value() == 1_500  # a letter is not taken


def test_spin_box_keeps_its_special_value_text(qtbot) -> None:
    box = NumberSpinBox()
    qtbot.addWidget(box)
    box.setRange(0, 1_000_000)
    box.setGroupSeparatorShown(True)
    box.setSpecialValueText("não contado")
    box.setValue(0)
    assert box.text() == "não contado"
    assert box.validate("não contado", 0)[0].name == "Acceptable"


def test_table_cells_of_counts(qtbot) -> None:
    numbers.set_language("pt_PT")
    table = QTableWidget(1, 1)
    qtbot.addWidget(table)
    delegate = NumberDelegate(table)
    table.setItemDelegate(delegate)
    item = QTableWidgetItem()
    item.setData(0, 305_000)
    table.setItem(0, 0, item)
    assert delegate.displayText(305_000, QLocale()) == f"305{NB}000"
    assert delegate.displayText("verde", QLocale()) == "verde"
