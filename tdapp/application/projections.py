"""Projections: tables kept beside the log for lists and searches.

They are written in the same transaction as the actions that change them and
can always be rebuilt from the log (`rebuild_all`), which a test proves.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from tdapp.domain.log import Action
from tdapp.domain.players.directory import DirectoryState, Player
from tdapp.domain.tournament.state import TournamentState
from tdapp.storage.models import PlayerRow, RegistrationRow, TournamentRow


def _player_row(player: Player) -> PlayerRow:
    return PlayerRow(
        id=player.id,
        name=player.name,
        nickname=player.nickname,
        document=player.document,
        phone=player.phone,
        email=player.email,
        notes=player.notes,
        merged_into=player.merged_into,
    )


def project_directory(session: Session, _tid: int | None, state: DirectoryState, _actions: Sequence[Action]) -> None:
    """Write the players whose entries differ from the table (a handful per action)."""
    stored = {row.id: row for row in session.scalars(select(PlayerRow))}
    for player in state.players.values():
        row = stored.pop(player.id, None)
        fresh = _player_row(player)
        if row is None:
            session.add(fresh)
        elif _row_tuple(row) != _row_tuple(fresh):
            session.merge(fresh)
    for row in stored.values():  # created and then undone
        session.delete(row)


def _row_tuple(row: PlayerRow) -> tuple[object, ...]:
    return (row.name, row.nickname, row.document, row.phone, row.email, row.notes, row.merged_into)


class TournamentProjection:
    """Keeps the tournament's summary row and its registrations table in step with its state."""

    def __init__(self) -> None:
        self._statuses: dict[int, str] | None = None

    def __call__(self, session: Session, tid: int | None, state: TournamentState, actions: Sequence[Action]) -> None:
        assert tid is not None
        write_tournament_summary(session, tid, state)
        if self._statuses is None:
            self._statuses = {
                r.player_id: r.status for r in session.scalars(select(RegistrationRow).where(RegistrationRow.tournament_id == tid))
            }
        current = {pid: reg.status.value for pid, reg in state.registrations.items()}
        for pid, status in current.items():
            if self._statuses.get(pid) != status:
                session.merge(RegistrationRow(tournament_id=tid, player_id=pid, status=status))
        for pid in set(self._statuses) - set(current):
            session.execute(delete(RegistrationRow).where(RegistrationRow.tournament_id == tid, RegistrationRow.player_id == pid))
        self._statuses = current

    def forget(self) -> None:
        """After a rolled-back transaction the cached statuses may be ahead of the table."""
        self._statuses = None


def write_tournament_summary(session: Session, tournament_id: int, state: TournamentState) -> None:
    row = session.get(TournamentRow, tournament_id)
    if row is None:
        row = TournamentRow(id=tournament_id, created_at_ms=state.created_at_ms)
        session.add(row)
    config = state.config
    row.name = config.name if config else ""
    row.modality = config.modality.value if config else ""
    row.scheduled_start_ms = config.scheduled_start_ms if config else None
    row.status = state.status.value
    row.created_at_ms = state.created_at_ms
    row.entries = state.entries + state.reentries
    row.players_left = state.players_left
