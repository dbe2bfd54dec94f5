"""Opening a database safely.

A file is only written to after it has been recognised as a tdapp database
(or is new), checked for damage and, if older, backed up and migrated. A
file that belongs to another program, or is damaged, is refused with a clear
message and left untouched.
"""

from __future__ import annotations

import contextlib
import contextvars
import sqlite3
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import InvalidatePoolError

from tdapp.domain.errors import RuleError
from tdapp.paths import read_only_uri
from tdapp.storage.migrations import APP_ID, CURRENT_VERSION, migrate

SQLITE_HEADER = b"SQLite format 3\x00"


class DatabaseRefused(RuleError):
    """The database cannot be used; it has not been changed."""


@dataclass(frozen=True)
class OpenedDatabase:
    engine: Engine
    url: str
    migrated_from: int | None = None
    backup: Path | None = None


def to_url(target: str | Path) -> str:
    """A path or URL as SQLAlchemy's URL; a plain PostgreSQL URL goes through psycopg 3 (`tdapp[server]`)."""
    text_target = str(target)
    if "://" in text_target:
        for plain in ("postgresql://", "postgres://"):
            if text_target.startswith(plain):
                return "postgresql+psycopg://" + text_target[len(plain) :]
        return text_target
    path = Path(text_target).expanduser().resolve()
    if "?" in str(path):
        # SQLAlchemy reads a URL's '?' as the start of its options: the desk would open, and write to, another file.
        raise DatabaseRefused("{file}: a database whose folder or name has a '?' cannot be opened; rename it.", file=str(path))
    return f"sqlite:///{path}"


def _sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        return None
    return Path(parsed.database)


def inspect_sqlite_file(path: Path) -> int | None:
    """The schema version of an existing file, None for a new or empty file; refuses anything else."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise DatabaseRefused("{file} is not a tdapp database; it was left as it is.", file=str(path))
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise DatabaseRefused("{file} is damaged ({detail}); it was left as it is.", file=str(path), detail=str(ok and ok[0]))
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not tables:
                return None
            if "meta" not in tables:
                raise DatabaseRefused("{file} belongs to another program; it was left as it is.", file=str(path))
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseRefused("{file} is damaged ({detail}); it was left as it is.", file=str(path), detail=str(exc)) from exc
    if meta.get("app") != APP_ID:
        raise DatabaseRefused("{file} belongs to another program; it was left as it is.", file=str(path))
    version = int(meta.get("schema_version", "0"))
    if version > CURRENT_VERSION:
        raise DatabaseRefused(
            "{file} was made by a newer tdapp (schema {version}); update tdapp to open it.", file=str(path), version=version
        )
    return version


def backup_file(path: Path, version: int) -> Path:
    """Copy a database before migrating it, with SQLite's online backup so the copy is consistent."""
    target = path.with_name(f"{path.stem}.schema{version}-backup{path.suffix or '.db'}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.schema{version}-backup{n}{path.suffix or '.db'}")
        n += 1
    src = sqlite3.connect(read_only_uri(path), uri=True)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()
    return target


#: SQLite's page cache per connection, in KiB: a 6,000-entry festival's whole file is about 17 MB.
PAGE_CACHE_KIB = 32_000


def _sqlite_pragmas(dbapi_conn: sqlite3.Connection, _record: object) -> None:
    # WAL lets the clock screen read while the desk writes; FULL syncs every
    # commit so a power cut never loses an action that was reported stored.
    cursor = dbapi_conn.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    # Freed space is overwritten with zeros: erased personal data leaves no copy in the file.
    cursor.execute("PRAGMA secure_delete=ON")
    # A field of 10,000 entries outgrows SQLite's default page cache (2 MB): a command then reads its indexes'
    # pages back from the system at every write (a late registration at 10,000 entries: 0.37 ms with the default,
    # 0.27 ms with this, as at 2,000 entries; `bench/several_desks.py`). Pages are cached as they are read: a small
    # event costs no more.
    cursor.execute(f"PRAGMA cache_size=-{PAGE_CACHE_KIB}")
    cursor.close()


#: How long a desk waits for one answer of a database server before it takes the server as out of reach. A
#: network that drops says nothing: without this the desk's thread (and the clock on the wall it drives) would
#: wait for TCP to give up, many minutes. Longer than the wait for another desk's write (`store.LOCK_WAIT_MS`).
SERVER_ANSWER_S = 4.0
#: How long a desk waits to connect to the server (libpq's `connect_timeout`; 2 s is its least).
SERVER_CONNECT_S = 3

