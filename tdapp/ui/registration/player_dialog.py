"""New player, edit a player, merge two duplicate entries of the player database.

The dialogs save through the session themselves, so that a refusal (a
document that belongs to someone else) shows next to the field and the
typed data stays on screen to be corrected.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.players.directory import FIELDS, Player
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.session import DeskSession

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_PHONE = re.compile(r"^\+?[0-9 ()-]{6,20}$")
#: Where the last export of a player's personal data went (the desk's machine, not the database).
EXPORT_FOLDER_KEY = "personal_data/folder"


class PlayerDialog(QDialog):
    """Name (required), nickname, document, phone, e-mail and notes of one player, with the errors beside each field."""

    def __init__(
        self, session: DeskSession, parent: QWidget | None = None, *, player: Player | None = None, offer_register: bool = False
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.player = player
        self.player_id: int | None = player.id if player is not None else None
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("New player"))
        self.name = QLineEdit(self)
        self.nickname = QLineEdit(self)
        self.document = QLineEdit(self)
        self.phone = QLineEdit(self)
        self.email = QLineEdit(self)
        self.notes = QPlainTextEdit(self)
        self.notes.setFixedHeight(70)
        self.name.setPlaceholderText(self.tr("First and last name"))
        self.document.setPlaceholderText(self.tr("Citizen card, passport…"))
        self.phone.setPlaceholderText("+351 912 345 678")
        self.email.setPlaceholderText("nome@exemplo.pt")
        self.errors = {f: ErrorLabel(self) for f in FIELDS}
        form = QFormLayout()
        for field, label, widget in (
            ("name", self.tr("Name *"), self.name),
            ("nickname", self.tr("Nickname"), self.nickname),
            ("document", self.tr("Document"), self.document),
            ("phone", self.tr("Phone"), self.phone),
            ("email", self.tr("E-mail"), self.email),
            ("notes", self.tr("Notes"), self.notes),
        ):
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(widget)
            column.addWidget(self.errors[field])
            form.addRow(label, column)
        self.similar = QLabel(self)
        self.similar.setWordWrap(True)
        self.similar.setStyleSheet("color: #8a5a00;")
        self.register_now = QCheckBox(self.tr("Register him in this tournament now"), self)
        self.register_now.setChecked(offer_register)
        self.offers_register = offer_register and player is None
        self.register_now.setVisible(self.offers_register)
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save") if player else self.tr("Create"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.erase_button = None
        self.export_button = None
        if player is not None:
            # GDPR art. 15 and 17: on the player's request; the TD's alone where roles are kept.
            self.export_button = self.buttons.addButton(self.tr("Export personal data…"), QDialogButtonBox.ButtonRole.ActionRole)
            self.export_button.clicked.connect(self.export)
            self.erase_button = self.buttons.addButton(self.tr("Erase personal data…"), QDialogButtonBox.ButtonRole.ResetRole)
            self.erase_button.clicked.connect(self.erase)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.similar)
        layout.addWidget(self.register_now)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if player is not None:
            for field in FIELDS:
                if field == "notes":
                    self.notes.setPlainText(player.notes)
                else:
                    self._widget(field).setText(getattr(player, field))
        else:
            self.name.textChanged.connect(self._show_similar)
        self.name.setFocus()
        self.resize(460, 0)

    def export(self) -> None:
        assert self.player is not None
        self.export_dialog = PersonalDataExportDialog(self.session, self.player, self)
        self.export_dialog.open()

    def erase(self) -> None:
        assert self.player is not None
        dialog = ErasureDialog(self.session, self.player, self)
        if dialog.exec() and dialog.erased:
            self.reject()  # what this form shows was erased

    def _widget(self, field: str):  # type: ignore[no-untyped-def]
        return {
            "name": self.name,
            "nickname": self.nickname,
            "document": self.document,
            "phone": self.phone,
            "email": self.email,
            "notes": self.notes,
        }[field]

    def values(self) -> dict[str, str]:
        values = {f: self._widget(f).text().strip() for f in FIELDS if f != "notes"}
        values["notes"] = self.notes.toPlainText().strip()
        return values

    def _show_similar(self, text: str) -> None:
        """Warn about a possible duplicate while the name is typed (floor staff create many entries in a hurry)."""
        found = self.session.desk.players().search(text, limit=4) if len(text.strip()) >= 3 else []
        if not found:
            self.similar.setText("")
            return
        names = ", ".join(f"{p.display_name} (#{p.id})" for p in found)
        self.similar.setText(self.tr("Already in the database: {names}").format(names=names))

    def validate(self) -> bool:
        values = self.values()
        problems: dict[str, str] = {}
        if not values["name"]:
            problems["name"] = self.tr("The name is required.")
        elif len(values["name"]) > 120:
            problems["name"] = self.tr("120 characters at most.")
        if values["email"] and not _EMAIL.match(values["email"]):
            problems["email"] = self.tr("This does not look like an e-mail address.")
        if values["phone"] and not _PHONE.match(values["phone"]):
            problems["phone"] = self.tr("Digits, spaces and a leading + only.")
        other = self.session.desk.players().find_document(values["document"]) if values["document"] else None
        if other is not None and other.id != self.player_id:
            problems["document"] = self.tr("Already belongs to {name} (#{id}).").format(name=other.display_name, id=other.id)
        for field, label in self.errors.items():
            label.show_error(problems.get(field, ""))
        if problems:
            self._widget(next(f for f in FIELDS if f in problems)).setFocus()
        return not problems

    def save(self) -> None:
        if not self.validate():
            return
        values = self.values()
        if self.player is None:
            name = values.pop("name")
            fields = {k: v for k, v in values.items() if v}
            self.player_id = run(self.session, self.error, lambda: self.session.add_player(name, **fields))
            saved = self.player_id is not None
        else:
            player_id = self.player.id
            changed = {k: v for k, v in values.items() if v != getattr(self.player, k)}
            update = {"player_id": player_id, **changed}
            saved = not changed or run(self.session, self.error, lambda: self.session.directory_act("player.update", update)) is not None
        if saved:
            self.accept()


class PersonalDataExportDialog(QDialog):
    """Hand a player everything tdapp holds on him (GDPR art. 15): why (kept in the log) and where the two files go."""

    def __init__(self, session: DeskSession, player: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.player = player
        self.written: tuple[Path, Path] | None = None
        self.setWindowTitle(self.tr("Export personal data"))
        intro = QLabel(
            self.tr(
                "Everything tdapp holds on {name}: his entry, his tournaments and every recorded action that names him, "
                "as a sheet to print (PDF) and a file for a computer (JSON). The export is recorded in the log."
            ).format(name=player.display_name),
            self,
        )
        intro.setWordWrap(True)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("The player's request and its date"))
        self.folder = QLineEdit(self)
        self.folder.setText(str(QSettings().value(EXPORT_FOLDER_KEY, "") or Path.home()))
        self.choose_button = QPushButton(self.tr("Choose…"), self)
        self.choose_button.clicked.connect(self.choose_folder)
        where = QHBoxLayout()
        where.addWidget(self.folder, 1)
        where.addWidget(self.choose_button)
        form = QFormLayout()
        form.addRow(self.tr("Why *"), self.reason)
        form.addRow(self.tr("Folder"), where)
        self.error = ErrorLabel(self)
        self.result = QLabel(self)
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Export"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.result)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.adjustSize()  # tall enough for the wrapped introduction at that width

    def choose_folder(self) -> None:
        text = QFileDialog.getExistingDirectory(self, self.tr("Folder for the player's files"), self.folder.text())
        if text:
            self.folder.setText(text)

    def save(self) -> None:
        folder = Path(self.folder.text().strip() or ".")
        language = str(QSettings().value("ui/language", "pt_PT"))
        written = run(
            self.session, self.error, lambda: self.session.export_personal_data(self.player.id, self.reason.text(), folder, language)
        )
        if written is None:
            return
        self.written = written
        QSettings().setValue(EXPORT_FOLDER_KEY, str(folder))
        self.result.setText(self.tr("Written: {pdf} and {json}").format(pdf=written[1], json=written[0]))
        self.ok_button.setEnabled(False)
        self.adjustSize()


class ErasureDialog(QDialog):
    """Erase a player's personal data on his request: why (kept in the log), and a pseudonym if he asks for one."""

    def __init__(self, session: DeskSession, player: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.player = player
        self.erased = False
        self.setWindowTitle(self.tr("Erase personal data"))
        warning = QLabel(
            self.tr(
                "The document, phone, e-mail and notes of {name} are erased from the database and its log for good; "
                "his places, prizes and ranking points stay. This cannot be undone."
            ).format(name=player.display_name),
            self,
        )
        warning.setWordWrap(True)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("The player's request and its date"))
        self.pseudonym = QLineEdit(self)
        self.pseudonym.setPlaceholderText(self.tr("Leave empty to keep his name"))
        form = QFormLayout()
        form.addRow(self.tr("Why *"), self.reason)
        form.addRow(self.tr("Pseudonym"), self.pseudonym)
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Erase"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(warning)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(480)
        self.adjustSize()  # tall enough for the whole warning at that width (a fixed height cut its first and last lines)

    def save(self) -> None:
        pseudonym = self.pseudonym.text().strip() or None
        if run(self.session, self.error, lambda: self.session.erase_player(self.player.id, self.reason.text(), pseudonym)) is not None:
            self.erased = True
            self.accept()


