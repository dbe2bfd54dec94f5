"""Everything the money panel shows, computed once per refresh from the domain's functions.

No Qt here: the panel only lays these figures out. Each figure comes from the
domain (`ledger.cash_desk`, `awards.prize_table`, `awards.prizes_awarded`...);
this module only groups the payments by kind for display and reads who froze
the table. One `MoneyFigures` per refresh keeps a 2,000-entry event cheap:
the payments are walked once and the awards computed once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents
from tdapp.domain.prizes.awards import prize_table, prizes_awarded, prizes_left, unfrozen_difference_cents
from tdapp.domain.prizes.payouts import PrizeTable
from tdapp.domain.prizes.state import Deal, FrozenTable
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.ledger import CashDesk, cash_desk
from tdapp.domain.tournament.registration import late_registration_open, reentry_open
from tdapp.domain.tournament.state import PaymentKind, Status, TournamentState
from tdapp.ui.numbers import percent

#: The order in which the desk lists what it took in.
KIND_ORDER: tuple[PaymentKind, ...] = (
    PaymentKind.BUY_IN,
    PaymentKind.LATE_REGISTRATION,
    PaymentKind.REENTRY,
    PaymentKind.REBUY,
    PaymentKind.ADDON,
    PaymentKind.DAY2_ENTRY,
    PaymentKind.XTRASTACK,
)


@dataclass(frozen=True)
class KindTotals:
    """Payments of one kind: how many, the whole amount taken, and its share for the prize pool."""

    count: int = 0
    taken_cents: Cents = 0
    prize_cents: Cents = 0


@dataclass(frozen=True)
class Award:
    """A player who won something: a prize, bounties, or both."""

    player_id: int
    first_place: int | None  # None for a player still in (paid by a deal)
    last_place: int | None
    prize_cents: Cents
    bounties: int
    bounty_cents: Cents


@dataclass
class MoneyFigures:
    table: PrizeTable | None
    table_refusal: RuleError | None  # why there is no table yet (too few entries...)
    frozen: FrozenTable | None
    unfrozen_cents: Cents  # money taken after the freeze, not in the frozen table
    late_registration_open: bool
    late_registration_closed_by_td: bool
    reentry_exists: bool
    reentry_open: bool
    reentry_closed_by_td: bool
    entries: int
    reentries: int
    by_kind: dict[PaymentKind, KindTotals]
    desk: CashDesk
    awards: list[Award]
    awards_refusal: RuleError | None
    players_left: int
    alive: list[int]
    prizes_left: list[Cents]
    deals: list[Deal] = field(default_factory=list)
    finished: bool = False  # the tournament is over: its prizes are final, frozen or not
    finished_at_ms: int | None = None

    @property
    def frozen_now(self) -> bool:
        return self.frozen is not None

    @property
    def needs_freeze(self) -> bool:
        """Late registration is over (clock or TD) but no table has been frozen yet (FS 7.5); an event that is over needs none."""
        return self.frozen is None and not self.late_registration_open and not self.deals and not self.finished

    @property
    def places(self) -> int:
        return self.table.places if self.table is not None else 0


def money_figures(state: TournamentState, now_ms: int) -> MoneyFigures:
    config = state.require_config()
    by_kind = _totals_by_kind(state)
    table: PrizeTable | None
    refusal: RuleError | None = None
    try:
        table = prize_table(state)
    except RuleError as exc:
        table, refusal = None, exc
    awards_refusal: RuleError | None = None
    awarded: dict[int, Cents] = {}
    if table is not None:
        try:
            awarded = prizes_awarded(state)
        except RuleError as exc:
            awards_refusal = exc
    alive = sorted(pid for pid, reg in state.registrations.items() if reg.alive)
    try:
        left = prizes_left(state) if table is not None or state.prizes.deals else []
    except RuleError:
        left = []
    return MoneyFigures(
        table=table,
        table_refusal=refusal,
        frozen=state.prizes.frozen,
        unfrozen_cents=unfrozen_difference_cents(state),
        late_registration_open=state.late_registration_closed_at_ms is None and late_registration_open(state, now_ms),
        late_registration_closed_by_td=state.late_registration_closed_at_ms is not None,
        reentry_exists=config.reentry is not None,
        reentry_open=reentry_open(state, now_ms),
        reentry_closed_by_td=state.reentry_closed_at_ms is not None,
        entries=state.entries,
        reentries=state.reentries,
        by_kind=by_kind,
        desk=cash_desk(state, prizes_paid_cents=sum(awarded.values())),
        awards=_awards(state, awarded),
        awards_refusal=awards_refusal,
        players_left=len(alive),
        alive=alive,
        prizes_left=left,
        deals=list(state.prizes.deals),
        finished=state.status in (Status.FINISHED, Status.ARCHIVED),
        finished_at_ms=state.finished_at_ms,
    )


def _totals_by_kind(state: TournamentState) -> dict[PaymentKind, KindTotals]:
    counts: dict[PaymentKind, list[int]] = {}
    for p in state.payments:
        entry = counts.setdefault(p.kind, [0, 0, 0])
        entry[0] += 1
        entry[1] += p.total_cents
        entry[2] += p.prize_cents
    return {kind: KindTotals(*values) for kind, values in counts.items()}


def _awards(state: TournamentState, awarded: dict[int, Cents]) -> list[Award]:
    """Players with a prize or a bounty, best place first; players paid by a deal and still in come first."""
    finishes: dict[int, Finish] = {f.player_id: f for f in getattr(state.seating, "finishes", [])}
    rows: list[Award] = []
    for pid, reg in state.registrations.items():
        prize = awarded.get(pid, 0)
        if not prize and not reg.bounties_won:
            continue
        finish = finishes.get(pid)
        rows.append(
            Award(
                pid,
                finish.first_place if finish else None,
                finish.last_place if finish else None,
                prize,
                reg.bounties_won,
                reg.bounties_won_cents,
            )
        )
    rows.sort(key=lambda a: (a.first_place if a.first_place is not None else 0, -a.prize_cents, a.player_id))
    return rows


def share_basis_points(amount: Cents, pool: Cents) -> int:
    """A prize as hundredths of a percent of the pool, rounded half up (for display)."""
    if pool <= 0:
        return 0
    return (amount * 20_000 + pool) // (2 * pool)


def format_percent(basis_points: int) -> str:
    return percent(basis_points)
