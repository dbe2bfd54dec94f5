"""Every modality of SPEC section 2 (FS 3.1): its configuration, and where each purchase's money goes.

For each modality a small evening is replayed; what the state recorded is
compared with an independent computation from the configured prices times the
number of purchases, and with hand-checked totals.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from factories import DAY2_STACKS, MODALITY_CONFIGS, STARTING_STACK, Script, config, minimal_config, purchase

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.config import Modality, TournamentConfig
from tdapp.domain.tournament.ledger import cash_desk, prize_pool
from tdapp.domain.tournament.state import PaymentKind, TournamentState

# -- every modality is a valid configuration -----------------------------------


@pytest.mark.parametrize("key", sorted(MODALITY_CONFIGS))
def test_every_modality_configuration_is_accepted_and_survives_storage(key: str) -> None:
    cfg = TournamentConfig.from_dict(config(key))
    assert TournamentConfig.from_dict(cfg.to_dict()) == cfg


def test_the_modalities_cover_spec_section_2() -> None:
    assert {Modality(c["modality"]) for c in MODALITY_CONFIGS.values()} == set(Modality)
    sng_sizes = {c["table_size"] for c in MODALITY_CONFIGS.values() if c["modality"] == "sit_and_go"}
    assert sng_sizes == {6, 10}  # FS 3.1.8: 6-max and 10-handed
    assert any("xtrastack" in c for c in MODALITY_CONFIGS.values())  # FS 3.1.11


@pytest.mark.parametrize("game", ["nlhe", "plo", "limit"])
def test_every_game_can_be_chosen(game: str) -> None:
    assert TournamentConfig.from_dict(minimal_config(game=game)).game.value == game


# -- what each purchase puts where ---------------------------------------------

#: (modality key, the evening's purchases, expected gross prize pool in cents)
#: A purchase is ("enter", player), ("day2", player, stack index), ("rebuy"|"addon"|"reentry"|"xtrastack", player).
EVENINGS: list[tuple[str, list[tuple[Any, ...]], int]] = [
    ("freezeout", [("enter", 1), ("enter", 2), ("enter", 3), ("reentry", 3)], 4 * 9_000),
    ("rebuy_addon", [("enter", 1), ("enter", 2), ("rebuy", 1), ("rebuy", 1), ("addon", 1), ("addon", 2)], 2 * 9_000 + 4 * 4_500),
    ("knockout", [("enter", 1), ("enter", 2), ("enter", 3)], 3 * 9_000),  # the 3 x 20 € bounties are kept apart (FS 3.1.3)
    ("satellite", [("enter", 1), ("enter", 2), ("rebuy", 2), ("addon", 1)], 2 * 9_000 + 2 * 4_500),
    ("win_the_button", [("enter", 1), ("enter", 2)], 2 * 9_000),
    ("ante_up", [("enter", 1), ("enter", 2), ("rebuy", 2), ("addon", 2)], 2 * 9_000 + 2 * 4_500),
    ("escalator", [("enter", 1), ("rebuy", 1), ("rebuy", 1), ("rebuy", 1), ("addon", 1)], 9_000 + 4 * 4_500),
    ("sit_and_go_6", [("enter", p) for p in range(1, 7)], 6 * 9_000),
    ("sit_and_go_10", [("enter", p) for p in range(1, 11)], 10 * 9_000),
    ("survivor", [("enter", 1), ("enter", 2), ("enter", 3), ("rebuy", 3)], 3 * 9_000 + 4_500),
    # FS 3.1.10: day-1 and the three day-2 stacks all feed one prize pool.
    ("multistack", [("enter", 1), ("day2", 2, 0), ("day2", 3, 1), ("day2", 4, 2)], 9_000 + 9_000 + 18_000 + 27_600),
    ("xtrastack", [("enter", 1), ("enter", 2), ("xtrastack", 1), ("xtrastack", 2)], 2 * 9_000),  # FS 3.1.13
]


def play(key: str, purchases: list[tuple[Any, ...]], **changes: Any) -> TournamentState:
    script = Script(config(key, **changes))
    for kind, pid, *rest in purchases:
        if kind == "enter":
            script.entered(pid)
        elif kind == "day2":
            script.end_day_one().register(pid).pay(pid, day2_option=rest[0])
        elif kind == "reentry":
            script.reentry(pid)
        else:
            getattr(script, kind)(pid)
    return script.state()


def expected_money(cfg: dict[str, Any], purchases: list[tuple[Any, ...]]) -> dict[str, int]:
    """The money the purchases should have brought, straight from the configured prices."""
    totals = {"prize": 0, "fee": 0, "bounty": 0, "xtrastack": 0, "chips": 0}
    for kind, _pid, *rest in purchases:
        if kind == "xtrastack":
            totals["xtrastack"] += cfg["xtrastack"]["price_cents"]
            totals["chips"] += cfg["xtrastack"]["chips"]
            continue
        if kind == "enter":
            bought = cfg["buy_in"]
        elif kind == "day2":
            bought = cfg["multistack_day2"][rest[0]]
        else:
            bought = cfg[kind]["purchase"]
        totals["prize"] += bought["prize_cents"]
        totals["fee"] += bought["fee_cents"]
        totals["bounty"] += bought.get("bounty_cents", 0)
        totals["chips"] += bought["chips"]
    return totals


@pytest.mark.parametrize(("key", "purchases", "gross"), EVENINGS, ids=[e[0] for e in EVENINGS])
def test_each_purchase_puts_its_prize_share_in_the_pool_and_keeps_fee_bounty_and_xtrastack_apart(
    key: str, purchases: list[tuple[Any, ...]], gross: int
) -> None:
    """FS 7.2 and SPEC 3: pool = prize shares of every entry, rebuy, add-on, re-entry; bounties (3.1.3) and Xtrastacks (3.1.13) are not in it."""
    state = play(key, purchases)
    want = expected_money(config(key), purchases)
    assert len(state.payments) == len(purchases)
    assert prize_pool(state).gross_cents == gross == want["prize"]
    desk = cash_desk(state)
    assert desk.fees_cents == want["fee"]
    assert desk.bounties_taken_cents == want["bounty"]
    assert desk.xtrastack_cents == want["xtrastack"]
    assert desk.taken_cents == sum(want[k] for k in ("prize", "fee", "bounty", "xtrastack"))
    assert state.chips_issued == want["chips"]
    assert desk.balanced


def test_knockout_bounty_is_paid_at_the_desk_but_not_in_the_pool() -> None:
    """FS 3.1.3: the 20 € bounty is added to the entry and is not part of the prize pool."""
    state = play("knockout", [("enter", 1)])
    payment = state.payments[0]
    assert (payment.prize_cents, payment.fee_cents, payment.bounty_cents, payment.total_cents) == (9_000, 1_000, 2_000, 12_000)
    assert prize_pool(state).gross_cents == 9_000
    assert cash_desk(state).bounties_outstanding_cents == 2_000


def test_xtrastack_money_goes_to_the_promotional_fund_not_the_pool() -> None:
    """FS 3.1.13: the whole Xtrastack price goes to the ranking fund (9.3); no fee, no prize share."""
    state = play("xtrastack", [("enter", 1), ("xtrastack", 1)])
    extra = state.payments[-1]
    assert extra.kind is PaymentKind.XTRASTACK
    assert (extra.prize_cents, extra.fee_cents, extra.xtrastack_cents, extra.chips) == (0, 0, 1_000, 5_000)
    assert state.registrations[1].chips_issued == STARTING_STACK + 5_000
    assert prize_pool(state).gross_cents == 9_000


@pytest.mark.parametrize("option", [0, 1, 2])
def test_multistack_day2_entry_buys_the_chosen_stack_at_its_price(option: int) -> None:
    """FS 3.1.10: three day-2 stacks at three prices, each counted as an entry of the common pool."""
    state = play("multistack", [("enter", 1), ("day2", 2, option)])
    day2 = state.payments[-1]
    stack = DAY2_STACKS[option]
    assert day2.kind is PaymentKind.DAY2_ENTRY
    assert (day2.prize_cents, day2.fee_cents, day2.chips) == (stack["prize_cents"], stack["fee_cents"], stack["chips"])
    assert state.registrations[2].day2_option == option
    assert state.entries == 2
    assert prize_pool(state).gross_cents == 9_000 + stack["prize_cents"]


def test_reentry_takes_a_new_entry_and_the_old_stack_leaves_play() -> None:
    """RPT Art. 7.2: the player gives up his old stack, whose chips leave the tournament."""
    state = play("freezeout", [("enter", 1), ("reentry", 1)])
    reg = state.registrations[1]
    assert (reg.entries, reg.reentries, reg.alive) == (1, 1, True)
    assert reg.chips_forfeited == STARTING_STACK
    assert state.chips_forfeited == STARTING_STACK
    assert (state.entries, state.reentries) == (1, 1)


def test_rebuys_and_addons_are_counted_per_player() -> None:
    state = play("rebuy_addon", [("enter", 1), ("rebuy", 1), ("rebuy", 1), ("addon", 1)])
    reg = state.registrations[1]
    assert (reg.rebuys, reg.addons) == (2, 1)
    assert (state.rebuys, state.addons) == (2, 1)
    assert reg.chips_issued == STARTING_STACK + 2 * STARTING_STACK + 30_000


# -- configuration refusals ------------------------------------------------------


def with_fee(fee_cents: int, entry_cents: int = 10_000) -> dict[str, int]:
    return purchase(entry_cents - fee_cents, fee_cents, STARTING_STACK)


@pytest.mark.parametrize(
    ("fee_cents", "accepted"),
    [(499, False), (500, True), (1_000, True), (2_000, True), (2_001, False), (0, False), (10_000, False)],
)
def test_buy_in_fee_must_be_5_to_20_percent_of_the_entry(fee_cents: int, accepted: bool) -> None:
    """FS 4.3: 4.99 % and 20.01 % are refused; 5 % and 20 % are fine."""
    data = minimal_config(buy_in=with_fee(fee_cents))
    if accepted:
        assert TournamentConfig.from_dict(data).buy_in.fee_cents == fee_cents
    else:
        with pytest.raises(RuleError, match=r"between 5 % and 20 % of the entry \(FS 4.3\)"):
            TournamentConfig.from_dict(data)


def test_fee_message_names_the_purchase_and_the_percentage() -> None:
    with pytest.raises(RuleError) as refused:
        TournamentConfig.from_dict(minimal_config(buy_in=with_fee(2_001)))
    assert str(refused.value) == "The fee of the buy-in must be between 5 % and 20 % of the entry (FS 4.3); it is 20,01 %."


@pytest.mark.parametrize(
    ("changes", "what"),
    [
        (config("freezeout", reentry={"purchase": with_fee(499), "until_level": 4}), "re-entry"),
        (config("rebuy_addon", rebuy={"purchase": with_fee(2_001), "until_level": 4}), "rebuy"),
        (config("rebuy_addon", addon={"purchase": purchase(7_000, 3_000, 30_000), "until_level": 4}), "add-on"),
        (config("multistack", multistack_day2=[*DAY2_STACKS[:2], with_fee(499)]), "day-2 stack 3"),
    ],
)
def test_every_purchase_has_its_own_fee_within_5_to_20_percent(changes: dict[str, Any], what: str) -> None:
    """SPEC 3: rebuys, add-ons, re-entries and day-2 entries have their own price and fee (FS 3.1.2.2, 4.3)."""
    with pytest.raises(RuleError, match=f"The fee of the {what} must be between 5 % and 20 %"):
        TournamentConfig.from_dict(changes)


def test_rebuy_and_addon_without_a_fee_are_allowed() -> None:
    """FS 3.1.2.2: the TD sets the rebuy's price and fee; a rebuy that is all prize money is common."""
    cfg = TournamentConfig.from_dict(
        config(
            "rebuy_addon",
            rebuy={"purchase": purchase(5_000, 0, 20_000), "until_level": 4},
            addon={"purchase": purchase(5_000, 0, 20_000), "until_level": 4},
        )
    )
    assert cfg.rebuy is not None and cfg.rebuy.purchase.fee_cents == 0


