"""Prize tables: who gets what of the distributable prize pool (FS 7.4, 3.1.4, 3.1.9, 8.1).

Every amount is integer cents and every rounding rule is stated where it is applied:

* Percentages (basis points, 1 % = 100) give each place below first the *floor* of
  its share; the leftover cents go to first place, so the table adds up to the
  pool exactly.
* Rounding to a unit (e.g. 5 € = 500 cents) rounds each place below first *down*
  to a multiple of the unit, except when that would take it under the Four
  Seasons minimum (twice the entry), in which case it is rounded *up* to the
  next multiple; first place takes whatever remains, so it is usually not a
  multiple of the unit. A unit so large that first place would end up smaller
  than second is refused.
* Survivor (FS 3.1.9) splits the pool equally; the odd cents go one each to the
  best places (place 1, then 2, ...).
* Satellite (FS 3.1.4.1): as many seats of the target event's buy-in as the pool
  buys; the remainder, if any, is a cash prize for the next place (the last
  player out before the seats).

The Four Seasons rule (FS 7.4), where "entries" means paid entries plus
re-entries (rebuys and add-ons raise the pool, not the count):

* 6-9 entries, 6-max events only: 2 places, 70 % / 30 %.
* 10-30 entries: 3 places, 50 % / 30 % / 20 %.
* 31 or more: ceil(10 % of the entries) places; "o prémio de valor mais baixo
  a atribuir, deverá ser o dobro do valor da entrada": the lowest prize *is*
  twice the entry. We read "entry" ("valor da entrada") as the buy-in a
  player pays, fee included (FS 4.3: prize contribution plus fee), bounty
  excluded since a bounty is not part of the entry (FS 3.1.3). The curve: every
  place first receives that minimum; what is left is shared by the places
  above the last in proportion to 1/place - 1/places (a harmonic curve pulled
  down to zero at the last place), so the last place gets exactly twice the
  entry and the others decrease smoothly towards it. With the room setting
  `LowestPrize.AT_LEAST_TWICE` the rest is shared in proportion to 1/place over
  every place instead, and the last place gets a little more than the
  minimum. A pool too small to give every place the minimum is refused. The
  2x rule is not applied to the 6-30 columns, whose percentages the
  regulation fixes. Rounding to a unit never moves an exact lowest prize.

Fewer than 6 entries, or 6-9 entries outside a 6-max event, have no Four Seasons
table: the organiser picks a custom table (FS 8.1) and we refuse with that advice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents, split_evenly
from tdapp.domain.tournament.config import LowestPrize, PayoutRule

FULL_BP = 10_000
SIX_MAX_SPLIT_BP = (7_000, 3_000)  # FS 7.4, 6-9 entries (6-max only)
SMALL_FIELD_SPLIT_BP = (5_000, 3_000, 2_000)  # FS 7.4, 10-30 entries
MIN_PRIZE_ENTRIES = 2  # FS 7.4: the smallest prize is twice the entry
_CURVE_SCALE = 10**15  # integer weights scale // place for the harmonic curve


@dataclass(frozen=True)
class PrizeTable:
    """Prizes by place (index 0 is first place); `seats` of them are satellite seats."""

    amounts: tuple[Cents, ...]
    pool_cents: Cents
    seats: int = 0

    @property
    def places(self) -> int:
        return len(self.amounts)

    @property
    def total_cents(self) -> Cents:
        return sum(self.amounts)

    def prize(self, place: int) -> Cents:
        """The prize of a place (1-based); places outside the table win nothing."""
        return self.amounts[place - 1] if 1 <= place <= len(self.amounts) else 0

    def is_seat(self, place: int) -> bool:
        return 1 <= place <= self.seats


# -- the Four Seasons table ---------------------------------------------------


def four_seasons_places(entries: int, *, six_max: bool = False) -> int:
    """How many places FS 7.4 pays for `entries` (paid entries plus re-entries)."""
    if entries >= 31:
        return -(-entries // 10)  # ceil(10 % x entries)
    if entries >= 10:
        return 3
    if entries >= 6 and six_max:
        return 2
    if entries >= 6:
        raise RuleError(
            "FS 7.4 has a table for {entries} entries only in a 6-max event; choose a custom payout table (FS 8.1).",
            entries=entries,
        )
    raise RuleError("FS 7.4 has no table for {entries} entries (6 or more); choose a custom payout table (FS 8.1).", entries=entries)


def four_seasons_table(
    pool_cents: Cents,
    entries: int,
    entry_cents: Cents,
    *,
    six_max: bool = False,
    round_to_cents: Cents = 0,
    lowest_prize: LowestPrize = LowestPrize.EXACTLY_TWICE,
) -> PrizeTable:
    """The FS 7.4 table for a distributable pool; see the module docstring for every rounding rule."""
    _check_pool(pool_cents)
    places = four_seasons_places(entries, six_max=six_max)
    if places == 2:
        return _finish(split_by_basis_points(pool_cents, SIX_MAX_SPLIT_BP), pool_cents, round_to_cents, 0)
    if places == 3:
        return _finish(split_by_basis_points(pool_cents, SMALL_FIELD_SPLIT_BP), pool_cents, round_to_cents, 0)
    minimum = MIN_PRIZE_ENTRIES * entry_cents
    spare = pool_cents - minimum * places
    if spare < 0:
        raise RuleError(
            "The prize pool ({pool} cents) cannot give each of the {places} places twice the entry ({minimum} cents) (FS 7.4).",
            pool=pool_cents,
            places=places,
            minimum=minimum,
        )
    exact = lowest_prize is LowestPrize.EXACTLY_TWICE
    last = _CURVE_SCALE // places if exact else 0
    weights = [_CURVE_SCALE // place - last for place in range(1, places + 1)]
    amounts = [minimum + share for share in largest_remainder(spare, weights)]
    return _finish(amounts, pool_cents, round_to_cents, minimum, exact_last=exact)


def largest_remainder(total: Cents, weights: Sequence[int]) -> list[Cents]:
    """Share `total` cents in proportion to integer `weights`, exactly.

    Each share is first rounded down; the cents still missing go one each to
    the largest remainders, ties to the earlier position (the better place or
    the player listed first).
    """
    if total < 0:
        raise ValueError("total must not be negative")
    weight_sum = sum(weights)
    if weight_sum <= 0 or any(w < 0 for w in weights):
        raise ValueError("weights must be non-negative with a positive sum")
    shares = [total * w // weight_sum for w in weights]
    remainders = [total * w % weight_sum for w in weights]
    missing = total - sum(shares)
    for index in sorted(range(len(weights)), key=lambda i: (-remainders[i], i))[:missing]:
        shares[index] += 1
    return shares


def split_by_basis_points(pool_cents: Cents, basis_points: Sequence[int]) -> list[Cents]:
    """Each place below first gets the floor of its percentage; first place gets the rest."""
    amounts = [pool_cents * bp // FULL_BP for bp in basis_points]
    amounts[0] = pool_cents - sum(amounts[1:])
    return amounts


def round_table(amounts: Sequence[Cents], unit_cents: Cents, minimum_cents: Cents = 0, *, exact_last: bool = False) -> list[Cents]:
    """Round places below first to `unit_cents` (down, or up to stay at the minimum); first takes the rest.

    With `exact_last` the last place keeps its amount (FS 7.4: the lowest prize
    is exactly twice the entry, whatever the unit).
    """
    if unit_cents <= 1 or len(amounts) < 2:
        return list(amounts)
    total = sum(amounts)
    floor_minimum = -(-minimum_cents // unit_cents) * unit_cents
    rest = [max(a // unit_cents * unit_cents, floor_minimum) for a in amounts[1:]]
    if exact_last:
        rest[-1] = amounts[-1]
    if rest[-1] <= 0:
        raise RuleError(
            "Rounding to {unit} cents would leave place {place} without a prize; choose a smaller unit.",
            unit=unit_cents,
            place=len(amounts),
        )
    first = total - sum(rest)
    if first < rest[0]:
        raise RuleError(
            "Rounding to {unit} cents would leave first place ({first} cents) below second place; choose a smaller unit.",
            unit=unit_cents,
            first=first,
        )
    return [first, *rest]


def _finish(
    amounts: Sequence[Cents], pool_cents: Cents, round_to_cents: Cents, minimum: Cents, seats: int = 0, *, exact_last: bool = False
) -> PrizeTable:
    if round_to_cents < 0:
        raise RuleError("The rounding unit cannot be negative.")
    rounded = round_table(amounts, round_to_cents, minimum, exact_last=exact_last)
    assert sum(rounded) == pool_cents
    return PrizeTable(tuple(rounded), pool_cents, seats)


def _check_pool(pool_cents: Cents) -> None:
    if isinstance(pool_cents, bool) or not isinstance(pool_cents, int) or pool_cents < 0:
        raise RuleError("The prize pool must be a whole, non-negative number of cents.")


# -- the other rules ------------------------------------------------------------


def custom_percent_table(pool_cents: Cents, basis_points: Sequence[int], *, round_to_cents: Cents = 0) -> PrizeTable:
    """A table in percentages chosen by the organiser (FS 8.1); must add up to exactly 100 %."""
    _check_pool(pool_cents)
    if not basis_points:
        raise RuleError("A custom payout table needs at least one place.")
    if any(isinstance(bp, bool) or not isinstance(bp, int) or bp <= 0 for bp in basis_points):
        raise RuleError("Every percentage of a custom payout table must be a positive number of basis points (1 % = 100).")
    if sum(basis_points) != FULL_BP:
        raise RuleError(
            "The percentages of a custom payout table add up to {total} %, not 100 %.",
            total=f"{sum(basis_points) // 100},{sum(basis_points) % 100:02d}",
        )
    check_non_increasing(basis_points)
    return _finish(split_by_basis_points(pool_cents, basis_points), pool_cents, round_to_cents, 0)


def custom_amounts_table(pool_cents: Cents, amounts: Sequence[Cents]) -> PrizeTable:
    """A table of fixed amounts (FS 8.1, or a TD override); must add up to the pool to the cent."""
    _check_pool(pool_cents)
    if not amounts:
        raise RuleError("A custom payout table needs at least one place.")
    if any(isinstance(a, bool) or not isinstance(a, int) or a <= 0 for a in amounts):
        raise RuleError("Every prize of a custom payout table must be a positive number of cents.")
    if sum(amounts) != pool_cents:
        raise RuleError(
            "The prizes add up to {total} cents but the prize pool is {pool} cents.",
            total=sum(amounts),
            pool=pool_cents,
        )
    check_non_increasing(amounts)
    return PrizeTable(tuple(amounts), pool_cents)


def survivor_table(pool_cents: Cents, places: int) -> PrizeTable:
    """FS 3.1.9: the pool split equally among the paid places; odd cents to the best places."""
    _check_pool(pool_cents)
    if places < 1:
        raise RuleError("A Survivor tournament needs at least one paid place.")
    return PrizeTable(tuple(split_evenly(pool_cents, places)), pool_cents)


def satellite_table(pool_cents: Cents, seat_cents: Cents) -> PrizeTable:
    """FS 3.1.4.1: seats of the target buy-in, the remainder in cash to the next place."""
    _check_pool(pool_cents)
    if seat_cents <= 0:
        raise RuleError("A satellite needs the value of the seat it awards (FS 3.1.4).")
    seats, remainder = divmod(pool_cents, seat_cents)
    amounts = [seat_cents] * seats + ([remainder] if remainder else [])
    return PrizeTable(tuple(amounts), pool_cents, seats)


def winner_takes_all_table(pool_cents: Cents) -> PrizeTable:
    _check_pool(pool_cents)
    return PrizeTable((pool_cents,), pool_cents)


def check_non_increasing(values: Sequence[int]) -> None:
    """Refuse a table in which a place pays more than the place above it."""
    for place in range(1, len(values)):
        if values[place] > values[place - 1]:
            raise RuleError(
                "Place {lower} would pay more than place {higher}: prizes cannot increase with the place.",
                lower=place + 1,
                higher=place,
            )


def table_for_rule(
    rule: PayoutRule,
    *,
    pool_cents: Cents,
    entries: int,
    entry_cents: Cents,
    six_max: bool = False,
    round_to_cents: Cents = 0,
    custom: Sequence[int] = (),
    satellite_seat_cents: Cents = 0,
    lowest_prize: LowestPrize = LowestPrize.EXACTLY_TWICE,
) -> PrizeTable:
    """The table of any payout rule from plain figures (used by the state and the calculator)."""
    if rule is PayoutRule.FOUR_SEASONS:
        return four_seasons_table(
            pool_cents, entries, entry_cents, six_max=six_max, round_to_cents=round_to_cents, lowest_prize=lowest_prize
        )
    if rule is PayoutRule.CUSTOM_PERCENT:
        return custom_percent_table(pool_cents, custom, round_to_cents=round_to_cents)
    if rule is PayoutRule.CUSTOM_AMOUNTS:
        return custom_amounts_table(pool_cents, custom)
    if rule is PayoutRule.SURVIVOR:
        return survivor_table(pool_cents, four_seasons_places(entries, six_max=six_max))
    if rule is PayoutRule.SATELLITE:
        return satellite_table(pool_cents, satellite_seat_cents)
    return winner_takes_all_table(pool_cents)
