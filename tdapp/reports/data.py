"""Plain rows for the printed sheets, read from the engines (never recomputed here).

Every figure comes from the function the rest of the program uses: the prize
pool and cash desk from `tournament.ledger`, the prize table and the prizes
won from `prizes.awards`, the finishing places from the seating's finishes,
the seating lists from `seating.lists`, standings and finals from `ranking`.
These adapters only pick, order and name: the documents can then be tested
against the same functions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action, actions_in_force
from tdapp.domain.money import Cents
from tdapp.domain.players.directory import DirectoryState
from tdapp.domain.prizes.awards import prize_table, prizes_awarded, prizes_paid_cents, unfrozen_difference_cents
from tdapp.domain.prizes.payouts import PrizeTable
from tdapp.domain.prizes.state import Deal, FrozenTable
from tdapp.domain.ranking.finals import (
    FinalSeat,
    QuarterlyFinal,
    annual_final_payout,
    annual_final_table,
    annual_fund,
    promotional_fund,
    quarterly_final,
)
from tdapp.domain.ranking.standings import Standings, annual_standings, quarterly_standings
from tdapp.domain.ranking.state import RankingState, Season
from tdapp.domain.seating.lists import SeatLine, alphabetical, by_table
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.ledger import CashDesk, PrizePool, cash_desk, own_bounty_paid_cents, prize_pool
from tdapp.domain.tournament.state import ENTRY_KINDS, Payment, PaymentKind, Registration, Status, TournamentState

#: The order in which money lines are printed.
PAYMENT_ORDER = (
    PaymentKind.BUY_IN,
    PaymentKind.LATE_REGISTRATION,
    PaymentKind.DAY2_ENTRY,
    PaymentKind.REENTRY,
    PaymentKind.REBUY,
    PaymentKind.ADDON,
    PaymentKind.XTRASTACK,
)


def directory_names(directory: DirectoryState) -> dict[int, str]:
    """Player number -> the name to print (a merged entry prints as the entry it was merged into)."""
    names: dict[int, str] = {}
    for pid, player in directory.players.items():
        names[pid] = directory.canonical(pid).display_name if player.merged_into is not None else player.display_name
    return names


def name_of(names: Mapping[int, str], player_id: int) -> str:
    return names.get(player_id) or f"#{player_id}"


# -- the event ------------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    tournament_id: int
    name: str
    modality: str
    date_ms: int  # the scheduled start, else the creation
    starting_stack: int
    bounty_cents: Cents
    counts_for_ranking: bool


def event_of(state: TournamentState, tournament_id: int) -> Event:
    config = state.require_config()
    return Event(
        tournament_id,
        config.shown_name,  # "DEMO — …" for a demonstration: a demo's sheet is never taken for a real one
        config.modality.value,
        config.scheduled_start_ms or state.created_at_ms,
        config.buy_in.chips,
        config.buy_in.bounty_cents,
        config.counts_for_ranking,
    )


# -- payout sheet --------------------------------------------------------------


@dataclass(frozen=True)
class MoneyLine:
    """Purchases of one kind: how many, the unit price when they all cost the same, and the total."""

    kind: PaymentKind
    count: int
    unit_cents: Cents | None
    total_cents: Cents


@dataclass(frozen=True)
class PayoutSheet:
    event: Event
    entries: int
    reentries: int
    rebuys: int
    addons: int
    composition: tuple[MoneyLine, ...]  # prize contributions by kind (FS 7.2); sums to pool.gross_cents
    pool: PrizePool
    table: PrizeTable
    frozen: FrozenTable | None
    freeze_action: Action | None  # the logged `prizes.freeze`/`prizes.override` that fixed the table
    unfrozen_cents: Cents  # money taken after the freeze (should be 0)
    round_to_cents: Cents = 0  # the tournament's rounding unit (0: to the cent); first place takes the remainder
    finished: bool = False  # the tournament is over: its prizes are final, frozen or not (FS 7.5 freezes a running event)
    finished_at_ms: int | None = None

    @property
    def entries_for_table(self) -> int:
        return self.entries + self.reentries


def _lines(payments: list[Payment], part: str) -> tuple[MoneyLine, ...]:
    grouped: dict[PaymentKind, list[Cents]] = {}
    for p in payments:
        amount = getattr(p, part) if part != "total" else p.total_cents
        if amount:
            grouped.setdefault(p.kind, []).append(amount)
    lines = []
    for kind in PAYMENT_ORDER:
        amounts = grouped.get(kind)
        if amounts:
            unit = amounts[0] if all(a == amounts[0] for a in amounts) else None
            lines.append(MoneyLine(kind, len(amounts), unit, sum(amounts)))
    return tuple(lines)


def payout_sheet(state: TournamentState, tournament_id: int, log: list[Action] | None = None) -> PayoutSheet:
    frozen = state.prizes.frozen
    freeze_action = None
    if frozen is not None and log is not None:
        freeze_action = next((a for a in actions_in_force(log) if a.seq == frozen.seq), None)
    return PayoutSheet(
        event=event_of(state, tournament_id),
        entries=state.entries,
        reentries=state.reentries,
        rebuys=state.rebuys,
        addons=state.addons,
        composition=_lines(state.payments, "prize_cents"),
        pool=prize_pool(state),
        table=prize_table(state),
        frozen=frozen,
        freeze_action=freeze_action,
        unfrozen_cents=unfrozen_difference_cents(state),
        round_to_cents=state.require_config().payout_round_to_cents,
        finished=state.status in (Status.FINISHED, Status.ARCHIVED),
        finished_at_ms=state.finished_at_ms,
    )


# -- results ---------------------------------------------------------------------


@dataclass(frozen=True)
class ResultLine:
    first_place: int | None  # None: still in play without a place
    last_place: int | None
    player_id: int
    name: str
    prize_cents: Cents
    bounties_won: int
    bounty_cents: Cents
    deal_cents: Cents  # what the player's deal gave (part of prize_cents)
    own_bounty_cents: Cents = 0  # his own bounty paid back to him (FS 3.1.3): the winner's, or one handed back at a re-entry
    seat: bool = False  # a satellite seat: `prize_cents` is its value, paid as an entry to the target event (FS 3.1.4)

    @property
    def bounty_paid_cents(self) -> Cents:
        """Every bounty paid to this player: the rows of a results sheet add up to its total (issue 17)."""
        return self.bounty_cents + self.own_bounty_cents

    @property
    def shared(self) -> bool:
        return self.first_place is not None and self.last_place != self.first_place


@dataclass(frozen=True)
class DealLine:
    player_id: int
    name: str
    chips: int
    amount_cents: Cents


@dataclass(frozen=True)
class DealInfo:
    number: int
    deal: Deal
    lines: tuple[DealLine, ...]


@dataclass(frozen=True)
class Results:
    event: Event
    lines: tuple[ResultLine, ...]
    deals: tuple[DealInfo, ...]
    prizes_total_cents: Cents
    bounties_total_cents: Cents
    finished: bool


def deals_of(state: TournamentState, names: Mapping[int, str]) -> tuple[DealInfo, ...]:
    return tuple(
        DealInfo(
            i,
            deal,
            tuple(
                DealLine(pid, name_of(names, pid), chips, amount)
                for pid, chips, amount in zip(deal.player_ids, deal.stacks, deal.amounts, strict=True)
            ),
        )
        for i, deal in enumerate(state.prizes.deals, start=1)
    )


def seats_of(state: TournamentState) -> int:
    """How many places of a satellite are seats in the target event (0 for other modalities, or with no table yet)."""
    if state.require_config().modality is not Modality.SATELLITE:
        return 0
    try:
        return prize_table(state).seats
    except RuleError:
        return 0


def results(state: TournamentState, tournament_id: int, names: Mapping[int, str]) -> Results:
    """Every finished player by place, with the players still in (or settled by a deal) on top."""
    awards = prizes_awarded(state)
    own = own_bounty_paid_cents(state)
    in_deal: dict[int, Cents] = {}
    for deal in state.prizes.deals:
        for pid, amount in zip(deal.player_ids, deal.amounts, strict=True):
            in_deal[pid] = in_deal.get(pid, 0) + amount

    seats = seats_of(state)

    def line(reg: Registration, first: int | None, last: int | None) -> ResultLine:
        pid = reg.player_id
        return ResultLine(
            first,
            last,
            pid,
            name_of(names, pid),
            awards.get(pid, 0),
            reg.bounties_won,
            reg.bounties_won_cents,
            in_deal.get(pid, 0),
            own.get(pid, 0),
            seat=first is not None and first <= seats and awards.get(pid, 0) > 0,
        )

    finishes = sorted(state.seating.finishes, key=lambda f: (f.first_place, f.player_id))
    placed = {f.player_id for f in finishes}
    alive = sorted(
        (r for r in state.registrations.values() if r.alive and r.player_id not in placed),
        key=lambda r: (-awards.get(r.player_id, 0), r.player_id),
    )
    settled = state.prizes_settled()
    top = [line(r, 1 if settled else None, len(alive) if settled else None) for r in alive]
    lines = top + [line(state.registrations[f.player_id], f.first_place, f.last_place) for f in finishes]
    return Results(
        event=event_of(state, tournament_id),
        lines=tuple(lines),
        deals=deals_of(state, names),
        prizes_total_cents=prizes_paid_cents(state),
        bounties_total_cents=cash_desk(state).bounties_paid_cents,
        finished=state.status.value in ("finished", "archived"),
    )


# -- seating ----------------------------------------------------------------------


@dataclass(frozen=True)
class SeatCard:
    table: int
    seat: int
    player_id: int
    name: str
    starting_stack: int


@dataclass(frozen=True)
class Seating:
    event: Event
    by_table: dict[int, list[SeatLine]]
    by_name: list[SeatLine]
    cards: tuple[SeatCard, ...]


def seating(state: TournamentState, tournament_id: int, names: Mapping[int, str]) -> Seating:
    tables = by_table(state.seating, names)
    stacks: dict[int, int] = {}
    for p in state.payments:  # the latest entry of each player wins
        if p.kind in ENTRY_KINDS or p.kind is PaymentKind.REENTRY:
            stacks[p.player_id] = p.chips
    default = state.require_config().buy_in.chips
    cards = tuple(
        SeatCard(s.table, s.seat, s.player_id, s.name, stacks.get(s.player_id, default)) for lines in tables.values() for s in lines
    )
    return Seating(event_of(state, tournament_id), tables, alphabetical(state.seating, names), cards)


# -- receipt -------------------------------------------------------------------------


@dataclass(frozen=True)
class Receipt:
    event: Event
    player_id: int
    name: str
    document: str
    registration: Registration
    payments: tuple[Payment, ...]

    @property
    def total_cents(self) -> Cents:
        return sum(p.total_cents for p in self.payments)


def receipt(state: TournamentState, tournament_id: int, player_id: int, names: Mapping[int, str], document: str = "") -> Receipt:
    reg = state.registration(player_id)
    payments = tuple(p for p in state.payments if p.player_id == player_id)
    return Receipt(event_of(state, tournament_id), player_id, name_of(names, player_id), reg.document or document, reg, payments)


# -- cash desk -------------------------------------------------------------------------


@dataclass(frozen=True)
class OperatorLine:
    operator: str
    count: int
    total_cents: Cents


@dataclass(frozen=True)
class MoneyMovement:
    """One payment in force: when, which action, who paid, what for, how much, and the operator who took it."""

    seq: int
    at_ms: int
    player_id: int
    name: str
    kind: PaymentKind
    total_cents: Cents
    operator: str


@dataclass(frozen=True)
class MoneyChange:
    """A money action undone, redone or voided after it was stored: by whom and when (the auditor's question)."""

    seq: int
    at_ms: int
    change: str  # "undo", "redo" or "void"
    target_seq: int
    target_kind: str
    player_id: int | None
    name: str
    operator: str


@dataclass(frozen=True)
class CashReport:
    event: Event
    desk: CashDesk
    taken: tuple[MoneyLine, ...]  # totals by kind, what players handed over
    by_operator: tuple[OperatorLine, ...] = ()  # who took the money (issue 15): from each payment's action in the log
    movements: tuple[MoneyMovement, ...] = ()  # every payment in force, with its time and operator
    changes: tuple[MoneyChange, ...] = ()  # money actions undone, redone or voided, with who did it


def money_movements(state: TournamentState, log: list[Action], names: Mapping[int, str]) -> tuple[MoneyMovement, ...]:
    """Every payment in force, in the order it was taken, with the operator of its action."""
    operators = {a.seq: a.operator for a in log}
    return tuple(
        MoneyMovement(p.seq, p.at_ms, p.player_id, name_of(names, p.player_id), p.kind, p.total_cents, operators.get(p.seq, ""))
        for p in sorted(state.payments, key=lambda p: p.seq)
    )


def money_changes(log: list[Action], names: Mapping[int, str]) -> tuple[MoneyChange, ...]:
    """Every undo, redo or void of a money action, in the log's order."""
    by_seq = {a.seq: a for a in log}
    changes = []
    for action in log:
        if not action.is_meta:
            continue
        target = by_seq.get(int(action.payload.get("target", 0) or 0))
        if target is None or not target.kind.startswith("money."):
            continue
        player = target.payload.get("player_id")
        player_id = player if isinstance(player, int) and not isinstance(player, bool) else None
        name = name_of(names, player_id) if player_id is not None else ""
        changes.append(MoneyChange(action.seq, action.at_ms, action.kind, target.seq, target.kind, player_id, name, action.operator))
    return tuple(changes)


def taken_by_operator(state: TournamentState, log: list[Action]) -> tuple[OperatorLine, ...]:
    """Money taken per operator, from the operator of each payment's action."""
    operators = {a.seq: a.operator for a in log}
    totals: dict[str, tuple[int, Cents]] = {}
    for payment in state.payments:
        name = operators.get(payment.seq, "")
        count, cents = totals.get(name, (0, 0))
        totals[name] = (count + 1, cents + payment.total_cents)
    return tuple(OperatorLine(name, count, cents) for name, (count, cents) in sorted(totals.items()))


def cash_report(
    state: TournamentState, tournament_id: int, log: list[Action] | None = None, names: Mapping[int, str] | None = None
) -> CashReport:
    names = names or {}
    return CashReport(
        event_of(state, tournament_id),
        cash_desk(state, prizes_paid_cents=prizes_paid_cents(state)),
        _lines(state.payments, "total"),
        taken_by_operator(state, log) if log is not None else (),
        money_movements(state, log, names) if log is not None else (),
        money_changes(log, names) if log is not None else (),
    )


# -- ranking -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RankingSheet:
    standings: Standings
    season: Season | None  # None: the annual ranking
    names: Mapping[int, str]
    quarterly: QuarterlyFinal | None
    annual_fund_cents: Cents
    promotional_fund_cents: Cents
    annual_payout: tuple[Cents, Cents, Cents]
    annual_seats: tuple[FinalSeat, ...]
    seasons: Mapping[str, Season]


def quarterly_sheet(state: RankingState, season_id: str, names: Mapping[int, str]) -> RankingSheet:
    standings = quarterly_standings(state, season_id)
    return RankingSheet(
        standings, state.seasons[season_id], names, quarterly_final(state, season_id), 0, 0, (0, 0, 0), (), dict(state.seasons)
    )


def annual_sheet(state: RankingState, year: int, names: Mapping[int, str]) -> RankingSheet:
    fund = annual_fund(state, year)
    return RankingSheet(
        annual_standings(state, year),
        None,
        names,
        None,
        fund,
        promotional_fund(state, year),
        annual_final_payout(fund),
        annual_final_table(state, year),
        dict(state.seasons),
    )
