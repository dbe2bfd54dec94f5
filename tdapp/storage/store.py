"""The action store: append actions and their projections in one transaction, load a stream."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
import zlib
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, insert, select, update
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from tdapp.domain.log import Action
from tdapp.storage.chain import GENESIS, Seal, chain_hash, seal_payload
from tdapp.storage.models import ActionRow, SettingRow, TournamentRow

T = TypeVar("T")

DIRECTORY_STREAM = "directory"
TOURNAMENT_STREAM = "tournament"
RANKING_STREAM = "ranking"


#: The channel on which a PostgreSQL server tells every desk that a stream moved.
NOTIFY_CHANNEL = "tdapp_actions"


class HotStatement:
    """A statement every command sends, written once for both engines (`:name` parameters) and given to the driver as
    it is (`Write.run`): SQLAlchemy's work around a statement (its cache key, execution context and result) took
    longer than the server's answer to it. On a server it is prepared once per connection, under `name`, with its
    parameters numbered in the order of `params` (`Write` sends `EXECUTE name(...)`)."""

    __slots__ = ("name", "numbered", "params", "returns_rows", "sql")

    def __init__(self, sql: str, *, returns_rows: bool | None = None) -> None:
        assert "%" not in sql and "::" not in sql and "$" not in sql
        # SQLite's driver takes `:name`; psycopg's, `%(name)s`.
        self.sql = {"sqlite": sql, "postgresql": re.sub(r":(\w+)", r"%(\1)s", sql)}
        # Known here rather than asked of the cursor (psycopg builds its whole description to answer).
        self.returns_rows = sql.startswith("SELECT") or " RETURNING " in sql if returns_rows is None else returns_rows
        params: dict[str, int] = {}  # each name -> its number (a statement of many rows has a thousand names)

        def numbered(match: re.Match[str]) -> str:
            return f"${params.setdefault(match[1], len(params) + 1)}"

        self.numbered = re.sub(r":(\w+)", numbered, sql)
        self.params = tuple(params)
        self.name = "tdapp_" + hashlib.sha1(sql.encode()).hexdigest()[:20]


#: At most so many held statements go as one (`Write.send`); a long batch goes as it is.
TOGETHER_AT_MOST = 8


@functools.lru_cache(maxsize=64)
def _together(statements: tuple[HotStatement, ...]) -> HotStatement:
    """Held statements as one for a server: the data-modifying ones as CTEs, which PostgreSQL runs whether or not they
    are read, and the last (or the one SELECT, which runs only as the main statement) as the statement itself; the
    n-th one's `:name` becomes `:s{n}_name`. They run on one snapshot: they must not touch the same rows."""
    selects = [n for n, statement in enumerate(statements) if statement.sql["sqlite"].startswith("SELECT")]
    assert len(selects) <= 1, "a SELECT in a CTE runs only if read: one at most, as the statement itself"
    main = selects[0] if selects else len(statements) - 1
    parts = {n: re.sub(r":(\w+)", rf":s{n}_\1", statement.sql["sqlite"]) for n, statement in enumerate(statements)}
    ctes = ", ".join(f"s{n} AS ({part})" for n, part in parts.items() if n != main)
    return HotStatement(f"WITH {ctes} {parts[main]}", returns_rows=statements[main].returns_rows)


