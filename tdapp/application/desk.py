"""The desk: one open database with its player directory and tournaments.

This is what the GUI and the command line talk to. It adds the checks that
span streams (a tournament action must name a player who exists in the
directory; a player who plays somewhere cannot be un-created) and keeps the
operator's name for the log.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tdapp.application.book import Book, Command, CommandBuilder, wall_clock_ms
from tdapp.application.projections import TournamentProjection, project_directory
from tdapp.domain.errors import RuleError
from tdapp.domain.log import UNDO, VOID, Action, actions_in_force
from tdapp.domain.operators import OPERATORS, OPERATORS_STREAM, OperatorsState, hash_pin, pin_matches
from tdapp.domain.players.csv_io import DIRECTORY_HEADER, IMPORT_KEY, NAME_COLUMNS, ImportPlan, Table, directory_csv, plan_import
from tdapp.domain.players.directory import DIRECTORY, DirectoryState
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.state import RankingState
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.state import TournamentState
from tdapp.paths import user_data_dir
from tdapp.storage.database import OpenedDatabase, open_database
from tdapp.storage.models import RegistrationRow
from tdapp.storage.snapshots import SnapshotCache
from tdapp.storage.store import DIRECTORY_STREAM, RANKING_STREAM, TOURNAMENT_STREAM, ActionStore, TournamentRow

#: The setting that marks a database of demonstrations (its value "yes").
DEMO_SETTING = "demo"

#: Payload keys that name players of the directory.
PLAYER_KEYS = ("player_id", "eliminator_id", "winner_id")


class Desk:
    def __init__(
        self, database: OpenedDatabase, *, operator: str = "", now: Callable[[], int] = wall_clock_ms, snapshots: bool = True
    ) -> None:
        self.database = database
        self.store = ActionStore(database.engine, keep_connection=True)
        # This machine's copies of the open tournaments (see `tdapp.storage.snapshots`): a restart replays only what came after.
        self.snapshots = (
            SnapshotCache(user_data_dir() / "snapshots", database.url) if snapshots and ":memory:" not in database.url else None
        )
        if self.snapshots is not None:
            self.snapshots.keep_and_prune()
        self.operator = operator
        self.now = now
        self.closed = False
        self.directory: Book[DirectoryState] = Book(self.store, DIRECTORY, DIRECTORY_STREAM, projection=project_directory, now=now)
        self.ranking: Book[RankingState] = Book(self.store, RANKING, RANKING_STREAM, now=now)
        self._tournaments: dict[int, Book[TournamentState]] = {}
        self.operators: Book[OperatorsState] = Book(self.store, OPERATORS, OPERATORS_STREAM, now=now)

    @classmethod
    def open(cls, target: str | Path, **kwargs: Any) -> Desk:
        return cls(open_database(target), **kwargs)

    def sync(self, tournament_id: int | None = None) -> bool:
        """Take in what other desks on the same database stored; True if anything changed here."""
        changed = self.directory.sync()
        changed = self.ranking.sync() or changed
        changed = self.operators.sync() or changed
        if tournament_id is not None:
            changed = self.tournament(tournament_id).sync() or changed
        return changed

    def close(self) -> None:
        """Close the database; the open tournaments leave this machine a copy to start from next time."""
        if not self.closed and self.snapshots is not None:
            self.snapshots.wait()  # the copies on their way first: the last word is the one written now
            for book in self._tournaments.values():
                with contextlib.suppress(Exception):
                    book.save_snapshot(now=True)
        self.closed = True
        for book in self._tournaments.values():
            book.close()
        self.store.close()
        self.database.engine.dispose()

    # -- players -----------------------------------------------------------
    def add_player(self, name: str, **fields: str) -> int:
        """Create a player-database entry; returns its number.

        The number is chosen on the latest directory, inside the write: two
        desks adding players at once get two numbers.
        """

        self.permit("player.create")

        def build(state: DirectoryState) -> list[Command]:
            return [("player.create", {"player_id": state.next_id(), "name": name, **fields})]

        return int(self.directory.execute_many(build, self.operator)[0].payload["player_id"])

    def players(self) -> DirectoryState:
        return self.directory.state

    def merge_players(self, keep: int, merge: int) -> None:
        """Merge a duplicate entry: in the directory and, so that his points follow him, in the ranking."""
        self.permit("player.merge")
        merged = self.directory.execute("player.merge", {"keep": keep, "merge": merge}, self.operator)
        try:
            self.ranking.execute("ranking.player.merge", {"keep": self.directory.state.canonical(keep).id, "merge": merge}, self.operator)
        except RuleError:
            self.directory.undo(merged.seq, self.operator)
            raise

    def erase_player(self, player_id: int, *, reason: str, pseudonym: str | None = None) -> Action:
        """Erase a player's personal data on his request: from the directory, the stored log and the files.

        His results, prizes and ranking points stay (they are not personal data
        beyond his name, which a pseudonym replaces on request), and the log's
        chain still verifies. The books of this desk are read again so that no
        copy stays in memory; other desks drop theirs when they next start.
        """
        self.permit("player.erase")
        payload: dict[str, Any] = {"player_id": player_id, "reason": reason}
        if pseudonym is not None:
            payload["pseudonym"] = pseudonym.strip()
        action = self.directory.execute("player.erase", payload, self.operator)
        if self.snapshots is not None:
            self.snapshots.clear()  # the copies of the logs on this machine held the erased data too
        self.directory.reload()
        for book in self._tournaments.values():
            book.reload()
        self.store.scrub_free_space()
        return action

    # -- ranking -------------------------------------------------------------------
    def record_ranking_result(self, tournament_id: int, *, final_chips: Mapping[int, int] | None = None) -> Action:
        """Hand a finished tournament's places and prizes to the season ranking (FS 9.2)."""
        from tdapp.domain.ranking.from_tournament import result_from_tournament

        self.permit("ranking.result.record")
        book = self.tournament(tournament_id)
        # The TD's finish, or the bust that ended a Survivor or a satellite by itself (FS 3.1.9, 3.1.4).
        finished_at_ms = book.state.finished_at_ms
        if finished_at_ms is None:
            raise RuleError("The tournament is not finished: its points cannot be given yet.")
        result = result_from_tournament(book.state, tournament_id=tournament_id, finished_at_ms=finished_at_ms, final_chips=final_chips)
        kind = "ranking.result.replace" if tournament_id in self.ranking.state.results else "ranking.result.record"
        payload: dict[str, Any] = {"result": result.to_dict()}
        if kind == "ranking.result.replace":
            payload["reason"] = "results recorded again from the tournament"
        return self.ranking.execute(kind, payload, self.operator)

    def undo_directory(self, seq: int) -> Action:
        action = self.directory.action(seq)
        if action.payload.get(IMPORT_KEY):
            self.undo_import(str(action.payload[IMPORT_KEY]))
            return action
        self.permit(action.kind, undoing=True)
        if action.kind == "player.create":
            pid = action.payload.get("player_id")
            with Session(self.store.engine) as session:
                used = session.scalar(select(func.count()).select_from(RegistrationRow).where(RegistrationRow.player_id == pid))
            if used:
                raise RuleError("Player #{player} is registered in a tournament; he cannot be removed.", player=pid)
        return self.directory.undo(seq, self.operator)

    def export_personal_data(self, player_id: int, reason: str) -> dict[str, Any]:
        """Everything tdapp holds on one player (GDPR art. 15), as data for JSON and the printed sheet.

        The TD's alone; the export itself is stored first as an action (who, when, why), so the log says it happened.
        """
        from tdapp.application.personal_data import personal_data

        self.permit("player.data_export")
        self.directory.execute("player.data_export", {"player_id": player_id, "reason": reason.strip()}, self.operator)
        return personal_data(self, player_id)

    def check_directory_export(self, *, personal: bool, reason: str = "") -> str:
        """Refuse, before a file is chosen or a folder made, an export of the player database that would be refused; its kind."""
        kind = "player.directory_export" if personal else "player.list_export"
        self.permit(kind)
        if personal and not reason.strip():
            raise RuleError("Say why the player database is exported with its documents, phones and e-mails.")
        return kind

    def export_directory(self, *, personal: bool, reason: str = "", delimiter: str = ",") -> tuple[str, int]:
        """The player database as CSV text for a spreadsheet, and how many players it holds.

        Without `personal`, a list of names (number, name, nickname: the
        registration desk may take it); with it, every document, phone, e-mail
        and note too, which is the TD's alone and needs a reason. Either way the
        export is stored first as an action (who, when, how many, which columns,
        why), and the file is built from the very state that action was decided
        on, so the count in the log is the count in the file.
        """
        kind = self.check_directory_export(personal=personal, reason=reason)
        columns = list(DIRECTORY_HEADER if personal else NAME_COLUMNS)
        built: list[tuple[str, int]] = []

        def build(state: DirectoryState) -> list[Command]:
            count = len(state.active())
            built[:] = [(directory_csv(state, delimiter=delimiter, columns=columns), count)]
            payload: dict[str, Any] = {"columns": columns, "count": count}
            if reason.strip():
                payload["reason"] = reason.strip()
            return [(kind, payload)]

        self.directory.execute_many(build, self.operator)
        return built[0]

    # -- players in and out (issue 15 part 5) ----------------------------------------------
    def import_players(self, table: Table, mapping: Mapping[str, int], label: str) -> ImportPlan:
        """Every new player of a CSV file, in one transaction: all are stored, or none.

        The plan is made again on the latest directory inside the write (another
        desk may have added a player meanwhile), so a duplicate is never stored.
        """
        self.permit("player.import")
        planned: list[ImportPlan] = []

        def build(state: DirectoryState) -> list[Command]:
            plan = plan_import(table, mapping, state)
            planned[:] = [plan]
            if not plan.new:
                raise RuleError("There is no new player to import.")
            return list(plan.commands(state, label))

        self.directory.execute_many(build, self.operator)
        return planned[0]

    def last_import(self) -> str | None:
        """The label of the most recent CSV import with players still in force (None when there is none)."""
        for action in reversed(actions_in_force(self.directory.log)):
            label = action.payload.get(IMPORT_KEY)
            if label:
                return str(label)
        return None

    def imported(self, label: str) -> list[Action]:
        """The players' creations of one import still in force."""
        return [a for a in actions_in_force(self.directory.log) if a.payload.get(IMPORT_KEY) == label]

    def undo_import(self, label: str) -> list[Action]:
        """Take a whole import out, as one command: one undo per player, stored in one transaction.

        Refused, with nothing stored, if any of its players is registered in a tournament.
        """
        self.permit("player.import", undoing=True)

        def prepare() -> list[Action]:
            targets = self.imported(label)
            if not targets:
                raise RuleError("There is nothing of this import left to undo.")
            ids = [a.payload["player_id"] for a in targets]
            with Session(self.store.engine) as session:
                used = session.scalar(select(RegistrationRow.player_id).where(RegistrationRow.player_id.in_(ids)).limit(1))
            if used is not None:
                raise RuleError("Player #{player} is registered in a tournament; he cannot be removed.", player=used)
            at = self.now()
            return [Action(UNDO, {"target": a.seq}, at, self.operator) for a in targets]

        # Book has no public "undo several as one"; its own commit path stores them in one transaction.
        return self.directory._commit_fresh(prepare, apply_live=False)

    # -- tournaments -------------------------------------------------------
    def tournament_rows(self) -> list[TournamentRow]:
        return self.store.tournaments()

    # -- a demonstration database ----------------------------------------------------
    @property
    def demo(self) -> bool:
        """A database of demonstrations (`tdapp.application.demo`): every tournament created in it is one."""
        return self.store.setting(DEMO_SETTING) == "yes"

    def mark_demo(self) -> None:
        """Make this a database of demonstrations, for good: its tournaments never count for a ranking."""
        self.store.set_setting(DEMO_SETTING, "yes")

    def create_tournament(self, config: TournamentConfig | Mapping[str, Any], then: Iterable[Command] = ()) -> int:
        """Create a tournament (and, in the same transaction, e.g. its structure and chip set)."""
        then = list(then)
        self._permitted([("tournament.create", {}), *then])
        data = config.to_dict() if isinstance(config, TournamentConfig) else dict(config)
        if self.demo:  # a template that counts for the ranking still makes a demonstration here, which never does
            data = {**data, "demo": True, "counts_for_ranking": False}
        book: Book[TournamentState] = Book(
            self.store,
            TOURNAMENT,
            TOURNAMENT_STREAM,
            None,
            projection=TournamentProjection(),
            now=self.now,
            log=[],
            snapshots=self.snapshots,
        )
        book.execute_many([("tournament.create", {"config": data}), *then], self.operator)
        assert book.tournament_id is not None
        self._tournaments[book.tournament_id] = book
        return book.tournament_id

    def tournament(self, tournament_id: int) -> Book[TournamentState]:
        book = self._tournaments.get(tournament_id)
        if book is None:
            book = Book(
                self.store,
                TOURNAMENT,
                TOURNAMENT_STREAM,
                tournament_id,
                projection=TournamentProjection(),
                now=self.now,
                snapshots=self.snapshots,
            )
            if not book.log:
                raise RuleError("There is no tournament {id}.", id=tournament_id)
            self._tournaments[tournament_id] = book
        return book

    def act(self, tournament_id: int, kind: str, payload: Mapping[str, Any] | None = None) -> Action:
        return self.act_many(tournament_id, [(kind, payload or {})])[0]

    def act_many(self, tournament_id: int, commands: Iterable[Command] | CommandBuilder) -> list[Action]:
        """Run commands as one; `commands` may be built from the tournament's latest state (see `Book.execute_many`)."""
        if callable(commands):
            build = commands
            return self.tournament(tournament_id).execute_many(lambda state: self._permitted(self._checked(build(state))), self.operator)
        return self.tournament(tournament_id).execute_many(self._permitted(self._checked(commands)), self.operator)

    def _checked(self, commands: Iterable[Command]) -> list[Command]:
        checked = []
        for kind, payload in commands:
            if not isinstance(payload, Mapping):
                raise RuleError("The action '{kind}' is malformed ({detail}).", kind=kind, detail="the payload is not a mapping")
            checked.append((kind, self._check_players(kind, dict(payload))))
        return checked

    def undo(self, tournament_id: int, seq: int) -> Action:
        book = self.tournament(tournament_id)
        self.permit(book.action(seq).kind, undoing=True)
        return book.undo(seq, self.operator)

    def redo(self, tournament_id: int, seq: int) -> Action:
        book = self.tournament(tournament_id)
        self.permit(book.action(seq).kind, undoing=True)
        return book.redo(seq, self.operator)

    def void(self, tournament_id: int, seq: int, reason: str) -> Action:
        self.permit(VOID)
        return self.tournament(tournament_id).void(seq, reason, self.operator)

    def directory_act(self, kind: str, payload: Mapping[str, Any]) -> Action:
        self.permit(kind)
        return self.directory.execute(kind, payload, self.operator)

    def ranking_act(self, kind: str, payload: Mapping[str, Any]) -> Action:
        self.permit(kind)
        return self.ranking.execute(kind, payload, self.operator)

    # -- roles (issue 15 part 3): the rules are in tdapp.domain.operators ------------
    def permit(self, kind: str, *, undoing: bool = False) -> None:
        """Refuse, before anything is stored, a command the desk's operator's role may not do."""
        self.operators.state.check(self.operator, kind, undoing=undoing)

    def _permitted(self, commands: list[Command]) -> list[Command]:
        for kind, _payload in commands:
            self.permit(kind)
        return commands

    def add_operator(self, name: str, role: str, pin: str = "") -> int:
        """Put an operator on the list (the TD's; the first one, a TD, by anyone); a PIN is kept only hashed."""
        self.permit("operator.add")
        payload: dict[str, Any] = {"name": name, "role": role}
        if pin:
            payload["pin_hash"] = hash_pin(pin, secrets.token_bytes(16))

        def build(state: OperatorsState) -> list[Command]:
            return [("operator.add", {"operator_id": state.next_id(), **payload})]

        return int(self.operators.execute_many(build, self.operator)[0].payload["operator_id"])

    def update_operator(self, operator_id: int, *, pin: str | None = None, **changes: Any) -> Action:
        self.permit("operator.update")
        payload: dict[str, Any] = {"operator_id": operator_id, **changes}
        if pin is not None:
            payload["pin_hash"] = hash_pin(pin, secrets.token_bytes(16)) if pin else ""
        return self.operators.execute("operator.update", payload, self.operator)

    def sign_in(self, name: str, pin: str = "") -> None:
        """The operator chosen at the desk's start; his PIN, if he has one, must match."""
        self.operators.sync()
        operator = self.operators.state.named(name)
        if operator is None:
            raise RuleError("Choose who is working at this desk: '{name}' is not on the list of operators.", name=name)
        if operator.has_pin and not pin_matches(pin, operator.pin_hash):
            raise RuleError("The PIN is wrong.")
        self.operator = operator.name

    def _check_players(self, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        """Every player named must exist; a merged entry is replaced by the one it was merged into."""
        directory = self.directory.state
        for key in PLAYER_KEYS:
            if key in payload and payload[key] is not None:
                pid = payload[key]
                if isinstance(pid, int) and not isinstance(pid, bool) and pid not in directory.players and self.directory.sync():
                    directory = self.directory.state  # created at another desk a moment ago
                if isinstance(pid, bool) or not isinstance(pid, int) or pid not in directory.players:
                    raise RuleError("No such player: {player}.", player=pid)
                if kind == "registration.register":
                    payload[key] = directory.canonical(pid).id
        return payload
