"""One player's seat card as PDF, from the printing module's seat-card sheet (RPT Art. 6).

The report module prints every seated player's card; at the desk the floor
person hands over the card of the player in front of him, so the sheet is
built with that one card only.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from tdapp.application.book import wall_clock_ms
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.reports import data as rows
from tdapp.reports import seat_cards
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, Letterhead, build


def seat_card_pdf(
    desk: Desk, tournament_id: int, player_id: int, *, lang: str = "pt_PT", out: str | Path | BinaryIO | None = None
) -> bytes:
    """The PDF of one player's seat card; refused if he has no seat."""
    state = desk.tournament(tournament_id).state
    data = rows.seating(state, tournament_id, rows.directory_names(desk.players()))
    cards = tuple(card for card in data.cards if card.player_id == player_id)
    if not cards:
        raise RuleError("Player {player} has no seat.", player=player_id)
    labels = Labels(lang)
    frame = Frame(labels, seat_cards.title(labels), data.event.name, Letterhead.from_settings(desk.store.setting), wall_clock_ms())
    return build(frame, seat_cards.story(replace(data, cards=cards), frame), out)