_INSERT = HotStatement(
    "INSERT INTO actions (stream, tournament_id, scope, position, kind, payload, operator, at_ms, hash, seal) "
    "VALUES (:stream, :tournament_id, :scope, :position, :kind, :payload, :operator, :at_ms, :hash, :seal)"
)  # SQLite: the number is the cursor's last row id
_INSERT_NUMBERED = HotStatement(
    "INSERT INTO actions (seq, stream, tournament_id, scope, position, kind, payload, operator, at_ms, hash, seal) "
    "VALUES (:seq, :stream, :tournament_id, :scope, :position, :kind, :payload, :operator, :at_ms, :hash, :seal)"
)
_NEXT_NUMBER_SQL = "nextval(pg_get_serial_sequence('actions', 'seq'))"
_NEXT_NUMBERS = HotStatement(f"SELECT {_NEXT_NUMBER_SQL} FROM generate_series(1, :count)")
_NOTIFY = HotStatement("SELECT pg_notify(:channel, :what)")
_NEWER_SQL = (
    "SELECT kind, payload, at_ms, operator, seq, hash{position} FROM actions "
    "WHERE stream = :stream AND scope = :scope AND position > :after ORDER BY position"
)
_AFTER = HotStatement(_NEWER_SQL.format(position=""))
_HEAD_HASH = HotStatement("SELECT hash FROM actions WHERE stream = :stream AND scope = :scope ORDER BY position DESC LIMIT 1")
_BEGIN_IMMEDIATE = HotStatement("BEGIN IMMEDIATE")
_WAIT_FOR_LOCK = HotStatement("SELECT pg_advisory_xact_lock(:key)")
# A server's round trips are most of a command's cost (a bare commit is three: BEGIN, INSERT, COMMIT); a command is
# two (`Write`). The first: BEGIN, the stream's lock, then the number of the next action with the read of what other
# desks stored (`lock_and_read`). The second: the actions' rows, the notification of the other desks and the
# projections' rows as one statement (`Write.send`), then COMMIT. Or one, when the desk holds the stream's last action:
# BEGIN, the lock, the rows and COMMIT (`ActionStore.lock_unread`).
_NUMBER_AND_AFTER = HotStatement(
    f"SELECT n.seq, a.kind, a.payload, a.at_ms, a.operator, a.seq, a.hash FROM (SELECT {_NEXT_NUMBER_SQL} AS seq) AS n "
    f"LEFT OUTER JOIN LATERAL ({_NEWER_SQL.format(position=', position')}) AS a ON true ORDER BY a.position"
)


