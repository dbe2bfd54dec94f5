"""The desk's main window: the start page, or an event with its panels under the clock bar.

Every panel gets the same `DeskSession`; a refusal from any of them shows in
the red banner at the top and in the status bar, in the user's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tdapp import __version__
from tdapp.application.desk import Desk
from tdapp.ui.chain_check import ChainCheck
from tdapp.ui.clock_bar import ClockBar
from tdapp.ui.screen_fit import fill_screen
from tdapp.ui.session import DeskSession
from tdapp.ui.start_page import StartPage
from tdapp.ui.welcome import mark_if_demo

SHIFT_HOURS = 12


class Banner(QLabel):
    """The last refusal, in red, next to where the user is working; it fades after a while."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("background: #b00020; color: white; font-weight: bold; padding: 6px; border-radius: 3px;")
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_message(self, text: str) -> None:
        self.setText(text)
        self.show()
        self._timer.start(12_000)


class EventView(QWidget):
    """The tabs of an open event; each panel is imported and built when its tab is first shown.

    Start-up shows the window and the clock first (issue 19): a panel nobody
    looks at (charts and pyqtgraph, ranking, rulebook, log) costs nothing
    until its tab is chosen, asked for (`panel`), or built after the first
    frame by `warm_up` (modules imported on a worker thread, widgets built one
    per turn of the event loop, so the clock never waits more than one panel).
    """

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.tabs = QTabWidget(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.tabs, 1)
        from tdapp.ui.panels import PANELS, panel_title

        self._specs = [*PANELS, ("tdapp.ui.log_panel", "LogPanel", QT_TRANSLATE_NOOP("EventView", "Log"))]
        self._built: dict[str, QWidget] = {}
        for _module, class_name, title in self._specs:
            placeholder = QWidget(self.tabs)
            placeholder.setObjectName(f"pending{class_name}")
            self.tabs.addTab(placeholder, panel_title(title))
        self.tabs.currentChanged.connect(lambda index: self._build(self._specs[index][1]) if 0 <= index < len(self._specs) else None)
        session.changed.connect(self.refresh)

    @property
    def log_panel(self) -> QWidget:
        return self._build("LogPanel")

    def built_panels(self) -> list[str]:
        return list(self._built)

    def build_all(self) -> None:
        """Every panel now (F1 lists the keys of tabs never opened too)."""
        for _module, class_name, _title in self._specs:
            self._build(class_name)

    def _build(self, class_name: str) -> QWidget:
        widget = self._built.get(class_name)
        if widget is not None:
            return widget
        from tdapp.ui.panels import build_panel

        index = next(i for i, spec in enumerate(self._specs) if spec[1] == class_name)
        module_name = self._specs[index][0]
        widget = build_panel(module_name, class_name, self.session, self.tabs)
        self._built[class_name] = widget
        placeholder = self.tabs.widget(index)
        text = self.tabs.tabText(index)
        current = self.tabs.currentIndex()
        self.tabs.blockSignals(True)
        try:
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, widget, text)
            self.tabs.setCurrentIndex(current)
        finally:
            self.tabs.blockSignals(False)
        placeholder.deleteLater()
        self._connect_rulebook_to_floor(class_name, widget)
        return widget

    def _connect_rulebook_to_floor(self, class_name: str, widget: QWidget) -> None:
        """An article found in the rulebook can be cited in the floor's ruling form in one click."""
        if class_name != "RulebookPanel":
            return

        def cite(text: str) -> None:
            floor = self._build("FloorPanel")
            floor.cite_article(text)  # type: ignore[attr-defined]
            self.tabs.setCurrentWidget(floor)

        widget.cite.connect(cite)  # type: ignore[attr-defined]

    def warm_up(self, done: Callable[[], None] | None = None) -> None:
        """After the first frame: import every panel's module off the desk's thread, then build one panel per turn."""
        from tdapp.ui.panels import import_in_background

        pending = [spec for spec in self._specs if spec[1] not in self._built]

        def build_next() -> None:
            if not pending:
                if done is not None:
                    done()
                return
            _module, class_name, _title = pending.pop(0)
            self._build(class_name)
            QTimer.singleShot(0, self, build_next)  # dropped if the window is gone meanwhile

        import_in_background([module for module, _c, _t in pending], self, build_next)

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        # The tab on screen is built right after this frame (the clock bar is already up).
        QTimer.singleShot(0, self, lambda: self._build(self._specs[self.tabs.currentIndex()][1]) if self.tabs.currentIndex() >= 0 else None)

    def refresh(self) -> None:
        state = self.session.state
        self.title.setText(state.config.shown_name if state is not None and state.config is not None else "")

    def panel(self, cls: type) -> QWidget:
        """The panel of that class (built now if its tab was never shown)."""
        if not any(spec[1] == cls.__name__ for spec in self._specs):
            raise LookupError(cls.__name__)
        return self._build(cls.__name__)

    def show_panel(self, cls: type) -> QWidget:
        widget = self.panel(cls)
        self.tabs.setCurrentWidget(widget)
        return widget


