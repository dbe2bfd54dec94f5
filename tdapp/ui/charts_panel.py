"""The charts tab (pyqtgraph): players left and the average stack in big blinds over time; entries,
rebuys and add-ons over time; a player's ranking points over the year.

The tournament's series come from its action log (`tournament_series`, a pure
function): the actions in force are folded once, in order, and after each one
the figures that changed are read incrementally (players it names, payments it
added), so a 2,000-entry tournament costs one pass, not one pass per point.
Folding the log, rather than reading the clock as it is now, gives the big
blind *as it was* at each moment: a clock paused or moved later does not
rewrite the past. Points are taken at every action that changes a figure and
at every level change in between, so the average in big blinds steps with the
levels. The charts are recomputed only when the tab is on screen and the log
or the ranking changed, never on a timer.
"""

from __future__ import annotations

import datetime as dt
import math
import pickle
import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pyqtgraph
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tdapp.application.book import thin_checkpoints
from tdapp.domain.clock.state import ClockState
from tdapp.domain.log import Action, actions_in_force, named_players
from tdapp.domain.ranking.standings import annual_standings, player_history
from tdapp.domain.ranking.state import RankingState
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import PaymentKind, Status, TournamentState
from tdapp.ui.gui_thread import gui_caller
from tdapp.ui.session import DeskSession

pyqtgraph.setConfigOptions(antialias=True, background="w", foreground="k")

ENTRY_KINDS = (PaymentKind.BUY_IN, PaymentKind.LATE_REGISTRATION, PaymentKind.DAY2_ENTRY, PaymentKind.REENTRY)
MAX_LEVEL_STEPS = 1_000  # level changes drawn between two actions (a clock left running for days stops here)


# -- the series (pure) -----------------------------------------------------------


@dataclass(frozen=True)
class SeriesPoint:
    """The tournament's figures right after `at_ms`."""

    at_ms: int
    players_left: int
    chips_in_play: int
    big_blind: int | None  # None before a structure is set
    entries: int  # buy-ins, late registrations, day-2 entries and re-entries, so far
    rebuys: int
    addons: int

    @property
    def average_stack(self) -> int:
        """Chips in play per player left, rounded down (as `chips.figures.average_stack`)."""
        return self.chips_in_play // self.players_left if self.players_left else 0

    @property
    def average_big_blinds(self) -> float:
        """The average stack in big blinds; NaN (a gap in the curve) without players or blinds."""
        if not self.players_left or not self.big_blind:
            return math.nan
        return self.average_stack / self.big_blind


def big_blind_at(clock: ClockState, at_ms: int) -> int | None:
    """The big blind being played at `at_ms`; during a break, the level's before it."""
    position = clock.position(at_ms)
    if position is None or clock.structure is None:
        return None
    items = clock.structure.items
    for index in range(position.index, -1, -1):
        if not items[index].is_break:
            return int(items[index].big_blind)  # type: ignore[union-attr]
    return next((int(i.big_blind) for i in items if not i.is_break), None)  # type: ignore[union-attr]


def _players_touched(state: TournamentState, action: Action) -> Iterable[int]:
    """The players whose figures an action may change (all of them for an action that names nobody in particular)."""
    named = named_players([action])
    return state.registrations.keys() if named is None else named


class _Tally:
    """Figures followed action by action, touching only what an action names."""

    def __init__(self) -> None:
        self.left = 0
        self.issued = 0
        self.forfeited = 0
        self.payments_seen = 0

    def before(self, state: TournamentState, pids: Iterable[int]) -> dict[int, tuple[bool, int]]:
        regs = state.registrations
        return {pid: (regs[pid].alive, regs[pid].chips_forfeited) if pid in regs else (False, 0) for pid in pids}

    def after(self, state: TournamentState, seen: dict[int, tuple[bool, int]]) -> None:
        regs = state.registrations
        for pid, (alive, forfeited) in seen.items():
            reg = regs.get(pid)
            now_alive, now_forfeited = (reg.alive, reg.chips_forfeited) if reg is not None else (False, 0)
            self.left += int(now_alive) - int(alive)
            self.forfeited += now_forfeited - forfeited
        new = state.payments[self.payments_seen :]
        self.issued += sum(p.chips for p in new)
        self.payments_seen = len(state.payments)

    def point(self, state: TournamentState, at_ms: int) -> SeriesPoint:
        counts = state.payment_counts
        return SeriesPoint(
            at_ms=at_ms,
            players_left=self.left,
            chips_in_play=self.issued - self.forfeited + state.prizes.chips.color_up_change,
            big_blind=big_blind_at(state.clock, at_ms),
            entries=sum(counts.get(kind, 0) for kind in ENTRY_KINDS),
            rebuys=counts.get(PaymentKind.REBUY, 0),
            addons=counts.get(PaymentKind.ADDON, 0),
        )