class Write:
    """One command's write transaction, on one connection of the pool (`ActionStore.write`).

    The statements every command sends go to the driver as they are (`run`,
    `send`), and so does COMMIT: SQLAlchemy's work around each (its
    transaction, its cache key, execution context and result) took longer
    than the server's answer. Its `connection`, in the same transaction,
    serves what is written now and then (a tournament's row, a player's, an
    erasure).

    On a server a command is two round trips: `BEGIN; EXECUTE` the lock and
    the read, then `EXECUTE` the rows; `COMMIT` (`Write.send`); or one, when
    the desk holds the stream's last action and reads nothing first
    (`ActionStore.lock_unread`): `BEGIN`, the lock, the rows, `COMMIT`. Each
    statement is prepared once per connection (`HotStatement.name`) and the
    values go in the text of `EXECUTE`, written by psycopg (`ClientCursor`,
    which quotes them as the server reads them): several statements in one
    message need PostgreSQL's simple protocol. The connection is in psycopg's
    autocommit mode meanwhile (psycopg sends no BEGIN of its own) and never
    prepares statements of its own (it would drop all, these too, at a
    ROLLBACK: `database.make_engine`).

    The pool does not check the connection when the command takes it (a
    round trip of every command): the first statement does. If the
    connection died while it sat in the pool (the server restarted, the
    network dropped and came back), that statement fails having stored
    nothing; the pool's other idle connections are closed (they share its
    fate), and the statement is sent once more on a new connection; unless
    it carried COMMIT (one round trip), which the server may have stored:
    the error goes to the caller, who reads the stream to find out. A
    connection lost later in the command fails it, as ever: nothing is
    stored.
    """

    def __init__(self, engine: Engine, kept: Connection | None = None) -> None:
        from tdapp.storage.database import unchecked_checkout

        self.engine = engine
        self.dialect = engine.dialect.name
        self._by_trips = self.dialect == "postgresql" and engine.dialect.driver == "psycopg"
        if kept is not None:  # the last command's connection, as it left it (`ActionStore.keep_connection`)
            self._connection = kept
            self._driver = kept.connection.driver_connection
            self._begun = False
            info = kept.connection.info
            self._prepared = info["tdapp_prepared"]
            self._client = info["tdapp_client"]
        else:
            with unchecked_checkout():
                self._connection = engine.connect()
            self._take_driver()
        self._sent = False  # whether anything went to the database in this transaction
        self._held: list[tuple[HotStatement, Mapping[str, Any]]] = []  # sent with the next statement (`send`)
        self._first: tuple[HotStatement, Mapping[str, Any]] | None = None  # sent first, with BEGIN (`lock_first`)
        #: The numbers (`seq`) taken for the next actions, in order (`ActionStore.number`).
        self.numbers: list[int] = []
        #: A server's next number taken with COMMIT for the stream's next command (`ActionStore.reserve_number`).
        self.reserve = False
        self.reserved: int | None = None
        #: Work of the caller's that does not depend on the command's outcome, done while a server stores the command
        #: (between sending the message with COMMIT and reading its answer: the server's flush to disk is most of it).
        self.meanwhile: Callable[[], None] | None = None
        #: Whether the message with COMMIT went to the server: a connection lost after it leaves the outcome unknown.
        self.commit_sent = False

    def _take_driver(self) -> None:
        self._driver: Any = self._connection.connection.driver_connection
        if self._by_trips:
            import psycopg

            self._begun = False  # BEGIN goes with the first statement
            info = self._connection.connection.info
            self._prepared: set[str] = info.setdefault("tdapp_prepared", set())
            self._client = info["tdapp_client"] = psycopg.ClientCursor(self._driver)
            self._driver.autocommit = True

    def lock_first(self, statement: HotStatement, params: Mapping[str, Any]) -> None:
        """On a server: `statement` goes right after BEGIN, in the first message this transaction sends, whichever it is
        (the rows with COMMIT, when the command needs nothing else: one round trip)."""
        self._first = (statement, params)

    @property
    def connection(self) -> Connection:
        """SQLAlchemy's connection, in the same transaction."""
        self._send_held()
        if self._by_trips and not self._begun:
            self._execute_all([])
        self._sent = True
        return self._connection

    def run(
        self,
        statement: HotStatement,
        params: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        before: tuple[HotStatement, Mapping[str, Any]] | None = None,
    ) -> list[Any]:
        """Send one statement (with a list of parameters: once for each), after `before` if given; its rows, if it
        returns any. On a server the held statements (`send`), `before` and this one go in one round trip, each a
        statement of its own (in PostgreSQL's default isolation, each sees what was committed before it began)."""
        statements = [*self._take_held(), *([before] if before else []), (statement, params)]
        if self._by_trips:
            return self._execute_all(statements)[0]
        for each in statements[:-1]:
            self._execute(*each)
        return self._execute(statement, params)[0]

    def send(self, statement: HotStatement, params: Mapping[str, Any]) -> None:
        """A statement that returns nothing and touches rows no other held one does: a server gets those held together as
        one statement, with the next one or the commit (a round trip each saved); SQLite, at once."""
        if self._by_trips:
            self._held.append((statement, params))
        else:
            self._execute(statement, params)

    def run_insert(self, statement: HotStatement, params: Mapping[str, Any]) -> int:
        """Send one INSERT of a row and give the row's number (`RETURNING` on a server, the last row id on SQLite)."""
        self._send_held()
        rows, last_id = self._execute(statement, params)
        return int(rows[0][0]) if rows else int(last_id)

    def commit(self) -> None:
        if not self._by_trips:
            self._guarded("COMMIT", None, self._driver.commit)
        elif self._held or self._begun:
            held = self._take_held()
            if self.reserve:
                held.append((_NEXT_NUMBERS, {"count": 1}))
            rows = self._execute_all(held, commit=True)[0]
            if self.reserve and rows:
                self.reserved = int(rows[0][0])

    def close(self, *, keep: bool = False) -> Connection | None:
        """Roll back whatever was not committed and give the connection back to the pool (as psycopg had it); with
        `keep`, a server's connection left idle and sound is given back to the caller instead, as it is (`release`)."""
        if not self._by_trips:
            self._connection.close()
            return None
        if keep and not self._driver.closed and not self._connection.invalidated:
            if self._driver.info.transaction_status == 0:  # idle: the command committed, or sent nothing
                if self._connection.in_transaction():  # SQLAlchemy's own idea of it (a statement of its own was run)
                    self._connection.rollback()
                return self._connection
        self.release(self._connection)
        return None

    @staticmethod
    def release(connection: Connection) -> None:
        """Give a server command's connection back to the pool, out of autocommit and of any transaction."""
        driver = connection.connection.driver_connection if not connection.invalidated else None
        try:
            if driver is not None and not driver.closed:
                if driver.info.transaction_status != 0:  # not idle: a transaction the command left open
                    driver.rollback()
                driver.autocommit = False
        except Exception as exc:  # never back to the pool in autocommit or in a transaction
            connection.invalidate(exc)
        finally:
            connection.close()

    def _send_held(self) -> None:
        if self._held:
            self._execute_all(self._take_held())

    def _take_held(self) -> list[tuple[HotStatement, Any]]:
        held, self._held = self._held, []
        return self._together(held)

    @staticmethod
    def _together(held: list[tuple[HotStatement, Mapping[str, Any]]]) -> list[tuple[HotStatement, Any]]:
        if len(held) <= 1:
            return held
        if len(held) <= TOGETHER_AT_MOST:
            params = {f"s{n}_{key}": value for n, (_statement, values) in enumerate(held) for key, value in values.items()}
            return [(_together(tuple(statement for statement, _values in held)), params)]
        batches: dict[HotStatement, list[Mapping[str, Any]]] = {}  # a long batch (a field's seats): each statement's rows
        for statement, values in held:
            batches.setdefault(statement, []).append(values)
        return list(batches.items())

    def _execute(self, statement: HotStatement, params: Any) -> tuple[list[Any], int | None]:
        return self._execute_all([(statement, params)])

    def _execute_all(self, statements: list[tuple[HotStatement, Any]], *, commit: bool = False) -> tuple[list[Any], int | None]:
        """Send the statements (on a server, with COMMIT if asked); the last one's rows."""
        sql = "; ".join([*(statement.sql[self.dialect] for statement, _params in statements), *(["COMMIT"] if commit else [])])
        params = statements[-1][1] if statements else None
        first, self._sent = not self._sent, True
        try:
            return self._guarded(sql, params, lambda: self._statements(statements, commit))
        except DBAPIError as exc:
            if not (first and exc.connection_invalidated):
                raise
            # The pooled connection had died: so have the pool's idle ones, as SQLAlchemy's own check would have found.
            self.engine.pool.dispose()
            if commit:
                raise  # with COMMIT in it, the message may have been stored after all: the caller finds out (`Book`)
        # Nothing was stored on it: the statement goes once more, on a new connection.
        self._take_driver()  # (SQLAlchemy's error if no connection can be made)
        return self._guarded(sql, params, lambda: self._statements(statements, commit))

    def _statements(self, statements: list[tuple[HotStatement, Any]], commit: bool = False) -> tuple[list[Any], int | None]:
        if self._by_trips:
            return self._trip(statements, commit=commit), None
        ((statement, params),) = statements
        sql = statement.sql[self.dialect]
        cursor = self._driver.cursor()
        try:
            if isinstance(params, Mapping):
                cursor.execute(sql, params)
            elif len(params) == 1:
                cursor.execute(sql, params[0])
            else:
                cursor.executemany(sql, params)
            rows = cursor.fetchall() if statement.returns_rows else []
            return rows, cursor.lastrowid
        finally:
            cursor.close()

    def _trip(self, statements: list[tuple[HotStatement, Any]], *, commit: bool) -> list[Any]:
        """One message to the server: BEGIN if the transaction has not begun, `EXECUTE` each statement (a list of
        parameters: once for each), COMMIT if asked; the last statement's rows. Each statement is prepared first, once
        on this connection (a round trip of its own, outside any command's figures). The statement to go first
        (`lock_first`) goes right after BEGIN."""
        parts = [] if self._begun else ["BEGIN"]
        if not self._begun and self._first is not None:
            statements = [self._first, *statements]
        values: dict[str, Any] = {}
        for statement, params in statements:
            if statement.name not in self._prepared:
                self._client.execute(f"PREPARE {statement.name} AS {statement.numbered}")
                self._prepared.add(statement.name)
            for each in [params] if isinstance(params, Mapping) else params:
                n = len(parts)
                values.update({f"p{n}_{key}": each[key] for key in statement.params})
                parts.append(f"EXECUTE {statement.name}(" + ", ".join(f"%(p{n}_{key})s" for key in statement.params) + ")")
        last = len(parts) - 1
        if commit:
            parts.append("COMMIT")
        meanwhile, self.meanwhile = (self.meanwhile, None) if commit else (None, self.meanwhile)
        self.commit_sent = self.commit_sent or commit
        if meanwhile is None:
            self._client.execute("; ".join(parts), values)
        else:
            self._execute_meanwhile("; ".join(parts), values, meanwhile)
        self._begun = not commit
        rows: list[Any] = []
        for index in range(len(parts)):
            if index == last and statements and statements[-1][0].returns_rows:
                rows = self._client.fetchall()
            if not self._client.nextset():
                break
        return rows

    def _execute_meanwhile(self, query: str, values: dict[str, Any], meanwhile: Callable[[], None]) -> None:
        """`ClientCursor.execute`, with `meanwhile()` run once the message is sent, before its answer is read."""
        steps_of = getattr(self._client, "_execute_gen", None)  # psycopg's own steps of `execute` (its protocol generator)
        if steps_of is None:
            self._client.execute(query, values)
            meanwhile()
            return
        with self._driver.lock:
            steps = steps_of(query, values)
            try:
                waiting = next(steps)  # the message is sent: the server is at work
            except StopIteration:
                meanwhile()
                return
            try:
                meanwhile()
            finally:
                self._driver.wait(_resumed(steps, waiting))

    def _guarded(self, sql: str, params: Any, call: Callable[[], T]) -> T:
        """`call` on the driver, its errors as SQLAlchemy's (what the callers catch); a lost connection is dropped from the
        pool, as SQLAlchemy drops it."""
        dialect = self.engine.dialect
        try:
            return call()
        except dialect.loaded_dbapi.Error as exc:
            lost = dialect.is_disconnect(exc, self._driver, None)
            if lost:
                self._connection.invalidate(exc)
            raise DBAPIError.instance(sql, params, exc, dialect.loaded_dbapi.Error, connection_invalidated=lost, dialect=dialect) from exc