#: libpq's own guards against a silent network: connecting, idle connections (the watcher's LISTEN) and data
#: the server never acknowledged (Linux; elsewhere `SERVER_ANSWER_S` alone bounds the wait).
SERVER_CONNECT_ARGS: dict[str, int] = {
    "connect_timeout": SERVER_CONNECT_S,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 5_000,
}


class _ServerSilent(Exception):
    """The server sent nothing for `SERVER_ANSWER_S` while a desk waited for its answer."""


def _answered_within(gen: Generator[Any, Any, Any], limit_s: float) -> Generator[Any, Any, Any]:
    """psycopg's protocol generator, refused once the socket has been silent for `limit_s`.

    psycopg's wait functions wake the generator every 0.1 s with "nothing
    ready" (0); anything else is the server talking. A long answer that keeps
    coming (a festival's log over a slow network) is never cut, only silence.
    """
    last_heard = time.monotonic()
    try:
        waiting_for = next(gen)
        while True:
            ready = yield waiting_for
            now = time.monotonic()
            if ready:
                last_heard = now
            elif now - last_heard > limit_s:
                gen.close()
                raise _ServerSilent
            waiting_for = gen.send(ready)
    except StopIteration as done:
        return done.value


def _server_connection_class() -> type:
    """psycopg's connection that gives up on a server silent for `SERVER_ANSWER_S`.

    Every round trip of psycopg 3 (a statement, its rows, a commit) waits in
    `Connection.wait`; after that long without a byte from the server the
    connection is closed (SQLAlchemy then drops it from its pool) and the
    command fails with an `OperationalError`, which the desk reports as
    "nothing was stored".
    """
    import psycopg

    class ServerConnection(psycopg.Connection):  # type: ignore[type-arg]
        answer_within_s: float | None = SERVER_ANSWER_S

        def wait(self, gen: Any, *args: Any, **kwargs: Any) -> Any:
            limit = self.answer_within_s
            if limit is None or kwargs.get("timeout") is not None:
                return super().wait(gen, *args, **kwargs)  # a wait with a bound of its own (notifies)
            try:
                return super().wait(_answered_within(gen, limit), *args, **kwargs)
            except _ServerSilent:
                self.close()  # mid-protocol: never used again
                raise psycopg.OperationalError(
                    f"the database server did not answer for {limit:g} s (the network or the server is down)"
                ) from None

    return ServerConnection


def until_it_answers(engine: Engine, stop: Callable[[], bool], every_s: float, pause: Callable[[float], object] = time.sleep) -> bool:
    """Ask the database every `every_s` until it answers (True) or `stop()` says to give up (False).

    A worker's loop: a server out of reach may hold each try for its
    timeouts, which the desk's thread (and the clock it drives) never waits for.
    """
    while not stop():
        try:
            with engine.connect() as conn:
                conn.exec_driver_sql("SELECT 1")
        except Exception:
            pause(every_s)
            continue
        return True
    return False


_UNCHECKED: contextvars.ContextVar[bool] = contextvars.ContextVar("tdapp_unchecked_checkout", default=False)


@contextlib.contextmanager
def unchecked_checkout() -> Iterator[None]:
    """Connections taken from the pool here skip its liveness check (a round trip to the server).

    For a command's write alone (`store.Write`): its first statement finds
    out whether the connection still works, and is sent again on a checked
    connection if it does not, nothing having been stored on it.
    """
    token = _UNCHECKED.set(True)
    try:
        yield
    finally:
        _UNCHECKED.reset(token)


