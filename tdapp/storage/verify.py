"""Walk every stream of a database and check its tamper-evident chain (`tdapp verify`, and the desk on opening).

A hash chain alone can be recomputed by whoever rewrites the whole log with
tdapp's own code; what anchors it is the short hash printed on the results
and cash sheets: `sheet_hash_found` tells whether a printed hash is still in
the chain, i.e. whether the log the paper was printed from is still there.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sqlalchemy import Engine, text

from tdapp.storage.chain import GENESIS, Seal, chain_hash, erased, seal_mismatch

#: The catalogue's context of the problems below: the desk shows them in its language (`tdapp.ui.chain_check`).
CONTEXT = "chain"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name the catalogue's extractor looks for
    """Marks a problem for the catalogue without importing Qt here (storage stays free of Qt)."""
    return text


EDITED = QT_TRANSLATE_NOOP("chain", "edited after it was stored (its content, operator or time)")
REORDERED_AFTER = QT_TRANSLATE_NOOP("chain", "re-ordered: it was stored after the action that now follows it")
REORDERED_BEFORE = QT_TRANSLATE_NOOP("chain", "re-ordered: it was stored before the action that now precedes it")
DELETED_BEFORE = QT_TRANSLATE_NOOP("chain", "the action stored before it at position {position} was deleted")
DAMAGED = QT_TRANSLATE_NOOP("chain", "its stored text was damaged")
PERSONAL_CHANGED = QT_TRANSLATE_NOOP("chain", "personal data edited after it was stored ({keys} changed)")
PERSONAL_ADDED = QT_TRANSLATE_NOOP("chain", "personal data edited after it was stored ({keys} added)")
PERSONAL_UNSEALED = QT_TRANSLATE_NOOP("chain", "personal data edited after it was stored ({keys} without a seal)")
PERSONAL_REMOVED = QT_TRANSLATE_NOOP("chain", "personal data removed without an erasure in the log")
_PERSONAL = {"changed": PERSONAL_CHANGED, "added": PERSONAL_ADDED, "unsealed": PERSONAL_UNSEALED}


@dataclass(frozen=True)
class ChainBreak:
    """The first action of a stream where the chain no longer holds, and what was found (an English template and its values)."""

    stream: str
    scope: int
    position: int
    seq: int
    kind: str
    template: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def problem(self) -> str:
        return self.template.format(**self.params)

    def describe(self) -> str:
        where = f"tournament {self.scope}" if self.stream == "tournament" else self.stream
        return f"{where}, action #{self.seq} ({self.kind}, position {self.position}): {self.problem}"


@dataclass
class ChainReport:
    streams: int = 0
    actions: int = 0
    breaks: list[ChainBreak] = field(default_factory=list)
    heads: dict[tuple[str, int], str] = field(default_factory=dict)

    @property
    def holds(self) -> bool:
        return not self.breaks


_ROWS = text(
    "SELECT seq, stream, scope, position, kind, payload, operator, at_ms, hash, seal FROM actions ORDER BY stream, scope, position"
)


class _Row(NamedTuple):
    seq: int
    stream: str
    scope: int
    position: int
    kind: str
    payload: str
    operator: str
    at_ms: int
    hash: str
    seal: str | None


def verify_chain(engine: Engine) -> ChainReport:
    """Recompute every stream's chain from its first action; report the first break of each stream."""
    report = ChainReport()
    with engine.connect() as conn:
        rows = [_Row(*r) for r in conn.execute(_ROWS).all()]
    # Erased values come before the erasure that explains them: know every erasure first (each is
    # itself in the directory's chain, so a forged one breaks it there).
    erased_players: set[int] = set()
    for row in rows:
        if row.stream == "directory" and row.kind == "player.erase":
            try:
                erased_players.add(int(json.loads(row.payload)["player_id"]))
            except (ValueError, KeyError, TypeError):
                pass
    current: tuple[str, int] | None = None
    previous_hash, previous_seq, expected, broken = GENESIS, 0, 1, False
    for index, row in enumerate(rows):
        key = (row.stream, row.scope)
        if key != current:
            current, previous_hash, previous_seq, expected, broken = key, GENESIS, 0, 1, False
            report.streams += 1
        report.actions += 1
        report.heads[key] = row.hash
        if broken:
            continue
        problem, params, recomputed = _problem(row, expected, previous_seq, previous_hash, erased_players)
        if not problem and row.hash != recomputed:
            following = rows[index + 1] if index + 1 < len(rows) else None
            swapped = following is not None and (following.stream, following.scope) == key and following.seq < row.seq
            problem = REORDERED_AFTER if swapped else EDITED
        if problem:
            report.breaks.append(ChainBreak(row.stream, row.scope, row.position, row.seq, row.kind, problem, params))
            broken = True
            continue
        previous_hash, previous_seq, expected = row.hash, row.seq, expected + 1
    return report


def _problem(row: _Row, expected: int, previous_seq: int, previous_hash: str, erased_players: set[int]) -> tuple[str, dict[str, Any], str]:
    """('what is wrong', its values, '') or ('', {}, the recomputed hash)."""
    if row.position != expected:
        return DELETED_BEFORE, {"position": expected}, ""
    if row.seq < previous_seq:
        return REORDERED_BEFORE, {}, ""
    try:
        payload = json.loads(row.payload)
        seal = Seal.from_json(row.seal)
    except (ValueError, TypeError, AttributeError):
        return DAMAGED, {}, ""
    if not isinstance(payload, dict):
        return DAMAGED, {}, ""
    mismatch = seal_mismatch(row.stream, payload, seal)
    if mismatch:
        what, keys = mismatch
        return _PERSONAL[what], {"keys": keys}, ""
    if erased(seal) and payload.get("player_id") not in erased_players:
        return PERSONAL_REMOVED, {}, ""
    recomputed = chain_hash(
        previous_hash,
        stream=row.stream,
        scope=row.scope,
        position=row.position,
        kind=row.kind,
        payload=payload,
        seal=seal,
        operator=row.operator,
        at_ms=row.at_ms,
    )
    return "", {}, recomputed


def sheet_hash_found(engine: Engine, short_hash: str) -> bool:
    """Whether a short hash printed on a sheet is the hash of an action still in the log."""
    value = short_hash.strip().lower()
    if len(value) < 8 or any(c not in "0123456789abcdef" for c in value):
        return False
    with engine.connect() as conn:
        return conn.execute(text("SELECT 1 FROM actions WHERE hash LIKE :prefix LIMIT 1"), {"prefix": value + "%"}).first() is not None
