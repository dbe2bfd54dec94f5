"""Action handlers of the prizes rules (registered on the tournament rulebook).

* `prizes.freeze` {}: fix the prize table once late registration and
  re-entry are closed (FS 7.5); the action records when and by whom. Freezing
  again is allowed (and logged) when money came in after the freeze, e.g. a
  rebuy or add-on whose period outlasts late registration. No entry can come
  in after the freeze since registration is closed; if an undo reopens
  registration, the freeze no longer replays and the undo is refused.
* `prizes.override` {"amounts_cents": [...], "reason": str}: the TD's own
  amounts (FS 8.1), adding up to the distributable pool and non-increasing;
  it freezes the table too.
* `prizes.accept_deal` {"method": "icm"|"chip_chop"|"save_chop"|"custom",
  "players": [{"player_id": int, "chips": int}, ...], "play_for_cents": int,
  "amounts_cents": [...] (required for custom; if given for another method
  it must match the computation)}: every player still in must be in the deal;
  the deal replaces the prizes left (FS 7.3).

Chip actions live in `tdapp.domain.chips.actions`, registered from here.
"""

from __future__ import annotations

from tdapp.domain.chips import actions as chip_actions  # noqa: F401
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.awards import entries_for_table, live_prize_table, prizes_left
from tdapp.domain.prizes.deals import propose_deal
from tdapp.domain.prizes.ending import registration_closed
from tdapp.domain.prizes.payouts import custom_amounts_table
from tdapp.domain.prizes.state import Deal, FrozenTable
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of, whole_number
from tdapp.domain.tournament.state import TournamentState


def _check_own_payout(state: TournamentState, *, deal: bool) -> None:
    """A satellite's seats and a Survivor's equal shares are the modality's own payout (FS 3.1.4, 3.1.9).

    An override or a deal would turn a seat into cash, or pay a Survivor's
    places unequally (or a player outside them), so both are refused there.
    """
    modality = state.require_config().modality
    if modality is Modality.SATELLITE and deal:
        raise RuleError("A satellite awards seats, never cash (FS 3.1.4): its players cannot share the prizes in a deal.")
    if modality is Modality.SATELLITE:
        raise RuleError(
            "A satellite awards seats of the target event and the remainder in cash (FS 3.1.4): its prize table cannot be overridden."
        )
    if modality is Modality.SURVIVOR and deal:
        raise RuleError(
            "A Survivor ends when the field reaches the paid places, which share the pool equally (FS 3.1.9): there is no deal to make."
        )
    if modality is Modality.SURVIVOR:
        raise RuleError("A Survivor splits the prize pool equally among the paid places (FS 3.1.9): its prize table cannot be overridden.")


def _check_table_may_change(state: TournamentState, action: Action) -> None:
    if not registration_closed(state, action.at_ms):
        raise RuleError("The prize table is fixed when late registration and re-entry close (FS 7.5).")
    if state.prizes.deals:
        raise RuleError("A deal has been accepted: the prize table can no longer change.")


@TOURNAMENT.handles("prizes.freeze")
def freeze(state: TournamentState, action: Action) -> Effect:
    _check_table_may_change(state, action)
    table = live_prize_table(state)
    entries = entries_for_table(state)
    current = state.prizes.frozen
    if current is not None and not current.overridden and current.amounts == table.amounts and current.entries == entries:
        raise RuleError("The prize table is already frozen with these figures.")
    frozen = FrozenTable(table.amounts, table.pool_cents, table.seats, entries, action.at_ms, action.operator, action.seq)

    def effect() -> None:
        state.prizes.frozen = frozen

    return effect


@TOURNAMENT.handles("prizes.override")
def override(state: TournamentState, action: Action) -> Effect:
    _check_own_payout(state, deal=False)
    _check_table_may_change(state, action)
    amounts = action.payload.get("amounts_cents")
    if not isinstance(amounts, list):
        raise RuleError("The override needs the list of prizes in cents.")
    table = custom_amounts_table(prize_pool(state).distributable_cents, amounts)
    reason = str(action.payload.get("reason", "")).strip()
    if not reason:
        raise RuleError("Say why the prize table is changed: the regulator may ask (FS 8.1).")
    frozen = FrozenTable(table.amounts, table.pool_cents, 0, entries_for_table(state), action.at_ms, action.operator, action.seq, reason)

    def effect() -> None:
        state.prizes.frozen = frozen

    return effect


@TOURNAMENT.handles("prizes.accept_deal")
def accept_deal(state: TournamentState, action: Action) -> Effect:
    _check_own_payout(state, deal=True)
    payload = action.payload
    left = prizes_left(state)
    if not left:
        raise RuleError("Every prize has already been shared out by a deal.")
    players = payload.get("players")
    if not isinstance(players, list):
        raise RuleError("A deal needs the players and their chips.")
    ids = [player_id_of(p) for p in players]
    stacks = [whole_number(p, "chips") for p in players]
    alive = {pid for pid, reg in state.registrations.items() if reg.alive}
    if len(set(ids)) != len(ids):
        raise RuleError("A player is listed twice in the deal.")
    if set(ids) != alive:
        missing = sorted(alive - set(ids)) or sorted(set(ids) - alive)
        raise RuleError("Every player still in, and only them, must be in the deal (check players {players}).", players=missing)
    amounts = payload.get("amounts_cents")
    proposal = propose_deal(
        str(payload.get("method", "")),
        stacks,
        left,
        play_for_cents=whole_number(payload, "play_for_cents", default=0),
        amounts=list(amounts) if amounts is not None else None,
    )
    deal = Deal(
        proposal.method.value,
        tuple(ids),
        proposal.stacks,
        proposal.prizes_left,
        proposal.play_for_cents,
        proposal.amounts,
        action.at_ms,
        action.operator,
        action.seq,
    )

    def effect() -> None:
        state.prizes.deals.append(deal)

    return effect
