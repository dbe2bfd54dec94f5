"""Operators and roles (issue 15 part 3): who may do what, the PIN kept only hashed."""

from __future__ import annotations

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.operators import OPERATORS, PERMISSIONS, Role, check_allowed, hash_pin, pin_matches, roles_for
from tdapp.domain.players.directory import DIRECTORY
from tdapp.domain.tournament.all_rules import TOURNAMENT


@pytest.mark.parametrize(
    ("role", "kind", "allowed"),
    [
        (Role.CASHIER, "money.buy_in", True),
        (Role.CASHIER, "money.rebuy", True),
        (Role.FLOOR, "money.buy_in", False),
        (Role.REGISTRATION, "money.addon", False),
        (Role.FLOOR, "prizes.override", False),
        (Role.CASHIER, "prizes.override", False),
        (Role.TD, "prizes.override", True),
        (Role.FLOOR, "tournament.finish", False),
        (Role.TD, "tournament.finish", True),
        (Role.CASHIER, "clock.next_level", False),
        (Role.FLOOR, "clock.next_level", True),
        (Role.REGISTRATION, "registration.register", True),
        (Role.REGISTRATION, "player.create", True),
        (Role.FLOOR, "void", False),
        (Role.FLOOR, "operator.add", False),
        (Role.FLOOR, "ranking.result.record", False),
    ],
)
def test_the_table_of_roles(role: Role, kind: str, allowed: bool) -> None:
    if allowed:
        check_allowed(role, kind)
    else:
        with pytest.raises(RuleError):
            check_allowed(role, kind)


def test_only_the_td_undoes_a_money_action_but_a_floor_undoes_a_clock_action() -> None:
    assert roles_for("money.buy_in", undoing=True) == {Role.TD}
    with pytest.raises(RuleError, match="Only the TD"):
        check_allowed(Role.CASHIER, "money.buy_in", undoing=True)
    check_allowed(Role.FLOOR, "clock.pause", undoing=True)


def test_a_refusal_names_the_role_needed() -> None:
    with pytest.raises(RuleError, match="Only the cashier or the TD"):
        check_allowed(Role.FLOOR, "money.buy_in")
    with pytest.raises(RuleError, match="Only a floor or the TD"):
        check_allowed(Role.CASHIER, "player.bust")
    with pytest.raises(RuleError, match="Only the TD may do this"):
        check_allowed(Role.FLOOR, "prizes.override")


def test_every_known_action_kind_is_in_the_table_or_the_tds() -> None:
    """Nothing new is silently open to everyone: a kind not in the table is the TD's."""
    for kind in TOURNAMENT.kinds | DIRECTORY.kinds:
        assert roles_for(kind), kind
    assert set(PERMISSIONS) - TOURNAMENT.kinds - DIRECTORY.kinds == {"void", "player.import"}


def test_the_pin_is_kept_salted_and_hashed() -> None:
    stored = hash_pin("1234", b"salt-one-16bytes")
    assert "1234" not in stored
    assert stored != hash_pin("1234", b"salt-two-16bytes")
    assert pin_matches("1234", stored)
    assert not pin_matches("1235", stored)
    assert not pin_matches("1234", "plain")


def _act(kind: str, seq: int, **payload: object) -> Action:
    return Action(kind, payload, seq=seq)


def test_the_first_operator_is_a_td_and_the_last_td_stays() -> None:
    with pytest.raises(RuleError, match="first operator must be a TD"):
        OPERATORS.replay([_act("operator.add", 1, name="Rita", role="cashier")])
    state = OPERATORS.replay([_act("operator.add", 1, name="Ana", role="td"), _act("operator.add", 2, name="Rita", role="cashier")])
    assert [o.name for o in state.active()] == ["Ana", "Rita"]
    with pytest.raises(RuleError, match="at least one TD"):
        OPERATORS.apply(state, _act("operator.update", 3, operator_id=1, role="floor"))
    with pytest.raises(RuleError, match="already an operator"):
        OPERATORS.apply(state, _act("operator.add", 3, name="rita", role="floor"))
    with pytest.raises(RuleError, match="only as its hash"):
        OPERATORS.apply(state, _act("operator.add", 3, name="Rui", role="floor", pin_hash="1234"))


def test_with_no_operators_everything_is_allowed() -> None:
    state = OPERATORS.new_state()
    state.check("anyone", "prizes.override")
    state = OPERATORS.replay([_act("operator.add", 1, name="Ana", role="td")])
    with pytest.raises(RuleError, match="not on the list"):
        state.check("anyone", "clock.pause")
    state.check("ana", "prizes.override")
