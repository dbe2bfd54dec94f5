"""A demonstration room for the web pages: built through the desk and the rules, on the wall clock.

A finished knock-out recorded in this year's ranking, a running main event
part-way through (busts, re-entries, a frozen prize table, the clock
running at level 4) and a satellite that has not started: every page has
something real to show. One player chose a nickname; players carry
documents, phones, e-mails and notes, which no page may show.
"""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path
from typing import Any

from tdapp.application.book import wall_clock_ms
from tdapp.application.demo import bust_down_to, enter_and_seat
from tdapp.application.desk import Desk
from tdapp.application.templates import load_templates
from tdapp.reports import demo as sheets

#: What the personal-data test looks for in every page: none of it may appear.
SECRET_EMAIL = "segredo.pessoal@example.invalid"
SECRET_PHONE = "+351 919 000 111"
SECRET_NOTE = "NOTA-PRIVADA-7731"
NICKNAME = "Ás de Espadas"


def _today(config: dict[str, Any]) -> dict[str, Any]:
    return {**config, "scheduled_start_ms": wall_clock_ms()}


def build_web_demo(path: Path | str) -> dict[str, int]:
    """Build the demo room in `path` and return the tournament ids by name ("finished", "main", "satellite")."""
    desk = Desk.open(path, operator="demo")
    try:
        players = sheets.add_players(desk, 60)
        desk.directory.execute(
            "player.update",
            {"player_id": players[0], "nickname": NICKNAME, "email": SECRET_EMAIL, "phone": SECRET_PHONE, "notes": SECRET_NOTE},
        )
        finished = sheets.play_tournament(
            desk, _today(sheets.small_config("Four Seasons — Knock-out de Quinta")), players[:14], reentries=2
        )
        sheets.define_year(desk.ranking, dt.date.today().year)
        desk.record_ranking_result(finished.tournament_id)

        template = next(t for t in load_templates() if t.key == "knockout")
        config, then = template.commands(name="Four Seasons — Main Event", scheduled_start_ms=wall_clock_ms())
        main = desk.create_tournament(config, then)
        enter_and_seat(desk, main, players[:48], document=lambda pid: f"CC{pid:07d}", rng=random.Random(5))
        desk.act(main, "clock.start")
        bust_down_to(desk, main, 36, random.Random(5), knockout=True)
        desk.act(main, "clock.jump", {"level": 4, "seconds_left": 12 * 60 + 34})

        template = next(t for t in load_templates() if t.key == "satellite")
        config, then = template.commands(name="Satélite para o Main Event", scheduled_start_ms=wall_clock_ms())
        satellite = desk.create_tournament(config, then)
        for pid in players[48:54]:
            desk.act(satellite, "registration.register", {"player_id": pid})
        return {"finished": finished.tournament_id, "main": main, "satellite": satellite}
    finally:
        desk.close()
