"""Registration and the desk's money refuse bad input clearly and change nothing (issue 2 "Bad input"; FS 3-6).

Every refusal is checked twice: the message names the rule, and the state is
equal to a deep copy taken before. Period rules that need the running clock
(rebuy after its levels, late registration closing with the clock) belong to
the clock's tests.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from factories import HOUR_MS, MINUTE_MS, START_MS, STARTING_STACK, Script, assert_refused, config, minimal_config

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import PaymentKind, RegStatus, TournamentState

# -- money actions ----------------------------------------------------------------


def test_add_on_twice_is_refused() -> None:
    """FS 3.1.2: one add-on per player."""
    script = Script(config("rebuy_addon")).entered(1).addon(1)
    assert_refused(script.state(), script.action("money.addon", {"player_id": 1}), "Player 1 has already taken the add-on")


@pytest.mark.parametrize("kind", ["money.rebuy", "money.addon"])
def test_no_rebuy_and_no_add_on_in_a_knock_out(kind: str) -> None:
    """FS 3.1.3.2: in a knock-out chips can never be bought again."""
    script = Script(config("knockout")).entered(1)
    assert_refused(script.state(), script.action(kind, {"player_id": 1}), r"This tournament has no (rebuys|add-on) \(knockout\)")


@pytest.mark.parametrize("key", ["freezeout", "sit_and_go_6", "win_the_button", "multistack"])
def test_no_rebuy_where_the_modality_has_none(key: str) -> None:
    script = Script(config(key)).entered(1)
    assert_refused(script.state(), script.action("money.rebuy", {"player_id": 1}), "This tournament has no rebuys")


def test_rebuys_beyond_the_announced_number_are_refused() -> None:
    """FS 3.1.2.1: the number of rebuys is announced; the 4th of 3 is refused."""
    script = Script(config("rebuy_addon")).entered(1).rebuy(1).rebuy(1).rebuy(1)
    assert_refused(script.state(), script.action("money.rebuy", {"player_id": 1}), "Player 1 has used all 3 rebuys")


def test_re_entry_when_the_tournament_has_none() -> None:
    script = Script(config("win_the_button")).entered(1)
    assert_refused(
        script.state(), script.action("money.reentry", {"player_id": 1, "forfeited_chips": 100}), "This tournament has no re-entry"
    )


def test_re_entry_over_the_maximum() -> None:
    script = Script(config("freezeout")).entered(1).reentry(1).reentry(1)
    assert_refused(
        script.state(), script.action("money.reentry", {"player_id": 1, "forfeited_chips": 100}), "Player 1 has used all 2 re-entries"
    )


def test_re_entry_after_the_td_closed_the_window() -> None:
    """FS 6.1: the TD decides how long re-entry lasts; once closed, no more re-entries."""
    script = Script(config("freezeout")).entered(1).add("registration.close_reentry")
    assert_refused(
        script.state(), script.action("money.reentry", {"player_id": 1, "forfeited_chips": 100}), "The re-entry window is closed"
    )


def test_re_entry_of_a_player_with_chips_needs_the_stack_he_gives_up() -> None:
    """RPT Art. 7.2: the old stack leaves the tournament, so it has to be counted."""
    script = Script(config("freezeout")).entered(1)
    assert_refused(
        script.state(), script.action("money.reentry", {"player_id": 1}), r"still has chips: count the stack he gives up \(RPT Art. 7.2\)"
    )


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-5, "forfeited_chips cannot be less than 0"),
        ("abc", "'abc' is not a whole number"),
        ("100", "is not a whole number"),
        (1.5, "is not a whole number"),
        (True, "is not a whole number"),
    ],
)
def test_re_entry_refuses_negative_or_non_numeric_chip_counts(value: Any, message: str) -> None:
    script = Script(config("freezeout")).entered(1)
    assert_refused(script.state(), script.action("money.reentry", {"player_id": 1, "forfeited_chips": value}), message)


def test_entry_paid_twice_is_refused() -> None:
    script = Script(config("freezeout")).entered(1)
    assert_refused(script.state(), script.action("money.buy_in", {"player_id": 1, "document": "CC1"}), "already paid the entry")


@pytest.mark.parametrize("kind", ["money.rebuy", "money.addon", "money.xtrastack", "money.reentry"])
def test_purchases_need_a_paid_entry(kind: str) -> None:
    script = Script(
        config(
            "rebuy_addon",
            xtrastack={"price_cents": 1_000, "chips": 5_000, "until_level": 4},
            late_registration_until_level=4,
            reentry={"purchase": config("freezeout")["reentry"]["purchase"], "until_level": 4},
        )
    )
    script.register(1)
    assert_refused(script.state(), script.action(kind, {"player_id": 1}), "Player 1 has not paid an entry")


@pytest.mark.parametrize("kind", ["money.buy_in", "money.rebuy", "registration.check_in", "registration.cancel"])
def test_actions_on_a_player_who_is_not_registered(kind: str) -> None:
    script = Script(config("rebuy_addon")).entered(1)
    assert_refused(
        script.state(), script.action(kind, {"player_id": 7, "document": "CC7"}), "Player 7 is not registered in this tournament"
    )


def test_xtrastack_refused_for_a_busted_player() -> None:
    """FS 3.1.15: only while the player still has chips. (No bust action yet: the state is set up directly.)"""
    script = Script(config("xtrastack")).entered(1, 2)
    state = script.state()
    state.set_alive(state.registrations[1], False)
    assert_refused(state, script.action("money.xtrastack", {"player_id": 1}), r"only for a player who still has chips \(FS 3.1.15\)")


def test_xtrastack_refused_for_a_player_busted_through_the_log() -> None:
    """FS 3.1.15, with the elimination recorded as the floor does it: seat, then bust."""
    script = Script(config("xtrastack", table_size=10)).entered(1, 2).seat(1).seat(2).bust(1, by=2)
    state = script.state()
    assert not state.registrations[1].alive
    assert_refused(state, script.action("money.xtrastack", {"player_id": 1}), r"only for a player who still has chips \(FS 3.1.15\)")


def test_re_entry_after_a_bust_gives_a_fresh_stack_and_nothing_to_forfeit() -> None:
    """RPT Art. 7.1: a re-entry gets a full starting stack; a busted player has no chips to give up."""
    script = Script(config("freezeout")).entered(1, 2).seat(1).seat(2).bust(1, by=2)
    assert_refused(
        script.state(), script.action("money.reentry", {"player_id": 1, "forfeited_chips": 500}), "Player 1 has no chips to give up"
    )
    state = script.add("money.reentry", {"player_id": 1}).state()
    reg = state.registrations[1]
    assert (reg.alive, reg.reentries, reg.chips_forfeited, reg.chips_issued) == (True, 1, 0, 2 * STARTING_STACK)


def test_xtrastack_refused_where_none_was_announced() -> None:
    """FS 3.1.12: an Xtrastack exists only if announced with its price and chips."""
    script = Script(config("freezeout")).entered(1)
    assert_refused(script.state(), script.action("money.xtrastack", {"player_id": 1}), "offers no Xtrastack")


def test_xtrastack_is_one_per_player() -> None:
    script = Script(config("xtrastack")).entered(1).xtrastack(1)
    assert_refused(script.state(), script.action("money.xtrastack", {"player_id": 1}), "already has the Xtrastack")


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (3, "no day-2 stack number 3"),
        (-1, "no day-2 stack number -1"),
        ("0", "no day-2 stack number 0"),
        (True, "no day-2 stack number True"),
    ],
)
def test_multistack_day2_entry_must_name_one_of_the_three_stacks(option: Any, message: str) -> None:
    script = Script(config("multistack")).register(1)
    assert_refused(script.state(), script.action("money.buy_in", {"player_id": 1, "document": "CC1", "day2_option": option}), message)


def test_day2_entry_outside_multistack() -> None:
    script = Script(config("freezeout")).register(1)
    assert_refused(
        script.state(),
        script.action("money.buy_in", {"player_id": 1, "document": "CC1", "day2_option": 0}),
        r"Only a Multistack tournament has day-2 entries \(FS 3.1.10\)",
    )


def test_paid_player_cannot_be_cancelled() -> None:
    script = Script(config("freezeout")).entered(1)
    assert_refused(script.state(), script.action("registration.cancel", {"player_id": 1}), "has paid: undo the payment")


# -- the list, check-in and the clock of the day ------------------------------------------


def test_player_registered_twice_is_refused() -> None:
    script = Script(config("freezeout")).register(1)
    assert_refused(
        script.state(), script.action("registration.register", {"player_id": 1}), "Player 1 is already registered in this tournament"
    )


def test_cancelled_player_may_register_again() -> None:
    state = Script(config("freezeout")).register(1).add("registration.cancel", {"player_id": 1}).register(1).state()
    assert state.registrations[1].status is RegStatus.REGISTERED


@pytest.mark.parametrize("document", ["", "   "])
def test_check_in_without_an_identity_document(document: str) -> None:
    """FS 5.1: identification is required at check-in."""
    script = Script(config("freezeout")).register(1)
    assert_refused(
        script.state(),
        script.action("registration.check_in", {"player_id": 1, "document": document}),
        r"needs an identity document \(FS 5.1\)",
    )


def test_walk_in_payment_without_a_document_is_refused() -> None:
    script = Script(config("freezeout")).register(1)
    assert_refused(script.state(), script.action("money.buy_in", {"player_id": 1}), r"needs an identity document \(FS 5.1\)")


def scheduled(**changes: Any) -> dict[str, Any]:
    return config("freezeout", scheduled_start_ms=START_MS, **changes)


@pytest.mark.parametrize(
    ("before_start_ms", "accepted"),
    [(HOUR_MS + 1, False), (HOUR_MS + MINUTE_MS, False), (HOUR_MS, True), (HOUR_MS - 1, True), (0, True)],
)
def test_check_in_opens_one_hour_before_the_start(before_start_ms: int, accepted: bool) -> None:
    """FS 5.2: check-in starts one hour before the tournament."""
    script = Script(scheduled(), at_ms=START_MS - 3 * HOUR_MS).register(1)
    state = script.state()
    action = script.action("registration.check_in", {"player_id": 1, "document": "CC1"}, at_ms=START_MS - before_start_ms)
    if accepted:
        TOURNAMENT.apply(state, action)
        assert state.registrations[1].status is RegStatus.CHECKED_IN
        assert state.registrations[1].document == "CC1"
    else:
        assert_refused(state, action, r"Check-in opens one hour before the start \(FS 5.2\)")


def test_early_walk_in_payment_is_also_an_early_check_in() -> None:
    script = Script(scheduled(), at_ms=START_MS - 3 * HOUR_MS).register(1)
    action = script.action("money.buy_in", {"player_id": 1, "document": "CC1"}, at_ms=START_MS - 2 * HOUR_MS)
    assert_refused(script.state(), action, r"\(FS 5.2\)")


@pytest.mark.parametrize(
    ("before_start_ms", "accepted"),
    [(30 * MINUTE_MS + 1, True), (30 * MINUTE_MS, True), (30 * MINUTE_MS - 1, False), (MINUTE_MS, False)],
)
def test_pre_registration_is_confirmed_up_to_30_minutes_before_the_start(before_start_ms: int, accepted: bool) -> None:
    """FS 4.1.1: a pre-registration (in person, e-mail, SMS) is confirmed in person up to 30 min before the start."""
    script = Script(scheduled(), at_ms=START_MS - 5 * HOUR_MS).register(1, pre=True, channel="email")
    state = script.state()
    assert state.registrations[1].status is RegStatus.PRE_REGISTERED
    action = script.action("registration.confirm", {"player_id": 1}, at_ms=START_MS - before_start_ms)
    if accepted:
        TOURNAMENT.apply(state, action)
        assert state.registrations[1].status is RegStatus.CONFIRMED
    else:
        assert_refused(state, action, r"at least 30 minutes before the start \(FS 4.1.1\)")


def test_only_a_pre_registration_can_be_confirmed() -> None:
    script = Script(scheduled(), at_ms=START_MS - 5 * HOUR_MS).register(1)
    assert_refused(script.state(), script.action("registration.confirm", {"player_id": 1}), "has no pre-registration to confirm")


def test_unknown_registration_channel() -> None:
    script = Script(config("freezeout"))
    assert_refused(
        script.state(), script.action("registration.register", {"player_id": 1, "channel": "fax"}), "Unknown registration channel 'fax'"
    )


# -- waiting list and reserved seats (RPT Art. 72, FS 5.4.2) ------------------------------------


def full_field() -> Script:
    """Capacity 3: players 1-3 hold the seats, 4 and 5 wait in that order."""
    return Script(config("freezeout", capacity=3)).entered(1).register(2, 3, 4, 5)


def test_registrations_beyond_capacity_go_to_the_waiting_list_in_order() -> None:
    state = full_field().state()
    assert [state.registrations[p].status for p in (1, 2, 3)] == [RegStatus.ENTERED, RegStatus.REGISTERED, RegStatus.REGISTERED]
    assert state.waiting_list == [4, 5]
    assert {state.registrations[p].status for p in (4, 5)} == {RegStatus.WAITING}
    assert state.seats_taken == 3


@pytest.mark.parametrize("kind", ["money.buy_in", "registration.check_in"])
def test_a_waiting_player_cannot_check_in_or_pay_before_being_called(kind: str) -> None:
    script = full_field()
    assert_refused(script.state(), script.action(kind, {"player_id": 4, "document": "CC4"}), "Player 4 is on the waiting list")


def test_promotion_needs_a_free_seat() -> None:
    script = full_field()
    assert_refused(script.state(), script.action("registration.promote", {"player_id": 4}), "There is no free seat yet")


def test_promotion_follows_the_order_of_the_waiting_list() -> None:
    script = full_field().add("registration.cancel", {"player_id": 2})
    assert_refused(script.state(), script.action("registration.promote", {"player_id": 5}), "Player 4 is first on the waiting list")
    state = script.add("registration.promote", {"player_id": 4}).state()
    assert state.registrations[4].status is RegStatus.REGISTERED
    assert state.waiting_list == [5]
    assert state.seats_taken == 3


def test_the_td_may_call_a_player_out_of_turn_explicitly() -> None:
    state = (
        full_field().add("registration.cancel", {"player_id": 2}).add("registration.promote", {"player_id": 5, "out_of_turn": True}).state()
    )
    assert state.registrations[5].status is RegStatus.REGISTERED
    assert state.waiting_list == [4]


def test_cancelling_a_waiting_player_takes_him_off_the_list() -> None:
    state = full_field().add("registration.cancel", {"player_id": 4}).state()
    assert state.waiting_list == [5]


def test_promoting_a_player_who_is_not_waiting() -> None:
    script = full_field().add("registration.cancel", {"player_id": 2})
    assert_refused(script.state(), script.action("registration.promote", {"player_id": 3}), "Player 3 is not on the waiting list")


def test_the_field_never_exceeds_its_capacity_when_pre_registrations_are_confirmed() -> None:
    """A pre-registration is a booking (FS 4.1.1): it holds a place, so walk-ins beyond capacity wait."""
    script = Script(config("freezeout", capacity=2, scheduled_start_ms=START_MS), at_ms=START_MS - 5 * HOUR_MS)
    script.register(1, pre=True, channel="sms").register(2, 3)
    script.add("registration.confirm", {"player_id": 1})
    state = script.state()
    assert state.seats_taken <= 2
    assert state.registrations[3].status is RegStatus.WAITING


def test_reserved_seats_are_kept_until_the_end_of_level_1() -> None:
    """FS 5.4.2: before level 1 has been played, unpaid players keep their seats."""
    script = Script(config("freezeout")).entered(1).register(2)
    assert_refused(script.state(), script.action("registration.release_reserved"), r"kept until the end of level 1 \(FS 5.4.2\)")


# -- a tournament that does not exist or is over --------------------------------------------


def test_actions_before_the_tournament_is_created() -> None:
    assert_refused(TournamentState(), Action("registration.register", {"player_id": 1}, at_ms=1, seq=1), "has not been created yet")


def test_a_finished_tournament_takes_no_more_registrations_or_money() -> None:
    script = Script(config("freezeout")).entered(1).add("tournament.finish")
    state = script.state()
    assert_refused(state, script.action("registration.register", {"player_id": 2}), "The tournament is finished")
    assert_refused(state, script.action("money.reentry", {"player_id": 1, "forfeited_chips": 5}), "The tournament is finished")


def test_finish_refused_while_several_players_are_in() -> None:
    script = Script(config("freezeout")).entered(1, 2, 3)
    assert_refused(script.state(), script.action("tournament.finish"), "3 players are still in")


# -- malformed payloads -------------------------------------------------------------------

MALFORMED: list[tuple[str, dict[str, Any]]] = [
    ("registration.register", {}),
    ("registration.register", {"player_id": None}),
    ("registration.register", {"player_id": "1"}),
    ("registration.register", {"player_id": 1.0}),
    ("registration.register", {"player_id": True}),
    ("registration.register", {"player_id": 0}),
    ("registration.register", {"player_id": -3}),
    ("registration.register", {"player_id": [1]}),
    ("registration.check_in", {"document": "CC1"}),
    ("registration.confirm", {"player_id": {"id": 1}}),
    ("money.buy_in", {"document": "CC1"}),
    ("money.rebuy", {}),
    ("money.addon", {"player_id": "one"}),
    ("money.reentry", {"player_id": 1, "forfeited_chips": None}),
    ("money.reentry", {"player_id": 1, "forfeited_chips": [100]}),
    ("money.buy_in", {"player_id": 2, "document": "CC2", "day2_option": [0]}),
    ("tournament.configure", {}),
    ("tournament.configure", {"config": {"name": "T"}}),
    ("no.such_action", {"player_id": 1}),
]


@pytest.mark.parametrize(("kind", "payload"), MALFORMED, ids=[f"{k}-{p}" for k, p in MALFORMED])
def test_malformed_payloads_are_refused_with_a_rule_error_not_a_crash(kind: str, payload: dict[str, Any]) -> None:
    script = Script(config("rebuy_addon", scheduled_start_ms=START_MS), at_ms=START_MS - 40 * MINUTE_MS).entered(1).register(2)
    assert_refused(script.state(), script.action(kind, payload), ".")


def test_refused_action_in_a_replay_names_the_action() -> None:
    script = Script(config("freezeout")).register(1).register(1)
    with pytest.raises(RuleError, match=r"Action #3 \(registration.register\)"):
        script.state()


def test_a_valid_evening_replays_to_the_same_state_twice() -> None:
    """Handlers are deterministic: the same log gives the same state (what undo and reopening rely on)."""
    script = Script(config("rebuy_addon", capacity=4)).entered(1, 2).rebuy(1).addon(2).register(3, 4, 5)
    first, second = script.state(), script.state()
    assert first == second
    assert first is not second
    assert copy.deepcopy(first) == first
    assert [p.kind for p in first.payments] == [PaymentKind.BUY_IN, PaymentKind.BUY_IN, PaymentKind.REBUY, PaymentKind.ADDON]
    assert first.registrations[1].chips_issued == 2 * STARTING_STACK


def test_minimal_config_from_the_conventions_works() -> None:
    state = Script(minimal_config()).entered(1).state()
    assert state.entries == 1
