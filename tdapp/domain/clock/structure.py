"""Blind structures: levels and breaks, validated as a whole (SPEC section 6).

A structure is the list the room plays through: levels (small blind, big
blind, ante, duration) and breaks (duration, optionally the color-up of the
smallest chip). Its JSON form is the one `tdapp calc structure --json` prints
and `clock.set_structure` takes, so a wizard's proposal can be pasted into a
tournament unchanged.

Validation refuses what a room cannot play: a level without time, blinds that
go down, an ante above the big blind (RPT Art. 32 makes the big blind pay it),
and amounts the chips still in play cannot make after a color-up (RPT Art. 24).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tdapp.domain.errors import RuleError

MINUTE_MS = 60_000


class AnteKind(StrEnum):
    """Who pays the ante: the big blind for the table (RPT Art. 32, the default) or every player."""

    BIG_BLIND = "big_blind"
    EVERY_PLAYER = "every_player"


@dataclass(frozen=True)
class Level:
    """A level of play; its number counts levels only (breaks are not numbered)."""

    small_blind: int
    big_blind: int
    ante: int
    minutes: int
    ante_kind: AnteKind = AnteKind.BIG_BLIND

    @property
    def duration_ms(self) -> int:
        return self.minutes * MINUTE_MS

    @property
    def is_break(self) -> bool:
        return False

    def to_dict(self, number: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "level": number,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
            "minutes": self.minutes,
        }
        if self.ante_kind is not AnteKind.BIG_BLIND:
            data["ante_kind"] = self.ante_kind.value
        return data


@dataclass(frozen=True)
class Break:
    """A pause in play; `color_up` is the denomination taken out of play during it (RPT Art. 24)."""

    minutes: int
    color_up: int | None = None

    @property
    def duration_ms(self) -> int:
        return self.minutes * MINUTE_MS

    @property
    def is_break(self) -> bool:
        return True

    def to_dict(self) -> dict[str, Any]:
        return {"break": True, "minutes": self.minutes, "color_up": self.color_up}


Item = Level | Break


@dataclass(frozen=True)
class Structure:
    """The validated list of items, and the chip set it is played with (empty: not checked)."""

    items: tuple[Item, ...]
    chips: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        validate(self.items, self.chips)

    # -- lookups ----------------------------------------------------------
    @property
    def level_count(self) -> int:
        return sum(1 for item in self.items if not item.is_break)

    def level_number(self, index: int) -> int:
        """The number of the level at `index`, or for a break the number of the level before it (0 before level 1)."""
        return sum(1 for item in self.items[: index + 1] if not item.is_break)

    def index_of_level(self, number: int) -> int:
        """The item index of level `number` (1-based); RuleError if there is no such level."""
        seen = 0
        for index, item in enumerate(self.items):
            if not item.is_break:
                seen += 1
                if seen == number:
                    return index
        raise RuleError("There is no level {level} in the structure (it has {count}).", level=number, count=self.level_count)

    def chips_in_play(self, index: int) -> tuple[int, ...]:
        """The denominations still in play at item `index` (a color-up takes effect after its break)."""
        removed = {item.color_up for item in self.items[:index] if isinstance(item, Break) and item.color_up is not None}
        return tuple(c for c in self.chips if c not in removed)

    # -- JSON -------------------------------------------------------------
    def items_json(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        number = 0
        for item in self.items:
            if isinstance(item, Level):
                number += 1
                out.append(item.to_dict(number))
            else:
                out.append(item.to_dict())
        return out

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"items": self.items_json()}
        if self.chips:
            data["chips"] = list(self.chips)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Structure:
        """Read the payload of `clock.set_structure` or a template file: {"items": [...], "chips": [...]}."""
        if not isinstance(data, dict):
            raise RuleError("A structure is an object with a list of items.")
        unknown = set(data) - {"items", "chips", "name", "modality", "notes"}
        if unknown:
            raise RuleError("Unknown structure fields: {fields}.", fields=", ".join(sorted(unknown)))
        chips = data.get("chips", [])
        if not isinstance(chips, list) or not all(_is_int(c) and c > 0 for c in chips):
            raise RuleError("The chip set must be a list of positive whole denominations.")
        return cls(items_from_json(data.get("items")), tuple(sorted(set(chips))))


def items_from_json(raw: Any) -> tuple[Item, ...]:
    """Parse the item list; the first malformed item is named by its position."""
    if not isinstance(raw, list) or not raw:
        raise RuleError("A structure needs a non-empty list of levels and breaks.")
    items: list[Item] = []
    number = 0
    for position, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise RuleError("Item {position} of the structure is not a level or a break.", position=position)
        if entry.get("break"):
            unknown = set(entry) - {"break", "minutes", "color_up"}
            if unknown:
                raise RuleError("Item {position}: unknown fields {fields}.", position=position, fields=", ".join(sorted(unknown)))
            color_up = entry.get("color_up")
            if color_up is not None and not _is_int(color_up):
                raise RuleError("Item {position}: the color-up must be a chip denomination.", position=position)
            items.append(Break(_whole(entry, "minutes", position), color_up))
        else:
            number += 1
            if entry.get("minutes") is None:
                raise RuleError("Level {level} has no duration.", level=number)
            unknown = set(entry) - {"level", "small_blind", "big_blind", "ante", "minutes", "ante_kind", "break"}
            if unknown:
                raise RuleError("Item {position}: unknown fields {fields}.", position=position, fields=", ".join(sorted(unknown)))
            try:
                kind = AnteKind(entry.get("ante_kind", AnteKind.BIG_BLIND.value))
            except ValueError:
                raise RuleError("Level {level}: unknown ante kind '{kind}'.", level=number, kind=entry.get("ante_kind")) from None
            items.append(
                Level(
                    _whole(entry, "small_blind", position),
                    _whole(entry, "big_blind", position),
                    _whole(entry, "ante", position, default=0),
                    _whole(entry, "minutes", position),
                    kind,
                )
            )
    return tuple(items)


def validate(items: Sequence[Item], chips: Iterable[int] = ()) -> None:
    """Refuse a structure the room cannot play, naming the level and the reason."""
    if not items or not any(isinstance(item, Level) for item in items):
        raise RuleError("A structure needs at least one level.")
    if items[-1].is_break:
        raise RuleError("A structure must end with a level: the last level keeps running when the structure runs out.")
    in_play = sorted(set(chips))
    previous: Level | None = None
    number = 0
    for index, item in enumerate(items):
        if isinstance(item, Break):
            after = number
            if item.minutes <= 0:
                raise RuleError("The break after level {level} has no duration.", level=after)
            if index > 0 and items[index - 1].is_break:
                raise RuleError("Two breaks follow each other after level {level}: make it one break.", level=after)
            if item.color_up is not None:
                if in_play and item.color_up not in in_play:
                    raise RuleError(
                        "The break after level {level} colors up the {chip} chip, which is not in play.", level=after, chip=item.color_up
                    )
                if in_play and item.color_up == in_play[-1]:
                    raise RuleError(
                        "The break after level {level} would color up the largest chip in play ({chip}).", level=after, chip=item.color_up
                    )
                if in_play and item.color_up != in_play[0]:
                    raise RuleError(
                        "The break after level {level} colors up the {chip} chip while the smaller {smallest} chip is still in play (RPT Art. 24).",
                        level=after,
                        chip=item.color_up,
                        smallest=in_play[0],
                    )
                if in_play:
                    in_play.remove(item.color_up)
            continue
        number += 1
        if item.minutes <= 0:
            raise RuleError("Level {level} has no duration.", level=number)
        if item.small_blind <= 0 or item.big_blind <= 0:
            raise RuleError("Level {level} needs a small blind and a big blind.", level=number)
        if item.small_blind > item.big_blind:
            raise RuleError(
                "Level {level}: the small blind ({sb}) is larger than the big blind ({bb}).",
                level=number,
                sb=item.small_blind,
                bb=item.big_blind,
            )
        if item.ante < 0:
            raise RuleError("Level {level}: the ante cannot be negative.", level=number)
        if item.ante > item.big_blind:
            raise RuleError(
                "Level {level}: the ante ({ante}) is larger than the big blind ({bb}) (RPT Art. 32).",
                level=number,
                ante=item.ante,
                bb=item.big_blind,
            )
        if previous is not None:
            for name, before, now in (
                ("small blind", previous.small_blind, item.small_blind),
                ("big blind", previous.big_blind, item.big_blind),
            ):
                if now < before:
                    raise RuleError(
                        "Level {level}: the {what} goes down from {before} to {now}; blinds never go down.",
                        level=number,
                        what=name,
                        before=before,
                        now=now,
                    )
        if in_play:
            smallest = in_play[0]
            for name, amount in (("small blind", item.small_blind), ("big blind", item.big_blind), ("ante", item.ante)):
                if amount % smallest:
                    raise RuleError(
                        "Level {level}: the {what} of {amount} cannot be made with the chips in play (smallest: {chip}).",
                        level=number,
                        what=name,
                        amount=amount,
                        chip=smallest,
                    )
        previous = item


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(entry: dict[str, Any], key: str, position: int, default: int | None = None) -> int:
    value = entry.get(key, default)
    if not _is_int(value):
        raise RuleError("Item {position}: '{field}' must be a whole number.", position=position, field=key)
    return value
