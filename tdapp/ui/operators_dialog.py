"""Who works at this desk: the operator chosen from the list (with his PIN), and the TD's list of operators (issue 15 part 3)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.operators import Role
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession


def role_label(role: Role) -> str:
    return {
        Role.TD: QCoreApplication.translate("Operators", "TD"),
        Role.FLOOR: QCoreApplication.translate("Operators", "Floor"),
        Role.CASHIER: QCoreApplication.translate("Operators", "Cashier"),
        Role.REGISTRATION: QCoreApplication.translate("Operators", "Registration"),
    }[role]


class SignInDialog(QDialog):
    """Chosen at the desk's start instead of a typed name: every action then carries this operator."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Operator"))
        self.who = QComboBox(self)
        for operator in session.desk.operators.state.active():
            self.who.addItem(f"{operator.name} — {role_label(operator.role)}", operator.name)
        current = self.who.findData(session.operator)
        if current >= 0:
            self.who.setCurrentIndex(current)
        self.pin = QLineEdit(self)
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setPlaceholderText(self.tr("only if he has one"))
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("Who is working at this desk?"), self.who)
        form.addRow(self.tr("PIN"), self.pin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.sign_in)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def sign_in(self) -> None:
        try:
            self.session.desk.sign_in(str(self.who.currentData()), self.pin.text())
        except RuleError as exc:
            self.error.setText(describe(exc))
            self.pin.clear()
            return
        self.accept()


class OperatorsDialog(QDialog):
    """The TD's list of operators: add one with a role and an optional PIN, or retire one."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Operators"))
        self.list = QListWidget(self)
        self.name = QLineEdit(self)
        self.role = QComboBox(self)
        for role in Role:
            self.role.addItem(role_label(role), role.value)
        self.pin = QLineEdit(self)
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.clicked.connect(self.add)
        self.retire_button = QPushButton(self.tr("Retire the selected operator"), self)
        self.retire_button.clicked.connect(self.retire)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Role"), self.role)
        form.addRow(self.tr("PIN (optional)"), self.pin)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.retire_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("With no operators on the list, anyone may do anything at this desk."), self))
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.error)
        layout.addWidget(close)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for operator in self.session.desk.operators.state.active():
            lock = " 🔒" if operator.has_pin else ""
            self.list.addItem(f"{operator.name} — {role_label(operator.role)}{lock}")
            self.list.item(self.list.count() - 1).setData(256, operator.id)

    def _run(self, command: object) -> bool:
        try:
            command()  # type: ignore[operator]
        except RuleError as exc:
            self.error.setText(describe(exc))
            return False
        self.error.clear()
        self.refresh()
        return True

    def add(self) -> None:
        desk = self.session.desk
        name, role, pin = self.name.text().strip(), str(self.role.currentData()), self.pin.text()
        first = not desk.operators.state.in_use
        if self._run(lambda: desk.add_operator(name, role, pin)):
            if first:
                desk.operator = name  # the TD who set the list up works on as himself
            self.name.clear()
            self.pin.clear()

    def retire(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        operator_id = int(item.data(256))
        self._run(lambda: self.session.desk.update_operator(operator_id, retired=True))
