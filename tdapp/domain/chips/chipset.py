"""The room's chip set and the stacks made from it (SPEC section 8).

A chip set lists denominations (value, color, how many the room owns). The
stacks handed out for a buy-in, re-entry, rebuy, add-on, Xtrastack or day-2
entry are compositions of those chips that must add up exactly to the chips
the configuration promises. The room runs short when the stacks handed out
(plus the larger chips brought in by color-ups) need more chips of a
denomination than it owns: `shortages` lists those denominations so the
desk can warn before the field is seated.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import TournamentConfig


@dataclass(frozen=True)
class Denomination:
    value: int
    color: str
    owned: int


@dataclass(frozen=True)
class ChipSet:
    """Denominations, smallest first, and the stack compositions by purchase kind."""

    denominations: tuple[Denomination, ...]
    stacks: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = ()

    @property
    def values(self) -> list[int]:
        return [d.value for d in self.denominations]

    def denomination(self, value: int) -> Denomination:
        for d in self.denominations:
            if d.value == value:
                return d
        raise RuleError("The chip set has no {value} chip.", value=value)

    def stack(self, kind: str) -> dict[int, int]:
        """Chips per value of the stack handed out for a purchase kind (empty if not defined)."""
        for name, composition in self.stacks:
            if name == kind:
                return dict(composition)
        return {}

    def to_payload(self) -> dict[str, Any]:
        return {
            "denominations": [{"value": d.value, "color": d.color, "owned": d.owned} for d in self.denominations],
            "stacks": {kind: {str(v): n for v, n in comp} for kind, comp in self.stacks},
        }


def stack_sizes(config: TournamentConfig) -> dict[str, int]:
    """The chips each purchase kind gives, by the names stack compositions use."""
    sizes = {"buy_in": config.buy_in.chips}
    if config.reentry:
        sizes["reentry"] = config.reentry.purchase.chips
    if config.rebuy:
        sizes["rebuy"] = config.rebuy.purchase.chips
    if config.addon:
        sizes["addon"] = config.addon.purchase.chips
    if config.xtrastack:
        sizes["xtrastack"] = config.xtrastack.chips
    for i, option in enumerate(config.multistack_day2):
        sizes[f"day2_{i}"] = option.chips
    return sizes


def parse_chip_set(data: Mapping[str, Any], config: TournamentConfig) -> ChipSet:
    """Build and check a chip set from an action's payload."""
    raw = data.get("denominations")
    if not isinstance(raw, list) or not raw:
        raise RuleError("A chip set needs at least one denomination.")
    denominations = []
    for item in raw:
        value, owned = item.get("value"), item.get("owned", 0)
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise RuleError("A chip's value must be a positive whole number; {value} was given.", value=value)
        if isinstance(owned, bool) or not isinstance(owned, int) or owned < 0:
            raise RuleError("The number of {value} chips owned must be a whole, non-negative number.", value=value)
        denominations.append(Denomination(value, str(item.get("color", "")), owned))
    denominations.sort(key=lambda d: d.value)
    values = [d.value for d in denominations]
    if len(set(values)) != len(values):
        raise RuleError("The chip set lists the same value twice.")
    sizes = stack_sizes(config)
    stacks = []
    for kind, composition in sorted(dict(data.get("stacks", {})).items()):
        if kind not in sizes:
            raise RuleError("This tournament hands out no '{kind}' stack.", kind=kind)
        counts = tuple(sorted((int(v), _count(n)) for v, n in dict(composition).items() if _count(n)))
        for value, _ in counts:
            if value not in values:
                raise RuleError("The {kind} stack uses a {value} chip that is not in the chip set.", kind=kind, value=value)
        total = sum(v * n for v, n in counts)
        if total != sizes[kind]:
            raise RuleError(
                "The {kind} stack adds up to {total} chips but the tournament gives {chips}.", kind=kind, total=total, chips=sizes[kind]
            )
        stacks.append((kind, counts))
    return ChipSet(tuple(denominations), tuple(stacks))


def _count(n: Any) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise RuleError("A number of chips must be a whole, non-negative number; {count} was given.", count=n)
    return n


def suggest_stack(values: Iterable[int], chips: int) -> dict[int, int]:
    """A stack of `chips` from the given chip values, for the TD to start from.

    Rule: the denominations worth at most a quarter of the stack (at least the
    smallest) share its value with weights doubling from one denomination to
    the next (1, 2, 4, ...), each share rounded down to whole chips; what is
    left is made with the largest of them first.
    """
    usable = sorted(v for v in values if v * 4 <= chips) or sorted(values)[:1]
    weight_sum = 2 ** len(usable) - 1
    stack = {v: chips * 2**i // weight_sum // v for i, v in enumerate(usable)}
    rest = chips - sum(v * n for v, n in stack.items())
    for v in reversed(usable):
        stack[v] += rest // v
        rest %= v
    if rest:
        raise RuleError("A stack of {chips} chips cannot be made from these chips.", chips=chips)
    return {v: n for v, n in stack.items() if n}


@dataclass(frozen=True)
class Shortage:
    value: int
    color: str
    needed: int
    owned: int


def shortages(chip_set: ChipSet, needed: Mapping[int, int]) -> list[Shortage]:
    """Denominations of which more chips are needed than the room owns."""
    short = []
    for d in chip_set.denominations:
        if needed.get(d.value, 0) > d.owned:
            short.append(Shortage(d.value, d.color, needed[d.value], d.owned))
    return short


def chips_needed(chip_set: ChipSet, stacks_handed_out: Mapping[str, int], brought_in: Mapping[int, int] | None = None) -> dict[int, int]:
    """Chips per value needed for the stacks handed out (count per purchase kind) plus color-up chips brought in."""
    needed: dict[int, int] = dict(brought_in or {})
    for kind, count in stacks_handed_out.items():
        composition = chip_set.stack(kind) or (chip_set.stack("buy_in") if kind == "reentry" else {})
        for value, n in composition.items():
            needed[value] = needed.get(value, 0) + n * count
    return needed
