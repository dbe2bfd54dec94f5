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
