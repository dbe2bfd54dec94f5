"""The server's read-only window on the desks' database, and how it notices a change.

The server never writes: a SQLite file is opened with `mode=ro` and
`query_only` (no migration, no checkpoint: the file stays byte-for-byte the
same), a PostgreSQL session with `default_transaction_read_only`. A file that
does not exist, is empty, or has an older schema is refused: the desk that
owns it creates or upgrades it (after a backup), never the server.

What changed is read by one function, `database_position`: the number of
the newest stored action, which every action of every desk (undo and redo
included) moves on. The server looks at it when the desks' news wakes it
(`tdapp.storage.watch`: PostgreSQL's notifications, SQLite's change
counter) and every 300 ms anyway (`tdapp.web.server.WebRoom.watch`).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, func, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import QueuePool

from tdapp.application.book import Book
from tdapp.application.desk import Desk
from tdapp.domain.tournament.state import TournamentState
from tdapp.paths import read_only_uri
from tdapp.storage.database import DatabaseRefused, OpenedDatabase, inspect_sqlite_file, to_url
from tdapp.storage.migrations import APP_ID, CURRENT_VERSION
from tdapp.storage.models import ActionRow
from tdapp.storage.store import TournamentRow


def _sqlite_read_only(path: Path) -> Engine:
    uri = read_only_uri(path)

    def connect() -> sqlite3.Connection:
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        conn.execute("PRAGMA query_only=ON")
        conn.execute("PRAGMA busy_timeout=5000")
        return conn

    return create_engine("sqlite://", creator=connect, poolclass=QueuePool, pool_size=4)


def _server_read_only(url: str) -> Engine:
    engine = create_engine(url, pool_pre_ping=True, pool_size=4)

    @event.listens_for(engine, "connect")
    def _read_only(dbapi_conn: object, _record: object) -> None:
        cursor = dbapi_conn.cursor()  # type: ignore[attr-defined]
        cursor.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        cursor.close()
        dbapi_conn.commit()  # type: ignore[attr-defined]

    return engine


def _check_version(version: int | None, where: str) -> None:
    if version is None:
        raise DatabaseRefused("{file} has no tdapp data yet; open it at a desk first.", file=where)
    if version < CURRENT_VERSION:
        raise DatabaseRefused("{file} has an older schema ({version}); open it at a desk first to upgrade it.", file=where, version=version)


def open_read_only(target: str | Path) -> Desk:
    """A `Desk` on an existing, current tdapp database that can only read."""
    url = to_url(target)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if not parsed.database or parsed.database == ":memory:":
            raise DatabaseRefused("{file} does not exist.", file=str(target))
        path = Path(parsed.database)
        if not path.is_file():
            raise DatabaseRefused("{file} does not exist.", file=str(path))
        _check_version(inspect_sqlite_file(path), str(path))
        engine = _sqlite_read_only(path)
    else:
        engine = _server_read_only(url)
        with engine.connect() as conn:
            try:
                meta = dict(conn.execute(text("SELECT key, value FROM meta")).fetchall())  # type: ignore[arg-type]
            except Exception as exc:
                raise DatabaseRefused("{file} has no tdapp data yet; open it at a desk first.", file=parsed.render_as_string()) from exc
        if meta.get("app") != APP_ID:
            raise DatabaseRefused("That database belongs to another program; it was left as it is.")
        _check_version(int(meta.get("schema_version", "0")), parsed.render_as_string())
    return Desk(OpenedDatabase(engine, url), operator="web")


def database_position(engine: Engine) -> int:
    """The number of the newest stored action: it moves on with every action any desk stores."""
    with engine.connect() as conn:
        return int(conn.execute(select(func.max(ActionRow.seq))).scalar() or 0)


#: Tournaments the lobby lists.
LISTED_STATUSES = ("running", "scheduled")


@dataclass
class Room:
    """What the server knows of the room: the desk's books, kept up to date by `refresh`."""

    desk: Desk
    version: int = 0
    rows: list[TournamentRow] = field(default_factory=list)
    _loaded: set[int] = field(default_factory=set)

    @classmethod
    def open(cls, target: str | Path) -> Room:
        desk = open_read_only(target)
        room = cls(desk, version=database_position(desk.database.engine))
        room.rows = desk.tournament_rows()
        return room

    def refresh(self) -> bool:
        """Take in what the desks stored since the last look; True if anything changed."""
        position = database_position(self.desk.database.engine)  # read first: nothing stored after it is missed
        if position == self.version:
            return False
        self.desk.sync()
        for tid in self._loaded:
            self.desk.tournament(tid).sync()
        self.rows = self.desk.tournament_rows()
        self.version = position
        return True

    def listed(self) -> list[TournamentRow]:
        return [row for row in self.rows if row.status in LISTED_STATUSES and row.name]

    def row(self, tournament_id: int) -> TournamentRow | None:
        return next((r for r in self.rows if r.id == tournament_id), None)

    def book(self, tournament_id: int) -> Book[TournamentState] | None:
        if self.row(tournament_id) is None:
            return None
        book = self.desk.tournament(tournament_id)
        self._loaded.add(tournament_id)
        return book

    def close(self) -> None:
        self.desk.close()
