"""A tournament's results as CSV for a spreadsheet (issue 15 part 5), safe against formulas like the ranking's export."""

from __future__ import annotations

from tdapp.application.desk import Desk
from tdapp.domain.players.csv_io import rows_csv
from tdapp.reports.data import directory_names, results

RESULTS_HEADER = ("place", "last_place", "player_id", "name", "prize_cents", "bounties_won", "bounty_cents", "deal_cents")


def results_csv(desk: Desk, tournament_id: int, *, delimiter: str = ",") -> str:
    """Every player by place (those still in on top, without a place); money in integer cents, as stored."""
    book = desk.tournament(tournament_id)
    lines = results(book.state, tournament_id, directory_names(desk.directory.state)).lines
    return rows_csv(
        RESULTS_HEADER,
        (
            (
                "" if r.first_place is None else r.first_place,
                "" if r.last_place is None else r.last_place,
                r.player_id,
                r.name,
                r.prize_cents,
                r.bounties_won,
                r.bounty_cents,
                r.deal_cents,
            )
            for r in lines
        ),
        delimiter=delimiter,
    )