REFUSED_CONFIGS: list[tuple[str, dict[str, Any], str]] = [
    (
        "bounty outside knock-out (FS 3.1.3)",
        config("freezeout", buy_in=purchase(9_000, 1_000, 20_000, 2_000)),
        "Only a knock-out tournament has a bounty",
    ),
    (
        "knock-out without bounty (FS 3.1.3)",
        config("knockout", buy_in=purchase(9_000, 1_000, 20_000)),
        "A knock-out tournament needs a bounty",
    ),
    (
        "rebuy in freeze-out (FS 3.1.1)",
        config("freezeout", **{"rebuy": {"purchase": purchase(4_500, 500, 20_000), "until_level": 4}}),
        "freezeout tournament has no rebuys",
    ),
    (
        "add-on in freeze-out (FS 3.1.1)",
        config("freezeout", addon={"purchase": purchase(4_500, 500, 30_000), "until_level": 4}),
        "freezeout tournament has no rebuys and no add-ons",
    ),
    (
        "rebuy in knock-out (FS 3.1.3.2)",
        config("knockout", rebuy={"purchase": purchase(4_500, 500, 20_000), "until_level": 4}),
        "knockout tournament has no rebuys",
    ),
    (
        "rebuy in a Sit & Go",
        config("sit_and_go_6", rebuy={"purchase": purchase(4_500, 500, 20_000), "until_level": 4}),
        "sit_and_go tournament has no rebuys",
    ),
    (
        "add-on smaller than the starting stack (FS 3.1.2)",
        config("rebuy_addon", addon={"purchase": purchase(4_500, 500, 19_999), "until_level": 6}),
        r"add-on must give at least the starting stack \(FS 3.1.2\)",
    ),
    ("Sit & Go of 8 (FS 3.1.8)", config("sit_and_go_6", table_size=8, capacity=None), r"6-max or 10-handed \(FS 3.1.8\)"),
    ("Sit & Go of two tables (FS 3.1.8)", config("sit_and_go_10", capacity=20), r"one table of 10 players \(FS 3.1.8\)"),
    (
        "Multistack with 2 day-2 stacks (FS 3.1.10)",
        config("multistack", multistack_day2=list(DAY2_STACKS[:2])),
        r"exactly three day-2 stacks \(FS 3.1.10\)",
    ),
    (
        "Multistack with 4 day-2 stacks (FS 3.1.10)",
        config("multistack", multistack_day2=[*DAY2_STACKS, DAY2_STACKS[0]]),
        "exactly three day-2 stacks",
    ),
    (
        "day-2 stacks outside Multistack",
        config("freezeout", multistack_day2=list(DAY2_STACKS)),
        "Only a Multistack tournament has day-2 entries",
    ),
    ("satellite without a seat value (FS 3.1.4)", config("satellite", satellite_target_cents=0), "needs the value of the seat"),
    ("table of 11", minimal_config(table_size=11), "between 2 and 10 seats"),
    ("table of 1", minimal_config(table_size=1), "between 2 and 10 seats"),
    ("room for one player", minimal_config(capacity=1), "at least 2 players"),
    ("no name", minimal_config(name="  "), "needs a name"),
    (
        "negative prize",
        minimal_config(buy_in=purchase(-9_000, 1_000, 20_000)),
        "prize of the buy-in must be a whole, non-negative number of cents",
    ),
    ("no chips", minimal_config(buy_in=purchase(9_000, 1_000, 0)), "must give a positive number of chips"),
    ("no price", minimal_config(buy_in=purchase(0, 0, 20_000)), "must have a price"),
    ("negative guarantee", minimal_config(guarantee_cents=-1), "guarantee must be a whole, non-negative"),
    (
        "rebuy period ends before level 1",
        config("rebuy_addon", rebuy={"purchase": purchase(4_500, 500, 20_000), "until_level": 0}),
        "rebuy period must end at level 1 or later",
    ),
    (
        "zero rebuys per player",
        config("rebuy_addon", rebuy={"purchase": purchase(4_500, 500, 20_000), "until_level": 4, "max_per_player": 0}),
        "rebuys per player must be at least 1",
    ),
    (
        "zero re-entries per player",
        config("freezeout", reentry={"purchase": purchase(9_000, 1_000, 20_000), "until_level": 4, "max_per_player": 0}),
        "re-entries per player must be at least 1",
    ),
    (
        "free Xtrastack (FS 3.1.12)",
        config("xtrastack", xtrastack={"price_cents": 0, "chips": 5_000, "until_level": 4}),
        r"needs a price and a number of chips \(FS 3.1.12\)",
    ),
    ("late registration before level 1", minimal_config(late_registration_until_level=-1), "cannot end before level 1"),
    # A bounty only exists in a knock-out: a rebuy or re-entry cannot smuggle one into another modality.
    (
        "bounty on a rebuy outside knock-out",
        config("rebuy_addon", rebuy={"purchase": purchase(4_500, 500, 20_000, 1_000), "until_level": 4}),
        "Only a knock-out tournament has a bounty",
    ),
    (
        "bounty on a re-entry outside knock-out",
        config("freezeout", reentry={"purchase": purchase(9_000, 1_000, 20_000, 1_000), "until_level": 4}),
        "Only a knock-out tournament has a bounty",
    ),
]