class MergeDialog(QDialog):
    """Two entries of the same person: find the other one, choose the entry to keep."""

    def __init__(self, session: DeskSession, first: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.first = first
        self.setWindowTitle(self.tr("Merge duplicate entries"))
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Find the other entry: name, document, phone…"))
        self.search.setClearButtonEnabled(True)
        self.results = QListWidget(self)
        self.keep_first = QRadioButton(self)
        self.keep_second = QRadioButton(self)
        self.keep_first.setChecked(True)
        self.error = ErrorLabel(self)
        choice = QGroupBox(self.tr("Entry to keep (the other one becomes an alias of it)"), self)
        column = QVBoxLayout(choice)
        column.addWidget(self.keep_first)
        column.addWidget(self.keep_second)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Merge"))
        self.ok_button.setEnabled(False)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Duplicate of {name} (#{id})").format(name=first.display_name, id=first.id), self))
        layout.addLayout(top)
        layout.addWidget(self.search)
        layout.addWidget(self.results, 1)
        layout.addWidget(choice)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.search.textChanged.connect(self._find)
        self.results.currentRowChanged.connect(lambda _row: self._update_choice())
        self.search.setText(first.name)
        self._update_choice()
        self.resize(520, 460)

    def _find(self, text: str) -> None:
        self.results.clear()
        for player in self.session.desk.players().search(text, limit=30):
            if player.id == self.first.id:
                continue
            item = QListWidgetItem(self._describe(player), self.results)
            item.setData(Qt.ItemDataRole.UserRole, player.id)

    @staticmethod
    def _describe(player: Player) -> str:
        details = " · ".join(v for v in (player.document, player.phone, player.email) if v)
        return f"#{player.id}  {player.display_name}" + (f"  —  {details}" if details else "")

    def second(self) -> Player | None:
        item = self.results.currentItem()
        return self.session.desk.players().players.get(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def choose(self, player_id: int, *, keep_first: bool) -> None:
        """Select the other entry by number (also what a test does)."""
        for row in range(self.results.count()):
            if self.results.item(row).data(Qt.ItemDataRole.UserRole) == player_id:
                self.results.setCurrentRow(row)
        (self.keep_first if keep_first else self.keep_second).setChecked(True)

    def _update_choice(self) -> None:
        second = self.second()
        self.keep_first.setText(self._describe(self.first))
        self.keep_second.setText(self._describe(second) if second else self.tr("(choose the other entry in the list)"))
        self.keep_second.setEnabled(second is not None)
        self.ok_button.setEnabled(second is not None)

    def save(self) -> None:
        second = self.second()
        if second is None:
            self.error.show_error(self.tr("Choose the other entry in the list."))
            return
        keep, merge = (self.first, second) if self.keep_first.isChecked() else (second, self.first)
        if run(self.session, self.error, lambda: self.session.directory_act("player.merge", {"keep": keep.id, "merge": merge.id})) is None:
            return
        self.kept_id = keep.id
        self.accept()
