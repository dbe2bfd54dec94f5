"""Screenshots of every main view of the desk, rendered offscreen (what `tdapp desk-screens` runs).

The database is built through the application layer, with the demo builders
that already exist: `tdapp.reports.demo` plays a knock-out to the end and
records it in the 2024 ranking (seasons, standings, a player's history);
`tdapp.application.demo` opens the running knock-out a new user sees. On top
of that the desk plays what a reviewer needs to see on the floor: players out
with their eliminators, re-entries, late registration closed and the prize
table frozen, a chip set for the color-up, and a second event at its final
table for the deal calculator. The desk's wall clock is then stopped, so the
clock bar and every "time left" read the same on every run.

Each view is one file `<nn>-<view>.png` (the number keeps the files in the
order of the tabs); `views.json` next to them lists, for each file, the tab
titles that were on screen, so a reviewer (and a test) can check the language
without reading pixels.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDialog, QTabWidget, QWidget

from tdapp.application import demo as desk_demo
from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_seat
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.reports import demo as report_demo
from tdapp.ui.numbers import set_language
from tdapp.ui.room.demo import chip_set_payload
from tdapp.ui.visible_text import cut_texts, visible_texts

DAY_MS = 86_400_000
MINUTE_MS = 60_000
#: The running event starts a week after the finished one (2024-06-08 20:00 UTC, a Saturday).
EVENT_START_MS = report_demo.START_MS + 7 * DAY_MS
#: The moment every screenshot shows: 1 h 52 min into play, late registration closed.
SHOT_AT_MS = EVENT_START_MS + 112 * MINUTE_MS
DEFAULT_SIZE = (1280, 800)

#: Every view, in the order of the files: key -> (file number, what it shows).
VIEWS: dict[str, tuple[int, str]] = {
    "start": (1, "the start page: tournaments of the database"),
    "registration": (2, "the registration desk with a player selected"),
    "floor": (3, "the floor: tables drawn, the selected table's controls"),
    "floor-balance": (4, "the floor's balance suggestions"),
    "floor-list": (5, "the floor as a list of seats"),
    "money-prizes": (6, "money: the frozen prize table"),
    "money-deal": (7, "money: the deal calculator before the final table"),
    "money-cash": (8, "money: the cash desk"),
    "setup-tournament": (9, "setup: the tournament's configuration"),
    "setup-structure": (10, "setup: the blind structure"),
    "setup-chips": (11, "setup: the chip set"),
    "setup-tables": (12, "setup: the tables"),
    "ranking-standings": (13, "ranking: standings with a player's history"),
    "ranking-results": (14, "ranking: results and counting"),
    "ranking-seasons": (15, "ranking: seasons"),
    "ranking-finals": (16, "ranking: funds and finals"),
    "charts": (17, "charts: players left, average stack, purchases, ranking points"),
    "rulebook": (18, "the rulebook, searched"),
    "log": (19, "the action log"),
    "new-tournament": (20, "dialog: new tournament from a template"),
    "bust": (21, "dialog: players out at a table"),
    "color-up": (22, "dialog: color-up and chip race, previewed"),
    "deal-result": (23, "money: an ICM deal calculated at a final table"),
    "player": (24, "dialog: a new player"),
    "check-in": (25, "dialog: check-in with the identity document"),
    "payment": (26, "dialog: a re-entry paid, the stack given up, the seat now"),
    "chip-set": (27, "dialog: the chip set for a color-up"),
    "prize-override": (28, "dialog: the prize table changed by hand"),
    "structure-wizard": (29, "dialog: the blind structure wizard"),
    "operators": (30, "dialog: operators and roles"),
    "room-control": (31, "dialog: the room screens' control"),
    "clock": (32, "the large clock at the desk (F4)"),
    "floor-hand-for-hand": (33, "the floor's hand-for-hand"),
    "floor-penalties": (34, "the floor's penalties"),
    "floor-rulings": (35, "the floor's rulings"),
    "shortcuts": (36, "dialog: every key of the desk (F1)"),
    "chip-count": (37, "dialog: a player's chip count"),
    "import": (38, "dialog: players imported from a CSV file, previewed"),
    "merge": (39, "dialog: two entries of the same person merged"),
    "erasure": (40, "dialog: a player's personal data erased"),
    "room-server": (41, "dialog: the room served on the network"),
    "file": (42, "dialog: a file saved (Qt's own file dialog)"),
    "directory-export": (43, "dialog: the player database exported, names or everything (the TD's)"),
    "sign-in": (44, "dialog: the operator signs in at the start of a shift"),
}
#: A CSV file as a spreadsheet set to Portuguese writes it, for the import dialog's preview.
IMPORT_CSV = "Nome;Alcunha;Documento;Telemóvel\nLuísa Fontes;Lulu;CC 12345678;+351 912 000 111\n陳大文;;M1234567;+853 6612 3456\n"


def select_views(wanted: Sequence[str] | None) -> list[str]:
    """The views named, in file order; a group name such as `money` or `setup` selects all of its pages."""
    if not wanted:
        return list(VIEWS)
    chosen: set[str] = set()
    unknown = []
    for name in wanted:
        matches = [name] if name in VIEWS else [key for key in VIEWS if key.startswith(name + "-")]
        if not matches:
            unknown.append(name)
        chosen.update(matches)
    if unknown:
        raise RuleError("Unknown desk views: {views} (the views are {known}).", views=", ".join(unknown), known=", ".join(VIEWS))
    return [key for key in VIEWS if key in chosen]


def file_name(view: str) -> str:
    return f"{VIEWS[view][0]:02d}-{view}.png"


# -- the demonstration database ------------------------------------------------------


@dataclass
class DeskDemo:
    desk: Desk
    clock: report_demo.StepClock
    running: int  # the knock-out on the floor: busts, re-entries, prize table frozen
    final_table: int  # a second event with six players left, for the deal calculator
    finished: int  # the knock-out played to the end and recorded in the ranking
    table: int  # a table of the running event with a full complement, for the bust dialog


def build_desk_demo(path: Path) -> DeskDemo:
    """Build the database described in the module docstring; the desk's clock is stopped at `SHOT_AT_MS`."""
    finished = report_demo.build_demo(path, running=0)["small"]
    clock = report_demo.StepClock(EVENT_START_MS - 40 * MINUTE_MS, step_ms=1_000)
    desk = Desk.open(path, operator=report_demo.OPERATOR, now=clock)
    clock.at_ms, clock.step_ms = EVENT_START_MS, 0  # the demo's registrations and the start of play at 20:00 sharp
    running = desk_demo.build_demo(desk, players=50)  # full tables: the demo puts every button on seat 1
    clock.step_ms = 1_000
    rng = random.Random(2024)
    clock.at_ms = EVENT_START_MS + 45 * MINUTE_MS
    out = _bust_some(desk, running, 7, rng)
    for pid in out[:3]:  # three of them buy back in (the knock-out template allows re-entry)
        desk.act_many(running, [("money.reentry", {"player_id": pid}), ("seating.seat", _seat_for(desk, running, pid))])
    clock.at_ms = EVENT_START_MS + 101 * MINUTE_MS
    desk.act_many(running, [("registration.close_late", {}), ("registration.close_reentry", {}), ("prizes.freeze", {})])
    template = next(t for t in load_templates() if t.key == "knockout")
    config = TournamentConfig.from_dict(desk.tournament(running).state.require_config().to_dict())
    desk.act(running, "chips.set", chip_set_payload(config, list(template.structure.chips)))
    clock.at_ms = EVENT_START_MS + 106 * MINUTE_MS
    _bust_some(desk, running, 9, rng)
    state = desk.tournament(running).state
    table = max(state.seating.open_tables(), key=lambda t: (t.count, -t.number)).number

    field = sorted(desk.tournament(finished).state.registrations)
    final_table = report_demo.play_tournament(
        desk, report_demo.small_config("Four Seasons — Knock-out de Domingo"), field, seed=5, finish=False
    ).tournament_id
    while sum(reg.alive for reg in desk.tournament(final_table).state.registrations.values()) > 6:
        _bust_some(desk, final_table, 1, rng)
    clock.at_ms = SHOT_AT_MS
    clock.step_ms = 0
    return DeskDemo(desk, clock, running, final_table, finished, table)


