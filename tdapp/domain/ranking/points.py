"""Ranking points of one finished tournament, line by line (FS 9.2, 3.1.8, 3.1.9).

Every point comes with its reason (a `PointLine`), so a player can check his
points against the rule. Points are whole numbers; every rounding is down.

Decisions taken where the regulations leave room (SPEC section 5):

- **Buy-in points** (FS 9.2 "1 ponto por cada Euro de buy-in no torneio"): one
  point per whole euro of the player's entry price including the fee, counted
  **once per tournament**. Re-entries, rebuys and add-ons give no further
  buy-in points: the rule names the tournament's buy-in, and points must not be
  bought by re-entering. A Multistack day-2 entrant counts the price of the
  stack he bought (FS 3.1.10).
- **Prize points**: one point per *whole* euro actually received (deals count
  what was received, FS 7.3), i.e. ``prize_cents // 100``. Bounties are not
  prizes (FS 3.1.3).
- **Satellite** (FS 9.2, 3.1.4): a seat counts as a prize of the seat's value;
  the cash remainder paid to the last player out before the seats counts as an
  ordinary prize. Each is rounded down separately.
- **Sit & Go** (FS 3.1.8): the Sit & Go's own scale **replaces** FS 9.2 for
  that modality: 10 points to the 1st, 6 to the 2nd, nothing else (no buy-in
  points, no prize points). FS 3.1.8 states the points "to award" for the
  modality; adding buy-in and prize points would dwarf them.
- **Survivor** (FS 3.1.9 "os pontos previstos de acordo com a classificação ...
  apurada pela contagem das suas fichas no momento do término"): the prize pool
  is shared equally among the survivors, so the prize cannot rank them; their
  prize points are instead counted from a *chip-chop* of what the survivors
  received together: survivor i counts ``pool × chips_i // total_chips`` cents
  (then 1 point per whole euro). More chips at the end never gives fewer
  points; equal chips give equal points; the survivors' places are set by
  their chips (equal counts share places). Everybody also gets buy-in points.
- **Shared places** (RPT Art. 79): a player whose result covers places a..b
  gets the average, rounded down, of the scale's points for those places
  (only relevant for the Sit & Go scale, the others do not depend on the place).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tdapp.domain.ranking.result import PlayerResult, TournamentResult
from tdapp.domain.tournament.config import Modality

#: FS 3.1.8: the Sit & Go scale, by place.
SIT_AND_GO_POINTS = {1: 10, 2: 6}


class LineKind(StrEnum):
    BUY_IN = "buy_in"  # FS 9.2: 1 point per euro of buy-in
    PRIZE = "prize"  # FS 9.2: 1 point per whole euro of prize received
    SATELLITE_SEAT = "satellite_seat"  # FS 9.2: a seat counts at its value
    SIT_AND_GO = "sit_and_go"  # FS 3.1.8: 10 to the 1st, 6 to the 2nd
    SURVIVOR = "survivor"  # FS 3.1.9: the survivors' prize counted by their chips


@dataclass(frozen=True)
class PointLine:
    """Points of one kind, and the euros (in cents) they were counted from, if any."""

    kind: LineKind
    points: int
    basis_cents: int = 0


@dataclass(frozen=True)
class Score:
    """One player's points in one tournament."""

    player_id: int
    place: int | None
    place_to: int | None
    lines: tuple[PointLine, ...]
    reentries: int = 0

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def buy_in_points(self) -> int:
        return sum(line.points for line in self.lines if line.kind is LineKind.BUY_IN)

    @property
    def result_points(self) -> int:
        """Points earned by the result (prizes, seats, Sit & Go places), not by paying the buy-in."""
        return self.points - self.buy_in_points

    @property
    def won(self) -> bool:
        return self.place == 1


def score_tournament(result: TournamentResult) -> tuple[Score, ...]:
    """The points of every player of a tournament, in the order of the result."""
    places = _places(result)
    chip_prize = _survivor_prizes(result) if result.modality is Modality.SURVIVOR else {}
    scores = []
    for p in result.players:
        place, place_to = places[p.player_id]
        lines: list[PointLine] = []
        if result.modality is Modality.SIT_AND_GO:
            points = _scale_points(SIT_AND_GO_POINTS, place, place_to)
            if points:
                lines.append(PointLine(LineKind.SIT_AND_GO, points))
        else:
            _add(lines, LineKind.BUY_IN, result.buy_in_of(p))
            if p.player_id in chip_prize:
                _add(lines, LineKind.SURVIVOR, chip_prize[p.player_id])
            else:
                _add(lines, LineKind.PRIZE, p.prize_cents)
            _add(lines, LineKind.SATELLITE_SEAT, p.seat_value_cents)
        scores.append(Score(p.player_id, place, place_to, tuple(lines), p.reentries))
    return tuple(scores)


def _add(lines: list[PointLine], kind: LineKind, cents: int) -> None:
    points = cents // 100  # whole euros only
    if points:
        lines.append(PointLine(kind, points, cents))


def _scale_points(scale: dict[int, int], place: int | None, place_to: int | None) -> int:
    if place is None:
        return 0
    last = place_to if place_to is not None else place
    return sum(scale.get(p, 0) for p in range(place, last + 1)) // (last - place + 1)


def _places(result: TournamentResult) -> dict[int, tuple[int | None, int | None]]:
    """Places as given, except a Survivor's survivors (placed by chips) and unplaced satellite seat winners (1..k)."""
    places: dict[int, tuple[int | None, int | None]] = {p.player_id: (p.place, p.place_to) for p in result.players}
    if result.modality is Modality.SURVIVOR:
        counts = [p.final_chips for p in result.players if p.final_chips is not None]
        for p in result.players:
            if p.final_chips is not None:
                above = sum(1 for c in counts if c > p.final_chips)
                level = sum(1 for c in counts if c == p.final_chips)
                places[p.player_id] = (above + 1, above + level if level > 1 else None)
    elif result.modality is Modality.SATELLITE:
        unplaced = [p for p in result.players if p.place is None]
        for p in unplaced:
            places[p.player_id] = (1, len(unplaced) if len(unplaced) > 1 else None)
    return places


def _survivor_prizes(result: TournamentResult) -> dict[int, int]:
    """FS 3.1.9: the survivors' prizes re-counted in proportion to their final chips (rounded down to the cent)."""
    survivors: list[PlayerResult] = [p for p in result.players if p.final_chips is not None]
    pool = sum(p.prize_cents for p in survivors)
    chips = sum(p.final_chips or 0 for p in survivors)
    return {p.player_id: pool * (p.final_chips or 0) // chips for p in survivors}
