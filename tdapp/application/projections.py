"""Projections: tables kept beside the log for lists and searches.

They are written in the same transaction as the actions that change them and
can always be rebuilt from the log (`rebuild_all`), which a test proves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, delete, insert, select, text, update
from sqlalchemy.orm import Session

from tdapp.domain.log import Action, named_players
from tdapp.domain.players.directory import DirectoryState, Player
from tdapp.domain.tournament.state import TournamentState
from tdapp.storage.models import PlayerRow, RegistrationRow, TournamentRow


def _player_values(player: Player) -> dict[str, Any]:
    return {
        "name": player.name,
        "nickname": player.nickname,
        "document": player.document,
        "phone": player.phone,
        "email": player.email,
        "notes": player.notes,
        "merged_into": player.merged_into,
    }


def project_directory(session: Session, _tid: int | None, state: DirectoryState, actions: Sequence[Action]) -> None:
    """Write the players the actions name; after an undo or redo, compare every entry.

    An erasure of personal data also overwrites them in the stored log, in the same transaction.
    """
    for action in actions:
        if action.kind == "player.erase":
            from tdapp.storage.store import ActionStore

            ActionStore(session.get_bind()).erase_personal_data(session, int(action.payload["player_id"]), action.payload.get("pseudonym"))
    ids = named_players(actions)
    if ids is None:
        ids = set(state.players) | set(session.scalars(select(PlayerRow.id)))
    for pid in ids:
        player = state.players.get(pid)
        exists = session.scalar(select(PlayerRow.id).where(PlayerRow.id == pid)) is not None
        if player is None:
            if exists:
                session.execute(delete(PlayerRow).where(PlayerRow.id == pid))
        elif exists:
            session.execute(update(PlayerRow).where(PlayerRow.id == pid).values(**_player_values(player)))
        else:
            session.execute(insert(PlayerRow).values(id=pid, **_player_values(player)))


class TournamentProjection:
    """Keeps the tournament's summary row and its registrations table in step with its state.

    An ordinary action reads and writes only the rows of the players it names
    (primary-key look-ups); an undo or redo, which may touch anyone, compares
    the whole field.
    """

    def __init__(self) -> None:
        self._summary: dict[str, Any] | None = None  # what the row holds, as far as this desk wrote it
        self._pending: dict[str, Any] | None = None

    def committed(self) -> None:
        self._summary = self._pending

    def __call__(self, session: Session, tid: int | None, state: TournamentState, actions: Sequence[Action]) -> None:
        assert tid is not None
        previous = self._summary if actions and not any(a.is_meta for a in actions) else None
        self._summary = None  # until the transaction is known to have committed
        self._pending = write_tournament_summary(session, tid, state, previous)
        ids = named_players(actions)
        conn = session.connection()
        if ids is not None:
            # The rows of the players the actions name, written as they now stand without reading them first:
            # one statement (a server's round trip) per command instead of a read and a write.
            present: list[dict[str, Any]] = []
            absent: list[dict[str, Any]] = []
            for pid in sorted(ids):
                reg = state.registrations.get(pid)
                values = {"tid": tid, "pid": pid, "status": reg.status.value if reg is not None else None}
                (present if reg is not None else absent).append(values)
            if present:
                conn.execute(_REGISTRATION_UPSERT, present)
            if absent:
                conn.execute(_REGISTRATION_DELETE, absent)
            return
        stored = dict(conn.execute(_REGISTRATIONS, {"tid": tid}).tuples().all())
        ids = set(state.registrations) | set(stored)
        for pid in ids:
            reg = state.registrations.get(pid)
            status = reg.status.value if reg is not None else None
            old = stored.get(pid)
            if status == old:
                continue
            values = {"tid": tid, "pid": pid, "status": status}
            if status is None:
                conn.execute(_REGISTRATION_DELETE, values)
            elif old is None:
                conn.execute(_REGISTRATION_INSERT, values)
            else:
                conn.execute(_REGISTRATION_UPDATE, values)


# Statements built once with bind parameters: building them for every command cost more than the commit.
_REGISTRATIONS = select(RegistrationRow.player_id, RegistrationRow.status).where(RegistrationRow.tournament_id == bindparam("tid"))
_ONE_REGISTRATION = (RegistrationRow.tournament_id == bindparam("tid"), RegistrationRow.player_id == bindparam("pid"))
_REGISTRATION_DELETE = delete(RegistrationRow).where(*_ONE_REGISTRATION)
_REGISTRATION_INSERT = insert(RegistrationRow).values(
    tournament_id=bindparam("tid"), player_id=bindparam("pid"), status=bindparam("status")
)
_REGISTRATION_UPDATE = update(RegistrationRow).where(*_ONE_REGISTRATION).values(status=bindparam("status"))
# One upsert for both engines (SQLite 3.24+ and PostgreSQL say it alike), as text: SQLAlchemy's dialect-specific
# INSERT .. ON CONFLICT is not kept in its statement cache and was compiled again for every command.
_REGISTRATION_UPSERT = text(
    "INSERT INTO registrations (tournament_id, player_id, status) VALUES (:tid, :pid, :status) "
    "ON CONFLICT (tournament_id, player_id) DO UPDATE SET status = excluded.status"
)


_SUMMARY = (
    update(TournamentRow)
    .where(TournamentRow.id == bindparam("tid"))
    .values(
        name=bindparam("name"),
        modality=bindparam("modality"),
        scheduled_start_ms=bindparam("scheduled_start_ms"),
        status=bindparam("status"),
        created_at_ms=bindparam("created_at_ms"),
        entries=bindparam("entries"),
        players_left=bindparam("players_left"),
    )
)


def summary_values(state: TournamentState) -> dict[str, Any]:
    config = state.config
    return {
        "name": config.name if config else "",
        "modality": config.modality.value if config else "",
        "scheduled_start_ms": config.scheduled_start_ms if config else None,
        "status": state.status.value,
        "created_at_ms": state.created_at_ms,
        "entries": state.entries + state.reentries,
        "players_left": state.players_left,
    }


def write_tournament_summary(
    session: Session, tournament_id: int, state: TournamentState, last: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Update the tournament's row in the list; skipped when nothing it shows has changed."""
    values = summary_values(state)
    if values != last:
        session.connection().execute(_SUMMARY, {"tid": tournament_id, **values})
    return values


def rebuild_all(engine: object) -> None:
    """Throw the projections away and write them again from the log alone."""
    from tdapp.domain.log import actions_in_force
    from tdapp.domain.players.directory import DIRECTORY
    from tdapp.domain.tournament.all_rules import TOURNAMENT
    from tdapp.storage.store import DIRECTORY_STREAM, TOURNAMENT_STREAM, ActionStore

    store = ActionStore(engine)  # type: ignore[arg-type]
    with store.session() as session, session.begin():
        session.execute(delete(RegistrationRow))
        session.execute(delete(PlayerRow))
        directory = DIRECTORY.replay(actions_in_force(store.load(DIRECTORY_STREAM)))
        for player in directory.players.values():
            session.execute(insert(PlayerRow).values(id=player.id, **_player_values(player)))
        for row in session.scalars(select(TournamentRow)).all():
            state = TOURNAMENT.replay(actions_in_force(store.load(TOURNAMENT_STREAM, row.id)))
            TournamentProjection()(session, row.id, state, [Action("undo", {"target": 0})])
