"""Import players from a CSV file: preview, column mapping, duplicates and bad rows, then one action (issue 15 part 5)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.players.csv_io import ImportPlan, Table, guess_mapping, plan_import, read_table
from tdapp.ui.messages import describe
from tdapp.ui.numbers import date_time
from tdapp.ui.session import DeskSession

PREVIEW_ROWS = 20


class ImportPlayersDialog(QDialog):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table: Table | None = None
        self.plan: ImportPlan | None = None
        self.label = ""
        self.imported = 0
        self.setWindowTitle(self.tr("Import players from a CSV file"))
        self.resize(900, 620)
        self.choose_button = QPushButton(self.tr("Choose the file…"), self)
        self.choose_button.clicked.connect(self.choose_file)
        self.file_label = QLabel(self.tr("No file chosen."), self)
        self.fields = {
            "name": self.tr("Name"),
            "nickname": self.tr("Nickname"),
            "document": self.tr("Document"),
            "phone": self.tr("Phone"),
            "email": self.tr("E-mail"),
            "notes": self.tr("Notes"),
        }
        self.columns: dict[str, QComboBox] = {}
        mapping_form = QFormLayout()
        for name, text in self.fields.items():
            combo = QComboBox(self)
            combo.currentIndexChanged.connect(lambda _i: self.replan())
            self.columns[name] = combo
            mapping_form.addRow(text, combo)
        self.preview = QTableWidget(self)
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.report = QPlainTextEdit(self)
        self.report.setReadOnly(True)
        self.report.setMaximumHeight(140)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = self.buttons.addButton(self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.import_button.clicked.connect(self.do_import)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.choose_button)
        top.addWidget(self.file_label, 1)
        middle = QHBoxLayout()
        middle.addLayout(mapping_form)
        middle.addWidget(self.preview, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("Which column holds what (guessed from the titles; change it if needed):"), self))
        layout.addLayout(middle, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.report)
        layout.addWidget(self.buttons)

    def choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Players' CSV file"), "", self.tr("CSV files (*.csv *.txt)"))
        if path:
            self.load(Path(path))

    def load(self, path: Path) -> None:
        try:
            self.table = read_table(path.read_bytes())
        except (OSError, RuleError) as exc:
            self.table = None
            self.summary.setText(describe(exc) if isinstance(exc, RuleError) else str(exc))
            self.import_button.setEnabled(False)
            return
        self.label = f"{path.name} {date_time(self.session.now_ms())}"
        self.file_label.setText(path.name)
        guessed = guess_mapping(self.table.header)
        for name, combo in self.columns.items():
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("(none)"), -1)
            for column, title in enumerate(self.table.header):
                combo.addItem(title or f"#{column + 1}", column)
            combo.setCurrentIndex(guessed.get(name, -1) + 1)
            combo.blockSignals(False)
        self.preview.setColumnCount(len(self.table.header))
        self.preview.setHorizontalHeaderLabels(list(self.table.header))
        shown = self.table.rows[:PREVIEW_ROWS]
        self.preview.setRowCount(len(shown))
        for row, (_line, cells) in enumerate(shown):
            for column, cell in enumerate(cells[: len(self.table.header)]):
                self.preview.setItem(row, column, QTableWidgetItem(cell))
        # Each column as wide as what the file holds (a few preview rows): a phone or a document is read whole.
        self.preview.resizeColumnsToContents()
        self.replan()

    def mapping(self) -> dict[str, int]:
        return {
            name: int(combo.currentData())
            for name, combo in self.columns.items()
            if combo.currentData() is not None and int(combo.currentData()) >= 0
        }

    def replan(self) -> None:
        if self.table is None:
            return
        try:
            self.plan = plan_import(self.table, self.mapping(), self.session.desk.directory.state)
        except RuleError as exc:
            self.plan = None
            self.summary.setText(describe(exc))
            self.report.clear()
            self.import_button.setEnabled(False)
            return
        plan = self.plan
        self.summary.setText(
            self.tr("{rows} rows: {new} new players, {duplicates} already known (left out), {bad} with errors (left out).").format(
                rows=len(self.table.rows), new=len(plan.new), duplicates=len(plan.duplicates), bad=len(plan.bad)
            )
        )
        lines = [self.tr("Line {line}: {error}").format(line=b.line, error=describe(b.error)) for b in plan.bad]
        for d in plan.duplicates:
            if d.player_id is not None:
                lines.append(
                    self.tr("Line {line}: {name} is already player #{player}.").format(line=d.line, name=d.name, player=d.player_id)
                )
            else:
                lines.append(self.tr("Line {line}: {name} repeats line {other}.").format(line=d.line, name=d.name, other=d.other_line))
        self.report.setPlainText("\n".join(lines))
        self.import_button.setEnabled(bool(plan.new))

    def do_import(self) -> None:
        if self.table is None:
            return
        table, mapping = self.table, self.mapping()
        plan = self.session.attempt(lambda: self.session.desk.import_players(table, mapping, self.label))
        if plan is None:
            return
        self.session.changed.emit()
        self.imported = len(plan.new)
        self.session.notice.emit(self.tr("{count} players imported from {file}.").format(count=self.imported, file=self.label))
        self.accept()
