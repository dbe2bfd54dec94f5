"""Demo tournaments: the desk's running knock-out, and the building blocks the other demos share.

The desk's demo is a running knock-out a new user can look at and play with.
It goes through the same commands as a real event (players, registration,
payment, tables, seat draw, clock), so the demo is also a quick check that a
fresh installation works end to end.

It lives in a database of its own (`demo.db` in the data folder, beside the
real `tdapp.db`, which opening the demo never touches), marked as a database
of demonstrations: every tournament in it is a demonstration
(`TournamentConfig.demo`), shown as "DEMO — …" in the room and on the sheets,
and its results are refused by the season ranking (issue 17).

The printed samples (`tdapp.reports.demo`) and the room's screenshots
(`tdapp.ui.room.demo`) build bigger events with the same blocks: the demo
players' names, adding them to the directory, entering and seating a field,
busting players down to a final table. Each keeps only what is its own
(sizes, the deal, the ranking, the moment of the screenshot).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.state import TournamentState
from tdapp.paths import user_data_dir

Command = tuple[str, dict[str, Any]]

DEMO_NAME = "Knock-out de Sexta"  # shown as "DEMO — Knock-out de Sexta" (`TournamentConfig.shown_name`)
#: The demonstration's own database, in the data folder beside the real one.
DEMO_FILE = "demo.db"
#: 2024-06-01 20:00 UTC, a Saturday evening: the start of play of the printed and room demos.
DEMO_START_MS = 1_717_272_000_000
MINUTE_MS = 60_000

# -- the demo players' names ----------------------------------------------------

FIRST = [
    "João", "Maria", "Ana", "Rui", "Inês", "Tiago", "Sofia", "Pedro", "Beatriz", "Miguel", "Catarina", "Luís", "Marta",
    "Gonçalo", "Rita", "Nuno", "Joana", "André", "Carla", "Hugo", "Łukasz", "Şükrü", "Sérgio", "Patrícia", "Vasco",
    "Helena", "Filipe", "Teresa", "Duarte", "Leonor", "Bruno", "Raquel",
]  # fmt: skip
LAST = [
    "Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa", "Fernandes",
    "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho", "Conceição", "Nowak",
    "Yılmaz", "Araújo",
]  # fmt: skip

#: Names with the accents and letters a room meets, to prove that every name prints.
ACCENTED_FIRST = (
    "Łukasz", "Şükrü", "João", "Gonçalo", "Maria da Conceição", "José", "André", "Inês", "Zoë", "Björn", "Ñuño",
    "Ana Sofia", "Rui", "Françoise", "Ólafur", "Margarida", "Tiago", "Beatriz", "Ştefan", "Søren",
)  # fmt: skip
ACCENTED_LAST = (
    "Gonçalves", "Conceição", "Brzęczyszczykiewicz", "Öztürk", "Simões", "Falcão", "Müller", "Estêvão", "Araújo",
    "Lourenço", "Østergård", "Guimarães", "Peña", "Magalhães", "Nørgaard", "Sá", "Dvořák", "Câmara",
)  # fmt: skip

#: The room's names: common ones, with a long three-part name now and then for the screens to fit.
ROOM_FIRST = (
    "Ana", "João", "Maria", "Pedro", "Inês", "Tiago", "Beatriz", "Rui", "Sofia", "Miguel", "Catarina", "Nuno",
    "Mariana", "Hugo", "Leonor", "Gonçalo", "Joana", "André", "Rita", "Duarte", "Álvaro", "Marta", "Bruno", "Filipa",
)  # fmt: skip
ROOM_LAST = (
    "Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa",
    "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho",
)  # fmt: skip


def demo_player_names(count: int, seed: int = 2026) -> list[str]:
    """`count` distinct names for the desk's demo, the same every time."""
    rng = random.Random(seed)  # the demo's names only; seats are drawn with the system's randomness
    names: list[str] = []
    while len(names) < count:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in names:
            names.append(name)
    return names