def _seat_for(desk: Desk, tid: int, pid: int) -> dict[str, Any]:
    return draw_seat(desk.tournament(tid).state.seating, pid, reentry=True, rng=random.Random(pid))


def _bust_some(desk: Desk, tid: int, count: int, rng: random.Random) -> list[int]:
    """Bust `count` players one hand at a time, each knocked out by a player of his table."""
    out: list[int] = []
    for _ in range(count):
        state = desk.tournament(tid).state
        alive = sorted(pid for pid, reg in state.registrations.items() if reg.alive)
        pid = rng.choice(alive)
        table = state.seating.seat_of[pid][0]
        mates = sorted(p for p in state.seating.tables[table].players.values() if p != pid) or [p for p in alive if p != pid]
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid, "eliminator_id": rng.choice(mates)}]})
        out.append(pid)
    return out


# -- rendering -------------------------------------------------------------------------


def settle(times: int = 4) -> None:
    app = QApplication.instance()
    for _ in range(times):
        app.processEvents()  # type: ignore[union-attr]


def tab_titles(widget: QWidget) -> list[str]:
    """The titles of every tab bar that is on screen in `widget`, outermost first."""
    titles: list[str] = []
    for tabs in widget.findChildren(QTabWidget):
        if tabs.isVisible():
            titles += [tabs.tabText(i) for i in range(tabs.count())]
    return titles


