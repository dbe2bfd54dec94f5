"""Creating, configuring, finishing and archiving a tournament."""

from __future__ import annotations

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.config import Modality, TournamentConfig
from tdapp.domain.tournament.rules import TOURNAMENT
from tdapp.domain.tournament.state import Status, TournamentState

#: Fields that decide what players have already paid for: frozen after the first payment.
MONEY_FIELDS = ("buy_in", "modality", "rebuy", "addon", "reentry", "xtrastack", "multistack_day2")


@TOURNAMENT.handles("tournament.create")
def create(state: TournamentState, action: Action) -> Effect:
    if state.config is not None:
        raise RuleError("The tournament already exists.")
    config = TournamentConfig.from_dict(dict(action.payload["config"]))

    def effect() -> None:
        state.config = config
        state.created_at_ms = action.at_ms

    return effect


@TOURNAMENT.handles("tournament.configure")
def configure(state: TournamentState, action: Action) -> Effect:
    old = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("A finished tournament cannot be changed.")
    new = TournamentConfig.from_dict(dict(action.payload["config"]))
    if state.payments:
        changed = [name for name in MONEY_FIELDS if getattr(old, name) != getattr(new, name)]
        if changed:
            raise RuleError("Prices and modality cannot change once players have paid ({fields}).", fields=", ".join(changed))

    def effect() -> None:
        state.config = new

    return effect


@TOURNAMENT.handles("tournament.finish")
def finish(state: TournamentState, action: Action) -> Effect:
    config = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is already finished.")
    if not state.payments:
        raise RuleError("A tournament without entries cannot be finished.")
    stops_early = config.modality in (Modality.SURVIVOR, Modality.SATELLITE)
    if state.players_left > 1 and not stops_early and not state.prizes_settled():
        raise RuleError("{count} players are still in: bust them or agree a deal first.", count=state.players_left)

    def effect() -> None:
        state.status = Status.FINISHED

    return effect


@TOURNAMENT.handles("tournament.archive")
def archive(state: TournamentState, action: Action) -> Effect:
    state.require_config()
    if state.status is Status.ARCHIVED:
        raise RuleError("The tournament is already archived.")
    if state.status is Status.RUNNING:
        raise RuleError("A running tournament cannot be archived; finish it first.")

    def effect() -> None:
        state.status = Status.ARCHIVED

    return effect
