"""Prize actions: freezing the table (FS 7.5), the TD's override (FS 8.1), accepting a deal (FS 7.3),
and what other layers read: the table in force, prizes awarded (RPT Art. 79 splits) and the cash desk."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.awards import awards_for, prize_table, prizes_awarded, prizes_left, prizes_paid_cents, unfrozen_difference_cents
from tdapp.domain.prizes.payouts import PrizeTable
from tdapp.domain.prizes.state import Deal
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.domain.tournament.state import TournamentState


def config(**extra: Any) -> dict[str, Any]:
    return {"name": "T", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, **extra}


class Log:
    def __init__(self, players: int, **extra: Any) -> None:
        self.actions: list[Action] = []
        self.add("tournament.create", {"config": config(**extra)})
        for pid in range(1, players + 1):
            self.add("registration.register", {"player_id": pid})
            self.add("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})

    def add(self, kind: str, payload: dict[str, Any], operator: str = "td") -> Action:
        action = Action(kind, payload, at_ms=1_000 * (len(self.actions) + 1), operator=operator, seq=len(self.actions) + 1)
        self.actions.append(action)
        return action

    def state(self) -> TournamentState:
        return TOURNAMENT.replay(self.actions)


def test_fs_7_5_freeze_only_after_late_registration_closes() -> None:
    log = Log(40)
    log.add("prizes.freeze", {})
    with pytest.raises(RuleError, match=r"FS 7\.5"):
        log.state()
    log.actions.pop()
    log.add("registration.close_late", {})
    log.add("prizes.freeze", {}, operator="ana")
    state = log.state()
    frozen = state.prizes.frozen
    assert frozen is not None and frozen.operator == "ana" and frozen.entries == 40 and frozen.at_ms == log.actions[-1].at_ms
    assert prize_table(state).amounts == frozen.amounts and sum(frozen.amounts) == 40 * 9000
    with pytest.raises(RuleError, match="already frozen"):
        TOURNAMENT.apply(state, log.add("prizes.freeze", {}))


def test_fs_7_5_reentry_must_close_too() -> None:
    log = Log(40, reentry={"purchase": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "until_level": 4})
    log.add("registration.close_late", {})
    state = log.state()
    with pytest.raises(RuleError, match=r"FS 7\.5"):
        TOURNAMENT.apply(state, log.add("prizes.freeze", {}))
    log.actions.pop()
    log.add("registration.close_reentry", {})
    log.add("prizes.freeze", {})
    assert log.state().prizes.frozen is not None


def test_money_after_the_freeze_shows_as_a_difference_until_frozen_again() -> None:
    log = Log(40, modality="rebuy_addon", rebuy={"purchase": {"prize_cents": 9000, "fee_cents": 0, "chips": 20000}, "until_level": 6})
    log.add("registration.close_late", {})
    log.add("prizes.freeze", {})
    log.add("money.rebuy", {"player_id": 3})
    state = log.state()
    assert unfrozen_difference_cents(state) == 9000
    assert sum(prize_table(state).amounts) == 40 * 9000  # the announced table is not changed behind the TD's back
    log.add("prizes.freeze", {})
    state = log.state()
    assert unfrozen_difference_cents(state) == 0 and sum(prize_table(state).amounts) == 41 * 9000


def test_fs_8_1_td_override_is_logged_and_must_add_up() -> None:
    log = Log(20)
    log.add("registration.close_late", {})
    log.add("prizes.override", {"amounts_cents": [100_000, 50_000, 30_000], "reason": "players' request"}, operator="chefe")
    state = log.state()
    assert state.prizes.frozen is not None and state.prizes.frozen.overridden and state.prizes.frozen.operator == "chefe"
    assert prize_table(state).amounts == (100_000, 50_000, 30_000)
    for amounts, message in (([100_000, 50_000, 29_999], "pool is 180000"), ([50_000, 100_000, 30_000], "cannot increase")):
        with pytest.raises(RuleError, match=message):
            TOURNAMENT.apply(log.state(), log.add("prizes.override", {"amounts_cents": amounts, "reason": "typo"}))
        log.actions.pop()
    with pytest.raises(RuleError, match="Say why"):
        TOURNAMENT.apply(log.state(), log.add("prizes.override", {"amounts_cents": [100_000, 50_000, 30_000], "reason": "  "}))


def test_guarantee_and_ranking_deduction_come_from_the_ledger() -> None:
    state = Log(10, guarantee_cents=200_000, counts_for_ranking=True).state()
    assert prize_table(state).amounts == (100_000, 60_000, 40_000)
    state = Log(20, counts_for_ranking=True).state()
    assert sum(prize_table(state).amounts) == 20 * 9000 * 95 // 100


def bust(state: TournamentState, *players: int) -> None:
    for pid in players:
        state.set_alive(state.registrations[pid], False)


@dataclass
class SeatingWithFinishes:
    finishes: list[Finish] = field(default_factory=list)


def test_fs_7_3_accepted_deal_replaces_the_prizes_left_and_settles() -> None:
    log = Log(20)
    log.add("registration.close_late", {})
    log.add("prizes.freeze", {})
    state = log.state()
    bust(state, *range(4, 21))
    assert prizes_left(state) == [90_000, 54_000, 36_000]
    players = [{"player_id": 1, "chips": 200_000}, {"player_id": 2, "chips": 120_000}, {"player_id": 3, "chips": 80_000}]
    TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "icm", "players": players}))
    deal = state.prizes.deals[0]
    assert sum(deal.amounts) == 180_000 and state.prizes.settles_tournament() and prizes_left(state) == []
    TOURNAMENT.apply(state, log.add("tournament.finish", {}))
    with pytest.raises(RuleError, match="already been shared"):
        TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "icm", "players": players}))


def test_deal_with_an_amount_in_play_goes_on_to_the_winner() -> None:
    log = Log(20)
    log.add("registration.close_late", {})
    state = log.state()
    bust(state, *range(4, 21))
    players = [{"player_id": 1, "chips": 5000}, {"player_id": 2, "chips": 3000}, {"player_id": 3, "chips": 2000}]
    TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "chip_chop", "players": players, "play_for_cents": 10_000}))
    assert not state.prizes.settles_tournament() and prizes_left(state) == [10_000]
    assert state.prizes.deals[0].amounts == (85_000, 51_000, 34_000)
    state.seating = SeatingWithFinishes(  # type: ignore[assignment]
        [Finish(3, 3, 3, 10), Finish(2, 2, 2, 11), Finish(1, 1, 1, 12)] + [Finish(pid, pid, pid, 5) for pid in range(4, 21)]
    )
    awarded = prizes_awarded(state)
    assert awarded == {1: 95_000, 2: 51_000, 3: 34_000}
    assert (
        prizes_paid_cents(state) == 180_000 and cash_desk(state, prizes_paid_cents=prizes_paid_cents(state)).prizes_outstanding_cents == 0
    )


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ([{"player_id": 1, "chips": 5000}, {"player_id": 2, "chips": 3000}], "Every player still in"),
        ([{"player_id": 1, "chips": 5000}, {"player_id": 2, "chips": 3000}, {"player_id": 3, "chips": 0}], "positive number of chips"),
        ([{"player_id": 1, "chips": 5000}, {"player_id": 1, "chips": 3000}, {"player_id": 3, "chips": 10}], "listed twice"),
    ],
)
def test_bad_deals_are_refused(players: list[dict[str, int]], message: str) -> None:
    log = Log(20)
    state = log.state()
    bust(state, *range(4, 21))
    with pytest.raises(RuleError, match=message):
        TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "icm", "players": players}))
    assert state.prizes.deals == []


def test_rpt_79_players_out_in_the_same_hand_share_their_places() -> None:
    """52 left, 50 paid, 3 out in one hand: the 50th prize is shared by the three equally."""
    table = PrizeTable(tuple([1_000] * 49 + [1_001]), 50 * 1_000 + 1)
    finishes = [Finish(52, 50, 52, 0), Finish(7, 50, 52, 0), Finish(9, 50, 52, 0), Finish(53, 53, 53, 0)]
    awards = awards_for(table, finishes)
    assert awards == {7: 334, 9: 334, 52: 333}
    with pytest.raises(RuleError, match="Places 50 to 52 are shared by 2 players"):
        awards_for(table, finishes[:2])


def test_bubble_split_inside_the_money_shares_the_sum_of_the_places() -> None:
    table = PrizeTable((500, 300, 200, 101), 1_101)
    assert awards_for(table, [Finish(1, 3, 4, 0), Finish(2, 3, 4, 0)]) == {1: 151, 2: 150}


def test_prizes_awarded_without_finishes_yet_is_empty_and_cash_desk_reconciles() -> None:
    state = Log(12).state()
    assert prizes_awarded(state) == {}
    state.seating = SeatingWithFinishes([Finish(12, 12, 12, 0), Finish(3, 3, 3, 0)])  # type: ignore[assignment]
    assert prizes_awarded(state) == {3: 21_600}
    desk = cash_desk(state, prizes_paid_cents=prizes_paid_cents(state))
    assert desk.balanced and not desk.reconciles and desk.prizes_outstanding_cents == 12 * 9000 - 21_600


def test_replayed_state_equals_live_state() -> None:
    log = Log(20)
    log.add("registration.close_late", {})
    log.add("prizes.freeze", {})
    live = TOURNAMENT.new_state()
    for action in log.actions:
        TOURNAMENT.apply(live, action)
    assert live == log.state() and live.prizes.frozen is not None


def test_deal_record_amount_for() -> None:
    deal = Deal("icm", (4, 9), (10, 20), (30, 10), 0, (15, 25), 0, "", 1)
    assert deal.amount_for(9) == 25 and deal.amount_for(5) == 0


def test_a_second_deal_shares_the_amount_left_in_play() -> None:
    log = Log(20)
    state = log.state()
    bust(state, *range(4, 21))
    players = [{"player_id": 1, "chips": 5000}, {"player_id": 2, "chips": 3000}, {"player_id": 3, "chips": 2000}]
    TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "chip_chop", "players": players, "play_for_cents": 10_000}))
    bust(state, 3)
    heads_up = [{"player_id": 1, "chips": 6000}, {"player_id": 2, "chips": 4000}]
    TOURNAMENT.apply(state, log.add("prizes.accept_deal", {"method": "chip_chop", "players": heads_up}))
    assert state.prizes.deals[1].amounts == (6_000, 4_000) and state.prizes.settles_tournament()
    state.seating = SeatingWithFinishes([Finish(p, p, p, 0) for p in range(3, 21)])  # type: ignore[assignment]
    assert prizes_awarded(state) == {1: 91_000, 2: 55_000, 3: 34_000}
