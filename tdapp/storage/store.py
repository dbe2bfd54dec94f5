"""The action store: append actions and their projections in one transaction, load a stream."""

from __future__ import annotations

import json
from dataclasses import replace

from sqlalchemy import Engine, bindparam, insert, select
from sqlalchemy.orm import Session

from tdapp.domain.log import Action
from tdapp.storage.models import ActionRow, SettingRow, TournamentRow

DIRECTORY_STREAM = "directory"
TOURNAMENT_STREAM = "tournament"
RANKING_STREAM = "ranking"


_INSERT = insert(ActionRow).values(
    stream=bindparam("stream"),
    tournament_id=bindparam("tournament_id"),
    kind=bindparam("kind"),
    payload=bindparam("payload"),
    operator=bindparam("operator"),
    at_ms=bindparam("at_ms"),
)
_OTHERS_IN_STREAM = (
    select(ActionRow.seq)
    .where(ActionRow.stream == bindparam("stream"), ActionRow.seq > bindparam("after"), ActionRow.seq < bindparam("before"))
    .limit(1)
)
_OTHERS_IN_TOURNAMENT = _OTHERS_IN_STREAM.where(ActionRow.tournament_id == bindparam("tid"))


def encode(payload: object) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class ActionStore:
    """Reads and appends actions. One short session per command, as SQLAlchemy advises for GUI programs."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def insert(self, session: Session, stream: str, tournament_id: int | None, action: Action) -> Action:
        """Add one action inside the caller's transaction and return it with its sequence number."""
        result = session.connection().execute(
            _INSERT,
            {
                "stream": stream,
                "tournament_id": tournament_id,
                "kind": action.kind,
                "payload": encode(dict(action.payload)),
                "operator": action.operator,
                "at_ms": action.at_ms,
            },
        )
        return replace(action, seq=int(result.inserted_primary_key[0]))

    def load(self, stream: str, tournament_id: int | None = None) -> list[Action]:
        with Session(self.engine) as session:
            query = select(ActionRow.kind, ActionRow.payload, ActionRow.at_ms, ActionRow.operator, ActionRow.seq).where(
                ActionRow.stream == stream
            )
            if tournament_id is not None:
                query = query.where(ActionRow.tournament_id == tournament_id)
            rows = session.execute(query.order_by(ActionRow.seq)).all()
            return [Action(kind, json.loads(payload), at_ms, operator, seq) for kind, payload, at_ms, operator, seq in rows]

    def load_after(self, stream: str, tournament_id: int | None, after_seq: int) -> list[Action]:
        """Actions of a stream stored after `after_seq` (by another desk on the same database)."""
        with Session(self.engine) as session:
            query = select(ActionRow.kind, ActionRow.payload, ActionRow.at_ms, ActionRow.operator, ActionRow.seq).where(
                ActionRow.stream == stream, ActionRow.seq > after_seq
            )
            if tournament_id is not None:
                query = query.where(ActionRow.tournament_id == tournament_id)
            rows = session.execute(query.order_by(ActionRow.seq)).all()
            return [Action(kind, json.loads(payload), at_ms, operator, seq) for kind, payload, at_ms, operator, seq in rows]

    def others_wrote(self, session: Session, stream: str, tournament_id: int | None, after_seq: int, before_seq: int) -> bool:
        """Inside a write transaction: did another desk store actions of this stream that this one has not seen?"""
        query = _OTHERS_IN_STREAM if tournament_id is None else _OTHERS_IN_TOURNAMENT
        params = {"stream": stream, "after": after_seq, "before": before_seq, "tid": tournament_id}
        return session.connection().execute(query, params).first() is not None

    def lock_tournament(self, session: Session, tournament_id: int) -> None:
        """Serialise writers of one tournament on a server database (SQLite's write lock already does)."""
        if self.engine.dialect.name != "sqlite":
            session.execute(select(TournamentRow.id).where(TournamentRow.id == tournament_id).with_for_update())

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
