"""Creating, configuring, finishing and archiving a tournament."""

from __future__ import annotations

from tdapp.domain.clock.shape import check_structure_shape
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.ending import places_that_end, registration_closed, survivors_finish
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.config import Modality, TournamentConfig
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.reversal_index import index_of
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
    if old.demo != new.demo:
        raise RuleError("A demonstration stays a demonstration, and a real tournament stays real.")
    if old.counts_for_ranking != new.counts_for_ranking and (state.prizes.frozen is not None or state.prizes.deals):
        raise RuleError(
            "The prize pool has been cut for the ranking funds (FS 9.5, 9.8.2) and the prize table fixed: "
            "whether the tournament counts for the ranking can no longer change."
        )
    if state.clock.structure is not None:
        check_structure_shape(new.modality, state.clock.structure)

    def effect() -> None:
        index_of(state).note_config(action.seq, old)  # for an undo in place
        state.config = new

    return effect


@TOURNAMENT.handles("tournament.finish")
def finish(state: TournamentState, action: Action) -> Effect:
    config = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is already finished.")
    if not state.payments:
        raise RuleError("A tournament without entries cannot be finished.")
    still_in = {pid for pid, reg in state.registrations.items() if reg.alive}
    ending: list[Finish] = []
    if config.modality in (Modality.SURVIVOR, Modality.SATELLITE) and not state.prizes_settled():
        # FS 3.1.9 / 3.1.4: it ends when the players left are no more than the paid places (the seats).
        places = places_that_end(state)
        if places is None or len(still_in) > places:
            article = "FS 3.1.9" if config.modality is Modality.SURVIVOR else "FS 3.1.4"
            raise RuleError(
                "{count} players are still in but only {places} are paid: a {modality} tournament ends when the field reaches the prizes ({article}).",
                count=len(still_in),
                places=places or 0,
                modality=config.modality.value,
                article=article,
            )
        if not registration_closed(state, action.at_ms):
            raise RuleError("Close late registration and re-entry first: the field can still grow (FS 7.5).")
        have = {f.player_id for f in state.seating.finishes}
        if still_in - have or len(still_in) > 1:
            ending = survivors_finish(state, action.at_ms, still_in)
    elif state.players_left > 1 and not state.prizes_settled():
        raise RuleError("{count} players are still in: bust them or agree a deal first.", count=state.players_left)

    def effect() -> None:
        if ending:
            state.seating.finishes = [f for f in state.seating.finishes if f.player_id not in still_in] + ending
        state.status = Status.FINISHED
        state.finished_at_ms = action.at_ms

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