def _resumed(steps: Generator[Any, Any, Any], waiting: Any) -> Generator[Any, Any, Any]:
    """A psycopg protocol generator already started (`waiting`: what it waits for), to be finished by a wait function."""
    try:
        while True:
            ready = yield waiting
            waiting = steps.send(ready)
    except StopIteration as done:
        return done.value


def scope_of(tournament_id: int | None) -> int:
    """The stream's scope in the unique index: the tournament, or 0 for the streams of the whole database."""
    return tournament_id or 0


def is_position_conflict(exc: BaseException) -> bool:
    """True when the database refused an action because another desk stored one at the same position first."""
    text_ = str(getattr(exc, "orig", None) or exc)
    return "ux_actions_position" in text_ or "actions.position" in text_


#: How long a desk waits for another desk's write on the same stream of a PostgreSQL server (a SQLite file: its
#: busy timeout, 5 s, for the whole file). Then it refuses: "another desk is saving", nothing stored.
LOCK_WAIT_MS = 3_000


def is_lock_timeout(exc: BaseException) -> bool:
    """A writer waited `LOCK_WAIT_MS` for another desk's transaction and gave up (SQLite busy, a server's lock)."""
    text_ = str(getattr(exc, "orig", None) or exc).lower()
    return "database is locked" in text_ or "lock timeout" in text_


