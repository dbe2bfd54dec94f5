"""A demonstration database: a small knock-out and, optionally, a large rebuy event, played to the end.

Everything goes through the `Desk` and the rules (register, pay, draw seats,
re-enter, rebuy, close registration, freeze the prize table, bust players,
agree a deal, finish), so the printed sheets of `tdapp samples`, the tests
and the benchmark show figures the engines produced, not typed-in numbers.
Seats and busts come from a seeded generator so the demo is the same every
time. Names carry the accents and letters a room meets (Łukasz, Şükrü,
João, Conceição) to prove that every name prints.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tdapp.application.book import Book
from tdapp.application.desk import Desk
from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.ranking.result import PlayerResult, TournamentResult
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.state import RankingState
from tdapp.domain.seating.draw import draw_seat, draw_seats
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import TournamentState
from tdapp.storage.store import RANKING_STREAM

FIRST_NAMES = (
    "Łukasz",
    "Şükrü",
    "João",
    "Gonçalo",
    "Maria da Conceição",
    "José",
    "André",
    "Inês",
    "Zoë",
    "Björn",
    "Ñuño",
    "Ana Sofia",
    "Rui",
    "Françoise",
    "Ólafur",
    "Margarida",
    "Tiago",
    "Beatriz",
    "Ştefan",
    "Søren",
)
SURNAMES = (
    "Gonçalves",
    "Conceição",
    "Brzęczyszczykiewicz",
    "Öztürk",
    "Simões",
    "Falcão",
    "Müller",
    "Estêvão",
    "Araújo",
    "Lourenço",
    "Østergård",
    "Guimarães",
    "Peña",
    "Magalhães",
    "Nørgaard",
    "Sá",
    "Dvořák",
    "Câmara",
)
CASINO_NAME = "Casino do Algarve — Sala de Poker"
OPERATOR = "Ana Sá"
#: 2024-06-01 20:00 UTC, a Saturday evening.
START_MS = 1_717_272_000_000
MINUTE_MS = 60_000


def demo_name(n: int) -> str:
    """A distinct, accented name for player number n (1-based)."""
    i = n - 1
    first = FIRST_NAMES[i % len(FIRST_NAMES)]
    last = SURNAMES[(i // len(FIRST_NAMES) + i) % len(SURNAMES)]
    cycle = i // (len(FIRST_NAMES) * len(SURNAMES))
    return f"{first} {last}" + (f" {cycle + 1}" if cycle else "")


class StepClock:
    """A wall clock that moves on a fixed step per action, so the demo has plausible, stable times."""

    def __init__(self, at_ms: int, step_ms: int = 20_000) -> None:
        self.at_ms = at_ms
        self.step_ms = step_ms

    def __call__(self) -> int:
        self.at_ms += self.step_ms
        return self.at_ms


@dataclass
class DemoEvent:
    tournament_id: int
    players: list[int]


def small_config(name: str = "Four Seasons — Knock-out de Verão") -> dict[str, Any]:
    """A knock-out with re-entry that counts for the ranking: 90 € + 10 € + 20 € bounty."""
    return {
        "name": name,
        "modality": "knockout",
        "buy_in": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000, "bounty_cents": 2_000},
        "reentry": {
            "purchase": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000, "bounty_cents": 2_000},
            "until_level": 6,
            "max_per_player": 2,
        },
        "scheduled_start_ms": START_MS,
        "counts_for_ranking": True,
        "late_registration_until_level": 6,
    }


def large_config(name: str = "Four Seasons — Main Event Rebuy") -> dict[str, Any]:
    """A rebuy and add-on event with re-entry, rounded to 5 €, that counts for the ranking."""
    return {
        "name": name,
        "modality": "rebuy_addon",
        "buy_in": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000},
        "rebuy": {"purchase": {"prize_cents": 4_500, "fee_cents": 500, "chips": 20_000}, "until_level": 6, "max_per_player": 3},
        "addon": {"purchase": {"prize_cents": 4_500, "fee_cents": 500, "chips": 30_000}, "until_level": 6},
        "reentry": {"purchase": {"prize_cents": 9_000, "fee_cents": 1_000, "chips": 20_000}, "until_level": 6},
        "scheduled_start_ms": START_MS,
        "counts_for_ranking": True,
        "payout_round_to_cents": 500,
        "late_registration_until_level": 6,
    }


def open_demo_desk(path: Path, *, at_ms: int = START_MS - 50 * MINUTE_MS) -> Desk:
    desk = Desk.open(path, operator=OPERATOR, now=StepClock(at_ms))
    desk.store.set_setting("casino_name", CASINO_NAME)
    return desk


def add_players(desk: Desk, count: int, *, first: int = 1) -> list[int]:
    """Add `count` players to the directory in one transaction."""
    start = desk.players().next_id()
    commands = [
        ("player.create", {"player_id": start + i, "name": demo_name(first + i), "document": f"CC{first + i:07d}"}) for i in range(count)
    ]
    desk.directory.execute_many(commands, desk.operator)
    return [start + i for i in range(count)]


def _state(desk: Desk, tid: int) -> TournamentState:
    return desk.tournament(tid).state


def _chunks(commands: list[tuple[str, dict[str, Any]]], size: int = 500) -> list[list[tuple[str, dict[str, Any]]]]:
    return [commands[i : i + size] for i in range(0, len(commands), size)]


def play_tournament(
    desk: Desk,
    config: dict[str, Any],
    players: list[int],
    *,
    seed: int = 7,
    reentries: int = 0,
    rebuys: int = 0,
    addons: int = 0,
    deal_at: int = 3,
    play_for_cents: int = 0,
    finish: bool = True,
) -> DemoEvent:
    """Run a whole tournament through the desk; see the module docstring."""
    rng = random.Random(seed)
    tid = desk.create_tournament(config)
    for chunk in _chunks([c for pid in players for c in _entry(pid)]):
        desk.act_many(tid, chunk)
    table_size = int(config.get("table_size", 10))
    tables = -(-len(players) // table_size)
    desk.act_many(tid, [("seating.open_table", {"table": n, "seats": table_size}) for n in range(1, tables + 1)])
    desk.act(tid, "seating.draw", draw_seats(_state(desk, tid).seating, players, rng=rng))
    if rebuys or addons:
        commands = [("money.rebuy", {"player_id": pid}) for pid in players[:rebuys]]
        commands += [("money.addon", {"player_id": pid}) for pid in players[-addons:]] if addons else []
        for chunk in _chunks(commands):
            desk.act_many(tid, chunk)
    knockout = config.get("modality") == "knockout"
    for pid in players[-reentries:] if reentries else []:
        _bust(desk, tid, pid, rng, knockout)
        desk.act(tid, "money.reentry", {"player_id": pid})
        desk.act(tid, "seating.seat", draw_seat(_state(desk, tid).seating, pid, rng=rng, reentry=True))
    desk.act(tid, "registration.close_late")
    if config.get("reentry"):
        desk.act(tid, "registration.close_reentry")
    desk.act(tid, "prizes.freeze")
    if not finish:
        return DemoEvent(tid, players)
    _bust_down_to(desk, tid, deal_at, rng, knockout)
    if deal_at > 1:
        state = _state(desk, tid)
        alive = sorted(pid for pid, reg in state.registrations.items() if reg.alive)
        stacks = [rng.randrange(40, 200) * 5_000 for _ in alive]
        deal = {"method": "icm", "players": [{"player_id": p, "chips": c} for p, c in zip(alive, stacks, strict=True)]}
        if play_for_cents:
            deal["play_for_cents"] = play_for_cents
        desk.act(tid, "prizes.accept_deal", deal)
        if play_for_cents:
            _bust_down_to(desk, tid, 1, rng, knockout)
    desk.act(tid, "tournament.finish")
    return DemoEvent(tid, players)


def _entry(pid: int) -> list[tuple[str, dict[str, Any]]]:
    return [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"CC{pid:07d}"})]


def _bust(desk: Desk, tid: int, pid: int, rng: random.Random, knockout: bool) -> None:
    desk.act(tid, "player.bust", {"busts": [_bust_entry(_state(desk, tid), pid, rng, knockout)]})


def _bust_entry(state: TournamentState, pid: int, rng: random.Random, knockout: bool) -> dict[str, Any]:
    """A bust with an eliminator from the same table when there is one (any player still in, in a knock-out)."""
    table, _ = state.seating.seat_of[pid]
    mates = [p for p in state.seating.tables[table].players.values() if p != pid]
    if not mates and knockout:
        mates = [p for p, reg in state.registrations.items() if reg.alive and p != pid]
    entry: dict[str, Any] = {"player_id": pid}
    if mates:
        entry["eliminator_id"] = rng.choice(sorted(mates))
    return entry


def _bust_down_to(desk: Desk, tid: int, left: int, rng: random.Random, knockout: bool) -> None:
    """Bust players one hand at a time, in batches of one transaction, until `left` are in."""
    while True:
        state = _state(desk, tid)
        alive = sorted(pid for pid, reg in state.registrations.items() if reg.alive)
        if len(alive) <= left:
            return
        victims = rng.sample(alive, min(len(alive) - left, 200))
        # Each bust needs the state the previous one left, so compute them one by one on a scratch copy.
        commands: list[tuple[str, dict[str, Any]]] = []
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


# -- the ranking -------------------------------------------------------------


def ranking_book(desk: Desk) -> Book[RankingState]:
    """The ranking's stream on this database (the ranking has one stream for every season)."""
    return Book(desk.store, RANKING, RANKING_STREAM, None, now=desk.now)


