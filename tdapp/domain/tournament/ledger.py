"""The prize pool (FS 7.2), the ranking deduction (FS 9.5, 9.8.2) and the cash desk.

Rounding rule: each ranking deduction is its percentage of the gross prize
pool rounded half up to the cent (`money.percent_of`); what players share is
the gross pool less the deductions, topped up to the guarantee by the house.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdapp.domain.money import Cents, percent_of
from tdapp.domain.tournament.state import PaymentKind, TournamentState

ANNUAL_FUND_BP = 300  # FS 9.5: 3 % to the annual final
QUARTERLY_FUND_BP = 200  # FS 9.8.2: 2 % to the quarterly final


@dataclass(frozen=True)
class PrizePool:
    gross_cents: Cents  # every prize contribution taken
    annual_fund_cents: Cents
    quarterly_fund_cents: Cents
    overlay_cents: Cents  # what the house adds to reach the guarantee

    @property
    def ranking_deduction_cents(self) -> Cents:
        return self.annual_fund_cents + self.quarterly_fund_cents

    @property
    def distributable_cents(self) -> Cents:
        """The amount the prize table shares out."""
        return self.gross_cents - self.ranking_deduction_cents + self.overlay_cents


def prize_pool(state: TournamentState, gross: Cents | None = None) -> PrizePool:
    """`gross`: the prize contributions to share in place of those taken (the pool as it stood at a freeze)."""
    config = state.require_config()
    gross = sum(p.prize_cents for p in state.payments) if gross is None else gross
    annual = percent_of(gross, ANNUAL_FUND_BP) if config.counts_for_ranking else 0
    quarterly = percent_of(gross, QUARTERLY_FUND_BP) if config.counts_for_ranking else 0
    overlay = max(0, config.guarantee_cents - (gross - annual - quarterly))
    return PrizePool(gross, annual, quarterly, overlay)


@dataclass(frozen=True)
class CashDesk:
    """Everything taken in and paid out for one tournament, to the cent."""

    taken_by_kind: dict[PaymentKind, Cents]
    fees_cents: Cents
    bounties_taken_cents: Cents
    bounties_paid_cents: Cents
    xtrastack_cents: Cents
    pool: PrizePool
    prizes_paid_cents: Cents

    @property
    def taken_cents(self) -> Cents:
        return sum(self.taken_by_kind.values())

    @property
    def prizes_outstanding_cents(self) -> Cents:
        return self.pool.distributable_cents - self.prizes_paid_cents

    @property
    def bounties_outstanding_cents(self) -> Cents:
        return self.bounties_taken_cents - self.bounties_paid_cents

    @property
    def promotional_fund_cents(self) -> Cents:
        """FS 3.1.13: Xtrastack money goes, all of it, to the ranking's promotional fund (FS 9.3), not to the house."""
        return self.xtrastack_cents

    @property
    def kept_by_house_cents(self) -> Cents:
        """What the house keeps: fees, less the overlay it added. The ranking deduction and Xtrastacks are held for the ranking."""
        return self.fees_cents - self.pool.overlay_cents

    @property
    def held_for_ranking_cents(self) -> Cents:
        """The 3 % + 2 % deduction (FS 9.5, 9.8.2) and the Xtrastacks' promotional fund (FS 3.1.13)."""
        return self.pool.ranking_deduction_cents + self.promotional_fund_cents

    @property
    def owed_cents(self) -> Cents:
        return self.prizes_outstanding_cents + self.bounties_outstanding_cents

    @property
    def balanced(self) -> bool:
        """The drawer equals what the house keeps, what is held for the ranking and what is still owed, to the cent."""
        return self.house_balance_cents == self.kept_by_house_cents + self.held_for_ranking_cents + self.owed_cents

    @property
    def reconciles(self) -> bool:
        """Balanced, and nothing outstanding either way: no prize or bounty still owed, none paid beyond what came in."""
        return self.balanced and self.prizes_outstanding_cents == 0 and self.bounties_outstanding_cents == 0

    @property
    def house_balance_cents(self) -> Cents:
        """Cash that should be in the drawer now: taken, less prizes and bounties paid."""
        return self.taken_cents - self.prizes_paid_cents - self.bounties_paid_cents


def bounties_kept_cents(state: TournamentState) -> Cents:
    """Bounties that go back to their owners: when play is over, whoever still has chips keeps his own (FS 3.1.3)."""
    from tdapp.domain.tournament.state import Status

    last_one_standing = state.players_left == 1 and bool(state.seating.finishes)
    over = state.status is Status.FINISHED or last_one_standing or state.prizes_settled()
    return sum(r.bounty_cents for r in state.registrations.values() if r.alive) if over else 0


def own_bounty_paid_cents(state: TournamentState) -> dict[int, Cents]:
    """Each player's own bounties paid back to him (FS 3.1.3): handed back at a re-entry, and kept at the end by whoever has chips."""
    kept = bounties_kept_cents(state) > 0
    own: dict[int, Cents] = {}
    for r in state.registrations.values():
        amount = r.bounty_returned_cents + (r.bounty_cents if kept and r.alive else 0)
        if amount:
            own[r.player_id] = amount
    return own


def bounties_paid_cents(state: TournamentState) -> Cents:
    """FS 3.1.3: each eliminated entry pays its eliminator the bounty it carried; the rest goes back to its owner.

    The sum, player by player, of the bounties won and `own_bounty_paid_cents`: what a results sheet prints on its rows.
    """
    won = sum(r.bounties_won_cents for r in state.registrations.values())
    return won + sum(own_bounty_paid_cents(state).values())


def cash_desk(state: TournamentState, *, prizes_paid_cents: Cents = 0) -> CashDesk:
    state.require_config()
    by_kind: dict[PaymentKind, Cents] = {}
    for p in state.payments:
        by_kind[p.kind] = by_kind.get(p.kind, 0) + p.total_cents
    paid_bounties = bounties_paid_cents(state)
    return CashDesk(
        taken_by_kind=by_kind,
        fees_cents=sum(p.fee_cents for p in state.payments),
        bounties_taken_cents=sum(p.bounty_cents for p in state.payments),
        bounties_paid_cents=paid_bounties,
        xtrastack_cents=sum(p.xtrastack_cents for p in state.payments),
        pool=prize_pool(state),
        prizes_paid_cents=prizes_paid_cents,
    )
