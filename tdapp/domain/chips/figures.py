"""Chip figures for the clock screen and the desk: chips in play, average stack, shortages.

Chips in play = chips issued (every stack sold) - chips forfeited (stacks
given up on re-entry, RPT Art. 7.2) + what color-ups added or removed
(their documented rounding). The average stack is rounded down to a whole
chip.
"""

from __future__ import annotations

from tdapp.domain.chips.chipset import Shortage, chips_needed, shortages
from tdapp.domain.tournament.state import PaymentKind, TournamentState

_STACK_OF_PAYMENT = {
    PaymentKind.BUY_IN: "buy_in",
    PaymentKind.LATE_REGISTRATION: "buy_in",
    PaymentKind.REENTRY: "reentry",
    PaymentKind.REBUY: "rebuy",
    PaymentKind.ADDON: "addon",
    PaymentKind.XTRASTACK: "xtrastack",
}


def chips_in_play(state: TournamentState) -> int:
    return state.chips_issued - state.chips_forfeited + state.prizes.chips.color_up_change


def average_stack(state: TournamentState) -> int:
    """Chips in play per player left, rounded down; 0 when nobody is left."""
    left = state.players_left
    return chips_in_play(state) // left if left else 0


def big_blinds_per_average_stack(state: TournamentState, big_blind: int) -> float:
    """The average stack in big blinds (a ratio for display, not an amount)."""
    if big_blind <= 0:
        raise ValueError("big_blind must be positive")
    return average_stack(state) / big_blind


def stacks_handed_out(state: TournamentState, *, expected_entries: int = 0) -> dict[str, int]:
    """Stacks handed out per kind; `expected_entries` raises the buy-in count to the field expected."""
    counts: dict[str, int] = {}
    for payment in state.payments:
        kind = _STACK_OF_PAYMENT.get(payment.kind)
        if kind is None:  # a day-2 entry: its stack is named after the option bought
            option = state.registrations[payment.player_id].day2_option
            kind = f"day2_{option}"
        counts[kind] = counts.get(kind, 0) + 1
    counts["buy_in"] = max(counts.get("buy_in", 0), expected_entries)
    return counts


def chip_shortages(state: TournamentState, *, expected_entries: int = 0) -> list[Shortage]:
    """Denominations the room does not own enough of, for the stacks handed out (or expected) and color-ups.

    Color-ups bring larger chips in; the small chips that come back are not
    counted as free again, since they leave the tournament.
    """
    chip_set = state.prizes.chips.chip_set
    if chip_set is None:
        return []
    brought: dict[int, int] = {}
    for c in state.prizes.chips.color_ups:
        brought[c.into] = brought.get(c.into, 0) + c.new_chips
    return shortages(chip_set, chips_needed(chip_set, stacks_handed_out(state, expected_entries=expected_entries), brought))
