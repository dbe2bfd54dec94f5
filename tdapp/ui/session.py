"""The desk's session: the one object through which widgets change anything.

Widgets call `act(...)`; the session sends the command to the application
layer, and either emits `changed` (views then re-read the state) or
`refused` with the message in the user's language. No widget holds a
database session or applies a rule.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from tdapp.application.book import Command, StorageFailed
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.state import TournamentState
from tdapp.storage.database import until_it_answers
from tdapp.storage.snapshots import collector_paused
from tdapp.storage.watch import ChangeWatcher
from tdapp.ui.gui_thread import gui_caller
from tdapp.ui.messages import describe, name_players_with

T = TypeVar("T")
#: A safety net only: other desks' actions arrive through the database watcher at once.
SYNC_EVERY_MS = 5_000
#: An undo or redo that replays more actions than this (about a third of a second) runs off the desk's thread.
LONG_REPLAY = 3_000
#: While the database is out of reach, how often a worker asks it again (the desk's thread never waits for it).
PROBE_EVERY_S = 1.0


class DeskSession(QObject):
    changed = Signal()  # the state of the current tournament or the directory changed
    tournament_opened = Signal(int)
    refused = Signal(str)  # a readable refusal, already translated
    notice = Signal(str)  # a confirmation worth showing in the status bar
    connection = Signal(bool)  # False when the database cannot be reached (nothing can be stored), True when it is back
    busy_changed = Signal(bool)  # a long undo or redo started (True) or ended (False) off the desk's thread

    def __init__(self, desk: Desk, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        name_players_with(self._known_name)  # every refusal the desk shows names the players it is about
        self.tournament_id: int | None = None
        self.reachable = True
        self.busy: str | None = None  # what the desk is doing off its thread (a long undo): every command waits for it
        # Other desks (registration, cashier, TD) may work on the same database: the watcher wakes
        # this desk when they store (PostgreSQL's notifications, SQLite's change counter); the timer
        # is only a safety net. Bursts of notifications are folded into one sync.
        self._sync_soon = QTimer(self)
        self._sync_soon.setSingleShot(True)
        self._sync_soon.setInterval(20)
        self._sync_soon.timeout.connect(self.sync_with_other_desks)
        # The watcher's thread never touches this object: it posts a wake-up that reaches the timer on the GUI's
        # thread if the timer still exists (tdapp.ui.gui_thread).
        self.watcher = ChangeWatcher(desk.database.url, gui_caller(self._sync_soon, "start")).start()
        self.sync_timer = QTimer(self)
        self.sync_timer.timeout.connect(self.sync_with_other_desks)
        self.sync_timer.start(SYNC_EVERY_MS)
        self.destroyed.connect(self.watcher.stop)
        self._probing = False
        self._stop_probing = threading.Event()
        self.destroyed.connect(self._stop_probing.set)

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
        broken = self.desk.tournament(tournament_id).broken
        if broken is not None:
            self.refused.emit(
                self.tr(
                    "Action #{seq} of this tournament no longer replays ({reason}): it is shown up to that point. Void it in the Log tab."
                ).format(seq=broken.action.seq, reason=describe(broken.cause))
            )
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

    def release(self) -> None:
        """Stop listening to the other desks: the watcher's thread joined now, on the desk's thread, not left to the
        interpreter's teardown."""
        self.sync_timer.stop()
        self._sync_soon.stop()
        self._stop_probing.set()
        self.watcher.stop()

    def sync_with_other_desks(self) -> None:
        """Take in the other desks' actions; a database out of reach is said once, and tried again later.

        The clock on the wall never waits for the database: it runs from the
        state already in memory.
        """
        if self.desk.closed:
            self.sync_timer.stop()
            self.watcher.stop()
            return
        if self.busy:
            self._sync_soon.start(200)  # the long undo holds the tournament: taken in once it is done
            return
        if not self.reachable:
            self._probe()  # a worker asks the database; the desk's thread never waits for a dead network
            return
        book = self._book()
        try:
            changed = self.desk.sync(None)  # the players' database, the ranking, the operators
            newer = book.fetch_newer() if book is not None else []
            if newer and book.take_in_length(newer) > LONG_REPLAY:
                # Another desk undid or redid an early action: seconds of replay at a festival, taken in off this
                # thread as this desk's own long undo would be (the clock and the room screens stay live).
                self._set_reachable(True)
                if changed:
                    self.changed.emit()
                self._in_background(lambda: book.take_in(newer), self.tr("Another desk's undo or redo is taken in."))
                return
            if newer:
                book.take_in(newer)
                changed = True
        except Exception:
            self._set_reachable(False)
            return
        self._set_reachable(True)
        if changed:
            self.changed.emit()

    def _set_reachable(self, reachable: bool) -> None:
        if reachable != self.reachable:
            self.reachable = reachable
            self.connection.emit(reachable)
        if not reachable:
            self._probe()

    def _probe(self) -> None:
        """Ask the database, off the desk's thread, until it answers again; then take in what was missed.

        A network that drops answers nothing: each try may wait for the
        server's timeout (`tdapp.storage.database.SERVER_ANSWER_S`), which the
        desk's thread, and the clock on the wall it drives, must never do.
        """
        if self._probing or self.desk.closed:
            return
        self._probing = True
        desk, stop = self.desk, self._stop_probing
        engine = desk.database.engine
        answered = gui_caller(self, "_probe_answered")  # the worker holds no widget (tdapp.ui.gui_thread)

        def run() -> None:
            if until_it_answers(engine, lambda: stop.is_set() or desk.closed, PROBE_EVERY_S, stop.wait):
                answered()

        threading.Thread(target=run, name="tdapp-database-probe", daemon=True).start()

    def _probe_answered(self) -> None:
        self._probing = False
        self.reachable = True  # said (and the red line taken away) once the sync below has worked
        self.sync_with_other_desks()
        if self.reachable:
            self.connection.emit(True)
            self.notice.emit(self.tr("The database answers again: commands are stored again."))

    def _known_name(self, player_id: int) -> str | None:
        """The name of a player of the directory, for a refusal that names him by number (None if unknown)."""
        if self.desk.closed:
            return None
        try:
            player = self.desk.players().players.get(player_id)
        except Exception:  # a refusal is said even when the directory cannot be read
            return None
        return player.display_name if player is not None else None

    def player_name(self, player_id: int) -> str:
        """The name the floor uses for a player of the directory (his number if the entry is unknown)."""
        player = self.desk.players().players.get(player_id)
        return player.display_name if player is not None else f"#{player_id}"

    def now_ms(self) -> int:
        return self.desk.now()

    # -- commands ------------------------------------------------------------
    def attempt(self, command: Callable[[], T]) -> T | None:
        """Run a command; a refusal is reported and None returned, with nothing changed."""
        if self.busy:
            self.refused.emit(self.busy)
            return None
        if not self.reachable:
            # Known to be out of reach: refused at once, not after another wait for a network that dropped.
            self._probe()
            self.refused.emit(self.tr("The database cannot be reached: nothing was stored. The desk tries again by itself."))
            return None
        try:
            result = command()
        except StorageFailed as exc:
            self._set_reachable(False)
            self.refused.emit(describe(exc))
            return None
        except RuleError as exc:
            self.refused.emit(describe(exc))
            return None
        return result

    def act(self, kind: str, payload: Mapping[str, Any] | None = None) -> Action | None:
        return self._changing(lambda: self.desk.act(self._tid(), kind, payload or {}))

    def act_many(self, commands: Iterable[Command]) -> list[Action] | None:
        commands = list(commands)
        return self._changing(lambda: self.desk.act_many(self._tid(), commands))

    def directory_act(self, kind: str, payload: Mapping[str, Any]) -> Action | None:
        return self._changing(lambda: self.desk.directory_act(kind, payload))

    def undo_import(self, label: str) -> list[Action] | None:
        """Take a whole CSV import out again, as one command."""
        return self._changing(lambda: self.desk.undo_import(label))

    def erase_player(self, player_id: int, reason: str, pseudonym: str | None = None) -> Action | None:
        """Erase a player's personal data on his request (see `Desk.erase_player`)."""
        return self._changing(lambda: self.desk.erase_player(player_id, reason=reason, pseudonym=pseudonym))

    def export_personal_data(self, player_id: int, reason: str, folder: Path, lang: str) -> tuple[Path, Path] | None:
        """Everything held on a player, as JSON and the printed sheet in `folder` (see `Desk.export_personal_data`).

        The folder is checked first, so that the export is not recorded in the log when its files cannot be written.
        """
        from tdapp.reports.personal_data import save

        def command() -> tuple[Path, Path]:
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                raise RuleError("The folder {folder} cannot be written to; nothing was exported.", folder=str(folder))
            data = self.desk.export_personal_data(player_id, reason)
            try:
                return save(data, folder, lang=lang, printed_at_ms=self.now_ms())
            except OSError as exc:
                raise RuleError("The files could not be written ({detail}).", detail=str(exc)) from exc

        return self._changing(command)

    def export_directory(self, path: Path, *, personal: bool, reason: str, delimiter: str) -> int | None:
        """The player database as a CSV file at `path` (see `Desk.export_directory`); how many players it holds.

        The folder is checked first, so that an export whose file cannot be written is not recorded in the log.
        """
        from tdapp.domain.ranking.export import encode_csv

        def command() -> int:
            if not path.parent.is_dir() or not os.access(path.parent, os.W_OK):
                raise RuleError("The folder {folder} cannot be written to; nothing was exported.", folder=str(path.parent))
            text, count = self.desk.export_directory(personal=personal, reason=reason, delimiter=delimiter)
            try:
                path.write_bytes(encode_csv(text))
            except OSError as exc:
                raise RuleError("The files could not be written ({detail}).", detail=str(exc)) from exc
            return count

        return self._changing(command)

    def add_player(self, name: str, **fields: str) -> int | None:
        return self._changing(lambda: self.desk.add_player(name, **fields))

    def create_tournament(self, config: Mapping[str, Any], then: Iterable[Command] = ()) -> int | None:
        then = list(then)
        tid = self.attempt(lambda: self.desk.create_tournament(config, then))
        if tid is not None:
            self.open_tournament(tid)
        return tid

    def undo(self, seq: int) -> Action | None:
        """Undo #seq with its gesture. A long one (an early action of a big flight) runs off the desk's thread:
        None is returned at once, and `changed` and the notice follow when it is done."""
        return self._undo_or_redo(seq, lambda: self.desk.undo(self._tid(), seq), self.tr("Undo: {what}"))

    def redo(self, seq: int) -> Action | None:
        return self._undo_or_redo(seq, lambda: self.desk.redo(self._tid(), seq), self.tr("Redo: {what}"))

    def _undo_or_redo(self, seq: int, work: Callable[[], Action], done_text: str) -> Action | None:
        book = self._book()
        if book is not None and not self.busy and book.replay_length(seq, look=True) > LONG_REPLAY:
            self._in_background(work, done_text.format(what=self.gesture_text(seq)))
            return None
        return self._changing(work)

    def _in_background(self, work: Callable[[], object], done_text: str) -> None:
        """Run a long undo or redo on a worker thread: the clock, the room screens and the window stay live.

        The Book decides it as always (in its write transaction, on the latest
        state); the state on screen is the one before until it is done, and
        every other command is refused meanwhile with what the desk is doing,
        so nothing else touches the tournament at the same time.
        """
        self.busy = self.tr(
            "The desk is checking every action after the one undone or redone; it takes a few seconds. The clock keeps running."
        )
        self.notice.emit(self.busy)
        self.busy_changed.emit(True)
        deliver = gui_caller(self, "_background_done")  # the worker holds no widget (tdapp.ui.gui_thread)

        def run() -> None:
            try:
                # The replay builds a whole new state, which lives as long as the desk: kept out of the cyclic
                # collector's walks as at opening (`open_tournament`), or its first walk of it holds the desk's
                # thread 50-100 ms at 6,000 entries.
                with collector_paused():
                    work()
                    gc.freeze()
            except Exception as exc:  # handed to the desk's thread, said there
                deliver(exc, done_text)
                return
            deliver(None, done_text)

        threading.Thread(target=run, name="tdapp-long-undo", daemon=True).start()

    def _background_done(self, error: Exception | None, done_text: str) -> None:
        self.busy = None
        self.busy_changed.emit(False)
        if isinstance(error, StorageFailed):
            self._set_reachable(False)
            self.refused.emit(describe(error))
        elif isinstance(error, RuleError):
            self.refused.emit(describe(error))
        elif error is not None:
            raise error
        else:
            self.changed.emit()
            self.notice.emit(done_text)

    def void(self, seq: int, reason: str) -> Action | None:
        """Void the stored action that no longer replays, with the TD's reason (a new action; history stays)."""
        return self._changing(lambda: self.desk.void(self._tid(), seq, reason))

    def undo_last(self) -> Action | None:
        """Ctrl+Z: the last command, whole (a re-entry with its seat), and the status line says what was undone."""
        book = self._book()
        last = book.last_undoable() if book else None
        if last is None:
            self.refused.emit(self.tr("There is nothing to undo."))
            return None
        what = self.gesture_text(last.seq)
        done = self.undo(last.seq)
        if done is not None:  # (a long undo says it when it is done)
            self.notice.emit(self.tr("Undo: {what}").format(what=what))
        return done

    def redo_last(self) -> Action | None:
        book = self._book()
        last = book.last_redoable() if book else None
        if last is None:
            self.refused.emit(self.tr("There is nothing to redo."))
            return None
        what = self.gesture_text(last.seq)
        done = self.redo(last.seq)
        if done is not None:
            self.notice.emit(self.tr("Redo: {what}").format(what=what))
        return done

    def gesture_text(self, seq: int) -> str:
        """What the command that stored #seq did, as the log says it (its first action: the re-entry, not its seat)."""
        from tdapp.ui.action_text import describe_action

        book = self._book()
        if book is None:
            return ""
        return describe_action(book.gesture(seq)[0], self.player_name)

    def undo_texts(self) -> tuple[str, str]:
        """The Edit menu's "Undo: …" and "Redo: …" for the commands Ctrl+Z and Ctrl+Shift+Z would take."""
        book = self._book()
        last = book.last_undoable() if book else None
        back = book.last_redoable() if book else None
        undo = self.tr("Undo: {what}").format(what=self.gesture_text(last.seq)) if last else self.tr("Undo")
        redo = self.tr("Redo: {what}").format(what=self.gesture_text(back.seq)) if back else self.tr("Redo")
        return undo, redo

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
