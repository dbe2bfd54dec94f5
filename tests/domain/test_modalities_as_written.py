"""The modalities as the regulations write them (issue 18): one test per departure the audit found.

Each test plays the audit's case through the rulebook and checks what the floor
would see: who is paid what, what the cash desk says, what is refused and why.
"""

from __future__ import annotations

from typing import Any

import pytest
from factories import KNOCKOUT_BUY_IN, PLAIN_STRUCTURE, REBUY, Script, assert_refused, config, purchase
from factories import MINUTE_MS as MIN

from tdapp.domain.clock.structure import Structure
from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.awards import prize_table, prizes_awarded, prizes_paid_cents
from tdapp.domain.ranking.from_tournament import result_from_tournament
from tdapp.domain.ranking.points import score_tournament
from tdapp.domain.seating.balance import plan_for
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.domain.tournament.ledger import CashDesk, PrizePool, cash_desk
from tdapp.domain.tournament.state import PaymentKind, Status, TournamentState

ANTE_UP_LEVELS = [{"small_blind": 500, "big_blind": 1_000, "ante": 100 * n, "minutes": 20} for n in range(1, 6)]


def seated(script: Script, players: range, tables: int = 1) -> Script:
    """Seat the players round the tables: player p at table 1 + p % tables, seat p // tables + 1."""
    for pid in players:
        script.seat(pid, table=1 + pid % tables, seat=pid // tables + 1)
    return script


def desk_paid(state: TournamentState) -> CashDesk:
    return cash_desk(state, prizes_paid_cents=prizes_paid_cents(state))


# -- 1. Survivor (FS 3.1.9) -------------------------------------------------------


def survivor_to_three(entries: int = 13) -> Script:
    script = Script(config("survivor", counts_for_ranking=False)).entered(*range(1, entries + 1))
    seated(script, range(1, entries + 1), tables=2)
    script.add("registration.close_late")
    for pid in range(entries, 3, -1):
        script.bust(pid)
    return script


def test_fs_3_1_9_survivor_ends_at_the_paid_places_and_pays_the_survivors_equally() -> None:
    """13 entries, 3 left: the tournament ends by itself and 1 170 EUR is paid as 390 EUR x 3, nothing outstanding."""
    state = survivor_to_three().state()
    assert state.status is Status.FINISHED
    assert prize_table(state).amounts == (39_000, 39_000, 39_000)
    assert prizes_awarded(state) == {1: 39_000, 2: 39_000, 3: 39_000}
    assert {(f.player_id, f.first_place, f.last_place) for f in state.seating.finishes if f.player_id <= 3} == {
        (1, 1, 3),
        (2, 1, 3),
        (3, 1, 3),
    }
    desk = desk_paid(state)
    assert desk.prizes_outstanding_cents == 0 and desk.reconciles
    # FS 3.1.9: the ranking places the survivors by their chips at the end.
    result = result_from_tournament(state, tournament_id=1, finished_at_ms=0, final_chips={1: 50_000, 2: 150_000, 3: 60_000})
    rows = {p.player_id: (p.place, p.prize_cents, p.final_chips) for p in result.players}
    assert rows[2] == (None, 39_000, 150_000) and rows[4][0] == 4


def test_fs_3_1_9_survivor_cannot_be_finished_while_more_players_than_paid_places_are_in() -> None:
    """The audit finished a Survivor with 5 left and 3 paid; the 2 unpaid then got chip-chop points."""
    script = Script(config("survivor")).entered(*range(1, 14))
    seated(script, range(1, 14), tables=2)
    script.add("registration.close_late")
    for pid in range(13, 5, -1):
        script.bust(pid)
    state = script.state()
    assert state.players_left == 5 and state.status is not Status.FINISHED
    assert_refused(state, script.action("tournament.finish"), r"5 players are still in but only 3 are paid.*FS 3\.1\.9")


# -- 3. Multistack (FS 3.1.10) -------------------------------------------------------


def test_fs_3_1_10_multistack_day_two_entries_have_their_own_window_on_day_two() -> None:
    """Refused before and during day 1; sold on day 2 although day 1's late registration is closed; closed after its level."""
    cfg = config("multistack", late_registration_until_level=1, day2_registration_until_level=3)
    script = Script(cfg).entered(1, 2).register(3, 4, 5)
    day2 = {"player_id": 3, "document": "CC3", "day2_option": 1}
    assert_refused(script.state(), script.action("money.buy_in", day2), r"once day 1 is over \(FS 3\.1\.10\)")
    script.add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    assert_refused(script.state(), script.action("money.buy_in", day2), "once day 1 is over")
    script.at_ms += 30 * MIN
    script.add("clock.end_day")  # day 1 ends in level 2: its late registration is closed
    assert_refused(script.state(), script.action("money.buy_in", {"player_id": 4, "document": "CC4"}), "Day 1 is over")
    script.at_ms += 12 * 60 * MIN
    script.add("clock.resume_day")
    script.pay(3, day2_option=1)
    state = script.state()
    assert state.payments[-1].kind is PaymentKind.DAY2_ENTRY and state.payments[-1].chips == cfg["multistack_day2"][1]["chips"]
    late = script.action("money.buy_in", {"player_id": 5, "document": "CC5", "day2_option": 0}, at_ms=script.at_ms + 60 * MIN)
    assert_refused(state, late, r"until the end of level 3 \(FS 3\.1\.10\)")


# -- 4. Satellite (FS 3.1.4) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("modality", "rule", "message"),
    [
        ("satellite", "four_seasons", r"satellite tournament pays by its own rule \(satellite, FS 3\.1\.4\)"),
        ("freezeout", "survivor", r"survivor payout belongs to its modality only"),
        ("survivor", "winner_takes_all", r"FS 3\.1\.9"),
    ],
)
def test_fs_3_1_4_and_3_1_9_the_payout_rule_belongs_to_the_modality(modality: str, rule: str, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        TournamentConfig.from_dict(config(modality, payout_rule=rule))
    assert TournamentConfig.from_dict({k: v for k, v in config("satellite").items() if k != "payout_rule"}).payout_rule.value == "satellite"


def satellite_bubble(stacks: tuple[int, int], draws: tuple[int, int] | None = None) -> tuple[Script, Any]:
    """9 x 125 EUR = 1 125 EUR: two 500 EUR seats and 125 EUR; 3 left, players 2 and 3 (two tables) out in one hand-for-hand hand."""
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    script = Script(data).entered(*range(1, 10))
    seated(script, range(1, 10), tables=2)
    script.add("registration.close_late")
    for pid in range(9, 3, -1):
        script.bust(pid)
    busts = [{"player_id": pid, "starting_stack": stack} for pid, stack in zip((2, 3), stacks, strict=True)]
    if draws:
        for entry, drawn in zip(busts, draws, strict=True):
            entry["draw"] = drawn
    return script, script.action("player.bust", {"busts": busts, "hand_for_hand": True, "hand": 1})


def test_fs_3_1_4_a_satellite_seat_is_never_split_into_cash() -> None:
    """Two out in one hand-for-hand hand at two tables: the larger stack takes the seat, the other the 125 EUR (DP 11)."""
    script, bubble = satellite_bubble((12_000, 30_000))
    script.actions.append(bubble)
    state = script.state()
    assert state.status is Status.FINISHED
    assert prizes_awarded(state) == {1: 50_000, 3: 50_000, 2: 12_500}  # not 312,50 EUR each for 2 and 3
    result = result_from_tournament(state, tournament_id=2, finished_at_ms=0)
    seats = {p.player_id for p in result.players if p.seat_value_cents}
    assert seats == {1, 3}  # FS 9.2: only the two seat winners score a seat's points
    assert desk_paid(state).reconciles


def test_fs_3_1_4_equal_stacks_for_the_last_seat_need_the_floor_s_draw() -> None:
    script, bubble = satellite_bubble((20_000, 20_000))
    assert_refused(script.state(), bubble, r"equal stacks and a satellite seat cannot be shared \(FS 3\.1\.4\)")
    script, bubble = satellite_bubble((20_000, 20_000), draws=(2, 1))
    script.actions.append(bubble)
    assert prizes_awarded(script.state())[3] == 50_000  # player 3 won the draw


@pytest.mark.parametrize("kind", ["prizes.accept_deal", "prizes.override"])
def test_fs_3_1_4_a_deal_or_an_override_cannot_turn_a_satellite_seat_into_cash(kind: str) -> None:
    """3 left for two 500 EUR seats and 125 EUR: a chip-chop would have paid 333,33 EUR cash for a seat."""
    script, _ = satellite_bubble((12_000, 30_000))
    state = script.state()
    assert state.players_left == 3 and prize_table(state).seats == 2
    payloads = {
        "prizes.accept_deal": {"method": "chip_chop", "players": [{"player_id": p, "chips": 45_000} for p in (1, 2, 3)]},
        "prizes.override": {"amounts_cents": [60_000, 40_000, 12_500], "reason": "the players asked"},
    }
    assert_refused(state, script.action(kind, payloads[kind]), r"satellite awards seats.*\(FS 3\.1\.4\)")


@pytest.mark.parametrize("kind", ["prizes.accept_deal", "prizes.override"])
def test_fs_3_1_9_a_deal_or_an_override_cannot_pay_a_survivor_unequally(kind: str) -> None:
    """4 left, 3 paid 390 EUR each: a deal would pay the 4th, unpaid, player; an override unequal shares."""
    script = survivor_to_three()
    script.actions.pop()  # player 4 still in
    state = script.state()
    assert state.players_left == 4 and state.status is not Status.FINISHED
    payloads = {
        "prizes.accept_deal": {"method": "chip_chop", "players": [{"player_id": p, "chips": 65_000} for p in (1, 2, 3, 4)]},
        "prizes.override": {"amounts_cents": [50_000, 40_000, 27_000], "reason": "the players asked"},
    }
    assert_refused(state, script.action(kind, payloads[kind]), r"Survivor.*equally.*\(FS 3\.1\.9\)")


def bubble_hand_for_hand(data: dict[str, Any], entries: int, down_to: int) -> Script:
    """Two tables playing hand-for-hand on the bubble, as the desk records it: each table's hand on its own."""
    script = Script(data).entered(*range(1, entries + 1))
    seated(script, range(1, entries + 1), tables=2)  # odd players at table 2, even at table 1
    script.add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start").add("registration.close_late")
    for pid in range(entries, down_to, -1):
        script.bust(pid)
    return script.add("clock.hand_for_hand.start", {"tables": [1, 2]})


def test_fs_3_1_4_two_out_at_two_tables_in_one_hand_for_hand_hand_recorded_table_by_table() -> None:
    """Player 3 (table 2, 30 000 at the start of the hand) is recorded first: he still takes the seat (DP 11).

    The field reaches the two seats with the first bust, but table 1 is still
    playing the hand; the satellite ends when the last table has finished it.
    """
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    script = bubble_hand_for_hand(data, 9, down_to=3)
    script.add("player.bust", {"busts": [{"player_id": 3, "starting_stack": 30_000}]})
    assert script.state().status is not Status.FINISHED  # table 1 is still playing the hand
    script.add("player.bust", {"busts": [{"player_id": 2, "starting_stack": 12_000}]})
    script.add("clock.hand_for_hand.table_done", {"table": 2})
    assert script.state().status is not Status.FINISHED  # table 1 has not said its hand is over
    script.add("clock.hand_for_hand.table_done", {"table": 1})
    state = script.state()
    assert state.status is Status.FINISHED and state.finished_at_ms == script.actions[-1].at_ms
    assert prizes_awarded(state) == {1: 50_000, 3: 50_000, 2: 12_500}
    assert desk_paid(state).reconciles


def test_dp_11_a_bust_saved_earlier_in_the_hand_without_its_stack_names_the_way_out() -> None:
    """Table 2 saved player 3 out with no stack; table 1's bust in the same hand says what to undo and redo.

    The refusal names the player recorded earlier and the way out (undo that
    bust, record it again with the stack, then these players); done so, the
    seat goes to the bigger stack (DP 11, FS 3.1.4).
    """
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    script = bubble_hand_for_hand(data, 9, down_to=3)
    script.add("player.bust", {"busts": [{"player_id": 3}]})
    second = script.action("player.bust", {"busts": [{"player_id": 2, "starting_stack": 12_000}]})
    error = assert_refused(script.state(), second, r"stack of the players recorded out earlier in this hand is missing: 3\.")
    assert "Undo that bust in the log, record it again with the stack, then record these players." in str(error)
    script.actions.pop()  # the floor undoes player 3's bust ...
    script.add("player.bust", {"busts": [{"player_id": 3, "starting_stack": 30_000}]})  # ... records it with the stack
    script.add("player.bust", {"busts": [{"player_id": 2, "starting_stack": 12_000}]})
    script.add("clock.hand_for_hand.table_done", {"table": 1}).add("clock.hand_for_hand.table_done", {"table": 2})
    assert prizes_awarded(script.state()) == {1: 50_000, 3: 50_000, 2: 12_500}


def test_fs_3_1_4_a_tie_with_a_bust_saved_earlier_without_a_draw_names_the_way_out() -> None:
    data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
    script = bubble_hand_for_hand(data, 9, down_to=3)
    script.add("player.bust", {"busts": [{"player_id": 3, "starting_stack": 20_000}]})
    second = script.action("player.bust", {"busts": [{"player_id": 2, "starting_stack": 20_000, "draw": 1}]})
    error = assert_refused(script.state(), second, r"card draw of the players recorded out earlier in this hand is missing: 3\.")
    assert "record it again with the draw" in str(error)
    script.actions.pop()
    script.add("player.bust", {"busts": [{"player_id": 3, "starting_stack": 20_000, "draw": 2}]})
    script.add("player.bust", {"busts": [{"player_id": 2, "starting_stack": 20_000, "draw": 1}]})
    script.add("clock.hand_for_hand.table_done", {"table": 1}).add("clock.hand_for_hand.table_done", {"table": 2})
    assert prizes_awarded(script.state()) == {1: 50_000, 2: 50_000, 3: 12_500}  # player 2 won the draw


def test_rpt_79_survivor_bubble_hand_at_two_tables_shares_the_last_paid_place() -> None:
    """4 left, 3 paid: players 3 and 4 out in the same hand at two tables share the 3rd prize; 1 and 2 survive."""
    script = bubble_hand_for_hand(config("survivor", rebuy=None, addon=None, counts_for_ranking=False), 13, down_to=4)
    script.add("player.bust", {"busts": [{"player_id": 4}]})  # table 1: the field is at the 3 paid places
    assert script.state().status is not Status.FINISHED
    script.add("player.bust", {"busts": [{"player_id": 3}]})  # table 2, same hand
    script.add("clock.hand_for_hand.table_done", {"table": 1}).add("clock.hand_for_hand.table_done", {"table": 2})
    state = script.state()
    assert state.status is Status.FINISHED
    assert prizes_awarded(state) == {1: 39_000, 2: 39_000, 3: 19_500, 4: 19_500}
    assert desk_paid(state).reconciles


# -- 5. Time banks (RPT Art. 80.4, 80.5) ---------------------------------------------------


def test_rpt_80_4_and_80_5_time_banks_come_back_each_day_and_with_a_reentry() -> None:
    script = Script(config("freezeout")).entered(1, 2)
    seated(script, range(1, 3))
    script.add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    for pid in (1, 2):
        script.add("clock.shot.start", {"table": 1, "player_id": pid})
        script.add("clock.shot.time_bank", {"table": 1, "player_id": pid})
        script.add("clock.shot.time_bank", {"table": 1, "player_id": pid})
        script.add("clock.shot.stop", {"table": 1})
    state = script.state()
    assert state.clock.shot.time_banks_left(1) == state.clock.shot.time_banks_left(2) == 0
    script.reentry(2)  # RPT 80.5: the new starting stack comes with its Time Bank
    assert script.state().clock.shot.time_banks_left(2) == 2 and script.state().clock.shot.time_banks_left(1) == 0
    script.add("clock.end_day")
    script.at_ms += 12 * 60 * MIN
    script.add("clock.resume_day")
    assert script.state().clock.shot.time_banks_left(1) == 2  # RPT 80.4: given back at the start of the day


# -- 6. Same hand at one table (DP 11) and across tables (RPT Art. 79) ---------------------------


def bubble_of_three(tables: int) -> TournamentState:
    script = Script(config("freezeout", reentry=None)).entered(*range(1, 7))
    seated(script, range(1, 7), tables=tables)
    pair = [3, 4] if tables == 2 else [4, 5]  # at tables 2 and 1, or both at table 1
    busts = [{"player_id": pid, "starting_stack": stack} for pid, stack in zip(pair, (8_000, 20_000), strict=True)]
    script.add("player.bust", {"busts": busts, "hand_for_hand": True, "hand": 7})
    return script.state()


def test_dp_11_same_hand_at_one_table_under_hand_for_hand_is_ranked_by_starting_stack() -> None:
    state = bubble_of_three(tables=1)
    places = {f.player_id: (f.first_place, f.last_place) for f in state.seating.finishes}
    assert places == {5: (5, 5), 4: (6, 6)}  # not both 5-6


def test_rpt_79_same_hand_at_different_tables_still_share_their_places() -> None:
    state = bubble_of_three(tables=2)
    places = {f.player_id: (f.first_place, f.last_place) for f in state.seating.finishes}
    assert places == {3: (5, 6), 4: (5, 6)}


# -- 7. Ante Up (FS 3.1.6) and Escalator (FS 3.1.7) -------------------------------------------


@pytest.mark.parametrize(
    ("modality", "items", "message"),
    [
        ("ante_up", [*ANTE_UP_LEVELS, {"small_blind": 1_000, "big_blind": 2_000, "ante": 600, "minutes": 20}], r"only the ante rises"),
        ("ante_up", [{**level, "ante": 500} for level in ANTE_UP_LEVELS], r"keeps it flat"),
        ("escalator", [{"small_blind": 100 * n, "big_blind": 200 * n, "ante": 0, "minutes": 20} for n in range(1, 5)], "FS 3.1.7"),
        ("escalator", [{"small_blind": 100 * n, "big_blind": 200 * n, "ante": 0, "minutes": 30 - n} for n in range(1, 5)], "level 2"),
    ],
)
def test_fs_3_1_6_and_3_1_7_structures_must_have_the_modality_s_shape(modality: str, items: list[dict[str, Any]], message: str) -> None:
    script = Script(config(modality))
    assert_refused(script.state(), script.action("clock.set_structure", {"items": items}), message)


def test_fs_3_1_6_a_modality_change_cannot_leave_a_structure_of_the_wrong_shape() -> None:
    script = Script(config("rebuy_addon")).add("clock.set_structure", PLAIN_STRUCTURE)
    assert_refused(script.state(), script.action("tournament.configure", {"config": config("ante_up")}), "FS 3.1.6")
    script = Script(config("ante_up")).add("clock.set_structure", {"items": ANTE_UP_LEVELS})
    assert script.state().clock.structure == Structure.from_dict({"items": ANTE_UP_LEVELS})


# -- 8. Xtrastack (FS 3.1.13-3.1.14) ------------------------------------------------------------


@pytest.mark.parametrize(("late", "until"), [(4, 8), (0, 4)])
def test_fs_3_1_14_the_xtrastack_window_cannot_outlast_late_registration(late: int, until: int) -> None:
    with pytest.raises(RuleError, match=r"FS 3\.1\.14"):
        TournamentConfig.from_dict(
            config("xtrastack", late_registration_until_level=late, xtrastack={"price_cents": 1_000, "chips": 5_000, "until_level": until})
        )


def test_fs_3_1_14_closing_late_registration_closes_the_xtrastack() -> None:
    script = Script(config("xtrastack")).entered(1).add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    script.add("registration.close_late")
    assert_refused(script.state(), script.action("money.xtrastack", {"player_id": 1}), r"while late registration was open \(FS 3\.1\.14\)")


def test_fs_3_1_13_xtrastack_money_builds_the_promotional_fund_not_the_house() -> None:
    state = Script(config("xtrastack", counts_for_ranking=True)).entered(1, 2).xtrastack(1).xtrastack(2).state()
    desk = cash_desk(state)
    assert desk.promotional_fund_cents == 2_000
    assert desk.kept_by_house_cents == desk.fees_cents  # no Xtrastack money among what the house keeps
    assert desk.held_for_ranking_cents == desk.pool.ranking_deduction_cents + 2_000
    assert desk.balanced


# -- 9. Sit & Go (FS 3.1.8) -------------------------------------------------------------


def test_fs_3_1_8_an_eleventh_player_waits_for_a_ten_handed_sit_and_go() -> None:
    cfg = {k: v for k, v in config("sit_and_go_10").items() if k != "capacity"}
    assert TournamentConfig.from_dict(cfg).capacity == 10
    script = Script(cfg).entered(*range(1, 11)).register(11)
    state = script.state()
    assert 11 in state.waiting_list
    assert_refused(state, script.action("money.buy_in", {"player_id": 11, "document": "CC11"}), "waiting list")
    with pytest.raises(RuleError, match=r"one table of 10 players \(FS 3\.1\.8\)"):
        TournamentConfig.from_dict(config("sit_and_go_10", capacity=11))


def test_fs_3_1_8_a_sit_and_go_opens_no_second_table() -> None:
    script = Script(config("sit_and_go_6")).entered(*range(1, 7)).add("seating.open_table", {"table": 1})
    assert_refused(script.state(), script.action("seating.open_table", {"table": 2}), r"one table \(FS 3\.1\.8\)")


# -- 10. Bounties (FS 3.1.3) ----------------------------------------------------------------


def test_fs_3_1_3_a_reentry_without_the_bounty_is_refused() -> None:
    with pytest.raises(RuleError, match=r"every entry carries the bounty \(FS 3\.1\.3\)"):
        TournamentConfig.from_dict(config("knockout", reentry={"purchase": purchase(9_000, 1_000, 20_000), "until_level": 6}))


def test_fs_3_1_3_bounties_paid_equal_the_bounty_each_entry_carried() -> None:
    """Player 2 re-enters twice (once still holding chips) and is knocked out twice: every bounty is accounted for."""
    data = config("knockout", payout_rule="winner_takes_all", reentry={"purchase": KNOCKOUT_BUY_IN, "until_level": 6})
    script = Script(data).entered(1, 2, 3)
    seated(script, range(1, 4))
    script.bust(2, by=1).reentry(2, forfeited_chips=0).seat(2, seat=5)
    script.reentry(2)  # still holding chips: that entry's bounty is his again
    script.add("seating.seat", {"player_id": 2, "table": 1, "seat": 7, "reentry": True})
    script.bust(2, by=1).bust(3, by=1)
    state = script.state()
    desk = desk_paid(state)
    assert desk.bounties_taken_cents == 5 * 2_000
    assert state.registrations[1].bounties_won_cents == 3 * 2_000 and state.registrations[2].bounty_returned_cents == 2_000
    assert desk.bounties_paid_cents == desk.bounties_taken_cents and desk.reconciles


def test_fs_3_1_3_the_cash_desk_never_says_reconciles_with_money_outstanding_either_way() -> None:
    pool = PrizePool(9_000, 0, 0, 0)
    for bounties_paid, prizes_paid in ((6_000, 9_000), (2_000, 9_000), (4_000, 8_000)):
        desk = CashDesk({PaymentKind.BUY_IN: 14_000}, 1_000, 4_000, bounties_paid, 0, pool, prizes_paid)
        assert desk.balanced and not desk.reconciles  # -20 EUR, +20 EUR of bounties, 10 EUR of prizes outstanding
    assert CashDesk({PaymentKind.BUY_IN: 14_000}, 1_000, 4_000, 4_000, 0, pool, 9_000).reconciles


# -- the smaller points ------------------------------------------------------------------------


def test_dp_06_the_button_is_on_seat_1_at_the_start_of_every_table() -> None:
    script = Script(config("freezeout")).entered(*range(1, 8))
    for pid in range(1, 5):
        script.seat(pid, table=1, seat=pid)
    for pid in range(5, 8):
        script.seat(pid, table=2, seat=pid - 3)  # seats 2-4: nobody on seat 1
    script.add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    tables = script.state().seating.tables
    assert (tables[1].button, tables[1].small_blind, tables[1].big_blind) == (1, 2, 3)
    assert (tables[2].button, tables[2].small_blind, tables[2].big_blind) == (1, 2, 3)  # a dead button on seat 1


def test_fs_3_1_2_a_rebuy_right_after_a_recorded_bust_in_the_rebuy_period() -> None:
    script = Script(config("rebuy_addon")).entered(1, 2, 3)
    seated(script, range(1, 4))
    script.add("clock.set_structure", PLAIN_STRUCTURE).add("clock.start")
    script.bust(3).rebuy(3)
    state = script.state()
    reg = state.registrations[3]
    assert reg.alive and reg.rebuys == 1 and reg.chips_issued == 20_000 + REBUY["chips"]
    assert state.seating.seat_of[3] == (1, 4) and state.seating.finish_of(3) is None  # back in his seat, no finish


def test_rpt_10_1_a_balancing_move_warns_when_the_button_positions_are_stale() -> None:
    script = Script(config("freezeout")).entered(*range(1, 15))
    for pid in range(1, 10):
        script.seat(pid, table=1, seat=pid)
    for pid in range(10, 15):
        script.seat(pid, table=2, seat=pid - 9)
    script.add("seating.set_button", {"table": 1, "seat": 1}).add("seating.set_button", {"table": 2, "seat": 1})
    state = script.state()
    fresh = [m for m in plan_for(state, script.at_ms).moves if m.reason == "balance"]
    assert fresh and fresh[0].player_id == 4 and fresh[0].stale_tables == ()
    stale = [m for m in plan_for(state, script.at_ms + 20 * MIN).moves if m.reason == "balance"]
    assert stale[0].stale_tables == (1, 2)


def test_fs_9_5_counting_for_the_ranking_cannot_change_after_the_pool_was_cut() -> None:
    script = Script(config("freezeout", reentry=None, counts_for_ranking=True)).entered(*range(1, 13))
    script.add("registration.close_late").add("prizes.freeze")
    changed = script.action("tournament.configure", {"config": config("freezeout", reentry=None, counts_for_ranking=False)})
    assert_refused(script.state(), changed, r"cut for the ranking funds \(FS 9\.5, 9\.8\.2\)")


def test_fs_9_5_the_ranking_refuses_to_stop_counting_a_tournament_whose_pool_was_cut() -> None:
    from tdapp.domain.log import Action
    from tdapp.domain.ranking.rules import RANKING

    result = {
        "tournament_id": 9,
        "date": "2024-06-01",
        "finished_at_ms": 0,
        "name": "T",
        "modality": "freezeout",
        "buy_in_cents": 10_000,
        "counts_for_ranking": True,
        "finished": True,
        "annual_fund_cents": 3_240,
        "quarterly_fund_cents": 2_160,
        "players": [{"player_id": 1, "place": 1, "prize_cents": 50_000}, {"player_id": 2, "place": 2}],
    }
    season = {"season_id": "Q2", "year": 2024, "quarter": 2, "starts_on": "2024-04-01", "ends_on": "2024-06-30"}
    state = RANKING.replay(
        [Action("ranking.season.define", season, 0, "td", 1), Action("ranking.result.record", {"result": result}, 0, "td", 2)]
    )
    with pytest.raises(RuleError, match="keeps counting"):
        RANKING.apply(state, Action("ranking.tournament.counts", {"tournament_id": 9, "counts": False}, 0, "td", 3))
    assert state.counts(9) and score_tournament(state.results[9].result)