@pytest.mark.parametrize(("rule", "data", "message"), REFUSED_CONFIGS, ids=[r[0] for r in REFUSED_CONFIGS])
def test_configuration_the_regulations_forbid_is_refused(rule: str, data: dict[str, Any], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        TournamentConfig.from_dict(data)


MALFORMED_CONFIGS: list[tuple[str, Any]] = [
    ("not a mapping", ["name", "T"]),
    ("no buy-in", {"name": "T"}),
    ("no name", {"buy_in": purchase(9_000, 1_000, 20_000)}),
    ("buy-in is text", minimal_config(buy_in="100 €")),
    ("buy-in without fee", minimal_config(buy_in={"prize_cents": 9_000, "chips": 20_000})),
    ("prize as text", minimal_config(buy_in={"prize_cents": "90,00", "fee_cents": 1_000, "chips": 20_000})),
    ("prize as float", minimal_config(buy_in={"prize_cents": 9_000.0, "fee_cents": 1_000, "chips": 20_000})),
    ("prize as bool", minimal_config(buy_in={"prize_cents": True, "fee_cents": 1_000, "chips": 20_000})),
    ("unknown modality", minimal_config(modality="turbo")),
    ("unknown game", minimal_config(game="stud")),
    ("unknown field", minimal_config(rake=5)),
    ("table size as text", minimal_config(table_size="10")),
    ("capacity as bool", minimal_config(capacity=True)),
    ("rebuy as text", config("rebuy_addon", rebuy="yes")),
    ("rebuy without purchase", config("rebuy_addon", rebuy={"until_level": 4})),
    ("xtrastack as a number", config("xtrastack", xtrastack=5)),
    ("day-2 stacks as text", config("multistack", multistack_day2="abc")),
    ("scheduled start as text", minimal_config(scheduled_start_ms="20:00")),
    ("counts for ranking as text", minimal_config(counts_for_ranking="false")),
]


@pytest.mark.parametrize(("case", "data"), MALFORMED_CONFIGS, ids=[m[0] for m in MALFORMED_CONFIGS])
def test_malformed_configuration_is_refused_with_a_rule_error_not_a_crash(case: str, data: Any) -> None:
    with pytest.raises(RuleError):
        TournamentConfig.from_dict(data)


@pytest.mark.parametrize(("rule", "data", "message"), REFUSED_CONFIGS[:6], ids=[r[0] for r in REFUSED_CONFIGS[:6]])
def test_tournament_create_with_a_forbidden_configuration_creates_nothing(rule: str, data: dict[str, Any], message: str) -> None:
    state = TournamentState()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=message):
        TOURNAMENT.apply(state, Action("tournament.create", {"config": data}, at_ms=1, seq=1))
    assert state == before
    assert state.config is None


