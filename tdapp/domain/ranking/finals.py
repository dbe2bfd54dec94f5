"""The ranking's funds and finals (FS 9.4, 9.5, 9.8.2, 9.9).

Funds: every counting tournament sets aside 3 % of its prize pool for the
annual final and 2 % for its season's quarterly final; the result carries both
amounts as the tournament's ledger computed them (`tournament.ledger`), and the
funds are their sums over the counting tournaments in force.

Annual final table ("Mesa Final Anual", FS 9.4): 10 seats, 4 for the winners of
the four quarterly finals ("o 1.º classificado de cada Final Trimestral") and 6
for the best of the annual ranking. Decisions where the seed is silent:
- a quarterly winner who is also among the annual ranking's best takes the
  quarterly seat, and the ranking seats go to the best *not already seated*;
- a seat left without a quarterly winner (a final not played or not recorded,
  or a player who won two quarterly finals) goes to the next best of the annual
  ranking, so the table always has 10 seats when 10 players are eligible;
- only players with more than 0 annual points take a ranking seat.
Its prize pool is the annual fund, paid 50 % / 30 % / 20 % (FS 9.5.1): 2nd and
3rd get their percentage rounded down to the cent, the 1st gets the rest, so
the three add up to the fund exactly and any odd cent goes to the winner.

Quarterly final (FS 9.8.2.1, 9.9): the season's fund is divided into entries
of €300 to regular stages; `entries = fund // 30 000` cents, and the remainder
goes to one more player. Qualifiers: at least 10, at most the entries plus
the one who receives the remainder; the app invites the maximum, i.e.
``max(10, entries + (1 if remainder else 0))`` best of the quarterly standing
(players with more than 0 points), so every prize has a player. Places 1 to
`entries` of the final win an entry each; the next place wins the remainder.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents
from tdapp.domain.ranking.standings import annual_standings, quarterly_standings
from tdapp.domain.ranking.state import RankingState

ANNUAL_FINAL_SEATS = 10  # FS 9.4
QUARTERLY_WINNER_SEATS = 4  # FS 9.4
ANNUAL_PAYOUT_PERCENT = (50, 30, 20)  # FS 9.5.1
QUARTERLY_ENTRY_CENTS = 30_000  # FS 9.8.2.1: entries of €300
MIN_QUARTERLY_QUALIFIERS = 10  # FS 9.9


def annual_fund(state: RankingState, year: int) -> Cents:
    """FS 9.5.1: the 3 % of every counting tournament of the year, for the annual final."""
    return sum(r.result.annual_fund_cents for s in state.seasons_of_year(year) for r in state.counting_results(s.season_id))


def promotional_fund(state: RankingState, year: int) -> Cents:
    """FS 3.1.13: every Xtrastack sold in the year's tournaments, for the ranking's prizes (FS 9.3).

    Xtrastacks may be sold in any tournament (FS 3.1.11), counting or not, and
    their money goes to the fund all the same.
    """
    return sum(
        r.result.promotional_fund_cents for s in state.seasons_of_year(year) for r in state.results.values() if r.season_id == s.season_id
    )


def quarterly_fund(state: RankingState, season_id: str) -> Cents:
    """FS 9.8.2: the 2 % of every counting tournament of the season, for its quarterly final."""
    if season_id not in state.seasons:
        raise RuleError("Unknown season '{season}'.", season=season_id)
    return sum(r.result.quarterly_fund_cents for r in state.counting_results(season_id))


# -- annual final ---------------------------------------------------------


class SeatReason(StrEnum):
    QUARTERLY_WINNER = "quarterly_winner"
    ANNUAL_RANKING = "annual_ranking"


@dataclass(frozen=True)
class FinalSeat:
    player_id: int
    reason: SeatReason
    season_id: str | None = None  # the quarterly final won
    annual_position: int | None = None


def annual_final_table(state: RankingState, year: int) -> tuple[FinalSeat, ...]:
    """The players of the annual final: quarterly winners (season order), then the annual ranking."""
    seats: list[FinalSeat] = []
    seated: set[int] = set()
    for season in state.seasons_of_year(year)[:QUARTERLY_WINNER_SEATS]:
        winner = state.final_winners.get(season.season_id)
        if winner is None:
            continue
        pid = state.canonical(winner)
        if pid not in seated:
            seats.append(FinalSeat(pid, SeatReason.QUARTERLY_WINNER, season_id=season.season_id))
            seated.add(pid)
    for row in annual_standings(state, year).rows:
        if len(seats) >= ANNUAL_FINAL_SEATS or row.points <= 0:
            break
        if row.player_id not in seated:
            seats.append(FinalSeat(row.player_id, SeatReason.ANNUAL_RANKING, annual_position=row.position))
            seated.add(row.player_id)
    return tuple(seats)


def annual_final_payout(fund_cents: Cents) -> tuple[Cents, Cents, Cents]:
    """FS 9.5.1: 50/30/20 of the fund; 2nd and 3rd rounded down, the remaining cents to the winner."""
    if fund_cents < 0:
        raise ValueError("fund must not be negative")
    second = fund_cents * ANNUAL_PAYOUT_PERCENT[1] // 100
    third = fund_cents * ANNUAL_PAYOUT_PERCENT[2] // 100
    return (fund_cents - second - third, second, third)


# -- quarterly final ------------------------------------------------------


@dataclass(frozen=True)
class QuarterlyPrize:
    place: int
    entry_cents: Cents  # an entry to a regular stage (FS 9.8.2.1), or 0
    cash_cents: Cents  # the remainder of the fund (FS 9.9), or 0


@dataclass(frozen=True)
class QuarterlyFinal:
    season_id: str
    fund_cents: Cents
    entries: int
    remainder_cents: Cents
    seats: int
    qualifiers: tuple[int, ...]  # player ids, best first
    prizes: tuple[QuarterlyPrize, ...]


def quarterly_final(state: RankingState, season_id: str) -> QuarterlyFinal:
    fund = quarterly_fund(state, season_id)
    entries, remainder = divmod(fund, QUARTERLY_ENTRY_CENTS)
    seats = max(MIN_QUARTERLY_QUALIFIERS, entries + (1 if remainder else 0))
    eligible = [r.player_id for r in quarterly_standings(state, season_id).rows if r.points > 0]
    prizes = [QuarterlyPrize(place, QUARTERLY_ENTRY_CENTS, 0) for place in range(1, entries + 1)]
    if remainder:
        prizes.append(QuarterlyPrize(entries + 1, 0, remainder))
    return QuarterlyFinal(season_id, fund, entries, remainder, seats, tuple(eligible[:seats]), tuple(prizes))