def _check_on_checkout(engine: Engine) -> None:
    """The pool's liveness check (SQLAlchemy's "pre-ping"), on every connection taken from the pool but a command's.

    A server that went away (restarted, or the network dropped while the
    connection sat in the pool) is noticed before a statement is tried on a
    dead connection: every pooled connection older than the failed one is
    dropped and a new one is made. A connection made for this checkout is not
    checked again.
    """
    dialect = engine.dialect

    @event.listens_for(engine, "connect")
    def _fresh(_dbapi_connection: Any, record: Any) -> None:
        record.info["tdapp_fresh"] = True

    @event.listens_for(engine, "checkout")
    def _check(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        if record.info.pop("tdapp_fresh", False) or _UNCHECKED.get():
            return
        try:
            dialect.do_ping(dbapi_connection)
        except dialect.loaded_dbapi.Error as exc:
            if dialect.is_disconnect(exc, dbapi_connection, None):
                raise InvalidatePoolError(str(exc)) from exc
            raise


def make_engine(url: str) -> Engine:
    if make_url(url).get_backend_name() == "sqlite":
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    # A server that went away is noticed before a statement is tried on a dead connection (`_check_on_checkout`); a
    # server that stops answering (the network dropped) holds no desk longer than SERVER_ANSWER_S.
    from tdapp.storage.store import LOCK_WAIT_MS  # (here: read when the engine is made, so a test may shorten it)

    # The server's own bound on waiting for another desk's lock, set once per connection (no round trip per command).
    options = {"options": f"-c lock_timeout={LOCK_WAIT_MS}"}
    engine = create_engine(url, connect_args={**SERVER_CONNECT_ARGS, **options})
    _check_on_checkout(engine)
    if make_url(url).get_driver_name() == "psycopg":
        connection_class = _server_connection_class()

        @event.listens_for(engine, "do_connect")
        def _connect(_dialect: object, _record: object, cargs: tuple[Any, ...], cparams: dict[str, Any]) -> Any:
            # psycopg prepares no statement of its own: at a ROLLBACK it drops every prepared statement of the
            # connection, the commands' too (`store.Write` prepares those once per connection).
            return connection_class.connect(*cargs, **cparams, prepare_threshold=None)

        @event.listens_for(engine, "checkin")
        def _out_of_autocommit(dbapi_connection: Any, _record: Any) -> None:
            # A command's connection is in autocommit while it is the command's (`store.Write`): never so in the pool,
            # even if a desk left without giving back the one it kept (the collector returns it).
            if dbapi_connection is not None and dbapi_connection.autocommit and not dbapi_connection.closed:
                try:
                    dbapi_connection.autocommit = False
                except Exception:  # (in a transaction the pool's reset did not end): it is closed rather than kept
                    dbapi_connection.close()

    return engine


@contextlib.contextmanager
def patient(conn: Connection) -> Iterator[None]:
    """Lift the deadline on a server's answers for work that is slow by nature (a migration, a vacuum)."""
    dbapi = conn.connection.dbapi_connection
    if not hasattr(dbapi, "answer_within_s"):
        yield
        return
    before = dbapi.answer_within_s  # type: ignore[union-attr]
    dbapi.answer_within_s = None  # type: ignore[union-attr]
    try:
        yield
    finally:
        dbapi.answer_within_s = before  # type: ignore[union-attr]


def open_database(target: str | Path, *, create: bool = True, upgrade: bool = True) -> OpenedDatabase:
    """Open (creating or migrating as needed) the database at a path or URL.

    With `upgrade=False` (a checker such as `tdapp verify`) an older schema
    is refused rather than changed.
    """
    url = to_url(target)
    path = _sqlite_path(url)
    version: int | None
    backup: Path | None = None
    if path is not None:
        version = inspect_sqlite_file(path)
        if version is None and not create:
            raise DatabaseRefused("{file} does not exist.", file=str(path))
        if version is not None and version < CURRENT_VERSION and not upgrade:
            raise _older(version)
        path.parent.mkdir(parents=True, exist_ok=True)
        if version is not None and version < CURRENT_VERSION:
            backup = backup_file(path, version)
    engine = make_engine(url)
    with engine.begin() as conn, patient(conn):
        if path is None:
            version = _server_version(conn)
            if version is not None and version < CURRENT_VERSION and not upgrade:
                engine.dispose()
                raise _older(version)
        if version is None:
            migrate(conn, 0)
        elif version < CURRENT_VERSION:
            migrate(conn, version)
    return OpenedDatabase(engine, url, version if version is not None and version < CURRENT_VERSION else None, backup)


def _older(version: int) -> DatabaseRefused:
    return DatabaseRefused(
        "That database was made by an older tdapp (schema {version}) and was left as it is; open it with the desk, or run "
        "`tdapp server init`, to upgrade it first.",
        version=version,
    )


def _server_version(conn: object) -> int | None:
    from sqlalchemy import inspect

    insp = inspect(conn)
    if not insp.has_table("meta"):
        if insp.get_table_names():
            raise DatabaseRefused("That database belongs to another program; it was left as it is.")
        return None
    rows = dict(conn.execute(text("SELECT key, value FROM meta")).fetchall())  # type: ignore[attr-defined]
    if rows.get("app") != APP_ID:
        raise DatabaseRefused("That database belongs to another program; it was left as it is.")
    version = int(rows.get("schema_version", "0"))
    if version > CURRENT_VERSION:
        raise DatabaseRefused("That database was made by a newer tdapp (schema {version}); update tdapp to open it.", version=version)
    return version
