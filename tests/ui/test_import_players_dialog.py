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
    panel.export_dialog.everything.setChecked(True)  # no list of operators: everyone may, with a reason
    panel.export_dialog.reason.setText("mudança de programa")
    qtbot.mouseClick(panel.export_dialog.ok_button, Qt.MouseButton.LeftButton)
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


def test_export_from_the_desk_follows_the_roles_and_is_recorded(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Registration → Export…: the registration desk takes a list of names; everything (documents, phones, e-mails) is the TD's,
    with a reason; a refusal names the role before any file is chosen and writes nothing; each export is in the log."""
    desk = Desk.open(tmp_path / "sala.db", operator="setup")
    desk.add_operator("Ana", "td")
    desk.operator = "Ana"
    desk.add_operator("Sara", "registration")
    desk.add_player("João Sá", document="CC123", phone="912345678", email="joao@mail.pt")
    desk.add_player("Inês Gonçalves", nickname="Nês")
    session = DeskSession(desk)
    notices: list[str] = []
    session.notice.connect(notices.append)
    panel = RegistrationPanel(session)
    qtbot.addWidget(panel)
    out = tmp_path / "jogadores.csv"
    asked: list[str] = []

    def save_as(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(args[2])  # the suggested name
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    log_before = len(desk.directory.log)

    def export(*, everything: bool, reason: str = ""):  # type: ignore[no-untyped-def]
        qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
        dialog = panel.export_dialog
        assert dialog.isVisible() and dialog.names_only.isChecked()  # names only unless more is asked for
        (dialog.everything if everything else dialog.names_only).setChecked(True)
        dialog.reason.setText(reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        return dialog

    desk.operator = "Sara"
    dialog = export(everything=True, reason="pedido da gerência")
    assert "Only the TD may do this" in dialog.error.text() and dialog.isVisible()
    assert asked == [] and not out.exists() and len(desk.directory.log) == log_before  # no file chosen, none written, nothing stored
    dialog.names_only.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and asked == ["jogadores.csv"]
    text = out.read_text(encoding="utf-8-sig")
    assert text.splitlines() == ["player_id;name;nickname", "1;João Sá;", "2;Inês Gonçalves;Nês"]
    assert notices[-1] == f"2 player(s) saved in {out}."  # no catalogue here: the plural form comes from tdapp_en / pt_PT

    desk.operator = "Ana"
    dialog = export(everything=True)
    assert "Say why" in dialog.error.text() and len(asked) == 1
    dialog.reason.setText("auditoria do casino")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == "jogadores-dados.csv"
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines(), delimiter=";"))
    assert rows[1] == ["1", "João Sá", "", "CC123", "912345678", "joao@mail.pt", ""]
    assert [(a.kind, a.operator, a.payload["count"], a.payload.get("reason")) for a in desk.directory.log[log_before:]] == [
        ("player.list_export", "Sara", 2, "pedido da gerência"),  # the reason she had typed goes with her list
        ("player.directory_export", "Ana", 2, "auditoria do casino"),
    ]
    desk.close()
