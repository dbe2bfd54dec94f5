"""Starting the desk: the QApplication, the language, the database."""

from __future__ import annotations

import gc
import os
import sys
import threading
import traceback

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTimer, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from tdapp.desk_settings import database_to_open, remember_database
from tdapp.domain.errors import RuleError
from tdapp.paths import resources_dir
from tdapp.ui.numbers import set_language
from tdapp.ui.qt_libs import platform_problem
from tdapp.ui.sound_check import quiet_audio_warnings, room_audio_note


class DeskTranslator(QTranslator):
    """tdapp's catalogue first, then Qt's own (``qtbase``) for the texts of Qt's widgets: "Cancel" is "Cancelar"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qt = QTranslator(self)

    def load_language(self, language: str) -> bool:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # Qt ships Portuguese for its widgets as pt_BR only; tdapp's catalogue says Qt's common words in pt-PT (qt_words.py).
        for locale in (language, "pt_BR") if language.startswith("pt") else (language,):
            if self.qt.load(QLocale(locale), "qtbase", "_", qt_folder):
                break
        return self.load(QLocale(language), "tdapp", "_", str(resources_dir() / "i18n"))

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # type: ignore[override]
        text = super().translate(context, source, disambiguation, n) or self.qt.translate(context, source, disambiguation, n)
        # A miss must stay a miss (a null string), not "": PySide6's `tr` goes on to the base classes' contexts when the
        # translation equals the source ("ICM", "−1 min"), and an empty answer there blanked the button.
        return text or None  # type: ignore[return-value]

    def isEmpty(self) -> bool:
        return super().isEmpty() and self.qt.isEmpty()


def install_translator(app: QApplication, lang: str | None) -> QTranslator | None:
    """Load the pt-PT catalogues (tdapp's and Qt's) unless English is chosen; pt-PT is the default."""
    language = lang or str(QSettings().value("ui/language", "pt_PT"))
    set_language(language)  # numbers and money follow the language too (25 000 / 25,000)
    if language == "en":
        # English is the source language; its catalogue holds only the plural forms ("1 table", "2 tables").
        plurals = QTranslator(app)
        if plurals.load(str(resources_dir() / "i18n" / "tdapp_en.qm")):
            app.installTranslator(plurals)
            return plurals
        return None
    translator = DeskTranslator(app)
    if translator.load_language(language):
        app.installTranslator(translator)
        return translator
    return None


def add_fonts() -> None:
    """The fonts shipped for the sheets also serve the desk: a name in Chinese, Arabic or Thai shows on a machine without such fonts.

    Read from the folder, not through `tdapp.reports.fonts`, which imports reportlab (issue 19: nothing heavy before the first frame).
    """
    for path in sorted((resources_dir() / "fonts").glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(path))


def run_desk(db: str | None = None, lang: str | None = None) -> int:
    """The first frame (clock from this machine's copy, `tdapp.ui.first_frame`), then the database and the desk."""
    problem = platform_problem() if QApplication.instance() is None else None
    if problem:
        print(problem, file=sys.stderr)
        return 3
    quiet_audio_warnings()
    app = QApplication.instance() or QApplication(sys.argv)
    # Python's cyclic collector runs on this thread only (a worker thread must never destroy a widget): off now, and run
    # by the GUI thread's collector from right after the first frame (`install_gui_collector`, 20 ms that the first
    # frame does not wait for); no other thread runs before that.
    gc.disable()
    app.setApplicationName("tdapp")
    app.setOrganizationName("tdapp")
    install_translator(app, lang)  # type: ignore[arg-type]
    target = database_to_open(db)
    from tdapp.ui.first_frame import FirstWindow, OnFirstPaint, status_of_first_frame

    first = FirstWindow(target)
    opened: list[object] = []  # the desk, once open

    def open_the_desk(at: float) -> None:
        # After the first frame: SQLAlchemy and the application layer, the database, the tournament (verified by
        # its Book against the database), then the real desk takes the first window's place.
        first_status = status_of_first_frame(first, at) if os.environ.get("TDAPP_STATUS_FILE") else None
        from tdapp.ui.gui_thread import install_gui_collector

        install_gui_collector(app)
        add_fonts()  # the shipped fonts (names in Chinese, Arabic, Thai) for the desk's widgets: the first frame shows none
        from tdapp.application.desk import Desk
        from tdapp.ui.main_window import MainWindow

        try:
            desk = Desk.open(target)
        except RuleError as exc:
            from tdapp.ui.messages import describe

            QMessageBox.critical(first, "tdapp", describe(exc))
            app.exit(2)
            return
        opened.append(desk)
        if db:
            remember_database(desk.database.url)  # each desk reopens the database it was pointed at
        window = MainWindow(desk)

        def after_the_room_is_back() -> None:
            note = room_audio_note()  # imports QtMultimedia: after the first frame
            if note:
                audio = QLabel(note)
                audio.setObjectName("roomAudio")
                window.statusBar().addPermanentWidget(audio)  # a passing status message does not hide it
            # The operator (with his PIN where the database keeps operators) is asked only now, in a dialog that does
            # not block: the room is already back on the wall (tdapp.ui.startup), so a desk waiting for its operator
            # never keeps the room dark.
            window.ask_operator_if_new_shift()

        from tdapp.ui.startup import start

        empty = not desk.tournament_rows() and desk.database.engine.dialect.name == "sqlite"
        start(window, demo_if_empty=empty, then=after_the_room_is_back, first=first, first_status=first_status)

    def open_or_quit(at: float) -> None:
        try:
            open_the_desk(at)
        except Exception as exc:
            if on_a_server and not opened and _out_of_reach(exc):
                wait_for_the_server(at, exc)
                return
            traceback.print_exc()  # as a crash before this change: said on the terminal, and the program ends
            app.exit(1)

    on_a_server = "://" in target and not target.startswith("sqlite")

    def wait_for_the_server(at: float, exc: Exception) -> None:
        """The desk's server is out of reach at start (after a power cut the desk is often up before the server):
        the first window says so and the desk opens by itself once the server answers; asked off the GUI's thread."""
        from tdapp.desk_settings import shown_url
        from tdapp.storage.database import SERVER_CONNECT_S, make_engine, to_url, until_it_answers

        first.opening.setText(
            QCoreApplication.translate(
                "Startup",
                "The database server cannot be reached ({url}). The desk opens by itself as soon as it answers; "
                "nothing can be changed until then.",
            ).format(url=shown_url(target))
        )
        first.opening.setWordWrap(True)
        first.opening.setToolTip(str(getattr(exc, "orig", None) or exc))

        answered = threading.Event()  # the worker holds nothing of Qt's (tdapp.ui.gui_thread)
        url = to_url(target)

        def ask() -> None:
            engine = make_engine(url)
            try:
                if until_it_answers(engine, lambda: False, SERVER_CONNECT_S):
                    answered.set()
            finally:
                engine.dispose()

        look = QTimer(first)
        look.setInterval(250)

        def open_if_answered() -> None:
            if answered.is_set():
                look.stop()
                look.deleteLater()
                open_or_quit(at)

        look.timeout.connect(open_if_answered)
        look.start()
        threading.Thread(target=ask, name="tdapp-wait-for-server", daemon=True).start()

    OnFirstPaint(first, open_or_quit)
    first.show()
    code = app.exec()
    from tdapp.ui.shutdown import shut_down

    shut_down(app, opened)
    return code


def _out_of_reach(exc: BaseException) -> bool:
    """A database server that did not answer (refused, timed out, gone): SQLAlchemy's OperationalError."""
    from sqlalchemy.exc import OperationalError

    return isinstance(exc, OperationalError)
