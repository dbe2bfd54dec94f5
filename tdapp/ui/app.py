"""Starting the desk: the QApplication, the language, the database."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale, QSettings, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.paths import default_database, resources_dir
from tdapp.ui.messages import describe
from tdapp.ui.qt_libs import platform_problem
from tdapp.ui.sound_check import quiet_audio_warnings, room_audio_note


def install_translator(app: QApplication, lang: str | None) -> QTranslator | None:
    """Load the pt-PT catalogue unless English is chosen; pt-PT is the default."""
    language = lang or str(QSettings().value("ui/language", "pt_PT"))
    if language == "en":
        return None
    translator = QTranslator(app)
    if translator.load(QLocale(language), "tdapp", "_", str(resources_dir() / "i18n")):
        app.installTranslator(translator)
        return translator
    return None


def add_fonts() -> None:
    """The fonts shipped for the sheets also serve the desk: a name in Chinese, Arabic or Thai shows on a machine without such fonts."""
    from tdapp.reports.fonts import font_files

    for path in font_files():
        QFontDatabase.addApplicationFont(str(path))


def run_desk(db: str | None = None, lang: str | None = None) -> int:
    from tdapp.ui.main_window import MainWindow

    problem = platform_problem() if QApplication.instance() is None else None
    if problem:
        print(problem, file=sys.stderr)
        return 3
    quiet_audio_warnings()
    app = QApplication.instance() or QApplication(sys.argv)
    add_fonts()
    app.setApplicationName("tdapp")
    app.setOrganizationName("tdapp")
    install_translator(app, lang)  # type: ignore[arg-type]
    try:
        desk = Desk.open(db or default_database())
    except RuleError as exc:
        QMessageBox.critical(None, "tdapp", describe(exc))
        return 2
    window = MainWindow(desk, ask_operator=True)
    note = room_audio_note()
    if note:
        audio = QLabel(note)
        audio.setObjectName("roomAudio")
        window.statusBar().addWidget(audio)
    window.show()
    if not desk.tournament_rows():
        # A new user sees a running event at once.
        window.open_demo()
    code = app.exec()
    desk.close()
    return code