def define_year(book: Book[RankingState], year: int, operator: str = OPERATOR) -> None:
    """Four quarterly seasons for a year (FS 9.1), named as the room names them."""
    quarters = ((1, "01-01", "03-31"), (2, "04-01", "06-30"), (3, "07-01", "09-30"), (4, "10-01", "12-31"))
    known = book.state.seasons
    commands = [
        (
            "ranking.season.define",
            {
                "season_id": f"{year}-Q{q}",
                "year": year,
                "quarter": q,
                "name": f"Four Seasons {year} T{q}",
                "starts_on": f"{year}-{a}",
                "ends_on": f"{year}-{b}",
            },
        )
        for q, a, b in quarters
        if f"{year}-Q{q}" not in known
    ]
    if commands:
        book.execute_many(commands, operator)


def tournament_result(state: TournamentState, tournament_id: int, finished_at_ms: int) -> TournamentResult:
    """The result the ranking receives from a finished tournament: places, prizes (deals included) and the funds.

    Uses `tdapp.domain.ranking.from_tournament` when that adapter exists;
    otherwise builds the same plain data from the engines' figures.
    """
    try:
        from tdapp.domain.ranking import from_tournament  # type: ignore[attr-defined]

        return from_tournament.tournament_result(state, tournament_id)  # pragma: no cover - depends on the ranking module
    except (ImportError, AttributeError):
        pass
    config = state.require_config()
    awards = prizes_awarded(state)
    pool = prize_pool(state)
    players = tuple(
        PlayerResult(
            f.player_id,
            f.first_place,
            f.last_place if f.shared else None,
            awards.get(f.player_id, 0),
            reentries=state.registrations[f.player_id].reentries,
        )
        for f in state.seating.finishes
    )
    day = dt.datetime.fromtimestamp(finished_at_ms / 1000, dt.UTC).date()
    return TournamentResult(
        tournament_id,
        day,
        finished_at_ms,
        config.name,
        config.modality,
        config.buy_in.entry_cents,
        config.counts_for_ranking,
        True,
        players,
        pool.annual_fund_cents,
        pool.quarterly_fund_cents,
    )