def tournament_series(log: Sequence[Action], until_ms: int | None = None) -> list[SeriesPoint]:
    """The figures over time, from the log's actions in force.

    A point is taken after every action that changed players left, chips or
    purchases, after every clock action, and at every level change while the
    clock runs (up to the next action, or `until_ms` after the last one).
    """
    return SeriesBuilder().update(log, until_ms)


class SeriesBuilder:
    """`tournament_series`, kept up to date: new actions at the end of the log are folded in one by one.

    An undo or redo changes the actions in force earlier in the log; the fold
    then restarts from the last copy taken before the change (one every
    `CHECKPOINT_EVERY` actions), so showing the charts costs what changed,
    not the whole log.
    """

    def __init__(self) -> None:
        self._reset()
        self._checkpoints: list[tuple[int, bytes]] = []

    def _reset(self) -> None:
        self.state = TOURNAMENT.new_state()
        self.tally = _Tally()
        self.points: list[SeriesPoint] = []
        self.applied: list[int] = []
        self.last_at_ms: int | None = None

    def _shared_prefix(self, actions: Sequence[Action]) -> int:
        same = 0
        for seq, action in zip(self.applied, actions, strict=False):
            if seq != action.seq:
                break
            same += 1
        return same

    def refold_size(self, log: Sequence[Action]) -> int:
        """How many actions the next `update` folds (all of them after an early undo with no copy to start from)."""
        actions = actions_in_force(log)
        same = self._shared_prefix(actions)
        if same < len(self.applied):
            same = max((n for n, _ in self._checkpoints if n <= same), default=0)
        return len(actions) - same

    def _restore(self, same: int) -> None:
        usable = [(n, data) for n, data in self._checkpoints if n <= same]
        self._checkpoints = usable
        if usable:
            self.state, self.tally, self.points, self.applied, self.last_at_ms = pickle.loads(usable[-1][1])
        else:
            self._reset()

    def append_only(self, log: Sequence[Action]) -> bool:
        """Fold what was added at the end of the log; False (nothing done) when an undo or redo needs a refold."""
        actions = actions_in_force(log)
        if self._shared_prefix(actions) < len(self.applied):
            return False
        self._fold(actions)
        return True

    def update(self, log: Sequence[Action], until_ms: int | None = None) -> list[SeriesPoint]:
        actions = actions_in_force(log)
        same = self._shared_prefix(actions)
        if same < len(self.applied):
            self._restore(same)
        self._fold(actions)
        points = list(self.points)
        if until_ms is not None and self.last_at_ms is not None:
            points.extend(_level_changes(self.state, self.tally, self.last_at_ms, until_ms))
            if points and until_ms > points[-1].at_ms:
                points.append(self.tally.point(self.state, until_ms))
        return points

    def _fold(self, actions: Sequence[Action]) -> None:
        for action in actions[len(self.applied) :]:
            if self.last_at_ms is not None:
                self.points.extend(_level_changes(self.state, self.tally, self.last_at_ms, action.at_ms))
            seen = self.tally.before(self.state, list(_players_touched(self.state, action)))
            TOURNAMENT.apply(self.state, action)
            self.tally.after(self.state, seen)
            point = self.tally.point(self.state, action.at_ms)
            if not self.points or _differs(point, self.points[-1]) or action.kind.startswith("clock."):
                self.points.append(point)
            self.applied.append(action.seq)
            self.last_at_ms = action.at_ms
            if len(self.applied) % CHECKPOINT_EVERY == 0:
                copy = (self.state, self.tally, self.points, self.applied, self.last_at_ms)
                self._checkpoints.append((len(self.applied), pickle.dumps(copy, pickle.HIGHEST_PROTOCOL)))
                self._checkpoints = thin_checkpoints(self._checkpoints)


def _differs(a: SeriesPoint, b: SeriesPoint) -> bool:
    return (a.players_left, a.chips_in_play, a.big_blind, a.entries, a.rebuys, a.addons) != (
        b.players_left,
        b.chips_in_play,
        b.big_blind,
        b.entries,
        b.rebuys,
        b.addons,
    )


def _level_changes(state: TournamentState, tally: _Tally, since_ms: int, until_ms: int) -> list[SeriesPoint]:
    """A point at each start of a clock item between two actions (the clock runs on its own)."""
    out: list[SeriesPoint] = []
    clock = state.clock
    at = since_ms
    for _ in range(MAX_LEVEL_STEPS):
        position = clock.position(at)
        if position is None or position.level_ends_at_ms is None or position.level_ends_at_ms >= until_ms:
            break
        at = position.level_ends_at_ms
        out.append(tally.point(state, at))
    return out


