"""Final-table deals (FS 7.3): ICM, chip-chop, "save" chip-chop, and a custom agreement.

Whatever the method, the amount kept in play for the eventual winner is taken
off first prize before the split, and may not make first prize smaller than
second (the prizes being shared must still decrease with the place). The
amounts of a deal add up to the prizes left minus the amount kept in play, to
the cent:

* ICM: Malmuth-Harville equities, rounded by the largest remainder (`icm.apportion`).
* Chip-chop: (prizes left) x chips / total chips, rounded by the largest
  remainder (ties to the player listed first).
* Save chip-chop: everyone first gets the smallest prize still to be paid (the
  prize of the last place among the players in the deal, 0 if that place is
  not paid), the rest is chip-chopped as above.
* Custom: the amounts the players agreed, checked to add up exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents
from tdapp.domain.prizes.icm import check_stacks_and_prizes, icm_cents
from tdapp.domain.prizes.payouts import largest_remainder


class DealMethod(StrEnum):
    ICM = "icm"
    CHIP_CHOP = "chip_chop"
    SAVE_CHOP = "save_chop"
    CUSTOM = "custom"


@dataclass(frozen=True)
class DealProposal:
    """A computed deal: amounts per player in the order of `stacks`."""

    method: DealMethod
    stacks: tuple[int, ...]
    prizes_left: tuple[Cents, ...]
    play_for_cents: Cents
    amounts: tuple[Cents, ...]

    @property
    def shared_cents(self) -> Cents:
        return sum(self.amounts)


def pad_prizes(prizes: Sequence[Cents], players: int) -> list[Cents]:
    """The prizes of places 1..players (places beyond the table pay nothing)."""
    return list(prizes[:players]) + [0] * max(0, players - len(prizes))


def propose_deal(
    method: DealMethod | str,
    stacks: Sequence[int],
    prizes_left: Sequence[Cents],
    *,
    play_for_cents: Cents = 0,
    amounts: Sequence[Cents] | None = None,
) -> DealProposal:
    """Compute (or, for a custom deal, check) a deal; refusals name the broken rule."""
    method = _method(method)
    check_stacks_and_prizes(stacks, prizes_left)
    prizes = pad_prizes(prizes_left, len(stacks))
    if isinstance(play_for_cents, bool) or not isinstance(play_for_cents, int) or play_for_cents < 0:
        raise RuleError("The amount kept in play must be a whole, non-negative number of cents.")
    if play_for_cents > prizes[0] - prizes[1]:
        raise RuleError(
            "At most {limit} cents can be kept in play: first prize cannot become smaller than second prize.",
            limit=prizes[0] - prizes[1],
        )
    shared = [prizes[0] - play_for_cents, *prizes[1:]]
    total = sum(shared)
    if method is DealMethod.ICM:
        result = icm_cents(stacks, shared)
    elif method is DealMethod.CHIP_CHOP:
        result = largest_remainder(total, stacks)
    elif method is DealMethod.SAVE_CHOP:
        saved = shared[-1]
        result = [saved + share for share in largest_remainder(total - saved * len(stacks), stacks)]
    else:
        result = _check_custom(amounts, len(stacks), total)
    if method is not DealMethod.CUSTOM and amounts is not None and list(amounts) != result:
        raise RuleError("The amounts of the deal do not match the {method} computation.", method=method.value)
    return DealProposal(method, tuple(stacks), tuple(prizes_left), play_for_cents, tuple(result))


def _method(method: DealMethod | str) -> DealMethod:
    try:
        return DealMethod(method)
    except ValueError:
        raise RuleError("Unknown deal method '{method}'.", method=method) from None


def _check_custom(amounts: Sequence[Cents] | None, players: int, total: Cents) -> list[Cents]:
    if amounts is None or len(amounts) != players:
        raise RuleError("A custom deal needs one amount per player.")
    for amount in amounts:
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise RuleError("Every amount of a deal must be a whole, non-negative number of cents.")
    if sum(amounts) != total:
        raise RuleError("The deal shares {total} cents but the prizes left are {left} cents.", total=sum(amounts), left=total)
    return list(amounts)
