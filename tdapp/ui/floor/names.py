"""Player names as the floor reads them: full in lists, short around a drawn table."""

from __future__ import annotations

from tdapp.ui.session import DeskSession


def short_name(name: str, limit: int = 12) -> str:
    """'João Silva' stays; 'Catarina Gonçalves' becomes 'Catarina G.'; a long single word is cut with '…'."""
    name = " ".join(name.split())
    if len(name) <= limit:
        return name
    parts = name.split(" ")
    if len(parts) > 1:
        short = f"{parts[0]} {parts[-1][0]}."
        if len(short) <= limit:
            return short
        name = parts[0]
    return name if len(name) <= limit else name[: limit - 1] + "…"


class Names:
    """Directory names by player id; cached until the directory changes."""

    def __init__(self, session: DeskSession) -> None:
        self.session = session
        self._version = -1
        self._full: dict[int, str] = {}
        self._short: dict[int, str] = {}

    @property
    def version(self) -> int:
        return len(self.session.desk.directory.log)

    def _check(self) -> None:
        version = self.version
        if version != self._version:
            self._version = version
            self._full.clear()
            self._short.clear()

    def full(self, player_id: int) -> str:
        self._check()
        name = self._full.get(player_id)
        if name is None:
            name = self._full[player_id] = self.session.player_name(player_id)
        return name

    def short(self, player_id: int) -> str:
        self._check()
        name = self._short.get(player_id)
        if name is None:
            name = short_name(self.full(player_id))
            self._short[player_id] = name
        return name
