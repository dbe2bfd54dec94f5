"""What the other layers ask of the prizes: the table in force, the prizes left, who won what.

* `prize_table(state)`: the frozen (or overridden) table if there is one (FS
  7.5), else the table the configured rule gives for the money taken so far.
  The pool is `ledger.prize_pool(state).distributable_cents`: gross prize
  contributions less the ranking deduction, topped up to the guarantee.
* `prizes_left(state)`: what the players still in play for, places 1..n; after
  a deal, only the amount it kept in play for the winner.
* `prizes_awarded(state)`: final prize per player who won something. Finished players outside a
  deal get the prize of their place; players who went out in the same hand and
  share a range of places (RPT Art. 79) share the prizes of that range equally,
  the odd cents going one each to the lowest player ids (a fixed, neutral
  order). Players in a deal get their deal amounts; the amount kept in play
  goes to the player whose finish is place 1. Satellite seats count at the
  seat's value (FS 3.1.4, 9.2).
* `prizes_paid_cents(state)`: the sum of the above, for `ledger.cash_desk`.
  It counts what has been awarded; the hand-over of cash is the desk's record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents, split_evenly
from tdapp.domain.prizes.payouts import PrizeTable, table_for_rule
from tdapp.domain.prizes.state import Deal
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import TournamentState


def entries_for_table(state: TournamentState) -> int:
    """FS 7.4 counts paid entries plus re-entries."""
    return state.entries + state.reentries


def live_prize_table(state: TournamentState, *, gross: Cents | None = None, entries: int | None = None) -> PrizeTable:
    """The table the configured rule gives now, ignoring any freeze (or for these prize contributions and entries:
    the table as a freeze read it)."""
    config = state.require_config()
    return table_for_rule(
        config.payout_rule,
        pool_cents=prize_pool(state, gross).distributable_cents,
        entries=entries_for_table(state) if entries is None else entries,
        entry_cents=config.buy_in.entry_cents,
        six_max=config.table_size == 6,
        round_to_cents=config.payout_round_to_cents,
        custom=config.payout_custom,
        satellite_seat_cents=config.satellite_target_cents,
        lowest_prize=config.payout_lowest_prize,
    )


def prize_table(state: TournamentState) -> PrizeTable:
    frozen = state.prizes.frozen
    if frozen is not None:
        return PrizeTable(frozen.amounts, frozen.pool_cents, frozen.seats)
    return live_prize_table(state)


def unfrozen_difference_cents(state: TournamentState) -> Cents:
    """Distributable pool minus the frozen table's total: money taken after the freeze (rebuys, add-ons).

    Not zero means the TD should freeze again or override; the frozen table is
    never changed behind his back.
    """
    frozen = state.prizes.frozen
    return 0 if frozen is None else prize_pool(state).distributable_cents - sum(frozen.amounts)


def prizes_left(state: TournamentState) -> list[Cents]:
    players = state.players_left
    deal = state.prizes.last_deal
    if deal is not None:
        return [deal.play_for_cents] if deal.play_for_cents else []
    return list(prize_table(state).amounts[:players])


def prizes_awarded(state: TournamentState) -> dict[int, Cents]:
    finishes: list[Finish] = list(getattr(state.seating, "finishes", []))
    if not finishes and not state.prizes.deals:
        return {}
    return awards_for(prize_table(state), finishes, state.prizes.deals)


def prizes_paid_cents(state: TournamentState) -> Cents:
    return sum(prizes_awarded(state).values())


def awards_for(table: PrizeTable, finishes: Iterable[Finish], deals: Sequence[Deal] = ()) -> dict[int, Cents]:
    """Prizes per player from a table, the finishes and the deals (see the module docstring)."""
    awards: dict[int, Cents] = {}
    dealt_places = len(deals[0].player_ids) if deals else 0
    groups: dict[tuple[int, int], list[int]] = {}
    winner = None
    for f in finishes:
        if f.first_place < 1 or f.last_place < f.first_place:
            raise RuleError("Player {player} has an impossible place.", player=f.player_id)
        if f.first_place == 1:
            winner = f.player_id
        if f.last_place <= dealt_places:
            continue  # paid by the deal
        if f.first_place <= dealt_places:
            raise RuleError("Player {player}'s places overlap the places shared by the deal.", player=f.player_id)
        groups.setdefault((f.first_place, f.last_place), []).append(f.player_id)
    for (first, last), players in groups.items():
        if len(players) != last - first + 1:
            raise RuleError(
                "Places {first} to {last} are shared by {count} players; {expected} were expected (RPT Art. 79).",
                first=first,
                last=last,
                count=len(players),
                expected=last - first + 1,
            )
        total = sum(table.prize(place) for place in range(first, last + 1))
        for player, amount in zip(sorted(players), split_evenly(total, len(players)), strict=True):
            awards[player] = awards.get(player, 0) + amount
    for deal in deals:
        for player, amount in zip(deal.player_ids, deal.amounts, strict=True):
            awards[player] = awards.get(player, 0) + amount
    if deals and deals[-1].play_for_cents and winner is not None:
        awards[winner] = awards.get(winner, 0) + deals[-1].play_for_cents
    return {player: amount for player, amount in awards.items() if amount}
