"""The demo tournament: a running knock-out a new user can look at and play with.

It goes through the same commands as a real event (players, registration,
payment, tables, seat draw, clock), so the demo is also a quick check that a
fresh installation works end to end.
"""

from __future__ import annotations

import random

from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.seating.draw import draw_seats

DEMO_NAME = "Demo — Knock-out de Sexta"

FIRST = ["João", "Maria", "Ana", "Rui", "Inês", "Tiago", "Sofia", "Pedro", "Beatriz", "Miguel", "Catarina", "Luís", "Marta", "Gonçalo", "Rita", "Nuno", "Joana", "André", "Carla", "Hugo", "Łukasz", "Şükrü", "Sérgio", "Patrícia", "Vasco", "Helena", "Filipe", "Teresa", "Duarte", "Leonor", "Bruno", "Raquel"]
LAST = ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa", "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho", "Conceição", "Nowak", "Yılmaz", "Araújo"]


def demo_player_names(count: int, seed: int = 2026) -> list[str]:
    rng = random.Random(seed)  # the demo's names only; seats are drawn with the system's randomness
    names: list[str] = []
    while len(names) < count:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in names:
            names.append(name)
    return names


def build_demo(desk: Desk, players: int = 30) -> int:
    """Create the demo tournament (or return it if it exists) and return its id."""
    for row in desk.tournament_rows():
        if row.name == DEMO_NAME and row.status in ("scheduled", "running"):
            return row.id
    template = next(t for t in load_templates() if t.key == "knockout")
    config, then = template.commands(name=DEMO_NAME, scheduled_start_ms=desk.now())
    config["capacity"] = 60
    tid = desk.create_tournament(config, then)
    ids = []
    for i, name in enumerate(demo_player_names(players)):
        existing = [p for p in desk.players().search(name) if p.name == name]
        ids.append(existing[0].id if existing else desk.add_player(name, document=f"DEMO{i + 1:04d}", phone=f"+351 91{i:07d}"[:16]))
    commands = []
    for pid in ids:
        commands.append(("registration.register", {"player_id": pid}))
        commands.append(("money.buy_in", {"player_id": pid, "document": desk.players().players[pid].document or f"DEMO{pid}"}))
    tables = (players + 9) // 10
    commands += [("seating.open_table", {"table": n}) for n in range(1, tables + 1)]
    desk.act_many(tid, commands)
    state = desk.tournament(tid).state
    desk.act(tid, "seating.draw", draw_seats(state.seating, ids))
    for table in state.seating.open_tables():
        # DP 06: at the start the button is on seat 1.
        desk.act(tid, "seating.set_button", {"table": table.number, "seat": 1})
    desk.act(tid, "clock.start")
    return tid
