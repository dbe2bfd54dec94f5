"""`tdapp calc structure`: the structure wizard (`tdapp.domain.clock.wizard`) on the command line.

`--json` prints `Structure.items_json()`, the items `clock.set_structure` takes; `DESCRIPTION` is what `--help` says.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from tdapp.domain.clock.structure import Break, Level
from tdapp.domain.clock.wizard import WizardInput, parse_chips, propose

DESCRIPTION = """\
Propose a blind structure for a field: levels and breaks that reach heads-up
in about the hours given, with the chips in play.

  tdapp calc structure --starting-stack 20000 --chips 25,100,500,1000,5000 \\
      --players 120 --hours 8 --level-minutes 20

--json prints each level (small blind, big blind, ante, minutes) and each
break (minutes, the chips coloured up) as JSON, for a spreadsheet or a script.
"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "structure", help="propose a blind structure", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--starting-stack", type=int, required=True, help="chips per entry")
    parser.add_argument("--chips", default="25,100,500,1000,5000", help="denominations in play, e.g. 25,100,500,1000,5000")
    parser.add_argument("--players", type=int, required=True, help="expected entries")
    parser.add_argument("--hours", type=float, required=True, help="target duration until heads-up")
    parser.add_argument("--level-minutes", type=int, default=20, help="length of a level")
    parser.add_argument("--ante-from-level", type=int, default=1, help="first level with the big-blind ante")
    parser.add_argument("--break-every", type=int, default=0, help="levels between breaks (default: about two hours)")
    parser.add_argument("--break-minutes", type=int, default=10, help="length of a break")
    parser.add_argument("--json", action="store_true", help="print the items as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    structure = propose(
        WizardInput(
            starting_stack=args.starting_stack,
            chips=parse_chips(args.chips),
            players=args.players,
            hours=args.hours,
            level_minutes=args.level_minutes,
            ante_from_level=args.ante_from_level,
            break_every=args.break_every,
            break_minutes=args.break_minutes,
        )
    )
    if args.json:
        print(json.dumps(structure.items_json(), indent=2))
        return 0
    print(f"{'level':>5}  {'small blind':>11}  {'big blind':>10}  {'ante':>8}  {'min':>4}  {'starts at':>9}")
    clock_minutes = 0
    number = 0
    for item in structure.items:
        start = f"{clock_minutes // 60}:{clock_minutes % 60:02d}"
        if isinstance(item, Level):
            number += 1
            print(f"{number:>5}  {item.small_blind:>11,}  {item.big_blind:>10,}  {item.ante:>8,}  {item.minutes:>4}  {start:>9}")
        elif isinstance(item, Break):
            color = f", color-up of the {item.color_up} chips" if item.color_up else ""
            print(f"{'':>5}  break of {item.minutes} minutes{color}{'':>3}{start:>9}")
        clock_minutes += item.minutes
    return 0