def install_language(app: QApplication, lang: str) -> QTranslator | None:
    """The desk's catalogue, installed before any widget exists (English: its plural forms only)."""
    from tdapp.ui.app import install_translator

    translator = install_translator(app, lang)
    if translator is None and lang != "en":
        raise RuleError("The {lang} translation cannot be loaded.", lang=lang)
    return translator


def render_desk_screens(
    out: Path, database: Path, *, lang: str, views: Sequence[str] | None = None, size: tuple[int, int] = DEFAULT_SIZE
) -> list[Path]:
    """Render the chosen views of the desk in one language to `out`; returns the files written."""
    chosen = select_views(views)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    translator = install_language(app, lang)  # type: ignore[arg-type]
    try:
        return _render(out, database, chosen, size)
    finally:
        if translator is not None:
            app.removeTranslator(translator)  # type: ignore[union-attr]
        set_language("pt_PT")  # the desk's default again for whatever runs next in this process


def _render(out: Path, database: Path, chosen: list[str], size: tuple[int, int]) -> list[Path]:
    from tdapp.ui.main_window import MainWindow

    out.mkdir(parents=True, exist_ok=True)
    demo = build_desk_demo(database)
    window = MainWindow(demo.desk)
    window.setWindowState(Qt.WindowState.WindowNoState)  # the chosen size, not the screen the desk would fill
    window.resize(*size)
    window.show()
    settle()
    written: list[Path] = []
    captions: dict[str, dict[str, Any]] = {}
    try:
        shooter = _Shooter(window, demo, size)
        for view in chosen:
            widget = shooter.show(view)
            settle()
            path = out / file_name(view)
            if not widget.grab().save(str(path)):
                raise RuleError("The screenshot {path} cannot be written.", path=str(path))
            captions[path.name] = {
                "view": view,
                "shows": VIEWS[view][1],
                "window_title": widget.windowTitle(),
                "tabs": tab_titles(widget),
                "texts": visible_texts(widget),  # every text on screen, for the language check (tests/ui/test_pt_pt_screens.py)
                "cut": cut_texts(widget),
            }
            if isinstance(widget, QDialog):
                widget.close()
                widget.deleteLater()
            written.append(path)
        (out / "views.json").write_text(json.dumps(captions, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    finally:
        window.close()
        settle(1)
        demo.desk.close()
    return written


class _Shooter:
    """Brings each view on screen in the window (or builds its dialog) and returns what to grab."""

    def __init__(self, window: Any, demo: DeskDemo, size: tuple[int, int]) -> None:
        from tdapp.ui.charts_panel import ChartsPanel
        from tdapp.ui.floor.floor_panel import FloorPanel
        from tdapp.ui.money_panel import MoneyPanel
        from tdapp.ui.ranking_panel import RankingPanel
        from tdapp.ui.registration_panel import RegistrationPanel
        from tdapp.ui.rulebook_panel import RulebookPanel
        from tdapp.ui.setup_panel import SetupPanel

        self.window = window
        self.demo = demo
        self.size = size
        self.session = window.session
        self.events = window.event_view
        self.classes = {
            "registration": RegistrationPanel,
            "floor": FloorPanel,
            "money": MoneyPanel,
            "setup": SetupPanel,
            "ranking": RankingPanel,
            "charts": ChartsPanel,
            "rulebook": RulebookPanel,
        }
        self.steps: dict[str, Callable[[], QWidget]] = {
            "start": self._start,
            "registration": self._registration,
            "floor": lambda: self._floor(0, False),
            "floor-balance": lambda: self._floor(1, False),
            "floor-list": lambda: self._floor(0, True),
            "money-prizes": lambda: self._money(0),
            "money-deal": lambda: self._money(1),
            "money-cash": lambda: self._money(2),
            "setup-tournament": lambda: self._sub("setup", "tabs", 0),
            "setup-structure": lambda: self._sub("setup", "tabs", 1),
            "setup-chips": lambda: self._sub("setup", "tabs", 2),
            "setup-tables": lambda: self._sub("setup", "tabs", 3),
            "ranking-standings": self._standings,
            "ranking-results": lambda: self._sub("ranking", "pages", 1),
            "ranking-seasons": lambda: self._sub("ranking", "pages", 2),
            "ranking-finals": lambda: self._sub("ranking", "pages", 3),
            "charts": self._charts,
            "rulebook": self._rulebook,
            "log": self._log,
            "new-tournament": self._new_tournament,
            "bust": self._bust,
            "color-up": self._color_up,
            "deal-result": self._deal_result,
            "player": self._player,
            "check-in": self._check_in,
            "payment": self._payment,
            "chip-set": self._chip_set,
            "prize-override": self._prize_override,
            "structure-wizard": self._structure_wizard,
            "operators": self._operators,
            "room-control": self._room_control,
            "clock": self._clock,
            "floor-hand-for-hand": lambda: self._floor(2, False),
            "floor-penalties": lambda: self._floor(3, False),
            "floor-rulings": lambda: self._floor(4, False),
            "shortcuts": self._shortcuts,
            "chip-count": self._chip_count,
            "import": self._import,
            "merge": self._merge,
            "erasure": self._erasure,
            "room-server": self._room_server,
            "file": self._file,
            "directory-export": self._directory_export,
            "sign-in": self._sign_in,
        }

    def show(self, view: str) -> QWidget:
        return self.steps[view]()

    # -- the window's pages ----------------------------------------------------------
    def _open(self, tid: int) -> None:
        if self.session.tournament_id != tid:
            self.session.open_tournament(tid)
        self.window.pages.setCurrentWidget(self.events)

    def _panel(self, key: str) -> Any:
        self._open(self.demo.running)
        panel = self.events.show_panel(self.classes[key])
        settle()
        return panel

    def _sub(self, key: str, tabs: str, index: int) -> QWidget:
        panel = self._panel(key)
        getattr(panel, tabs).setCurrentIndex(index)
        return self.window

    def _start(self) -> QWidget:
        self.window.go_home()
        page = self.window.start_page
        page.filter.setCurrentIndex(page.filter.count() - 1)  # all of them: running, scheduled and finished
        page.select_id(self.demo.running)
        return self.window

    def _registration(self) -> QWidget:
        panel = self._panel("registration")
        state = self.session.state
        seated = next(pid for pid, reg in sorted(state.registrations.items()) if reg.alive and pid in state.seating.seat_of)
        panel.select_player(seated)
        return self.window

    def _floor(self, side_tab: int, as_list: bool) -> QWidget:
        panel = self._panel("floor")
        table = self.session.state.seating.tables[self.demo.table]
        panel.set_list_mode(as_list)
        panel.mode_button.setChecked(as_list)
        seat = min(table.players)
        panel.select(table.number, seat)
        panel.tabs.setCurrentIndex(side_tab)
        return self.window

    def _money(self, page: int) -> QWidget:
        panel = self._panel("money")
        panel.pages.setCurrentIndex(page)
        return self.window

    def _standings(self) -> QWidget:
        panel = self._panel("ranking")
        panel.pages.setCurrentIndex(0)
        settle()
        page = panel.standings_page
        for index in range(page.choice.count()):  # the first standing with players (the demo's results are in June)
            page.choice.setCurrentIndex(index)
            settle(1)
            if page.table.model().rowCount():
                break
        page.table.selectRow(0)
        return self.window

    def _charts(self) -> QWidget:
        panel = self._panel("charts")
        settle()
        if panel.player.count() > 1:
            panel.player.setCurrentIndex(1)
        return self.window

    def _rulebook(self) -> QWidget:
        panel = self._panel("rulebook")
        panel.set_query("fichas")  # the rulebook is in Portuguese: the articles on chips (color-up, chip race)
        return self.window

    def _log(self) -> QWidget:
        self._open(self.demo.running)
        log = self.events.log_panel
        self.events.tabs.setCurrentWidget(log)
        log.table.selectRow(0)  # the newest action, with the data stored with it
        return self.window

    def _clock(self) -> QWidget:
        from tdapp.ui.desk_clock import DeskClockPanel

        self._open(self.demo.running)
        self.events.show_panel(DeskClockPanel)
        return self.window

    # -- dialogs ---------------------------------------------------------------------
    def _dialog(self, dialog: QDialog, width: int | None = None, height: int | None = None) -> QDialog:
        hint, own = dialog.sizeHint(), dialog.size()  # the size the dialog gives itself, never less than it needs
        dialog.resize(max(width or 0, own.width(), hint.width()), max(height or 0, own.height(), hint.height()))
        dialog.show()
        settle()
        return dialog

    def _new_tournament(self) -> QWidget:
        from tdapp.ui.new_tournament import NewTournamentDialog

        return self._dialog(NewTournamentDialog(self.session, self.window))

    def _bust(self) -> QWidget:
        floor = self._panel("floor")
        table = self.session.state.seating.tables[self.demo.table]
        seat = min(table.players)
        floor.select(table.number, seat)
        dialog = floor.make_bust_dialog()
        assert dialog is not None
        return self._dialog(dialog)

    def _color_up(self) -> QWidget:
        floor = self._panel("floor")
        dialog = floor.make_color_up_dialog()
        for row in dialog.model.rows:  # what the dealers counted: a few 25 chips in most stacks
            dialog.model.set_count(row.table, row.seat, (row.seat * 3 + row.table) % 7, only_these=False)
        dialog.preview()
        return self._dialog(dialog)

    def _deal_result(self) -> QWidget:
        self._open(self.demo.final_table)
        panel = self.events.show_panel(self.classes["money"])
        panel.pages.setCurrentIndex(1)
        settle()
        page = panel.deal_page
        chips = [c * 5_000 for c in (61, 44, 37, 29, 18, 11)][: len(page.player_ids)]
        page.set_chips(chips)
        page.calculate()
        return self.window

    # -- the other dialogs (issue 16: every dialog of the desk in pt-PT) ------------------
    def _player(self) -> QWidget:
        from tdapp.ui.registration.player_dialog import PlayerDialog

        self._open(self.demo.running)
        return self._dialog(PlayerDialog(self.session, self.window, offer_register=True))

    def _check_in(self) -> QWidget:
        from tdapp.ui.registration.payment_dialog import CheckInDialog

        return self._dialog(CheckInDialog("Maria da Conceição Simões", "", self.window, can_save=True))

    def _payment(self) -> QWidget:
        from tdapp.ui.registration.payment_dialog import PaymentDialog, PriceOption

        self._open(self.demo.running)
        config = self.session.state.require_config()
        title = QCoreApplication.translate("RegistrationPanel", "Re-entry")  # as the registration desk opens it
        option = PriceOption(title, config.buy_in.price_cents, config.buy_in.chips)
        dialog = PaymentDialog(title, "Maria da Conceição Simões", [option], self.window, ask_forfeit=True, offer_seat=True)
        return self._dialog(dialog)

    def _chip_set(self) -> QWidget:
        from tdapp.ui.floor.chipset_dialog import ChipSetDialog

        self._open(self.demo.running)
        return self._dialog(ChipSetDialog(self.session, self.window))

    def _prize_override(self) -> QWidget:
        panel = self._panel("money")
        panel.pages.setCurrentIndex(0)
        settle()
        return self._dialog(panel.prize_page.make_override_dialog())

    def _structure_wizard(self) -> QWidget:
        panel = self._panel("setup")
        return self._dialog(panel.structure_editor.wizard_dialog())

    def _operators(self) -> QWidget:
        from tdapp.ui.operators_dialog import OperatorsDialog

        self._open(self.demo.running)
        return self._dialog(OperatorsDialog(self.session, self.window))

    def _room_control(self) -> QWidget:
        from tdapp.ui.room_control import RoomControlDialog

        self._open(self.demo.running)
        return self._dialog(RoomControlDialog(self.window.room, self.window))

    def _seated(self) -> int:
        state = self.session.state
        return next(pid for pid, reg in sorted(state.registrations.items()) if reg.alive and pid in state.seating.seat_of)

    def _shortcuts(self) -> QWidget:
        from tdapp.ui.shortcuts_help import ShortcutsDialog

        self._open(self.demo.running)
        return self._dialog(ShortcutsDialog(self.window))

    def _chip_count(self) -> QWidget:
        floor = self._panel("floor")
        return self._dialog(floor.make_chip_count_dialog(self._seated()))

    def _import(self) -> QWidget:
        import tempfile

        from tdapp.ui.registration.import_dialog import ImportPlayersDialog

        self._open(self.demo.running)
        dialog = ImportPlayersDialog(self.session, self.window)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "jogadores.csv"
            path.write_text(IMPORT_CSV, encoding="utf-8-sig")
            dialog.load(path)
        return self._dialog(dialog)

    def _merge(self) -> QWidget:
        from tdapp.ui.registration.player_dialog import MergeDialog

        self._open(self.demo.running)
        player = self.session.desk.players().players[self._seated()]
        dialog = MergeDialog(self.session, player, self.window)
        dialog.search.setText(player.name.split()[0])
        return self._dialog(dialog)

    def _erasure(self) -> QWidget:
        from tdapp.ui.registration.player_dialog import ErasureDialog

        self._open(self.demo.running)
        player = self.session.desk.players().players[self._seated()]
        return self._dialog(ErasureDialog(self.session, player, self.window))

    def _room_server(self) -> QWidget:
        from tdapp.ui.room_server import RoomServer, RoomServerDialog

        self._open(self.demo.running)
        return self._dialog(RoomServerDialog(RoomServer(self.session.desk.database.url, self.window), self.window))

    def _file(self) -> QWidget:
        """Qt's own file dialog, as a machine without a desktop's file chooser shows it (Export… on the registration tab)."""
        from PySide6.QtWidgets import QFileDialog

        self._open(self.demo.running)
        title = QCoreApplication.translate("DirectoryExportDialog", "Export the players")
        dialog = QFileDialog(self.window, title, str(Path.home()), QCoreApplication.translate("DirectoryExportDialog", "CSV files (*.csv)"))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.selectFile("jogadores.csv")
        return self._dialog(dialog, 760, 480)

    def _directory_export(self) -> QWidget:
        """Registration → Export…: what goes in the players' file, why (recorded in the log)."""
        from tdapp.ui.registration.export_dialog import DirectoryExportDialog

        self._open(self.demo.running)
        dialog = DirectoryExportDialog(self.session, self.window)
        dialog.everything.setChecked(True)
        return self._dialog(dialog)

    def _sign_in(self) -> QWidget:
        """The last view: it puts operators on the list, which changes what the desk asks from then on."""
        from tdapp.ui.operators_dialog import SignInDialog

        desk = self.session.desk
        desk.add_operator(report_demo.OPERATOR, "td", "4321")
        desk.add_operator("Rui Cardoso", "cashier")
        desk.add_operator("Marta Sequeira", "registration")
        return self._dialog(SignInDialog(self.session, self.window))
