"""Projections: tables kept beside the log for lists and searches.

They are written in the same transaction as the actions that change them and
can always be rebuilt from the log (`rebuild_all`), which a test proves.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, insert, select, update

from tdapp.domain.log import Action, named_players
from tdapp.domain.players.directory import DirectoryState, Player
from tdapp.domain.tournament.state import RegStatus, TournamentState
from tdapp.storage.models import PlayerRow, RegistrationRow, TournamentRow
from tdapp.storage.store import HotStatement, Write


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


def project_directory(write: Write, _tid: int | None, state: DirectoryState, actions: Sequence[Action]) -> None:
    """Write the players the actions name; after an undo or redo, compare every entry.

    An erasure of personal data also overwrites them in the stored log, in the same transaction.
    """
    for action in actions:
        if action.kind == "player.erase":
            from tdapp.storage.store import ActionStore

            ActionStore(write.engine).erase_personal_data(write, int(action.payload["player_id"]), action.payload.get("pseudonym"))
    conn = write.connection
    ids = named_players(actions)
    if ids is None:
        ids = set(state.players) | set(conn.scalars(select(PlayerRow.id)))
    for pid in ids:
        player = state.players.get(pid)
        exists = conn.scalar(select(PlayerRow.id).where(PlayerRow.id == pid)) is not None
        if player is None:
            if exists:
                conn.execute(delete(PlayerRow).where(PlayerRow.id == pid))
        elif exists:
            conn.execute(update(PlayerRow).where(PlayerRow.id == pid).values(**_player_values(player)))
        else:
            conn.execute(insert(PlayerRow).values(id=pid, **_player_values(player)))


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

    @staticmethod
    def snapshot(state: TournamentState) -> dict[int, RegStatus]:
        """The registrations' statuses before an undo or redo made in place (`Book`): the table stands as they do
        (every command writes it in its own transaction), so only those the undo changed are written after it,
        instead of the whole field read back and compared (20 ms at 6,000 entries; this is 1)."""
        return {pid: reg.status for pid, reg in state.registrations.items()}

    def __call__(
        self,
        write: Write,
        tid: int | None,
        state: TournamentState,
        actions: Sequence[Action],
        before: dict[int, RegStatus] | None = None,
    ) -> None:
        assert tid is not None
        previous = self._summary if actions and not any(a.is_meta for a in actions) else None
        self._summary = None  # until the transaction is known to have committed
        self._pending = write_tournament_summary(write, tid, state, previous)
        ids = named_players(actions)
        if ids is None and before is not None:
            now = state.registrations
            ids = {pid for pid, reg in now.items() if before.get(pid) != reg.status} | (before.keys() - now.keys())
        if ids is not None:
            # The rows of the players the actions name, written as they now stand without reading them first:
            # one statement (a server's round trip) per command instead of a read and a write.
            present: list[dict[str, Any]] = []
            absent: list[dict[str, Any]] = []
            for pid in sorted(ids):
                reg = state.registrations.get(pid)
                values = {"tid": tid, "pid": pid, "status": reg.status.value if reg is not None else None}
                (present if reg is not None else absent).append(values)
            # One statement for them all, sent with the summary's: one in all on a server (`Write.send`); on SQLite
            # one call, not one a row, each of which would wait for the interpreter behind a busy worker.
            for at in range(0, len(present), UPSERT_ROWS_AT_MOST):
                rows = present[at : at + UPSERT_ROWS_AT_MOST]
                if len(rows) == 1:
                    write.send(_REGISTRATION_UPSERT, rows[0])
                    continue
                params: dict[str, Any] = {"tid": tid}
                for n, values in enumerate(rows):
                    params[f"pid{n}"], params[f"status{n}"] = values["pid"], values["status"]
                write.send(_registrations_upsert(len(rows)), params)
            for values in absent:
                write.send(_REGISTRATION_DELETE, values)
            return
        stored = dict(write.run(_REGISTRATIONS, {"tid": tid}))
        ids = set(state.registrations) | set(stored)
        for pid in ids:
            reg = state.registrations.get(pid)
            status = reg.status.value if reg is not None else None
            old = stored.get(pid)
            if status == old:
                continue
            values = {"tid": tid, "pid": pid, "status": status}
            if status is None:
                write.run(_REGISTRATION_DELETE, values)
            elif old is None:
                write.run(_REGISTRATION_INSERT, values)
            else:
                write.run(_REGISTRATION_UPDATE, values)


# The statements of every command, written once and sent as they are (`HotStatement`): building them for every
# command cost more than the commit, and SQLAlchemy's work around each one as much as the server's answer.
_REGISTRATIONS = HotStatement("SELECT player_id, status FROM registrations WHERE tournament_id = :tid")
_ONE_REGISTRATION = "WHERE tournament_id = :tid AND player_id = :pid"
_REGISTRATION_DELETE = HotStatement(f"DELETE FROM registrations {_ONE_REGISTRATION}")
_REGISTRATION_INSERT = HotStatement("INSERT INTO registrations (tournament_id, player_id, status) VALUES (:tid, :pid, :status)")
_REGISTRATION_UPDATE = HotStatement(f"UPDATE registrations SET status = :status {_ONE_REGISTRATION}")
# One upsert for both engines (SQLite 3.24+ and PostgreSQL say it alike): the row written as it now stands, unread.
_REGISTRATION_UPSERT = HotStatement(
    "INSERT INTO registrations (tournament_id, player_id, status) VALUES (:tid, :pid, :status) "
    "ON CONFLICT (tournament_id, player_id) DO UPDATE SET status = excluded.status"
)


#: The rows one upsert writes at most (two parameters a row; SQLite takes 32,766 since 3.32, 999 before). One statement
#: for a command's rows: each lets the interpreter go to the database, and waits for it back behind a busy worker.
UPSERT_ROWS_AT_MOST = 300


@functools.lru_cache(maxsize=16)
def _registrations_upsert(rows: int) -> HotStatement:
    """The upsert of `rows` registrations at once (a color-up, a break, a deal name many players)."""
    values = ", ".join(f"(:tid, :pid{n}, :status{n})" for n in range(rows))
    return HotStatement(
        f"INSERT INTO registrations (tournament_id, player_id, status) VALUES {values} "
        "ON CONFLICT (tournament_id, player_id) DO UPDATE SET status = excluded.status"
    )


_SUMMARY = HotStatement(
    "UPDATE tournaments SET name = :name, modality = :modality, scheduled_start_ms = :scheduled_start_ms, "
    "status = :status, created_at_ms = :created_at_ms, entries = :entries, players_left = :players_left WHERE id = :tid"
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
    write: Write, tournament_id: int, state: TournamentState, last: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Update the tournament's row in the list; skipped when nothing it shows has changed."""
    values = summary_values(state)
    if values != last:
        write.send(_SUMMARY, {"tid": tournament_id, **values})
    return values


def rebuild_all(engine: object) -> None:
    """Throw the projections away and write them again from the log alone."""
    from tdapp.domain.log import actions_in_force
    from tdapp.domain.players.directory import DIRECTORY
    from tdapp.domain.tournament.all_rules import TOURNAMENT
    from tdapp.storage.store import DIRECTORY_STREAM, TOURNAMENT_STREAM, ActionStore

    store = ActionStore(engine)  # type: ignore[arg-type]
    with store.write() as write:
        conn = write.connection
        conn.execute(delete(RegistrationRow))
        conn.execute(delete(PlayerRow))
        directory = DIRECTORY.replay(actions_in_force(store.load(DIRECTORY_STREAM)))
        for player in directory.players.values():
            conn.execute(insert(PlayerRow).values(id=player.id, **_player_values(player)))
        for tid in conn.scalars(select(TournamentRow.id)).all():
            state = TOURNAMENT.replay(actions_in_force(store.load(TOURNAMENT_STREAM, tid)))
            TournamentProjection()(write, tid, state, [Action("undo", {"target": 0})])
