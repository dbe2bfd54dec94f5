"""The action store: append actions and their projections in one transaction, load a stream."""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import Engine, bindparam, func, insert, select, text, true, update
from sqlalchemy.orm import Session

from tdapp.domain.log import Action
from tdapp.storage.chain import GENESIS, Seal, chain_hash, seal_payload
from tdapp.storage.models import ActionRow, SettingRow, TournamentRow

DIRECTORY_STREAM = "directory"
TOURNAMENT_STREAM = "tournament"
RANKING_STREAM = "ranking"


#: The channel on which a PostgreSQL server tells every desk that a stream moved.
NOTIFY_CHANNEL = "tdapp_actions"

_INSERT = insert(ActionRow).values(
    stream=bindparam("stream"),
    tournament_id=bindparam("tournament_id"),
    scope=bindparam("scope"),
    position=bindparam("position"),
    kind=bindparam("kind"),
    payload=bindparam("payload"),
    operator=bindparam("operator"),
    at_ms=bindparam("at_ms"),
    hash=bindparam("hash"),
    seal=bindparam("seal"),
)
_COLUMNS = (ActionRow.kind, ActionRow.payload, ActionRow.at_ms, ActionRow.operator, ActionRow.seq, ActionRow.hash)
_AFTER = (
    select(*_COLUMNS)
    .where(ActionRow.stream == bindparam("stream"), ActionRow.scope == bindparam("scope"), ActionRow.position > bindparam("after"))
    .order_by(ActionRow.position)
)
# A server's round trips are most of a command's cost (a bare commit is three: BEGIN, INSERT, COMMIT). Two pairs of
# statements go as one: the stream's lock tried together with the read of what other desks stored (`lock_and_read`),
# and the last action's insert together with the notification of the other desks (`insert(announce=True)`).
_LOCK_TRIED = select(func.pg_try_advisory_xact_lock(bindparam("key")).label("got")).subquery("l")
_NEWER = _AFTER.add_columns(ActionRow.position).subquery("a").lateral("a")
_TRY_LOCK_AND_AFTER = (
    select(_LOCK_TRIED.c.got, *(_NEWER.c[c.key] for c in _COLUMNS))
    .select_from(_LOCK_TRIED.outerjoin(_NEWER, true()))
    .order_by(_NEWER.c.position)
)
_INSERT_AND_NOTIFY = select(
    _INSERT.returning(ActionRow.seq).cte("inserted").c.seq,
    func.pg_notify(bindparam("channel"), bindparam("what")),
)
_HEAD_HASH = (
    select(ActionRow.hash)
    .where(ActionRow.stream == bindparam("stream"), ActionRow.scope == bindparam("scope"))
    .order_by(ActionRow.position.desc())
    .limit(1)
)


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
    """Reads and appends actions. One short session per command, as SQLAlchemy advises for GUI programs."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def insert(
        self,
        session: Session,
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
        `previous_hash`). Raises the database's integrity error if another
        desk already stored that position (`is_position_conflict`). With
        `announce` (the command's last action), a server also tells the other
        desks, at commit, that the stream has moved to `position`
        (`NOTIFY_CHANNEL`, what `tdapp.storage.watch` listens to), in the
        same statement.
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
        connection = session.connection()
        if announce and self.engine.dialect.name == "postgresql":
            what = f"{stream}:{scope_of(tournament_id)}:{position}"
            seq = connection.execute(_INSERT_AND_NOTIFY, {**values, "channel": NOTIFY_CHANNEL, "what": what}).scalar_one()
        else:
            seq = connection.execute(_INSERT, values).inserted_primary_key[0]
        return replace(action, seq=int(seq)), value

    def load(self, stream: str, tournament_id: int | None = None) -> list[Action]:
        """The whole stream in its order (its positions)."""
        return self.load_after(stream, tournament_id, 0)

    def load_after(self, stream: str, tournament_id: int | None, after_position: int, session: Session | None = None) -> list[Action]:
        """The actions of a stream after its first `after_position` ones (stored by another desk since)."""
        return self.load_after_with_head(stream, tournament_id, after_position, session)[0]

    def load_after_with_head(
        self, stream: str, tournament_id: int | None, after_position: int, session: Session | None = None
    ) -> tuple[list[Action], str | None]:
        """The newer actions and the hash of the last of them (None when there are none)."""
        params = {"stream": stream, "scope": scope_of(tournament_id), "after": after_position}
        if session is not None:
            rows = session.connection().execute(_AFTER, params).all()
        else:
            with self.engine.connect() as conn:
                rows = conn.execute(_AFTER, params).all()
        return _actions_and_head(rows)

    def lock_and_read(
        self, session: Session, stream: str, tournament_id: int | None, after_position: int
    ) -> tuple[list[Action], str | None]:
        """Become the stream's only writer (`begin_write`), then read what other desks stored after `after_position`.

        On a server, when no other desk holds the stream (nearly always), both
        are one statement. Its rows are read as of the statement's start, so a
        desk that committed in the instant between could be missed: then this
        desk decides on a stale state and the unique position refuses its
        action (a lost race, decided again), as for any desk that loses one.
        Held by another desk, it waits for the lock and then reads.
        """
        if self.engine.dialect.name == "postgresql":
            params = {
                "key": stream_lock_key(stream, tournament_id),
                "stream": stream,
                "scope": scope_of(tournament_id),
                "after": after_position,
            }
            rows = session.connection().execute(_TRY_LOCK_AND_AFTER, params).all()
            if rows and rows[0][0]:
                return _actions_and_head([row[1:] for row in rows if row[1] is not None])
        self.begin_write(session, stream, tournament_id)
        return self.load_after_with_head(stream, tournament_id, after_position, session)

    def hash_at(self, stream: str, tournament_id: int | None, position: int) -> str | None:
        """The chain's hash of the action at `position` of a stream (None if there is none)."""
        query = select(ActionRow.hash).where(
            ActionRow.stream == stream, ActionRow.scope == scope_of(tournament_id), ActionRow.position == position
        )
        with self.engine.connect() as conn:
            return conn.execute(query).scalar()

    def head_hash(self, stream: str, tournament_id: int | None, session: Session | None = None) -> str:
        """The hash of the last action of a stream (what the next one is chained to)."""
        params = {"stream": stream, "scope": scope_of(tournament_id)}
        if session is not None:
            value = session.connection().execute(_HEAD_HASH, params).scalar()
        else:
            with self.engine.connect() as conn:
                value = conn.execute(_HEAD_HASH, params).scalar()
        return value or GENESIS

    def erase_personal_data(self, session: Session, player_id: int, pseudonym: str | None) -> int:
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
        rows = (
            session.connection().execute(select(ActionRow.seq, ActionRow.payload, ActionRow.seal).where(ActionRow.seal.is_not(None))).all()
        )
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
            session.connection().execute(
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

    def begin_write(self, session: Session, stream: str, tournament_id: int | None) -> None:
        """Start the transaction as this stream's only writer, so what it reads next is the latest.

        SQLite: BEGIN IMMEDIATE takes the database's write lock before anything
        is read (a deferred transaction would read an older snapshot and fail
        later). PostgreSQL: a transaction-scoped advisory lock per stream, so
        desks on other tournaments never wait for each other. Neither is what
        keeps the log from forking (the unique position does); they only spare
        a desk deciding twice when several save at once.
        """
        dialect = self.engine.dialect.name
        if dialect == "sqlite":
            session.connection().exec_driver_sql("BEGIN IMMEDIATE")
        elif dialect == "postgresql":
            # Waited for at most LOCK_WAIT_MS (the connection's lock_timeout, `database.make_engine`): a desk whose
            # neighbour holds the stream (a long undo) says so instead of hanging.
            session.connection().execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": stream_lock_key(stream, tournament_id)})

    def new_tournament_row(self, session: Session, created_at_ms: int) -> int:
        """A tournament id, inside the transaction that stores its `tournament.create`."""
        row = TournamentRow(name="", modality="", status="scheduled", created_at_ms=created_at_ms)
        session.add(row)
        session.flush()
        return row.id

    def tournaments(self) -> list[TournamentRow]:
        with Session(self.engine, expire_on_commit=False) as session:
            return list(session.scalars(select(TournamentRow).order_by(TournamentRow.id)))

    def setting(self, key: str, default: str = "") -> str:
        with Session(self.engine) as session:
            row = session.get(SettingRow, key)
            return row.value if row else default

    def set_setting(self, key: str, value: str) -> None:
        with Session(self.engine) as session, session.begin():
            session.merge(SettingRow(key=key, value=value))
