"""The prize pool (FS 7.2), the 5 % ranking deduction (FS 9.5, 9.8.2), the guarantee, and the cash desk (SPEC 3)."""

from __future__ import annotations

from typing import Any

import pytest
from factories import MODALITY_CONFIGS, Script, config, minimal_config, purchase
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.domain.tournament.ledger import ANNUAL_FUND_BP, QUARTERLY_FUND_BP, cash_desk, prize_pool
from tdapp.domain.tournament.state import PaymentKind, TournamentState


def evening(data: dict[str, Any], players: int, *, rebuys: int = 0) -> TournamentState:
    script = Script(data).entered(*range(1, players + 1))
    for n in range(rebuys):
        script.rebuy(1 + n % players)
    return script.state()


def test_ranking_takes_3_percent_annual_and_2_percent_quarterly_of_the_pool() -> None:
    """FS 9.5 and 9.8.2: 4 entries of 90 € = 360 €; 3 % = 10,80 € and 2 % = 7,20 € are set aside."""
    pool = prize_pool(evening(config("freezeout", counts_for_ranking=True), 4))
    assert (ANNUAL_FUND_BP, QUARTERLY_FUND_BP) == (300, 200)
    assert pool.gross_cents == 36_000
    assert (pool.annual_fund_cents, pool.quarterly_fund_cents) == (1_080, 720)
    assert pool.ranking_deduction_cents == 1_800
    assert pool.distributable_cents == 34_200


def test_no_ranking_deduction_when_the_tournament_does_not_count() -> None:
    pool = prize_pool(evening(config("freezeout", counts_for_ranking=False), 4))
    assert pool.ranking_deduction_cents == 0
    assert pool.distributable_cents == pool.gross_cents == 36_000


def test_each_ranking_fund_is_rounded_half_up_on_its_own() -> None:
    """45,50 € pool: 3 % = 1,365 € -> 1,37 €; 2 % = 0,91 € exactly. The players share the rest to the cent."""
    data = minimal_config(buy_in=purchase(4_550, 500, 20_000), counts_for_ranking=True)
    pool = prize_pool(evening(data, 1))
    assert (pool.annual_fund_cents, pool.quarterly_fund_cents) == (137, 91)
    assert pool.distributable_cents == 4_550 - 137 - 91


def test_guarantee_overlay_tops_the_pool_up_to_the_guarantee() -> None:
    """The house adds what is missing to reach the guaranteed prize pool."""
    pool = prize_pool(evening(config("freezeout", guarantee_cents=100_000), 4))
    assert pool.overlay_cents == 100_000 - 36_000
    assert pool.distributable_cents == 100_000


def test_guarantee_is_measured_after_the_ranking_deduction() -> None:
    pool = prize_pool(evening(config("freezeout", guarantee_cents=100_000, counts_for_ranking=True), 4))
    assert pool.overlay_cents == 100_000 - (36_000 - 1_800)
    assert pool.distributable_cents == 100_000


def test_no_overlay_when_the_pool_beats_the_guarantee() -> None:
    pool = prize_pool(evening(config("freezeout", guarantee_cents=20_000), 4))
    assert pool.overlay_cents == 0
    assert pool.distributable_cents == 36_000


def test_empty_tournament_with_a_guarantee_owes_the_whole_guarantee() -> None:
    pool = prize_pool(Script(config("freezeout", guarantee_cents=50_000)).state())
    assert (pool.gross_cents, pool.overlay_cents, pool.distributable_cents) == (0, 50_000, 50_000)


# -- the cash desk -------------------------------------------------------------------


def independent_desk(data: dict[str, Any], counts: dict[str, int]) -> dict[str, int]:
    """Prices x counts, computed without the ledger: entries, rebuys, add-ons, re-entries, Xtrastacks."""
    prices = {"enter": data["buy_in"]}
    for kind in ("rebuy", "addon", "reentry"):
        if data.get(kind):
            prices[kind] = data[kind]["purchase"]
    taken = fees = bounties = prize = 0
    for kind, n in counts.items():
        if kind == "xtrastack":
            taken += n * data["xtrastack"]["price_cents"]
            continue
        p = prices[kind]
        prize += n * p["prize_cents"]
        fees += n * p["fee_cents"]
        bounties += n * p.get("bounty_cents", 0)
        taken += n * (p["prize_cents"] + p["fee_cents"] + p.get("bounty_cents", 0))
    deduction = (prize * 300 + 5_000) // 10_000 + (prize * 200 + 5_000) // 10_000 if data.get("counts_for_ranking") else 0
    overlay = max(0, data.get("guarantee_cents", 0) - (prize - deduction))
    return {"taken": taken, "fees": fees, "bounties": bounties, "prize": prize, "deduction": deduction, "overlay": overlay}


@pytest.mark.parametrize("counts_for_ranking", [False, True])
@pytest.mark.parametrize("key", sorted(MODALITY_CONFIGS))
def test_cash_desk_reconciles_to_the_cent_for_every_modality(key: str, counts_for_ranking: bool) -> None:
    """SPEC 3: everything taken in equals what the house keeps plus what it owes the players, to the cent."""
    data = config(key, counts_for_ranking=counts_for_ranking, guarantee_cents=25_000)
    players = 6 if key == "sit_and_go_6" else 3
    script = Script(data).entered(*range(1, players + 1))
    counts = {"enter": players}
    for kind in ("rebuy", "addon", "reentry", "xtrastack"):
        if data.get(kind):
            getattr(script, kind)(1)
            counts[kind] = 1
    state = script.state()
    desk = cash_desk(state)
    want = independent_desk(data, counts)
    assert desk.balanced and not desk.reconciles  # prizes still owed
    assert desk.taken_cents == want["taken"]
    assert desk.fees_cents == want["fees"]
    assert desk.bounties_taken_cents == want["bounties"]
    assert desk.pool.gross_cents == want["prize"]
    assert desk.pool.ranking_deduction_cents == want["deduction"]
    assert desk.pool.overlay_cents == want["overlay"]
    # The drawer: prize money + fees + bounties + Xtrastacks, nothing else and nothing lost.
    assert desk.taken_cents == desk.pool.gross_cents + desk.fees_cents + desk.bounties_taken_cents + desk.xtrastack_cents
    assert desk.house_balance_cents == desk.taken_cents


