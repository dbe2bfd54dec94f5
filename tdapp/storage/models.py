"""Typed ORM models of the current schema.

`actions` is the source of truth; `tournaments`, `players` and
`registrations` are projections kept in the same transaction as each action
and rebuildable from the log (`tdapp.application.projections.rebuild`).
"""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Meta(Base):
    __tablename__ = "meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class ActionRow(Base):
    """One stored action.

    `seq` numbers every action of the database (undo names its target by it);
    `position` numbers the actions of one stream (1, 2, 3...) and is unique per
    (stream, scope): two desks that decided on the same state both try to store
    the same position, and the database itself refuses the second, whatever the
    isolation level or driver. `scope` is the tournament's id, 0 for the streams
    of the whole database (directory, ranking), because a NULL never collides
    in a unique index.
    """

    __tablename__ = "actions"
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    stream: Mapped[str] = mapped_column(String(32))
    tournament_id: Mapped[int | None] = mapped_column(ForeignKey("tournaments.id"), nullable=True)
    kind: Mapped[str] = mapped_column(String(64))
    payload: Mapped[str] = mapped_column(Text)
    operator: Mapped[str] = mapped_column(String(120), default="")
    at_ms: Mapped[int] = mapped_column(BigInteger)
    scope: Mapped[int] = mapped_column(Integer, default=0)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # The tamper-evident chain (schema 4, `tdapp.storage.chain`): this action's hash, chained to the
    # previous one of its stream, and the seal of its personal data (salt and digests; no salt once erased).
    hash: Mapped[str] = mapped_column(String(64), default="")
    seal: Mapped[str | None] = mapped_column(Text, nullable=True)

    __table_args__ = (
        Index("ix_actions_stream", "stream", "tournament_id", "seq"),
        Index("ux_actions_position", "stream", "scope", "position", unique=True),
    )


class TournamentRow(Base):
    __tablename__ = "tournaments"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(200))
    modality: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))
    scheduled_start_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    created_at_ms: Mapped[int] = mapped_column(BigInteger)
    entries: Mapped[int] = mapped_column(Integer, default=0)
    players_left: Mapped[int] = mapped_column(Integer, default=0)


class PlayerRow(Base):
    __tablename__ = "players"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    nickname: Mapped[str] = mapped_column(String(120), default="")
    document: Mapped[str] = mapped_column(String(64), default="")
    phone: Mapped[str] = mapped_column(String(64), default="")
    email: Mapped[str] = mapped_column(String(200), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    merged_into: Mapped[int | None] = mapped_column(Integer, nullable=True)


class RegistrationRow(Base):
    __tablename__ = "registrations"
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"), primary_key=True)
    player_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    status: Mapped[str] = mapped_column(String(16))


class SettingRow(Base):
    """Settings of this database (casino name, logo, language...), added in schema version 2."""

    __tablename__ = "settings"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
