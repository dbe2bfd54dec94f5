"""Registration → Export…: the player database as a CSV file, by the rule the one-player export follows (issue 15).

The directory is every player's personal data at once, so the dialog asks
what goes in the file before a file is chosen: a list of names (number, name,
nickname), which the registration desk may take, or everything with the
documents, phones, e-mails and notes, which is the TD's alone and needs a
reason. The desk refuses before the file dialog opens (the refusal names the
role it needs, and no file is written), and the export is recorded in the
log with who, when, how many players and which columns.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.ranking.export import csv_delimiter
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.numbers import language
from tdapp.ui.session import DeskSession


class DirectoryExportDialog(QDialog):
    """What goes in the players' CSV file (names, or everything), why, then where."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.written: Path | None = None
        self.setWindowTitle(self.tr("Export the players"))
        intro = QLabel(
            self.tr(
                "Every player of the database, as a CSV file for a spreadsheet. "
                "The export is recorded in the log: who, when, how many players and which columns."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.names_only = QRadioButton(self.tr("Names only: number, name and nickname"), self)
        self.everything = QRadioButton(self.tr("Everything: also document, phone, e-mail and notes (the TD only)"), self)
        self.names_only.setChecked(True)  # the least personal data unless more is asked for
        group = QButtonGroup(self)
        group.addButton(self.names_only)
        group.addButton(self.everything)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("Who asked for it and what for (required for everything)"))
        form = QFormLayout()
        form.addRow(self.tr("Why"), self.reason)
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Export…"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.names_only)
        layout.addWidget(self.everything)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.adjustSize()  # tall enough for the wrapped introduction at that width

    def save(self) -> None:
        personal = self.everything.isChecked()
        reason = self.reason.text()
        desk = self.session.desk
        # Refused here, before a file is chosen: the refusal names the role, and nothing is written.
        if run(self.session, self.error, lambda: desk.check_directory_export(personal=personal, reason=reason)) is None:
            return
        suggested = "jogadores-dados.csv" if personal else "jogadores.csv"
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Export the players"), suggested, self.tr("CSV files (*.csv)"))
        if not path:
            return
        export = self.session.export_directory
        count = run(
            self.session, self.error, lambda: export(Path(path), personal=personal, reason=reason, delimiter=csv_delimiter(language()))
        )
        if count is None:
            return
        self.written = Path(path)
        self.session.notice.emit(self.tr("%n player(s) saved in {file}.", "", count).format(file=path))
        self.accept()
