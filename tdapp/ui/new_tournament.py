"""New tournament from a template: pick, name, date and time, create. Under two minutes by design."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QTime
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdapp.application.templates import Template, load_templates
from tdapp.domain.errors import RuleError
from tdapp.ui.messages import describe
from tdapp.ui.numbers import chips
from tdapp.ui.numbers import money as money_text
from tdapp.ui.session import DeskSession
from tdapp.ui.shipped_names import shipped_name


class NewTournamentDialog(QDialog):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("New tournament"))
        self.templates: list[Template] = []
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        try:
            self.templates = load_templates()
        except RuleError as exc:
            self.error.setText(describe(exc))
        self.list = QListWidget(self)
        for template in self.templates:
            item = QListWidgetItem(shipped_name(template.name), self.list)
            item.setData(256, template.key)
        self.name = QLineEdit(self)
        self.start = QDateTimeEdit(self)
        self.start.setCalendarPopup(True)
        self.start.setDisplayFormat("dd/MM/yyyy HH:mm")
        tonight = QDateTime.currentDateTime()
        tonight.setTime(QTime(21, 0))
        self.start.setDateTime(tonight)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Start"), self.start)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        buttons.accepted.connect(self.create)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Template"), self))
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self.template_chosen)
        if self.templates:
            self.list.setCurrentRow(0)
        self.resize(520, 560)

    def template_chosen(self, row: int) -> None:
        if not 0 <= row < len(self.templates):
            return
        template = self.templates[row]
        self.name.setText(shipped_name(template.name))
        config = template.config
        self.summary.setText(
            self.tr("Buy-in {price} (prize {prize} + fee {fee}), {chips} chips, {levels} levels.").format(
                price=money_text(config.buy_in.price_cents),
                prize=money_text(config.buy_in.prize_cents),
                fee=money_text(config.buy_in.fee_cents),
                chips=chips(config.buy_in.chips),
                levels=template.structure.level_count,
            )
        )

    def create(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.templates):
            self.error.setText(self.tr("Choose a template."))
            return
        start_ms = self.start.dateTime().toMSecsSinceEpoch()
        config, then = self.templates[row].commands(name=self.name.text().strip(), scheduled_start_ms=start_ms)
        messages: list[str] = []
        self.session.refused.connect(messages.append)
        try:
            tid = self.session.create_tournament(config, then)
        finally:
            self.session.refused.disconnect(messages.append)
        if tid is None:
            self.error.setText("\n".join(messages))
            return
        self.accept()
