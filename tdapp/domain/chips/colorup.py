"""Color-up and chip race (RPT Art. 24, DP 10, SPEC section 8).

At a break the smallest denomination in play leaves the tournament and each
table exchanges it for the next larger chip (RPT Art. 24.2: "de valor
imediatamente superior"):

1. Exchange: each player's removed chips are exchanged for as many whole new
   chips as their value makes exactly (Art. 24.1).
2. Odd chips: what is left of each player (less than one new chip) races.
3. How many new chips are raced: the table's odd value divided by the new
   chip's value, rounded down, plus one when the remainder is at least half a
   new chip (`RaceRule.AT_LEAST_HALF`, the common practice), more than half
   (`MORE_THAN_HALF`), or never (`NEVER`: what cannot make a whole chip is
   removed, Art. 24.4). Each racer holds less than one new chip, so there are
   never more chips raced than racers.
4. The race: one card per odd chip, dealt face up in rounds starting at seat 1
   (a player with three odd chips receives a card in each of the first three
   rounds). A player's highest card counts, cards rank 2 < ... < A, and equal
   ranks are broken by suit: spades > hearts > diamonds > clubs (bridge order).
   The best players win one new chip each: at most one chip per player
   (Art. 24.2).
5. Nobody is eliminated (Art. 24.2): a player whose only chips were removed and
   who gets nothing from the exchange or the race receives one chip of the
   smallest denomination left in play, which is the new chip.

The only difference in chips in play before and after is therefore the race's
rounding (raced value minus odd value: between minus half and plus half a new
chip with the half rules, between minus one chip and zero with `NEVER`) plus
one new chip per player saved from elimination.

The shuffle is random: `draw_chip_race` uses `secrets` and returns the cards as
data for the action's payload; `run_table` only reads them, so replaying the
log always gives the same winners.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Any

from tdapp.domain.errors import RuleError

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades (bridge order)
DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)


class RaceRule(StrEnum):
    AT_LEAST_HALF = "at_least_half"
    MORE_THAN_HALF = "more_than_half"
    NEVER = "never"


def card_strength(card: str) -> int:
    """0 (2 of clubs) to 51 (ace of spades)."""
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise RuleError("'{card}' is not a card (rank 2-9, T, J, Q, K, A then suit s, h, d, c).", card=card)
    return RANKS.index(card[0]) * 4 + SUITS.index(card[1])


@dataclass(frozen=True)
class SeatCount:
    """What the dealer counts for one player: chips of the removed denomination, and whether he has others."""

    seat: int
    player_id: int
    count: int
    has_other_chips: bool


@dataclass(frozen=True)
class TablePlan:
    """The exchange at one table, before the race."""

    table: int
    removed: int
    into: int
    seats: tuple[SeatCount, ...]  # by seat number
    exchanged: tuple[int, ...]  # new chips per seat from the exchange
    odd: tuple[int, ...]  # odd (removed) chips per seat that race
    raced: int  # new chips raced at the table

    @property
    def odd_value(self) -> int:
        return sum(self.odd) * self.removed

    @property
    def removed_chips(self) -> int:
        return sum(s.count for s in self.seats)

    @property
    def new_chips_before_race(self) -> int:
        return sum(self.exchanged) + self.raced


def plan_table(table: int, seats: Sequence[SeatCount], removed: int, into: int, rule: RaceRule) -> TablePlan:
    """Exchange and odd chips at one table (steps 1-3 of the module docstring)."""
    if into <= removed or into % removed:
        raise RuleError(
            "The {removed} chips can only be colored up into a multiple of their value ({into} is not).", removed=removed, into=into
        )
    ordered = sorted(seats, key=lambda s: s.seat)
    numbers = [s.seat for s in ordered]
    if len(set(numbers)) != len(numbers):
        raise RuleError("Table {table} lists a seat twice.", table=table)
    for s in ordered:
        if isinstance(s.count, bool) or not isinstance(s.count, int) or s.count < 0:
            raise RuleError("The count of chips at seat {seat} must be a whole, non-negative number.", seat=s.seat)
        if s.count == 0 and not s.has_other_chips:
            raise RuleError("The player at seat {seat} of table {table} has no chips at all.", seat=s.seat, table=table)
    ratio = into // removed
    exchanged = tuple(s.count // ratio for s in ordered)
    odd = tuple(s.count % ratio for s in ordered)
    whole, remainder = divmod(sum(odd) * removed, into)
    if rule is RaceRule.AT_LEAST_HALF:
        extra = 1 if remainder and remainder * 2 >= into else 0
    elif rule is RaceRule.MORE_THAN_HALF:
        extra = 1 if remainder * 2 > into else 0
    else:
        extra = 0
    plan = TablePlan(table, removed, into, tuple(ordered), exchanged, odd, whole + extra)
    if sum(odd) > len(DECK):
        raise RuleError(
            "Table {table} would need {cards} cards for its chip race but a deck has 52; color up in two steps.",
            table=table,
            cards=sum(odd),
        )
    return plan


def dealing_order(plan: TablePlan) -> list[int]:
    """Seat indexes in the order cards are dealt: rounds from seat 1, one card per odd chip."""
    order = []
    for round_ in range(max(plan.odd, default=0)):
        order.extend(i for i, n in enumerate(plan.odd) if n > round_)
    return order


def draw_chip_race(plan: TablePlan, rng: Any = None) -> list[list[str]]:
    """Shuffle a deck (with `secrets` unless `rng` is given) and deal the race: cards per seat, in seat order."""
    rng = rng or secrets.SystemRandom()
    deck = list(DECK)
    rng.shuffle(deck)
    cards: list[list[str]] = [[] for _ in plan.seats]
    for card, index in zip(deck, dealing_order(plan), strict=False):
        cards[index].append(card)
    return cards


@dataclass(frozen=True)
class SeatResult:
    seat: int
    player_id: int
    count: int  # removed chips handed in
    exchanged: int  # new chips from the exchange
    cards: tuple[str, ...]
    won_race: bool
    saved: bool  # one new chip so as not to be eliminated (Art. 24.2)

    @property
    def new_chips(self) -> int:
        return self.exchanged + int(self.won_race) + int(self.saved)


@dataclass(frozen=True)
class TableResult:
    table: int
    raced: int
    seats: tuple[SeatResult, ...]

    @property
    def removed_chips(self) -> int:
        return sum(s.count for s in self.seats)

    @property
    def new_chips(self) -> int:
        return sum(s.new_chips for s in self.seats)


def run_table(plan: TablePlan, cards: Sequence[Sequence[str]]) -> TableResult:
    """Decide the race from the cards dealt (one list per seat, in seat order)."""
    if len(cards) != len(plan.seats):
        raise RuleError(
            "Table {table}: the race lists cards for {given} seats, not {seats}.", table=plan.table, given=len(cards), seats=len(plan.seats)
        )
    seen: set[str] = set()
    best: list[int] = []
    for i, (hand, odd) in enumerate(zip(cards, plan.odd, strict=True)):
        if len(hand) != odd:
            raise RuleError(
                "Seat {seat} of table {table} races {odd} odd chips and must get {odd} cards, not {given}.",
                seat=plan.seats[i].seat,
                table=plan.table,
                odd=odd,
                given=len(hand),
            )
        strengths = [card_strength(c) for c in hand]
        if seen & set(hand) or len(set(hand)) != len(hand):
            raise RuleError("Table {table}: a card was dealt twice in the chip race.", table=plan.table)
        seen |= set(hand)
        best.append(max(strengths, default=-1))
    racers = sorted((i for i, n in enumerate(plan.odd) if n), key=lambda i: -best[i])
    winners = set(racers[: plan.raced])
    seats = []
    for i, s in enumerate(plan.seats):
        won = i in winners
        saved = not s.has_other_chips and plan.exchanged[i] == 0 and not won
        seats.append(SeatResult(s.seat, s.player_id, s.count, plan.exchanged[i], tuple(cards[i]), won, saved))
    return TableResult(plan.table, plan.raced, tuple(seats))


@dataclass(frozen=True)
class ColorUpResult:
    """A color-up done at every table, as recorded in the log."""

    removed: int
    into: int
    rule: RaceRule
    tables: tuple[TableResult, ...]
    at_ms: int = 0
    seq: int = 0

    @property
    def removed_chips(self) -> int:
        """Small chips that come back to the cage."""
        return sum(t.removed_chips for t in self.tables)

    @property
    def new_chips(self) -> int:
        """Larger chips brought to the tables."""
        return sum(t.new_chips for t in self.tables)

    @cached_property  # read by every chip count (the chips in play): worked out once, not seat by seat each time
    def value_change(self) -> int:
        """Chips in play after minus before (the documented rounding, plus players saved)."""
        return self.new_chips * self.into - self.removed_chips * self.removed


@dataclass(frozen=True)
class ColorUpReport:
    """For the whole event: how many larger chips to bring and how many small chips come back."""

    removed: int
    into: int
    per_table: tuple[tuple[int, int, int], ...]  # (table, new chips to bring, small chips back)

    @property
    def bring(self) -> int:
        return sum(t[1] for t in self.per_table)

    @property
    def back(self) -> int:
        return sum(t[2] for t in self.per_table)


def report(plans: Sequence[TablePlan]) -> ColorUpReport:
    """Before the races: chips to bring (exchange plus chips raced) and small chips back, per table and in total.

    Players saved from elimination may need one more new chip each after the
    race; the recorded `ColorUpResult.new_chips` counts them.
    """
    if not plans:
        raise RuleError("A color-up needs at least one table.")
    rows = tuple((p.table, p.new_chips_before_race, p.removed_chips) for p in plans)
    return ColorUpReport(plans[0].removed, plans[0].into, rows)


# -- which denomination may go ----------------------------------------------------


def next_denomination(in_play: Sequence[int], removed: int) -> int:
    """The chip a color-up of `removed` exchanges into: the next larger value in play (Art. 24.2)."""
    if removed not in in_play:
        raise RuleError("The {value} chip is not in play.", value=removed)
    if removed != min(in_play):
        raise RuleError("A color-up removes the smallest chip in play ({smallest}), not {value}.", smallest=min(in_play), value=removed)
    larger = [v for v in in_play if v > removed]
    if not larger:
        raise RuleError("The {value} chip is the only one left in play.", value=removed)
    return min(larger)


def check_blinds_payable(in_play_after: Sequence[int], blinds: Mapping[str, int]) -> None:
    """Refuse a color-up that leaves a blind or the ante impossible to pay exactly with the chips left."""
    for name in ("small_blind", "big_blind", "ante"):
        amount = blinds.get(name, 0)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise RuleError("The {name} must be a whole, non-negative number of chips.", name=name.replace("_", " "))
        if amount and not payable(amount, in_play_after):
            raise RuleError(
                "The current {name} ({amount}) still needs the chips being removed: color up only when the blinds no longer need them (RPT Art. 24).",
                name=name.replace("_", " "),
                amount=amount,
            )


def payable(amount: int, values: Sequence[int]) -> bool:
    """Whether `amount` can be made exactly from chips of the given values."""
    if not values:
        return False
    g = math.gcd(*values)
    if amount % g:
        return False
    target, coins = amount // g, sorted({v // g for v in values})
    if target > 1_000_000:  # far beyond any real blind: the gcd test above is enough
        return True
    reachable = bytearray(target + 1)
    reachable[0] = 1
    for coin in coins:
        for x in range(coin, target + 1):
            if reachable[x - coin]:
                reachable[x] = 1
    return bool(reachable[target])
