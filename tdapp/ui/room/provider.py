"""Providers: the `() -> RoomView` callables the room's windows read every second.

A provider reads the desk's in-memory state (a `Book`'s `state`, the
directory's names), never the database, so a busy or locked database cannot
freeze the wall. The time it computes for is the ticker's nominal second.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tdapp.application.desk import Desk
from tdapp.application.room_view import RoomView, build_room_view
from tdapp.domain.tournament.state import TournamentState

Provider = Callable[[], RoomView]


def state_provider(
    state: Callable[[], TournamentState],
    names: Callable[[], Mapping[int, str]],
    now: Callable[[], int],
    messages: Callable[[], Sequence[str]] = tuple,
) -> Provider:
    def provide() -> RoomView:
        return build_room_view(state(), now(), names(), messages=messages())

    return provide


class DeskNames:
    """Player names from the desk's directory, re-read only when the directory changed."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self._key: tuple[int, int] | None = None
        self._names: dict[int, str] = {}

    def __call__(self) -> Mapping[int, str]:
        book = self.desk.directory
        key = (id(book.state), len(book.log))
        if key != self._key:
            self._names = {pid: p.name for pid, p in book.state.players.items()}
            self._key = key
        return self._names


def desk_provider(desk: Desk, tournament_id: int, now: Callable[[], int], messages: Callable[[], Sequence[str]] = tuple) -> Provider:
    """The room's view of one tournament of an open desk (the book is loaded once, here)."""
    book = desk.tournament(tournament_id)
    return state_provider(lambda: book.state, DeskNames(desk), now, messages)
