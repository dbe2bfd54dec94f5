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
from tdapp.application.demo import (
    DEMO_START_MS,
    MINUTE_MS,
    StepClock,
    accented_name,
    alive_players,
    bust_down_to,
    bust_entry,
    enter_and_seat,
    in_batches,
)
from tdapp.application.demo import add_players as add_named_players
from tdapp.application.desk import Desk
from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.ranking.result import PlayerResult, TournamentResult
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.state import RankingState
from tdapp.domain.seating.draw import draw_seat
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import TournamentState
from tdapp.storage.store import RANKING_STREAM

CASINO_NAME = "Casino do Algarve — Sala de Poker"
OPERATOR = "Ana Sá"
START_MS = DEMO_START_MS
#: The player names of the printed samples (accented, to prove that every name prints).
demo_name = accented_name


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
    """Add `count` players (numbers `first`, `first + 1`...) to the directory in one transaction."""
    numbers = range(first, first + count)
    return add_named_players(desk, [demo_name(n) for n in numbers], documents=[f"CC{n:07d}" for n in numbers])


def _state(desk: Desk, tid: int) -> TournamentState:
    return desk.tournament(tid).state


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
    enter_and_seat(desk, tid, players, document=lambda pid: f"CC{pid:07d}", seats=int(config.get("table_size", 10)), rng=rng)
    if rebuys or addons:
        commands = [("money.rebuy", {"player_id": pid}) for pid in players[:rebuys]]
        commands += [("money.addon", {"player_id": pid}) for pid in players[-addons:]] if addons else []
        for batch in in_batches(commands):
            desk.act_many(tid, batch)
    knockout = config.get("modality") == "knockout"
    for pid in players[-reentries:] if reentries else []:
        desk.act(tid, "player.bust", {"busts": [bust_entry(_state(desk, tid), pid, rng, knockout)]})
        desk.act(tid, "money.reentry", {"player_id": pid})
        desk.act(tid, "seating.seat", draw_seat(_state(desk, tid).seating, pid, rng=rng, reentry=True))
    desk.act(tid, "registration.close_late")
    if config.get("reentry"):
        desk.act(tid, "registration.close_reentry")
    desk.act(tid, "prizes.freeze")
    if not finish:
        return DemoEvent(tid, players)
    bust_down_to(desk, tid, deal_at, rng, knockout)
    if deal_at > 1:
        state = _state(desk, tid)
        alive = alive_players(state)
        stacks = [rng.randrange(40, 200) * 5_000 for _ in alive]
        deal = {"method": "icm", "players": [{"player_id": p, "chips": c} for p, c in zip(alive, stacks, strict=True)]}
        if play_for_cents:
            deal["play_for_cents"] = play_for_cents
        desk.act(tid, "prizes.accept_deal", deal)
        if play_for_cents:
            bust_down_to(desk, tid, 1, rng, knockout)
    desk.act(tid, "tournament.finish")
    return DemoEvent(tid, players)


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
