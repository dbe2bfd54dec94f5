"""Action handlers for chips: the chip set in use and the color-ups (RPT Art. 24).

`chips.set` payload: {"denominations": [{"value": 25, "color": "green", "owned": 600}, ...],
"stacks": {"buy_in": {"25": 8, "100": 8, ...}, ...}} (stack names from
`chipset.stack_sizes`). Refused after a color-up, which depends on the set.

`chips.count` payload: {"player_id": 7, "chips": 48500}: a TD or floor counted
the player's stack (`tdapp.domain.chips.counts` says how counts relate to the
chips in play).

`chips.color_up` payload: {"removed": 25, "race_rule": "at_least_half",
"blinds": {"small_blind": 100, "big_blind": 200, "ante": 200},
"tables": [{"table": 1, "seats": [{"seat": 1, "player_id": 7, "count": 5,
"has_other_chips": true, "cards": ["As", "2d"]}, ...]}, ...]}. The blinds are
the current level's (given by the clock); the cards come from
`colorup.draw_chip_race` before the action is recorded.
"""

from __future__ import annotations

from typing import Any

from tdapp.domain.chips.chipset import parse_chip_set
from tdapp.domain.chips.colorup import (
    ColorUpResult,
    RaceRule,
    SeatCount,
    check_blinds_payable,
    next_denomination,
    plan_table,
    run_table,
)
from tdapp.domain.chips.counts import census_total, play_mark, stack_number
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.chips.state import ChipCount, CountRead
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.reversal_index import index_of
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of, whole_number
from tdapp.domain.tournament.state import Status, TournamentState


@TOURNAMENT.handles("chips.set")
def set_chip_set(state: TournamentState, action: Action) -> Effect:
    config = state.require_config()
    chips = state.prizes.chips
    if chips.color_ups:
        raise RuleError("The chip set cannot change after a color-up; undo the color-up first.")
    chip_set = parse_chip_set(action.payload, config)

    def effect() -> None:
        chips.chip_set = chip_set

    return effect


@TOURNAMENT.handles("chips.color_up")
def color_up(state: TournamentState, action: Action) -> Effect:
    state.require_config()
    result = color_up_result(state, action.payload, at_ms=action.at_ms, seq=action.seq)

    def effect() -> None:
        state.prizes.chips.color_ups.append(result)

    return effect


def color_up_result(state: TournamentState, payload: Any, *, at_ms: int = 0, seq: int = 0) -> ColorUpResult:
    """Check a color-up payload against the state and compute its result (also used to preview it)."""
    chips = state.prizes.chips
    if chips.chip_set is None:
        raise RuleError("Set the chip set before a color-up.")
    in_play = chips.denominations_in_play()
    removed = whole_number(payload, "removed", minimum=1)
    into = next_denomination(in_play, removed)
    try:
        rule = RaceRule(payload.get("race_rule", RaceRule.AT_LEAST_HALF))
    except ValueError:
        raise RuleError("Unknown chip race rule '{rule}'.", rule=payload.get("race_rule")) from None
    check_blinds_payable([v for v in in_play if v != removed], dict(payload.get("blinds", {})))
    tables = payload.get("tables")
    if not isinstance(tables, list) or not tables:
        raise RuleError("A color-up needs the counts of at least one table.")
    seen_players: set[int] = set()
    seen_tables: set[int] = set()
    results = []
    for table in tables:
        number = whole_number(table, "table", minimum=1)
        if number in seen_tables:
            raise RuleError("Table {table} is listed twice.", table=number)
        seen_tables.add(number)
        seats, cards = [], []
        for seat in sorted(table["seats"], key=lambda s: s.get("seat", 0)):
            pid = player_id_of(seat)
            reg = state.entered(pid)
            if not reg.alive:
                raise RuleError("Player {player} is out of the tournament.", player=pid)
            if pid in seen_players:
                raise RuleError("Player {player} is counted twice in the color-up.", player=pid)
            seen_players.add(pid)
            count = whole_number(seat, "count")
            seats.append(SeatCount(whole_number(seat, "seat", minimum=1), pid, count, bool(seat["has_other_chips"])))
            cards.append([str(c) for c in seat.get("cards", [])])
        plan = plan_table(number, seats, removed, into, rule)
        results.append(run_table(plan, cards))
    return ColorUpResult(removed, into, rule, tuple(results), at_ms, seq)


@TOURNAMENT.handles("chips.count")
def count(state: TournamentState, action: Action) -> Effect:
    """A player's counted stack; refused for a player not playing or a count the chips in play cannot hold.

    The bounds and why they hold are in `tdapp.domain.chips.counts`.
    """
    state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is finished.")
    pid = player_id_of(action.payload)
    reg = state.entered(pid)
    if not reg.alive:
        raise RuleError("Player {player} is no longer in the tournament: there is no stack to count.", player=pid)
    if not state.seating.is_seated(pid):
        raise RuleError("Player {player} has no seat: chips are counted at the table.", player=pid)
    chips = action.payload.get("chips")
    if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
        raise RuleError("A chip count is a whole number of chips, 0 or more: '{value}' is not.", value=chips)
    in_play = chips_in_play(state)
    mark = play_mark(state, action.at_ms)
    read = CountRead(in_play, chips, census_total(state, mark, leaving_out=pid) + chips if mark is not None else None, mark)
    refused = read.refusal()
    if refused is not None:
        raise refused
    position = state.clock.position(action.at_ms)
    record = ChipCount(
        seq=action.seq,
        at_ms=action.at_ms,
        player_id=pid,
        chips=chips,
        stack=stack_number(reg),
        level=position.level if position is not None else 0,
        mark=mark,
    )

    def effect() -> None:
        counts = state.prizes.chips.counts
        index = index_of(state)
        # What it read: an undo in place of a purchase before it knows whether it holds without those chips; and
        # the count it replaced, which an undo in place of it gives back.
        index.count_read[action.seq] = read
        index.count_replaced[action.seq] = counts.get(pid)
        counts[pid] = record

    return effect