def ranking_points_over_year(state: RankingState, player_id: int, year: int) -> list[tuple[int, int]]:
    """(time, points so far) after each tournament and correction of the year, from `player_history`."""
    total = 0
    out: list[tuple[int, int]] = []
    for entry in player_history(state, player_id, year):
        total += entry.points
        out.append((entry.at_ms, total))
    return out


# -- the panel --------------------------------------------------------------------


#: Months and weekdays as pyqtgraph writes them (strftime's "%b" and "%a", always English), in the desk's language.
CALENDAR_WORDS = {
    "Jan": QT_TRANSLATE_NOOP("DateAxis", "Jan"),
    "Feb": QT_TRANSLATE_NOOP("DateAxis", "Feb"),
    "Mar": QT_TRANSLATE_NOOP("DateAxis", "Mar"),
    "Apr": QT_TRANSLATE_NOOP("DateAxis", "Apr"),
    "May": QT_TRANSLATE_NOOP("DateAxis", "May"),
    "Jun": QT_TRANSLATE_NOOP("DateAxis", "Jun"),
    "Jul": QT_TRANSLATE_NOOP("DateAxis", "Jul"),
    "Aug": QT_TRANSLATE_NOOP("DateAxis", "Aug"),
    "Sep": QT_TRANSLATE_NOOP("DateAxis", "Sep"),
    "Oct": QT_TRANSLATE_NOOP("DateAxis", "Oct"),
    "Nov": QT_TRANSLATE_NOOP("DateAxis", "Nov"),
    "Dec": QT_TRANSLATE_NOOP("DateAxis", "Dec"),
    "Mon": QT_TRANSLATE_NOOP("DateAxis", "Mon"),
    "Tue": QT_TRANSLATE_NOOP("DateAxis", "Tue"),
    "Wed": QT_TRANSLATE_NOOP("DateAxis", "Wed"),
    "Thu": QT_TRANSLATE_NOOP("DateAxis", "Thu"),
    "Fri": QT_TRANSLATE_NOOP("DateAxis", "Fri"),
    "Sat": QT_TRANSLATE_NOOP("DateAxis", "Sat"),
    "Sun": QT_TRANSLATE_NOOP("DateAxis", "Sun"),
}
_CALENDAR_WORD = re.compile(r"\b(" + "|".join(CALENDAR_WORDS) + r")\b")


class DateAxis(pyqtgraph.DateAxisItem):
    """pyqtgraph's time axis with months and weekdays in the desk's language ("fev", not "Feb")."""

    def tickStrings(self, values: Any, scale: Any, spacing: Any) -> list[str]:
        words = {key: QCoreApplication.translate("DateAxis", key) for key in CALENDAR_WORDS}
        return [_CALENDAR_WORD.sub(lambda m: words[m.group(1)], text) for text in super().tickStrings(values, scale, spacing)]


def _plot(title: str, left: str, parent: QWidget) -> pyqtgraph.PlotWidget:
    plot = pyqtgraph.PlotWidget(parent, axisItems={"bottom": DateAxis()})
    plot.setTitle(title, size="12pt")
    plot.setLabel("left", left)
    # Room on the right for the last time label, which pyqtgraph centres on its tick and cut at the plot's edge.
    plot.getPlotItem().layout.setContentsMargins(0, 0, 18, 0)
    # No grid: pyqtgraph paints it through the axes' pictures, which tripled the cost of showing the tab.
    plot.setMouseEnabled(x=True, y=False)
    plot.setMinimumHeight(200)
    return plot


PEN_WIDTH = 2
BLUE, ORANGE, GREEN, RED, PURPLE = "#1f5fa8", "#d9730d", "#2e7d32", "#b00020", "#6a3d9a"


#: A refold longer than this (an early undo in a long log) runs in a worker thread, so the window never waits.
REFOLD_IN_BACKGROUND_FROM = 3_000
#: The series builder keeps a copy of its fold every so many actions.
CHECKPOINT_EVERY = 250


class ChartsPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._refolding: int | None = None  # log length being folded in the background
        self._stale = True
        self._drawn_key: tuple[Any, ...] | None = None
        self._builder = SeriesBuilder()
        self._builder_for: int | None = None
        self.series: list[SeriesPoint] = []

        self.empty = QLabel(self.tr("Open a tournament to see its charts."), self)
        self.empty.setStyleSheet("color: #555555;")
        self.players_plot = _plot(self.tr("Players left"), self.tr("players"), self)
        self.average_plot = _plot(self.tr("Average stack"), self.tr("big blinds"), self)
        self.purchases_plot = _plot(self.tr("Entries, rebuys and add-ons"), self.tr("total so far"), self)
        self.points_plot = _plot(self.tr("Ranking points over the year"), self.tr("points"), self)
        self.average_plot.setXLink(self.players_plot)
        self.purchases_plot.setXLink(self.players_plot)
        self.purchases_plot.addLegend(offset=(10, 10))
        self.players_curve = self.players_plot.plot(
            [], [], pen=pyqtgraph.mkPen(BLUE, width=PEN_WIDTH), stepMode="right", name=self.tr("Players left")
        )
        self.average_curve = self.average_plot.plot(
            [], [], pen=pyqtgraph.mkPen(ORANGE, width=PEN_WIDTH), stepMode="right", connect="finite", name=self.tr("Average stack (BB)")
        )
        self.entries_curve = self.purchases_plot.plot(
            [], [], pen=pyqtgraph.mkPen(BLUE, width=PEN_WIDTH), stepMode="right", name=self.tr("Entries")
        )
        self.rebuys_curve = self.purchases_plot.plot(
            [], [], pen=pyqtgraph.mkPen(GREEN, width=PEN_WIDTH), stepMode="right", name=self.tr("Rebuys")
        )
        self.addons_curve = self.purchases_plot.plot(
            [], [], pen=pyqtgraph.mkPen(RED, width=PEN_WIDTH), stepMode="right", name=self.tr("Add-ons")
        )
        self.points_curve = self.points_plot.plot(
            [],
            [],
            pen=pyqtgraph.mkPen(PURPLE, width=PEN_WIDTH),
            stepMode="right",
            symbol="o",
            symbolSize=7,
            symbolBrush=PURPLE,
            name=self.tr("Points"),
        )
        self.players_plot.setToolTip(self.tr("Players still in, after every bust, entry and re-entry"))
        self.average_plot.setToolTip(self.tr("Chips in play ÷ players left ÷ the big blind being played at the time"))
        self.purchases_plot.setToolTip(self.tr("Entries (re-entries included), rebuys and add-ons sold so far"))

        self.year = QComboBox(self)
        self.year.setToolTip(self.tr("The ranking year"))
        self.player = QComboBox(self)
        self.player.setMinimumWidth(240)
        self.player.setToolTip(self.tr("The player whose points are drawn (players of the annual ranking, best first)"))
        self.year.currentIndexChanged.connect(self._fill_players)
        self.player.currentIndexChanged.connect(self.draw_points)
        self.points_note = QLabel(self)
        self.points_note.setStyleSheet("color: #555555;")

        chooser = QHBoxLayout()
        chooser.addWidget(QLabel(self.tr("Ranking year"), self))
        chooser.addWidget(self.year)
        chooser.addSpacing(12)
        chooser.addWidget(QLabel(self.tr("Player"), self))
        chooser.addWidget(self.player)
        chooser.addWidget(self.points_note, 1)
        ranking_box = QVBoxLayout()
        ranking_box.addLayout(chooser)
        ranking_box.addWidget(self.points_plot, 1)
        grid = QGridLayout()
        grid.addWidget(self.players_plot, 0, 0)
        grid.addWidget(self.average_plot, 0, 1)
        grid.addWidget(self.purchases_plot, 1, 0)
        grid.addLayout(ranking_box, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.empty)
        layout.addLayout(grid, 1)
        session.changed.connect(self.refresh)
        session.tournament_opened.connect(lambda _tid: self.refresh())

    # -- refreshing -------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw now if the tab is on screen, otherwise when it is next shown."""
        self._stale = True
        if self.isVisible():
            self.refresh_now()
        else:
            self._keep_folding()

    def _keep_folding(self) -> None:
        """While hidden, fold each new action as it comes (a fraction of a millisecond) so showing the tab only draws."""
        tid = self.session.tournament_id
        if tid is None:
            return
        log = self.session.desk.tournament(tid).log
        if self._builder_for != tid:
            # A tournament just opened: fold its log on a worker thread while the TD works elsewhere.
            if len(log) >= REFOLD_IN_BACKGROUND_FROM:
                self._refold_in_background(tid, list(log), None)
            return
        self._builder.append_only(log)  # an undo waits for the tab to be shown: Ctrl+Z stays quick

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh_now()

    def refresh_now(self) -> None:
        self._stale = False
        self.draw_tournament()
        self._fill_years()

    def draw_tournament(self) -> None:
        tid = self.session.tournament_id
        if tid is None:
            self.empty.show()
            self.series = []
            self._drawn_key = None
            self._set_tournament_curves()
            return
        self.empty.hide()
        log = self.session.desk.tournament(tid).log
        key = (tid, len(log))
        if key == self._drawn_key:
            return  # only the ranking or the directory changed
        state = self.session.state
        finished = state is not None and state.status in (Status.FINISHED, Status.ARCHIVED)
        until = None if finished else self.session.now_ms()
        if self._builder_for != tid:
            self._builder, self._builder_for = SeriesBuilder(), tid
        if self._builder.refold_size(log) >= REFOLD_IN_BACKGROUND_FROM:
            self._refold_in_background(tid, list(log), until)
            return
        self.series = self._builder.update(log, until)
        self._drawn_key = key
        self._set_tournament_curves()

    def _refold_in_background(self, tid: int, log: list[Action], until: int | None) -> None:
        """Fold the whole log on a worker thread: pure domain code on its own state and a copy of the log."""
        if self._refolding == len(log):
            return
        self._refolding = len(log)

        deliver = gui_caller(self, "_take_refold")  # the worker holds no widget (tdapp.ui.gui_thread)

        def work() -> None:
            builder = SeriesBuilder()
            series = builder.update(log, until)
            deliver(tid, len(log), (builder, series))

        threading.Thread(target=work, name="charts-refold", daemon=True).start()

    def _take_refold(self, tid: object, length: object, result: object) -> None:
        self._refolding = None
        builder, series = result  # type: ignore[misc]
        if tid != self.session.tournament_id:
            return
        self._builder, self._builder_for = builder, tid  # type: ignore[assignment]
        self.series = series
        self._drawn_key = (tid, length)
        self._set_tournament_curves()
        current = self.session.desk.tournament(tid).log  # type: ignore[arg-type]
        if len(current) != length and self.isVisible():
            self.draw_tournament()  # more happened meanwhile: fold that in too

    def _set_tournament_curves(self) -> None:
        points = self.series
        xs = [p.at_ms / 1000 for p in points]
        self.players_curve.setData(xs, [p.players_left for p in points])
        self.average_curve.setData(xs, [p.average_big_blinds for p in points])
        self.entries_curve.setData(xs, [p.entries for p in points])
        self.rebuys_curve.setData(xs, [p.rebuys for p in points])
        self.addons_curve.setData(xs, [p.addons for p in points])
        for plot in (self.players_plot, self.average_plot, self.purchases_plot):
            plot.enableAutoRange()

    # -- the ranking chart ------------------------------------------------------------
    def _fill_years(self) -> None:
        ranking = self.session.desk.ranking.state
        years = sorted({s.year for s in ranking.seasons.values()}, reverse=True)
        current = self.year.currentData()
        self.year.blockSignals(True)
        self.year.clear()
        for y in years:
            self.year.addItem(str(y), y)
        if current in years:
            self.year.setCurrentIndex(years.index(current))
        self.year.blockSignals(False)
        self._fill_players()

    def _fill_players(self) -> None:
        year = self.year.currentData()
        current = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        if year is not None:
            for row in annual_standings(self.session.desk.ranking.state, year).rows:
                name = self.session.player_name(row.player_id)
                self.player.addItem(
                    self.tr("{position}. {name} ({points} pts)").format(position=row.position, name=name, points=row.points), row.player_id
                )
        at = self.player.findData(current)
        self.player.setCurrentIndex(at if at >= 0 else 0)
        self.player.blockSignals(False)
        self.draw_points()

    def choose_player(self, player_id: int) -> None:
        at = self.player.findData(player_id)
        if at >= 0:
            self.player.setCurrentIndex(at)

    def draw_points(self) -> None:
        year, pid = self.year.currentData(), self.player.currentData()
        if year is None or pid is None:
            self.points_curve.setData([], [])
            self.points_note.setText(self.tr("No ranking points yet."))
            return
        line = ranking_points_over_year(self.session.desk.ranking.state, pid, year)
        self.points_curve.setData([at / 1000 for at, _ in line], [points for _, points in line])
        start = dt.datetime(year, 1, 1).timestamp()
        self.points_plot.setXRange(start, dt.datetime(year + 1, 1, 1).timestamp(), padding=0.01)
        top = max((points for _, points in line), default=0)
        self.points_plot.setYRange(min(0, *(points for _, points in line)) if line else 0, max(10, top) * 1.08, padding=0)
        self.points_note.setText(self.tr("%n line(s) of points", "", len(line)))
