"""`tdapp calc balance`: which tables break and who moves where (RPT Art. 9, 10 and 11).

    tdapp calc balance --seats 10 --tables "1:10,2:9,3:7,4:5" [--json]

Tables are listed in the order they were opened (the last ones break first
among equals). The JSON is {"break": [tables], "moves": [{"from", "to"}],
"result": {"table": players}, "stop": [tables]} plus "final_table" when the
players fit at one table.
"""

from __future__ import annotations

import argparse
import json

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.balance import CountPlan, TableLoad, plan_counts
from tdapp.domain.seating.state import MAX_SEATS, MIN_SEATS


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("balance", help="tables to break and players to move (RPT Art. 9-11)")
    parser.add_argument("--seats", type=int, required=True, help="seats per table in this event (2-10)")
    parser.add_argument("--tables", required=True, help='players per table, in opening order: "1:10,2:9,3:7"')
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def parse_tables(text: str, seats: int) -> list[TableLoad]:
    loads: list[TableLoad] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        number, sep, players = part.partition(":")
        try:
            load = TableLoad(int(number), int(players), seats)
        except ValueError:
            raise RuleError("'{part}' is not table:players.", part=part) from None
        if not sep or load.number <= 0:
            raise RuleError("'{part}' is not table:players.", part=part)
        loads.append(load)
    if not loads:
        raise RuleError("Give at least one table.")
    return loads


def run(args: argparse.Namespace) -> int:
    if not MIN_SEATS <= args.seats <= MAX_SEATS:
        raise RuleError("A table has between 2 and 10 seats (FS 1.2); {seats} was given.", seats=args.seats)
    plan = plan_counts(parse_tables(args.tables, args.seats), args.seats)
    if args.json:
        print(json.dumps(plan.to_json()))
    else:
        print(render(plan))
    return 0


def render(plan: CountPlan) -> str:
    lines: list[str] = []
    if plan.final_table is not None and plan.breaks:
        lines.append(f"Final table: table {plan.final_table} with {plan.final_table_seats} seats (RPT Art. 11)")
    lines.append("Break: " + (", ".join(f"table {t}" for t in plan.breaks) if plan.breaks else "none"))
    if plan.moves:
        lines.append("Moves:")
        tally: dict[tuple[int, int], int] = {}
        for m in plan.moves:
            tally[(m.from_table, m.to_table)] = tally.get((m.from_table, m.to_table), 0) + 1
        for (src, dest), n in tally.items():
            lines.append(f"  table {src:>4} -> table {dest:>4}  x{n}")
    else:
        lines.append("Moves: none")
    lines.append("Result:")
    lines.extend(f"  table {t:>4}: {p} players" for t, p in plan.result.items())
    if plan.stop:
        lines.append("Stop play at: " + ", ".join(f"table {t}" for t in plan.stop) + " (3 players short, RPT Art. 10.3)")
    return "\n".join(lines)