def test_cash_desk_totals_by_kind_of_purchase() -> None:
    state = Script(config("rebuy_addon")).entered(1, 2).rebuy(1).rebuy(2).rebuy(2).addon(1).state()
    desk = cash_desk(state)
    assert desk.taken_by_kind == {PaymentKind.BUY_IN: 20_000, PaymentKind.REBUY: 15_000, PaymentKind.ADDON: 5_000}
    assert desk.taken_cents == 40_000


def test_cash_desk_after_prizes_and_bounties_are_paid() -> None:
    """Paying prizes and bounties moves money out of the drawer; the books still balance."""
    state = Script(config("knockout", counts_for_ranking=True)).entered(1, 2, 3, 4).state()
    state.registrations[1].bounties_won, state.registrations[1].bounties_won_cents = 2, 4_000  # recorded by the bust (FS 3.1.3)
    desk = cash_desk(state, prizes_paid_cents=10_000)
    assert desk.bounties_taken_cents == 8_000
    assert desk.bounties_paid_cents == 4_000
    assert desk.bounties_outstanding_cents == 4_000
    assert desk.prizes_outstanding_cents == desk.pool.distributable_cents - 10_000
    assert desk.house_balance_cents == 48_000 - 10_000 - 4_000
    assert desk.balanced and not desk.reconciles  # bounties and prizes still owed


@given(
    players=st.integers(min_value=1, max_value=12),
    rebuys=st.integers(min_value=0, max_value=12),
    prize=st.integers(min_value=100, max_value=1_000_000),
    guarantee=st.integers(min_value=0, max_value=5_000_000),
    ranking=st.booleans(),
)
@settings(max_examples=40, deadline=None)
def test_pool_split_never_creates_or_loses_a_cent(players: int, rebuys: int, prize: int, guarantee: int, ranking: bool) -> None:
    fee = prize // 9 + 1  # about 10 % of the entry, always within 5-20 %
    data = config(
        "rebuy_addon",
        buy_in=purchase(prize, fee, 20_000),
        rebuy={"purchase": purchase(prize, fee, 20_000), "until_level": 6},
        guarantee_cents=guarantee,
        counts_for_ranking=ranking,
    )
    state = evening(data, players, rebuys=rebuys)
    pool = prize_pool(state)
    gross = (players + rebuys) * prize
    assert pool.gross_cents == gross
    assert pool.distributable_cents + pool.ranking_deduction_cents - pool.overlay_cents == gross
    assert pool.distributable_cents >= guarantee
    assert pool.overlay_cents == 0 or pool.distributable_cents == guarantee
    if ranking:
        assert abs(pool.ranking_deduction_cents * 100 - gross * 5) <= 100  # 5 %, within a cent of rounding
    assert cash_desk(state).balanced


def test_fs_3_1_3_the_winner_keeps_his_own_bounty_so_nothing_is_owed_at_the_end() -> None:
    """Every bounty taken is paid: to the eliminator of each player out, and the winner's back to him."""
    import random

    from tdapp.domain.log import Action
    from tdapp.domain.seating.draw import draw_seats
    from tdapp.domain.tournament.all_rules import TOURNAMENT
    from tdapp.domain.tournament.ledger import cash_desk

    config = {
        "name": "KO",
        "modality": "knockout",
        "buy_in": {"prize_cents": 8000, "fee_cents": 1000, "bounty_cents": 2000, "chips": 20000},
        "payout_rule": "winner_takes_all",
    }
    seq = iter(range(1, 1000))
    state = TOURNAMENT.replay([Action("tournament.create", {"config": config}, 0, "", next(seq))])
    for pid in range(1, 5):
        TOURNAMENT.apply(state, Action("registration.register", {"player_id": pid}, 0, "", next(seq)))
        TOURNAMENT.apply(state, Action("money.buy_in", {"player_id": pid, "document": f"D{pid}"}, 0, "", next(seq)))
    TOURNAMENT.apply(state, Action("seating.open_table", {"table": 1}, 0, "", next(seq)))
    TOURNAMENT.apply(state, Action("seating.draw", draw_seats(state.seating, range(1, 5), rng=random.Random(1)), 0, "", next(seq)))
    for out in (4, 3, 2):
        TOURNAMENT.apply(state, Action("player.bust", {"busts": [{"player_id": out, "eliminator_id": 1}]}, 0, "", next(seq)))
        desk = cash_desk(state)
        if out != 2:
            assert desk.bounties_outstanding_cents == (out - 1) * 2000  # the players still in carry theirs
    from tdapp.domain.prizes.awards import prizes_paid_cents

    desk = cash_desk(state, prizes_paid_cents=prizes_paid_cents(state))
    assert desk.bounties_taken_cents == 8000 and desk.bounties_paid_cents == 8000 and desk.bounties_outstanding_cents == 0
    assert desk.reconciles
