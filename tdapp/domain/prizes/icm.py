"""The Independent Chip Model (Malmuth-Harville), computed exactly over every finishing order.

Malmuth-Harville: a player finishes first with probability stack / chips in
play; given who finished above, a player takes the next place with
probability stack / chips of the players still unplaced. A player's equity is
the sum over places of P(place) x prize.

Rather than walk the n! orders, we walk the 2^n sets of players who took the
top places (a set reached in any order has the same future), which is exact
and takes a few milliseconds for 10 players. The probabilities are computed in
binary floating point (relative error around 1e-15, a millionth of a cent
on a million-euro pool); `icm_equities_exact` does the same sums in exact
fractions, slower, for checking. Money leaves this module only as whole cents:
`icm_cents` rounds by the largest remainder so the amounts add up to the
prizes exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents

MAX_ICM_PLAYERS = 10


def check_stacks_and_prizes(stacks: Sequence[int], prizes: Sequence[Cents]) -> None:
    """Refuse what no deal can be computed from."""
    if len(stacks) < 2:
        raise RuleError("A deal needs at least two players.")
    for stack in stacks:
        if isinstance(stack, bool) or not isinstance(stack, int) or stack <= 0:
            raise RuleError("Every stack in a deal must be a positive number of chips; {stack} was given.", stack=stack)
    if not prizes:
        raise RuleError("A deal needs at least one prize to share.")
    if len(prizes) > len(stacks):
        raise RuleError(
            "There are {prizes} prizes for {players} players: a deal cannot share more prizes than there are players.",
            prizes=len(prizes),
            players=len(stacks),
        )
    for prize in prizes:
        if isinstance(prize, bool) or not isinstance(prize, int) or prize < 0:
            raise RuleError("Every prize must be a whole, non-negative number of cents; {prize} was given.", prize=prize)
    for place in range(1, len(prizes)):
        if prizes[place] > prizes[place - 1]:
            raise RuleError(
                "Place {lower} would pay more than place {higher}: prizes cannot increase with the place.",
                lower=place + 1,
                higher=place,
            )


def icm_equities(stacks: Sequence[int], prizes: Sequence[Cents]) -> list[float]:
    """Each player's expected prize in cents (floating point), in the order of `stacks`."""
    check_stacks_and_prizes(stacks, prizes)
    if len(stacks) > MAX_ICM_PLAYERS:
        raise RuleError("ICM is computed for at most {limit} players.", limit=MAX_ICM_PLAYERS)
    return _equities(stacks, prizes, lambda a, b: a / b)


def icm_equities_exact(stacks: Sequence[int], prizes: Sequence[Cents]) -> list[Fraction]:
    """The same equities as exact fractions of a cent."""
    check_stacks_and_prizes(stacks, prizes)
    if len(stacks) > MAX_ICM_PLAYERS:
        raise RuleError("ICM is computed for at most {limit} players.", limit=MAX_ICM_PLAYERS)
    return _equities(stacks, prizes, Fraction)


def _equities(stacks, prizes, ratio):  # type: ignore[no-untyped-def]
    n = len(stacks)
    total = sum(stacks)
    equity = [ratio(0, 1)] * n
    layer = {0: (ratio(1, 1), 0)}  # set of placed players -> (probability, their chips)
    for prize in prizes:
        following: dict[int, tuple] = {}  # type: ignore[type-arg]
        for placed, (probability, placed_chips) in layer.items():
            remaining = total - placed_chips
            for i in range(n):
                if placed >> i & 1:
                    continue
                p = probability * ratio(stacks[i], remaining)
                equity[i] += p * prize
                key = placed | 1 << i
                if key in following:
                    following[key] = (following[key][0] + p, following[key][1])
                else:
                    following[key] = (p, placed_chips + stacks[i])
        layer = following
    return equity


def icm_cents(stacks: Sequence[int], prizes: Sequence[Cents]) -> list[Cents]:
    """ICM equities in whole cents adding up to the sum of the prizes (largest remainder)."""
    return apportion(icm_equities(stacks, prizes), sum(prizes))


def apportion(values: Sequence[float | Fraction], total: Cents) -> list[Cents]:
    """Round non-negative amounts to whole cents so that they add up to `total`.

    Largest remainder: every amount is rounded down, then the cents still
    missing go one each to the largest fractional parts; ties (compared to a
    millionth of a cent, so floating-point noise cannot decide) go to the
    player listed first. If the floors already exceed the total (only possible
    through floating-point noise), cents are taken back from the smallest
    fractional parts, last player first.
    """
    floors = [max(0, math.floor(v)) for v in values]
    fractions = [round(float(v) - f, 6) for v, f in zip(values, floors, strict=True)]
    missing = total - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-fractions[i], i))
    if missing >= 0:
        for i in (order * (missing // max(1, len(order)) + 1))[:missing]:
            floors[i] += 1
    else:
        for i in [j for j in reversed(order) if floors[j] > 0][:-missing]:
            floors[i] -= 1
    return floors
