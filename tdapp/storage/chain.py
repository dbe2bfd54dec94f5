"""The tamper-evident chain of the action log, and personal data kept out of it.

Each stored action carries a SHA-256 hash of its stream, place, kind,
payload, operator and time, chained to the hash of the action before it in
its stream. Editing, deleting, re-ordering or re-attributing a stored action
(even by editing the database file directly) breaks the chain from that
action on, and `tdapp verify` names it.

Personal data (a player's document number, phone, e-mail, notes, and his
name and nickname in the player directory) must be erasable on request
(GDPR art. 17) without breaking that chain. So the chain never hashes those
values themselves: each one is replaced, in what is hashed, by a digest of
the value with a random salt kept beside the action (its *seal*). Erasing
overwrites the value and throws the salt away: the digest stays in the
chain, but nobody can recompute it or guess the value back from it.

Pure functions (no SQL): the store and the verifier call them.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: The hash the first action of every stream is chained to.
GENESIS = "0" * 64

#: Payload keys that hold personal data, per stream.
PERSONAL_KEYS: dict[str, frozenset[str]] = {
    "directory": frozenset({"name", "nickname", "document", "phone", "email", "notes"}),
    "tournament": frozenset({"document"}),
}


def canonical(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def digest(salt: str, key: str, value: str) -> str:
    return hashlib.sha256(f"{salt}\x1f{key}\x1f{value}".encode()).hexdigest()


@dataclass(frozen=True)
class Seal:
    """Per personal value of one action (by key): its salt (gone once erased) and its digest."""

    salts: dict[str, str]
    digests: dict[str, str]

    def to_json(self) -> str:
        return canonical({"salts": self.salts, "digests": self.digests})

    @classmethod
    def from_json(cls, text: str | None) -> Seal | None:
        if not text:
            return None
        data = json.loads(text)
        return cls(dict(data.get("salts", {})), dict(data.get("digests", {})))

    @property
    def erased_keys(self) -> set[str]:
        return set(self.digests) - set(self.salts)

    def without(self, keys: set[str]) -> Seal:
        """The seal once the values at `keys` are erased: their digests stay in the chain, their salts go."""
        return Seal({k: v for k, v in self.salts.items() if k not in keys}, dict(self.digests))


def personal_values(stream: str, payload: Mapping[str, Any]) -> dict[str, str]:
    """The personal values at the top of a payload (where tdapp keeps them), by key; empty ones are not personal."""
    keys = PERSONAL_KEYS.get(stream, frozenset())
    return {k: v for k, v in payload.items() if k in keys and isinstance(v, str) and v}


def seal_payload(stream: str, payload: Mapping[str, Any]) -> Seal | None:
    values = personal_values(stream, payload)
    if not values:
        return None
    salts = {k: secrets.token_hex(16) for k in values}
    return Seal(salts, {k: digest(salts[k], k, v) for k, v in values.items()})


def hashed_payload(payload: Mapping[str, Any], seal: Seal | None) -> dict[str, Any]:
    """The payload as the chain sees it: each sealed personal value replaced by its digest."""
    if seal is None:
        return dict(payload)
    return {k: ({"sealed": seal.digests[k]} if k in seal.digests else v) for k, v in payload.items()}


def chain_hash(
    previous: str,
    *,
    stream: str,
    scope: int,
    position: int,
    kind: str,
    payload: Mapping[str, Any],
    seal: Seal | None,
    operator: str,
    at_ms: int,
) -> str:
    body = canonical([stream, scope, position, kind, hashed_payload(payload, seal), operator, at_ms])
    return hashlib.sha256(f"{previous}\n{body}".encode()).hexdigest()


def short(hash_: str) -> str:
    """The chain's head as printed on a sheet: enough to match a paper copy to the database."""
    return hash_[:12]


def erased(seal: Seal | None) -> bool:
    return seal is not None and bool(seal.erased_keys)


def seal_mismatch(stream: str, payload: Mapping[str, Any], seal: Seal | None) -> tuple[str, str] | None:
    """How an action's personal values differ from its seal, as (what, keys): ("unsealed", "document, phone"),
    ("added", "email") or ("changed", "document"); None when they match (erased values are not checked)."""
    values = personal_values(stream, payload)
    if seal is None:
        return ("unsealed", ", ".join(sorted(values))) if values else None
    added = sorted(set(values) - set(seal.digests))
    if added:
        return "added", ", ".join(added)
    for key, salt in seal.salts.items():
        if digest(salt, key, values.get(key, "")) != seal.digests[key]:
            return "changed", key
    return None
