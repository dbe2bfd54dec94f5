"""The player directory as a stream of actions (create, update, merge).

A merged entry is never deleted: it stays as an alias pointing at the entry it
was merged into, so old tournament logs that name it still replay, and the
ranking counts its results for the surviving entry (issue "merge duplicates").
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect, Rulebook

FIELDS = ("name", "nickname", "document", "phone", "email", "notes")


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    nickname: str = ""
    document: str = ""
    phone: str = ""
    email: str = ""
    notes: str = ""
    merged_into: int | None = None
    created_at_ms: int = 0

    @property
    def display_name(self) -> str:
        return f"{self.name} ({self.nickname})" if self.nickname else self.name


@dataclass
class DirectoryState:
    players: dict[int, Player] = field(default_factory=dict)
    by_document: dict[str, int] = field(default_factory=dict)
    # Folded search words per entry: a cache for search-as-you-type, not part of the state.
    _words: dict[int, tuple[str, tuple[str, ...]]] = field(default_factory=dict, compare=False, repr=False)

    def next_id(self) -> int:
        return max(self.players, default=0) + 1

    def put(self, player: Player) -> None:
        """Store an entry and keep the document index true (a merged alias gives its document up)."""
        old = self.players.get(player.id)
        if old is not None and self.by_document.get(normalise_document(old.document)) == player.id:
            del self.by_document[normalise_document(old.document)]
        self.players[player.id] = player
        self._words.pop(player.id, None)
        doc = normalise_document(player.document)
        if doc and player.merged_into is None:
            self.by_document[doc] = player.id

    def get(self, player_id: int) -> Player:
        player = self.players.get(player_id)
        if player is None:
            raise RuleError("No such player: {player}.", player=player_id)
        return player

    def canonical(self, player_id: int) -> Player:
        """The entry that stands for this person after any merges."""
        player = self.get(player_id)
        seen = {player_id}
        while player.merged_into is not None:
            player = self.get(player.merged_into)
            if player.id in seen:  # pragma: no cover - merges are refused if they would loop
                break
            seen.add(player.id)
        return player

    def active(self) -> list[Player]:
        return [p for p in self.players.values() if p.merged_into is None]

    def search(self, text: str, limit: int = 50) -> list[Player]:
        """Search as you type: every word must match the start of a word of the name, nickname, document, phone or e-mail, accents ignored."""
        words = fold(text).split()
        found: list[tuple[str, int, Player]] = []
        for player in self.active():
            sort_name, haystack = self._search_words(player)
            if all(any(h.startswith(w) or (len(w) >= 3 and w in h) for h in haystack) for w in words):
                found.append((sort_name, player.id, player))
        found.sort(key=lambda item: (item[0], item[1]))
        return [player for _, _, player in found[:limit]]

    def _search_words(self, player: Player) -> tuple[str, tuple[str, ...]]:
        cached = self._words.get(player.id)
        if cached is None:
            text = " ".join((player.name, player.nickname, player.document, player.phone, player.email))
            cached = self._words[player.id] = (fold(player.name), tuple(fold(text).split()))
        return cached

    def find_document(self, document: str) -> Player | None:
        doc = normalise_document(document)
        pid = self.by_document.get(doc) if doc else None
        return self.players[pid] if pid is not None else None


#: Letters that Unicode does not decompose into a base letter and an accent, spelled as a
#: Portuguese keyboard types them, so that 'lukasz' finds 'Łukasz' and 'soren' finds 'Søren'.
_SPELLED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i"})


def fold(text: str) -> str:
    """Lower case without accents, so 'joao' finds 'João'."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_SPELLED))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalise_document(document: str) -> str:
    return "".join(ch for ch in document.upper() if ch.isalnum())


DIRECTORY: Rulebook[DirectoryState] = Rulebook("directory", DirectoryState)


def _fields(payload: Any, *, partial: bool) -> dict[str, str]:
    values: dict[str, str] = {}
    for key, value in payload.items():
        if key in ("player_id", "import"):  # "import": the label tying the players of one CSV import together
            continue
        if key not in FIELDS:
            raise RuleError("Unknown player field '{field}'.", field=key)
        if not isinstance(value, str):
            raise RuleError("The player's {field} must be text.", field=key)
        values[key] = value.strip()
    if not partial or "name" in values:
        if not values.get("name"):
            raise RuleError("A player needs a name.")
        if len(values["name"]) > 120:
            raise RuleError("The name is too long (120 characters at most).")
    return values


def _check_document_free(state: DirectoryState, document: str, player_id: int | None) -> None:
    other = state.find_document(document)
    if other is not None and other.id != player_id:
        raise RuleError("Document {document} already belongs to {name} (#{player}).", document=document, name=other.name, player=other.id)


