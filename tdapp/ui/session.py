"""The desk's session: the one object through which widgets change anything.

Widgets call `act(...)`; the session sends the command to the application
layer, and either emits `changed` (views then re-read the state) or
`refused` with the message in the user's language. No widget holds a
database session or applies a rule.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from tdapp.application.book import Command
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.messages import describe

T = TypeVar("T")
SYNC_EVERY_MS = 2_000


class DeskSession(QObject):
    changed = Signal()  # the state of the current tournament or the directory changed
    tournament_opened = Signal(int)
    refused = Signal(str)  # a readable refusal, already translated
    notice = Signal(str)  # a confirmation worth showing in the status bar

    def __init__(self, desk: Desk, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.tournament_id: int | None = None
        # Other desks (registration, cashier, TD) may work on the same database: look for their actions.
        self.sync_timer = QTimer(self)
        self.sync_timer.timeout.connect(self.sync_with_other_desks)
        self.sync_timer.start(SYNC_EVERY_MS)

    # -- what is open --------------------------------------------------------
    @property
    def operator(self) -> str:
        return self.desk.operator

    def set_operator(self, name: str) -> None:
        self.desk.operator = name.strip()

    def open_tournament(self, tournament_id: int) -> bool:
        if not self.attempt(lambda: self.desk.tournament(tournament_id)):
            return False
        self.tournament_id = tournament_id
        # A big tournament is millions of objects that live as long as the desk: keep the cyclic
        # collector from walking them all at random moments (a pause of 100 ms and more with 2,000 entries).
        gc.collect()
        gc.freeze()
        self.tournament_opened.emit(tournament_id)
        self.changed.emit()
        return True

    @property
    def state(self) -> TournamentState | None:
        if self.tournament_id is None:
            return None
        return self.desk.tournament(self.tournament_id).state

    def sync_with_other_desks(self) -> None:
        """Every two seconds; a database that cannot be read now is tried again at the next tick."""
        if self.desk.closed:
            self.sync_timer.stop()
            return
        try:
            changed = self.desk.sync(self.tournament_id)
        except Exception:
            return
        if changed:
            self.changed.emit()

    def player_name(self, player_id: int) -> str:
        """The name the floor uses for a player of the directory (his number if the entry is unknown)."""
        player = self.desk.players().players.get(player_id)
        return player.display_name if player is not None else f"#{player_id}"

    def now_ms(self) -> int:
        return self.desk.now()

    # -- commands ------------------------------------------------------------
    def attempt(self, command: Callable[[], T]) -> T | None:
        """Run a command; a refusal is reported and None returned, with nothing changed."""
        try:
            return command()
        except RuleError as exc:
            self.refused.emit(describe(exc))
            return None

    def act(self, kind: str, payload: Mapping[str, Any] | None = None) -> Action | None:
        return self._changing(lambda: self.desk.act(self._tid(), kind, payload or {}))

    def act_many(self, commands: Iterable[Command]) -> list[Action] | None:
        commands = list(commands)
        return self._changing(lambda: self.desk.act_many(self._tid(), commands))

    def directory_act(self, kind: str, payload: Mapping[str, Any]) -> Action | None:
        return self._changing(lambda: self.desk.directory.execute(kind, payload, self.operator))

    def add_player(self, name: str, **fields: str) -> int | None:
        return self._changing(lambda: self.desk.add_player(name, **fields))

    def create_tournament(self, config: Mapping[str, Any], then: Iterable[Command] = ()) -> int | None:
        then = list(then)
        tid = self.attempt(lambda: self.desk.create_tournament(config, then))
        if tid is not None:
            self.open_tournament(tid)
        return tid

    def undo(self, seq: int) -> Action | None:
        return self._changing(lambda: self.desk.undo(self._tid(), seq))

    def redo(self, seq: int) -> Action | None:
        return self._changing(lambda: self.desk.redo(self._tid(), seq))

    def undo_last(self) -> Action | None:
        book = self._book()
        last = book.last_undoable() if book else None
        if last is None:
            self.refused.emit(self.tr("There is nothing to undo."))
            return None
        return self.undo(last.seq)

    def redo_last(self) -> Action | None:
        book = self._book()
        last = book.last_redoable() if book else None
        if last is None:
            self.refused.emit(self.tr("There is nothing to redo."))
            return None
        return self.redo(last.seq)

    # -- internals -------------------------------------------------------------
    def _book(self):  # type: ignore[no-untyped-def]
        return self.desk.tournament(self.tournament_id) if self.tournament_id is not None else None

    def _tid(self) -> int:
        if self.tournament_id is None:
            raise RuleError("Open a tournament first.")
        return self.tournament_id

    def _changing(self, command: Callable[[], T]) -> T | None:
        result = self.attempt(command)
        if result is not None:
            self.changed.emit()
        return result
