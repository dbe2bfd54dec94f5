"""A finished tournament's results as the ranking receives them.

The ranking is a stream of its own: it does not read tournament files, it is
handed a `TournamentResult` (plain data in the action's payload) built from a
finished tournament by `tdapp.domain.ranking.from_tournament`, or typed in for
a tournament run on paper. Everything the points and the funds need is in it,
so a replayed ranking never depends on another stream.

What the fields mean:
- `buy_in_cents`: the tournament's entry as FS 4.2-4.3 define the "buy-in": the
  price of an entry *including* the casino's fee (the fee is "discounted from
  the value of the entry", FS 4.3), *excluding* a knock-out bounty (an amount
  added on top of the entry, FS 3.1.3) and Xtrastacks (FS 3.1.11). A player who
  entered at another price (a Multistack day-2 stack, FS 3.1.10) carries his own
  `buy_in_cents`.
- `prize_cents`: the money the player actually received, deals included
  (FS 7.3); bounties are not prizes (they are outside the prize pool, FS 3.1.3).
- `seat_value_cents`: in a satellite, the value of the seat the player won (FS 3.1.4, 9.2).
- `final_chips`: in a Survivor, the survivor's chips at the end, entered by the TD (FS 3.1.9).
- `place`/`place_to`: the finishing place, or the range of places shared
  (RPT Art. 79). A satellite's seat winners and a Survivor's survivors may have
  no place: they share places 1..k (satellite) or are placed by chips (Survivor).
- `annual_fund_cents`/`quarterly_fund_cents`: the 3 % and 2 % deductions of the
  prize pool (FS 9.5.1, 9.8.2), computed by `tournament.ledger.prize_pool`.
- `promotional_fund_cents`: the Xtrastacks sold (FS 3.1.13), which go whole to
  the ranking's promotional fund for its prizes (FS 9.3, 3.1.16).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import Modality


@dataclass(frozen=True)
class PlayerResult:
    player_id: int
    place: int | None = None
    place_to: int | None = None
    prize_cents: int = 0
    seat_value_cents: int = 0
    final_chips: int | None = None
    reentries: int = 0
    buy_in_cents: int | None = None

    @property
    def last_place(self) -> int | None:
        return self.place_to if self.place_to is not None else self.place

    def to_dict(self) -> dict[str, Any]:
        return {
            "player_id": self.player_id,
            "place": self.place,
            "place_to": self.place_to,
            "prize_cents": self.prize_cents,
            "seat_value_cents": self.seat_value_cents,
            "final_chips": self.final_chips,
            "reentries": self.reentries,
            "buy_in_cents": self.buy_in_cents,
        }


@dataclass(frozen=True)
class TournamentResult:
    tournament_id: int
    date: dt.date
    finished_at_ms: int
    name: str
    modality: Modality
    buy_in_cents: int
    counts_for_ranking: bool
    finished: bool
    players: tuple[PlayerResult, ...]
    annual_fund_cents: int = 0
    quarterly_fund_cents: int = 0
    promotional_fund_cents: int = 0  # FS 3.1.13: the Xtrastacks sold, all of it for the ranking's prizes (FS 9.3)

    def buy_in_of(self, player: PlayerResult) -> int:
        return self.buy_in_cents if player.buy_in_cents is None else player.buy_in_cents

    def to_dict(self) -> dict[str, Any]:
        return {
            "tournament_id": self.tournament_id,
            "date": self.date.isoformat(),
            "finished_at_ms": self.finished_at_ms,
            "name": self.name,
            "modality": self.modality.value,
            "buy_in_cents": self.buy_in_cents,
            "counts_for_ranking": self.counts_for_ranking,
            "finished": self.finished,
            "annual_fund_cents": self.annual_fund_cents,
            "quarterly_fund_cents": self.quarterly_fund_cents,
            "promotional_fund_cents": self.promotional_fund_cents,
            "players": [p.to_dict() for p in self.players],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TournamentResult:
        """Read and check a result; a result that cannot give points is refused with the reason."""
        if not isinstance(data, Mapping):
            raise RuleError("The tournament result is not readable.")
        tid = whole(data, "tournament_id", minimum=1)
        if data.get("finished") is not True:
            raise RuleError(
                "Tournament {tournament} is not finished: points are given only for a finished tournament (FS 9.2).", tournament=tid
            )
        try:
            modality = Modality(data["modality"])
        except ValueError:
            raise RuleError("Unknown modality '{modality}'.", modality=data["modality"]) from None
        name = data.get("name", "")
        if not isinstance(name, str) or not name.strip():
            raise RuleError("The result of tournament {tournament} needs the tournament's name.", tournament=tid)
        if data.get("demo", False) is not False:
            raise RuleError("Tournament {tournament} is a demonstration: its results never enter a ranking.", tournament=tid)
        counts = data.get("counts_for_ranking", False)
        if not isinstance(counts, bool):
            raise RuleError("'{value}' is not yes or no ({field}).", value=counts, field="counts_for_ranking")
        players_data = data.get("players")
        if not isinstance(players_data, list) or not players_data:
            raise RuleError("The result of tournament {tournament} lists no players.", tournament=tid)
        result = cls(
            tournament_id=tid,
            date=parse_date(data.get("date"), "date"),
            finished_at_ms=whole(data, "finished_at_ms"),
            name=name.strip(),
            modality=modality,
            buy_in_cents=whole(data, "buy_in_cents"),
            counts_for_ranking=counts,
            finished=True,
            players=tuple(_player(p) for p in players_data),
            annual_fund_cents=whole(data, "annual_fund_cents", default=0),
            quarterly_fund_cents=whole(data, "quarterly_fund_cents", default=0),
            promotional_fund_cents=whole(data, "promotional_fund_cents", default=0),
        )
        _check_consistency(result)
        return result


def _player(data: Any) -> PlayerResult:
    if not isinstance(data, Mapping):
        raise RuleError("A player's result is not readable.")
    pid = whole(data, "player_id", minimum=1)
    place = optional_whole(data, "place", minimum=1)
    place_to = optional_whole(data, "place_to", minimum=1)
    if place_to is not None and (place is None or place_to < place):
        raise RuleError("Player {player}: the shared places must run from a place to a later one.", player=pid)
    return PlayerResult(
        player_id=pid,
        place=place,
        place_to=place_to,
        prize_cents=whole(data, "prize_cents", default=0),
        seat_value_cents=whole(data, "seat_value_cents", default=0),
        final_chips=optional_whole(data, "final_chips"),
        reentries=whole(data, "reentries", default=0),
        buy_in_cents=optional_whole(data, "buy_in_cents"),
    )


def _check_consistency(result: TournamentResult) -> None:
    seen: set[int] = set()
    n = len(result.players)
    survivor = result.modality is Modality.SURVIVOR
    satellite = result.modality is Modality.SATELLITE
    for p in result.players:
        if p.player_id in seen:
            raise RuleError(
                "Player {player} appears twice in the result of tournament {tournament}.",
                player=p.player_id,
                tournament=result.tournament_id,
            )
        seen.add(p.player_id)
        if p.last_place is not None and p.last_place > n:
            raise RuleError(
                "Player {player} cannot finish in place {place} among {count} players.", player=p.player_id, place=p.last_place, count=n
            )
        if p.seat_value_cents and not satellite:
            raise RuleError("Only a satellite awards seats (FS 3.1.4); player {player} has a seat value.", player=p.player_id)
        if p.final_chips is not None and not survivor:
            raise RuleError("Final chip counts are entered only for a Survivor (FS 3.1.9); player {player} has one.", player=p.player_id)
        if survivor and p.final_chips is not None and p.final_chips <= 0:
            raise RuleError("A survivor ends with chips: enter player {player}'s final count (FS 3.1.9).", player=p.player_id)
        unplaced_ok = (survivor and p.final_chips is not None) or (satellite and p.seat_value_cents > 0)
        if p.place is None and not unplaced_ok:
            raise RuleError(
                "Player {player} has no finishing place in tournament {tournament}.", player=p.player_id, tournament=result.tournament_id
            )
        if survivor and p.prize_cents > 0 and p.final_chips is None:
            raise RuleError("Enter the final chip count of every survivor (FS 3.1.9): player {player} has none.", player=p.player_id)
    if survivor and not any(p.final_chips is not None for p in result.players):
        raise RuleError("Enter the final chip counts of the survivors: Survivor points follow them (FS 3.1.9).")


# -- payload readers shared by the ranking's handlers ----------------------


def whole(data: Mapping[str, Any], key: str, *, minimum: int = 0, default: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("'{value}' is not a whole number ({field}).", value=value, field=key)
    if value < minimum:
        raise RuleError("{field} cannot be less than {minimum}.", field=key, minimum=minimum)
    return value


def optional_whole(data: Mapping[str, Any], key: str, *, minimum: int = 0) -> int | None:
    if data.get(key) is None:
        return None
    return whole(data, key, minimum=minimum)


def parse_date(value: Any, field: str) -> dt.date:
    if not isinstance(value, str):
        raise RuleError("'{value}' is not a date (YYYY-MM-DD) ({field}).", value=value, field=field)
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise RuleError("'{value}' is not a date (YYYY-MM-DD) ({field}).", value=value, field=field) from None


def text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise RuleError("The {field} must be text.", field=key)
    return value.strip()
