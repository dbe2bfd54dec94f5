"""`tdapp calc payouts`: the Four Seasons prize table (FS 7.4) for a field.

The pool and the table come from the same code as a live tournament's
(`ledger.prize_pool`, `prizes.awards.live_prize_table`); `DESCRIPTION` is what
`--help` says to the user.
"""

from __future__ import annotations

import argparse
import json
import re

from tdapp.domain.errors import RuleError
from tdapp.domain.money import format_cents, parse_euros, percent_of
from tdapp.domain.prizes.awards import live_prize_table
from tdapp.domain.prizes.payouts import PrizeTable
from tdapp.domain.tournament.config import MAX_FEE_BP, MIN_FEE_BP, LowestPrize, Purchase, TournamentConfig
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import Payment, PaymentKind, TournamentState

DESCRIPTION = """\
The prize table of the Four Seasons rules (FS 7.4) for a field, in euros.

  tdapp calc payouts --entries 120 --reentries 15 --buy-in 100 --fee-percent 10 --round-to 5

--buy-in is what a player pays, fee included; the fee is that percentage of
it, rounded half up to the cent; the rest goes to the prize pool. --ranking
sets aside the 5 % ranking deduction (FS 9.5, 9.8.2). The lowest prize of a
field of 31 or more is exactly twice the entry (FS 7.4); --at-least-twice
reads it as a floor, as some rooms do. --json prints
{"prize_pool_cents": ..., "places": [{"place": 1, "amount_cents": ...}, ...]}.
"""

_PERCENT = re.compile(r"^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "payouts",
        help="the Four Seasons prize table (FS 7.4)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--entries", type=int, required=True, help="paid entries")
    parser.add_argument("--reentries", type=int, default=0, help="re-entries (count for the places, FS 7.4)")
    parser.add_argument("--buy-in", required=True, help="price of an entry in EUR, fee included (100 or 100,50)")
    parser.add_argument("--fee-percent", required=True, help="the fee as a percentage of the buy-in (5 to 20, FS 4.3)")
    parser.add_argument("--six-max", action="store_true", help="a 6-max event (6-9 entries are paid 70/30)")
    parser.add_argument("--round-to", help="round the prizes below first to this unit in EUR; the rest goes to first")
    parser.add_argument("--ranking", action="store_true", help="set aside the 5 %% ranking deduction")
    parser.add_argument(
        "--at-least-twice", action="store_true", help="the lowest prize is at least, not exactly, twice the entry (room setting)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def parse_percent(text: str) -> int:
    """A percentage typed by a person ("10", "12,5") in basis points."""
    match = _PERCENT.match(text)
    if not match:
        raise RuleError("'{text}' is not a percentage.", text=text)
    frac = (match.group(2) or "0").ljust(2, "0")
    return int(match.group(1)) * 100 + int(frac)


def compute(
    *,
    entries: int,
    reentries: int,
    buy_in_cents: int,
    fee_bp: int,
    six_max: bool,
    round_to_cents: int,
    ranking: bool,
    lowest_prize: LowestPrize = LowestPrize.EXACTLY_TWICE,
) -> PrizeTable:
    if entries < 0 or reentries < 0:
        raise RuleError("The number of entries cannot be negative.")
    if not MIN_FEE_BP <= fee_bp <= MAX_FEE_BP:  # said about the fee, before a fee above the buy-in makes no sense of the prize
        raise RuleError(
            "The fee must be between 5 % and 20 % of the buy-in (FS 4.3); {percent} % was given.",
            percent=f"{fee_bp // 100}" + (f",{fee_bp % 100:02d}" if fee_bp % 100 else ""),
        )
    fee = percent_of(buy_in_cents, fee_bp)
    config = TournamentConfig(
        name="calc",
        buy_in=Purchase(buy_in_cents - fee, fee, 1),
        table_size=6 if six_max else 10,
        counts_for_ranking=ranking,
        payout_round_to_cents=round_to_cents,
        payout_lowest_prize=lowest_prize,
    ).validate()
    state = TournamentState(config=config)
    for kind, count in ((PaymentKind.BUY_IN, entries), (PaymentKind.REENTRY, reentries)):
        payment = Payment(0, 0, kind, 0, prize_cents=buy_in_cents - fee, fee_cents=fee)
        for _ in range(count):
            state.add_payment(payment)
    table = live_prize_table(state)
    assert table.pool_cents == prize_pool(state).distributable_cents
    return table


def run(args: argparse.Namespace) -> int:
    table = compute(
        entries=args.entries,
        reentries=args.reentries,
        buy_in_cents=parse_euros(args.buy_in),
        fee_bp=parse_percent(args.fee_percent),
        six_max=args.six_max,
        round_to_cents=parse_euros(args.round_to) if args.round_to else 0,
        ranking=args.ranking,
        lowest_prize=LowestPrize.AT_LEAST_TWICE if args.at_least_twice else LowestPrize.EXACTLY_TWICE,
    )
    places = [{"place": i, "amount_cents": amount} for i, amount in enumerate(table.amounts, start=1)]
    if args.json:
        print(json.dumps({"prize_pool_cents": table.pool_cents, "places": places}))
        return 0
    print(f"Prize pool: {format_cents(table.pool_cents)}")
    for row in places:
        print(f"{row['place']:>5}  {format_cents(row['amount_cents']):>16}")
    return 0
