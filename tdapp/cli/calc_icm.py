"""`tdapp calc icm`: ICM (Malmuth-Harville) equities of a final table (FS 7.3 deals).

    tdapp calc icm --stacks 5000 3000 2000 --prizes 500 300 200 [--json]

Prizes are in EUR (100 or 100,50), best place first. The equities are whole
cents, in the order of the stacks, rounded by the largest remainder so that
they add up to the prizes exactly. JSON: {"equity_cents": [int, ...]}.
"""

from __future__ import annotations

import argparse
import json

from tdapp.domain.errors import RuleError
from tdapp.domain.money import format_cents, parse_euros
from tdapp.domain.prizes.icm import icm_cents


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("icm", help="ICM equities of a final table (FS 7.3)")
    parser.add_argument("--stacks", nargs="+", required=True, help="chips of each player")
    parser.add_argument("--prizes", nargs="+", required=True, help="prizes left in EUR, first place first")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def parse_stack(text: str) -> int:
    try:
        return int(text.replace(".", "").replace(" ", ""))
    except ValueError:
        raise RuleError("'{text}' is not a number of chips.", text=text) from None


def run(args: argparse.Namespace) -> int:
    stacks = [parse_stack(s) for s in args.stacks]
    prizes = [parse_euros(p) for p in args.prizes]
    equities = icm_cents(stacks, prizes)
    if args.json:
        print(json.dumps({"equity_cents": equities}))
        return 0
    for i, (stack, equity) in enumerate(zip(stacks, equities, strict=True), start=1):
        print(f"{i:>3}  {stack:>12}  {format_cents(equity):>16}")
    return 0
