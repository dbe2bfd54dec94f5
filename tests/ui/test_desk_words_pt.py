"""Chip colours, chart months and the names of shipped templates and themes through the catalogue (issue 16 part 3)."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from tdapp.paths import resources_dir
from tdapp.ui.app import install_translator
from tdapp.ui.chip_rows import COLOR_NAMES, color_key, color_word
from tdapp.ui.shipped_names import SHIPPED_NAMES, shipped_name


@pytest.fixture
def pt_pt(qapp) -> Iterator[None]:
    translator = install_translator(qapp, "pt_PT")
    assert translator is not None
    yield
    qapp.removeTranslator(translator)


def test_every_shipped_name_goes_through_the_catalogue() -> None:
    """A template or theme added under resources/ without its name here would show in English on the pt-PT desk."""
    folders = [resources_dir() / "templates" / "tournaments", resources_dir() / "templates" / "structures", resources_dir() / "themes"]
    names = {json.loads(path.read_text(encoding="utf-8"))["name"] for folder in folders for path in folder.glob("*.json")}
    assert names and names <= set(SHIPPED_NAMES), names - set(SHIPPED_NAMES)


def test_shipped_names_colours_and_months_in_pt_pt(pt_pt) -> None:
    assert shipped_name("Satellite to the €550 Main Event") == "Satélite para o Main Event de 550 €"
    assert shipped_name("Casino green") == "Verde casino"
    assert shipped_name("O nosso tema") == "O nosso tema"  # a casino's own theme keeps its name
    assert color_word("green") == "verde" and color_word("black") == "preta"
    assert color_word("#123456") == "#123456"
    assert color_key("Verde") == "green" and color_key("green") == "green"
    assert all(color_word(key) != key for key in COLOR_NAMES)


def test_the_charts_time_axis_writes_months_in_pt_pt(pt_pt) -> None:
    from pyqtgraph.graphicsItems.DateAxisItem import YEAR_MONTH_ZOOM_LEVEL

    from tdapp.ui.charts_panel import DateAxis

    axis = DateAxis()
    axis.zoomLevel = YEAR_MONTH_ZOOM_LEVEL  # a year in view: one tick a month
    values = [dt.datetime(2024, month, 1, tzinfo=dt.UTC).timestamp() for month in (2, 12)]
    spacing = next(s.spacing for s in axis.zoomLevel.tickSpecs if "%b" in s.format)
    assert axis.tickStrings(values, 1, spacing) == ["fev", "dez"]
    assert QCoreApplication.translate("DateAxis", "Sat") == "sáb"


def test_a_text_translated_as_itself_is_not_blanked(pt_pt) -> None:
    """ "ICM" and "−1 min" say the same in pt-PT; PySide6's tr then asks the base classes' contexts, which must miss, not answer ""."""
    from PySide6.QtWidgets import QWidget

    class ClockBar(QWidget):
        def words(self) -> list[str]:
            return [self.tr("−1 min"), self.tr("+1 min"), self.tr("Start"), self.tr("a text nobody translated")]

    bar = ClockBar()
    assert bar.words() == ["−1 min", "+1 min", "Iniciar", "a text nobody translated"]


def test_the_screen_check_sees_cut_and_blank_texts(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    from tdapp.ui.visible_text import cut_texts, visible_texts

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    narrow = QLabel("O check-in exige um documento de identificação (FS 5.1)")
    narrow.setFixedWidth(80)
    layout.addWidget(narrow)
    layout.addWidget(QPushButton(""))
    layout.addWidget(QPushButton("Cancelar"))
    window.show()
    qtbot.waitExposed(window)
    cut = cut_texts(window)
    assert cut[0].startswith("O check-in") and cut[1].startswith("(a blank button") and len(cut) == 2
    assert "Cancelar" in visible_texts(window)


def test_the_screen_check_sees_cut_placeholders_cells_and_combos(qtbot) -> None:
    """What a reader of a screenshot finds cut beyond labels: a placeholder, a cell drawn with "…", a wrapped cell taller
    than its row, a combo box's choice; the same texts with room enough are not reported."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QComboBox, QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

    from tdapp.ui.visible_text import cut_texts

    def screen(width: int, wrap: bool) -> list[str]:
        window = QWidget()
        qtbot.addWidget(window)
        layout = QVBoxLayout(window)
        search = QLineEdit()
        search.setPlaceholderText("Procurar um jogador… (Ctrl+F)")
        search.setFixedWidth(width)
        layout.addWidget(search)
        combo = QComboBox()
        combo.addItem("disputar mais uma ficha a partir de meia ficha")
        combo.setFixedWidth(width + 60)
        layout.addWidget(combo)
        model = QStandardItemModel(1, 2)
        model.setItem(0, 0, QStandardItem("Maria da Conceição Simões"))
        model.setItem(0, 1, QStandardItem("7"))
        table = QTableView()
        table.setModel(model)
        table.setWordWrap(wrap)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setColumnWidth(0, width)
        table.setFixedWidth(width + 120)
        layout.addWidget(table)
        window.show()
        qtbot.waitExposed(window)
        return cut_texts(window)

    assert screen(90, wrap=False) == [
        "Procurar um jogador… (Ctrl+F)",
        "disputar mais uma ficha a partir de meia ficha",
        "Maria da Conceição Simões",
    ]
    assert "Maria da Conceição Simões" in screen(90, wrap=True)  # wrapped onto lines the row has no height for
    assert screen(420, wrap=False) == []
