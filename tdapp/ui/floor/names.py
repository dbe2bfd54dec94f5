"""Player names as the floor reads them: full in lists, short around a drawn table."""

from __future__ import annotations

import unicodedata

from tdapp.ui.session import DeskSession


def _initial(word: str) -> str | None:
    """The initial of a surname in a script that writes initials (a cased letter: Latin, Greek, Cyrillic), with its accents."""
    letters = [i for i, c in enumerate(word) if c.isalpha()]
    if not letters or not word[letters[0]].isupper():
        return None  # Arabic, Hebrew, Han, Thai, Devanagari... have no capital letters and no habit of initials
    start = letters[0]
    end = start + 1
    while end < len(word) and unicodedata.category(word[end]).startswith("M"):
        end += 1
    return word[start:end]


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    end = limit - 1
    while end > 0 and unicodedata.category(text[end]).startswith("M"):
        end -= 1  # never part a letter from its accent or vowel sign
    return text[:end] + "…"


def short_name(name: str, limit: int = 12) -> str:
    """'João Silva' stays; 'Catarina Gonçalves' becomes 'Catarina G.'; a long single word is cut with '…'.

    Only words with letters count as names (an emoji is not shortened to an
    initial), and only scripts with capital letters get an initial: a long
    Arabic or Chinese name keeps its first word whole.
    """
    name = " ".join(name.split())
    if len(name) <= limit:
        return name
    words = [w for w in name.split(" ") if any(c.isalpha() for c in w)]
    if not words:
        return _cut(name, limit)
    if len(words) > 1:
        initial = _initial(words[-1])
        if initial is not None:
            short = f"{words[0]} {initial}."
            if len(short) <= limit:
                return short
    return _cut(words[0], limit)


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
