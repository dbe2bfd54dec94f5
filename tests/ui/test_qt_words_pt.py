"""Qt's own words in the pt-PT desk (issue 16): "Cancelar", "Guardar", not "Cancel" or the Brazilian "Salvar"."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLineEdit

from tdapp.ui.app import install_translator

ENGLISH = {"Cancel", "Close", "Save", "Open", "Apply", "Reset", "Discard", "Help", "&Yes", "&No", "Yes", "No", "Abort", "Retry", "Ignore"}
BRAZILIAN = {"Salvar", "Excluir", "Arquivo"}


def test_standard_buttons_are_portuguese_of_portugal(qapp, qtbot) -> None:
    translator = install_translator(qapp, "pt_PT")
    assert translator is not None
    try:
        buttons = QDialogButtonBox()
        qtbot.addWidget(buttons)
        for flag in QDialogButtonBox.StandardButton:
            if flag not in (
                QDialogButtonBox.StandardButton.NoButton,
                QDialogButtonBox.StandardButton.FirstButton,
                QDialogButtonBox.StandardButton.LastButton,
            ):
                buttons.addButton(flag)
        texts = {b.text() for b in buttons.buttons()}
        assert "Cancelar" in texts and "Guardar" in texts and "&Sim" in texts
        assert not texts & ENGLISH, texts & ENGLISH
        assert not texts & BRAZILIAN, texts & BRAZILIAN
        # the operator's dialog at the start of a shift (a QInputDialog) says Cancelar too
        dialog = QInputDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        dialog_texts = {b.text() for b in dialog.findChildren(QDialogButtonBox)[0].buttons()}
        assert "Cancelar" in dialog_texts and "Cancel" not in dialog_texts
        line = QLineEdit()
        qtbot.addWidget(line)
        menu = line.createStandardContextMenu()
        words = {a.text().split("\t")[0] for a in menu.actions() if a.text()}
        assert "&Copiar" in words and "&Copy" not in words
    finally:
        qapp.removeTranslator(translator)


def test_qt_file_dialog_speaks_portuguese_of_portugal(qapp, qtbot) -> None:
    """Export…, Print… and Open a database… on a machine without a desktop file chooser: Qt's own dialog, in pt-PT."""
    from PySide6.QtWidgets import QFileDialog

    from tdapp.ui.visible_text import visible_texts

    translator = install_translator(qapp, "pt_PT")
    assert translator is not None
    try:
        dialog = QFileDialog(None, "Exportar os jogadores", "", "Ficheiros CSV (*.csv)")
        qtbot.addWidget(dialog)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.show()
        qtbot.waitExposed(dialog)
        texts = visible_texts(dialog)
        for expected in ("&Procurar em:", "&Nome do ficheiro:", "Ficheiros do &tipo:", "Guardar", "Cancelar", "Nome", "Tamanho"):
            assert expected in texts, (expected, texts)
        seen = " ".join(texts)
        for wrong in ("Look in", "File name", "Files of type", "arquivo", "Salvar", "Date Modified"):
            assert wrong not in seen, wrong
    finally:
        qapp.removeTranslator(translator)
