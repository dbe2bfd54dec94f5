"""Walk every stream of a database and check its tamper-evident chain (`tdapp verify`, and the desk on opening).

A hash chain alone can be recomputed by whoever rewrites the whole log with
tdapp's own code; what anchors it is the short hash printed on the results
and cash sheets: `sheet_hash_found` tells whether a printed hash is still in
the chain, i.e. whether the log the paper was printed from is still there.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import NamedTuple

from sqlalchemy import Engine, text

from tdapp.storage.chain import GENESIS, Seal, chain_hash, erased, seal_mismatch


@dataclass(frozen=True)
class ChainBreak:
    """The first action of a stream where the chain no longer holds, and what was found."""

    stream: str
    scope: int
    position: int
    seq: int
    kind: str
    problem: str

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
        problem, recomputed = _problem(row, expected, previous_seq, previous_hash, erased_players)
        if not problem and row.hash != recomputed:
            following = rows[index + 1] if index + 1 < len(rows) else None
            swapped = following is not None and (following.stream, following.scope) == key and following.seq < row.seq
            problem = (
                "re-ordered: it was stored after the action that now follows it"
                if swapped
                else "edited after it was stored (its content, operator or time)"
            )
        if problem:
            report.breaks.append(ChainBreak(row.stream, row.scope, row.position, row.seq, row.kind, problem))
            broken = True
            continue
        previous_hash, previous_seq, expected = row.hash, row.seq, expected + 1
    return report


def _problem(row: _Row, expected: int, previous_seq: int, previous_hash: str, erased_players: set[int]) -> tuple[str, str]:
    """('what is wrong', '') or ('', the recomputed hash)."""
    if row.position != expected:
        return f"the action stored before it at position {expected} was deleted", ""
    if row.seq < previous_seq:
        return "re-ordered: it was stored before the action that now precedes it", ""
    try:
        payload = json.loads(row.payload)
        seal = Seal.from_json(row.seal)
    except (ValueError, TypeError, AttributeError):
        return "its stored text was damaged", ""
    if not isinstance(payload, dict):
        return "its stored text was damaged", ""
    mismatch = seal_mismatch(row.stream, payload, seal)
    if mismatch:
        return f"personal data edited after it was stored ({mismatch})", ""
    if erased(seal) and payload.get("player_id") not in erased_players:
        return "personal data removed without an erasure in the log", ""
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
    return "", recomputed


def sheet_hash_found(engine: Engine, short_hash: str) -> bool:
    """Whether a short hash printed on a sheet is the hash of an action still in the log."""
    value = short_hash.strip().lower()
    if len(value) < 8 or any(c not in "0123456789abcdef" for c in value):
        return False
    with engine.connect() as conn:
        return conn.execute(text("SELECT 1 FROM actions WHERE hash LIKE :prefix LIMIT 1"), {"prefix": value + "%"}).first() is not None