def is_transient_conflict(exc: BaseException) -> bool:
    """The server broke a tie between two transactions at once (a deadlock, a serialisation failure): try again."""
    text_ = str(getattr(exc, "orig", None) or exc).lower()
    return "deadlock detected" in text_ or "could not serialize" in text_


def stream_lock_key(stream: str, tournament_id: int | None) -> int:
    """A stable 63-bit number naming one stream, for PostgreSQL's advisory locks."""
    return (zlib.crc32(stream.encode()) << 31) | scope_of(tournament_id)


def _actions_and_head(rows: Sequence[Sequence[Any]]) -> tuple[list[Action], str | None]:
    """Stored rows (kind, payload, at_ms, operator, seq, hash) as actions, and the hash of the last (None if none)."""
    actions = [Action(kind, json.loads(payload), at_ms, operator, seq) for kind, payload, at_ms, operator, seq, _hash in rows]
    return actions, (rows[-1][5] if rows else None)


def encode(payload: object) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class ActionStore:
    """Reads and appends actions. One short transaction per command (`write`), as SQLAlchemy advises for GUI programs."""

    def __init__(self, engine: Engine, *, keep_connection: bool = False) -> None:
        self.engine = engine
        #: On a server, the last command's connection is kept for the next (a desk's store, `close` gives it back): taking
        #: one from the pool and giving it back, in and out of autocommit, cost a command about 50 µs.
        self.keep_connection = keep_connection and engine.dialect.name == "postgresql"
        self._kept: list[Connection] = []  # (a list: taking from it is one call, safe between threads)

    @contextlib.contextmanager
    def write(self) -> Iterator[Write]:
        """One command's transaction: committed if the block ends normally, rolled back if it raises."""
        kept = self._kept.pop() if self._kept else None
        write = Write(self.engine, kept)
        try:
            yield write
            write.commit()
        finally:
            connection = write.close(keep=self.keep_connection)
            if connection is not None:
                self._kept.append(connection)
                if len(self._kept) > 1 or not self.keep_connection:  # another thread's command kept one too, or closed
                    Write.release(self._kept.pop())

    def close(self) -> None:
        """Give the connection kept for the next command back to the pool (before the engine is disposed of)."""
        self.keep_connection = False
        while self._kept:
            Write.release(self._kept.pop())

    def number(self, write: Write, count: int) -> None:
        """Take the numbers of the next `count` actions before they are decided (a server's sequence; the stream's lock is
        held, so its numbers grow with its positions, as `verify_chain` checks): their rows can then go with the
        projections' (`insert`). A refused command leaves its number unused, as a rolled-back insert always did. On
        SQLite, where a statement costs no round trip, a row is numbered as it is inserted."""
        missing = count - len(write.numbers)
        if write.dialect == "postgresql" and missing > 0:
            write.numbers.extend(int(row[0]) for row in write.run(_NEXT_NUMBERS, {"count": missing}))

    def insert(
        self,
        write: Write,
        stream: str,
        tournament_id: int | None,
        action: Action,
        position: int,
        previous_hash: str,
        *,
        announce: bool = False,
    ) -> tuple[Action, str]:
        """Add one action at `position` of its stream inside the caller's transaction, chained to `previous_hash`.

        Returns the action with its number, and its hash (the next action's
        `previous_hash`). The database refuses the action, with its integrity
        error, if another desk already stored that position
        (`is_position_conflict`): on SQLite at once, on a server when the row
        is sent (`Write.send`: with the projections' rows, or at commit). With
        `announce` (the command's last action), a server also tells the other
        desks, at commit, that the stream has moved to `position`
        (`NOTIFY_CHANNEL`, what `tdapp.storage.watch` listens to).
        """
        payload = dict(action.payload)
        seal = seal_payload(stream, payload)
        value = chain_hash(
            previous_hash,
            stream=stream,
            scope=scope_of(tournament_id),
            position=position,
            kind=action.kind,
            payload=payload,
            seal=seal,
            operator=action.operator,
            at_ms=action.at_ms,
        )
        values = {
            "stream": stream,
            "tournament_id": tournament_id,
            "scope": scope_of(tournament_id),
            "position": position,
            "kind": action.kind,
            "payload": encode(payload),
            "operator": action.operator,
            "at_ms": action.at_ms,
            "hash": value,
            "seal": seal.to_json() if seal else None,
        }
        if write.dialect != "postgresql":
            return replace(action, seq=write.run_insert(_INSERT, values)), value
        self.number(write, 1)
        seq = write.numbers.pop(0)
        write.send(_INSERT_NUMBERED, {"seq": seq, **values})
        if announce:
            write.send(_NOTIFY, {"channel": NOTIFY_CHANNEL, "what": f"{stream}:{scope_of(tournament_id)}:{position}"})
        return replace(action, seq=seq), value

    def load(self, stream: str, tournament_id: int | None = None) -> list[Action]:
        """The whole stream in its order (its positions)."""
        return self.load_after(stream, tournament_id, 0)

    def load_after(self, stream: str, tournament_id: int | None, after_position: int, write: Write | None = None) -> list[Action]:
        """The actions of a stream after its first `after_position` ones (stored by another desk since)."""
        return self.load_after_with_head(stream, tournament_id, after_position, write)[0]

    def load_after_with_head(
        self, stream: str, tournament_id: int | None, after_position: int, write: Write | None = None
    ) -> tuple[list[Action], str | None]:
        """The newer actions and the hash of the last of them (None when there are none)."""
        params = {"stream": stream, "scope": scope_of(tournament_id), "after": after_position}
        return _actions_and_head(self._read(_AFTER, params, write))

    def _read(self, statement: HotStatement, params: dict[str, Any], write: Write | None) -> Sequence[Sequence[Any]]:
        """A read inside a command's write, or on a connection of its own."""
        if write is not None:
            return write.run(statement, params)
        with self.reading() as conn:
            return conn.exec_driver_sql(statement.sql[self.engine.dialect.name], params).all()

    @contextlib.contextmanager
    def reading(self) -> Iterator[Connection]:
        """A connection for one read statement, outside any transaction (the statement is its own).

        A transaction would cost two round trips more (BEGIN, ROLLBACK), and
        at each ROLLBACK psycopg drops every statement it had prepared on the
        connection: the commands' statements would go unprepared again, each
        planned anew, after every look at the other desks.
        """
        with self.engine.connect() as conn:
            yield conn.execution_options(isolation_level="AUTOCOMMIT")

    def lock_and_read(self, write: Write, stream: str, tournament_id: int | None, after_position: int) -> tuple[list[Action], str | None]:
        """Become the stream's only writer (`begin_write`), then read what other desks stored after `after_position`.

        On a server the read, a statement of its own after the lock's, sees
        every action committed before the lock was had; it also takes the
        number of the command's first action (`number`). Both go with BEGIN in
        one round trip.
        """
        if write.dialect != "postgresql":
            self.begin_write(write, stream, tournament_id)
            return self.load_after_with_head(stream, tournament_id, after_position, write)
        params = {"stream": stream, "scope": scope_of(tournament_id), "after": after_position}
        rows = write.run(_NUMBER_AND_AFTER, params, before=(_WAIT_FOR_LOCK, {"key": stream_lock_key(stream, tournament_id)}))
        write.numbers.append(int(rows[0][0]))
        return _actions_and_head([row[1:] for row in rows if row[1] is not None])

    def lock_unread(self, write: Write, stream: str, tournament_id: int | None, numbers: Sequence[int]) -> None:
        """Become the stream's only writer without reading what other desks stored: a server's lock goes with BEGIN in
        the first message the command sends, the command's rows and COMMIT when it needs nothing else (one round trip).

        For a desk that holds the stream's last action (`Book`): if another desk stored meanwhile, the action's
        position is taken and the server refuses its row (`is_position_conflict`), nothing stored. `numbers` were
        taken from the sequence before (`reserve_number`) and are greater than the number of the desk's last action:
        if the row goes in, that action is the stream's last, and the numbers still grow with the positions.
        """
        write.lock_first(_WAIT_FOR_LOCK, {"key": stream_lock_key(stream, tournament_id)})
        write.numbers.extend(numbers)

    @staticmethod
    def reserve_number(write: Write) -> None:
        """On a server: the sequence's next number taken with COMMIT (`Write.reserved`), for a next command that
        goes in one round trip (`lock_unread`); a number left unused is a gap, as a refused command's."""
        if write.dialect == "postgresql":
            write.reserve = True

    def hash_at(self, stream: str, tournament_id: int | None, position: int) -> str | None:
        """The chain's hash of the action at `position` of a stream (None if there is none)."""
        query = select(ActionRow.hash).where(
            ActionRow.stream == stream, ActionRow.scope == scope_of(tournament_id), ActionRow.position == position
        )
        with self.reading() as conn:
            return conn.execute(query).scalar()

    def head_hash(self, stream: str, tournament_id: int | None, write: Write | None = None) -> str:
        """The hash of the last action of a stream (what the next one is chained to)."""
        rows = self._read(_HEAD_HASH, {"stream": stream, "scope": scope_of(tournament_id)}, write)
        return (rows[0][0] if rows else None) or GENESIS

    def erase_personal_data(self, write: Write, player_id: int, pseudonym: str | None) -> int:
        """Inside the transaction that stores a `player.erase`: overwrite the player's personal values in every stored action.

        The values are replaced (document by a per-player marker, the rest by
        nothing; the name and nickname only when a pseudonym is given) and
        their salts dropped from the seals, so the chain still verifies and
        nobody can recompute what was there. Returns how many actions changed.
        """
        from tdapp.domain.players.directory import ERASED_DOCUMENT

        replacement = {"document": ERASED_DOCUMENT.format(player=player_id), "phone": "", "email": "", "notes": ""}
        if pseudonym is not None:
            replacement |= {"name": pseudonym, "nickname": ""}
        connection = write.connection
        rows = connection.execute(select(ActionRow.seq, ActionRow.payload, ActionRow.seal).where(ActionRow.seal.is_not(None))).all()
        changed = 0
        for seq, payload_text, seal_text in rows:
            payload = json.loads(payload_text)
            if payload.get("player_id") != player_id:
                continue
            seal = Seal.from_json(seal_text)
            assert seal is not None
            keys = {k for k in seal.digests if k in replacement}
            if not keys - seal.erased_keys:
                continue
            for key in keys:
                payload[key] = replacement[key]
            connection.execute(
                update(ActionRow).where(ActionRow.seq == seq).values(payload=encode(payload), seal=seal.without(keys).to_json())
            )
            changed += 1
        return changed

    def scrub_free_space(self) -> None:
        """After an erasure: make sure no old copy of the overwritten rows stays in the database's files.

        SQLite overwrites freed space (`secure_delete`); the checkpoint moves
        the new pages into the file and empties the write-ahead log. A
        PostgreSQL server keeps old row versions until a vacuum rewrites them.
        """
        if self.engine.dialect.name == "sqlite":
            with self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        elif self.engine.dialect.name == "postgresql":
            from tdapp.storage.database import patient

            with self.engine.connect() as conn, patient(conn):
                conn = conn.execution_options(isolation_level="AUTOCOMMIT")
                conn.exec_driver_sql("VACUUM FULL actions, players")

    def begin_write(self, write: Write, stream: str, tournament_id: int | None) -> None:
        """Start the transaction as this stream's only writer, so what it reads next is the latest.

        SQLite: BEGIN IMMEDIATE takes the database's write lock before anything
        is read (a deferred transaction would read an older snapshot and fail
        later). PostgreSQL: a transaction-scoped advisory lock per stream, so
        desks on other tournaments never wait for each other. Neither is what
        keeps the log from forking (the unique position does); they only spare
        a desk deciding twice when several save at once.
        """
        if write.dialect == "sqlite":
            write.run(_BEGIN_IMMEDIATE, {})
        elif write.dialect == "postgresql":
            # Waited for at most LOCK_WAIT_MS (the connection's lock_timeout, `database.make_engine`): a desk whose
            # neighbour holds the stream (a long undo) says so instead of hanging.
            write.run(_WAIT_FOR_LOCK, {"key": stream_lock_key(stream, tournament_id)})

    def new_tournament_row(self, write: Write, created_at_ms: int) -> int:
        """A tournament id, inside the transaction that stores its `tournament.create`."""
        row = insert(TournamentRow).values(name="", modality="", status="scheduled", created_at_ms=created_at_ms)
        return int(write.connection.execute(row).inserted_primary_key[0])

    def tournaments(self) -> list[TournamentRow]:
        with self.reading() as conn, Session(conn, expire_on_commit=False) as session:
            return list(session.scalars(select(TournamentRow).order_by(TournamentRow.id)))

    def setting(self, key: str, default: str = "") -> str:
        with self.reading() as conn, Session(conn) as session:
            row = session.get(SettingRow, key)
            return row.value if row else default

    def set_setting(self, key: str, value: str) -> None:
        with Session(self.engine) as session, session.begin():
            session.merge(SettingRow(key=key, value=value))