class MainWindow(QMainWindow):
    def __init__(self, desk: Desk, *, ask_operator: bool = False) -> None:
        super().__init__()
        self.session = DeskSession(desk, self)
        self.setWindowTitle(self.tr("tdapp {version} — tournament director").format(version=__version__))
        self.clock_bar = ClockBar(self.session, self)
        self.banner = Banner(self)
        self.start_page = StartPage(self.session, self)
        self.event_view = EventView(self.session, self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.start_page)
        self.pages.addWidget(self.event_view)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock_bar)
        layout.addWidget(self.banner)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.clock_bar.install_shortcuts(self)
        self._build_menus()
        self.session.refused.connect(self.show_refusal)
        self.session.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.offline = QLabel(self.tr("The database cannot be reached: nothing can be stored until it is back. The clock keeps running."))
        self.offline.setObjectName("offline")
        self.offline.setStyleSheet("QLabel#offline { background: #b00020; color: white; font-weight: bold; padding: 2px 8px; }")
        self.offline.hide()
        self.statusBar().addPermanentWidget(self.offline)
        from tdapp.ui.backup_status import BackupStatus

        self.backup_status = BackupStatus(self.session, self)  # automatic backups while a tournament is open (issue 15)
        self.statusBar().addPermanentWidget(self.backup_status)
        self.session.connection.connect(lambda reachable: self.offline.setVisible(not reachable))
        # The tamper-evident chain is checked once the window is up, off the GUI's thread; a broken chain stays
        # said on the status bar until tdapp is closed (the banner fades, an audit question must not).
        self.chain_broken = QLabel(self)
        self.chain_broken.setObjectName("chainBroken")
        self.chain_broken.setStyleSheet("QLabel#chainBroken { background: #b00020; color: white; font-weight: bold; padding: 2px 8px; }")
        self.chain_broken.hide()
        self.statusBar().addPermanentWidget(self.chain_broken)
        self.chain_check = ChainCheck(desk.database.engine, self)
        self.chain_check.finished.connect(self._chain_checked)
        QTimer.singleShot(0, self.chain_check.start)
        self.session.tournament_opened.connect(lambda _tid: self.pages.setCurrentWidget(self.event_view))
        self.start_page.new_requested.connect(self.new_tournament)
        self.start_page.demo_requested.connect(self.open_demo)
        self.start_page.database_requested.connect(self.choose_database)
        mark_if_demo(self)  # the demonstration's database says so in the title and above the clock (issue 17)
        fill_screen(self)
        if ask_operator:
            QTimer.singleShot(0, self.ask_operator_if_new_shift)

    # -- menus and shortcuts ---------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&Tournament"))
        self.home_action = QAction(self.tr("All tournaments"), self, shortcut=QKeySequence("Ctrl+H"), triggered=self.go_home)
        self.new_action = QAction(self.tr("New tournament…"), self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_tournament)
        quit_action = QAction(self.tr("Quit"), self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        self.jump_action = QAction(self.tr("Go to level…"), self, shortcut=QKeySequence("Ctrl+L"), triggered=self.jump_to_level)
        self.clock_action = QAction(self.tr("Large clock"), self, shortcut=QKeySequence("F4"), triggered=self.toggle_large_clock)
        self.end_day_action = QAction(self.tr("End of the day (play continues on a later day)"), self, triggered=self.end_day)
        self.close_late_action = QAction(
            self.tr("Close late registration"), self, triggered=lambda: self.session.act("registration.close_late")
        )
        self.finish_action = QAction(self.tr("Finish the tournament"), self, triggered=self.finish_tournament)
        for action in (self.home_action, self.new_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        for action in (self.clock_action, self.jump_action, self.end_day_action, self.close_late_action, self.finish_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = QAction(self.tr("Undo"), self, shortcut=QKeySequence("Ctrl+Z"), triggered=self.session.undo_last)
        self.redo_action = QAction(self.tr("Redo"), self, shortcut=QKeySequence("Ctrl+Shift+Z"), triggered=self.session.redo_last)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.aboutToShow.connect(self.name_undo)  # "Undo: Teresa Almeida re-entered" (issue 17)
        from tdapp.ui.undo_keys import UndoKeys

        self.undo_keys = UndoKeys(self)  # Ctrl+Z from every tab unless a text field has its own undo
        QApplication.instance().installEventFilter(self.undo_keys)
        from tdapp.ui.printing import TOURNAMENT_DOCUMENTS, Printing

        self.printing = Printing(self.session, self)
        print_menu = self.menuBar().addMenu(self.tr("&Print"))
        titles = self.printing.titles()
        for kind in TOURNAMENT_DOCUMENTS:
            sub = print_menu.addMenu(titles[kind])
            sub.addAction(QAction(self.tr("Open (to print or look at)"), self, triggered=lambda _c=False, k=kind: self.printing.preview(k)))
            sub.addAction(
                QAction(self.tr("Print on the default printer"), self, triggered=lambda _c=False, k=kind: self.printing.print_now(k))
            )
            sub.addAction(QAction(self.tr("Save as PDF…"), self, triggered=lambda _c=False, k=kind: self.printing.save(k)))
            if kind == "results":  # and for a spreadsheet, as `tdapp export results` (issue 15)
                sub.addAction(QAction(self.tr("Save for a spreadsheet (CSV)…"), self, triggered=lambda: self.printing.save_results_csv()))
        print_menu.addSeparator()
        self.receipt_action = QAction(self.tr("Registration receipt of the selected player"), self, triggered=self.print_receipt)
        self.ranking_sheet_action = QAction(
            self.tr("Ranking sheet (the standings chosen in the Ranking tab)"), self, triggered=self.print_ranking
        )
        print_menu.addAction(self.receipt_action)
        print_menu.addAction(self.ranking_sheet_action)
        from tdapp.ui.room_control import RoomScreens

        self.room = RoomScreens(self.session, self)
        room_menu = self.menuBar().addMenu(self.tr("&Room"))
        room_menu.addAction(QAction(self.tr("Room screens…"), self, shortcut=QKeySequence("F11"), triggered=self.show_room_control))
        room_menu.addAction(QAction(self.tr("Close all room screens"), self, triggered=lambda: self.room.close_all()))
        room_menu.addAction(QAction(self.tr("Serve the room on the network…"), self, triggered=self.show_room_server))
        self.find_action = QAction(self.tr("Find a player"), self, shortcut=QKeySequence.StandardKey.Find, triggered=self.find_player)
        self.addAction(self.find_action)
        settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        settings_menu.addAction(QAction(self.tr("Operator…"), self, triggered=self.ask_operator))
        settings_menu.addAction(QAction(self.tr("Operators and roles…"), self, triggered=self.show_operators))
        settings_menu.addAction(QAction(self.tr("Backups…"), self, triggered=lambda: self.backup_status.choose_folder()))
        language_menu = settings_menu.addMenu(self.tr("Language"))
        for code, label in (("pt_PT", "Português"), ("en", "English")):
            language_menu.addAction(QAction(label, self, triggered=lambda _c=False, code=code: self.set_language(code)))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(
            QAction(self.tr("Keyboard shortcuts"), self, shortcut=QKeySequence.StandardKey.HelpContents, triggered=self.show_shortcuts)
        )

    def show_shortcuts(self) -> None:
        """F1: every key of the desk, read from its actions (`tdapp.ui.shortcuts_help`)."""
        from tdapp.ui.shortcuts_help import show_shortcuts

        self.shortcuts_dialog = show_shortcuts(self)

    # -- operator and language -----------------------------------------------------
    def ask_operator_if_new_shift(self) -> None:
        """The operator's name is asked once per shift and written into every action.

        Where the database keeps a list of operators, he is chosen from it (with his PIN) at every start.
        """
        if self.session.desk.operators.state.in_use:
            self.ask_operator()
            return
        settings = QSettings()
        name = str(settings.value("operator/name", ""))
        since = int(settings.value("operator/since_ms", 0) or 0)
        if name and self.session.now_ms() - since < SHIFT_HOURS * 3_600_000:
            self.session.set_operator(name)
            return
        self.ask_operator()

    def ask_operator(self) -> None:
        if self.session.desk.operators.state.in_use:
            from tdapp.ui.operators_dialog import SignInDialog

            self.sign_in_dialog = SignInDialog(self.session, self)
            self.sign_in_dialog.open()
            return
        name, ok = QInputDialog.getText(self, self.tr("Operator"), self.tr("Who is working at this desk?"), text=self.session.operator)
        if ok and name.strip():
            self.session.set_operator(name)
            settings = QSettings()
            settings.setValue("operator/name", name.strip())
            settings.setValue("operator/since_ms", self.session.now_ms())

    def show_operators(self) -> None:
        from tdapp.ui.operators_dialog import OperatorsDialog

        self.operators_dialog = OperatorsDialog(self.session, self)
        self.operators_dialog.open()

    def set_language(self, code: str) -> None:
        QSettings().setValue("ui/language", code)
        self.statusBar().showMessage(self.tr("The language changes the next time tdapp starts."), 8000)

    # -- navigation -----------------------------------------------------------------
    def go_home(self) -> None:
        self.start_page.refresh()
        self.pages.setCurrentWidget(self.start_page)

    def new_tournament(self) -> None:
        from tdapp.ui.new_tournament import NewTournamentDialog

        dialog = NewTournamentDialog(self.session, self)
        dialog.exec()

    def open_demo(self) -> MainWindow | None:
        """The demonstration, in its own database: a window on it takes this one's place (`tdapp.ui.database_switch`)."""
        from tdapp.ui.database_switch import open_demo

        return open_demo(self)

    def choose_database(self) -> MainWindow | None:
        from tdapp.ui.database_switch import choose_database

        return choose_database(self)

    def print_receipt(self) -> None:
        from tdapp.ui.registration_panel import RegistrationPanel

        panel = self.event_view.panel(RegistrationPanel)
        self.printing.receipt_of(getattr(panel, "_selected_id", None))

    def print_ranking(self) -> None:
        from tdapp.ui.ranking_panel import RankingPanel

        choice = self.event_view.panel(RankingPanel).standings_page.choice.currentData()  # type: ignore[attr-defined]
        self.printing.ranking_sheet(getattr(choice, "year", None), getattr(choice, "season_id", None))

    def toggle_large_clock(self) -> None:
        """F4: the "Clock" tab (the large clock), and back to the tab the TD was on."""
        from tdapp.ui.desk_clock import DeskClockPanel

        if self.pages.currentWidget() is not self.event_view:
            return
        tabs = self.event_view.tabs
        if isinstance(tabs.currentWidget(), DeskClockPanel):
            tabs.setCurrentIndex(getattr(self, "_tab_before_clock", 0))
        else:
            self._tab_before_clock = tabs.currentIndex()
            self.event_view.show_panel(DeskClockPanel)

    def jump_to_level(self) -> None:
        state = self.session.state
        if state is None or state.clock.structure is None:
            self.show_refusal(self.tr("Open a tournament with a blind structure first."))
            return
        position = state.clock.position(self.session.now_ms())
        current = position.level if position is not None else 1
        level, ok = QInputDialog.getInt(self, self.tr("Go to level"), self.tr("Level"), current, 1, state.clock.structure.level_count)
        if ok:
            self.session.act("clock.jump", {"level": level})

    def end_day(self) -> None:
        """FS 1.3: the clock stops here and resumes at the same second on the next day of play."""
        if self.ask_yes(self.tr("End the day?"), self.tr("The clock stops and keeps the time left; the next day starts with Resume day.")):
            self.session.act("clock.end_day")

    def finish_tournament(self) -> None:
        if self.ask_yes(self.tr("Finish the tournament?"), self.tr("Places and prizes are then final; the ranking can record them.")):
            self.session.act("tournament.finish")

    def ask_yes(self, title: str, text: str) -> bool:
        """The few questions worth asking: ending a day or an event (both can still be undone)."""
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def show_room_control(self) -> None:
        from tdapp.ui.room_control import RoomControlDialog

        if self.session.tournament_id is None:
            self.show_refusal(self.tr("Open a tournament first."))
            return
        RoomControlDialog(self.room, self).exec()
        if getattr(self, "room_server", None) is not None:
            self.show_room_server_qr()  # screens opened just now show the QR code too

    def show_room_server(self) -> None:
        from tdapp.ui.room_server import RoomServer, RoomServerDialog

        if getattr(self, "room_server", None) is None:
            self.room_server = RoomServer(self.session.desk.database.url, self)
            self.room_server.changed.connect(self.show_room_server_qr)
        RoomServerDialog(self.room_server, self).exec()

    def show_room_server_qr(self) -> None:
        """The room clock screens show the served address as a QR code in a corner, if the TD asked for it."""
        from tdapp.ui.room_server import qr_pixmap

        server = self.room_server
        url = server.url if server.qr_on_clock else None
        manager = self.room.manager
        for window in manager.windows.values() if manager is not None else ():
            if hasattr(window, "set_corner_qr"):
                window.set_corner_qr(qr_pixmap(url, 200) if url else None)

    def find_player(self) -> None:
        """Ctrl+F from anywhere: the registration desk's search."""
        from tdapp.ui.registration_panel import RegistrationPanel

        if self.session.tournament_id is None:
            return
        self.pages.setCurrentWidget(self.event_view)
        panel = self.event_view.show_panel(RegistrationPanel)
        search = getattr(panel, "search", None)
        if search is not None:
            search.setFocus()
            search.selectAll()

    def name_undo(self) -> None:
        undo, redo = self.session.undo_texts()
        self.undo_action.setText(undo)
        self.redo_action.setText(redo)

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self.session.busy:
            answer = QMessageBox.question(
                self,
                self.tr("Close tdapp"),
                self.tr(
                    "The desk is still checking an undo or a redo (a few seconds). Close anyway? It is then either stored whole or not at all."
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.release()
        super().closeEvent(event)

    def release(self) -> None:
        """What the desk holds beyond its widgets -- the backup timer, the room's screens and web server, the other
        desks' watcher -- let go: when the window closes, or when the event loop ends without it closing."""
        self.backup_status.stop()
        self.room.close_all(remember=False)  # the next start puts them back (tdapp.ui.resume)
        if getattr(self, "room_server", None) is not None:
            self.room_server.stop()
        self.session.release()

    def _chain_checked(self, report: object) -> None:
        text = self.chain_check.message(report)  # type: ignore[arg-type]
        if getattr(report, "holds", True):
            self.statusBar().showMessage(text, 8000)
        else:
            self.show_refusal(text)
            self.chain_broken.setText(self.chain_check.short_message(report))  # type: ignore[arg-type]
            self.chain_broken.setToolTip(text)
            self.chain_broken.show()

    def show_refusal(self, text: str) -> None:
        self.banner.show_message(text)
        self.statusBar().showMessage(text, 12_000)

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() == Qt.Key.Key_Escape:
            self.banner.hide()
        super().keyPressEvent(event)