@pytest.mark.parametrize("payload", [{}, {"config": None}, {"config": "T"}, {"config": 5}, {"config": [1, 2]}])
def test_tournament_create_with_a_malformed_payload_is_refused(payload: dict[str, Any]) -> None:
    state = TournamentState()
    with pytest.raises(RuleError):
        TOURNAMENT.apply(state, Action("tournament.create", payload, at_ms=1, seq=1))
    assert state == TournamentState()


def test_a_tournament_is_created_once() -> None:
    script = Script(config("freezeout"))
    state = script.state()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match="already exists"):
        TOURNAMENT.apply(state, script.action("tournament.create", {"config": config("knockout")}))
    assert state == before


def test_prices_and_modality_cannot_change_once_players_have_paid() -> None:
    script = Script(config("freezeout")).entered(1)
    state = script.state()
    before = copy.deepcopy(state)
    dearer = config("freezeout", buy_in=purchase(18_000, 2_000, 20_000))
    with pytest.raises(RuleError, match=r"cannot change once players have paid \(buy_in\)"):
        TOURNAMENT.apply(state, script.action("tournament.configure", {"config": dearer}))
    assert state == before
    renamed = config("freezeout", name="Sunday Special")
    TOURNAMENT.apply(state, script.action("tournament.configure", {"config": renamed}))
    assert state.require_config().name == "Sunday Special"


def test_configuration_can_change_freely_before_anyone_pays() -> None:
    script = Script(config("freezeout")).register(1)
    state = script.state()
    TOURNAMENT.apply(state, script.action("tournament.configure", {"config": config("knockout")}))
    assert state.require_config().modality is Modality.KNOCKOUT
