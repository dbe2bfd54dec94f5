"""Starting the desk: the QApplication, the language, the database."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.paths import default_database, resources_dir


def install_translator(app: QApplication, lang: str | None) -> QTranslator | None:
    """Load the pt-PT catalogue unless English is chosen; pt-PT is the default."""
    language = lang or "pt_PT"
    if language == "en":
        return None
    translator = QTranslator(app)
    if translator.load(QLocale(language), "tdapp", "_", str(resources_dir() / "i18n")):
        app.installTranslator(translator)
        return translator
    return None


def run_desk(db: str | None = None, lang: str | None = None) -> int:
    from tdapp.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("tdapp")
    app.setOrganizationName("tdapp")
    install_translator(app, lang)
    try:
        desk = Desk.open(db or default_database())
    except RuleError as exc:
        QMessageBox.critical(None, "tdapp", exc.render(lambda t: app.translate("rules", t)))
        return 2
    window = MainWindow(desk)
    window.show()
    code = app.exec()
    desk.close()
    return code