def accented_name(n: int) -> str:
    """An accented name for player number n (1-based), for the printed samples."""
    i = n - 1
    first = ACCENTED_FIRST[i % len(ACCENTED_FIRST)]
    last = ACCENTED_LAST[(i // len(ACCENTED_FIRST) + i) % len(ACCENTED_LAST)]
    cycle = i // (len(ACCENTED_FIRST) * len(ACCENTED_LAST))
    return f"{first} {last}" + (f" {cycle + 1}" if cycle else "")


def room_name(n: int) -> str:
    """A distinct name for player number n (1-based) on the room's screens; every ninth has three parts."""
    first = ROOM_FIRST[n % len(ROOM_FIRST)]
    last = ROOM_LAST[(n * 7 + n // len(ROOM_FIRST)) % len(ROOM_LAST)]
    second = ROOM_LAST[(n * 3 + 5) % len(ROOM_LAST)]
    return f"{first} {second} {last}" if n % 9 == 0 else f"{first} {last}"


# -- building blocks --------------------------------------------------------------


class StepClock:
    """A wall clock that moves on a fixed step per transaction, so a demo has plausible, stable times."""

    def __init__(self, at_ms: int, step_ms: int = 20_000) -> None:
        self.at_ms = at_ms
        self.step_ms = step_ms

    def __call__(self) -> int:
        self.at_ms += self.step_ms
        return self.at_ms


def add_players(desk: Desk, names: Sequence[str], *, documents: Sequence[str] = (), phones: Sequence[str] = ()) -> list[int]:
    """Add players to the directory in one transaction and return their numbers, in the order of `names`.

    A name that is already in the directory is that player (so the demo can be
    built again on the same database); `documents` and `phones`, when given,
    go with the names in order.
    """
    known: dict[str, int] = {}
    for player in sorted(desk.players().active(), key=lambda p: p.id):
        known.setdefault(player.name, player.id)
    next_id = desk.players().next_id()
    ids: list[int] = []
    commands: list[Command] = []
    for i, name in enumerate(names):
        if name in known:
            ids.append(known[name])
            continue
        payload: dict[str, Any] = {"player_id": next_id, "name": name}
        if documents:
            payload["document"] = documents[i]
        if phones:
            payload["phone"] = phones[i]
        commands.append(("player.create", payload))
        ids.append(next_id)
        next_id += 1
    if commands:
        desk.directory.execute_many(commands, desk.operator)
    return ids


def entry_commands(players: Sequence[int], document: Callable[[int], str]) -> list[Command]:
    """Register each player and take his buy-in, showing the identity `document(player_id)` (FS 5.2)."""
    return [
        command
        for pid in players
        for command in (("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": document(pid)}))
    ]


def table_commands(field: int, seats: int | None = None) -> list[Command]:
    """Open the fewest tables of `seats` (the configuration's size when None: 10 a table) for a field."""
    size = seats or 10
    extra = {} if seats is None else {"seats": seats}
    return [("seating.open_table", {"table": n, **extra}) for n in range(1, -(-field // size) + 1)]


def in_batches(commands: list[Command], size: int = 500) -> list[list[Command]]:
    """Commands in transactions of at most `size` (a big field is not one huge transaction)."""
    return [commands[i : i + size] for i in range(0, len(commands), size)]


def draw_field(desk: Desk, tid: int, players: Sequence[int], rng: random.Random | None = None) -> None:
    """The seat draw for the whole field (`rng` for a demo that must be the same every time)."""
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players, rng=rng))


def enter_and_seat(
    desk: Desk,
    tid: int,
    players: Sequence[int],
    *,
    document: Callable[[int], str],
    seats: int | None = None,
    rng: random.Random | None = None,
) -> None:
    """Enter the field (in batches), open its tables and draw the seats."""
    for batch in in_batches(entry_commands(players, document)):
        desk.act_many(tid, batch)
    desk.act_many(tid, table_commands(len(players), seats))
    draw_field(desk, tid, players, rng)


def alive_players(state: TournamentState) -> list[int]:
    return sorted(pid for pid, reg in state.registrations.items() if reg.alive)


def bust_entry(state: TournamentState, pid: int, rng: random.Random, knockout: bool) -> dict[str, Any]:
    """A bust with an eliminator from the same table when there is one (any player still in, in a knock-out)."""
    table, _ = state.seating.seat_of[pid]
    mates = [p for p in state.seating.tables[table].players.values() if p != pid]
    if not mates and knockout:
        mates = [p for p, reg in state.registrations.items() if reg.alive and p != pid]
    entry: dict[str, Any] = {"player_id": pid}
    if mates:
        entry["eliminator_id"] = rng.choice(sorted(mates))
    return entry


def bust_down_to(desk: Desk, tid: int, left: int, rng: random.Random, knockout: bool) -> None:
    """Bust players one hand at a time, in batches of one transaction, until `left` are in."""
    while True:
        state = desk.tournament(tid).state
        alive = alive_players(state)
        if len(alive) <= left:
            return
        victims = rng.sample(alive, min(len(alive) - left, 200))
        # Each bust needs the state the previous one left, so compute them one by one on a scratch copy.
        commands: list[Command] = []
        seated = {pid: state.seating.seat_of[pid][0] for pid in alive}
        by_table: dict[int, set[int]] = {}
        for pid, table in seated.items():
            by_table.setdefault(table, set()).add(pid)
        still = set(alive)
        for pid in victims:
            table = seated[pid]
            mates = sorted(by_table[table] - {pid}) or (sorted(still - {pid}) if knockout else [])
            entry: dict[str, Any] = {"player_id": pid}
            if mates:
                entry["eliminator_id"] = rng.choice(mates)
            commands.append(("player.bust", {"busts": [entry]}))
            by_table[table].discard(pid)
            still.discard(pid)
        desk.act_many(tid, commands)


# -- the desk's demo ------------------------------------------------------------------


def demo_database() -> Path:
    return user_data_dir() / DEMO_FILE


def open_demo(path: Path | None = None, **desk_options: Any) -> tuple[Desk, int]:
    """The demonstration's own database (created and marked the first time) and its running demo tournament.

    A file at that place holding real tournaments (someone saved an event as
    `demo.db`) is refused rather than marked: nothing real becomes a demo.
    """
    path = path or demo_database()
    desk = Desk.open(path, **desk_options)
    try:
        if not desk.demo:
            if desk.tournament_rows():
                raise RuleError("{path} holds real tournaments: it cannot be the demonstration's database.", path=str(path))
            desk.mark_demo()
        return desk, build_demo(desk)
    except BaseException:
        desk.close()
        raise


def build_demo(desk: Desk, players: int = 30) -> int:
    """Create the demo tournament (or return it if it exists) and return its id.

    It is marked as a demonstration wherever it is built (its own database, a
    screenshot's or a self-test's): made-up players never count for a ranking.
    """
    for row in desk.tournament_rows():
        if row.name == DEMO_NAME and row.status in ("scheduled", "running"):
            return row.id
    template = next(t for t in load_templates() if t.key == "knockout")
    config, then = template.commands(name=DEMO_NAME, scheduled_start_ms=desk.now())
    config["capacity"] = 60
    config["demo"] = True
    config["counts_for_ranking"] = False
    tid = desk.create_tournament(config, then)
    ids = add_players(
        desk,
        demo_player_names(players),
        documents=[f"DEMO{i + 1:04d}" for i in range(players)],
        phones=[f"+351 91{i:07d}"[:16] for i in range(players)],
    )
    directory = desk.players().players
    desk.act_many(tid, entry_commands(ids, lambda pid: directory[pid].document or f"DEMO{pid}") + table_commands(players))
    draw_field(desk, tid, ids)
    for table in desk.tournament(tid).state.seating.open_tables():
        # DP 06: at the start the button is on seat 1.
        desk.act(tid, "seating.set_button", {"table": table.number, "seat": 1})
    desk.act(tid, "clock.start")
    return tid
