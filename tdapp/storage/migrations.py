"""Forward migrations, one small function per schema version (Picard's config_upgrade style).

Each step creates exactly the tables of its version with SQLAlchemy Core, so
it runs on SQLite and PostgreSQL alike and never depends on today's models.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from sqlalchemy import BigInteger, Column, Connection, ForeignKey, Index, Integer, MetaData, String, Table, Text, text

APP_ID = "tdapp"
CURRENT_VERSION = 4


def _v1(conn: Connection) -> None:
    md = MetaData()
    Table("meta", md, Column("key", String(64), primary_key=True), Column("value", Text, nullable=False))
    Table(
        "tournaments",
        md,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("name", String(200), nullable=False),
        Column("modality", String(32), nullable=False),
        Column("status", String(16), nullable=False),
        Column("scheduled_start_ms", BigInteger),
        Column("created_at_ms", BigInteger, nullable=False),
        Column("entries", Integer, nullable=False, default=0),
        Column("players_left", Integer, nullable=False, default=0),
    )
    actions = Table(
        "actions",
        md,
        Column("seq", Integer, primary_key=True, autoincrement=True),
        Column("stream", String(32), nullable=False),
        Column("tournament_id", Integer, ForeignKey("tournaments.id")),
        Column("kind", String(64), nullable=False),
        Column("payload", Text, nullable=False),
        Column("operator", String(120), nullable=False, default=""),
        Column("at_ms", BigInteger, nullable=False),
    )
    Index("ix_actions_stream", actions.c.stream, actions.c.tournament_id, actions.c.seq)
    Table(
        "players",
        md,
        Column("id", Integer, primary_key=True, autoincrement=False),
        Column("name", String(120), nullable=False),
        Column("nickname", String(120), nullable=False, default=""),
        Column("document", String(64), nullable=False, default=""),
        Column("phone", String(64), nullable=False, default=""),
        Column("email", String(200), nullable=False, default=""),
        Column("notes", Text, nullable=False, default=""),
        Column("merged_into", Integer),
    )
    Table(
        "registrations",
        md,
        Column("tournament_id", Integer, ForeignKey("tournaments.id"), primary_key=True),
        Column("player_id", Integer, primary_key=True, autoincrement=False),
        Column("status", String(16), nullable=False),
    )
    md.create_all(conn)
    conn.execute(text("INSERT INTO meta(key, value) VALUES ('app', :app), ('schema_version', '1')"), {"app": APP_ID})


def _v2(conn: Connection) -> None:
    """Version 2: per-database settings (casino name and logo for the printed sheets)."""
    md = MetaData()
    Table("settings", md, Column("key", String(64), primary_key=True), Column("value", Text, nullable=False))
    md.create_all(conn)


def _v3(conn: Connection) -> None:
    """Version 3: every action's position in its stream, unique per (stream, scope).

    Existing actions are numbered in the order they were stored (`seq`), which
    is the order every desk of version 2 replayed them in. The unique index is
    what keeps two desks from ever storing two actions at the same place.
    """
    conn.execute(text("ALTER TABLE actions ADD COLUMN scope INTEGER NOT NULL DEFAULT 0"))
    conn.execute(text("ALTER TABLE actions ADD COLUMN position INTEGER NOT NULL DEFAULT 0"))
    conn.execute(text("UPDATE actions SET scope = COALESCE(tournament_id, 0)"))
    conn.execute(
        text(
            "UPDATE actions SET position = numbered.pos FROM "
            "(SELECT seq AS numbered_seq, ROW_NUMBER() OVER (PARTITION BY stream, scope ORDER BY seq) AS pos FROM actions) AS numbered "
            "WHERE actions.seq = numbered.numbered_seq"
        )
    )
    conn.execute(text("CREATE UNIQUE INDEX ux_actions_position ON actions (stream, scope, position)"))


def _v4(conn: Connection) -> None:
    """Version 4: the tamper-evident chain. Every action's hash, chained in its stream, and its personal data sealed.

    The actions already stored are sealed and chained here, in their order,
    so the chain covers the whole log from this upgrade on (what was changed
    before it cannot be told, and `meta.chained_at_ms` says since when).
    """
    from tdapp.storage.chain import GENESIS, chain_hash, seal_payload

    conn.execute(text("ALTER TABLE actions ADD COLUMN hash VARCHAR(64) NOT NULL DEFAULT ''"))
    conn.execute(text("ALTER TABLE actions ADD COLUMN seal TEXT"))
    rows = conn.execute(
        text("SELECT seq, stream, scope, position, kind, payload, operator, at_ms FROM actions ORDER BY stream, scope, position")
    ).all()
    previous: dict[tuple[str, int], str] = {}
    for seq, stream, scope, position, kind, payload, operator, at_ms in rows:
        data = json.loads(payload)
        seal = seal_payload(stream, data)
        value = chain_hash(
            previous.get((stream, scope), GENESIS),
            stream=stream,
            scope=scope,
            position=position,
            kind=kind,
            payload=data,
            seal=seal,
            operator=operator,
            at_ms=at_ms,
        )
        previous[(stream, scope)] = value
        conn.execute(
            text("UPDATE actions SET hash = :hash, seal = :seal WHERE seq = :seq"),
            {"hash": value, "seal": seal.to_json() if seal else None, "seq": seq},
        )
    conn.execute(text("INSERT INTO meta(key, value) VALUES ('chained_at_ms', :at)"), {"at": str(int(time.time() * 1000))})


MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _v1, 2: _v2, 3: _v3, 4: _v4}


def migrate(conn: Connection, from_version: int, to_version: int = CURRENT_VERSION) -> None:
    """Run every step after `from_version`, recording the version after each one."""
    for version in range(from_version + 1, to_version + 1):
        MIGRATIONS[version](conn)
        conn.execute(text("UPDATE meta SET value = :v WHERE key = 'schema_version'"), {"v": str(version)})