@DIRECTORY.handles("player.create")
def create(state: DirectoryState, action: Action) -> Effect:
    values = _fields(action.payload, partial=False)
    new_id = action.payload.get("player_id", state.next_id())
    if not isinstance(new_id, int) or isinstance(new_id, bool) or new_id <= 0 or new_id in state.players:
        raise RuleError("Player number {player} is taken.", player=new_id)
    _check_document_free(state, values.get("document", ""), None)

    def effect() -> None:
        state.put(Player(id=new_id, created_at_ms=action.at_ms, **values))

    return effect


@DIRECTORY.handles("player.update")
def update(state: DirectoryState, action: Action) -> Effect:
    player = state.get(int(action.payload["player_id"]))
    if player.merged_into is not None:
        raise RuleError("{name} was merged into #{other}; edit that entry.", name=player.name, other=player.merged_into)
    values = _fields(action.payload, partial=True)
    if "document" in values:
        _check_document_free(state, values["document"], player.id)

    def effect() -> None:
        state.put(replace(player, **values))

    return effect


@DIRECTORY.handles("player.merge")
def merge(state: DirectoryState, action: Action) -> Effect:
    """Merge a duplicate entry into the one to keep; the duplicate becomes an alias."""
    keep = state.canonical(int(action.payload["keep"]))
    dup = state.get(int(action.payload["merge"]))
    if dup.merged_into is not None:
        raise RuleError("{name} was already merged.", name=dup.name)
    if keep.id == dup.id:
        raise RuleError("A player cannot be merged with himself.")
    filled = {f: getattr(dup, f) for f in FIELDS if f != "name" and not getattr(keep, f) and getattr(dup, f)}

    def effect() -> None:
        state.put(replace(dup, merged_into=keep.id))
        state.put(replace(keep, **filled))

    return effect


#: What an erased identity document reads as in the log: unique per player, so the
#: duplicate-document rule and the identity check of a buy-in (FS 5.2) still replay.
ERASED_DOCUMENT = "erased#{player}"


@DIRECTORY.handles("player.erase")
def erase(state: DirectoryState, action: Action) -> Effect:
    """Erase a player's personal data on his request (GDPR art. 17); results, prizes and points stay his.

    Document, phone, e-mail and notes go; the name stays unless a pseudonym is
    given (then the nickname goes too). It cannot be undone: the data is gone
    from the log itself (the storage rewrites it in the same transaction).
    """
    player = state.get(int(action.payload["player_id"]))
    if player.merged_into is not None:
        raise RuleError("{name} was merged into #{other}; erase that entry.", name=player.name, other=player.merged_into)
    reason = action.payload.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise RuleError("Say why the personal data is erased (the player's request, its date).")
    pseudonym = action.payload.get("pseudonym")
    if pseudonym is not None and (not isinstance(pseudonym, str) or not pseudonym.strip() or len(pseudonym) > 120):
        raise RuleError("A pseudonym is a name of 1 to 120 characters.")
    changes: dict[str, str] = {"document": "", "phone": "", "email": "", "notes": ""}
    if pseudonym is not None:
        changes |= {"name": pseudonym.strip(), "nickname": ""}

    def effect() -> None:
        state.put(replace(player, **changes))

    return effect


@DIRECTORY.handles("player.data_export")
def data_export(state: DirectoryState, action: Action) -> Effect:
    """The record that a player's personal data was handed out (GDPR art. 15): who, when, why; it changes nothing."""
    state.get(int(action.payload["player_id"]))
    reason = action.payload.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise RuleError("Say why the personal data is exported (the player's request, its date).")

    def effect() -> None:
        return None

    return effect


#: The directory's columns that are more than a name: only the TD may export them for every player.
PERSONAL_COLUMNS = ("document", "phone", "email", "notes")


@DIRECTORY.handles("player.list_export")
@DIRECTORY.handles("player.directory_export")
def directory_export(state: DirectoryState, action: Action) -> Effect:
    """The record that the directory left the desk as a file: who, when, how many players, which columns, why.

    Two kinds so that the table of roles decides who may do which: a list of
    names (`player.list_export`, the registration desk too) carries no
    personal column; the whole directory (`player.directory_export`, the TD's)
    needs a reason, as a single player's export does. It changes nothing.
    """
    columns = action.payload.get("columns")
    if not isinstance(columns, list) or not columns or not all(isinstance(c, str) and c in ("player_id", *FIELDS) for c in columns):
        raise RuleError("Say which columns of the player database are exported.")
    count = action.payload.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise RuleError("Say how many players are exported.")
    personal = [c for c in columns if c in PERSONAL_COLUMNS]
    if action.kind == "player.list_export" and personal:
        raise RuleError("A list of names holds no {column}: export the whole player database instead.", column=personal[0])
    reason = action.payload.get("reason", "")
    if not isinstance(reason, str) or (action.kind == "player.directory_export" and not reason.strip()):
        raise RuleError("Say why the player database is exported with its documents, phones and e-mails.")

    def effect() -> None:
        return None

    return effect