def record_result(desk: Desk, book: Book[RankingState], tournament_id: int) -> None:
    book_t = desk.tournament(tournament_id)
    finished_at = book_t.log[-1].at_ms
    result = tournament_result(book_t.state, tournament_id, finished_at)
    book.execute("ranking.result.record", {"result": result.to_dict()}, desk.operator)


def build_demo(path: Path, *, large: int = 0, running: int = 46, progress: Callable[[str], None] | None = None) -> dict[str, int]:
    """A database with a finished 14-player knock-out (re-entries, bounties, an ICM deal), a
    `running` freeze-out with everybody seated (seat cards and lists) and, if `large`, a finished
    rebuy event of that many players; the finished ones are recorded in the 2024 ranking.

    Returns the tournament ids by name ("small", "running", "large").
    """
    say = progress or (lambda _text: None)
    desk = open_demo_desk(path)
    try:
        say("players")
        players = add_players(desk, max(14, large, running))
        say("small tournament")
        small = play_tournament(desk, small_config(), players[:14], reentries=2, deal_at=3, play_for_cents=5_000)
        ids = {"small": small.tournament_id}
        if running:
            say("running tournament")
            config = {
                **small_config("Torneio de Sábado — Freeze-out"),
                "modality": "freezeout",
                "reentry": None,
                "counts_for_ranking": False,
            }
            config["buy_in"] = {"prize_cents": 4_500, "fee_cents": 500, "chips": 25_000}
            ids["running"] = play_tournament(desk, config, players[:running], seed=3, finish=False).tournament_id
        if large:
            say(f"tournament of {large} entries")
            big = play_tournament(
                desk,
                large_config(),
                players[:large],
                seed=11,
                reentries=3,
                rebuys=large // 2,
                addons=large // 3,
                deal_at=3,
                play_for_cents=100_000,
            )
            ids["large"] = big.tournament_id
        say("ranking")
        book = ranking_book(desk)
        define_year(book, 2024)
        for key in ("small", "large"):
            if key in ids:
                record_result(desk, book, ids[key])
        return ids
    finally:
        desk.close()


def draw_logo(path: Path) -> None:
    """A simple logo (a green felt disc with the four suits) for the sample sheets."""
    from PIL import Image, ImageDraw, ImageFont

    from tdapp.paths import resources_dir

    size = 240
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((4, 4, size - 4, size - 4), fill=(20, 83, 45, 255), outline=(196, 160, 60, 255), width=10)
    font = ImageFont.truetype(str(resources_dir() / "fonts" / "DejaVuSans-Bold.ttf"), 64)
    for (x, y), suit, color in zip(
        ((62, 58), (130, 58), (62, 124), (130, 124)), "♠♥♦♣", ("white", (230, 60, 60), (230, 60, 60), "white"), strict=True
    ):
        draw.text((x, y), suit, font=font, fill=color)
    image.save(path)
