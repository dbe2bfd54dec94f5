"""A `TournamentResult` from a finished tournament's state: what the desk hands to the ranking.

Where each field comes from:
- places: the seating's finishes (`state.seating.finishes`, RPT Art. 79 ranges kept);
- prizes: `tdapp.domain.prizes.awards.prizes_awarded` (deals count what each
  player received, FS 7.3); bounties are not prizes (FS 3.1.3);
- buy-in: the entry including the fee, bounty excluded (see `result`); a
  Multistack day-2 entrant's own stack price (FS 3.1.10);
- funds: the 3 % / 2 % deductions of `tournament.ledger.prize_pool` (FS 9.5, 9.8.2).

Players still holding chips when the tournament finished have no finish:
- a satellite's: they won the seats (FS 3.1.4): each counts the seat's value,
  and so does a player out in a seat place; other prizes are the cash remainder;
- a Survivor's: they are the survivors; their final chip counts are entered by
  the TD (`final_chips`, FS 3.1.9) and their prizes are the table's equal
  shares (odd cents to the bigger stacks) unless the prize engine awarded them;
- a deal that shared out every prize (FS 7.3): its players share places 1..k.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any
from zoneinfo import ZoneInfo

from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.result import TournamentResult
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import Status, TournamentState

ROOM_TIME_ZONE = "Europe/Lisbon"  # the Casinos do Algarve (FS 2.1)


def result_from_tournament(
    state: TournamentState,
    *,
    tournament_id: int,
    finished_at_ms: int,
    date: dt.date | None = None,
    final_chips: Mapping[int, int] | None = None,
    time_zone: str = ROOM_TIME_ZONE,
) -> TournamentResult:
    """The ranking's view of a finished tournament; refused (RuleError) if it cannot give points yet.

    `date` decides the season; by default it is the day the tournament was
    scheduled to start (or was created), in the room's time zone, so an event
    that ends after midnight stays in the day (and season) it was played.
    """
    from tdapp.domain.prizes.awards import prize_table, prizes_awarded  # the prize engine, imported when needed

    config = state.require_config()
    finishes = {f.player_id: f for f in getattr(state.seating, "finishes", [])}
    awards = prizes_awarded(state)
    players = [reg for reg in state.registrations.values() if reg.has_paid]
    survivor = config.modality is Modality.SURVIVOR
    # A Survivor's survivors share places 1..k in the seating (FS 3.1.9); the ranking places them by chips.
    alive = sorted(reg.player_id for reg in players if reg.alive and (survivor or reg.player_id not in finishes))
    chips = dict(final_chips or {})
    table = prize_table(state) if config.modality in (Modality.SATELLITE, Modality.SURVIVOR) else None

    survivor_prizes: dict[int, int] = {}
    if survivor and table is not None:
        missing = [pid for pid in alive if pid not in chips]
        if missing:
            raise RuleError(
                "Enter the final chip counts of the survivors (FS 3.1.9): players {players}.", players=", ".join(str(p) for p in missing)
            )
        by_stack = sorted(alive, key=lambda pid: (-chips[pid], pid))
        survivor_prizes = {pid: table.prize(i) for i, pid in enumerate(by_stack, start=1)}
        finishes = {pid: f for pid, f in finishes.items() if pid not in survivor_prizes}

    deal_players = set(alive) if state.prizes_settled() else set()
    rows: list[dict[str, Any]] = []
    for reg in sorted(players, key=lambda r: r.player_id):
        pid = reg.player_id
        finish = finishes.get(pid)
        row: dict[str, Any] = {"player_id": pid, "reentries": reg.reentries, "prize_cents": awards.get(pid, 0)}
        if finish is not None:
            row["place"] = finish.first_place
            if finish.shared:
                row["place_to"] = finish.last_place
        elif pid in deal_players:
            row["place"] = 1
            if len(deal_players) > 1:
                row["place_to"] = len(deal_players)
        if config.modality is Modality.SATELLITE and table is not None:
            in_seat = finish is None or table.is_seat(finish.first_place)
            if in_seat:
                row["seat_value_cents"] = config.satellite_target_cents
                row["prize_cents"] = 0
        if config.modality is Modality.SURVIVOR and pid in survivor_prizes:
            row["final_chips"] = chips[pid]
            row["prize_cents"] = awards.get(pid) or survivor_prizes[pid]
        if reg.day2_option is not None:
            row["buy_in_cents"] = config.multistack_day2[reg.day2_option].entry_cents
        rows.append(row)

    pool = prize_pool(state)
    return TournamentResult.from_dict(
        {
            "tournament_id": tournament_id,
            "date": (date or _play_date(state, time_zone)).isoformat(),
            "finished_at_ms": finished_at_ms,
            "name": config.name,
            "modality": config.modality.value,
            "buy_in_cents": config.buy_in.entry_cents,
            "counts_for_ranking": config.counts_for_ranking,
            "demo": config.demo,  # refused by the ranking: a demonstration's players are made up
            "finished": state.status in (Status.FINISHED, Status.ARCHIVED),
            "annual_fund_cents": pool.annual_fund_cents,
            "quarterly_fund_cents": pool.quarterly_fund_cents,
            "promotional_fund_cents": sum(p.xtrastack_cents for p in state.payments),
            "players": rows,
        }
    )


def _play_date(state: TournamentState, time_zone: str) -> dt.date:
    config = state.require_config()
    start_ms = config.scheduled_start_ms if config.scheduled_start_ms is not None else state.created_at_ms
    return dt.datetime.fromtimestamp(start_ms / 1000, tz=ZoneInfo(time_zone)).date()
