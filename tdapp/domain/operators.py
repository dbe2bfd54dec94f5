"""The desk's operators and what each role may do (issue 15, part 3).

Operators are a stream of actions like the player directory ("every change of
tournament state is an action"): added, changed and retired with their
operator and time, so the list itself is audited and nothing in the schema
changes. Each has a role (TD, floor, cashier, registration) and optionally a
PIN, kept only as a salted scrypt hash.

`PERMISSIONS` maps every action kind to the roles that may do it; the
application asks `check_allowed` before a command runs. A database with no
operators allows everything (a fresh database, the demo, a room that does not
use roles). A refusal names the role the command needs.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
from dataclasses import dataclass, field, replace

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect, Rulebook

OPERATORS_STREAM = "operators"


class Role(enum.StrEnum):
    TD = "td"
    FLOOR = "floor"
    CASHIER = "cashier"
    REGISTRATION = "registration"


TD = frozenset({Role.TD})
TD_FLOOR = frozenset({Role.TD, Role.FLOOR})
TD_CASHIER = frozenset({Role.TD, Role.CASHIER})
TD_REGISTRATION = frozenset({Role.TD, Role.REGISTRATION})
TD_FLOOR_REGISTRATION = frozenset({Role.TD, Role.FLOOR, Role.REGISTRATION})
EVERYONE = frozenset(Role)

#: Which roles may do what, by action kind; a kind not listed here is the TD's.
PERMISSIONS: dict[str, frozenset[Role]] = {
    # money: the cashier takes and pays it
    "money.buy_in": TD_CASHIER,
    "money.rebuy": TD_CASHIER,
    "money.reentry": TD_CASHIER,
    "money.addon": TD_CASHIER,
    "money.xtrastack": TD_CASHIER,
    # registration desk
    "registration.register": EVERYONE,
    "registration.cancel": EVERYONE,
    "registration.check_in": EVERYONE,
    "registration.confirm": EVERYONE,
    "registration.promote": EVERYONE,
    "registration.release_reserved": TD_FLOOR_REGISTRATION,
    "registration.close_late": TD_FLOOR,
    "registration.close_reentry": TD_FLOOR,
    # the floor runs the game
    "player.bust": TD_FLOOR,
    "floor.penalty": TD_FLOOR,
    "floor.ruling": TD_FLOOR,
    "chips.color_up": TD_FLOOR,
    "chips.set": TD_FLOOR,
    "chips.count": TD_FLOOR,
    "seating.draw": TD_FLOOR_REGISTRATION,
    "seating.seat": TD_FLOOR_REGISTRATION,
    "prizes.freeze": TD_FLOOR,
    "prizes.accept_deal": TD_FLOOR,
    "tournament.create": TD_FLOOR,
    # the player directory
    "player.create": EVERYONE,
    "player.update": EVERYONE,
    "player.merge": TD_FLOOR_REGISTRATION,
    "player.import": TD_REGISTRATION,
    "player.list_export": TD_REGISTRATION,  # numbers, names and nicknames only (a list for the room)
    "player.directory_export": TD,  # with documents, phones, e-mails and notes: personal data of everyone
    # only the TD: prize-table overrides, configuration, closing a tournament, ranking, operators, personal data
    "prizes.override": TD,
    "tournament.configure": TD,
    "tournament.finish": TD,
    "tournament.archive": TD,
    "void": TD,
}
for _kind in (
    "clock.adjust clock.end_day clock.hand_for_hand.end clock.hand_for_hand.next_hand clock.hand_for_hand.start "
    "clock.hand_for_hand.table_done clock.hand_for_hand.tables clock.jump clock.next_level clock.pause clock.previous_level "
    "clock.resume clock.resume_day clock.set_structure clock.shot.configure clock.shot.restore_time_banks clock.shot.start "
    "clock.shot.stop clock.shot.time_bank clock.start seating.break_table seating.close_seat seating.close_table seating.move "
    "seating.next_hand seating.open_seat seating.open_table seating.resize_table seating.set_button seating.win_the_button"
).split():
    PERMISSIONS[_kind] = TD_FLOOR

#: Kinds that move money: undoing one is the TD's alone.
MONEY_KINDS = frozenset(k for k in PERMISSIONS if k.startswith("money.")) | {"prizes.accept_deal", "prizes.override"}


def roles_for(kind: str, *, undoing: bool = False) -> frozenset[Role]:
    """The roles that may do `kind` (or undo or redo it)."""
    if undoing and kind in MONEY_KINDS:
        return TD
    return PERMISSIONS.get(kind, TD)


def refuse(needed: frozenset[Role], kind: str) -> RuleError:
    """The refusal that names the role the command needs (one template per set of roles, for the translators)."""
    if needed == TD_CASHIER:
        return RuleError("Only the cashier or the TD may do this ({kind}).", kind=kind)
    if needed == TD_FLOOR:
        return RuleError("Only a floor or the TD may do this ({kind}).", kind=kind)
    if needed == TD_REGISTRATION:
        return RuleError("Only the registration desk or the TD may do this ({kind}).", kind=kind)
    if needed == TD_FLOOR_REGISTRATION:
        return RuleError("Only the registration desk, a floor or the TD may do this ({kind}).", kind=kind)
    return RuleError("Only the TD may do this ({kind}).", kind=kind)


def check_allowed(role: Role, kind: str, *, undoing: bool = False) -> None:
    needed = roles_for(kind, undoing=undoing)
    if role not in needed:
        raise refuse(needed, kind)


# -- PINs ------------------------------------------------------------------------

_SCRYPT = {"n": 2**14, "r": 8, "p": 1}


def hash_pin(pin: str, salt: bytes) -> str:
    """A salted scrypt hash of the PIN, as stored: 'scrypt$<salt hex>$<hash hex>'."""
    digest = hashlib.scrypt(pin.encode(), salt=salt, dklen=32, **_SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    try:
        method, salt_hex, _digest = stored.split("$")
        salt = bytes.fromhex(salt_hex)
    except ValueError:
        return False
    if method != "scrypt":
        return False
    return hmac.compare_digest(hash_pin(pin, salt), stored)


# -- the list of operators -----------------------------------------------------------


@dataclass(frozen=True)
class Operator:
    id: int
    name: str
    role: Role
    pin_hash: str = ""
    retired: bool = False

    @property
    def has_pin(self) -> bool:
        return bool(self.pin_hash)


@dataclass
class OperatorsState:
    operators: dict[int, Operator] = field(default_factory=dict)

    def next_id(self) -> int:
        return max(self.operators, default=0) + 1

    def active(self) -> list[Operator]:
        return sorted((o for o in self.operators.values() if not o.retired), key=lambda o: o.name.casefold())

    @property
    def in_use(self) -> bool:
        """Roles are enforced once at least one operator is on the list."""
        return any(not o.retired for o in self.operators.values())

    def named(self, name: str) -> Operator | None:
        wanted = name.strip().casefold()
        return next((o for o in self.operators.values() if not o.retired and o.name.casefold() == wanted), None)

    def get(self, operator_id: int) -> Operator:
        found = self.operators.get(operator_id)
        if found is None:
            raise RuleError("There is no operator #{id}.", id=operator_id)
        return found

    def check(self, name: str, kind: str, *, undoing: bool = False) -> None:
        """Refuse `kind` unless the operator `name` has a role that may do it (everything is allowed with no operators)."""
        if not self.in_use:
            return
        if not name.strip():  # the sign-in was cancelled: the desk stores nothing until someone signs in
            raise RuleError("Nobody is signed in at this desk: choose who is working (Settings → Operator…).")
        operator = self.named(name)
        if operator is None:
            raise RuleError("Choose who is working at this desk: '{name}' is not on the list of operators.", name=name)
        check_allowed(operator.role, kind, undoing=undoing)


OPERATORS: Rulebook[OperatorsState] = Rulebook("operators", OperatorsState)


def _role(value: object) -> Role:
    try:
        return Role(str(value))
    except ValueError:
        raise RuleError("Unknown role '{role}'.", role=value) from None


def _name(state: OperatorsState, value: object, operator_id: int | None) -> str:
    name = str(value or "").strip()
    if not name:
        raise RuleError("An operator needs a name.")
    if len(name) > 60:
        raise RuleError("The operator's name is too long (60 characters at most).")
    other = state.named(name)
    if other is not None and other.id != operator_id:
        raise RuleError("There is already an operator called {name}.", name=name)
    return name


def _pin_hash(value: object) -> str:
    text = str(value or "")
    if text and not text.startswith("scrypt$"):
        raise RuleError("A PIN is stored only as its hash.")
    return text


def _keeps_a_td(state: OperatorsState, changed: Operator) -> None:
    others = [o for o in state.active() if o.id != changed.id and o.role is Role.TD]
    if not others and (changed.retired or changed.role is not Role.TD):
        raise RuleError("The list of operators must keep at least one TD.")


@OPERATORS.handles("operator.add")
def add(state: OperatorsState, action: Action) -> Effect:
    """The first operator must be a TD, so that the room is never locked out of its own desk."""
    new_id = action.payload.get("operator_id", state.next_id())
    if not isinstance(new_id, int) or isinstance(new_id, bool) or new_id <= 0 or new_id in state.operators:
        raise RuleError("Operator number {id} is taken.", id=new_id)
    operator = Operator(new_id, _name(state, action.payload.get("name"), None), _role(action.payload.get("role")))
    operator = replace(operator, pin_hash=_pin_hash(action.payload.get("pin_hash")))
    if not state.in_use and operator.role is not Role.TD:
        raise RuleError("The first operator must be a TD.")

    def effect() -> None:
        state.operators[new_id] = operator

    return effect


@OPERATORS.handles("operator.update")
def update(state: OperatorsState, action: Action) -> Effect:
    old = state.get(int(action.payload["operator_id"]))
    new = old
    if "name" in action.payload:
        new = replace(new, name=_name(state, action.payload["name"], old.id))
    if "role" in action.payload:
        new = replace(new, role=_role(action.payload["role"]))
    if "pin_hash" in action.payload:
        new = replace(new, pin_hash=_pin_hash(action.payload["pin_hash"]))
    if "retired" in action.payload:
        new = replace(new, retired=bool(action.payload["retired"]))
    _keeps_a_td(state, new)

    def effect() -> None:
        state.operators[old.id] = new

    return effect
