"""The registration desk imports a spreadsheet's players: preview, mapping, one click, undone as one (issue 15 part 5)."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tdapp.application.desk import Desk
from tdapp.ui.registration_panel import RegistrationPanel
from tdapp.ui.session import DeskSession


def test_import_with_preview_and_mapping_then_export(qtbot, tmp_path: Path, monkeypatch) -> None:
    desk = Desk.open(tmp_path / "imp.db", operator="Sara")
    desk.add_player("Rui Sá", document="111")
    session = DeskSession(desk)
    panel = RegistrationPanel(session)
    qtbot.addWidget(panel)
    source = tmp_path / "jogadores.csv"
    source.write_bytes("Nº;Nome completo;BI;Contacto\n1;João Conceição;222;912\n2;Rui Sá;111;\n3;;333;\n4;=CMD();444;\n".encode("cp1252"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    qtbot.mouseClick(panel.import_button, Qt.MouseButton.LeftButton)
    dialog = panel.import_dialog
    qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
    assert dialog.preview.rowCount() == 4
    assert dialog.preview.item(0, 1).text() == "João Conceição"
    assert dialog.columns["name"].currentText() == "Nome completo"
    assert dialog.columns["document"].currentText() == "BI"
    assert dialog.columns["phone"].currentText() == "(none)"
    dialog.columns["phone"].setCurrentIndex(dialog.columns["phone"].findText("Contacto"))  # the TD maps the column by hand
    assert "2 new players" in dialog.summary.text()
    assert "Line 3: Rui Sá is already player #1." in dialog.report.toPlainText()
    assert "Line 4: A player needs a name." in dialog.report.toPlainText()
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    names = {p.name: p for p in desk.directory.state.active()}
    assert set(names) == {"Rui Sá", "João Conceição", "=CMD()"}
    assert names["João Conceição"].phone == "912"

    out = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    rows = list(
        csv.reader(out.read_text(encoding="utf-8-sig").splitlines(), delimiter=";")
    )  # the desk is pt-PT: ";" for a Portuguese spreadsheet
    assert [r[1] for r in rows] == ["name", "Rui Sá", "João Conceição", "'=CMD()"]

    # The registration desk undoes the whole import with one button.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert desk.last_import() == dialog.label
    qtbot.mouseClick(panel.undo_import_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in desk.directory.state.active()] == ["Rui Sá"]
    assert desk.last_import() is None
    qtbot.mouseClick(panel.undo_import_button, Qt.MouseButton.LeftButton)  # nothing left: said, nothing changed
    assert [p.name for p in desk.directory.state.active()] == ["Rui Sá"]
